export const id = 76;
export const ids = [76];
export const modules = {

/***/ 1129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RG: () => (/* binding */ readConfigFile),
  AU: () => (/* binding */ serversFromConfigs)
});

// UNUSED EXPORTS: CONFIG_FORMATS

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/sandbox/canary-home.ts + 2 modules
var canary_home = __webpack_require__(8569);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
;// CONCATENATED MODULE: ./src/config-files/formats.ts

// One zod schema per client's way of declaring an MCP server. Unknown keys are allowed (clients add
// their own: `disabled`, `autoApprove`, `timeout`, …); what we launch from must have the right type.
const stringMap = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP());
/** Clients coerce numbers and booleans in env values to strings; so do we, and nothing else. */
const envMap = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()]).transform(String));
const HTTP_TYPES = ['http', 'sse', 'streamable-http', 'streamableHttp'];
/** `mcpServers` of Claude Desktop, Claude Code (`.mcp.json`), Cursor and Windsurf (`serverUrl`). */
const McpServersEntrySchema = schemas/* object */.Ikc({
    type: schemas/* enum */.k5n(['stdio', ...HTTP_TYPES]).optional(),
    command: schemas/* string */.YjP().min(1, 'empty command').optional(),
    args: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    env: envMap.default({}),
    cwd: schemas/* string */.YjP().optional(),
    url: schemas/* string */.YjP().optional(),
    serverUrl: schemas/* string */.YjP().optional(),
    headers: stringMap.optional()
})
    .loose();
const McpServersFileSchema = schemas/* object */.Ikc({ mcpServers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()) }).loose();
/** VS Code `.vscode/mcp.json` (`servers` + `inputs`), also under `mcp` in a settings.json. */
const VsCodeEntrySchema = schemas/* object */.Ikc({
    type: schemas/* enum */.k5n(['stdio', 'http', 'sse']).optional(),
    command: schemas/* string */.YjP().min(1, 'empty command').optional(),
    args: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY(), schemas/* null */.chJ()]).transform((value) => (value === null ? '' : String(value))))
        .default({}),
    envFile: schemas/* string */.YjP().optional(),
    cwd: schemas/* string */.YjP().optional(),
    url: schemas/* string */.YjP().optional(),
    headers: stringMap.optional()
})
    .loose();
const VsCodeInputSchema = schemas/* object */.Ikc({
    type: schemas/* enum */.k5n(['promptString', 'pickString', 'command']),
    id: schemas/* string */.YjP().min(1),
    description: schemas/* string */.YjP().optional(),
    password: schemas/* boolean */.zMY().optional(),
    options: schemas/* array */.YOg(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* object */.Ikc({ value: schemas/* string */.YjP() }).loose()])).optional(),
    default: schemas/* string */.YjP().optional()
})
    .loose();
const VsCodeFileSchema = schemas/* object */.Ikc({ servers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()), inputs: schemas/* array */.YOg(schemas/* unknown */.L5J()).default([]) }).loose();
/** Zed `context_servers`: `command` as a string (current) or as `{path, args, env}` (older). */
const ZedEntrySchema = schemas/* union */.KCZ([
    schemas/* object */.Ikc({
        source: schemas/* literal */.euz('custom').optional(),
        command: schemas/* string */.YjP().min(1, 'empty command'),
        args: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
        env: envMap.default({})
    })
        .loose(),
    schemas/* object */.Ikc({
        command: schemas/* object */.Ikc({ path: schemas/* string */.YjP().min(1, 'empty path'), args: schemas/* array */.YOg(schemas/* string */.YjP()).default([]), env: envMap.nullish().transform((env) => env ?? {}) })
            .loose()
    })
        .loose(),
    schemas/* object */.Ikc({ url: schemas/* string */.YjP().min(1), headers: stringMap.optional() }).loose(),
    schemas/* object */.Ikc({ source: schemas/* literal */.euz('extension') }).loose()
]);
const ZedFileSchema = schemas/* object */.Ikc({ context_servers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()) }).loose();
/** Codex `~/.codex/config.toml`: `[mcp_servers.NAME]`. */
const CodexEntrySchema = schemas/* object */.Ikc({
    command: schemas/* string */.YjP().min(1, 'empty command').optional(),
    args: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    env: envMap.default({}),
    env_vars: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    cwd: schemas/* string */.YjP().optional(),
    url: schemas/* string */.YjP().optional(),
    enabled: schemas/* boolean */.zMY().optional()
})
    .loose();
const CodexFileSchema = schemas/* object */.Ikc({ mcp_servers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()) }).loose();
const isHttpType = (type) => type !== undefined && HTTP_TYPES.includes(type);

