// Canaries found in what leaves a process (socket payloads, DNS names, a child's argv) → ObservedLeak
// entries, one per canary, channel, destination and call site; past the cap, destinations fold.
import type { ObservedLeak, Phase } from '../model/index.js'
import type { CanaryScanner } from './canary-index.js'
import { hitBytes } from './canary-match.js'
import { foldedDnsName, type ProfileLimits } from './fold.js'
import { callSiteKey } from './phase-clock.js'
import { Tally } from './tally.js'

export class LeakRecorder {
  private readonly leaks = new Tally<ObservedLeak>()
  /** canary files the server has read: from then on any piece of their content counts (the read is the link) */
  private readonly read = new Set<string>()

  private readonly wasRead = (id: string): boolean => this.read.has(id)

  /**
   * `matcher`: the run's tokens and the whole content of each canary file (fixed headers included).
   * `aggregated`: accesses recorded in aggregates, by profile section (shared with the other recorders).
   */
  constructor(
    private readonly matcher: CanaryScanner,
    private readonly limits: ProfileLimits,
    private readonly aggregated: Record<string, number>
  ) {}

  /** The server read the canary file `id` (`~/.ssh/id_rsa`). */
  fileRead(id: string): void {
    if (this.matcher.hasFile(id)) this.read.add(id)
  }

  scan(data: Buffer | string, via: ObservedLeak['via'], destination: string, phase: Phase, line: number): void {
    const hits = this.matcher.scan(data, this.wasRead)
    for (const hit of hits) {
      let to = destination
      let key = `${callSiteKey(phase)}\0${hit.canary}\0${via}\0${to}`
      if (!this.leaks.has(key) && this.leaks.size >= this.limits.leaks) {
        this.aggregated.leaks = (this.aggregated.leaks ?? 0) + 1
        to = via === 'dns' ? foldedDnsName(destination, this.leaks.size < 2 * this.limits.leaks ? 'top' : 'root') : '*'
        key = `${callSiteKey(phase)}\0${hit.canary}\0${via}\0${to}`
      }
      // an entry aggregating several payloads keeps the range of the first
      this.leaks.record(key, phase, line, () => ({
        canary: hit.canary,
        encoding: hit.encoding,
        via,
        destination: to,
        bytes: hitBytes(hit),
        phases: [],
        traceLines: []
      }))
    }
  }

  values(): ObservedLeak[] {
    return this.leaks.values()
  }
}
