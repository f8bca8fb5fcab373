export const id = 775;
export const ids = [775];
export const modules = {

/***/ 54775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assembleReport: () => (/* reexport */ assembleReport),
  buildManifest: () => (/* reexport */ build_manifest/* buildManifest */.u1),
  compareRunWithBaseline: () => (/* reexport */ run_baseline/* compareRunWithBaseline */.ks),
  completeness: () => (/* reexport */ unseen_surface/* completeness */.Pl),
  exercisePasses: () => (/* reexport */ exercisePasses),
  judgeRun: () => (/* reexport */ judgeRun),
  offlineHint: () => (/* reexport */ offlineHint),
  offlinePass: () => (/* reexport */ offlinePass),
  onlyOffline: () => (/* reexport */ onlyOffline),
  profileRun: () => (/* reexport */ profileRun),
  renderTextReport: () => (/* reexport */ renderTextReport),
  rugPullOf: () => (/* reexport */ pin_store/* rugPullOf */.H6),
  rulesInputOf: () => (/* reexport */ rulesInputOf),
  spokenUrl: () => (/* reexport */ init_status/* spokenUrl */.CG)
});

// EXTERNAL MODULE: ./src/baseline/run-baseline.ts + 4 modules
var run_baseline = __webpack_require__(61092);
// EXTERNAL MODULE: ./src/manifest/build-manifest.ts
var build_manifest = __webpack_require__(7607);
// EXTERNAL MODULE: ./src/manifest/pin-store.ts + 1 modules
var pin_store = __webpack_require__(17878);
// EXTERNAL MODULE: ./src/model/index.ts + 2 modules
var model = __webpack_require__(41489);
// EXTERNAL MODULE: ./src/report/static-section.ts
var static_section = __webpack_require__(31348);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/report/assemble-report.ts



function assembleReport(input) {
    const { settings, probe, judged } = input;
    const { masked, changesArchive, descriptors } = input.sandbox;
    return {
        schemaVersion: 1,
        auditor: { name: 'mcp-behave', version: version/* AUDITOR_VERSION */.w },
        server: {
            command: settings.command,
            transport: settings.http?.flavour ?? 'stdio',
            ...(input.url !== undefined ? { url: input.url } : {}),
            identity: settings.identity,
            info: probe.serverInfo,
            ...(probe.protocolVersion ? { protocolVersion: probe.protocolVersion } : {}),
            ...(settings.launch ? { package: settings.launch.package } : {})
        },
        sandbox: {
            network: settings.network,
            method: input.method,
            failOn: settings.failOn,
            fs: settings.fs,
            ...(settings.network === 'sandbox' ? { captureBytes: settings.captureBytes } : {}),
            ...(masked && masked.length > 0 ? { masked } : {}),
            ...(changesArchive ? { changesArchive } : {}),
            ...(descriptors ? { descriptors } : {})
        },
        startedAt: new Date(input.startedAt).toISOString(),
        durationMs: Date.now() - input.startedAt,
        ...(input.incomplete ? { incomplete: input.incomplete } : {}),
        manifest: input.manifest,
        calls: probe.calls,
        coverage: judged.coverage,
        observed: input.observed,
        findings: judged.findings,
        rugPull: input.rugPull,
        ...(input.staticMap
            ? {
                static: (0,static_section/* staticSection */.E)(input.staticMap, input.observed, input.manifest.tools.map((tool) => tool.name), probe.steered)
            }
            : {}),
        ...(input.behaviour ? { behaviour: input.behaviour } : {}),
        ...(judged.attack ? { attack: judged.attack } : {}),
        summary: (0,model/* summarize */.eh)(judged.findings),
        exitCode: judged.exitCode
    };
}

// EXTERNAL MODULE: ./src/probe/coverage.ts
var probe_coverage = __webpack_require__(31550);
// EXTERNAL MODULE: ./src/probe/scenario.ts
var scenario = __webpack_require__(55298);
// EXTERNAL MODULE: ./src/rules/declared-purpose.ts
var declared_purpose = __webpack_require__(5302);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/neutralize.ts
var neutralize = __webpack_require__(12124);
// EXTERNAL MODULE: ./src/probe/attack/roles.ts
var roles = __webpack_require__(11794);
// EXTERNAL MODULE: ./src/rules/declared-scope.ts + 1 modules
var declared_scope = __webpack_require__(67295);
;// CONCATENATED MODULE: ./src/rules/attack-purpose.ts
// What a tool or the whole server declares it does with what it is given, where that makes an attack's
// success its purpose rather than a finding (issue 42): a tool that runs the command or code it is given
// (desktop-commander's start_process, a run_command tool, playwright's run_code) is not injectable for
// running it, nor a tool that sends input to a terminal; a server that runs any command it is given
// reaches every file by purpose, so its path values reaching outside the workspace show nothing more.


/** Runs code it is given in a language named, or sends input to a terminal or REPL. */
const RUNS_CODE = /\b(?:run|runs|execute|executes|evaluate|evaluates|eval)(?:\s+[\w-]+){0,3}?\s+(?:javascript|js|python|typescript|code|scripts?|snippets?)\b|\b(?:send|sends|write|writes)(?:\s+[\w-]+){0,2}?\s+input\s+to\b/;
function declaresRunningCode(tool) {
    const words = tool.name
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/[^A-Za-z0-9]+/g, ' ')
        .toLowerCase();
    return [words, ...(0,declared_scope/* declaredText */.YN)(tool).map((text) => text.toLowerCase())].some((text) => RUNS_CODE.test(text));
}
/** The parameter that carries a command's own arguments (`args[]`, `flags.namespace`, `options.args`). */
const ARGUMENTS = /^(?:args|arguments|argv|flags|options|params|parameters)$/i;
const carriesArguments = (parameter) => parameter.split('.').some((key) => ARGUMENTS.test(key.replace(/\[\]$/, '')));
/**
 * The value is what the tool runs: a command or code parameter of a tool that declares running commands
 * or code, any string of one that sends input to a terminal, and an option in the arguments parameter of
 * one that runs a command with the arguments it is given (kubectl_generic's args and flags). Another
 * parameter of such a tool — the pod's name beside exec_in_pod's command — reaching a program's options
 * is no part of its purpose.
 */
function runsWhatItIsGiven(tool, parameter, roles, attackClass) {
    if (!tool)
        return false;
    const channel = roles.includes('command') || roles.includes('code');
    if (declaresRunningCode(tool))
        return channel || /\binput\s+to\b/.test((0,declared_scope/* declaredText */.YN)(tool).join(' ').toLowerCase());
    return (0,declared_purpose/* declaresCommands */.aG)(tool) && (channel || (attackClass === 'argv' && carriesArguments(parameter)));
}
/** The server's tool that runs any command it is given, if one does. */
function commandRunner(manifest) {
    return manifest.tools.find((tool) => (0,declared_purpose/* declaredPurposes */.IZ)(tool).has('runs-commands'))?.name ?? null;
}
/** A tool that declares it only reads: annotated so, or described as read-only. */
function declaresReadOnly(tool) {
    if (!tool)
        return false;
    return tool.annotations?.readOnlyHint === true || /\bread[- ]only\b/i.test((0,declared_scope/* declaredText */.YN)(tool).join(' '));
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/probe/attack/payloads.ts
var payloads = __webpack_require__(27472);
// EXTERNAL MODULE: ./src/profile/path-classify.ts
var path_classify = __webpack_require__(63361);
// EXTERNAL MODULE: ./src/rules/credential-audience.ts
var credential_audience = __webpack_require__(20585);
;// CONCATENATED MODULE: ./src/rules/attack-oracle.ts
// The attack stage's oracle (issue 42): whether one attack call's hostile value got through, read from
// what the trace and the sandbox's witnesses saw during that call alone (the profile's attack part:
// profile/attack-split.ts), never from the answer's text. Each class has its proof:
// - path: an open, create, delete, rename or mkdir — tried or done — of the attack's target, of anything
//   in a planted sibling or through a planted link, of a canary-home credential the tool's ordinary
//   calls never touched, or of a file named by the marker;
// - shell, code: the marker program executed (a failed exec counts: it need not exist), or its file opened;
// - argv: the value as its own argument of a program with no `--` before it, where it cannot be a flag's
//   value; the marker file written or its program run; a connection or lookup of the marker's host;
// - url: a connection to the metadata address or to the loopback port named, an open of the file:// target;
//   the marker's host reached (what a fetcher is for);
// - sql: a rollback journal or write-ahead log made (a write transaction) in a read-only tool's call.
// What a class shows beyond that — canary bytes in the answer or leaving — raises the severity (attack-rules.ts).





const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254']);
const METADATA_HOST = new URL(payloads/* METADATA_URL */.yp).hostname;
const inCall = (phases, id) => phases.some((phase) => phase.kind === 'call' && phase.call.id === id);
/** The call's own slice of the attack part. */
function ofCall(observed, id) {
    return {
        files: observed.files.filter((entry) => inCall(entry.phases, id)),
        processes: observed.processes.filter((entry) => inCall(entry.phases, id)),
        network: observed.network.filter((entry) => inCall(entry.phases, id)),
        dns: observed.dns.filter((entry) => inCall(entry.phases, id)),
        leaks: observed.leaks.filter((entry) => inCall(entry.phases, id)),
        sink: (observed.sink ?? []).filter((record) => inCall([record.phase], id))
    };
}
const shown = (text, home) => (0,neutralize/* excerpt */.Kb)(text.split(home).join('~'), 200);
const fileLine = (file, home) => `${file.access === 'read' ? 'opens' : file.access} ${shown(file.path, home)}${file.succeeded ? '' : ' (tried: it failed)'}`;
/** A path access that shows the path value got out. */
function escapes(file, attack, tool, context) {
    const path = (0,path_classify/* normalizeAbsolute */.TL)(file.path);
    const { outside } = context;
    if (attack.target !== undefined && path === (0,path_classify/* normalizeAbsolute */.TL)(attack.target))
        return true;
    if (outside.siblings.some((sibling) => (0,path_classify/* isUnder */.Jo)(path, sibling.dir)))
        return true;
    if (outside.links.some((link) => (0,path_classify/* isUnder */.Jo)(path, external_node_path_.posix.join(link.root, link.name)) || (0,path_classify/* isUnder */.Jo)(path, link.pointsTo)))
        return true;
    if ((outside.fileLinks ?? []).some((link) => path === external_node_path_.posix.join(link.root, link.name) || path === link.pointsTo))
        return true;
    if (external_node_path_.posix.basename(path).includes(attack.marker) && !context.roots.some((root) => (0,path_classify/* isUnder */.Jo)(path, root)))
        return true;
    return (0,path_classify/* isUnder */.Jo)(path, context.home) && (0,path_classify/* isCredentialPath */.bk)(path, context.home) && !(context.ordinaryHomePaths.get(tool)?.has(path) ?? false);
}
/**
 * The value as its own argument where a program reads options: no `--` before it, not a flag's value
 * (after `-e` or `--grep`; `-n10` and `--format=x` hold their own values).
 */
function optionAt(argv, value) {
    const at = argv.indexOf(value);
    if (at <= 0)
        return false;
    if (argv.slice(0, at).some((arg) => arg === '--' || arg === '--end-of-options'))
        return false;
    const before = argv[at - 1];
    return !/^(-[A-Za-z]|--[A-Za-z][\w-]*)$/.test(before);
}
/** A long command line shown by its program and the arguments up to the value, so the value shows. */
function argvAround(argv, value) {
    const line = argv.join(' ');
    if (line.length <= 200)
        return line;
    const at = argv.indexOf(value);
    const before = argv.slice(Math.max(2, at - 2), at).map((arg) => (0,neutralize/* excerpt */.Kb)(arg, 40));
    return [...argv.slice(0, Math.min(2, at)), '…', ...before, (0,neutralize/* excerpt */.Kb)(value, 80)].join(' ');
}
/** Programs that send their credentials to the server a `--server=` option names. */
const CLUSTER_CLIENTS = new Set(['kubectl', 'oc', 'kubecolor']);
function judgeAttackCall(call, observed, context) {
    const { attack } = call;
    const seen = ofCall(observed, call.id);
    const proof = [];
    const lines = new Set();
    const prove = (line, traceLines) => {
        if (!proof.includes(line))
            proof.push(line);
        for (const at of traceLines.slice(0, 5))
            lines.add(at);
    };
    const program = (0,payloads/* markerProgram */.xE)(attack.marker);
    const host = (0,payloads/* probeHost */.zm)(attack.marker);
    let asOption = 0;
    let redirect = false;
    for (const file of seen.files) {
        if ((attack.class === 'path' || attack.technique === 'file') && escapes(file, attack, call.name, context))
            prove(fileLine(file, context.home), file.traceLines);
        if (attack.class !== 'path' && attack.class !== 'url' && (0,path_classify/* normalizeAbsolute */.TL)(file.path) === program)
            prove(fileLine(file, context.home), file.traceLines);
        if (attack.class === 'sql' && /-(journal|wal)$/.test(file.path) && file.access !== 'read')
            prove(`${fileLine(file, context.home)}: a write transaction`, file.traceLines);
    }
    for (const exec of seen.processes) {
        const ran = exec.executable === program || exec.argv[0] === program;
        if (ran && attack.class !== 'path' && attack.class !== 'url')
            prove(`executes ${program}${exec.succeeded ? '' : ' (tried: it does not exist)'}`, exec.traceLines);
        if (attack.class === 'argv' && optionAt(exec.argv, attack.value)) {
            const line = `runs ${shown(argvAround(exec.argv, attack.value), context.home)}: the value is an option there`;
            if (!proof.includes(line))
                asOption++;
            prove(line, exec.traceLines);
            redirect ||= attack.technique === 'option-server' && CLUSTER_CLIENTS.has(external_node_path_.posix.basename(exec.argv[0] ?? exec.executable));
        }
    }
    const reaches = (address, port, names) => {
        if (attack.technique === 'metadata' && (METADATA_ADDRESSES.has(address) || names.includes(METADATA_HOST)))
            return `${address}:${port ?? 0}`;
        if (attack.technique === 'loopback' && address.startsWith('127.') && port === context.loopbackPort)
            return `${address}:${port}`;
        if ((attack.class === 'argv' || attack.technique === 'probe-host') && names.some((name) => name.includes(host)))
            return `${host}:${port ?? 0}`;
        return null;
    };
    for (const entry of seen.network) {
        const reached = reaches(entry.address, entry.port, entry.hostnames);
        if (reached)
            prove(`connects to ${reached}`, entry.traceLines);
    }
    for (const record of seen.sink) {
        const names = [record.sni, record.http?.host?.replace(/:\d+$/, '')].filter((name) => name !== undefined);
        const reached = reaches(record.address, record.port, names);
        if (reached)
            prove(`the sink received a connection to ${reached}${record.http ? ` (${record.http.method} ${(0,neutralize/* excerpt */.Kb)(record.http.target, 80)})` : ''}`, []);
    }
    for (const entry of seen.dns)
        if (entry.name.includes(host) && (attack.class === 'argv' || attack.technique === 'probe-host'))
            prove(`looks up ${entry.name}`, entry.traceLines);
    // A credential its own program sends to its own audience (npm's token to its registry) is that
    // program's business, not what the attack made it do: only a secret that went elsewhere raises the verdict.
    const leaked = seen.leaks
        .filter((leak) => (0,credential_audience/* reachedAudience */.h)(leak, observed) === null)
        .map((leak) => `${leak.canary} to ${shown(leak.destination, context.home)}`);
    const optionOnly = attack.class === 'argv' && proof.length > 0 && proof.length === asOption && !redirect && leaked.length === 0;
    return { gotThrough: proof.length > 0, proof, traceLines: [...lines].sort((a, b) => a - b), leaked, ...(optionOnly ? { optionOnly } : {}) };
}

;// CONCATENATED MODULE: ./src/rules/attack-rules.ts
// The attack stage's verdicts (issue 42): each attack call judged by its trace (attack-oracle.ts), then
// what got through weighed against what the tool and the server declare (attack-purpose.ts) — a path
// value is an escape only from a declared scope, running a command is no injection in a tool that runs
// what it is given, fetching the host it is given is what a URL is for, an option the program did nothing
// with is medium — and made findings, one per rule, tool and parameter, naming the value sent and the trace
// lines.






const RULE_OF = {
    path: 'scope-escape',
    shell: 'command-injection',
    argv: 'argument-injection',
    code: 'code-injection',
    url: 'internal-request',
    sql: 'sql-write-bypass'
};
/** The attack stage's rules: what only an attack call's trace can raise. */
const ATTACK_RULES = new Set(Object.values(RULE_OF));
function verdictOf(call, proof, answered, input) {
    const { attack } = call;
    const tool = input.manifest.tools.find((entry) => entry.name === call.name);
    const role = tool ? (0,roles/* parameterRoles */.j)(tool).find((entry) => entry.parameter === attack.parameter) : undefined;
    const runner = commandRunner(input.manifest);
    const escape = attack.class === 'path' || attack.technique === 'file';
    if (escape) {
        if (!input.scopeGiven && !role?.confined)
            return { outcome: 'within-purpose', why: 'the tool declares no directory it keeps to, and the server was given none' };
        if (runner !== null)
            return { outcome: 'within-purpose', why: `the server runs any command it is given (${runner}): every file is within its reach by purpose` };
        const bytes = answered.length > 0 || proof.leaked.length > 0;
        return { outcome: 'got-through', rule: 'scope-escape', severity: bytes ? 'critical' : 'high' };
    }
    if (attack.class === 'url') {
        if (attack.technique === 'probe-host')
            return { outcome: 'within-purpose', why: 'a URL parameter fetches the host it is given' };
        return { outcome: 'got-through', rule: 'internal-request', severity: answered.some((canary) => canary.startsWith('cloud:')) ? 'high' : 'medium' };
    }
    if (attack.class === 'sql') {
        if (!declaresReadOnly(tool))
            return { outcome: 'within-purpose', why: 'the tool does not declare itself read-only' };
        return { outcome: 'got-through', rule: 'sql-write-bypass', severity: 'high' };
    }
    if (runsWhatItIsGiven(tool, attack.parameter, role?.roles ?? [attack.role], attack.class))
        return { outcome: 'within-purpose', why: 'the tool runs the command or code it is given' };
    const rule = RULE_OF[attack.class];
    // An option the program took but that did nothing the trace shows (kubectl refusing `--output=/tmp/x`
    // as a format, an unknown flag) is a weakness, not yet a proven harm.
    if (proof.optionOnly)
        return { outcome: 'got-through', rule, severity: 'medium', note: 'the program took it as an option; nothing it did with it showed in the trace' };
    const severity = attack.class === 'argv' && proof.leaked.length === 0 ? 'high' : 'critical';
    // A server that runs any command it is given grants nothing more through another tool a caller must approve.
    if (runner !== null && runner !== call.name && !declaresReadOnly(tool))
        return { outcome: 'got-through', rule, severity: 'medium', note: `the server also runs any command it is given (${runner})` };
    return { outcome: 'got-through', rule, severity };
}
/** Every attack call's result, in call order, and the findings of those that got through. */
function judgeAttacks(input) {
    const attackCalls = input.calls.filter((call) => call.attack !== undefined);
    const lastCall = attackCalls.at(-1);
    const results = attackCalls.map((call) => {
        const proof = judgeAttackCall(call, input.observed, input.context);
        const answered = input.run.answers.find((answer) => answer.callId === call.id)?.canaries ?? [];
        const base = { ...call.attack, tool: call.name, callId: call.id, proof: proof.proof, traceLines: proof.traceLines };
        const bytes = [...answered.map((canary) => `${canary} in the answer`), ...proof.leaked.map((leak) => `${leak}, sent`)];
        if (!proof.gotThrough)
            return { ...base, outcome: input.run.stopped && call === lastCall ? 'server-exited' : 'refused' };
        const verdict = verdictOf(call, proof, answered, input);
        if (verdict.outcome === 'within-purpose')
            return { ...base, outcome: 'within-purpose', proof: [...proof.proof, verdict.why] };
        return {
            ...base,
            outcome: 'got-through',
            proof: verdict.note ? [...proof.proof, verdict.note] : proof.proof,
            ...(bytes.length > 0 ? { canaryBytes: bytes } : {}),
            rule: verdict.rule,
            severity: verdict.severity
        };
    });
    return { results, findings: findingsOf(results, input.calls) };
}
const WHAT = {
    'scope-escape': 'got out of its declared scope',
    'command-injection': 'reached a shell',
    'argument-injection': "became a program's option",
    'code-injection': 'was evaluated as code',
    'internal-request': 'made it fetch an internal address',
    'sql-write-bypass': 'ran a writing statement in a read-only tool'
};
/** One finding per rule, tool and parameter; its most severe attack (the first among equals) speaks for it. */
function findingsOf(results, calls) {
    const groups = new Map();
    for (const result of results) {
        if (result.outcome !== 'got-through' || !result.rule)
            continue;
        const key = `${result.rule}\0${result.tool}\0${result.parameter}`;
        groups.set(key, [...(groups.get(key) ?? []), result]);
    }
    return [...groups.values()].map((group) => {
        const lead = [...group].sort((a, b) => (0,model/* severityRank */.qs)(b.severity ?? 'info') - (0,model/* severityRank */.qs)(a.severity ?? 'info'))[0];
        const rule = lead.rule;
        const call = calls.find((entry) => entry.id === lead.callId);
        const value = (0,neutralize/* excerpt */.Kb)(lead.value, 120);
        const techniques = [...new Set(group.map((result) => result.technique))];
        const others = techniques.length > 1 ? ` (${techniques.length} techniques got through: ${techniques.join(', ')})` : '';
        const bytes = lead.canaryBytes?.length ? `; ${lead.canaryBytes.join('; ')}` : '';
        return {
            rule,
            severity: lead.severity ?? 'high',
            message: `${(0,neutralize/* excerpt */.Kb)(lead.parameter, 80)} = '${value}' ${WHAT[rule]}: ${lead.proof.join('; ')}${bytes}${others}`,
            tool: lead.tool,
            phase: { kind: 'call', call: { id: call.id, kind: call.kind, name: call.name, iteration: call.iteration, attack: true }, afterResponse: false },
            evidence: {
                ...(lead.target ? { paths: [lead.target] } : {}),
                ...(lead.canaryBytes ? { canaryBytes: lead.canaryBytes } : {}),
                attack: { parameter: lead.parameter, value, techniques },
                traceLines: [...new Set(group.flatMap((result) => result.traceLines))].sort((a, b) => a - b).slice(0, 20)
            },
            fingerprint: (0,external_node_crypto_.createHash)('sha256').update(`${rule}\0${lead.parameter}\0${lead.tool}`).digest('hex').slice(0, 16)
        };
    });
}

// EXTERNAL MODULE: ./src/rules/evaluate-rules.ts + 17 modules
var evaluate_rules = __webpack_require__(82829);
;// CONCATENATED MODULE: ./src/report/attack-section.ts
// report.json's `attack` section: whether the attack stage ran (and why not), its budget and the declared
// scope its path values aimed outside of, per tool what was tried, refused and got through, and every
// attack with its value, its proof and its trace lines.
function attackSection(setup, run, results) {
    if (!setup.ran)
        return setup;
    if (!run)
        return { ran: false, why: 'the session ended before the attack stage (the server exited, or the audit was interrupted)' };
    const tools = new Map();
    const entry = (tool) => {
        let found = tools.get(tool);
        if (!found)
            tools.set(tool, (found = { tool, tried: 0, refused: 0, gotThrough: 0, withinPurpose: 0 }));
        return found;
    };
    for (const result of results ?? []) {
        const counts = entry(result.tool);
        counts.tried += 1;
        if (result.outcome === 'got-through')
            counts.gotThrough += 1;
        else if (result.outcome === 'within-purpose')
            counts.withinPurpose += 1;
        else
            counts.refused += 1;
    }
    for (const [tool, why] of run.skipped)
        entry(tool).skipped = why;
    return {
        ...setup,
        ...(run.stopped ? { why: run.stopped } : {}),
        tools: [...tools.values()],
        attacks: [...(results ?? [])]
    };
}

// EXTERNAL MODULE: ./src/report/verdict.ts
var report_verdict = __webpack_require__(90687);
;// CONCATENATED MODULE: ./src/report/judge-run.ts







function judgeRun({ rules: { attack, ...rules }, probe, minCoverage, failOn, incomplete, unseenGaps = [], interrupted, alsoFound }) {
    const calls = probe.calls.filter((call) => !call.attack);
    // Items that appeared only at the re-listing are the surface-change rule's (rules/rug-pull-rules.ts):
    // the session was not owed calls to what did not exist when it began.
    const coverage = (0,probe_coverage/* coverageOf */._5)({ ...probe, calls, relisting: null }, minCoverage);
    const attacked = attack?.judged ? judgeAttacks({ ...attack.judged, calls: probe.calls }) : null;
    const gapFindings = (0,probe_coverage/* coverageFindings */.PZ)(coverage, (0,declared_purpose/* exitRequestedBy */.SD)(calls, rules.manifest)?.name).map((finding) => finding.severity === 'high' && unseenGaps.some((gap) => finding.message.startsWith(`${gap}: `))
        ? { ...finding, severity: 'medium', message: `${finding.message}; the audit is incomplete` }
        : finding);
    const findings = [...(0,evaluate_rules/* evaluateRules */.F)({ ...rules, calls }), ...(attacked?.findings ?? []), ...gapFindings];
    findings.push(...(alsoFound?.(findings) ?? []));
    (0,scenario.nameSteps)(findings, probe.calls);
    const { exitCode } = (0,report_verdict/* decideVerdict */.AU)({
        findings,
        failOn,
        incomplete,
        interrupted,
        coverage: coverage.totals ? { percent: coverage.totals.percent, minPercent: minCoverage } : null
    });
    return { findings, coverage, exitCode, ...(attack ? { attack: attackSection(attack.setup, probe.attack, attacked?.results) } : {}) };
}

// EXTERNAL MODULE: ./src/report/attack-text.ts
var attack_text = __webpack_require__(21230);
// EXTERNAL MODULE: ./src/report/file-changes-summary.ts
var file_changes_summary = __webpack_require__(47091);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/collapse-findings.ts
var collapse_findings = __webpack_require__(10770);
// EXTERNAL MODULE: ./src/report/coverage-text.ts
var coverage_text = __webpack_require__(6704);
;// CONCATENATED MODULE: ./src/report/could-did-text.ts
const COULD_DID_TOOLS = 3;
const STEERED_TOOLS = 2;
function couldDidLines(section) {
    if (!section)
        return [];
    const differing = section.tools.filter((tool) => tool.could.some((kind) => kind !== 'credential-env' && !tool.did.includes(kind)));
    const lines = differing
        .slice(0, COULD_DID_TOOLS)
        .map((tool) => `${tool.name}  could: ${tool.could.join(', ')} · did: ${tool.did.length > 0 ? tool.did.join(', ') : 'none of these'}`);
    const steeredByTool = new Map();
    for (const steered of section.steered) {
        const reached = steered.reached.length > 0 ? steered.reached.join(', ') : 'nothing of these';
        const tool = steeredByTool.get(steered.tool) ?? [];
        tool.push(`${steered.param} = ${JSON.stringify(steered.value)} → ${reached}`);
        steeredByTool.set(steered.tool, tool);
    }
    const steeredTools = [...steeredByTool];
    for (const [tool, calls] of steeredTools.slice(0, STEERED_TOOLS))
        lines.push(`${tool} steered: ${calls.join('; ')}`);
    const more = [
        differing.length > COULD_DID_TOOLS ? `${differing.length - COULD_DID_TOOLS} more tools` : '',
        steeredTools.length > STEERED_TOOLS ? `the steered calls of ${steeredTools.length - STEERED_TOOLS} more tools` : ''
    ].filter(Boolean);
    const bound = section.truncated ? `; ${section.truncated}` : '';
    const rest = more.length > 0 ? `${more.join(' and ')} in report.json (static)` : 'the rest of the map in report.json';
    if (lines.length > 0 || section.truncated)
        lines.push(`(read ${section.files} source ${section.files === 1 ? 'file' : 'files'} in ${(section.ms / 1000).toFixed(1)} s${bound}; ${rest})`);
    return lines;
}

;// CONCATENATED MODULE: ./src/report/quiet-observations.ts

// The text report's Observations, quiet by default: a short list is shown whole; a long one keeps every
// line at or above high (never folded: each is a reason the gate fails) and folds each lower severity
// that does not fit into one line naming its rules. report.json, the Markdown summary and SARIF keep
// every finding.
/** Lines the Observations section may take before lower severities are folded. */
const OBSERVATION_LINES = 12;
function fold(severity, groups) {
    const rules = new Map();
    let count = 0;
    for (const group of groups) {
        count += group.findings.length;
        rules.set(group.lead.rule, (rules.get(group.lead.rule) ?? 0) + group.findings.length);
    }
    return { severity, count, rules: [...rules].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)) };
}
/** Which groups (already in display order, most severe first) are shown, and what is folded. */
function quietObservations(groups, budget = OBSERVATION_LINES) {
    if (groups.length <= budget)
        return { shown: [...groups], folded: [] };
    const shown = groups.filter((group) => (0,model/* severityRank */.qs)(group.lead.severity) >= (0,model/* severityRank */.qs)('high'));
    const folded = [];
    const lower = ['medium', 'low', 'info'];
    lower.forEach((severity, index) => {
        const at = groups.filter((group) => group.lead.severity === severity);
        if (at.length === 0)
            return;
        // Room left, keeping a line for each lower severity still to come.
        const still = lower.slice(index + 1).filter((next) => groups.some((group) => group.lead.severity === next)).length;
        if (folded.length === 0 && shown.length + at.length + still <= budget)
            shown.push(...at);
        else
            folded.push(fold(severity, at));
    });
    return { shown, folded };
}
/** "21 more, each in report.json: subprocess 9, file-write 6, dns-lookup 2, +3 rules" */
function foldedText(folded, maxRules = 5) {
    const rules = folded.rules.slice(0, maxRules).map(([rule, count]) => `${rule} ${count}`);
    const more = folded.rules.length > maxRules ? `, +${folded.rules.length - maxRules} rules` : '';
    return `${folded.count} ${folded.severity} finding${folded.count === 1 ? '' : 's'}, each in report.json: ${rules.join(', ')}${more}`;
}

