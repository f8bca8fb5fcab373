// What the server says, judged: its declared surface (tool, parameter, resource and prompt texts, schema
// strings, server instructions) and every answer it gave (scanned as it arrived, probe/session.ts). The
// facts come from profile/server-text/; the severity of each is decided here, by what the text asks for.

import { severityRank, surfaceLabel, type CallRecord, type Manifest, type Phase, type Severity, type SurfaceKind } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import type { Intent } from '../profile/server-text/injection.js'
import type { ResultTextHit } from '../profile/server-text/scan-result.js'
import { scanText, type TextHit } from '../profile/server-text/scan-text.js'
import type { Occurrence } from './judge.js'

const INTENT_TEXT: Record<Intent, string> = {
  'read-secret': 'read credential files',
  'hide-from-user': 'keep it from the user',
  'ignore-instructions': 'ignore its earlier instructions',
  'pass-as-argument': 'pass data in a tool argument',
  'call-tool': 'call a tool with given arguments',
  'send-out': 'send data to an address',
  'important-block': 'obey an <IMPORTANT>-style block',
  'other-tools': 'change how other tools behave'
}

/** How serious an instruction to the model is, by what it asks; null for what an honest text says too. */
export function instructionSeverity(intents: readonly Intent[]): Severity | null {
  const has = (intent: Intent): boolean => intents.includes(intent)
  const secret = has('read-secret')
  const ignore = has('ignore-instructions')
  const hide = has('hide-from-user')
  const send = has('send-out')
  const call = has('call-tool')
  const pass = has('pass-as-argument')
  const block = has('important-block')
  if (secret && (hide || pass || send || block || ignore)) return 'critical'
  if (ignore && (send || call || hide)) return 'critical'
  if (secret || ignore) return 'high'
  if (hide && (call || send || pass || block)) return 'high'
  if (call && send) return 'high'
  if (hide) return 'medium'
  return null
}

function asked(intents: readonly Intent[]): string {
  const shown = intents.filter((intent) => intent !== 'important-block' && intent !== 'other-tools')
  return (shown.length > 0 ? shown : intents).map((intent) => INTENT_TEXT[intent]).join(', ')
}

type Rule = Occurrence['rule']
interface Verdict {
  rule: Rule
  severity: Severity
  /** what the text does, e.g. "asks the model to read credential files" */
  what: string
}

/**
 * The verdicts on one hit. `declared`: the text is part of the declared surface (instructions there are
 * metadata-injection, in answers result-injection); `tool`: a tool's own text, where instructions about
 * other tools are cross-tool-instructions; `hostDeclared`: whether a URL's host appears in the declarations.
 */
export function judgeHit(hit: TextHit, place: { declared: boolean; tool: boolean; hostDeclared: (host: string) => boolean }): Verdict[] {
  switch (hit.kind) {
    case 'hidden-unicode': {
      const parts: string[] = []
      let severity: Severity = 'info'
      const raise = (to: Severity): void => {
        if (severityRank(to) > severityRank(severity)) severity = to
      }
      const severe = instructionSeverity(hit.intents)
      if (hit.tagText !== undefined) {
        parts.push(`TAG characters spelling "${hit.tagText}"`)
        raise(severe === 'critical' || severe === 'high' ? 'critical' : 'high')
      }
      if (hit.zeroWidthInWords > 0) {
        parts.push(`zero-width characters inside ${hit.zeroWidthInWords === 1 ? 'a word' : 'words'}`)
        raise(severe ? 'high' : 'low')
      }
      if (hit.overrides > 0) {
        parts.push('a bidi override that reorders what is shown')
        raise(severe ? 'high' : 'medium')
      }
      if (hit.strayBidi > 0) {
        parts.push('bidi embeddings or isolates in text without right-to-left letters')
        raise(severe ? 'high' : 'low')
      }
      const revealed = hit.intents.length > 0 ? `; revealed, it asks the model to ${asked(hit.intents)}` : ''
      return [{ rule: 'hidden-unicode', severity, what: `hides text: ${parts.join(', ')}${revealed}` }]
    }
    case 'instructions': {
      const out: Verdict[] = []
      const severity = instructionSeverity(hit.intents)
      if (severity) out.push({ rule: place.declared ? 'metadata-injection' : 'result-injection', severity, what: `asks the model to ${asked(hit.intents)}` })
      if (place.tool && hit.intents.includes('other-tools')) {
        out.push({
          rule: 'cross-tool-instructions',
          severity: hit.redirects ? 'high' : 'medium',
          what: hit.redirects ? 'tells the model to redirect what other tools send' : 'tells the model how to use other tools'
        })
      }
      return out
    }
    case 'data-url': {
      const kind = hit.image ? 'an image' : 'a link'
      if (hit.canaries.length > 0) {
        return [
          { rule: 'markdown-image-exfiltration', severity: 'critical', what: `has ${kind} whose URL carries canary ${hit.canaries.join(', ')} to ${hit.host}` }
        ]
      }
      if (!hit.image || place.hostDeclared(hit.host)) return []
      return [
        {
          rule: 'markdown-image-exfiltration',
          severity: 'high',
          what: `has an image whose URL carries ${hit.data.length} characters of data to ${hit.host}, a host it did not declare`
        }
      ]
    }
    case 'ansi': {
      const severe = hit.effects.some((effect) => effect === 'hides' || effect === 'erases' || effect === 'moves')
      const severity: Severity = severe ? 'high' : hit.effects.includes('links') ? 'medium' : hit.effects.includes('titles') ? 'low' : 'info'
      return [{ rule: 'ansi-escape', severity, what: `has terminal escapes that ${hit.effects.join(', ')}` }]
    }
  }
}

