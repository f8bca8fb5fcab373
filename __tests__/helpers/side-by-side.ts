// Audits that mostly wait on their server cost the suite wall time, not CPU: server-everything's
// long-running tool sleeps 10 s a call and its research tool 4 s, so its audit is idle for most of its
// length. A file's audits that are independent of each other (no shared state dir, working directory or
// fixture) start side by side in a beforeAll, at most `lanes` at a time, and each test awaits its own:
// the assertions are the same, only the waits overlap.

export interface SideBySide<K, R> {
  /** the run for `key`: a failure is reported by the test that awaits it */
  get(key: K): Promise<R>
  /** every run ended, failed or not (for an afterAll, so no audit outlives its file) */
  settled(): Promise<void>
}

/** Starts `run` for each key, in the order given, at most `lanes` at a time. */
export function sideBySide<K, R>(keys: readonly K[], lanes: number, run: (key: K) => Promise<R>): SideBySide<K, R> {
  const slots = new Map<K, { promise: Promise<R>; resolve: (result: R) => void; reject: (error: unknown) => void }>()
  for (const key of keys) {
    let resolve: (result: R) => void = () => undefined
    let reject: (error: unknown) => void = () => undefined
    const promise = new Promise<R>((yes, no) => {
      resolve = yes
      reject = no
    })
    // handled here so that a run failing before its test awaits it is not an unhandled rejection
    promise.catch(() => undefined)
    slots.set(key, { promise, resolve, reject })
  }
  let next = 0
  const lane = async (): Promise<void> => {
    while (next < keys.length) {
      const key = keys[next++] as K
      const slot = slots.get(key)
      await Promise.resolve()
        .then(() => run(key))
        .then(slot?.resolve, slot?.reject)
    }
  }
  const all = Promise.all(Array.from({ length: Math.min(lanes, keys.length) }, lane))
  return {
    get(key) {
      const slot = slots.get(key)
      if (slot === undefined) throw new Error(`sideBySide: no run for ${String(key)}`)
      return slot.promise
    },
    settled: () => all.then(() => undefined)
  }
}
