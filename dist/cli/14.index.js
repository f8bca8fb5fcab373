export const id = 14;
export const ids = [14];
export const modules = {

/***/ 2633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPushCommand: () => (/* binding */ runPushCommand)
});

// UNUSED EXPORTS: CATEGORIES, ENV_DASHBOARD_URL, ENV_TOKEN, PUSH_HELP

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/neutralize.ts
var neutralize = __webpack_require__(2124);
;// CONCATENATED MODULE: ./src/push/text.ts
// Small string helpers shared by the payload builder and the push command: cuts to the dashboard's limits
// and error text. Everything they handle may come from the audited server (names, descriptions) or from
// the dashboard (response bodies): untrusted, made inert by neutralize.ts.
/** Cuts `text` to at most `max` UTF-16 code units (what zod's `.max` counts), never inside a surrogate pair. */
function cutAt(text, max) {
    if (text.length <= max)
        return text;
    let end = Math.max(0, max);
    const last = text.charCodeAt(end - 1);
    if (end > 0 && last >= 0xd800 && last <= 0xdbff)
        end -= 1;
    return text.slice(0, end);
}
/**
 * Shortens `text` to `max` code units, ending with a marker that says how long the original was, so a
 * reader of the dashboard knows the text is incomplete.
 */
function truncateWithNote(text, max) {
    if (text.length <= max)
        return text;
    const note = `… [truncated: ${text.length} characters in total]`;
    if (note.length >= max)
        return cutAt(text, max);
    return cutAt(text, max - note.length) + note;
}
// Duck-typed rather than `instanceof Error`: errors from Node internals (fetch, fs) may come from another
// realm (e.g. under jest's VM modules), where `instanceof` is false.
function asErrorLike(value) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    const { name, message } = value;
    return typeof name === 'string' && typeof message === 'string' ? value : undefined;
}
function errorMessage(error) {
    return asErrorLike(error)?.message ?? String(error);
}

;// CONCATENATED MODULE: ./src/push/client.ts



const MAX_RETRY_WAIT_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_RESPONSE_BODY_BYTES = 1024 * 1024;
const TOKEN_FORMAT = /^mcpb_[0-9a-f]{64}$/;
function userAgentFor(version) {
    return `mcp-behave/${version}`;
}
/** `https://dash.example/` → `https://dash.example/api/audits`. Throws on anything but an http(s) URL. */
function auditsEndpoint(dashboardUrl) {
    let base;
    try {
        base = new URL(dashboardUrl.trim());
    }
    catch {
        throw new errors/* ConfigurationError */.j1(`Invalid dashboard URL '${redactUrl(dashboardUrl)}'. Expected an http(s) URL such as https://dashboard.example.com.`);
    }
    if (base.protocol !== 'https:' && base.protocol !== 'http:') {
        throw new errors/* ConfigurationError */.j1(`Invalid dashboard URL '${redactUrl(dashboardUrl)}'. Expected an http(s) URL such as https://dashboard.example.com.`);
    }
    base.pathname = `${base.pathname.replace(/\/+$/, '')}/api/audits`;
    return base;
}
/**
 * POSTs one audit to the dashboard and returns its answer, whatever the status: the caller decides what a
 * non-2xx means (the CLI exits 1, the action warns). Only a 429 is retried, after its Retry-After: the
 * dashboard counts every request, and a POST that failed some other way may already have been stored,
 * so retrying it could file the audit twice. A bad URL or token throws a ConfigurationError, a network
 * failure a DashboardError, each one line without the token in it.
 */
