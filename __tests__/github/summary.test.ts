import { describe, expect, it } from '@jest/globals'
import { composeSummary, reportBudget, SUMMARY_LIMIT_BYTES, writeSummary, type SummaryWriter } from '../../src/github/summary.js'

describe('composeSummary', () => {
  it('appends the notes to the report when it fits', () => {
    expect(composeSummary('## mcp-behave: pass\n', ['> note'])).toBe('## mcp-behave: pass\n\n> note')
    expect(composeSummary('## mcp-behave: pass\n', [])).toBe('## mcp-behave: pass\n')
  })

  it('cuts an oversized report at a line end, says so, and keeps the notes', () => {
    const row = '| high | file-read | format_note | reads ~/.ssh/id_rsa |\n'
    const huge = row.repeat(Math.ceil((2 * SUMMARY_LIMIT_BYTES) / row.length))
    const summary = composeSummary(huge, ['> [!NOTE]\n> 3 more'])
    expect(Buffer.byteLength(summary)).toBeLessThan(SUMMARY_LIMIT_BYTES)
    expect(summary.endsWith('> The summary was cut to fit the 1 MiB limit; report.json has everything.\n\n> [!NOTE]\n> 3 more')).toBe(true)
    const body = summary.slice(0, summary.indexOf('\n\n> [!WARNING]'))
    expect(body.split('\n').every((line) => line === row.trimEnd())).toBe(true)
  })

  it('gives the renderer a budget that leaves room for the notes', () => {
    expect(reportBudget([])).toBe(SUMMARY_LIMIT_BYTES - 16 * 1024)
    expect(reportBudget(['12345'])).toBe(SUMMARY_LIMIT_BYTES - 16 * 1024 - 6)
  })
})

describe('writeSummary', () => {
  it('appends the text once and writes', async () => {
    const added: string[] = []
    let writes = 0
    const writer: SummaryWriter = {
      addRaw(text) {
        added.push(text)
        return writer
      },
      write() {
        writes += 1
        return Promise.resolve()
      }
    }
    await writeSummary(writer, 'text')
    expect([added, writes]).toEqual([['text'], 1])
  })
})
