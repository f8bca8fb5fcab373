import { attackSummary, attackToolLines, exerciseCalls } from './attack-text.js'
import { changeLineText, summarizeFileChanges } from './file-changes-summary.js'
import { formatDuration, groupTraceLines, pluralize, rugPullText, severityCountsText, siteLabel, type FindingGroup } from './format.js'
import { verdictOf } from './verdict.js'
import { displayGroups } from './collapse-findings.js'
import { coverageSentence, unreachedLines } from './coverage-text.js'
import { couldDidLines } from './could-did-text.js'
import { foldedText, quietObservations } from './quiet-observations.js'
import { neutralizeForLog, truncate } from '../neutralize.js'
import type { Severity } from '../model/index.js'
import type { Report } from './schema.js'
import { durationText, hasBehaviour, isPhaseRow, outcomesText, shellJoin, toolBehaviour, type ToolBehaviourRow } from './tool-behaviour.js'

export interface TextReportOptions {
  color: boolean
  /** where the run's files were written, when known */
  files?: { trace: string; report: string; manifest?: string }
}

const SEVERITY_MARK: Record<Severity, string> = {
  critical: 'CRIT',
  high: 'HIGH',
  medium: 'MED ',
  low: 'LOW ',
  info: 'INFO'
}
const SEVERITY_COLOR: Record<Severity, string> = {
  critical: '\u001b[1;31m',
  high: '\u001b[31m',
  medium: '\u001b[33m',
  low: '\u001b[36m',
  info: '\u001b[2m'
}
const BOLD = '\u001b[1m'
const RED_BOLD = '\u001b[1;31m'
const GREEN_BOLD = '\u001b[1;32m'
const RESET = '\u001b[0m'

const MAX_MESSAGE = 200
const MAX_NAME = 32
const MAX_SITES = 5
const MAX_ITEM = 64
const MAX_ITEMS_PER_VERB = 3
const MAX_BEHAVIOUR = 200
const MAX_CALL_ERRORS = 3
/** "Files changed" lines in the terminal (the Markdown summary has more room) */
const TEXT_CHANGE_LINES = 6

/** Server text for the terminal: one line, no escapes, no workflow commands, bounded. */
function untrusted(text: string, maxLen: number): string {
  return neutralizeForLog(truncate(text, maxLen))
}

