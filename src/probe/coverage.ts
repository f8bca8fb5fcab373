import { createHash } from 'node:crypto'
import type { SurfaceKind, Coverage, CoverageItem, Finding, Severity } from '../model/index.js'
import type { ProbeResult } from './types.js'

// What was exercised, per declared item, and the `not-exercised` findings. An audit that did not call
// something did not audit it: a server that crashes after initialize, fails or cuts a listing, or dies
// half-way must not look clean, so every gap is a high finding (exit 3 at the default --fail-on high).
// An answer dropped for its size still counts as exercised (the server ran the call), but what it
// returned was not seen: medium. A listing other than tools/list that the server answered with an error
// naming a dependency the sandbox does not have (a service refusing connections on loopback, an unset
// environment variable, a program not on PATH) is medium, with the one line that says how to provide it:
// the server works, its environment is incomplete. tools/list stays high whatever its error says (the
// text is the server's: it must not talk its way out of having its tools called), and so does a listing
// that timed out or a server that crashed. Method not found on an optional list is no gap at all
// (listing.ts).

const SHOWN_ITEMS = 20

export function coverageOf(probe: ProbeResult, minPercent: number | null = null): Coverage {
  const items = new Map<string, CoverageItem>()
  const declare = (kind: SurfaceKind, name: string) => {
    const key = `${kind}\0${name}`
    if (!items.has(key)) items.set(key, { kind, name, attempts: 0, ok: 0, error: 0, timeout: 0, oversized: 0 })
  }
  for (const listing of [probe.listing, probe.relisting]) {
    if (listing === null) continue
    for (const tool of listing.tools) declare('tool', tool.name)
    for (const resource of listing.resources) declare('resource', resource.uri)
    for (const template of listing.resourceTemplates) declare('resourceTemplate', template.uriTemplate)
    for (const prompt of listing.prompts) declare('prompt', prompt.name)
  }
  for (const call of probe.calls) {
    declare(call.kind, call.name)
    const item = items.get(`${call.kind}\0${call.name}`) as CoverageItem
    item.attempts += 1
    if (call.outcome === 'ok') item.ok += 1
    else if (call.outcome === 'timeout') item.timeout += 1
    else if (call.outcome === 'oversized-result') item.oversized += 1
    else item.error += 1
    if (call.note && !(item.notes ?? []).includes(call.note)) item.notes = [...(item.notes ?? []), call.note].slice(0, 5)
  }
  const all = [...items.values()]
  return { items: all, gaps: probe.gaps, totals: totalsOf(all), ...(minPercent !== null ? { minPercent } : {}) }
}

function totalsOf(items: CoverageItem[]): NonNullable<Coverage['totals']> {
  const succeeded = items.filter((item) => item.ok > 0).length
  return { items: items.length, succeeded, percent: items.length === 0 ? 100 : Math.floor((100 * succeeded) / items.length) }
}

/**
 * `exitAfter`: the session ended right after a call to this tool, which declares ending processes
 * (rules/declared-purpose.ts): the server was likely told to exit, which is no high.
 */
