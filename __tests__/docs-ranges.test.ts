import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { SETTING_RANGES } from '../src/settings/settings.js'

// README, docs/ and action.yml state the numeric settings' ranges in words; SETTING_RANGES is what the CLI
// and the action enforce. Each statement is read back and compared, so the two cannot drift apart.
const doc = (path: string): string[] => readFileSync(join(process.cwd(), path), 'utf8').split('\n')
const actionInputs = (parse(readFileSync(join(process.cwd(), 'action.yml'), 'utf8')) as { inputs: Record<string, { description: string }> }).inputs

const UNITS: Record<string, number> = { '': 1, K: 1024, KiB: 1024, M: 1024 * 1024, MiB: 1024 * 1024 }
const AMOUNT = String.raw`(\d+)\s?(KiB|MiB|K|M)?`

/** The first "A to B" on `line`, as numbers (with K/KiB, M/MiB multiplied out). */
function statedRange(line: string): { min: number; max: number } | null {
  const match = new RegExp(`${AMOUNT} to ${AMOUNT}\\b`).exec(line)
  if (match === null) return null
  const amount = (digits: string | undefined, unit: string | undefined): number => Number(digits) * UNITS[unit ?? '']!
  return { min: amount(match[1], match[2]), max: amount(match[3], match[4]) }
}

/** The one line of `lines` that starts with `start`. */
function lineStarting(lines: string[], start: string): string {
  const found = lines.filter((line) => line.trimStart().startsWith(start))
  expect(found).toHaveLength(1)
  return found[0]!
}

/** Every line of README and docs/*.md that starts with `start` (README's common options repeat some rows). */
function everyLineStarting(start: string): string[] {
  const files = ['README.md', ...readdirSync(join(process.cwd(), 'docs')).map((name) => join('docs', name))]
  return files.filter((file) => file.endsWith('.md')).flatMap((file) => doc(file).filter((line) => line.trimStart().startsWith(start)))
}

describe('ranges stated in README, docs/ and action.yml', () => {
  it.each([
    ['docs/cli.md, --timeout', () => lineStarting(doc('docs/cli.md'), '| `--timeout SECONDS` |'), SETTING_RANGES.timeoutSeconds],
    ['docs/cli.md, --calls', () => lineStarting(doc('docs/cli.md'), '| `--calls N` |'), SETTING_RANGES.callsPerTool],
    ['docs/cli.md, --capture-bytes', () => lineStarting(doc('docs/cli.md'), '| `--capture-bytes N` |'), SETTING_RANGES.captureBytes],
    ['docs/sandbox.md, the sink witness', () => lineStarting(doc('docs/sandbox.md'), '| **sink** (`observed.sink`'), SETTING_RANGES.captureBytes],
    ['docs/action.md, the capture-bytes input', () => lineStarting(doc('docs/action.md'), '| `capture-bytes` |'), SETTING_RANGES.captureBytes],
    ['action.yml, the capture-bytes input', () => actionInputs['capture-bytes']?.description ?? '', SETTING_RANGES.captureBytes]
  ])('%s equals SETTING_RANGES', (_where, line, range) => {
    expect(statedRange(line())).toEqual({ min: range.min, max: range.max })
  })

  it.each([
    ['--timeout', '| `--timeout SECONDS` |', SETTING_RANGES.timeoutSeconds],
    ['--calls', '| `--calls N` |', SETTING_RANGES.callsPerTool]
  ])('every row of %s in README and docs/ states the same range', (_flag, start, range) => {
    const rows = everyLineStarting(start)
    expect(rows.length).toBeGreaterThanOrEqual(2)
    for (const row of rows) expect(statedRange(row)).toEqual({ min: range.min, max: range.max })
  })

  it('reads 1K, 1 KiB and 16M as the bytes they are', () => {
    expect(statedRange('bytes, 1K to 16M (default')).toEqual({ min: 1024, max: 16 * 1024 * 1024 })
    expect(statedRange('(default 64 KiB, 1 KiB to 16 MiB, recorded')).toEqual({ min: 1024, max: 16 * 1024 * 1024 })
    expect(statedRange('per-call timeout, 1 to 3600 (default 15)')).toEqual({ min: 1, max: 3600 })
  })
})
