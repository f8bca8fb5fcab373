// Finds planted canary secrets in data the server sent out (socket payloads, DNS names, child argv).
//
// A leak rarely carries a whole secret verbatim: stealers send a slice, hex-encode it into DNS labels,
// or base64 it inside a larger blob. So a hit is any WINDOW_CHARS consecutive characters of a canary
// value, found raw (or percent-decoded, counted as raw), hex, base64/base64url, base32 or base36.
//
// One index holds every canary of the audit — the run's tokens and the whole content of every canary
// file — and a payload is scanned once for all of them. Positional encodings are applied to the canaries
// when the index is built, never undone on the payload: for each accepted window w (12 bytes at value
// position p) the index holds w, hex(w) (24 chars), base64(w) (16 chars; base64url is read as base64 by
// mapping `-_` to `+/`) and the first 19 characters of base32(w) (the ones its 12 bytes fix). Every value
// position p is indexed, so a piece embedded in a larger blob at any byte alignment contains the encoding
// of a window that starts on the blob's group boundary: raw and hex need 12 bytes of the value, base64 14
// (a boundary within 3 bytes), base32 16 (within 5) — 12 for a piece encoded on its own.
//
// The scan samples the payload: a key's first 12 characters hold a 6-byte q-gram at each of the offsets
// 0..6, so looking at one q-gram every 7 bytes meets every occurrence. The q-gram (bytes with bit 0x20
// set, so that case does not matter for hex and base32) is looked up in a cache-sized bit set; only on a
// hit does a table say at which offsets it occurs, and each candidate start is checked against a bit set
// of key-prefix hashes before the keys with that prefix are compared byte by byte (case-sensitive for
// raw and base64). A payload that holds nothing costs about one bit-set load per 7 bytes, plus the
// structure look below. The index is built once per audit (some ten thousand keys for the shipped
// canary home).
//
// DNS exfiltration splits an encoding across labels (at most 63 characters each): hex runs are joined
// across one separator character (a dot, or a length byte on the wire) when the group holds a whole hex
// key (24 digits), base32-alphabet runs across dots; the joined text is scanned the same way. Percent-
// encoded payloads are decoded and scanned again.
// Base36 is a number, not a positional code, so it cannot be pre-encoded: a run is decoded and scanned
// for raw windows. Where: in a string (a DNS name, a command line) every alphanumeric run; in a Buffer (a
// socket payload) only runs of dotted labels (found from the dots; labels joined in every contiguous
// combination of up to MAX_BASE36_PARTS, at most MAX_BASE36_RUN characters). Either way only a run that
// could be a base36 number of random bytes: at least MIN_BASE36_RUN characters, a digit and a non-hex
// letter, not a slice of a base64 token (`+`/`/` on both sides). So base36 in an undotted run inside a
// socket payload is not searched; words glued together, hex dumps and base64 blobs are never decoded.
// Values shorter than a window are matched whole, raw and hex only.
//
// A window must say "this run's secret", never "a file of this kind": the canary planter keeps at most
// four fixed format characters (`AKIA`, `ghp_`) inside a token, so every window holds at least eight
// random characters; and a window that occurs in the values of two different token canaries, or is
// nearly one repeated character, is dropped here as format text rather than trusted to the planter.
// A canary file's content counts whole, fixed headers included (the link is the read plus the bytes), so
// its windows are kept even when another file shares them; the caller says which files were read.
//
// A hit says which bytes of the canary the payload holds: each key remembers where its window starts in
// the value (in the file's content for a file, and for a token planted in a file too), and from the hit
// the payload is decoded forwards byte by byte and backwards by whole groups of the key's encoding while
// every decoded byte equals the canary's — never claiming a byte that was not compared.
//
// Longer than the usual ~350 lines on purpose: the index and the scan share one set of tables (filter,
// offsets, prefixes, keys) whose layout each side must agree on; the byte-level pieces that need none of
// them (character classes, DNS-split joining, range decoding, base36) are in canary-bytes.ts.

