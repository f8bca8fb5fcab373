import type { Coverage } from '../model/index.js'

// Coverage in words, for every renderer (each neutralizes: item names are the server's).

/** One line per item that was called and never succeeded: its success path was not observed. */
export function unreachedLines(coverage: Coverage): string[] {
  return coverage.items
    .filter((item) => item.attempts > 0 && item.ok === 0)
    .map((item) => `${item.name}: 0 of ${item.attempts} call${item.attempts === 1 ? '' : 's'} succeeded — its success path was not observed`)
}

/** "12 of 14 items (85%) reached a successful call", with the gate when there is one. */
export function coverageSentence(coverage: Coverage): string {
  const succeeded = coverage.items.filter((item) => item.ok > 0).length
  const totals = coverage.totals ?? {
    items: coverage.items.length,
    succeeded,
    percent: coverage.items.length === 0 ? 100 : Math.floor((100 * succeeded) / coverage.items.length)
  }
  const gate = coverage.minPercent !== undefined ? ` (--min-coverage ${coverage.minPercent}%)` : ''
  return `Coverage: ${totals.succeeded} of ${totals.items} items (${totals.percent}%) reached a successful call${gate}`
}

/** The never-succeeded items as a short Markdown list (names as inline code, at most 20). */
export function unreachedMarkdown(coverage: Coverage, code: (text: string, max: number) => string): string {
  const items = coverage.items.filter((item) => item.attempts > 0 && item.ok === 0)
  if (items.length === 0) return ''
  const shown = items.slice(0, 20).map((item) => `- ${code(item.name, 60)}: 0 of ${item.attempts} calls succeeded — its success path was not observed`)
  return `\n\n${shown.join('\n')}${items.length > 20 ? `\n- … and ${items.length - 20} more` : ''}`
}
