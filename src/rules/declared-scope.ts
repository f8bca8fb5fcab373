import type { Manifest } from '../model/index.js'
import { localClaim } from './description-claims.js'

/**
 * What one tool declared about its reach. MCP annotations are hints from an untrusted server, with
 * spec defaults readOnlyHint=false, destructiveHint=true, openWorldHint=true: only an explicit
 * boolean narrows the scope, and a narrowed scope is exactly what the audit checks.
 */
export interface ToolScope {
  name: string
  /** readOnlyHint: true — no writes or deletes */
  readOnly: boolean
  /** destructiveHint: false (meaningful when not read-only) — no deletes or overwrites */
  nonDestructive: boolean
  /** openWorldHint: false — no egress beyond loopback */
  closedWorld: boolean
  /** the description's claim to stay local, as a short excerpt */
  localClaim: string | null
}

export interface Restriction {
  /** appended to the message, e.g. "; the tool declares readOnlyHint: true" */
  suffix: string
  /** evidence.declared */
  declared: string
}

export function toolScope(tool: Manifest['tools'][number]): ToolScope {
  const annotations = tool.annotations ?? {}
  return {
    name: tool.name,
    readOnly: annotations['readOnlyHint'] === true,
    nonDestructive: annotations['readOnlyHint'] !== true && annotations['destructiveHint'] === false,
    closedWorld: annotations['openWorldHint'] === false,
    localClaim: localClaim(tool.description)
  }
}

export function declaredScopes(manifest: Manifest): Map<string, ToolScope> {
  return new Map(manifest.tools.map((tool) => [tool.name, toolScope(tool)]))
}

export function egressRestriction(scope: ToolScope): Restriction | null {
  if (scope.closedWorld) return { suffix: '; the tool declares openWorldHint: false', declared: 'openWorldHint: false' }
  if (scope.localClaim !== null) {
    return {
      suffix: `; the tool's description says it is local ('${scope.localClaim}')`,
      declared: `description: '${scope.localClaim}'`
    }
  }
  return null
}

export function writeRestriction(scope: ToolScope): Restriction | null {
  return scope.readOnly ? { suffix: '; the tool declares readOnlyHint: true', declared: 'readOnlyHint: true' } : null
}

export function deleteRestriction(scope: ToolScope): Restriction | null {
  if (scope.readOnly) return writeRestriction(scope)
  return scope.nonDestructive ? { suffix: '; the tool declares destructiveHint: false', declared: 'destructiveHint: false' } : null
}

/**
 * Startup and shutdown belong to no tool, so they are judged against the server as a whole: the
 * behaviour is forbidden only when every tool forbids it (and there is at least one tool).
 */
export function serverWideRestriction(scopes: Iterable<ToolScope>, restrictionOf: (scope: ToolScope) => Restriction | null, what: string): Restriction | null {
  const all = [...scopes]
  if (all.length === 0) return null
  const restrictions = all.map(restrictionOf)
  if (restrictions.some((r) => r === null)) return null
  const declared = [
    ...new Set(restrictions.map((r) => ((r as Restriction).declared.startsWith('description') ? 'local description' : (r as Restriction).declared)))
  ]
  return { suffix: `; every tool of the server declares ${what}`, declared: `all ${all.length} tools: ${declared.join(', ')}` }
}

/**
 * What a tool says it is, in words: its title (annotations.title, or the tool's own title) and the
 * first sentence of its description, each at most 200 characters. The name is the caller's to split.
 */
export function declaredText(tool: Manifest['tools'][number]): string[] {
  const titles = [tool.annotations?.['title'], (tool as { title?: unknown }).title].filter((t): t is string => typeof t === 'string')
  const first = (tool.description ?? '').trim().split(/(?<=[.!?])\s+|\n\s*\n/)[0] ?? ''
  return [...titles, first.replace(/\s+/g, ' ')].map((text) => text.slice(0, 200)).filter((text) => text !== '')
}