;// CONCATENATED MODULE: ./src/config-files/jsonc.ts
// VS Code, Cursor and Zed write their settings as JSON with comments and trailing commas (JSONC).
// This strips both outside strings and leaves everything else to JSON.parse, so a malformed file gets
// JSON.parse's own message.
/** Calls `visit` for each stretch outside strings; strings are copied as they are. */
function outsideStrings(text, visit) {
    let out = '';
    let index = 0;
    let codeStart = 0;
    while (index < text.length) {
        if (text[index] !== '"') {
            index += 1;
            continue;
        }
        out += visit(text.slice(codeStart, index));
        const start = index;
        index += 1;
        while (index < text.length && text[index] !== '"')
            index += text[index] === '\\' ? 2 : 1;
        index += 1;
        out += text.slice(start, index);
        codeStart = index;
    }
    return out + visit(text.slice(codeStart));
}
function parseJsonc(text) {
    // A comment may hold a quote, so comments go first, in one pass that still skips real strings.
    let withoutComments = '';
    let index = 0;
    while (index < text.length) {
        const char = text[index];
        if (char === '"') {
            const start = index;
            index += 1;
            while (index < text.length && text[index] !== '"')
                index += text[index] === '\\' ? 2 : 1;
            index += 1;
            withoutComments += text.slice(start, index);
        }
        else if (char === '/' && text[index + 1] === '/') {
            while (index < text.length && text[index] !== '\n')
                index += 1;
        }
        else if (char === '/' && text[index + 1] === '*') {
            const end = text.indexOf('*/', index + 2);
            index = end < 0 ? text.length : end + 2;
            withoutComments += ' ';
        }
        else {
            withoutComments += char;
            index += 1;
        }
    }
    // A trailing comma may be followed by the closing bracket in a later stretch only via whitespace.
    const joined = outsideStrings(withoutComments, (code) => code.replace(/,(\s*[}\]])/g, '$1'));
    return JSON.parse(joined);
}

;// CONCATENATED MODULE: ./src/config-files/read-config.ts







// A client config file → the servers it declares, each as the command line (or URL) the client would
// start, with every value the user would type or keep in their environment replaced by a canary.
const CONFIG_FORMATS = (/* unused pure expression or super */ null && (['claude-desktop', 'claude-code', 'cursor', 'windsurf', 'mcp-servers', 'vscode', 'zed', 'codex']));
const REFERENCE = /\$\{([^}]*)\}/g;
/**
 * Expands the references clients expand. A value the user types (`${input:id}`) or has in their
 * environment (`${env:NAME}`, Claude Code's `${NAME}`) becomes a canary: the server never gets the
 * user's real values, and a canary seen leaving is proof.
 */
