import { readFile } from 'node:fs/promises'
import { z } from 'zod'

// The canary watch's log (canary-watch.jsonl), as the init writes it (canary-watch.ts) and the auditor reads
// it back. Apart from the watch itself: the init's start evaluates no zod (init-main.ts).

export const CanaryWatchRecordSchema = z.object({
  at: z.number().describe('Epoch milliseconds the init heard of it'),
  event: z.enum(['read-only-open', 'access']),
  /** relative to the canary home */
  path: z.string()
})
export type CanaryWatchRecord = z.infer<typeof CanaryWatchRecordSchema>

/** The watch's records (canary-watch.jsonl), read back after the audit; torn or foreign lines are skipped. */
export async function readCanaryWatchLog(path: string): Promise<CanaryWatchRecord[]> {
  const text = await readFile(path, 'utf8').catch(() => '')
  const records: CanaryWatchRecord[] = []
  for (const line of text.split('\n')) {
    if (line === '') continue
    try {
      const parsed = CanaryWatchRecordSchema.safeParse(JSON.parse(line))
      if (parsed.success) records.push(parsed.data)
    } catch {
      // a torn last line
    }
  }
  return records
}
