import { createHash } from 'node:crypto'
import {
  formatDuration,
  groupFindings,
  groupTraceLines,
  phaseLabel,
  pluralize,
  rugPullText,
  severityCountsText,
  SEVERITIES_DESCENDING,
  type FindingGroup
} from './format.js'
import { verdictOf } from './verdict.js'
import { codeBlockText, codeFence, markdownCode, markdownInline, truncate } from './neutralize.js'
import type { Finding, ManifestChange, Report, Severity } from './schema.js'
import { changeLineText, summarizeFileChanges } from './file-changes-summary.js'
import { outcomesText, toolBehaviour, type ToolBehaviourRow } from './tool-behaviour.js'

// GitHub drops a step summary over 1 MiB and rejects comments over 65,536 characters; the defaults leave
// headroom. Server text can be arbitrarily large, so every section is budgeted and cut with a note.
const DEFAULT_SUMMARY_BYTES = 1_000_000
const DEFAULT_COMMENT_BYTES = 60_000
const MAX_DIFF_LINES = 200
const MAX_DIFF_CHARS = 20_000
const MAX_CELL_ITEMS = 5
const MAX_FAILED_CALLS = 10

const SEVERITY_ICON: Record<Severity, string> = {
  critical: '🔴',
  high: '🟠',
  medium: '🟡',
  low: '🔵',
  info: '⚪'
}

export interface JobSummaryContext {
  artifactName?: string
  artifactUrl?: string
  maxBytes?: number
}

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

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/** A table (or list of blocks) whose rows may be cut to fit; the note says what was left out. */
interface CuttableSection {
  before: string
  rows: string[]
  after: string
  note: (omitted: number, total: number) => string
  /** share of the budget reserved for this section before the first section takes the rest */
  share: number
}

type Section = string | CuttableSection

const NOTE_RESERVE = 400

/**
 * Joins sections, cutting the rows of cuttable sections (each keeps its most important rows: they are
 * given in priority order) so the document stays within maxBytes.
 */
function fitToBudget(sections: Section[], maxBytes: number): string {
  const cuttable = sections.filter((section): section is CuttableSection => typeof section !== 'string')
  const fixed = sections.reduce(
    (sum, section) =>
      sum + (typeof section === 'string' ? bytes(section) : bytes(section.before) + bytes(section.after) + NOTE_RESERVE),
    0
  )
  let remaining = maxBytes - fixed
  const rowBytes = (section: CuttableSection): number[] => section.rows.map((row) => bytes(row) + 1)
  const sizes = new Map(cuttable.map((section) => [section, rowBytes(section)]))
  const taken = new Map(cuttable.map((section) => [section, 0]))

  const fill = (section: CuttableSection, allowance: number): number => {
    const rowSizes = sizes.get(section) ?? []
    let count = taken.get(section) ?? 0
    let used = 0
    while (count < rowSizes.length && used + (rowSizes[count] ?? 0) <= allowance) {
      used += rowSizes[count] ?? 0
      count += 1
    }
    taken.set(section, count)
    return used
  }
  // Sections after the first get a reserved share; the first (findings) takes what is left; then any
  // leftover goes round again in order.
  const reserved = new Map(
    cuttable.map((section) => {
      const total = (sizes.get(section) ?? []).reduce((sum, size) => sum + size, 0)
      return [section, Math.min(total, Math.max(0, remaining) * section.share)]
    })
  )
  const [first, ...others] = cuttable
  if (first) {
    const othersReserve = others.reduce((sum, section) => sum + (reserved.get(section) ?? 0), 0)
    remaining -= fill(first, Math.max(0, remaining - othersReserve))
  }
  for (const section of others) remaining -= fill(section, Math.max(0, Math.min(remaining, reserved.get(section) ?? 0)))
  for (const section of cuttable) remaining -= fill(section, Math.max(0, remaining))

  const out = sections
    .map((section) => {
      if (typeof section === 'string') return section
      const count = taken.get(section) ?? 0
      const rows = section.rows.slice(0, count).map((row) => `${row}\n`).join('')
      const omitted = section.rows.length - count
      return section.before + rows + section.after + (omitted > 0 ? section.note(omitted, section.rows.length) : '')
    })
    .join('')
  return bytes(out) <= maxBytes ? out : hardCut(out, maxBytes)
}

