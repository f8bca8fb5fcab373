// Canaries found in what leaves a process (socket payloads, DNS names, a child's argv) → ObservedLeak
// entries, one per canary, channel, destination and call site; past the cap, destinations fold.
import type { ObservedLeak, Phase } from '../model/index.js'
import type { CanaryMatcher } from './canary-match.js'
import { foldedDnsName, type ProfileLimits } from './fold.js'
import { callSiteKey } from './phase-clock.js'
import { Tally } from './tally.js'

export class LeakRecorder {
  private readonly leaks = new Tally<ObservedLeak>()
  /** canary files the server has read: from then on any piece of their content counts (the read is the link) */
  private readonly read = new Set<string>()

  /**
   * `aggregated`: accesses recorded in aggregates, by profile section (shared with the other recorders).
   * `contents`: per canary file, a matcher of its whole content (fixed headers included).
   */
  constructor(
    private readonly matcher: CanaryMatcher,
    private readonly limits: ProfileLimits,
    private readonly aggregated: Record<string, number>,
    private readonly contents: ReadonlyMap<string, CanaryMatcher> = new Map()
  ) {}

  /** The server read the canary file `id` (`~/.ssh/id_rsa`). */
  fileRead(id: string): void {
    if (this.contents.has(id)) this.read.add(id)
  }

  scan(data: Buffer | string, via: ObservedLeak['via'], destination: string, phase: Phase, line: number): void {
    const hits = this.matcher.scan(data)
    for (const id of this.read) {
      if (hits.some((hit) => hit.canary === id)) continue
      hits.push(...(this.contents.get(id)?.scan(data) ?? []))
    }
    for (const hit of hits) {
      let to = destination
      let key = `${callSiteKey(phase)}\0${hit.canary}\0${via}\0${to}`
      if (!this.leaks.has(key) && this.leaks.size >= this.limits.leaks) {
        this.aggregated.leaks = (this.aggregated.leaks ?? 0) + 1
        to = via === 'dns' ? foldedDnsName(destination, this.leaks.size < 2 * this.limits.leaks ? 'top' : 'root') : '*'
        key = `${callSiteKey(phase)}\0${hit.canary}\0${via}\0${to}`
      }
      this.leaks.record(key, phase, line, () => ({ canary: hit.canary, encoding: hit.encoding, via, destination: to, phases: [], traceLines: [] }))
    }
  }

  values(): ObservedLeak[] {
    return this.leaks.values()
  }
}
