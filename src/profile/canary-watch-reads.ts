import type { CallRecord, Observed, ObservedFile } from '../model/index.js'
import type { Canary } from './canary-match.js'
import { callKey, PhaseClock } from './phase-clock.js'

// The canary watch's reads (inotify on the canary home) that the trace does not show in the same call
// become file reads of their own, marked as seen by that witness: the rules then judge them like any
// read of a canary file, and the sink's matching counts the file's pieces from that call on.

// The watch hears of a read later than it happened (inotifywait, then the init, then the auditor): a
// record up to this long after a traced read of the same file, in a call that had not yet ended this
// long before, is that read, not a new one in whichever call was running when the record arrived.
// Measured: 20–40 ms on an idle machine; the bound leaves room for a loaded one, and a record later
// than that after the call ended is a read of its own (io_uring, say) in the call it came in.
export const WATCH_LAG_MS = 1_000

export const CANARY_WATCH_VIA = "the kernel's inotify on the canary home (no syscall in the trace shows it)"

export function witnessOnlyReads(
  observed: Pick<Observed, 'files'>,
  /** the watch's records (sandbox/canary-watch.ts): when, and the path relative to the canary home */
  records: readonly { at: number; path: string }[],
  canaryFiles: readonly Canary[],
  home: string,
  calls: readonly CallRecord[],
  shutdownAt: number,
  /** when the traced lifecycle scripts ended (--install-scripts): reads before it are phase install */
  installEndsAt?: () => number
): ObservedFile[] {
  const canaryIds = new Set(canaryFiles.map((file) => file.id))
  const traced = new Set<string>()
  for (const file of observed.files) {
    if (file.access !== 'read' || !file.succeeded || file.homePath === undefined) continue
    for (const phase of file.phases) traced.add(`${file.homePath}\0${callKey(phase)}`)
  }
  const clock = new PhaseClock([...calls], shutdownAt, installEndsAt)
  const reads = new Map<string, ObservedFile>()
  for (const record of records) {
    const homePath = `~/${record.path}`
    if (!canaryIds.has(homePath)) continue
    const phase = clock.phaseAt(record.at / 1000)
    if (traced.has(`${homePath}\0${callKey(phase)}`)) continue
    if (heardLate(record.at, homePath, traced, calls, installEndsAt?.() ?? -Infinity)) continue
    let read = reads.get(homePath)
    if (!read) {
      read = {
        path: `${home}/${record.path}`,
        homePath,
        access: 'read',
        via: CANARY_WATCH_VIA,
        witness: 'canary-watch',
        succeeded: true,
        category: 'canary-home',
        noise: false,
        count: 0,
        phases: [],
        traceLines: []
      }
      reads.set(homePath, read)
    }
    read.count += 1
    if (!read.phases.some((seen) => callKey(seen) === callKey(phase))) read.phases.push(phase)
  }
  return [...reads.values()]
}

/**
 * A traced read of the file in a phase that ran within WATCH_LAG_MS before the record arrived: the
 * lifecycle scripts (a script reads a key and exits, and the server starts before the record comes),
 * startup, or a call.
 */
function heardLate(at: number, homePath: string, traced: ReadonlySet<string>, calls: readonly CallRecord[], installEndsAt: number): boolean {
  const since = at - WATCH_LAG_MS
  if (traced.has(`${homePath}\0install`) && installEndsAt >= since) return true
  if (traced.has(`${homePath}\0startup`) && calls.every((call) => call.startedAt >= since)) return true
  return calls.some((call) => call.startedAt <= at && call.endedAt >= since && traced.has(`${homePath}\0call:${call.id}`))
}