// EXTERNAL MODULE: ./src/report/tool-behaviour.ts
var tool_behaviour = __webpack_require__(43012);
;// CONCATENATED MODULE: ./src/report/text.ts










const SEVERITY_MARK = {
    critical: 'CRIT',
    high: 'HIGH',
    medium: 'MED ',
    low: 'LOW ',
    info: 'INFO'
};
const SEVERITY_COLOR = {
    critical: '\u001b[1;31m',
    high: '\u001b[31m',
    medium: '\u001b[33m',
    low: '\u001b[36m',
    info: '\u001b[2m'
};
const BOLD = '\u001b[1m';
const RED_BOLD = '\u001b[1;31m';
const GREEN_BOLD = '\u001b[1;32m';
const RESET = '\u001b[0m';
const MAX_MESSAGE = 200;
const MAX_NAME = 32;
const MAX_SITES = 5;
const MAX_ITEM = 64;
const MAX_ITEMS_PER_VERB = 3;
const MAX_BEHAVIOUR = 200;
const MAX_CALL_ERRORS = 3;
/** "Files changed" lines in the terminal (the Markdown summary has more room) */
const TEXT_CHANGE_LINES = 6;
/** Server text for the terminal: one line, no escapes, no workflow commands, bounded. */
function untrusted(text, maxLen) {
    return (0,neutralize/* neutralizeForLog */.$V)((0,neutralize/* truncate */.xv)(text, maxLen));
}
/** The CLI's human-readable report. Pure; every server-supplied string goes through neutralizeForLog. */
function renderTextReport(report, options) {
    const paint = (code, text) => (options.color ? `${code}${text}${RESET}` : text);
    const lines = [];
    lines.push(paint(BOLD, `mcp-behave ${untrusted(report.auditor.version, 40)}: audit of ${untrusted(report.server.identity, 80)}`));
    const info = report.server.info;
    const serverText = info ? `${untrusted(info.name, 80)} ${untrusted(info.version, 40)}` : '(no serverInfo: the server did not complete initialize)';
    const protocol = report.server.protocolVersion ? ` (protocol ${untrusted(report.server.protocolVersion, 40)})` : '';
    const field = (name, value) => {
        lines.push(`  ${name.padEnd(10)} ${value}`);
    };
    field('server', serverText + protocol);
    if (report.server.command.length > 0)
        field('command', untrusted((0,tool_behaviour/* shellJoin */.nZ)(report.server.command), 200));
    if (report.server.url)
        field('url', `${untrusted(report.server.url, 200)} (${report.server.transport})`);
    if (report.server.untraced)
        field('traced', `nothing: ${report.server.untraced}`);
    field('identity', untrusted(report.server.identity, 120));
    field('sandbox', report.server.untraced ? 'none: the server does not run here' : sandboxText(report));
    field('manifest', `sha256 ${untrusted(report.manifest.sha256, 80)}`);
    field('rug-pull', report.incomplete ? 'not checked: the audit did not finish' : untrusted((0,format/* rugPullText */.bX)(report.rugPull), 200));
    field('calls', `${callsText(report)} in ${(0,format/* formatDuration */.a3)(report.durationMs)}`);
    if (report.attack)
        field('attack', untrusted((0,attack_text/* attackSummary */.Hq)(report.attack), 240));
    lines.push('');
    lines.push(paint(BOLD, 'Observations'));
    if (report.findings.length === 0 && report.server.untraced) {
        lines.push('  No change in the declared surface. Nothing was traced: what the server does was not observed.');
    }
    else if (report.findings.length === 0) {
        lines.push('  No declared-vs-observed deviations: nothing the server did contradicts what it declared.');
    }
    const quiet = quietObservations((0,collapse_findings/* displayGroups */.F)(report.findings));
    for (const group of quiet.shown) {
        const { lead } = group;
        const traced = (0,format/* groupTraceLines */.En)(group);
        const evidence = traced.lines.length > 0 ? `  trace.log:${traced.lines.join(',')}${traced.more ? ',…' : ''}` : '';
        lines.push(`  ${paint(SEVERITY_COLOR[lead.severity], SEVERITY_MARK[lead.severity])}  ` + `${untrusted(lead.message, MAX_MESSAGE)}  [${sitesText(group)}]${evidence}`);
    }
    for (const folded of quiet.folded)
        lines.push(`  ${paint(SEVERITY_COLOR[folded.severity], SEVERITY_MARK[folded.severity])}  ${untrusted(foldedText(folded), MAX_MESSAGE)}`);
    lines.push('');
    lines.push(paint(BOLD, 'Behaviour per tool'));
    lines.push(...behaviourTable((0,tool_behaviour/* toolBehaviour */.wW)(report)).map((line) => `  ${line}`.trimEnd()));
    const couldDid = couldDidLines(report.static);
    if (couldDid.length > 0) {
        lines.push('', paint(BOLD, 'Could / did') + " (what each tool's code can reach, what the run saw)");
        for (const line of couldDid)
            lines.push(`  ${untrusted(line, 240)}`);
    }
    const escapes = report.attack ? (0,attack_text/* attackToolLines */.Mu)(report.attack) : [];
    if (escapes.length > 0) {
        lines.push('', paint(BOLD, 'Attacks that got through') + ' (hostile values the trace shows reached their target: docs/attack.md)');
        for (const escape of escapes)
            lines.push(`  ${untrusted(escape.tool, MAX_NAME).padEnd(MAX_NAME)}  ${untrusted(escape.text, MAX_BEHAVIOUR)}`);
    }
    const failedCalls = (0,attack_text/* exerciseCalls */.wB)(report.calls).filter((call) => call.outcome !== 'ok');
    if (failedCalls.length > 0) {
        lines.push('');
        lines.push(paint(BOLD, 'Calls that did not succeed'));
        for (const call of failedCalls.slice(0, MAX_CALL_ERRORS)) {
            const error = call.error !== undefined ? `: ${untrusted(call.error, MAX_MESSAGE)}` : '';
            lines.push(`  ${untrusted(call.name, MAX_NAME)} #${call.iteration}  ${call.outcome}${error}`);
        }
        if (failedCalls.length > MAX_CALL_ERRORS)
            lines.push(`  … and ${failedCalls.length - MAX_CALL_ERRORS} more in report.json`);
    }
    lines.push('');
    const changes = report.observed.fileChanges ?? [];
    if (changes.length > 0) {
        lines.push(paint(BOLD, 'Files changed') + ' (in its copy-on-write view; nothing of yours changed)');
        for (const line of (0,file_changes_summary/* summarizeFileChanges */.Hj)(changes, TEXT_CHANGE_LINES))
            lines.push(`  ${untrusted((0,file_changes_summary/* changeLineText */.Ir)(line), 200)}`);
        const shown = report.sandbox.changesArchive ? `; their bytes are in ${untrusted(report.sandbox.changesArchive, 60)}` : '';
        lines.push(`  ${(0,format/* pluralize */.td)(changes.length, 'change')} in report.json${shown}`);
        lines.push('');
    }
    const noise = Object.entries(report.observed.noise).filter(([, count]) => count > 0);
    if (noise.length > 0) {
        const total = noise.reduce((sum, [, count]) => sum + count, 0);
        const parts = noise.map(([category, count]) => `${untrusted(category, 40)} ${count}`).join(', ');
        lines.push(`Ignored as runtime noise: ${(0,format/* pluralize */.td)(total, 'file access', 'file accesses')} (${parts})`);
    }
    const trace = report.observed.trace;
    if (!report.server.untraced)
        lines.push(`Trace: ${(0,format/* pluralize */.td)(trace.lines, 'line')}, ${(0,format/* pluralize */.td)(trace.events, 'event')}, ${trace.unparsed} unparsed`);
    if (report.coverage) {
        lines.push((0,coverage_text/* coverageSentence */.Qc)(report.coverage));
        for (const line of (0,coverage_text/* unreachedLines */.zW)(report.coverage))
            lines.push(`  ${untrusted(line, 200)}`);
    }
    const verdict = (0,report_verdict/* verdictOf */.Vj)(report);
    const counts = report.findings.length > 0 ? `: ${(0,format/* severityCountsText */.Xj)(report.summary)}` : '';
    lines.push(paint(BOLD, `${(0,format/* pluralize */.td)(report.findings.length, 'finding')}${counts}`));
    if (verdict.incomplete !== null) {
        lines.push(paint(RED_BOLD, 'INCOMPLETE') + `: ${untrusted(verdict.incomplete, 400)}; only what was observed until then is reported`);
    }
    else if (verdict.blocking === 0 && verdict.coverageBelow !== null) {
        lines.push(paint(RED_BOLD, 'FAIL') + `: ${verdict.coverageBelow}`);
    }
    else if (verdict.failOn === 'never') {
        lines.push(paint(GREEN_BOLD, 'PASS') + ' (--fail-on never: findings do not fail the audit)');
    }
    else if (!verdict.passed) {
        lines.push(paint(RED_BOLD, 'FAIL') + `: ${(0,format/* pluralize */.td)(verdict.blocking, 'finding')} at or above ${verdict.failOn} (--fail-on ${verdict.failOn})`);
    }
    else {
        lines.push(paint(GREEN_BOLD, 'PASS') + `: no finding at or above ${verdict.failOn} (--fail-on ${verdict.failOn})`);
    }
    if (options.files) {
        if (!report.server.untraced)
            lines.push(`Evidence: ${untrusted(options.files.trace, 300)}`);
        lines.push(`Report:   ${untrusted(options.files.report, 300)}`);
    }
    else {
        lines.push('Evidence and full report: trace.log and report.json in the output directory');
    }
    return `${lines.join('\n')}\n`;
}
/** `read_config, export_settings`, `startup`, … at most MAX_SITES names, then `+N more`. */
function sitesText(group) {
    const labels = [...new Set(group.findings.map(format/* siteLabel */.Ku))];
    const shown = labels.slice(0, MAX_SITES).map((label) => untrusted(label, MAX_NAME));
    return shown.join(', ') + (labels.length > MAX_SITES ? ` +${labels.length - MAX_SITES} more` : '');
}
function sandboxText(report) {
    const { network, method, failOn, fs } = report.sandbox;
    const net = network === 'sandbox' ? `network sandboxed (${method})` : 'host network (not sandboxed: connections really left the machine)';
    const files = fs === 'host' ? '; host filesystem (not contained: the server could change your files)' : fs === 'sandbox' ? '; filesystem contained' : '';
    return `${net}${files}${descriptorsText(report)}; fail on ${failOn === 'never' ? 'never' : `${failOn} or above`}`;
}
const MAX_FDS = 8;
function fdList(fds) {
    return fds.slice(0, MAX_FDS).join(',') + (fds.length > MAX_FDS ? ',…' : '');
}
function descriptorsText(report) {
    const descriptors = report.sandbox.descriptors;
    if (!descriptors)
        return '';
    const { passed, closed } = descriptors;
    const clean = passed.every((fd) => fd <= 2);
    const closedText = closed.length > 0 ? ` (closed inherited ${fdList(closed)})` : '';
    return clean ? `; server inherited stdio only${closedText}` : `; server inherited fds ${fdList(passed)}${closedText}`;
}
function callsText(report) {
    const calls = (0,attack_text/* exerciseCalls */.wB)(report.calls);
    const counts = new Map();
    for (const call of calls)
        counts.set(call.outcome, (counts.get(call.outcome) ?? 0) + 1);
    const parts = [...counts].map(([outcome, count]) => `${count} ${outcome}`);
    return `${(0,format/* pluralize */.td)(calls.length, 'call')}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}
function rowName(row) {
    if ((0,tool_behaviour/* isPhaseRow */.GU)(row))
        return `(${row.kind})`;
    const suffix = row.kind === 'tool' ? '' : ` (${row.kind})`;
    return untrusted(row.name, MAX_NAME - Array.from(suffix).length) + suffix + (row.declared ? '' : ' *');
}
/** What a row did, on one line: each verb with its first items, `+N` for the rest (report.json has all). */
function behaviourText(row) {
    const verbs = [
        ['read', row.reads],
        ['write', row.writes],
        ['delete', row.deletes],
        ['connect', row.contacts],
        ['dns', row.dnsLookups],
        ['exec', row.executes],
        ['sink', row.sink]
    ];
    const parts = verbs
        .filter(([, items]) => items.length > 0)
        .map(([verb, items]) => {
        const shown = items.slice(0, MAX_ITEMS_PER_VERB).map((item) => untrusted(item, MAX_ITEM));
        return `${verb} ${shown.join(', ')}${items.length > MAX_ITEMS_PER_VERB ? ` +${items.length - MAX_ITEMS_PER_VERB}` : ''}`;
    });
    return parts.length > 0 ? (0,neutralize/* truncate */.xv)(parts.join('; '), MAX_BEHAVIOUR) : 'nothing observed';
}
function findingsCell(row) {
    const text = (0,format/* severityCountsText */.Xj)(row.findings);
    return text === 'none' ? '-' : text;
}
function width(text) {
    return Array.from(text).length;
}
function pad(text, to) {
    return text + ' '.repeat(Math.max(0, to - width(text)));
}
/** Past this many rows, the text table keeps only the items with a finding at low or above. */
const MAX_TEXT_ROWS = 12;
function behaviourTable(rows) {
    if (rows.length === 0)
        return ['(the server declared nothing and nothing was called)'];
    // Items that did nothing and drew no finding share one line: the table fits a screen.
    const quiet = rows.filter((row) => !(0,tool_behaviour/* hasBehaviour */.A0)(row) && (0,format/* severityCountsText */.Xj)(row.findings) === 'none');
    let shown = rows.length - quiet.length > 0 && quiet.length > 1 ? rows.filter((row) => !quiet.includes(row)) : rows;
    // A big surface (dozens of tools) keeps the rows a reviewer must look at — a finding at low or above —
    // and names the rest on one line; the job summary and report.json keep every row.
    const notable = (row) => row.findings.critical + row.findings.high + row.findings.medium + row.findings.low > 0;
    const infoOnly = shown.length > MAX_TEXT_ROWS ? shown.filter((row) => !notable(row)) : [];
    shown = shown.filter((row) => !infoOnly.includes(row));
    const cells = shown.map((row) => ({
        name: rowName(row),
        calls: [(0,tool_behaviour/* outcomesText */.xL)(row), (0,tool_behaviour/* durationText */.S5)(row)].filter(Boolean).join(', '),
        findings: findingsCell(row),
        behaviour: behaviourText(row)
    }));
    const header = { name: 'TOOL', calls: 'CALLS', findings: 'FINDINGS' };
    const nameWidth = Math.max(width(header.name), ...cells.map((cell) => width(cell.name)));
    const callsWidth = Math.max(width(header.calls), ...cells.map((cell) => width(cell.calls)));
    const findingsWidth = Math.max(width(header.findings), ...cells.map((cell) => width(cell.findings)));
    const line = (name, calls, findings, behaviour) => `${pad(name, nameWidth)}  ${pad(calls, callsWidth)}  ${pad(findings, findingsWidth)}  ${behaviour}`;
    const out = cells.length > 0 ? [line(header.name, header.calls, header.findings, 'BEHAVIOUR')] : [];
    for (const cell of cells)
        out.push(line(cell.name, cell.calls, cell.findings, cell.behaviour));
    if (infoOnly.length > 0) {
        out.push((0,neutralize/* truncate */.xv)(`info-level behaviour only (${infoOnly.length}): ${infoOnly.map(rowName).join(', ')}`, MAX_BEHAVIOUR + 60));
        out.push('  (the job summary and report.json have a row for each)');
    }
    if (quiet.length > 1 && !quiet.every((row) => shown.includes(row))) {
        const names = quiet.map(rowName);
        out.push((0,neutralize/* truncate */.xv)(`nothing observed (${quiet.length}): ${names.join(', ')}`, MAX_BEHAVIOUR + 60));
    }
    if (rows.some((row) => !row.declared))
        out.push('* called but not in the declared manifest');
    return out;
}

// EXTERNAL MODULE: ./src/report/unseen-surface.ts
var unseen_surface = __webpack_require__(68542);
// EXTERNAL MODULE: ./src/engine/init-status.ts + 2 modules
var init_status = __webpack_require__(21950);
;// CONCATENATED MODULE: ./src/profile/attack-split.ts
// What belongs to the attack stage (issue 42), decided here once: behaviour in an attack call's phase
// (the profile keeps each attack call a call site of its own: phase-clock.ts's callSiteKey), a witness's
// record in an attack call's window of time, a file change whose path carries the run's marker or that
// only attack calls made. The attack's part is that attack's evidence (rules/attack-oracle.ts); every
// other rule, the coverage, the behaviour baseline and the exercise passes see the ordinary part only,
// so an honest fetch server is not reported for fetching the metadata address because it was asked to.
const isAttackPhase = (phase) => phase.kind === 'call' && phase.call.attack === true;
/** Each attack call's time (epoch ms): from its start to the next call's start, or to the shutdown. */
function attackWindows(calls, shutdownAt) {
    const sorted = [...calls].sort((a, b) => a.startedAt - b.startedAt || a.id - b.id);
    return sorted.flatMap((call, at) => (call.attack ? [{ from: call.startedAt, to: sorted[at + 1]?.startedAt ?? (shutdownAt || Infinity) }] : []));
}
const inAttackWindow = (at, windows) => windows.some((window) => at >= window.from && at < window.to);
/** A path that carries the run's marker prefix: something an attack value named. */
const namesMarker = (path, markerPrefix) => markerPrefix !== null && markerPrefix !== '' && path.includes(markerPrefix);
/** The entries' ordinary and attack parts: an entry seen in both (a folded directory) is split by its phases. */
function splitPhased(entries) {
    const ordinary = [];
    const attack = [];
    for (const entry of entries ?? []) {
        const attacks = entry.phases.filter(isAttackPhase);
        if (attacks.length === 0)
            ordinary.push(entry);
        else if (attacks.length === entry.phases.length)
            attack.push(entry);
        else {
            ordinary.push({ ...entry, phases: entry.phases.filter((phase) => !isAttackPhase(phase)) });
            attack.push({ ...entry, phases: attacks });
        }
    }
    return [ordinary, attack];
}
/** A change the attack made: its path names the marker, or only attack calls wrote, made or removed it. */
function attackChange(change, ordinary, attack, markerPrefix) {
    if (namesMarker(change.path, markerPrefix))
        return true;
    const changed = (files) => files.some((file) => file.access !== 'read' && (file.path === change.path || file.renamedTo === change.path));
    return changed(attack) && !changed(ordinary);
}
/** The profile split once: what every other rule judges, and what the attack oracle reads. */
function splitAttackProfile(observed, markerPrefix) {
    const [files, attackFiles] = splitPhased(observed.files);
    const [network, attackNetwork] = splitPhased(observed.network);
    const [dns, attackDns] = splitPhased(observed.dns);
    const [processes, attackProcesses] = splitPhased(observed.processes);
    const [leaks, attackLeaks] = splitPhased(observed.leaks);
    const [ioUring, attackIoUring] = splitPhased(observed.ioUring);
    const [leftovers, attackLeftovers] = splitPhased(observed.leftovers);
    const sink = (observed.sink ?? []).filter((record) => !isAttackPhase(record.phase));
    const attackSink = (observed.sink ?? []).filter((record) => isAttackPhase(record.phase));
    const changes = observed.fileChanges?.filter((change) => !attackChange(change, files, attackFiles, markerPrefix));
    const attackChanges = observed.fileChanges?.filter((change) => attackChange(change, files, attackFiles, markerPrefix));
    const ordinary = {
        ...observed,
        files,
        network,
        dns,
        processes,
        leaks,
        ioUring,
        ...(observed.leftovers ? { leftovers } : {}),
        ...(observed.sink ? { sink } : {}),
        ...(changes ? { fileChanges: changes } : {})
    };
    const attack = {
        files: attackFiles,
        network: attackNetwork,
        dns: attackDns,
        processes: attackProcesses,
        leaks: attackLeaks,
        ioUring: attackIoUring,
        leftovers: attackLeftovers,
        sink: attackSink,
        fileChanges: attackChanges ?? [],
        noise: {},
        trace: observed.trace
    };
    return { ordinary, attack };
}

// EXTERNAL MODULE: ./src/settings/passes.ts
var passes = __webpack_require__(39332);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/sandbox/canary-watch-log.ts
var canary_watch_log = __webpack_require__(22590);
// EXTERNAL MODULE: ./src/sandbox/containment-plan.ts
var containment_plan = __webpack_require__(28915);
// EXTERNAL MODULE: ./src/sandbox/file-changes.ts
var file_changes = __webpack_require__(16913);
// EXTERNAL MODULE: ./src/sandbox/settle-all.ts
var settle_all = __webpack_require__(83134);
// EXTERNAL MODULE: ./src/sandbox/sink-log.ts
var sink_log = __webpack_require__(17467);
// EXTERNAL MODULE: ./src/engine/output-files.ts
var output_files = __webpack_require__(45595);
// EXTERNAL MODULE: ./src/engine/probe-in-sandbox.ts + 9 modules
var probe_in_sandbox = __webpack_require__(99314);
// EXTERNAL MODULE: ./src/engine/start-sandbox.ts + 7 modules
var start_sandbox = __webpack_require__(53413);
// EXTERNAL MODULE: ./src/engine/passes/pass-dirs.ts
var pass_dirs = __webpack_require__(79226);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: ./src/baseline/generalize.ts
var generalize = __webpack_require__(56953);
;// CONCATENATED MODULE: ./src/engine/passes/witness-keys.ts
// What one exercise pass's witnesses that need no ptrace saw, as stable keys a second pass can be
// compared on: hosts and ports, DNS names and canary ids, home paths generalized the way the behaviour
// baseline generalizes them (baseline/generalize.ts). Timing and order do not enter a key, so an
// honest server's passes give the same keys.


/** The call whose window (its start up to the next call's start) holds `at`; none before the first call. */
function callAt(calls, at) {
    let found;
    for (const call of calls)
        if (call.startedAt <= at && (!found || call.startedAt >= found.startedAt))
            found = call;
    return found;
}
/** The first sighting of each key (the earliest call it fell in). */
function sightingsOf(seen) {
    const sightings = new Map();
    // A host or file a call's own arguments name is the caller's choice, which differs between passes.
    const argumentText = seen.calls.map((call) => JSON.stringify(call.arguments ?? {}).toLowerCase()).join('\n');
    const named = (text) => text !== '' && argumentText.includes(text.toLowerCase());
    const add = (key, witness, canary, at) => {
        if (sightings.has(key))
            return;
        const call = at === undefined ? undefined : callAt(seen.calls, at);
        sightings.set(key, { key, witness, canary, ...(call ? { tool: call.name, iteration: call.iteration } : {}) });
    };
    const machineName = seen.roots.machineName;
    for (const record of seen.sink?.records ?? []) {
        if (record.dns)
            continue;
        const host = record.sni ?? record.http?.host?.replace(/:\d+$/, '') ?? record.address;
        if (named(host))
            continue;
        add(`connect ${(0,external_node_net_.isIP)(host) ? host : (0,generalize/* normalizeHostName */.B)(host, machineName)}:${record.port}`, 'sink', false, record.at);
    }
    for (const payload of seen.sink?.payloads ?? []) {
        if (payload.via === 'dns' && !named(payload.destination))
            add(`dns ${(0,generalize/* normalizeHostName */.B)(payload.destination, machineName)}`, 'sink', false, payload.at);
        for (const hit of seen.canaries.scan(payload.data))
            add(`send canary ${hit.canary}`, 'sink', true, payload.at);
    }
    // As in the traced profile (profile/canary-watch-reads.ts): the watch sees every read under the home,
    // files the server wrote there itself included (a package manager's cache), and only a canary file's
    // read is a canary's; the other home files differ between passes with the server's own state.
    for (const record of seen.canaryWatch)
        if (seen.canaries.hasFile(`~/${record.path}`))
            add(`read ~/${record.path}`, 'canary-watch', true, record.at);
    for (const change of seen.changes ?? []) {
        const path = (0,generalize/* normalizePath */.F)(change.path, seen.roots);
        if (!path.startsWith('~/') || named(change.path.split('/').pop() ?? ''))
            continue;
        add(`${change.change === 'deleted' ? 'delete' : 'write'} ${path}`, 'file-changes', false);
    }
    return sightings;
}

;// CONCATENATED MODULE: ./src/engine/passes/run-pass.ts
// One exercise pass after the traced one: a sandbox of its own (a fresh canary home, sink and view),
// the server started without strace (with it only to confirm a difference from the traced pass), the same surface exercised under the pass's conditions, and what
// the witnesses that need no ptrace saw, as stable keys (witness-keys.ts). Nothing is written to the
// out-dir: the traced pass's files stay the audit's evidence.













const CI_VARIABLES = { CI: 'true', GITHUB_ACTIONS: 'true' };
/** The sightings of one untraced pass; null when it could not run (the audit goes on without it). */
async function runPass(context, conditions, name) {
    const { runtime } = context;
    const { host, logger } = runtime;
    const env = { ...context.settings.env };
    if (conditions.ci)
        Object.assign(env, CI_VARIABLES);
    else
        for (const variable of Object.keys(CI_VARIABLES))
            delete env[variable];
    const settings = { ...context.settings, env, callsPerTool: conditions.callsPerTool };
    const runDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(host.tmpDir, (0,containment_plan/* runDirPrefix */.bL)(external_node_crypto_.randomBytes, external_node_crypto_.randomInt)));
    pass_dirs/* activePassDirs */.w.add(runDir);
    try {
        // Traced only to confirm that a difference from the traced pass holds; its trace is not read.
        const tracePath = (0,external_node_path_.join)(runDir, 'trace.log');
        if (conditions.traced)
            await (0,output_files/* createEmptyOutputFile */.F_)(tracePath);
        const sandbox = await (0,start_sandbox/* startSandbox */.OT)({ settings, target: context.target, choice: context.choice, runDir, tracePath, traced: conditions.traced }, runtime);
        const { probe } = await (0,probe_in_sandbox.probeInSandbox)(settings, context.target, sandbox, runtime, conditions.traced ? tracePath : null, {
            client: { name: conditions.clientName, protocolVersion: conditions.protocolVersion },
            holdMs: conditions.holdMs,
            ...(conditions.callsCap ? { callsCap: conditions.callsCap } : {})
        });
        const { paths, containment } = sandbox;
        const [sink, canaryWatch, changes] = await (0,settle_all/* settleAll */.j)([
            paths.sinkLog ? (0,sink_log/* readSinkLog */.g)(paths.sinkLog) : null,
            (0,canary_watch_log/* readCanaryWatchLog */.W)(paths.canaryWatchLog),
            containment ? (0,file_changes/* scanChanges */.Vc)(containment.changeAreas) : null
        ]);
        return sightingsOf({
            sink,
            canaryWatch,
            changes: changes?.changes ?? null,
            calls: probe.calls,
            canaries: sandbox.canaryIndex,
            roots: {
                home: sandbox.homePath,
                cwd: settings.cwd,
                ...(containment ? { machineName: containment.identity.hostname, userName: containment.identity.user } : {})
            }
        });
    }
    catch (error) {
        logger.warn(`exercise pass ${name} did not run to its end: ${error instanceof Error ? error.message : String(error)}`);
        return null;
    }
    finally {
        await (0,promises_.rm)(runDir, { recursive: true, force: true }).catch(() => undefined);
        pass_dirs/* activePassDirs */.w.delete(runDir);
    }
}

;// CONCATENATED MODULE: ./src/engine/passes/exercise-passes.ts




/** The traced pass's client (probe/client.ts), and the one the varied pass introduces itself as. */
const TRACED_CLIENT = 'claude-code';
const VARIED_CLIENT = 'cursor';
const OLDER_PROTOCOLS = ['2025-03-26', '2024-11-05'];
const LATEST_PROTOCOL = '2025-11-25';
/** Every pass the settings name after the traced one, bisected where they differ from it. */
async function exercisePasses(context, traced) {
    const { settings, runtime } = context;
    const specs = settings.passes ?? (0,passes/* parsePasses */.fr)(passes/* DEFAULT_PASSES */.yZ);
    // A remote or HTTP server is exercised once: its passes would share one listener and state.
    if (specs.length < 2 || settings.http || runtime.signal?.aborted)
        return [];
    const base = baseConditions(context, traced);
    const seenTraced = tracedSightings(context, traced);
    const ran = new Map();
    const pass = (name, conditions) => {
        if (runtime.signal?.aborted)
            return Promise.resolve(null);
        // By its conditions: a client=NAME pass is also the bisection's one change of clientInfo.
        const key = JSON.stringify(conditions);
        let running = ran.get(key);
        if (!running) {
            runtime.logger.info(`exercise pass ${name}: ${conditions.traced ? 'under strace' : 'without strace'}${describeChange(base, conditions)}`);
            running = runPass(context, conditions, name);
            ran.set(key, running);
        }
        return running;
    };
    const untraced = { ...base, traced: false };
    const single = (dimension, value) => dimension === 'traced' ? pass('untraced', untraced) : pass(`${dimension}=${String(value)}`, { ...untraced, [dimension]: value });
    /**
     * A condition is named only once it reproduces: the pass that saw the behaviour runs again and sees it
     * again, and the pass that lacked it runs again and lacks it again (each pair once, whatever the
     * sightings). Background work whose timing moves between passes (an update check, a telemetry flush,
     * a cache going stale) does not hold, and is reported as what it is. A pass that cannot run again
     * confirms nothing away: the difference stays; so does a canary seen leaving, which needs no condition.
     */
    const holds = async (sighting, saw, sawName, lacked, lackedName) => {
        // a canary that left in any pass left: never explained away
        if (sighting.canary)
            return true;
        const key = sighting.key;
        const again = await pass(`${sawName} again`, { ...saw, repeat: 1 });
        if (again !== null && !again.has(key))
            return false;
        const control = await pass(`${lackedName} again`, { ...lacked, repeat: 1 });
        return control === null || !control.has(key);
    };
    const differences = [];
    for (const spec of specs) {
        // The offline pass is traced, its findings the audit's own (offline-pass.ts).
        if (spec.kind === 'traced' || spec.kind === 'offline')
            continue;
        const variant = spec.kind === 'untraced'
            ? untraced
            : spec.kind === 'client'
                ? { ...untraced, clientName: spec.name }
                : spec.kind === 'held'
                    ? { ...untraced, holdMs: spec.seconds * 1000 }
                    : {
                        traced: false,
                        clientName: VARIED_CLIENT,
                        protocolVersion: OLDER_PROTOCOLS.find((version) => version !== base.protocolVersion) ?? LATEST_PROTOCOL,
                        ci: !base.ci,
                        callsPerTool: Math.max(5, base.callsPerTool + 2),
                        holdMs: 0,
                        callsCap: slowTools(traced.session.probe.calls.filter((call) => !call.attack))
                    };
        const name = spec.kind === 'client' ? `client=${spec.name}` : spec.kind === 'held' ? `held=${spec.seconds}` : spec.kind;
        const seen = await pass(name, variant);
        if (!seen)
            continue;
        const dimensions = ['traced', 'clientName', 'protocolVersion', 'ci'].filter((dimension) => variant[dimension] !== base[dimension]);
        // Seen in this pass only: on a call past the traced pass's count, else the first single change that shows it.
        for (const sighting of [...seen.values()].filter((entry) => !seenTraced.has(entry.key))) {
            if (differences.some((difference) => difference.behaviour === sighting.key))
                continue;
            const late = sighting.iteration !== undefined && sighting.iteration > base.callsPerTool;
            let found = late ? { dimension: 'calls', pass: name } : null;
            // A held pass's difference: the wait, unless as many calls without it show it too.
            const unheld = { ...untraced, callsPerTool: base.callsPerTool + 1 };
            if (variant.holdMs > 0 && !(await pass(`calls=${unheld.callsPerTool}`, unheld))?.has(sighting.key))
                found = { dimension: 'held', pass: name };
            for (const dimension of found || dimensions.length < 2 ? [] : dimensions) {
                if ((await single(dimension, variant[dimension]))?.has(sighting.key)) {
                    found = { dimension, pass: dimension === 'traced' ? 'untraced' : `${dimension}=${String(variant[dimension])}` };
                    break;
                }
            }
            found ??= dimensions.length === 1 ? { dimension: dimensions[0], pass: name } : { dimension: 'combined', pass: name };
            const saw = found.pass === name ? variant : found.dimension === 'traced' ? untraced : { ...untraced, [found.dimension]: variant[found.dimension] };
            const [lacked, lackedName] = found.dimension === 'held'
                ? [unheld, `calls=${unheld.callsPerTool}`]
                : found.pass === name || found.dimension === 'traced'
                    ? [base, 'traced']
                    : [untraced, 'untraced'];
            const confirmed = await holds(sighting, saw, found.pass, lacked, lackedName);
            differences.push(confirmed ? difference(sighting, found.dimension, variant, dimensions, found.pass) : background(sighting, found.pass));
        }
        // Seen in the traced pass only: a single change without the tracer that takes it away names the condition.
        for (const sighting of [...seenTraced.values()].filter((entry) => !seen.has(entry.key))) {
            if (differences.some((difference) => difference.behaviour === sighting.key))
                continue;
            // Absent without the tracer alone: the tracer's own doing, or noise; the traced findings report it.
            if (dimensions.includes('traced') && dimensions.length > 1 && !(await single('traced', false))?.has(sighting.key))
                continue;
            for (const dimension of dimensions.filter((entry) => entry !== 'traced')) {
                const without = dimensions.length > 2 ? await single(dimension, variant[dimension]) : seen;
                if (without && !without.has(sighting.key)) {
                    const lacked = dimensions.length > 2 ? { ...untraced, [dimension]: variant[dimension] } : variant;
                    const lackedName = dimensions.length > 2 ? `${dimension}=${String(variant[dimension])}` : name;
                    const confirmed = await holds(sighting, untraced, 'untraced', lacked, lackedName);
                    differences.push(confirmed ? difference(sighting, dimension, base, dimensions, 'traced') : background(sighting, lackedName));
                    break;
                }
            }
        }
    }
    return differences;
}
/**
 * A tool whose traced calls took this long each on average (it sleeps or waits on a service) is called
 * once in the varied pass: five calls of server-everything's 4-second research query would take the
 * audit past twice the single-pass time. The client, protocol, CI and tracer conditions still meet it;
 * only "on call N" is not looked for on such a tool.
 */
const SLOW_CALL_MS = 1_000;
function slowTools(calls) {
    const spent = new Map();
    for (const call of calls) {
        if (call.kind !== 'tool')
            continue;
        const entry = spent.get(call.name) ?? { ms: 0, calls: 0 };
        spent.set(call.name, { ms: entry.ms + (call.endedAt - call.startedAt), calls: entry.calls + 1 });
    }
    return new Map([...spent].filter(([, { ms, calls: count }]) => ms / count >= SLOW_CALL_MS).map(([name]) => [name, 1]));
}
function baseConditions(context, traced) {
    return {
        traced: true,
        clientName: TRACED_CLIENT,
        protocolVersion: traced.session.probe.protocolVersion ?? LATEST_PROTOCOL,
        ci: context.settings.env.CI !== undefined,
        callsPerTool: context.settings.callsPerTool,
        holdMs: 0
    };
}
/** The traced pass's witnesses but what they saw of its attack stage, which no other pass runs (profile/attack-split.ts). */
function tracedSightings(context, { session, evidence, sandbox }) {
    const { containment } = sandbox;
    const { calls, shutdownAt } = session.probe;
    const windows = attackWindows(calls, shutdownAt);
    const outside = (records) => records.filter((record) => !inAttackWindow(record.at, windows));
    const sink = evidence.sinkSeen && { records: outside(evidence.sinkSeen.records), payloads: outside(evidence.sinkSeen.payloads) };
    const marker = session.probe.attack?.markerPrefix ?? null;
    return sightingsOf({
        sink,
        canaryWatch: outside(evidence.canaryWatchSeen),
        changes: evidence.changes?.changes.filter((change) => !namesMarker(change.path, marker)) ?? null,
        calls: calls.filter((call) => !call.attack),
        canaries: sandbox.canaryIndex,
        roots: {
            home: sandbox.homePath,
            cwd: context.settings.cwd,
            ...(containment ? { machineName: containment.identity.hostname, userName: containment.identity.user } : {})
        }
    });
}
/** The condition in words: what held where the behaviour was seen. */
function conditionText(dimension, held, iteration, all) {
    switch (dimension) {
        case 'traced':
            return 'only without the tracer';
        case 'calls':
            return `only on call ${iteration ?? held.callsPerTool}`;
        case 'held':
            return `only after ${Math.round(held.holdMs / 1000)} s in a session`;
        case 'clientName':
            return `only when clientInfo is ${held.clientName}`;
        case 'protocolVersion':
            return `only under protocol ${held.protocolVersion}`;
        case 'ci':
            return held.ci ? 'only with CI set' : 'only without CI';
        case 'combined':
            return `only when ${all.map((entry) => conditionText(entry, held, iteration, all).replace(/^only (when )?/, '')).join(' and ')} together`;
    }
}
function difference(sighting, dimension, held, all, pass) {
    return {
        rule: dimension === 'traced' ? 'tracer-conditional' : 'client-conditional',
        behaviour: sighting.key,
        condition: conditionText(dimension, held, sighting.iteration, all),
        witness: sighting.witness,
        pass,
        ...(sighting.tool ? { tool: sighting.tool } : {}),
        canary: sighting.canary
    };
}
/** Behaviour one pass saw and its second run or its control did not bear out: background work, no condition. */
function background(sighting, pass) {
    return {
        rule: 'client-conditional',
        behaviour: sighting.key,
        condition: 'in one pass and not when the passes ran again',
        witness: sighting.witness,
        pass,
        ...(sighting.tool ? { tool: sighting.tool } : {}),
        canary: sighting.canary,
        background: true
    };
}
function describeChange(base, conditions) {
    const changes = [];
    if (conditions.clientName !== base.clientName)
        changes.push(`clientInfo ${conditions.clientName}`);
    if (conditions.protocolVersion !== base.protocolVersion)
        changes.push(`protocol ${conditions.protocolVersion}`);
    if (conditions.ci !== base.ci)
        changes.push(conditions.ci ? 'CI set' : 'CI unset');
    if (conditions.callsPerTool !== base.callsPerTool)
        changes.push(`${conditions.callsPerTool} calls per tool`);
    if (conditions.callsCap && conditions.callsCap.size > 0)
        changes.push(`one call each for ${conditions.callsCap.size} slow tool(s)`);
    if (conditions.holdMs > 0)
        changes.push(`the session held open ${Math.round(conditions.holdMs / 1000)} s, then each tool called again`);
    if (conditions.repeat)
        changes.push('again, to confirm a difference');
    return changes.length > 0 ? `, ${changes.join(', ')}` : '';
}

// EXTERNAL MODULE: external "node:dns/promises"
var external_node_dns_promises_ = __webpack_require__(71553);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/launch/install-phase.ts
var install_phase = __webpack_require__(78790);
// EXTERNAL MODULE: ./src/profile/build-profile.ts + 13 modules
var build_profile = __webpack_require__(25351);
// EXTERNAL MODULE: ./src/profile/phase-clock.ts
var phase_clock = __webpack_require__(33873);
;// CONCATENATED MODULE: ./src/profile/canary-watch-reads.ts

// The canary watch's reads (inotify on the canary home) that the trace does not show in the same call
// become file reads of their own, marked as seen by that witness: the rules then judge them like any
// read of a canary file, and the sink's matching counts the file's pieces from that call on.
// The watch hears of a read later than it happened (inotifywait, then the init, then the auditor): a
// record up to this long after a traced read of the same file, in a call that had not yet ended this
// long before, is that read, not a new one in whichever call was running when the record arrived.
// Measured: 20–40 ms on an idle machine; the bound leaves room for a loaded one, and a record later
// than that after the call ended is a read of its own (io_uring, say) in the call it came in.
const WATCH_LAG_MS = 1_000;
const CANARY_WATCH_VIA = "the kernel's inotify on the canary home (no syscall in the trace shows it)";
function witnessOnlyReads(observed, 
/** the watch's records (sandbox/canary-watch.ts): when, and the path relative to the canary home */
records, canaryFiles, home, calls, shutdownAt, 
/** when the traced lifecycle scripts ended (--install-scripts): reads before it are phase install */
installEndsAt) {
    const canaryIds = new Set(canaryFiles.map((file) => file.id));
    const traced = new Set();
    for (const file of observed.files) {
        if (file.access !== 'read' || !file.succeeded || file.homePath === undefined)
            continue;
        for (const phase of file.phases)
            traced.add(`${file.homePath}\0${(0,phase_clock/* callKey */.C_)(phase)}`);
    }
    const clock = new phase_clock/* PhaseClock */.wM([...calls], shutdownAt, installEndsAt);
    const reads = new Map();
    for (const record of records) {
        const homePath = `~/${record.path}`;
        if (!canaryIds.has(homePath))
            continue;
        const phase = clock.phaseAt(record.at / 1000);
        if (traced.has(`${homePath}\0${(0,phase_clock/* callKey */.C_)(phase)}`))
            continue;
        if (heardLate(record.at, homePath, traced, calls, installEndsAt?.() ?? -Infinity))
            continue;
        let read = reads.get(homePath);
        if (!read) {
            read = {
                path: `${home}/${record.path}`,
                homePath,
                access: 'read',
                via: CANARY_WATCH_VIA,
                witness: 'canary-watch',
                succeeded: true,
                category: 'canary-home',
                noise: false,
                count: 0,
                phases: [],
                traceLines: []
            };
            reads.set(homePath, read);
        }
        read.count += 1;
        if (!read.phases.some((seen) => (0,phase_clock/* callKey */.C_)(seen) === (0,phase_clock/* callKey */.C_)(phase)))
            read.phases.push(phase);
    }
    return [...reads.values()];
}
/**
 * A traced read of the file in a phase that ran within WATCH_LAG_MS before the record arrived: the
 * lifecycle scripts (a script reads a key and exits, and the server starts before the record comes),
 * startup, or a call.
 */
function heardLate(at, homePath, traced, calls, installEndsAt) {
    const since = at - WATCH_LAG_MS;
    if (traced.has(`${homePath}\0install`) && installEndsAt >= since)
        return true;
    if (traced.has(`${homePath}\0startup`) && calls.every((call) => call.startedAt >= since))
        return true;
    return calls.some((call) => call.startedAt <= at && call.endedAt >= since && traced.has(`${homePath}\0call:${call.id}`));
}

;// CONCATENATED MODULE: ./src/profile/mcp-http-channel.ts
// An HTTP server answers the auditor on the connections it accepted on its MCP port (relayed by the
// sandbox init). Those writes are the MCP channel itself — the counterpart of a stdio server's stdout —
// not behaviour: left in, every answer would show as traffic to the relay's loopback port.
class McpHttpChannelFilter {
    port;
    constructor(port) {
        this.port = port;
    }
    /** Whether `event` goes on to the profile: everything but sends on a connection accepted on the MCP port. */
    keep(event) {
        if (event.type !== 'send')
            return true;
        const info = event.fd.info;
        return !(info?.kind === 'socket' && info.protocol.startsWith('TCP') && info.local?.port === this.port);
    }
}

;// CONCATENATED MODULE: ./src/profile/sandbox-setup.ts

// strace traces bwrap too: it creates mount points, writes its uid map, searches for the server's
// executable. That is the sandbox's doing, not the server's. Every process that exists before the
// first successful exec of a program other than bwrap is bwrap's (the server does not exist yet), so
// their events are dropped; the process that execs the server is the server from that exec on, and
// every process that appears later is the server's. A later exec of bwrap by the server is judged like
// any other program.
const HELPER = 'bwrap';
class SandboxSetupFilter {
    enabled;
    setupPids = new Set();
    serverPid = null;
    constructor(enabled) {
        this.enabled = enabled;
    }
    /** Whether `event` belongs to the server (and goes on to the profile). */
    keep(event) {
        if (!this.enabled)
            return true;
        if (this.serverPid === null) {
            if (event.type === 'exec' && event.ret === 0 && external_node_path_.posix.basename(event.path) !== HELPER) {
                this.serverPid = event.pid;
                return true;
            }
            this.setupPids.add(event.pid);
            return false;
        }
        return event.pid === this.serverPid || !this.setupPids.has(event.pid);
    }
}

;// CONCATENATED MODULE: ./src/profile/sink-sockets.ts

/** strace stamps microseconds, the sink milliseconds. */
const CLOCK_MARGIN_MS = 1;
/**
 * The socket the sink saw is the last one with that port before it; failing that (the first send, which
 * showed the port, came after the sink accepted), the first one this little after it.
 */
const ACCEPT_SLACK_MS = 1_000;
function endpointKey(address, port) {
    const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
    return `${bare.replace(/^::ffff:/i, '')}:${port}`;
}
function remoteOf(address) {
    if (address.family === 'AF_INET')
        return endpointKey(address.address, address.port);
    if (address.family === 'AF_INET6')
        return endpointKey(address.mappedIPv4 ?? address.address, address.port);
    return null;
}
class TracedSourcePorts {
    clock;
    /** the last connect per fd number and destination (threads share fds, so not per pid) */
    connects = new Map();
    /** per `tcp:41000`, each socket seen with that local port, in trace order */
    ports = new Map();
    constructor(clock) {
        this.clock = clock;
    }
    see(event) {
        if (event.type === 'connect') {
            const remote = remoteOf(event.address);
            if (remote !== null && typeof event.fd.fd === 'number')
                this.connects.set(`${event.fd.fd}\0${remote}`, { time: event.time, line: event.line });
            return;
        }
        if (event.type !== 'send' || event.ret === null || event.ret < 0)
            return;
        const info = event.fd.info;
        if (info?.kind !== 'socket' || !info.local?.port)
            return;
        const protocol = info.protocol.toUpperCase();
        const transport = protocol.startsWith('TCP') ? 'tcp' : protocol.startsWith('UDP') ? 'udp' : null;
        if (transport === null)
            return;
        const payloadAddress = event.payloads[0]?.address;
        const remote = info.remote ? endpointKey(info.remote.address, info.remote.port) : payloadAddress ? remoteOf(payloadAddress) : null;
        if (remote === null)
            return;
        const key = `${transport}:${info.local.port}`;
        const sightings = this.ports.get(key) ?? [];
        const connectKey = typeof event.fd.fd === 'number' ? `${event.fd.fd}\0${remote}` : '';
        const connect = this.connects.get(connectKey);
        const last = sightings[sightings.length - 1];
        // A datagram belongs to the call that sent it, though its socket (a resolver's, kept open) was connected
        // in an earlier one: a UDP socket gets a sighting per call it sends in.
        const phase = transport === 'udp' ? (0,phase_clock/* callKey */.C_)(this.clock.phaseAt(event.time)) : undefined;
        const opener = connect && (phase === undefined || (0,phase_clock/* callKey */.C_)(this.clock.phaseAt(connect.time)) === phase) ? connect : undefined;
        // the same socket still sending (in the same call, for UDP): the sighting that opened it stands
        if (last && last.remote === remote && last.phase === phase && (!connect || connect.time <= last.time)) {
            if (transport === 'tcp')
                this.moved(last, event);
            return;
        }
        if (connect)
            this.connects.delete(connectKey);
        sightings.push({ time: opener?.time ?? event.time, line: opener?.line ?? event.line, remote, ...(phase !== undefined ? { phase } : {}) });
        this.ports.set(key, sightings);
    }
    /** A TCP socket's send: noted when it comes in another call (or phase) than the last one noted. */
    moved(sighting, event) {
        const phase = (0,phase_clock/* callKey */.C_)(this.clock.phaseAt(event.time));
        const moves = (sighting.moves ??= []);
        const last = moves[moves.length - 1]?.phase ?? (0,phase_clock/* callKey */.C_)(this.clock.phaseAt(sighting.time));
        if (phase !== last)
            moves.push({ time: event.time, line: event.line, phase });
    }
    /**
     * `at`: the sink's epoch milliseconds for the record; `request`: its place on a kept-alive connection
     * (SinkRecord.request) — from the second on, the call of the socket's last send before it, not the opener's.
     */
    place(transport, sourcePort, at, request) {
        const sightings = this.ports.get(`${transport}:${sourcePort}`) ?? [];
        const before = sightings.filter((sighting) => sighting.time * 1000 <= at + CLOCK_MARGIN_MS);
        const sighting = before[before.length - 1] ?? sightings.find((candidate) => candidate.time * 1000 <= at + ACCEPT_SLACK_MS);
        if (!sighting)
            return { phase: this.clock.phaseAt(at / 1000), attributedBy: 'time', traceLines: [] };
        const moves = request !== undefined && request > 1 ? (sighting.moves ?? []).filter((move) => move.time * 1000 <= at + CLOCK_MARGIN_MS) : [];
        const move = moves[moves.length - 1];
        if (move)
            return { phase: this.clock.phaseAt(move.time), attributedBy: 'socket', traceLines: [sighting.line, move.line] };
        return { phase: this.clock.phaseAt(sighting.time), attributedBy: 'socket', traceLines: [sighting.line] };
    }
}

;// CONCATENATED MODULE: ./src/profile/sink-dns.ts

function sinkDnsBeyondTrace(traced, sink) {
    const key = (site, name, type) => `${site}\0${name.toLowerCase()}\0${type}`;
    const seen = new Set(traced.flatMap((entry) => entry.phases.map((phase) => key((0,phase_clock/* callSiteKey */.f5)(phase), entry.name, entry.type))));
    const added = new Map();
    for (const record of sink) {
        for (const question of record.dns ?? []) {
            const at = key((0,phase_clock/* callSiteKey */.f5)(record.phase), question.name, question.type);
            if (seen.has(at))
                continue;
            const entry = added.get(at);
            if (entry)
                entry.count += 1;
            else
                added.set(at, {
                    name: question.name.toLowerCase(),
                    type: question.type,
                    resolver: `${record.address}:${record.port}`,
                    count: 1,
                    phases: [record.phase],
                    traceLines: []
                });
        }
    }
    return [...added.values()];
}

// EXTERNAL MODULE: ./src/profile/canary-match.ts + 4 modules
var canary_match = __webpack_require__(19070);
;// CONCATENATED MODULE: ./src/profile/sink-leaks.ts

function sinkPayloadLeaks(payloads, index, 
/** per canary file the server read, the order of the first phase it read it in: any piece of it counts from then on */
readSince, place, 
/** the address the server connected to for the payload's connection or datagram, when the records hold it */
addressOf) {
    if (payloads.length === 0)
        return [];
    const leaks = new Map();
    for (const payload of payloads) {
        const { phase, attributedBy, traceLines } = place(payload);
        const order = phaseOrder(phase);
        const hits = index.scan(payload.data, (file) => (readSince.get(file) ?? Infinity) <= order);
        for (const hit of hits) {
            const key = `${hit.canary}\0${payload.destination}\0${JSON.stringify(phase)}`;
            if (!leaks.has(key))
                leaks.set(key, {
                    canary: hit.canary,
                    encoding: hit.encoding,
                    via: payload.via,
                    destination: payload.destination,
                    bytes: (0,canary_match/* hitBytes */.pI)(hit),
                    ...(hit.audience ? { audience: hit.audience } : {}),
                    // the address is what says whether the secret reached its audience (rules/credential-audience.ts)
                    ...(hit.audience && payload.via === 'socket' && addressOf(payload) !== undefined ? { address: addressOf(payload) } : {}),
                    witness: 'sink',
                    attributedBy,
                    phases: [phase],
                    traceLines
                });
        }
    }
    return [...leaks.values()];
}
/** Install scripts, startup, then the calls in order, then shutdown: a content piece counts only from the call that read the file. */
function phaseOrder(phase) {
    return phase.kind === 'install' ? -2 : phase.kind === 'startup' ? -1 : phase.kind === 'call' ? phase.call.id : Number.MAX_SAFE_INTEGER;
}
const leakKey = (leak) => `${leak.canary}\0${leak.destination}\0${JSON.stringify(leak.phases[0])}`;
/**
 * The leaks only the sink saw: canary files count from the call that first read them (as the profile
 * shows the reads), and what the trace already reported for the same canary, destination and call is
 * left out.
 */
function sinkLeaksBeyondTrace(observed, payloads, index, place) {
    const readSince = new Map();
    for (const file of observed.files) {
        if (file.access !== 'read' || !file.succeeded || file.homePath === undefined || !index.hasFile(file.homePath))
            continue;
        for (const phase of file.phases)
            readSince.set(file.homePath, Math.min(readSince.get(file.homePath) ?? Infinity, phaseOrder(phase)));
    }
    const traced = new Set(observed.leaks.map(leakKey));
    const addresses = new Map((observed.sink ?? []).map((record) => [`${record.transport ?? 'tcp'}\0${record.sourcePort}\0${record.at}`, record.address]));
    const addressOf = (payload) => addresses.get(`${payload.transport}\0${payload.sourcePort}\0${payload.at}`);
    return sinkPayloadLeaks(payloads, index, readSince, place, addressOf).filter((leak) => !traced.has(leakKey(leak)));
}

;// CONCATENATED MODULE: ./src/profile/sink-witness.ts


/** Each record in its call, saying how it was tied to it. */
function placeSinkRecords(records, place) {
    return records.map((record) => {
        const { phase, attributedBy } = place(record.transport ?? 'tcp', record.sourcePort, record.at, record.request);
        return { ...record, phase, attributedBy };
    });
}
/**
 * `canaryIndex`: the profile's (ProfileBuilder.canaryIndex); file contents count from the call that read the file.
 * Returns what the sink received on the server's sockets, each piece in the call its record went to: the
 * behaviour baseline summarizes them there, not by the sink's clock (which reads a connection's time when the
 * sink got to it, after the call's answer and even after shutdown began when the machine is busy).
 */
function addSinkWitness(observed, seen, ports, canaryIndex) {
    observed.sink = placeSinkRecords(seen.records, (transport, sourcePort, at, request) => ports.place(transport, sourcePort, at, request));
    if (seen.dropped > 0)
        observed.sinkDropped = seen.dropped;
    observed.dns.push(...sinkDnsBeyondTrace(observed.dns, observed.sink));
    // each payload placed once: its leaks and its place in the baseline are the same call
    const placements = new Map(seen.payloads.map((payload) => [payload, ports.place(payload.transport, payload.sourcePort, payload.at, payload.request)]));
    observed.leaks.push(...sinkLeaksBeyondTrace(observed, seen.payloads, canaryIndex, (payload) => placements.get(payload)));
    return [...placements]
        .filter(([payload]) => payload.via === 'socket')
        .map(([payload, { phase }]) => ({ destination: payload.destination, phase, data: payload.data }));
}

// EXTERNAL MODULE: ./src/sandbox/init-config.ts
var init_config = __webpack_require__(22168);
// EXTERNAL MODULE: ./src/trace/c-string.ts
var c_string = __webpack_require__(65428);
;// CONCATENATED MODULE: ./src/trace/strace-args.ts

const QUOTE = 0x22; // "
const LT = 0x3c; // <
const GT = 0x3e; // >
function isWordChar(code) {
    return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f;
}
/**
 * Index just past the `>` closing the -yy decoration whose `<` is at `start`.
 * Paths are printed with `<`, `>` and `"` escaped, so a literal `<` inside a path decoration can only
 * open strace's own device suffix (`/dev/null<char 1:3>`). Socket and pipe decorations (`TCP:[a->b]`,
 * `UNIX:[1,"/x"]`) carry `->` and quoted names, so their `[...]` part is skipped as a unit.
 */
