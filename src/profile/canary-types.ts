import type { ObservedLeak } from '../model/index.js'
import type { CanaryAudience, SecretSpan } from './canary-audience.js'

// What the canary matcher (canary-match.ts) takes — the run's canaries — and what it reports: hits.

export interface Canary {
  /** which canary: `~/.ssh/id_rsa`, `env:GITHUB_TOKEN`, … */
  id: string
  /** the unique secret value planted for this run */
  value: string
  /** where it is meant to go (a token); absent: nowhere, any destination is a leak */
  audience?: CanaryAudience
  /**
   * For a canary file: the spans of `value` that are secret material, each with its audience; only
   * windows inside one count. Absent: the whole content (a key file is secret throughout).
   */
  secrets?: SecretSpan[]
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
  /** where the secret the hit holds is meant to go (canary-audience.ts); absent: nowhere */
  audience?: CanaryAudience
}
