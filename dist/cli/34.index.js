export const id = 34;
export const ids = [34];
export const modules = {

/***/ 5034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runFleetCommand: () => (/* binding */ runFleetCommand)
});

// UNUSED EXPORTS: collectServers

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/config-files/read-config.ts + 2 modules
var read_config = __webpack_require__(1129);
;// CONCATENATED MODULE: ./src/config-files/discover.ts



function configLocations(roots) {
    const { home, project, env } = roots;
    const xdgConfig = env.XDG_CONFIG_HOME || (0,external_node_path_.join)(home, '.config');
    const macSupport = (0,external_node_path_.join)(home, 'Library', 'Application Support');
    const user = [
        (0,external_node_path_.join)(xdgConfig, 'Claude', 'claude_desktop_config.json'),
        (0,external_node_path_.join)(macSupport, 'Claude', 'claude_desktop_config.json'),
        (0,external_node_path_.join)(home, '.claude.json'),
        (0,external_node_path_.join)(home, '.cursor', 'mcp.json'),
        (0,external_node_path_.join)(home, '.codeium', 'windsurf', 'mcp_config.json'),
        (0,external_node_path_.join)(xdgConfig, 'Code', 'User', 'mcp.json'),
        (0,external_node_path_.join)(xdgConfig, 'Code', 'User', 'settings.json'),
        (0,external_node_path_.join)(macSupport, 'Code', 'User', 'mcp.json'),
        (0,external_node_path_.join)(macSupport, 'Code', 'User', 'settings.json'),
        (0,external_node_path_.join)(xdgConfig, 'zed', 'settings.json'),
        (0,external_node_path_.join)(env.CODEX_HOME || (0,external_node_path_.join)(home, '.codex'), 'config.toml')
    ];
    const projectFiles = [
        (0,external_node_path_.join)(project, '.mcp.json'),
        (0,external_node_path_.join)(project, '.vscode', 'mcp.json'),
        (0,external_node_path_.join)(project, '.cursor', 'mcp.json'),
        (0,external_node_path_.join)(project, '.zed', 'settings.json'),
        (0,external_node_path_.join)(project, '.codex', 'config.toml')
    ];
    return [...user.map((path) => ({ path, scope: 'user' })), ...projectFiles.map((path) => ({ path, scope: 'project' }))];
}
async function discoverConfigs(roots) {
    const found = [];
    const seen = new Set();
    for (const { path, scope } of configLocations(roots)) {
        if (seen.has(path))
            continue;
        seen.add(path);
        if (!(await (0,promises_.access)(path).then(() => true, () => false)))
            continue;
        try {
            const config = await (0,read_config/* readConfigFile */.RG)(path);
            found.push({
                path,
                scope,
                format: config.format,
                servers: config.servers.map((server) => server.name),
                ...(config.problems.length > 0
                    ? { problem: `${config.problems.length} bad entr${config.problems.length === 1 ? 'y' : 'ies'} (run --config on it to see them)` }
                    : {})
            });
        }
        catch (error) {
            // An editor settings file without MCP servers is not a config; anything else is worth a line.
            const message = error instanceof Error ? error.message : String(error);
            if (/not an MCP client config/.test(message))
                continue;
            found.push({ path, scope, format: null, servers: [], problem: message.replace(`--config ${path}: `, '') });
        }
    }
    return found;
}
function renderDiscovered(found) {
    if (found.length === 0)
        return 'no MCP client configs found\n';
    return found
        .map((config) => {
        const what = config.format === null ? 'unreadable' : config.format;
        const servers = config.servers.length > 0 ? config.servers.join(', ') : '(no servers)';
        return `${config.path}\t${config.scope}\t${what}\t${servers}${config.problem ? `\t${config.problem}` : ''}`;
    })
        .join('\n')
        .concat('\n');
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/launch/spec.ts
var launch_spec = __webpack_require__(8752);
// EXTERNAL MODULE: ./src/sandbox/canary-home.ts + 2 modules
var canary_home = __webpack_require__(8569);
;// CONCATENATED MODULE: ./src/config-files/registry.ts




// `registry:NAME[@VERSION]`: the server's server.json from an MCP registry (the official one by default,
// any registry speaking the same API with --registry-url), turned into the launch spec of its npm or
// PyPI package — `npm:ID@V` / `pypi:ID==V` followed by the package's arguments — which the launch-spec
// code installs and runs like one typed by the user.
const DEFAULT_REGISTRY_URL = 'https://registry.modelcontextprotocol.io';
const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;
const OFFICIAL_META = 'io.modelcontextprotocol.registry/official';
const InputSchema = schemas/* object */.Ikc({
    value: schemas/* string */.YjP().optional(),
    default: schemas/* string */.YjP().optional(),
    valueHint: schemas/* string */.YjP().optional(),
    isRequired: schemas/* boolean */.zMY().optional(),
    isSecret: schemas/* boolean */.zMY().optional(),
    variables: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* object */.Ikc({ value: schemas/* string */.YjP().optional(), default: schemas/* string */.YjP().optional(), isSecret: schemas/* boolean */.zMY().optional() }).loose())
        .optional()
})
    .loose();
