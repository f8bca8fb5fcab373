export const id = 215;
export const ids = [215];
export const modules = {

/***/ 8215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assembleReport: () => (/* reexport */ assembleReport),
  buildManifest: () => (/* reexport */ build_manifest/* buildManifest */.u1),
  compareRunWithBaseline: () => (/* reexport */ compareRunWithBaseline),
  completeness: () => (/* reexport */ unseen_surface/* completeness */.Pl),
  exercisePasses: () => (/* reexport */ exercisePasses),
  judgeRun: () => (/* reexport */ judgeRun),
  offlineHint: () => (/* reexport */ offlineHint),
  offlinePass: () => (/* reexport */ offlinePass),
  onlyOffline: () => (/* reexport */ onlyOffline),
  profileRun: () => (/* reexport */ profileRun),
  renderTextReport: () => (/* reexport */ report_text.renderTextReport),
  rugPullOf: () => (/* reexport */ pin_store/* rugPullOf */.H6),
  rulesInputOf: () => (/* reexport */ rulesInputOf),
  spokenUrl: () => (/* reexport */ init_status/* spokenUrl */.CG)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/settings/passes.ts
var settings_passes = __webpack_require__(9332);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/settings/server-identity.ts
var server_identity = __webpack_require__(6113);
// EXTERNAL MODULE: ./src/model/index.ts + 2 modules
var model = __webpack_require__(3870);
// EXTERNAL MODULE: ./src/rules/process-rules.ts
var process_rules = __webpack_require__(2484);
;// CONCATENATED MODULE: ./src/baseline/diff.ts



const LIST_ASPECTS = ['canaryLeaks', 'persistence', 'hosts', 'writes', 'deletes', 'executables', 'dns', 'reads'];
const EMPTY_SITE = {
    hosts: [],
    dns: [],
    reads: [],
    writes: [],
    deletes: [],
    executables: [],
    canaryLeaks: [],
    persistence: [],
    effect: 'reads-only',
    payloads: {}
};
const inScratchOrWorkspace = (path) => /^\{(tmp|workspace)\}(\/|$)/.test(path);
function addedSeverity(aspect, value) {
    switch (aspect) {
        case 'canaryLeaks':
        case 'persistence':
            return 'critical';
        case 'hosts':
            return 'high';
        case 'writes':
        case 'deletes':
            return inScratchOrWorkspace(value) ? 'medium' : 'high';
        case 'executables': {
            const name = external_node_path_.posix.basename(value.replace(/ \(not found\)$/, ''));
            return process_rules/* SHELLS */.OF.has(name) || process_rules/* NETWORK_TOOLS */.fn.has(name) ? 'high' : 'medium';
        }
        default:
            return 'medium';
    }
}
const VERBS = {
    hosts: ['connects to', 'new host'],
    dns: ['looks up', 'new DNS name'],
    reads: ['reads', 'new read'],
    writes: ['writes', 'new write'],
    deletes: ['deletes', 'new delete'],
    executables: ['runs', 'new program'],
    canaryLeaks: ['leaks', 'new canary leak'],
    persistence: ['persists through', 'new persistence']
};
/** `send_email`, `resource notes://x`, `startup` — how a message names a call site. */
function siteLabel(site) {
    if (site === 'startup' || site === 'shutdown')
        return `at ${site}`;
    if (site === SERVER_SITE)
        return 'the server';
    const [kind = '', ...rest] = site.split(':');
    const name = rest.join(':');
    if (kind === 'tool')
        return name;
    return `${(0,model/* isSurfaceKind */.EQ)(kind) ? (0,model/* surfaceLabel */.CR)(kind) : kind} ${name}`;
}
/** The site of a change that is the server's as a whole (its own state), not one call's. */
const SERVER_SITE = 'server';
/** What the server did from any site of a summary: every host it contacted, program it ran, JSON key it sent. */
function serverWide(summary) {
    const out = { hosts: new Set(), executables: new Set(), jsonKeys: new Set() };
    for (const site of Object.values(summary.sites)) {
        for (const host of site.hosts)
            out.hosts.add(host);
        for (const program of site.executables)
            out.executables.add(program);
        for (const shape of Object.values(site.payloads))
            for (const key of shape.jsonKeys)
                out.jsonKeys.add(key);
    }
    return out;
}
function ownStateChanges(baseline, current) {
    const had = new Set(baseline.ownState ?? []);
    const has = new Set(current.ownState ?? []);
    const changes = [];
    for (const place of has)
        if (!had.has(place))
            changes.push({
                site: SERVER_SITE,
                change: 'added',
                aspect: 'ownState',
                value: place,
                severity: 'medium',
                message: `the server now keeps its own state in ${place} (new own-state place)`
            });
    for (const place of had)
        if (!has.has(place))
            changes.push({
                site: SERVER_SITE,
                change: 'removed',
                aspect: 'ownState',
                value: place,
                severity: 'info',
                message: `the server no longer keeps its own state in ${place}`
            });
    return changes;
}
const PAYLOAD_PARTS = [
    ['recipients', 'recipient', 'high'],
    ['jsonKeys', 'JSON key', 'high'],
    ['requests', 'request', 'medium'],
    ['headers', 'header', 'medium']
];
function diffBehaviour(baseline, current) {
    const changes = ownStateChanges(baseline, current);
    const known = serverWide(baseline);
    const sites = [...new Set([...Object.keys(baseline.sites), ...Object.keys(current.sites)])].sort();
    for (const site of sites) {
        const before = baseline.sites[site] ?? EMPTY_SITE;
        const now = current.sites[site] ?? EMPTY_SITE;
        const label = siteLabel(site);
        if (before.effect !== now.effect) {
            const worse = before.effect === 'reads-only' || now.effect === 'writes-elsewhere';
            changes.push({
                site,
                change: worse ? 'added' : 'removed',
                aspect: 'effect',
                value: `${before.effect} → ${now.effect}`,
                severity: worse ? 'high' : 'info',
                message: `${label} was ${before.effect}, now ${now.effect}`
            });
        }
        for (const aspect of LIST_ASPECTS) {
            const had = new Set(before[aspect]);
            const has = new Set(now[aspect]);
            const [verb, what] = VERBS[aspect];
            for (const value of now[aspect]) {
                if (had.has(value))
                    continue;
                // A site that only read before is held to it: any new write is high, scratch space included.
                const wasReadOnly = (aspect === 'writes' || aspect === 'deletes') && before.writes.length === 0 && before.deletes.length === 0;
                // A host the server contacted, or a program it ran, from other sites before: which call a
                // telemetry flush, a reconnect or a cached version probe lands in is timing. Still listed, not
                // high; what the program does in this run is judged on its own by the subprocess rules.
                const knownHost = aspect === 'hosts' && known.hosts.has(value);
                const knownProgram = aspect === 'executables' && known.executables.has(value);
                const severity = wasReadOnly ? 'high' : knownHost || knownProgram ? 'medium' : addedSeverity(aspect, value);
                const note = wasReadOnly
                    ? '; it only read before'
                    : knownHost
                        ? '; the server contacted it from other calls before'
                        : knownProgram
                            ? '; the server ran it from other calls before'
                            : '';
                changes.push({
                    site,
                    change: 'added',
                    aspect,
                    value,
                    severity,
                    message: `${label} now ${verb} ${value} (${what}${note})`
                });
            }
            for (const value of before[aspect]) {
                if (!has.has(value))
                    changes.push({ site, change: 'removed', aspect, value, severity: 'info', message: `${label} no longer ${verb} ${value}` });
            }
        }
        // Payload shape only where the host itself is not new: a new host is already the change.
        for (const [host, shape] of Object.entries(now.payloads)) {
            const was = before.payloads[host];
            if (was === undefined)
                continue;
            for (const [part, noun, severity] of PAYLOAD_PARTS) {
                const had = part === 'jsonKeys' ? known.jsonKeys : new Set(was[part]);
                for (const value of shape[part]) {
                    if (had.has(value))
                        continue;
                    changes.push({
                        site,
                        change: 'added',
                        aspect: `payload.${part}`,
                        value: `${host} ${value}`,
                        severity,
                        message: `${label} now sends ${value} to ${host} (new ${noun})`
                    });
                }
            }
        }
    }
    return changes;
}

;// CONCATENATED MODULE: ./src/baseline/store.ts







// The accepted behaviour of a server, kept like the manifest pin: in the state dir (the Actions cache
// carries it between runs) or in a file committed to the repository for review. It is replaced only
// when there was none or a change is accepted, so a change is reported on every run until then.
const BaselineFileSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    identity: schemas/* string */.YjP(),
    acceptedAt: schemas/* string */.YjP(),
    behaviour: model/* BehaviourSummarySchema */.dt
});
/** The one place that builds the state-dir path of a baseline, for the engine and the action's cache. */
function baselineStatePath(stateDir, identity) {
    if (!(0,server_identity/* isSafeIdentity */.md)(identity))
        throw new Error(`Unsafe baseline identity '${identity}'`);
    return external_node_path_default().join(stateDir, 'baselines', `${identity}.json`);
}
async function readBaseline(file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { status: 'missing' };
        return { status: 'corrupt', error: `cannot read baseline ${file}: ${error.message}` };
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        return { status: 'corrupt', error: `baseline ${file} is not valid JSON: ${error.message}` };
    }
    const parsed = BaselineFileSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { status: 'corrupt', error: `baseline ${file} is not a valid baseline at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` };
    }
    return { status: 'ok', file: parsed.data };
}
/** Replaces the baseline atomically. */
async function writeBaseline(file, identity, behaviour, now = new Date()) {
    const dir = external_node_path_default().dirname(file);
    await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o700 });
    const content = { schemaVersion: 1, identity, acceptedAt: now.toISOString(), behaviour };
    const temp = external_node_path_default().join(dir, `.${external_node_path_default().basename(file)}.${process.pid}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,promises_.writeFile)(temp, JSON.stringify(content, null, 2) + '\n', { mode: 0o644, flag: 'wx' });
        await (0,promises_.rename)(temp, file);
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        throw error;
    }
}
/**
 * Compares this run's behaviour with the accepted baseline: none yet → `new` (and it becomes the
 * baseline); no difference → `unchanged`; a difference → `changed`, the baseline kept; with `accept`
 * → `accepted`, the baseline replaced and the changes still listed. A baseline that cannot be read is
 * never silently replaced: the status is `new` with an error until `accept`.
 */
async function compareWithBaseline(location, identity, current, accept, now = new Date()) {
    const existing = await readBaseline(location.file);
    const base = { identity, source: location.source, current };
    const write = async () => {
        try {
            await writeBaseline(location.file, identity, current, now);
            return undefined;
        }
        catch (error) {
            return `cannot write baseline ${location.file}: ${error.message}`;
        }
    };
    if (existing.status !== 'ok') {
        if (existing.status === 'corrupt' && !accept)
            return { ...base, status: 'new', changes: [], error: `${existing.error}. Re-run with --accept-baseline to replace it.` };
        const error = await write();
        return { ...base, status: existing.status === 'corrupt' ? 'accepted' : 'new', changes: [], ...(error ? { error } : {}) };
    }
    const before = existing.file.behaviour;
    if (before.exercise !== undefined && current.exercise !== undefined && before.exercise !== current.exercise) {
        // Not like with like: what this exercise reached that the other did not is coverage, not a change in
        // the server. Said at info, and this run becomes the baseline of its own exercise.
        const reach = newReach(diffBehaviour(before, current), before.exercise, current.exercise);
        const error = await write();
        return { ...base, status: 'new', changes: reach, ...(error ? { error } : {}) };
    }
    const changes = diffBehaviour(before, current);
    if (changes.length === 0)
        return { ...base, status: 'unchanged', changes };
    if (!accept)
        return { ...base, status: 'changed', changes };
    const error = await write();
    return { ...base, status: 'accepted', changes, ...(error ? { error } : {}) };
}
/** A diff between two exercises, as new reach: the additions at info, saying so; nothing gone is news. */
function newReach(changes, before, now) {
    return changes
        .filter((change) => change.change === 'added')
        .map((change) => ({
        ...change,
        severity: 'info',
        message: change.message.endsWith(')') ? `${change.message.slice(0, -1)}; ${reachNote(before, now)})` : `${change.message} (${reachNote(before, now)})`
    }));
}
const reachNote = (before, now) => `new reach: this run was exercised differently — ${now}; the baseline: ${before}`;

// EXTERNAL MODULE: ./src/profile/path-classify.ts
var path_classify = __webpack_require__(3361);
// EXTERNAL MODULE: ./src/rules/own-state.ts
var own_state = __webpack_require__(9403);
// EXTERNAL MODULE: ./src/rules/persistence-paths.ts
var persistence_paths = __webpack_require__(5805);
;// CONCATENATED MODULE: ./src/baseline/generalize.ts

// Run-specific parts of names (temp names, pids, per-run tokens, content hashes, the sandbox's
// machine name) become `*` or a placeholder, so an unchanged server summarizes the same on every run.
// Temp dirs get the aggressive rule: there every name is suspect.
const SEPARATORS = /([-_.+@,=~ ])/;
function looksRandom(token, aggressive) {
    if (token === '')
        return false;
    const digits = /[0-9]/.test(token);
    if (/^[0-9]+$/.test(token))
        return token.length >= 2 || aggressive;
    if (/^[0-9a-f]{12,}$/i.test(token))
        return true;
    if (digits && token.length >= 8)
        return true;
    if (!aggressive)
        return false;
    if (digits && token.length >= 3)
        return true;
    // mkdtemp-style suffixes: six or more letters mixing cases beyond a leading capital
    return token.length >= 6 && /[a-z]/.test(token) && /[A-Z]/.test(token.slice(1));
}
/**
 * Names whose random part has a known shape, generalized whatever letters the draw gave (a suffix of
 * only lowercase letters looks like a word to looksRandom, and would differ between runs):
 * a name that says it is temporary (mkstemp's `tmp_obj_XXXXXX`, mktemp's `tmp.XXXXXXXXXX`, Python's
 * `tmpXXXXXXXX`), git's loose-object fan-out directory (named by the object's hash), and git's own
 * temp files in its directory (the symlink probe `tXXXXXX`, `shallow_XXXXXX`).
 */
function generalizeKnownShape(segment, parent) {
    // A dotlock (GnuPG's `.#lk0x<address>.<machine name>.<pid>`, and its `x`-suffixed link): every part
    // of the name is the process's, none the program's.
    if (/^\.#lk0x[0-9a-f]+\./i.test(segment))
        return '.#lk*';
    const tempWithInfix = /^(\.?(?:tmp|temp)[-_.].*[-_.])[A-Za-z0-9]{6,}$/i.exec(segment);
    if (tempWithInfix)
        return `${tempWithInfix[1]}*`;
    const temp = /^(\.?(?:tmp|temp)[-_.])[A-Za-z0-9_]{6,}$/i.exec(segment) ?? /^(tmp)[a-z0-9_]{8}$/.exec(segment);
    if (temp)
        return `${temp[1]}*`;
    if (parent === 'objects' && /^[0-9a-f]{2}$/.test(segment))
        return '*';
    if (parent === '.git') {
        if (/^t[A-Za-z0-9]{6}$/.test(segment))
            return '*';
        if (/^shallow_[A-Za-z0-9]{6}$/.test(segment))
            return 'shallow_*';
    }
    return null;
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `name` wherever it stands between separators (or the segment's ends) in `segment`, as `placeholder`. */
function replaceName(segment, name, placeholder) {
    if (!name)
        return segment;
    // Case-sensitive: the drawn names are lowercase, and ~/Desktop is not the machine `desktop`.
    const pattern = new RegExp(`(^|[-_.+@,=~ ])${escapeRegExp(name)}(?=$|[-_.+@,=~ ])`, 'g');
    return segment.replace(pattern, (_, lead) => lead + placeholder);
}
/** Drawn per write wherever they stand in a name: UUIDs, and ISO timestamps (npm's `2026-11-29T04_12_01_212Z-debug-0.log`). */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}[_:.-]\d{2}[_:.-]\d{2}(?:[_:.-]\d+)?Z?/g;
function generalizeSegment(segment, aggressive, parent, names) {
    const known = generalizeKnownShape(segment, parent);
    if (known !== null)
        return known;
    segment = segment.replace(UUID, '*').replace(TIMESTAMP, '*');
    // The machine name first: a drawn `robin-devbox` holds the user name.
    const named = replaceName(replaceName(segment, names.machineName, '{hostname}'), names.userName, '{user}');
    const parts = named.split(SEPARATORS);
    const out = parts.map((part, index) => (index % 2 === 1 || /^\{(hostname|user)\}$/.test(part) ? part : looksRandom(part, aggressive) ? '*' : part));
    return out.join('').replace(/\*(?:[-_.+@,=~ ]\*)+/g, '*');
}
const TEMP_ROOTS = ['/tmp', '/var/tmp', '/dev/shm'];
/** `{workspace}/…`, `~/…`, `{tmp}/…` or the absolute path, with run-specific parts generalized. */
function normalizePath(path, roots) {
    const relative = (root) => path.slice(root.length).replace(/^\/+/, '');
    // The drawn names only where the server's run puts them (its home, temp dirs): in the workspace or the
    // system a `ubuntu` or `sam` is a name the user or the distribution chose, the same on every run.
    const general = (rest, aggressive, names = {}) => {
        const segments = rest.split('/');
        return segments.map((segment, index) => generalizeSegment(segment, aggressive, segments[index - 1], names)).join('/');
    };
    const join = (prefix, rest) => (rest === '' ? prefix : `${prefix}/${rest}`);
    if ((0,path_classify/* isUnder */.Jo)(path, roots.home))
        return join('~', general(relative(roots.home), false, roots));
    if ((0,path_classify/* isUnder */.Jo)(path, roots.cwd))
        return join('{workspace}', general(relative(roots.cwd), false));
    const temp = TEMP_ROOTS.find((root) => (0,path_classify/* isUnder */.Jo)(path, root));
    if (temp !== undefined)
        return join('{tmp}', general(relative(temp), true, roots));
    return general(path, false);
}
/**
 * A DNS name with per-run labels (encoded data, tokens) generalized. The sandbox's machine name is
 * drawn per run (sandbox/containment.ts pickIdentity), so a server resolving its own name (git does,
 * for its default identity) asks a different name each run: it is `{hostname}`.
 */
function normalizeHostName(name, machineName) {
    const lower = name.toLowerCase().replace(/\.$/, '');
    const own = machineName?.toLowerCase();
    if (own && (lower === own || lower.startsWith(`${own}.`)))
        return `{hostname}${lower.slice(own.length)}`;
    return lower
        .split('.')
        .map((label) => (label.length >= 16 || looksRandom(label, false) ? '*' : label))
        .join('.');
}

;// CONCATENATED MODULE: ./src/baseline/payload-shape.ts
// The shape of one request the sink read (decrypted for HTTPS): what a reviewer compares when a server
// keeps talking to the same host — method and path template, header names, the keys of a JSON body,
// and recipient-like values (email addresses). Values themselves (tokens, text) are left out: they
// change on every run.
const MAX_KEYS = 200;
const MAX_DEPTH = 8;
const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+/g;
function pathTemplate(target) {
    const [path = '', query] = target.split('?', 2);
    const segments = path
        .split('/')
        .map((segment) => /^[0-9]+$/.test(segment) || /^[0-9a-f]{8,}(-[0-9a-f]{4,})*$/i.test(segment) || (segment.length >= 16 && /[0-9]/.test(segment)) ? '{id}' : segment);
    const keys = query === undefined ? [] : [...new Set(query.split('&').map((pair) => pair.split('=')[0] ?? ''))].filter(Boolean).sort();
    return segments.join('/') + (keys.length > 0 ? `?${keys.join('&')}` : '');
}
function dechunk(body) {
    let out = '';
    let rest = body;
    for (;;) {
        const newline = rest.indexOf('\r\n');
        if (newline < 0)
            return out + rest;
        const size = Number.parseInt(rest.slice(0, newline), 16);
        if (!Number.isFinite(size) || size <= 0)
            return out;
        out += rest.slice(newline + 2, newline + 2 + size);
        rest = rest.slice(newline + 4 + size);
    }
}
function jsonKeys(value, prefix, depth, out) {
    if (out.size >= MAX_KEYS || depth > MAX_DEPTH)
        return;
    if (Array.isArray(value)) {
        for (const item of value)
            jsonKeys(item, `${prefix}[]`, depth + 1, out);
        return;
    }
    if (value !== null && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
            const path = prefix === '' ? key : `${prefix}.${key}`;
            out.add(path);
            jsonKeys(child, path, depth + 1, out);
        }
    }
}
/** The shape of an HTTP/1 request, or null for anything else (HTTP/2 frames, raw protocols). */
function payloadShape(data) {
    const text = data.toString('latin1');
    const headEnd = text.indexOf('\r\n\r\n');
    const head = headEnd < 0 ? text : text.slice(0, headEnd);
    const [requestLine = '', ...headerLines] = head.split('\r\n');
    const match = /^([A-Z]{3,10}) (\S+) HTTP\/1\.[01]$/.exec(requestLine);
    if (!match)
        return null;
    const headers = new Map();
    for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0)
            headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    let body = headEnd < 0 ? '' : text.slice(headEnd + 4);
    if (/chunked/i.test(headers.get('transfer-encoding') ?? ''))
        body = dechunk(body);
    const keys = new Set();
    try {
        jsonKeys(JSON.parse(Buffer.from(body, 'latin1').toString('utf8')), '', 0, keys);
    }
    catch {
        // not JSON: no keys
    }
    // most requests carry no `@`, and the pattern costs a try at every character of one that does not
    const searched = `${headerLines.join('\n')}\n${body}`;
    const recipients = new Set((searched.includes('@') ? (searched.match(EMAIL) ?? []) : []).map((address) => address.toLowerCase()));
    return {
        request: `${match[1]} ${pathTemplate(match[2])}`,
        headers: [...headers.keys()].sort(),
        jsonKeys: [...keys].sort(),
        recipients: [...recipients].sort()
    };
}

