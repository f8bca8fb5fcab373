// The PR comment's body: short, within a byte budget. The GitHub shell (github/comment.ts) puts the
// hidden marker above it that finds the comment again on the next run.

import { displayGroups } from '../collapse-findings.js'
import { rugPullText, severityCountsText } from '../format.js'
import { markdownCode, markdownInline } from '../../neutralize.js'
import type { Report } from '../schema.js'
import { coverageSentence } from '../coverage-text.js'
import { attackSummary, attackToolLines } from '../attack-text.js'
import { toolBehaviour } from '../tool-behaviour.js'
import { changedBehaviourSections } from './behaviour-section.js'
import { fitToBudget, type Section } from './budget.js'
import { BEHAVIOUR_HEADERS, behaviourRows, omittedFindings, safeUrl, severityCell, sitesCell, tableHead, tableRow, verdictLine } from './cells.js'

// GitHub rejects comments over 65,536 characters; the default leaves headroom (the marker takes < 130).
const DEFAULT_COMMENT_BYTES = 60_000

export interface PrCommentContext {
  runUrl?: string
  maxBytes?: number
}

/** The body of a short PR comment (without the marker, which github/comment.ts adds). */
export function renderPrComment(report: Report, ctx: PrCommentContext = {}): string {
  const maxBytes = ctx.maxBytes ?? DEFAULT_COMMENT_BYTES
  const verdict = verdictLine(report)
  const runUrl = safeUrl(ctx.runUrl)
  const counts = report.findings.length > 0 ? ` By severity: ${severityCountsText(report.summary)}.` : ''
  const sections: Section[] = [
    `### mcp-behave: ${verdict.heading} — ${markdownInline(report.server.identity, 80)}\n\n`,
    `${verdict.sentence}${counts}\n\n`,
    ...changedBehaviourSections(report, '####'),
    ...(report.coverage ? [`${markdownInline(coverageSentence(report.coverage), 200)}.\n\n`] : [])
  ]
  if (report.findings.length > 0) {
    const groups = displayGroups(report.findings)
    sections.push({
      before: tableHead(['Severity', 'Rule', 'Tool', 'Observation']),
      rows: groups.map((group) =>
        tableRow([severityCell(group.lead.severity), `\`${group.lead.rule}\``, sitesCell(group), markdownInline(group.lead.message, 200)])
      ),
      after: '\n',
      note: (omitted) =>
        `> ${omittedFindings(groups, omitted).toLocaleString('en-US')} of ${report.findings.length.toLocaleString('en-US')} findings are not shown here: the job summary and \`report.json\` have them all.\n\n`,
      share: 0
    })
  }
  const rows = toolBehaviour(report)
  if (rows.length > 0) {
    sections.push({
      before: `<details><summary>Behaviour per tool</summary>\n\n${tableHead(BEHAVIOUR_HEADERS)}`,
      rows: behaviourRows(rows),
      after: '\n</details>\n\n',
      note: (omitted, total) => `> ${omitted} of ${total} rows are not shown here: \`report.json\` has them all.\n\n`,
      share: 0.3
    })
  }
  if (report.attack) {
    const through = attackToolLines(report.attack).map((line) => `- ${markdownCode(line.tool, 60)}: ${markdownInline(line.text, 300)}`)
    sections.push(`Attack stage: ${markdownInline(attackSummary(report.attack), 300)}.\n${through.length > 0 ? `\n${through.join('\n')}\n` : ''}\n`)
  }
  sections.push(`Manifest ${markdownCode(report.manifest.sha256, 80)}: ${markdownInline(rugPullText(report.rugPull), 200)}.\n`)
  if (runUrl !== undefined) sections.push(`\n[Job summary, trace and full report](${runUrl})\n`)
  return fitToBudget(sections, maxBytes)
}
