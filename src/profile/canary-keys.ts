// The keys of the canary matcher's index (canary-match.ts) and how they are compared: the window size,
// the encodings, the case folding, the q-gram and prefix hashes the sampled scan looks keys up by, and the
// byte comparisons. Shared by the index build and the scan, which must agree on every one of them.

/** Length of the smallest piece of a canary value that counts as a leak. */
export const WINDOW_CHARS = 12
export const MIN_DISTINCT_CHARS_IN_WINDOW = 5
/** base32 characters that a window's 12 bytes fix completely: 19 × 5 = 95 ≤ 96 bits */
export const BASE32_KEY_CHARS = Math.floor((WINDOW_CHARS * 8) / 5)

// Encodings, best first (a canary found several ways is reported in the first).
export const RAW = 0
export const HEX = 1
export const BASE64 = 2
export const BASE32 = 3
export const BASE36 = 4

// Every key is at least KEY_PREFIX characters long and is found by its first KEY_PREFIX (folded) bytes.
export const KEY_PREFIX = WINDOW_CHARS
export const QGRAM = 6
export const SAMPLE_STEP = KEY_PREFIX - QGRAM + 1
/** offset of the last q-gram inside a key prefix */
export const LAST_QGRAM = KEY_PREFIX - QGRAM
/** the first filter: one bit per q-gram hash, small enough to stay in the CPU's cache */
export const PRESENCE_BITS = 22
/** then: at which offsets of a key prefix the q-gram occurs */
export const OFFSETS_BITS = 20
/** then, on a candidate start: one bit per hash of a key prefix */
export const PREFIX_BITS = 20

/** How a key's bytes are compared with the payload's. */
export const EXACT = 0 // raw
export const BASE64_SPELLINGS = 1 // case-sensitive, `-_` read as `+/`
export const FOLDED = 2 // hex, base32: case-insensitive

// Folding for the filter and the prefix hash: lower case, and base64url's `-_` as `+/`.
export const FOLD = new Uint8Array(256)
export const BASE64_CANON = new Uint8Array(256)
for (let c = 0; c < 256; c++) {
  FOLD[c] = c >= 0x41 && c <= 0x5a ? c + 0x20 : c
  BASE64_CANON[c] = c
}
for (const table of [FOLD, BASE64_CANON]) {
  table[0x2d] = 0x2b
  table[0x5f] = 0x2f
}

export interface Key {
  /** where the key's bytes (folded for `compare`) are in CanaryMatcher.arena, and how many */
  at: number
  length: number
  compare: number
  encoding: number
  /** index into CanaryMatcher.sources, and where the key's window starts in that source's `extent` */
  source: number
  position: number
  /** the same for any further sources, [source, position, …]: few keys have one (no arrays per key) */
  more: number[] | null
  /** a short value's key: never shared with another */
  alone: boolean
}

/**
 * Hash of the QGRAM bytes from `at`, each with bit 0x20 set: upper and lower case agree (hex, base32);
 * base64url's `-_` do not agree with `+/` here, so base64 keys are entered in both spellings.
 */
export function qgramHash(bytes: DataView, at: number): number {
  // two little-endian loads: the same value as assembling the six bytes one by one, at a third of the cost
  const low = bytes.getInt32(at, true) | 0x20202020
  const high = bytes.getUint16(at + 4, true) | 0x2020
  return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1)
}
export function wordsOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** Hash of KEY_PREFIX folded bytes from `at`. */
export function prefixHash(bytes: Uint8Array, at: number): number {
  let h = 0x811c9dc5
  for (let k = at; k < at + KEY_PREFIX; k++) h = Math.imul(h ^ FOLD[bytes[k]!]!, 0x01000193)
  return h
}

/** which chars distinctChars has seen: the generation of the call that saw them (no Set per window) */
const seenIn = new Uint32Array(256)
let seenGeneration = 0
/** How many different chars `text` holds. */
export function distinctChars(text: string): number {
  const generation = ++seenGeneration
  if (generation === 0xffffffff) {
    seenIn.fill(0)
    seenGeneration = 1
    return distinctChars(text)
  }
  let distinct = 0
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k)
    if (c > 0xff) return new Set(text).size
    if (seenIn[c] !== generation) {
      seenIn[c] = generation
      distinct++
    }
  }
  return distinct
}

/** text's chars as latin1 bytes into `out` (as Buffer.from(text, 'latin1') would) */
export function latin1Into(out: Uint8Array, text: string): void {
  for (let k = 0; k < text.length; k++) out[k] = text.charCodeAt(k) & 0xff
}

export function matches(key: Key, arena: Uint8Array, view: Uint8Array, start: number, length: number): boolean {
  if (start + key.length > length) return false
  const table = key.compare === EXACT ? null : key.compare === FOLDED ? FOLD : BASE64_CANON
  for (let k = 0; k < key.length; k++) {
    const c = view[start + k]!
    if ((table ? table[c]! : c) !== arena[key.at + k]) return false
  }
  return true
}

export function sameBytes(bytes: Uint8Array, a: number, aLength: number, b: number, bLength: number): boolean {
  if (aLength !== bLength) return false
  for (let k = 0; k < aLength; k++) if (bytes[a + k] !== bytes[b + k]) return false
  return true
}

/** Whether the [source, position, …] pairs hold `source`. */
export function ownedBy(owners: number[], source: number): boolean {
  for (let o = 0; o < owners.length; o += 2) if (owners[o] === source) return true
  return false
}
