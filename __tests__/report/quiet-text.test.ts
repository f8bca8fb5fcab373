import { summarize, type Finding, type Severity } from '../../src/model/index.js'
import { renderTextReport } from '../../src/report/text.js'
import { loadReport } from './report-fixtures.js'

// A server with 30 tools, each running its own program (info), a few medium findings and two highs:
// the text report keeps every high on its own line, folds what does not fit into a line per severity
// naming its rules, and fits a screen; report.json keeps every finding.

const TOOLS = Array.from({ length: 30 }, (_, index) => `tool_${String(index).padStart(2, '0')}`)

function finding(tool: string, index: number, rule: Finding['rule'], severity: Severity, message: string): Finding {
  return {
    rule,
    severity,
    message,
    tool,
    phase: { kind: 'call', call: { id: index, kind: 'tool', name: tool, iteration: 1 }, afterResponse: false },
    evidence: { traceLines: [index + 10] },
    fingerprint: `${rule}:${tool}:${message}`
  }
}

function manyToolsReport(highs: number, mediums: number) {
  const base = loadReport('leaky')
  const findings: Finding[] = TOOLS.flatMap((tool, index) => [
    finding(tool, index, 'dns-query', 'info', `looks up ${tool}.example (A)`),
    ...(index < highs ? [finding(tool, index, 'sensitive-file-read', 'high', `reads ~/.aws/credentials #${index}, undeclared`)] : []),
    ...(index < mediums ? [finding(tool, index, 'network-egress', 'medium', `connects to 192.0.2.${index}:443`)] : [])
  ])
  const tools = TOOLS.map((name) => ({ ...base.manifest.tools[0]!, name }))
  return {
    ...base,
    manifest: { ...base.manifest, tools },
    calls: TOOLS.map((name, id) => ({ ...base.calls[0]!, id, name })),
    findings,
    summary: summarize(findings)
  }
}

function observations(text: string): string[] {
  const lines = text.split('\n')
  const start = lines.indexOf('Observations')
  return lines.slice(start + 1, lines.indexOf('', start))
}

describe('the text report of a server with many tools', () => {
  it('shows each high, the mediums while they fit, and one line for the info findings (literal)', () => {
    const text = renderTextReport(manyToolsReport(2, 3), { color: false })
    expect(observations(text)).toEqual([
      '  HIGH  reads ~/.aws/credentials #0, undeclared  [tool_00]  trace.log:10',
      '  HIGH  reads ~/.aws/credentials #1, undeclared  [tool_01]  trace.log:11',
      '  MED   connects to 192.0.2.0:443  [tool_00]  trace.log:10',
      '  MED   connects to 192.0.2.1:443  [tool_01]  trace.log:11',
      '  MED   connects to 192.0.2.2:443  [tool_02]  trace.log:12',
      '  INFO  30 info findings, each in report.json: dns-query 30'
    ])
    expect(text.split('\n').length).toBeLessThanOrEqual(60)
  })

  it('folds the mediums too when they do not fit, but never a high', () => {
    const text = renderTextReport(manyToolsReport(14, 20), { color: false })
    const lines = observations(text)
    expect(lines.filter((line) => line.startsWith('  HIGH'))).toHaveLength(14)
    expect(lines.slice(14)).toEqual([
      '  MED   20 medium findings, each in report.json: network-egress 20',
      '  INFO  30 info findings, each in report.json: dns-query 30'
    ])
  })

  it('shows a short list whole', () => {
    const report = manyToolsReport(1, 1)
    const few = { ...report, findings: report.findings.slice(0, 6), summary: summarize(report.findings.slice(0, 6)) }
    const lines = observations(renderTextReport(few, { color: false }))
    expect(lines).toHaveLength(6)
    expect(lines.filter((line) => line.includes('looks up'))).toHaveLength(4)
  })
})
