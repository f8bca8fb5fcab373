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
// Hex split across DNS labels, base32 labels and base36 numbers are found in the payload's structure
// (canary-structure.ts).
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
// offsets, prefixes, keys) whose layout each side must agree on. The keys' constants, hashes and
// comparisons are in canary-keys.ts, the structure scan (DNS-split runs, base36) in canary-structure.ts,
// the byte-level pieces (character classes, joining, range decoding) in canary-bytes.ts, what it takes
// and reports in canary-types.ts.

import { base32PrefixInto, base64Into, hexInto, matchedBefore, matchedFrom, PLUS, PERCENT, percentDecode, SLASH } from './canary-bytes.js'
import {
  BASE32,
  BASE32_KEY_CHARS,
  BASE64,
  BASE64_CANON,
  BASE64_SPELLINGS,
  distinctChars,
  EXACT,
  FOLD,
  FOLDED,
  HEX,
  KEY_PREFIX,
  LAST_QGRAM,
  latin1Into,
  matches,
  MIN_DISTINCT_CHARS_IN_WINDOW,
  OFFSETS_BITS,
  ownedBy,
  prefixHash,
  PREFIX_BITS,
  PRESENCE_BITS,
  qgramHash,
  QGRAM,
  RAW,
  SAMPLE_STEP,
  sameBytes,
  WINDOW_CHARS,
  wordsOf,
  type Key
} from './canary-keys.js'
import { spansAudience, type CanaryAudience, type SecretSpan } from './canary-audience.js'
import type { Canary, CanaryHit } from './canary-types.js'
import { scanStructure } from './canary-structure.js'

export { WINDOW_CHARS } from './canary-keys.js'

export type { Canary, CanaryHit } from './canary-types.js'
export { hitBytes } from './canary-types.js'
type Encoding = CanaryHit['encoding']
/** best first: a canary found several ways is reported in the first */
const ENCODINGS: readonly Encoding[] = ['raw', 'hex', 'base64', 'base32', 'base36']

interface Source {
  /** index into CanaryMatcher.ids */
  id: number
  /** a canary file's content: counts only once the caller says the file was read */
  file: boolean
  /** what a hit's range indexes: the canary file's content (for a token too, when the file holds it), else the token */
  extent: Buffer
  inFile: boolean
  /** a token's own audience (a hit inside a canary file takes the audience of its secret spans) */
  audience: CanaryAudience | undefined
}
interface Hit {
  encoding: number
  start: number
  end: number
  source: number
  /** the view it was found in: another hit in the same view and range is the same piece */
  view: Uint8Array
}

