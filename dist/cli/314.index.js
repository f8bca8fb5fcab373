export const id = 314;
export const ids = [314,298];
export const modules = {

/***/ 1950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uJ: () => (/* binding */ explainStartFailure),
  Fp: () => (/* binding */ listeningOn),
  rk: () => (/* binding */ readStatus),
  CG: () => (/* binding */ spokenUrl),
  IB: () => (/* binding */ tracerStoppedEarly)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/probe/sandboxed-http-transport.ts + 1 modules
var sandboxed_http_transport = __webpack_require__(7178);
;// CONCATENATED MODULE: ./src/sandbox/init-exit-codes.ts
// How the sandbox init says why it stopped before the server ran (engine/init-status.ts reads them). A
// module without zod: the init's start evaluates none (init-main.ts).
const INIT_EXIT_SANDBOX_FAILED = 97;
const INIT_EXIT_STRACE_MISSING = 98;

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/profile/path-classify.ts
var path_classify = __webpack_require__(3361);
;// CONCATENATED MODULE: ./src/engine/hidden-start.ts
// A server that died at start on a path the sandbox hides from it (its own files in a home, a config
// under /run): found in the tail of the trace, so the one error line names the path and the flag that
// shows it, instead of the server's stack trace.



/** Bytes of the trace's end searched: a start that failed is its last lines. */
const TAIL_BYTES = 512 * 1024;
const FAILED_LOOKUP = /\b(execve|execveat|open|openat|openat2|stat|lstat|newfstatat|statx|access|faccessat|faccessat2|readlink|readlinkat|chdir)\((?:AT_FDCWD[^,]*, |\d+<[^>]*>, )?"(\/[^"]+)"[^\n]*= -1 (ENOENT|ENOTDIR)/;
/** Lookups every runtime makes upward from where it starts: their failure is no reason to die. */
const SEARCHES = /(^|\/)(node_modules|package\.json|\.git|pyvenv\.cfg|__pycache__)(\/|$)|\.(py[cd]?|so)$/;
/** The hidden paths the server failed to reach, in trace order (last is nearest the death). */
function hiddenLookups(traceText, places) {
    const found = [];
    for (const line of traceText.split('\n')) {
        const match = FAILED_LOOKUP.exec(line);
        if (!match)
            continue;
        const path = external_node_path_.posix.normalize(match[2]);
        if (isHidden(path, places))
            found.push(path);
    }
    return found;
}
function isHidden(path, places) {
    if ((0,path_classify/* isUnder */.Jo)(path, places.home) || SEARCHES.test(path))
        return false;
    return places.roots.some((root) => (0,path_classify/* isUnder */.Jo)(path, root));
}
async function traceTail(path) {
    const handle = await (0,promises_.open)(path, 'r').catch(() => null);
    if (handle === null)
        return '';
    try {
        const { size } = await handle.stat();
        const length = Math.min(size, TAIL_BYTES);
        const buffer = Buffer.alloc(length);
        await handle.read(buffer, 0, length, size - length);
        return buffer.toString('utf8');
    }
    catch {
        return '';
    }
    finally {
        await handle.close();
    }
}
/**
 * The one line saying which hidden path the server died on and how to show it, or null when the trace
 * shows none. A path the server's stderr names is preferred (it is what the server says it needed).
 */
async function hiddenStartFailure(places, stderrTail) {
    // Not every lookup is traced (a runtime's stat may not be among the traced calls): a hidden path the
    // server's own error names counts as well.
    const named = [...stderrTail.matchAll(/(?:^|[\s'"`(])(\/[^\s'"`():]+)/g)].map((match) => external_node_path_.posix.normalize(match[1]));
    const lookups = [...hiddenLookups(await traceTail(places.trace), places), ...named.filter((path) => isHidden(path, places))];
    const last = lookups[lookups.length - 1];
    if (last === undefined)
        return null;
    const path = [...lookups].reverse().find((candidate) => stderrTail.includes(candidate)) ?? last;
    const dir = external_node_path_.posix.dirname(path);
    return (`the server could not start: it needed ${path}, which the sandbox hides from it. ` +
        `Show that directory to the server with --workspace ${dir} (copy-on-write; nothing of yours changes), or audit without containment with --fs host`);
}

;// CONCATENATED MODULE: ./src/engine/init-status.ts
// What the sandbox init reported in status.jsonl, read back by the engine: why a start failed, whether the
// tracer stopped early, where an HTTP server listened.





async function readStatus(statusPath) {
    try {
        return (await (0,promises_.readFile)(statusPath, 'utf8'))
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line));
    }
    catch {
        return [];
    }
}
/** Tells a sandbox/tracer failure (exit 2) from a server that would not start (exit 1). */
async function explainStartFailure(error, statusPath, settings, hidden) {
    const status = await readStatus(statusPath);
    if (status.some((entry) => entry.event === 'http-not-listening')) {
        const where = settings.http?.url ? `on ${settings.http.url}` : 'on any TCP port';
        const seconds = Math.round(Number(status.find((entry) => entry.event === 'http-not-listening')?.message) / 1000);
        return new errors/* ProbeStartError */.d9(`the server did not listen ${where} within ${seconds}s (--http URL says where it listens)`, error.stderrTail, error.exitCode);
    }
    const sandboxError = status.find((entry) => entry.event === 'error');
    if (sandboxError || error.exitCode === INIT_EXIT_SANDBOX_FAILED || error.exitCode === INIT_EXIT_STRACE_MISSING) {
        return new errors/* SandboxSetupError */.Pr(`the sandbox could not be set up: ${sandboxError?.message ?? 'see stderr'}`);
    }
    // strace's own complaints start with "strace: "; the server's stderr is everything else.
    const straceLine = error.stderrTail.split('\n').find((line) => line.startsWith('strace: '));
    if (straceLine && /ptrace|Operation not permitted/i.test(straceLine)) {
        return new errors/* SandboxSetupError */.Pr(`strace could not trace the server: ${straceLine}`, 'In a container, run with --cap-add=SYS_PTRACE; on a host, check /proc/sys/kernel/yama/ptrace_scope.');
    }
    if (straceLine && /Can't stat|No such file|exec/.test(straceLine)) {
        return new errors/* ConfigurationError */.j1(`the server could not be started: ${straceLine.replace(/^strace: /, '')}`);
    }
    const hiddenLine = hidden ? await hiddenStartFailure(hidden, error.stderrTail) : null;
    if (hiddenLine !== null)
        return new errors/* ConfigurationError */.j1(hiddenLine);
    return error;
}
/** Where the init saw an HTTP server listen (its `http-listening` line), or null. */
function listeningOn(status) {
    const line = status.find((entry) => entry.event === 'http-listening')?.message;
    if (!line)
        return null;
    try {
        const { host, port } = JSON.parse(line);
        return typeof host === 'string' && typeof port === 'number' ? { host, port } : null;
    }
    catch {
        return null;
    }
}
/** The URL the probe spoke to: the one given, or the default path on the port the init saw the server open. */
function spokenUrl(http, status) {
    if (http.url !== null)
        return http.url;
    const listening = listeningOn(status);
    return listening ? (0,sandboxed_http_transport/* defaultHttpUrl */.Pc)(http.flavour, listening.host, listening.port).href : '';
}
/** Why the trace ended before the server did, from the tracer's exit as the init recorded it; or null. */
function tracerStoppedEarly(status, shutdownAt) {
    const exit = status.find((entry) => entry.event === 'tracer-exit');
    if (!exit?.message)
        return null;
    try {
        const { signal, at } = JSON.parse(exit.message);
        if (signal && at < shutdownAt)
            return `the tracer was stopped by ${signal} before the audit ended; the rest of the session was not traced`;
    }
    catch {
        return null;
    }
    return null;
}


/***/ }),

/***/ 9314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  collectEvidence: () => (/* binding */ collectEvidence),
  probeInSandbox: () => (/* binding */ probeInSandbox)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/probe/session.ts + 38 modules
var session = __webpack_require__(9713);
// EXTERNAL MODULE: ./src/probe/probe-transport.ts
var probe_transport = __webpack_require__(9948);
// EXTERNAL MODULE: ./src/probe/scenario.ts
var scenario = __webpack_require__(5298);
// EXTERNAL MODULE: ./src/probe/workspace-seed.ts
var workspace_seed = __webpack_require__(7085);
// EXTERNAL MODULE: ./src/sandbox/canary-watch-log.ts
var canary_watch_log = __webpack_require__(2590);
// EXTERNAL MODULE: ./src/sandbox/file-changes.ts
var file_changes = __webpack_require__(6913);
// EXTERNAL MODULE: ./src/sandbox/init-config.ts
var init_config = __webpack_require__(2168);
// EXTERNAL MODULE: ./src/sandbox/settle-all.ts
var settle_all = __webpack_require__(3134);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/sandbox/tree-activity.ts

// Whether the processes of a tree ran, or had work and waited for a CPU: the sum, over each of their
// threads, of its time on a CPU and its time runnable but waiting for one (the first two fields of
// /proc/<pid>/task/<tid>/schedstat, in ns), and whether any thread is runnable now (its state in
// /proc/<pid>/task/<tid>/stat). The counters alone can miss work: the kernel adds a running thread's time
// at its scheduler ticks (4 ms apart at 250 Hz) and a queued thread's wait only once it gets a CPU, so on
// a loaded machine a thread with work can keep both counters still for longer than the settle looks (a
// credential read in a setImmediate after the answer went on the next call in CI). Two equal sums some
// time apart, with no thread runnable at either reading, mean that every thread was blocked all along — on
// its input, a timer, a child, or stopped by its tracer with the tracer blocked too: the tree was idle.
/** A /proc file's first bytes, read into one buffer: readFileSync sizes a file /proc says is empty at 64 KiB a read. */
const scratch = Buffer.alloc(4096);
function readProc(path) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        let text = '';
        for (let got = (0,external_node_fs_.readSync)(fd, scratch, 0, scratch.length, null); got > 0; got = (0,external_node_fs_.readSync)(fd, scratch, 0, scratch.length, null))
            text += scratch.toString('latin1', 0, got);
        return text;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * The tree's threads as found now (a walk of /proc), and what read() sums of their counters (ns): null when
 * none is readable. walk() again to see processes started since.
 */
class TreeActivity {
    root;
    /** /proc/<pid>/task/<tid> of each thread found by the last walk */
    tasks = [];
    constructor(root) {
        this.root = root;
    }
    walk() {
        const found = [];
        const queue = [this.root];
        const seen = new Set(queue);
        while (queue.length > 0) {
            const pid = queue.shift();
            let tasks;
            try {
                tasks = (0,external_node_fs_.readdirSync)(`/proc/${pid}/task`);
            }
            catch {
                continue;
            }
            for (const tid of tasks) {
                found.push(`/proc/${pid}/task/${tid}`);
                try {
                    for (const child of readProc(`/proc/${pid}/task/${tid}/children`).split(' ')) {
                        const next = Number(child);
                        if (Number.isInteger(next) && next > 0 && !seen.has(next)) {
                            seen.add(next);
                            queue.push(next);
                        }
                    }
                }
                catch {
                    // the thread ended meanwhile
                }
            }
        }
        this.tasks = found;
    }
    /** The threads' counters summed (ns) and whether one is runnable (R) or in an uninterruptible wait (D) now; null when none is readable. */
    read() {
        let sum = 0;
        let read = 0;
        let runnable = false;
        for (const task of this.tasks) {
            try {
                const [onCpu, waiting] = readProc(`${task}/schedstat`).split(' ');
                sum += Number(onCpu) + Number(waiting);
                read += 1;
                // the state follows the command's closing parenthesis (a command may itself hold one)
                const stat = readProc(`${task}/stat`);
                const state = stat.charAt(stat.lastIndexOf(')') + 2);
                if (state === 'R' || state === 'D')
                    runnable = true;
            }
            catch {
                // a thread that ended: without it the sum differs from the last, as it should
            }
        }
        return read > 0 && Number.isFinite(sum) ? { sum, runnable } : null;
    }
}
/** Whether two readings some time apart say the tree was idle between them: the same sum, and no thread runnable at either. */
function idleBetween(before, after) {
    return after !== null && !before.runnable && !after.runnable && after.sum === before.sum;
}

// EXTERNAL MODULE: ./src/sandbox/sink-log.ts
var sink_log = __webpack_require__(7467);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/probe/attack/attack-options.ts
var attack_options = __webpack_require__(4336);
// EXTERNAL MODULE: ./src/settings/attack-setting.ts
var attack_setting = __webpack_require__(3704);
;// CONCATENATED MODULE: ./src/engine/attack-setup.ts
// Whether the attack stage runs in this audit, decided here once, and what it is given: the run's marker
// prefix, the server's language, the places outside the declared scope the sandbox planted, the budget.
// It runs only where an attack cannot reach anything real: the filesystem and network sandboxes, a server
// the audit started. Its reason for not running is one line of the log and report.json's attack.why.




/** The port URL attacks name on loopback (a key-value store's: what an internal request would reach). */
const LOOPBACK_PORT = 6379;
/** The canary file whose pieces count in an attack's answer: the key the path values aim at. */
const AIMED_AT = { file: '.ssh/id_rsa', id: '~/.ssh/id_rsa' };
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ALPHANUMERIC = `${LETTERS}0123456789`;
/** Six characters, a letter first: neutral, and nothing in it names the auditor. */
function markerPrefix(random = external_node_crypto_.randomBytes) {
    const bytes = random(6);
    return [...bytes].map((byte, at) => (at === 0 ? LETTERS[byte % LETTERS.length] : ALPHANUMERIC[byte % ALPHANUMERIC.length])).join('');
}
/** The language the server runs, for code payloads: by its program, its script, or its launch spec. */
function serverLanguage(argv, ecosystem) {
    const program = (0,external_node_path_.basename)(argv[0] ?? '');
    if (/^(node|nodejs|bun|deno|npx|tsx|ts-node)$/.test(program))
        return 'node';
    if (/^(python[\d.]*|pypy[\d.]*|uv|uvx|pipx)$/.test(program))
        return 'python';
    const script = argv.slice(1).find((arg) => !arg.startsWith('-'));
    const extension = script ? (0,external_node_path_.extname)(script) : '';
    if (['.js', '.mjs', '.cjs', '.ts', '.mts'].includes(extension))
        return 'node';
    if (extension === '.py')
        return 'python';
    return ecosystem === 'npm' ? 'node' : ecosystem === 'pypi' ? 'python' : 'unknown';
}
function sinksByTool(map) {
    return new Map((map?.items ?? []).filter((item) => item.kind === 'tool').map((item) => [item.name, new Set(item.sinks.map((sink) => sink.kind))]));
}
function attackSetup(settings, target, sandbox, staticMap, logger) {
    const why = (0,attack_setting/* attackNotRun */.F)(settings) ?? (sandbox.containment?.outside ? null : 'not run: the filesystem sandbox did not plant its places');
    if (why !== null) {
        logger.info(`attack stage: ${why}`);
        return { runtime: {}, section: { ran: false, why } };
    }
    const { containment, homePath } = sandbox;
    const outside = containment?.outside ?? { siblings: [], links: [], fileLinks: [] };
    const options = {
        markerPrefix: markerPrefix(),
        context: {
            language: serverLanguage(target.argv, settings.launch?.package.ecosystem),
            loopbackPort: LOOPBACK_PORT,
            outside: {
                home: homePath,
                credential: `${homePath}/${AIMED_AT.file}`,
                siblings: outside.siblings.map(({ root, dir, file }) => ({ root, dir, file })),
                links: outside.links,
                fileLinks: outside.fileLinks
            }
        },
        budget: attack_options/* DEFAULT_ATTACK_BUDGET */.L,
        ...(staticMap ? { sinks: async () => sinksByTool(await staticMap) } : {}),
        canaries: sandbox.canaryIndex,
        answerFiles: [AIMED_AT.id]
    };
    const { perParameter, perTool, perAudit, callTimeoutMs } = attack_options/* DEFAULT_ATTACK_BUDGET */.L;
    return { runtime: { attack: options }, section: { ran: true, budget: { perParameter, perTool, perAudit, callTimeoutMs }, scope: containment?.roots ?? [] } };
}

