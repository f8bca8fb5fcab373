import { decodeTags, invisibleKind } from '../../neutralize.js'

// Hidden characters in text a model reads, in the spirit of Unicode TR36/TR39: TAG characters outside an
// emoji tag sequence spell text no one sees; zero-width characters between the letters of a word break
// it up so a keyword filter or a reviewer reads past it; bidi overrides reorder what is shown. Legitimate
// uses are left alone: a subdivision flag (U+1F3F4, tag letters, U+E007F CANCEL TAG), a ZWJ or ZWNJ next to
// an emoji or in a script that joins (Arabic, Indic, …), bidi marks, and embeddings or isolates in text
// that has right-to-left letters.

export interface HiddenUnicode {
  /** TAG characters outside an emoji tag sequence, decoded (several runs joined by ` `) */
  tagText?: string
  /** zero-width characters between two Latin letters or digits */
  zeroWidthInWords: number
  /** LRO/RLO anywhere */
  overrides: number
  /** embeddings and isolates in text without any right-to-left letter */
  strayBidi: number
  /** the text as a model reads it: tags decoded, zero-width characters removed */
  revealed: string
}

const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u
const WORD_CHAR = /[A-Za-z0-9]/
const BLACK_FLAG = 0x1f3f4
const CANCEL_TAG = 0xe007f
/** what a subdivision flag spells in tags: a region code, e.g. gbsct */
const FLAG_TAGS = /^[a-z0-9]{2,7}$/

/** What is hidden in the text, or null when nothing is. */
export function findHiddenUnicode(text: string): HiddenUnicode | null {
  // Fast path: every invisible character this looks for is above U+05FF.
  if (!/[^\x00-\u05ff]/.test(text)) return null
  const chars = Array.from(text)
  const tagRuns: string[] = []
  let zeroWidthInWords = 0
  let overrides = 0
  let strayBidi = 0
  let revealed = ''
  const hasRtl = RTL_LETTER.test(text)
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string
    const kind = invisibleKind(char.codePointAt(0) ?? 0)
    if (kind === null) {
      revealed += char
      continue
    }
    if (kind === 'tag') {
      let end = i
      while (end < chars.length && invisibleKind(chars[end]?.codePointAt(0) ?? 0) === 'tag') end++
      const run = chars.slice(i, end)
      const previous = chars[i - 1]?.codePointAt(0)
      const spelled = decodeTags(run.slice(0, -1).join(''))
      const flag = previous === BLACK_FLAG && run[run.length - 1]?.codePointAt(0) === CANCEL_TAG && FLAG_TAGS.test(spelled)
      if (!flag) {
        const decoded = decodeTags(run.join(''))
        tagRuns.push(decoded)
        revealed += decoded
      }
      i = end - 1
      continue
    }
    if (kind === 'zero-width') {
      if (WORD_CHAR.test(chars[i - 1] ?? '') && WORD_CHAR.test(nextVisible(chars, i + 1))) zeroWidthInWords++
      continue
    }
    revealed += char
    if (kind === 'bidi-override') overrides++
    else if ((kind === 'bidi-embedding' || kind === 'bidi-isolate') && !hasRtl) strayBidi++
  }
  if (tagRuns.length === 0 && zeroWidthInWords === 0 && overrides === 0 && strayBidi === 0) return null
  return { ...(tagRuns.length > 0 ? { tagText: tagRuns.join(' ') } : {}), zeroWidthInWords, overrides, strayBidi, revealed }
}

function nextVisible(chars: string[], from: number): string {
  for (let i = from; i < chars.length; i++) {
    if (invisibleKind(chars[i]?.codePointAt(0) ?? 0) !== 'zero-width') return chars[i] as string
  }
  return ''
}
