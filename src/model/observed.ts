import { z } from 'zod'
import { PhaseSchema } from './call.js'
import { SURFACE_LISTS } from './surface.js'
import { ObservedWitnessSchema } from './witness.js'

// What the profile observed the server do, built from the trace and the sandbox's witnesses.

export const FILE_ACCESSES = ['read', 'write', 'create', 'delete', 'rename', 'mkdir'] as const
export const FileAccessSchema = z.enum(FILE_ACCESSES)
export type FileAccess = z.infer<typeof FileAccessSchema>

export const PATH_CATEGORIES = ['canary-home', 'workdir', 'tmp', 'system-config', 'runtime', 'server-code', 'proc', 'device', 'host', 'other'] as const
export const PathCategorySchema = z.enum(PATH_CATEGORIES)
export type PathCategory = z.infer<typeof PathCategorySchema>

/** Where in trace.log a reviewer can check an observation (1-based line numbers, capped). */
export const TraceLinesSchema = z.array(z.number().int().positive())

export const ObservedFileSchema = z.object({
  path: z.string().describe('Absolute path as the server saw it'),
  homePath: z.string().optional().describe('~/… form when under the canary home'),
  access: FileAccessSchema,
  renamedTo: z.string().optional(),
  via: z
    .string()
    .optional()
    .describe(
      'How a sensitive file was read when not by its own path: "hard link /tmp/x", "rename to /tmp/y", "a file handle (open_by_handle_at)", "sendfile", …; on a create: "hard link" or "symbolic link" when the new name is a link'
    ),
  aggregated: z
    .boolean()
    .optional()
    .describe('`path` is a directory counting accesses to many paths below it, folded because the profile held its cap of distinct paths'),
  witness: z
    .enum(['canary-watch'])
    .optional()
    .describe('Seen only by this witness, not in the trace (canary-watch: the kernel reported the read of a canary file through inotify)'),
  transient: z
    .boolean()
    .optional()
    .describe(
      'Undone within the same call: a path the call created and removed (a lock, a temp file), or a temp file it renamed over its target (the rename is the effect). No net effect, so annotation rules do not judge it'
    ),
  lookup: z
    .object({
      program: z.string().describe('The standard program whose process read it: git, git-remote-http, curl, …'),
      hosts: z.array(z.string()).describe('What that process contacted next (host:port, by the name it looked up when known)')
    })
    .optional()
    .describe(
      "A credential store (~/.netrc, ~/.git-credentials) consulted by a standard program for the host it was about to contact, not by the server's own process"
    ),
  program: z
    .string()
    .optional()
    .describe(
      "A helper program the server ran (npm, git, gpg, kubectl, …) reading or writing one of its own config or state places (npm: ~/.npmrc, ~/.npm; git: ~/.gitconfig): that program's business, not the server's own process reaching for the file"
    ),
  succeeded: z.boolean().describe('At least one attempt returned success'),
  category: PathCategorySchema,
  noise: z.boolean().describe('Runtime noise: counted, never used for findings'),
  count: z.number().int().positive(),
  phases: z.array(PhaseSchema),
  traceLines: TraceLinesSchema
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
  traceLines: TraceLinesSchema
})
export type ObservedNetwork = z.infer<typeof ObservedNetworkSchema>

export const SINK_PROTOCOLS = ['tls', 'http', 'dns', 'other', 'silent'] as const
export const SINK_REPLIES = ['tls-alert', 'tls-opened', 'tls-refused', 'http', 'dns', 'closed', 'none'] as const
export const REPLY_SHAPES = [
  'fixed',
  'metadata',
  'rest-list',
  'rest-item',
  'rest-echo',
  'rest-deleted',
  'graphql',
  'openapi',
  'rss',
  'atom',
  'html',
  'xml',
  'csv',
  'png',
  'pdf',
  'script',
  'text'
] as const
/** What the sink answered an HTTP request with (sandbox/replies/): the shape it chose, and what the reply held. */
export const SinkRepliedSchema = z.object({
  shape: z
    .enum(REPLY_SHAPES)
    .describe(
      "fixed: --http-reply's answer; metadata: the canary cloud's; rest-list, rest-item, rest-echo (a POST/PUT/PATCH body echoed with an id), rest-deleted: JSON by method and path; graphql: the query's selection set answered; openapi: from the schema of an operation in an OpenAPI document the server ships; rss … text: by the path's extension or Accept"
    ),
  contentType: z.string(),
  bytes: z.number().int().nonnegative(),
  fields: z.array(z.string()).optional().describe("A JSON answer's top-level keys (GraphQL: the root fields selected), at most 16"),
  operation: z.string().optional().describe('openapi: the operation answered (its operationId, else method and path template)'),
  learned: z
    .array(z.string())
    .optional()
    .describe(
      "What this reply added because an earlier call of the same tool choked on the sink's answer (paths a validator or TypeError named; [] or {}: the top as a list or an object)"
    )
})
export type SinkReplied = z.infer<typeof SinkRepliedSchema>

