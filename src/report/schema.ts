import { z } from 'zod'

// The report JSON (`report.json`, `--json`) is the contract CI users script against. This zod schema
// is its single definition: TypeScript types are inferred from it and `schema/report.schema.json` is
// generated from it (`npm run schema`), so the three can never disagree.

export const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const
export const SeveritySchema = z.enum(SEVERITIES)
export type Severity = z.infer<typeof SeveritySchema>

export const RULE_IDS = [
  'sensitive-file-read',
  'process-snooping',
  'network-egress',
  'dns-query',
  'canary-exfiltration',
  'subprocess',
  'file-write',
  'file-delete',
  'persistence',
  'unobservable-io',
  'rug-pull',
  'host-path',
  'host-socket',
  'host-write',
  'not-exercised'
] as const
export const RuleIdSchema = z.enum(RULE_IDS)
export type RuleId = z.infer<typeof RuleIdSchema>

export const CALL_KINDS = ['tool', 'resource', 'resourceTemplate', 'prompt'] as const
export const CallKindSchema = z.enum(CALL_KINDS)
export type CallKind = z.infer<typeof CallKindSchema>

/** Which MCP request a piece of behaviour happened during. */
export const CallRefSchema = z.object({
  id: z.number().int().nonnegative().describe('Index into calls[]'),
  kind: CallKindSchema,
  name: z.string().describe('Tool or prompt name, resource URI, or template URI'),
  iteration: z.number().int().positive().describe('1-based repetition of this call (see --calls)'),
  step: z.string().optional().describe('The scenario step that made this call, when one did')
})
export type CallRef = z.infer<typeof CallRefSchema>

export const PhaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('startup') }),
  z.object({
    kind: z.literal('call'),
    call: CallRefSchema,
    afterResponse: z
      .boolean()
      .describe('True when the behaviour came after this call answered and before the next began')
  }),
  z.object({ kind: z.literal('shutdown') })
])
export type Phase = z.infer<typeof PhaseSchema>

export const CALL_OUTCOMES = ['ok', 'error-result', 'protocol-error', 'timeout', 'oversized-result'] as const
export const CallRecordSchema = z.object({
  id: z.number().int().nonnegative(),
  kind: CallKindSchema,
  name: z.string(),
  iteration: z.number().int().positive(),
  arguments: z.record(z.string(), z.unknown()).optional(),
  startedAt: z.number().describe('Epoch milliseconds'),
  endedAt: z.number().describe('Epoch milliseconds'),
  outcome: z.enum(CALL_OUTCOMES),
  error: z.string().optional().describe('The JSON-RPC error, or the text of an error result (untrusted)'),
  step: z.string().optional().describe('The scenario step that made this call (--scenario)'),
  note: z
    .string()
    .optional()
    .describe('Something odd about the answer that did not stop the call: a result dropped for its size, one that does not fit its outputSchema')
})
export type CallRecord = z.infer<typeof CallRecordSchema>

export const CoverageGapSchema = z.object({
  what: z.string().describe('The listing or phase affected, e.g. "tools/list" or "session"'),
  why: z.string()
})
export type CoverageGap = z.infer<typeof CoverageGapSchema>

/** How each declared item was exercised: an item never answered or timed out was not exercised. */
export const CoverageItemSchema = z.object({
  kind: CallKindSchema,
  name: z.string(),
  attempts: z.number().int().nonnegative().describe('Requests sent for this item'),
  ok: z.number().int().nonnegative(),
  error: z.number().int().nonnegative().describe('Error results and JSON-RPC errors'),
  timeout: z.number().int().nonnegative(),
  oversized: z.number().int().nonnegative().describe('Answers dropped for their size (the call counts)'),
  notes: z.array(z.string()).optional()
})
export type CoverageItem = z.infer<typeof CoverageItemSchema>