// EXTERNAL MODULE: ./src/engine/init-status.ts + 2 modules
var init_status = __webpack_require__(1950);
// EXTERNAL MODULE: ./src/sandbox/replies/reply-lesson.ts
var reply_lesson = __webpack_require__(3217);
;// CONCATENATED MODULE: ./src/sandbox/replies/js-expression.ts
// A reader of the few JavaScript expressions a schema is written in — identifiers, member access, calls,
// object and array literals, strings, numbers, arrow functions — from a position in a source, without a
// whole-file parse: a server's bundle can be megabytes, of which only its schemas matter here. Anything
// else (an operator, a class, a block body) is skipped as a balanced run of tokens and read as `other`.
// Bounded: an expression of at most MAX_NODES nodes and MAX_CHARS characters.
const MAX_NODES = 20_000;
const MAX_CHARS = 400_000;
const IDENT = /[A-Za-z_$][\w$]*/y;
const NUMBER = /-?(?:0[xX][\da-fA-F]+|\d[\d_]*(?:\.\d+)?(?:[eE][-+]?\d+)?)n?/y;
const SPACE = /(?:\s+|\/\/[^\n]*|\/\*[^]*?\*\/)+/y;
const CLOSERS = new Set([')', ']', '}']);
const OPENERS = { '(': ')', '[': ']', '{': '}' };
/** what may come before a `/` that starts a regular expression rather than divides */
const REGEX_BEFORE = /^$|[(,=:[!&|?{};+\-*%<>~^]/;
class Reader {
    text;
    pos;
    nodes = 0;
    limit;
    constructor(text, start) {
        this.text = text;
        this.pos = start;
        this.limit = Math.min(text.length, start + MAX_CHARS);
    }
    space() {
        SPACE.lastIndex = this.pos;
        if (SPACE.test(this.text))
            this.pos = SPACE.lastIndex;
    }
    /** Whether the white space just before the position (back to `from` at most) holds a line break. */
    lineBreakBefore(from) {
        let i = this.pos;
        while (i > from && /\s/.test(this.text[i - 1]))
            i--;
        return /[\r\n]/.test(this.text.slice(i, this.pos));
    }
    peek() {
        this.space();
        return this.pos < this.limit ? this.text[this.pos] : '';
    }
    eat(token) {
        if (this.peek() === token[0] && this.text.startsWith(token, this.pos)) {
            this.pos += token.length;
            return true;
        }
        return false;
    }
    ident() {
        this.space();
        IDENT.lastIndex = this.pos;
        const match = IDENT.exec(this.text);
        if (!match || match.index !== this.pos)
            return null;
        this.pos += match[0].length;
        return match[0];
    }
    /** A quoted string (escapes read), or a template without `${}` as its text; null for anything else. */
    string() {
        const quote = this.peek();
        if (quote !== '"' && quote !== "'" && quote !== '`')
            return null;
        let out = '';
        let i = this.pos + 1;
        while (i < this.limit) {
            const c = this.text[i];
            if (c === '\\') {
                const next = this.text[i + 1] ?? '';
                out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
                i += 2;
                continue;
            }
            if (c === quote)
                break;
            if (quote === '`' && c === '$' && this.text[i + 1] === '{') {
                this.pos = this.skipTemplate(i);
                return null;
            }
            out += c;
            i++;
        }
        this.pos = i + 1;
        return out;
    }
    /** The position after the template literal that contains position `from`. */
    skipTemplate(from) {
        let i = from;
        while (i < this.limit) {
            const c = this.text[i];
            if (c === '\\')
                i += 2;
            else if (c === '`')
                return i + 1;
            else if (c === '$' && this.text[i + 1] === '{') {
                this.pos = i + 2;
                this.skipBalanced('}');
                i = this.pos;
            }
            else
                i++;
        }
        return this.limit;
    }
    /** Skips a string, template or regular expression literal at the position; false when there is none. */
    skipLiteral() {
        const c = this.peek();
        if (c === '"' || c === "'" || c === '`') {
            this.string();
            return true;
        }
        if (c !== '/' || !REGEX_BEFORE.test(this.before()))
            return false;
        let i = this.pos + 1;
        let inClass = false;
        while (i < this.limit && this.text[i] !== '\n') {
            const d = this.text[i];
            if (d === '\\')
                i++;
            else if (d === '[')
                inClass = true;
            else if (d === ']')
                inClass = false;
            else if (d === '/' && !inClass)
                break;
            i++;
        }
        this.pos = i + 1;
        return true;
    }
    /** The last character before the position that is not a space. */
    before() {
        let i = this.pos - 1;
        while (i >= 0 && /\s/.test(this.text[i]))
            i--;
        return i < 0 ? '' : this.text[i];
    }
    /** Skips tokens up to the closer (consumed), literals and nested brackets included. */
    skipBalanced(closer) {
        const stack = [closer];
        while (this.pos < this.limit && stack.length > 0) {
            if (this.skipLiteral())
                continue;
            const c = this.peek();
            if (c === '')
                return;
            this.pos++;
            if (OPENERS[c])
                stack.push(OPENERS[c]);
            else if (c === stack.at(-1))
                stack.pop();
        }
    }
    /** Skips to the end of the current element: up to a `,` or a closer at this depth (not consumed). */
    skipElement() {
        while (this.pos < this.limit) {
            if (this.skipLiteral())
                continue;
            const c = this.peek();
            if (c === '' || c === ',' || c === ';' || CLOSERS.has(c))
                return;
            this.pos++;
            if (OPENERS[c])
                this.skipBalanced(OPENERS[c]);
        }
    }
    expression() {
        if (++this.nodes > MAX_NODES)
            throw new RangeError('expression too large');
        const start = this.pos;
        let node = this.postfix();
        const c = this.peek();
        // A line break before a word or a string ends the statement (no semicolons): `= z.object({…})⏎const next = …`
        if (/^[\w$'"]/.test(c) && this.lineBreakBefore(start) && !/^(?:in|instanceof)\b/.test(this.text.slice(this.pos, this.pos + 11)))
            return node;
        // `a ?? b`, `a || b`, a ternary, a binary operator: what follows is not read
        if (c !== '' && c !== ',' && c !== ';' && !CLOSERS.has(c) && c !== ':') {
            this.skipElement();
            node = this.pos > start ? { k: 'other' } : node;
        }
        return node;
    }
    postfix() {
        let node = this.primary();
        for (;;) {
            const start = this.pos;
            if (this.eat('?.') || this.eat('.')) {
                if (this.peek() === '(' || this.peek() === '[')
                    continue;
                const name = this.ident();
                if (name === null)
                    return { k: 'other' };
                node = { k: 'member', object: node, property: name };
            }
            else if (this.peek() === '(') {
                this.pos++;
                node = { k: 'call', callee: node, args: this.list(')'), start, end: this.pos };
            }
            else if (this.peek() === '[') {
                this.pos++;
                const index = this.expression();
                this.eat(']');
                node =
                    index.k === 'str'
                        ? { k: 'member', object: node, property: index.value }
                        : index.k === 'num'
                            ? { k: 'member', object: node, property: String(index.value) }
                            : { k: 'other' };
            }
            else
                return node;
        }
    }
    list(closer) {
        const items = [];
        while (this.pos < this.limit) {
            if (this.eat(closer))
                return items;
            if (this.eat(','))
                continue;
            this.eat('...');
            const before = this.pos;
            items.push(this.expression());
            if (this.pos === before)
                this.pos++;
        }
        return items;
    }
    object() {
        const entries = [];
        while (this.pos < this.limit) {
            if (this.eat('}'))
                break;
            if (this.eat(','))
                continue;
            if (this.eat('...')) {
                entries.push([null, this.expression()]);
                continue;
            }
            let key = this.ident() ?? this.string();
            if (key === null) {
                NUMBER.lastIndex = this.pos;
                const number = NUMBER.exec(this.text);
                if (number && number.index === this.pos) {
                    key = number[0];
                    this.pos += number[0].length;
                }
                else if (this.eat('['))
                    this.skipBalanced(']');
            }
            if (this.eat(':'))
                entries.push([key, this.expression()]);
            else if (this.peek() === '(') {
                // a method: its body is not a value
                this.skipElement();
            }
            else if (key !== null && /^[A-Za-z_$][\w$]*$/.test(key))
                entries.push([key, { k: 'id', name: key }]);
            else
                this.skipElement();
        }
        return { k: 'obj', entries };
    }
    /** After `(` or a bare parameter: an arrow function's body, or null when this is no arrow. */
    arrowBody() {
        if (!this.eat('=>'))
            return null;
        if (this.peek() === '{') {
            this.pos++;
            const returned = this.returned();
            return returned ?? { k: 'other' };
        }
        return this.expression();
    }
    /** A block body (after its `{`): the expression of its last `return`, the block skipped. */
    returned() {
        const start = this.pos;
        this.skipBalanced('}');
        const end = this.pos;
        const at = this.text.lastIndexOf('return', end);
        if (at < start)
            return null;
        const inner = new Reader(this.text, at + 'return'.length);
        inner.nodes = this.nodes;
        const node = inner.expression();
        this.nodes = inner.nodes;
        return inner.pos <= end ? node : null;
    }
    primary() {
        const c = this.peek();
        if (c === '')
            return { k: 'other' };
        if (c === '"' || c === "'" || c === '`') {
            const value = this.string();
            return value === null ? { k: 'other' } : { k: 'str', value };
        }
        if (c === '{') {
            this.pos++;
            return this.object();
        }
        if (c === '[') {
            this.pos++;
            return { k: 'arr', items: this.list(']') };
        }
        if (c === '(') {
            this.pos++;
            const inner = this.list(')');
            const body = this.arrowBody();
            if (body !== null)
                return { k: 'fn', body };
            return inner.length === 1 ? inner[0] : { k: 'other' };
        }
        NUMBER.lastIndex = this.pos;
        const number = NUMBER.exec(this.text);
        if (number && number.index === this.pos && !/^-$/.test(number[0])) {
            this.pos += number[0].length;
            return { k: 'num', value: Number(number[0].replace(/[_n]/g, '')) };
        }
        const name = this.ident();
        if (name === null) {
            this.skipElement();
            return { k: 'other' };
        }
        if (name === 'true' || name === 'false')
            return { k: 'lit', value: name === 'true' };
        if (name === 'null' || name === 'undefined' || name === 'void')
            return { k: 'lit', value: null };
        if (name === 'new' || name === 'await')
            return this.postfix();
        if (name === 'async')
            return this.primary();
        if (name === 'function') {
            this.ident();
            if (this.eat('('))
                this.skipBalanced(')');
            if (this.eat('{'))
                return { k: 'fn', body: this.returned() };
            return { k: 'other' };
        }
        const body = this.peek() === '=' ? this.arrowBody() : null;
        return body !== null ? { k: 'fn', body } : { k: 'id', name };
    }
}
/** The expression starting at `start` in `text`, with the position after it; `other` when it cannot be read. */
function readExpression(text, start) {
    const reader = new Reader(text, start);
    try {
        const node = reader.expression();
        return { node, end: reader.pos };
    }
    catch {
        return { node: { k: 'other' }, end: reader.pos };
    }
}
/** The position after the bracket matching the one at `open` (`(`, `[` or `{`), literals skipped; -1 when unmatched. */
function afterMatching(text, open) {
    const closer = OPENERS[text[open] ?? ''];
    if (!closer)
        return -1;
    const reader = new Reader(text, open + 1);
    reader.skipBalanced(closer);
    return text[reader.pos - 1] === closer ? reader.pos : -1;
}

;// CONCATENATED MODULE: ./src/sandbox/replies/code-schemas.ts

/** Calls that make a schema, by name (a bundle's `objectType` is zod's `object`). */
const MAKERS = new Set([
    'object',
    'strictObject',
    'looseObject',
    'string',
    'number',
    'int',
    'bigint',
    'float',
    'boolean',
    'date',
    'array',
    'tuple',
    'union',
    'discriminatedUnion',
    'xor',
    'intersection',
    'enum',
    'nativeEnum',
    'literal',
    'record',
    'map',
    'any',
    'unknown',
    'null',
    'undefined',
    'void',
    'never',
    'optional',
    'nullable',
    'nullish',
    'lazy',
    'preprocess',
    'email',
    'url',
    'uuid',
    'iso',
    'datetime',
    'instanceof',
    'custom',
    'coerce'
]);
const FORMATS = { email: 'email', url: 'uri', uuid: 'uuid', datetime: 'date-time', date: 'date', cuid: 'string', ip: 'ipv4' };
/** Methods that leave the schema as it is for answering (checks, descriptions, transforms of a valid value). */
const KEEPS = /^(optional|nullable|nullish|default|catch|describe|min|max|length|int|positive|nonnegative|negative|nonpositive|finite|safe|gt|gte|lt|lte|step|multipleOf|regex|trim|toLowerCase|toUpperCase|startsWith|endsWith|includes|nonempty|refine|superRefine|check|transform|pipe|brand|readonly|passthrough|strict|strip|catchall|openapi|meta|unwrap|partial|required|deepPartial|removeDefault|overwrite|prefault)$/;
const MAX_DEFINITIONS = 3_000;
const MAX_DEPTH = 40;
/** Where each name is assigned in the sources: `NAME = …`, `exports.NAME = …`; `NAME: z.…` is not. Indexed at the first question. */
class Assignments {
    sources;
    at = null;
    constructor(sources) {
        this.sources = sources;
    }
    /** The expressions assigned to `name`, in the order found. */
    *of(name) {
        this.at ??= this.indexed();
        for (const [file, pos] of this.at.get(name) ?? [])
            yield readExpression(this.sources[file], pos).node;
    }
    indexed() {
        const at = new Map();
        this.sources.forEach((source, file) => {
            for (const [name, pos] of assignmentsIn(source)) {
                const list = at.get(name) ?? [];
                if (list.length < 8)
                    list.push([file, pos]);
                at.set(name, list);
            }
        });
        return at;
    }
}
const isWordChar = (code) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36;
const isSpace = (source, index) => index >= 0 && index < source.length && /\s/.test(source.charAt(index));
/**
 * Each `NAME = ` and `exports.NAME = ` in `source` (not `a.NAME =`, `==`, `=>`, `<=`, `+=`): the name and
 * where the value begins, in order: every match of `(?<![\w$.])(?:exports\.)?([A-Za-z_$][\w$]*)\s*=(?![=>])\s*`,
 * read back from each `=`. That pattern, tried at every position of a bundle, was the API index's costliest
 * step (~45 ms of ~180 on a 1 MB package).
 */
function* assignmentsIn(source) {
    for (let equals = source.indexOf('='); equals >= 0; equals = source.indexOf('=', equals + 1)) {
        const next = source.charCodeAt(equals + 1);
        if (next === 61 /* = */ || next === 62 /* > */)
            continue;
        let end = equals;
        while (isSpace(source, end - 1))
            end--;
        let start = end;
        while (start > 0 && isWordChar(source.charCodeAt(start - 1)))
            start--;
        const first = source.charCodeAt(start);
        if (start === end || (first >= 48 && first <= 57))
            continue;
        const before = start > 0 ? source.charCodeAt(start - 1) : -1;
        if (before === 46 /* . */) {
            const exportsAt = start - 'exports.'.length;
            if (exportsAt < 0 || source.slice(exportsAt, start) !== 'exports.')
                continue;
            const beforeExports = exportsAt > 0 ? source.charCodeAt(exportsAt - 1) : -1;
            if (beforeExports === 46 || isWordChar(beforeExports))
                continue;
        }
        let value = equals + 1;
        while (isSpace(source, value))
            value++;
        yield [source.slice(start, end), value];
    }
}
/** The name a call makes a schema with (`z.object` → object, `objectType` → object), or null. */
function makerOf(callee) {
    const name = callee.k === 'id' ? callee.name : callee.k === 'member' ? callee.property : null;
    if (name === null)
        return null;
    const bare = name.replace(/Type$/, '');
    return MAKERS.has(bare) && (callee.k === 'member' || bare !== name || /^(object|string|number|boolean|array|union|literal|optional|nullable)$/.test(bare))
        ? bare
        : null;
}
const isSchemaish = (schema) => schema !== null;
/** Reads schemas out of the sources, each named one once. */
class SchemaReader {
    assignments;
    definitions = {};
    pending = new Set();
    failed = new Set();
    constructor(assignments) {
        this.assignments = assignments;
    }
    /** The schema a node builds, `$ref`s to named ones; null when the node builds none that can be read. */
    schemaOf(node, depth = 0) {
        if (depth > MAX_DEPTH)
            return {};
        switch (node.k) {
            case 'id':
                return this.named(node.name);
            case 'member':
                return this.named(node.property);
            case 'fn':
                return node.body ? this.schemaOf(node.body, depth + 1) : null;
            case 'call':
                return this.call(node, depth);
            default:
                return null;
        }
    }
    /** A `$ref` to the schema assigned to `name`, read the first time; null when none is. */
    named(name) {
        if (this.definitions[name] !== undefined || this.pending.has(name))
            return { $ref: name };
        if (this.failed.has(name) || Object.keys(this.definitions).length >= MAX_DEFINITIONS)
            return null;
        this.pending.add(name);
        let found = null;
        for (const node of this.assignments.of(name)) {
            found = this.schemaOf(node);
            if (found)
                break;
        }
        this.pending.delete(name);
        if (!found) {
            this.failed.add(name);
            return null;
        }
        this.definitions[name] = found;
        return { $ref: name };
    }
    call(node, depth) {
        const { callee, args } = node;
        const maker = makerOf(callee);
        if (maker && !(callee.k === 'member' && this.schemaOf(callee.object, depth + 1)))
            return maker === 'coerce' ? null : this.make(maker, args, depth);
        if (callee.k !== 'member')
            return null;
        // a method of a schema: `X.optional()`, `X.extend({…})`, `z.coerce.number()`
        if (callee.object.k === 'member' && callee.object.property === 'coerce')
            return this.make(callee.property, args, depth);
        const base = this.schemaOf(callee.object, depth + 1);
        if (!base)
            return null;
        const method = callee.property;
        if (KEEPS.test(method)) {
            const format = FORMATS[method];
            return format
                ? { ...base, format }
                : method === 'default' && args[0] && literalOf(args[0]) !== undefined
                    ? { ...base, default: literalOf(args[0]) }
                    : base;
        }
        if (FORMATS[method])
            return { ...base, type: 'string', format: FORMATS[method] };
        switch (method) {
            case 'array':
                return { type: 'array', items: base };
            case 'or':
                return { anyOf: [base, this.schemaOf(args[0] ?? { k: 'other' }, depth + 1) ?? {}] };
            case 'and':
            case 'merge':
            case 'extend':
            case 'augment': {
                const other = args[0]?.k === 'obj' ? this.objectOf(args[0], depth) : this.schemaOf(args[0] ?? { k: 'other' }, depth + 1);
                return { allOf: [base, other ?? {}] };
            }
            case 'pick':
            case 'omit': {
                const keys = args[0]?.k === 'obj' ? args[0].entries.map(([key]) => key).filter((key) => key !== null) : [];
                return { allOf: [base], [method === 'pick' ? 'x-pick' : 'x-omit']: keys };
            }
            case 'keyof':
                return { type: 'string' };
            case 'element':
                return { allOf: [base], 'x-element': true };
            default:
                return base;
        }
    }
    objectOf(node, depth) {
        const properties = {};
        const allOf = [];
        for (const [key, value] of node.entries.slice(0, 500)) {
            if (key === null) {
                // `...Other.shape`: the other object's fields
                const spread = value.k === 'member' && value.property === 'shape' ? this.schemaOf(value.object, depth + 1) : null;
                if (spread)
                    allOf.push(spread);
                continue;
            }
            properties[key] = this.schemaOf(value, depth + 1) ?? {};
        }
        const object = { type: 'object', properties };
        return allOf.length > 0 ? { allOf: [...allOf, object] } : object;
    }
    make(maker, args, depth) {
        const [first, second] = args;
        const schema = (node) => (node ? (this.schemaOf(node, depth + 1) ?? {}) : {});
        const list = (node) => (node?.k === 'arr' ? node.items.slice(0, 50).map(schema) : []);
        switch (maker) {
            case 'object':
            case 'strictObject':
            case 'looseObject':
                return first?.k === 'obj' ? this.objectOf(first, depth) : first ? schema(first) : { type: 'object', properties: {} };
            case 'string':
                return { type: 'string' };
            case 'email':
            case 'url':
            case 'uuid':
            case 'datetime':
                return { type: 'string', format: FORMATS[maker] };
            case 'iso':
                return { type: 'string', format: 'date-time' };
            case 'date':
                return { type: 'string', format: 'date-time' };
            case 'number':
            case 'float':
                return { type: 'number' };
            case 'int':
            case 'bigint':
                return { type: 'integer' };
            case 'boolean':
                return { type: 'boolean' };
            case 'array':
                return { type: 'array', items: schema(first) };
            case 'tuple':
                return { type: 'array', items: list(first)[0] ?? {} };
            case 'union':
            case 'xor':
                return { anyOf: list(first) };
            case 'discriminatedUnion':
                return { anyOf: list(first?.k === 'arr' ? first : second) };
            case 'intersection':
                return { allOf: [schema(first), schema(second)] };
            case 'enum':
            case 'nativeEnum': {
                const values = enumValues(first, this.assignments);
                return values.length > 0 ? { enum: values } : { type: 'string' };
            }
            case 'literal': {
                const value = first ? literalOf(first) : undefined;
                return value === undefined ? {} : { const: value, ...(value === null ? {} : { type: typeof value }) };
            }
            case 'record':
            case 'map':
                return { type: 'object', properties: {} };
            case 'null':
                return { type: 'null' };
            case 'optional':
            case 'nullable':
            case 'nullish':
                return schema(first);
            case 'lazy':
                return schema(first);
            case 'preprocess':
                return schema(second);
            default:
                return {};
        }
    }
}
function literalOf(node) {
    return node.k === 'str' || node.k === 'num' || node.k === 'lit' ? node.value : undefined;
}
/** `z.enum(["a", "b"])`'s values, or a native enum's (`{ A: "a" }`, found where it is assigned). */
function enumValues(node, assignments) {
    if (!node)
        return [];
    if (node.k === 'arr')
        return node.items.map(literalOf).filter((value) => typeof value === 'string' || typeof value === 'number');
    const name = node.k === 'id' ? node.name : node.k === 'member' ? node.property : null;
    const object = node.k === 'obj' ? node : name ? [...assignments.of(name)].find((entry) => entry.k === 'obj') : undefined;
    if (object?.k !== 'obj')
        return [];
    return object.entries.map(([, value]) => literalOf(value)).filter((value) => typeof value === 'string' || typeof value === 'number');
}


;// CONCATENATED MODULE: ./src/sandbox/replies/code-operations.ts


// What a server's code expects of its API's answers, read from the code (no API description needed):
// each request path it writes (`${GITLAB_API_URL}/projects/${id}/fork`, a generated SDK's
// `pathToFunc("/api/v2/flags/{key}")`) paired with what the code does with the answer next — the schema
// it validates it with (`GitLabForkSchema.parse(await response.json())`, `json(201, Flag$inboundSchema)`:
// also the status it wants), or else the properties it reads from it (`data.results[0].geometry.location`,
// `data.rows.map((row) => row.elements…)`). A request to that path is answered from that (openapi-reply.ts).
// Properties read from an answer nowhere near a path (a formatter's `response.results.forEach`) hold for
// every JSON answer. Read with regular expressions and a reader of schema expressions (js-expression.ts),
// not a parser of whole files: a bundle can be megabytes. ~350 lines on purpose: the paths, what is done
// with their answers and the tools' inputs are read in one pass over the same sources, with shared patterns.
/** How far after a path its answer may be handled, in characters. */
const MAX_DISTANCE = 6_000;
const MAX_OPERATIONS = 2_000;
const MAX_READ_DEPTH = 6;
const MAX_READ_KEYS = 64;
const MAX_INPUTS = 500;
const LITERAL = /(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g;
const MODULE_BEFORE = /(?:\bfrom|\brequire\(|\bimport\(|\bimport)\s*$/;
const SYSTEM = /^\/(tmp|usr|etc|dev|proc|bin|sbin|var|home|root|opt|lib|sys|run|mnt|srv|Users|Applications|Library|System|private|node_modules)(\/|$)/;
const CODE_FILE = /\.(m?js|cjs|tsx?|jsx|css|map|node|html?|md|png|svg)$/i;
const METHOD = /\bmethod\s*:\s*(?:(["'`])(get|post|put|patch|delete)\1|([\w$.]+))/i;
const CALL_METHOD = /\.(get|post|put|patch|delete)\s*(?:<[^>()]*>)?\s*\(\s*$/i;
/** Names a client reads to see that the call failed: never put in an answer. */
const ERRORISH = /error|fail|exception|warning|message|reason|fault|^err$/i;
/** Names read from any object (a promise's, a function's): never a field of an answer. */
const NOT_DATA = /^(then|catch|finally|constructor|prototype|__proto__|toString|valueOf|toJSON|hasOwnProperty|length|bind|call|apply)$/;
const ARRAY_METHODS = /^(map|forEach|filter|find|findIndex|findLast|some|every|reduce|flatMap|slice|sort|join|includes|indexOf|at|entries|keys|values|push|concat)$/;
const CALLBACKS = /^(map|forEach|filter|find|findIndex|findLast|some|every|flatMap|sort)$/;
const STRING_METHODS = /^(toLowerCase|toUpperCase|trim|split|replace|replaceAll|startsWith|endsWith|substring|substr|match|padStart|padEnd|charAt|localeCompare|normalize)$/;
const NUMBER_METHODS = /^(toFixed|toPrecision|toExponential)$/;
/** A variable holding an API answer, by the way it was assigned. */
const ANSWER_DECLARATION = /(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::\s*[\w$<>[\], |]+)?=\s*(?:\(\s*)?await\s+([\w$.]+(?:\([^()]*\))?)\.json\(\)|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?[\w$.]*\b(?:response|res|resp|result)\.data\b(?!\s*\.)/g;
/** Parameters and variables whose name says they hold an API answer: what is read from them holds for every answer. */
const ANSWER_NAME = /^(response|resp|apiResponse|responseData|responseJson|json|body|payload|result|results|data)$/;
const ANSWER_PARAMETER = new RegExp(String.raw `\(\s*(?:${ANSWER_NAME.source.slice(2, -2)})\s*[,):]`);
/** The request path a literal spells, its parameters as `{p}`; null when it is no path of an API. */
function pathTemplate(literal) {
    let text = literal.replace(/\$\{[^}]*\}/g, '{p}').trim();
    const absolute = /^[a-z][a-z+.-]*:\/\/[^/?#]*(\/[^?#]*)?/i.exec(text);
    if (absolute)
        text = absolute[1] ?? '';
    else if (text.startsWith('{p}/'))
        text = text.slice(3);
    else if (!text.startsWith('/'))
        return null;
    text = (text.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
    if (text.length < 2 || text.length > 200 || SYSTEM.test(text) || CODE_FILE.test(text))
        return null;
    if (!/^(\/[\w{}.~%:@!$&'*+,;=-]+)+$/.test(text) || !/\/[A-Za-z][\w-]*[A-Za-z]/.test(text))
        return null;
    return text;
}
/** The schema a call validates with: `X.parse(answer)` (X a schema expression), or a generated SDK's `json(200, X)`. */
function schemaSites(source, reader, inputs) {
    const sites = [];
    for (const match of source.matchAll(/\.(?:safeParse|parse)(?:Async)?\s*\(/g)) {
        const dot = match.index ?? 0;
        const start = expressionStart(source, dot);
        const open = dot + match[0].length - 1;
        const close = afterMatching(source, open);
        const argument = close > 0 ? source.slice(open + 1, close - 1) : '';
        // a tool's own input, parsed the same way, is no answer (but says what the tool takes)
        if (/\b(arguments|params|args|input|argv|env)\b|^\s*(request|req|options|opts|config)\s*$/.test(argument) || argument.trim() === '') {
            if (inputs && /\barguments\b/.test(argument))
                toolInput(source, start, readExpression(source.slice(start, dot), 0).node, reader, inputs);
            continue;
        }
        const { node } = readExpression(source.slice(start, dot), 0);
        let schema = validatorSchema(node, reader);
        // `X.parse({ count: …, items: projects })`: the answer is the property given the variable that holds it
        if (schema && argument.trim().startsWith('{'))
            schema = answerProperty(source, start, argument, schema, reader);
        if (schema)
            sites.push({ pos: dot, schema, validated: true });
    }
    for (const match of source.matchAll(/\b(json|nil)\(\s*(\d{3}|\[\s*(\d{3})[^\]]*\])\s*,\s*/g)) {
        const status = Number(match[3] ?? match[2]);
        if (status < 200 || status > 299)
            continue;
        const at = (match.index ?? 0) + match[0].length;
        if (match[1] === 'nil') {
            sites.push({ pos: match.index ?? 0, schema: {}, validated: true, status });
            continue;
        }
        const schema = validatorSchema(readExpression(source, at).node, reader);
        if (schema)
            sites.push({ pos: match.index ?? 0, schema, validated: true, status });
    }
    return sites;
}
/**
 * The schema a tool's handler parses its arguments with (`case "fork_repository": { const args =
 * ForkSchema.parse(request.params.arguments)`), under the tool's name: the nearest literal before that a
 * `case` or a comparison names.
 */
function toolInput(source, at, node, reader, inputs) {
    if (Object.keys(inputs).length >= MAX_INPUTS)
        return;
    const names = [...source.slice(Math.max(0, at - 300), at).matchAll(/(?:\bcase\s*|===?\s*)(["'`])([A-Za-z][\w.-]{1,63})\1/g)];
    const name = names.at(-1)?.[2];
    const schema = name ? validatorSchema(node, reader) : null;
    if (name && schema && !(name in inputs))
        inputs[name] = schema;
}
/** The schema of the property of an object literal given to a validator whose value holds an answer (`= await r.json()` before it); null when none does. */
function answerProperty(source, at, argument, schema, reader) {
    const { node } = readExpression(argument, argument.indexOf('{'));
    if (node.k !== 'obj')
        return null;
    const before = source.slice(Math.max(0, at - MAX_DISTANCE), at);
    const target = typeof schema.$ref === 'string' ? reader.definitions[schema.$ref] : schema;
    for (const [key, value] of node.entries) {
        if (key === null || value.k !== 'id')
            continue;
        if (!new RegExp(`\\b${code_operations_escape(value.name)}\\s*=\\s*(?:\\(\\s*)?await\\s+[\\w$.]+\\.json\\(\\)`).test(before))
            continue;
        const properties = target?.properties;
        const property = typeof properties === 'object' && properties !== null ? properties[key] : undefined;
        return property ?? null;
    }
    return null;
}
/** A schema node's schema when it is one (a `$ref` to a name the sources assign a schema to, or a schema built inline). */
function validatorSchema(node, reader) {
    if (node.k === 'id' || node.k === 'member')
        return reader.named(node.k === 'id' ? node.name : node.property);
    return node.k === 'call' ? reader.schemaOf(node) : null;
}
/** Where the expression ending at `end` starts: back over names, dots and balanced parentheses. */
function expressionStart(source, end) {
    let i = end - 1;
    for (let steps = 0; i >= 0 && steps < 400; steps++) {
        const c = source[i];
        if (/[\w$.]/.test(c))
            i--;
        else if (c === ')') {
            let depth = 0;
            for (; i >= 0; i--) {
                if (source[i] === ')')
                    depth++;
                else if (source[i] === '(' && --depth === 0)
                    break;
            }
            i--;
        }
        else
            break;
    }
    return i + 1;
}
const newShape = () => ({ props: new Map() });
const code_operations_escape = (name) => name.replace(/\$/g, '\\$');
/** Adds to `shape` what the code between `from` and `to` reads from the variable `name` (and its aliases, and callbacks over its lists). */
function readInto(source, name, from, to, shape, depth, skipData = false) {
    if (depth > MAX_READ_DEPTH)
        return;
    const chain = new RegExp(`(?<![\\w$.])${code_operations_escape(name)}((?:\\??\\.[A-Za-z_$][\\w$]*|\\[\\d+\\])+)(\\s*\\()?(\\s*(?:\\|\\||\\?\\?)\\s*\\[\\s*\\])?`, 'g');
    chain.lastIndex = from;
    for (let match = chain.exec(source); match && match.index < to; match = chain.exec(source)) {
        const segments = (match[1] ?? '').match(/[A-Za-z_$][\w$]*|\d+/g) ?? [];
        const called = match[2] !== undefined;
        if (skipData && segments[0] === 'data')
            segments.shift();
        const method = called ? segments.at(-1) : '';
        // any other method called (`response.json()`, `res.on(…)`, `response.headers.get(…)`): the chain is an object's, not an answer's
        if (called && !ARRAY_METHODS.test(method) && !STRING_METHODS.test(method) && !NUMBER_METHODS.test(method))
            continue;
        let node = shape;
        // `(data.web?.results || []).map(…)`: a list where it is there
        let listed = match[3] !== undefined;
        for (let i = 0; i < segments.length; i++) {
            const segment = segments[i];
            const last = i === segments.length - 1;
            if (/^\d+$/.test(segment)) {
                node.type = 'array';
                node = node.items ??= newShape();
                continue;
            }
            if (last && called && (ARRAY_METHODS.test(segment) || STRING_METHODS.test(segment) || NUMBER_METHODS.test(segment))) {
                node.type = ARRAY_METHODS.test(segment) ? 'array' : STRING_METHODS.test(segment) ? 'string' : 'number';
                if (CALLBACKS.test(segment)) {
                    const open = source.indexOf('(', match.index + match[0].length - 1);
                    const parameter = /^\(\s*(?:async\s*)?(?:\(\s*)?([A-Za-z_$][\w$]*)/.exec(source.slice(open, open + 80))?.[1];
                    const end = afterMatching(source, open);
                    if (parameter && end > 0)
                        readInto(source, parameter, open, end, (node.items ??= newShape()), depth + 1);
                }
                break;
            }
            if (segment === 'length' && last)
                break;
            if (ERRORISH.test(segment) || NOT_DATA.test(segment) || (node.type !== undefined && node.type !== 'object') || node.props.size >= MAX_READ_KEYS) {
                listed = false;
                break;
            }
            node.type = 'object';
            let child = node.props.get(segment);
            if (!child)
                node.props.set(segment, (child = newShape()));
            node = child;
        }
        if (listed && node !== shape)
            node.type ??= 'array';
    }
    // `const poi = data.pois[0]`: what is read from the alias is read from there
    const alias = new RegExp(`(?:const|let|var)\\s+([A-Za-z_$][\\w$]*)\\s*=\\s*${code_operations_escape(name)}((?:\\??\\.[A-Za-z_$][\\w$]*|\\[\\d+\\])*)\\s*[;,\\n]`, 'g');
    alias.lastIndex = from;
    for (let match = alias.exec(source); match && match.index < to; match = alias.exec(source)) {
        let node = shape;
        const segments = (match[2] ?? '').match(/[A-Za-z_$][\w$]*|\d+/g) ?? [];
        if (segments.some((segment) => ERRORISH.test(segment) || NOT_DATA.test(segment)))
            continue;
        for (const segment of segments) {
            if (/^\d+$/.test(segment))
                node = node.items ??= newShape();
            else {
                let child = node.props.get(segment);
                if (!child)
                    node.props.set(segment, (child = newShape()));
                node = child;
            }
        }
        if (match[1] !== name)
            readInto(source, match[1], match.index + match[0].length, to, node, depth + 1);
    }
}
/** `from`'s reads added to `into`'s (what `into` says first stays). */
function mergeShape(into, from, depth = 0) {
    if (depth > MAX_READ_DEPTH * 2)
        return;
    if (into.type === undefined && from.type !== undefined)
        into.type = from.type;
    if (from.items)
        mergeShape((into.items ??= newShape()), from.items, depth + 1);
    for (const [key, child] of from.props) {
        const mine = into.props.get(key);
        if (mine)
            mergeShape(mine, child, depth + 1);
        else if (into.props.size < MAX_READ_KEYS)
            into.props.set(key, child);
    }
}
function shapeSchema(shape) {
    if (shape.type === 'array')
        return { type: 'array', items: shape.items ? shapeSchema(shape.items) : {} };
    if (shape.type === 'object' || shape.props.size > 0)
        return { type: 'object', properties: Object.fromEntries([...shape.props].map(([key, child]) => [key, shapeSchema(child)])) };
    return shape.type ? { type: shape.type } : {};
}
/** The end of the block the position is in. */
function blockEnd(source, pos) {
    const open = source.lastIndexOf('{', pos);
    if (open < 0)
        return source.length;
    // the nearest `{` before may close before the position (a sibling block): walk outwards until one holds it
    for (let at = open, tries = 0; at >= 0 && tries < 50; at = source.lastIndexOf('{', at - 1), tries++) {
        const end = afterMatching(source, at);
        if (end > pos)
            return end;
    }
    return Math.min(source.length, pos + MAX_DISTANCE);
}
/** What is read from each answer held in a variable, at the variable's declaration. */
function readSites(source) {
    const sites = [];
    for (const match of source.matchAll(ANSWER_DECLARATION)) {
        const name = (match[1] ?? match[3]);
        const shape = newShape();
        const start = (match.index ?? 0) + match[0].length;
        readInto(source, name, start, blockEnd(source, start), shape, 0);
        if (shape.props.size > 0)
            sites.push({ pos: match.index ?? 0, schema: shapeSchema(shape), validated: false, shape });
    }
    return sites;
}
/** What is read from parameters named like an answer (`function formatResults(response)`): for every answer. */
function answerParameterReads(source, into) {
    if (!ANSWER_PARAMETER.test(source))
        return; // the pattern below is tried at every position (~20 ms a MB); most sources name no such parameter
    // a function, an arrow function, or a class's method (`validateCurrentResponse(response) {`, not an `if (response) {`)
    for (const match of source.matchAll(/\bfunction\s*[\w$]*\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)][^{]*\{|\(\s*([A-Za-z_$][\w$]*)\s*(?::[^)]*)?\)\s*=>\s*\{|(?<![\w$.])(?!(?:if|for|while|switch|catch|with|return|function)\b)[A-Za-z_$][\w$]*\s*\(\s*([A-Za-z_$][\w$]*)\s*\)\s*\{/g)) {
        const name = (match[1] ?? match[2] ?? match[3]);
        if (!ANSWER_NAME.test(name))
            continue;
        const open = (match.index ?? 0) + match[0].length - 1;
        const end = afterMatching(source, open);
        if (end > 0)
            readInto(source, name, open, end, into, 0, true);
    }
}
function pathsOf(source) {
    const paths = [];
    for (const match of source.matchAll(LITERAL)) {
        const text = match[2] ?? '';
        if (!text.includes('/') || text.length > 400)
            continue;
        const pos = match.index ?? 0;
        if (MODULE_BEFORE.test(source.slice(Math.max(0, pos - 12), pos)))
            continue;
        const path = pathTemplate(text);
        if (path)
            paths.push({ pos, path });
    }
    return paths;
}
/** The method of the request at `pos` handled at `site`: a literal `method:` between them, a call's name before it, or any. */
function methodOf(source, pos, site) {
    const between = METHOD.exec(source.slice(pos, Math.max(pos, site)));
    if (between)
        return between[2] ? between[2].toUpperCase() : '*';
    const call = CALL_METHOD.exec(source.slice(Math.max(0, pos - 80), pos));
    return call?.[1] ? call[1].toUpperCase() : '*';
}
/** What the sources say their API answers, per request path. */
function codeOperations(sources) {
    const reader = new SchemaReader(new Assignments(sources));
    const operations = [];
    const seen = new Set();
    const everywhere = newShape();
    const inputs = {};
    for (const source of sources) {
        const paths = pathsOf(source);
        const sites = [...schemaSites(source, reader, inputs), ...readSites(source)].sort((a, b) => a.pos - b.pos);
        const chosen = new Map();
        let p = 0;
        for (const site of sites) {
            while (p < paths.length && paths[p].pos < site.pos)
                p++;
            const path = paths[p - 1];
            if (!path || site.pos - path.pos > MAX_DISTANCE) {
                if (site.shape)
                    mergeShape(everywhere, site.shape);
                continue;
            }
            const before = chosen.get(path);
            // a validator's schema says more than what is read; the first of a kind is the request's own
            if (!before || (!before.validated && site.validated))
                chosen.set(path, site);
        }
        for (const [path, site] of chosen) {
            const method = methodOf(source, path.pos, site.pos);
            const key = `${method} ${path.path}`;
            if (seen.has(key) || operations.length >= MAX_OPERATIONS)
                continue;
            seen.add(key);
            operations.push({
                method,
                path: path.path,
                schema: site.schema,
                source: site.validated ? 'code-schema' : 'code-reads',
                ...(site.status !== undefined ? { status: site.status } : {})
            });
        }
        answerParameterReads(source, everywhere);
    }
    // added to every answer: its fields only, never a change of the answer's own kind (a list for an object)
    return { operations, definitions: reader.definitions, reads: everywhere.props.size > 0 ? shapeSchema({ props: everywhere.props }) : null, inputs };
}

;// CONCATENATED MODULE: ./src/sandbox/replies/package-files.ts


// Which files of a server's package the API index reads (openapi-index.ts), and how much of them: its own
// tree only (no node_modules, no tests), a few thousand entries five levels deep, the documents whose names
// say they describe an API, and up to 300 code files: the launched files first, then the rest of their
// directories, then the roots, within the byte budgets below. Read with blocking calls: on the init's index
// thread (api-index-thread.ts), where nothing else waits, 300 files cost ~5 ms of CPU that way and ~40 ms
// through the promise API, beside the server's start; the auditor's own reading (when the init's index does
// not come) holds its thread no longer than the matching that follows it does.
const MAX_ENTRIES = 4_000;
const package_files_MAX_DEPTH = 5;
const CANDIDATE = /(openapi|swagger|api[-_.]?spec|spec)[^/]*\.(json|ya?ml)$/i;
const CODE = /\.(m?js|cjs|ts|py)$/i;
const MAX_CODE_FILES = 300;
/** a bundle (a generated SDK's, with all its schemas) can be a few megabytes */
const MAX_CODE_BYTES = 6 * 1024 * 1024;
/**
 * More than any server's package holds (the largest of 56 published servers measured, @sentry/mcp-server's,
 * reads 5.1 MB): past it the root is a repository whose build outputs bundle their dependencies (a clean
 * clone of this one reads 18 MB, ~1 s of CPU beside the server's start), and what it adds is theirs.
 */
const MAX_CODE_TOTAL = 8 * 1024 * 1024;
/**
 * Of that, what may come from outside the launched file's directory, in a root that holds it: a server's
 * package holds at most ~2.2 MB there (@launchdarkly/mcp-server, launched from bin/, its code in dist/ and
 * src/); a repository's build outputs and tools are the rest.
 */
const MAX_NEIGHBOUR_CODE = 3 * 1024 * 1024;
const SKIP = /^(node_modules|\.git|test|tests|__tests__|coverage|\.cache)$/;
/**
 * Files under the roots whose names say they may be an API description, and code files. The launched
 * files (`launched`: the command line's, those under a root) come first, then the rest of their
 * directories, then the roots: in a repository the server's own code is read before the caps are filled
 * with its neighbours' (scripts, fixtures, build outputs), whatever order the directories list in.
 */
function packageFiles(roots, launched) {
    const entryFiles = launchedCode(roots, launched);
    const found = [];
    const code = entryFiles.map(({ file }) => file);
    const listed = new Set(code);
    /** code outside the launched files' directories, in a root that holds one */
    const neighbours = new Set();
    const walked = new Set();
    let entries = 0;
    const walk = (dir, depth, neighbour = false) => {
        if (depth > package_files_MAX_DEPTH || entries > MAX_ENTRIES || walked.has(dir))
            return;
        walked.add(dir);
        let list;
        try {
            list = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const entry of list) {
            if (++entries > MAX_ENTRIES)
                return;
            const path = (0,external_node_path_.join)(dir, entry.name);
            if (entry.isDirectory() && !SKIP.test(entry.name))
                walk(path, depth + 1, neighbour);
            else if (entry.isFile() && CANDIDATE.test(entry.name))
                found.push(path);
            else if (entry.isFile() && CODE.test(entry.name) && !/\.d\.ts$|\.test\./.test(entry.name) && code.length < MAX_CODE_FILES && !listed.has(path)) {
                code.push(path);
                if (neighbour)
                    neighbours.add(path);
            }
        }
    };
    for (const { file, root } of entryFiles)
        walk((0,external_node_path_.dirname)(file), (0,external_node_path_.relative)(root, (0,external_node_path_.dirname)(file)).split(external_node_path_.sep).filter(Boolean).length);
    for (const root of roots)
        walk(root, 0, entryFiles.some((entry) => entry.root === root));
    return { documents: found, code: { files: code, neighbours } };
}
/** The launched files that are code under one of the roots (real paths: the roots are), each with its root. */
function launchedCode(roots, launched) {
    const files = [];
    for (const path of launched) {
        let file = null;
        try {
            file = (0,external_node_fs_.realpathSync)(path);
        }
        catch {
            // not there: not read
        }
        const root = file === null || !CODE.test(file) ? undefined : roots.find((candidate) => file.startsWith(candidate.endsWith(external_node_path_.sep) ? candidate : candidate + external_node_path_.sep));
        if (file !== null && root !== undefined && !files.some((entry) => entry.file === file))
            files.push({ file, root });
    }
    return files.slice(0, MAX_CODE_FILES);
}
/** The code files' text, in order, within the budgets: a file past MAX_CODE_BYTES, or past what is left of its budget, is skipped. */
function readCode({ files, neighbours }) {
    const read = [];
    let total = 0;
    let neighbourTotal = 0;
    for (const file of files) {
        try {
            // a launched path may name a FIFO or a device (the walk takes regular files only): never read, it could block
            // this thread for good; past three bytes a character, the text would be over MAX_CODE_BYTES anyway
            const stat = (0,external_node_fs_.statSync)(file);
            if (!stat.isFile() || stat.size > 3 * MAX_CODE_BYTES)
                continue;
            const text = (0,external_node_fs_.readFileSync)(file, 'utf8');
            if (text.length > MAX_CODE_BYTES || (neighbours.has(file) && (neighbourTotal += text.length) > MAX_NEIGHBOUR_CODE))
                continue;
            if ((total += text.length) > MAX_CODE_TOTAL)
                continue;
            read.push({ file, text });
        }
        catch {
            // unreadable: skipped
        }
    }
    return read;
}

;// CONCATENATED MODULE: ./src/sandbox/replies/openapi-index.ts



// What a server's package says about the API it wraps, for the sink to answer from (openapi-reply.ts): the
// operations of the OpenAPI or Swagger documents it ships (several API wrappers bundle the description of
// the service they wrap) — method, path template and the success answer's schema with its `$ref`s
// resolved — and the literals its code checks a reply's status field against (`if (data.status !== "OK")
// throw …`: a Maps API's "OK", another's "1"). Bounded: the package's own tree only (no node_modules), a
// few thousand entries, documents up to 8 MB, code as package-files.ts reads it, the index up to 4 MB. Read by
// the sandbox init on a thread of its own (api-index-thread.ts) beside the server's start, from the host's
// files (contained, the server's writes land in its overlay, never under these paths), never on the
// auditor's way to the server's start (a large package costs ~0.15 s of CPU). When a listed tool names no
// parameter, the auditor takes its handler's schema (below) from what the init read, written to the run
// directory (indexWrittenBy), and reads the package itself only when that file does not come.
const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
const MAX_INDEX_BYTES = 4 * 1024 * 1024;
const MAX_DOCUMENTS = 4;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Fields whose value a client checks to tell success from failure. */
const STATUS_FIELD = /^(status|state|code|stat|result|ret|retcode|errcode|error_?code|infocode|success|ok|outcome)$/i;
const TYPE_NAMES = /^(string|number|object|undefined|boolean|function|bigint|symbol)$/;
const SUCCESS = /^(ok|success|succeeded|successful|true|1|0|active|done|complete|completed|200)$/i;
/** A value a client waits past or fails on: never the one to answer with. */
const NOT_DONE = /^(pending|processing|running|queued|scraping|in[ _-]?progress|waiting|started|starting|created|failed|failure|error|errored|cancell?ed|timeout|timed[ _-]?out|unknown|none|null)$/i;
/**
 * The literal the code compares a status-like field against, per field: the value of `x.status !== "OK"`
 * (anything else is failure), or of `x.status === "success"` when that literal reads like success.
 */
function checkedLiterals(sources) {
    const counts = new Map();
    const count = (field, value) => {
        if (!STATUS_FIELD.test(field) || TYPE_NAMES.test(value) || NOT_DONE.test(value))
            return;
        const key = field.toLowerCase();
        const perValue = counts.get(key) ?? new Map();
        perValue.set(value, (perValue.get(value) ?? 0) + 1);
        counts.set(key, perValue);
    };
    for (const source of sources) {
        for (const match of source.matchAll(/\.([A-Za-z_]\w{0,31})\s*(!==?|===?)\s*(["'])([\w .-]{1,24})\3/g)) {
            const [, field = '', operator = '', , value = ''] = match;
            if (operator.startsWith('!') || SUCCESS.test(value))
                count(field, value);
        }
        for (const match of source.matchAll(/(["'])([\w .-]{1,24})\1\s*(!==?|===?)\s*[\w$.]*\.([A-Za-z_]\w{0,31})\b/g)) {
            const [, , value = '', operator = '', field = ''] = match;
            if (operator.startsWith('!') || SUCCESS.test(value))
                count(field, value);
        }
    }
    const values = {};
    // a literal that reads like success outweighs others (`status !== "OK"` beside `status === "ZERO_RESULTS"`)
    const weight = ([value, seen]) => seen * (SUCCESS.test(value) ? 4 : 1);
    for (const [field, perValue] of counts)
        values[field] = [...perValue].sort((a, b) => weight(b) - weight(a))[0]?.[0];
    return values;
}
async function readDocument(path) {
    try {
        const handle = await (0,promises_.open)(path, 'r');
        try {
            if ((await handle.stat()).size > MAX_DOCUMENT_BYTES)
                return null;
        }
        finally {
            await handle.close();
        }
        const text = await (0,promises_.readFile)(path, 'utf8');
        if (!/["']?(openapi|swagger)["']?\s*:/.test(text.slice(0, 4096)))
            return null;
        // yaml (and zod, below) only when needed: this module is what the init's index thread evaluates
        const parsed = /\.json$/i.test(path) ? JSON.parse(text) : (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19))).parse(text, { maxAliasCount: 100 });
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : null;
    }
    catch {
        return null;
    }
}
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The schema with local `$ref`s replaced by what they point at; a cycle or depth past 12 is cut to `{}`. */
function resolveRefs(document, value, seen = [], depth = 0) {
    if (depth > 12)
        return {};
    if (Array.isArray(value))
        return value.slice(0, 50).map((entry) => resolveRefs(document, entry, seen, depth + 1));
    if (!isRecord(value))
        return value;
    const ref = value.$ref;
    if (typeof ref === 'string') {
        if (!ref.startsWith('#/') || seen.includes(ref))
            return {};
        let target = document;
        for (const part of ref.slice(2).split('/'))
            target = isRecord(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
        return resolveRefs(document, target, [...seen, ref], depth + 1);
    }
    const out = {};
    for (const [key, entry] of Object.entries(value).slice(0, 200)) {
        if (key === 'description' || key === 'summary' || key === 'externalDocs' || key === 'xml')
            continue;
        out[key] = resolveRefs(document, entry, seen, depth + 1);
    }
    return out;
}
/** The schema of an operation's success answer: OpenAPI 3 (`content`'s JSON) or Swagger 2 (`schema`). */
function successSchema(document, operation) {
    const responses = isRecord(operation.responses) ? operation.responses : {};
    const key = ['200', '201', '202', '2XX', 'default'].find((code) => isRecord(responses[code]));
    if (key === undefined)
        return undefined;
    const response = resolveRefs(document, responses[key]);
    if (isRecord(response.content)) {
        const json = Object.entries(response.content).find(([type]) => /json/i.test(type))?.[1];
        return isRecord(json) ? json.schema : undefined;
    }
    return response.schema;
}
function operationsOf(document) {
    const operations = [];
    const paths = isRecord(document.paths) ? document.paths : {};
    const prefix = typeof document.basePath === 'string' ? document.basePath.replace(/\/$/, '') : '';
    for (const [path, item] of Object.entries(paths).slice(0, 2_000)) {
        if (!isRecord(item))
            continue;
        for (const method of METHODS) {
            const operation = item[method];
            if (!isRecord(operation))
                continue;
            const schema = successSchema(document, operation);
            if (schema === undefined)
                continue;
            operations.push({
                method: method.toUpperCase(),
                path: `${prefix}${path}`,
                ...(typeof operation.operationId === 'string' ? { operationId: operation.operationId.slice(0, 128) } : {}),
                schema
            });
        }
    }
    return operations;
}
/** Names that read like an error the client throws when present: never put in an answer. */
const openapi_index_ERRORISH = /error|fail|exception|warning|message|reason|fault/i;
/**
 * The fields the code takes out of an answer by destructuring it (`const { success, resultObj } =
 * response.data`, `= await res.json()`), the most frequent first: an answer that has them gets past that line.
 */
function destructuredFields(sources) {
    const counts = new Map();
    for (const source of sources)
        for (const match of source.matchAll(/\{\s*([\w$]+(?:\s*(?::\s*[\w$]+)?\s*,\s*[\w$]+){0,11}(?:\s*:\s*[\w$]+)?)\s*,?\s*\}\s*=\s*(?:await\s+)?[\w$.]*\b(?:data|body|json|result|response|res|payload)\b(?:\.json\(\))?/g))
            for (const part of (match[1] ?? '').split(',')) {
                const name = part.split(':')[0]?.trim() ?? '';
                if (/^[A-Za-z_$][\w$]{0,63}$/.test(name) && !openapi_index_ERRORISH.test(name))
                    counts.set(name, (counts.get(name) ?? 0) + 1);
            }
    return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 32)
        .map(([name]) => name);
}
/** The schema with its `$ref`s to the code's named schemas put in place (a cycle or depth past 8 cut to `{}`): for the argument synthesizer, which knows no definitions. */
function inlined(schema, definitions, seen = [], depth = 0) {
    if (depth > 8)
        return {};
    if (Array.isArray(schema))
        return schema.slice(0, 50).map((entry) => inlined(entry, definitions, seen, depth + 1));
    if (!isRecord(schema))
        return schema;
    if (typeof schema.$ref === 'string') {
        const ref = schema.$ref;
        return seen.includes(ref) || definitions[ref] === undefined ? {} : inlined(definitions[ref], definitions, [...seen, ref], depth + 1);
    }
    const out = {};
    for (const [key, entry] of Object.entries(schema).slice(0, 200))
        out[key] = inlined(entry, definitions, seen, depth + 1);
    return out;
}
/**
 * An input schema as the argument synthesizer reads it: an `allOf` of objects (zod's `.extend`) merged into
 * one, and every field required — the code's reader does not tell an optional field, and a value for one is valid.
 */
function forArguments(schema, depth = 0) {
    if (!isRecord(schema) || depth > 8)
        return schema;
    let merged = schema;
    if (Array.isArray(schema.allOf) && schema.allOf.every((part) => isRecord(part) && (part.type === 'object' || isRecord(part.properties)))) {
        const properties = Object.assign({}, isRecord(schema.properties) ? schema.properties : {}, ...schema.allOf.map((part) => part.properties ?? {}));
        merged = { type: 'object', properties };
    }
    if (isRecord(merged.properties)) {
        const properties = Object.fromEntries(Object.entries(merged.properties).map(([key, value]) => [key, forArguments(value, depth + 1)]));
        return { ...merged, type: 'object', properties, required: Object.keys(properties) };
    }
    if (merged.type === 'array' && isRecord(merged.items))
        return { ...merged, items: forArguments(merged.items, depth + 1) };
    return merged;
}
/** What the package under `roots` says about its API, within the index's schema; null when it says nothing. */
async function buildApiIndex(roots, launched = []) {
    const read = await readApiIndex(roots, launched);
    // the schema's module (zod) loaded only here: the init's index thread reads, its own thread checks
    return read === null ? null : (await __webpack_require__.e(/* import() */ 432).then(__webpack_require__.bind(__webpack_require__, 1432))).fitApiIndex(read);
}
/**
 * What the package under `roots` says about its API, as read (unchecked: buildApiIndex holds it to the
 * schema); `launched`: the files the command line names, read first (package-files.ts).
 */
async function readApiIndex(roots, launched = []) {
    const operations = [];
    const { documents, code } = packageFiles(roots, launched);
    for (const file of documents.slice(0, MAX_DOCUMENTS * 4)) {
        const document = await readDocument(file);
        if (document)
            operations.push(...operationsOf(document));
    }
    const read = readCode(code);
    const sources = read.map(({ text }) => text);
    const javascript = read.filter(({ file }) => !/\.py$/i.test(file)).map(({ text }) => text);
    const values = checkedLiterals(sources);
    const reads = destructuredFields(sources);
    const fromCode = codeOperations(javascript);
    operations.push(...fromCode.operations);
    if (operations.length === 0 && Object.keys(values).length === 0 && reads.length === 0 && !fromCode.reads && Object.keys(fromCode.inputs).length === 0)
        return null;
    const inputs = Object.fromEntries(Object.entries(fromCode.inputs).map(([tool, schema]) => [tool, forArguments(inlined(schema, fromCode.definitions))]));
    const index = {
        operations,
        values,
        reads,
        inputs,
        definitions: fromCode.definitions,
        ...(fromCode.reads ? { everywhere: fromCode.reads } : {})
    };
    while (Buffer.byteLength(JSON.stringify(index)) > MAX_INDEX_BYTES && index.operations.length > 1) {
        index.operations = index.operations.slice(0, Math.floor(index.operations.length / 2));
    }
    return index;
}
/** How long the auditor waits for the init's index before reading the package itself. */
const WRITTEN_INDEX_WAIT_MS = 10_000;
const WRITTEN_INDEX_POLL_MS = 10;
/**
 * The index the sandbox init read (api-index-thread.ts writes it whole, by a rename), held to the schema;
 * null when the package says nothing; undefined when it was not written within `waitMs` or does not parse.
 */
async function indexWrittenBy(path, waitMs = WRITTEN_INDEX_WAIT_MS) {
    const deadline = performance.now() + waitMs;
    for (;;) {
        let text = null;
        try {
            text = await (0,promises_.readFile)(path, 'utf8');
        }
        catch {
            // not written yet
        }
        if (text !== null) {
            try {
                const read = JSON.parse(text);
                const index = (await __webpack_require__.e(/* import() */ 432).then(__webpack_require__.bind(__webpack_require__, 1432))).fitApiIndex(read);
                return read !== null && index === null ? undefined : index;
            }
            catch {
                return undefined;
            }
        }
        if (performance.now() >= deadline)
            return undefined;
        await new Promise((resolve) => setTimeout(resolve, WRITTEN_INDEX_POLL_MS));
    }
}
/**
 * Per tool name, the schema its handler's code parses its arguments with; none when the package says nothing.
 * From the index the sandbox init wrote to `written` when there is one (the init read the package beside the
 * server's start; reading it again here held the first call for as long, ~0.25 s of CPU at rest on a large
 * package, seconds under load), from the package itself otherwise.
 */
async function codeInputsOf(roots, written = null, launched = []) {
    try {
        const fromInit = written === null ? undefined : await indexWrittenBy(written);
        return (fromInit === undefined ? await buildApiIndex(roots, launched) : fromInit)?.inputs ?? {};
    }
    catch {
        return {};
    }
}

// EXTERNAL MODULE: ./src/engine/output-files.ts
var output_files = __webpack_require__(5595);
;// CONCATENATED MODULE: ./src/trace/trace-tail.ts
// What the settle after each call reads of trace.log while the session runs (engine/trace-settle.ts):
// whether strace has written the server's answer to the call yet, and whether anything but the server's
// MCP answers came after the call's request. Fed the trace's text as strace appends it, in order; it
// reads no more of a line than its pid, its syscall and, for a write on fd 1, where it went and its return.
//
// The MCP channel is the server's fd 1 (a unix socket or a pipe, as `-yy` shows it), recognized as the
// profile's clock does (profile/phase-clock.ts): the channel whose byte count lands exactly on a position
// the probe saw a message end at. A child's own stdout (a pipe to the server) never lands there.
// 24    1795924933.682013 write(1<UNIX-STREAM:[79140]>, "{\"result\":{}}\n", 15) = 15
// 31    1795924934.100200 writev(1<pipe:[4242]>, [{iov_base="{}\n", iov_len=3}], 1) = 3
const HEAD = /^(\d+)\s+\S+ /;
const FD1_WRITE = /^writev?\(1<([^>]*)>/;
// 24    1795924933.682013 write(1<UNIX-STREAM:[79140]>, "{\"result\":{}}\n", 15 <unfinished ...>
// 24    1795924933.682100 <... write resumed>) = 15
const UNFINISHED = ' <unfinished ...>';
const RESUMED_WRITE = /^<\.\.\. writev? resumed>/;
const RETURNED = / = (\d+)$/;
// 24    1795924933.100000 clone3({flags=CLONE_VM|CLONE_VFORK, exit_signal=SIGCHLD, stack=0x7f, stack_size=0x9000}, 88) = 31
// 31    1795924933.100400 +++ exited with 0 +++
const PROCESS_LINE = /^(?:clone3?|v?fork|execve(?:at)?)\(|^\+\+\+ /;
class TraceTail {
    partial = '';
    /** bytes written on each fd-1 channel, by its `-yy` decoration */
    written = new Map();
    /** per pid, the channel of its write strace split with `<unfinished ...>` */
    pending = new Map();
    /** stdout positions the probe saw a message end at: a channel reaching one is the MCP channel */
    boundaries = new Set();
    channel = null;
    call = null;
    sawOther = false;
    /** lines that start or end a process (a fork, an exec, an exit) */
    processLines = 0;
    /**
     * The call whose answer was just read, before the trace's lines since the last call's are fed (its
     * request's position also recognizes the channel): `busy` is about this call from now on.
     */
    expect(call) {
        this.boundaries.add(call.sentAt);
        this.boundaries.add(call.answeredAt);
        this.call = call;
        this.sawOther = false;
    }
    /** The trace's next text, as read (lines may be split anywhere). */
    feed(text) {
        const lines = (this.partial + text).split('\n');
        this.partial = lines.pop() ?? '';
        for (const line of lines)
            if (line)
                this.see(line);
    }
    /** Bytes the trace shows written on the MCP channel (on the likeliest channel while none is recognized). */
    get answered() {
        if (this.channel !== null)
            return this.written.get(this.channel) ?? 0;
        return Math.max(0, ...this.written.values());
    }
    /** How many lines so far started or ended a process: the sandbox's process tree may have changed when it moves. */
    get processChanges() {
        return this.processLines;
    }
    /**
     * Whether the lines fed since expect() show the server doing anything but writing on the MCP channel
     * after the call's request (its position: the server's start before a first call is not the call's).
     */
    get busy() {
        return this.sawOther;
    }
    see(line) {
        const head = HEAD.exec(line);
        const rest = head ? line.slice(head[0].length) : line;
        const pid = head?.[1] ?? '';
        const fd1 = FD1_WRITE.exec(rest);
        // once the channel is known, a write on another fd 1 (a child's own stdout) is the server at work
        if (fd1 && (this.channel === null || fd1[1] === this.channel)) {
            const key = fd1[1] ?? '';
            if (rest.endsWith(UNFINISHED))
                this.pending.set(pid, key);
            else
                this.count(key, rest);
            return;
        }
        const resumed = this.pending.get(pid);
        if (resumed !== undefined && RESUMED_WRITE.test(rest)) {
            this.pending.delete(pid);
            this.count(resumed, rest);
            return;
        }
        if (PROCESS_LINE.test(rest))
            this.processLines += 1;
        if (this.call !== null && this.answered >= this.call.sentAt)
            this.sawOther = true;
    }
    count(key, rest) {
        const total = (this.written.get(key) ?? 0) + Number(RETURNED.exec(rest)?.[1] ?? 0);
        this.written.set(key, total);
        if (this.channel === null && this.boundaries.has(total))
            this.channel = key;
    }
}

;// CONCATENATED MODULE: ./src/engine/trace-settle.ts
// The settle after each call's answer, on the trace and the sandbox's processes rather than a fixed pause.
// Over stdio the profile puts each event on its call by the call's answer position in the server's stdout
// (profile/phase-clock.ts): what the trace shows before the write that completes an answer is that call's,
// whatever its timestamp. So a call whose trace shows nothing but its answer needs no pause: the next call
// starts once strace has written the answer's line and the sandbox's processes have been idle for
// IDLE_MS since (every thread blocked: tree-activity.ts), with nothing new in the trace. What the settle
// is for is work a call sets going that goes on after its answer: a call whose trace shows anything else
// since its request (busy) keeps the next one waiting until the trace has been still for QUIET_MS and the
// processes idle, at most SETTLE_MS after the answer's line. Idleness counts a process that has work but
// no CPU as busy, so a loaded machine makes the wait longer, not the attribution wrong. Without positions
// (HTTP): the trace's quiet window after every call. Without a trace (an untraced pass) the quiet window
// is kept on what that pass's witnesses write as they see it (the sink's and the canary watch's logs) and
// on the processes: still for QUIET_MS and idle, as after a busy traced call. What such a pass compares
// is keyed without timing (passes/witness-keys.ts), so the wait only keeps a call's after-work in its own
// window; a fixed pause of SETTLE_MS after every call (22 calls of the honest target: over a second a
// pass) only when a log cannot be watched.




/** How long a busy trace must stay still before the next call starts. */
const QUIET_MS = 10;
/** How long the sandbox's processes must stay idle, with the trace still, before the next call starts. */
const IDLE_MS = 2;
/** Past this much new trace at once the tail is no longer read (a server that busy gets the quiet window after every call). */
const MAX_READ_BYTES = 4 << 20;
/** what whileWaiting leaves of a quiet window's first QUIET_MS, for the events that came meanwhile */
const WAIT_MARGIN_MS = 2;
/** what whileWaiting leaves of an idle wait */
const IDLE_MARGIN_MS = 0.5;
/**
 * `processes`: the sandbox's process tree (sandbox/tree-activity.ts), walked again when the trace shows a
 * process start or end (at every reading, without a trace); null, or unreadable, the waits are by time
 * alone. `whileWaiting(deadline)`: the audit's own work, done in the waits (the canary index is built
 * there); trace growth meanwhile is seen when it ends. `witnessLogs`: without a trace, the files whose
 * growth a call's after-work shows (each must exist).
 */
function settleOnTrace(tracePath, processes, whileWaiting, witnessLogs = []) {
    const reader = tracePath === null ? null : openTail(tracePath);
    let walkedAt = NaN;
    /** The tree's counter, walked again when the trace shows a process started or ended since (always, without a trace). */
    const activity = () => {
        if (!processes)
            return null;
        reader?.read();
        const changes = reader?.tail.processChanges ?? NaN;
        if (changes !== walkedAt)
            processes.walk();
        walkedAt = changes;
        return processes.read();
    };
    let lastGrowth = 0;
    let wake = null;
    const watchers = watchAll(reader ? [reader.path] : tracePath === null ? witnessLogs : [], () => {
        lastGrowth = performance.now();
        wake?.();
    });
    /** Resolves at the trace's next growth (`early`), or after `ms`. */
    const waitFor = (ms, early = true) => new Promise((resolve) => {
        const timer = setTimeout(done, Math.max(0, ms));
        function done() {
            clearTimeout(timer);
            wake = null;
            resolve();
        }
        if (early)
            wake = done;
    });
    /** Until the processes have been idle for IDLE_MS with the trace still meanwhile ('idle'), the trace grows, or `deadline` passes. */
    const idleOrGrowth = async (deadline) => {
        for (;;) {
            const before = activity();
            const from = performance.now();
            // the audit's own work in the wait: this process is not the sandbox, its CPU is not the tree's activity
            whileWaiting(from + IDLE_MS - IDLE_MARGIN_MS);
            await waitFor(IDLE_MS - (performance.now() - from), false);
            if (lastGrowth >= from)
                return performance.now() >= deadline ? 'deadline' : 'grew';
            if (before === null || idleBetween(before, activity()))
                return 'idle';
            if (performance.now() >= deadline)
                return 'deadline';
        }
    };
    /** Until the trace has not grown for QUIET_MS (counted from `from` at the earliest) and the processes are idle, at most SETTLE_MS after `from`. */
    const quietWindow = async (from) => {
        const deadline = from + session/* SETTLE_MS */.lR;
        whileWaiting(from + QUIET_MS - WAIT_MARGIN_MS);
        if (!watchers)
            return void (await waitFor(deadline - performance.now(), false));
        for (;;) {
            const now = performance.now();
            if (now >= deadline)
                break;
            const still = now - Math.max(lastGrowth, from);
            if (still < QUIET_MS)
                await waitFor(Math.min(QUIET_MS - still, deadline - now) + 0.5, false);
            else if ((await idleOrGrowth(deadline)) !== 'grew')
                break;
        }
        reader?.read();
    };
    const settle = async (call) => {
        const answeredAt = performance.now();
        const stdout = call?.stdout;
        if (!reader || !watchers || stdout?.answeredAt === undefined)
            return quietWindow(answeredAt);
        const position = { sentAt: stdout.sentAt, answeredAt: stdout.answeredAt };
        const { tail } = reader;
        tail.expect(position);
        const busy = () => !reader.read() || tail.busy;
        // strace writes the answer's line once the write has returned, maybe after the client has read it
        while (tail.answered < position.answeredAt) {
            if (busy())
                return quietWindow(answeredAt);
            if (tail.answered >= position.answeredAt)
                break;
            // still for QUIET_MS without the answer's line (a channel the tail did not recognize): the quiet window
            const still = performance.now() - Math.max(lastGrowth, answeredAt);
            if (still >= QUIET_MS)
                return quietWindow(answeredAt);
            await waitFor(QUIET_MS - still);
        }
        const shownAt = performance.now();
        if (busy())
            return quietWindow(shownAt);
        const deadline = shownAt + session/* SETTLE_MS */.lR;
        while ((await idleOrGrowth(deadline)) === 'grew')
            if (busy())
                return quietWindow(shownAt);
        if (busy())
            return quietWindow(shownAt);
    };
    return {
        settle,
        close: () => {
            for (const watcher of watchers ?? [])
                watcher.close();
            reader?.close();
        }
    };
}
/** A watcher on each path, calling `grew` at any change; null if there is none or one cannot be watched (the waits are then by time). */
function watchAll(paths, grew) {
    const watchers = [];
    try {
        for (const path of paths) {
            const watcher = (0,external_node_fs_.watch)(path, { persistent: false }, grew);
            watchers.push(watcher);
            watcher.on('error', () => undefined);
        }
    }
    catch {
        for (const watcher of watchers)
            watcher.close();
        return null;
    }
    return watchers.length > 0 ? watchers : null;
}
/** trace.log read from where the last read ended, into a TraceTail; read() is false once the tail is given up. */
function openTail(path) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'r');
    }
    catch {
        return null;
    }
    const tail = new TraceTail();
    let offset = 0;
    let lost = false;
    const read = () => {
        if (lost)
            return false;
        try {
            const length = (0,external_node_fs_.fstatSync)(fd).size - offset;
            if (length > MAX_READ_BYTES)
                lost = true;
            if (lost || length <= 0)
                return !lost;
            const buffer = Buffer.allocUnsafe(length);
            const got = (0,external_node_fs_.readSync)(fd, buffer, 0, length, offset);
            offset += got;
            // strace escapes every byte outside printable ASCII: one byte, one character
            tail.feed(buffer.toString('latin1', 0, got));
        }
        catch {
            lost = true;
        }
        return !lost;
    };
    return { path, tail, read, close: () => (0,external_node_fs_.closeSync)(fd) };
}

// EXTERNAL MODULE: ./src/report/unseen-surface.ts
var unseen_surface = __webpack_require__(8542);
;// CONCATENATED MODULE: ./src/engine/probe-in-sandbox.ts
// The probe stage of an audit: the MCP session with the server the sandbox started (over its stdio or
// through the HTTP relay), and what the run directory holds once it has ended — the init's status, the
// sink's records, the view's changes, the kernel's canary watch — with network.jsonl and changes.tar
// written to the out-dir.




















/** What the sink saw the server reach for (none without the network sandbox). */
async function contactedHosts(sinkLog) {
    return sinkLog ? (0,unseen_surface/* sinkHosts */.BA)((await (0,sink_log/* readSinkLog */.g)(sinkLog)).records) : [];
}
/** The static map's items, awaited when the probe asks for them (after the ordinary rounds). */
function staticItemsOf(map) {
    return async () => (await map)?.items ?? [];
}
/** The session, to its end; an interrupted one keeps what it saw, a server that would not start is explained. */
async function probeInSandbox(settings, target, sandbox, 
/** attack: the attack stage runs in this session, when the settings allow (the traced pass's, never another pass's) */
runtime, 
/** trace.log, which strace appends to: each call settles on it (trace-settle.ts); null (an untraced pass): on the witnesses' logs */
tracePath, pass = {}) {
    const { client, holdMs, callsCap } = pass;
    const { paths } = sandbox;
    const http = settings.http ?? null;
    let probe;
    let incomplete = null;
    // The canary index is built while this thread waits: in pieces while the server starts, and in the
    // settles' waits (the profile enters what is left).
    const prepare = (deadline) => sandbox.canaryIndex.prepare(deadline);
    const pieces = inPieces(prepare);
    const root = sandbox.launcher.pid;
    const witnessLogs = [paths.sinkLog, paths.canaryWatchLog].filter((log) => log !== null);
    const quiet = settleOnTrace(tracePath, root === null ? null : new TreeActivity(root), prepare, witnessLogs);
    const attack = runtime.attack ? attackSetup(settings, target, sandbox, runtime.staticMap ?? null, runtime.logger) : null;
    try {
        probe = await (0,session/* probeServer */._D)({
            transport: http
                ? (0,probe_transport/* sandboxedHttp */.BM)(sandbox.launcher, {
                    endpoint: { flavour: http.flavour, url: http.url === null ? null : new URL(http.url) },
                    relaySocket: paths.relaySocket,
                    statusPath: paths.status,
                    // The init's own verdict (it watches the server's sockets) comes first.
                    listenTimeoutMs: sandbox.initializeTimeoutMs + 2_000
                })
                : (0,probe_transport/* sandboxedStdio */.Wv)(sandbox.launcher),
            rootDir: settings.cwd,
            workspace: sandbox.seed ? { root: settings.cwd, ...(0,workspace_seed/* seedListing */.M)() } : null,
            scenario: target.scenario
                ? {
                    steps: (0,scenario.resolveSteps)(target.scenario, { workdir: settings.cwd, home: sandbox.homePath, canaries: sandbox.canaries }),
                    synthesize: target.scenario.synthesize
                }
                : null,
            timeoutMs: settings.timeoutMs,
            initializeTimeoutMs: sandbox.initializeTimeoutMs,
            callsPerTool: settings.callsPerTool,
            ...(runtime.staticMap ? { staticItems: staticItemsOf(runtime.staticMap) } : {}),
            canaries: sandbox.canaryIndex,
            clientTraps: sandbox.clientTraps,
            logger: runtime.logger,
            settle: quiet.settle,
            ...(client ? { client } : {}),
            ...(holdMs ? { holdMs } : {}),
            ...(callsCap ? { callsCap } : {}),
            ...(settings.network === 'sandbox' && settings.httpReply === null
                ? {
                    replyLessons: (lesson) => (0,reply_lesson/* writeReplyLesson */._q)(paths.replyLesson, lesson),
                    codeInputs: () => codeInputsOf(sandbox.apiCode.roots, paths.apiIndex, sandbox.apiCode.entries)
                }
                : {}),
            ...(runtime.signal ? { signal: runtime.signal } : {}),
            ...attack?.runtime
        });
    }
    catch (error) {
        if (error instanceof session/* ProbeAborted */.i2) {
            probe = error.partial;
            incomplete = 'interrupted before the audit finished';
        }
        else if (error instanceof errors/* ProbeStartError */.d9) {
            // A bridge to its vendor's remote server (it reached for a host, then failed initialize): an
            // incomplete audit with its report, not a bare exit. Any other start failure explains itself.
            const hosts = http ? [] : await contactedHosts(paths.sinkLog);
            if (hosts.length === 0) {
                const { containment } = sandbox;
                const hidden = containment ? { trace: sandbox.tracePath, roots: containment.hiddenRoots, home: sandbox.homePath } : undefined;
                throw await (0,init_status/* explainStartFailure */.uJ)(error, paths.status, settings, hidden);
            }
            probe = (0,unseen_surface/* emptyProbe */.cn)(error.stderrTail);
            incomplete = (0,unseen_surface/* bridgeReason */.I7)(error.message, hosts);
            runtime.logger.warn(`audit incomplete: ${incomplete}`);
        }
        else {
            throw error;
        }
    }
    finally {
        pieces.stop();
        quiet.close();
    }
    if (!probe.shutdownAt)
        probe.shutdownAt = Date.now();
    return { probe, incomplete, ...(attack ? { attack: attack.section } : {}) };
}
/** A piece of the audit's own work this long at most, then as long for the session's events. */
const PIECE_MS = 1;
/**
 * `work(deadline)` in pieces of PIECE_MS, one every other millisecond, until it says it is done: the
 * server's start leaves this thread waiting for its answer to initialize, and a piece delays an answer
 * at most PIECE_MS.
 */
function inPieces(work) {
    let timer = null;
    const next = () => {
        timer = work(performance.now() + PIECE_MS) ? null : setTimeout(next, PIECE_MS);
    };
    timer = setTimeout(next, PIECE_MS);
    return { stop: () => timer && clearTimeout(timer) };
}
async function collectEvidence(sandbox, session, outDir, logger) {
    const { paths, containment } = sandbox;
    const [status, sinkSeen, changes, canaryWatchSeen] = await (0,settle_all/* settleAll */.j)([
        (0,init_status/* readStatus */.rk)(paths.status),
        paths.sinkLog ? (0,sink_log/* readSinkLog */.g)(paths.sinkLog) : null,
        containment ? (0,file_changes/* scanChanges */.Vc)(containment.changeAreas) : null,
        (0,canary_watch_log/* readCanaryWatchLog */.W)(paths.canaryWatchLog)
    ]);
    for (const entry of status) {
        if (entry.event === 'warning' && entry.message)
            logger.debug(entry.message);
    }
    let { incomplete } = session;
    const tracerStop = (0,init_status/* tracerStoppedEarly */.IB)(status, session.probe.shutdownAt);
    if (tracerStop && !incomplete) {
        incomplete = tracerStop;
        logger.warn(`audit incomplete: ${tracerStop}`);
    }
    const networkLog = (0,external_node_path_.join)(outDir, 'network.jsonl');
    const changesArchive = changes?.changes.some((change) => change.kind === 'file' && change.change !== 'deleted') ? 'changes.tar' : undefined;
    await (0,settle_all/* settleAll */.j)([
        // With --network host there is no sink: no network.jsonl, not even one left by an earlier run.
        sinkSeen ? (0,output_files/* writeOutputFile */.BF)(networkLog, sinkSeen.text) : (0,promises_.rm)(networkLog, { force: true }).catch(() => undefined),
        changes && changesArchive ? (0,promises_.rm)((0,external_node_path_.join)(outDir, changesArchive), { force: true }).then(() => (0,file_changes/* writeChangesTar */.g5)(changes, (0,external_node_path_.join)(outDir, changesArchive))) : null
    ]);
    return { status, sinkSeen, changes, canaryWatchSeen, descriptors: (0,init_config/* descriptorsFromStatus */.NJ)(status), changesArchive, incomplete };
}


/***/ }),

/***/ 5298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ScenarioSchema: () => (/* binding */ ScenarioSchema),
/* harmony export */   loadScenario: () => (/* binding */ loadScenario),
/* harmony export */   nameSteps: () => (/* binding */ nameSteps),
/* harmony export */   parseScenario: () => (/* binding */ parseScenario),
/* harmony export */   resolveSteps: () => (/* binding */ resolveSteps)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1514);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _settings_data_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7408);




// A scenario: the steps a maintainer knows reach their server's success paths (set the repository,
// then commit), run first and in order, before the synthesized calls exercise everything else.
// String values may hold placeholders filled in at run time: {workdir} (the server's working
// directory), {home} (its HOME), {canary:NAME} (a planted fake credential, e.g. {canary:aws}).
const Arguments = zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J());
const Expect = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['ok', 'error'], { error: "expected 'ok' or 'error'" });
const StepSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP({ error: 'each step needs a name (findings from the step are named by it)' }).min(1).max(200),
    tool: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).optional().describe('a tool to call'),
    resource: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).optional().describe('a resource URI to read'),
    prompt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).optional().describe('a prompt to get'),
    arguments: Arguments.optional().describe('tool or prompt arguments; strings may hold placeholders'),
    expect: Expect.optional().describe('ok or error: a step that ends otherwise is reported (high)')
})
    .superRefine((step, ctx) => {
    const targets = [step.tool, step.resource, step.prompt].filter((target) => target !== undefined);
    if (targets.length !== 1)
        ctx.addIssue({ code: 'custom', message: 'needs exactly one of tool, resource, prompt' });
    if (step.resource !== undefined && step.arguments !== undefined)
        ctx.addIssue({ code: 'custom', path: ['arguments'], message: 'a resource read takes no arguments' });
});
const ScenarioSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    synthesize: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY({ error: 'expected true or false' }).default(true).describe('false: run only the steps, no synthesized calls'),
    steps: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(StepSchema, { error: 'expected a list of steps' }).min(1, 'at least one step').max(500, 'at most 500 steps')
});
function issuePath(path) {
    return path
        .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
        .join('')
        .replace(/^\./, '');
}
/** Validates a parsed scenario: one line per bad field, each naming it (`steps[2].expect: …`). */
function parseScenario(data, file) {
    const result = ScenarioSchema.safeParse(data);
    if (result.success)
        return result.data;
    const lines = result.error.issues.slice(0, 20).map((issue) => {
        const path = issuePath(issue.path);
        const message = issue.code === 'unrecognized_keys' ? `unknown key ${issue.keys.map((key) => `'${key}'`).join(', ')}` : issue.message;
        return `${file}: ${path ? `${path}: ` : ''}${message}`;
    });
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(lines.join('\n'));
}
/** Reads a scenario file: JSON for .json (or content starting with `{`), YAML otherwise. */
async function loadScenario(path) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path);
    const data = await (0,_settings_data_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readDataFile */ .l)(path, 'scenario');
    return parseScenario(data, file);
}
const PLACEHOLDER = /\{(workdir|home|canary:[A-Za-z0-9_.-]+)\}/g;
/**
 * Fills {workdir}, {home} and {canary:NAME} in every string of the steps. `canaries` are the planted
 * ones by id (`~/.aws/credentials`, `env:GITHUB_TOKEN`): NAME picks the first whose id contains it.
 */
function resolveSteps(scenario, values) {
    const fill = (text) => text.replace(PLACEHOLDER, (_, key) => {
        if (key === 'workdir')
            return values.workdir;
        if (key === 'home')
            return values.home;
        const name = key.slice('canary:'.length).toLowerCase();
        const canary = values.canaries.find((candidate) => candidate.id.toLowerCase().includes(name));
        if (!canary)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`scenario: no canary matches {${key}} (planted: ${[...new Set(values.canaries.map((c) => c.id))].slice(0, 12).join(', ')})`);
        return canary.value;
    });
    const deep = (value, depth) => {
        if (typeof value === 'string')
            return fill(value);
        if (depth > 20)
            return value;
        if (Array.isArray(value))
            return value.map((entry) => deep(entry, depth + 1));
        if (typeof value === 'object' && value !== null)
            return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, deep(entry, depth + 1)]));
        return value;
    };
    return scenario.steps.map((step) => {
        const kind = step.tool !== undefined ? 'tool' : step.resource !== undefined ? 'resource' : 'prompt';
        const target = fill((step.tool ?? step.resource ?? step.prompt));
        return {
            name: step.name,
            kind,
            target,
            ...(step.arguments ? { arguments: deep(step.arguments, 0) } : {}),
            ...(step.expect ? { expect: step.expect } : {})
        };
    });
}
/** Names the scenario step on every finding attributed to a call a step made. */
function nameSteps(findings, calls) {
    for (const finding of findings) {
        if (finding.phase.kind !== 'call')
            continue;
        const step = calls[finding.phase.call.id]?.step;
        if (step === undefined)
            continue;
        finding.phase.call.step = step;
        finding.message = `${finding.message} (scenario step "${step}")`;
    }
}


/***/ }),

/***/ 8542:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ sinkHosts),
/* harmony export */   I7: () => (/* binding */ bridgeReason),
/* harmony export */   Pl: () => (/* binding */ completeness),
/* harmony export */   cn: () => (/* binding */ emptyProbe)
/* harmony export */ });
/* unused harmony exports hostsBeforeCalls, unseenSurface */
/* harmony import */ var _model_sink_address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2539);

const SHOWN_HOSTS = 3;
/** The hosts the server contacted (beyond loopback) before its first call: by name where it looked one up. */
function hostsBeforeCalls(observed) {
    const hosts = new Set();
    for (const entry of observed.network) {
        if (entry.loopback || entry.family === 'unix' || !entry.phases.some((phase) => phase.kind === 'startup'))
            continue;
        for (const name of entry.hostnames.length > 0 ? entry.hostnames : [entry.address])
            hosts.add(name.replace(/\.$/, ''));
    }
    return [...hosts].sort();
}
const named = (hosts) => hosts.slice(0, SHOWN_HOSTS).join(', ') + (hosts.length > SHOWN_HOSTS ? ` and ${hosts.length - SHOWN_HOSTS} more` : '');
/** Why the audit could not see the surface, or null when it could (or when what it missed is the server's own doing). */
function unseenSurface(probe, observed) {
    const toolsList = probe.gaps.filter((gap) => gap.what.replace(/^re-listing /, '') === 'tools/list');
    const exited = probe.gaps.find((gap) => gap.what === 'session' && /\bexited\b/.test(gap.why));
    if (exited && probe.calls.length === 0) {
        return {
            reason: 'the server exited right after initialize, before any call: what it declares could not be exercised',
            gaps: probe.gaps.map((gap) => gap.what)
        };
    }
    if (toolsList.length === 0)
        return null;
    const hosts = hostsBeforeCalls(observed);
    if (hosts.length === 0)
        return null;
    return {
        reason: `tools/list failed after the server contacted ${named(hosts)}: it lists its tools from a service the sandbox only imitates, so its tools could not be seen; audit with --network host to let it reach ${hosts[0]}`,
        gaps: toolsList.map((gap) => gap.what)
    };
}
/** The line for a server whose initialize failed after it contacted `hosts` (a bridge to a remote server). */
function bridgeReason(failure, hosts) {
    return `${failure} after the server contacted ${named(hosts)}: it needs that service to start (a bridge to a remote MCP server, or a check of its credentials), which the sandbox only imitates; audit the remote server with --http URL, or this one with --network host to let it reach ${hosts[0]}`;
}
/**
 * The hosts the sink saw the server reach for: TLS server names, HTTP hosts, DNS names, else addresses — an
 * address the sink gave one asked name (model/sink-address.ts) by that name. A connection that sent nothing
 * has only its address: a client trying a name's IPv6 and IPv4 addresses in turn (Node's happy eyeballs, on
 * a loaded machine) drops the one that lost without a byte.
 */
function sinkHosts(records) {
    const asked = new Set(records.flatMap((record) => (record.dns ?? []).map((question) => question.name.replace(/\.$/, ''))));
    const namesAt = new Map();
    for (const name of asked)
        for (const address of [(0,_model_sink_address_js__WEBPACK_IMPORTED_MODULE_0__/* .sinkIPv4For */ .C)(name), (0,_model_sink_address_js__WEBPACK_IMPORTED_MODULE_0__/* .sinkIPv6For */ .e)(name)])
            namesAt.set(address, [...(namesAt.get(address) ?? []), name]);
    const nameAt = (address) => {
        const names = namesAt.get(address);
        return names?.length === 1 ? names[0] : address;
    };
    const hosts = new Set(asked);
    for (const record of records)
        if (!record.dns)
            hosts.add(record.sni ?? record.http?.host?.replace(/:\d+$/, '') ?? nameAt(record.address));
    return [...hosts].filter((host) => host !== 'localhost' && !host.endsWith('.localhost')).sort();
}
/** What a session that never initialized leaves: no surface, no call. */
function emptyProbe(stderrTail) {
    return {
        serverInfo: null,
        listing: { tools: [], resources: [], resourceTemplates: [], prompts: [] },
        relisting: null,
        calls: [],
        gaps: [],
        shutdownAt: Date.now(),
        stderrTail
    };
}
/** The run's incomplete verdict, the session's own first, and the gaps it explains (logged once). */
function completeness(sessionIncomplete, probe, observed, logger) {
    if (sessionIncomplete !== null)
        return { incomplete: sessionIncomplete, unseenGaps: [] };
    const unseen = unseenSurface(probe, observed);
    if (unseen)
        logger.warn(`audit incomplete: ${unseen.reason}`);
    return { incomplete: unseen?.reason ?? null, unseenGaps: unseen?.gaps ?? [] };
}


/***/ }),

/***/ 2590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ readCanaryWatchLog)
/* harmony export */ });
/* unused harmony export CanaryWatchRecordSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);


// The canary watch's log (canary-watch.jsonl), as the init writes it (canary-watch.ts) and the auditor reads
// it back. Apart from the watch itself: the init's start evaluates no zod (init-main.ts).
const CanaryWatchRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    at: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().describe('Epoch milliseconds the init heard of it'),
    event: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['read-only-open', 'access']),
    /** relative to the canary home */
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/** The watch's records (canary-watch.jsonl), read back after the audit; torn or foreign lines are skipped. */
async function readCanaryWatchLog(path) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8').catch(() => '');
    const records = [];
    for (const line of text.split('\n')) {
        if (line === '')
            continue;
        try {
            const parsed = CanaryWatchRecordSchema.safeParse(JSON.parse(line));
            if (parsed.success)
                records.push(parsed.data);
        }
        catch {
            // a torn last line
        }
    }
    return records;
}