// Scratch for the index build: a window's bytes, its encodings, a base64 key's url-safe spelling.
const windowBytes = new Uint8Array(WINDOW_CHARS)
const hexKey = new Uint8Array(2 * WINDOW_CHARS)
const base64Key = new Uint8Array(2 * WINDOW_CHARS)
const base32Key = new Uint8Array(2 * WINDOW_CHARS)
const urlSafePrefix = new Uint8Array(KEY_PREFIX)
const urlSafeWords = wordsOf(urlSafePrefix)

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
  /** canary id index → the secret spans of its file, when the file says which spans are secret */
  private readonly secretsOf = new Map<number, SecretSpan[]>()
  /** the scan in progress: canary id index → best hit so far (one map reused across scans) */
  private readonly best = new Map<number, Hit>()
  private readonly measured = new Map<number, Hit>()

  /** canary id → its index in `ids`; the source key of a value → its index in `sources` */
  private readonly idIndex = new Map<string, number>()
  private readonly sourceIndex = new Map<string, number>()
  /** canary file id → its content, for every file given, indexed or not */
  private readonly contentOf = new Map<string, string>()
  /** one Buffer per text: a file's content and the tokens placed in it share one */
  private readonly extents = new Map<string, Buffer>()
  /** the files of `contents` whose windows are not entered yet (indexFile enters them) */
  private readonly unindexed = new Map<string, Canary>()
  private pending: { windows: IterableIterator<[string, number[]]>; shared: ReadonlySet<string> } | null = null

  /**
   * `tokens`: the run's planted values (canary variables and the secrets inside canary files).
   * `files`: the whole content of each canary file, any piece of which counts once the file was read.
   * `contents`: every canary file, `files` among them (by default `files` alone): a token placed in one
   * of them is reported within it, and indexFile enters the others' windows when they come to count.
   */
  constructor(tokens: readonly Canary[], files: readonly Canary[] = [], contents: readonly Canary[] = files) {
    // the filters take 1.6 MB: an audit without canaries (and the benches) need none
    const indexed = [tokens, files, contents].some((canaries) => canaries.some((canary) => canary.value.length > 0))
    this.offsets = new Uint8Array(indexed ? 1 << OFFSETS_BITS : 0)
    this.present = new Int32Array(indexed ? (1 << PRESENCE_BITS) / 32 : 0)
    this.prefixes = new Int32Array(indexed ? (1 << PREFIX_BITS) / 32 : 0)
    for (const file of contents) if (file.value.length > 0 && !this.contentOf.has(file.id)) this.contentOf.set(file.id, file.value)
    /** window → [source, its first position in the source's extent, …] */
    const windows = new Map<string, number[]>()
    const sharedTokenWindows = new Set<string>()
    const tokenWindowOwner = new Map<string, number>()
    for (const token of tokens) this.collect(token, false, windows, { shared: sharedTokenWindows, owner: tokenWindowOwner })
    // every file's id after the tokens', in their order, whenever its windows are entered: hits are reported in id order
    for (const file of [...files, ...contents]) if (file.value.length > 0) this.idOf(file.id)
    for (const file of files) this.collect(file, true, windows)
    this.pending = { windows: windows.entries(), shared: sharedTokenWindows }
    for (const file of contents) if (file.value.length > 0 && !this.fileIds.has(file.id)) this.unindexed.set(file.id, file)
  }

  /** Enters the constructor's windows until `deadline` (performance.now(), read every 16; default: all), true once all are; scan and indexFile enter the rest first. */
  enterSome(deadline = Infinity): boolean {
    const pending = this.pending
    if (!pending) return true
    for (let entered = 0; ; entered++) {
      if ((entered & 15) === 15 && performance.now() >= deadline) return false
      const next = pending.windows.next()
      if (next.done) break
      this.enterWindow(next.value[0], next.value[1], pending.shared.has(next.value[0]))
    }
    this.pending = null
    return true
  }

  /** The canary files of `contents` whose windows are not entered yet. */
  unindexedFiles(): IterableIterator<string> {
    return this.unindexed.keys()
  }

  /** Enters the windows of canary file `id` (one of `contents`), as if it had been given in `files`. */
  indexFile(id: string): void {
    this.enterSome()
    const file = this.unindexed.get(id)
    if (!file) return
    this.unindexed.delete(id)
    const windows = new Map<string, number[]>()
    this.collect(file, true, windows)
    for (const [window, owners] of windows) this.enterWindow(window, owners, false)
  }

  private idOf(id: string): number {
    let index = this.idIndex.get(id)
    if (index === undefined) {
      index = this.ids.length
      this.ids.push(id)
      this.idIndex.set(id, index)
    }
    return index
  }

  /** the source of `canary`'s keys, and where its value starts in the source's extent */
  private sourceOf(canary: Canary, file: boolean): { source: number; base: number } {
    const index = this.idOf(canary.id)
    const content = this.contentOf.get(canary.id)
    const base = content === undefined ? -1 : content.indexOf(canary.value)
    const key = base === -1 ? `v${index}\0${canary.value}` : `${file ? 'f' : 't'}${index}`
    let source = this.sourceIndex.get(key)
    if (source === undefined) {
      source = this.sources.length
      const text = base === -1 ? canary.value : content!
      let extent = this.extents.get(text)
      if (!extent) this.extents.set(text, (extent = Buffer.from(text, 'latin1')))
      this.sources.push({ id: index, file, extent, inFile: base !== -1, audience: canary.audience })
      this.sourceIndex.set(key, source)
    }
    return { source, base: Math.max(base, 0) }
  }

  /** A canary's windows into `windows` (a short value's keys entered at once); `tokens`: what tokens' windows share. */
  private collect(canary: Canary, file: boolean, windows: Map<string, number[]>, tokens?: { shared: Set<string>; owner: Map<string, number> }): void {
    if (canary.value.length === 0) return
    const { source, base } = this.sourceOf(canary, file)
    if (file) this.fileIds.add(canary.id)
    if (file && canary.secrets) this.secretsOf.set(this.sources[source]!.id, canary.secrets)
    if (canary.value.length < WINDOW_CHARS) {
      this.shortValues.push({ value: Buffer.from(canary.value, 'latin1'), source, position: base })
      this.shortestMatch = Math.min(this.shortestMatch, canary.value.length)
      latin1Into(windowBytes, canary.value)
      const hexLength = hexInto(hexKey, windowBytes, canary.value.length)
      if (hexLength >= KEY_PREFIX) this.addKey(hexKey, hexLength, FOLDED, HEX, source, base, true)
      return
    }
    // a file's windows only inside its secret spans: its host names, user names and structure are no secret
    const ranges = file && canary.secrets ? canary.secrets : [{ start: 0, end: canary.value.length }]
    for (const range of ranges)
      for (let at = Math.max(range.start, 0); at + WINDOW_CHARS <= Math.min(range.end, canary.value.length); at++) {
        const window = canary.value.slice(at, at + WINDOW_CHARS)
        if (distinctChars(window) < MIN_DISTINCT_CHARS_IN_WINDOW) continue
        if (tokens) {
          const owner = tokens.owner.get(window)
          if (owner !== undefined && owner !== this.sources[source]!.id) tokens.shared.add(window)
          else tokens.owner.set(window, this.sources[source]!.id)
        }
        const owners = windows.get(window)
        if (!owners) windows.set(window, [source, base + at])
        else if (!ownedBy(owners, source)) owners.push(source, base + at)
      }
  }

  /** Each window encoded once, whatever the number of sources holding it; a window two tokens share (`shared`) is no token's. */
  private enterWindow(window: string, owners: number[], shared: boolean): void {
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
    this.enterSome()
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
    scanStructure(bytes, typeof data === 'string', (view, length, as) => this.scanView(view, length, found, as))
    if (found.best.size === 0) return []
    return [...found.best.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, hit]) => {
        const { extent, inFile, audience: own } = this.sources[hit.source]!
        const spans = inFile ? this.secretsOf.get(id) : undefined
        const audience = inFile ? (spans ? spansAudience(spans, hit.start, hit.end) : undefined) : own
        const found: CanaryHit = {
          canary: this.ids[id]!,
          encoding: ENCODINGS[hit.encoding]!,
          bytes: [hit.start, hit.end],
          within: inFile ? 'file' : 'value',
          of: extent.length
        }
        if (audience) found.audience = audience
        return found
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
}

interface Found {
  /** canary id index → best hit so far */
  best: Map<number, Hit>
  /** source → the range last measured for it */
  measured: Map<number, Hit>
  fileRead: (id: string) => boolean
}
