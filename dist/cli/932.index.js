export const id = 932;
export const ids = [932];
export const modules = {

/***/ 1165:
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
// EXTERNAL MODULE: ./src/sandbox/init-config.ts
var init_config = __webpack_require__(2168);
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
    if (sandboxError || error.exitCode === init_config/* INIT_EXIT_SANDBOX_FAILED */.uW || error.exitCode === init_config/* INIT_EXIT_STRACE_MISSING */.eW) {
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

/***/ 2932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   collectEvidence: () => (/* binding */ collectEvidence),
/* harmony export */   probeInSandbox: () => (/* binding */ probeInSandbox)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _probe_session_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2880);
/* harmony import */ var _probe_probe_transport_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9948);
/* harmony import */ var _probe_scenario_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5298);
/* harmony import */ var _probe_workspace_seed_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7085);
/* harmony import */ var _sandbox_canary_watch_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4865);
/* harmony import */ var _sandbox_file_changes_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6913);
/* harmony import */ var _sandbox_init_config_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2168);
/* harmony import */ var _sandbox_settle_all_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(3134);
/* harmony import */ var _sandbox_sink_log_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7467);
/* harmony import */ var _init_status_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1165);
/* harmony import */ var _output_files_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(5595);
// The probe stage of an audit: the MCP session with the server the sandbox started (over its stdio or
// through the HTTP relay), and what the run directory holds once it has ended — the init's status, the
// sink's records, the view's changes, the kernel's canary watch — with network.jsonl and changes.tar
// written to the out-dir.















/** The static map's items, awaited when the probe asks for them (after the ordinary rounds). */
function staticItemsOf(map) {
    return async () => (await map)?.items ?? [];
}
/** The session, to its end; an interrupted one keeps what it saw, a server that would not start is explained. */
async function probeInSandbox(settings, target, sandbox, runtime, 
/** trace.log, which strace appends to: each call settles once it is still; null (an untraced pass): a fixed settle */
tracePath, pass = {}) {
    const { client, holdMs, callsCap } = pass;
    const { paths } = sandbox;
    const http = settings.http ?? null;
    let probe;
    let incomplete = null;
    // The canary index is built in the waits after the calls' answers, when neither the server's start
    // nor the session needs this thread.
    const quiet = traceQuiet(tracePath, (deadline) => sandbox.canaryIndex.prepare(deadline));
    try {
        probe = await (0,_probe_session_js__WEBPACK_IMPORTED_MODULE_4__/* .probeServer */ ._D)({
            transport: http
                ? (0,_probe_probe_transport_js__WEBPACK_IMPORTED_MODULE_5__/* .sandboxedHttp */ .BM)(sandbox.launcher, {
                    endpoint: { flavour: http.flavour, url: http.url === null ? null : new URL(http.url) },
                    relaySocket: paths.relaySocket,
                    statusPath: paths.status,
                    // The init's own verdict (it watches the server's sockets) comes first.
                    listenTimeoutMs: sandbox.initializeTimeoutMs + 2_000
                })
                : (0,_probe_probe_transport_js__WEBPACK_IMPORTED_MODULE_5__/* .sandboxedStdio */ .Wv)(sandbox.launcher),
            rootDir: settings.cwd,
            workspace: sandbox.seed ? { root: settings.cwd, ...(0,_probe_workspace_seed_js__WEBPACK_IMPORTED_MODULE_7__/* .seedListing */ .M)() } : null,
            scenario: target.scenario
                ? {
                    steps: (0,_probe_scenario_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveSteps */ .EE)(target.scenario, { workdir: settings.cwd, home: sandbox.homePath, canaries: sandbox.canaries }),
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
            ...(runtime.signal ? { signal: runtime.signal } : {})
        });
    }
    catch (error) {
        if (error instanceof _probe_session_js__WEBPACK_IMPORTED_MODULE_4__/* .ProbeAborted */ .i2) {
            probe = error.partial;
            incomplete = 'interrupted before the audit finished';
        }
        else if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ProbeStartError */ .d9) {
            const { containment } = sandbox;
            const hidden = containment ? { trace: sandbox.tracePath, roots: containment.hiddenRoots, home: sandbox.homePath } : undefined;
            throw await (0,_init_status_js__WEBPACK_IMPORTED_MODULE_12__/* .explainStartFailure */ .uJ)(error, paths.status, settings, hidden);
        }
        else {
            throw error;
        }
    }
    finally {
        quiet.close();
    }
    if (!probe.shutdownAt)
        probe.shutdownAt = Date.now();
    return { probe, incomplete };
}
/** How long the trace must stay still after an answer before the next call starts. */
const QUIET_MS = 10;
/** what whileWaiting leaves of the shortest wait, for the events that came meanwhile */
const WAIT_MARGIN_MS = 2;
/**
 * The settle after each answer, on the trace's events rather than a fixed delay: strace appends a line per
 * syscall, so the server is taken as done with the call once trace.log has not grown for QUIET_MS (counted
 * from the answer at the earliest), or after SETTLE_MS, whichever comes first. A call that set work going
 * in the background keeps the trace growing, and keeps the next call waiting, as the fixed pause did.
 */