interface DeclaredText {
  kind: SurfaceKind | 'instructions'
  name: string
  field: string
  text: string
}

const SCHEMA_SKIPPED = new Set(['type', '$ref', '$schema', '$id', 'format', 'pattern', 'required'])
const MAX_SCHEMA_STRINGS = 2_000

/** The strings of a JSON Schema a model reads: descriptions, titles, enums, defaults, examples. */
function schemaStrings(schema: unknown, field: string, out: { field: string; text: string }[], depth = 0): void {
  if (depth > 64 || out.length >= MAX_SCHEMA_STRINGS) return
  if (typeof schema === 'string') {
    out.push({ field, text: schema })
  } else if (Array.isArray(schema)) {
    schema.forEach((item, index) => schemaStrings(item, `${field}[${index}]`, out, depth + 1))
  } else if (typeof schema === 'object' && schema !== null) {
    for (const [key, value] of Object.entries(schema)) if (!SCHEMA_SKIPPED.has(key)) schemaStrings(value, `${field}.${key}`, out, depth + 1)
  }
}

function declaredTexts(manifest: Manifest): DeclaredText[] {
  const out: DeclaredText[] = []
  const push = (kind: DeclaredText['kind'], name: string, field: string, text: string | undefined): void => {
    if (typeof text === 'string' && text.length > 0) out.push({ kind, name, field, text })
  }
  if (manifest.instructions) push('instructions', 'server', 'instructions', manifest.instructions)
  for (const tool of manifest.tools) {
    push('tool', tool.name, 'name', tool.name)
    push('tool', tool.name, 'title', tool.title)
    push('tool', tool.name, 'description', tool.description)
    const strings: { field: string; text: string }[] = []
    schemaStrings(tool.inputSchema, 'inputSchema', strings)
    schemaStrings(tool.outputSchema, 'outputSchema', strings)
    schemaStrings(tool.annotations, 'annotations', strings)
    for (const { field, text } of strings) push('tool', tool.name, field, text)
  }
  for (const resource of manifest.resources) {
    push('resource', resource.uri, 'name', resource.name)
    push('resource', resource.uri, 'title', resource.title)
    push('resource', resource.uri, 'description', resource.description)
  }
  for (const template of manifest.resourceTemplates) {
    push('resourceTemplate', template.uriTemplate, 'name', template.name)
    push('resourceTemplate', template.uriTemplate, 'title', template.title)
    push('resourceTemplate', template.uriTemplate, 'description', template.description)
  }
  for (const prompt of manifest.prompts) {
    push('prompt', prompt.name, 'name', prompt.name)
    push('prompt', prompt.name, 'title', prompt.title)
    push('prompt', prompt.name, 'description', prompt.description)
    prompt.arguments?.forEach((argument, index) => push('prompt', prompt.name, `arguments[${index}].description`, argument.description))
  }
  return out
}

