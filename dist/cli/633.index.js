export const id = 633;
export const ids = [633];
export const modules = {

/***/ 125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uz: () => (/* binding */ AttackSchema)
/* harmony export */ });
/* unused harmony exports ATTACK_ROLES, AttackRoleSchema, ATTACK_CLASSES, AttackClassSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1514);

// The attack stage (issue 42): after the exercise, each tool is called again the way a hijacked model
// would call it, one hostile value in one parameter per call; the trace of that call says whether the
// value got through. These are the attack's shapes as report.json holds them.
/** What a string parameter may reach, decided from its schema, name and description (probe/attack/roles.ts). */
const ATTACK_ROLES = ['path', 'url', 'argv', 'command', 'code', 'sql'];
const AttackRoleSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(ATTACK_ROLES);
/** The families of hostile values, each with its techniques (probe/attack/payloads.ts). */
const ATTACK_CLASSES = ['path', 'argv', 'shell', 'code', 'url', 'sql'];
const AttackClassSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(ATTACK_CLASSES);
/** One attack: one value, in one parameter of one tool's call, carrying its own marker. */
const AttackSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    parameter: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('The parameter the value replaced: a top-level name, `name.key` one level down, `name[]` an array of strings'),
    role: AttackRoleSchema.describe('What the parameter was taken to reach'),
    class: AttackClassSchema,
    technique: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('e.g. climb, sibling, symlink, substitution, option-output, node-require, metadata'),
    marker: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe("This attack's marker: the run's random prefix and the attack's index, in the value (a program, a file, a host name)"),
    value: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('The value sent'),
    target: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Path attacks: the absolute path outside the declared scope the value aims at, as the server would resolve it')
});


/***/ }),

/***/ 4257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uj: () => (/* binding */ CoverageSchema),
/* harmony export */   fE: () => (/* binding */ PhaseSchema),
/* harmony export */   fe: () => (/* binding */ CALL_OUTCOMES),
/* harmony export */   pV: () => (/* binding */ CallRecordSchema)
/* harmony export */ });
/* unused harmony exports CallRefSchema, CoverageGapSchema, CoverageItemSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1514);
/* harmony import */ var _attack_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(125);
/* harmony import */ var _surface_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4626);



/** Which MCP request a piece of behaviour happened during. */
const CallRefSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().describe('Index into calls[]'),
    kind: _surface_js__WEBPACK_IMPORTED_MODULE_1__/* .SurfaceKindSchema */ .RW,
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('Tool or prompt name, resource URI, or template URI'),
    iteration: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().describe('1-based repetition of this call (see --calls)'),
    step: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional().describe('The scenario step that made this call, when one did'),
    attack: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(true).optional().describe("An attack call of the attack stage: its behaviour is the attack's evidence, not the tool's")
});
const PhaseSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('startup') }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('call'),
        call: CallRefSchema,
        afterResponse: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('True when the behaviour came after this call answered and before the next began')
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('shutdown') }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('install') }).describe('Lifecycle scripts of the installed package, run under trace with --install-scripts')
]);
const CALL_OUTCOMES = ['ok', 'error-result', 'protocol-error', 'timeout', 'oversized-result'];
const CallRecordSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    kind: _surface_js__WEBPACK_IMPORTED_MODULE_1__/* .SurfaceKindSchema */ .RW,
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    iteration: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
    arguments: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).optional(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().describe('Epoch milliseconds'),
    endedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().describe('Epoch milliseconds'),
    outcome: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(CALL_OUTCOMES),
    error: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional().describe('The JSON-RPC error, or the text of an error result (untrusted)'),
    step: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional().describe('The scenario step that made this call (--scenario)'),
    attack: _attack_js__WEBPACK_IMPORTED_MODULE_0__/* .AttackSchema */ .uz.optional().describe('Set on the calls of the attack stage: the hostile value this call carried, in which parameter'),
    note: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .optional()
        .describe('Something odd about the answer that did not stop the call: a result dropped for its size, one that does not fit its outputSchema'),
    stdout: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        sentAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().describe('Bytes the server had written on its stdout when the request was sent'),
        answeredAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().optional().describe('Bytes it had written at the end of its answer (none: no answer came)')
    })
        .optional()
        .describe("Over stdio: where the call sits in the server's stdout. The profile counts the server's traced writes there, so behaviour before the answer's last byte is the call's, whatever the clocks say")
});
const CoverageGapSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    what: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The listing or phase affected, e.g. "tools/list" or "session"'),
    why: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
});
/** How each declared item was exercised: an item never answered or timed out was not exercised. */
const CoverageItemSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    kind: _surface_js__WEBPACK_IMPORTED_MODULE_1__/* .SurfaceKindSchema */ .RW,
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().describe('Requests sent for this item'),
    ok: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    error: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().describe('Error results and JSON-RPC errors'),
    timeout: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    oversized: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().describe('Answers dropped for their size (the call counts)'),
    notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional()
});
const CoverageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    items: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(CoverageItemSchema),
    gaps: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(CoverageGapSchema),
    totals: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        items: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().describe('Declared tools, resources, templates and prompts'),
        succeeded: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().describe('Items with at least one successful call'),
        percent: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).max(100).describe('succeeded / items, rounded down; 100 when nothing was declared')
    })
        .optional(),
    minPercent: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).max(100).optional().describe('--min-coverage: below it the audit fails')
});