/** Last resort for a budget too small for the fixed parts: cut at a line and say so. */
function hardCut(text: string, maxBytes: number): string {
  const note = '\n\n> Cut to fit the size limit: `report.json` has everything.\n'
  const limit = Math.max(0, maxBytes - bytes(note))
  let cut = Buffer.from(text, 'utf8').subarray(0, limit).toString('utf8')
  // A partial multi-byte character decodes to U+FFFD; drop it along with the partial line.
  cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')))
  return bytes(cut + note) <= maxBytes ? cut + note : ''
}

function tableRow(cells: string[]): string {
  return `| ${cells.join(' | ')} |`
}

function tableHead(headers: string[], align?: string[]): string {
  return `${tableRow(headers)}\n${tableRow(align ?? headers.map(() => '---'))}\n`
}

function severityCell(severity: Severity): string {
  return `${SEVERITY_ICON[severity]} ${severity}`
}

function siteCell(finding: Finding): string {
  return finding.tool !== undefined ? markdownCode(finding.tool, 60) : `*${markdownInline(phaseLabel(finding.phase), 60)}*`
}

/** Every call site of a group, e.g. `read_config`, `export_settings` (at most MAX_CELL_ITEMS, then +N more). */
function sitesCell(group: FindingGroup): string {
  const cells = [...new Set(group.findings.map(siteCell))]
  const shown = cells.slice(0, MAX_CELL_ITEMS).join(', ')
  return cells.length > MAX_CELL_ITEMS ? `${shown} +${cells.length - MAX_CELL_ITEMS} more` : shown
}

function observationCell(finding: Finding, maxLen: number): string {
  const declared =
    finding.evidence.declared !== undefined ? ` — declared: “${markdownInline(finding.evidence.declared, 120)}”` : ''
  return markdownInline(finding.message, maxLen) + declared
}

function linesCell(group: FindingGroup): string {
  const traced = groupTraceLines(group)
  return traced.lines.length > 0 ? traced.lines.join(', ') + (traced.more ? ', …' : '') : '–'
}

function listCell(items: readonly string[]): string {
  if (items.length === 0) return '–'
  const shown = items.slice(0, MAX_CELL_ITEMS).map((item) => markdownCode(item, 80))
  return shown.join(', ') + (items.length > MAX_CELL_ITEMS ? ` +${items.length - MAX_CELL_ITEMS} more` : '')
}

function rowSubject(row: ToolBehaviourRow): string {
  if (row.kind === 'startup' || row.kind === 'shutdown') return `*${row.kind}*`
  const kind = row.kind === 'tool' ? '' : ` (${row.kind})`
  return `${markdownCode(row.name, 60)}${kind}${row.declared ? '' : ' (not declared)'}`
}

function findingsCountCell(row: ToolBehaviourRow): string {
  const text = severityCountsText(row.findings)
  return text === 'none' ? '–' : text
}

function countsTable(report: Report): string {
  return (
    tableHead(
      SEVERITIES_DESCENDING.map((severity) => `${SEVERITY_ICON[severity]} ${severity}`),
      SEVERITIES_DESCENDING.map(() => '---:')
    ) +
    `${tableRow(SEVERITIES_DESCENDING.map((severity) => String(report.summary[severity])))}\n`
  )
}

function verdictLine(report: Report): { heading: string; sentence: string } {
  const verdict = verdictOf(report)
  const total = pluralize(report.findings.length, 'finding')
  if (verdict.incomplete !== null && verdict.blocking === 0) {
    return {
      heading: '⚠️ incomplete',
      sentence: `**${total}**; the audit ended early (${markdownInline(verdict.incomplete, 200)}), so it cannot pass: only what was observed until then is reported.`
    }
  }
  if (verdict.failOn === 'never') {
    return { heading: '✅ pass', sentence: `**${total}**; fail-on is \`never\`, so findings do not fail the audit.` }
  }
  if (verdict.blocking > 0) {
    return {
      heading: '❌ fail',
      sentence:
        `**${pluralize(verdict.blocking, 'finding')}** at or above \`${verdict.failOn}\` (fail-on)` +
        (verdict.blocking < report.findings.length ? `, ${total} in all.` : '.')
    }
  }
  return {
    heading: '✅ pass',
    sentence:
      report.findings.length === 0
        ? `No declared-vs-observed deviations: nothing the server did contradicts what it declared.`
        : `No finding at or above \`${verdict.failOn}\` (fail-on); ${total} below it.`
  }
}