import type { ObservedLeak } from '../model/index.js'
import {
  base32PrefixInto,
  base64Into,
  CLASS,
  decodeBase36,
  DOT,
  hexInto,
  inHexGroup,
  IS_ALNUM,
  IS_DIGIT,
  IS_HEX,
  isBase64Glue,
  joinBase32Labels,
  JoinedBytes,
  joinHexGroups,
  matchedBefore,
  matchedFrom,
  PLUS,
  PERCENT,
  percentDecode,
  SLASH
} from './canary-bytes.js'

export interface Canary {
  /** which canary: `~/.ssh/id_rsa`, `env:GITHUB_TOKEN`, … */
  id: string
  /** the unique secret value planted for this run */
  value: string
}
/** The range of a hit as the profile reports it. */
export function hitBytes(hit: CanaryHit): NonNullable<ObservedLeak['bytes']> {
  return { start: hit.bytes[0], end: hit.bytes[1], of: hit.of, within: hit.within }
}
export interface CanaryHit {
  canary: string
  encoding: 'raw' | 'hex' | 'base64' | 'base32' | 'base36'
  /**
   * [start, end) of the canary's bytes the payload holds, checked byte by byte: the file's content when
   * `within` is 'file' (a token planted in a canary file is placed in it), else the planted value. The
   * widest piece found in the reported encoding, extended over the bytes next to it that match too
   * (backwards by whole encoded groups); a payload holding several pieces reports that one.
   */
  bytes: [number, number]
  within: 'file' | 'value'
  /** length of what `bytes` indexes */
  of: number
}
type Encoding = CanaryHit['encoding']
/** best first: a canary found several ways is reported in the first */
const ENCODINGS: readonly Encoding[] = ['raw', 'hex', 'base64', 'base32', 'base36']
const RAW = 0
const HEX = 1
const BASE64 = 2
const BASE32 = 3
const BASE36 = 4

/** Length of the smallest piece of a canary value that counts as a leak. */
export const WINDOW_CHARS = 12
const MIN_DISTINCT_CHARS_IN_WINDOW = 5
/** base32 characters that a window's 12 bytes fix completely: 19 × 5 = 95 ≤ 96 bits */
const BASE32_KEY_CHARS = Math.floor((WINDOW_CHARS * 8) / 5)
const MIN_BASE36_RUN = Math.ceil((WINDOW_CHARS * 8) / Math.log2(36))
/** base36 pieces are decoded as big numbers: longer joined runs than this are not tried */
const MAX_BASE36_RUN = 1024
/** how many consecutive labels one base36 candidate may join */
const MAX_BASE36_PARTS = 8

// Every key is at least KEY_PREFIX characters long and is found by its first KEY_PREFIX (folded) bytes.
const KEY_PREFIX = WINDOW_CHARS
const QGRAM = 6
const SAMPLE_STEP = KEY_PREFIX - QGRAM + 1
/** offset of the last q-gram inside a key prefix */
const LAST_QGRAM = KEY_PREFIX - QGRAM
/** the shortest hex group worth joining: a hex key (24 digits) and one separator */
const HEX_GROUP_SPAN = 2 * WINDOW_CHARS + 1
/** any HEX_GROUP_SPAN bytes hold two positions this far apart that are multiples of it */
const HEX_SAMPLE_STEP = (HEX_GROUP_SPAN - 1) / 2
/** the first filter: one bit per q-gram hash, small enough to stay in the CPU's cache */
const PRESENCE_BITS = 22
/** then: at which offsets of a key prefix the q-gram occurs */
const OFFSETS_BITS = 20
/** then, on a candidate start: one bit per hash of a key prefix */
const PREFIX_BITS = 20

