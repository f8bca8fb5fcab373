/**
 * Promise.all that waits for every step to end before it rejects, and then rejects with the first
 * failure in the steps' order (not the first in time, so the same fault gives the same error every
 * run). A step still writing into the run directory when the audit removes it could leave a canary or a
 * key behind.
 */
export async function settleAll<T extends readonly unknown[]>(steps: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(steps)
  const failed = settled.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> }
}
