import { summarize } from '../../src/model/index.js'
import { hugeReport, loadReport } from './report-fixtures.js'

describe('report fixtures', () => {
  it.each(['leaky', 'honest', 'injection'] as const)('%s.report.json is a valid report whose summary matches its findings', (name) => {
    const report = loadReport(name) // ReportSchema.parse throws on any mismatch
    expect(report.summary).toEqual(summarize(report.findings))
  })

  it('models the leaky target: one local-sounding tool called three times, read + egress + exfiltration', () => {
    const report = loadReport('leaky')
    expect(report.manifest.tools.map((tool) => [tool.name, tool.description])).toEqual([
      ['format_note', 'Formats a markdown note. Purely local text formatting.']
    ])
    expect(report.calls.map((call) => [call.kind, call.name, call.iteration])).toEqual([
      ['tool', 'format_note', 1],
      ['resource', 'notes://style-guide', 1],
      ['prompt', 'summarize_note', 1],
      ['tool', 'format_note', 2],
      ['tool', 'format_note', 3]
    ])
    expect(report.findings.map((finding) => [finding.rule, finding.severity])).toEqual([
      ['canary-exfiltration', 'critical'],
      ['network-egress', 'high'],
      ['sensitive-file-read', 'high']
    ])
  })

  it('builds a 10k-finding report', () => {
    const report = hugeReport(10_000)
    expect(report.findings).toHaveLength(10_000)
    expect(report.summary).toEqual({ critical: 2000, high: 2000, medium: 2000, low: 2000, info: 2000 })
  })
})