/** How a key's bytes are compared with the payload's. */
const EXACT = 0 // raw
const BASE64_SPELLINGS = 1 // case-sensitive, `-_` read as `+/`
const FOLDED = 2 // hex, base32: case-insensitive

// Folding for the filter and the prefix hash: lower case, and base64url's `-_` as `+/`.
const FOLD = new Uint8Array(256)
const BASE64_CANON = new Uint8Array(256)
for (let c = 0; c < 256; c++) {
  FOLD[c] = c >= 0x41 && c <= 0x5a ? c + 0x20 : c
  BASE64_CANON[c] = c
}
for (const table of [FOLD, BASE64_CANON]) {
  table[0x2d] = 0x2b
  table[0x5f] = 0x2f
}

interface Key {
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
interface Source {
  /** index into CanaryMatcher.ids */
  id: number
  /** a canary file's content: counts only once the caller says the file was read */
  file: boolean
  /** what a hit's range indexes: the canary file's content (for a token too, when the file holds it), else the token */
  extent: Buffer
  inFile: boolean
}
interface Hit {
  encoding: number
  start: number
  end: number
  source: number
  /** the view it was found in: another hit in the same view and range is the same piece */
  view: Uint8Array
}

/**
 * Hash of the QGRAM bytes from `at`, each with bit 0x20 set: upper and lower case agree (hex, base32);
 * base64url's `-_` do not agree with `+/` here, so base64 keys are entered in both spellings.
 */
function qgramHash(bytes: DataView, at: number): number {
  // two little-endian loads: the same value as assembling the six bytes one by one, at a third of the cost
  const low = bytes.getInt32(at, true) | 0x20202020
  const high = bytes.getUint16(at + 4, true) | 0x2020
  return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1)
}
function wordsOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** Hash of KEY_PREFIX folded bytes from `at`. */
function prefixHash(bytes: Uint8Array, at: number): number {
  let h = 0x811c9dc5
  for (let k = at; k < at + KEY_PREFIX; k++) h = Math.imul(h ^ FOLD[bytes[k]!]!, 0x01000193)
  return h
}