export const CoverageSchema = z.object({
  items: z.array(CoverageItemSchema),
  gaps: z.array(CoverageGapSchema),
  totals: z
    .object({
      items: z.number().int().nonnegative().describe('Declared tools, resources, templates and prompts'),
      succeeded: z.number().int().nonnegative().describe('Items with at least one successful call'),
      percent: z.number().min(0).max(100).describe('succeeded / items, rounded down; 100 when nothing was declared')
    })
    .optional(),
  minPercent: z.number().min(0).max(100).optional().describe('--min-coverage: below it the audit fails')
})
export type Coverage = z.infer<typeof CoverageSchema>

const JsonObject = z.record(z.string(), z.unknown())

export const ManifestToolSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  inputSchema: JsonObject.optional(),
  outputSchema: JsonObject.optional(),
  annotations: JsonObject.optional(),
  sha256: z.string()
})
export const ManifestResourceSchema = z.object({
  uri: z.string(),
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
  annotations: JsonObject.optional(),
  sha256: z.string()
})
export const ManifestResourceTemplateSchema = z.object({
  uriTemplate: z.string(),
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
  annotations: JsonObject.optional(),
  sha256: z.string()
})
export const ManifestPromptSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  arguments: z
    .array(z.object({ name: z.string(), description: z.string().optional(), required: z.boolean().optional() }))
    .optional(),
  sha256: z.string()
})
export const ManifestSchema = z.object({
  sha256: z.string().describe('Canonical hash of the whole declared surface'),
  instructions: z.string().optional(),
  tools: z.array(ManifestToolSchema),
  resources: z.array(ManifestResourceSchema),
  resourceTemplates: z.array(ManifestResourceTemplateSchema),
  prompts: z.array(ManifestPromptSchema)
})
export type Manifest = z.infer<typeof ManifestSchema>
export type ManifestTool = z.infer<typeof ManifestToolSchema>

export const FILE_ACCESSES = ['read', 'write', 'create', 'delete', 'rename', 'mkdir'] as const
export const FileAccessSchema = z.enum(FILE_ACCESSES)
export type FileAccess = z.infer<typeof FileAccessSchema>

export const PATH_CATEGORIES = [
  'canary-home',
  'workdir',
  'tmp',
  'system-config',
  'runtime',
  'server-code',
  'proc',
  'device',
  'host',
  'other'
] as const
export const PathCategorySchema = z.enum(PATH_CATEGORIES)
export type PathCategory = z.infer<typeof PathCategorySchema>

/** Where in trace.log a reviewer can check an observation (1-based line numbers, capped). */
const TraceLines = z.array(z.number().int().positive())

export const ObservedFileSchema = z.object({
  path: z.string().describe('Absolute path as the server saw it'),
  homePath: z.string().optional().describe('~/… form when under the canary home'),
  access: FileAccessSchema,
  renamedTo: z.string().optional(),
  via: z
    .string()
    .optional()
    .describe('How a sensitive file was read when not by its own path: "hard link /tmp/x", "rename to /tmp/y", "a file handle (open_by_handle_at)", "sendfile", …'),
  aggregated: z
    .boolean()
    .optional()
    .describe('`path` is a directory counting accesses to many paths below it, folded because the profile held its cap of distinct paths'),
  succeeded: z.boolean().describe('At least one attempt returned success'),
  category: PathCategorySchema,
  noise: z.boolean().describe('Runtime noise: counted, never used for findings'),
  count: z.number().int().positive(),
  phases: z.array(PhaseSchema),
  traceLines: TraceLines
})
export type ObservedFile = z.infer<typeof ObservedFileSchema>

export const ObservedNetworkSchema = z.object({
  family: z.enum(['inet', 'inet6', 'unix']),
  protocol: z.enum(['tcp', 'udp', 'unix', 'unknown']),
  address: z.string().describe('IP address, or unix socket path (@name for abstract)'),
  port: z.number().int().nonnegative().optional(),
  loopback: z.boolean(),
  syscall: z.string().describe('connect, sendto, sendmsg, sendmmsg, write, bind'),
  succeeded: z.boolean(),
  bytesSent: z.number().int().nonnegative(),
  hostnames: z.array(z.string()).describe('Names the server looked up that resolved to this address'),
  reverseDns: z.array(z.string()).optional(),
  count: z.number().int().positive(),
  phases: z.array(PhaseSchema),
  traceLines: TraceLines
})
export type ObservedNetwork = z.infer<typeof ObservedNetworkSchema>

