import { EXIT_CODES } from '../errors.js'
import { meetsThreshold, type Finding } from '../model/index.js'
import type { Report } from './schema.js'

// Pass or fail is decided here and nowhere else: the engine records the exit code with it, and every
// renderer (text, Markdown), the action's outputs and its failed step read the same verdict; a fleet's
// exit code (decideFleetExitCode) judges its cross-server findings by the same rule.

export interface Verdict {
  /** true only for a complete audit with no finding at or above failOn */
  passed: boolean
  failOn: Report['sandbox']['failOn']
  /** findings at or above failOn */
  blocking: number
  /** why the audit did not see the whole session; such an audit cannot pass */
  incomplete: string | null
  /** why coverage fails the --min-coverage gate, or null */
  coverageBelow: string | null
  /** 0 pass, 3 findings at or above failOn (or coverage below --min-coverage), 1 incomplete without such findings, 130 interrupted */
  exitCode: number
}

export interface VerdictInput {
  findings: readonly Pick<Finding, 'severity'>[]
  failOn: Report['sandbox']['failOn']
  incomplete: string | null
  interrupted: boolean
  /** the share of items with a successful call, and the --min-coverage gate (null: off) */
  coverage?: { percent: number; minPercent: number | null } | null
}

export function decideVerdict({ findings, failOn, incomplete, interrupted, coverage }: VerdictInput): Verdict {
  const blocking = findings.filter((finding) => meetsThreshold(finding.severity, failOn)).length
  const coverageBelow =
    coverage && coverage.minPercent !== null && coverage.percent < coverage.minPercent
      ? `${coverage.percent}% of the items reached a successful call, below --min-coverage ${coverage.minPercent}%`
      : null
  const exitCode = interrupted
    ? EXIT_CODES.interrupted
    : blocking > 0 || coverageBelow !== null
      ? EXIT_CODES.findings
      : incomplete !== null
        ? EXIT_CODES.incomplete
        : EXIT_CODES.pass
  return { passed: blocking === 0 && incomplete === null && coverageBelow === null, failOn, blocking, incomplete, coverageBelow, exitCode }
}

/** The verdict of a finished report (as the engine decided it when writing the report). */
export function verdictOf(report: Report): Verdict {
  return decideVerdict({
    findings: report.findings,
    failOn: report.sandbox.failOn,
    incomplete: report.incomplete ?? null,
    interrupted: report.exitCode === EXIT_CODES.interrupted,
    coverage: report.coverage?.totals ? { percent: report.coverage.totals.percent, minPercent: report.coverage.minPercent ?? null } : null
  })
}

/** The exit codes a fleet can end with, the most serious first. */
const FLEET_EXIT_PRECEDENCE = [EXIT_CODES.interrupted, EXIT_CODES.sandbox, EXIT_CODES.user, EXIT_CODES.findings]

export interface FleetVerdictInput {
  /** the exit code each server that was audited, or failed to be, gives alone */
  serverExitCodes: readonly number[]
  /** what only the fleet sees: the cross-server findings */
  findings: readonly Pick<Finding, 'severity'>[]
  failOn: Report['sandbox']['failOn']
}

/**
 * One exit code for a fleet: the most serious of its servers' — interrupted, then a sandbox that could
 * not be built, then a server that could not be audited, then findings at or above failOn — with its
 * cross-server findings judged as a server's are. A fleet passes (0) only when every server does.
 */
export function decideFleetExitCode({ serverExitCodes, findings, failOn }: FleetVerdictInput): number {
  const codes = new Set([...serverExitCodes, decideVerdict({ findings, failOn, incomplete: null, interrupted: false }).exitCode])
  return FLEET_EXIT_PRECEDENCE.find((code) => codes.has(code)) ?? [...codes].find((code) => code !== EXIT_CODES.pass) ?? EXIT_CODES.pass
}