function skipDecoration(text, start) {
    const end = text.length;
    let i = start + 1;
    if (text.charCodeAt(i) !== 0x2f /* / */) {
        const bracket = text.indexOf(':[', i);
        const close = text.indexOf('>', i);
        if (bracket !== -1 && (close === -1 || bracket < close)) {
            i = bracket + 2;
            let brackets = 1; // TCPv6 nests: `TCPv6:[[::1]:5->[::1]:443]`
            while (i < end && brackets > 0) {
                const c = text.charCodeAt(i);
                if (c === QUOTE)
                    i = (0,c_string/* skipString */.t9)(text, i);
                else {
                    if (c === 0x5b /* [ */)
                        brackets++;
                    else if (c === 0x5d /* ] */)
                        brackets--;
                    i++;
                }
            }
        }
    }
    let depth = 1;
    while (i < end) {
        const c = text.charCodeAt(i);
        if (c === LT)
            depth++;
        else if (c === GT && --depth === 0)
            return i + 1;
        i++;
    }
    return end;
}
/** A decoration starts with `<` right after an fd number or AT_FDCWD (never after a space). */
function opensDecoration(text, i) {
    return i > 0 && text.charCodeAt(i) === LT && isWordChar(text.charCodeAt(i - 1));
}
/** Splits `a, {b, c}, "d,e", [f]` into top-level items, respecting strings, brackets and decorations. */
function splitTopLevel(text, separator = 0x2c /* , */) {
    const at = topLevelSeparators(text, separator);
    return itemsBetween(text, at.offsets, at.count);
}
const found = { offsets: new Int32Array(64), count: 0 };
function topLevelSeparators(text, separator) {
    found.count = 0;
    let depth = 0;
    let i = 0;
    const end = text.length;
    while (i < end) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
            i = (0,c_string/* skipString */.t9)(text, i);
            continue;
        }
        if (c === LT && opensDecoration(text, i)) {
            i = skipDecoration(text, i);
            continue;
        }
        if (c === 0x7b || c === 0x5b || c === 0x28)
            depth++;
        else if (c === 0x7d || c === 0x5d || c === 0x29)
            depth--;
        else if (c === separator && depth === 0)
            pushSeparator(found, i);
        i++;
    }
    return found;
}
function pushSeparator(separators, offset) {
    if (separators.count === separators.offsets.length) {
        const grown = new Int32Array(2 * separators.offsets.length);
        grown.set(separators.offsets);
        separators.offsets = grown;
    }
    separators.offsets[separators.count++] = offset;
}
/** The items of `text` between the first `count` separator offsets, trimmed, as splitTopLevel returns them. */
function itemsBetween(text, offsets, count, base = 0) {
    const items = [];
    let itemStart = 0;
    for (let k = 0; k < count; k++) {
        const at = offsets[k] - base;
        items.push(trimmedSlice(text, itemStart, at));
        itemStart = at + 1;
    }
    const last = trimmedSlice(text, itemStart, text.length);
    if (last !== '' || items.length > 0)
        items.push(last);
    return items;
}
/** `text.slice(from, to).trim()` without the intermediate string when the edges are ASCII. */
function trimmedSlice(text, from, to) {
    while (from < to && isAsciiSpace(text.charCodeAt(from)))
        from++;
    while (to > from && isAsciiSpace(text.charCodeAt(to - 1)))
        to--;
    if (from < to && (text.charCodeAt(from) > 0x7f || text.charCodeAt(to - 1) > 0x7f))
        return text.slice(from, to).trim();
    return text.slice(from, to);
}
function isAsciiSpace(code) {
    return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}