async function pushAudit(dashboardUrl, token, payload, opts) {
    const endpoint = auditsEndpoint(dashboardUrl);
    const bearer = checkedToken(token, opts.logger);
    const fetchImpl = opts.fetchImpl ?? fetch;
    const maxRetries = opts.maxRetries ?? 3;
    const sleep = opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (endpoint.protocol === 'http:' && !isLoopbackHost(endpoint.hostname)) {
        opts.logger?.warn(`The dashboard URL uses plain http: the token is sent unencrypted to ${endpoint.host}.`);
    }
    const body = JSON.stringify(payload);
    for (let attempt = 0;; attempt += 1) {
        let response;
        try {
            response = await fetchImpl(endpoint, {
                method: 'POST',
                headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', 'user-agent': opts.userAgent },
                body,
                // Following a redirect could hand the token to another origin or turn the POST into a GET.
                redirect: 'manual',
                signal: AbortSignal.timeout(timeoutMs)
            });
        }
        catch (error) {
            throw new errors/* DashboardError */.jq(`Could not reach the dashboard at ${endpoint.origin}: ${describeNetworkError(error, timeoutMs)}`.replaceAll(bearer, '***'));
        }
        if (response.status === 429 && attempt < maxRetries) {
            const waitMs = retryWaitMs(response.headers);
            await discardBody(response);
            opts.logger?.warn(`The dashboard is rate limiting this token (HTTP 429); retrying in ${Math.ceil(waitMs / 1000)} s (retry ${attempt + 1} of ${maxRetries}).`);
            await sleep(waitMs);
            continue;
        }
        return { status: response.status, body: await readCappedText(response) };
    }
}
function checkedToken(token, logger) {
    const trimmed = token.trim();
    // Refused outright: such a token cannot be a header value, and fetch's own error would quote it.
    if (trimmed.length === 0 || !/^[\x21-\x7e]+$/.test(trimmed)) {
        throw new errors/* ConfigurationError */.j1('The dashboard token is empty or contains characters that cannot be sent in an HTTP header.');
    }
    // Only a warning: the dashboard is the authority on its tokens (a self-hosted one may mint others).
    if (!TOKEN_FORMAT.test(trimmed)) {
        logger?.warn("The dashboard token does not look like 'mcpb_' followed by 64 hex characters; sending it anyway.");
    }
    return trimmed;
}
function isLoopbackHost(hostname) {
    return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}
