import {
  meetsThreshold,
  SEVERITIES,
  severityRank,
  type Finding,
  type Phase,
  type Report,
  type Severity,
  type Summary
} from './schema.js'

/** Most severe first; equal severities keep report order, so output is stable. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => severityRank(b.finding.severity) - severityRank(a.finding.severity) || a.index - b.index)
    .map(({ finding }) => finding)
}

export const SEVERITIES_DESCENDING: readonly Severity[] = [...SEVERITIES].reverse()

/** `1 critical, 2 high` — non-zero counts only, most severe first; `none` when all are zero. */
export function severityCountsText(summary: Summary): string {
  const parts = SEVERITIES_DESCENDING.filter((severity) => summary[severity] > 0).map(
    (severity) => `${summary[severity]} ${severity}`
  )
  return parts.length > 0 ? parts.join(', ') : 'none'
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`
}

export interface Verdict {
  failed: boolean
  failOn: Report['sandbox']['failOn']
  /** findings at or above failOn */
  blocking: number
}

export function verdictOf(report: Report): Verdict {
  const failOn = report.sandbox.failOn
  const blocking = report.findings.filter((finding) => meetsThreshold(finding.severity, failOn)).length
  return { failed: blocking > 0, failOn, blocking }
}

/** Plain (untrusted) label of a phase; callers neutralize it for their sink. */
export function phaseLabel(phase: Phase): string {
  switch (phase.kind) {
    case 'startup':
      return 'startup'
    case 'shutdown':
      return 'shutdown'
    case 'call':
      return `${phase.call.name} #${phase.call.iteration}${phase.afterResponse ? ' (after response)' : ''}`
  }
}

/** `12,40,41` with at most `max` numbers, then `…`. */
export function traceLinesText(lines: readonly number[], max = 5, separator = ','): string {
  const shown = lines.slice(0, max).join(separator)
  return lines.length > max ? `${shown}${separator}…` : shown
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`
}

export function rugPullText(rugPull: Report['rugPull']): string {
  const during =
    rugPull.duringSession.length > 0
      ? `; ${pluralize(rugPull.duringSession.length, 'item')} changed during the session`
      : ''
  switch (rugPull.status) {
    case 'new':
      return `new (first run for this identity; manifest pinned)${during}`
    case 'unchanged':
      return `unchanged since the pin${during}`
    case 'changed':
      return `CHANGED since the pin: ${pluralize(rugPull.changes.length, 'item')}${during}`
    case 'accepted':
      return `changed and accepted as the new pin: ${pluralize(rugPull.changes.length, 'item')}${during}`
  }
}
