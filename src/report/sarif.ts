import { createHash } from 'node:crypto'
import type * as sarif from 'sarif'
import { phaseLabel, sortFindings, traceLinesText } from './format.js'
import { neutralizeForLog, truncate } from '../neutralize.js'
import { RULE_CATALOG } from '../rules/catalog.js'
import { RULE_IDS, severityRank, type Evidence, type Finding, type RuleId, type Severity } from '../model/index.js'
import type { Report } from './schema.js'

export interface SarifContext {
  toolVersion: string
  informationUri?: string
  /** repository-relative path of the policy file, when one was used */
  policyPath?: string
  /** repository-relative path of the workflow that ran the audit */
  workflowPath?: string
}

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json'

// GitHub sorts and gates alerts by `security-severity` (a CVSS-like score) read from the rule.
export const SECURITY_SEVERITY: Record<Severity, string> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '3.0',
  info: '1.0'
}

const MAX_MESSAGE = 1000
const MAX_EVIDENCE_ITEMS = 20
const MAX_EVIDENCE_CHARS = 500

function levelOf(severity: Severity): sarif.Result.level {
  if (severity === 'critical' || severity === 'high') return 'error'
  return severity === 'medium' ? 'warning' : 'note'
}

function isAbsoluteUri(value: string | undefined): value is string {
  if (value === undefined) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** A repository-relative path as a URI reference, or undefined when it is absolute or escapes the repo. */
function repoRelativeUri(path: string | undefined): string | undefined {
  if (path === undefined) return undefined
  const normalized = path.replace(/\\/g, '/').replace(/^(\.\/)+/, '')
  if (normalized === '' || normalized.startsWith('/') || /^[A-Za-z]:/.test(normalized)) return undefined
  const segments = normalized.split('/')
  if (segments.some((segment) => segment === '..' || segment === '')) return undefined
  return segments.map((segment) => encodeURIComponent(segment)).join('/')
}

/** The first argv word after the executable that looks like a relative script path, e.g. `dist/server.js`. */
function serverEntryUri(command: readonly string[]): string | undefined {
  for (const arg of command.slice(1)) {
    if (arg.startsWith('-')) continue
    if (/^[\w./-]+\.[A-Za-z0-9]{1,5}$/.test(arg)) return repoRelativeUri(arg)
  }
  return undefined
}

/** `src/run.js:12` → its URI and line; undefined when it is not a repository-relative path with a line. */
function sourceLocation(source: string | undefined): [string, number] | undefined {
  const match = source === undefined ? null : /^(.+):(\d+)$/.exec(source)
  const fileUri = match ? repoRelativeUri(match[1]) : undefined
  const line = match ? Number(match[2]) : 0
  return fileUri !== undefined && line > 0 ? [fileUri, line] : undefined
}

function boundedList<T>(items: readonly T[] | undefined, map: (item: T) => string): string[] | undefined {
  return items?.slice(0, MAX_EVIDENCE_ITEMS).map(map)
}

function evidenceProperties(evidence: Evidence): Record<string, unknown> {
  const text = (value: string): string => truncate(value, MAX_EVIDENCE_CHARS)
  const out: Record<string, unknown> = { traceLines: evidence.traceLines.slice(0, 50) }
  const lists: [string, string[] | undefined][] = [
    ['paths', boundedList(evidence.paths, text)],
    ['addresses', boundedList(evidence.addresses, text)],
    ['dnsNames', boundedList(evidence.dnsNames, text)],
    ['argv', boundedList(evidence.argv, (argv) => text(JSON.stringify(argv)))],
    ['canaries', boundedList(evidence.canaries, text)],
    ['canaryBytes', boundedList(evidence.canaryBytes, text)],
    ['manifestItems', boundedList(evidence.manifestItems, text)],
    ['sources', boundedList(evidence.sources, text)]
  ]
  for (const [key, list] of lists) if (list !== undefined) out[key] = list
  if (evidence.declared !== undefined) out.declared = text(evidence.declared)
  if (evidence.witness !== undefined) out.witness = evidence.witness
  if (evidence.attack !== undefined)
    out.attack = { parameter: text(evidence.attack.parameter), value: text(evidence.attack.value), techniques: evidence.attack.techniques.slice(0, 20) }
  return out
}

function ruleSeverities(findings: readonly Finding[]): Map<RuleId, Severity> {
  const highest = new Map<RuleId, Severity>()
  for (const finding of findings) {
    const current = highest.get(finding.rule)
    if (current === undefined || severityRank(finding.severity) > severityRank(current)) {
      highest.set(finding.rule, finding.severity)
    }
  }
  return highest
}

/**
 * SARIF 2.1.0 for GitHub code scanning. A behavioural finding has no source line, so every result points at
 * line 1 of the file that governs the audit (policy, else workflow, else the server's entry script, else
 * README.md); `partialFingerprints` carry the finding's own stable fingerprint so alerts track across runs.
 */
export function renderSarif(report: Report, ctx: SarifContext): sarif.Log {
  // GitHub reads security-severity from the rule only. A rule's severity varies with the declarations
  // (egress is high against "purely local", info otherwise), so the score is the highest seen this run.
  const seen = ruleSeverities(report.findings)
  const rules: sarif.ReportingDescriptor[] = RULE_IDS.map((id) => {
    const rule = RULE_CATALOG[id]
    const severity = seen.get(id) ?? rule.severity
    return {
      id,
      name: rule.name,
      shortDescription: { text: rule.short },
      fullDescription: { text: rule.full },
      help: { text: rule.help, markdown: `**${rule.short}.** ${rule.help}` },
      ...(isAbsoluteUri(ctx.informationUri) ? { helpUri: `${ctx.informationUri}#${id}` } : {}),
      defaultConfiguration: { level: levelOf(severity) },
      properties: { tags: rule.tags, 'security-severity': SECURITY_SEVERITY[severity], precision: rule.precision }
    }
  })

  const uri = repoRelativeUri(ctx.policyPath) ?? repoRelativeUri(ctx.workflowPath) ?? serverEntryUri(report.server.command) ?? 'README.md'
  const identity = neutralizeForLog(truncate(report.server.identity, 200))

  const results: sarif.Result[] = sortFindings(report.findings).map((finding) => {
    const subject = finding.tool ?? phaseLabel(finding.phase)
    const message = neutralizeForLog(truncate(`${subject}: ${finding.message}`, MAX_MESSAGE))
    const lines = finding.evidence.traceLines
    const evidenceText = lines.length > 0 ? ` (trace.log ${lines.length === 1 ? 'line' : 'lines'} ${traceLinesText(lines, 5, ', ')})` : ''
    // A static finding sits on the source line it cites (relative to the server's package root).
    const source = sourceLocation(finding.evidence.sources?.[0])
    const [fileUri, startLine] = source ?? [uri, 1]
    return {
      ruleId: finding.rule,
      ruleIndex: RULE_IDS.indexOf(finding.rule),
      level: levelOf(finding.severity),
      message: { text: `${message}${evidenceText}` },
      locations: [
        {
          physicalLocation: { artifactLocation: { uri: fileUri }, region: { startLine } },
          logicalLocations: [{ name: neutralizeForLog(truncate(subject, 200)), fullyQualifiedName: `${identity}/${neutralizeForLog(truncate(subject, 200))}` }]
        }
      ],
      partialFingerprints: {
        'mcpBehave/v1': finding.fingerprint,
        // Every result sits on line 1 of the same file, so GitHub's own line hash would collide; a hash of
        // identity + fingerprint keeps each alert distinct and stable across runs.
        primaryLocationLineHash: `${createHash('sha256').update(`${report.server.identity}\u0000${finding.fingerprint}`).digest('hex').slice(0, 32)}:${startLine}`
      },
      properties: {
        severity: finding.severity,
        'security-severity': SECURITY_SEVERITY[finding.severity],
        ...(finding.tool !== undefined ? { tool: truncate(finding.tool, MAX_EVIDENCE_CHARS) } : {}),
        phase: truncate(phaseLabel(finding.phase), MAX_EVIDENCE_CHARS),
        evidence: evidenceProperties(finding.evidence)
      }
    }
  })

  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'mcp-behave',
            version: ctx.toolVersion,
            ...(isAbsoluteUri(ctx.informationUri) ? { informationUri: ctx.informationUri } : {}),
            rules
          }
        },
        // One category per audited server, so uploading for server B does not close server A's alerts.
        automationDetails: { id: `mcp-behave/${categorySafe(report.server.identity)}/` },
        results,
        properties: {
          identity: truncate(report.server.identity, MAX_EVIDENCE_CHARS),
          manifestSha256: report.manifest.sha256,
          rugPull: report.rugPull.status
        }
      }
    ]
  }
}

function categorySafe(identity: string): string {
  const cleaned = identity.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80)
  if (cleaned === identity) return cleaned
  // Cleaning can map two identities to one category; the hash keeps them apart.
  return `${cleaned}-${createHash('sha256').update(identity, 'utf8').digest('hex').slice(0, 12)}`
}
