// Finds planted canary secrets in data the server sent out (socket payloads, DNS names, child argv).
//
// A leak rarely carries a whole secret verbatim: stealers send a slice, hex-encode it into DNS labels,
// or base64 it inside a larger blob. So a hit is any WINDOW_CHARS consecutive characters of a canary
// value, found raw, percent-decoded (counted as raw), hex-, base64-, base32- or base36-decoded. Candidate
// runs are decoded from the payload (never the other way round), so the cost is linear in the payload,
// not in the number of canaries. DNS exfiltration splits an encoding across labels (at most 63 characters
// each) and resolvers may change the case of names, so hex runs are joined across one separator character
// (a dot, or a length byte on the wire), base32 and base36 runs across dots (DNS queries are scanned as
// names), and base32/base36 are read case-insensitively.
// Base36 is a number, not a positional code: only a run that encodes a whole piece of a value decodes to
// it, so runs of labels are tried joined in every contiguous combination (bounded).
//
// A window must say "this run's secret", never "a file of this kind": the canary planter keeps at most
// four fixed format characters (`AKIA`, `ghp_`) inside a value, so every window holds at least eight
// random characters; and a window that occurs in the values of two different canaries, or is nearly
// one repeated character, is dropped here as format text rather than trusted to the planter.

export interface Canary {
  /** which canary: `~/.ssh/id_rsa`, `env:GITHUB_TOKEN`, … */
  id: string
  /** the unique secret value planted for this run */
  value: string
}
export interface CanaryHit {
  canary: string
  encoding: 'raw' | 'hex' | 'base64' | 'base32' | 'base36'
}

/** Length of the smallest piece of a canary value that counts as a leak. */
export const WINDOW_CHARS = 12
const MIN_DISTINCT_CHARS_IN_WINDOW = 5
// 12 characters of hex or base64 need this many encoded characters at the least.
const MIN_HEX_RUN = WINDOW_CHARS * 2
const MIN_BASE64_RUN = Math.ceil((WINDOW_CHARS * 4) / 3)
const MIN_BASE32_RUN = Math.ceil((WINDOW_CHARS * 8) / 5)
const MIN_BASE36_RUN = Math.ceil((WINDOW_CHARS * 8) / Math.log2(36))
/** base36 pieces are decoded as big numbers: longer joined runs than this are not tried */
const MAX_BASE36_RUN = 1024
/** how many consecutive labels/runs one base36 candidate may join */
const MAX_BASE36_PARTS = 8

type Encoding = CanaryHit['encoding']

const HEX_SEGMENT = /[0-9a-fA-F]{2,}/g
const BASE64_RUN = new RegExp(`[A-Za-z0-9+/_-]{${MIN_BASE64_RUN},}`, 'g')
const PERCENT_ESCAPE = /%([0-9a-fA-F]{2})/g
// A run with one of these on both sides is a slice of a larger base64 token (random base64 is full of
// base32-alphabet runs): decoding each would cost more than the rest of the scan and find nothing the
// base64 pass does not.
const BASE32_GLUE = /[0189+/]/
const BASE36_GLUE = /[+/]/

// Trigram of 7-bit character codes → bit index; a cheap pre-filter before the Set lookup.
function trigramIndex(text: string, at: number): number {
  return ((text.charCodeAt(at) & 0x7f) << 14) | ((text.charCodeAt(at + 1) & 0x7f) << 7) | (text.charCodeAt(at + 2) & 0x7f)
}

function distinctChars(text: string): number {
  return new Set(text).size
}

export class CanaryMatcher {
  /** window → index of the canary id in `ids` */
  private readonly windows = new Map<string, number>()
  /** values shorter than a window are only matched whole */
  private readonly shortValues: { value: string; id: number }[] = []
  private readonly ids: string[] = []
  private readonly trigramFilter = new Uint8Array((1 << 21) / 8)

  constructor(canaries: readonly Canary[]) {
    const idIndex = new Map<string, number>()
    const shared = new Set<string>()
    for (const canary of canaries) {
      if (canary.value.length === 0) continue
      let id = idIndex.get(canary.id)
      if (id === undefined) {
        id = this.ids.length
        this.ids.push(canary.id)
        idIndex.set(canary.id, id)
      }
      if (canary.value.length < WINDOW_CHARS) {
        this.shortValues.push({ value: canary.value, id })
        continue
      }
      for (let at = 0; at + WINDOW_CHARS <= canary.value.length; at++) {
        const window = canary.value.slice(at, at + WINDOW_CHARS)
        if (distinctChars(window) < MIN_DISTINCT_CHARS_IN_WINDOW) continue
        const owner = this.windows.get(window)
        if (owner !== undefined && owner !== id) shared.add(window)
        else this.windows.set(window, id)
      }
    }
    for (const window of shared) this.windows.delete(window)
    for (const window of this.windows.keys()) {
      const bit = trigramIndex(window, 0)
      this.trigramFilter[bit >> 3]! |= 1 << (bit & 7)
    }
  }