/** Seconds from Retry-After (or an HTTP date, or X-RateLimit-Reset), capped at {@link MAX_RETRY_WAIT_MS}. */
function retryWaitMs(headers, now = Date.now()) {
    const retryAfter = headers.get('retry-after')?.trim();
    let waitMs;
    if (retryAfter !== undefined && /^\d+$/.test(retryAfter))
        waitMs = Number(retryAfter) * 1000;
    else if (retryAfter !== undefined && !Number.isNaN(Date.parse(retryAfter)))
        waitMs = Date.parse(retryAfter) - now;
    else {
        const reset = headers.get('x-ratelimit-reset')?.trim();
        if (reset !== undefined && /^\d+$/.test(reset))
            waitMs = Number(reset) * 1000 - now;
    }
    // Without any hint, wait out the dashboard's whole one-minute window.
    return Math.min(Math.max(waitMs ?? MAX_RETRY_WAIT_MS, 0), MAX_RETRY_WAIT_MS);
}
function describeNetworkError(error, timeoutMs) {
    const outer = asErrorLike(error);
    if (outer && (outer.name === 'TimeoutError' || outer.name === 'AbortError')) {
        return `no answer within ${Math.round(timeoutMs / 1000)} s`;
    }
    // undici reports "fetch failed" and puts the useful part (ECONNREFUSED, ENOTFOUND, TLS…) in `cause`.
    const cause = asErrorLike(outer?.cause) ?? outer;
    if (!cause)
        return String(error);
    const code = typeof cause.code === 'string' ? cause.code : undefined;
    return code !== undefined && !cause.message.includes(code) ? `${code} ${cause.message}` : cause.message;
}
function redactUrl(value) {
    try {
        const url = new URL(value);
        url.username = '';
        url.password = '';
        return url.toString();
    }
    catch {
        return (0,neutralize/* truncate */.xv)((0,neutralize/* oneLine */.TN)(value), 200);
    }
}
async function discardBody(response) {
    try {
        await response.body?.cancel();
    }
    catch {
        // Nothing to do: the body is not needed.
    }
}
/** Reads at most 1 MiB of the answer: a misbehaving dashboard should not be able to exhaust memory. */
async function readCappedText(response) {
    if (!response.body)
        return '';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let bytes = 0;
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done)
                break;
            const room = MAX_RESPONSE_BODY_BYTES - bytes;
            if (value.byteLength > room) {
                text += decoder.decode(value.subarray(0, room));
                text += '… [response truncated]';
                await reader.cancel();
                return text;
            }
            bytes += value.byteLength;
            text += decoder.decode(value, { stream: true });
        }
        return text + decoder.decode();
    }
    catch (error) {
        throw new errors/* DashboardError */.jq(`The dashboard's answer could not be read: ${errorMessage(error)}`);
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/model/index.ts + 2 modules
var model = __webpack_require__(3870);
// EXTERNAL MODULE: ./src/report/schema.ts
var schema = __webpack_require__(1327);
;// CONCATENATED MODULE: ./src/push/payload.ts






// The dashboard's ingest validation (see dashboard-api.md), mirrored so a payload that passes here is
// accepted there. Optional fields are omitted, never null: the dashboard rejects null.
const PUSH_LIMITS = {
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
};
const PushPayloadSchema = schemas/* object */.Ikc({
    server: schemas/* object */.Ikc({
        name: schemas/* string */.YjP().min(1).max(PUSH_LIMITS.serverName),
        description: schemas/* string */.YjP().max(PUSH_LIMITS.serverDescription).optional(),
        githubUrl: schemas/* url */.OZ5().optional(),
        npmPackage: schemas/* string */.YjP().max(PUSH_LIMITS.npmPackage).optional(),
        author: schemas/* string */.YjP().max(PUSH_LIMITS.author).optional(),
        transport: schemas/* string */.YjP().max(PUSH_LIMITS.transport).optional(),
        category: schemas/* string */.YjP().max(PUSH_LIMITS.category).optional(),
        stars: schemas/* number */.aig().int().nonnegative().optional()
    }),
    audit: schemas/* object */.Ikc({
        version: schemas/* string */.YjP().max(PUSH_LIMITS.version).optional(),
        status: schemas/* enum */.k5n(['clean', 'findings', 'error']).default('clean'),
        exitCode: schemas/* number */.aig().int().optional(),
        manifestHash: schemas/* string */.YjP().max(PUSH_LIMITS.manifestHash).optional(),
        auditLog: schemas/* string */.YjP().max(PUSH_LIMITS.auditLog).optional()
    }),
    tools: schemas/* array */.YOg(schemas/* object */.Ikc({
        name: schemas/* string */.YjP().min(1).max(PUSH_LIMITS.toolName),
        description: schemas/* string */.YjP().max(PUSH_LIMITS.toolDescription),
        inputSchema: schemas/* string */.YjP().max(PUSH_LIMITS.inputSchema).optional()
    }))
        .max(PUSH_LIMITS.tools),
    findings: schemas/* array */.YOg(schemas/* object */.Ikc({
        type: schemas/* string */.YjP().min(1).max(PUSH_LIMITS.findingType),
        severity: schemas/* enum */.k5n(['info', 'high']).default('high'),
        description: schemas/* string */.YjP().min(1).max(PUSH_LIMITS.findingDescription),
        detail: schemas/* string */.YjP().max(PUSH_LIMITS.findingDetail).optional(),
        toolName: schemas/* string */.YjP().max(PUSH_LIMITS.findingToolName).optional()
    }))
        .max(PUSH_LIMITS.findings)
});
/** Type of the one finding that stands in for those cut by the dashboard's 500-finding limit. */
const OMITTED_FINDINGS_TYPE = 'findings_omitted';
/**
 * Checks that parsed JSON is a report this version wrote (schemaVersion 1) and returns it typed.
 * Throws a ConfigurationError with one line saying what is wrong.
 */
function parseReportForPush(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new errors/* ConfigurationError */.j1('The input is not an mcp-behave report: expected a JSON object from `mcp-behave --json`.');
    }
    const record = value;
    if (!('schemaVersion' in record)) {
        if ('server_cmd' in record || 'manifest_sha256' in record) {
            throw new errors/* ConfigurationError */.j1('The input looks like output of the Python mcp-behave 0.1.x, which this push does not accept; re-run the audit with this version and `--json`.');
        }
        throw new errors/* ConfigurationError */.j1('The input is not an mcp-behave report: it has no schemaVersion.');
    }
    if (record.schemaVersion !== 1) {
        throw new errors/* ConfigurationError */.j1(`Unsupported report schemaVersion ${(0,neutralize/* oneLine */.TN)(cutAt(JSON.stringify(record.schemaVersion) ?? 'undefined', 40))}; this push accepts schemaVersion 1.`);
    }
    const parsed = schema/* ReportSchema */.M.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
        const count = parsed.error.issues.length;
        throw new errors/* ConfigurationError */.j1(`The report does not match schemaVersion 1: ${(0,neutralize/* oneLine */.TN)(cutAt(where, 200))}: ${issue?.message ?? 'invalid'}` +
            (count > 1 ? ` (and ${count - 1} more problem${count > 2 ? 's' : ''})` : ''));
    }
    return parsed.data;
}
/**
 * Turns a report into the dashboard's ingest body. Data from the audited server (tool names and
 * descriptions, schemas, finding text) is cut to the dashboard's limits and the cuts are noted; metadata
 * the user gave (`meta`) is checked instead, and a value the dashboard would reject throws a
 * ConfigurationError, because silently changing e.g. the server name would file the audit elsewhere.
 */
