import type { CallRecord, Phase } from '../model/index.js'

// Behaviour is attributed to calls by time: the probe records each request's window in epoch ms and
// strace stamps each syscall in epoch seconds. A 1 ms margin absorbs the clocks' rounding.
const MARGIN_MS = 1

export class PhaseClock {
  private readonly calls: CallRecord[]

  /**
   * `installEndsAt`: epoch ms at which the package's lifecycle scripts (--install-scripts) handed over to
   * the server; earlier behaviour is phase `install`. Infinity while they still run, as the trace is read.
   */
  constructor(
    calls: readonly CallRecord[],
    private readonly shutdownAt: number,
    private readonly installEndsAt: () => number = () => -Infinity
  ) {
    this.calls = [...calls].sort((a, b) => a.startedAt - b.startedAt || a.id - b.id)
  }

  /** `time` is strace's epoch seconds; NaN (no timestamps) counts as startup. */
  phaseAt(time: number): Phase {
    if (Number.isNaN(time)) return { kind: 'startup' }
    const ms = time * 1000
    if (ms < this.installEndsAt()) return { kind: 'install' }
    if (ms > this.shutdownAt) return { kind: 'shutdown' }
    let current: CallRecord | undefined
    for (const call of this.calls) {
      if (call.startedAt - MARGIN_MS <= ms) current = call
      else break
    }
    if (!current) return { kind: 'startup' }
    return {
      kind: 'call',
      call: { id: current.id, kind: current.kind, name: current.name, iteration: current.iteration },
      afterResponse: ms > current.endedAt + MARGIN_MS
    }
  }
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
 * declared item (its repetitions and after-response time included).
 */
export function callSiteKey(phase: Phase): string {
  return phase.kind === 'call' ? `${phase.call.kind}\0${phase.call.name}` : phase.kind
}
