import { SEVERITIES, severityRank, type Finding, type Phase, type Severity, type Summary } from '../model/index.js'
import type { Report } from './schema.js'

/** Most severe first; equal severities keep report order, so output is stable. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => severityRank(b.finding.severity) - severityRank(a.finding.severity) || a.index - b.index)
    .map(({ finding }) => finding)
}

/**
 * Findings that differ only in their call site (the same rule, severity, observation and declaration),
 * for reports read by people: one line names every tool that did it. Machine outputs (JSON, SARIF,
 * annotations) keep one entry per finding.
 */
export interface FindingGroup {
  /** the first finding of the group; its text stands for all */
  lead: Finding
  findings: Finding[]
}

export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>()
  for (const finding of sortFindings(findings)) {
    const key = JSON.stringify([finding.rule, finding.severity, finding.message, finding.evidence.declared ?? null])
    const group = groups.get(key)
    if (group) group.findings.push(finding)
    else groups.set(key, { lead: finding, findings: [finding] })
  }
  return [...groups.values()]
}

/** Plain (untrusted) label of where a finding happened: its tool, or the phase outside any call. */
export function siteLabel(finding: Finding): string {
  return finding.tool ?? phaseLabel(finding.phase)
}

/**
 * Up to `max` trace lines for a group, at least one per finding while there is room (so each tool's
 * evidence is cited), ascending; `more` when lines were left out.
 */
export function groupTraceLines(group: FindingGroup, max = 5): { lines: number[]; more: boolean } {
  const all = new Set(group.findings.flatMap((finding) => finding.evidence.traceLines))
  const picked = new Set<number>()
  for (const finding of group.findings) {
    const first = finding.evidence.traceLines[0]
    if (first !== undefined && picked.size < max) picked.add(first)
  }
  for (const line of [...all].sort((a, b) => a - b)) {
    if (picked.size >= max) break
    picked.add(line)
  }
  return { lines: [...picked].sort((a, b) => a - b), more: all.size > picked.size }
}

export const SEVERITIES_DESCENDING: readonly Severity[] = [...SEVERITIES].reverse()

/** `1 critical, 2 high` — non-zero counts only, most severe first; `none` when all are zero. */
export function severityCountsText(summary: Summary): string {
  const parts = SEVERITIES_DESCENDING.filter((severity) => summary[severity] > 0).map((severity) => `${summary[severity]} ${severity}`)
  return parts.length > 0 ? parts.join(', ') : 'none'
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`
}

/** Plain (untrusted) label of a phase; callers neutralize it for their sink. */
export function phaseLabel(phase: Phase): string {
  switch (phase.kind) {
    case 'startup':
      return 'startup'
    case 'shutdown':
      return 'shutdown'
    case 'install':
      return 'install scripts'
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
  const during = rugPull.duringSession.length > 0 ? `; ${pluralize(rugPull.duringSession.length, 'item')} changed during the session` : ''
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
