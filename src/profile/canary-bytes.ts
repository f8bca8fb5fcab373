// The byte-level pieces of the canary matcher (canary-match.ts): character classes, DNS-split runs joined
// back together, encoding a window for the index, decoding a hit's encoded characters to measure its range,
// percent and base36 decoding.
// Pure functions over Buffers; the matcher's index and scan stay in canary-match.ts.

export const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

// Encoders for the index build: each writes the encoding of bytes[0, length) into `out` from 0 and
// returns how many characters it wrote (the same text as Buffer's toString, as bytes, with no string made).
const HEX_CHARS = Buffer.from('0123456789abcdef', 'latin1')
const BASE64_CHARS = Buffer.from(BASE64_ALPHABET, 'latin1')
const BASE32_CHARS = Buffer.from(BASE32_ALPHABET, 'latin1')
/** Lower-case hex (toString('hex')). */
export function hexInto(out: Uint8Array, bytes: Uint8Array, length: number): number {
  for (let k = 0; k < length; k++) {
    out[2 * k] = HEX_CHARS[bytes[k]! >> 4]!
    out[2 * k + 1] = HEX_CHARS[bytes[k]! & 15]!
  }
  return 2 * length
}
/** Base64 of a whole number of 3-byte groups (toString('base64'): no padding is needed). */
export function base64Into(out: Uint8Array, bytes: Uint8Array, length: number): number {
  let n = 0
  for (let k = 0; k + 3 <= length; k += 3) {
    const group = (bytes[k]! << 16) | (bytes[k + 1]! << 8) | bytes[k + 2]!
    out[n++] = BASE64_CHARS[group >> 18]!
    out[n++] = BASE64_CHARS[(group >> 12) & 63]!
    out[n++] = BASE64_CHARS[(group >> 6) & 63]!
    out[n++] = BASE64_CHARS[group & 63]!
  }
  return n
}
/** RFC 4648 base32, lower case, only the characters the bytes fix completely. */
export function base32PrefixInto(out: Uint8Array, bytes: Uint8Array, length: number): number {
  let n = 0
  let value = 0
  let bits = 0
  for (let k = 0; k < length; k++) {
    value = ((value << 8) | bytes[k]!) & 0xfff
    bits += 8
    while (bits >= 5) {
      bits -= 5
      out[n++] = BASE32_CHARS[(value >> bits) & 31]!
    }
  }
  return n
}

// Byte classes for the structure pass.
export const IS_HEX = 1
export const IS_BASE32 = 2
export const IS_ALNUM = 4
export const IS_DIGIT = 8
export const CLASS = new Uint8Array(256)
for (let c = 0; c < 256; c++) {
  const ch = String.fromCharCode(c)
  if (/[0-9a-fA-F]/.test(ch)) CLASS[c]! |= IS_HEX
  if (/[a-zA-Z2-7]/.test(ch)) CLASS[c]! |= IS_BASE32
  if (/[0-9a-zA-Z]/.test(ch)) CLASS[c]! |= IS_ALNUM
  if (/[0-9]/.test(ch)) CLASS[c]! |= IS_DIGIT
}
export const DOT = 0x2e
export const PERCENT = 0x25
export const PLUS = 0x2b
export const SLASH = 0x2f

/** Joined runs, each followed by a 0 byte so that no key spans two of them. */
const NO_BYTES = Buffer.alloc(0)
export class JoinedBytes {
  bytes = NO_BYTES
  length = 0
  constructor(private readonly source: Buffer) {}

  /** Appends source[from, to) to the current run. */
  append(from: number, to: number): void {
    const need = this.length + (to - from) + 1
    if (this.bytes.length < need) {
      const grown = Buffer.allocUnsafe(Math.max(need, 2 * this.bytes.length, 256))
      this.bytes.copy(grown, 0, 0, this.length)
      this.bytes = grown
    }
    this.length += this.source.copy(this.bytes, this.length, from, to)
  }

  endRun(): void {
    if (this.length > 0 && this.bytes[this.length - 1] !== 0) this.bytes[this.length++] = 0
  }
}

/** Within [start, end): groups of hex segments (≥ 2 digits) one character apart, joined when there are two or more and minDigits digits. */
export function joinHexGroups(bytes: Buffer, start: number, end: number, joined: JoinedBytes, minDigits: number): void {
  const segments: number[] = []
  let digits = 0
  const flush = (): void => {
    if (segments.length > 2 && digits >= minDigits) {
      for (let s = 0; s < segments.length; s += 2) joined.append(segments[s]!, segments[s + 1]!)
      joined.endRun()
    }
    segments.length = 0
    digits = 0
  }
  let run = -1
  for (let k = start; k <= end; k++) {
    if (k < end && CLASS[bytes[k]!]! & IS_HEX) {
      if (run === -1) run = k
      continue
    }
    if (run !== -1 && k - run >= 2) {
      if (segments.length > 0 && run !== segments[segments.length - 1]! + 1) flush()
      segments.push(run, k)
      digits += k - run
    }
    run = -1
  }
  flush()
}

/** Within the dotted run [start, end): runs of base32-alphabet labels, joined when there are two or more and minLetters letters. */
export function joinBase32Labels(bytes: Buffer, start: number, end: number, joined: JoinedBytes, minLetters: number): void {
  let run = start
  for (let k = start; k <= end; k++) {
    if (k < end && (CLASS[bytes[k]!]! & IS_BASE32 || bytes[k] === DOT)) continue
    // [run, k): base32 letters and dots; trim dots at the edges
    let from = run
    let to = k
    while (from < to && bytes[from] === DOT) from++
    while (to > from && bytes[to - 1] === DOT) to--
    let letters = 0
    let dots = 0
    for (let m = from; m < to; m++) if (bytes[m] === DOT) dots++
    letters = to - from - dots
    if (dots > 0 && letters >= minLetters) {
      for (let m = from; m < to; m++) if (bytes[m] !== DOT) joined.append(m, m + 1)
      joined.endRun()
    }
    run = k + 1
  }
}

