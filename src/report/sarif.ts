import { createHash } from 'node:crypto'
import type * as sarif from 'sarif'
import { phaseLabel, sortFindings, traceLinesText } from './format.js'
import { neutralizeForLog, truncate } from './neutralize.js'
import { RULE_IDS, severityRank, type Evidence, type Finding, type Report, type RuleId, type Severity } from './schema.js'

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

interface RuleText {
  name: string
  short: string
  full: string
  help: string
  severity: Severity
  precision: 'very-high' | 'high' | 'medium' | 'low'
  tags: string[]
}

const RULES: Record<RuleId, RuleText> = {
  'sensitive-file-read': {
    name: 'SensitiveFileRead',
    short: 'Reads a credential or other sensitive file it did not declare',
    full: 'The server opened a credential file (SSH keys, cloud credentials, .env, .netrc, …) from the canary home during a call whose declarations do not cover it.',
    help: 'A tool that reads credentials it has no declared need for can leak them. Check which call read the file (trace.log lines are cited), and either remove the access or declare it in the policy file.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'credentials']
  },
  'process-snooping': {
    name: 'ProcessSnooping',
    short: "Reads another process's environment, command line or memory",
    full: 'The server opened /proc/<pid>/environ, /proc/<pid>/cmdline or /proc/<pid>/mem of a process that is not its own. Environments and command lines carry tokens and passwords; mem is the whole process.',
    help: "No tool needs another process's secrets. Check which call opened the file (trace.log lines are cited) and remove the access.",
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'credentials']
  },
  'network-egress': {
    name: 'NetworkEgress',
    short: 'Connects to the network although it declared no network use',
    full: 'The server connected to a non-loopback address while its tool annotations (openWorldHint: false), description or policy declare local-only behaviour.',
    help: 'Undeclared network connections are how data leaves. Check the address and the call that made it; allow it in the policy file if it is expected, or mark the tool as open-world.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'network']
  },
  'dns-query': {
    name: 'DnsQuery',
    short: 'Looks up a host name it did not declare',
    full: 'The server sent a DNS query for a name that its declarations or policy do not allow. DNS itself can carry data out.',
    help: 'Check the queried names in the finding; allow expected names in the policy file.',
    severity: 'medium',
    precision: 'high',
    tags: ['security', 'mcp', 'network', 'dns']
  },
  'canary-exfiltration': {
    name: 'CanaryExfiltration',
    short: 'Sent a planted canary secret out of the process',
    full: 'A fake credential planted in the sandbox home was seen leaving the server (over a socket, in a DNS name or in a subprocess argv), raw or encoded. This is proof of exfiltration, not a heuristic.',
    help: 'Treat the server as malicious or compromised: it read a secret and sent it out. Do not run it with real credentials.',
    severity: 'critical',
    precision: 'very-high',
    tags: ['security', 'mcp', 'exfiltration', 'credentials']
  },
  subprocess: {
    name: 'Subprocess',
    short: 'Runs a program it did not declare',
    full: 'The server executed a program during a call whose declarations or policy do not allow subprocesses.',
    help: 'Check the argv in the finding; allow expected programs in the policy file.',
    severity: 'medium',
    precision: 'high',
    tags: ['security', 'mcp', 'process']
  },
  'file-write': {
    name: 'FileWrite',
    short: 'Writes files although it declared itself read-only',
    full: 'The server created or modified files outside its scratch space during a call annotated readOnlyHint: true or otherwise declared not to modify its environment.',
    help: 'Check the written paths; fix the annotation or the behaviour, or allow the paths in the policy file.',
    severity: 'medium',
    precision: 'high',
    tags: ['security', 'mcp', 'filesystem']
  },
  'file-delete': {
    name: 'FileDelete',
    short: 'Deletes files although it declared itself non-destructive',
    full: 'The server deleted or renamed files during a call annotated readOnlyHint: true or destructiveHint: false.',
    help: 'Destructive behaviour behind a non-destructive annotation can make a client skip its confirmation step. Fix the annotation or the behaviour.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'filesystem']
  },
  persistence: {
    name: 'Persistence',
    short: 'Writes to a startup location, or leaves a process running after it exits',
    full: 'The server wrote to a location that runs code later (shell rc files, autostart entries, cron, git hooks, SSH authorized_keys, …; critical), or a process it started was still running after the server process had exited (detached with setsid, double-forked, or never stopped; high).',
    help: 'Persistence is rarely legitimate for a tool server. Inspect the written file, or the argv of the process left running, in trace.log.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'persistence']
  },
  'unobservable-io': {
    name: 'UnobservableIo',
    short: 'Used I/O that the tracer cannot see into',
    full: 'The server used io_uring or a similar interface whose reads, writes and connections are invisible to strace, so this audit may be incomplete.',
    help: 'Findings for this server may be missing. Audit it with a tracer that sees io_uring, or treat its behaviour as unknown.',
    severity: 'low',
    precision: 'medium',
    tags: ['mcp', 'coverage']
  },
  'rug-pull': {
    name: 'RugPull',
    short: 'Declared tools changed since they were pinned',
    full: 'The canonical hash of the declared tools, resources and prompts differs from the pinned one, or the surface changed during the session: a "rug pull" can swap a benign description for a malicious one after approval.',
    help: 'Review the diff in the job summary. If the change is expected, accept the new manifest (--accept-manifest).',
    severity: 'high',
    precision: 'very-high',
    tags: ['security', 'mcp', 'supply-chain']
  },
  'host-path': {
    name: 'HostPath',
    short: 'Tries to reach a host path the sandbox hides',
    full: "The server accessed a place of the host that the sandbox hides from it: a real user's home, the runner's directories, the auditor's out-dir or pin store. The access failed inside the sandbox; on a machine without it, it would not have.",
    help: 'A tool server has no reason to look into other users\' homes or the CI runner\'s files. Check the call and the path in trace.log.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'filesystem', 'containment']
  },
  'host-socket': {
    name: 'HostSocket',
    short: 'Connects to a unix socket of the host',
    full: 'The server tried to connect to a unix socket path outside its sandbox (a container runtime, D-Bus, systemd, an agent socket). Unix sockets are not isolated by network namespaces: on an ordinary machine this reaches host daemons; a container runtime socket is a complete escape.',
    help: 'Check which socket and which call. A tool server that talks to the Docker socket can start a privileged container.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'containment']
  },
  'host-write': {
    name: 'HostWrite',
    short: 'Tries to write outside its workspace and temp dirs',
    full: 'The server wrote, created, deleted or renamed a file outside its working directory, workspaces, home and temp directories. Inside the sandbox the write went nowhere; on a machine without it, it would have changed the host.',
    help: 'Check the path and the call in trace.log. Writes outside the workspace can plant code that later steps of a CI job run.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'filesystem', 'containment']
  },
  'not-exercised': {
    name: 'NotExercised',
    short: 'Part of the declared surface could not be exercised',
    full: 'A listing failed or was cut, the server exited before every tool, resource and prompt was called, or an answer was dropped for its size. What was not exercised was not audited: no findings there is not a clean result.',
    help: 'Check the coverage section of report.json and the server stderr; a server that crashes or hides items past a cap must not pass the audit.',
    severity: 'high',
    precision: 'very-high',
    tags: ['security', 'mcp', 'coverage']
  }
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
    ['manifestItems', boundedList(evidence.manifestItems, text)]
  ]
  for (const [key, list] of lists) if (list !== undefined) out[key] = list
  if (evidence.declared !== undefined) out.declared = text(evidence.declared)
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
    const rule = RULES[id]
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

  const uri =
    repoRelativeUri(ctx.policyPath) ??
    repoRelativeUri(ctx.workflowPath) ??
    serverEntryUri(report.server.command) ??
    'README.md'
  const identity = neutralizeForLog(truncate(report.server.identity, 200))

  const results: sarif.Result[] = sortFindings(report.findings).map((finding) => {
    const subject = finding.tool ?? phaseLabel(finding.phase)
    const message = neutralizeForLog(truncate(`${subject}: ${finding.message}`, MAX_MESSAGE))
    const lines = finding.evidence.traceLines
    const evidenceText =
      lines.length > 0 ? ` (trace.log ${lines.length === 1 ? 'line' : 'lines'} ${traceLinesText(lines, 5, ', ')})` : ''
    return {
      ruleId: finding.rule,
      ruleIndex: RULE_IDS.indexOf(finding.rule),
      level: levelOf(finding.severity),
      message: { text: `${message}${evidenceText}` },
      locations: [
        {
          physicalLocation: { artifactLocation: { uri }, region: { startLine: 1 } },
          logicalLocations: [
            { name: neutralizeForLog(truncate(subject, 200)), fullyQualifiedName: `${identity}/${neutralizeForLog(truncate(subject, 200))}` }
          ]
        }
      ],
      partialFingerprints: {
        'mcpBehave/v1': finding.fingerprint,
        // Every result sits on line 1 of the same file, so GitHub's own line hash would collide; a hash of
        // identity + fingerprint keeps each alert distinct and stable across runs.
        primaryLocationLineHash: `${createHash('sha256').update(`${report.server.identity}\u0000${finding.fingerprint}`).digest('hex').slice(0, 32)}:1`
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