/***/ }),

/***/ 6913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vc: () => (/* binding */ scanChanges),
/* harmony export */   g5: () => (/* binding */ writeChangesTar)
/* harmony export */ });
/* unused harmony exports MAX_CHANGES, MAX_HASHED_BYTES, MAX_TAR_BYTES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _workspace_view_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4294);






const MAX_CHANGES = 10_000;
const MAX_HASHED_BYTES = 16 * 1024 * 1024;
const MAX_TAR_BYTES = 5 * 1024 * 1024;
/** Files up to this size are hashed from one read: a stream's setup cost more than hashing a small file. */
const READ_WHOLE_BYTES = 1 << 20;
async function hashFile(path, size) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    if (size <= READ_WHOLE_BYTES)
        return hash.update(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(path)).digest('hex');
    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path), hash);
    return hash.digest('hex');
}
async function lstatOrNull(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(path).catch(() => null);
}
/** Entries of one directory inspected at once; their changes are still taken in name order. */
const INSPECTED_TOGETHER = 16;
/** What one entry of an area is: a directory to walk, a change, or nothing the server did. */
async function inspect(area, rel, lowerExists) {
    const source = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(area.dir, rel);
    const shown = node_path__WEBPACK_IMPORTED_MODULE_3__.posix.join(area.shownAt, rel);
    const stats = await lstatOrNull(source);
    if (!stats)
        return null;
    const lower = area.lower !== undefined && lowerExists ? await lstatOrNull((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(area.lower, rel)) : null;
    if (stats.isCharacterDevice() && stats.rdev === 0) {
        // One the auditor made to keep its own files out of the view is not the server's doing.
        if (area.placed?.get(rel) === _workspace_view_js__WEBPACK_IMPORTED_MODULE_5__/* .PLACED_WHITEOUT */ .g0)
            return null;
        // An overlay whiteout: the server deleted what the lower layer had here.
        return lower ? { change: { path: shown, change: 'deleted', kind: lower.isDirectory() ? 'directory' : lower.isSymbolicLink() ? 'symlink' : 'file' } } : null;
    }
    if (stats.isDirectory())
        return { directory: rel, lowerIsDirectory: Boolean(lower?.isDirectory()), shown };
    if (stats.isSymbolicLink()) {
        const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readlink)(source).catch(() => '');
        // One the auditor planted for the attack stage, still pointing where it did, is not the server's doing.
        if (area.placed?.get(rel) === `${_workspace_view_js__WEBPACK_IMPORTED_MODULE_5__/* .PLACED_LINK */ .xo}${target}`)
            return null;
        const before = lower?.isSymbolicLink() && area.lower !== undefined ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(area.lower, rel)).catch(() => null) : null;
        return before !== target ? { change: { path: shown, change: lower ? 'modified' : 'created', kind: 'symlink', target } } : null;
    }
    if (!stats.isFile())
        return { change: { path: shown, change: lower ? 'modified' : 'created', kind: 'other' } };
    const sha256 = stats.size <= MAX_HASHED_BYTES ? await hashFile(source, stats.size).catch(() => undefined) : undefined;
    const placed = area.placed?.get(rel);
    if (placed !== undefined) {
        // A mask the auditor placed: a change only if the server rewrote it.
        if (sha256 === placed)
            return null;
        return { change: { path: shown, change: 'modified', kind: 'file', size: stats.size, ...(sha256 ? { sha256 } : {}) }, source };
    }
    if (lower?.isFile() && lower.size === stats.size && area.lower !== undefined && sha256 !== undefined) {
        // A copy-up without a content change (chmod, touch, open for writing without writing).
        if ((await hashFile((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(area.lower, rel), lower.size).catch(() => null)) === sha256)
            return null;
    }
    return { change: { path: shown, change: lower ? 'modified' : 'created', kind: 'file', size: stats.size, ...(sha256 ? { sha256 } : {}) }, source };
}
async function scanChanges(areas) {
    const scan = { changes: [], sources: new Map(), truncated: false };
    const add = (change, source) => {
        if (scan.changes.length >= MAX_CHANGES) {
            scan.truncated = true;
            return false;
        }
        scan.changes.push(change);
        if (source)
            scan.sources.set(change.path, source);
        return true;
    };
    const walk = async (area, relative, lowerExists) => {
        let entries;
        try {
            entries = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(area.dir, relative), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
        }
        catch {
            return;
        }
        for (let at = 0; at < entries.length; at += INSPECTED_TOGETHER) {
            if (scan.truncated)
                return;
            const batch = entries.slice(at, at + INSPECTED_TOGETHER).map((entry) => (relative === '' ? entry.name : `${relative}/${entry.name}`));
            for (const inspected of await Promise.all(batch.map((rel) => inspect(area, rel, lowerExists)))) {
                if (scan.truncated)
                    return;
                if (inspected === null)
                    continue;
                if ('change' in inspected) {
                    add(inspected.change, inspected.source);
                    continue;
                }
                const { directory, lowerIsDirectory, shown } = inspected;
                if (area.mountPoints?.has(directory)) {
                    await walk(area, directory, false);
                    continue;
                }
                if (!lowerIsDirectory && !area.placed?.has(directory) && !add({ path: shown, change: 'created', kind: 'directory' }))
                    return;
                await walk(area, directory, lowerIsDirectory);
            }
        }
    };
    for (const area of areas)
        await walk(area, '', true);
    scan.changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return scan;
}
/**
 * changes.tar: the bytes of every created or modified regular file, at the path the server saw
 * (without the leading slash), until MAX_TAR_BYTES; what does not fit is listed in the report only.
 * Returns how many files went in.
 */