/** Unescapes the inside of a -yy path decoration (same escapes as a C string, no quotes). */
function unescapeDecorationPath(raw) {
    if (raw.indexOf('\\') === -1)
        return raw;
    return (0,c_string/* parseStringArg */.$m)(`"${raw}"`) ?? raw;
}
/** The value of text[from, to) when it is 1 to 15 decimal digits, else -1 (no string is made). */
function digitsAt(text, from, to) {
    if (to === from || to - from > 15)
        return -1;
    let value = 0;
    for (let k = from; k < to; k++) {
        const digit = text.charCodeAt(k) - 0x30;
        if (digit < 0 || digit > 9)
            return -1;
        value = value * 10 + digit;
    }
    return value;
}
function parseEndpoint(text) {
    const colon = text.lastIndexOf(':');
    if (colon <= 0)
        return undefined;
    let address = text.slice(0, colon);
    if (address.startsWith('[') && address.endsWith(']'))
        address = address.slice(1, -1);
    const digits = digitsAt(text, colon + 1, text.length);
    const port = digits >= 0 ? digits : Number(text.slice(colon + 1));
    if (!Number.isInteger(port) || address === '')
        return undefined;
    return { address, port };
}
/** Parses what is inside a decoration's `<…>`: `/path`, `TCP:[a:1->b:2]`, `UNIX-STREAM:[1->2,"/x"]`, `pipe:[7]`. */
function parseFdInfo(content) {
    if (content.startsWith('/')) {
        // strace appends the device to character/block special files: `/dev/null<char 1:3>`
        const device = content.lastIndexOf('<');
        const path = device > 0 && content.endsWith('>') ? content.slice(0, device) : content;
        return { kind: 'path', path: unescapeDecorationPath(path) };
    }
    const bracket = content.indexOf(':[');
    if (bracket <= 0 || !content.endsWith(']'))
        return { kind: 'other', raw: content };
    const protocol = content.slice(0, bracket);
    if (protocol === 'pipe' || protocol.startsWith('anon_inode'))
        return { kind: 'other', raw: content };
    const inner = content.slice(bracket + 2, -1);
    const info = { kind: 'socket', protocol };
    if (protocol.startsWith('UNIX')) {
        const inode = /^\d{1,20}/.exec(inner);
        if (inode)
            info.inode = Number(inode[0]);
        const comma = inner.indexOf(',');
        if (comma !== -1) {
            const name = inner.slice(comma + 1);
            const abstract = name.startsWith('@');
            const path = (0,c_string/* parseStringArg */.$m)(abstract ? name.slice(1) : name);
            if (path !== undefined)
                info.path = abstract ? `@${path}` : path;
        }
        return info;
    }
    const arrow = inner.indexOf('->');
    if (arrow !== -1) {
        const local = parseEndpoint(inner.slice(0, arrow));
        const remote = parseEndpoint(inner.slice(arrow + 2));
        if (local)
            info.local = local;
        if (remote)
            info.remote = remote;
    }
    else if (inner.includes(':')) {
        const local = parseEndpoint(inner);
        if (local)
            info.local = local;
    }
    return info;
}
/** `3`, `3</x>`, `AT_FDCWD`, `AT_FDCWD</home/u>`, `20<TCP:[…]>` → Fd. */
function parseFd(token) {
    const lt = token.indexOf('<');
    let fd = digitsAt(token, 0, lt === -1 ? token.length : lt);
    if (fd === -1) {
        const head = lt === -1 ? token : token.slice(0, lt);
        if (head === 'AT_FDCWD')
            fd = 'AT_FDCWD';
        else {
            fd = Number(head);
            if (head === '' || !Number.isInteger(fd))
                return undefined;
        }
    }
    if (lt === -1)
        return { fd };
    if (!token.endsWith('>'))
        return undefined;
    return { fd, info: parseFdInfo(token.slice(lt + 1, -1)) };
}
/** `{a=1, b={c=2}, inet_pton(…)}` → entries; items without `=` are kept under their own text. */
function parseStruct(token) {
    if (!token.startsWith('{') || !token.endsWith('}'))
        return undefined;
    const fields = new Map();
    for (const item of splitTopLevel(token.slice(1, -1))) {
        const eq = item.indexOf('=');
        const paren = item.indexOf('(');
        if (eq === -1 || (paren !== -1 && paren < eq))
            fields.set(item, '');
        else
            fields.set(item.slice(0, eq), item.slice(eq + 1));
    }
    return fields;
}
/** `[a, b, ...]` → items; `abbreviated` when strace printed `...` for the rest. */
function parseArray(token) {
    if (!token.startsWith('[') || !token.endsWith(']'))
        return undefined;
    const items = splitTopLevel(token.slice(1, -1));
    const abbreviated = items.length > 0 && items[items.length - 1] === '...';
    if (abbreviated)
        items.pop();
    return { items, abbreviated };
}
function parseFlags(token) {
    if (token === '' || token === '0')
        return [];
    const flags = token.split('|');
    return WHITESPACE.test(token) ? flags.map((f) => f.trim()) : flags;
}
/** what String.prototype.trim removes */
const WHITESPACE = /\s/;
const MAPPED_PREFIX = '::ffff:';
function htonsPort(value) {
    if (value === undefined)
        return undefined;
    const m = /^htons\((\d+)\)$/.exec(value);
    return m?.[1] === undefined ? undefined : Number(m[1]);
}
/** Decodes strace's struct sockaddr: AF_INET, AF_INET6 (v4-mapped too), AF_UNIX (abstract too). */
function parseSockAddr(token) {
    const fields = parseStruct(token);
    if (!fields)
        return undefined;
    const family = fields.get('sa_family');
    if (family === 'AF_INET') {
        const port = htonsPort(fields.get('sin_port'));
        const m = /^inet_addr\("([0-9.]+)"\)$/.exec(fields.get('sin_addr') ?? '');
        if (port !== undefined && m?.[1] !== undefined)
            return { family: 'AF_INET', address: m[1], port };
    }
    else if (family === 'AF_INET6') {
        const port = htonsPort(fields.get('sin6_port'));
        let address;
        for (const key of fields.keys()) {
            const m = /^inet_pton\(AF_INET6, "([0-9a-fA-F:.]+)", &sin6_addr\)$/.exec(key);
            if (m?.[1] !== undefined)
                address = m[1];
        }
        if (port !== undefined && address !== undefined) {
            const result = { family: 'AF_INET6', address, port };
            if (address.toLowerCase().startsWith(MAPPED_PREFIX) && address.includes('.')) {
                result.mappedIPv4 = address.slice(MAPPED_PREFIX.length);
            }
            return result;
        }
    }
    else if (family === 'AF_UNIX') {
        const raw = fields.get('sun_path');
        if (raw === undefined)
            return { family: 'AF_UNIX', path: '', abstract: false };
        const abstract = raw.startsWith('@');
        const path = (0,c_string/* parseStringArg */.$m)(abstract ? raw.slice(1) : raw);
        if (path !== undefined)
            return { family: 'AF_UNIX', path, abstract };
    }
    return { family: 'other', raw: token };
}

