// One entry per key, each remembering the phases it was seen in and the trace lines that show it, both
// bounded: every recorder of the profile (files, network, DNS, processes, leaks, io_uring) keeps its
// entries in one of these.
import type { Phase } from '../model/index.js'
import { phaseKey } from './phase-clock.js'

export const MAX_TRACE_LINES = 20
export const MAX_PHASES = 10

export interface PhasesAndLines {
  phases: Phase[]
  traceLines: number[]
}

export class Tally<T extends PhasesAndLines> {
  private readonly tracked = new Map<string, { entry: T; phaseKeys: Set<string> }>()

  get size(): number {
    return this.tracked.size
  }

  has(key: string): boolean {
    return this.tracked.has(key)
  }

  /** The entry under `key` (made by `create` when there is none yet), noted as seen in `phase` at `line`. */
  record(key: string, phase: Phase, line: number, create: () => T): T {
    let tracked = this.tracked.get(key)
    if (!tracked) {
      tracked = { entry: create(), phaseKeys: new Set() }
      this.tracked.set(key, tracked)
    }
    const phaseId = phaseKey(phase)
    if (!tracked.phaseKeys.has(phaseId) && tracked.phaseKeys.size < MAX_PHASES) {
      tracked.phaseKeys.add(phaseId)
      tracked.entry.phases.push(phase)
    }
    const lines = tracked.entry.traceLines
    if (lines.includes(line)) return tracked.entry
    // The first lines, and the latest one in the last slot: where it started and how long it went on.
    if (lines.length < MAX_TRACE_LINES) lines.push(line)
    else if (line > lines[MAX_TRACE_LINES - 1]!) lines[MAX_TRACE_LINES - 1] = line
    return tracked.entry
  }

  values(): T[] {
    return [...this.tracked.values()].map((t) => t.entry)
  }
}
