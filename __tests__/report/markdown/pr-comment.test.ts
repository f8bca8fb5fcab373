import { renderPrComment } from '../../../src/report/markdown/pr-comment.js'
import { expectGolden, hugeReport, loadReport } from '../report-fixtures.js'
import { expectWellFormedTables, outsideCode } from './markdown-checks.js'

describe('renderPrComment', () => {
  it('renders the leaky report compactly, starting with the verdict (golden)', () => {
    const report = loadReport('leaky')
    const comment = renderPrComment(report, { runUrl: 'https://github.com/o/r/actions/runs/1' })
    expectGolden('leaky.comment.golden.md', comment)
    expect(comment.startsWith('### mcp-behave: ❌ fail — leaky-server\n')).toBe(true)
    expectWellFormedTables(comment)
  })

  it('neutralizes hostile server text and keeps within 60 kB for 10k findings', () => {
    const injection = loadReport('injection')
    const comment = renderPrComment(injection, { runUrl: 'javascript:alert(1)' })
    expect(comment).not.toContain('javascript:alert')
    expect(comment).not.toContain('##[')
    expectWellFormedTables(comment)
    const prose = outsideCode(comment)
    expect(prose.replace(/<\/?(?:details|summary)>/g, '')).not.toMatch(/</)
    expect(prose).not.toMatch(/@octocat/)

    const huge = renderPrComment(hugeReport(10_000))
    expect(Buffer.byteLength(huge, 'utf8')).toBeLessThanOrEqual(60_000)
    expect(huge).toMatch(/of 10,000 findings are not shown here/)
  })
})
