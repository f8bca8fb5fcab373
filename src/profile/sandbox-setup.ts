import { posix } from 'node:path'
import type { TraceEvent } from '../trace/events.js'

// strace traces bwrap too: it creates mount points, writes its uid map, searches for the server's
// executable. That is the sandbox's doing, not the server's. Every process that exists before the
// first successful exec of a program other than bwrap is bwrap's (the server does not exist yet), so
// their events are dropped; the process that execs the server is the server from that exec on, and
// every process that appears later is the server's. A later exec of bwrap by the server is judged like
// any other program.

const HELPER = 'bwrap'

export class SandboxSetupFilter {
  private readonly setupPids = new Set<number>()
  private serverPid: number | null = null

  constructor(private readonly enabled: boolean) {}

  /** Whether `event` belongs to the server (and goes on to the profile). */
  keep(event: TraceEvent): boolean {
    if (!this.enabled) return true
    if (this.serverPid === null) {
      if (event.type === 'exec' && event.ret === 0 && posix.basename(event.path) !== HELPER) {
        this.serverPid = event.pid
        return true
      }
      this.setupPids.add(event.pid)
      return false
    }
    return event.pid === this.serverPid || !this.setupPids.has(event.pid)
  }
}