/** Whether a host is named anywhere in the declared surface (a tool that says it links to it). */
function hostsDeclaredIn(manifest: Manifest): (host: string) => boolean {
  const declared = JSON.stringify({ ...manifest, sha256: undefined }).toLowerCase()
  return (host) => host.length > 0 && declared.includes(host)
}

function itemLabel(kind: DeclaredText['kind'], name: string): string {
  return kind === 'instructions' ? 'the server instructions' : `${surfaceLabel(kind)} ${excerpt(name)}`
}

/**
 * A canary file counts in a URL only when the server read it (as in the profile: the link is the read
 * plus the bytes); a token counts wherever it is. Canary ids are `~/…` for files.
 */
function countedCanaries(hit: TextHit, fileRead: (id: string) => boolean): TextHit {
  if (hit.kind !== 'data-url' || hit.canaries.length === 0) return hit
  return { ...hit, canaries: hit.canaries.filter((canary) => !canary.startsWith('~/') || fileRead(canary.replace(/ \(\w+\)$/, ''))) }
}

export function serverTextOccurrences(
  manifest: Manifest,
  calls: readonly CallRecord[],
  results: readonly ResultTextHit[] = [],
  fileRead: (id: string) => boolean = () => true
): Occurrence[] {
  const out: Occurrence[] = []
  const hostDeclared = hostsDeclaredIn(manifest)
  const startup: Phase = { kind: 'startup' }
  declaredTexts(manifest).forEach((text, index) => {
    const item = text.kind === 'instructions' ? 'instructions' : `${text.kind}:${text.name}`
    for (const hit of scanText(text.text)) {
      for (const verdict of judgeHit(hit, { declared: true, tool: text.kind === 'tool', hostDeclared })) {
        const where = text.kind === 'instructions' ? 'the server instructions' : `${itemLabel(text.kind, text.name)} ${excerpt(text.field)}`
        out.push({
          rule: verdict.rule,
          subject: `${item}\0${text.field}`,
          severity: verdict.severity,
          message: `${where} ${verdict.what}: "${hit.quote}"`,
          phase: startup,
          order: [0, index],
          evidence: { manifestItems: [item] },
          traceLines: []
        })
      }
    }
  })
  const byId = new Map(calls.map((call) => [call.id, call]))
  results.forEach(({ callId, field, hit: found }, index) => {
    const hit = countedCanaries(found, fileRead)
    const call = byId.get(callId)
    if (!call) return
    const phase: Phase = {
      kind: 'call',
      call: { id: call.id, kind: call.kind, name: call.name, iteration: call.iteration, ...(call.step !== undefined ? { step: call.step } : {}) },
      afterResponse: false
    }
    const answer = call.kind === 'tool' ? 'result' : call.kind === 'prompt' ? 'messages' : 'contents'
    for (const verdict of judgeHit(hit, { declared: false, tool: false, hostDeclared })) {
      out.push({
        rule: verdict.rule,
        subject: `${hit.kind}\0${field}`,
        severity: verdict.severity,
        message: `the ${answer} of ${itemLabel(call.kind, call.name)} (call #${call.iteration}, ${excerpt(field)}) ${verdict.what}: "${hit.quote}"`,
        phase,
        order: [Number.MAX_SAFE_INTEGER - 1, index],
        evidence: {
          manifestItems: [`${call.kind}:${call.name}`],
          ...(hit.kind === 'data-url' && hit.canaries.length > 0 ? { canaries: hit.canaries.map((canary) => canary.replace(/ \(\w+\)$/, '')) } : {})
        },
        traceLines: []
      })
    }
  })
  return out
}

/** The most serious thing the text checks find in a text, for the rug-pull's message; null for none. */
export function textConcern(text: string): Verdict | null {
  let worst: Verdict | null = null
  for (const hit of scanText(text)) {
    for (const verdict of judgeHit(hit, { declared: true, tool: true, hostDeclared: () => false })) {
      if (!worst || severityRank(verdict.severity) > severityRank(worst.severity)) worst = verdict
    }
  }
  return worst
}
