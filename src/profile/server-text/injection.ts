// Instructions aimed at the model, found by what a sentence asks for, not by keywords alone. A sentence
// is a directive when it is addressed to the reader ("you must", "before using this tool", an
// imperative verb first); what it asks is one or more intents. An honest warning ("IMPORTANT: this tool
// deletes files") asks nothing; a result that asks the model to show the user a list asks nothing of
// these; "never pass passwords in the URL" forbids rather than asks.
import { parse as parseYaml } from 'yaml'

export const INTENTS = [
  'read-secret',
  'hide-from-user',
  'ignore-instructions',
  'pass-as-argument',
  'call-tool',
  'send-out',
  'important-block',
  'other-tools'
] as const
export type Intent = (typeof INTENTS)[number]

export interface InstructionHit {
  intents: Intent[]
  /** cross-tool directives redirect data (bcc, forward, send to an address) */
  redirects: boolean
  /** the sentence the strongest intent was found in, and where it starts in the text */
  sentence: string
  index: number
}

// Files and stores a tool has no business asking the model to read for it.
const SECRET_PLACE =
  /(?:~\/\.ssh|\.ssh\/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws\/credentials|(?:^|[\s`'"/])\.env\b|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.kube\/config|\.docker\/config|\bmcp\.json\b|claude_desktop_config|\/etc\/(?:passwd|shadow)|\bprivate[ _-]?keys?\b|\bssh[ _-]?keys?\b|\bcredentials?(?: files?)?\b|\bapi[ _-]?keys?\b|\bsecrets?\b|\baccess[ _-]?tokens?\b|\bpasswords?\b|\bseed phrases?\b)/i
const FILE_SECRET =
  /(?:~\/\.ssh|\.ssh\/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws\/credentials|(?:^|[\s`'"/])\.env\b|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.kube\/config|\.docker\/config|\bmcp\.json\b|claude_desktop_config|\/etc\/(?:passwd|shadow)|\bprivate[ _-]?keys?\b|\bssh[ _-]?keys?\b)/i
const TAKE_VERB =
  /\b(?:read|cat|open|load|get|fetch|include|pass|send|provide|attach|upload|copy|extract|dump|exfiltrat\w*|leak|collect|append|add|insert|put|paste|output|print|return)\b/i
const NEGATED_TAKE =
  /\b(?:never|not|don'?t|avoid|without)\s+(?:\w+\s+){0,2}?(?:read|cat|open|load|get|fetch|include|pass|send|provide|attach|upload|copy|share|expose|log|print|store)\b/i
const HIDE =
  /\b(?:(?:do not|don'?t|never|without)\s+(?:\w+\s+){0,2}?(?:tell|telling|mention|mentioning|inform|informing|notify|notifying|alert|alerting|reveal|revealing|disclose|disclosing|let)\b[^.!?\n]{0,60}\b(?:user|human|anyone)\b|(?:user|human)\s+(?:must|should|will|need|may)\s*(?:not|never)\s+(?:know|see|notice|learn|be told)|hide\b[^.!?\n]{0,40}\bfrom\s+(?:the\s+)?(?:user|human)|\b(?:secretly|covertly|without the user(?:'s)? (?:knowing|knowledge|noticing)))/i
const IGNORE =
  /(?:\b(?:ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,40}\b(?:previous|prior|above|earlier|preceding|all|any|other|system|original|your)\b[^.!?\n]{0,25}\b(?:instructions?|prompts?|rules|guidelines|directions|directives|messages?)\b|\bnew (?:instructions|system prompt)\s*:|\byou are now (?:a|an|in)\b)/i
const PASS_AS =
  /\b(?:pass|put|include|send|provide|add|insert|place)\b[^.!?\n]{0,80}\b(?:as|in|into|inside|via)\s+(?:the\s+|a\s+)?[`'"]?\w+[`'"]?\s*(?:parameter|argument|param|field|arg|key)\b|\b(?:sidenote|side_note)\b/i
const CALL_TOOL =
  /\b(?:call|invoke|run|use|execute|trigger)\s+(?:the\s+)?[`'"]?[A-Za-z][\w.-]*[`'"]?\s*(?:tool|function)?\s+(?:with|passing|using)\b[^.!?\n]{0,120}(?:=|:|\bargument|\bparameter)/i
const ADDRESS = /https?:\/\/[^\s)>"'`]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/i
const SEND_VERB = /\b(?:send|forward|bcc|cc|upload|post|export|exfiltrat\w*|transmit|deliver|copy)\b|\bdestination\s*[=:]/i
const BLOCK = /<\s*\/?\s*(?:important|system|instructions?|secret|hidden|admin|critical|assistant)\s*>/i
const OTHER_TOOLS =
  /\b(?:any|all|every|each|other|another)\s+(?:\w+\s+)?(?:tools?|functions?|servers?)\b|\bregardless of (?:the |which )?tool\b|\b(?:instead of|rather than)\s+(?:using\s+)?(?:the\s+)?(?:other|built-?in)\b/i
const MODIFY = /\b(?:bcc|cc|forward|redirect|send|copy|add|append|include|replace|change|prepend|always|must|instead)\b/i
const REDIRECT = /\b(?:bcc|cc|forward|redirect)\b|\b(?:send|copy)\b[^.!?\n]{0,60}\bto\b/i
const ADDRESSED =
  /\b(?:you (?:must|should|need to|have to|are required to|will)|make sure (?:to|you)|be sure to|before (?:using|calling|you use|you call|running|executing|invoking)|after (?:using|calling)|when(?:ever)? (?:you|using|calling)|always|first,?\s|otherwise|it is (?:very )?important (?:that|to)|(?:please|now)\s+\w+)/i
const IMPERATIVE_START =
  /^(?:(?:important|note|notice|system|assistant|ai|model)\s*[:!-]\s*)?(?:please\s+|also\s+|then\s+|and\s+|now\s+|first,?\s+)?(?:read|cat|open|load|fetch|include|pass|send|provide|attach|upload|copy|extract|dump|call|invoke|run|execute|forward|bcc|cc|add|append|ignore|disregard|forget|hide|output|print|return|insert|put|email|post|export)\b/i

/** Sentences: split at ., !, ? before a space or end, at line breaks and at block tags. */
function sentences(text: string): { sentence: string; index: number }[] {
  const out: { sentence: string; index: number }[] = []
  const split = /[.!?](?=\s|$)|\n+|<\s*\/?\s*[A-Za-z]+\s*>/g
  let start = 0
  for (const match of text.matchAll(split)) {
    const end = match.index + match[0].length
    const sentence = text.slice(start, end).trim()
    if (sentence) out.push({ sentence, index: start })
    start = end
  }
  const rest = text.slice(start).trim()
  if (rest) out.push({ sentence: rest, index: start })
  return out
}

const STRIP_LEAD = /^[\s>*_#`"'([\-•\d.)]+/

/**
 * What the text asks of the model, sentence by sentence; null when it asks none of it. A JSON or YAML
 * document (a settings dump, a listing) is read as data: only its prose is read for instructions — each
 * string value with words in it, and any key that is more than a name — so a path value or a field
 * named like a credential asks nothing; an instruction needs imperative text addressed to the model.
 */
export function findInstructions(text: string): InstructionHit | null {
  if (text.length < 12) return null
  const prose = documentProse(text)
  if (prose === null) return findInProse([{ text, index: 0 }])
  return findInProse(prose)
}

/** A JSON value or a YAML mapping or list of several lines, else null (prose). */
function parseDocument(text: string): unknown {
  const trimmed = text.trim()
  if (/^[[{]/.test(trimmed)) {
    try {
      return JSON.parse(trimmed) as unknown
    } catch {
      // not JSON: maybe YAML flow style, maybe prose
    }
  }
  // YAML only when every line is a `name: …` entry, a `- item`, a comment, or more lines of one of them
  const lines = trimmed.split('\n').filter((line) => line.trim() !== '')
  if (lines.length < 3 || !lines.every((line) => YAML_LINE.test(line)) || !YAML_ENTRY.test(lines[0] as string)) return undefined
  try {
    const parsed = parseYaml(trimmed) as unknown
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined
  } catch {
    return undefined
  }
}
const YAML_ENTRY = /^\s*(?:-\s+|[\w.-]+\s*:(?:\s|$)|#)/
const YAML_LINE = /^\s*(?:-\s|[\w.-]+\s*:(?:\s|$)|#|\s{2,}\S|[\]}])/
/** A key that names a field: it asks nothing, whatever it names (`apiKey`, `logPath`). */
const FIELD_NAME = /^[\w.$@/-]{1,64}$/

/** The prose of a document: its string values with a space in them and its keys that are not names; null for no document. */
function documentProse(text: string): { text: string; index: number }[] | null {
  const document = parseDocument(text)
  if (document === undefined || typeof document !== 'object' || document === null) return null
  const out: { text: string; index: number }[] = []
  const add = (value: string): void => {
    // a path, a URL, an identifier or a token: no words to ask anything with
    if (!/\s/.test(value.trim())) return
    out.push({ text: value, index: Math.max(0, text.indexOf(value.slice(0, 40))) })
  }
  const visit = (value: unknown, depth: number): void => {
    if (depth > 32 || out.length > 1000) return
    if (typeof value === 'string') return add(value)
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1))
    if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) {
        if (!FIELD_NAME.test(key)) add(key)
        visit(item, depth + 1)
      }
  }
  visit(document, 0)
  return out
}

function findInProse(texts: readonly { text: string; index: number }[]): InstructionHit | null {
  const found = new Set<Intent>()
  let redirects = false
  let best: { sentence: string; index: number; weight: number } | null = null
  for (const { text, index: offset } of texts) {
    if (BLOCK.test(text)) found.add('important-block')
    for (const { sentence, index } of sentences(text).map((entry) => ({ ...entry, index: entry.index + offset }))) {
      const bare = sentence.replace(STRIP_LEAD, '')
      const directive = IMPERATIVE_START.test(bare) || ADDRESSED.test(bare)
      const intents: Intent[] = []
      if (IGNORE.test(bare)) intents.push('ignore-instructions')
      if (HIDE.test(bare)) intents.push('hide-from-user')
      if (directive) {
        const secret = FILE_SECRET.test(bare) || (SECRET_PLACE.test(bare) && PASS_AS.test(bare))
        if (secret && TAKE_VERB.test(bare) && !NEGATED_TAKE.test(bare)) intents.push('read-secret')
        if (PASS_AS.test(bare) && !NEGATED_TAKE.test(bare)) intents.push('pass-as-argument')
        if (CALL_TOOL.test(bare)) intents.push('call-tool')
        if (SEND_VERB.test(bare) && ADDRESS.test(bare) && !NEGATED_TAKE.test(bare)) intents.push('send-out')
        if (OTHER_TOOLS.test(bare) && MODIFY.test(bare)) {
          intents.push('other-tools')
          if (REDIRECT.test(bare)) redirects = true
        }
      }
      if (intents.length === 0) continue
      for (const intent of intents) found.add(intent)
      const weight = intents.length + (intents.includes('read-secret') || intents.includes('ignore-instructions') ? 2 : 0)
      if (!best || weight > best.weight) best = { sentence, index, weight }
    }
  }
  if (!best) return null
  return { intents: INTENTS.filter((intent) => found.has(intent)), redirects, sentence: best.sentence, index: best.index }
}