;// CONCATENATED MODULE: ./src/baseline/summarize.ts






function siteOf(phase) {
    return phase.kind === 'call' ? `${phase.call.kind}:${phase.call.name}` : phase.kind;
}
const WRITE_ACCESSES = new Set(['write', 'create', 'mkdir', 'rename']);
/** Where a normalized write lands, for the effect class: scratch space does not count as an effect. */
function effectOf(writes) {
    let effect = 'reads-only';
    for (const path of writes) {
        if (path === '{tmp}' || path.startsWith('{tmp}/'))
            continue;
        if (path === '{workspace}' || path.startsWith('{workspace}/'))
            effect = 'writes-workspace';
        else
            return 'writes-elsewhere';
    }
    return effect;
}
function hostPort(host, port) {
    const name = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
    return port === undefined ? name : `${name}:${port}`;
}
function summarizeBehaviour(input) {
    const { observed } = input;
    const sites = new Map();
    const at = (phase) => {
        const key = siteOf(phase);
        let sets = sites.get(key);
        if (!sets) {
            sets = {
                hosts: new Set(),
                dns: new Set(),
                reads: new Set(),
                writes: new Set(),
                madeDirs: new Set(),
                deletes: new Set(),
                executables: new Set(),
                canaryLeaks: new Set(),
                persistence: new Set(),
                payloads: new Map()
            };
            sites.set(key, sets);
        }
        return sets;
    };
    const path = (absolute) => normalizePath(absolute, input);
    const hostName = (name) => normalizeHostName(name, input.machineName);
    for (const call of input.calls)
        at({ kind: 'call', call: { id: call.id, kind: call.kind, name: call.name, iteration: call.iteration }, afterResponse: false });
    const places = new own_state/* OwnStatePlaces */.e6(input);
    const ownState = new Set();
    /** Whether `absolute` is the server's own state: then it is the server's one entry, no site's. */
    const own = (absolute, access) => {
        const root = access === 'read' ? (places.roots.find((made) => made !== absolute && (0,path_classify/* isUnder */.Jo)(absolute, made)) ?? null) : places.rootOf(absolute, access);
        if (root === null)
            return false;
        ownState.add(path(root));
        return true;
    };
    for (const file of observed.files) {
        if (file.noise)
            continue;
        // git's opportunistic index refresh, undone or committed within the call (profile/net-effect.ts): a
        // cache of file stats whose refresh depends on how recently the files changed (racy git), not on what
        // the tool does. A lock left behind, or one taken across calls, stays.
        if (file.transient && file.path.endsWith('/.git/index.lock'))
            continue;
        const shown = path(file.path);
        // What a helper program did with its own config and state (rules/helper-program-rules.ts) is the
        // server's as a whole: which call's update check wrote npm's log is timing.
        if (file.program !== undefined) {
            if (file.succeeded)
                ownState.add(shown.split('/').slice(0, 3).join('/'));
            continue;
        }
        const ownSource = own(file.path, file.access);
        const ownTarget = file.renamedTo !== undefined && own(file.renamedTo, 'write');
        for (const phase of file.phases) {
            const sets = at(phase);
            if (file.access === 'read') {
                if (file.succeeded && !ownSource)
                    sets.reads.add(shown);
            }
            else if (file.access === 'delete') {
                if (!ownSource)
                    sets.deletes.add(shown);
            }
            else if (file.access === 'mkdir') {
                if (!ownSource)
                    sets.madeDirs.add(shown);
            }
            else if (WRITE_ACCESSES.has(file.access)) {
                if (!ownSource) {
                    sets.writes.add(shown);
                    // A lock file is its writer's claim on the file beside it: whether the writer then commits
                    // (renames the lock over it) or rolls back depends on what it finds, which can be timing (git
                    // rewrites its index when stat data is racily clean). The site writes that file either way.
                    if (shown.endsWith('.lock') && file.access !== 'rename')
                        sets.writes.add(shown.slice(0, -'.lock'.length));
                    if (file.access === 'rename')
                        sets.deletes.add(shown);
                }
                if (file.renamedTo !== undefined && !ownTarget)
                    sets.writes.add(path(file.renamedTo));
            }
            const target = file.renamedTo ?? file.path;
            if (file.access !== 'read' && file.access !== 'delete' && (0,persistence_paths/* persistenceKind */.a)(target, input.home) !== null)
                sets.persistence.add(path(target));
        }
    }
    for (const entry of observed.network) {
        if (entry.loopback || entry.family === 'unix')
            continue;
        // DNS queries are summarized by the names asked, not by the resolver the sink played.
        if (entry.port === 53)
            continue;
        const names = entry.hostnames.length > 0 ? entry.hostnames.map(hostName) : [entry.address];
        for (const phase of entry.phases)
            for (const name of names)
                at(phase).hosts.add(hostPort(name, entry.port));
    }
    for (const query of observed.dns) {
        for (const phase of query.phases)
            at(phase).dns.add(hostName(query.name));
    }
    for (const proc of observed.processes) {
        if (proc.isServer)
            continue;
        const shown = proc.succeeded ? path(proc.executable) : `${external_node_path_.posix.basename(proc.executable)} (not found)`;
        for (const phase of proc.phases)
            at(phase).executables.add(shown);
    }
    for (const leak of observed.leaks) {
        for (const phase of leak.phases)
            at(phase).canaryLeaks.add(`${leak.canary} via ${leak.via}`);
    }
    for (const leftover of observed.leftovers ?? []) {
        for (const phase of leftover.phases)
            at(phase).persistence.add(`left running: ${external_node_path_.posix.basename(leftover.executable)}`);
    }
    for (const payload of input.payloads) {
        const shape = payloadShape(payload.data);
        if (shape === null)
            continue;
        const sets = at(payload.phase);
        const key = hostPort(hostName(payload.host), payload.port);
        let seen = sets.payloads.get(key);
        if (!seen) {
            seen = { requests: new Set(), headers: new Set(), jsonKeys: new Set(), recipients: new Set() };
            sets.payloads.set(key, seen);
        }
        seen.requests.add(shape.request);
        for (const name of shape.headers)
            seen.headers.add(name);
        for (const key of shape.jsonKeys)
            seen.jsonKeys.add(key);
        for (const address of shape.recipients)
            seen.recipients.add(address);
    }
    const sorted = (set) => [...set].sort();
    const out = { sites: {} };
    for (const key of [...sites.keys()].sort()) {
        const sets = sites.get(key);
        // Whether a directory had to be made can be chance (git's object fan-out directory exists or not,
        // by the hash of what is written): one with a write inside it is summarized by that write.
        const writes = new Set(sets.writes);
        for (const dir of sets.madeDirs)
            if (![...sets.writes, ...sets.madeDirs].some((other) => other.startsWith(`${dir}/`)))
                writes.add(dir);
        const payloads = {};
        for (const host of [...sets.payloads.keys()].sort()) {
            const seen = sets.payloads.get(host);
            payloads[host] = { requests: sorted(seen.requests), headers: sorted(seen.headers), jsonKeys: sorted(seen.jsonKeys), recipients: sorted(seen.recipients) };
        }
        out.sites[key] = {
            hosts: sorted(sets.hosts),
            dns: sorted(sets.dns),
            reads: sorted(sets.reads),
            writes: sorted(writes),
            deletes: sorted(sets.deletes),
            executables: sorted(sets.executables),
            canaryLeaks: sorted(sets.canaryLeaks),
            persistence: sorted(sets.persistence),
            effect: effectOf(writes.values()),
            payloads
        };
    }
    if (ownState.size > 0)
        out.ownState = sorted(ownState);
    if (input.exercise !== undefined)
        out.exercise = input.exercise;
    return out;
}

