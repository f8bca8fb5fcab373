// Checks every Markdown renderer's output must pass.

/** Pipes that delimit cells: not preceded by an odd number of backslashes. */
export function cellDelimiters(row: string): number {
  return (row.match(/(?<!\\)(?:\\\\)*\|/g) ?? []).length
}

/** Every Markdown table: its header's delimiter count must hold for every row until the table ends. */
export function expectWellFormedTables(markdown: string): void {
  const lines = markdown.split('\n')
  let expected: number | undefined
  for (const [index, line] of lines.entries()) {
    if (!line.startsWith('|')) {
      expected = undefined
      continue
    }
    if (expected === undefined && /^\|( ?-+:? ?\|)+$/.test(lines[index + 1] ?? '')) expected = cellDelimiters(line)
    expect({ line, count: cellDelimiters(line) }).toEqual({ line, count: expected })
  }
}

/** Markdown with inline code spans removed: GitHub renders their content as literal text. */
export function outsideCode(markdown: string): string {
  return markdown.replace(/(`+)diff\n[\s\S]*?\n\1\n/g, '').replace(/`[^`\n]+`/g, '')
}
