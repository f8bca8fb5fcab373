// The settle after each call's answer, on the trace and the sandbox's processes rather than a fixed pause.
// Over stdio the profile puts each event on its call by the call's answer position in the server's stdout
// (profile/phase-clock.ts): what the trace shows before the write that completes an answer is that call's,
// whatever its timestamp. So a call whose trace shows nothing but its answer needs no pause: the next call
// starts once strace has written the answer's line and the sandbox's processes have been idle for
// IDLE_MS since (every thread blocked: tree-activity.ts), with nothing new in the trace. What the settle
// is for is work a call sets going that goes on after its answer: a call whose trace shows anything else
// since its request (busy) keeps the next one waiting until the trace has been still for QUIET_MS and the
// processes idle, at most SETTLE_MS after the answer's line. Idleness counts a process that has work but
// no CPU as busy, so a loaded machine makes the wait longer, not the attribution wrong. Without positions
// (HTTP): the trace's quiet window after every call. Without a trace (an untraced pass) the quiet window
// is kept on what that pass's witnesses write as they see it (the sink's and the canary watch's logs) and
// on the processes: still for QUIET_MS and idle, as after a busy traced call. What such a pass compares
// is keyed without timing (passes/witness-keys.ts), so the wait only keeps a call's after-work in its own
// window; a fixed pause of SETTLE_MS after every call (22 calls of the honest target: over a second a
// pass) only when a log cannot be watched.
import { closeSync, fstatSync, openSync, readSync, watch, type FSWatcher } from 'node:fs'
import type { CallRecord } from '../model/index.js'
import { SETTLE_MS } from '../probe/session.js'
import { idleBetween, type TreeActivity, type TreeReading } from '../sandbox/tree-activity.js'
import { TraceTail } from '../trace/trace-tail.js'

/** How long a busy trace must stay still before the next call starts. */
export const QUIET_MS = 10
/** How long the sandbox's processes must stay idle, with the trace still, before the next call starts. */
export const IDLE_MS = 2
/** Past this much new trace at once the tail is no longer read (a server that busy gets the quiet window after every call). */
const MAX_READ_BYTES = 4 << 20
/** what whileWaiting leaves of a quiet window's first QUIET_MS, for the events that came meanwhile */
const WAIT_MARGIN_MS = 2
/** what whileWaiting leaves of an idle wait */
const IDLE_MARGIN_MS = 0.5

export interface TraceSettle {
  /** Waits after `call`'s answer until the server is done with it, as far as the trace and its processes tell. */
  settle: (call?: Pick<CallRecord, 'stdout'>) => Promise<void>
  close: () => void
}

/**
 * `processes`: the sandbox's process tree (sandbox/tree-activity.ts), walked again when the trace shows a
 * process start or end (at every reading, without a trace); null, or unreadable, the waits are by time
 * alone. `whileWaiting(deadline)`: the audit's own work, done in the waits (the canary index is built
 * there); trace growth meanwhile is seen when it ends. `witnessLogs`: without a trace, the files whose
 * growth a call's after-work shows (each must exist).
 */