function buildPushPayload(report, meta) {
    const notes = [];
    const server = buildServer(report, meta);
    const tools = buildTools(report, notes);
    const findings = buildFindings(report.findings, notes);
    const payload = {
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
    };
    // A failure here is a bug in this file, not bad input: everything above already fits the limits.
    return PushPayloadSchema.parse(payload);
}
function auditStatus(report) {
    // A pass and findings are the two outcomes of a completed audit; any other exit code means it did not complete.
    if (report.exitCode !== errors/* EXIT_CODES */.ai.pass && report.exitCode !== errors/* EXIT_CODES */.ai.findings)
        return 'error';
    return report.findings.length > 0 ? 'findings' : 'clean';
}
function checkedText(value, label, max) {
    if (value === undefined)
        return undefined;
    if (value.length > max) {
        throw new errors/* ConfigurationError */.j1(`The ${label} is ${value.length} characters long; the dashboard accepts at most ${max}.`);
    }
    return value;
}
function buildServer(report, meta) {
    const name = meta.serverName ?? report.server.identity;
    if (name.trim().length === 0) {
        throw new errors/* ConfigurationError */.j1('The server name is empty; pass a server name (--server-name).');
    }
    if (name.length > PUSH_LIMITS.serverName) {
        const origin = meta.serverName === undefined ? "report's server identity" : 'server name';
        throw new errors/* ConfigurationError */.j1(`The ${origin} is ${name.length} characters long; the dashboard accepts at most ${PUSH_LIMITS.serverName} (pass a shorter --server-name).`);
    }
    const server = { name };
    const description = checkedText(meta.description, 'description', PUSH_LIMITS.serverDescription);
    if (description !== undefined)
        server.description = description;
    if (meta.githubUrl !== undefined)
        server.githubUrl = checkedHttpUrl(meta.githubUrl);
    const npmPackage = checkedText(meta.npmPackage, 'npm package name', PUSH_LIMITS.npmPackage);
    if (npmPackage !== undefined)
        server.npmPackage = npmPackage;
    const author = checkedText(meta.author, 'author', PUSH_LIMITS.author);
    if (author !== undefined)
        server.author = author;
    server.transport = checkedText(meta.transport, 'transport', PUSH_LIMITS.transport) ?? report.server.transport;
    const category = checkedText(meta.category, 'category', PUSH_LIMITS.category);
    if (category !== undefined)
        server.category = category;
    return server;
}
function checkedHttpUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        url = undefined;
    }
    // The dashboard renders this as a link: anything but http(s) (javascript:, data:) has no business there.
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !schemas/* url */.OZ5().safeParse(value).success) {
        throw new errors/* ConfigurationError */.j1(`Invalid GitHub URL '${(0,neutralize/* oneLine */.TN)(cutAt(value, 200))}'. Expected an http(s) URL such as https://github.com/owner/repo.`);
    }
    return value;
}
function buildTools(report, notes) {
    const all = report.manifest.tools;
    if (all.length > PUSH_LIMITS.tools) {
        notes.push(`${all.length - PUSH_LIMITS.tools} of ${all.length} tools not sent: the dashboard accepts at most ${PUSH_LIMITS.tools}.`);
    }
    return all.slice(0, PUSH_LIMITS.tools).map((tool) => {
        const name = tool.name.length === 0 ? '(empty name)' : truncateWithNote(tool.name, PUSH_LIMITS.toolName);
        const entry = { name, description: truncateWithNote(tool.description ?? '', PUSH_LIMITS.toolDescription) };
        if (tool.inputSchema !== undefined) {
            const schema = JSON.stringify(tool.inputSchema);
            // A cut JSON document is no longer JSON, so an oversized schema is left out rather than truncated.
            if (schema.length <= PUSH_LIMITS.inputSchema)
                entry.inputSchema = schema;
            else
                notes.push(`inputSchema of tool ${JSON.stringify(cutAt(tool.name, 200))} not sent: ${schema.length} characters, the dashboard accepts at most ${PUSH_LIMITS.inputSchema}.`);
        }
        return entry;
    });
}
/** critical/high are the dashboard's "high"; everything else is its "info". The exact severity goes in detail. */
function dashboardSeverity(severity) {
    return severity === 'critical' || severity === 'high' ? 'high' : 'info';
}
/** `network-egress` → `network_egress`, the style of the reference client's finding types. */
function dashboardFindingType(rule) {
    return rule.replaceAll('-', '_');
}
function buildFindings(all, notes) {
    if (all.length <= PUSH_LIMITS.findings)
        return all.map(toPushFinding);
    // Keep the most severe (stable: report order within a severity), in report order, and let one last entry
    // say what was left out so the dashboard never shows a silently shortened list.
    const keep = PUSH_LIMITS.findings - 1;
    const bySeverity = all
        .map((finding, index) => ({ finding, index }))
        .sort((a, b) => (0,model/* severityRank */.qs)(b.finding.severity) - (0,model/* severityRank */.qs)(a.finding.severity) || a.index - b.index);
    const kept = new Set(bySeverity.slice(0, keep).map(({ index }) => index));
    const omitted = bySeverity.slice(keep).map(({ finding }) => finding);
    const sent = all.filter((_, index) => kept.has(index)).map(toPushFinding);
    const counts = countBy(omitted, (finding) => `${finding.severity} ${finding.rule}`);
    const severities = [...model/* SEVERITIES */.oC].reverse();
    const lines = [...counts.entries()]
        .sort(([a], [b]) => severities.indexOf(a.split(' ')[0]) - severities.indexOf(b.split(' ')[0]) || a.localeCompare(b))
        .map(([key, count]) => `${key}: ${count}`);
    const description = `${omitted.length} more findings not sent: the dashboard accepts at most ${PUSH_LIMITS.findings} per audit. The full list is in the report.`;
    notes.push(description);
    sent.push({
        type: OMITTED_FINDINGS_TYPE,
        severity: omitted.some((finding) => dashboardSeverity(finding.severity) === 'high') ? 'high' : 'info',
        description,
        detail: truncateWithNote(`Omitted findings by severity and rule:\n${lines.join('\n')}`, PUSH_LIMITS.findingDetail)
    });
    return sent;
}
function countBy(items, key) {
    const counts = new Map();
    for (const item of items)
        counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return counts;
}
function toPushFinding(finding) {
    const message = finding.message.trim().length > 0 ? finding.message : `${finding.rule} finding`;
    const entry = {
        type: dashboardFindingType(finding.rule),
        severity: dashboardSeverity(finding.severity),
        description: truncateWithNote(message, PUSH_LIMITS.findingDescription),
        detail: truncateWithNote(findingDetail(finding), PUSH_LIMITS.findingDetail)
    };
    if (finding.tool !== undefined && finding.tool.length > 0) {
        entry.toolName = truncateWithNote(finding.tool, PUSH_LIMITS.findingToolName);
    }
    return entry;
}
function describePhase(phase) {
    if (phase.kind !== 'call')
        return phase.kind;
    const { call } = phase;
    return `${call.kind} ${JSON.stringify(call.name)} call #${call.iteration}${phase.afterResponse ? ', after it answered' : ''}`;
}
const EVIDENCE_ITEMS_SHOWN = 20;
function listLine(label, items) {
    if (!items || items.length === 0)
        return undefined;
    const shown = items.slice(0, EVIDENCE_ITEMS_SHOWN).map((item) => (0,neutralize/* oneLine */.TN)(cutAt(item, 300)));
    const more = items.length > shown.length ? ` (+${items.length - shown.length} more)` : '';
    return `${label}: ${shown.join(', ')}${more}`;
}
function findingDetail(finding) {
    const { evidence } = finding;
    const lines = [
        `severity: ${finding.severity}`,
        `rule: ${finding.rule}`,
        `phase: ${(0,neutralize/* oneLine */.TN)(describePhase(finding.phase))}`,
        evidence.declared === undefined ? undefined : `declared: ${(0,neutralize/* oneLine */.TN)(cutAt(evidence.declared, 600))}`,
        listLine('paths', evidence.paths),
        listLine('addresses', evidence.addresses),
        listLine('dns names', evidence.dnsNames),
        listLine('processes', evidence.argv?.map((argv) => argv.join(' '))),
        listLine('canaries', evidence.canaries),
        listLine('canary bytes', evidence.canaryBytes),
        evidence.witness === undefined ? undefined : `seen by: ${evidence.witness}`,
        listLine('manifest items', evidence.manifestItems),
        listLine('trace lines', evidence.traceLines.map(String)),
        `fingerprint: ${(0,neutralize/* oneLine */.TN)(finding.fingerprint)}`
    ];
    return lines.filter((line) => line !== undefined).join('\n');
}
function buildAuditLog(report, notes) {
    const { server, manifest, rugPull, summary, observed } = report;
    const calls = report.calls.filter((call) => !call.attack);
    const outcomes = countBy(calls, (call) => call.outcome);
    const lines = [
        `${report.auditor.name} ${(0,neutralize/* oneLine */.TN)(report.auditor.version)} audit of ${(0,neutralize/* oneLine */.TN)(server.identity)}`,
        // The server command is left out on purpose: people pass API keys as arguments, and the dashboard is public.
        `server: ${server.info ? (0,neutralize/* oneLine */.TN)(`${server.info.name} ${server.info.version}`) : 'no serverInfo'}` +
            (server.protocolVersion ? `, protocol ${(0,neutralize/* oneLine */.TN)(server.protocolVersion)}` : ''),
        `started: ${(0,neutralize/* oneLine */.TN)(report.startedAt)}, duration: ${Math.round(report.durationMs)} ms`,
        `sandbox: network ${report.sandbox.network}, method ${report.sandbox.method}, fail-on ${report.sandbox.failOn}`,
        `manifest: ${(0,neutralize/* oneLine */.TN)(manifest.sha256)} (${manifest.tools.length} tools, ${manifest.resources.length} resources, ` +
            `${manifest.resourceTemplates.length} resource templates, ${manifest.prompts.length} prompts)`,
        `rug pull: ${rugPull.status}` +
            (rugPull.changes.length > 0 ? `, ${rugPull.changes.length} change(s) since the pin` : '') +
            (rugPull.duringSession.length > 0 ? `, ${rugPull.duringSession.length} change(s) during the session` : ''),
        `calls: ${calls.length}` + (outcomes.size > 0 ? ` (${[...outcomes.entries()].map(([outcome, count]) => `${outcome} ${count}`).join(', ')})` : ''),
        `observed: ${observed.files.filter((file) => !file.noise).length} file accesses, ${observed.network.length} network destinations, ` +
            `${observed.dns.length} DNS names, ${observed.processes.length} processes, ${observed.leaks.length} canary leaks`,
        `findings: ${report.findings.length} (critical ${summary.critical}, high ${summary.high}, medium ${summary.medium}, low ${summary.low}, info ${summary.info})`,
        ...report.findings.map((finding) => `  [${finding.severity}] ${finding.rule}${finding.tool === undefined ? '' : ` (${(0,neutralize/* oneLine */.TN)(cutAt(finding.tool, 200))})`}: ` +
            (0,neutralize/* oneLine */.TN)(cutAt(finding.message, 500))),
        `exit code: ${report.exitCode}`
    ];
    // Notes go first so the cap on the log's length can never cut them off.
    const head = notes.length > 0 ? ['push notes:', ...notes.map((note) => `  - ${note}`), ''] : [];
    return truncateWithNote([...head, ...lines].join('\n'), PUSH_LIMITS.auditLog);
}