export function coverageFindings(coverage: Coverage, exitAfter?: string): Finding[] {
  const findings: Finding[] = []
  const finding = (severity: Severity, message: string, subject: string, phase: Finding['phase'], items: CoverageItem[]): Finding => ({
    rule: 'not-exercised',
    severity,
    message,
    phase,
    evidence: { ...(items.length > 0 ? { manifestItems: items.slice(0, SHOWN_ITEMS).map((item) => `${item.kind}:${item.name}`) } : {}), traceLines: [] },
    fingerprint: createHash('sha256').update(`not-exercised\0${subject}\0`).digest('hex').slice(0, 16)
  })
  const needs = new Map<string, string>()
  for (const gap of coverage.gaps) {
    if (gap.what === 'session' && exitAfter !== undefined) {
      const why = `the server exited right after a call to ${exitAfter}, a tool that declares ending processes (likely told to end itself), before the audit was done`
      findings.push(finding('medium', `${gap.what}: ${why}`, gap.what, { kind: 'shutdown' }, []))
      continue
    }
    const dependency = missingDependency(gap)
    if (dependency !== null) {
      const listing = gap.what.replace(/^re-listing /, '')
      // the re-listing failing for the same reason says nothing new
      if (needs.get(listing) === dependency) continue
      needs.set(listing, dependency)
      findings.push(finding('medium', `${gap.what}: not exercised: ${dependency}`, gap.what, { kind: 'startup' }, []))
      continue
    }
    findings.push(finding('high', `${gap.what}: ${gap.why}`, gap.what, gap.what === 'session' ? { kind: 'shutdown' } : { kind: 'startup' }, []))
  }
  const unexercised = coverage.items.filter((item) => item.attempts === 0)
  if (unexercised.length > 0) {
    findings.push(
      finding(
        'high',
        `${unexercised.length} of ${coverage.items.length} declared items were never exercised`,
        'unexercised items',
        { kind: 'shutdown' },
        unexercised
      )
    )
  }
  const oversized = coverage.items.filter((item) => item.oversized > 0)
  if (oversized.length > 0) {
    findings.push(
      finding(
        'medium',
        `${oversized.length} item(s) answered with a message over the size cap; the answers were dropped unread`,
        'oversized answers',
        { kind: 'shutdown' },
        oversized
      )
    )
  }
  return findings
}

const LOOPBACK_REFUSED = /\bECONNREFUSED\s+(127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost):(\d{1,5})\b/
const ENV_UNSET = [
  /\benv(?:ironment)?\s+var(?:iable)?s?\s+\$?([A-Z][A-Z0-9_]{1,63})\b[^.]{0,40}?\b(?:not set|is required|missing|undefined|empty)/i,
  /\b(?:missing|set|provide|requires?)\s+(?:the\s+)?(?:required\s+)?env(?:ironment)?\s+var(?:iable)?s?\s+\$?([A-Z][A-Z0-9_]{1,63})\b/i,
  /\b\$?([A-Z][A-Z0-9]*_[A-Z0-9_]{1,60})\s+(?:environment variable\s+)?(?:is\s+)?(?:not set|required|missing|undefined)\b/
]
const PROGRAM_MISSING = [
  /\bspawn\s+(?:\S*\/)?([A-Za-z0-9][A-Za-z0-9._+-]{0,39})\s+ENOENT\b/,
  /\b([A-Za-z0-9][A-Za-z0-9._+-]{0,39}):\s+(?:command\s+)?not found\b/,
  /\bcommand not found:\s+([A-Za-z0-9][A-Za-z0-9._+-]{0,39})\b/
]

/**
 * The one line saying which dependency a listing's error names and how to provide it, or null. Only for
 * a listing other than tools/list that the server answered with a JSON-RPC error (`failed: -32…`); the
 * names are taken only as the patterns' plain characters, so nothing else of the server's text is shown.
 */
export function missingDependency(gap: { what: string; why: string }): string | null {
  const listing = gap.what.replace(/^re-listing /, '')
  if (!/^(resources\/list|resources\/templates\/list|prompts\/list)$/.test(listing) || !/^failed: -32\d{3}\b/.test(gap.why)) return null
  const refused = LOOPBACK_REFUSED.exec(gap.why)
  if (refused)
    return `it needs a service at ${refused[1]}:${refused[2]} (connection refused: the sandbox's network has its own loopback, with nothing listening there); start the service from the launch command (a wrapper script), or audit with --network host and the service running`
  for (const pattern of ENV_UNSET) {
    const unset = pattern.exec(gap.why)
    if (unset) return `it needs the environment variable ${unset[1]}: pass it with --env ${unset[1]}=…`
  }
  for (const pattern of PROGRAM_MISSING) {
    const missing = pattern.exec(gap.why)
    if (missing && !/^(error|file|module|path|resource|method|tool)$/i.test(missing[1] as string))
      return `it needs the program ${missing[1]}, which is not on the server's PATH: install it, or show its directory with --workspace`
  }
  return null
}
