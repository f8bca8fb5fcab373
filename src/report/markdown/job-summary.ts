// The step summary: verdict, counts, findings, behaviour per tool, failed calls, file changes, manifest
// and rug-pull diffs, and where the evidence is.

import { displayGroups } from '../collapse-findings.js'
import { formatDuration, pluralize, rugPullText, SEVERITIES_DESCENDING, type FindingGroup } from '../format.js'
import { codeBlockText, codeFence, markdownCode, markdownInline, truncate } from '../../neutralize.js'
import type { ManifestChange } from '../../model/index.js'
import type { Report } from '../schema.js'
import { changeLineText, summarizeFileChanges } from '../file-changes-summary.js'
import { coverageSentence, unreachedMarkdown } from '../coverage-text.js'
import { attackSummary, attackToolLines, exerciseCalls } from '../attack-text.js'
import { toolBehaviour } from '../tool-behaviour.js'
import { changedBehaviourSections } from './behaviour-section.js'
import { fitToBudget, type Section } from './budget.js'
import {
  BEHAVIOUR_HEADERS,
  behaviourRows,
  linesCell,
  observationCell,
  omittedFindings,
  safeUrl,
  severityCell,
  sitesCell,
  tableHead,
  tableRow,
  verdictLine
} from './cells.js'

// GitHub drops a step summary over 1 MiB; the default leaves headroom.
const DEFAULT_SUMMARY_BYTES = 1_000_000
const MAX_DIFF_LINES = 200
const MAX_DIFF_CHARS = 20_000
const MAX_FAILED_CALLS = 10

export interface JobSummaryContext {
  artifactName?: string
  artifactUrl?: string
  maxBytes?: number
}

function countsTable(report: Report): string {
  return (
    tableHead(
      SEVERITIES_DESCENDING.map(severityCell),
      SEVERITIES_DESCENDING.map(() => '---:')
    ) + `${tableRow(SEVERITIES_DESCENDING.map((severity) => String(report.summary[severity])))}\n`
  )
}

function serverSentence(report: Report): string {
  const info = report.server.info
  const server = info ? markdownCode(`${info.name} ${info.version}`, 100) : 'a server that did not complete initialize'
  const network = report.sandbox.network === 'sandbox' ? `in a network sandbox (${report.sandbox.method})` : 'on the host network (not sandboxed)'
  if (report.server.untraced) return `Checked the declared surface of ${server}, a remote server: **nothing was traced** — what it does was not observed.`
  const attacks = report.calls.length - exerciseCalls(report.calls).length
  const attacked = attacks > 0 ? ` and ${pluralize(attacks, 'hostile call')} of the attack stage` : ''
  return `Audited ${server} ${network}: ${pluralize(exerciseCalls(report.calls).length, 'call')}${attacked} in ${formatDuration(report.durationMs)}.`
}

function findingRows(groups: readonly FindingGroup[], maxLen: number): string[] {
  return groups.map((group) =>
    tableRow([severityCell(group.lead.severity), `\`${group.lead.rule}\``, sitesCell(group), observationCell(group.lead, maxLen), linesCell(group)])
  )
}

function diffBlock(change: ManifestChange): string {
  const title = `**${change.kind}** ${markdownCode(change.name, 100)} ${change.change}`
  if (change.diff === undefined || change.diff === '') return `${title}\n`
  const allLines = codeBlockText(change.diff.replace(/\r?\n$/, '')).split('\n')
  let body = allLines.slice(0, MAX_DIFF_LINES).join('\n')
  const cut = allLines.length > MAX_DIFF_LINES || body.length > MAX_DIFF_CHARS
  body = truncate(body, MAX_DIFF_CHARS)
  const fence = codeFence(body)
  const note = cut ? '\n*Diff cut: `report.json` has all of it.*\n' : ''
  return `${title}\n\n${fence}diff\n${body}\n${fence}\n${note}`
}

function changesSection(title: string, changes: ManifestChange[], share: number): Section[] {
  if (changes.length === 0) return []
  return [
    {
      before: `<details><summary>${title} (${changes.length})</summary>\n\n`,
      rows: changes.map((change) => `${diffBlock(change)}`),
      after: '\n</details>\n\n',
      note: (omitted) => `> ${pluralize(omitted, 'more change')} left out here to keep this summary small: \`report.json\` has every diff.\n\n`,
      share
    }
  ]
}

function failedCallsSection(report: Report): string {
  const failed = exerciseCalls(report.calls).filter((call) => call.outcome !== 'ok')
  if (failed.length === 0) return ''
  const items = failed.slice(0, MAX_FAILED_CALLS).map((call) => {
    const error = call.error !== undefined ? `: ${markdownInline(call.error, 200)}` : ''
    return `- ${markdownCode(call.name, 60)} #${call.iteration} — ${call.outcome}${error}`
  })
  const more = failed.length > MAX_FAILED_CALLS ? [`- … and ${failed.length - MAX_FAILED_CALLS} more in \`report.json\``] : []
  return `### Calls that did not succeed\n\n${[...items, ...more].join('\n')}\n\n`
}