/** The CLI's human-readable report. Pure; every server-supplied string goes through neutralizeForLog. */
export function renderTextReport(report: Report, options: TextReportOptions): string {
  const paint = (code: string, text: string): string => (options.color ? `${code}${text}${RESET}` : text)
  const lines: string[] = []

  lines.push(paint(BOLD, `mcp-behave ${untrusted(report.auditor.version, 40)}: audit of ${untrusted(report.server.identity, 80)}`))
  const info = report.server.info
  const serverText = info ? `${untrusted(info.name, 80)} ${untrusted(info.version, 40)}` : '(no serverInfo: the server did not complete initialize)'
  const protocol = report.server.protocolVersion ? ` (protocol ${untrusted(report.server.protocolVersion, 40)})` : ''
  const field = (name: string, value: string): void => {
    lines.push(`  ${name.padEnd(10)} ${value}`)
  }
  field('server', serverText + protocol)
  if (report.server.command.length > 0) field('command', untrusted(shellJoin(report.server.command), 200))
  if (report.server.url) field('url', `${untrusted(report.server.url, 200)} (${report.server.transport})`)
  if (report.server.untraced) field('traced', `nothing: ${report.server.untraced}`)
  field('identity', untrusted(report.server.identity, 120))
  field('sandbox', report.server.untraced ? 'none: the server does not run here' : sandboxText(report))
  field('manifest', `sha256 ${untrusted(report.manifest.sha256, 80)}`)
  field('rug-pull', report.incomplete ? 'not checked: the audit did not finish' : untrusted(rugPullText(report.rugPull), 200))
  field('calls', `${callsText(report)} in ${formatDuration(report.durationMs)}`)
  if (report.attack) field('attack', untrusted(attackSummary(report.attack), 240))
  lines.push('')

  lines.push(paint(BOLD, 'Observations'))
  if (report.findings.length === 0 && report.server.untraced) {
    lines.push('  No change in the declared surface. Nothing was traced: what the server does was not observed.')
  } else if (report.findings.length === 0) {
    lines.push('  No declared-vs-observed deviations: nothing the server did contradicts what it declared.')
  }
  const quiet = quietObservations(displayGroups(report.findings))
  for (const group of quiet.shown) {
    const { lead } = group
    const traced = groupTraceLines(group)
    const evidence = traced.lines.length > 0 ? `  trace.log:${traced.lines.join(',')}${traced.more ? ',…' : ''}` : ''
    lines.push(
      `  ${paint(SEVERITY_COLOR[lead.severity], SEVERITY_MARK[lead.severity])}  ` + `${untrusted(lead.message, MAX_MESSAGE)}  [${sitesText(group)}]${evidence}`
    )
  }
  for (const folded of quiet.folded)
    lines.push(`  ${paint(SEVERITY_COLOR[folded.severity], SEVERITY_MARK[folded.severity])}  ${untrusted(foldedText(folded), MAX_MESSAGE)}`)
  lines.push('')

  lines.push(paint(BOLD, 'Behaviour per tool'))
  lines.push(...behaviourTable(toolBehaviour(report)).map((line) => `  ${line}`.trimEnd()))
  const couldDid = couldDidLines(report.static)
  if (couldDid.length > 0) {
    lines.push('', paint(BOLD, 'Could / did') + " (what each tool's code can reach, what the run saw)")
    for (const line of couldDid) lines.push(`  ${untrusted(line, 240)}`)
  }

  const escapes = report.attack ? attackToolLines(report.attack) : []
  if (escapes.length > 0) {
    lines.push('', paint(BOLD, 'Attacks that got through') + ' (hostile values the trace shows reached their target: docs/attack.md)')
    for (const escape of escapes) lines.push(`  ${untrusted(escape.tool, MAX_NAME).padEnd(MAX_NAME)}  ${untrusted(escape.text, MAX_BEHAVIOUR)}`)
  }

  const failedCalls = exerciseCalls(report.calls).filter((call) => call.outcome !== 'ok')
  if (failedCalls.length > 0) {
    lines.push('')
    lines.push(paint(BOLD, 'Calls that did not succeed'))
    for (const call of failedCalls.slice(0, MAX_CALL_ERRORS)) {
      const error = call.error !== undefined ? `: ${untrusted(call.error, MAX_MESSAGE)}` : ''
      lines.push(`  ${untrusted(call.name, MAX_NAME)} #${call.iteration}  ${call.outcome}${error}`)
    }
    if (failedCalls.length > MAX_CALL_ERRORS) lines.push(`  … and ${failedCalls.length - MAX_CALL_ERRORS} more in report.json`)
  }
  lines.push('')

  const changes = report.observed.fileChanges ?? []
  if (changes.length > 0) {
    lines.push(paint(BOLD, 'Files changed') + ' (in its copy-on-write view; nothing of yours changed)')
    for (const line of summarizeFileChanges(changes, TEXT_CHANGE_LINES)) lines.push(`  ${untrusted(changeLineText(line), 200)}`)
    const shown = report.sandbox.changesArchive ? `; their bytes are in ${untrusted(report.sandbox.changesArchive, 60)}` : ''
    lines.push(`  ${pluralize(changes.length, 'change')} in report.json${shown}`)
    lines.push('')
  }

  const noise = Object.entries(report.observed.noise).filter(([, count]) => count > 0)
  if (noise.length > 0) {
    const total = noise.reduce((sum, [, count]) => sum + count, 0)
    const parts = noise.map(([category, count]) => `${untrusted(category, 40)} ${count}`).join(', ')
    lines.push(`Ignored as runtime noise: ${pluralize(total, 'file access', 'file accesses')} (${parts})`)
  }
  const trace = report.observed.trace
  if (!report.server.untraced) lines.push(`Trace: ${pluralize(trace.lines, 'line')}, ${pluralize(trace.events, 'event')}, ${trace.unparsed} unparsed`)

  if (report.coverage) {
    lines.push(coverageSentence(report.coverage))
    for (const line of unreachedLines(report.coverage)) lines.push(`  ${untrusted(line, 200)}`)
  }
  const verdict = verdictOf(report)
  const counts = report.findings.length > 0 ? `: ${severityCountsText(report.summary)}` : ''
  lines.push(paint(BOLD, `${pluralize(report.findings.length, 'finding')}${counts}`))
  if (verdict.incomplete !== null) {
    lines.push(paint(RED_BOLD, 'INCOMPLETE') + `: ${untrusted(verdict.incomplete, 400)}; only what was observed until then is reported`)
  } else if (verdict.blocking === 0 && verdict.coverageBelow !== null) {
    lines.push(paint(RED_BOLD, 'FAIL') + `: ${verdict.coverageBelow}`)
  } else if (verdict.failOn === 'never') {
    lines.push(paint(GREEN_BOLD, 'PASS') + ' (--fail-on never: findings do not fail the audit)')
  } else if (!verdict.passed) {
    lines.push(paint(RED_BOLD, 'FAIL') + `: ${pluralize(verdict.blocking, 'finding')} at or above ${verdict.failOn} (--fail-on ${verdict.failOn})`)
  } else {
    lines.push(paint(GREEN_BOLD, 'PASS') + `: no finding at or above ${verdict.failOn} (--fail-on ${verdict.failOn})`)
  }

  if (options.files) {
    if (!report.server.untraced) lines.push(`Evidence: ${untrusted(options.files.trace, 300)}`)
    lines.push(`Report:   ${untrusted(options.files.report, 300)}`)
  } else {
    lines.push('Evidence and full report: trace.log and report.json in the output directory')
  }
  return `${lines.join('\n')}\n`
}