export const SINK_PROTOCOLS = ['tls', 'http', 'other', 'silent'] as const
export const SINK_REPLIES = ['tls-alert', 'tls-opened', 'tls-refused', 'http', 'closed'] as const
/** One TCP connection the sink inside the network sandbox accepted, as it recorded it (network.jsonl). */
export const SinkRecordSchema = z.object({
  at: z.number().describe('Epoch milliseconds the sink accepted the connection'),
  address: z.string().describe('The address the server connected to (inside the sandbox every address is the sink)'),
  port: z.number().int().nonnegative(),
  sourcePort: z.number().int().nonnegative().describe("The server's end of the connection, as in trace.log's TCP:[…] decorations"),
  protocol: z.enum(SINK_PROTOCOLS).describe('What the first bytes were: a TLS ClientHello, an HTTP request, anything else, or nothing at all'),
  bytesReceived: z.number().int().nonnegative(),
  sni: z.string().optional().describe('The server name of the TLS ClientHello'),
  http: z
    .object({ method: z.string(), target: z.string(), host: z.string().optional() })
    .optional()
    .describe('The request line and Host header of a plain HTTP request'),
  head: z.string().optional().describe('Hex of the first bytes (at most 32) of anything that is neither TLS nor HTTP'),
  reply: z
    .enum(SINK_REPLIES)
    .describe('tls-opened: the TLS was opened with a certificate of the run\'s authority and the request answered like HTTP; tls-refused: the client refused that certificate (pinning, its own trust store); tls-alert: a fatal handshake_failure alert (no authority); http: the --http-reply answer; closed: closed without a reply'),
  status: z.number().int().optional().describe('The HTTP status the sink answered with'),
  payload: z
    .string()
    .optional()
    .describe('Base64 of the first 64 KiB the connection carried, decrypted for TLS (network.jsonl only; matched against the canaries)')
})
export type SinkRecord = z.infer<typeof SinkRecordSchema>

export const ObservedSinkSchema = SinkRecordSchema.extend({ phase: PhaseSchema.describe('The call during which the sink accepted it, by time') })
export type ObservedSink = z.infer<typeof ObservedSinkSchema>

export const ObservedDnsSchema = z.object({
  name: z.string(),
  type: z.string().describe('A, AAAA, …'),
  resolver: z.string().describe('address:port the query was sent to'),
  count: z.number().int().positive(),
  phases: z.array(PhaseSchema),
  traceLines: TraceLines
})
export type ObservedDns = z.infer<typeof ObservedDnsSchema>

export const ObservedProcessSchema = z.object({
  executable: z.string(),
  argv: z.array(z.string()),
  succeeded: z.boolean(),
  isServer: z.boolean().describe('The server process itself (the audited command)'),
  count: z.number().int().positive(),
  phases: z.array(PhaseSchema),
  traceLines: TraceLines
})
export type ObservedProcess = z.infer<typeof ObservedProcessSchema>

export const ObservedLeakSchema = z.object({
  canary: z.string().describe('Which canary: e.g. ~/.ssh/id_rsa or env:GITHUB_TOKEN'),
  encoding: z.enum(['raw', 'hex', 'base64', 'base32', 'base36']),
  via: z.enum(['socket', 'dns', 'argv']),
  destination: z.string().describe('address:port, DNS name, or executable'),
  phases: z.array(PhaseSchema),
  traceLines: TraceLines
})
export type ObservedLeak = z.infer<typeof ObservedLeakSchema>

