/** GitHub drops a step summary over 1 MiB entirely; stay well clear of it. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024
const HEADROOM_BYTES = 16 * 1024

/** How many bytes the rendered report may take, leaving room for our own notes. */
export function reportBudget(notes: readonly string[]): number {
  return SUMMARY_LIMIT_BYTES - HEADROOM_BYTES - notes.reduce((total, note) => total + Buffer.byteLength(note) + 1, 0)
}

/**
 * Appends our notes to the rendered report. The renderer already truncates to its budget; this is the
 * last guard, so a renderer bug can cost the tail of the report but never the whole summary.
 */
export function composeSummary(report: string, notes: readonly string[]): string {
  const tail = notes.length === 0 ? '' : `\n${notes.join('\n')}`
  const limit = SUMMARY_LIMIT_BYTES - HEADROOM_BYTES
  if (Buffer.byteLength(report) + Buffer.byteLength(tail) <= limit) return report + tail
  const note = '\n\n> [!WARNING]\n> The summary was cut to fit the 1 MiB limit; report.json has everything.\n'
  const budget = limit - Buffer.byteLength(note) - Buffer.byteLength(tail)
  const cut = Buffer.from(report)
    .subarray(0, Math.max(0, budget))
    .toString('utf8')
    .replace(/\uFFFD$/, '')
  // Cut at a line end so no table row or HTML tag is left half-written.
  const lastLine = cut.lastIndexOf('\n')
  return (lastLine > 0 ? cut.slice(0, lastLine) : cut) + note + tail
}

export interface SummaryWriter {
  addRaw(text: string, addEOL?: boolean): SummaryWriter
  write(): Promise<unknown>
}

export async function writeSummary(writer: SummaryWriter, text: string): Promise<void> {
  await writer.addRaw(text, true).write()
}