/** One TCP connection the sink inside the network sandbox accepted, or one UDP datagram it received, as it recorded it (network.jsonl). */
export const SinkRecordSchema = z.object({
  at: z
    .number()
    .describe('Epoch milliseconds the sink accepted the connection (for a later request on a kept-alive TLS connection: when that request began to arrive)'),
  address: z.string().describe('The address the server connected to (inside the sandbox every address is the sink)'),
  port: z.number().int().nonnegative(),
  sourcePort: z.number().int().nonnegative().describe("The server's end of the connection, as in trace.log's TCP:[…] decorations"),
  transport: z.enum(['tcp', 'udp']).optional().describe('udp: one datagram; tcp or absent: a TCP connection'),
  redirected: z
    .enum(['traced', 'unknown'])
    .optional()
    .describe(
      "Present when it reached the sink through the catch-all redirect (a port the sink does not listen on). traced: address and port are the original destination, from the kernel's nftables trace of its first packet; unknown: the trace did not say, address is the server's source address (which the kernel picks equal to the destination) and port is 0"
    ),
  protocol: z
    .enum(SINK_PROTOCOLS)
    .describe(
      'What the first bytes were: a TLS ClientHello, an HTTP request, a DNS query (a TCP connection or UDP datagram to port 53), anything else, or nothing at all'
    ),
  bytesReceived: z
    .number()
    .int()
    .nonnegative()
    .describe('What the server sent on the connection or in the datagram, as it came over the wire (for TLS: the encrypted records, handshake included)'),
  plaintextBytes: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe(
      'For an opened TLS connection: what the server sent inside it, decrypted — request lines, headers and bodies (HTTP/2 requests counted as written out like HTTP/1, its framing aside), all of it even past --capture-bytes; the figure the report shows as sent'
    ),
  sni: z.string().optional().describe('The server name of the TLS ClientHello'),
  http: z
    .object({
      method: z.string(),
      target: z.string(),
      host: z.string().optional(),
      version: z.enum(['1.1', '2']).optional().describe('2: HTTP/2, negotiated by ALPN inside the opened TLS (absent: HTTP/1.x)'),
      headers: z
        .array(z.tuple([z.string(), z.string()]))
        .optional()
        .describe(
          'Request headers of a request inside the opened TLS (at most 32, values cut at 256 characters); the values of credential headers (authorization, cookie, *-token, *-key, …) are shown as `[credential, N characters]`'
        )
    })
    .optional()
    .describe('The request line and Host header of an HTTP request (plain, or inside the opened TLS: HTTP/1.1 or HTTP/2, the first request of the connection)'),
  dns: z
    .array(z.object({ name: z.string(), type: z.string().describe('A, AAAA, …') }))
    .optional()
    .describe('DNS: the questions of the query in the datagram, or of the queries the TCP connection carried (at most 64), each query answered'),
  head: z.string().optional().describe('Hex of the first bytes (at most 32) of anything that is neither TLS nor HTTP'),
  reply: z
    .enum(SINK_REPLIES)
    .describe(
      "tls-opened: the TLS was opened with a certificate of the run's authority and the request answered like HTTP; tls-refused: the client refused that certificate (pinning, its own trust store); tls-alert: a fatal handshake_failure alert (no authority); http: an HTTP answer (see replied: shaped like the API's, or --http-reply's); dns: each DNS query answered (a documentation-range address for A/AAAA); closed: closed without a reply; none: a UDP datagram that is not a DNS query, recorded and not answered"
    ),
  status: z.number().int().optional().describe('The HTTP status the sink answered with'),
  replied: SinkRepliedSchema.optional().describe('What the sink answered this HTTP request with'),
  request: z
    .number()
    .int()
    .min(2)
    .optional()
    .describe(
      'A later request on a kept-alive TLS connection (HTTP/1.1: the sink answers each request and keeps the connection open; each is its own record): its place on the connection, from 2; bytesReceived counts the encrypted bytes since the previous request'
    ),
  payload: z
    .string()
    .optional()
    .describe(
      'Base64 of the first --capture-bytes (default 64 KiB) the connection carried, decrypted for TLS (network.jsonl only; matched against the canaries)'
    )
})
export type SinkRecord = z.infer<typeof SinkRecordSchema>

