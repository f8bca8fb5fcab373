// Layer 2: joins `name(args <unfinished ...>` with the same pid's later `<... name resumed>rest) = ret`.
// strace prints at most one call in flight per pid, so one pending entry per pid bounds memory; a cap on
// the number of pids keeps a fork storm that dies mid-call from growing the table without limit.
import type { ExitRecord, RawRecord, UnfinishedRecord } from './parse-line.js'

/** A complete call, possibly joined from two lines. */
export interface StitchedCall {
  /** line of the call's entry (the `<unfinished ...>` line when split) */
  line: number
  pid: number | null
  /** time of the call's entry */
  time: number
  name: string
  args: string
  /** raw return text; `?` when no return was seen */
  ret: string
}

export interface StitchSink {
  call(call: StitchedCall): void
  exit(record: ExitRecord, line: number): void
  /** a line that could not be paired (the call, when its entry is known, is still passed to `call`) */
  unmatched(line: number, text: string): void
}

interface Pending {
  record: UnfinishedRecord
  line: number
  text: string
}

const NO_PID = -1

export class CallStitcher {
  private readonly pending = new Map<number, Pending>()

  constructor(
    private readonly sink: StitchSink,
    private readonly maxPending = 65536
  ) {}

  push(record: RawRecord, line: number, text: string): void {
    switch (record.kind) {
      case 'syscall':
        this.sink.call({ line, pid: record.pid, time: record.time, name: record.name, args: record.args, ret: record.ret })
        return
      case 'unfinished': {
        const key = record.pid ?? NO_PID
        const stale = this.pending.get(key)
        if (stale) {
          this.pending.delete(key)
          this.abandon(stale)
        } else if (this.pending.size >= this.maxPending) {
          const oldest = this.pending.entries().next().value
          if (oldest) {
            this.pending.delete(oldest[0])
            this.abandon(oldest[1])
          }
        }
        this.pending.set(key, { record, line, text })
        return
      }
      case 'resumed': {
        const key = record.pid ?? NO_PID
        const entry = this.pending.get(key)
        if (!entry || entry.record.name !== record.name) {
          this.sink.unmatched(line, text)
          return
        }
        this.pending.delete(key)
        const start = entry.record
        this.sink.call({
          line: entry.line,
          pid: start.pid,
          time: start.time,
          name: start.name,
          args: start.args + record.args,
          ret: record.ret
        })
        return
      }
      case 'exit': {
        const entry = this.pending.get(record.pid ?? NO_PID)
        if (entry) {
          this.pending.delete(record.pid ?? NO_PID)
          this.abandon(entry)
        }
        this.sink.exit(record, line)
        return
      }
      case 'signal':
      case 'note':
        return
    }
  }

  /** End of trace: calls still waiting for their return are reported with an unknown return. */
  finish(): void {
    const left = [...this.pending.values()].sort((a, b) => a.line - b.line)
    this.pending.clear()
    for (const entry of left) this.abandon(entry)
  }

  // The entry half alone still tells what was attempted (a connect's address, an execve's argv), so it
  // becomes a call with an unknown return rather than being dropped; the line is also reported.
  private abandon(entry: Pending): void {
    this.sink.unmatched(entry.line, entry.text)
    const r = entry.record
    this.sink.call({ line: entry.line, pid: r.pid, time: r.time, name: r.name, args: r.args, ret: '?' })
  }
}