;// CONCATENATED MODULE: ./src/push/push-command.ts







const ENV_DASHBOARD_URL = 'MCP_BEHAVE_DASHBOARD_URL';
const ENV_TOKEN = 'MCP_BEHAVE_TOKEN';
const CATEGORIES = ['local', 'network', 'database', 'other'];
const ERROR_BODY_SHOWN = 2000;
const PUSH_HELP = `Usage: mcp-behave push [FILE|-] [options]

Uploads an audit report (written by \`mcp-behave --json\`) to an mcp-behave dashboard.
Reads the report from FILE, or from stdin when FILE is '-' or missing.

Options:
  --server-name NAME     name of the server on the dashboard (default: the report's server identity)
  --description TEXT     server description, used when the dashboard first sees the server
  --github-url URL       server's repository URL
  --npm-package NAME     server's npm package
  --author NAME          server's author
  --category CATEGORY    one of: ${CATEGORIES.join(', ')}
  --dashboard-url URL    dashboard base URL (default: $${ENV_DASHBOARD_URL})
  --token TOKEN          dashboard token (default: $${ENV_TOKEN}; prefer the variable, a flag shows in ps)
  --dry-run              print the JSON that would be sent and exit, without sending it
  -h, --help             show this help

Exit codes: 0 pushed (the dashboard's answer is printed), 1 the dashboard refused or could not be
reached, bad input (unreadable or invalid report, bad option, missing URL or token), or an unexpected
error; the message says which.
`;
/**
 * `mcp-behave push …`: returns the process exit code and never throws. A failure is classified and
 * reported as everywhere else (errors.ts): a user's mistake, a dashboard out of reach, or a bug.
 */