;// CONCATENATED MODULE: ./src/baseline/run-baseline.ts




function baselineLocation(stateDir, identity, baselinePath) {
    return baselinePath === null ? { file: baselineStatePath(stateDir, identity), source: 'state' } : { file: baselinePath, source: baselinePath };
}
function splitDestination(destination) {
    const plain = destination.replace(/ \(TLS\)$/, '');
    const colon = plain.lastIndexOf(':');
    return { host: plain.slice(0, colon).replace(/:\d+$/, ''), port: Number(plain.slice(colon + 1)) };
}
async function compareRunWithBaseline(input) {
    const payloads = input.sinkPayloads.map((payload) => ({
        ...splitDestination(payload.destination),
        phase: payload.phase,
        data: payload.data
    }));
    const current = summarizeBehaviour({
        observed: input.observed,
        payloads,
        calls: input.calls,
        home: input.home,
        cwd: input.cwd,
        ...(input.machineName ? { machineName: input.machineName } : {}),
        ...(input.userName ? { userName: input.userName } : {}),
        ...(input.writableRoots ? { writableRoots: input.writableRoots } : {}),
        ...(input.packageRoots ? { packageRoots: input.packageRoots } : {}),
        ...(input.exercise !== undefined ? { exercise: exerciseOf(input.exercise, input.exercise.scenario) } : {})
    });
    return compareWithBaseline(baselineLocation(input.stateDir, input.identity, input.baselinePath), input.identity, current, input.accept);
}
/**
 * How the server was exercised, as the baseline compares it: a run driven by a scenario, with more calls
 * or other passes reaches what another did not, which is coverage, not a change in the server.
 */
