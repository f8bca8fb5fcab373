// The PR comment: short, and found again by its hidden marker so each run updates the same comment.

import { createHash } from 'node:crypto'
import { groupFindings, rugPullText, severityCountsText } from '../format.js'
import { markdownCode, markdownInline } from '../neutralize.js'
import type { Report } from '../schema.js'
import { coverageSentence } from '../coverage-text.js'
import { toolBehaviour } from '../tool-behaviour.js'
import { fitToBudget, type Section } from './budget.js'
import { BEHAVIOUR_HEADERS, behaviourRows, omittedFindings, safeUrl, severityCell, sitesCell, tableHead, tableRow, verdictLine } from './cells.js'

// GitHub rejects comments over 65,536 characters; the default leaves headroom.
const DEFAULT_COMMENT_BYTES = 60_000

export interface PrCommentContext {
  /** from commentMarker(identity) */
  marker: string
  runUrl?: string
  maxBytes?: number
}

const MARKER_SAFE = /[A-Za-z0-9._:/+]/
const MARKER_PATTERN = /^<!-- mcp-behave:[A-Za-z0-9._:/+%~]* -->$/
const MAX_MARKER_IDENTITY = 100

/**
 * The hidden marker that finds this server's previous comment. The identity is percent-encoded down to a
 * small alphabet, so a crafted identity can neither close the comment (`-->`, `--!>`) nor collide with
 * another identity; long identities keep a prefix plus a hash.
 */
export function commentMarker(identity: string): string {
  let encoded = ''
  for (const char of identity) {
    encoded += MARKER_SAFE.test(char)
      ? char
      : Array.from(Buffer.from(char, 'utf8'), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')
  }
  if (encoded.length > MAX_MARKER_IDENTITY) {
    const hash = createHash('sha256').update(identity, 'utf8').digest('hex').slice(0, 16)
    encoded = `${encoded.slice(0, MAX_MARKER_IDENTITY - 20).replace(/%[0-9A-F]?$/, '')}~${hash}`
  }
  return `<!-- mcp-behave:${encoded} -->`
}

/** A short PR comment, found again by its hidden marker so each run updates the same comment. */
export function renderPrComment(report: Report, ctx: PrCommentContext): string {
  if (!MARKER_PATTERN.test(ctx.marker)) throw new Error('renderPrComment: marker must come from commentMarker()')
  const maxBytes = ctx.maxBytes ?? DEFAULT_COMMENT_BYTES
  const verdict = verdictLine(report)
  const runUrl = safeUrl(ctx.runUrl)
  const counts = report.findings.length > 0 ? ` By severity: ${severityCountsText(report.summary)}.` : ''
  const sections: Section[] = [
    `${ctx.marker}\n`,
    `### mcp-behave: ${verdict.heading} — ${markdownInline(report.server.identity, 80)}\n\n`,
    `${verdict.sentence}${counts}\n\n`,
    ...(report.coverage ? [`${markdownInline(coverageSentence(report.coverage), 200)}.\n\n`] : [])
  ]
  if (report.findings.length > 0) {
    const groups = groupFindings(report.findings)
    sections.push({
      before: tableHead(['Severity', 'Rule', 'Tool', 'Observation']),
      rows: groups.map((group) =>
        tableRow([
          severityCell(group.lead.severity),
          `\`${group.lead.rule}\``,
          sitesCell(group),
          markdownInline(group.lead.message, 200)
        ])
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
  sections.push(`Manifest ${markdownCode(report.manifest.sha256, 80)}: ${markdownInline(rugPullText(report.rugPull), 200)}.\n`)
  if (runUrl !== undefined) sections.push(`\n[Job summary, trace and full report](${runUrl})\n`)
  return fitToBudget(sections, maxBytes)
}
