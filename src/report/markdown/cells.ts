// The pieces the job summary and the PR comment are built from: table rows and cells (all server text
// through neutralize.ts), the verdict line and the behaviour-per-tool rows.

import { groupTraceLines, phaseLabel, pluralize, severityCountsText, SEVERITIES_DESCENDING, type FindingGroup } from '../format.js'
import { verdictOf } from '../verdict.js'
import { markdownCode, markdownInline } from '../../neutralize.js'
import type { Finding, Severity } from '../../model/index.js'
import type { Report } from '../schema.js'
import { durationText, isPhaseRow, outcomesText, type ToolBehaviourRow } from '../tool-behaviour.js'

const MAX_CELL_ITEMS = 5

const SEVERITY_ICON: Record<Severity, string> = {
  critical: '🔴',
  high: '🟠',
  medium: '🟡',
  low: '🔵',
  info: '⚪'
}

export function tableRow(cells: string[]): string {
  return `| ${cells.join(' | ')} |`
}

export function tableHead(headers: string[], align?: string[]): string {
  return `${tableRow(headers)}\n${tableRow(align ?? headers.map(() => '---'))}\n`
}

export function severityCell(severity: Severity): string {
  return `${SEVERITY_ICON[severity]} ${severity}`
}

function siteCell(finding: Finding): string {
  return finding.tool !== undefined ? markdownCode(finding.tool, 60) : `*${markdownInline(phaseLabel(finding.phase), 60)}*`
}

/** Every call site of a group, e.g. `read_config`, `export_settings` (at most MAX_CELL_ITEMS, then +N more). */
export function sitesCell(group: FindingGroup): string {
  const cells = [...new Set(group.findings.map(siteCell))]
  const shown = cells.slice(0, MAX_CELL_ITEMS).join(', ')
  return cells.length > MAX_CELL_ITEMS ? `${shown} +${cells.length - MAX_CELL_ITEMS} more` : shown
}

export function observationCell(finding: Finding, maxLen: number): string {
  const declared = finding.evidence.declared !== undefined ? ` — declared: “${markdownInline(finding.evidence.declared, 120)}”` : ''
  return markdownInline(finding.message, maxLen) + declared
}

export function linesCell(group: FindingGroup): string {
  const traced = groupTraceLines(group)
  return traced.lines.length > 0 ? traced.lines.join(', ') + (traced.more ? ', …' : '') : '–'
}

function listCell(items: readonly string[]): string {
  if (items.length === 0) return '–'
  const shown = items.slice(0, MAX_CELL_ITEMS).map((item) => markdownCode(item, 80))
  return shown.join(', ') + (items.length > MAX_CELL_ITEMS ? ` +${items.length - MAX_CELL_ITEMS} more` : '')
}

function rowSubject(row: ToolBehaviourRow): string {
  if (isPhaseRow(row)) return `*${row.kind}*`
  const kind = row.kind === 'tool' ? '' : ` (${row.kind})`
  return `${markdownCode(row.name, 60)}${kind}${row.declared ? '' : ' (not declared)'}`
}

function findingsCountCell(row: ToolBehaviourRow): string {
  const text = severityCountsText(row.findings)
  return text === 'none' ? '–' : text
}

export function verdictLine(report: Report): { heading: string; sentence: string } {
  const verdict = verdictOf(report)
  const total = pluralize(report.findings.length, 'finding')
  if (verdict.incomplete !== null && verdict.blocking === 0) {
    return {
      heading: '⚠️ incomplete',
      sentence: `**${total}**; the audit ended early (${markdownInline(verdict.incomplete, 200)}), so it cannot pass: only what was observed until then is reported.`
    }
  }
  if (verdict.blocking === 0 && verdict.coverageBelow !== null) {
    return { heading: '❌ fail', sentence: `**${verdict.coverageBelow}**; ${total} in all.` }
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

/** How many findings the last `omittedRows` of these grouped rows stand for. */
export function omittedFindings(groups: readonly FindingGroup[], omittedRows: number): number {
  return groups.slice(groups.length - omittedRows).reduce((sum, group) => sum + group.findings.length, 0)
}

export function behaviourRows(rows: ToolBehaviourRow[]): string[] {
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
      [outcomesText(row), durationText(row)].filter(Boolean).join(', '),
      listCell(row.reads),
      listCell(row.writes),
      listCell(row.deletes),
      // what the sandbox's sink answered sits with the connections it answered
      listCell([...row.contacts, ...row.sink]),
      listCell(row.dnsLookups),
      listCell(row.executes),
      findingsCountCell(row)
    ])
  )
}

export const BEHAVIOUR_HEADERS = ['Tool', 'Calls', 'Read', 'Wrote', 'Deleted', 'Contacted', 'DNS lookups', 'Executed', 'Findings']

export function safeUrl(url: string | undefined): string | undefined {
  return url !== undefined && /^https?:\/\/[^\s()<>"'`\\]+$/.test(url) ? url : undefined
}
