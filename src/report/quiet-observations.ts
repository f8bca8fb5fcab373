import { severityRank, type Severity } from '../model/index.js'
import type { FindingGroup } from './format.js'

// The text report's Observations, quiet by default: a short list is shown whole; a long one keeps every
// line at or above high (never folded: each is a reason the gate fails) and folds each lower severity
// that does not fit into one line naming its rules. report.json, the Markdown summary and SARIF keep
// every finding.

/** Lines the Observations section may take before lower severities are folded. */
export const OBSERVATION_LINES = 12
export interface FoldedSeverity {
  severity: Severity
  /** findings (not groups) folded */
  count: number
  /** rule → findings, most first */
  rules: [string, number][]
}

export interface QuietObservations {
  shown: FindingGroup[]
  folded: FoldedSeverity[]
}

function fold(severity: Severity, groups: FindingGroup[]): FoldedSeverity {
  const rules = new Map<string, number>()
  let count = 0
  for (const group of groups) {
    count += group.findings.length
    rules.set(group.lead.rule, (rules.get(group.lead.rule) ?? 0) + group.findings.length)
  }
  return { severity, count, rules: [...rules].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)) }
}

/** Which groups (already in display order, most severe first) are shown, and what is folded. */
export function quietObservations(groups: readonly FindingGroup[], budget = OBSERVATION_LINES): QuietObservations {
  if (groups.length <= budget) return { shown: [...groups], folded: [] }
  const shown = groups.filter((group) => severityRank(group.lead.severity) >= severityRank('high'))
  const folded: FoldedSeverity[] = []
  const lower: Severity[] = ['medium', 'low', 'info']
  lower.forEach((severity, index) => {
    const at = groups.filter((group) => group.lead.severity === severity)
    if (at.length === 0) return
    // Room left, keeping a line for each lower severity still to come.
    const still = lower.slice(index + 1).filter((next) => groups.some((group) => group.lead.severity === next)).length
    if (folded.length === 0 && shown.length + at.length + still <= budget) shown.push(...at)
    else folded.push(fold(severity, at))
  })
  return { shown, folded }
}

/** "21 more, each in report.json: subprocess 9, file-write 6, dns-lookup 2, +3 rules" */
export function foldedText(folded: FoldedSeverity, maxRules = 5): string {
  const rules = folded.rules.slice(0, maxRules).map(([rule, count]) => `${rule} ${count}`)
  const more = folded.rules.length > maxRules ? `, +${folded.rules.length - maxRules} rules` : ''
  return `${folded.count} ${folded.severity} finding${folded.count === 1 ? '' : 's'}, each in report.json: ${rules.join(', ')}${more}`
}