const ArgumentSchema = schemas/* discriminatedUnion */.gMt('type', [
    InputSchema.extend({ type: schemas/* literal */.euz('positional') }),
    InputSchema.extend({ type: schemas/* literal */.euz('named'), name: schemas/* string */.YjP().min(1) })
]);
const EnvironmentVariableSchema = InputSchema.extend({ name: schemas/* string */.YjP().min(1) });
const PackageSchema = schemas/* object */.Ikc({
    registryType: schemas/* string */.YjP(),
    identifier: schemas/* string */.YjP().min(1),
    version: schemas/* string */.YjP().optional(),
    transport: schemas/* object */.Ikc({ type: schemas/* string */.YjP(), url: schemas/* string */.YjP().optional() }).loose().optional(),
    runtimeArguments: schemas/* array */.YOg(ArgumentSchema).default([]),
    packageArguments: schemas/* array */.YOg(ArgumentSchema).default([]),
    environmentVariables: schemas/* array */.YOg(EnvironmentVariableSchema).default([])
})
    .loose();
const ServerResponseSchema = schemas/* object */.Ikc({
    server: schemas/* object */.Ikc({
        name: schemas/* string */.YjP(),
        version: schemas/* string */.YjP(),
        status: schemas/* string */.YjP().optional(),
        packages: schemas/* array */.YOg(PackageSchema).default([]),
        remotes: schemas/* array */.YOg(schemas/* object */.Ikc({ type: schemas/* string */.YjP(), url: schemas/* string */.YjP() }).loose()).default([])
    })
        .loose(),
    _meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
})
    .loose();