;// CONCATENATED MODULE: ./src/trace/parse-line.ts
// Layer 1: one line of `strace -f -ttt -yy -o FILE` output → a raw record (no argument decoding).
//   5587  1732268000.123456 openat(AT_FDCWD</tmp>, "/x", O_RDONLY) = 3</x>
//   [pid  5587] connect(3, {…}, 16 <unfinished ...>
//   5587  <... connect resumed>)           = -1 ECONNREFUSED (Connection refused)
//   5587  1732268000.5 +++ exited with 0 +++   /   +++ killed by SIGKILL +++
//   5587  1732268000.5 --- SIGCHLD {si_signo=SIGCHLD, …} ---


const UNFINISHED = '<unfinished ...>';
const DETACHED = '<detached ...>';
const RESUMED_PREFIX = '<... ';
const RESUMED_SUFFIX = ' resumed>';
function isDigit(code) {
    return code >= 0x30 && code <= 0x39;
}
function isSpace(code) {
    return code === 0x20 || code === 0x09;
}
function isNameChar(code) {
    return (code >= 0x61 && code <= 0x7a) || isDigit(code) || code === 0x5f || (code >= 0x41 && code <= 0x5a) || code === 0x3f;
}
/** The digits line[from, to) as a number (no string is made: this runs for every line). */
function decimalAt(line, from, to) {
    if (to - from > 15)
        return Number(line.slice(from, to));
    let value = 0;
    for (let k = from; k < to; k++)
        value = value * 10 + line.charCodeAt(k) - 0x30;
    return value;
}
/**
 * `1795340274.079334` (digits [from, point), `.`, digits (point, to)) as a number. When all digits fit in
 * one integer below 2^53, one division by an exact power of ten rounds exactly as Number() would.
 */