function substitute(text, context, used) {
    return text.replace(REFERENCE, (whole, inner) => {
        if (inner === 'workspaceFolder' || inner === 'workspaceRoot')
            return context.workspaceFolder;
        const input = /^input:(.+)$/.exec(inner);
        if (input) {
            const declared = context.inputs.get(input[1]);
            if (declared?.type === 'pickString') {
                const first = declared.options?.[0];
                const choice = declared.default ?? (typeof first === 'string' ? first : first?.value);
                if (choice !== undefined)
                    return choice;
            }
            return canaryFor(`config:input:${input[1]}`, context, used);
        }
        const env = /^env:([A-Za-z_][A-Za-z0-9_]*)$/.exec(inner) ?? /^([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/.exec(inner);
        if (env) {
            if (env[2] !== undefined)
                return env[2];
            return canaryFor(`config:env:${env[1]}`, context, used);
        }
        return whole;
    });
}
function canaryFor(id, context, used) {
    let canary = context.values.get(id);
    if (canary === undefined) {
        canary = { id, value: (0,canary_home/* canarySecret */.h4)() };
        context.values.set(id, canary);
    }
    used.set(id, canary);
    return canary.value;
}
function detectFormat(file, data) {
    const path = (0,external_node_path_.resolve)(file);
    if ('mcp_servers' in data)
        return 'codex';
    if ('context_servers' in data)
        return 'zed';
    if ('servers' in data || (typeof data.mcp === 'object' && data.mcp !== null && 'servers' in data.mcp))
        return 'vscode';
    if (!('mcpServers' in data))
        return null;
    const name = (0,external_node_path_.basename)(path);
    if (name === 'claude_desktop_config.json')
        return 'claude-desktop';
    if (name === '.mcp.json' || name === '.claude.json')
        return 'claude-code';
    if (path.includes(`${external_node_path_.sep}.cursor${external_node_path_.sep}`))
        return 'cursor';
    if (path.includes(`${external_node_path_.sep}.codeium${external_node_path_.sep}`) || /windsurf/i.test(path))
        return 'windsurf';
    return 'mcp-servers';
}
/** The project a project-level config belongs to: the parent of `.vscode/`, `.cursor/`, … */
function projectRoot(file) {
    const dir = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(file));
    return /^\.(vscode|cursor|zed|codex|windsurf)$/.test((0,external_node_path_.basename)(dir)) ? (0,external_node_path_.dirname)(dir) : dir;
}
function issueLine(origin, issues) {
    const issue = issues[0];
    if (issue === undefined)
        return `${origin}: invalid entry`;
    const where = issue.path.length > 0 ? `.${issue.path.map(String).join('.')}` : '';
    // A union's own message says nothing; its first branch's does.
    const message = issue.code === 'invalid_union' && issue.errors[0]?.[0] ? issue.errors[0][0].message : issue.message;
    return `${origin}${where}: ${message}`;
}
async function parseFile(file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`--config ${file}: cannot read it (${error.code ?? String(error)})`);
    }
    let data;
    try {
        data = file.endsWith('.toml') ? (0,dist/* parse */.qg)(text) : parseJsonc(text);
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`--config ${file}: not valid ${file.endsWith('.toml') ? 'TOML' : 'JSON'} (${error.message.split('\n')[0]})`);
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw new errors/* ConfigurationError */.j1(`--config ${file}: expected an object at the top`);
    return data;
}
/** Reads one config file. Bad entries become `problems`; a file that is not a config at all throws. */
async function readConfigFile(file) {
    const data = await parseFile(file);
    const format = detectFormat(file, data);
    if (format === null) {
        throw new errors/* ConfigurationError */.j1(`--config ${file}: not an MCP client config (no mcpServers, servers, context_servers or mcp_servers)`);
    }
    const context = { workspaceFolder: projectRoot(file), inputs: new Map(), values: new Map() };
    const problems = [];
    const servers = [];
    let section;
    let entries;
    let shapeOf;
    const fromSchema = (schema, toShape) => (raw) => {
        const parsed = schema.safeParse(raw);
        return parsed.success ? { ok: true, shape: toShape(parsed.data) } : { ok: false, issues: parsed.error.issues };
    };
    const fileIssue = (schema, key) => {
        const parsed = schema.safeParse(data);
        if (!parsed.success)
            throw new errors/* ConfigurationError */.j1(issueLine(`${file}: ${key}`, parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) }))));
    };
    switch (format) {
        case 'codex':
            fileIssue(CodexFileSchema, 'mcp_servers');
            section = 'mcp_servers';
            entries = data.mcp_servers;
            shapeOf = fromSchema(CodexEntrySchema, (entry) => ({
                ...(entry.command !== undefined ? { command: entry.command } : {}),
                args: entry.args,
                env: entry.env,
                ...(entry.cwd !== undefined ? { cwd: entry.cwd } : {}),
                ...(entry.url !== undefined ? { url: entry.url } : {}),
                http: entry.command === undefined && entry.url !== undefined,
                passThrough: entry.env_vars
            }));
            break;
        case 'zed':
            fileIssue(ZedFileSchema, 'context_servers');
            section = 'context_servers';
            entries = data.context_servers;
            shapeOf = fromSchema(ZedEntrySchema, (entry) => {
                if ('url' in entry && typeof entry.url === 'string')
                    return { url: entry.url, args: [], env: {}, http: true };
                if (!('command' in entry))
                    return 'extension';
                if (typeof entry.command === 'string')
                    return { command: entry.command, args: entry.args, env: entry.env, http: false };
                const command = entry.command;
                return { command: command.path, args: command.args, env: command.env, http: false };
            });
            break;
        case 'vscode': {
            const root = 'servers' in data ? data : data.mcp;
            section = 'servers' in data ? 'servers' : 'mcp.servers';
            const parsed = VsCodeFileSchema.safeParse(root);
            if (!parsed.success)
                throw new errors/* ConfigurationError */.j1(issueLine(`${file}: ${section.replace(/servers$/, '')}`, parsed.error.issues));
            entries = parsed.data.servers;
            for (const [index, raw] of parsed.data.inputs.entries()) {
                const input = VsCodeInputSchema.safeParse(raw);
                if (input.success)
                    context.inputs.set(input.data.id, input.data);
                else
                    problems.push({ server: null, line: issueLine(`${file}: inputs.${index}`, input.error.issues) });
            }
            shapeOf = fromSchema(VsCodeEntrySchema, (entry) => ({
                ...(entry.command !== undefined ? { command: entry.command } : {}),
                args: entry.args,
                env: entry.env,
                ...(entry.cwd !== undefined ? { cwd: entry.cwd } : {}),
                ...(entry.url !== undefined ? { url: entry.url } : {}),
                http: isHttpType(entry.type) || (entry.command === undefined && entry.url !== undefined)
            }));
            break;
        }
        default:
            fileIssue(McpServersFileSchema, 'mcpServers');
            section = 'mcpServers';
            entries = data.mcpServers;
            shapeOf = fromSchema(McpServersEntrySchema, (entry) => {
                const url = entry.url ?? entry.serverUrl;
                return {
                    ...(entry.command !== undefined ? { command: entry.command } : {}),
                    args: entry.args,
                    env: entry.env,
                    ...(entry.cwd !== undefined ? { cwd: entry.cwd } : {}),
                    ...(url !== undefined ? { url } : {}),
                    http: isHttpType(entry.type) || (entry.command === undefined && url !== undefined)
                };
            });
    }
    for (const [name, raw] of Object.entries(entries)) {
        const origin = `${file}: ${section}.${name}`;
        const result = shapeOf(raw);
        if (!result.ok) {
            problems.push({ server: name, line: issueLine(origin, result.issues) });
            continue;
        }
        if (result.shape === 'extension') {
            problems.push({
                server: name,
                line: `${origin}: provided by a Zed extension, whose command line is not in the file; give it as a custom server to audit it`
            });
            continue;
        }
        const shape = result.shape;
        const used = new Map();
        if (shape.http) {
            if (shape.url === undefined) {
                problems.push({ server: name, line: `${origin}: an HTTP server needs a url` });
                continue;
            }
            servers.push({ name, origin, format, launch: { transport: 'http', url: substitute(shape.url, context, used) }, canaries: [...used.values()] });
            continue;
        }
        if (shape.command === undefined) {
            problems.push({ server: name, line: `${origin}.command: required (or a url for an HTTP server)` });
            continue;
        }
        const env = {};
        for (const variable of shape.passThrough ?? [])
            env[variable] = canaryFor(`config:env:${variable}`, context, used);
        for (const [key, value] of Object.entries(shape.env))
            env[key] = substitute(value, context, used);
        const cwd = shape.cwd === undefined ? null : substitute(shape.cwd, context, used);
        servers.push({
            name,
            origin,
            format,
            launch: {
                transport: 'stdio',
                command: [substitute(shape.command, context, used), ...shape.args.map((arg) => substitute(arg, context, used))],
                env,
                cwd: cwd === null ? null : (0,external_node_path_.isAbsolute)(cwd) ? cwd : (0,external_node_path_.resolve)(context.workspaceFolder, cwd)
            },
            canaries: [...used.values()]
        });
    }
    return { file, format, servers, problems };
}
/**
 * The servers of several config files picked by name (`--server`, repeatable; none picks all). A bad
 * entry among those picked, a name picked twice across files, or a name that matches nothing is a
 * ConfigFileError with one line each.
 */
