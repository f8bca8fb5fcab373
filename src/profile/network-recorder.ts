// Connects and sends → ObservedNetwork entries, one per destination and call site; past the cap, ports
// fold away, then addresses (`*`).
import type { ObservedNetwork } from '../model/index.js'
import type { ProfileLimits } from './fold.js'
import { isLoopbackAddress } from './net-address.js'
import { callSiteKey, type PhaseClock } from './phase-clock.js'
import type { Destination } from './socket-table.js'
import { Tally } from './tally.js'

export class NetworkRecorder {
  private readonly network = new Tally<ObservedNetwork>()

  /** `aggregated`: accesses recorded in aggregates, by profile section (shared with the other recorders) */
  constructor(
    private readonly clock: PhaseClock,
    private readonly limits: ProfileLimits,
    private readonly aggregated: Record<string, number>
  ) {}

  record(dest: Destination, syscall: string, succeeded: boolean, bytes: number, event: { line: number; time: number }): void {
    const phase = this.clock.phaseOf(event)
    const site = callSiteKey(phase)
    let key = `${site}\0${dest.family}\0${dest.protocol}\0${dest.address}\0${dest.port ?? ''}`
    if (!this.network.has(key) && this.network.size >= this.limits.network) {
      // Past the cap: one entry per address (ports folded away), then one per family and protocol.
      this.aggregated.network = (this.aggregated.network ?? 0) + 1
      dest = { family: dest.family, protocol: dest.protocol, address: dest.address }
      key = `${site}\0${dest.family}\0${dest.protocol}\0${dest.address}\0`
      if (!this.network.has(key) && this.network.size >= 2 * this.limits.network) {
        dest = { ...dest, address: '*' }
        key = `${site}\0${dest.family}\0${dest.protocol}\0*\0`
      }
    }
    const entry = this.network.record(key, phase, event.line, () => {
      const made: ObservedNetwork = {
        family: dest.family,
        protocol: dest.protocol,
        address: dest.address,
        loopback: dest.family === 'unix' || isLoopbackAddress(dest.address),
        syscall,
        succeeded,
        bytesSent: 0,
        hostnames: [],
        count: 0,
        phases: [],
        traceLines: []
      }
      if (dest.port !== undefined) made.port = dest.port
      return made
    })
    entry.count += 1
    entry.succeeded ||= succeeded
    entry.bytesSent += bytes
  }

  values(): ObservedNetwork[] {
    return this.network.values()
  }
}
