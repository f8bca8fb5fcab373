import { z } from 'zod'
import { ConfigurationError, EXIT_CODES } from '../errors.js'
import { SEVERITIES, severityRank, type Finding, type Phase, type Severity } from '../model/index.js'
import { ReportSchema, type Report } from '../report/schema.js'
import { oneLine } from '../neutralize.js'
import { cutAt, truncateWithNote } from './text.js'

// The dashboard's ingest validation (see dashboard-api.md), mirrored so a payload that passes here is
// accepted there. Optional fields are omitted, never null: the dashboard rejects null.
export const PUSH_LIMITS = {
  serverName: 200,
  serverDescription: 2000,
  npmPackage: 200,
  author: 200,
  transport: 50,
  category: 50,
  version: 50,
  manifestHash: 200,
  auditLog: 100_000,
  tools: 500,
  toolName: 200,
  toolDescription: 2000,
  inputSchema: 20_000,
  findings: 500,
  findingType: 64,
  findingDescription: 2000,
  findingDetail: 4000,
  findingToolName: 200
} as const

export const PushPayloadSchema = z.object({
  server: z.object({
    name: z.string().min(1).max(PUSH_LIMITS.serverName),
    description: z.string().max(PUSH_LIMITS.serverDescription).optional(),
    githubUrl: z.url().optional(),
    npmPackage: z.string().max(PUSH_LIMITS.npmPackage).optional(),
    author: z.string().max(PUSH_LIMITS.author).optional(),
    transport: z.string().max(PUSH_LIMITS.transport).optional(),
    category: z.string().max(PUSH_LIMITS.category).optional(),
    stars: z.number().int().nonnegative().optional()
  }),
  audit: z.object({
    version: z.string().max(PUSH_LIMITS.version).optional(),
    status: z.enum(['clean', 'findings', 'error']).default('clean'),
    exitCode: z.number().int().optional(),
    manifestHash: z.string().max(PUSH_LIMITS.manifestHash).optional(),
    auditLog: z.string().max(PUSH_LIMITS.auditLog).optional()
  }),
  tools: z
    .array(
      z.object({
        name: z.string().min(1).max(PUSH_LIMITS.toolName),
        description: z.string().max(PUSH_LIMITS.toolDescription),
        inputSchema: z.string().max(PUSH_LIMITS.inputSchema).optional()
      })
    )
    .max(PUSH_LIMITS.tools),
  findings: z
    .array(
      z.object({
        type: z.string().min(1).max(PUSH_LIMITS.findingType),
        severity: z.enum(['info', 'high']).default('high'),
        description: z.string().min(1).max(PUSH_LIMITS.findingDescription),
        detail: z.string().max(PUSH_LIMITS.findingDetail).optional(),
        toolName: z.string().max(PUSH_LIMITS.findingToolName).optional()
      })
    )
    .max(PUSH_LIMITS.findings)
})
export type PushPayload = z.infer<typeof PushPayloadSchema>
export type PushFinding = PushPayload['findings'][number]
export type PushTool = PushPayload['tools'][number]

export interface PushMeta {
  serverName?: string
  description?: string
  githubUrl?: string
  npmPackage?: string
  author?: string
  category?: string
  transport?: string
}

/** Type of the one finding that stands in for those cut by the dashboard's 500-finding limit. */
export const OMITTED_FINDINGS_TYPE = 'findings_omitted'

/**
 * Checks that parsed JSON is a report this version wrote (schemaVersion 1) and returns it typed.
 * Throws a ConfigurationError with one line saying what is wrong.
 */
export function parseReportForPush(value: unknown): Report {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigurationError('The input is not an mcp-behave report: expected a JSON object from `mcp-behave --json`.')
  }
  const record = value as Record<string, unknown>
  if (!('schemaVersion' in record)) {
    if ('server_cmd' in record || 'manifest_sha256' in record) {
      throw new ConfigurationError(
        'The input looks like output of the Python mcp-behave 0.1.x, which this push does not accept; re-run the audit with this version and `--json`.'
      )
    }
    throw new ConfigurationError('The input is not an mcp-behave report: it has no schemaVersion.')
  }
  if (record.schemaVersion !== 1) {
    throw new ConfigurationError(
      `Unsupported report schemaVersion ${oneLine(cutAt(JSON.stringify(record.schemaVersion) ?? 'undefined', 40))}; this push accepts schemaVersion 1.`
    )
  }
  const parsed = ReportSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)'
    const count = parsed.error.issues.length
    throw new ConfigurationError(
      `The report does not match schemaVersion 1: ${oneLine(cutAt(where, 200))}: ${issue?.message ?? 'invalid'}` +
        (count > 1 ? ` (and ${count - 1} more problem${count > 2 ? 's' : ''})` : '')
    )
  }
  return parsed.data
}

