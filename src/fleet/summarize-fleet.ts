import { sha256Hex } from '../manifest/canonical.js'
import { markdownCode, markdownInline, neutralizeForLog } from '../neutralize.js'
import { SEVERITIES, type FailOn, type Severity, type Summary } from '../model/index.js'
import type { Report } from '../report/schema.js'
import { decideFleetExitCode, verdictOf } from '../report/verdict.js'
import { RULE_CATALOG } from '../rules/catalog.js'
import { AUDITOR_VERSION } from '../version.js'
import type { Fleet, FleetFinding, FleetServer } from './schema.js'

// A fleet's results → fleet.json, its exit code and the combined table. Pure: the runner (run-fleet.ts)
// and the action's merge step (from reports it downloaded) both end here.

/** The line of fleet.json for a server whose audit finished. */
export function auditedServer(base: Pick<FleetServer, 'name' | 'origin' | 'dir'>, report: Report): FleetServer {
  return {
    ...base,
    status: 'audited',
    identity: report.server.identity,
    transport: 'stdio',
    exitCode: report.exitCode,
    verdict: verdictOf(report).passed ? 'pass' : 'fail',
    summary: report.summary,
    tools: report.manifest.tools.map((tool) => tool.name),
    rugPull: report.rugPull.status,
    durationMs: report.durationMs
  }
}

/** Two servers declaring the same tool name: a client sees both, and either may get the other's calls. */
export function shadowingFindings(servers: readonly FleetServer[]): FleetFinding[] {
  const owners = new Map<string, string[]>()
  for (const server of servers) {
    for (const tool of new Set(server.tools ?? [])) owners.set(tool, [...(owners.get(tool) ?? []), server.name])
  }
  const findings: FleetFinding[] = []
  for (const [tool, names] of [...owners].sort(([a], [b]) => a.localeCompare(b))) {
    if (names.length < 2) continue
    const sorted = [...names].sort()
    findings.push({
      rule: 'tool-shadowing',
      severity: RULE_CATALOG['tool-shadowing'].severity,
      message: `tool ${JSON.stringify(tool)} is declared by ${sorted.length} servers: ${sorted.join(', ')}`,
      tool,
      servers: sorted,
      fingerprint: sha256Hex(JSON.stringify(['tool-shadowing', tool, sorted])).slice(0, 16)
    })
  }
  return findings
}

/** The fleet's exit code (decided in report/verdict.ts); a skipped server does not count. */
export function fleetExitCode(servers: readonly FleetServer[], crossFindings: readonly FleetFinding[], failOn: FailOn): number {
  const serverExitCodes = servers.filter((server) => server.status !== 'skipped').map((server) => server.exitCode)
  return decideFleetExitCode({ serverExitCodes, findings: crossFindings, failOn })
}

export function buildFleet(servers: FleetServer[], options: { startedAt: number; jobs: number; failOn: FailOn }): Fleet {
  const findings = shadowingFindings(servers)
  const summary: Summary = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
  for (const server of servers) for (const severity of SEVERITIES) summary[severity] += server.summary?.[severity] ?? 0
  for (const finding of findings) summary[finding.severity] += 1
  return {
    schemaVersion: 1,
    auditor: { name: 'mcp-behave', version: AUDITOR_VERSION },
    startedAt: new Date(options.startedAt).toISOString(),
    durationMs: Math.max(0, Date.now() - options.startedAt),
    jobs: options.jobs,
    servers,
    findings,
    summary,
    exitCode: fleetExitCode(servers, findings, options.failOn)
  }
}

const SEVERITY_ORDER: readonly Severity[] = [...SEVERITIES].reverse()

function countsText(summary: Summary | undefined): string {
  if (summary === undefined) return '—'
  const parts = SEVERITY_ORDER.filter((severity) => summary[severity] > 0).map((severity) => `${summary[severity]} ${severity}`)
  return parts.length > 0 ? parts.join(', ') : '0'
}

function resultText(server: FleetServer): string {
  if (server.status === 'skipped') return 'skipped'
  if (server.status === 'failed') return `error (exit ${server.exitCode})`
  return server.verdict ?? 'pass'
}

/** The combined table for a terminal: one row per server, then the cross-server findings. */
export function renderFleetText(fleet: Fleet): string {
  const rows = fleet.servers.map((server) => [
    server.name,
    resultText(server),
    countsText(server.summary),
    String(server.tools?.length ?? '—'),
    server.dir ?? '',
    server.message ?? ''
  ])
  const header = ['server', 'result', 'findings', 'tools', 'report', 'note']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] as string).length)))
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] as number))
      .join('  ')
      .trimEnd()
  const out = [`fleet: ${fleet.servers.length} servers, ${fleet.jobs} at a time, ${(fleet.durationMs / 1000).toFixed(1)} s`, line(header), ...rows.map(line)]
  if (fleet.findings.length > 0) {
    out.push('', 'cross-server findings:')
    for (const finding of fleet.findings) out.push(`  ${finding.severity.toUpperCase()} ${finding.rule}: ${finding.message}`)
  }
  out.push('', `fleet result: ${countsText(fleet.summary)}; exit ${fleet.exitCode}`)
  return out.map((text) => neutralizeForLog(text)).join('\n') + '\n'
}

/** The combined table in Markdown (job summary, PR comment, fleet.md); every server-given string is neutralized. */
export function renderFleetMarkdown(fleet: Fleet, options: { heading?: string } = {}): string {
  const failed = fleet.exitCode !== 0
  const out = [
    `### ${options.heading ?? 'mcp-behave fleet'}: ${failed ? '❌' : '✅'} ${fleet.servers.length} server${fleet.servers.length === 1 ? '' : 's'}`,
    '',
    '| server | result | findings | tools | rug-pull |',
    '| --- | --- | --- | --- | --- |',
    ...fleet.servers.map(
      (server) =>
        `| ${markdownCode(server.name, 80)} | ${resultText(server)}${server.message ? ` — ${markdownInline(server.message, 160)}` : ''} | ${countsText(server.summary)} | ${server.tools?.length ?? '—'} | ${server.rugPull ?? '—'} |`
    )
  ]
  if (fleet.findings.length > 0) {
    out.push('', '**Cross-server findings**', '', '| severity | rule | tool | servers |', '| --- | --- | --- | --- |')
    for (const finding of fleet.findings) {
      out.push(
        `| ${finding.severity} | \`${finding.rule}\` | ${markdownCode(finding.tool ?? '', 80)} | ${finding.servers.map((name) => markdownCode(name, 60)).join(', ')} |`
      )
    }
  }
  out.push('', `Fleet: ${countsText(fleet.summary)}; exit ${fleet.exitCode}.`)
  return out.join('\n') + '\n'
}
