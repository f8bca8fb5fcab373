import type { CallRecord, Phase } from '../model/index.js'
import type { SendEvent, TraceEvent } from '../trace/events.js'

// Behaviour is attributed to calls by time: the probe records each request's window in epoch ms and
// strace stamps each syscall in epoch seconds. A 1 ms margin absorbs the clocks' rounding.
//
// Time alone is not enough when calls follow each other within a millisecond (a surface over 500 items
// is called without pauses) or strace stamps a syscall late (a loaded machine): a read the last resource
// made landed on the template read after it, differently each run. So a clock that follows the trace
// (`follow`) also counts the bytes the server writes on its stdout, the MCP channel: the probe recorded
// where each call's answer ends in that stream (CallRecord.stdout), one request at a time. Whatever the
// trace shows before the write that completes a call's answer cannot belong to a later call, and
// whatever it shows after it is not during that call — whatever the timestamps say.
const MARGIN_MS = 1
/**
 * The stream overrides the time only this close to the call it points at: were the byte count ever
 * off (a writer the trace does not show), behaviour long after would not be pinned to one call.
 */
const STREAM_GUARD_MS = 10_000
/** Candidate channels (stdout sockets and pipes) counted before one is recognized as the MCP channel. */
const MAX_CANDIDATES = 64

interface Anchor {
  /** index into the sorted calls */
  index: number
  /** stdout byte count at the end of the call's answer */
  answeredAt: number
}

export class PhaseClock {
  private readonly calls: CallRecord[]
  private following: boolean
  /** calls with a known answer end, in call order */
  private readonly anchors: Anchor[] = []
  /** stdout byte counts the probe saw at a message boundary: a channel reaching one exactly is the MCP channel */
  private readonly boundaries = new Set<number>()
  private readonly candidates = new Map<string, number>()
  private channel: string | null = null
  private written = 0
  /** anchors whose answer the trace has shown complete */
  private passed = 0
  /** per passed anchor, the trace line of the write that completed its answer (non-decreasing) */
  private readonly passLines: number[] = []
  /** the trace line at which the channel was recognized: before it, only time counts */
  private recognizedAt = Infinity

  /**
   * `installEndsAt`: epoch ms at which the package's lifecycle scripts (--install-scripts) handed over to
   * the server; earlier behaviour is phase `install`. Infinity while they still run, as the trace is read.
   * `follow`: the clock is fed the trace in order (see()); phaseOf(event) answers for that event's place in
   * it, phaseAt(time) for the latest event seen.
   */
  constructor(
    calls: readonly CallRecord[],
    private readonly shutdownAt: number,
    private readonly installEndsAt: () => number = () => -Infinity,
    options: { follow?: boolean } = {}
  ) {
    this.calls = [...calls].sort((a, b) => a.startedAt - b.startedAt || a.id - b.id)
    this.following = options.follow ?? false
    let last = -1
    this.calls.forEach((call, index) => {
      if (!call.stdout) return
      this.boundaries.add(call.stdout.sentAt)
      const answeredAt = call.stdout.answeredAt
      // answers come one after the other: an end before the previous one is not to be trusted
      if (answeredAt === undefined || answeredAt < last) return
      last = answeredAt
      this.anchors.push({ index, answeredAt })
      this.boundaries.add(answeredAt)
    })
  }

  /** The next event of the trace, in order (a following clock only): counts the server's stdout writes. */
  see(event: TraceEvent): void {
    if (!this.following || this.anchors.length === 0 || event.type !== 'send' || event.ret === null || event.ret <= 0) return
    const key = stdoutChannel(event)
    if (key === null || (this.channel !== null && key !== this.channel)) return
    if (this.channel === null) {
      if (!this.candidates.has(key) && this.candidates.size >= MAX_CANDIDATES) return
      const total = (this.candidates.get(key) ?? 0) + event.ret
      this.candidates.set(key, total)
      // the channel is the one whose count lands exactly where the probe saw a message end
      if (!this.boundaries.has(total)) return
      this.channel = key
      this.candidates.clear()
      this.written = total
      this.recognizedAt = event.line
    } else this.written += event.ret
    while (this.passed < this.anchors.length && (this.anchors[this.passed] as Anchor).answeredAt <= this.written) {
      this.passed += 1
      this.passLines.push(Math.max(event.line, this.passLines[this.passLines.length - 1] ?? 0))
    }
  }