async function runPushCommand(argv, io) {
    try {
        return await push(argv, io);
    }
    catch (error) {
        const failure = (0,errors/* describeFailure */.Ic)(error);
        io.stderr.write(`mcp-behave push: ${(0,neutralize/* neutralizeForLog */.$V)(failure.message)}\n`);
        if (failure.stack && io.env['MCP_BEHAVE_DEBUG'] === '1')
            io.stderr.write(`${(0,neutralize/* logSafeLines */.TW)(failure.stack)}\n`);
        return failure.exitCode;
    }
}
async function push(argv, io) {
    const logger = {
        debug: () => undefined,
        info: () => undefined,
        warn: (message) => io.stderr.write(`mcp-behave push: warning: ${(0,neutralize/* neutralizeForLog */.$V)(message)}\n`),
        error: (message) => io.stderr.write(`mcp-behave push: ${(0,neutralize/* neutralizeForLog */.$V)(message)}\n`)
    };
    const options = parsePushArgs(argv);
    if (options.help) {
        io.stdout.write(PUSH_HELP);
        return errors/* EXIT_CODES */.ai.pass;
    }
    const report = parseReportForPush(parseJson(await readInput(options.file, io.stdin), options.file));
    const payload = buildPushPayload(report, options.meta);
    if (options.dryRun) {
        io.stdout.write(`${(0,neutralize/* logSafeJson */.C5)(payload)}\n`);
        return errors/* EXIT_CODES */.ai.pass;
    }
    const dashboardUrl = options.dashboardUrl ?? nonEmpty(io.env[ENV_DASHBOARD_URL]);
    const token = options.token ?? nonEmpty(io.env[ENV_TOKEN]);
    if (dashboardUrl === undefined)
        throw new errors/* ConfigurationError */.j1(`No dashboard URL: pass --dashboard-url or set ${ENV_DASHBOARD_URL}.`);
    if (token === undefined)
        throw new errors/* ConfigurationError */.j1(`No dashboard token: set ${ENV_TOKEN} (or pass --token).`);
    const response = await pushAudit(dashboardUrl, token, payload, {
        userAgent: userAgentFor(io.version ?? report.auditor.version),
        ...(io.fetchImpl ? { fetchImpl: io.fetchImpl } : {}),
        ...(io.sleep ? { sleep: io.sleep } : {}),
        logger
    });
    if (response.status >= 200 && response.status < 300) {
        io.stdout.write(`${(0,neutralize/* logSafeLines */.TW)(response.body)}${response.body.endsWith('\n') ? '' : '\n'}`);
        return errors/* EXIT_CODES */.ai.pass;
    }
    const shownBody = (0,neutralize/* logSafeLines */.TW)(cutAt(response.body, ERROR_BODY_SHOWN));
    const more = response.body.length > ERROR_BODY_SHOWN ? `… [${response.body.length - ERROR_BODY_SHOWN} more characters]` : '';
    io.stderr.write(`mcp-behave push: the dashboard answered HTTP ${response.status}${statusHint(response.status)}\n${shownBody}${more}\n`);
    return errors/* EXIT_CODES */.ai.pushRefused;
}
function statusHint(status) {
    if (status === 401)
        return ' (check the token)';
    if (status === 429)
        return ' (rate limited: the dashboard accepts 20 pushes a minute per token)';
    if (status >= 300 && status < 400)
        return ' (a redirect, not followed: use the URL it points to as --dashboard-url)';
    return '';
}
const PUSH_ARG_OPTIONS = {
    'server-name': { type: 'string' },
    description: { type: 'string' },
    'github-url': { type: 'string' },
    'npm-package': { type: 'string' },
    author: { type: 'string' },
    category: { type: 'string' },
    'dashboard-url': { type: 'string' },
    token: { type: 'string' },
    'dry-run': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' }
};
/** A mistake on the command line: one line, and where to read how it goes. */
function usageError(message) {
    return new errors/* ConfigurationError */.j1(`${message} (see mcp-behave push --help)`);
}
function strictParseArgs(argv) {
    try {
        return (0,external_node_util_.parseArgs)({ args: argv, strict: true, allowPositionals: true, options: PUSH_ARG_OPTIONS });
    }
    catch (error) {
        const code = asErrorLike(error)?.code;
        if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS_'))
            throw error;
        // Node's text for an unknown option runs on about quoting positionals; the option name is what matters.
        const unknown = code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'([^']*)'/.exec(errorMessage(error))?.[1] : undefined;
        throw usageError(unknown === undefined ? errorMessage(error) : `Unknown option '${unknown}'.`);
    }
}
function parsePushArgs(argv) {
    const { values, positionals } = strictParseArgs(argv);
    if (positionals.length > 1) {
        throw usageError(`Expected at most one report file, got ${positionals.length}.`);
    }
    const category = values.category;
    if (category !== undefined && !CATEGORIES.includes(category)) {
        throw usageError(`Invalid --category '${cutAt(category, 60)}'. Expected one of: ${CATEGORIES.join(', ')}.`);
    }
    const meta = {};
    if (values['server-name'] !== undefined)
        meta.serverName = values['server-name'];
    if (values.description !== undefined)
        meta.description = values.description;
    if (values['github-url'] !== undefined)
        meta.githubUrl = values['github-url'];
    if (values['npm-package'] !== undefined)
        meta.npmPackage = values['npm-package'];
    if (values.author !== undefined)
        meta.author = values.author;
    if (category !== undefined)
        meta.category = category;
    return {
        help: values.help === true,
        dryRun: values['dry-run'] === true,
        file: positionals[0] === '-' ? undefined : positionals[0],
        dashboardUrl: values['dashboard-url'],
        token: values.token,
        meta
    };
}
async function readInput(file, stdin) {
    if (file !== undefined) {
        try {
            return await (0,promises_.readFile)(file, 'utf8');
        }
        catch (error) {
            const code = asErrorLike(error)?.code;
            const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : errorMessage(error);
            throw new errors/* ConfigurationError */.j1(`Cannot read the report '${cutAt(file, 300)}': ${reason}.`);
        }
    }
    if (stdin.isTTY === true) {
        throw new errors/* ConfigurationError */.j1('No report given: pass a report file, or pipe `mcp-behave --json …` into this command.');
    }
    const chunks = [];
    try {
        for await (const chunk of stdin)
            chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`Cannot read the report from stdin: ${errorMessage(error)}`);
    }
    return Buffer.concat(chunks).toString('utf8');
}
function parseJson(text, file) {
    const source = file === undefined ? 'stdin' : `'${cutAt(file, 300)}'`;
    if (text.trim().length === 0)
        throw new errors/* ConfigurationError */.j1(`The report from ${source} is empty.`);
    try {
        return JSON.parse(text);
    }
    catch (error) {
        // The parser's message quotes a bit of the input, which is untrusted: keep it short and on one line.
        throw new errors/* ConfigurationError */.j1(`The report from ${source} is not valid JSON: ${cutAt(errorMessage(error), 200)}`);
    }
}
function nonEmpty(value) {
    return value === undefined || value.trim().length === 0 ? undefined : value;
}


/***/ })

};