async function writeChangesTar(scan, target, maxBytes = MAX_TAR_BYTES) {
    // loaded here: most audits change no file, and it would cost every one's start
    const { pack } = await __webpack_require__.e(/* import() */ 118).then(__webpack_require__.t.bind(__webpack_require__, 6118, 19));
    const tar = pack();
    const output = (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(tar, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(target, { flags: 'wx', mode: 0o644 }));
    let budget = maxBytes;
    let files = 0;
    let omitted = 0;
    for (const change of scan.changes) {
        const source = scan.sources.get(change.path);
        if (!source || change.kind !== 'file' || change.change === 'deleted')
            continue;
        const size = change.size ?? 0;
        if (size > budget) {
            omitted += 1;
            continue;
        }
        const stats = await lstatOrNull(source);
        if (!stats?.isFile() || stats.size !== size) {
            omitted += 1;
            continue;
        }
        await new Promise((resolve, reject) => {
            const entry = tar.entry({ name: change.path.replace(/^\/+/, ''), size, mode: 0o644, mtime: stats.mtime }, (error) => (error ? reject(error) : resolve()));
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(source).on('error', reject).pipe(entry);
        });
        budget -= size;
        files += 1;
    }
    tar.finalize();
    await output;
    return { files, omitted };
}


/***/ }),