function epochSeconds(line, from, point, to) {
    const fraction = to - point - 1;
    if (point - from > 15 || fraction > 15)
        return Number(line.slice(from, to));
    const scale = POWERS_OF_TEN[fraction];
    const scaled = decimalAt(line, from, point) * scale + decimalAt(line, point + 1, to);
    return scaled <= Number.MAX_SAFE_INTEGER ? scaled / scale : Number(line.slice(from, to));
}
/** 10 ** k for k ≤ 15, each exact (a table: `**` with a variable exponent is a call per line) */
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, k) => 10 ** k);
// The top-level commas scanArgs passed on the last line, so that the argument text it returns is not
// walked again to split it (splitArgs): the split of a text depends on nothing but the text, and the scan
// walks it as splitTopLevel would (strings, decorations, brackets), from depth 0 at its first character.
const scannedCommas = { offsets: new Int32Array(64), count: 0 };
/** the argument text of the last line parsed, and where it starts in that line */
let scannedArgs;
let scannedFrom = 0;
/**
 * The top-level items of a call's argument text, as splitTopLevel gives them; taken from the commas the
 * line's scan found when `args` is the last line's argument text (the common case: a call on one line).
 */
function splitArgs(args) {
    if (args === scannedArgs)
        return itemsBetween(args, scannedCommas.offsets, scannedCommas.count, scannedFrom);
    return splitTopLevel(args);
}
/** The argument text line[from, to), remembered with the commas the scan found in it. */
function argsText(line, from, to) {
    const args = line.slice(from, to);
    scannedArgs = args;
    scannedFrom = from;
    // a comma found past `to` (none can be: the scan ends there) would not belong to this text
    while (scannedCommas.count > 0 && scannedCommas.offsets[scannedCommas.count - 1] >= to)
        scannedCommas.count--;
    return args;
}
/**
 * Finds where the argument list that starts at `from` ends. Strings, -yy decorations (which may hold
 * unescaped brackets from file names) and nested brackets are skipped. On a resumed line the brackets
 * opened on the unfinished line close here, so depth may go below zero; only a `)` ends the list.
 */
function scanArgs(line, from) {
    const end = line.length;
    scannedArgs = undefined;
    scannedCommas.count = 0;
    let depth = 0;
    let i = from;
    while (i < end) {
        const c = line.charCodeAt(i);
        if (c === 0x22) {
            i = (0,c_string/* skipString */.t9)(line, i);
            continue;
        }
        if (c === 0x3c) {
            if (opensDecoration(line, i)) {
                i = skipDecoration(line, i);
                continue;
            }
            const argsEnd = i > from && line.charCodeAt(i - 1) === 0x20 ? i - 1 : i;
            if (line.startsWith(UNFINISHED, i)) {
                const after = i + UNFINISHED.length;
                // `<unfinished ...>) = ?`: the process vanished mid-call; the line is complete after all
                if (line.charCodeAt(after) === 0x29)
                    return { state: 'closed', argsEnd, retStart: after + 1 };
                return { state: 'unfinished', argsEnd };
            }
            if (line.startsWith(DETACHED, i))
                return { state: 'detached', argsEnd };
            i++;
            continue;
        }
        if (c === 0x28 || c === 0x5b || c === 0x7b)
            depth++;
        else if (c === 0x29) {
            if (depth <= 0)
                return { state: 'closed', argsEnd: i, retStart: i + 1 };
            depth--;
        }
        else if (c === 0x5d || c === 0x7d)
            depth--;
        else if (c === 0x2c && depth === 0)
            pushSeparator(scannedCommas, i);
        i++;
    }
    return undefined;
}
/** `   = 3</x>` → `3</x>`; undefined when no `=` follows the argument list. */
function parseRet(line, from) {
    let i = from;
    const end = line.length;
    while (i < end && isSpace(line.charCodeAt(i)))
        i++;
    if (line.charCodeAt(i) !== 0x3d /* = */)
        return undefined;
    i++;
    while (i < end && isSpace(line.charCodeAt(i)))
        i++;
    let stop = end;
    while (stop > i && isSpace(line.charCodeAt(stop - 1)))
        stop--;
    return i < stop ? line.slice(i, stop) : undefined;
}
function parseExit(body, pid, time) {
    if (!body.endsWith(' +++'))
        return undefined;
    const text = body.slice(4, -4);
    if (text.startsWith('exited with ')) {
        const code = Number(text.slice(12));
        return Number.isInteger(code) ? { kind: 'exit', pid, time, code } : undefined;
    }
    if (text.startsWith('killed by ')) {
        const signal = text.slice(10).replace(/ \(core dumped\)$/, '');
        return /^SIG[A-Z0-9+-]+$/.test(signal) ? { kind: 'exit', pid, time, signal } : undefined;
    }
    return { kind: 'note', pid, time, text };
}
function parseSignal(body, pid, time) {
    if (!body.endsWith(' ---'))
        return undefined;
    const text = body.slice(4, -4);
    if (text.startsWith('stopped by '))
        return { kind: 'signal', pid, time, signal: text.slice(11), detail: '' };
    const space = text.indexOf(' ');
    const signal = space === -1 ? text : text.slice(0, space);
    if (!signal.startsWith('SIG'))
        return undefined;
    return { kind: 'signal', pid, time, signal, detail: space === -1 ? '' : text.slice(space + 1) };
}
/** One trace line → record, or undefined when the line is not strace output we understand. */
function parseLine(line) {
    const end = line.length;
    let i = 0;
    let pid = null;
    if (line.startsWith('[pid ')) {
        i = 5;
        while (i < end && isSpace(line.charCodeAt(i)))
            i++;
        const digits = i;
        while (i < end && isDigit(line.charCodeAt(i)))
            i++;
        if (i === digits || line.charCodeAt(i) !== 0x5d /* ] */)
            return undefined;
        pid = decimalAt(line, digits, i);
        i++;
        while (i < end && isSpace(line.charCodeAt(i)))
            i++;
    }
    else if (isDigit(line.charCodeAt(0))) {
        while (i < end && isDigit(line.charCodeAt(i)))
            i++;
        if (isSpace(line.charCodeAt(i))) {
            pid = decimalAt(line, 0, i);
            while (i < end && isSpace(line.charCodeAt(i)))
                i++;
        }
        else
            i = 0; // a timestamp, not a pid
    }
    let time = NaN;
    if (isDigit(line.charCodeAt(i))) {
        const start = i;
        while (i < end && isDigit(line.charCodeAt(i)))
            i++;
        const c = line.charCodeAt(i);
        if (c === 0x2e /* . */) {
            const point = i++;
            while (i < end && isDigit(line.charCodeAt(i)))
                i++;
            time = epochSeconds(line, start, point, i);
        }
        else if (c === 0x3a /* : */) {
            // -t / -tt wall-clock time of day: accepted, but it cannot be placed on the epoch
            while (i < end && (isDigit(line.charCodeAt(i)) || line.charCodeAt(i) === 0x3a || line.charCodeAt(i) === 0x2e))
                i++;
        }
        else
            return undefined;
        if (!isSpace(line.charCodeAt(i)))
            return undefined;
        while (i < end && isSpace(line.charCodeAt(i)))
            i++;
    }
    const first = line.charCodeAt(i);
    if (first === 0x2b /* + */)
        return line.startsWith('+++ ', i) ? parseExit(line.slice(i).trimEnd(), pid, time) : undefined;
    if (first === 0x2d /* - */)
        return line.startsWith('--- ', i) ? parseSignal(line.slice(i).trimEnd(), pid, time) : undefined;
    if (first === 0x3c /* < */) {
        if (!line.startsWith(RESUMED_PREFIX, i))
            return undefined;
        const nameStart = i + RESUMED_PREFIX.length;
        const suffix = line.indexOf(RESUMED_SUFFIX, nameStart);
        if (suffix === -1)
            return undefined;
        const name = line.slice(nameStart, suffix);
        const argsStart = suffix + RESUMED_SUFFIX.length;
        const scan = scanArgs(line, argsStart);
        if (scan?.state !== 'closed') {
            if (scan?.state === 'detached')
                return { kind: 'resumed', pid, time, name, args: argsText(line, argsStart, scan.argsEnd), ret: '?' };
            return undefined;
        }
        const ret = parseRet(line, scan.retStart);
        if (ret === undefined)
            return undefined;
        return { kind: 'resumed', pid, time, name, args: argsText(line, argsStart, scan.argsEnd), ret };
    }
    const nameStart = i;
    while (i < end && isNameChar(line.charCodeAt(i)))
        i++;
    if (i === nameStart || line.charCodeAt(i) !== 0x28 /* ( */)
        return undefined;
    const name = line.slice(nameStart, i);
    const argsStart = i + 1;
    const scan = scanArgs(line, argsStart);
    if (scan === undefined)
        return undefined;
    const args = argsText(line, argsStart, scan.argsEnd);
    if (scan.state === 'unfinished')
        return { kind: 'unfinished', pid, time, name, args };
    if (scan.state === 'detached')
        return { kind: 'syscall', pid, time, name, args, ret: '?' };
    const ret = parseRet(line, scan.retStart);
    if (ret === undefined)
        return undefined;
    return { kind: 'syscall', pid, time, name, args, ret };
}

;// CONCATENATED MODULE: ./src/trace/stitch.ts
const NO_PID = -1;
class CallStitcher {
    sink;
    maxPending;
    pending = new Map();
    constructor(sink, maxPending = 65536) {
        this.sink = sink;
        this.maxPending = maxPending;
    }
    push(record, line, text) {
        switch (record.kind) {
            case 'syscall':
                this.sink.call({ line, pid: record.pid, time: record.time, name: record.name, args: record.args, ret: record.ret });
                return;
            case 'unfinished': {
                const key = record.pid ?? NO_PID;
                const stale = this.pending.get(key);
                if (stale) {
                    this.pending.delete(key);
                    this.abandon(stale);
                }
                else if (this.pending.size >= this.maxPending) {
                    const oldest = this.pending.entries().next().value;
                    if (oldest) {
                        this.pending.delete(oldest[0]);
                        this.abandon(oldest[1]);
                    }
                }
                this.pending.set(key, { record, line, text });
                return;
            }
            case 'resumed': {
                const key = record.pid ?? NO_PID;
                const entry = this.pending.get(key);
                if (!entry || entry.record.name !== record.name) {
                    this.sink.unmatched(line, text);
                    return;
                }
                this.pending.delete(key);
                const start = entry.record;
                this.sink.call({
                    line: entry.line,
                    pid: start.pid,
                    time: start.time,
                    name: start.name,
                    args: start.args + record.args,
                    ret: record.ret
                });
                return;
            }
            case 'exit': {
                const entry = this.pending.get(record.pid ?? NO_PID);
                if (entry) {
                    this.pending.delete(record.pid ?? NO_PID);
                    this.abandon(entry);
                }
                this.sink.exit(record, line);
                return;
            }
            case 'signal':
            case 'note':
                return;
        }
    }
    /** End of trace: calls still waiting for their return are reported with an unknown return. */
    finish() {
        const left = [...this.pending.values()].sort((a, b) => a.line - b.line);
        this.pending.clear();
        for (const entry of left)
            this.abandon(entry);
    }
    // The entry half alone still tells what was attempted (a connect's address, an execve's argv), so it
    // becomes a call with an unknown return rather than being dropped; the line is also reported.
    abandon(entry) {
        this.sink.unmatched(entry.line, entry.text);
        const r = entry.record;
        this.sink.call({ line: entry.line, pid: r.pid, time: r.time, name: r.name, args: r.args, ret: '?' });
    }
}