export const FileChangeSchema = z.object({
  path: z.string().describe('The path as the server saw it'),
  change: z.enum(['created', 'modified', 'deleted']),
  kind: z.enum(['file', 'directory', 'symlink', 'other']),
  size: z.number().int().nonnegative().optional(),
  sha256: z.string().optional().describe('Of the new content, for files up to 16 MiB'),
  target: z.string().optional().describe('For symlinks: where the link points')
})
export type FileChange = z.infer<typeof FileChangeSchema>
export const LEFTOVER_DETACHMENTS = ['setsid', 'reparented', 'outlived'] as const
export const ObservedLeftoverSchema = z.object({
  pid: z.number().int().positive().describe('As in trace.log'),
  executable: z.string().describe('What it last executed (inherited from its parent when it never did)'),
  argv: z.array(z.string()),
  detached: z
    .enum(LEFTOVER_DETACHMENTS)
    .describe(
      'setsid: it (or an ancestor below the server) called setsid(); reparented: its parent exited before the server did (a double fork); outlived: the server exited without stopping it'
    ),
  endedBy: z.string().describe('How the trace saw it end: "killed by SIGKILL", "exited with 0", or "still running when the trace ended"'),
  endedAfterServerMs: z.number().nonnegative().nullable().describe('Its end, in ms after the server process exited; null when the trace ended first'),
  phases: z.array(PhaseSchema).describe('The call during which the server forked the process (or its ancestor)'),
  traceLines: TraceLines
})
export type ObservedLeftover = z.infer<typeof ObservedLeftoverSchema>

export const ObservedSchema = z.object({
  files: z.array(ObservedFileSchema),
  network: z.array(ObservedNetworkSchema),
  dns: z.array(ObservedDnsSchema),
  processes: z.array(ObservedProcessSchema),
  leaks: z.array(ObservedLeakSchema),
  ioUring: z.array(z.object({ phases: z.array(PhaseSchema), traceLines: TraceLines })),
  leftovers: z
    .array(ObservedLeftoverSchema)
    .optional()
    .describe("Processes of the server's tree still running once the server process had exited (the first of each detached subtree)"),
  sink: z
    .array(ObservedSinkSchema)
    .optional()
    .describe("What the network sandbox's sink received and answered, per TCP connection (a witness beside the trace; network.jsonl holds the same)"),
  sinkDropped: z.number().int().positive().optional().describe('Sink connections left out once the report held its cap'),
  noise: z.record(z.string(), z.number().int().nonnegative()).describe('Runtime-noise file accesses by category'),
  fileChanges: z
    .array(FileChangeSchema)
    .optional()
    .describe('What the server left changed in its copy-on-write workspace, home and temp dirs, read after it exited (a witness independent of the trace)'),
  fileChangesTruncated: z.boolean().optional(),
  aggregated: z
    .record(z.string(), z.number().int().nonnegative())
    .optional()
    .describe('Per section (e.g. files): accesses counted in directory aggregates instead of per path, once the section held its cap of distinct entries'),
  trace: z.object({
    lines: z.number().int().nonnegative(),
    events: z.number().int().nonnegative(),
    unparsed: z.number().int().nonnegative(),
    unparsedSamples: z.array(z.string())
  })
})
export type Observed = z.infer<typeof ObservedSchema>

export const EvidenceSchema = z.object({
  paths: z.array(z.string()).optional(),
  addresses: z.array(z.string()).optional(),
  dnsNames: z.array(z.string()).optional(),
  argv: z.array(z.array(z.string())).optional(),
  canaries: z.array(z.string()).optional(),
  manifestItems: z.array(z.string()).optional(),
  declared: z.string().optional().describe('The declaration this contradicts, when there is one'),
  traceLines: TraceLines
})
export type Evidence = z.infer<typeof EvidenceSchema>

export const FindingSchema = z.object({
  rule: RuleIdSchema,
  severity: SeveritySchema,
  message: z.string().describe('An observation, e.g. "reads ~/.ssh/id_rsa, undeclared"'),
  tool: z.string().optional().describe('Tool/prompt name or resource URI the behaviour is attributed to'),
  phase: PhaseSchema,
  evidence: EvidenceSchema,
  fingerprint: z.string().describe('Stable id of this finding across runs (rule, subject and call site)')
})
export type Finding = z.infer<typeof FindingSchema>