/** `read_config, export_settings`, `startup`, … at most MAX_SITES names, then `+N more`. */
function sitesText(group: FindingGroup): string {
  const labels = [...new Set(group.findings.map(siteLabel))]
  const shown = labels.slice(0, MAX_SITES).map((label) => untrusted(label, MAX_NAME))
  return shown.join(', ') + (labels.length > MAX_SITES ? ` +${labels.length - MAX_SITES} more` : '')
}

function sandboxText(report: Report): string {
  const { network, method, failOn, fs } = report.sandbox
  const net = network === 'sandbox' ? `network sandboxed (${method})` : 'host network (not sandboxed: connections really left the machine)'
  const files = fs === 'host' ? '; host filesystem (not contained: the server could change your files)' : fs === 'sandbox' ? '; filesystem contained' : ''
  return `${net}${files}${descriptorsText(report)}; fail on ${failOn === 'never' ? 'never' : `${failOn} or above`}`
}

const MAX_FDS = 8
function fdList(fds: readonly number[]): string {
  return fds.slice(0, MAX_FDS).join(',') + (fds.length > MAX_FDS ? ',…' : '')
}

function descriptorsText(report: Report): string {
  const descriptors = report.sandbox.descriptors
  if (!descriptors) return ''
  const { passed, closed } = descriptors
  const clean = passed.every((fd) => fd <= 2)
  const closedText = closed.length > 0 ? ` (closed inherited ${fdList(closed)})` : ''
  return clean ? `; server inherited stdio only${closedText}` : `; server inherited fds ${fdList(passed)}${closedText}`
}

function callsText(report: Report): string {
  const calls = exerciseCalls(report.calls)
  const counts = new Map<string, number>()
  for (const call of calls) counts.set(call.outcome, (counts.get(call.outcome) ?? 0) + 1)
  const parts = [...counts].map(([outcome, count]) => `${count} ${outcome}`)
  return `${pluralize(calls.length, 'call')}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`
}

function rowName(row: ToolBehaviourRow): string {
  if (isPhaseRow(row)) return `(${row.kind})`
  const suffix = row.kind === 'tool' ? '' : ` (${row.kind})`
  return untrusted(row.name, MAX_NAME - Array.from(suffix).length) + suffix + (row.declared ? '' : ' *')
}

