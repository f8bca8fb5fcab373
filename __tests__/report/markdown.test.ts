import { commentMarker, renderJobSummary, renderPrComment } from '../../src/report/markdown.js'
import { expectGolden, hugeReport, loadReport } from './report-fixtures.js'

/** Pipes that delimit cells: not preceded by an odd number of backslashes. */
function cellDelimiters(row: string): number {
  return (row.match(/(?<!\\)(?:\\\\)*\|/g) ?? []).length
}

/** Every Markdown table: its header's delimiter count must hold for every row until the table ends. */
function expectWellFormedTables(markdown: string): void {
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
function outsideCode(markdown: string): string {
  return markdown.replace(/(`+)diff\n[\s\S]*?\n\1\n/g, '').replace(/`[^`\n]+`/g, '')
}

describe('renderJobSummary', () => {
  it('renders the leaky report (golden)', () => {
    const summary = renderJobSummary(loadReport('leaky'), {
      artifactName: 'mcp-behave-leaky-server',
      artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2'
    })
    expectGolden('leaky.summary.golden.md', summary)
    expectWellFormedTables(summary)
  })

  it('renders the honest report (golden)', () => {
    const summary = renderJobSummary(loadReport('honest'), {})
    expectGolden('honest.summary.golden.md', summary)
    expect(summary).toContain('✅ pass')
    expect(summary).toContain('No declared-vs-observed deviations')
  })

  it('neutralizes hostile server text', () => {
    const summary = renderJobSummary(loadReport('injection'), { artifactName: 'a' })
    expectGolden('injection.summary.golden.md', summary)
    for (const line of summary.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false)
    expect(summary).not.toContain('##[')
    expect(summary).not.toContain('\r')
    expectWellFormedTables(summary)
    const prose = outsideCode(summary)
    // the only HTML is our own <details>/<summary>
    expect(prose.replace(/<\/?(?:details|summary)>/g, '')).not.toMatch(/</)
    expect(prose).not.toMatch(/@octocat/)
    // diff fences are longer than the backtick runs the server put in the diff
    expect(summary).toContain('`````diff\n')
    expect(summary).toContain('\n+ ````\n```\n</details>\n<script>x</script>\n')
  })

  it('shows what the sink answered beside the connections, with the server-chosen SNI and request inert', () => {
    const report = loadReport('leaky')
    const phase = { kind: 'call' as const, call: { id: 0, kind: 'tool' as const, name: 'format_note', iteration: 1 }, afterResponse: false }
    report.observed.sink = [
      { at: 1, address: '198.51.100.7', port: 443, sourcePort: 1, protocol: 'tls', bytesReceived: 300, sni: 'a|b`<script>@octocat', reply: 'tls-alert', phase },
      { at: 2, address: '198.51.100.7', port: 80, sourcePort: 2, protocol: 'http', bytesReceived: 90, http: { method: 'GET', target: '/x|y\n::error::z', host: 'api.example' }, reply: 'http', status: 200, phase }
    ]
    const summary = renderJobSummary(report, {})
    expectWellFormedTables(summary)
    expect(summary).toContain('TLS for a')
    expect(summary).toContain('HTTP GET api.example/x')
    const prose = outsideCode(summary)
    expect(prose.replace(/<\/?(?:details|summary)>/g, '')).not.toMatch(/</)
    expect(prose).not.toMatch(/@octocat/)
    for (const line of summary.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false)
  })

  it('stays under the size limit for 10k findings and says what it left out', () => {
    const report = hugeReport(10_000)
    const summary = renderJobSummary(report, {})
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(1_000_000)
    expect(Buffer.byteLength(summary, 'utf8')).toBeGreaterThan(900_000)
    expect(summary).toMatch(/> [\d,]+ of 10,000 findings are not shown \(the most severe come first\)/)
    expectWellFormedTables(summary)
    // most severe first: the last finding row shown is still critical (2000 of them would not fit otherwise)
    const findingRows = summary.split('\n').filter((line) => line.startsWith('| 🔴') || line.startsWith('| 🟠') || line.startsWith('| ⚪'))
    expect(findingRows[0]).toMatch(/^\| 🔴 critical/)
    expect(summary).toContain('### Behaviour per tool')
    expect(summary).toContain('### Evidence')
  })

  it('cuts even the fixed parts when the limit is smaller than them', () => {
    const summary = renderJobSummary(loadReport('leaky'), { maxBytes: 400 })
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(400)
    expect(summary).toMatch(/^## mcp-behave: ❌ fail — leaky-server\n[\s\S]*Cut to fit the size limit: `report.json` has everything.\n$/)
  })

  it('respects a small maxBytes', () => {
    const summary = renderJobSummary(hugeReport(200), { maxBytes: 20_000 })
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(20_000)
    expect(summary).toMatch(/of 200 findings are not shown/)
  })
})

describe('commentMarker', () => {
  it('is a hidden comment keyed by the identity', () => {
    expect(commentMarker('leaky-server')).toBe('<!-- mcp-behave:leaky%2Dserver -->')
  })
  it('cannot be closed early or collide, whatever the identity', () => {
    expect(commentMarker('x --> <b>@a</b>')).toBe('<!-- mcp-behave:x%20%2D%2D%3E%20%3Cb%3E%40a%3C/b%3E -->')
    expect(commentMarker('a--b')).not.toBe(commentMarker('a-b'))
    const long = commentMarker('é'.repeat(200))
    expect(long).toMatch(/^<!-- mcp-behave:(%C3%A9)+~[0-9a-f]{16} -->$/)
    expect(long.length).toBeLessThan(130)
  })
})

describe('renderPrComment', () => {
  it('renders the leaky report compactly, starting with the marker (golden)', () => {
    const report = loadReport('leaky')
    const comment = renderPrComment(report, {
      marker: commentMarker(report.server.identity),
      runUrl: 'https://github.com/o/r/actions/runs/1'
    })
    expectGolden('leaky.comment.golden.md', comment)
    expect(comment.startsWith('<!-- mcp-behave:leaky%2Dserver -->\n')).toBe(true)
    expectWellFormedTables(comment)
  })

  it('neutralizes hostile server text and keeps within 60 kB for 10k findings', () => {
    const injection = loadReport('injection')
    const comment = renderPrComment(injection, { marker: commentMarker(injection.server.identity), runUrl: 'javascript:alert(1)' })
    expect(comment).not.toContain('javascript:alert')
    expect(comment).not.toContain('##[')
    expectWellFormedTables(comment)
    const prose = outsideCode(comment).replace(/^<!-- mcp-behave:[^ ]* -->\n/, '')
    expect(prose.replace(/<\/?(?:details|summary)>/g, '')).not.toMatch(/</)
    expect(prose).not.toMatch(/@octocat/)

    const huge = renderPrComment(hugeReport(10_000), { marker: commentMarker('x') })
    expect(Buffer.byteLength(huge, 'utf8')).toBeLessThanOrEqual(60_000)
    expect(huge).toMatch(/of 10,000 findings are not shown here/)
  })

  it('refuses a marker that did not come from commentMarker', () => {
    expect(() => renderPrComment(loadReport('leaky'), { marker: '<!-- x --> <script>' })).toThrow(/commentMarker/)
  })
})
