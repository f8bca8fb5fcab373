// Canaries found in what leaves a process (socket payloads, DNS names, a child's argv) → ObservedLeak
// entries, one per canary, channel, destination and call site; past the cap, destinations fold.
import type { ObservedLeak, Phase } from '../model/index.js'
import type { SendPayload } from '../trace/events.js'
import type { CanaryIndex } from './canary-index.js'
import { hitBytes, type CanaryHit } from './canary-match.js'
import { CanaryScanQueue } from './canary-scan-queue.js'
import { foldedDnsName, type ProfileLimits } from './fold.js'
import { callSiteKey } from './phase-clock.js'
import { Tally } from './tally.js'

interface ScanSite {
  via: ObservedLeak['via']
  destination: string
  phase: Phase
  line: number
}

export class LeakRecorder {
  private readonly leaks = new Tally<ObservedLeak>()
  /** matched inline, or on a worker thread in a busy trace: the hits come back in scan order */
  private readonly scans: CanaryScanQueue<ScanSite>
  private recorded = false

  /**
   * `matcher`: the run's tokens and the whole content of each canary file (fixed headers included).
   * `aggregated`: accesses recorded in aggregates, by profile section (shared with the other recorders).
   * `workerPath`: CanaryScanQueue's worker (null: every payload is matched on this thread).
   */
  constructor(
    matcher: CanaryIndex,
    private readonly limits: ProfileLimits,
    private readonly aggregated: Record<string, number>,
    workerPath: string | null = null
  ) {
    this.scans = new CanaryScanQueue(matcher, { workerPath })
  }

  /** The server read the canary file `id` (`~/.ssh/id_rsa`): from then on any piece of its content counts (the read is the link). */
  fileRead(id: string): void {
    this.scans.fileRead(id)
  }

  scan(data: Buffer | string, via: ObservedLeak['via'], destination: string, phase: Phase, line: number): void {
    this.scans.scan(data, { via, destination, phase, line })
  }

  /** A socket payload, passed on still encoded when it was never decoded. */
  scanPayload(payload: SendPayload, destination: string, phase: Phase, line: number): void {
    this.scans.scanPayload(payload, { via: 'socket', destination, phase, line })
  }

  /** Waits for the scans on the worker (none when the trace was small), and stops it. */
  settle(): Promise<void> {
    return this.scans.settle()
  }

  /** Payload bytes matched, and how many of them on the worker. */
  get scanStats(): CanaryScanQueue<ScanSite>['stats'] {
    return this.scans.stats
  }

  /** Stops the worker, if any, without waiting for it (an audit that failed). */
  close(): void {
    this.scans.close()
  }

  values(): ObservedLeak[] {
    // recorded in scan order, wherever each scan ran: the cap folds the same destinations as inline matching would
    if (!this.recorded) {
      this.recorded = true
      for (const { tag, hits } of this.scans.hitsInOrder()) this.record(tag, hits)
    }
    return this.leaks.values()
  }

  private record({ via, destination, phase, line }: ScanSite, hits: CanaryHit[]): void {
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
        ...(hit.audience ? { audience: hit.audience } : {}),
        phases: [],
        traceLines: []
      }))
    }
  }
}