/***/ 7467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ readSinkLog)
/* harmony export */ });
/* unused harmony export MAX_REPORTED_SINK_RECORDS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _model_observed_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4633);


// The sink's record of what it answered (network.jsonl), read back after the audit; once the trace is
// read, each connection is put in its call (profile/sink-witness.ts: by its socket, else by time).
/** Connections listed in the report; network.jsonl keeps them all (up to the sink's own cap). */
const MAX_REPORTED_SINK_RECORDS = 1_000;
/** Reads the sink's records; a line that is not one (a half-written last line) is skipped. */
async function readSinkLog(path) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch {
        return { text: '', records: [], dropped: 0, payloads: [] };
    }
    const sink = [];
    const records = [];
    let dropped = 0;
    const payloads = [];
    for (const line of text.split('\n')) {
        if (line === '')
            continue;
        let parsed;
        try {
            parsed = _model_observed_js__WEBPACK_IMPORTED_MODULE_1__/* .SinkRecordSchema */ ._2.safeParse(JSON.parse(line));
        }
        catch {
            continue;
        }
        if (!parsed.success)
            continue;
        records.push(JSON.stringify(parsed.data));
        const { payload, ...record } = parsed.data;
        const origin = {
            at: record.at,
            transport: record.transport ?? 'tcp',
            sourcePort: record.sourcePort,
            ...(record.request !== undefined ? { request: record.request } : {})
        };
        if (record.dns) {
            for (const question of record.dns)
                payloads.push({ ...origin, destination: question.name.toLowerCase(), via: 'dns', data: Buffer.from(question.name, 'latin1') });
        }
        else if (payload !== undefined) {
            const host = record.sni ?? record.http?.host ?? record.address;
            const tls = record.protocol === 'tls' ? ' (TLS)' : '';
            payloads.push({ ...origin, destination: `${host}:${record.port}${tls}`, via: 'socket', data: Buffer.from(payload, 'base64') });
        }
        if (sink.length >= MAX_REPORTED_SINK_RECORDS) {
            dropped += 1;
            continue;
        }
        sink.push(record);
    }
    sink.sort((a, b) => a.at - b.at);
    return { text: records.map((record) => `${record}\n`).join(''), records: sink, dropped, payloads };
}


/***/ })

};
