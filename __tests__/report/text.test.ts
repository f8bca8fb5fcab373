import { renderTextReport } from '../../src/report/text.js'
import { expectGolden, loadReport } from './report-fixtures.js'

describe('renderTextReport', () => {
  it('renders the leaky report (golden)', () => {
    const text = renderTextReport(loadReport('leaky'), {
      color: false,
      files: { trace: '/tmp/mcp-behave-out/trace.log', report: '/tmp/mcp-behave-out/report.json' }
    })
    expectGolden('leaky.text.golden.txt', text)
  })

  it('colours severity marks and the verdict only when asked', () => {
    const report = loadReport('leaky')
    const colored = renderTextReport(report, { color: true })
    expectGolden('leaky.text-color.golden.txt', colored)
    expect(colored).toContain('\u001b[1;31mCRIT\u001b[0m')
    expect(renderTextReport(report, { color: false })).not.toContain('\u001b')
  })

  it('says plainly that the honest server deviated from nothing (golden)', () => {
    const text = renderTextReport(loadReport('honest'), { color: false })
    expectGolden('honest.text.golden.txt', text)
    expect(text).toContain('No declared-vs-observed deviations')
    expect(text).toContain('PASS: no finding at or above high')
  })

  it('leaves nothing in hostile server text that the runner or terminal would act on', () => {
    const text = renderTextReport(loadReport('injection'), { color: true })
    expectGolden('injection.text.golden.txt', text)
    for (const line of text.split('\n')) {
      expect(line.trimStart().startsWith('::')).toBe(false)
    }
    expect(text).not.toContain('##[')
    expect(text).not.toContain('\r')
    // the only escapes left are our own colour codes
    expect(text.replace(/\u001b\[(?:[0-9;]*)m/g, '')).not.toContain('\u001b')
    expect(text).not.toContain('\u001b[2J')
  })
})

describe('an interrupted audit', () => {
  it('says the audit is incomplete instead of passing it, and that the pin was not checked', async () => {
    const { readFileSync } = await import('node:fs')
    const report = JSON.parse(readFileSync(new URL('../fixtures/reports/honest.report.json', import.meta.url), 'utf8'))
    const text = renderTextReport({ ...report, incomplete: 'interrupted before the audit finished' }, { color: false })
    expect(text).toContain('INCOMPLETE: interrupted before the audit finished; only what was observed until then is reported')
    expect(text).toContain('not checked: the audit did not finish')
    expect(text).not.toMatch(/^PASS/m)
  })
})

describe("the server's descriptor table at start", () => {
  const withDescriptors = (descriptors: { passed: number[]; closed: number[] }): string => {
    const report = loadReport('honest')
    return renderTextReport({ ...report, sandbox: { ...report.sandbox, descriptors } }, { color: false })
  }
  const sandboxLine = (text: string): string | undefined => text.split('\n').find((line) => line.trimStart().startsWith('sandbox'))

  it('says stdio only, and which inherited descriptors the sandbox closed', () => {
    expect(sandboxLine(withDescriptors({ passed: [0, 1, 2], closed: [20, 21, 22] }))).toBe(
      '  sandbox    network sandboxed (userns); server inherited stdio only (closed inherited 20,21,22); fail on high or above'
    )
    expect(sandboxLine(withDescriptors({ passed: [0, 1, 2], closed: [] }))).toContain('server inherited stdio only; fail on')
  })

  it('names every descriptor passed on beyond stdio, bounded', () => {
    expect(sandboxLine(withDescriptors({ passed: [0, 1, 2, 7], closed: [] }))).toContain('server inherited fds 0,1,2,7; fail on')
    const many = Array.from({ length: 40 }, (_, fd) => fd)
    expect(sandboxLine(withDescriptors({ passed: many, closed: many }))).toContain(
      'server inherited fds 0,1,2,3,4,5,6,7,… (closed inherited 0,1,2,3,4,5,6,7,…)'
    )
  })
})

describe('a remote server', () => {
  it('says nothing was traced, shows the URL, and points at no trace', () => {
    const honest = loadReport('honest')
    const report = {
      ...honest,
      server: {
        ...honest.server,
        command: [],
        transport: 'streamable-http' as const,
        url: 'https://server.example/mcp',
        untraced: 'a remote server reached by URL'
      },
      calls: []
    }
    const text = renderTextReport(report, { color: false, files: { trace: '/out/trace.log', report: '/out/report.json' } })
    expect(text).toContain('url        https://server.example/mcp (streamable-http)')
    expect(text).toContain('traced     nothing: a remote server reached by URL')
    expect(text).toContain('Nothing was traced')
    expect(text).not.toContain('trace.log')
    expect(text).not.toContain('command ')
  })
})
