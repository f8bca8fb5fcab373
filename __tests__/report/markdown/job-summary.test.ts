import { renderJobSummary } from '../../../src/report/markdown/job-summary.js'
import { expectGolden, hugeReport, loadReport } from '../report-fixtures.js'
import { expectWellFormedTables, outsideCode } from './markdown-checks.js'

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

  it('says plainly that nothing was traced for a remote server', () => {
    const honest = loadReport('honest')
    const report = {
      ...honest,
      server: { ...honest.server, command: [], transport: 'streamable-http' as const, url: 'https://server.example/mcp', untraced: 'a remote server' },
      calls: []
    }
    const summary = renderJobSummary(report, {})
    expect(summary).toContain('a remote server: **nothing was traced**')
    expect(summary).not.toContain('network sandbox')
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
      {
        at: 2,
        address: '198.51.100.7',
        port: 80,
        sourcePort: 2,
        protocol: 'http',
        bytesReceived: 90,
        http: { method: 'GET', target: '/x|y\n::error::z', host: 'api.example' },
        reply: 'http',
        status: 200,
        phase
      }
    ]
    const summary = renderJobSummary(report, {})
    expectWellFormedTables(summary)
    expect(summary).toContain('TLS for a')
    expect(summary).toContain('sent 90 B to api.example:80 over HTTP: GET /x')
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
