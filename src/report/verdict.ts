import { EXIT_CODES } from '../errors.js'
import { meetsThreshold, type Finding } from '../model/index.js'
import type { Report } from './schema.js'

// Pass or fail is decided here and nowhere else: the engine records the exit code with it, and every
// renderer (text, Markdown), the action's outputs and its failed step read the same verdict.

export interface Verdict {
  /** true only for a complete audit with no finding at or above failOn */
  passed: boolean
  failOn: Report['sandbox']['failOn']
  /** findings at or above failOn */
  blocking: number
  /** why the audit did not see the whole session; such an audit cannot pass */
  incomplete: string | null
  /** 0 pass, 3 findings at or above failOn, 1 incomplete without such findings, 130 interrupted */
  exitCode: number
}

export interface VerdictInput {
  findings: readonly Pick<Finding, 'severity'>[]
  failOn: Report['sandbox']['failOn']
  incomplete: string | null
  interrupted: boolean
}

export function decideVerdict({ findings, failOn, incomplete, interrupted }: VerdictInput): Verdict {
  const blocking = findings.filter((finding) => meetsThreshold(finding.severity, failOn)).length
  const exitCode = interrupted
    ? EXIT_CODES.interrupted
    : blocking > 0
      ? EXIT_CODES.findings
      : incomplete !== null
        ? EXIT_CODES.incomplete
        : EXIT_CODES.pass
  return { passed: blocking === 0 && incomplete === null, failOn, blocking, incomplete, exitCode }
}

/** The verdict of a finished report (as the engine decided it when writing the report). */
export function verdictOf(report: Report): Verdict {
  return decideVerdict({
    findings: report.findings,
    failOn: report.sandbox.failOn,
    incomplete: report.incomplete ?? null,
    interrupted: report.exitCode === EXIT_CODES.interrupted
  })
}
