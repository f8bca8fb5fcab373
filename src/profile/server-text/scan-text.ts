import { revealHidden } from '../../neutralize.js'
import type { CanaryScanner } from '../canary-index.js'
import { findAnsi, type AnsiEffect } from './ansi.js'
import { findDataUrls } from './data-urls.js'
import { findHiddenUnicode } from './unicode.js'
import { findInstructions, type Intent } from './injection.js'

// One text the server sent (a description, a schema string, a result's text) → what in it a model or a
// client would act on, each with a neutralized quote. Facts only: rules/server-text-rules.ts weighs them.

export type TextHit =
  | {
      kind: 'hidden-unicode'
      tagText?: string
      zeroWidthInWords: number
      overrides: number
      strayBidi: number
      /** what the hidden text asks once revealed (intents absent from the visible text) */
      intents: Intent[]
      quote: string
    }
  | { kind: 'instructions'; intents: Intent[]; redirects: boolean; quote: string }
  | { kind: 'data-url'; image: boolean; host: string; data: string; canaries: string[]; quote: string }
  | { kind: 'ansi'; effects: AnsiEffect[]; quote: string }

const QUOTE_CHARS = 160
const CONTEXT_BEFORE = 40

/** Quote around `index`: a little before it, the rest up to QUOTE_CHARS, hidden text shown decoded. */
export function quoteAt(text: string, index: number, maxLen = QUOTE_CHARS): string {
  const start = Math.max(0, index - CONTEXT_BEFORE)
  // Never start inside a surrogate pair.
  const from = start > 0 && /[\udc00-\udfff]/.test(text[start] ?? '') ? start - 1 : start
  return (from > 0 ? '…' : '') + revealHidden(text.slice(from, from + maxLen * 4), maxLen)
}

export interface ScanOptions {
  /** canaries to look for in the URLs of images and links (results only) */
  canaries?: Pick<CanaryScanner, 'scan'>
}

export function scanText(text: string, options: ScanOptions = {}): TextHit[] {
  const hits: TextHit[] = []
  const hidden = findHiddenUnicode(text)
  const visible = findInstructions(text)
  if (hidden) {
    const revealed = findInstructions(hidden.revealed)
    const shown = new Set(visible?.intents ?? [])
    const intents = (revealed?.intents ?? []).filter((intent) => !shown.has(intent))
    hits.push({
      kind: 'hidden-unicode',
      ...(hidden.tagText !== undefined ? { tagText: hidden.tagText } : {}),
      zeroWidthInWords: hidden.zeroWidthInWords,
      overrides: hidden.overrides,
      strayBidi: hidden.strayBidi,
      intents,
      quote: revealHidden(text, QUOTE_CHARS * 2)
    })
  }
  if (visible) hits.push({ kind: 'instructions', intents: visible.intents, redirects: visible.redirects, quote: quoteAt(text, visible.index) })
  for (const found of findDataUrls(text)) {
    if (!found.data) continue
    const canaries = options.canaries ? [...new Set(options.canaries.scan(found.url).map((hit) => `${hit.canary} (${hit.encoding})`))] : []
    hits.push({ kind: 'data-url', image: found.image, host: found.host, data: found.data, canaries, quote: quoteAt(text, found.index) })
  }
  const ansi = findAnsi(text)
  if (ansi) hits.push({ kind: 'ansi', effects: ansi.effects, quote: quoteAt(text, ansi.index) })
  return hits
}
