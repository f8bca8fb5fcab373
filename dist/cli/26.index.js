export const id = 26;
export const ids = [26];
export const modules = {

/***/ 3026:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  POLICY_USAGE: () => (/* binding */ POLICY_USAGE),
  readReport: () => (/* binding */ readReport),
  renderPolicyFiles: () => (/* binding */ renderPolicyFiles),
  runPolicyCommand: () => (/* binding */ runPolicyCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/report/schema.ts
var schema = __webpack_require__(1327);
;// CONCATENATED MODULE: ./src/baseline/policy-from-report.ts
// A least-privilege policy from what one audit observed: per call site exactly the hosts, paths and
// programs it used, in the policy file's terms ({workspace} → ./, ~ stays ~, {tmp} → /tmp). Startup and
// shutdown behaviour goes to the global scope. Persistence and canary exfiltration are never allowed by
// any policy, so generating one from a leaky run cannot bless them. Also the same scope as a VS Code
// `sandbox` block and a ToolHive permission profile, for the clients people run.
function policyPath(path) {
    return path.replace(/^\{workspace\}(?=\/|$)/, '.').replace(/^\{tmp\}(?=\/|$)/, '/tmp');
}
function policyGlob(path) {
    return policyPath(path).replace(/^\.$/, './**');
}
function splitHostPort(hostPort) {
    const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(hostPort);
    if (!match)
        return { host: hostPort, port: null };
    return { host: match[1].replace(/^\[|\]$/g, ''), port: Number(match[2]) };
}
const IP = /^[0-9.]+$|:/;
function networkRules(hosts, dns) {
    const ports = new Map();
    for (const hostPort of hosts) {
        const { host, port } = splitHostPort(hostPort);
        const set = ports.get(host) ?? new Set();
        if (port !== null)
            set.add(port);
        ports.set(host, set);
    }
    // A name looked up but never connected to is still behaviour the policy must allow (dns-query).
    for (const name of dns)
        if (!ports.has(name))
            ports.set(name, new Set());
    return [...ports.keys()].sort().map((host) => {
        const list = [...ports.get(host)].sort((a, b) => a - b);
        const base = IP.test(host) ? { cidr: host.includes(':') ? `${host}/128` : `${host}/32` } : { host: host.replace(/(^|\.)\*(?=\.|$)/g, '$1*') };
        return list.length > 0 ? { ...base, ports: list } : base;
    });
}
function scopeOf(site) {
    const read = [...new Set(site.reads.map(policyGlob))].sort();
    const write = [...new Set([...site.writes, ...site.deletes].map(policyGlob))].sort();
    const executables = [...new Set(site.executables.filter((e) => !e.endsWith(' (not found)')).map(policyPath))].sort();
    return {
        network: { allow: networkRules(site.hosts, site.dns) },
        files: { read, write },
        executables
    };
}
function siteName(site) {
    if (site === 'startup' || site === 'shutdown')
        return null;
    return site.slice(site.indexOf(':') + 1);
}
function merge(into, add) {
    const key = (rule) => JSON.stringify(rule);
    const allow = new Map([...(into.network?.allow ?? []), ...(add.network?.allow ?? [])].map((rule) => [key(rule), rule]));
    return {
        network: { allow: [...allow.values()] },
        files: {
            read: [...new Set([...(into.files?.read ?? []), ...(add.files?.read ?? [])])].sort(),
            write: [...new Set([...(into.files?.write ?? []), ...(add.files?.write ?? [])])].sort()
        },
        executables: [...new Set([...(into.executables ?? []), ...(add.executables ?? [])])].sort()
    };
}
/**
 * Every section present (so anything new is outside it), globally empty apart from what startup and
 * shutdown did; each tool, resource and prompt gets what its calls did.
 */
function policyFromReport(report) {
    const sites = report.behaviour?.current.sites ?? {};
    let global = { network: { allow: [] }, files: { read: [], write: [] }, executables: [] };
    const tools = {};
    for (const [site, behaviour] of Object.entries(sites)) {
        const name = siteName(site);
        if (name === null)
            global = merge(global, scopeOf(behaviour));
        else
            tools[name] = tools[name] ? merge(tools[name], scopeOf(behaviour)) : scopeOf(behaviour);
    }
    return { version: 1, ...global, tools };
}
/** Everything any site did, as one scope: what a client-side sandbox can express. */
function unionScope(report) {
    const hosts = new Map();
    const writes = new Set();
    const reads = new Set();
    for (const site of Object.values(report.behaviour?.current.sites ?? {})) {
        for (const hostPort of site.hosts)
            hosts.set(hostPort, splitHostPort(hostPort));
        for (const path of [...site.writes, ...site.deletes])
            writes.add(policyPath(path));
        for (const path of site.reads)
            reads.add(policyPath(path));
    }
    return { hosts: [...hosts.values()], writes: [...writes].sort(), reads: [...reads].sort() };
}
/** Paths for a client config: `./x` → `${workspaceFolder}/x`, wildcards dropped to their directory. */
function clientPath(path, workspace) {
    const concrete = path
        .split('/')
        .reduce((kept, segment) => (kept.some((s) => s.includes('*')) || segment.includes('*') ? [...kept, '*'] : [...kept, segment]), []);
    const cut = concrete.indexOf('*');
    const dir = (cut < 0 ? concrete : concrete.slice(0, cut)).join('/') || '/';
    return dir.replace(/^\.(?=\/|$)/, workspace);
}
/** The `sandbox` block of a server entry in .vscode/mcp.json. */
function vscodeSandboxFromReport(report) {
    const scope = unionScope(report);
    const domains = [...new Set(scope.hosts.map((entry) => entry.host).filter((host) => !IP.test(host)))].sort();
    return {
        sandboxEnabled: true,
        sandbox: {
            filesystem: { allowWrite: [...new Set(scope.writes.map((path) => clientPath(path, '${workspaceFolder}')))].sort() },
            network: { allowedDomains: domains }
        }
    };
}
/** A ToolHive permission profile (`thv run --permission-profile FILE`). */
function toolhiveProfileFromReport(report) {
    const scope = unionScope(report);
    const mounts = (paths) => [...new Set(paths.filter((p) => !p.startsWith('~')).map((path) => clientPath(path, '.')))].sort();
    return {
        read: mounts(scope.reads),
        write: mounts(scope.writes),
        network: {
            outbound: {
                insecure_allow_all: false,
                allow_host: [...new Set(scope.hosts.map((entry) => entry.host))].sort(),
                allow_port: [...new Set(scope.hosts.flatMap((entry) => (entry.port === null ? [] : [entry.port])))].sort((a, b) => a - b)
            }
        }
    };
}

;// CONCATENATED MODULE: ./src/baseline/policy-command.ts





// `mcp-behave policy --from report.json [--out FILE] [--vscode FILE] [--toolhive FILE]`: the policy that
// allows exactly what the audit observed (YAML on stdout without --out), and the same scope for clients.
const POLICY_USAGE = `Usage: mcp-behave policy --from report.json [--out FILE] [--vscode FILE] [--toolhive FILE]

Writes the policy file that allows exactly the behaviour the audit observed, per tool (YAML; stdout
without --out). --vscode writes the "sandbox" block for the server's entry in .vscode/mcp.json;
--toolhive writes a ToolHive permission profile (thv run --permission-profile FILE).`;
async function readReport(file) {
    let json;
    try {
        json = JSON.parse(await (0,promises_.readFile)(file, 'utf8'));
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`${file}: cannot read the report (${error.message})`);
    }
    const parsed = schema/* ReportSchema */.M.safeParse(json);
    if (!parsed.success)
        throw new errors/* ConfigurationError */.j1(`${file}: not an mcp-behave report (${parsed.error.issues[0]?.path.join('.') ?? ''})`);
    if (!parsed.data.behaviour)
        throw new errors/* ConfigurationError */.j1(`${file}: the report has no behaviour summary (an incomplete audit, or an older mcp-behave)`);
    return parsed.data;
}
/** The three files for one report: policy YAML, VS Code sandbox block, ToolHive profile. */
function renderPolicyFiles(report) {
    return {
        policy: `# Generated by mcp-behave from the audit of ${report.server.identity}: exactly the behaviour observed.\n${(0,dist.stringify)(policyFromReport(report))}`,
        vscode: `${JSON.stringify(vscodeSandboxFromReport(report), null, 2)}\n`,
        toolhive: `${JSON.stringify(toolhiveProfileFromReport(report), null, 2)}\n`
    };
}
async function runPolicyCommand(argv, stdout) {
    const options = {};
    for (let index = 0; index < argv.length; index += 1) {
        const arg = argv[index];
        if (arg === '--help') {
            stdout.write(`${POLICY_USAGE}\n`);
            return errors/* EXIT_CODES */.ai.pass;
        }
        const [name, inline] = arg.replace(/^--/, '').split(/=(.*)/s, 2);
        if (!arg.startsWith('--') || !['from', 'out', 'vscode', 'toolhive'].includes(name))
            throw new errors/* ConfigurationError */.j1(`policy: unknown argument ${arg} (see mcp-behave policy --help)`);
        const value = inline ?? argv[++index];
        if (value === undefined)
            throw new errors/* ConfigurationError */.j1(`policy: --${name} needs a value`);
        options[name] = value;
    }
    if (options.from === undefined)
        throw new errors/* ConfigurationError */.j1('policy: --from report.json is required');
    const files = renderPolicyFiles(await readReport(options.from));
    if (options.out !== undefined)
        await (0,promises_.writeFile)(options.out, files.policy);
    else
        stdout.write(files.policy);
    if (options.vscode !== undefined)
        await (0,promises_.writeFile)(options.vscode, files.vscode);
    if (options.toolhive !== undefined)
        await (0,promises_.writeFile)(options.toolhive, files.toolhive);
    return errors/* EXIT_CODES */.ai.pass;
}


/***/ })

};