/**
 * Turns a report into the dashboard's ingest body. Data from the audited server (tool names and
 * descriptions, schemas, finding text) is cut to the dashboard's limits and the cuts are noted; metadata
 * the user gave (`meta`) is checked instead, and a value the dashboard would reject throws a
 * ConfigurationError, because silently changing e.g. the server name would file the audit elsewhere.
 */
export function buildPushPayload(report: Report, meta: PushMeta): PushPayload {
  const notes: string[] = []
  const server = buildServer(report, meta)
  const tools = buildTools(report, notes)
  const findings = buildFindings(report.findings, notes)
  const payload: PushPayload = {
    server,
    audit: {
      version: cutAt(report.auditor.version, PUSH_LIMITS.version),
      status: auditStatus(report),
      exitCode: report.exitCode,
      manifestHash: cutAt(report.manifest.sha256, PUSH_LIMITS.manifestHash),
      auditLog: buildAuditLog(report, notes)
    },
    tools,
    findings
  }
  // A failure here is a bug in this file, not bad input: everything above already fits the limits.
  return PushPayloadSchema.parse(payload)
}

function auditStatus(report: Report): PushPayload['audit']['status'] {
  // A pass and findings are the two outcomes of a completed audit; any other exit code means it did not complete.
  if (report.exitCode !== EXIT_CODES.pass && report.exitCode !== EXIT_CODES.findings) return 'error'
  return report.findings.length > 0 ? 'findings' : 'clean'
}

function checkedText(value: string | undefined, label: string, max: number): string | undefined {
  if (value === undefined) return undefined
  if (value.length > max) {
    throw new ConfigurationError(`The ${label} is ${value.length} characters long; the dashboard accepts at most ${max}.`)
  }
  return value
}

function buildServer(report: Report, meta: PushMeta): PushPayload['server'] {
  const name = meta.serverName ?? report.server.identity
  if (name.trim().length === 0) {
    throw new ConfigurationError('The server name is empty; pass a server name (--server-name).')
  }
  if (name.length > PUSH_LIMITS.serverName) {
    const origin = meta.serverName === undefined ? "report's server identity" : 'server name'
    throw new ConfigurationError(
      `The ${origin} is ${name.length} characters long; the dashboard accepts at most ${PUSH_LIMITS.serverName} (pass a shorter --server-name).`
    )
  }
  const server: PushPayload['server'] = { name }
  const description = checkedText(meta.description, 'description', PUSH_LIMITS.serverDescription)
  if (description !== undefined) server.description = description
  if (meta.githubUrl !== undefined) server.githubUrl = checkedHttpUrl(meta.githubUrl)
  const npmPackage = checkedText(meta.npmPackage, 'npm package name', PUSH_LIMITS.npmPackage)
  if (npmPackage !== undefined) server.npmPackage = npmPackage
  const author = checkedText(meta.author, 'author', PUSH_LIMITS.author)
  if (author !== undefined) server.author = author
  server.transport = checkedText(meta.transport, 'transport', PUSH_LIMITS.transport) ?? report.server.transport
  const category = checkedText(meta.category, 'category', PUSH_LIMITS.category)
  if (category !== undefined) server.category = category
  return server
}

function checkedHttpUrl(value: string): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  // The dashboard renders this as a link: anything but http(s) (javascript:, data:) has no business there.
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !z.url().safeParse(value).success) {
    throw new ConfigurationError(`Invalid GitHub URL '${oneLine(cutAt(value, 200))}'. Expected an http(s) URL such as https://github.com/owner/repo.`)
  }
  return value
}