/** `registry:io.github.user/server@1.2.0` → name and version (`latest` when none is given). */
function parseRegistrySpec(spec) {
    const rest = spec.slice(launch_spec/* REGISTRY_PREFIX */.Z7.length);
    const at = rest.lastIndexOf('@');
    const name = at > 0 ? rest.slice(0, at) : rest;
    const version = at > 0 ? rest.slice(at + 1) : 'latest';
    if (name === '' || version === '')
        throw new errors/* ConfigurationError */.j1(`${spec}: expected registry:NAME or registry:NAME@VERSION`);
    return { name, version };
}
async function fetchServer(baseUrl, name, version, fetchImpl) {
    const url = `${baseUrl.replace(/\/+$/, '')}/v0.1/servers/${encodeURIComponent(name)}/versions/${encodeURIComponent(version)}`;
    let response;
    try {
        response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(20_000), redirect: 'follow' });
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`registry: cannot reach ${baseUrl} (${error instanceof Error ? error.message : String(error)})`);
    }
    if (response.status === 404)
        throw new errors/* ConfigurationError */.j1(`registry: ${name}@${version} is not in the registry at ${baseUrl}`);
    if (!response.ok)
        throw new errors/* ConfigurationError */.j1(`registry: ${baseUrl} answered HTTP ${response.status} for ${name}@${version}`);
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > MAX_RESPONSE_BYTES)
        throw new errors/* ConfigurationError */.j1(`registry: the answer for ${name}@${version} is over ${MAX_RESPONSE_BYTES} bytes`);
    try {
        return JSON.parse(body.toString('utf8'));
    }
    catch {
        throw new errors/* ConfigurationError */.j1(`registry: the answer for ${name}@${version} is not JSON`);
    }
}
/** A value from server.json: given, else its default; a secret (or a required value with neither) becomes a canary. */
function registry_valueOf(input, id, canaries) {
    const fill = (text) => text.replace(/\{([A-Za-z0-9_-]+)\}/g, (whole, variable) => {
        const declared = input.variables?.[variable];
        if (declared === undefined)
            return whole;
        if (declared.isSecret)
            return planted(`${id}.${variable}`, canaries);
        return declared.value ?? declared.default ?? whole;
    });
    if (input.isSecret)
        return planted(id, canaries);
    const given = input.value ?? input.default;
    if (given !== undefined)
        return fill(given);
    return input.isRequired ? planted(id, canaries) : null;
}
function planted(id, canaries) {
    const canary = { id, value: (0,canary_home/* canarySecret */.h4)() };
    canaries.push(canary);
    return canary.value;
}
function argumentsOf(list, id, canaries) {
    const argv = [];
    for (const [index, argument] of list.entries()) {
        if (argument.type === 'positional') {
            const value = registry_valueOf(argument, `${id}.${index}`, canaries) ?? argument.valueHint;
            if (value !== undefined)
                argv.push(value);
        }
        else {
            const value = registry_valueOf(argument, `${id}.${argument.name}`, canaries);
            argv.push(...(value === null ? [argument.name] : [argument.name, value]));
        }
    }
    return argv;
}
function launchSpecOf(pkg) {
    if (pkg.registryType === 'npm')
        return `npm:${pkg.identifier}${pkg.version ? `@${pkg.version}` : ''}`;
    return `pypi:${pkg.identifier}${pkg.version ? `==${pkg.version}` : ''}`;
}
/** A server.json answer → the server to audit. Deleted entries are refused; npm and PyPI packages are used. */
function serverFromRegistryEntry(spec, answer) {
    const parsed = ServerResponseSchema.safeParse(answer);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors/* ConfigurationError */.j1(`${spec}: the registry's answer is not a server.json response (${issue?.path.join('.')}: ${issue?.message})`);
    }
    const { server, _meta } = parsed.data;
    const official = _meta?.[OFFICIAL_META];
    const status = typeof official?.status === 'string' ? official.status : server.status;
    if (status === 'deleted')
        throw new errors/* ConfigurationError */.j1(`${spec}: ${server.name}@${server.version} is deleted from the registry; refusing to audit it`);
    const origin = `${spec} (${server.name}@${server.version})`;
    const pkg = server.packages.find((candidate) => ['npm', 'pypi'].includes(candidate.registryType) && (candidate.transport?.type ?? 'stdio') === 'stdio');
    if (pkg === undefined) {
        const remote = server.remotes[0];
        if (remote !== undefined)
            return { name: server.name, origin, format: 'registry', launch: { transport: 'http', url: remote.url }, canaries: [], runtimeArgs: [] };
        const kinds = server.packages.map((candidate) => `${candidate.registryType}/${candidate.transport?.type ?? 'stdio'}`).join(', ') || 'none';
        throw new errors/* ConfigurationError */.j1(`${spec}: no npm or PyPI package with the stdio transport (packages: ${kinds})`);
    }
    const canaries = [];
    const env = {};
    for (const variable of pkg.environmentVariables) {
        const value = registry_valueOf(variable, `registry:env:${variable.name}`, canaries);
        if (value !== null)
            env[variable.name] = value;
    }
    return {
        name: server.name,
        origin,
        format: 'registry',
        launch: { transport: 'stdio', command: [launchSpecOf(pkg), ...argumentsOf(pkg.packageArguments, 'registry:arg', canaries)], env, cwd: null },
        runtimeArgs: argumentsOf(pkg.runtimeArguments, 'registry:runtime-arg', canaries),
        canaries
    };
}
async function serverFromRegistry(spec, baseUrl, fetchImpl = fetch) {
    const { name, version } = parseRegistrySpec(spec);
    return serverFromRegistryEntry(spec, await fetchServer(baseUrl, name, version, fetchImpl));
}