function serverSentence(report: Report): string {
  const info = report.server.info
  const server = info ? markdownCode(`${info.name} ${info.version}`, 100) : 'a server that did not complete initialize'
  const network =
    report.sandbox.network === 'sandbox'
      ? `in a network sandbox (${report.sandbox.method})`
      : 'on the host network (not sandboxed)'
  return `Audited ${server} ${network}: ${pluralize(report.calls.length, 'call')} in ${formatDuration(report.durationMs)}.`
}

/** How many findings the last `omittedRows` of these grouped rows stand for. */
function omittedFindings(groups: readonly FindingGroup[], omittedRows: number): number {
  return groups.slice(groups.length - omittedRows).reduce((sum, group) => sum + group.findings.length, 0)
}

function findingRows(groups: readonly FindingGroup[], maxLen: number): string[] {
  return groups.map((group) =>
    tableRow([
      severityCell(group.lead.severity),
      `\`${group.lead.rule}\``,
      sitesCell(group),
      observationCell(group.lead, maxLen),
      linesCell(group)
    ])
  )
}

function behaviourRows(rows: ToolBehaviourRow[]): string[] {
  // Rows with findings first, so a cut keeps the tools that matter.
  const ranked = rows
    .map((row, index) => ({ row, index, weight: SEVERITIES_DESCENDING.map((severity) => row.findings[severity]) }))
    .sort((a, b) => {
      for (let i = 0; i < a.weight.length; i += 1) {
        const diff = (b.weight[i] ?? 0) - (a.weight[i] ?? 0)
        if (diff !== 0) return diff
      }
      return a.index - b.index
    })
  return ranked.map(({ row }) =>
    tableRow([
      rowSubject(row),
      outcomesText(row),
      listCell(row.reads),
      listCell(row.writes),
      listCell(row.deletes),
      listCell(row.contacts),
      listCell(row.dnsLookups),
      listCell(row.executes),
      findingsCountCell(row)
    ])
  )
}

const BEHAVIOUR_HEADERS = ['Tool', 'Calls', 'Read', 'Wrote', 'Deleted', 'Contacted', 'DNS lookups', 'Executed', 'Findings']

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

function safeUrl(url: string | undefined): string | undefined {
  return url !== undefined && /^https?:\/\/[^\s()<>"'`\\]+$/.test(url) ? url : undefined
}

function failedCallsSection(report: Report): string {
  const failed = report.calls.filter((call) => call.outcome !== 'ok')
  if (failed.length === 0) return ''
  const items = failed.slice(0, MAX_FAILED_CALLS).map((call) => {
    const error = call.error !== undefined ? `: ${markdownInline(call.error, 200)}` : ''
    return `- ${markdownCode(call.name, 60)} #${call.iteration} — ${call.outcome}${error}`
  })
  const more = failed.length > MAX_FAILED_CALLS ? [`- … and ${failed.length - MAX_FAILED_CALLS} more in \`report.json\``] : []
  return `### Calls that did not succeed\n\n${[...items, ...more].join('\n')}\n\n`
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
    countsTable(report),
    '\n'
  ]
  if (report.findings.length > 0) {
    const groups = groupFindings(report.findings)
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
      note: (omitted, total) =>
        `> ${omitted} of ${total} rows are not shown to keep this summary under GitHub's size limit: \`report.json\` has them all.\n\n`,
      share: 0.25
    })
  }
  sections.push(failedCallsSection(report))
  sections.push(fileChangesSection(report))
  sections.push(
    `### Manifest\n\n- sha256: ${markdownCode(report.manifest.sha256, 80)}\n` +
      `- rug-pull: ${markdownInline(rugPullText(report.rugPull), 200)}\n\n`
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
    `${verdict.sentence}${counts}\n\n`
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