export const ObservedSinkSchema = SinkRecordSchema.extend({
  phase: PhaseSchema.describe(
    "The call that opened it: the one whose traced socket had its source port, else the one during which the sink accepted it; for a later request on a kept-alive connection, the call of the socket's send that carried it"
  ),
  attributedBy: z
    .enum(['socket', 'time'])
    .optional()
    .describe("socket: the trace's socket with the same source port (its connect, or first send); time: no traced socket matched, so when the sink accepted it")
})
export type ObservedSink = z.infer<typeof ObservedSinkSchema>

export const ObservedDnsSchema = z.object({
  name: z.string(),
  type: z.string().describe('A, AAAA, …'),
  resolver: z.string().describe('address:port the query was sent to'),
  count: z.number().int().positive(),
  phases: z.array(PhaseSchema),
  traceLines: TraceLinesSchema
})
export type ObservedDns = z.infer<typeof ObservedDnsSchema>

export const ObservedProcessSchema = z.object({
  executable: z.string(),
  argv: z.array(z.string()),
  succeeded: z.boolean(),
  /** not a program the server ran: an exec of launching it (wrappers, shims, the helpers they ran, the server itself) */
  isServer: z
    .boolean()
    .describe(
      "Part of launching the server at startup: an exec in its launch chain (wrappers and shims such as npx or uv, the helpers they ran, up to the server's own exec), not a program the server ran"
    ),
  count: z.number().int().positive(),
  phases: z.array(PhaseSchema),
  traceLines: TraceLinesSchema
})
export type ObservedProcess = z.infer<typeof ObservedProcessSchema>

export const ObservedLeakSchema = z.object({
  canary: z.string().describe('Which canary: e.g. ~/.ssh/id_rsa or env:GITHUB_TOKEN'),
  encoding: z.enum(['raw', 'hex', 'base64', 'base32', 'base36']),
  via: z.enum(['socket', 'dns', 'argv']),
  destination: z.string().describe('address:port, DNS name, or executable'),
  bytes: z
    .object({
      start: z.number().int().nonnegative(),
      end: z.number().int().nonnegative(),
      of: z.number().int().nonnegative().describe('The length of what the offsets index'),
      within: z.enum(['file', 'value'])
    })
    .optional()
    .describe(
      "Which bytes of the canary the payload held, each checked: [start, end) offsets into the planted value — the canary file's content when within is file (a token planted in a file is placed in it), else the variable's value. The widest piece when one payload held several; for entries that aggregate several payloads, the first"
    ),
  witness: z
    .enum(['sink'])
    .optional()
    .describe("sink: seen only in what the network sandbox's sink received (network.jsonl), not in the trace; attributedBy says how it was tied to its call"),
  attributedBy: z
    .enum(['socket', 'time'])
    .optional()
    .describe("For a sink-seen leak: socket: by the trace's socket with the same source port (traceLines holds its connect); time: when the sink saw it"),
  audience: z
    .object({ hosts: z.array(z.string()), programs: z.array(z.string()) })
    .optional()
    .describe(
      'Where the secret is meant to go, as planted: the hosts it is sent to in ordinary use (*.x: any name below x) and the client programs it is handed to. Absent: nowhere'
    ),
  address: z
    .string()
    .optional()
    .describe('For a sink-seen leak over a socket: the address the server connected to (destination names it by the TLS server name or Host)'),
  phases: z.array(PhaseSchema),
  traceLines: TraceLinesSchema
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
  traceLines: TraceLinesSchema
})
export type ObservedLeftover = z.infer<typeof ObservedLeftoverSchema>

export const ObservedSchema = z.object({
  files: z.array(ObservedFileSchema),
  network: z.array(ObservedNetworkSchema),
  dns: z.array(ObservedDnsSchema),
  processes: z.array(ObservedProcessSchema),
  leaks: z.array(ObservedLeakSchema),
  ioUring: z.array(z.object({ phases: z.array(PhaseSchema), traceLines: TraceLinesSchema })),
  leftovers: z
    .array(ObservedLeftoverSchema)
    .optional()
    .describe("Processes of the server's tree still running once the server process had exited (the first of each detached subtree)"),
  sink: z
    .array(ObservedSinkSchema)
    .optional()
    .describe(
      "What the network sandbox's sink received and answered, per TCP connection and UDP datagram (a witness beside the trace; network.jsonl holds the same)"
    ),
  sinkDropped: z.number().int().positive().optional().describe('Sink connections left out once the report held its cap'),
  witnesses: z
    .array(ObservedWitnessSchema)
    .optional()
    .describe(
      'The witnesses beside the trace, each with whether it ran: one that could not run on this machine says so here, and what it would have seen is unseen'
    ),
  listChanged: z
    .array(z.object({ list: z.enum(SURFACE_LISTS), phases: z.array(PhaseSchema), traceLines: TraceLinesSchema }))
    .optional()
    .describe('notifications/<list>/list_changed the server sent on its MCP channel, as the trace shows them: when its declared surface changed'),
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
