import { commentMarker, renderPrComment } from '../../../src/report/markdown/pr-comment.js'
import { expectGolden, hugeReport, loadReport } from '../report-fixtures.js'
import { expectWellFormedTables, outsideCode } from './markdown-checks.js'

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
