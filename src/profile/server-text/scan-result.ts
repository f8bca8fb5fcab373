import { scanText, type ScanOptions, type TextHit } from './scan-text.js'

// Every answer the session receives (a tool result, a prompt's messages, a resource's contents) is
// scanned as it arrives, and only what was found is kept: at most SCAN_CHARS_PER_ANSWER characters of
// its strings are looked at, at most HITS_PER_ANSWER hits kept per answer and HITS_PER_SESSION per session.

export const SCAN_CHARS_PER_ANSWER = 1 << 20
export const HITS_PER_ANSWER = 20
export const HITS_PER_SESSION = 1_000
const MAX_DEPTH = 32
/** binary payloads: not text a model reads as such */
const SKIPPED_KEYS = new Set(['blob', 'data', '_meta'])

export interface ResultTextHit {
  /** CallRecord.id of the answer */
  callId: number
  /** where in the answer, e.g. content[0].text, messages[1].content.text, contents[0].text */
  field: string
  hit: TextHit
}

export class ResultTextScanner {
  readonly hits: ResultTextHit[] = []

  constructor(private readonly options: ScanOptions = {}) {}

  /** Scans one answer; what it finds is added to `hits`. */
  scan(callId: number, response: unknown): void {
    if (this.hits.length >= HITS_PER_SESSION) return
    let budget = SCAN_CHARS_PER_ANSWER
    let kept = 0
    const visit = (value: unknown, field: string, depth: number): void => {
      if (budget <= 0 || kept >= HITS_PER_ANSWER || depth > MAX_DEPTH) return
      if (typeof value === 'string') {
        const text = value.length > budget ? value.slice(0, budget) : value
        budget -= text.length
        for (const hit of scanText(text, this.options)) {
          if (kept >= HITS_PER_ANSWER || this.hits.length >= HITS_PER_SESSION) return
          this.hits.push({ callId, field: field || 'result', hit })
          kept++
        }
        return
      }
      if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, `${field}[${index}]`, depth + 1))
        return
      }
      if (typeof value === 'object' && value !== null) {
        for (const [key, item] of Object.entries(value)) {
          if (!SKIPPED_KEYS.has(key)) visit(item, field ? `${field}.${key}` : key, depth + 1)
        }
      }
    }
    visit(response, '', 0)
  }
}