export function settleOnTrace(
  tracePath: string | null,
  processes: TreeActivity | null,
  whileWaiting: (deadline: number) => unknown,
  witnessLogs: readonly string[] = []
): TraceSettle {
  const reader = tracePath === null ? null : openTail(tracePath)
  let walkedAt = NaN
  /** The tree's counter, walked again when the trace shows a process started or ended since (always, without a trace). */
  const activity = (): TreeReading | null => {
    if (!processes) return null
    reader?.read()
    const changes = reader?.tail.processChanges ?? NaN
    if (changes !== walkedAt) processes.walk()
    walkedAt = changes
    return processes.read()
  }
  let lastGrowth = 0
  let wake: (() => void) | null = null
  const watchers = watchAll(reader ? [reader.path] : tracePath === null ? witnessLogs : [], () => {
    lastGrowth = performance.now()
    wake?.()
  })
  /** Resolves at the trace's next growth (`early`), or after `ms`. */
  const waitFor = (ms: number, early = true): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(done, Math.max(0, ms))
      function done(): void {
        clearTimeout(timer)
        wake = null
        resolve()
      }
      if (early) wake = done
    })

  /** Until the processes have been idle for IDLE_MS with the trace still meanwhile ('idle'), the trace grows, or `deadline` passes. */
  const idleOrGrowth = async (deadline: number): Promise<'idle' | 'grew' | 'deadline'> => {
    for (;;) {
      const before = activity()
      const from = performance.now()
      // the audit's own work in the wait: this process is not the sandbox, its CPU is not the tree's activity
      whileWaiting(from + IDLE_MS - IDLE_MARGIN_MS)
      await waitFor(IDLE_MS - (performance.now() - from), false)
      if (lastGrowth >= from) return performance.now() >= deadline ? 'deadline' : 'grew'
      if (before === null || idleBetween(before, activity())) return 'idle'
      if (performance.now() >= deadline) return 'deadline'
    }
  }

  /** Until the trace has not grown for QUIET_MS (counted from `from` at the earliest) and the processes are idle, at most SETTLE_MS after `from`. */
  const quietWindow = async (from: number): Promise<void> => {
    const deadline = from + SETTLE_MS
    whileWaiting(from + QUIET_MS - WAIT_MARGIN_MS)
    if (!watchers) return void (await waitFor(deadline - performance.now(), false))
    for (;;) {
      const now = performance.now()
      if (now >= deadline) break
      const still = now - Math.max(lastGrowth, from)
      if (still < QUIET_MS) await waitFor(Math.min(QUIET_MS - still, deadline - now) + 0.5, false)
      else if ((await idleOrGrowth(deadline)) !== 'grew') break
    }
    reader?.read()
  }

  const settle = async (call?: Pick<CallRecord, 'stdout'>): Promise<void> => {
    const answeredAt = performance.now()
    const stdout = call?.stdout
    if (!reader || !watchers || stdout?.answeredAt === undefined) return quietWindow(answeredAt)
    const position = { sentAt: stdout.sentAt, answeredAt: stdout.answeredAt }
    const { tail } = reader
    tail.expect(position)
    const busy = (): boolean => !reader.read() || tail.busy
    // strace writes the answer's line once the write has returned, maybe after the client has read it
    while (tail.answered < position.answeredAt) {
      if (busy()) return quietWindow(answeredAt)
      if (tail.answered >= position.answeredAt) break
      // still for QUIET_MS without the answer's line (a channel the tail did not recognize): the quiet window
      const still = performance.now() - Math.max(lastGrowth, answeredAt)
      if (still >= QUIET_MS) return quietWindow(answeredAt)
      await waitFor(QUIET_MS - still)
    }
    const shownAt = performance.now()
    if (busy()) return quietWindow(shownAt)
    const deadline = shownAt + SETTLE_MS
    while ((await idleOrGrowth(deadline)) === 'grew') if (busy()) return quietWindow(shownAt)
    if (busy()) return quietWindow(shownAt)
  }
  return {
    settle,
    close: () => {
      for (const watcher of watchers ?? []) watcher.close()
      reader?.close()
    }
  }
}

/** A watcher on each path, calling `grew` at any change; null if there is none or one cannot be watched (the waits are then by time). */
function watchAll(paths: readonly string[], grew: () => void): FSWatcher[] | null {
  const watchers: FSWatcher[] = []
  try {
    for (const path of paths) {
      const watcher = watch(path, { persistent: false }, grew)
      watchers.push(watcher)
      watcher.on('error', () => undefined)
    }
  } catch {
    for (const watcher of watchers) watcher.close()
    return null
  }
  return watchers.length > 0 ? watchers : null
}

/** trace.log read from where the last read ended, into a TraceTail; read() is false once the tail is given up. */
function openTail(path: string): { path: string; tail: TraceTail; read: () => boolean; close: () => void } | null {
  let fd: number
  try {
    fd = openSync(path, 'r')
  } catch {
    return null
  }
  const tail = new TraceTail()
  let offset = 0
  let lost = false
  const read = (): boolean => {
    if (lost) return false
    try {
      const length = fstatSync(fd).size - offset
      if (length > MAX_READ_BYTES) lost = true
      if (lost || length <= 0) return !lost
      const buffer = Buffer.allocUnsafe(length)
      const got = readSync(fd, buffer, 0, length, offset)
      offset += got
      // strace escapes every byte outside printable ASCII: one byte, one character
      tail.feed(buffer.toString('latin1', 0, got))
    } catch {
      lost = true
    }
    return !lost
  }
  return { path, tail, read, close: () => closeSync(fd) }
}
