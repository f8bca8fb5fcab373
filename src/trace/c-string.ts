// C strings as strace prints them (`"a\n\"b\\\x41\101"`, `"..."...` when cut at -s bytes), decoded to
// bytes. The text is what a traced, untrusted server chose: nothing assumes it is well formed (undefined,
// never a throw). This is the parser's hottest path, hence the slab and the in-place unescaping.

const QUOTE = 0x22 // "
const BACKSLASH = 0x5c
const DOT = 0x2e

export interface CString {
  bytes: Buffer
  /** strace printed `"..."...`: the string was cut at -s bytes */
  truncated: boolean
}

const scratch = Buffer.allocUnsafe(65536)

// Decoded strings with escapes are views of a slab (a quarter of it at most; longer ones get a buffer of
// their own). A view kept by a consumer keeps its slab alive: the profile keeps none.
const SLAB_BYTES = 64 * 1024
let slab = Buffer.allocUnsafeSlow(SLAB_BYTES)
let slabWords = new DataView(slab.buffer, slab.byteOffset, SLAB_BYTES)
let slabUsed = 0

function octalDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x37
}
function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30
  if (code >= 0x61 && code <= 0x66) return code - 0x57
  if (code >= 0x41 && code <= 0x46) return code - 0x37
  return -1
}

/** Index of the unescaped quote closing the C string that opens at `start`, or -1 when it is unterminated. */
export function closingQuote(text: string, start: number): number {
  // indexOf runs natively; payload strings of several KB make a per-char loop the parser's hot spot
  let i = start + 1
  for (;;) {
    const quote = text.indexOf('"', i)
    if (quote === -1) return -1
    let backslashes = 0
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return quote
    i = quote + 1
  }
}

/** Index just past the closing quote of the C string opening at `start` (or text.length if unterminated). */
export function skipString(text: string, start: number): number {
  const quote = closingQuote(text, start)
  return quote === -1 ? text.length : quote + 1
}

/**
 * Whether a C string token was cut at -s bytes (`"…"...`), found without decoding it; undefined when the
 * token is not one C string — exactly when parseCString would give undefined.
 */
export function cStringTruncated(token: string): boolean | undefined {
  if (token.charCodeAt(0) !== QUOTE) return undefined
  const quote = closingQuote(token, 0)
  return quote === -1 ? undefined : closedAt(token, quote + 1)
}

/**
 * Decodes a C string token (`"a\n\"b\\\x41\101"`, optionally followed by `...`) into bytes.
 * The trace is read as latin1, so each char below 256 is one byte of the original output.
 */
export function parseCString(token: string): CString | undefined {
  if (token.charCodeAt(0) !== QUOTE) return undefined
  const length = token.length
  const plain = token.indexOf('\\', 1) === -1
  // The token is copied natively, then unescaped in place by one pass over its bytes (payloads of JSON
  // escape every few bytes, so per-run native calls would cost more than they save). The copy goes into
  // a slab and the result is a view of it: one allocation per SLAB_BYTES, not per string.
  let buf: Buffer
  let words: DataView
  if (length > SLAB_BYTES / 4) {
    buf = Buffer.allocUnsafeSlow(length)
    words = new DataView(buf.buffer, buf.byteOffset, length)
  } else {
    if (slabUsed + length > SLAB_BYTES) {
      slab = Buffer.allocUnsafeSlow(SLAB_BYTES)
      slabWords = new DataView(slab.buffer, slab.byteOffset, SLAB_BYTES)
      slabUsed = 0
    }
    buf = slab
    words = slabWords
  }
  const base = buf === slab ? slabUsed : 0
  const end = base + length
  buf.write(token, base, length, 'latin1')
  if (plain) {
    // no escapes: the bytes between the quotes are the string, where they were written
    const close = token.indexOf('"', 1)
    const truncated = close === -1 ? undefined : closedAt(token, close + 1)
    if (truncated === undefined) return undefined
    if (buf === slab) slabUsed = (base + close + 7) & ~7
    return { bytes: buf.subarray(base + 1, base + close), truncated }
  }
  const n = unescapeInPlace(buf, words, base, end)
  if (n < 0) return undefined
  const truncated = closedAt(token, closedQuoteAt - base + 1)
  if (truncated === undefined) return undefined
  if (buf === slab) slabUsed = (n + 7) & ~7
  return { bytes: buf.subarray(base, n), truncated }
}

/** Where unescapeInPlace found the closing quote (an out-parameter: it returns the output's end). */
let closedQuoteAt = 0

/**
 * Unescapes the C string whose opening quote is at buf[base] and whose token ends at `end`, in place from
 * buf[base]: returns where the output ends (-1: no closing quote), the quote's index in closedQuoteAt.
 */
