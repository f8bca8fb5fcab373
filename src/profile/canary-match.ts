// Finds planted canary secrets in data the server sent out (socket payloads, DNS names, child argv).
//
// A leak rarely carries a whole secret verbatim: stealers send a slice, hex-encode it into DNS labels,
// or base64 it inside a larger blob. So a hit is any WINDOW_CHARS consecutive characters of a canary
// value, found raw, percent-decoded (counted as raw), hex-decoded or base64-decoded. Candidate hex and
// base64 runs are decoded from the payload (never the other way round), so the cost is linear in the
// payload, not in the number of canaries.
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
  encoding: 'raw' | 'hex' | 'base64'
}

/** Length of the smallest piece of a canary value that counts as a leak. */
export const WINDOW_CHARS = 12
const MIN_DISTINCT_CHARS_IN_WINDOW = 5
// 12 characters of hex or base64 need this many encoded characters at the least.
const MIN_HEX_RUN = WINDOW_CHARS * 2
const MIN_BASE64_RUN = Math.ceil((WINDOW_CHARS * 4) / 3)

type Encoding = CanaryHit['encoding']

const HEX_SEGMENT = /[0-9a-fA-F]{2,}/g
const BASE64_RUN = new RegExp(`[A-Za-z0-9+/_-]{${MIN_BASE64_RUN},}`, 'g')
const PERCENT_ESCAPE = /%([0-9a-fA-F]{2})/g

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
    if (!this.allFound(found)) {
      for (const decoded of base64Candidates(text)) {
        this.scanText(decoded, 'base64', found)
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