// EXTERNAL MODULE: ./src/neutralize.ts
var neutralize = __webpack_require__(2124);
// EXTERNAL MODULE: ./src/engine/output-files.ts
var output_files = __webpack_require__(5595);
// EXTERNAL MODULE: ./src/settings/server-identity.ts
var server_identity = __webpack_require__(6113);
// EXTERNAL MODULE: ./src/manifest/canonical.ts
var canonical = __webpack_require__(7079);
// EXTERNAL MODULE: ./src/model/index.ts + 2 modules
var model = __webpack_require__(3870);
// EXTERNAL MODULE: ./src/report/verdict.ts
var verdict = __webpack_require__(687);
// EXTERNAL MODULE: ./src/rules/catalog.ts
var catalog = __webpack_require__(1212);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/fleet/summarize-fleet.ts






// A fleet's results → fleet.json, its exit code and the combined table. Pure: the runner (run-fleet.ts)
// and the action's merge step (from reports it downloaded) both end here.
/** The line of fleet.json for a server whose audit finished. */
function auditedServer(base, report) {
    return {
        ...base,
        status: 'audited',
        identity: report.server.identity,
        transport: 'stdio',
        exitCode: report.exitCode,
        verdict: (0,verdict/* verdictOf */.Vj)(report).passed ? 'pass' : 'fail',
        summary: report.summary,
        tools: report.manifest.tools.map((tool) => tool.name),
        rugPull: report.rugPull.status,
        durationMs: report.durationMs
    };
}
/** Two servers declaring the same tool name: a client sees both, and either may get the other's calls. */
function shadowingFindings(servers) {
    const owners = new Map();
    for (const server of servers) {
        for (const tool of new Set(server.tools ?? []))
            owners.set(tool, [...(owners.get(tool) ?? []), server.name]);
    }
    const findings = [];
    for (const [tool, names] of [...owners].sort(([a], [b]) => a.localeCompare(b))) {
        if (names.length < 2)
            continue;
        const sorted = [...names].sort();
        findings.push({
            rule: 'tool-shadowing',
            severity: catalog/* RULE_CATALOG */.P['tool-shadowing'].severity,
            message: `tool ${JSON.stringify(tool)} is declared by ${sorted.length} servers: ${sorted.join(', ')}`,
            tool,
            servers: sorted,
            fingerprint: (0,canonical/* sha256Hex */.f)(JSON.stringify(['tool-shadowing', tool, sorted])).slice(0, 16)
        });
    }
    return findings;
}
/** The fleet's exit code (decided in report/verdict.ts); a skipped server does not count. */
function fleetExitCode(servers, crossFindings, failOn) {
    const serverExitCodes = servers.filter((server) => server.status !== 'skipped').map((server) => server.exitCode);
    return (0,verdict/* decideFleetExitCode */.yD)({ serverExitCodes, findings: crossFindings, failOn });
}
function buildFleet(servers, options) {
    const findings = shadowingFindings(servers);
    const summary = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
    for (const server of servers)
        for (const severity of model/* SEVERITIES */.oC)
            summary[severity] += server.summary?.[severity] ?? 0;
    for (const finding of findings)
        summary[finding.severity] += 1;
    return {
        schemaVersion: 1,
        auditor: { name: 'mcp-behave', version: version/* AUDITOR_VERSION */.w },
        startedAt: new Date(options.startedAt).toISOString(),
        durationMs: Math.max(0, Date.now() - options.startedAt),
        jobs: options.jobs,
        servers,
        findings,
        summary,
        exitCode: fleetExitCode(servers, findings, options.failOn)
    };
}
const SEVERITY_ORDER = [...model/* SEVERITIES */.oC].reverse();
function countsText(summary) {
    if (summary === undefined)
        return '—';
    const parts = SEVERITY_ORDER.filter((severity) => summary[severity] > 0).map((severity) => `${summary[severity]} ${severity}`);
    return parts.length > 0 ? parts.join(', ') : '0';
}
function resultText(server) {
    if (server.status === 'skipped')
        return 'skipped';
    if (server.status === 'failed')
        return `error (exit ${server.exitCode})`;
    return server.verdict ?? 'pass';
}
/** The combined table for a terminal: one row per server, then the cross-server findings. */
function renderFleetText(fleet) {
    const rows = fleet.servers.map((server) => [
        server.name,
        resultText(server),
        countsText(server.summary),
        String(server.tools?.length ?? '—'),
        server.dir ?? '',
        server.message ?? ''
    ]);
    const header = ['server', 'result', 'findings', 'tools', 'report', 'note'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const line = (cells) => cells
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd();
    const out = [`fleet: ${fleet.servers.length} servers, ${fleet.jobs} at a time, ${(fleet.durationMs / 1000).toFixed(1)} s`, line(header), ...rows.map(line)];
    if (fleet.findings.length > 0) {
        out.push('', 'cross-server findings:');
        for (const finding of fleet.findings)
            out.push(`  ${finding.severity.toUpperCase()} ${finding.rule}: ${finding.message}`);
    }
    out.push('', `fleet result: ${countsText(fleet.summary)}; exit ${fleet.exitCode}`);
    return out.map((text) => (0,neutralize/* neutralizeForLog */.$V)(text)).join('\n') + '\n';
}
/** The combined table in Markdown (job summary, PR comment, fleet.md); every server-given string is neutralized. */
function renderFleetMarkdown(fleet, options = {}) {
    const failed = fleet.exitCode !== 0;
    const out = [
        `### ${options.heading ?? 'mcp-behave fleet'}: ${failed ? '❌' : '✅'} ${fleet.servers.length} server${fleet.servers.length === 1 ? '' : 's'}`,
        '',
        '| server | result | findings | tools | rug-pull |',
        '| --- | --- | --- | --- | --- |',
        ...fleet.servers.map((server) => `| ${(0,neutralize/* markdownCode */.D9)(server.name, 80)} | ${resultText(server)}${server.message ? ` — ${(0,neutralize/* markdownInline */.nL)(server.message, 160)}` : ''} | ${countsText(server.summary)} | ${server.tools?.length ?? '—'} | ${server.rugPull ?? '—'} |`)
    ];
    if (fleet.findings.length > 0) {
        out.push('', '**Cross-server findings**', '', '| severity | rule | tool | servers |', '| --- | --- | --- | --- |');
        for (const finding of fleet.findings) {
            out.push(`| ${finding.severity} | \`${finding.rule}\` | ${(0,neutralize/* markdownCode */.D9)(finding.tool ?? '', 80)} | ${finding.servers.map((name) => (0,neutralize/* markdownCode */.D9)(name, 60)).join(', ')} |`);
        }
    }
    out.push('', `Fleet: ${countsText(fleet.summary)}; exit ${fleet.exitCode}.`);
    return out.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/fleet/run-fleet.ts






/**
 * Each server's identity, worked out once for the whole fleet: its name made safe (serverIdentity), and
 * -2, -3… after it when an earlier entry already has it — two names can clean to the same identity.
 * `cwd`: the fleet's working directory, for an entry that sets none.
 */
function fleetEntries(servers, cwd) {
    const used = new Set();
    return servers.map((server) => {
        const launch = server.launch;
        const named = (0,server_identity/* serverIdentity */.uU)(launch.transport === 'stdio'
            ? { serverName: server.name, command: launch.command, cwd: launch.cwd ?? cwd }
            : { serverName: server.name, command: [], url: launch.url, cwd });
        let identity = named;
        for (let n = 2; used.has(identity); n += 1)
            identity = `${named.slice(0, server_identity/* MAX_IDENTITY_LENGTH */.hS - `-${n}`.length)}-${n}`;
        used.add(identity);
        return { server, identity };
    });
}
function settingsFor({ server, identity }, base) {
    const launch = server.launch;
    const command = launch.transport === 'stdio' ? launch.command : [];
    const cwd = launch.transport === 'stdio' && launch.cwd !== null ? launch.cwd : base.cwd;
    return {
        ...base,
        command,
        cwd,
        // The entry's own variables, then the user's --env over them (the user's word is the last one).
        env: { ...(launch.transport === 'stdio' ? launch.env : {}), ...base.env },
        outDir: (0,external_node_path_.join)(base.outDir, identity),
        serverName: server.name,
        identity,
        configCanaries: [...(base.configCanaries ?? []), ...server.canaries]
    };
}
function prefixed(logger, name) {
    const tag = `[${name}] `;
    return {
        debug: (message) => logger.debug(tag + message),
        info: (message) => logger.info(tag + message),
        warn: (message) => logger.warn(tag + message),
        error: (message) => logger.error(tag + message)
    };
}
/** Runs `work` over `items` with at most `limit` in flight; results keep the items' order. */
async function mapWithLimit(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await work(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}
async function runFleet(entries, options) {
    const started = Date.now();
    const { base, runtime } = options;
    const outcomes = new Map();
    // Made before the audits start, which would otherwise race to create it.
    try {
        await (0,promises_.mkdir)(base.outDir, { recursive: true });
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`cannot create the output directory ${base.outDir}: ${error.message}`);
    }
    runtime.logger.info(`fleet: ${entries.length} servers, ${Math.min(options.jobs, entries.length)} at a time`);
    const lines = await mapWithLimit(entries, options.jobs, async (entry) => {
        const { server } = entry;
        const line = { name: server.name, origin: server.origin, dir: entry.identity };
        const settings = settingsFor(entry, base);
        const serverRuntime = { ...runtime, logger: prefixed(runtime.logger, server.name) };
        const launch = server.launch;
        if (runtime.signal?.aborted)
            return { ...line, status: 'failed', transport: launch.transport, exitCode: 130, message: 'interrupted before it started' };
        try {
            let outcome;
            if (launch.transport === 'http') {
                if (options.auditHttp === undefined) {
                    return {
                        name: server.name,
                        origin: server.origin,
                        status: 'skipped',
                        transport: 'http',
                        exitCode: 0,
                        message: `remote/HTTP server (${launch.url}): not audited here, nothing traced`
                    };
                }
                outcome = await options.auditHttp({ ...server, launch }, settings, serverRuntime);
            }
            else {
                serverRuntime.logger.info(`auditing: ${launch.command.join(' ')}`);
                outcome = await options.audit(settings, serverRuntime);
            }
            outcomes.set(server.name, outcome);
            return auditedServer(line, outcome.report);
        }
        catch (error) {
            const failure = (0,errors/* describeFailure */.Ic)(error);
            serverRuntime.logger.error(failure.message);
            return { ...line, status: 'failed', transport: launch.transport, exitCode: failure.exitCode, message: failure.message };
        }
    });
    const fleet = buildFleet(lines, { startedAt: started, jobs: Math.min(options.jobs, Math.max(1, entries.length)), failOn: base.failOn });
    const files = { fleet: (0,external_node_path_.join)(base.outDir, 'fleet.json'), markdown: (0,external_node_path_.join)(base.outDir, 'fleet.md') };
    await (0,output_files/* writeOutputFile */.BF)(files.fleet, JSON.stringify(fleet, null, 2) + '\n');
    await (0,output_files/* writeOutputFile */.BF)(files.markdown, renderFleetMarkdown(fleet));
    return { fleet, outcomes, files };
}

;// CONCATENATED MODULE: ./src/fleet/fleet-command.ts









// The CLI's fleet mode: `--config FILE`, `registry:NAME…` specs, or `--discover`.
/** True when the command line asks for a fleet (or discovery) rather than one server command. */
async function collectServers(parsed, cwd, fetchImpl = fetch) {
    const { options, command } = parsed;
    if (options.config.length > 0 && command.length > 0) {
        throw new errors/* ConfigurationError */.j1('give a server command or --config, not both (add the command to the config as an entry)');
    }
    if (options.server.length > 0 && options.config.length === 0)
        throw new errors/* ConfigurationError */.j1('--server picks entries of a --config file; no --config was given');
    if (options.config.length > 0)
        return (0,read_config/* serversFromConfigs */.AU)(options.config.map((file) => (0,external_node_path_.resolve)(cwd, file)), options.server);
    const notSpecs = command.filter((word) => !(0,launch_spec/* isRegistrySpec */.te)(word));
    if (notSpecs.length > 0) {
        throw new errors/* ConfigurationError */.j1(`registry: specs take no arguments (their arguments come from server.json); got ${JSON.stringify(notSpecs[0])}`);
    }
    const servers = [];
    for (const spec of command)
        servers.push(await serverFromRegistry(spec, options['registry-url'] ?? DEFAULT_REGISTRY_URL, fetchImpl));
    return servers;
}
async function runFleetCommand(parsed, base, runtime, audit, io) {
    if (parsed.options.discover) {
        io.stdout.write((0,neutralize/* logSafeLines */.TW)(renderDiscovered(await discoverConfigs({ home: io.home, project: io.cwd, env: io.env }))));
        return 0;
    }
    const servers = await collectServers(parsed, io.cwd);
    const { fleet, files } = await runFleet(fleetEntries(servers, base.cwd), { base, jobs: parsed.options.jobs ?? runtime.host.cores, runtime, audit });
    if (parsed.options.json)
        io.stdout.write((0,neutralize/* logSafeJson */.C5)(fleet) + '\n');
    else
        io.stdout.write(renderFleetText(fleet));
    runtime.logger.info(`wrote ${files.fleet}, ${files.markdown} and one directory per server`);
    return fleet.exitCode;
}


/***/ }),