/** What a row did, on one line: each verb with its first items, `+N` for the rest (report.json has all). */
function behaviourText(row: ToolBehaviourRow): string {
  const verbs: [string, string[]][] = [
    ['read', row.reads],
    ['write', row.writes],
    ['delete', row.deletes],
    ['connect', row.contacts],
    ['dns', row.dnsLookups],
    ['exec', row.executes],
    ['sink', row.sink]
  ]
  const parts = verbs
    .filter(([, items]) => items.length > 0)
    .map(([verb, items]) => {
      const shown = items.slice(0, MAX_ITEMS_PER_VERB).map((item) => untrusted(item, MAX_ITEM))
      return `${verb} ${shown.join(', ')}${items.length > MAX_ITEMS_PER_VERB ? ` +${items.length - MAX_ITEMS_PER_VERB}` : ''}`
    })
  return parts.length > 0 ? truncate(parts.join('; '), MAX_BEHAVIOUR) : 'nothing observed'
}

function findingsCell(row: ToolBehaviourRow): string {
  const text = severityCountsText(row.findings)
  return text === 'none' ? '-' : text
}

function width(text: string): number {
  return Array.from(text).length
}

function pad(text: string, to: number): string {
  return text + ' '.repeat(Math.max(0, to - width(text)))
}

/** Past this many rows, the text table keeps only the items with a finding at low or above. */
const MAX_TEXT_ROWS = 12

function behaviourTable(rows: ToolBehaviourRow[]): string[] {
  if (rows.length === 0) return ['(the server declared nothing and nothing was called)']
  // Items that did nothing and drew no finding share one line: the table fits a screen.
  const quiet = rows.filter((row) => !hasBehaviour(row) && severityCountsText(row.findings) === 'none')
  let shown = rows.length - quiet.length > 0 && quiet.length > 1 ? rows.filter((row) => !quiet.includes(row)) : rows
  // A big surface (dozens of tools) keeps the rows a reviewer must look at — a finding at low or above —
  // and names the rest on one line; the job summary and report.json keep every row.
  const notable = (row: ToolBehaviourRow): boolean => row.findings.critical + row.findings.high + row.findings.medium + row.findings.low > 0
  const infoOnly = shown.length > MAX_TEXT_ROWS ? shown.filter((row) => !notable(row)) : []
  shown = shown.filter((row) => !infoOnly.includes(row))
  const cells = shown.map((row) => ({
    name: rowName(row),
    calls: [outcomesText(row), durationText(row)].filter(Boolean).join(', '),
    findings: findingsCell(row),
    behaviour: behaviourText(row)
  }))
  const header = { name: 'TOOL', calls: 'CALLS', findings: 'FINDINGS' }
  const nameWidth = Math.max(width(header.name), ...cells.map((cell) => width(cell.name)))
  const callsWidth = Math.max(width(header.calls), ...cells.map((cell) => width(cell.calls)))
  const findingsWidth = Math.max(width(header.findings), ...cells.map((cell) => width(cell.findings)))
  const line = (name: string, calls: string, findings: string, behaviour: string): string =>
    `${pad(name, nameWidth)}  ${pad(calls, callsWidth)}  ${pad(findings, findingsWidth)}  ${behaviour}`
  const out = cells.length > 0 ? [line(header.name, header.calls, header.findings, 'BEHAVIOUR')] : []
  for (const cell of cells) out.push(line(cell.name, cell.calls, cell.findings, cell.behaviour))
  if (infoOnly.length > 0) {
    out.push(truncate(`info-level behaviour only (${infoOnly.length}): ${infoOnly.map(rowName).join(', ')}`, MAX_BEHAVIOUR + 60))
    out.push('  (the job summary and report.json have a row for each)')
  }
  if (quiet.length > 1 && !quiet.every((row) => shown.includes(row))) {
    const names = quiet.map(rowName)
    out.push(truncate(`nothing observed (${quiet.length}): ${names.join(', ')}`, MAX_BEHAVIOUR + 60))
  }
  if (rows.some((row) => !row.declared)) out.push('* called but not in the declared manifest')
  return out
}