/** which chars distinctChars has seen: the generation of the call that saw them (no Set per window) */
const seenIn = new Uint32Array(256)
let seenGeneration = 0
/** How many different chars `text` holds. */
function distinctChars(text: string): number {
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

// Scratch for the index build: a window's bytes, its encodings, a base64 key's url-safe spelling.
const windowBytes = new Uint8Array(WINDOW_CHARS)
const hexKey = new Uint8Array(2 * WINDOW_CHARS)
const base64Key = new Uint8Array(2 * WINDOW_CHARS)
const base32Key = new Uint8Array(2 * WINDOW_CHARS)
const urlSafePrefix = new Uint8Array(KEY_PREFIX)
const urlSafeWords = wordsOf(urlSafePrefix)
/** text's chars as latin1 bytes into `out` (as Buffer.from(text, 'latin1') would) */
function latin1Into(out: Uint8Array, text: string): void {
  for (let k = 0; k < text.length; k++) out[k] = text.charCodeAt(k) & 0xff
}

export class CanaryMatcher {
  private readonly ids: string[] = []
  private readonly sources: Source[] = []
  /** prefix hash → keys with that prefix */
  private readonly keys = new Map<number, Key[]>()
  /** every key's bytes, one after another (one allocation per doubling, not a Buffer per key) */
  private arena = new Uint8Array(4096)
  private arenaWords = wordsOf(this.arena)
  private arenaUsed = 0
  /** per q-gram hash: bit j set when the q-gram occurs at offset j of some key's prefix */
  private readonly offsets: Uint8Array
  /** bit set: the q-gram occurs somewhere in some key's prefix (a cheaper first look than `offsets`) */
  private readonly present: Int32Array
  private readonly prefixes: Int32Array
  /** values shorter than a window are only matched whole, raw (and hex when that is long enough) */
  private readonly shortValues: { value: Buffer; source: number; position: number }[] = []
  /** data shorter than this holds no key and no short value (most writes of a busy server are tiny) */
  private shortestMatch = KEY_PREFIX
  private readonly fileIds = new Set<string>()
  /** the scan in progress: canary id index → best hit so far (one map reused across scans) */
  private readonly best = new Map<number, Hit>()
  private readonly measured = new Map<number, Hit>()

  /**
   * `tokens`: the run's planted values (canary variables and the secrets inside canary files).
   * `files`: the whole content of each canary file, any piece of which counts once the file was read.
   */
  constructor(tokens: readonly Canary[], files: readonly Canary[] = []) {
    // the filters take 1.6 MB: an audit without canaries (and the benches) need none
    const indexed = tokens.some((t) => t.value.length > 0) || files.some((f) => f.value.length > 0)
    this.offsets = new Uint8Array(indexed ? 1 << OFFSETS_BITS : 0)
    this.present = new Int32Array(indexed ? (1 << PRESENCE_BITS) / 32 : 0)
    this.prefixes = new Int32Array(indexed ? (1 << PREFIX_BITS) / 32 : 0)
    const idIndex = new Map<string, number>()
    const sourceIndex = new Map<string, number>()
    const contentOf = new Map<string, string>()
    for (const file of files) if (file.value.length > 0 && !contentOf.has(file.id)) contentOf.set(file.id, file.value)
    /** one Buffer per text: a file's content and the tokens placed in it share one */
    const extents = new Map<string, Buffer>()
    const extentOf = (text: string): Buffer => {
      let extent = extents.get(text)
      if (!extent) extents.set(text, (extent = Buffer.from(text, 'latin1')))
      return extent
    }
    /** the source of `canary`'s keys, and where its value starts in the source's extent */
    const sourceOf = (canary: Canary, file: boolean): { source: number; base: number } => {
      let index = idIndex.get(canary.id)
      if (index === undefined) {
        index = this.ids.length
        this.ids.push(canary.id)
        idIndex.set(canary.id, index)
      }
      const content = contentOf.get(canary.id)
      const base = content === undefined ? -1 : content.indexOf(canary.value)
      const key = base === -1 ? `v${index}\0${canary.value}` : `${file ? 'f' : 't'}${index}`
      let source = sourceIndex.get(key)
      if (source === undefined) {
        source = this.sources.length
        this.sources.push({ id: index, file, extent: extentOf(base === -1 ? canary.value : content!), inFile: base !== -1 })
        sourceIndex.set(key, source)
      }
      return { source, base: Math.max(base, 0) }
    }

    /** window → [source, its first position in the source's extent, …] */
    const windows = new Map<string, number[]>()
    const sharedTokenWindows = new Set<string>()
    const tokenWindowOwner = new Map<string, number>()
    const add = (canary: Canary, file: boolean): void => {
      if (canary.value.length === 0) return
      const { source, base } = sourceOf(canary, file)
      if (file) this.fileIds.add(canary.id)
      if (canary.value.length < WINDOW_CHARS) {
        this.shortValues.push({ value: Buffer.from(canary.value, 'latin1'), source, position: base })
        this.shortestMatch = Math.min(this.shortestMatch, canary.value.length)
        latin1Into(windowBytes, canary.value)
        const hexLength = hexInto(hexKey, windowBytes, canary.value.length)
        if (hexLength >= KEY_PREFIX) this.addKey(hexKey, hexLength, FOLDED, HEX, source, base, true)
        return
      }
      for (let at = 0; at + WINDOW_CHARS <= canary.value.length; at++) {
        const window = canary.value.slice(at, at + WINDOW_CHARS)
        if (distinctChars(window) < MIN_DISTINCT_CHARS_IN_WINDOW) continue
        if (!file) {
          const owner = tokenWindowOwner.get(window)
          if (owner !== undefined && owner !== this.sources[source]!.id) sharedTokenWindows.add(window)
          else tokenWindowOwner.set(window, this.sources[source]!.id)
        }
        const owners = windows.get(window)
        if (!owners) windows.set(window, [source, base + at])
        else if (!ownedBy(owners, source)) owners.push(source, base + at)
      }
    }
    for (const token of tokens) add(token, false)
    for (const file of files) add(file, true)

    // each window encoded once, whatever the number of sources holding it
    for (const [window, owners] of windows) {
      const shared = sharedTokenWindows.has(window)
      latin1Into(windowBytes, window)
      const hexLength = hexInto(hexKey, windowBytes, WINDOW_CHARS)
      const base64Length = base64Into(base64Key, windowBytes, WINDOW_CHARS)
      const base32Length = base32PrefixInto(base32Key, windowBytes, WINDOW_CHARS)
      for (let o = 0; o < owners.length; o += 2) {
        const source = owners[o]!
        const position = owners[o + 1]!
        if (shared && !this.sources[source]!.file) continue
        this.addKey(windowBytes, WINDOW_CHARS, EXACT, RAW, source, position)
        this.addKey(hexKey, hexLength, FOLDED, HEX, source, position)
        this.addKey(base64Key, base64Length, BASE64_SPELLINGS, BASE64, source, position)
        this.addKey(base32Key, Math.min(base32Length, BASE32_KEY_CHARS), FOLDED, BASE32, source, position)
      }
    }
  }

  /**
   * Enters a key (bytes[0, length), folded for `compare` into the arena); one already entered with the
   * same bytes, comparison and encoding (found in its prefix bucket, no map of texts) gains the source
   * instead, unless `alone` (a short value's key stays its own).
   */
  private addKey(bytes: Uint8Array, length: number, compare: number, encoding: number, source: number, position: number, alone = false): void {
    const table = compare === FOLDED ? FOLD : compare === BASE64_SPELLINGS ? BASE64_CANON : null
    if (this.arenaUsed + length > this.arena.length) {
      const grown = new Uint8Array(2 * this.arena.length)
      grown.set(this.arena.subarray(0, this.arenaUsed))
      this.arena = grown
      this.arenaWords = wordsOf(grown)
    }
    const arena = this.arena
    // written where the key will stay, kept only if no equal key is there already
    const at = this.arenaUsed
    for (let k = 0; k < length; k++) arena[at + k] = table ? table[bytes[k]!]! : bytes[k]!
    const hash = prefixHash(arena, at)
    const bucket = this.keys.get(hash)
    if (bucket && !alone)
      for (const existing of bucket) {
        if (existing.alone || existing.compare !== compare || existing.encoding !== encoding || !sameBytes(arena, existing.at, existing.length, at, length))
          continue
        if (existing.source !== source && !(existing.more !== null && ownedBy(existing.more, source))) {
          if (existing.more === null) existing.more = [source, position]
          else existing.more.push(source, position)
        }
        return
      }
    this.arenaUsed += length
    const key: Key = { at, length, compare, encoding, source, position, more: null, alone }
    const prefixBit = hash >>> (32 - PREFIX_BITS)
    this.prefixes[prefixBit >>> 5]! |= 1 << (prefixBit & 31)
    if (bucket) bucket.push(key)
    else this.keys.set(hash, [key])
    this.enterPrefix(this.arenaWords, at)
    if (compare === BASE64_SPELLINGS && (arena.subarray(at, at + KEY_PREFIX).includes(PLUS) || arena.subarray(at, at + KEY_PREFIX).includes(SLASH))) {
      for (let k = 0; k < KEY_PREFIX; k++) {
        const c = arena[at + k]!
        urlSafePrefix[k] = c === PLUS ? 0x2d : c === SLASH ? 0x5f : c
      }
      this.enterPrefix(urlSafeWords, 0)
    }
  }

  /** Enters the KEY_PREFIX bytes of a key at `at` in the sampling filter. */
  private enterPrefix(words: DataView, at: number): void {
    for (let j = 0; j + QGRAM <= KEY_PREFIX; j++) {
      const hash = qgramHash(words, at + j)
      this.offsets[hash >>> (32 - OFFSETS_BITS)]! |= 1 << j
      const bit = hash >>> (32 - PRESENCE_BITS)
      this.present[bit >>> 5]! |= 1 << (bit & 31)
    }
  }

  /** Whether `id` is a canary file whose content this matcher holds. */
  hasFile(id: string): boolean {
    return this.fileIds.has(id)
  }

  /**
   * One hit per canary id, in its best encoding (raw, hex, base64, base32, base36), in the order the
   * canaries were given (tokens, then files). A canary file's content counts only when `fileRead(id)`.
   * A string is a name or a command line (base36 searched in every run), a Buffer a payload (dotted runs).
   */
  scan(data: Buffer | string, fileRead: (id: string) => boolean = () => true): CanaryHit[] {
    if (this.ids.length === 0 || data.length < this.shortestMatch) return []
    const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data
    // Map.clear allocates a new table even when empty, and most payloads hold nothing
    if (this.best.size > 0) this.best.clear()
    if (this.measured.size > 0) this.measured.clear()
    const found: Found = { best: this.best, measured: this.measured, fileRead }
    this.scanView(bytes, bytes.length, found, -1)
    if (bytes.indexOf(PERCENT) !== -1) {
      const decoded = percentDecode(bytes)
      if (decoded) this.scanView(decoded, decoded.length, found, -1)
    }
    this.scanStructure(bytes, found, typeof data === 'string')
    if (found.best.size === 0) return []
    return [...found.best.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, hit]) => {
        const { extent, inFile } = this.sources[hit.source]!
        return { canary: this.ids[id]!, encoding: ENCODINGS[hit.encoding]!, bytes: [hit.start, hit.end], within: inFile ? 'file' : 'value', of: extent.length }
      })
  }

  /** Sampled q-gram scan of view[0, length); `as` ≥ 0 reports every hit in that encoding (decoded views). */
  private scanView(view: Uint8Array, length: number, found: Found, as: number): void {
    for (const { value, source, position } of this.shortValues) {
      const at = Buffer.from(view.buffer, view.byteOffset, length).indexOf(value)
      if (at !== -1) this.record(source, position, as >= 0 ? as : RAW, RAW, view, at, length, found)
    }
    const offsetTable = this.offsets
    const present = this.present
    const prefixes = this.prefixes
    const words = wordsOf(view)
    for (let i = 0; i + QGRAM <= length; i += SAMPLE_STEP) {
      const hash = qgramHash(words, i)
      const bit = hash >>> (32 - PRESENCE_BITS)
      if ((present[bit >>> 5]! & (1 << (bit & 31))) === 0) continue
      for (let rest = offsetTable[hash >>> (32 - OFFSETS_BITS)]!; rest !== 0; rest &= rest - 1) {
        const offset = 31 - Math.clz32(rest & -rest)
        const start = i - offset
        if (start < 0 || start + KEY_PREFIX > length) continue
        // a key's prefix begins and ends with q-grams entered at offsets 0 and LAST_QGRAM: two cheap looks
        // before the prefix hash
        if (offset !== 0 && (offsetTable[qgramHash(words, start) >>> (32 - OFFSETS_BITS)]! & 1) === 0) continue
        if (offset !== LAST_QGRAM && (offsetTable[qgramHash(words, start + LAST_QGRAM) >>> (32 - OFFSETS_BITS)]! & (1 << LAST_QGRAM)) === 0) continue
        const prefix = prefixHash(view, start)
        const prefixBit = prefix >>> (32 - PREFIX_BITS)
        if ((prefixes[prefixBit >>> 5]! & (1 << (prefixBit & 31))) === 0) continue
        const bucket = this.keys.get(prefix)
        if (bucket)
          for (const key of bucket)
            if (matches(key, this.arena, view, start, length)) {
              const encoding = as >= 0 ? as : key.encoding
              this.record(key.source, key.position, encoding, key.encoding, view, start, length, found)
              const more = key.more
              if (more !== null)
                for (let o = 0; o < more.length; o += 2) this.record(more[o]!, more[o + 1]!, encoding, key.encoding, view, start, length, found)
            }
      }
    }
  }

  /**
   * A key of `source` (its window at `position` of the source's extent, in `keyEncoding`) found at
   * view[start]; reported as `encoding`. Of the hits in the best encoding the widest is kept, with the
   * bytes around it that match too; a hit inside the range last measured for its source in the same view
   * and encoding is that piece again and is not measured (a whole file sent raw is measured once, not once
   * per window).
   */
  private record(source: number, position: number, encoding: number, keyEncoding: number, view: Uint8Array, start: number, length: number, found: Found): void {
    const { id, file, extent } = this.sources[source]!
    const best = found.best.get(id)
    if (best !== undefined && best.encoding < encoding) return
    const last = found.measured.get(source)
    if (last !== undefined && last.view === view && last.encoding === encoding && position >= last.start && position < last.end) return
    if (file && !found.fileRead(this.ids[id]!)) return
    const before = matchedBefore(keyEncoding, view, start, extent, position)
    const from = matchedFrom(keyEncoding, view, start, length, extent, position)
    const hit: Hit = { encoding, start: position - before, end: position + from, source, view }
    found.measured.set(source, hit)
    if (best === undefined || best.encoding > encoding || best.end - best.start < hit.end - hit.start) found.best.set(id, hit)
  }

  /**
   * What a positional scan of the bytes cannot see: hex split by one separator character and base32
   * labels split by dots (joined, then scanned), and base36 numbers (decoded, then scanned). Found
   * without reading every byte: a joined hex group spans at least HEX_GROUP_SPAN bytes, so two samples
   * HEX_SAMPLE_STEP apart fall in it, each with a hex digit on at least two of its own and its
   * neighbours' bytes, and so does the byte halfway between them; dotted runs are found from the dots.
   */
  private scanStructure(bytes: Buffer, found: Found, everyBase36Run: boolean): void {
    const joined = new JoinedBytes(bytes)
    const n = bytes.length
    for (let i = 1; i + HEX_SAMPLE_STEP + 1 < n; i += HEX_SAMPLE_STEP) {
      if (!inHexGroup(bytes, i + HEX_SAMPLE_STEP)) {
        i += HEX_SAMPLE_STEP // the next sample pair holds this position too
        continue
      }
      // both samples lie in one group only if the byte halfway between does too (text with a-f letters
      // often passes at two samples; a group fails nowhere inside it)
      if (!inHexGroup(bytes, i) || !inHexGroup(bytes, i + HEX_SAMPLE_STEP / 2)) continue
      // the stretch around i with no two non-hex bytes in a row holds the group, if there is one
      let start = i
      while (start > 0 && (CLASS[bytes[start - 1]!]! & IS_HEX || CLASS[bytes[start]!]! & IS_HEX)) start--
      let end = i
      while (end < n && (CLASS[bytes[end]!]! & IS_HEX || (end + 1 < n && CLASS[bytes[end + 1]!]! & IS_HEX && CLASS[bytes[end - 1]!]! & IS_HEX))) end++
      if (end - start >= HEX_GROUP_SPAN) joinHexGroups(bytes, start, end, joined, HEX_GROUP_SPAN - 1)
      i = Math.max(i, end - HEX_SAMPLE_STEP)
    }
    for (let dot = bytes.indexOf(DOT); dot !== -1; dot = bytes.indexOf(DOT, dot + 1)) {
      if (dot === 0 || dot + 1 >= n || !(CLASS[bytes[dot - 1]!]! & IS_ALNUM) || !(CLASS[bytes[dot + 1]!]! & IS_ALNUM)) continue
      let start = dot
      while (start > 0 && (CLASS[bytes[start - 1]!]! & IS_ALNUM || (bytes[start - 1] === DOT && start >= 2 && CLASS[bytes[start - 2]!]! & IS_ALNUM))) start--
      let end = dot
      while (end < n && (CLASS[bytes[end]!]! & IS_ALNUM || (bytes[end] === DOT && end + 1 < n && CLASS[bytes[end + 1]!]! & IS_ALNUM))) end++
      joinBase32Labels(bytes, start, end, joined, KEY_PREFIX)
      this.scanBase36Run(bytes, start, end, found)
      dot = end
    }
    if (everyBase36Run) {
      for (let start = 0; start < n; start++) {
        if (!(CLASS[bytes[start]!]! & IS_ALNUM)) continue
        let end = start
        let dotted = false
        while (end < n && (CLASS[bytes[end]!]! & IS_ALNUM || (bytes[end] === DOT && end + 1 < n && CLASS[bytes[end + 1]!]! & IS_ALNUM)))
          if (bytes[end++] === DOT) dotted = true
        if (!dotted) this.scanBase36Run(bytes, start, end, found)
        start = end
      }
    }
    if (joined.length > 0) this.scanView(joined.bytes, joined.length, found, -1)
  }

  /** A run of dot-separated alphanumeric labels, tried as base36 where it could be a number of random bytes. */
  private scanBase36Run(bytes: Buffer, start: number, end: number, found: Found): void {
    if (end - start < MIN_BASE36_RUN) return
    if (start > 0 && end < bytes.length && isBase64Glue(bytes[start - 1]!) && isBase64Glue(bytes[end]!)) return
    let digit = false
    let nonHexLetter = false
    for (let k = start; k < end; k++) {
      const cls = CLASS[bytes[k]!]!
      if (cls & IS_DIGIT) digit = true
      else if (cls & IS_ALNUM && !(cls & IS_HEX)) nonHexLetter = true
    }
    if (digit && nonHexLetter) this.scanBase36(bytes.toString('latin1', start, end), found)
  }

  private scanBase36(run: string, found: Found): void {
    const labels = run.split('.')
    for (let first = 0; first < labels.length; first++) {
      let joined = ''
      for (let last = first; last < labels.length && last - first < MAX_BASE36_PARTS; last++) {
        joined += labels[last]
        if (joined.length > MAX_BASE36_RUN) break
        if (joined.length >= MIN_BASE36_RUN && /[0-9]/.test(joined) && /[g-zG-Z]/.test(joined)) {
          const decoded = decodeBase36(joined)
          this.scanView(decoded, decoded.length, found, BASE36)
        }
      }
    }
  }
}

interface Found {
  /** canary id index → best hit so far */
  best: Map<number, Hit>
  /** source → the range last measured for it */
  measured: Map<number, Hit>
  fileRead: (id: string) => boolean
}

function matches(key: Key, arena: Uint8Array, view: Uint8Array, start: number, length: number): boolean {
  if (start + key.length > length) return false
  const table = key.compare === EXACT ? null : key.compare === FOLDED ? FOLD : BASE64_CANON
  for (let k = 0; k < key.length; k++) {
    const c = view[start + k]!
    if ((table ? table[c]! : c) !== arena[key.at + k]) return false
  }
  return true
}

function sameBytes(bytes: Uint8Array, a: number, aLength: number, b: number, bLength: number): boolean {
  if (aLength !== bLength) return false
  for (let k = 0; k < aLength; k++) if (bytes[a + k] !== bytes[b + k]) return false
  return true
}

/** Whether the [source, position, …] pairs hold `source`. */
function ownedBy(owners: number[], source: number): boolean {
  for (let o = 0; o < owners.length; o += 2) if (owners[o] === source) return true
  return false
}