;// CONCATENATED MODULE: ./src/trace/parse-return.ts

/** `3</x>`, `-1 ENOENT (No such file or directory)`, `?`, `? ERESTARTSYS (…)`, `0x7f12`, `0 (Timeout)` */
const PIDNS_TRANSLATION = /^ \/\* (\d+) in strace's PID NS \*\//;
function parseReturn(text) {
    let i = 0;
    let ret = null;
    if (text.charCodeAt(0) === 0x3f /* ? */)
        i = 1;
    else {
        const number = leadingNumber(text);
        if (number === undefined)
            return { ret: null };
        ret = number.value;
        i = number.end;
        // --pidns-translation: a pid returned inside the server's pid namespace (clone, fork), followed by
        // the pid strace prefixes that process's lines with, which is the one the profile must use.
        const translated = text.startsWith(' /* ', i) ? PIDNS_TRANSLATION.exec(text.slice(i, i + 64)) : null;
        if (translated?.[1]) {
            ret = Number(translated[1]);
            i += translated[0].length;
        }
    }
    const result = { ret };
    if (text.charCodeAt(i) === 0x3c /* < */) {
        const end = skipDecoration(text, i);
        result.retFd = parseFdInfo(text.slice(i + 1, end - 1));
        i = end;
    }
    if (text.charCodeAt(i) === 0x20 && text.charCodeAt(i + 1) === 0x45 /* E */) {
        const errno = ERRNO.exec(text.slice(i, i + 40));
        if (errno?.[1])
            result.errno = errno[1];
    }
    return result;
}
const ERRNO = /^ (E[A-Z0-9]+)\b/;
const HEX_NUMBER = /^-?0x[0-9a-fA-F]+/;
/** `-1 …`, `4096`, `0x7f12…` at the start of `text` (decimal ones without a regex: every line has one). */
function leadingNumber(text) {
    const sign = text.charCodeAt(0) === 0x2d /* - */ ? 1 : 0;
    if (text.charCodeAt(sign) === 0x30 && text.charCodeAt(sign + 1) === 0x78 /* 0x */) {
        const hex = HEX_NUMBER.exec(text);
        if (hex)
            return { value: Number(hex[0]), end: hex[0].length };
    }
    let end = sign;
    let value = 0;
    for (let c = text.charCodeAt(end); c >= 0x30 && c <= 0x39; c = text.charCodeAt(++end))
        value = value * 10 + c - 0x30;
    if (end === sign)
        return undefined;
    if (end - sign > 15)
        value = Number(text.slice(sign, end));
    return { value: sign ? -value : value, end };
}

;// CONCATENATED MODULE: ./src/trace/send-payloads.ts


const EMPTY = Buffer.alloc(0);
/** A sockaddr argument; one of a family strace does not decode is kept raw. */
function sockaddr(token) {
    if (token === undefined)
        return undefined;
    return parseSockAddr(token) ?? { family: 'other', raw: token };
}
/** Bytes that were sent but not shown (an abbreviated sendmmsg array): nothing known but that they exist. */
function unseenPayload() {
    return { data: EMPTY, truncated: true };
}
/** A buffer argument: a C string, or NULL / an address strace could not read (data unknown). */
function buffer(token) {
    if (token === undefined)
        return undefined;
    if (token === 'NULL')
        return { bytes: EMPTY, truncated: false };
    if (token.startsWith('0x'))
        return { bytes: EMPTY, truncated: true };
    return (0,c_string/* parseCString */.OK)(token);
}
/**
 * A payload of one C string (write, send, sendto), decoded on first use. Most payloads are never read on
 * the parsing thread: writes to files and pipes are not egress, and a socket's bytes go to the canary
 * matcher, which decodes them on its worker thread in a busy trace. Unescaping was a quarter of the
 * parser's time. The token was checked when the event was made, so decoding it cannot fail.
 */
class EncodedPayload {
    encoded;
    truncated;
    address;
    decoded = undefined;
    constructor(encoded, truncated) {
        this.encoded = encoded;
        this.truncated = truncated;
    }
    get token() {
        return this.encoded;
    }
    get data() {
        if (this.decoded === undefined) {
            this.decoded = (this.encoded === undefined ? undefined : (0,c_string/* parseCString */.OK)(this.encoded)?.bytes) ?? EMPTY;
            this.encoded = undefined;
        }
        return this.decoded;
    }
}
/** The payload of a buffer argument (see buffer()), its C string left encoded; undefined when malformed. */
function payloadOf(token) {
    if (token === undefined)
        return undefined;
    if (token === 'NULL')
        return { data: EMPTY, truncated: false };
    if (token.startsWith('0x'))
        return { data: EMPTY, truncated: true };
    const truncated = (0,c_string/* cStringTruncated */.P6)(token);
    return truncated === undefined ? undefined : new EncodedPayload(token, truncated);
}
/** `[{iov_base="a", iov_len=1}, …]` → the iovecs' bytes concatenated. */
function iovecs(token) {
    if (token === undefined)
        return undefined;
    if (token === 'NULL')
        return { data: EMPTY, truncated: false };
    const array = parseArray(token);
    if (!array)
        return undefined;
    const parts = [];
    let truncated = array.abbreviated;
    for (const item of array.items) {
        const base = parseStruct(item)?.get('iov_base');
        const data = buffer(base);
        if (!data)
            return undefined;
        parts.push(data.bytes);
        truncated ||= data.truncated;
    }
    return { data: parts.length === 1 && parts[0] ? parts[0] : Buffer.concat(parts), truncated };
}
/** struct msghdr → one payload (its iovecs joined) with msg_name as destination. */
function msghdr(token) {
    const fields = token === undefined ? undefined : parseStruct(token);
    if (!fields)
        return undefined;
    const payload = iovecs(fields.get('msg_iov'));
    if (!payload)
        return undefined;
    const name = fields.get('msg_name');
    const address = name !== undefined && name !== 'NULL' ? sockaddr(name) : undefined;
    if (address)
        payload.address = address;
    return payload;
}

;// CONCATENATED MODULE: ./src/trace/to-event.ts





// a fresh object per event: consumers may annotate an event's Fd in place
const cwd = () => ({ fd: 'AT_FDCWD' });
const CREAT_FLAGS = ['O_CREAT', 'O_WRONLY', 'O_TRUNC'];
const SOCK_TYPE_MODIFIERS = new Set(['SOCK_CLOEXEC', 'SOCK_NONBLOCK']);
function str(token) {
    return token === undefined ? undefined : (0,c_string/* parseStringArg */.$m)(token);
}
function fd(token) {
    return token === undefined ? undefined : parseFd(token);
}
function argv(token) {
    if (token === undefined)
        return undefined;
    if (token === 'NULL')
        return { argv: [], truncated: false };
    const array = parseArray(token);
    if (!array)
        return undefined;
    const out = [];
    let truncated = array.abbreviated;
    for (const item of array.items) {
        const s = (0,c_string/* parseCString */.OK)(item);
        if (!s)
            return undefined;
        out.push(s.bytes.toString('utf8'));
        truncated ||= s.truncated;
    }
    return { argv: out, truncated };
}
function cloneFlags(args) {
    for (const a of args) {
        const m = /(?:^|[{,\s])flags=([^,}\s]+)/.exec(a);
        if (m?.[1])
            return parseFlags(m[1]);
    }
    return [];
}
function to_event_open(base, dir, path, flags) {
    if (!dir || path === undefined || !flags)
        return undefined;
    return { line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'open', dir, path, flags };
}
function send(base, target, payloads) {
    if (!target)
        return undefined;
    for (const p of payloads)
        if (p === undefined)
            return undefined;
    return {
        line: base.line,
        pid: base.pid,
        time: base.time,
        syscall: base.syscall,
        ret: base.ret,
        type: 'send',
        fd: target,
        payloads: payloads
    };
}
function rename(base, fromDir, from, toDir, to) {
    if (!fromDir || from === undefined || !toDir || to === undefined)
        return undefined;
    return { line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'rename', fromDir, from, toDir, to };
}
function unlink(base, dir, path, directory) {
    if (!dir || path === undefined)
        return undefined;
    return { line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'unlink', dir, path, directory };
}
function mkdir(base, dir, path) {
    if (!dir || path === undefined)
        return undefined;
    return { line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'mkdir', dir, path };
}
function to_event_link(base, symbolic, target, fromDir, toDir, linkPath) {
    if (target === undefined || !fromDir || !toDir || linkPath === undefined)
        return undefined;
    return { line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'link', symbolic, target, fromDir, toDir, linkPath };
}
function exec(base, path, args, dir) {
    if (path === undefined || !args)
        return undefined;
    const event = {
        line: base.line,
        pid: base.pid,
        time: base.time,
        syscall: base.syscall,
        ret: base.ret,
        type: 'exec',
        path,
        argv: args.argv,
        argvTruncated: args.truncated
    };
    if (dir)
        event.dir = dir;
    return event;
}
function clone(base, flags) {
    return {
        line: base.line,
        pid: base.pid,
        time: base.time,
        syscall: base.syscall,
        ret: base.ret,
        type: 'clone',
        childPid: base.ret !== null && base.ret > 0 ? base.ret : null,
        flags
    };
}
/** `{handle_bytes=8, handle_type=1, f_handle="\x6b…"}` → `1:"\x6b…"`, the same text in both handle syscalls. */
function fileHandle(token) {
    const fields = token === undefined ? undefined : parseStruct(token);
    const type = fields?.get('handle_type');
    const bytes = fields?.get('f_handle');
    return type === undefined || bytes === undefined ? undefined : `${type}:${bytes}`;
}
function transfer(base, from, to) {
    if (!from || !to)
        return undefined;
    return { line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'transfer', from, to };
}
const decoders = {
    open: (a, b) => to_event_open(b, cwd(), str(a[0]), a[1] === undefined ? undefined : parseFlags(a[1])),
    openat: (a, b) => to_event_open(b, fd(a[0]), str(a[1]), a[2] === undefined ? undefined : parseFlags(a[2])),
    openat2: (a, b) => {
        const how = a[2] === undefined ? undefined : parseStruct(a[2]);
        const flags = how?.get('flags');
        return to_event_open(b, fd(a[0]), str(a[1]), flags === undefined ? undefined : parseFlags(flags));
    },
    creat: (a, b) => to_event_open(b, cwd(), str(a[0]), CREAT_FLAGS.slice()),
    rename: (a, b) => rename(b, cwd(), str(a[0]), cwd(), str(a[1])),
    renameat: (a, b) => rename(b, fd(a[0]), str(a[1]), fd(a[2]), str(a[3])),
    renameat2: (a, b) => rename(b, fd(a[0]), str(a[1]), fd(a[2]), str(a[3])),
    unlink: (a, b) => unlink(b, cwd(), str(a[0]), false),
    rmdir: (a, b) => unlink(b, cwd(), str(a[0]), true),
    unlinkat: (a, b) => unlink(b, fd(a[0]), str(a[1]), parseFlags(a[2] ?? '').includes('AT_REMOVEDIR')),
    mkdir: (a, b) => mkdir(b, cwd(), str(a[0])),
    mkdirat: (a, b) => mkdir(b, fd(a[0]), str(a[1])),
    truncate: (a, b) => {
        const path = str(a[0]);
        return path === undefined ? undefined : { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'truncate', path };
    },
    ftruncate: (a, b) => {
        const target = fd(a[0]);
        return target ? { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'truncate', fd: target } : undefined;
    },
    link: (a, b) => to_event_link(b, false, str(a[0]), cwd(), cwd(), str(a[1])),
    linkat: (a, b) => to_event_link(b, false, str(a[1]), fd(a[0]), fd(a[2]), str(a[3])),
    symlink: (a, b) => to_event_link(b, true, str(a[0]), cwd(), cwd(), str(a[1])),
    symlinkat: (a, b) => to_event_link(b, true, str(a[0]), cwd(), fd(a[1]), str(a[2])),
    chdir: (a, b) => {
        const path = str(a[0]);
        return path === undefined ? undefined : { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'chdir', path };
    },
    fchdir: (a, b) => {
        const target = fd(a[0]);
        return target ? { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'chdir', fd: target } : undefined;
    },
    socket: (a, b) => {
        if (a[0] === undefined || a[1] === undefined)
            return undefined;
        const sockType = parseFlags(a[1])
            .filter((f) => !SOCK_TYPE_MODIFIERS.has(f))
            .join('|');
        return { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'socket', domain: a[0], sockType };
    },
    connect: (a, b) => {
        const target = fd(a[0]);
        const address = sockaddr(a[1]);
        return target && address ? { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'connect', fd: target, address } : undefined;
    },
    bind: (a, b) => {
        const target = fd(a[0]);
        const address = sockaddr(a[1]);
        return target && address ? { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'bind', fd: target, address } : undefined;
    },
    sendto: (a, b) => {
        const payload = payloadOf(a[1]);
        if (!payload)
            return undefined;
        const address = a[4] !== undefined && a[4] !== 'NULL' ? sockaddr(a[4]) : undefined;
        if (address)
            payload.address = address;
        return send(b, fd(a[0]), [payload]);
    },
    sendmsg: (a, b) => send(b, fd(a[0]), [msghdr(a[1])]),
    sendmmsg: (a, b) => {
        const array = a[1] === undefined ? undefined : parseArray(a[1]);
        if (!array)
            return undefined;
        const payloads = array.items.map((item) => msghdr(parseStruct(item)?.get('msg_hdr')));
        if (array.abbreviated)
            payloads.push(unseenPayload());
        return send(b, fd(a[0]), payloads);
    },
    write: (a, b) => send(b, fd(a[0]), [payloadOf(a[1])]),
    writev: (a, b) => send(b, fd(a[0]), [iovecs(a[1])]),
    execve: (a, b) => exec(b, str(a[0]), argv(a[1])),
    execveat: (a, b) => {
        const dir = fd(a[0]);
        return dir ? exec(b, str(a[1]), argv(a[2]), dir) : undefined;
    },
    clone: (a, b) => clone(b, cloneFlags(a)),
    clone3: (a, b) => clone(b, cloneFlags(a)),
    fork: (_a, b) => clone(b, []),
    vfork: (_a, b) => clone(b, []),
    sendfile: (a, b) => transfer(b, fd(a[1]), fd(a[0])),
    sendfile64: (a, b) => transfer(b, fd(a[1]), fd(a[0])),
    splice: (a, b) => transfer(b, fd(a[0]), fd(a[2])),
    tee: (a, b) => transfer(b, fd(a[0]), fd(a[1])),
    copy_file_range: (a, b) => transfer(b, fd(a[0]), fd(a[2])),
    name_to_handle_at: (a, b) => {
        const dir = fd(a[0]);
        const path = str(a[1]);
        const handle = fileHandle(a[2]);
        return dir && path !== undefined && handle !== undefined
            ? { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'handle', dir, path, handle }
            : undefined;
    },
    open_by_handle_at: (a, b) => {
        const mountFd = fd(a[0]);
        const handle = fileHandle(a[1]);
        return mountFd && handle !== undefined && a[2] !== undefined
            ? { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'open-by-handle', mountFd, handle, flags: parseFlags(a[2]) }
            : undefined;
    },
    io_uring_setup: (_a, b) => ({ line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'io_uring' })
};
// Events are built as explicit literals: object spread measured ~30 % slower on the hot path.
function baseOf(call, ret) {
    return { line: call.line, pid: call.pid ?? 0, time: call.time, syscall: call.name, ret };
}
function withReturnDetails(event, parsed) {
    if (event.type === 'exit')
        return event;
    if (parsed.errno !== undefined)
        event.errno = parsed.errno;
    if (parsed.retFd !== undefined)
        event.retFd = parsed.retFd;
    return event;
}
// a Map: looking a fresh (sliced, not internalized) name up in an object's properties costs more
const decoderByName = new Map(Object.entries(decoders));
/** Every syscall with a typed form: each must be in TRACED_SYSCALLS, or its decoder is dead code. */
const DECODED_SYSCALLS = Object.keys(decoders);
/**
 * Decodes one call. `onMalformed` is told when a syscall with a typed form had arguments of an unexpected
 * shape; the call is still returned, as `type: 'other'`.
 */
function toEvent(call, onMalformed) {
    const parsed = parseReturn(call.ret);
    const base = baseOf(call, parsed.ret);
    const decode = decoderByName.get(call.name);
    if (decode) {
        const event = decode(splitArgs(call.args), base);
        if (event)
            return withReturnDetails(event, parsed);
        onMalformed?.();
    }
    return withReturnDetails({ line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'other' }, parsed);
}
function exitToEvent(record, line) {
    const event = { type: 'exit', line, pid: record.pid ?? 0, time: record.time };
    if (record.code !== undefined)
        event.code = record.code;
    if (record.signal !== undefined)
        event.signal = record.signal;
    return event;
}

;// CONCATENATED MODULE: ./src/trace/read-trace.ts
// Streams a trace.log through the three layers (line → record, stitch per pid, record → event).
// Traces of busy servers reach gigabytes, so nothing is accumulated: events go to the callback as
// they are decoded, and memory stays at one read chunk plus one pending call per pid.