function buildTools(report: Report, notes: string[]): PushTool[] {
  const all = report.manifest.tools
  if (all.length > PUSH_LIMITS.tools) {
    notes.push(`${all.length - PUSH_LIMITS.tools} of ${all.length} tools not sent: the dashboard accepts at most ${PUSH_LIMITS.tools}.`)
  }
  return all.slice(0, PUSH_LIMITS.tools).map((tool) => {
    const name = tool.name.length === 0 ? '(empty name)' : truncateWithNote(tool.name, PUSH_LIMITS.toolName)
    const entry: PushTool = { name, description: truncateWithNote(tool.description ?? '', PUSH_LIMITS.toolDescription) }
    if (tool.inputSchema !== undefined) {
      const schema = JSON.stringify(tool.inputSchema)
      // A cut JSON document is no longer JSON, so an oversized schema is left out rather than truncated.
      if (schema.length <= PUSH_LIMITS.inputSchema) entry.inputSchema = schema
      else
        notes.push(
          `inputSchema of tool ${JSON.stringify(cutAt(tool.name, 200))} not sent: ${schema.length} characters, the dashboard accepts at most ${PUSH_LIMITS.inputSchema}.`
        )
    }
    return entry
  })
}

/** critical/high are the dashboard's "high"; everything else is its "info". The exact severity goes in detail. */
export function dashboardSeverity(severity: Severity): PushFinding['severity'] {
  return severity === 'critical' || severity === 'high' ? 'high' : 'info'
}

/** `network-egress` → `network_egress`, the style of the reference client's finding types. */
export function dashboardFindingType(rule: Finding['rule']): string {
  return rule.replaceAll('-', '_')
}

function buildFindings(all: readonly Finding[], notes: string[]): PushFinding[] {
  if (all.length <= PUSH_LIMITS.findings) return all.map(toPushFinding)
  // Keep the most severe (stable: report order within a severity), in report order, and let one last entry
  // say what was left out so the dashboard never shows a silently shortened list.
  const keep = PUSH_LIMITS.findings - 1
  const bySeverity = all
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => severityRank(b.finding.severity) - severityRank(a.finding.severity) || a.index - b.index)
  const kept = new Set(bySeverity.slice(0, keep).map(({ index }) => index))
  const omitted = bySeverity.slice(keep).map(({ finding }) => finding)
  const sent = all.filter((_, index) => kept.has(index)).map(toPushFinding)
  const counts = countBy(omitted, (finding) => `${finding.severity} ${finding.rule}`)
  const severities = [...SEVERITIES].reverse()
  const lines = [...counts.entries()]
    .sort(([a], [b]) => severities.indexOf(a.split(' ')[0] as Severity) - severities.indexOf(b.split(' ')[0] as Severity) || a.localeCompare(b))
    .map(([key, count]) => `${key}: ${count}`)
  const description = `${omitted.length} more findings not sent: the dashboard accepts at most ${PUSH_LIMITS.findings} per audit. The full list is in the report.`
  notes.push(description)
  sent.push({
    type: OMITTED_FINDINGS_TYPE,
    severity: omitted.some((finding) => dashboardSeverity(finding.severity) === 'high') ? 'high' : 'info',
    description,
    detail: truncateWithNote(`Omitted findings by severity and rule:\n${lines.join('\n')}`, PUSH_LIMITS.findingDetail)
  })
  return sent
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

function toPushFinding(finding: Finding): PushFinding {
  const message = finding.message.trim().length > 0 ? finding.message : `${finding.rule} finding`
  const entry: PushFinding = {
    type: dashboardFindingType(finding.rule),
    severity: dashboardSeverity(finding.severity),
    description: truncateWithNote(message, PUSH_LIMITS.findingDescription),
    detail: truncateWithNote(findingDetail(finding), PUSH_LIMITS.findingDetail)
  }
  if (finding.tool !== undefined && finding.tool.length > 0) {
    entry.toolName = truncateWithNote(finding.tool, PUSH_LIMITS.findingToolName)
  }
  return entry
}

function describePhase(phase: Phase): string {
  if (phase.kind !== 'call') return phase.kind
  const { call } = phase
  return `${call.kind} ${JSON.stringify(call.name)} call #${call.iteration}${phase.afterResponse ? ', after it answered' : ''}`
}