// Decoding for a hit's range: per positional encoding, each character's value (-1: not of the alphabet),
// its bits, and the characters and bytes of one whole group.
const HEX_DIGIT = new Int8Array(256).fill(-1)
const BASE64_DIGIT = new Int8Array(256).fill(-1)
const BASE32_DIGIT = new Int8Array(256).fill(-1)
for (let v = 0; v < 16; v++) HEX_DIGIT['0123456789abcdef'.charCodeAt(v)] = HEX_DIGIT['0123456789ABCDEF'.charCodeAt(v)] = v
for (let v = 0; v < 64; v++) BASE64_DIGIT[BASE64_ALPHABET.charCodeAt(v)] = v
BASE64_DIGIT[0x2d] = 62
BASE64_DIGIT[0x5f] = 63
for (let v = 0; v < 32; v++) BASE32_DIGIT[BASE32_ALPHABET.charCodeAt(v)] = BASE32_DIGIT[BASE32_ALPHABET.toUpperCase().charCodeAt(v)] = v
/** indexed by RAW, HEX, BASE64, BASE32 (raw compares bytes as they are) */
const DIGIT = [null, HEX_DIGIT, BASE64_DIGIT, BASE32_DIGIT]
const DIGIT_BITS = [8, 4, 6, 5]
const GROUP_CHARS = [1, 2, 4, 8]
const GROUP_BYTES = [1, 1, 3, 5]

/** How many bytes of `extent` from `position` the view's characters from `start` spell in `encoding` (every decoded byte checked). */
export function matchedFrom(encoding: number, view: Uint8Array, start: number, length: number, extent: Buffer, position: number): number {
  const digit = DIGIT[encoding]
  if (!digit) {
    let k = 0
    while (start + k < length && position + k < extent.length && view[start + k] === extent[position + k]) k++
    return k
  }
  const bits = DIGIT_BITS[encoding]!
  let value = 0
  let held = 0
  let k = 0
  for (let i = start; i < length && position + k < extent.length; i++) {
    const d = digit[view[i]!]!
    if (d < 0) break
    value = ((value << bits) | d) & 0x3fff
    held += bits
    if (held >= 8) {
      held -= 8
      if (((value >> held) & 0xff) !== extent[position + k]) break
      k++
    }
  }
  return k
}

/** How many bytes of `extent` before `position` the view's whole groups before `start` spell in `encoding`. */
export function matchedBefore(encoding: number, view: Uint8Array, start: number, extent: Buffer, position: number): number {
  const digit = DIGIT[encoding]
  const chars = GROUP_CHARS[encoding]!
  const bytes = GROUP_BYTES[encoding]!
  const bits = DIGIT_BITS[encoding]!
  let k = 0
  for (let at = start - chars; at >= 0 && position - k - bytes >= 0; at -= chars) {
    let value = 0
    let held = 0
    let out = position - k - bytes
    for (let i = at; i < at + chars; i++) {
      const d = digit ? digit[view[i]!]! : view[i]!
      if (d < 0) return k
      value = ((value << bits) | d) & 0x3fff
      held += bits
      if (held >= 8) {
        held -= 8
        if (((value >> held) & 0xff) !== extent[out++]) return k
      }
    }
    k += bytes
  }
  return k
}

/** Inside a group of hex segments (≥ 2 digits) one separator apart, a byte and its neighbours hold two digits at least. */
export function inHexGroup(bytes: Buffer, at: number): boolean {
  return (CLASS[bytes[at - 1]!]! & IS_HEX) + (CLASS[bytes[at]!]! & IS_HEX) + (CLASS[bytes[at + 1]!]! & IS_HEX) >= 2 * IS_HEX
}

export function isBase64Glue(c: number): boolean {
  return c === PLUS || c === SLASH
}

function hexValue(c: number): number {
  return c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57
}

/** The bytes with each `%XX` decoded, or null when there is none. */
export function percentDecode(bytes: Buffer): Buffer | null {
  const out = Buffer.allocUnsafe(bytes.length)
  let n = 0
  let any = false
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!
    if (c === PERCENT && i + 2 < bytes.length && CLASS[bytes[i + 1]!]! & IS_HEX && CLASS[bytes[i + 2]!]! & IS_HEX) {
      out[n++] = (hexValue(bytes[i + 1]!) << 4) | hexValue(bytes[i + 2]!)
      i += 2
      any = true
    } else out[n++] = c
  }
  return any ? out.subarray(0, n) : null
}

const BASE36_CHUNK = 10 // 36^10 < 2^53: ten digits at a time in a Number, then one BigInt step
const BASE36_CHUNK_SCALE = 36n ** BigInt(BASE36_CHUNK)

/** A base36 number (either case) as the bytes of its big-endian value. */
export function decodeBase36(chars: string): Buffer {
  let value = 0n
  for (let at = 0; at < chars.length; at += BASE36_CHUNK) {
    const piece = chars.slice(at, at + BASE36_CHUNK)
    const scale = piece.length === BASE36_CHUNK ? BASE36_CHUNK_SCALE : 36n ** BigInt(piece.length)
    value = value * scale + BigInt(parseInt(piece, 36))
  }
  const hex = value.toString(16)
  return Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex')
}
