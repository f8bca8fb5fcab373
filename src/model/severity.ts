import { z } from 'zod'

export const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const
export const SeveritySchema = z.enum(SEVERITIES)
export type Severity = z.infer<typeof SeveritySchema>

/** The --fail-on threshold: a severity, or never fail on findings. */
export const FAIL_ON_VALUES = ['never', ...SEVERITIES] as const
export const FailOnSchema = z.enum(FAIL_ON_VALUES)
export type FailOn = z.infer<typeof FailOnSchema>

export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity)
}

/** True when `severity` is at or above the `failOn` threshold. */
export function meetsThreshold(severity: Severity, failOn: FailOn): boolean {
  return failOn !== 'never' && severityRank(severity) >= severityRank(failOn)
}