function unescapeInPlace(buf: Buffer, words: DataView, base: number, end: number): number {
  let n = base
  let i = base + 1
  for (;;) {
    // four bytes at a time while none of them is a quote or a backslash
    while (i + 4 <= end) {
      const word = words.getInt32(i, true)
      const quotes = word ^ 0x22222222
      const backslashes = word ^ 0x5c5c5c5c
      const special = (((quotes - 0x01010101) & ~quotes) | ((backslashes - 0x01010101) & ~backslashes)) & 0x80808080
      if (special !== 0) {
        // the lowest flagged byte is the first quote or backslash (false flags only follow a true one)
        for (let clean = (31 - Math.clz32(special & -special)) >>> 3; clean > 0; clean--) buf[n++] = buf[i++]!
        break
      }
      words.setInt32(n, word, true)
      n += 4
      i += 4
    }
    if (i >= end) return -1 // no closing quote
    const c = buf[i]!
    if (c === QUOTE) break
    if (c !== BACKSLASH) {
      buf[n++] = c
      i++
      continue
    }
    if (i + 1 >= end) return -1
    const e = buf[i + 1]!
    i += 2
    switch (e) {
      case 0x6e:
        buf[n++] = 0x0a
        break // \n
      case 0x74:
        buf[n++] = 0x09
        break // \t
      case 0x72:
        buf[n++] = 0x0d
        break // \r
      case 0x76:
        buf[n++] = 0x0b
        break // \v
      case 0x66:
        buf[n++] = 0x0c
        break // \f
      case 0x61:
        buf[n++] = 0x07
        break // \a
      case 0x62:
        buf[n++] = 0x08
        break // \b
      case 0x78: {
        // \xNN
        const hi = i < end ? hexValue(buf[i]!) : -1
        const lo = i + 1 < end ? hexValue(buf[i + 1]!) : -1
        if (hi >= 0 && lo >= 0) {
          buf[n++] = hi * 16 + lo
          i += 2
        } else buf[n++] = 0x78
        break
      }
      default:
        if (octalDigit(e)) {
          // \N, \NN, \NNN
          let v = e - 0x30
          for (let k = 0; k < 2 && i < end && octalDigit(buf[i]!); k++) v = v * 8 + buf[i++]! - 0x30
          buf[n++] = v & 0xff
        } else buf[n++] = e // \" \\ and anything unexpected: the char itself
    }
  }
  closedQuoteAt = i
  return n
}

let scratchBytes = Buffer.allocUnsafeSlow(SLAB_BYTES)
let scratchWords = new DataView(scratchBytes.buffer, scratchBytes.byteOffset, SLAB_BYTES)

/**
 * parseCString of a token held as bytes (bytes[from, to), e.g. as the canary worker receives it), without
 * making a string of it. The result is a view of a buffer the next call overwrites.
 */
export function decodeCStringBytes(bytes: Uint8Array, from: number, to: number): CString | undefined {
  const length = to - from
  if (length === 0 || bytes[from] !== QUOTE) return undefined
  if (length > scratchBytes.length) {
    scratchBytes = Buffer.allocUnsafeSlow(Math.max(length, 2 * scratchBytes.length))
    scratchWords = new DataView(scratchBytes.buffer, scratchBytes.byteOffset, scratchBytes.length)
  }
  scratchBytes.set(bytes.subarray(from, to))
  const n = unescapeInPlace(scratchBytes, scratchWords, 0, length)
  if (n < 0) return undefined
  const rest = length - closedQuoteAt - 1
  if (rest === 0) return { bytes: scratchBytes.subarray(0, n), truncated: false }
  const dots = rest === 3 && scratchBytes[length - 3] === DOT && scratchBytes[length - 2] === DOT && scratchBytes[length - 1] === DOT
  return dots ? { bytes: scratchBytes.subarray(0, n), truncated: true } : undefined
}

/** What follows a C string's closing quote: nothing, or `...` when strace cut it (undefined: not a lone string). */
function closedAt(token: string, after: number): boolean | undefined {
  const rest = token.length - after
  if (rest === 0) return false
  return rest === 3 && token.startsWith('...', after) ? true : undefined
}

/** A C string as text (file names, argv); bytes are read as UTF-8. */
export function parseStringArg(token: string): string | undefined {
  // The common case, a plain ASCII name with no escapes, is its own text. It is copied (through the
  // scratch buffer, no allocation but the string) rather than sliced: a slice would keep the whole
  // trace line alive for as long as the profile holds the path.
  if (token.length <= scratch.length && PLAIN_ASCII_STRING.test(token)) {
    scratch.write(token, 0, token.length, 'latin1')
    return scratch.toString('latin1', 1, token.length - 1)
  }
  return parseCString(token)?.bytes.toString('utf8')
}
const PLAIN_ASCII_STRING = /^"[\x00-\x21\x23-\x5b\x5d-\x7f]*"$/