  /** One hit per canary id (raw preferred over hex over base64), in the order the canaries were given. */
  scan(data: Buffer | string): CanaryHit[] {
    if (this.ids.length === 0) return []
    const text = typeof data === 'string' ? data : data.toString('latin1')
    const found = new Map<number, Encoding>()

    this.scanText(text, 'raw', found)
    if (text.includes('%') && !this.allFound(found)) this.scanText(percentDecode(text), 'raw', found)
    if (!this.allFound(found)) {
      for (const decoded of hexCandidates(text)) {
        this.scanText(decoded, 'hex', found)
        if (this.allFound(found)) break
      }
    }
    const decoders: [Encoding, (text: string) => Iterable<string>][] = [
      ['base64', base64Candidates],
      ['base32', base32Candidates],
      ['base36', base36Candidates]
    ]
    for (const [encoding, candidates] of decoders) {
      if (this.allFound(found)) break
      for (const decoded of candidates(text)) {
        this.scanText(decoded, encoding, found)
        if (this.allFound(found)) break
      }
    }
    return [...found.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, encoding]) => ({ canary: this.ids[id]!, encoding }))
  }

  private allFound(found: Map<number, Encoding>): boolean {
    return found.size === this.ids.length
  }

  private scanText(text: string, encoding: Encoding, found: Map<number, Encoding>): void {
    for (const { value, id } of this.shortValues) {
      if (!found.has(id) && text.includes(value)) found.set(id, encoding)
    }
    const last = text.length - WINDOW_CHARS
    for (let at = 0; at <= last; at++) {
      const bit = trigramIndex(text, at)
      if ((this.trigramFilter[bit >> 3]! & (1 << (bit & 7))) === 0) continue
      const id = this.windows.get(text.slice(at, at + WINDOW_CHARS))
      if (id !== undefined && !found.has(id)) found.set(id, encoding)
    }
  }
}