async function serversFromConfigs(files, picked) {
    const configs = [];
    for (const file of files)
        configs.push(await readConfigFile(file));
    const wanted = (name) => picked.length === 0 || picked.includes(name);
    const lines = [];
    for (const config of configs) {
        for (const problem of config.problems)
            if (problem.server === null || wanted(problem.server))
                lines.push(problem.line);
    }
    const servers = configs.flatMap((config) => config.servers).filter((server) => wanted(server.name));
    const seen = new Map();
    for (const server of servers) {
        const first = seen.get(server.name);
        if (first !== undefined)
            lines.push(`${server.origin}: the name ${server.name} is also declared at ${first}; pick one with --server or rename it`);
        seen.set(server.name, server.origin);
    }
    const declared = new Set(configs.flatMap((config) => [...config.servers.map((server) => server.name), ...config.problems.map((problem) => problem.server)]));
    for (const name of picked) {
        if (!declared.has(name)) {
            lines.push(`--server ${name}: no such server in ${files.join(', ')} (declared: ${[...declared].join(', ') || 'none'})`);
        }
    }
    if (lines.length > 0)
        throw new errors/* ConfigFileError */.x(lines);
    if (servers.length === 0)
        throw new errors/* ConfigurationError */.j1(`--config: no servers declared in ${files.join(', ')}`);
    return servers;
}


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ RULE_CATALOG)
/* harmony export */ });
const RULE_CATALOG = {
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
        severity: 'high',
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
        severity: 'high',
        precision: 'high',
        tags: ['security', 'mcp', 'process']
    },
    'file-write': {
        name: 'FileWrite',
        short: 'Writes files although it declared itself read-only',
        full: 'The server created or modified files outside its scratch space during a call annotated readOnlyHint: true or otherwise declared not to modify its environment.',
        help: 'Check the written paths; fix the annotation or the behaviour, or allow the paths in the policy file.',
        severity: 'high',
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
        severity: 'critical',
        precision: 'high',
        tags: ['security', 'mcp', 'persistence']
    },
    'unobservable-io': {
        name: 'UnobservableIo',
        short: 'Used I/O that the tracer cannot see into',
        full: 'The server used io_uring or a similar interface whose reads, writes and connections are invisible to strace, so this audit may be incomplete.',
        help: 'Findings for this server may be missing. Audit it with a tracer that sees io_uring, or treat its behaviour as unknown.',
        severity: 'medium',
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
        help: "A tool server has no reason to look into other users' homes or the CI runner's files. Check the call and the path in trace.log.",
        severity: 'high',
        precision: 'high',
        tags: ['security', 'mcp', 'filesystem', 'containment']
    },
    'host-socket': {
        name: 'HostSocket',
        short: 'Connects to a unix socket of the host',
        full: 'The server tried to connect to a unix socket path outside its sandbox (a container runtime, D-Bus, systemd, an agent socket). Unix sockets are not isolated by network namespaces: on an ordinary machine this reaches host daemons; a container runtime socket is a complete escape.',
        help: 'Check which socket and which call. A tool server that talks to the Docker socket can start a privileged container.',
        severity: 'critical',
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
    'unexercised-capability': {
        name: 'UnexercisedCapability',
        short: "A tool's code can do something the run did not see it do",
        full: "The static stage found a sink (running a program, dynamic code, a credential path, a network client, a file write or delete) reachable from the tool's handler in the server's own code, and the run never observed it on that tool's calls. Medium for programs, dynamic code and credential paths; info for the rest.",
        help: 'Read the cited source lines: decide whether the path can run for a caller, and cover it with a scenario (--scenario) so the audit observes it.',
        severity: 'medium',
        precision: 'medium',
        tags: ['security', 'mcp', 'static']
    },
    'hidden-capability': {
        name: 'HiddenCapability',
        short: 'Did something that no code of the package does',
        full: "The run saw a tool run a program or connect to the network, the server's own code holds no such call anywhere, and the tool's code runs code it builds or loads at run time (eval, Function, vm, a computed import): the behaviour came from code the package does not ship.",
        help: 'Treat the server as loading code from elsewhere: find what the cited eval or import runs, and where that code comes from.',
        severity: 'high',
        precision: 'high',
        tags: ['security', 'mcp', 'static', 'dynamic-code']
    },
    'read-only-capability': {
        name: 'ReadOnlyCapability',
        short: 'A tool annotated readOnlyHint can write, delete or run programs',
        full: "The tool declares readOnlyHint: true, yet the static stage found a file write or a delete reachable from its handler in the server's own code, whether or not the run saw it happen (medium). A program run alone is info: what the program writes is in the trace and judged there, and a program run no call made is unexercised-capability.",
        help: 'Read the cited source lines: fix the annotation, or make sure the read-only tool cannot reach the write.',
        severity: 'medium',
        precision: 'medium',
        tags: ['security', 'mcp', 'static', 'annotations']
    },
    'not-exercised': {
        name: 'NotExercised',
        short: 'Part of the declared surface could not be exercised',
        full: 'A listing failed or was cut, the server exited before every tool, resource and prompt was called, or an answer was dropped for its size. What was not exercised was not audited: no findings there is not a clean result.',
        help: 'Check the coverage section of report.json and the server stderr; a server that crashes or hides items past a cap must not pass the audit.',
        severity: 'high',
        precision: 'very-high',
        tags: ['security', 'mcp', 'coverage']
    },
    'behaviour-change': {
        name: 'BehaviourChange',
        short: 'Does something it did not do in the accepted behaviour baseline',
        full: 'Compared with the accepted baseline of this server, a tool (or startup, shutdown) now contacts a new host, writes, deletes or runs something new, leaks a canary, persists, or sends a new recipient or JSON key to a host it already talked to. Critical for a new canary leak or persistence; high for a new host, a write outside the workspace, a shell or network tool, a read-only tool that now writes, or a new recipient or JSON key; medium for other additions; info for behaviour that is gone or accepted.',
        help: 'Review the change in the "Changed behaviour" section of the job summary. If it is intended, accept it as the new baseline (--accept-baseline, action input accept-baseline, or `mcp-behave baseline --update` for a committed baseline file).',
        severity: 'critical',
        precision: 'high',
        tags: ['security', 'mcp', 'supply-chain']
    },
    'tool-shadowing': {
        name: 'ToolShadowing',
        short: 'Two servers of one fleet declare a tool of the same name',
        full: 'Two or more servers configured together declare a tool with the same name. A client that sees both may call the wrong one, and a server can take over calls meant for another by copying its tool names.',
        help: 'Check which server should own the name (fleet.json lists them); rename or remove the other, or keep the servers in separate client configs.',
        severity: 'medium',
        precision: 'very-high',
        tags: ['security', 'mcp', 'fleet']
    },
    'credential-lookup': {
        name: 'CredentialLookup',
        short: 'A standard program consulted a credential store for the host it contacts',
        full: "git or libcurl (git-remote-http, curl) read ~/.netrc or git's credential store, as they do before contacting a host. The report names the program and the host it contacted next. It is high when that credential is then seen leaving (a canary in a payload); a read by the server's own process is sensitive-file-read.",
        help: 'Usually expected for a tool that clones or fetches. Check the host: a tool that makes git contact a host of its choosing can have git send the credential stored for it.',
        severity: 'high',
        precision: 'medium',
        tags: ['security', 'mcp', 'credentials']
    },
    'credential-use': {
        name: 'CredentialUse',
        short: 'Uses a credential for the service its declaration names',
        full: "The server read a credential file of the canary home that belongs to a service the declaration of what read it names (a kubeconfig in a Kubernetes tool, ~/.aws in an AWS tool; or the server's instructions, or most of its tools), or sent a planted secret where it is meant to go (the cluster its kubeconfig names, GitHub for a GitHub token, AWS for AWS keys, a registry for its credential), or handed it to its own client program (kubectl, git, gh, aws, docker, npm). The same read from a tool that declares nothing of the kind is sensitive-file-read; the same secret sent anywhere else is canary-exfiltration.",
        help: 'Expected of a server built for that service: check that the tool, the file and the host named are the ones you expect it to use your credentials for.',
        severity: 'medium',
        precision: 'high',
        tags: ['security', 'mcp', 'credentials']
    },
    'surface-change': {
        name: 'SurfaceChange',
        short: 'Tools, resources or prompts were added or removed during the session',
        full: 'The server registered or withdrew items of its declared surface between the listing at startup and the listing after the calls (resources: info; tools and prompts: medium), named with the call after which it announced the change. Changed descriptions, schemas or annotations of items declared before are rug-pull.',
        help: 'A tool registered mid-session was not in the declarations a client approved at connect time. Check that it is expected (e.g. a tool that publishes a resource it made).',
        severity: 'medium',
        precision: 'high',
        tags: ['security', 'mcp', 'manifest']
    },
    'own-state': {
        name: 'OwnState',
        short: 'Keeps state of its own in a directory it created in this run',
        full: 'The server wrote, renamed or deleted files (config, caches, logs, browser profiles, atomic-write temps, locks) only below a directory outside its workspace that it created itself during this run. One finding per directory, naming the tools and a few files: medium when a tool declared readOnlyHint: true or destructiveHint: false, info otherwise, high only when a policy file leaves the directory out of its write paths. Anything that existed before the run stays file-write, file-delete, host-write or persistence.',
        help: "Usually a server's own config or cache. Check the directory and the tools named; a tool annotated read-only that keeps state may say so in its description, or the directory can be allowed in the policy file.",
        severity: 'high',
        precision: 'high',
        tags: ['mcp', 'filesystem']
    },
    'helper-program': {
        name: 'HelperProgram',
        short: 'Runs a program that reads or writes its own config and state',
        full: "A program the server ran (npm, yarn, git, gpg, pip, uv, kubectl, helm, docker, gh, aws, …) read or wrote its own places in the home: npm its ~/.npmrc and ~/.npm (logs, cache), git its ~/.gitconfig, gpg its ~/.gnupg. Reported once per program, at medium, naming what it ran and the places. The same file opened by the server's own process, or by a program that does not own it, stays sensitive-file-read or file-write; a planted secret from such a file sent anywhere but its audience stays canary-exfiltration; a file that existed before the run and was changed stays file-write.",
        help: 'Usually an update check or a build tool doing its ordinary work. Check the command named: a server that runs npm, git or gpg lets that program use your config for them.',
        severity: 'medium',
        precision: 'high',
        tags: ['mcp', 'filesystem']
    },
    'hidden-unicode': {
        name: 'HiddenUnicode',
        short: 'Text the server sends hides characters a reader cannot see',
        full: 'A description, schema string, prompt, resource or result holds Unicode TAG characters that spell text outside an emoji flag (high; critical when the hidden text asks the model for credentials or to ignore its instructions), a bidi override (medium), zero-width characters inside words or stray bidi controls (low; high when what they hide is an instruction). Emoji flags and ZWJ sequences, bidi marks and right-to-left scripts are not reported. The finding shows the hidden text decoded.',
        help: 'The model reads hidden characters; the user and the reviewer do not. Look at the decoded text in the finding and remove it from the server.',
        severity: 'critical',
        precision: 'high',
        tags: ['security', 'mcp', 'prompt-injection']
    },
    'metadata-injection': {
        name: 'MetadataInjection',
        short: 'A declaration gives the model instructions: read credentials, hide from the user, ignore earlier instructions',
        full: 'A tool, parameter, resource or prompt description, a schema string or the server instructions address the model and ask it to read credential files, keep what it does from the user, ignore its earlier instructions, or call tools or send data to an address. Judged by what the text asks for, not by keywords: critical when it asks for credentials together with hiding them, passing them in an argument or sending them; high for credentials or ignoring instructions alone; medium for hiding alone. An honest warning ("IMPORTANT: this tool deletes files") is not reported.',
        help: 'Tool poisoning: the text is instructions for the model, not documentation. Do not use the server; the finding quotes the text.',
        severity: 'critical',
        precision: 'medium',
        tags: ['security', 'mcp', 'prompt-injection']
    },
    'cross-tool-instructions': {
        name: 'CrossToolInstructions',
        short: "A tool's description tells the model how to use other tools",
        full: 'A tool\'s description or schema holds instructions about tools that are not its own ("whenever you send an email with any tool, BCC …"): tool shadowing by description. High when it redirects what other tools send (bcc, forward, send to an address), medium otherwise. (The fleet rule tool-shadowing is about two servers declaring the same tool name.)',
        help: 'A tool has no business changing how other tools behave. Remove the server or the instruction.',
        severity: 'high',
        precision: 'medium',
        tags: ['security', 'mcp', 'prompt-injection']
    },
    'result-injection': {
        name: 'ResultInjection',
        short: 'An answer gives the model instructions: read credentials, hide from the user, ignore earlier instructions',
        full: "A tool result, a prompt's messages or a resource's contents, seen at run time, ask the model to read credential files, keep something from the user, ignore its earlier instructions, or call a tool with given arguments toward an address. Severity as for metadata-injection; a result that asks the model to show the user something is not reported. Named with the call it came in.",
        help: 'Results reach the model as trusted context. Check which call returned the text (the finding quotes it) and stop using the server.',
        severity: 'critical',
        precision: 'medium',
        tags: ['security', 'mcp', 'prompt-injection']
    },
    'markdown-image-exfiltration': {
        name: 'MarkdownImageExfiltration',
        short: 'An image or link in what the server sends carries data out through the client',
        full: 'A Markdown or HTML image (or a link) whose URL holds data: critical when it holds canary bytes in any encoding the canary matcher knows (the client fetching the image sends the secret, with no socket from the server), high for an image whose URL carries encoded data to a host the server did not declare. Static images and badges are not reported.',
        help: 'A client that renders the image sends the URL to its host. Check the host and the data in the finding.',
        severity: 'critical',
        precision: 'high',
        tags: ['security', 'mcp', 'exfiltration']
    },
    'ansi-escape': {
        name: 'AnsiEscape',
        short: 'Text the server sends holds terminal escapes that hide, erase or move',
        full: 'A description or an answer holds ANSI escapes that conceal text (ESC[8m), erase it (ESC[2K, ESC[J), move the cursor over it (ESC[1A) — high — or hide a link target (OSC 8, medium), set a title (low), or overwrite a line with a carriage return (info). Colours alone are not reported.',
        help: 'In a terminal client the user sees something other than what the model reads. The finding shows the escapes visibly.',
        severity: 'high',
        precision: 'high',
        tags: ['security', 'mcp', 'prompt-injection']
    },
    'sampling-exfiltration': {
        name: 'SamplingExfiltration',
        short: "Asks the client's model, through sampling, for the conversation or its secrets, or sends the answer away",
        full: 'The client answers a sampling request that seeks the conversation or its secrets with a completion quoting a canary API key. Critical when that canary leaves the process (socket, DNS name, child process); high when the sampling request itself asks the model for secrets (keys, tokens, passwords, credential files), medium when it asks for the conversation. Named with the call the request came during.',
        help: "Sampling runs the user's model on the server's behalf: a server that asks it for the conversation or keys and sends the answer on is stealing them. Check the request text in the finding.",
        severity: 'critical',
        precision: 'high',
        tags: ['security', 'mcp', 'exfiltration', 'sampling']
    },
    'credential-elicitation': {
        name: 'CredentialElicitation',
        short: 'Asks the user, through form elicitation, for a password, token, API key or secret',
        full: 'The MCP specification (2025-06-18 and later) says servers MUST NOT use form elicitation to request sensitive information. High when a form field (or the only text field of a message asking for one) asks for a password, token, API key, secret or private key; the client answers it with a canary, and that canary leaving the process is critical. URL-mode elicitation, meant for such input, is not reported.',
        help: "A server that asks the user to type a secret into the client can phish it. Use URL-mode elicitation or the client's own configuration for credentials.",
        severity: 'critical',
        precision: 'high',
        tags: ['security', 'mcp', 'credentials', 'elicitation']
    },
    'roots-overreach': {
        name: 'RootsOverreach',
        short: 'Asks the client for its roots, then reads or writes beyond them',
        full: "After the server listed the client's roots (the workspace), it read, listed or wrote user files outside every root: in the home (its dot-directories of tools' own config aside) or elsewhere on the host. System files, the server's own code, the runtime, /proc of its own processes and temporary files are not reported, and credential files have their own rule (sensitive-file-read).",
        help: 'Roots are the boundary the user gave the server. Check the paths in the finding and the call that touched them.',
        severity: 'high',
        precision: 'medium',
        tags: ['security', 'mcp', 'roots', 'filesystem']
    },
    'cloud-metadata': {
        name: 'CloudMetadata',
        short: "Queries the cloud instance metadata service; reads the instance's credentials",
        full: "The server sent an HTTP request to a cloud instance metadata service (169.254.169.254 for AWS and Azure, metadata.google.internal, 100.100.100.200, fd00:ec2::254). The sandbox's sink answers like the real services, with canary instance credentials. Medium when it only probes identity (cloud detection, as telemetry libraries do); high when it requests the credentials path (an IAM role's keys, a service account's or a managed identity's token). Those canary credentials leaving the process are canary-exfiltration.",
        help: 'On a cloud CI runner the metadata service hands out real instance credentials. Check the paths in the finding and the call that requested them.',
        severity: 'high',
        precision: 'high',
        tags: ['security', 'mcp', 'cloud', 'credentials']
    },
    'tracer-conditional': {
        name: 'TracerConditional',
        short: 'Behaves differently when it is not traced',
        full: "A second exercise of the same surface without strace, watched only by witnesses that need no ptrace (the network sink, the copy-on-write view's file changes, the kernel's canary watch), saw behaviour the traced pass did not: the server checks whether it is watched. Critical when a canary is involved (a canary sent, a canary file read), high otherwise. The finding names the tool by the calls' windows and the witness.",
        help: 'A server that hides from a tracer hides from every auditor. Check what the witness saw (network.jsonl of the pass is not kept; run with --passes traced,untraced to see it again) and stop using the server.',
        severity: 'critical',
        precision: 'high',
        tags: ['security', 'mcp', 'evasion']
    },
    'client-conditional': {
        name: 'ClientConditional',
        short: 'Behaves differently for another client, protocol version, environment or call count',
        full: 'An exercise pass that changed what a server can condition on (clientInfo, the protocol version asked for, CI variables, more calls per tool) saw behaviour the traced pass did not, or the other way round; passes that change one condition at a time name it: "only when clientInfo is cursor", "only on call 5", "only without CI", "only under protocol 2025-03-26". Critical when a canary is involved, high otherwise.',
        help: 'A server that acts only for some clients acts for the ones real users run. Check the behaviour and the condition in the finding and stop using the server.',
        severity: 'critical',
        precision: 'medium',
        tags: ['security', 'mcp', 'evasion']
    },
    'scope-escape': {
        name: 'ScopeEscape',
        short: 'A path value got out of the directories the server keeps to',
        full: "The attack stage sent a path that climbs out (../), is absolute, names a sibling directory sharing a root's prefix, goes through a link planted in the root, or is encoded; the trace shows the server opening, writing or removing that place outside its declared scope (the directories in its command and environment, the workspace, the roots it asked for, the folder its tool description names). Critical when the canary file's bytes came back in the answer or left.",
        help: 'Resolve the path (links included: realpath) and check it is inside an allowed directory, comparing whole path components (a prefix match lets /root_x through). The finding names the parameter, the value sent and the trace lines of the access.',
        severity: 'critical',
        precision: 'very-high',
        tags: ['security', 'mcp', 'attack', 'filesystem']
    },
    'command-injection': {
        name: 'CommandInjection',
        short: 'A value reached a shell and ran a program',
        full: 'The attack stage put shell syntax ($(…), ;, quotes, backticks, a newline) in a parameter; the trace shows the program the value named being executed (an attempt counts: the program did not exist). A tool whose declared purpose is to run the command it is given is not injectable for running it; it is when another parameter reaches a shell.',
        help: 'Never build a shell command line from a parameter: run the program with an argument array (execFile, subprocess.run([...])), with the value after --.',
        severity: 'critical',
        precision: 'very-high',
        tags: ['security', 'mcp', 'attack', 'process']
    },
    'argument-injection': {
        name: 'ArgumentInjection',
        short: "A value became a program's option",
        full: "The attack stage sent a value starting with - (--output=FILE, --upload-pack=PROGRAM, --server=URL, -oFILE); the trace shows it as an argument of a program with no -- before it, where the program reads options, or the file it named written, the program it named run, the host it named contacted. Critical when a credential reached that host (kubectl's --server sends the kubeconfig's token).",
        help: "Put -- (or git's --end-of-options) before values a caller chooses, and refuse values that start with -.",
        severity: 'critical',
        precision: 'high',
        tags: ['security', 'mcp', 'attack', 'process']
    },
    'code-injection': {
        name: 'CodeInjection',
        short: 'A value was evaluated as code',
        full: "The attack stage sent code in the server's language (JavaScript through process.getBuiltinModule or require, Python through __import__, string and template breakouts) to a parameter that takes an expression, a template or a filter; the trace shows the program it named executed or the file it named opened. A tool whose declared purpose is to run the code it is given is not injectable for running it.",
        help: "Parse the expression with a grammar of its own; never eval, new Function, vm or Python eval/exec on a caller's value.",
        severity: 'critical',
        precision: 'very-high',
        tags: ['security', 'mcp', 'attack', 'process']
    },
    'internal-request': {
        name: 'InternalRequest',
        short: 'Fetches an internal or cloud metadata address it is given',
        full: "The attack stage gave a URL parameter the cloud metadata service (169.254.169.254) or a loopback port; the trace or the sink shows the server connecting there (server-side request forgery). High when the canary cloud's credentials the sink answered with came back in the tool's answer.",
        help: 'Resolve the host, refuse loopback, private, link-local and metadata addresses, and connect to the address that was checked.',
        severity: 'high',
        precision: 'high',
        tags: ['security', 'mcp', 'attack', 'network']
    },
    'sql-write-bypass': {
        name: 'SqlWriteBypass',
        short: 'A read-only query tool ran a writing statement',
        full: 'The attack stage sent a stacked or writing statement (SELECT 1; CREATE TABLE …, COMMIT; …) to a tool declared read-only; the trace shows the database starting a write transaction (its rollback journal or write-ahead log made).',
        help: 'Open the database read-only (SQLite mode=ro, a read-only role), and run one statement per call.',
        severity: 'high',
        precision: 'high',
        tags: ['security', 'mcp', 'attack', 'database']
    }
};


/***/ })

};
