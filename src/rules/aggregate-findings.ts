// Occurrences → findings: one finding per rule, subject and call site, with a stable fingerprint and
// merged, capped evidence.

import { createHash } from 'node:crypto'
import { severityRank, type Evidence, type Finding, type Phase, type RuleId } from '../model/index.js'
import { callSiteKey } from '../profile/phase-clock.js'
import { callName, type Occurrence } from './judge.js'

const MAX_EVIDENCE_LINES = 20

/**
 * Stable across runs: rule, subject and call site. A tool's site is its bare name and startup's is
 * empty, as before call sites were part of findings, so those fingerprints did not change.
 */
function fingerprint(rule: RuleId, subject: string, phase: Phase): string {
  const site =
    phase.kind === 'startup'
      ? ''
      : phase.kind === 'shutdown' || phase.kind === 'install'
        ? `\0${phase.kind}`
        : phase.call.kind === 'tool'
          ? phase.call.name
          : `${phase.call.name}\0${phase.call.kind}`
  return createHash('sha256').update(`${rule}\0${subject}\0${site}`).digest('hex').slice(0, 16)
}

function mergeEvidence(a: Omit<Evidence, 'traceLines'>, b: Omit<Evidence, 'traceLines'>): Omit<Evidence, 'traceLines'> {
  const merged: Omit<Evidence, 'traceLines'> = { ...a }
  for (const key of ['paths', 'addresses', 'dnsNames', 'canaries', 'manifestItems'] as const) {
    const values = [...(a[key] ?? []), ...(b[key] ?? [])]
    if (values.length > 0) merged[key] = [...new Set(values)].slice(0, 20)
  }
  const argv = [...(a.argv ?? []), ...(b.argv ?? [])]
  if (argv.length > 0) {
    const seen = new Map(argv.map((v) => [JSON.stringify(v), v]))
    merged.argv = [...seen.values()].slice(0, 10)
  }
  if (merged.declared === undefined && b.declared !== undefined) merged.declared = b.declared
  return merged
}

const before = (a: Occurrence, b: Occurrence): boolean =>
  (b.attempt === true && a.attempt !== true) ||
  (!!a.attempt === !!b.attempt && (a.order[0] < b.order[0] || (a.order[0] === b.order[0] && a.order[1] < b.order[1])))

/**
 * One finding per rule, subject and call site (startup, shutdown, or one tool/resource/prompt), so
 * every tool that did something is named, each with its own trace lines. Within a site the most
 * severe occurrence speaks for the finding (its message and phase; the earliest among equals).
 */
export function aggregate(occurrences: Occurrence[]): Finding[] {
  const groups = new Map<string, { lead: Occurrence; evidence: Omit<Evidence, 'traceLines'>; lines: Set<number> }>()
  for (const occ of occurrences) {
    const key = `${occ.rule}\0${occ.subject}\0${callSiteKey(occ.phase)}`
    const group = groups.get(key)
    if (!group) {
      groups.set(key, { lead: occ, evidence: occ.evidence, lines: new Set(occ.traceLines) })
      continue
    }
    const rank = severityRank(occ.severity) - severityRank(group.lead.severity)
    const leads = rank > 0 || (rank === 0 && before(occ, group.lead))
    group.evidence = leads ? mergeEvidence(occ.evidence, group.evidence) : mergeEvidence(group.evidence, occ.evidence)
    if (leads) group.lead = occ
    for (const line of occ.traceLines) group.lines.add(line)
  }
  const findings: { finding: Finding; subject: string; order: [number, number] }[] = []
  for (const { lead, evidence, lines } of groups.values()) {
    const tool = callName(lead.phase)
    const finding: Finding = {
      rule: lead.rule,
      severity: lead.severity,
      message: lead.message,
      ...(tool !== undefined ? { tool } : {}),
      phase: lead.phase,
      evidence: { ...evidence, traceLines: [...lines].sort((a, b) => a - b).slice(0, MAX_EVIDENCE_LINES) },
      fingerprint: fingerprint(lead.rule, lead.subject, lead.phase)
    }
    findings.push({ finding, subject: lead.subject, order: lead.order })
  }
  findings.sort(
    (a, b) =>
      severityRank(b.finding.severity) - severityRank(a.finding.severity) ||
      (a.finding.rule < b.finding.rule ? -1 : a.finding.rule > b.finding.rule ? 1 : 0) ||
      (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0) ||
      a.order[0] - b.order[0] ||
      a.order[1] - b.order[1]
  )
  return findings.map((f) => f.finding)
}