/** The attack stage: one sentence, and per tool what was tried, refused and got through. */
function attackSection(report: Report): Section[] {
  const section = report.attack
  if (!section) return []
  const sentence = `### Attack stage\n\n${markdownInline(attackSummary(section), 300)}. What each value was and what the trace showed: \`report.json\`'s \`attack\`.\n\n`
  const tools = (section.tools ?? []).filter((tool) => tool.tried > 0)
  if (tools.length === 0) return [sentence]
  const through = new Map(attackToolLines(section).map((line) => [line.tool, line.text]))
  return [
    {
      before: `${sentence}${tableHead(['Tool', 'Tried', 'Refused', 'Got through', 'Within purpose', 'What got through'], [':--', '---:', '---:', '---:', '---:', ':--'])}`,
      rows: tools.map((tool) =>
        tableRow([
          markdownCode(tool.tool, 60),
          String(tool.tried),
          String(tool.refused),
          String(tool.gotThrough),
          String(tool.withinPurpose),
          markdownInline(through.get(tool.tool) ?? '', 300)
        ])
      ),
      after: '\n',
      note: (omitted, total) => `> ${omitted} of ${total} rows are not shown to keep this summary under GitHub's size limit: \`report.json\` has them all.\n\n`,
      share: 0.1
    }
  ]
}

function fileChangesSection(report: Report): string {
  const changes = report.observed.fileChanges ?? []
  if (changes.length === 0) return ''
  const items = summarizeFileChanges(changes).map((line) => `- ${markdownInline(changeLineText(line), 200)}`)
  const archive = report.sandbox.changesArchive ? ` The bytes of changed files are in ${markdownCode(report.sandbox.changesArchive, 60)}.` : ''
  return `### Files changed

In the server's copy-on-write view: nothing of the checkout, the home or the runner changed. ${changes.length} in \`report.json\`.${archive}

${items.join('\n')}

`
}

/** The step summary: verdict, counts, findings, behaviour per tool, manifest and rug-pull, artifacts. */
export function renderJobSummary(report: Report, ctx: JobSummaryContext = {}): string {
  const maxBytes = ctx.maxBytes ?? DEFAULT_SUMMARY_BYTES
  const verdict = verdictLine(report)
  const sections: Section[] = [
    `## mcp-behave: ${verdict.heading} — ${markdownInline(report.server.identity, 80)}\n\n`,
    `${verdict.sentence}\n\n${serverSentence(report)}\n\n`,
    ...(report.coverage ? [`${markdownInline(coverageSentence(report.coverage), 200)}.${unreachedMarkdown(report.coverage, markdownCode)}\n\n`] : []),
    countsTable(report),
    '\n',
    ...changedBehaviourSections(report, '###')
  ]
  if (report.findings.length > 0) {
    const groups = displayGroups(report.findings)
    sections.push({
      before: `### Findings\n\n${tableHead(['Severity', 'Rule', 'Tool', 'Observation', 'trace.log lines'])}`,
      rows: findingRows(groups, 300),
      after: '\n',
      note: (omitted) =>
        `> ${omittedFindings(groups, omitted).toLocaleString('en-US')} of ${report.findings.length.toLocaleString('en-US')} findings are not shown (the most severe come first) to keep this summary under GitHub's size limit: \`report.json\` has every finding.\n\n`,
      share: 0
    })
  }
  const rows = toolBehaviour(report)
  if (rows.length > 0) {
    sections.push({
      before: `### Behaviour per tool\n\n${tableHead(BEHAVIOUR_HEADERS)}`,
      rows: behaviourRows(rows),
      after: '\n',
      note: (omitted, total) => `> ${omitted} of ${total} rows are not shown to keep this summary under GitHub's size limit: \`report.json\` has them all.\n\n`,
      share: 0.25
    })
  }
  sections.push(...attackSection(report))
  sections.push(failedCallsSection(report))
  sections.push(fileChangesSection(report))
  sections.push(
    `### Manifest\n\n- sha256: ${markdownCode(report.manifest.sha256, 80)}\n` + `- rug-pull: ${markdownInline(rugPullText(report.rugPull), 200)}\n\n`
  )
  sections.push(...changesSection('Changes since the pinned manifest', report.rugPull.changes, 0.15))
  sections.push(...changesSection('Changes during the session', report.rugPull.duringSession, 0.05))
  sections.push(artifactsSection(ctx))
  return fitToBudget(sections, maxBytes)
}

function artifactsSection(ctx: JobSummaryContext): string {
  const url = safeUrl(ctx.artifactUrl)
  const name = ctx.artifactName !== undefined ? markdownCode(ctx.artifactName, 100) : undefined
  const files = '`trace.log` (every syscall, with the line numbers cited above), `manifest.json` and `report.json`'
  if (name === undefined && url === undefined) return `### Evidence\n\n${files} are in the output directory.\n`
  const where = url !== undefined ? `[${name ?? 'artifact'}](${url})` : `${name ?? ''}`
  return `### Evidence\n\nThe artifact ${where} holds ${files}.\n`
}