function exerciseOf(settings, scenario) {
    const steps = scenario ? `scenario ${(0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(scenario)).digest('hex').slice(0, 12)}` : 'no scenario';
    const passes = settings.passes ? (0,settings_passes/* describePasses */.xy)(settings.passes) : settings_passes/* DEFAULT_PASSES */.yZ;
    return `${steps}, ${settings.callsPerTool} calls per tool, passes ${passes}`;
}

// EXTERNAL MODULE: ./src/manifest/build-manifest.ts
var build_manifest = __webpack_require__(7607);
// EXTERNAL MODULE: ./src/manifest/pin-store.ts + 1 modules
var pin_store = __webpack_require__(7878);
// EXTERNAL MODULE: ./src/report/static-section.ts
var static_section = __webpack_require__(1348);
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
var probe_coverage = __webpack_require__(1550);
// EXTERNAL MODULE: ./src/probe/scenario.ts
var scenario = __webpack_require__(5298);
// EXTERNAL MODULE: ./src/rules/declared-purpose.ts
var declared_purpose = __webpack_require__(5302);
// EXTERNAL MODULE: ./src/neutralize.ts
var neutralize = __webpack_require__(2124);
// EXTERNAL MODULE: ./src/probe/attack/roles.ts
var roles = __webpack_require__(1794);
// EXTERNAL MODULE: ./src/rules/declared-scope.ts + 1 modules
var declared_scope = __webpack_require__(7295);
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

