import type { ObservedLeftover, Phase } from '../model/index.js'
import type { CloneEvent, ExecEvent, ExitEvent, OtherEvent } from '../trace/events.js'

// Which processes of the server's tree were still running once the server process itself had exited:
// detached with setsid, double-forked, or simply never stopped. strace -f keeps tracing them after the
// server is gone, until they exit or the audit kills them, and prints `+++ exited/killed +++` for each.

/**
 * How long a process must outlive the server to count as left behind. Processes that end with the
 * server (stopped by it, or by the same shutdown signal the audit sends the whole tree) end within
 * milliseconds; the audit's final SIGKILL comes seconds after the server's exit.
 */
export const OUTLIVED_MS = 1000
/** how long before the server's traced exit the kernel's teardown of its pid namespace may be traced */
export const TEARDOWN_MS = 100

interface ProcessRecord {
  pid: number
  /** thread-group id of the process that forked it */
  parent?: number | undefined
  cloneLine?: number
  clonePhase?: Phase
  executable?: string | undefined
  argv?: string[]
  execLine?: number
  setsidLine?: number
  exit?: ExitEvent
}

export class ProcessLifetimes {
  private readonly processes = new Map<number, ProcessRecord>()
  /** thread id → its process (thread-group id), for threads only */
  private readonly threadGroup = new Map<number, number>()
  private server: { pid: number; execLine: number } | null = null

  private record(pid: number): ProcessRecord {
    const tgid = this.threadGroup.get(pid) ?? pid
    let record = this.processes.get(tgid)
    if (!record) {
      record = { pid: tgid }
      this.processes.set(tgid, record)
    }
    return record
  }

  clone(event: CloneEvent, phase: Phase): void {
    const child = event.childPid
    if (child === null || child <= 0) return
    const caller = this.threadGroup.get(event.pid) ?? event.pid
    if (event.flags.includes('CLONE_THREAD')) {
      this.threadGroup.set(child, caller)
      // A thread's lines printed before its clone() returned were filed under its own tid.
      this.processes.delete(child)
      return
    }
    const record = this.record(child)
    record.parent = event.flags.includes('CLONE_PARENT') ? this.processes.get(caller)?.parent : caller
    record.cloneLine = event.line
    record.clonePhase = phase
    // Until it execs, a child runs its parent's program.
    const parent = this.processes.get(caller)
    if (record.argv === undefined && parent?.argv !== undefined) {
      record.argv = parent.argv
      record.executable = parent.executable
    }
  }

  /** `serverStart`: this exec started the audited server itself (see ProfileBuilder.recordExec). */
  exec(event: ExecEvent, executable: string, serverStart: boolean): void {
    if (event.ret !== 0) return
    const record = this.record(event.pid)
    record.executable = executable
    record.argv = event.argv
    record.execLine = event.line
    if (serverStart && this.server === null) this.server = { pid: record.pid, execLine: event.line }
  }

  setsid(event: OtherEvent): void {
    if (event.ret === null || event.ret <= 0) return
    const record = this.record(event.pid)
    record.setsidLine ??= event.line
  }

  exit(event: ExitEvent): void {
    if (this.threadGroup.has(event.pid)) return
    const record = this.record(event.pid)
    record.exit ??= event
  }

  /**
   * The first process of each subtree still running OUTLIVED_MS after the server process exited.
   * Nothing when the server's exit is not in the trace (the tracer was stopped first): then nothing
   * can be said about what outlived it.
   */
  leftovers(): ObservedLeftover[] {
    const server = this.server
    const serverExit = server ? this.processes.get(server.pid)?.exit : undefined
    if (!server || !serverExit) return []
    const afterServerMs = (exit: ExitEvent): number => Math.round(exit.time * 1000 - serverExit.time * 1000)
    // Still running when the server exited: it ended well after it, or was killed outright afterwards —
    // when the server is its pid namespace's main process, the kernel SIGKILLs what is left the moment
    // the server is gone (the audit's own shutdown sends SIGTERM, so that is not confused with this).
    // The kernel kills them while the init is exiting, so a detached (setsid) process's SIGKILL may be
    // traced just before the init's own exit line: within TEARDOWN_MS of it, it was still running.
    const detached = (record: ProcessRecord): boolean => this.chainBelowServer(record, server.pid)?.some((member) => member.setsidLine !== undefined) === true
    const outlived = (record: ProcessRecord): boolean =>
      record.exit === undefined ||
      afterServerMs(record.exit) >= OUTLIVED_MS ||
      (record.exit.signal === 'SIGKILL' && (record.exit.time >= serverExit.time || (afterServerMs(record.exit) >= -TEARDOWN_MS && detached(record))))
    const out: ObservedLeftover[] = []
    for (const record of this.processes.values()) {
      if (record.pid === server.pid || !outlived(record)) continue
      const chain = this.chainBelowServer(record, server.pid)
      if (!chain) continue
      const top = chain[chain.length - 1] as ProcessRecord
      // Forked by the server after it started: launch helpers of a wrapper are not the server's doing.
      if (top.cloneLine === undefined || top.cloneLine < server.execLine || top.clonePhase === undefined) continue
      const parent = record.parent === server.pid ? undefined : this.processes.get(record.parent as number)
      if (parent && outlived(parent)) continue // reported as part of its parent's subtree
      const setsid = chain.find((member) => member.setsidLine !== undefined)
      const parentGoneFirst = parent?.exit !== undefined && parent.exit.time <= serverExit.time
      const lines = [top.cloneLine, setsid?.setsidLine, record.execLine, record.exit?.line].filter((line): line is number => line !== undefined)
      out.push({
        pid: record.pid,
        executable: record.executable ?? '',
        argv: record.argv ?? [],
        detached: setsid ? 'setsid' : parentGoneFirst ? 'reparented' : 'outlived',
        endedBy: record.exit
          ? record.exit.signal
            ? `killed by ${record.exit.signal}`
            : `exited with ${record.exit.code ?? '?'}`
          : 'still running when the trace ended',
        endedAfterServerMs: record.exit ? Math.max(0, afterServerMs(record.exit)) : null,
        phases: [top.clonePhase],
        traceLines: [...new Set(lines)].sort((a, b) => a - b)
      })
    }
    return out.sort((a, b) => (a.traceLines[0] ?? 0) - (b.traceLines[0] ?? 0))
  }

  /** The record and its ancestors up to (not including) the server process; null when not the server's. */
  private chainBelowServer(record: ProcessRecord, serverPid: number): ProcessRecord[] | null {
    const chain: ProcessRecord[] = []
    let current: ProcessRecord | undefined = record
    while (current && chain.length < 1000) {
      chain.push(current)
      if (current.parent === serverPid) return chain
      current = current.parent === undefined ? undefined : this.processes.get(current.parent)
    }
    return null
  }
}