export const RUG_PULL_STATUSES = ['new', 'unchanged', 'changed', 'accepted'] as const
export const ManifestChangeSchema = z.object({
  kind: z.enum(['tool', 'resource', 'resourceTemplate', 'prompt', 'instructions']),
  name: z.string(),
  change: z.enum(['added', 'removed', 'modified']),
  diff: z.string().optional().describe('Unified text diff of the canonical JSON of the item')
})
export type ManifestChange = z.infer<typeof ManifestChangeSchema>
export const RugPullSchema = z.object({
  status: z.enum(RUG_PULL_STATUSES),
  identity: z.string(),
  pinnedSha256: z.string().optional(),
  currentSha256: z.string(),
  changes: z.array(ManifestChangeSchema),
  duringSession: z
    .array(ManifestChangeSchema)
    .describe('Changes between the listing at startup and the re-listing after the calls')
})
export type RugPull = z.infer<typeof RugPullSchema>

export const SummarySchema = z.object({
  critical: z.number().int().nonnegative(),
  high: z.number().int().nonnegative(),
  medium: z.number().int().nonnegative(),
  low: z.number().int().nonnegative(),
  info: z.number().int().nonnegative()
})
export type Summary = z.infer<typeof SummarySchema>

export const ReportSchema = z.object({
  schemaVersion: z.literal(1),
  auditor: z.object({ name: z.literal('mcp-behave'), version: z.string() }),
  server: z.object({
    command: z.array(z.string()),
    transport: z.literal('stdio'),
    identity: z.string().describe('Pin identity: --server-name, or derived from the command'),
    info: z
      .object({ name: z.string(), version: z.string(), title: z.string().optional() })
      .nullable()
      .describe('serverInfo from initialize'),
    protocolVersion: z.string().optional()
  }),
  sandbox: z.object({
    network: z.enum(['sandbox', 'host']),
    method: z.enum(['root', 'userns', 'sudo', 'none']),
    failOn: z.enum(['never', ...SEVERITIES]),
    fs: z
      .enum(['sandbox', 'host'])
      .optional()
      .describe('sandbox: the server saw a read-only system, a copy-on-write workspace and no host homes; host: it saw the real filesystem (--fs host, unsafe)'),
    masked: z.array(z.string()).optional().describe("Workspace files shown masked (credentials replaced by canaries)"),
    changesArchive: z.string().optional().describe('File name of the archive of changed files in the out-dir'),
    descriptors: z
      .object({
        passed: z.array(z.number().int().nonnegative()).describe('Descriptors strace, bwrap and the server inherited: 0, 1 and 2 when clean'),
        closed: z
          .array(z.number().int().nonnegative())
          .describe("Descriptors the auditor's parent left open without close-on-exec, closed by the sandbox init before it started any helper")
      })
      .optional()
      .describe("The server's descriptor table at start, as the sandbox init handed it over")
  }),
  startedAt: z.string().describe('ISO 8601'),
  durationMs: z.number().nonnegative(),
  incomplete: z.string().optional().describe('Present when the audit ended early (e.g. interrupted): why'),
  manifest: ManifestSchema,
  calls: z.array(CallRecordSchema),
  coverage: CoverageSchema.optional().describe('Per declared item: how it was exercised; and what kept items from being exercised'),
  observed: ObservedSchema,
  findings: z.array(FindingSchema),
  rugPull: RugPullSchema,
  summary: SummarySchema,
  exitCode: z.number().int().describe('0 clean or below --fail-on, 3 findings at or above it')
})
export type Report = z.infer<typeof ReportSchema>

export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity)
}

/** True when `severity` is at or above the `failOn` threshold. */
export function meetsThreshold(severity: Severity, failOn: Severity | 'never'): boolean {
  return failOn !== 'never' && severityRank(severity) >= severityRank(failOn)
}

export function summarize(findings: readonly Finding[]): Summary {
  const summary: Summary = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
  for (const finding of findings) summary[finding.severity] += 1
  return summary
}
