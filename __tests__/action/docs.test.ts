import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parse as parseYaml } from 'yaml'
import { REPO_ROOT } from './harness.js'

// docs/action.md documents the action's interface in two tables; this keeps them in step with action.yml.
// Expected format (first column = the name in backticks; a "Default" column is optional for inputs):
//
//   ## Inputs
//   | Input | Description | Default |
//   | --- | --- | --- |
//   | `command` | The server command … | |
//   | `fail-on` | … | `high` |
//
//   ## Outputs
//   | Output | Description |
//   | --- | --- |
//   | `verdict` | `pass` or `fail` … |

interface ActionYaml {
  inputs: Record<string, { default?: string }>
  outputs: Record<string, unknown>
}

function tableUnder(markdown: string, heading: string): { header: string[]; rows: string[][] } {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => line.trim() === heading)
  if (start < 0) throw new Error(`docs/action.md has no "${heading}" heading`)
  const table: string[][] = []
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,3} /.test(line)) break
    if (line.trim().startsWith('|')) table.push(splitRow(line))
    else if (table.length > 0) break
  }
  const [header, separator, ...rows] = table
  if (header === undefined || separator === undefined) throw new Error(`docs/action.md has no table under "${heading}"`)
  return { header: header.map((cell) => cell.toLowerCase()), rows }
}

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim())
}

function plain(cell: string): string {
  const text = cell.replace(/`/g, '').trim()
  return ['—', '-', '(none)', "''", '""'].includes(text) ? '' : text
}

const actionDoc = (): string => readFileSync(path.join(REPO_ROOT, 'docs', 'action.md'), 'utf8')
const action = (): ActionYaml => parseYaml(readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionYaml

describe('the inputs and outputs tables of docs/action.md', () => {
  it('list exactly the inputs of action.yml, with the same defaults', () => {
    const { header, rows } = tableUnder(actionDoc(), '## Inputs')
    const documented = rows.map((row) => plain(row[0] ?? ''))
    expect([...documented].sort()).toEqual(Object.keys(action().inputs).sort())
    const defaultColumn = header.indexOf('default')
    if (defaultColumn >= 0) {
      const defaults = Object.fromEntries(rows.map((row) => [plain(row[0] ?? ''), plain(row[defaultColumn] ?? '')]))
      const declared = Object.fromEntries(Object.entries(action().inputs).map(([name, input]) => [name, String(input.default ?? '')]))
      expect(defaults).toEqual(declared)
    }
  })

  it('list exactly the outputs of action.yml', () => {
    const { rows } = tableUnder(actionDoc(), '## Outputs')
    expect(rows.map((row) => plain(row[0] ?? '')).sort()).toEqual(Object.keys(action().outputs).sort())
  })
})