/***/ }),

/***/ 4633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gb: () => (/* binding */ ObservedSchema),
/* harmony export */   SX: () => (/* binding */ TraceLinesSchema),
/* harmony export */   _2: () => (/* binding */ SinkRecordSchema),
/* harmony export */   wc: () => (/* binding */ FILE_ACCESSES)
/* harmony export */ });
/* unused harmony exports FileAccessSchema, PATH_CATEGORIES, PathCategorySchema, ObservedFileSchema, ObservedNetworkSchema, SINK_PROTOCOLS, SINK_REPLIES, REPLY_SHAPES, SinkRepliedSchema, ObservedSinkSchema, ObservedDnsSchema, ObservedProcessSchema, ObservedLeakSchema, FileChangeSchema, LEFTOVER_DETACHMENTS, ObservedLeftoverSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1514);
/* harmony import */ var _call_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4257);
/* harmony import */ var _surface_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4626);
/* harmony import */ var _witness_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4578);




// What the profile observed the server do, built from the trace and the sandbox's witnesses.
const FILE_ACCESSES = ['read', 'write', 'create', 'delete', 'rename', 'mkdir'];
const FileAccessSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(FILE_ACCESSES);
const PATH_CATEGORIES = ['canary-home', 'workdir', 'tmp', 'system-config', 'runtime', 'server-code', 'proc', 'device', 'host', 'other'];
const PathCategorySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(PATH_CATEGORIES);
/** Where in trace.log a reviewer can check an observation (1-based line numbers, capped). */
const TraceLinesSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive());
const ObservedFileSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('Absolute path as the server saw it'),
    homePath: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('~/… form when under the canary home'),
    access: FileAccessSchema,
    renamedTo: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    via: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .optional()
        .describe('How a sensitive file was read when not by its own path: "hard link /tmp/x", "rename to /tmp/y", "a file handle (open_by_handle_at)", "sendfile", …; on a create: "hard link" or "symbolic link" when the new name is a link'),
    aggregated: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY()
        .optional()
        .describe('`path` is a directory counting accesses to many paths below it, folded because the profile held its cap of distinct paths'),
    witness: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['canary-watch'])
        .optional()
        .describe('Seen only by this witness, not in the trace (canary-watch: the kernel reported the read of a canary file through inotify)'),
    transient: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY()
        .optional()
        .describe('Undone within the same call: a path the call created and removed (a lock, a temp file), or a temp file it renamed over its target (the rename is the effect). No net effect, so annotation rules do not judge it'),
    lookup: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        program: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('The standard program whose process read it: git, git-remote-http, curl, …'),
        hosts: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).describe('What that process contacted next (host:port, by the name it looked up when known)')
    })
        .optional()
        .describe("A credential store (~/.netrc, ~/.git-credentials) consulted by a standard program for the host it was about to contact, not by the server's own process"),
    program: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .optional()
        .describe("A helper program the server ran (npm, git, gpg, kubectl, …) reading or writing one of its own config or state places (npm: ~/.npmrc, ~/.npm; git: ~/.gitconfig): that program's business, not the server's own process reaching for the file"),
    succeeded: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().describe('At least one attempt returned success'),
    category: PathCategorySchema,
    noise: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().describe('Runtime noise: counted, never used for findings'),
    count: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive(),
    phases: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_call_js__WEBPACK_IMPORTED_MODULE_0__/* .PhaseSchema */ .fE),
    traceLines: TraceLinesSchema
});
const ObservedNetworkSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    family: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['inet', 'inet6', 'unix']),
    protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['tcp', 'udp', 'unix', 'unknown']),
    address: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('IP address, or unix socket path (@name for abstract)'),
    port: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().optional(),
    loopback: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    syscall: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('connect, sendto, sendmsg, sendmmsg, write, bind'),
    succeeded: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    bytesSent: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
    hostnames: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).describe('Names the server looked up that resolved to this address'),
    reverseDns: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    count: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive(),
    phases: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_call_js__WEBPACK_IMPORTED_MODULE_0__/* .PhaseSchema */ .fE),
    traceLines: TraceLinesSchema
});
const SINK_PROTOCOLS = ['tls', 'http', 'dns', 'other', 'silent'];
const SINK_REPLIES = ['tls-alert', 'tls-opened', 'tls-refused', 'http', 'dns', 'closed', 'none'];
const REPLY_SHAPES = [
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
];
/** What the sink answered an HTTP request with (sandbox/replies/): the shape it chose, and what the reply held. */
const SinkRepliedSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    shape: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(REPLY_SHAPES)
        .describe("fixed: --http-reply's answer; metadata: the canary cloud's; rest-list, rest-item, rest-echo (a POST/PUT/PATCH body echoed with an id), rest-deleted: JSON by method and path; graphql: the query's selection set answered; openapi: from the schema of an operation in an OpenAPI document the server ships; rss … text: by the path's extension or Accept"),
    contentType: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    bytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
    fields: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional().describe("A JSON answer's top-level keys (GraphQL: the root fields selected), at most 16"),
    operation: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('openapi: the operation answered (its operationId, else method and path template)'),
    learned: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP())
        .optional()
        .describe("What this reply added because an earlier call of the same tool choked on the sink's answer (paths a validator or TypeError named; [] or {}: the top as a list or an object)")
});
/** One TCP connection the sink inside the network sandbox accepted, or one UDP datagram it received, as it recorded it (network.jsonl). */
const SinkRecordSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    at: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .describe('Epoch milliseconds the sink accepted the connection (for a later request on a kept-alive TLS connection: when that request began to arrive)'),
    address: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('The address the server connected to (inside the sandbox every address is the sink)'),
    port: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
    sourcePort: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().describe("The server's end of the connection, as in trace.log's TCP:[…] decorations"),
    transport: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['tcp', 'udp']).optional().describe('udp: one datagram; tcp or absent: a TCP connection'),
    redirected: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['traced', 'unknown'])
        .optional()
        .describe("Present when it reached the sink through the catch-all redirect (a port the sink does not listen on). traced: address and port are the original destination, from the kernel's nftables trace of its first packet; unknown: the trace did not say, address is the server's source address (which the kernel picks equal to the destination) and port is 0"),
    protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(SINK_PROTOCOLS)
        .describe('What the first bytes were: a TLS ClientHello, an HTTP request, a DNS query (a TCP connection or UDP datagram to port 53), anything else, or nothing at all'),
    bytesReceived: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .int()
        .nonnegative()
        .describe('What the server sent on the connection or in the datagram, as it came over the wire (for TLS: the encrypted records, handshake included)'),
    plaintextBytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .int()
        .nonnegative()
        .optional()
        .describe('For an opened TLS connection: what the server sent inside it, decrypted — request lines, headers and bodies (HTTP/2 requests counted as written out like HTTP/1, its framing aside), all of it even past --capture-bytes; the figure the report shows as sent'),
    sni: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('The server name of the TLS ClientHello'),
    http: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        method: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        target: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        host: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
        version: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['1.1', '2']).optional().describe('2: HTTP/2, negotiated by ALPN inside the opened TLS (absent: HTTP/1.x)'),
        headers: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()]))
            .optional()
            .describe('Request headers of a request inside the opened TLS (at most 32, values cut at 256 characters); the values of credential headers (authorization, cookie, *-token, *-key, …) are shown as `[credential, N characters]`')
    })
        .optional()
        .describe('The request line and Host header of an HTTP request (plain, or inside the opened TLS: HTTP/1.1 or HTTP/2, the first request of the connection)'),
    dns: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), type: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('A, AAAA, …') }))
        .optional()
        .describe('DNS: the questions of the query in the datagram, or of the queries the TCP connection carried (at most 64), each query answered'),
    head: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('Hex of the first bytes (at most 32) of anything that is neither TLS nor HTTP'),
    reply: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(SINK_REPLIES)
        .describe("tls-opened: the TLS was opened with a certificate of the run's authority and the request answered like HTTP; tls-refused: the client refused that certificate (pinning, its own trust store); tls-alert: a fatal handshake_failure alert (no authority); http: an HTTP answer (see replied: shaped like the API's, or --http-reply's); dns: each DNS query answered (a documentation-range address for A/AAAA); closed: closed without a reply; none: a UDP datagram that is not a DNS query, recorded and not answered"),
    status: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().optional().describe('The HTTP status the sink answered with'),
    replied: SinkRepliedSchema.optional().describe('What the sink answered this HTTP request with'),
    request: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .int()
        .min(2)
        .optional()
        .describe('A later request on a kept-alive TLS connection (HTTP/1.1: the sink answers each request and keeps the connection open; each is its own record): its place on the connection, from 2; bytesReceived counts the encrypted bytes since the previous request'),
    payload: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .optional()
        .describe('Base64 of the first --capture-bytes (default 64 KiB) the connection carried, decrypted for TLS (network.jsonl only; matched against the canaries)')
});
const ObservedSinkSchema = SinkRecordSchema.extend({
    phase: _call_js__WEBPACK_IMPORTED_MODULE_0__/* .PhaseSchema */ .fE.describe("The call that opened it: the one whose traced socket had its source port, else the one during which the sink accepted it; for a later request on a kept-alive connection, the call of the socket's send that carried it"),
    attributedBy: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['socket', 'time'])
        .optional()
        .describe("socket: the trace's socket with the same source port (its connect, or first send); time: no traced socket matched, so when the sink accepted it")
});
const ObservedDnsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('A, AAAA, …'),
    resolver: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('address:port the query was sent to'),
    count: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive(),
    phases: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_call_js__WEBPACK_IMPORTED_MODULE_0__/* .PhaseSchema */ .fE),
    traceLines: TraceLinesSchema
});
const ObservedProcessSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    executable: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    argv: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    succeeded: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    /** not a program the server ran: an exec of launching it (wrappers, shims, the helpers they ran, the server itself) */
    isServer: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY()
        .describe("Part of launching the server at startup: an exec in its launch chain (wrappers and shims such as npx or uv, the helpers they ran, up to the server's own exec), not a program the server ran"),
    count: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive(),
    phases: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_call_js__WEBPACK_IMPORTED_MODULE_0__/* .PhaseSchema */ .fE),
    traceLines: TraceLinesSchema
});
const ObservedLeakSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    canary: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('Which canary: e.g. ~/.ssh/id_rsa or env:GITHUB_TOKEN'),
    encoding: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['raw', 'hex', 'base64', 'base32', 'base36']),
    via: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['socket', 'dns', 'argv']),
    destination: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('address:port, DNS name, or executable'),
    bytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        start: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
        end: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
        of: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().describe('The length of what the offsets index'),
        within: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['file', 'value'])
    })
        .optional()
        .describe("Which bytes of the canary the payload held, each checked: [start, end) offsets into the planted value — the canary file's content when within is file (a token planted in a file is placed in it), else the variable's value. The widest piece when one payload held several; for entries that aggregate several payloads, the first"),
    witness: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['sink'])
        .optional()
        .describe("sink: seen only in what the network sandbox's sink received (network.jsonl), not in the trace; attributedBy says how it was tied to its call"),
    attributedBy: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['socket', 'time'])
        .optional()
        .describe("For a sink-seen leak: socket: by the trace's socket with the same source port (traceLines holds its connect); time: when the sink saw it"),
    audience: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ hosts: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()), programs: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()) })
        .optional()
        .describe('Where the secret is meant to go, as planted: the hosts it is sent to in ordinary use (*.x: any name below x) and the client programs it is handed to. Absent: nowhere'),
    address: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .optional()
        .describe('For a sink-seen leak over a socket: the address the server connected to (destination names it by the TLS server name or Host)'),
    phases: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_call_js__WEBPACK_IMPORTED_MODULE_0__/* .PhaseSchema */ .fE),
    traceLines: TraceLinesSchema
});
const FileChangeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('The path as the server saw it'),
    change: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['created', 'modified', 'deleted']),
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['file', 'directory', 'symlink', 'other']),
    size: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().optional(),
    sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('Of the new content, for files up to 16 MiB'),
    target: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('For symlinks: where the link points')
});
const LEFTOVER_DETACHMENTS = ['setsid', 'reparented', 'outlived'];
const ObservedLeftoverSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    pid: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive().describe('As in trace.log'),
    executable: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('What it last executed (inherited from its parent when it never did)'),
    argv: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    detached: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(LEFTOVER_DETACHMENTS)
        .describe('setsid: it (or an ancestor below the server) called setsid(); reparented: its parent exited before the server did (a double fork); outlived: the server exited without stopping it'),
    endedBy: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().describe('How the trace saw it end: "killed by SIGKILL", "exited with 0", or "still running when the trace ended"'),
    endedAfterServerMs: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().nonnegative().nullable().describe('Its end, in ms after the server process exited; null when the trace ended first'),
    phases: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_call_js__WEBPACK_IMPORTED_MODULE_0__/* .PhaseSchema */ .fE).describe('The call during which the server forked the process (or its ancestor)'),
    traceLines: TraceLinesSchema
});
const ObservedSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    files: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ObservedFileSchema),
    network: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ObservedNetworkSchema),
    dns: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ObservedDnsSchema),
    processes: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ObservedProcessSchema),
    leaks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ObservedLeakSchema),
    ioUring: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ phases: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_call_js__WEBPACK_IMPORTED_MODULE_0__/* .PhaseSchema */ .fE), traceLines: TraceLinesSchema })),
    leftovers: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ObservedLeftoverSchema)
        .optional()
        .describe("Processes of the server's tree still running once the server process had exited (the first of each detached subtree)"),
    sink: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ObservedSinkSchema)
        .optional()
        .describe("What the network sandbox's sink received and answered, per TCP connection and UDP datagram (a witness beside the trace; network.jsonl holds the same)"),
    sinkDropped: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive().optional().describe('Sink connections left out once the report held its cap'),
    witnesses: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_witness_js__WEBPACK_IMPORTED_MODULE_2__/* .ObservedWitnessSchema */ .N)
        .optional()
        .describe('The witnesses beside the trace, each with whether it ran: one that could not run on this machine says so here, and what it would have seen is unseen'),
    listChanged: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ list: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_surface_js__WEBPACK_IMPORTED_MODULE_1__/* .SURFACE_LISTS */ .w), phases: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_call_js__WEBPACK_IMPORTED_MODULE_0__/* .PhaseSchema */ .fE), traceLines: TraceLinesSchema }))
        .optional()
        .describe('notifications/<list>/list_changed the server sent on its MCP channel, as the trace shows them: when its declared surface changed'),
    noise: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative()).describe('Runtime-noise file accesses by category'),
    fileChanges: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(FileChangeSchema)
        .optional()
        .describe('What the server left changed in its copy-on-write workspace, home and temp dirs, read after it exited (a witness independent of the trace)'),
    fileChangesTruncated: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    aggregated: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative())
        .optional()
        .describe('Per section (e.g. files): accesses counted in directory aggregates instead of per path, once the section held its cap of distinct entries'),
    trace: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        lines: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
        events: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
        unparsed: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
        unparsedSamples: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP())
    })
});


/***/ }),

/***/ 4626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CR: () => (/* binding */ surfaceLabel),
/* harmony export */   EQ: () => (/* binding */ isSurfaceKind),
/* harmony export */   RW: () => (/* binding */ SurfaceKindSchema),
/* harmony export */   w: () => (/* binding */ SURFACE_LISTS)
/* harmony export */ });
/* unused harmony export SURFACE_KINDS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1514);

/** The four kinds of item a server declares and the probe exercises: its surface. */
const SURFACE_KINDS = ['tool', 'resource', 'resourceTemplate', 'prompt'];
const SurfaceKindSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SURFACE_KINDS);
function isSurfaceKind(value) {
    return SURFACE_KINDS.includes(value);
}
const SURFACE_LABELS = {
    tool: 'tool',
    resource: 'resource',
    resourceTemplate: 'resource template',
    prompt: 'prompt'
};
/** How a message names a kind of item: `tool`, `resource`, `resource template`, `prompt`. */
function surfaceLabel(kind) {
    return SURFACE_LABELS[kind];
}
/** The lists a server announces changes to (notifications/<list>/list_changed); templates are in `resources`. */
const SURFACE_LISTS = ['tools', 'resources', 'prompts'];


/***/ })

};