function percentDecode(text: string): string {
  return text.replace(PERCENT_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

function decodeHex(digits: string): string[] {
  const out: string[] = []
  for (const start of [0, 1]) {
    const usable = (digits.length - start) & ~1
    if (usable >= MIN_HEX_RUN) out.push(Buffer.from(digits.slice(start, start + usable), 'hex').toString('latin1'))
  }
  return out
}

/**
 * Decoded texts of the hex in a payload. Segments separated by exactly one other character are also
 * joined, because DNS exfiltration splits one hex string across labels (`6d63…6a.3f1a….example.com`,
 * or a length byte between labels on the wire) at any digit, odd ones included. Each segment is also
 * decoded alone, at both digit parities, in case a stray hex-looking character sits in front of it.
 */
function* hexCandidates(text: string): Generator<string> {
  const segments: { start: number; end: number }[] = []
  for (const match of text.matchAll(HEX_SEGMENT)) segments.push({ start: match.index, end: match.index + match[0].length })
  let group: string[] = []
  let groupEnd = -2
  const flush = function* (): Generator<string> {
    if (group.length > 1) yield* decodeHex(group.join(''))
    group = []
  }
  for (const { start, end } of segments) {
    const digits = text.slice(start, end)
    if (start !== groupEnd + 1) yield* flush()
    group.push(digits)
    groupEnd = end
    yield* decodeHex(digits)
  }
  yield* flush()
}

/** Decoded texts of each base64 run (standard or url-safe), at all four character offsets. */
function* base64Candidates(text: string): Generator<string> {
  for (const match of text.matchAll(BASE64_RUN)) {
    const run = match[0].replace(/-/g, '+').replace(/_/g, '/')
    for (let offset = 0; offset < 4; offset++) {
      const usable = (run.length - offset) & ~3
      if (usable < MIN_BASE64_RUN) break
      yield Buffer.from(run.slice(offset, offset + usable), 'base64').toString('latin1')
    }
  }
}

const BASE32_VALUES = new Int8Array(128).fill(-1)
for (const [i, c] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'].entries()) {
  BASE32_VALUES[c.charCodeAt(0)] = i
  BASE32_VALUES[c.toLowerCase().charCodeAt(0)] = i
}

/** RFC 4648 base32 (either case, no padding) from character `offset` on; bits past the last byte are dropped. */
function decodeBase32(chars: string, offset: number): string {
  const out = Buffer.allocUnsafe(Math.floor(((chars.length - offset) * 5) / 8))
  let bits = 0
  let value = 0
  let n = 0
  for (let i = offset; i < chars.length; i++) {
    value = ((value << 5) | BASE32_VALUES[chars.charCodeAt(i) & 0x7f]!) & 0xffff
    bits += 5
    if (bits >= 8) {
      bits -= 8
      out[n++] = (value >> bits) & 0xff
    }
  }
  return out.toString('latin1', 0, n)
}

/**
 * Decoded texts of base32 in a payload: each run joined with the runs next to it (labels of one DNS name)
 * and each run alone, at all eight character offsets (a 5-byte group is 8 characters, so a piece of a value
 * starts at one of them whatever stands in front of it).
 */
function embedded(text: string, start: number, end: number, glue: RegExp): boolean {
  return start > 0 && end < text.length && glue.test(text[start - 1]!) && glue.test(text[end]!)
}

function charTable(chars: string): Uint8Array {
  const table = new Uint8Array(128)
  for (const c of chars) table[c.charCodeAt(0)] = 1
  return table
}
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const BASE32_OR_DOT = charTable('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz234567.')
const ALNUM_OR_DOT = charTable(`${ALNUM}.`)

/** Maximal runs of `member` characters (dot-joined DNS labels) of at least `min` characters, as [start, end). */
function* dottedRuns(text: string, member: Uint8Array, min: number): Generator<[number, number]> {
  let start = -1
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0x80
    if (c < 0x80 && member[c] === 1) {
      if (start === -1) start = i
    } else if (start !== -1) {
      if (i - start >= min) yield [start, i]
      start = -1
    }
  }
}

function* base32Candidates(text: string): Generator<string> {
  for (const [start, end] of dottedRuns(text, BASE32_OR_DOT, MIN_BASE32_RUN)) {
    if (embedded(text, start, end, BASE32_GLUE)) continue
    const runs = text.slice(start, end).split('.').filter((label) => label.length > 0)
    const texts = runs.length > 1 ? [runs.join(''), ...runs] : runs
    for (const run of texts) {
      for (let offset = 0; offset < 8 && run.length - offset >= MIN_BASE32_RUN; offset++) yield decodeBase32(run, offset)
    }
  }
}

const BASE36_CHUNK = 10 // 36^10 < 2^53: ten digits at a time in a Number, then one BigInt step
const BASE36_CHUNK_SCALE = 36n ** BigInt(BASE36_CHUNK)

/** A base36 number (either case) as the bytes of its big-endian value. */
function decodeBase36(chars: string): string {
  let value = 0n
  for (let at = 0; at < chars.length; at += BASE36_CHUNK) {
    const piece = chars.slice(at, at + BASE36_CHUNK)
    const scale = piece.length === BASE36_CHUNK ? BASE36_CHUNK_SCALE : 36n ** BigInt(piece.length)
    value = value * scale + BigInt(parseInt(piece, 36))
  }
  const hex = value.toString(16)
  return Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex').toString('latin1')
}

/**
 * Decoded texts of every alphanumeric run, and of every few consecutive dot-separated runs (DNS labels),
 * long enough to hold a window. Runs past MAX_BASE36_RUN are not numbers anyone encodes a piece of a
 * secret as (hex dumps, ids) and would cost quadratic time.
 */
function* base36Candidates(text: string): Generator<string> {
  for (const [start, end] of dottedRuns(text, ALNUM_OR_DOT, MIN_BASE36_RUN)) {
    if (embedded(text, start, end, BASE36_GLUE)) continue
    const group = text.slice(start, end).split('.').filter((label) => label.length > 0)
    for (let first = 0; first < group.length; first++) {
      let joined = ''
      for (let last = first; last < group.length && last - first < MAX_BASE36_PARTS; last++) {
        joined += group[last]
        if (joined.length > MAX_BASE36_RUN) break
        if (joined.length >= MIN_BASE36_RUN) yield decodeBase36(joined)
      }
    }
  }
}
