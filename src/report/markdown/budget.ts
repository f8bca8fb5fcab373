// Fitting a Markdown document into a byte budget: GitHub drops a step summary over 1 MiB and rejects
// comments over 65,536 characters, and server text can be arbitrarily large, so every cuttable section
// is budgeted and cut with a note.

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/** A table (or list of blocks) whose rows may be cut to fit; the note says what was left out. */
export interface CuttableSection {
  before: string
  rows: string[]
  after: string
  note: (omitted: number, total: number) => string
  /** share of the budget reserved for this section before the first section takes the rest */
  share: number
}

export type Section = string | CuttableSection

const NOTE_RESERVE = 400

/**
 * Joins sections, cutting the rows of cuttable sections (each keeps its most important rows: they are
 * given in priority order) so the document stays within maxBytes.
 */
export function fitToBudget(sections: Section[], maxBytes: number): string {
  const cuttable = sections.filter((section): section is CuttableSection => typeof section !== 'string')
  const fixed = sections.reduce(
    (sum, section) => sum + (typeof section === 'string' ? bytes(section) : bytes(section.before) + bytes(section.after) + NOTE_RESERVE),
    0
  )
  let remaining = maxBytes - fixed
  const rowBytes = (section: CuttableSection): number[] => section.rows.map((row) => bytes(row) + 1)
  const sizes = new Map(cuttable.map((section) => [section, rowBytes(section)]))
  const taken = new Map(cuttable.map((section) => [section, 0]))

  const fill = (section: CuttableSection, allowance: number): number => {
    const rowSizes = sizes.get(section) ?? []
    let count = taken.get(section) ?? 0
    let used = 0
    while (count < rowSizes.length && used + (rowSizes[count] ?? 0) <= allowance) {
      used += rowSizes[count] ?? 0
      count += 1
    }
    taken.set(section, count)
    return used
  }
  // Sections after the first get a reserved share; the first (findings) takes what is left; then any
  // leftover goes round again in order.
  const reserved = new Map(
    cuttable.map((section) => {
      const total = (sizes.get(section) ?? []).reduce((sum, size) => sum + size, 0)
      return [section, Math.min(total, Math.max(0, remaining) * section.share)]
    })
  )
  const [first, ...others] = cuttable
  if (first) {
    const othersReserve = others.reduce((sum, section) => sum + (reserved.get(section) ?? 0), 0)
    remaining -= fill(first, Math.max(0, remaining - othersReserve))
  }
  for (const section of others) remaining -= fill(section, Math.max(0, Math.min(remaining, reserved.get(section) ?? 0)))
  for (const section of cuttable) remaining -= fill(section, Math.max(0, remaining))

  const out = sections
    .map((section) => {
      if (typeof section === 'string') return section
      const count = taken.get(section) ?? 0
      const rows = section.rows
        .slice(0, count)
        .map((row) => `${row}\n`)
        .join('')
      const omitted = section.rows.length - count
      return section.before + rows + section.after + (omitted > 0 ? section.note(omitted, section.rows.length) : '')
    })
    .join('')
  return bytes(out) <= maxBytes ? out : hardCut(out, maxBytes)
}

/** Last resort for a budget too small for the fixed parts: cut at a line and say so. */
function hardCut(text: string, maxBytes: number): string {
  const note = '\n\n> Cut to fit the size limit: `report.json` has everything.\n'
  const limit = Math.max(0, maxBytes - bytes(note))
  let cut = Buffer.from(text, 'utf8').subarray(0, limit).toString('utf8')
  // A partial multi-byte character decodes to U+FFFD; drop it along with the partial line.
  cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')))
  return bytes(cut + note) <= maxBytes ? cut + note : ''
}
