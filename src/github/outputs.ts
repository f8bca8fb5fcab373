import type { Report } from '../report/schema.js'
import { verdictOf } from '../report/verdict.js'

/** The step outputs, named exactly as in action.yml. */
export interface AuditOutputs {
  verdict: 'pass' | 'fail'
  findings: string
  critical: string
  high: string
  'report-path': string
  'sarif-path': string
  'manifest-hash': string
  'rug-pull': string
}

export function auditOutputs(report: Report, reportPath: string, sarifPath: string | null): AuditOutputs {
  return {
    verdict: verdictOf(report).passed ? 'pass' : 'fail',
    findings: String(report.findings.length),
    critical: String(report.summary.critical),
    high: String(report.summary.high),
    'report-path': reportPath,
    'sarif-path': sarifPath ?? '',
    'manifest-hash': report.manifest.sha256,
    'rug-pull': report.rugPull.status
  }
}

export function writeOutputs(outputs: AuditOutputs, setOutput: (name: string, value: string) => void): void {
  for (const [name, value] of Object.entries(outputs)) setOutput(name, value)
}