  /**
   * The phase of a traced event: by its time, corrected by the answers the trace had shown complete
   * before its line (so a recorder that places an event later, at a call's end, gets the same answer).
   */
  phaseOf(event: { time: number; line: number }): Phase {
    if (this.channel === null || event.line <= this.recognizedAt) return this.timePhase(event.time, null)
    let passed = 0
    let high = this.passLines.length
    while (passed < high) {
      const middle = (passed + high) >> 1
      if ((this.passLines[middle] as number) < event.line) passed = middle + 1
      else high = middle
    }
    return this.timePhase(event.time, passed)
  }

  /** From now on phaseAt is by time alone (the trace is read to its end). */
  stopFollowing(): void {
    this.following = false
  }

  /** `time` is strace's epoch seconds; NaN (no timestamps) counts as startup. */
  phaseAt(time: number): Phase {
    return this.timePhase(time, this.following && this.channel !== null ? this.passed : null)
  }

  /** `passed`: anchors answered at that point of the trace, or null for time alone. */
  private timePhase(time: number, passed: number | null): Phase {
    if (Number.isNaN(time)) return { kind: 'startup' }
    const ms = time * 1000
    if (ms < this.installEndsAt()) return { kind: 'install' }
    let index = -1
    let after = false
    if (ms <= this.shutdownAt) {
      for (let i = 0; i < this.calls.length; i++) {
        if ((this.calls[i] as CallRecord).startedAt - MARGIN_MS <= ms) index = i
        else break
      }
      if (index >= 0) after = ms > (this.calls[index] as CallRecord).endedAt + MARGIN_MS
    } else index = this.calls.length
    if (passed !== null) [index, after] = this.byStream(ms, index, after, passed)
    if (index >= this.calls.length) return { kind: 'shutdown' }
    if (index < 0) return { kind: 'startup' }
    const current = this.calls[index] as CallRecord
    return {
      kind: 'call',
      call: { id: current.id, kind: current.kind, name: current.name, iteration: current.iteration, ...(current.attack ? { attack: true as const } : {}) },
      afterResponse: after
    }
  }

  /** The time's answer (`index`: -1 startup, calls.length shutdown), corrected by the answers written so far. */
  private byStream(ms: number, index: number, after: boolean, passed: number): [number, boolean] {
    const unanswered = this.anchors[passed]
    if (unanswered && index > unanswered.index && ms <= (this.calls[unanswered.index] as CallRecord).endedAt + STREAM_GUARD_MS) {
      // the server has not finished answering this call: nothing it does yet belongs to a later one
      return [unanswered.index, false]
    }
    const answered = passed > 0 ? this.anchors[passed - 1] : undefined
    if (answered && (index < answered.index || (index === answered.index && !after))) {
      // its answer is written: what comes after it is not during it, nor in an earlier call
      if (ms >= (this.calls[answered.index] as CallRecord).startedAt - STREAM_GUARD_MS) return [answered.index, true]
    }
    return [index, after]
  }
}

/** The socket or pipe a write on fd 1 went to (unnamed: the stdio the server was given), or null. */
function stdoutChannel(event: SendEvent): string | null {
  if (event.fd.fd !== 1) return null
  const info = event.fd.info
  if (info?.kind === 'socket' && info.protocol.toUpperCase().startsWith('UNIX') && info.path === undefined && info.inode !== undefined)
    return `unix:${info.inode}`
  if (info?.kind === 'other' && /^pipe:\[\d+\]$/.test(info.raw)) return info.raw
  return null
}

export function phaseKey(phase: Phase): string {
  return phase.kind === 'call' ? `call:${phase.call.id}:${phase.afterResponse ? 'after' : 'during'}` : phase.kind
}

/** One call (its after-response time included), startup or shutdown. */
export function callKey(phase: Phase): string {
  return phase.kind === 'call' ? `call:${phase.call.id}` : phase.kind
}

/**
 * Where behaviour happened, at the granularity findings are reported: startup, shutdown, or one
 * declared item (its repetitions and after-response time included). Each attack call is a site of its
 * own: its behaviour is that attack's evidence, never mixed with the tool's ordinary calls.
 */
export function callSiteKey(phase: Phase): string {
  if (phase.kind !== 'call') return phase.kind
  return phase.call.attack ? `attack\0${phase.call.id}` : `${phase.call.kind}\0${phase.call.name}`
}