const MAX_UNPARSED_SAMPLES = 20;
/** Samples are cut so one absurd line cannot bloat the report. */
const MAX_SAMPLE_CHARS = 500;
/** A "line" longer than this is not strace output (strace lines are bounded by -s); it is skipped. */
const MAX_LINE_BYTES = 16 * 1024 * 1024;
const READ_BYTES = 1 << 20;
/** Feeds lines one at a time; shared by the streaming reader and the in-memory variant. */
class TraceParser {
    onEvent;
    stats = { lines: 0, events: 0, unparsed: 0, unparsedSamples: [] };
    stitcher;
    /** the call being decoded, for `malformed` (one bound function rather than a closure per call) */
    decoding;
    malformed = () => {
        const call = this.decoding;
        if (call)
            this.unparsed(call.line, `${call.name}(${call.args}) = ${call.ret}`);
    };
    constructor(onEvent) {
        this.onEvent = onEvent;
        this.stitcher = new CallStitcher({
            call: (call) => {
                this.decoding = call;
                this.emit(toEvent(call, this.malformed));
            },
            exit: (record, line) => this.emit(exitToEvent(record, line)),
            unmatched: (line, text) => this.unparsed(line, text)
        });
    }
    /** One line without its newline; `line` is its 1-based number. */
    push(text) {
        const line = ++this.stats.lines;
        const clean = text.charCodeAt(text.length - 1) === 0x0d ? text.slice(0, -1) : text;
        // a strace line starts with a pid, `[pid`, a time, a name or `<...`: a blank one starts with white space
        // (ASCII, or latin1's no-break space)
        const first = clean.charCodeAt(0);
        if (clean === '' || ((first <= 0x20 || first >= 0x7f) && clean.trim() === ''))
            return;
        const record = parseLine(clean);
        if (record)
            this.stitcher.push(record, line, clean);
        else
            this.unparsed(line, clean);
    }
    /** A line that was too long to keep: counted, not parsed. */
    pushOverlong(head) {
        this.unparsed(++this.stats.lines, head);
    }
    finish() {
        this.stitcher.finish();
        return this.stats;
    }
    emit(event) {
        this.stats.events++;
        this.onEvent(event);
    }
    unparsed(line, text) {
        this.stats.unparsed++;
        if (this.stats.unparsedSamples.length < MAX_UNPARSED_SAMPLES) {
            const cut = text.length > MAX_SAMPLE_CHARS ? `${text.slice(0, MAX_SAMPLE_CHARS)}…` : text;
            this.stats.unparsedSamples.push(`${line}: ${cut}`);
        }
    }
}
/**
 * Reads `path` as strace output and calls `onEvent` for each event, in the order calls completed (a split
 * call is delivered at its `resumed` line but carries the line and time of its entry). Lines that do not
 * parse are counted in the returned stats; only I/O errors reject.
 */
async function readTrace(path, onEvent) {
    const parser = new TraceParser(onEvent);
    const file = await (0,promises_.open)(path, 'r');
    try {
        // One buffer is read into again and again (a partial line moved to its front first): a fresh chunk
        // per read, and a copy to join it to the partial line, made a gigabyte trace churn through two
        // gigabytes of buffers that the GC frees late. Each line is decoded to its own string (latin1: one
        // char per byte, strace escapes everything else), so nothing handed out in events points into it.
        let buf = Buffer.allocUnsafe(READ_BYTES);
        let filled = 0;
        let skipping = false;
        for (;;) {
            if (filled === buf.length) {
                const grown = Buffer.allocUnsafe(Math.min(2 * buf.length, MAX_LINE_BYTES + READ_BYTES));
                buf.copy(grown, 0, 0, filled);
                buf = grown;
            }
            const { bytesRead } = await file.read(buf, filled, buf.length - filled, null);
            if (bytesRead === 0)
                break;
            const end = filled + bytesRead;
            const view = end === buf.length ? buf : buf.subarray(0, end);
            let start = 0;
            for (;;) {
                const nl = view.indexOf(10, start);
                if (nl === -1)
                    break;
                if (skipping)
                    skipping = false;
                else
                    parser.push(buf.toString('latin1', start, nl));
                start = nl + 1;
            }
            if (skipping) {
                filled = 0;
                continue;
            }
            if (end - start > MAX_LINE_BYTES) {
                parser.pushOverlong(buf.toString('latin1', start, start + MAX_SAMPLE_CHARS));
                skipping = true;
                filled = 0;
                continue;
            }
            if (start > 0)
                buf.copyWithin(0, start, end);
            filled = end - start;
        }
        if (filled > 0 && !skipping)
            parser.push(buf.toString('latin1', 0, filled));
    }
    finally {
        await file.close();
    }
    return parser.finish();
}
/** The same parse over a string in memory (tests, small traces). */
function parseTraceText(text) {
    const events = [];
    const parser = new TraceParser((e) => events.push(e));
    const lines = text.split('\n');
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    for (const line of lines)
        parser.push(line);
    return { events, stats: parser.finish() };
}

// EXTERNAL MODULE: ./src/engine/server-paths.ts
var server_paths = __webpack_require__(58158);
;// CONCATENATED MODULE: ./src/engine/profile-run.ts
// The trace and profile stages of an audit: trace.log parsed into the profile (the sandbox's own setup
// and the HTTP channel left out), then what the trace cannot see added from its witnesses — the init's
// witness states, the kernel's canary watch, the sink's records, the view's file changes — and, with
// --network host, reverse DNS of the addresses reached; last, the attack stage's part split off.

















async function profileRun(input, runtime) {
    const { settings, sandbox, evidence } = input;
    const { logger } = runtime;
    const { probe } = input.session;
    const { containment, homePath, canaryIndex } = sandbox;
    const installWatch = settings.launch?.installPhase ? new install_phase/* InstallPhaseWatch */.s() : null;
    const builder = new build_profile/* ProfileBuilder */.b({
        calls: probe.calls,
        shutdownAt: probe.shutdownAt,
        home: homePath,
        cwd: settings.cwd,
        canaries: canaryIndex.tokens,
        canaryFiles: canaryIndex.files,
        canaryIndex,
        serverCodeRoots: [
            ...(await (0,server_paths/* serverCodeRoots */.c9)(input.target.launchedRoots, settings.command, settings.cwd)),
            ...(settings.launch ? [settings.launch.root] : [])
        ],
        runtimeRoots: await (0,server_paths/* runtimeRoots */.qE)(input.target.executable),
        ...(containment ? { hiddenRoots: containment.hiddenRoots, auditorPaths: containment.auditorPaths } : {}),
        ...(installWatch ? { installEndsAt: installWatch.endsAt } : {}),
        ...(runtime.workersDir ? { canaryWorkerPath: (0,external_node_path_.join)(runtime.workersDir, 'canary-worker', 'index.js') } : {})
    });
    const sourcePorts = new TracedSourcePorts(new phase_clock/* PhaseClock */.wM(probe.calls, probe.shutdownAt, installWatch?.endsAt));
    // bwrap's own setup (before it execs the server) is the sandbox's doing, not the server's.
    const setup = new SandboxSetupFilter(containment !== null);
    const listening = settings.http ? (0,init_status/* listeningOn */.Fp)(evidence.status) : null;
    const channel = listening ? new McpHttpChannelFilter(listening.port) : null;
    let stats;
    await (0,output_files/* assertSameFile */.Lw)(input.trace.path, input.trace.identity);
    try {
        stats = await readTrace(input.trace.path, (event) => {
            if (!setup.keep(event) || !(channel?.keep(event) ?? true))
                return;
            installWatch?.see(event);
            sourcePorts.see(event);
            builder.add(event);
        });
        await builder.settle();
        const { scannedBytes, workerBytes } = builder.canaryScanStats;
        logger.debug(`canary matching: ${(scannedBytes / 1048576).toFixed(1)} MB of payload, ${(workerBytes / 1048576).toFixed(1)} MB of it on a second thread`);
    }
    catch (error) {
        throw new errors/* ServerProtocolError */.Gs(`trace.log could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    finally {
        builder.close();
    }
    const observed = builder.finish(stats);
    const witnesses = (0,init_config/* witnessesFromStatus */.Mu)(evidence.status);
    if (witnesses.length > 0)
        observed.witnesses = witnesses;
    for (const unavailable of witnesses.filter((seen) => seen.state === 'unavailable'))
        logger.warn(`witness ${unavailable.name} unavailable: ${unavailable.detail}`);
    // The kernel's witness of canary reads, before the sink's matching: a file read only through io_uring
    // still makes its pieces count.
    observed.files.push(...witnessOnlyReads(observed, evidence.canaryWatchSeen, sandbox.home.files, homePath, probe.calls, probe.shutdownAt, installWatch?.endsAt));
    // The sink's own witness: what it received, past the trace's 4096 bytes per syscall and inside TLS.
    const sinkPayloads = evidence.sinkSeen ? addSinkWitness(observed, evidence.sinkSeen, sourcePorts, builder.canaryIndex) : [];
    if (evidence.changes) {
        observed.fileChanges = evidence.changes.changes;
        if (evidence.changes.truncated)
            observed.fileChangesTruncated = true;
    }
    if (settings.network === 'host' && settings.reverseDns)
        await addReverseDns(observed, logger);
    const { ordinary, attack } = splitAttackProfile(observed, probe.attack?.markerPrefix ?? null);
    return { observed: ordinary, attackObserved: attack, sinkPayloads: sinkPayloads.filter((payload) => !isAttackPhase(payload.phase)) };
}
async function addReverseDns(observed, logger) {
    for (const entry of observed.network.filter((n) => !n.loopback && n.family !== 'unix').slice(0, 20)) {
        try {
            entry.reverseDns = await Promise.race([
                (0,external_node_dns_promises_.reverse)(entry.address),
                new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000))
            ]);
        }
        catch {
            logger.debug(`no reverse DNS for ${entry.address}`);
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/rules-input.ts

/**
 * The rules' input but the calls (judgeRun adds them from the probe), what the attack calls did or were
 * asked left out; and beside it, what the attack stage's verdicts weigh.
 */
function rulesInputOf(run) {
    const { settings, sandbox, behaviour, staticMap } = run;
    const { containment } = sandbox;
    const probe = withoutAttackCalls(run.probe);
    return {
        observed: run.observed,
        manifest: run.manifest,
        policy: settings.policy,
        rugPull: run.rugPull,
        home: sandbox.homePath,
        cwd: settings.cwd,
        ...(behaviour ? { behaviour } : {}),
        ...(probe.textHits ? { resultText: probe.textHits } : {}),
        ...(probe.clientRequests ? { clientRequests: probe.clientRequests } : {}),
        passes: run.passes,
        service: {
            env: settings.env,
            argv: settings.command.slice(1),
            ...(settings.launch ? { packageName: settings.launch.package.name } : {})
        },
        ...(staticMap ? { staticMap } : {}),
        ...(containment ? { writableRoots: containment.writableRoots, packageRoots: containment.packageRoots, auditorPaths: containment.auditorPaths } : {}),
        ...(run.attack ? { attack: { setup: run.attack, judged: attackInputOf(run) } } : {})
    };
}
/** The session's answers' text and its requests of the client, but those that came during attack calls. */
function withoutAttackCalls(probe) {
    const attacks = new Set(probe.calls.filter((call) => call.attack).map((call) => call.id));
    if (attacks.size === 0)
        return probe;
    return {
        ...probe,
        ...(probe.textHits ? { textHits: probe.textHits.filter((hit) => !attacks.has(hit.callId)) } : {}),
        ...(probe.clientRequests ? { clientRequests: probe.clientRequests.filter((request) => request.callId === null || !attacks.has(request.callId)) } : {})
    };
}
/** What the attack stage's verdicts weigh (rules/attack-rules.ts), when it ran. */
function attackInputOf(run) {
    const { settings, sandbox, probe, observed, attackObserved } = run;
    if (!probe.attack || !sandbox.containment)
        return undefined;
    const roots = sandbox.containment.roots;
    const envDirs = Object.values(settings.env).filter((value) => value.startsWith('/') && roots.some((root) => (0,path_classify/* isUnder */.Jo)(value, root)));
    const attacks = new Set(probe.calls.filter((call) => call.attack).map((call) => call.id));
    const rootsAsked = (probe.clientRequests ?? []).some((request) => request.kind === 'roots' && (request.callId === null || !attacks.has(request.callId)));
    const ordinaryHomePaths = new Map();
    for (const file of observed.files) {
        if (!(0,path_classify/* isUnder */.Jo)(file.path, sandbox.homePath))
            continue;
        for (const phase of file.phases)
            if (phase.kind === 'call')
                ordinaryHomePaths.set(phase.call.name, (ordinaryHomePaths.get(phase.call.name) ?? new Set()).add(file.path));
    }
    return {
        run: probe.attack,
        observed: attackObserved,
        manifest: run.manifest,
        scopeGiven: sandbox.containment.commandDirs.length > 0 || envDirs.length > 0 || rootsAsked,
        context: {
            roots,
            home: sandbox.homePath,
            loopbackPort: probe.attack.context.loopbackPort,
            outside: probe.attack.context.outside,
            ordinaryHomePaths
        }
    };
}

;// CONCATENATED MODULE: ./src/engine/passes/offline-pass.ts
// The offline pass (--passes traced,offline): the same surface exercised again under strace in a sandbox
// of its own where every connection is refused (no sink: sandbox/init-config.ts `offline`), so code that
// falls back when the network fails (a `curl` shell-out when fetch fails, a cached copy, a second host)
// runs and is traced. Its findings are judged by the same rules as the traced pass's; those the traced
// pass did not give are the audit's, tied to the call of the same item, each saying it was seen offline.
// Nothing is written to the out-dir: the traced pass's files stay the audit's evidence.












const TRACED_PASS_ONLY = new Set(['rug-pull', 'surface-change', 'not-exercised']);
/** How an offline finding's message ends. */
const OFFLINE_NOTE = 'seen in the offline pass (every connection refused)';
/** The offline pass's findings, to be compared with the traced pass's (onlyOffline); [] when it could not run (the audit goes on without it). */
async function offlinePass(context, traced) {
    const { settings, runtime } = context;
    const { host, logger } = runtime;
    if (!settings.passes?.some((pass) => pass.kind === 'offline') || settings.http || settings.network !== 'sandbox')
        return [];
    const runDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(host.tmpDir, (0,containment_plan/* runDirPrefix */.bL)(external_node_crypto_.randomBytes, external_node_crypto_.randomInt)));
    pass_dirs/* activePassDirs */.w.add(runDir);
    try {
        const outDir = (0,external_node_path_.join)(runDir, 'out');
        await (0,promises_.mkdir)(outDir, { mode: 0o700 });
        const trace = { path: (0,external_node_path_.join)(outDir, 'trace.log'), identity: await (0,output_files/* createEmptyOutputFile */.F_)((0,external_node_path_.join)(outDir, 'trace.log')) };
        logger.info('exercise pass offline: under strace, every connection refused');
        const sandbox = await (0,start_sandbox/* startSandbox */.OT)({ settings, target: context.target, choice: context.choice, runDir, tracePath: trace.path, offline: true }, runtime);
        const session = await (0,probe_in_sandbox.probeInSandbox)(settings, context.target, sandbox, runtime, trace.path);
        const evidence = await (0,probe_in_sandbox.collectEvidence)(sandbox, session, outDir, logger);
        const { observed, attackObserved } = await profileRun({ settings, target: context.target, sandbox, session, evidence, trace }, runtime);
        const { manifest, rugPull, calls } = traced;
        const rules = rulesInputOf({
            settings,
            sandbox,
            probe: session.probe,
            observed,
            attackObserved,
            manifest,
            // The surface and its pin are the traced pass's to judge.
            rugPull: { ...rugPull, changes: [], duringSession: [], status: rugPull.status === 'changed' ? 'accepted' : rugPull.status },
            behaviour: undefined,
            passes: [],
            staticMap: null
        });
        return ((0,evaluate_rules/* evaluateRules */.F)({ ...rules, calls: session.probe.calls })
            // The surface, its pin and the coverage are the traced pass's to judge.
            .filter((finding) => !TRACED_PASS_ONLY.has(finding.rule))
            .map((finding) => seenOffline(finding, calls)));
    }
    catch (error) {
        logger.warn(`exercise pass offline did not run to its end: ${error instanceof Error ? error.message : String(error)}`);
        return [];
    }
    finally {
        await (0,promises_.rm)(runDir, { recursive: true, force: true }).catch(() => undefined);
        pass_dirs/* activePassDirs */.w.delete(runDir);
    }
}
/**
 * An offline finding as the audit's: its call is the traced pass's call of the same item and iteration
 * (or that item's last call), its trace lines (in a trace that is not kept) left out.
 */
function seenOffline(finding, calls) {
    let phase = finding.phase;
    if (phase.kind === 'call') {
        const { call } = phase;
        const same = calls.filter((candidate) => candidate.kind === call.kind && candidate.name === call.name);
        const match = same.find((candidate) => candidate.iteration === call.iteration) ?? same.at(-1);
        phase = { ...phase, call: match ? { id: match.id, kind: match.kind, name: match.name, iteration: match.iteration } : call };
    }
    return { ...finding, phase, evidence: { ...finding.evidence, traceLines: [] } };
}
/**
 * The offline findings the traced pass did not give (not the same fingerprint, nor the same rule, item
 * and message), each saying where it was seen.
 */
function onlyOffline(offline, traced) {
    const key = (finding) => JSON.stringify([finding.rule, finding.tool ?? '', finding.message]);
    const seen = new Set([...traced.map(key), ...traced.map((finding) => finding.fingerprint)]);
    return offline
        .filter((finding) => !seen.has(key(finding)) && !seen.has(finding.fingerprint))
        .map((finding) => ({ ...finding, message: `${finding.message} — ${OFFLINE_NOTE}`, evidence: { ...finding.evidence, pass: 'offline' } }));
}
/** With --static and no offline pass: the items whose code can reach both the network and an exec, which only the offline pass may reach. */
function offlineHint(settings, map) {
    if (!map || settings.passes?.some((pass) => pass.kind === 'offline'))
        return null;
    const both = map.items
        .filter((item) => ['network', 'exec'].every((kind) => item.sinks.some((sink) => sink.kind === kind)))
        .map((item) => (0,neutralize/* neutralizeForLog */.$V)((0,neutralize/* truncate */.xv)(item.name, 60)));
    if (both.length === 0)
        return null;
    return `${both.slice(0, 5).join(', ')}${both.length > 5 ? ', …' : ''}: code that reaches the network and an exec; a fallback that runs only when the network fails is run by --passes traced,varied,offline`;
}

;// CONCATENATED MODULE: ./src/engine/later-stages.ts
// The audit's stages after the session (manifest and pin, trace → profile, baseline, rules, report, the
// offline pass), in a chunk of the bundle of their own. runAudit loads it once the sandbox has its config,
// while the server starts under strace and this thread only waits: evaluated at the CLI's start, their
// modules (a fifth of its bundle, and much of its zod) held back the sandbox. The CLI's text report is
// re-exported for its chunk alone: loaded with these, it is ready when the report is written, instead
// of being read and compiled between the report and the exit.














/***/ })

};
