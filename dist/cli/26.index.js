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


/***/ }),

/***/ 1327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ ReportSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1514);
/* harmony import */ var _model_behaviour_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6498);
/* harmony import */ var _model_call_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4257);
/* harmony import */ var _model_finding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1300);
/* harmony import */ var _model_launch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3386);
/* harmony import */ var _model_manifest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9452);
/* harmony import */ var _model_observed_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4633);
/* harmony import */ var _model_sandbox_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3318);
/* harmony import */ var _model_severity_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1502);
/* harmony import */ var _static_section_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1348);










// The report JSON (`report.json`, `--json`) is the contract CI users script against. This zod schema
// is its single definition, built from the domain model's schemas (src/model): TypeScript types are inferred
// from it and `schema/report.schema.json` is generated from it (`npm run schema`), so the three can never disagree.
const ReportSchema = zod__WEBPACK_IMPORTED_MODULE_9__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_9__/* .literal */ .euz(1),
    auditor: zod__WEBPACK_IMPORTED_MODULE_9__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_9__/* .literal */ .euz('mcp-behave'), version: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP() }),
    server: zod__WEBPACK_IMPORTED_MODULE_9__/* .object */ .Ikc({
        command: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP()),
        transport: zod__WEBPACK_IMPORTED_MODULE_9__/* ["enum"] */ .k5n(['stdio', 'streamable-http', 'sse']).describe('How the auditor spoke MCP to the server'),
        url: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().optional().describe('HTTP servers: the URL the auditor spoke to (inside the sandbox for a started server)'),
        untraced: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP()
            .optional()
            .describe('Present when nothing the server did was observed (a remote server reached by URL): only its declared surface was checked'),
        identity: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().describe('Pin identity: --server-name, or derived from the command'),
        info: zod__WEBPACK_IMPORTED_MODULE_9__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP(), title: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().optional() }).nullable().describe('serverInfo from initialize'),
        protocolVersion: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().optional(),
        package: _model_launch_js__WEBPACK_IMPORTED_MODULE_3__/* .ServerPackageSchema */ .n.optional().describe('Set when the server came from a launch spec: its identity as a package')
    }),
    sandbox: zod__WEBPACK_IMPORTED_MODULE_9__/* .object */ .Ikc({
        network: _model_sandbox_js__WEBPACK_IMPORTED_MODULE_6__/* .NetworkModeSchema */ .Ni,
        method: _model_sandbox_js__WEBPACK_IMPORTED_MODULE_6__/* .SandboxMethodSchema */ .it,
        failOn: _model_severity_js__WEBPACK_IMPORTED_MODULE_7__/* .FailOnSchema */ .fE,
        fs: _model_sandbox_js__WEBPACK_IMPORTED_MODULE_6__/* .FsModeSchema */ .E_.optional().describe('sandbox: the server saw a read-only system, a copy-on-write workspace and no host homes; host: it saw the real filesystem (--fs host, unsafe)'),
        captureBytes: zod__WEBPACK_IMPORTED_MODULE_9__/* .number */ .aig()
            .int()
            .positive()
            .optional()
            .describe("--capture-bytes: the first this many bytes of each connection or datagram the network sandbox's sink kept (decrypted for TLS) and searched for canaries"),
        masked: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP()).optional().describe('Workspace files shown masked (credentials replaced by canaries)'),
        changesArchive: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().optional().describe('File name of the archive of changed files in the out-dir'),
        descriptors: zod__WEBPACK_IMPORTED_MODULE_9__/* .object */ .Ikc({
            passed: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_9__/* .number */ .aig().int().nonnegative()).describe('Descriptors strace, bwrap and the server inherited: 0, 1 and 2 when clean'),
            closed: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_9__/* .number */ .aig().int().nonnegative())
                .describe("Descriptors the auditor's parent left open without close-on-exec, closed by the sandbox init before it started any helper")
        })
            .optional()
            .describe("The server's descriptor table at start, as the sandbox init handed it over")
    }),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().describe('ISO 8601'),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_9__/* .number */ .aig().nonnegative(),
    incomplete: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().optional().describe('Present when the audit ended early (e.g. interrupted): why'),
    manifest: _model_manifest_js__WEBPACK_IMPORTED_MODULE_4__/* .ManifestSchema */ .pL,
    calls: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(_model_call_js__WEBPACK_IMPORTED_MODULE_1__/* .CallRecordSchema */ .pV),
    coverage: _model_call_js__WEBPACK_IMPORTED_MODULE_1__/* .CoverageSchema */ .Uj.optional().describe('Per declared item: how it was exercised; and what kept items from being exercised'),
    observed: _model_observed_js__WEBPACK_IMPORTED_MODULE_5__/* .ObservedSchema */ .Gb,
    findings: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(_model_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .FindingSchema */ .p_),
    rugPull: _model_manifest_js__WEBPACK_IMPORTED_MODULE_4__/* .RugPullSchema */ .jd,
    static: _static_section_js__WEBPACK_IMPORTED_MODULE_8__/* .StaticSectionSchema */ .X.optional(),
    behaviour: _model_behaviour_js__WEBPACK_IMPORTED_MODULE_0__/* .BehaviourBaselineSchema */ .sd.optional().describe("This run's normalized behaviour per call site, and what changed against the accepted baseline"),
    summary: _model_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .SummarySchema */ .Ql,
    exitCode: zod__WEBPACK_IMPORTED_MODULE_9__/* .number */ .aig().int().describe('0 clean or below --fail-on, 3 findings at or above it')
});


/***/ }),

/***/ 1348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ staticSection),
/* harmony export */   X: () => (/* binding */ StaticSectionSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1514);
/* harmony import */ var _model_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3870);
/* harmony import */ var _rules_static_rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9651);
// report.json's `static` section: the static map (src/static), each tool's could beside its did, and
// what each steered call reached.



const StaticSectionSchema = _model_index_js__WEBPACK_IMPORTED_MODULE_0__/* .StaticMapSchema */ .g9.extend({
    tools: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), could: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SinkKindSchema */ .f0), did: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SinkKindSchema */ .f0) }))
        .describe('Per declared tool the map found: the kinds of sink its code can reach, and those the run saw on its calls'),
    steered: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        call: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().describe('Index into calls[]'),
        tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        param: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        value: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        reached: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SinkKindSchema */ .f0).describe('What the run saw this call do')
    }))
        .describe('Calls steered by a literal the code compares a parameter against')
}).describe("What the static stage read in the server's source (docs/static.md)");
const ORDER = new Map(_model_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SinkKindSchema */ .f0.options.map((kind, index) => [kind, index]));
const sorted = (kinds) => [...kinds].sort((a, b) => ORDER.get(a) - ORDER.get(b));
function staticSection(map, observed, declaredTools, steered = []) {
    const declared = new Set(declaredTools);
    const tools = map.items
        .filter((item) => item.kind === 'tool' && declared.has(item.name))
        .map((item) => ({ name: item.name, could: sorted(new Set(item.sinks.map((sink) => sink.kind))), did: sorted((0,_rules_static_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .observedKinds */ ._C)(observed, (0,_rules_static_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .onTool */ .a1)(item.name))) }));
    return {
        ...map,
        tools,
        steered: steered.map((call) => ({
            ...call,
            reached: sorted((0,_rules_static_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .observedKinds */ ._C)(observed, (phase) => phase.kind === 'call' && phase.call.id === call.call))
        }))
    };
}


/***/ })

};