function traceQuiet(tracePath, whileWaiting) {
    let lastGrowth = 0;
    let watcher = null;
    try {
        if (tracePath !== null)
            watcher = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.watch)(tracePath, { persistent: false }, () => (lastGrowth = performance.now()));
        watcher?.on('error', () => undefined);
    }
    catch {
        watcher = null;
    }
    const settle = () => new Promise((resolve) => {
        const answeredAt = performance.now();
        // The wait is QUIET_MS at the least: the audit's own work in its first part delays no call. Trace
        // growth meanwhile is seen when that work ends, which can only make the wait longer, never shorter.
        whileWaiting(answeredAt + QUIET_MS - WAIT_MARGIN_MS);
        if (!watcher)
            return void setTimeout(resolve, Math.max(0, _probe_session_js__WEBPACK_IMPORTED_MODULE_4__/* .SETTLE_MS */ .lR - (performance.now() - answeredAt)));
        const check = () => {
            const now = performance.now();
            const still = now - Math.max(lastGrowth, answeredAt);
            if (still >= QUIET_MS || now - answeredAt >= _probe_session_js__WEBPACK_IMPORTED_MODULE_4__/* .SETTLE_MS */ .lR)
                return resolve();
            setTimeout(check, Math.min(QUIET_MS - still, _probe_session_js__WEBPACK_IMPORTED_MODULE_4__/* .SETTLE_MS */ .lR - (now - answeredAt)) + 0.5);
        };
        check();
    });
    return { settle, close: () => watcher?.close() };
}
async function collectEvidence(sandbox, session, outDir, logger) {
    const { paths, containment } = sandbox;
    const [status, sinkSeen, changes, canaryWatchSeen] = await (0,_sandbox_settle_all_js__WEBPACK_IMPORTED_MODULE_14__/* .settleAll */ .j)([
        (0,_init_status_js__WEBPACK_IMPORTED_MODULE_12__/* .readStatus */ .rk)(paths.status),
        paths.sinkLog ? (0,_sandbox_sink_log_js__WEBPACK_IMPORTED_MODULE_11__/* .readSinkLog */ .gB)(paths.sinkLog) : null,
        containment ? (0,_sandbox_file_changes_js__WEBPACK_IMPORTED_MODULE_9__/* .scanChanges */ .Vc)(containment.changeAreas) : null,
        (0,_sandbox_canary_watch_js__WEBPACK_IMPORTED_MODULE_8__/* .readCanaryWatchLog */ .Wl)(paths.canaryWatchLog)
    ]);
    for (const entry of status) {
        if (entry.event === 'warning' && entry.message)
            logger.debug(entry.message);
    }
    let { incomplete } = session;
    const tracerStop = (0,_init_status_js__WEBPACK_IMPORTED_MODULE_12__/* .tracerStoppedEarly */ .IB)(status, session.probe.shutdownAt);
    if (tracerStop && !incomplete) {
        incomplete = tracerStop;
        logger.warn(`audit incomplete: ${tracerStop}`);
    }
    const networkLog = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(outDir, 'network.jsonl');
    const changesArchive = changes?.changes.some((change) => change.kind === 'file' && change.change !== 'deleted') ? 'changes.tar' : undefined;
    await (0,_sandbox_settle_all_js__WEBPACK_IMPORTED_MODULE_14__/* .settleAll */ .j)([
        // With --network host there is no sink: no network.jsonl, not even one left by an earlier run.
        sinkSeen ? (0,_output_files_js__WEBPACK_IMPORTED_MODULE_13__/* .writeOutputFile */ .BF)(networkLog, sinkSeen.text) : (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(networkLog, { force: true }).catch(() => undefined),
        changes && changesArchive ? (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(outDir, changesArchive), { force: true }).then(() => (0,_sandbox_file_changes_js__WEBPACK_IMPORTED_MODULE_9__/* .writeChangesTar */ .g5)(changes, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(outDir, changesArchive))) : null
    ]);
    return { status, sinkSeen, changes, canaryWatchSeen, descriptors: (0,_sandbox_init_config_js__WEBPACK_IMPORTED_MODULE_10__/* .descriptorsFromStatus */ .NJ)(status), changesArchive, incomplete };
}


/***/ }),

/***/ 4865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wl: () => (/* binding */ readCanaryWatchLog)
/* harmony export */ });
/* unused harmony exports CanaryWatchRecordSchema, CANARY_WATCH_MAX_RECORDS, readWatchLine, watchCanaryHome */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(481);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_readline__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1514);