const EVIDENCE_ITEMS_SHOWN = 20

function listLine(label: string, items: readonly string[] | undefined): string | undefined {
  if (!items || items.length === 0) return undefined
  const shown = items.slice(0, EVIDENCE_ITEMS_SHOWN).map((item) => oneLine(cutAt(item, 300)))
  const more = items.length > shown.length ? ` (+${items.length - shown.length} more)` : ''
  return `${label}: ${shown.join(', ')}${more}`
}

function findingDetail(finding: Finding): string {
  const { evidence } = finding
  const lines = [
    `severity: ${finding.severity}`,
    `rule: ${finding.rule}`,
    `phase: ${oneLine(describePhase(finding.phase))}`,
    evidence.declared === undefined ? undefined : `declared: ${oneLine(cutAt(evidence.declared, 600))}`,
    listLine('paths', evidence.paths),
    listLine('addresses', evidence.addresses),
    listLine('dns names', evidence.dnsNames),
    listLine(
      'processes',
      evidence.argv?.map((argv) => argv.join(' '))
    ),
    listLine('canaries', evidence.canaries),
    listLine('canary bytes', evidence.canaryBytes),
    evidence.witness === undefined ? undefined : `seen by: ${evidence.witness}`,
    listLine('manifest items', evidence.manifestItems),
    listLine('trace lines', evidence.traceLines.map(String)),
    `fingerprint: ${oneLine(finding.fingerprint)}`
  ]
  return lines.filter((line): line is string => line !== undefined).join('\n')
}

function buildAuditLog(report: Report, notes: readonly string[]): string {
  const { server, manifest, rugPull, summary, observed } = report
  const calls = report.calls.filter((call) => !call.attack)
  const outcomes = countBy(calls, (call) => call.outcome)
  const lines: string[] = [
    `${report.auditor.name} ${oneLine(report.auditor.version)} audit of ${oneLine(server.identity)}`,
    // The server command is left out on purpose: people pass API keys as arguments, and the dashboard is public.
    `server: ${server.info ? oneLine(`${server.info.name} ${server.info.version}`) : 'no serverInfo'}` +
      (server.protocolVersion ? `, protocol ${oneLine(server.protocolVersion)}` : ''),
    `started: ${oneLine(report.startedAt)}, duration: ${Math.round(report.durationMs)} ms`,
    `sandbox: network ${report.sandbox.network}, method ${report.sandbox.method}, fail-on ${report.sandbox.failOn}`,
    `manifest: ${oneLine(manifest.sha256)} (${manifest.tools.length} tools, ${manifest.resources.length} resources, ` +
      `${manifest.resourceTemplates.length} resource templates, ${manifest.prompts.length} prompts)`,
    `rug pull: ${rugPull.status}` +
      (rugPull.changes.length > 0 ? `, ${rugPull.changes.length} change(s) since the pin` : '') +
      (rugPull.duringSession.length > 0 ? `, ${rugPull.duringSession.length} change(s) during the session` : ''),
    `calls: ${calls.length}` + (outcomes.size > 0 ? ` (${[...outcomes.entries()].map(([outcome, count]) => `${outcome} ${count}`).join(', ')})` : ''),
    `observed: ${observed.files.filter((file) => !file.noise).length} file accesses, ${observed.network.length} network destinations, ` +
      `${observed.dns.length} DNS names, ${observed.processes.length} processes, ${observed.leaks.length} canary leaks`,
    `findings: ${report.findings.length} (critical ${summary.critical}, high ${summary.high}, medium ${summary.medium}, low ${summary.low}, info ${summary.info})`,
    ...report.findings.map(
      (finding) =>
        `  [${finding.severity}] ${finding.rule}${finding.tool === undefined ? '' : ` (${oneLine(cutAt(finding.tool, 200))})`}: ` +
        oneLine(cutAt(finding.message, 500))
    ),
    `exit code: ${report.exitCode}`
  ]
  // Notes go first so the cap on the log's length can never cut them off.
  const head = notes.length > 0 ? ['push notes:', ...notes.map((note) => `  - ${note}`), ''] : []
  return truncateWithNote([...head, ...lines].join('\n'), PUSH_LIMITS.auditLog)
}