// EXTERNAL MODULE: ./src/probe/attack/payloads.ts
var payloads = __webpack_require__(7472);
// EXTERNAL MODULE: ./src/rules/credential-audience.ts
var credential_audience = __webpack_require__(585);
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
var evaluate_rules = __webpack_require__(2829);
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
var verdict = __webpack_require__(687);
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
    const { exitCode } = (0,verdict/* decideVerdict */.AU)({
        findings,
        failOn,
        incomplete,
        interrupted,
        coverage: coverage.totals ? { percent: coverage.totals.percent, minPercent: minCoverage } : null
    });
    return { findings, coverage, exitCode, ...(attack ? { attack: attackSection(attack.setup, probe.attack, attacked?.results) } : {}) };
}

// EXTERNAL MODULE: ./src/report/text.ts + 9 modules
var report_text = __webpack_require__(8377);
// EXTERNAL MODULE: ./src/report/unseen-surface.ts
var unseen_surface = __webpack_require__(8542);
// EXTERNAL MODULE: ./src/engine/init-status.ts + 2 modules
var init_status = __webpack_require__(1950);
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

// EXTERNAL MODULE: ./src/sandbox/canary-watch-log.ts
var canary_watch_log = __webpack_require__(2590);
// EXTERNAL MODULE: ./src/sandbox/containment-plan.ts
var containment_plan = __webpack_require__(8915);
// EXTERNAL MODULE: ./src/sandbox/file-changes.ts
var file_changes = __webpack_require__(6913);
// EXTERNAL MODULE: ./src/sandbox/settle-all.ts
var settle_all = __webpack_require__(3134);
// EXTERNAL MODULE: ./src/sandbox/sink-log.ts
var sink_log = __webpack_require__(7467);
// EXTERNAL MODULE: ./src/engine/output-files.ts
var output_files = __webpack_require__(5595);
// EXTERNAL MODULE: ./src/engine/probe-in-sandbox.ts + 9 modules
var probe_in_sandbox = __webpack_require__(9314);
// EXTERNAL MODULE: ./src/engine/start-sandbox.ts + 4 modules
var start_sandbox = __webpack_require__(2788);
// EXTERNAL MODULE: ./src/engine/passes/pass-dirs.ts
var pass_dirs = __webpack_require__(9226);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
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
        add(`connect ${(0,external_node_net_.isIP)(host) ? host : normalizeHostName(host, machineName)}:${record.port}`, 'sink', false, record.at);
    }
    for (const payload of seen.sink?.payloads ?? []) {
        if (payload.via === 'dns' && !named(payload.destination))
            add(`dns ${normalizeHostName(payload.destination, machineName)}`, 'sink', false, payload.at);
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
        const path = normalizePath(change.path, seen.roots);
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
    const specs = settings.passes ?? (0,settings_passes/* parsePasses */.fr)(settings_passes/* DEFAULT_PASSES */.yZ);
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
var external_node_dns_promises_ = __webpack_require__(1553);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/launch/install-phase.ts
var install_phase = __webpack_require__(8790);
// EXTERNAL MODULE: ./src/profile/build-profile.ts + 13 modules
var build_profile = __webpack_require__(5351);
// EXTERNAL MODULE: ./src/profile/phase-clock.ts
var phase_clock = __webpack_require__(3873);
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
var canary_match = __webpack_require__(9070);
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
var init_config = __webpack_require__(2168);
// EXTERNAL MODULE: ./src/trace/c-string.ts
var c_string = __webpack_require__(5428);
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
var server_paths = __webpack_require__(8158);
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