// The kernel as a witness of canary reads: inotify on the canary home (through inotifywait) reports every
// read of a file there (ACCESS) and every read-only open once closed (CLOSE_NOWRITE, which covers mmap),
// whichever way the server made it — io_uring, a process strace lost, a syscall the trace does not decode.
// Opens for writing are left out: writing a canary file is not reading it. It cannot say who read (only that the server's sandbox did: nothing
// else runs there) nor what was read; the profile puts each read in a call by its time.
const CanaryWatchRecordSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    at: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().describe('Epoch milliseconds the init heard of it'),
    event: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['read-only-open', 'access']),
    /** relative to the canary home */
    path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
});
/** Records kept per run: a server reading in a loop cannot fill the disk. */
const CANARY_WATCH_MAX_RECORDS = 10_000;
/** The same open or read of the same file again within this long is the same read (a large file is many ACCESS events). */
const REPEAT_MS = 100;
/** One line of `inotifywait --format '%e\t%w%f'`, relative to `root`; none for directories and other events. */
function readWatchLine(line, root) {
    const tab = line.indexOf('\t');
    if (tab < 0)
        return [];
    const flags = line.slice(0, tab).split(',');
    const path = line.slice(tab + 1);
    const prefix = root.endsWith('/') ? root : `${root}/`;
    if (flags.includes('ISDIR') || !path.startsWith(prefix))
        return [];
    const relative = path.slice(prefix.length);
    const events = [];
    if (flags.includes('CLOSE_NOWRITE'))
        events.push({ event: 'read-only-open', path: relative });
    if (flags.includes('ACCESS'))
        events.push({ event: 'access', path: relative });
    return events;
}
/**
 * Watches `root` recursively and hands each read to `record`; resolves once the watches are in
 * place (so nothing the server does later is missed), or with why it cannot watch.
 */
function watchCanaryHome(root, record) {
    return new Promise((resolve) => {
        const watcher = spawn('inotifywait', ['-m', '-r', '-e', 'access,close_nowrite', '--format', '%e\t%w%f', root], { stdio: ['ignore', 'pipe', 'pipe'] });
        let stderr = '';
        let settled = false;
        const settle = (outcome) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            resolve(outcome);
        };
        const timer = setTimeout(() => {
            watcher.kill();
            settle(`inotifywait: no watches after 5 s: ${stderr.trim()}`);
        }, 5_000);
        const last = new Map();
        let written = 0;
        createInterface({ input: watcher.stdout }).on('line', (line) => {
            const at = Date.now();
            for (const event of readWatchLine(line, root)) {
                const key = `${event.event}\0${event.path}`;
                const previous = last.get(key);
                last.set(key, at);
                if ((previous !== undefined && at - previous < REPEAT_MS) || written >= CANARY_WATCH_MAX_RECORDS)
                    continue;
                written += 1;
                record({ at, ...event });
            }
        });
        watcher.stderr.on('data', (chunk) => {
            stderr = (stderr + chunk.toString('utf8')).slice(-2048);
            if (/Watches established/.test(stderr))
                settle({ stop: () => watcher.kill() });
        });
        watcher.once('error', (error) => settle(`inotifywait: ${error.message} (install inotify-tools)`));
        watcher.once('exit', (code) => settle(`inotifywait exited (${code ?? 'signal'}): ${stderr.trim()}`));
    });
}
/** The watch's records (canary-watch.jsonl), read back after the audit; torn or foreign lines are skipped. */
async function readCanaryWatchLog(path) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8').catch(() => '');
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
async function hashFile(path) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
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
        const before = lower?.isSymbolicLink() && area.lower !== undefined ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(area.lower, rel)).catch(() => null) : null;
        return before !== target ? { change: { path: shown, change: lower ? 'modified' : 'created', kind: 'symlink', target } } : null;
    }
    if (!stats.isFile())
        return { change: { path: shown, change: lower ? 'modified' : 'created', kind: 'other' } };
    const sha256 = stats.size <= MAX_HASHED_BYTES ? await hashFile(source).catch(() => undefined) : undefined;
    const placed = area.placed?.get(rel);
    if (placed !== undefined) {
        // A mask the auditor placed: a change only if the server rewrote it.
        if (sha256 === placed)
            return null;
        return { change: { path: shown, change: 'modified', kind: 'file', size: stats.size, ...(sha256 ? { sha256 } : {}) }, source };
    }
    if (lower?.isFile() && lower.size === stats.size && area.lower !== undefined && sha256 !== undefined) {
        // A copy-up without a content change (chmod, touch, open for writing without writing).
        if ((await hashFile((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(area.lower, rel)).catch(() => null)) === sha256)
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


/***/ })

};
