import type { Report } from '../report/schema.js'

export type Verdict = 'pass' | 'fail'

/** The step outputs, named exactly as in action.yml. */
export interface AuditOutputs {
  verdict: Verdict
  findings: string
  critical: string
  high: string
  'report-path': string
  'sarif-path': string
  'manifest-hash': string
  'rug-pull': string
}

// The engine alone decides pass/fail (exit code 3 = findings at or above fail-on); the action only relays it.
export function verdictOf(report: Report): Verdict {
  return report.exitCode === 0 ? 'pass' : 'fail'
}

export function auditOutputs(report: Report, reportPath: string, sarifPath: string | null): AuditOutputs {
  return {
    verdict: verdictOf(report),
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