/***/ 7079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson),
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

// Canonical JSON for hashing the declared surface: object keys sorted (by UTF-16 code unit), no
// insignificant whitespace, `undefined` members dropped, -0 written as 0 and non-finite numbers as null
// (as JSON.stringify does). Inside a JSON Schema, a `required` array is a set, so it is sorted and
// de-duplicated; every other array keeps its order. Lists of declared items are sorted by the caller
// (buildManifest), which knows each item's key.
//
// The serializer walks with an explicit stack instead of recursion: the data comes from the server under
// audit, and a schema nested a hundred thousand levels deep must hash like any other value instead of
// overflowing the stack (or, with a depth cap, hashing equal to a different deep value).
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);
function canonicalJson(value, options = {}) {
    const pretty = options.pretty === true;
    const out = [];
    const stack = [];
    const open = new Set();
    const emit = (item, key, inData, depth) => {
        if (item === null || typeof item !== 'object') {
            out.push(primitiveJson(item));
            return;
        }
        if (open.has(item)) {
            // only reachable from in-process callers; JSON from a server cannot be cyclic
            out.push('"[circular]"');
            return;
        }
        const childInData = inData || (key !== null && DATA_KEYWORDS.has(key));
        let entries;
        let openText;
        let close;
        if (Array.isArray(item)) {
            let elements = item;
            if (options.schema === true && !inData && key === 'required' && item.every((e) => typeof e === 'string')) {
                elements = [...new Set(item)].sort();
            }
            entries = elements.map((element) => [null, element, childInData]);
            openText = '[';
            close = ']';
        }
        else {
            const record = item;
            entries = Object.keys(record)
                .filter((k) => isSerializable(record[k]))
                .sort()
                .map((k) => [k, record[k], childInData]);
            openText = '{';
            close = '}';
        }
        if (entries.length === 0) {
            out.push(openText + close);
            return;
        }
        out.push(openText);
        open.add(item);
        stack.push({ close, entries, index: 0, depth, container: item });
    };
    emit(value, null, false, 0);
    while (stack.length > 0) {
        const frame = stack[stack.length - 1];
        const entry = frame.entries[frame.index];
        if (entry === undefined) {
            if (pretty)
                out.push('\n' + '  '.repeat(frame.depth));
            out.push(frame.close);
            open.delete(frame.container);
            stack.pop();
            continue;
        }
        if (frame.index > 0)
            out.push(',');
        frame.index += 1;
        if (pretty)
            out.push('\n' + '  '.repeat(frame.depth + 1));
        const [key, child, inData] = entry;
        if (key !== null)
            out.push(JSON.stringify(key) + (pretty ? ': ' : ':'));
        emit(child === undefined || !isSerializable(child) ? null : child, key, inData, frame.depth + 1);
    }
    return out.join('');
}
function isSerializable(value) {
    return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}
function primitiveJson(value) {
    switch (typeof value) {
        case 'string':
            return JSON.stringify(value);
        case 'number':
            return Number.isFinite(value) ? (Object.is(value, -0) ? '0' : JSON.stringify(value)) : 'null';
        case 'boolean':
            return value ? 'true' : 'false';
        case 'bigint':
            return JSON.stringify(value.toString());
        default:
            return 'null';
    }
}
function sha256Hex(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex');
}


/***/ })

};
