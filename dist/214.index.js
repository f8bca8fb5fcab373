export const id = 214;
export const ids = [214];
export const modules = {

/***/ 31550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PZ: () => (/* binding */ coverageFindings),
/* harmony export */   _5: () => (/* binding */ coverageOf)
/* harmony export */ });
/* unused harmony export missingDependency */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

// What was exercised, per declared item, and the `not-exercised` findings. An audit that did not call
// something did not audit it: a server that crashes after initialize, fails or cuts a listing, or dies
// half-way must not look clean, so every gap is a high finding (exit 3 at the default --fail-on high).
// An answer dropped for its size still counts as exercised (the server ran the call), but what it
// returned was not seen: medium. A listing other than tools/list that the server answered with an error
// naming a dependency the sandbox does not have (a service refusing connections on loopback, an unset
// environment variable, a program not on PATH) is medium, with the one line that says how to provide it:
// the server works, its environment is incomplete. tools/list stays high whatever its error says (the
// text is the server's: it must not talk its way out of having its tools called), and so does a listing
// that timed out or a server that crashed. Method not found on an optional list is no gap at all
// (listing.ts).
const SHOWN_ITEMS = 20;
function coverageOf(probe, minPercent = null) {
    const items = new Map();
    const declare = (kind, name) => {
        const key = `${kind}\0${name}`;
        if (!items.has(key))
            items.set(key, { kind, name, attempts: 0, ok: 0, error: 0, timeout: 0, oversized: 0 });
    };
    for (const listing of [probe.listing, probe.relisting]) {
        if (listing === null)
            continue;
        for (const tool of listing.tools)
            declare('tool', tool.name);
        for (const resource of listing.resources)
            declare('resource', resource.uri);
        for (const template of listing.resourceTemplates)
            declare('resourceTemplate', template.uriTemplate);
        for (const prompt of listing.prompts)
            declare('prompt', prompt.name);
    }
    for (const call of probe.calls) {
        declare(call.kind, call.name);
        const item = items.get(`${call.kind}\0${call.name}`);
        item.attempts += 1;
        if (call.outcome === 'ok')
            item.ok += 1;
        else if (call.outcome === 'timeout')
            item.timeout += 1;
        else if (call.outcome === 'oversized-result')
            item.oversized += 1;
        else
            item.error += 1;
        if (call.note && !(item.notes ?? []).includes(call.note))
            item.notes = [...(item.notes ?? []), call.note].slice(0, 5);
    }
    const all = [...items.values()];
    return { items: all, gaps: probe.gaps, totals: totalsOf(all), ...(minPercent !== null ? { minPercent } : {}) };
}
function totalsOf(items) {
    const succeeded = items.filter((item) => item.ok > 0).length;
    return { items: items.length, succeeded, percent: items.length === 0 ? 100 : Math.floor((100 * succeeded) / items.length) };
}
/**
 * `exitAfter`: the session ended right after a call to this tool, which declares ending processes
 * (rules/declared-purpose.ts): the server was likely told to exit, which is no high.
 */
function coverageFindings(coverage, exitAfter) {
    const findings = [];
    const finding = (severity, message, subject, phase, items) => ({
        rule: 'not-exercised',
        severity,
        message,
        phase,
        evidence: { ...(items.length > 0 ? { manifestItems: items.slice(0, SHOWN_ITEMS).map((item) => `${item.kind}:${item.name}`) } : {}), traceLines: [] },
        fingerprint: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`not-exercised\0${subject}\0`).digest('hex').slice(0, 16)
    });
    const needs = new Map();
    for (const gap of coverage.gaps) {
        if (gap.what === 'session' && exitAfter !== undefined) {
            const why = `the server exited right after a call to ${exitAfter}, a tool that declares ending processes (likely told to end itself), before the audit was done`;
            findings.push(finding('medium', `${gap.what}: ${why}`, gap.what, { kind: 'shutdown' }, []));
            continue;
        }
        const dependency = missingDependency(gap);
        if (dependency !== null) {
            const listing = gap.what.replace(/^re-listing /, '');
            // the re-listing failing for the same reason says nothing new
            if (needs.get(listing) === dependency)
                continue;
            needs.set(listing, dependency);
            findings.push(finding('medium', `${gap.what}: not exercised: ${dependency}`, gap.what, { kind: 'startup' }, []));
            continue;
        }
        findings.push(finding('high', `${gap.what}: ${gap.why}`, gap.what, gap.what === 'session' ? { kind: 'shutdown' } : { kind: 'startup' }, []));
    }
    const unexercised = coverage.items.filter((item) => item.attempts === 0);
    if (unexercised.length > 0) {
        findings.push(finding('high', `${unexercised.length} of ${coverage.items.length} declared items were never exercised`, 'unexercised items', { kind: 'shutdown' }, unexercised));
    }
    const oversized = coverage.items.filter((item) => item.oversized > 0);
    if (oversized.length > 0) {
        findings.push(finding('medium', `${oversized.length} item(s) answered with a message over the size cap; the answers were dropped unread`, 'oversized answers', { kind: 'shutdown' }, oversized));
    }
    return findings;
}
const LOOPBACK_REFUSED = /\bECONNREFUSED\s+(127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost):(\d{1,5})\b/;
const ENV_UNSET = [
    /\benv(?:ironment)?\s+var(?:iable)?s?\s+\$?([A-Z][A-Z0-9_]{1,63})\b[^.]{0,40}?\b(?:not set|is required|missing|undefined|empty)/i,
    /\b(?:missing|set|provide|requires?)\s+(?:the\s+)?(?:required\s+)?env(?:ironment)?\s+var(?:iable)?s?\s+\$?([A-Z][A-Z0-9_]{1,63})\b/i,
    /\b\$?([A-Z][A-Z0-9]*_[A-Z0-9_]{1,60})\s+(?:environment variable\s+)?(?:is\s+)?(?:not set|required|missing|undefined)\b/
];
const PROGRAM_MISSING = [
    /\bspawn\s+(?:\S*\/)?([A-Za-z0-9][A-Za-z0-9._+-]{0,39})\s+ENOENT\b/,
    /\b([A-Za-z0-9][A-Za-z0-9._+-]{0,39}):\s+(?:command\s+)?not found\b/,
    /\bcommand not found:\s+([A-Za-z0-9][A-Za-z0-9._+-]{0,39})\b/
];
/**
 * The one line saying which dependency a listing's error names and how to provide it, or null. Only for
 * a listing other than tools/list that the server answered with a JSON-RPC error (`failed: -32…`); the
 * names are taken only as the patterns' plain characters, so nothing else of the server's text is shown.
 */
function missingDependency(gap) {
    const listing = gap.what.replace(/^re-listing /, '');
    if (!/^(resources\/list|resources\/templates\/list|prompts\/list)$/.test(listing) || !/^failed: -32\d{3}\b/.test(gap.why))
        return null;
    const refused = LOOPBACK_REFUSED.exec(gap.why);
    if (refused)
        return `it needs a service at ${refused[1]}:${refused[2]} (connection refused: the sandbox's network has its own loopback, with nothing listening there); start the service from the launch command (a wrapper script), or audit with --network host and the service running`;
    for (const pattern of ENV_UNSET) {
        const unset = pattern.exec(gap.why);
        if (unset)
            return `it needs the environment variable ${unset[1]}: pass it with --env ${unset[1]}=…`;
    }
    for (const pattern of PROGRAM_MISSING) {
        const missing = pattern.exec(gap.why);
        if (missing && !/^(error|file|module|path|resource|method|tool)$/i.test(missing[1]))
            return `it needs the program ${missing[1]}, which is not on the server's PATH: install it, or show its directory with --workspace`;
    }
    return null;
}


/***/ }),

/***/ 25351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ ProfileBuilder)
});

// EXTERNAL MODULE: ./src/profile/canary-index.ts
var canary_index = __webpack_require__(42796);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/profile/path-classify.ts
var path_classify = __webpack_require__(63361);
;// CONCATENATED MODULE: ./src/profile/credential-lookups.ts
// Credential lookups by standard programs. git and libcurl (curl, git-remote-http) consult ~/.netrc and
// git's credential stores for the host they are about to contact: that read is the program's ordinary
// behaviour, not the server reaching for secrets. Such a read is recorded apart (ObservedFile.lookup),
// with the program and the hosts its process contacted next; the same file read by the server's own
// process stays an ordinary sensitive read.


/** Files standard programs consult for the host they are about to contact, relative to a home. */
const LOOKUP_FILES = new Set(['.netrc', '_netrc', '.git-credentials', '.config/git/credentials']);
/** Programs that consult them: git itself, its remote helpers and credential helpers, curl, wget. */
const LOOKUP_PROGRAMS = /^(?:git|git-remote-[a-z0-9]+|git-credential-[a-z0-9-]+|curl|wget)$/;
/** Contacted destinations kept per lookup */
const MAX_HOSTS = 10;
/** Processes whose latest lookup is remembered until they contact something */
const MAX_OPEN_LOOKUPS = 1000;
function isLookupFile(path, home) {
    const rel = (0,path_classify/* homeRelative */.Ew)(path, home);
    return rel !== null && LOOKUP_FILES.has(rel);
}
/** The standard program `executable` is, by its file name; null for anything else (the server's own process). */
function lookupProgram(executable) {
    if (executable === undefined)
        return null;
    const name = external_node_path_.posix.basename(executable);
    return LOOKUP_PROGRAMS.test(name) ? name : null;
}
/** What each process last executed, and which lookups are waiting for the contact that follows them. */
class CredentialLookups {
    programOf = new Map();
    open = new Map();
    exec(pid, executable, succeeded) {
        if (succeeded)
            this.programOf.set(pid, executable);
    }
    /** Threads and forks run what their parent runs until they exec. */
    clone(parent, child) {
        const program = this.programOf.get(parent);
        if (child !== null && child > 0 && program !== undefined)
            this.programOf.set(child, program);
    }
    /** The standard program `pid` is running, when it is one. */
    programOfPid(pid) {
        return lookupProgram(this.programOf.get(pid));
    }
    /** `entry` (with `lookup`) was just read by `pid`: the next destination `pid` contacts is what it was for. */
    opened(pid, entry) {
        if (!this.open.has(pid) && this.open.size >= MAX_OPEN_LOOKUPS)
            return;
        this.open.set(pid, entry);
    }
    contacted(pid, endpoint) {
        const entry = this.open.get(pid);
        if (!entry?.lookup)
            return;
        if (!entry.lookup.hosts.includes(endpoint) && entry.lookup.hosts.length < MAX_HOSTS)
            entry.lookup.hosts.push(endpoint);
    }
}

// EXTERNAL MODULE: ./src/profile/fold.ts
var fold = __webpack_require__(78502);
// EXTERNAL MODULE: ./src/profile/phase-clock.ts
var phase_clock = __webpack_require__(33873);
// EXTERNAL MODULE: ./src/profile/tally.ts
var tally = __webpack_require__(44003);
;// CONCATENATED MODULE: ./src/profile/dns-recorder.ts



class DnsRecorder {
    leaks;
    limits;
    aggregated;
    dns = new tally/* Tally */.F0();
    /** `aggregated`: accesses recorded in aggregates, by profile section (shared with the other recorders) */
    constructor(leaks, limits, aggregated) {
        this.leaks = leaks;
        this.limits = limits;
        this.aggregated = aggregated;
    }
    record(query, resolver, phase, line) {
        for (const question of query.questions) {
            let name = question.name.toLowerCase();
            let key = `${(0,phase_clock/* callSiteKey */.f5)(phase)}\0${name}\0${question.type}\0${resolver}`;
            if (!this.dns.has(key) && this.dns.size >= this.limits.dns) {
                this.aggregated.dns = (this.aggregated.dns ?? 0) + 1;
                for (const [index, level] of fold/* FOLD_LEVELS */._e.entries()) {
                    name = (0,fold/* foldedDnsName */.$d)(question.name.toLowerCase(), level);
                    key = `${(0,phase_clock/* callSiteKey */.f5)(phase)}\0${name}\0${question.type}\0${resolver}`;
                    if (this.dns.has(key) || level === 'root' || this.dns.size < (index + 2) * this.limits.dns)
                        break;
                }
            }
            const entry = this.dns.record(key, phase, line, () => ({ name, type: question.type, resolver, count: 0, phases: [], traceLines: [] }));
            entry.count += 1;
            this.leaks.scan(question.name, 'dns', question.name.toLowerCase(), phase, line);
        }
    }
    values() {
        return this.dns.values();
    }
}

;// CONCATENATED MODULE: ./src/profile/dns-wire.ts
// Decodes the question section of a DNS message (RFC 1035 §4.1) sent to port 53. The bytes come
// from the audited server, so every length and pointer is bounds-checked and pointer chains are
// limited: a hostile packet yields null or fewer names, never a loop or an exception.
const QTYPES = {
    1: 'A',
    2: 'NS',
    5: 'CNAME',
    6: 'SOA',
    12: 'PTR',
    15: 'MX',
    16: 'TXT',
    28: 'AAAA',
    33: 'SRV',
    35: 'NAPTR',
    64: 'SVCB',
    65: 'HTTPS',
    255: 'ANY'
};
const HEADER_BYTES = 12;
const MAX_QUESTIONS = 16;
const MAX_POINTER_JUMPS = 16;
const MAX_NAME_CHARS = 1024;
function readName(msg, start) {
    const labels = [];
    let offset = start;
    let next = -1;
    let jumps = 0;
    let length = 0;
    for (;;) {
        if (offset >= msg.length)
            return null;
        const len = msg[offset];
        if (len === 0) {
            if (next < 0)
                next = offset + 1;
            break;
        }
        if ((len & 0xc0) === 0xc0) {
            if (offset + 1 >= msg.length || ++jumps > MAX_POINTER_JUMPS)
                return null;
            if (next < 0)
                next = offset + 2;
            offset = ((len & 0x3f) << 8) | msg[offset + 1];
            continue;
        }
        if ((len & 0xc0) !== 0)
            return null;
        if (offset + 1 + len > msg.length)
            return null;
        const label = msg.subarray(offset + 1, offset + 1 + len).toString('latin1');
        length += len + 1;
        if (length > MAX_NAME_CHARS)
            return null;
        labels.push(label);
        offset += 1 + len;
    }
    return { name: labels.join('.'), next };
}
/** Decodes a DNS query (QR bit clear); null when the bytes are not one. */
function decodeDnsQuery(msg) {
    if (msg.length < HEADER_BYTES)
        return null;
    const flags = msg.readUInt16BE(2);
    if ((flags & 0x8000) !== 0)
        return null;
    const opcode = (flags >> 11) & 0xf;
    if (opcode !== 0)
        return null;
    const qdcount = msg.readUInt16BE(4);
    if (qdcount === 0 || qdcount > MAX_QUESTIONS)
        return null;
    const questions = [];
    let offset = HEADER_BYTES;
    for (let i = 0; i < qdcount; i++) {
        const read = readName(msg, offset);
        if (!read || read.next + 4 > msg.length)
            return questions.length > 0 ? { id: msg.readUInt16BE(0), questions } : null;
        const qtype = msg.readUInt16BE(read.next);
        questions.push({ name: read.name, type: QTYPES[qtype] ?? `TYPE${qtype}` });
        offset = read.next + 4;
    }
    return { id: msg.readUInt16BE(0), questions };
}
/** DNS over TCP prefixes each message with its 2-byte length. */
function decodeDnsTcpQuery(stream) {
    if (stream.length < 2 + HEADER_BYTES)
        return null;
    const length = stream.readUInt16BE(0);
    return decodeDnsQuery(stream.subarray(2, 2 + Math.min(length, stream.length - 2)));
}

;// CONCATENATED MODULE: ./src/profile/file-aliases.ts
// Other names for sensitive files, learnt from the trace alone.
//
// strace's -yy shows the path the kernel reports for an fd: a file opened through a hard link shows the
// link's path, a renamed file its new name, and open_by_handle_at returns an undecorated fd. So a server
// that links ~/.ssh/id_rsa to /tmp/x and reads /tmp/x would look like it read a temp file. This table
// remembers which names (link paths, rename destinations, file handles, open fds) stand for a sensitive
// file, so the profile can record such reads as reads of the original.

/** Enough for any honest server; a flood of links beyond it keeps the first ones (the table is bounded). */
const MAX_ALIASES = 100_000;
const MAX_DIRECTORY_ALIASES = 256;
const PROC_FD = /^\/proc\/(self|thread-self|\d+)(?:\/task\/\d+)?\/fd\/(\d+)$/;
class SensitiveAliases {
    isSensitive;
    canaryInodes;
    names = new Map();
    /** a renamed directory: paths below `dir` are the paths below `origin` */
    directories = [];
    handles = new Map();
    /** `pid:fd` → the sensitive file that fd has open */
    fds = new Map();
    /**
     * @param isSensitive whether a path names a file whose reads are findings in their own right
     * @param canaryInodes inode number → path of a planted file, when the auditor stat'ed them (decodes
     *   file handles nobody took with name_to_handle_at in the trace)
     */
    constructor(isSensitive, canaryInodes = new Map()) {
        this.isSensitive = isSensitive;
        this.canaryInodes = canaryInodes;
    }
    /** The sensitive file `path` stands for when it is another name for one (never for the file's own path). */
    aliasOf(path) {
        if (this.isSensitive(path))
            return undefined;
        const named = this.names.get(path);
        if (named)
            return named;
        for (const { dir, origin, via } of this.directories) {
            if (!(0,path_classify/* isUnder */.Jo)(path, dir) || path === dir)
                continue;
            const below = origin + path.slice(dir.length);
            if (this.isSensitive(below))
                return { origin: below, via: `${via} (${path})` };
        }
        return undefined;
    }
    /** `path` itself when sensitive, else what it is an alias of; `/proc/<pid>/fd/N` is looked up as the fd. */
    resolve(pid, path) {
        const procFd = PROC_FD.exec(path);
        if (procFd) {
            const owner = procFd[1] === 'self' || procFd[1] === 'thread-self' ? pid : Number(procFd[1]);
            const open = this.fds.get(`${owner}:${procFd[2]}`);
            return open ? { origin: open.origin, via: open.via ?? path } : undefined;
        }
        if (this.isSensitive(path))
            return { origin: path };
        return this.aliasOf(path);
    }
    /** A successful hard link (linkat with AT_EMPTY_PATH or a /proc fd path included: `target` is resolved by the caller). */
    onLink(pid, target, linkPath) {
        const found = this.resolve(pid, target);
        if (found)
            this.setName(linkPath, { origin: found.origin, via: `hard link ${linkPath}` });
        else
            this.names.delete(linkPath);
    }
    onRename(pid, from, to) {
        const found = this.resolve(pid, from);
        this.names.delete(from);
        if (!found) {
            this.names.delete(to);
            return;
        }
        this.setName(to, { origin: found.origin, via: found.via === undefined ? `rename to ${to}` : `${found.via}, renamed to ${to}` });
        // `from` may be a directory holding sensitive files (~/.ssh renamed to /tmp/s).
        if (this.directories.length < MAX_DIRECTORY_ALIASES)
            this.directories.push({ dir: to, origin: found.origin, via: `rename of ${found.origin} to ${to}` });
    }
    /** A name that now holds a different file (unlinked, or created anew). */
    forget(path) {
        this.names.delete(path);
    }
    onHandle(pid, path, handle) {
        const found = this.resolve(pid, path);
        if (found && this.handles.size < MAX_ALIASES)
            this.handles.set(handle, { origin: found.origin, via: 'a file handle (open_by_handle_at)' });
    }
    /** What an open_by_handle_at opened, when the handle names a sensitive file. */
    handleTarget(handle) {
        const known = this.handles.get(handle);
        if (known)
            return known;
        const inode = this.canaryInodes.size > 0 ? handleInodes(handle) : [];
        for (const ino of inode) {
            const origin = this.canaryInodes.get(ino);
            if (origin !== undefined)
                return { origin, via: 'a file handle (open_by_handle_at)' };
        }
        return undefined;
    }
    /** An fd returned by an open: remember it when it is a sensitive file, forget the fd number otherwise. */
    onOpenFd(pid, fd, reached) {
        const key = `${pid}:${fd}`;
        if (reached && (this.fds.has(key) || this.fds.size < MAX_ALIASES))
            this.fds.set(key, reached);
        else
            this.fds.delete(key);
    }
    openFd(pid, fd) {
        return this.fds.get(`${pid}:${fd}`);
    }
    setName(path, alias) {
        if (this.names.has(path) || this.names.size < MAX_ALIASES)
            this.names.set(path, alias);
    }
}
/**
 * Inode numbers a file handle may carry. Handle types 1 and 2 (ext2/3/4, xfs, btrfs-style "ino32 + gen")
 * start with the 32-bit inode; tmpfs puts the generation first and the inode second. Both are offered:
 * a wrong guess only matters if it equals a canary's inode.
 */
function handleInodes(handle) {
    const colon = handle.indexOf(':');
    const bytes = parseHandleBytes(handle.slice(colon + 1));
    if (!bytes || bytes.length < 8)
        return [];
    return [bytes.readUInt32LE(0), bytes.readUInt32LE(4)];
}
function parseHandleBytes(text) {
    if (text.startsWith('0x'))
        return Buffer.from(text.slice(2), 'hex');
    if (!text.startsWith('"') || !text.endsWith('"'))
        return undefined;
    const out = [];
    const body = text.slice(1, -1);
    for (let i = 0; i < body.length; i++) {
        if (body[i] === '\\' && body[i + 1] === 'x') {
            out.push(parseInt(body.slice(i + 2, i + 4), 16));
            i += 3;
        }
        else
            out.push(body.charCodeAt(i) & 0xff);
    }
    return Buffer.from(out);
}

// EXTERNAL MODULE: ./src/profile/file-recorder.ts + 1 modules
var file_recorder = __webpack_require__(59594);
// EXTERNAL MODULE: ./src/profile/helper-programs.ts
var helper_programs = __webpack_require__(76103);
// EXTERNAL MODULE: ./src/profile/canary-match.ts + 4 modules
var canary_match = __webpack_require__(19070);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/trace/c-string.ts
var c_string = __webpack_require__(65428);
;// CONCATENATED MODULE: ./src/profile/canary-scan-queue.ts


// Matching every socket payload against the canaries costs about a quarter of the parse's CPU on a busy
// trace. Past a first few megabytes of payload, payloads are copied into shared batches and matched on a
// worker thread (the runner's second core) while the parse goes on; when the worker falls behind, the
// parsing thread matches the next payloads itself, so both cores work and memory stays bounded.
//
// What a scan finds must not depend on where or when it ran. Every scan gets a sequence number, and the
// hits are handed out in that order once all are in. A canary file's content counts from the scan after
// the server read it: reads only grow, so the number of files read when a scan was queued is its whole
// snapshot, and the worker, told each read in order, judges the scan against that count. The hits are
// exactly those of matching inline, in trace order — the unit test compares the two on the same input.
/** Copied payloads per batch; a payload larger than this is matched inline. */
const BATCH_BYTES = 4 << 20;
/** Batches handed to the worker and not yet answered; past this the parsing thread matches itself. */
const MAX_BATCHES_IN_FLIGHT = 8;
/** what the worker may hold at most: the copies a busy trace keeps in memory beyond the parse's own */
const MAX_BYTES_IN_FLIGHT = MAX_BATCHES_IN_FLIGHT * BATCH_BYTES;
/** Payload bytes matched inline before the worker is started: a small trace never pays for a thread. */
const OFFLOAD_AFTER_BYTES = 4 << 20;
/** Int32 fields per payload in a batch: offset, length, canary files read when it was queued, 1 when it is a C string token */
const JOB_FIELDS = 4;
/** The bytes of payload `job` of a batch, decoded when they are a C string token (undecodable: none; a decoded one is valid until the next). */
function jobBytes(view, jobs, job) {
    const offset = jobs[JOB_FIELDS * job];
    const end = offset + jobs[JOB_FIELDS * job + 1];
    if (jobs[JOB_FIELDS * job + 3] === 0)
        return view.subarray(offset, end);
    return (0,c_string/* decodeCStringBytes */.Ad)(view, offset, end)?.bytes ?? Buffer.alloc(0);
}
class CanaryScanQueue {
    index;
    nextSeq = 0;
    found = [];
    /** canary file id → how many files had been read before it */
    readOrder = new Map();
    reads = [];
    readsSent = 0;
    scannedBytes = 0;
    offloadedBytes = 0;
    workerBytes = 0;
    worker = null;
    /** the worker failed or could not start: everything left is matched inline */
    failed = false;
    filling = null;
    inFlight = new Map();
    spare = [];
    nextBatch = 0;
    idle = null;
    offloadAfterBytes;
    workerPath;
    wasRead = (id) => this.readOrder.has(id);
    constructor(index, options) {
        this.index = index;
        this.workerPath = options.workerPath;
        this.offloadAfterBytes = options.offloadAfterBytes ?? OFFLOAD_AFTER_BYTES;
    }
    /** The server read the canary file `id`: its content counts in every scan queued after this. */
    fileRead(id) {
        if (this.readOrder.has(id) || !this.index.hasFile(id))
            return;
        this.readOrder.set(id, this.reads.length);
        this.reads.push(id);
    }
    /** Queues `data` to be matched as CanaryIndex.scan would now; `tag` comes back with its hits. */
    scan(data, tag) {
        const seq = this.nextSeq++;
        this.scannedBytes += data.length;
        if (typeof data !== 'string' && this.offload(data, data.length, false, seq, tag))
            return;
        const hits = this.index.scan(data, this.wasRead);
        if (hits.length > 0)
            this.found.push({ seq, tag, hits });
    }
    /** As scan(payload.data), but a payload not decoded yet goes to the worker as its C string, decoded there. */
    scanPayload(payload, tag) {
        const token = payload.token;
        if (token === undefined)
            return this.scan(payload.data, tag);
        const seq = this.nextSeq++;
        this.scannedBytes += token.length;
        if (this.offload(token, token.length, true, seq, tag))
            return;
        const hits = this.index.scan(payload.data, this.wasRead);
        if (hits.length > 0)
            this.found.push({ seq, tag, hits });
    }
    /** Waits for the worker's answers and stops it. Scans may still be queued after (matched inline). */
    async settle() {
        this.post();
        if (this.inFlight.size > 0)
            await new Promise((resolve) => (this.idle = resolve));
        this.close();
    }
    /** Every scan's hits, in the order the scans were queued (settle() first when a worker ran). */
    hitsInOrder() {
        if (this.inFlight.size > 0 || (this.filling?.seqs.length ?? 0) > 0)
            throw new Error('canary scans still on the worker: settle() first');
        return this.found.sort((a, b) => a.seq - b.seq);
    }
    /** Payload bytes queued, how many were handed to the worker, and how many of those it answered (the rest, if it failed, were matched here). */
    get stats() {
        return { scannedBytes: this.scannedBytes, offloadedBytes: this.offloadedBytes, workerBytes: this.workerBytes };
    }
    /** Stops the worker (idempotent); what it had not answered is matched inline first. */
    close() {
        if (this.inFlight.size > 0)
            this.fail();
        const worker = this.worker;
        this.worker = null;
        if (worker)
            void worker.terminate().catch(() => undefined);
    }
    /** Copies a payload (bytes, or a C string token when `encoded`) into the batch for the worker; false: match it here. */
    offload(data, length, encoded, seq, tag) {
        if (this.workerPath === null || this.failed || this.scannedBytes <= this.offloadAfterBytes || length > BATCH_BYTES)
            return false;
        let batch = this.filling;
        if (batch !== null && batch.used + length > BATCH_BYTES) {
            this.post();
            batch = null;
        }
        if (batch === null) {
            if (this.inFlight.size >= MAX_BATCHES_IN_FLIGHT)
                return false; // the worker is behind: match here
            batch = this.filling = this.newBatch();
        }
        // a token is latin1 text, one char per byte of the trace line
        if (typeof data === 'string')
            batch.view.write(data, batch.used, length, 'latin1');
        else
            data.copy(batch.view, batch.used);
        batch.jobs.push(batch.used, length, this.reads.length, encoded ? 1 : 0);
        batch.used += length;
        batch.seqs.push(seq);
        batch.tags.push(tag);
        this.offloadedBytes += length;
        return true;
    }
    newBatch() {
        const bytes = this.spare.pop() ?? new SharedArrayBuffer(BATCH_BYTES);
        return { id: this.nextBatch++, bytes, view: Buffer.from(bytes), used: 0, jobs: [], seqs: [], tags: [] };
    }
    /** Hands the batch being filled to the worker (started on first use). */
    post() {
        const batch = this.filling;
        this.filling = null;
        if (batch === null || batch.seqs.length === 0)
            return;
        const worker = this.startedWorker();
        this.inFlight.set(batch.id, batch);
        if (worker === null)
            return this.fail();
        const message = { batch: batch.id, bytes: batch.bytes, jobs: Int32Array.from(batch.jobs), reads: this.reads.slice(this.readsSent) };
        this.readsSent = this.reads.length;
        worker.ref();
        worker.postMessage(message);
    }
    startedWorker() {
        if (this.worker !== null || this.failed || this.workerPath === null)
            return this.worker;
        try {
            const workerData = { tokens: this.index.tokens, files: this.index.files };
            const worker = new external_node_worker_threads_.Worker(this.workerPath, { workerData });
            worker.on('message', (message) => this.answered(message));
            worker.on('error', () => this.fail());
            worker.on('exit', () => {
                if (this.worker === worker)
                    this.fail();
            });
            this.worker = worker;
        }
        catch {
            this.failed = true;
        }
        return this.worker;
    }
    answered({ batch: id, hits }) {
        const batch = this.inFlight.get(id);
        if (batch === undefined)
            return;
        this.inFlight.delete(id);
        this.workerBytes += batch.used;
        for (const [job, jobHits] of hits)
            this.found.push({ seq: batch.seqs[job], tag: batch.tags[job], hits: jobHits });
        this.spare.push(batch.bytes);
        if (this.inFlight.size === 0) {
            this.worker?.unref();
            this.idle?.();
            this.idle = null;
        }
    }
    /** The worker is gone: the batches it had not answered are matched here, each against its own snapshot. */
    fail() {
        this.failed = true;
        const worker = this.worker;
        this.worker = null;
        if (worker)
            void worker.terminate().catch(() => undefined);
        for (const batch of [...this.inFlight.values()].sort((a, b) => a.id - b.id)) {
            for (let job = 0; job < batch.seqs.length; job++) {
                const readCount = batch.jobs[JOB_FIELDS * job + 2];
                const hits = this.index.scan(jobBytes(batch.view, batch.jobs, job), (id) => (this.readOrder.get(id) ?? Infinity) < readCount);
                if (hits.length > 0)
                    this.found.push({ seq: batch.seqs[job], tag: batch.tags[job], hits });
            }
        }
        this.inFlight.clear();
        this.idle?.();
        this.idle = null;
    }
}

;// CONCATENATED MODULE: ./src/profile/leak-recorder.ts





class LeakRecorder {
    limits;
    aggregated;
    leaks = new tally/* Tally */.F0();
    /** matched inline, or on a worker thread in a busy trace: the hits come back in scan order */
    scans;
    recorded = false;
    /**
     * `matcher`: the run's tokens and the whole content of each canary file (fixed headers included).
     * `aggregated`: accesses recorded in aggregates, by profile section (shared with the other recorders).
     * `workerPath`: CanaryScanQueue's worker (null: every payload is matched on this thread).
     */
    constructor(matcher, limits, aggregated, workerPath = null) {
        this.limits = limits;
        this.aggregated = aggregated;
        this.scans = new CanaryScanQueue(matcher, { workerPath });
    }
    /** The server read the canary file `id` (`~/.ssh/id_rsa`): from then on any piece of its content counts (the read is the link). */
    fileRead(id) {
        this.scans.fileRead(id);
    }
    scan(data, via, destination, phase, line) {
        this.scans.scan(data, { via, destination, phase, line });
    }
    /** A socket payload, passed on still encoded when it was never decoded. */
    scanPayload(payload, destination, phase, line) {
        this.scans.scanPayload(payload, { via: 'socket', destination, phase, line });
    }
    /** Waits for the scans on the worker (none when the trace was small), and stops it. */
    settle() {
        return this.scans.settle();
    }
    /** Payload bytes matched, and how many of them on the worker. */
    get scanStats() {
        return this.scans.stats;
    }
    /** Stops the worker, if any, without waiting for it (an audit that failed). */
    close() {
        this.scans.close();
    }
    values() {
        // recorded in scan order, wherever each scan ran: the cap folds the same destinations as inline matching would
        if (!this.recorded) {
            this.recorded = true;
            for (const { tag, hits } of this.scans.hitsInOrder())
                this.record(tag, hits);
        }
        return this.leaks.values();
    }
    record({ via, destination, phase, line }, hits) {
        for (const hit of hits) {
            let to = destination;
            let key = `${(0,phase_clock/* callSiteKey */.f5)(phase)}\0${hit.canary}\0${via}\0${to}`;
            if (!this.leaks.has(key) && this.leaks.size >= this.limits.leaks) {
                this.aggregated.leaks = (this.aggregated.leaks ?? 0) + 1;
                to = via === 'dns' ? (0,fold/* foldedDnsName */.$d)(destination, this.leaks.size < 2 * this.limits.leaks ? 'top' : 'root') : '*';
                key = `${(0,phase_clock/* callSiteKey */.f5)(phase)}\0${hit.canary}\0${via}\0${to}`;
            }
            // an entry aggregating several payloads keeps the range of the first
            this.leaks.record(key, phase, line, () => ({
                canary: hit.canary,
                encoding: hit.encoding,
                via,
                destination: to,
                bytes: (0,canary_match/* hitBytes */.pI)(hit),
                ...(hit.audience ? { audience: hit.audience } : {}),
                phases: [],
                traceLines: []
            }));
        }
    }
}

;// CONCATENATED MODULE: ./src/profile/leftovers.ts
// Which processes of the server's tree were still running once the server process itself had exited:
// detached with setsid, double-forked, or simply never stopped. strace -f keeps tracing them after the
// server is gone, until they exit or the audit kills them, and prints `+++ exited/killed +++` for each.
/**
 * How long a process must outlive the server to count as left behind. Processes that end with the
 * server (stopped by it, or by the same shutdown signal the audit sends the whole tree) end within
 * milliseconds; the audit's final SIGKILL comes seconds after the server's exit.
 */
const OUTLIVED_MS = 1000;
/** how long before the server's traced exit the kernel's teardown of its pid namespace may be traced */
const TEARDOWN_MS = 100;
class ProcessLifetimes {
    processes = new Map();
    /** thread id → its process (thread-group id), for threads only */
    threadGroup = new Map();
    server = null;
    record(pid) {
        const tgid = this.threadGroup.get(pid) ?? pid;
        let record = this.processes.get(tgid);
        if (!record) {
            record = { pid: tgid };
            this.processes.set(tgid, record);
        }
        return record;
    }
    clone(event, phase) {
        const child = event.childPid;
        if (child === null || child <= 0)
            return;
        const caller = this.threadGroup.get(event.pid) ?? event.pid;
        if (event.flags.includes('CLONE_THREAD')) {
            this.threadGroup.set(child, caller);
            // A thread's lines printed before its clone() returned were filed under its own tid.
            this.processes.delete(child);
            return;
        }
        const record = this.record(child);
        record.parent = event.flags.includes('CLONE_PARENT') ? this.processes.get(caller)?.parent : caller;
        record.cloneLine = event.line;
        record.clonePhase = phase;
        // Until it execs, a child runs its parent's program.
        const parent = this.processes.get(caller);
        if (record.argv === undefined && parent?.argv !== undefined) {
            record.argv = parent.argv;
            record.executable = parent.executable;
        }
    }
    /** `serverStart`: this exec started the audited server itself (see ProfileBuilder.recordExec). */
    exec(event, executable, serverStart) {
        if (event.ret !== 0)
            return;
        const record = this.record(event.pid);
        record.executable = executable;
        record.argv = event.argv;
        record.execLine = event.line;
        if (serverStart && this.server === null)
            this.server = { pid: record.pid, execLine: event.line };
    }
    setsid(event) {
        if (event.ret === null || event.ret <= 0)
            return;
        const record = this.record(event.pid);
        record.setsidLine ??= event.line;
    }
    exit(event) {
        if (this.threadGroup.has(event.pid))
            return;
        const record = this.record(event.pid);
        record.exit ??= event;
    }
    /**
     * The first process of each subtree still running OUTLIVED_MS after the server process exited.
     * Nothing when the server's exit is not in the trace (the tracer was stopped first): then nothing
     * can be said about what outlived it.
     */
    leftovers() {
        const server = this.server;
        const serverExit = server ? this.processes.get(server.pid)?.exit : undefined;
        if (!server || !serverExit)
            return [];
        const afterServerMs = (exit) => Math.round(exit.time * 1000 - serverExit.time * 1000);
        // Still running when the server exited: it ended well after it, or was killed outright afterwards —
        // when the server is its pid namespace's main process, the kernel SIGKILLs what is left the moment
        // the server is gone (the audit's own shutdown sends SIGTERM, so that is not confused with this).
        // The kernel kills them while the init is exiting, so a detached (setsid) process's SIGKILL may be
        // traced just before the init's own exit line: within TEARDOWN_MS of it, it was still running.
        const detached = (record) => this.chainBelowServer(record, server.pid)?.some((member) => member.setsidLine !== undefined) === true;
        const outlived = (record) => record.exit === undefined ||
            afterServerMs(record.exit) >= OUTLIVED_MS ||
            (record.exit.signal === 'SIGKILL' && (record.exit.time >= serverExit.time || (afterServerMs(record.exit) >= -TEARDOWN_MS && detached(record))));
        const out = [];
        for (const record of this.processes.values()) {
            if (record.pid === server.pid || !outlived(record))
                continue;
            const chain = this.chainBelowServer(record, server.pid);
            if (!chain)
                continue;
            const top = chain[chain.length - 1];
            // Forked by the server after it started: launch helpers of a wrapper are not the server's doing.
            if (top.cloneLine === undefined || top.cloneLine < server.execLine || top.clonePhase === undefined)
                continue;
            const parent = record.parent === server.pid ? undefined : this.processes.get(record.parent);
            if (parent && outlived(parent))
                continue; // reported as part of its parent's subtree
            const setsid = chain.find((member) => member.setsidLine !== undefined);
            const parentGoneFirst = parent?.exit !== undefined && parent.exit.time <= serverExit.time;
            const lines = [top.cloneLine, setsid?.setsidLine, record.execLine, record.exit?.line].filter((line) => line !== undefined);
            out.push({
                pid: record.pid,
                executable: record.executable ?? '',
                argv: record.argv ?? [],
                detached: setsid ? 'setsid' : parentGoneFirst ? 'reparented' : 'outlived',
                endedBy: record.exit
                    ? record.exit.signal
                        ? `killed by ${record.exit.signal}`
                        : `exited with ${record.exit.code ?? '?'}`
                    : 'still running when the trace ended',
                endedAfterServerMs: record.exit ? Math.max(0, afterServerMs(record.exit)) : null,
                phases: [top.clonePhase],
                traceLines: [...new Set(lines)].sort((a, b) => a - b)
            });
        }
        return out.sort((a, b) => (a.traceLines[0] ?? 0) - (b.traceLines[0] ?? 0));
    }
    /** The record and its ancestors up to (not including) the server process; null when not the server's. */
    chainBelowServer(record, serverPid) {
        const chain = [];
        let current = record;
        while (current && chain.length < 1000) {
            chain.push(current);
            if (current.parent === serverPid)
                return chain;
            current = current.parent === undefined ? undefined : this.processes.get(current.parent);
        }
        return null;
    }
}

// EXTERNAL MODULE: ./src/model/index.ts + 2 modules
var model = __webpack_require__(41489);
;// CONCATENATED MODULE: ./src/profile/list-changed.ts
// What the server announced on its MCP channel: notifications/<list>/list_changed, the sign that its
// declared surface changed. Read from the trace (the server's writes to fds 0-2), so the change is dated
// to the call after which the server sent it, as the server's other behaviour is.


const LIST_CHANGED = new RegExp(`"method"\\s*:\\s*"notifications\\/(${model/* SURFACE_LISTS */.w.join('|')})\\/list_changed"`, 'g');
class ListChangedRecorder {
    notices = new tally/* Tally */.F0();
    get size() {
        return this.notices.size;
    }
    /** A message the server wrote on its MCP channel: one entry per list it says changed. */
    record(payloads, phase, line) {
        for (const payload of payloads) {
            const text = payload.data.toString('latin1');
            for (const match of text.matchAll(LIST_CHANGED)) {
                const list = match[1];
                this.notices.record(list, phase, line, () => ({ list, phases: [], traceLines: [] }));
            }
        }
    }
    values() {
        return this.notices.values();
    }
}

// EXTERNAL MODULE: ./src/profile/net-address.ts
var net_address = __webpack_require__(20771);
;// CONCATENATED MODULE: ./src/profile/network-recorder.ts



class NetworkRecorder {
    clock;
    limits;
    aggregated;
    network = new tally/* Tally */.F0();
    /** `aggregated`: accesses recorded in aggregates, by profile section (shared with the other recorders) */
    constructor(clock, limits, aggregated) {
        this.clock = clock;
        this.limits = limits;
        this.aggregated = aggregated;
    }
    record(dest, syscall, succeeded, bytes, event) {
        const phase = this.clock.phaseOf(event);
        const site = (0,phase_clock/* callSiteKey */.f5)(phase);
        let key = `${site}\0${dest.family}\0${dest.protocol}\0${dest.address}\0${dest.port ?? ''}`;
        if (!this.network.has(key) && this.network.size >= this.limits.network) {
            // Past the cap: one entry per address (ports folded away), then one per family and protocol.
            this.aggregated.network = (this.aggregated.network ?? 0) + 1;
            dest = { family: dest.family, protocol: dest.protocol, address: dest.address };
            key = `${site}\0${dest.family}\0${dest.protocol}\0${dest.address}\0`;
            if (!this.network.has(key) && this.network.size >= 2 * this.limits.network) {
                dest = { ...dest, address: '*' };
                key = `${site}\0${dest.family}\0${dest.protocol}\0*\0`;
            }
        }
        const entry = this.network.record(key, phase, event.line, () => {
            const made = {
                family: dest.family,
                protocol: dest.protocol,
                address: dest.address,
                loopback: dest.family === 'unix' || (0,net_address/* isLoopbackAddress */.Ow)(dest.address),
                syscall,
                succeeded,
                bytesSent: 0,
                hostnames: [],
                count: 0,
                phases: [],
                traceLines: []
            };
            if (dest.port !== undefined)
                made.port = dest.port;
            return made;
        });
        entry.count += 1;
        entry.succeeded ||= succeeded;
        entry.bytesSent += bytes;
    }
    values() {
        return this.network.values();
    }
}

;// CONCATENATED MODULE: ./src/profile/process-recorder.ts



class ProcessRecorder {
    clock;
    processTable;
    lifetimes;
    lookups;
    leaks;
    helpers;
    processes = new tally/* Tally */.F0();
    constructor(clock, processTable, lifetimes, lookups, leaks, helpers) {
        this.clock = clock;
        this.processTable = processTable;
        this.lifetimes = lifetimes;
        this.lookups = lookups;
        this.leaks = leaks;
        this.helpers = helpers;
    }
    /** An exec by a pid whose clone is not seen yet waits for it (ProcessTable.deferExec), then comes to record(). */
    onExec(event) {
        if (!this.processTable.deferExec(event))
            this.record(event);
    }
    /**
     * An exec by a pid that is still launching the server (its wrapper chain, or a helper such a
     * wrapper spawned) at startup is part of starting the server (isServer). The first exec of a
     * program that is not a known wrapper/shim is the server itself; from then on that pid and its
     * children are the server's own behaviour.
     */
    record(event) {
        const phase = this.clock.phaseOf(event);
        const launching = phase.kind === 'startup' && this.processTable.isLaunching(event.pid);
        const succeeded = event.ret === 0;
        const serverStart = this.processTable.startsServer(event);
        const executable = event.path.startsWith('/') ? (0,path_classify/* normalizeAbsolute */.TL)(event.path) : event.path;
        this.lifetimes.exec(event, executable, serverStart);
        this.lookups.exec(event.pid, executable, succeeded);
        this.helpers?.exec(event.pid, executable, event.argv, succeeded);
        const key = `${launching ? 'S' : 'C'}\0${(0,phase_clock/* callSiteKey */.f5)(phase)}\0${executable}\0${event.argv.join('\0')}`;
        const entry = this.processes.record(key, phase, event.line, () => ({
            executable,
            argv: [...event.argv],
            succeeded,
            isServer: launching,
            count: 0,
            phases: [],
            traceLines: []
        }));
        entry.count += 1;
        entry.succeeded ||= succeeded;
        this.leaks.scan(event.argv.join(' '), 'argv', executable, phase, event.line);
    }
    values() {
        return this.processes.values();
    }
}

;// CONCATENATED MODULE: ./src/profile/launchers.ts

// Programs that only start another program: shells running a wrapper script, version-manager shims,
// package runners, and process supervisors. Their startup execs are part of launching the audited
// command, not behaviour of the server. The list is closed on purpose: an unknown program is the
// server, so anything it spawns is judged.
const LAUNCHERS = new Set([
    'sh',
    'bash',
    'dash',
    'zsh',
    'ksh',
    'env',
    'npx',
    'npm',
    'pnpm',
    'pnpx',
    'yarn',
    'bunx',
    'corepack',
    'uv',
    'uvx',
    'pipx',
    'poetry',
    'pipenv',
    'pdm',
    'hatch',
    'rye',
    'pyenv',
    'nodenv',
    'rbenv',
    'goenv',
    'asdf',
    'mise',
    'rtx',
    'volta',
    'volta-shim',
    'fnm',
    'timeout',
    'nice',
    'nohup',
    'setsid',
    'stdbuf',
    'tini',
    'dumb-init',
    'ionice',
    'taskset'
]);
const LAUNCHER_PREFIXES = ['pyenv-', 'nodenv-', 'rbenv-', 'goenv-', 'asdf-'];
/** Whether exec'ing this program keeps the process in the "launching the server" stage. */
function isLauncherExecutable(path) {
    // pyenv/rbenv/asdf/mise shims are scripts named like the interpreter they stand for.
    if (path.split('/').slice(0, -1).includes('shims'))
        return true;
    const name = external_node_path_.posix.basename(path);
    return LAUNCHERS.has(name) || LAUNCHER_PREFIXES.some((p) => name.startsWith(p));
}

;// CONCATENATED MODULE: ./src/profile/process-table.ts
// The processes of the traced tree: which pids are the server's, who cloned whom, where each one's
// working directory is, and which pids are still launching the server (wrappers, shims and the helpers
// they spawn). Paths in the trace are resolved here, against the working directory of the pid that
// named them.



/** execs and clones queued for one pid before its clone() is seen */
const MAX_ORPHAN_EVENTS = 64;
/** The exec that ends a pid's launching: a program that is not a known wrapper/shim. */
const startsProgram = (event) => event.ret === 0 && !isLauncherExecutable(event.path);
class ProcessTable {
    initialCwd;
    rootPid = null;
    seenPids = new Set();
    cwdOf = new Map();
    parentOf = new Map();
    /** pids still launching the server (wrappers, shims and the helpers they spawn) */
    launcherPids = new Set();
    /**
     * What pids did before they were rooted (their clone(), or an ancestor's, not seen yet): strace
     * prints a clone's return after the child's first lines, and on a busy machine after the child has
     * forked and exec'd helpers of its own. Replayed in order once the pid is rooted.
     */
    orphanEvents = new Map();
    /** `initialCwd`: the absolute working directory the root pid starts in */
    constructor(initialCwd) {
        this.initialCwd = initialCwd;
    }
    isOwnPid(pid) {
        return this.seenPids.has(pid);
    }
    notePid(pid) {
        if (this.seenPids.has(pid))
            return;
        this.seenPids.add(pid);
        if (this.rootPid === null) {
            this.rootPid = pid;
            this.cwdOf.set(pid, { path: this.initialCwd });
            this.launcherPids.add(pid);
        }
    }
    /** Absolute path of `path` as `pid` would resolve it relative to `dir`; relative when unknowable. */
    resolve(pid, dir, path) {
        if (path.startsWith('/'))
            return (0,path_classify/* normalizeAbsolute */.TL)(path);
        if (dir.fd === 'AT_FDCWD')
            return (0,path_classify/* normalizeAbsolute */.TL)(external_node_path_.posix.join(this.cwd(pid), path));
        if (dir.info?.kind === 'path' && dir.info.path.startsWith('/')) {
            return (0,path_classify/* normalizeAbsolute */.TL)(path === '' ? dir.info.path : external_node_path_.posix.join(dir.info.path, path));
        }
        // An fd strace could not decorate: keep the relative name rather than guess a directory.
        return path;
    }
    /** Notes a clone; returns the execs that wait for it (the child's and its children's), to record now. */
    clone(parent, child, flags) {
        if (child === null || child <= 0)
            return [];
        this.seenPids.add(child);
        this.parentOf.set(child, parent);
        if (!this.cwdOf.has(child)) {
            const parentBox = this.cwdOf.get(parent) ?? { path: this.cwd(parent) };
            this.cwdOf.set(child, flags.includes('CLONE_FS') ? parentBox : { path: parentBox.path });
        }
        if (!this.isRooted(parent)) {
            this.queue(parent, { child });
            return [];
        }
        if (this.launcherPids.has(parent))
            this.launcherPids.add(child);
        return this.root(child).sort((a, b) => a.line - b.line);
    }
    /**
     * A pid's place in the tree is now known: what it queued is decided as if printed in order. A child
     * it cloned while still launching (before exec'ing the server's program) is launching too.
     */
    root(pid) {
        const queued = this.orphanEvents.get(pid) ?? [];
        this.orphanEvents.delete(pid);
        let launching = this.launcherPids.has(pid);
        const execs = [];
        for (const item of queued) {
            if ('exec' in item) {
                execs.push(item.exec);
                if (startsProgram(item.exec))
                    launching = false;
                continue;
            }
            if (launching)
                this.launcherPids.add(item.child);
            execs.push(...this.root(item.child));
        }
        return execs;
    }
    isRooted(pid) {
        let at = pid;
        for (let depth = 0; at !== undefined && depth < 4096; depth++) {
            if (at === this.rootPid)
                return true;
            at = this.parentOf.get(at);
        }
        return false;
    }
    queue(pid, item) {
        const pending = this.orphanEvents.get(pid) ?? [];
        if (pending.length < MAX_ORPHAN_EVENTS)
            pending.push(item);
        this.orphanEvents.set(pid, pending);
    }
    chdir(pid, ret, path, fd) {
        if (ret !== 0)
            return;
        let target = null;
        if (path !== undefined)
            target = this.resolve(pid, { fd: 'AT_FDCWD' }, path);
        else if (fd?.info?.kind === 'path')
            target = (0,path_classify/* normalizeAbsolute */.TL)(fd.info.path);
        if (target === null || !target.startsWith('/'))
            return;
        const box = this.cwdOf.get(pid);
        if (box)
            box.path = target;
        else
            this.cwdOf.set(pid, { path: target });
    }
    /** Queues the exec of a pid not rooted yet (true), or says it can be recorded now (false). */
    deferExec(event) {
        if (this.isRooted(event.pid))
            return false;
        this.queue(event.pid, { exec: event });
        return true;
    }
    /** The queued execs whose pid was never rooted, to record at the end. */
    takeOrphanExecs() {
        const execs = [...this.orphanEvents.values()].flat().flatMap((item) => ('exec' in item ? [item.exec] : []));
        this.orphanEvents.clear();
        return execs.sort((a, b) => a.line - b.line);
    }
    isLaunching(pid) {
        return this.launcherPids.has(pid);
    }
    /**
     * The first successful exec of a program that is not a known wrapper/shim by a launching pid is the
     * server itself; from then on that pid and its children are the server's own behaviour.
     */
    startsServer(event) {
        const serverStart = this.launcherPids.has(event.pid) && startsProgram(event);
        if (serverStart)
            this.launcherPids.delete(event.pid);
        return serverStart;
    }
    cwd(pid) {
        const box = this.cwdOf.get(pid);
        if (box)
            return box.path;
        // A child whose clone() return is not printed yet: it starts where the server started.
        const rootBox = this.rootPid !== null ? this.cwdOf.get(this.rootPid) : undefined;
        return rootBox?.path ?? this.initialCwd;
    }
}

// EXTERNAL MODULE: ./src/profile/sink-names.ts
var sink_names = __webpack_require__(35807);
;// CONCATENATED MODULE: ./src/profile/socket-table.ts

function protocolFromDecoration(info) {
    if (info?.kind !== 'socket')
        return null;
    const p = info.protocol.toUpperCase();
    if (p.startsWith('TCP'))
        return 'tcp';
    if (p.startsWith('UDP'))
        return 'udp';
    if (p.startsWith('UNIX'))
        return 'unix';
    return 'unknown';
}
function stripBrackets(address) {
    return address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
}
class SocketTable {
    socketKinds = new Map();
    connectedTo = new Map();
    onSocket(pid, fd, domain, sockType) {
        if (fd !== null && fd >= 0)
            this.socketKinds.set(`${pid}:${fd}`, { domain, sockType });
    }
    onConnect(pid, fd, address) {
        if (typeof fd.fd === 'number')
            this.connectedTo.set(`${pid}:${fd.fd}`, address);
    }
    isSocketFd(pid, fd) {
        // -yy says what the fd is at the time of the call; the socket()/connect() bookkeeping is only a
        // fallback for traces without decorations (fds are reused once closed, and close is not traced).
        if (fd.info)
            return fd.info.kind === 'socket';
        return typeof fd.fd === 'number' && (this.socketKinds.has(`${pid}:${fd.fd}`) || this.connectedTo.has(`${pid}:${fd.fd}`));
    }
    destinationOf(pid, fd, address) {
        if (address) {
            switch (address.family) {
                case 'AF_INET':
                    return { family: 'inet', protocol: this.protocolOf(pid, fd, 'inet'), address: address.address, port: address.port };
                case 'AF_INET6': {
                    const v4 = address.mappedIPv4 ?? (0,net_address/* mappedIPv4 */.vL)(address.address);
                    return v4
                        ? { family: 'inet', protocol: this.protocolOf(pid, fd, 'inet'), address: v4, port: address.port }
                        : { family: 'inet6', protocol: this.protocolOf(pid, fd, 'inet6'), address: address.address, port: address.port };
                }
                case 'AF_UNIX':
                    return { family: 'unix', protocol: 'unix', address: address.abstract ? `@${address.path}` : address.path };
                case 'other':
                    return null;
            }
        }
        const info = fd.info;
        if (info?.kind === 'socket') {
            if (info.remote) {
                const raw = stripBrackets(info.remote.address);
                const v4 = (0,net_address/* mappedIPv4 */.vL)(raw);
                const family = v4 || !raw.includes(':') ? 'inet' : 'inet6';
                return { family, protocol: this.protocolOf(pid, fd, family), address: v4 ?? raw, port: info.remote.port };
            }
            if (info.path)
                return { family: 'unix', protocol: 'unix', address: info.path };
        }
        const connected = typeof fd.fd === 'number' && (!info || info.kind === 'socket') ? this.connectedTo.get(`${pid}:${fd.fd}`) : undefined;
        return connected ? this.destinationOf(pid, { fd: fd.fd }, connected) : null;
    }
    protocolOf(pid, fd, family) {
        if (family === 'unix')
            return 'unix';
        const decorated = protocolFromDecoration(fd.info);
        if (decorated && decorated !== 'unix')
            return decorated;
        const kind = typeof fd.fd === 'number' ? this.socketKinds.get(`${pid}:${fd.fd}`) : undefined;
        if (kind?.sockType.includes('SOCK_STREAM'))
            return 'tcp';
        if (kind?.sockType.includes('SOCK_DGRAM'))
            return 'udp';
        return 'unknown';
    }
}

;// CONCATENATED MODULE: ./src/profile/build-profile.ts




















// Trace events → the observed profile of a run. ProfileBuilder follows the event stream and delegates to
// the process table (pids, parentage, working directories, launchers), the socket table (what each fd
// is and where it points) and the recorders of processes, files, network, DNS, canary leaks and the
// server's list_changed notices, each keeping bounded entries in a Tally. io_uring setups it records itself.
class ProfileBuilder {
    clock;
    pathContext;
    processTable;
    sockets = new SocketTable();
    aliases;
    /** accesses recorded in aggregates instead of one entry each, by profile section */
    aggregated = {};
    files;
    network;
    dns;
    leaks;
    /** the run's canaries in every encoding, built once: the sink's witness matches with it too */
    canaryIndex;
    processes;
    ioUring = new tally/* Tally */.F0();
    lifetimes = new ProcessLifetimes();
    lookups = new CredentialLookups();
    helpers;
    listChanged = new ListChangedRecorder();
    constructor(ctx) {
        this.clock = new phase_clock/* PhaseClock */.wM(ctx.calls, ctx.shutdownAt, ctx.installEndsAt, { follow: true });
        this.processTable = new ProcessTable((0,path_classify/* normalizeAbsolute */.TL)(ctx.cwd));
        this.pathContext = {
            home: (0,path_classify/* normalizeAbsolute */.TL)(ctx.home),
            cwd: (0,path_classify/* normalizeAbsolute */.TL)(ctx.cwd),
            serverCodeRoots: ctx.serverCodeRoots.map(path_classify/* normalizeAbsolute */.TL),
            runtimeRoots: ctx.runtimeRoots.map(path_classify/* normalizeAbsolute */.TL),
            isOwnPid: (pid) => this.processTable.isOwnPid(pid),
            ...(ctx.hiddenRoots ? { hiddenRoots: ctx.hiddenRoots.map(path_classify/* normalizeAbsolute */.TL), ownPidNamespace: true } : {}),
            ...(ctx.auditorPaths ? { auditorPaths: ctx.auditorPaths.map(path_classify/* normalizeAbsolute */.TL) } : {})
        };
        const limits = { ...fold/* DEFAULT_PROFILE_LIMITS */.bt, ...ctx.limits };
        const home = this.pathContext.home;
        this.helpers = new helper_programs/* HelperPrograms */.iu(home);
        this.files = new file_recorder/* FileRecorder */.nt(this.clock, this.pathContext, limits, this.aggregated, (path) => {
            if ((0,path_classify/* isUnder */.Jo)(path, home))
                this.leaks.fileRead((0,path_classify/* displayPath */.Gt)(path, home));
        }, (pid, path) => this.helpers.ownerOf(pid, path));
        this.network = new NetworkRecorder(this.clock, limits, this.aggregated);
        this.canaryIndex = ctx.canaryIndex ?? new canary_index/* CanaryIndex */.B(ctx.canaries, ctx.canaryFiles);
        this.leaks = new LeakRecorder(this.canaryIndex, limits, this.aggregated, ctx.canaryWorkerPath ?? null);
        this.dns = new DnsRecorder(this.leaks, limits, this.aggregated);
        this.processes = new ProcessRecorder(this.clock, this.processTable, this.lifetimes, this.lookups, this.leaks, this.helpers);
        this.aliases = new SensitiveAliases((path) => this.files.isSensitive(path), ctx.canaryInodes);
    }
    add(event) {
        this.clock.see(event);
        this.processTable.notePid(event.pid);
        switch (event.type) {
            case 'open':
                return this.onOpen(event);
            case 'rename': {
                const from = this.processTable.resolve(event.pid, event.fromDir, event.from);
                const to = this.processTable.resolve(event.pid, event.toDir, event.to);
                if (event.ret === 0)
                    this.aliases.onRename(event.pid, from, to);
                return this.files.record(from, 'rename', event, to);
            }
            case 'unlink': {
                const path = this.processTable.resolve(event.pid, event.dir, event.path);
                if (event.ret === 0)
                    this.aliases.forget(path);
                return this.files.record(path, 'delete', event);
            }
            case 'mkdir':
                return this.files.record(this.processTable.resolve(event.pid, event.dir, event.path), 'mkdir', event);
            case 'truncate': {
                const path = event.path !== undefined
                    ? this.processTable.resolve(event.pid, { fd: 'AT_FDCWD' }, event.path)
                    : event.fd?.info?.kind === 'path'
                        ? (0,path_classify/* normalizeAbsolute */.TL)(event.fd.info.path)
                        : null;
                if (path)
                    this.files.record(path, 'write', event);
                return;
            }
            case 'link': {
                const linkPath = this.processTable.resolve(event.pid, event.toDir, event.linkPath);
                if (!event.symbolic && event.ret === 0) {
                    const target = this.linkTarget(event.pid, event.fromDir, event.target);
                    if (target !== null)
                        this.aliases.onLink(event.pid, target, linkPath);
                }
                // Marked, so the rules can tell a link (another name for a file that may be older than the run)
                // from a file made new.
                return this.files.record(linkPath, 'create', event, undefined, event.symbolic ? file_recorder/* SYMBOLIC_LINK */.e7 : file_recorder/* HARD_LINK */.fZ);
            }
            case 'handle':
                if (event.ret === 0)
                    this.aliases.onHandle(event.pid, this.processTable.resolve(event.pid, event.dir, event.path), event.handle);
                return;
            case 'open-by-handle':
                return this.onOpenByHandle(event);
            case 'transfer':
                return this.onTransfer(event);
            case 'chdir':
                return this.processTable.chdir(event.pid, event.ret, event.path, event.fd);
            case 'socket':
                return this.sockets.onSocket(event.pid, event.ret, event.domain, event.sockType);
            case 'connect':
                return this.onConnect(event);
            case 'send':
                return this.onSend(event);
            case 'exec':
                return this.processes.onExec(event);
            case 'clone':
                this.lookups.clone(event.pid, event.childPid);
                this.helpers.clone(event.pid, event.childPid);
                this.lifetimes.clone(event, this.clock.phaseOf(event));
                for (const exec of this.processTable.clone(event.pid, event.childPid, event.flags))
                    this.processes.record(exec);
                return;
            case 'io_uring':
                // A refused setup (ENOSYS, EPERM under seccomp) leaves nothing unobserved.
                if (event.ret !== null && event.ret >= 0)
                    this.onIoUring(this.clock.phaseOf(event), event.line);
                return;
            case 'exit':
                return this.lifetimes.exit(event);
            case 'other':
                if (event.syscall === 'setsid')
                    this.lifetimes.setsid(event);
                return;
            case 'bind':
                return;
        }
    }
    /** After the last event, before finish(): waits for the canary matching that runs on a worker in a busy trace. */
    settle() {
        return this.leaks.settle();
    }
    /** Payload bytes matched against the canaries, and how many of them on the worker. */
    get canaryScanStats() {
        return this.leaks.scanStats;
    }
    /** Stops the canary worker, if any, without waiting (the audit failed before finish). */
    close() {
        this.leaks.close();
    }
    finish(stats) {
        // what is recorded from here on (execs no clone explained) is placed by its time alone
        this.clock.stopFollowing();
        for (const exec of this.processTable.takeOrphanExecs())
            this.processes.record(exec);
        const sinkNames = (0,sink_names/* namesBySinkAddress */.J)(this.dns.values().map((d) => d.name));
        const network = this.network.values().map((n) => ({
            ...n,
            hostnames: [...(sinkNames.get(n.address) ?? [])].sort()
        }));
        const { files, noise } = this.files.finish();
        for (const file of files) {
            if (file.lookup)
                file.lookup.hosts = file.lookup.hosts.map((endpoint) => (0,sink_names/* namedEndpoint */.h)(endpoint, sinkNames));
        }
        return {
            files: files.sort((a, b) => cmp(a.path, b.path) ||
                cmp(a.access, b.access) ||
                cmp(a.renamedTo ?? '', b.renamedTo ?? '') ||
                cmp(a.via ?? '', b.via ?? '') ||
                Number(a.aggregated ?? false) - Number(b.aggregated ?? false)),
            network: network.sort((a, b) => cmp(a.address, b.address) || (a.port ?? 0) - (b.port ?? 0) || cmp(a.protocol, b.protocol)),
            dns: this.dns.values().sort((a, b) => cmp(a.name, b.name) || cmp(a.type, b.type) || cmp(a.resolver, b.resolver)),
            processes: this.processes
                .values()
                .sort((a, b) => cmp(a.executable, b.executable) || cmp(a.argv.join('\0'), b.argv.join('\0')) || Number(b.isServer) - Number(a.isServer)),
            leaks: this.leaks.values().sort((a, b) => cmp(a.canary, b.canary) || cmp(a.via, b.via) || cmp(a.destination, b.destination)),
            ioUring: this.ioUring.values(),
            leftovers: this.lifetimes.leftovers(),
            noise: Object.fromEntries(Object.entries(noise).sort(([a], [b]) => cmp(a, b))),
            ...(this.listChanged.size > 0 ? { listChanged: this.listChanged.values().sort((a, b) => cmp(a.list, b.list)) } : {}),
            ...(Object.keys(this.aggregated).length > 0 ? { aggregated: Object.fromEntries(Object.entries(this.aggregated).sort(([a], [b]) => cmp(a, b))) } : {}),
            trace: { lines: stats.lines, events: stats.events, unparsed: stats.unparsed, unparsedSamples: stats.unparsedSamples }
        };
    }
    // ── files ──────────────────────────────────────────────────────────────────────────────────
    onOpen(event) {
        const succeeded = event.ret !== null && event.ret >= 0;
        const requested = this.processTable.resolve(event.pid, event.dir, event.path);
        // Under a pid namespace the kernel reports /proc/self/… as /proc/<pid in the namespace>/…, a pid
        // the trace never shows: the name the server asked for says whose file it is.
        const selfProc = /^\/proc\/(?:self|thread-self)\//.test(requested) && event.retFd?.kind === 'path' && event.retFd.path.startsWith('/proc/');
        const opened = succeeded && !selfProc && event.retFd?.kind === 'path' && event.retFd.path.startsWith('/') ? (0,path_classify/* normalizeAbsolute */.TL)(event.retFd.path) : requested;
        const reached = this.aliases.resolve(event.pid, opened) ?? (opened === requested ? undefined : this.aliases.resolve(event.pid, requested));
        if (succeeded && event.ret !== null)
            this.aliases.onOpenFd(event.pid, event.ret, reached);
        const access = (0,file_recorder/* accessOfOpen */.SD)(event);
        if (access === null)
            return;
        if (access === 'read' && this.helpers.listsProcess(event.pid, opened))
            return;
        if (access === 'create')
            this.aliases.forget(opened);
        if (access === 'read' && reached?.via !== undefined)
            this.files.record(reached.origin, 'read', event, undefined, reached.via);
        else if (access === 'read' && isLookupFile(opened, this.pathContext.home) && this.lookups.programOfPid(event.pid) !== null) {
            const entry = this.files.recordLookup(opened, event, this.lookups.programOfPid(event.pid));
            if (entry && succeeded)
                this.lookups.opened(event.pid, entry);
        }
        else
            this.files.record(opened, access, event);
    }
    /** What a hard link links to: the named file, or the file an fd holds (AT_EMPTY_PATH, /proc/self/fd/N). */
    linkTarget(pid, dir, target) {
        if (target === '' && typeof dir.fd === 'number' && dir.info?.kind !== 'path') {
            return this.aliases.openFd(pid, dir.fd)?.origin ?? null;
        }
        return this.processTable.resolve(pid, dir, target);
    }
    onOpenByHandle(event) {
        const reached = this.aliases.handleTarget(event.handle);
        if (event.ret !== null && event.ret >= 0)
            this.aliases.onOpenFd(event.pid, event.ret, reached);
        if (reached && (0,file_recorder/* accessOfOpen */.SD)({ syscall: event.syscall, flags: event.flags }) === 'read') {
            this.files.record(reached.origin, 'read', event, undefined, reached.via);
        }
    }
    /** sendfile/splice/copy_file_range out of a sensitive file read it, whatever name it was opened by. */
    onTransfer(event) {
        const from = event.from;
        let reached;
        if (from.info?.kind === 'path')
            reached = this.aliases.resolve(event.pid, (0,path_classify/* normalizeAbsolute */.TL)(from.info.path));
        else if (typeof from.fd === 'number' && from.info === undefined)
            reached = this.aliases.openFd(event.pid, from.fd);
        if (!reached)
            return;
        this.files.record(reached.origin, 'read', event, undefined, reached.via === undefined ? event.syscall : `${event.syscall} (${reached.via})`);
    }
    // ── network ────────────────────────────────────────────────────────────────────────────────
    onConnect(event) {
        this.sockets.onConnect(event.pid, event.fd, event.address);
        const dest = this.sockets.destinationOf(event.pid, event.fd, event.address);
        // AF_UNSPEC disconnects and port-0 "connects" reach nobody.
        if (!dest || (dest.family !== 'unix' && !dest.port))
            return;
        // Talking to a resolver is not egress by itself; the queries it carries are recorded as DNS.
        if (dest.port === 53)
            return;
        const succeeded = event.ret === 0 || event.errno === 'EINPROGRESS';
        if (dest.family !== 'unix')
            this.lookups.contacted(event.pid, (0,net_address/* formatEndpoint */.T0)(dest.address, dest.port));
        this.network.record(dest, 'connect', succeeded, 0, event);
    }
    onSend(event) {
        // fds 0-2 of the server are the MCP channel back to the auditor (a socketpair when spawned by
        // Node): what the server answers over MCP is not egress, and scanning it would flag every tool
        // that legitimately returns file contents. A named or inet socket dup'ed onto them still counts.
        const info = event.fd.info;
        const unnamedUnix = info?.kind === 'socket' && protocolFromDecoration(info) === 'unix' && !info.path;
        if (typeof event.fd.fd === 'number' && event.fd.fd <= 2 && (unnamedUnix || info === undefined)) {
            this.listChanged.record(event.payloads, this.clock.phaseOf(event), event.line);
            return;
        }
        if (!this.sockets.isSocketFd(event.pid, event.fd))
            return;
        const phase = this.clock.phaseOf(event);
        const succeeded = event.ret !== null && event.ret >= 0;
        const single = event.payloads.length === 1 && event.syscall !== 'sendmmsg';
        for (const payload of event.payloads) {
            const dest = this.sockets.destinationOf(event.pid, event.fd, payload.address);
            const bytes = single && event.ret !== null && event.ret >= 0 ? event.ret : payload.data.length;
            if (dest && dest.family !== 'unix' && dest.port === 53) {
                const query = decodeDnsPayload(payload.data, dest.protocol);
                if (query) {
                    this.dns.record(query, (0,net_address/* formatEndpoint */.T0)(dest.address, dest.port), phase, event.line);
                    continue;
                }
            }
            const where = dest ? (dest.family === 'unix' ? `unix:${dest.address}` : (0,net_address/* formatEndpoint */.T0)(dest.address, dest.port)) : 'an unnamed socket';
            this.leaks.scanPayload(payload, where, phase, event.line);
            if (dest && (dest.family === 'unix' || dest.port))
                this.network.record(dest, event.syscall, succeeded, succeeded ? bytes : 0, event);
        }
    }
    onIoUring(phase, line) {
        this.ioUring.record((0,phase_clock/* callSiteKey */.f5)(phase), phase, line, () => ({ phases: [], traceLines: [] }));
    }
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function decodeDnsPayload(data, protocol) {
    if (protocol === 'tcp')
        return decodeDnsTcpQuery(data);
    if (protocol === 'udp')
        return decodeDnsQuery(data);
    return decodeDnsQuery(data) ?? decodeDnsTcpQuery(data);
}


/***/ }),

/***/ 76103:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iu: () => (/* binding */ HelperPrograms),
/* harmony export */   qR: () => (/* binding */ helperProgramOf)
/* harmony export */ });
/* unused harmony exports HELPER_PROGRAMS, isOwnPlace */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _path_classify_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63361);
// A helper program's own business is that program's. A server that runs npm, git, gpg, pip, kubectl,
// docker, uv… sees that program read and write its own config and state: npm reads ~/.npmrc and writes
// its log under ~/.npm/_logs and its cache under ~/.npm/_cacache, git reads ~/.gitconfig, gpg keeps
// ~/.gnupg. Those accesses are marked with the program (ObservedFile.program) when the process that made
// them runs that program and the path is one of its own places (the table below); the rules report them
// once per program (rules/helper-program-rules.ts). The same file opened by the server's own process, or
// by a program that is not its owner, is not marked and is judged as before.


/** The table: each program, the names it runs under, and the places of the home that are its own. */
const HELPER_PROGRAMS = [
    { program: 'npm', names: ['npm', 'npx', 'npm-cli.js', 'npx-cli.js'], places: ['.npmrc', '.npm/', '.config/npm/'] },
    { program: 'yarn', names: ['yarn', 'yarn.js', 'yarnpkg'], places: ['.yarnrc', '.yarnrc.yml', '.yarn/', '.cache/yarn/', '.config/yarn/', '.npmrc'] },
    { program: 'pnpm', names: ['pnpm', 'pnpx', 'pnpm.cjs'], places: ['.npmrc', '.config/pnpm/', '.cache/pnpm/', '.local/share/pnpm/', '.local/state/pnpm/'] },
    { program: 'corepack', names: ['corepack'], places: ['.cache/node/corepack/'] },
    { program: 'git', names: ['git'], places: ['.gitconfig', '.config/git/config', '.config/git/ignore', '.config/git/attributes'] },
    { program: 'gpg', names: ['gpg', 'gpg2', 'gpg-agent', 'gpgconf', 'gpgsm', 'dirmngr', 'keyboxd', 'scdaemon'], places: ['.gnupg/'] },
    { program: 'pip', names: ['pip', 'pip3'], places: ['.config/pip/', '.pip/', '.cache/pip/'] },
    { program: 'python', names: ['python', 'python3'], places: ['.python_history', '.cache/pip/'] },
    { program: 'uv', names: ['uv', 'uvx'], places: ['.config/uv/', '.cache/uv/', '.local/share/uv/'] },
    { program: 'kubectl', names: ['kubectl'], places: ['.kube/'] },
    { program: 'helm', names: ['helm'], places: ['.kube/', '.config/helm/', '.cache/helm/', '.local/share/helm/'] },
    { program: 'docker', names: ['docker', 'podman'], places: ['.docker/'] },
    { program: 'gh', names: ['gh'], places: ['.config/gh/'] },
    { program: 'aws', names: ['aws'], places: ['.aws/'] },
    { program: 'gcloud', names: ['gcloud'], places: ['.config/gcloud/'] },
    { program: 'az', names: ['az'], places: ['.azure/'] },
    { program: 'cargo', names: ['cargo', 'rustup', 'rustc'], places: ['.cargo/', '.rustup/'] },
    { program: 'go', names: ['go'], places: ['.config/go/', 'go/', '.cache/go-build/'] },
    { program: 'terraform', names: ['terraform'], places: ['.terraformrc', '.terraform.d/'] }
];
/** Interpreters and launchers that run a program named by an argument: `node /usr/bin/npm`, `python3 -m pip`, `env node`. */
const RUNNERS = /^(?:node|nodejs|python[\d.]*|env|sh|bash|dash)$/;
const byName = new Map(HELPER_PROGRAMS.flatMap((entry) => entry.names.map((name) => [name, entry])));
/** The helper program an exec runs, by its executable's name or, for an interpreter, its script's. */
function helperProgramOf(executable, argv) {
    const direct = byName.get(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(executable));
    if (direct)
        return direct;
    if (!RUNNERS.test(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(executable)))
        return null;
    const module = argv[1] === '-m' ? argv[2] : undefined;
    if (module !== undefined)
        return byName.get(module) ?? null;
    const script = argv.slice(1).find((arg) => !arg.startsWith('-'));
    return script === undefined ? null : (byName.get(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(script)) ?? null);
}
/** Whether `path` is one of the program's own places in the home `home`. */
function isOwnPlace(entry, path, home) {
    const relative = (0,_path_classify_js__WEBPACK_IMPORTED_MODULE_1__/* .homeRelative */ .Ew)(path, home);
    if (relative === null)
        return false;
    return entry.places.some((place) => (place.endsWith('/') ? relative.startsWith(place) || `${relative}/` === place : relative === place));
}
/**
 * Process listers, and what of another process listing it reads: its command line and state, and its
 * environment too (procps's `ps aux` opens every /proc/N/environ) unless asked to show it (`ps e`,
 * `ps eww`: a BSD-style option with an e) — never its memory.
 */
const PROCESS_LISTERS = new Set(['ps', 'pgrep', 'pkill', 'pidof', 'top', 'htop', 'pstree', 'procs', 'killall']);
const LISTED = /^\/proc\/\d+\/(?:task\/\d+\/)?(?:cmdline|stat|status|comm|environ)$/;
const SHOWS_ENVIRONMENT = (argv) => argv.slice(1).some((arg) => !arg.startsWith('-') && /^[a-zA-Z]+$/.test(arg) && arg.includes('e'));
/** Which helper program each process runs: an exec sets it, a fork inherits it, a script's interpreter keeps it. */
class HelperPrograms {
    home;
    byPid = new Map();
    listers = new Set();
    constructor(home) {
        this.home = home;
    }
    exec(pid, executable, argv, succeeded) {
        if (!succeeded)
            return;
        const name = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(executable);
        if (PROCESS_LISTERS.has(name) && !(name === 'ps' && SHOWS_ENVIRONMENT(argv)))
            this.listers.add(pid);
        else
            this.listers.delete(pid);
        const helper = helperProgramOf(executable, argv);
        if (helper)
            this.byPid.set(pid, helper);
        // `#!/usr/bin/env node` execs env, then node, with the script still the program
        else if (!RUNNERS.test(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(executable)))
            this.byPid.delete(pid);
    }
    clone(parent, child) {
        const helper = this.byPid.get(parent);
        if (child !== null && child > 0 && helper !== undefined)
            this.byPid.set(child, helper);
    }
    /** `ps aux` reading every /proc/N/cmdline: what listing processes is (the list_processes tool's `ps`), no snooping. */
    listsProcess(pid, path) {
        return this.listers.has(pid) && LISTED.test(path);
    }
    /** The program whose own place `path` is, when `pid` runs that program; undefined otherwise. */
    ownerOf(pid, path) {
        const helper = pid === undefined ? undefined : this.byPid.get(pid);
        return helper && isOwnPlace(helper, path, this.home) ? helper.program : undefined;
    }
}


/***/ }),

/***/ 35807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ namesBySinkAddress),
/* harmony export */   h: () => (/* binding */ namedEndpoint)
/* harmony export */ });
/* harmony import */ var _model_sink_address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62539);
// The network sandbox's sink answers each DNS name with an address of its own (model/sink-address.ts), so
// an address the server contacted says which name it looked up: `198.51.100.7:443` is `api.example:443`.

/** The names the server looked up, by the sink address each was answered with. */
function namesBySinkAddress(names) {
    const byAddress = new Map();
    for (const name of names) {
        for (const address of [(0,_model_sink_address_js__WEBPACK_IMPORTED_MODULE_0__/* .sinkIPv4For */ .C)(name), (0,_model_sink_address_js__WEBPACK_IMPORTED_MODULE_0__/* .sinkIPv6For */ .e)(name)]) {
            const set = byAddress.get(address) ?? new Set();
            set.add(name);
            byAddress.set(address, set);
        }
    }
    return byAddress;
}
/** `198.51.100.7:443` → `api.example:443` when the server looked up a name that resolved there. */
function namedEndpoint(endpoint, names) {
    const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(endpoint);
    const name = match ? [...(names.get(match[1]) ?? [])].sort()[0] : undefined;
    return name !== undefined && match ? `${name}:${match[2]}` : endpoint;
}


/***/ }),

/***/ 20585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ reachedAudience)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _profile_canary_audience_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54492);
/* harmony import */ var _profile_sink_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35807);
// Whether a planted secret that left the process went where it is meant to go (profile/canary-audience.ts):
// to a host of its audience, or to its own client program. The host is the name the server looked up
// for the address it connected to — never a TLS server name or Host header alone, which the server
// writes itself: inside the network sandbox every name resolves to an address of its own
// (model/sink-address.ts), so the address says which name the server resolved. Every name the server
// looked up that resolved to that address, and the TLS server name or Host the sink saw, must be of the
// audience; a DNS name carrying the secret never is.



/** `198.51.100.7:443` → its address; `[2001:db8::1]:443` → `2001:db8::1`; a name stays a name. */
function hostOf(endpoint) {
    const match = /^\[?([^\]]+?)\]?:\d+(?: \(TLS\))?$/.exec(endpoint);
    return match ? match[1] : endpoint;
}
/** The names the server looked up that resolved to `address`: those the trace tied to a connect, and (in the sandbox) those answered with it. */
function namesAt(address, observed) {
    const names = new Set();
    for (const entry of observed.network)
        if (entry.address === address)
            for (const name of entry.hostnames)
                names.add(name.toLowerCase());
    const looked = (0,_profile_sink_names_js__WEBPACK_IMPORTED_MODULE_1__/* .namesBySinkAddress */ .J)(observed.dns.map((entry) => entry.name)).get(address);
    for (const name of looked ?? [])
        names.add(name.toLowerCase());
    return names;
}
const isAddress = (host) => /^[\d.]+$/.test(host) || host.includes(':');
/** A clause naming where the secret went, when that is where it is meant to go; null when it is not (a leak). */
function reachedAudience(leak, observed) {
    const audience = leak.audience;
    if (!audience)
        return null;
    if (leak.via === 'argv') {
        const program = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(leak.destination);
        return audience.programs.includes(program) ? `its own client program` : null;
    }
    if (leak.via !== 'socket')
        return null;
    const destination = hostOf(leak.destination);
    // a sink-seen leak names its destination by the TLS server name or Host; its address is what was connected to
    const address = isAddress(destination) ? destination : leak.address;
    if (address === undefined)
        return null;
    const names = namesAt(address, observed);
    if (names.size === 0 || ![...names].every((name) => (0,_profile_canary_audience_js__WEBPACK_IMPORTED_MODULE_2__/* .hostInAudience */ .sY)(name, audience)))
        return null;
    if (!isAddress(destination) && !(0,_profile_canary_audience_js__WEBPACK_IMPORTED_MODULE_2__/* .hostInAudience */ .sY)(destination, audience))
        return null;
    return `where it is meant to go (${[...names].sort().join(', ')})`;
}


/***/ }),

/***/ 82829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ evaluateRules)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/model/index.ts + 2 modules
var model = __webpack_require__(41489);
// EXTERNAL MODULE: ./src/profile/phase-clock.ts
var phase_clock = __webpack_require__(33873);
// EXTERNAL MODULE: ./src/rules/judge.ts + 1 modules
var rules_judge = __webpack_require__(94307);
;// CONCATENATED MODULE: ./src/rules/aggregate-findings.ts
// Occurrences → findings: one finding per rule, subject and call site, with a stable fingerprint and
// merged, capped evidence.




const MAX_EVIDENCE_LINES = 20;
/**
 * Stable across runs: rule, subject and call site. A tool's site is its bare name and startup's is
 * empty, as before call sites were part of findings, so those fingerprints did not change.
 */
function fingerprint(rule, subject, phase) {
    const site = phase.kind === 'startup'
        ? ''
        : phase.kind === 'shutdown' || phase.kind === 'install'
            ? `\0${phase.kind}`
            : phase.call.kind === 'tool'
                ? phase.call.name
                : `${phase.call.name}\0${phase.call.kind}`;
    return (0,external_node_crypto_.createHash)('sha256').update(`${rule}\0${subject}\0${site}`).digest('hex').slice(0, 16);
}
function mergeEvidence(a, b) {
    const merged = { ...a };
    for (const key of ['paths', 'addresses', 'dnsNames', 'canaries', 'manifestItems']) {
        const values = [...(a[key] ?? []), ...(b[key] ?? [])];
        if (values.length > 0)
            merged[key] = [...new Set(values)].slice(0, 20);
    }
    const argv = [...(a.argv ?? []), ...(b.argv ?? [])];
    if (argv.length > 0) {
        const seen = new Map(argv.map((v) => [JSON.stringify(v), v]));
        merged.argv = [...seen.values()].slice(0, 10);
    }
    if (merged.declared === undefined && b.declared !== undefined)
        merged.declared = b.declared;
    return merged;
}
const before = (a, b) => (b.attempt === true && a.attempt !== true) ||
    (!!a.attempt === !!b.attempt && (a.order[0] < b.order[0] || (a.order[0] === b.order[0] && a.order[1] < b.order[1])));
/**
 * One finding per rule, subject and call site (startup, shutdown, or one tool/resource/prompt), so
 * every tool that did something is named, each with its own trace lines. Within a site the most
 * severe occurrence speaks for the finding (its message and phase; the earliest among equals).
 */
function aggregate(occurrences) {
    const groups = new Map();
    for (const occ of occurrences) {
        const key = `${occ.rule}\0${occ.subject}\0${(0,phase_clock/* callSiteKey */.f5)(occ.phase)}`;
        const group = groups.get(key);
        if (!group) {
            groups.set(key, { lead: occ, evidence: occ.evidence, lines: new Set(occ.traceLines) });
            continue;
        }
        const rank = (0,model/* severityRank */.qs)(occ.severity) - (0,model/* severityRank */.qs)(group.lead.severity);
        const leads = rank > 0 || (rank === 0 && before(occ, group.lead));
        group.evidence = leads ? mergeEvidence(occ.evidence, group.evidence) : mergeEvidence(group.evidence, occ.evidence);
        if (leads)
            group.lead = occ;
        for (const line of occ.traceLines)
            group.lines.add(line);
    }
    const findings = [];
    for (const { lead, evidence, lines } of groups.values()) {
        const tool = (0,rules_judge/* callName */.AA)(lead.phase);
        const finding = {
            rule: lead.rule,
            severity: lead.severity,
            message: lead.message,
            ...(tool !== undefined ? { tool } : {}),
            phase: lead.phase,
            evidence: { ...evidence, traceLines: [...lines].sort((a, b) => a - b).slice(0, MAX_EVIDENCE_LINES) },
            fingerprint: fingerprint(lead.rule, lead.subject, lead.phase)
        };
        findings.push({ finding, subject: lead.subject, order: lead.order });
    }
    findings.sort((a, b) => (0,model/* severityRank */.qs)(b.finding.severity) - (0,model/* severityRank */.qs)(a.finding.severity) ||
        (a.finding.rule < b.finding.rule ? -1 : a.finding.rule > b.finding.rule ? 1 : 0) ||
        (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0) ||
        a.order[0] - b.order[0] ||
        a.order[1] - b.order[1]);
    return findings.map((f) => f.finding);
}

// EXTERNAL MODULE: ./src/neutralize.ts
var neutralize = __webpack_require__(12124);
;// CONCATENATED MODULE: ./src/rules/behaviour-rules.ts
// behaviour-change: what a call site does now that it did not do in the accepted baseline (or no longer
// does). Severity comes from the diff (baseline/diff.ts); an accepted change is info, like rug-pull.

function phaseOfSite(site, calls) {
    if (site === 'shutdown')
        return { kind: 'shutdown' };
    const call = calls.find((record) => `${record.kind}:${record.name}` === site);
    if (!call)
        return { kind: 'startup' };
    return { kind: 'call', call: { id: call.id, kind: call.kind, name: call.name, iteration: call.iteration }, afterResponse: false };
}
function behaviourOccurrences(behaviour, calls) {
    if (!behaviour || (behaviour.status !== 'changed' && behaviour.status !== 'accepted'))
        return [];
    return behaviour.changes.map((change, index) => ({
        rule: 'behaviour-change',
        subject: `${change.site} ${change.change} ${change.aspect} ${change.value}`,
        severity: behaviour.status === 'accepted' ? 'info' : change.severity,
        message: (0,neutralize/* excerpt */.Kb)(behaviour.status === 'accepted' ? `${change.message} (accepted)` : change.message, 300),
        phase: phaseOfSite(change.site, calls),
        order: [0, index],
        evidence: {},
        traceLines: []
    }));
}

// EXTERNAL MODULE: ./src/profile/path-classify.ts
var path_classify = __webpack_require__(63361);
// EXTERNAL MODULE: ./src/profile/server-text/injection.ts
var injection = __webpack_require__(5162);
;// CONCATENATED MODULE: ./src/rules/client-trap-rules.ts
// What a server asked of the client (probe/client-traps.ts), judged: sampling-exfiltration for a sampling
// request that seeks the conversation or its secrets, credential-elicitation for a form that asks for a
// secret, roots-overreach for files touched beyond the roots the server listed. The canaries the answers
// carried leaving the process are judged in leak-rules.ts (critical).



const SECRETS = /\b(?:api[ _-]?keys?|access[ _-]?keys?|secret[ _-]?keys?|secrets|(?:access|auth|bearer|session)[ _-]?tokens?|tokens|passwords?|passphrases?|credentials?|private[ _-]?keys?|ssh[ _-]?keys?|environment variables|\.env\b|seed phrase)/i;
const CONVERSATION = /\b(?:conversation|chat history|message history|previous messages|earlier messages|prior messages|system prompt|transcript|everything (?:the user|you) (?:said|know|have seen)|what the user (?:said|typed|shared))\b/i;
const VERBS = '(?:repeat|reveal|recite|print|output|dump|list|include|give|return|tell|share|copy|send|quote|extract|collect|summari[sz]e|write (?:out|down)|show|provide)';
// A directive: the sentence starts with the verb (or "please", "can you", "you must" before it). A sampling
// request carries the user's data too (a file to summarize): a sentence of that data that merely mentions
// credentials is not the server asking for them.
const ASK = new RegExp(`^(?:[\\s>*_#\`"'(\\-•\\d.)]*)(?:(?:please|now|also|then|and|first,?)\\s+)*(?:(?:can|could|would|will) you\\s+(?:please\\s+)?|you (?:must|should|need to|have to|will)\\s+)?${VERBS}\\b`, 'i');
const NEGATED = /\b(?:never|not|don'?t|do not|avoid|without)\s+(?:\w+\s+){0,3}?(?:repeat|reveal|include|share|send|print|output|quote|show|provide)\b/i;
const sentencesOf = (text) => text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim() !== '');
/** What a sampling request's text asks of the model: secrets (high), the conversation (medium), else null. */
function samplingAsk(text) {
    const asks = sentencesOf(text).filter((sentence) => ASK.test(sentence) && !NEGATED.test(sentence));
    const secret = asks.find((sentence) => SECRETS.test(sentence));
    if (secret)
        return { severity: 'high', what: 'secrets', quote: secret };
    const instructions = (0,injection/* findInstructions */.p)(text);
    if (instructions?.intents.includes('read-secret'))
        return { severity: 'high', what: 'secrets', quote: instructions.sentence };
    const conversation = asks.find((sentence) => CONVERSATION.test(sentence));
    return conversation ? { severity: 'medium', what: 'the conversation', quote: conversation } : null;
}
function phaseOfCall(calls, callId) {
    const call = callId === null ? undefined : calls[callId];
    if (!call || call.id !== callId)
        return { kind: 'startup' };
    return {
        kind: 'call',
        call: { id: call.id, kind: call.kind, name: call.name, iteration: call.iteration, ...(call.step !== undefined ? { step: call.step } : {}) },
        afterResponse: false
    };
}
function clientTrapOccurrences(judge, out) {
    const requests = judge.input.clientRequests ?? [];
    const calls = judge.input.calls;
    requests.forEach((request, index) => {
        const phase = phaseOfCall(calls, request.callId);
        const order = [Number.MAX_SAFE_INTEGER - 2, index];
        if (request.kind === 'sampling' && request.text) {
            const ask = samplingAsk(request.text);
            if (!ask)
                return;
            out.push({
                rule: 'sampling-exfiltration',
                subject: `sampling ${ask.what}`,
                severity: ask.severity,
                message: `asks the client's model, through sampling, for ${ask.what}: "${(0,neutralize/* excerpt */.Kb)(ask.quote, 160)}"`,
                phase,
                order,
                evidence: {},
                traceLines: []
            });
        }
        if (request.kind === 'elicitation' && request.credentialFields && request.credentialFields.length > 0) {
            const fields = request.credentialFields.map((field) => (0,neutralize/* excerpt */.Kb)(field, 40));
            const message = (request.text ?? '').split('\n')[0] ?? '';
            out.push({
                rule: 'credential-elicitation',
                subject: `elicitation ${fields.join(',')}`,
                severity: 'high',
                message: `asks the user, through form elicitation, for a secret (${fields.map((field) => `'${field}'`).join(', ')})${message ? `: "${(0,neutralize/* excerpt */.Kb)(message, 160)}"` : ''}; the specification forbids it`,
                phase,
                order,
                evidence: {},
                traceLines: []
            });
        }
    });
    rootsOverreach(judge, requests, out);
}
/** Categories of a path the server has no business touching once it knows its roots (path-classify.ts). */
function beyondRoots(file, judge) {
    if (file.noise || file.lookup || file.transient || !file.succeeded)
        return false;
    if (file.category === 'canary-home') {
        // its own dot-directories (config, caches) are its state; credential files have their own rule
        const rel = file.homePath?.replace(/^~\/?/, '') ?? '';
        return rel !== '' && !rel.startsWith('.');
    }
    if (file.category !== 'host' && file.category !== 'other')
        return false;
    return !(judge.input.auditorPaths ?? []).some((root) => (0,path_classify/* isUnder */.Jo)(file.path, root));
}
function rootsOverreach(judge, requests, out) {
    const listed = requests.filter((request) => request.kind === 'roots');
    if (listed.length === 0)
        return;
    const cwd = judge.input.cwd;
    const calls = judge.input.calls;
    // A call's accesses count once the roots were listed before or during it.
    const listedBy = (phase) => {
        if (phase.kind !== 'call')
            return false;
        const call = calls[phase.call.id];
        return listed.some((request) => (request.callId !== null ? request.callId <= phase.call.id : call !== undefined && request.at <= call.endedAt));
    };
    for (const file of judge.input.observed.files) {
        if (!beyondRoots(file, judge) || (cwd !== undefined && (0,path_classify/* isUnder */.Jo)(file.path, cwd)))
            continue;
        const shown = (0,neutralize/* excerpt */.Kb)(file.homePath ?? file.path);
        const verb = file.access === 'read' ? 'reads' : file.access === 'delete' ? 'deletes' : file.access === 'mkdir' ? 'creates the directory' : 'writes';
        file.phases.forEach((phase, index) => {
            if (!listedBy(phase))
                return;
            out.push({
                rule: 'roots-overreach',
                subject: `${file.access} ${file.homePath ?? file.path}`,
                severity: 'high',
                message: `${verb} ${shown}, outside the roots it listed (${(0,neutralize/* excerpt */.Kb)(cwd ?? 'the workspace')})`,
                phase,
                order: [file.traceLines[0] ?? Number.MAX_SAFE_INTEGER, index],
                evidence: { paths: [shown] },
                traceLines: file.traceLines
            });
        });
    }
}

// EXTERNAL MODULE: ./src/sandbox/canary-cloud.ts
var canary_cloud = __webpack_require__(59791);
;// CONCATENATED MODULE: ./src/rules/cloud-rules.ts
// cloud-metadata: HTTP requests to a cloud instance metadata service, as the sink answered them (the
// canary cloud, sandbox/canary-cloud.ts). The canary credentials it handed out leaving the process are
// canary-exfiltration (leak-rules.ts), or credential-use when they went to their own cloud.


/** The paths that hand out an instance's credentials: an IAM role's keys, a service account's or a managed identity's token. */
const CREDENTIALS_PATH = /^\/latest\/meta-data\/iam\/security-credentials\/[^/]+|^\/computeMetadata\/v1\/instance\/service-accounts\/[^/]+\/(?:token|identity)|^\/metadata\/identity\/oauth2\/token|^\/latest\/meta-data\/identity-credentials\//i;
const pathOf = (target) => target.replace(/^https?:\/\/[^/]+/i, '').split('?')[0] ?? '';
function metadataRequest(entry) {
    if (!entry.http || (!(0,canary_cloud/* isMetadataHost */.SF)(entry.http.host) && !(0,canary_cloud/* isMetadataHost */.SF)(entry.address)))
        return null;
    const path = pathOf(entry.http.target);
    return { path, credentials: CREDENTIALS_PATH.test(path) };
}
function cloudOccurrences(judge, out) {
    // One finding per call and severity, naming the paths (the IMDSv2 token and listings included).
    const byCall = new Map();
    judge.input.observed.sink?.forEach((entry, index) => {
        const request = metadataRequest(entry);
        if (!request)
            return;
        const key = JSON.stringify(entry.phase);
        const seen = byCall.get(key) ?? { entry, paths: new Set(), credentials: false, index };
        if (seen.paths.size < 10)
            seen.paths.add(`${entry.http?.method ?? 'GET'} ${(0,neutralize/* excerpt */.Kb)(request.path, 120)}`);
        seen.credentials ||= request.credentials;
        byCall.set(key, seen);
    });
    for (const { entry, paths, credentials, index } of byCall.values()) {
        const host = (0,neutralize/* excerpt */.Kb)(entry.http?.host ?? entry.address, 60);
        const shown = [...paths];
        out.push({
            rule: 'cloud-metadata',
            subject: `${host} ${credentials ? 'credentials' : 'identity'}`,
            severity: credentials ? 'high' : 'medium',
            message: `${credentials ? "requests the instance's credentials from" : 'queries'} the cloud metadata service at ${host} (${shown.join(', ')}), seen by the sink (network.jsonl)`,
            phase: entry.phase,
            order: [Number.MAX_SAFE_INTEGER - 3, index],
            evidence: { addresses: [`${entry.address}:${entry.port}`], paths: shown, witness: 'sink' },
            traceLines: []
        });
    }
}

;// CONCATENATED MODULE: ./src/profile/process-snooping.ts
// Another process's environment, command line and memory hold its secrets (tokens passed as arguments or
// environment, keys in memory). The profile keeps /proc/<pid> of the server's own processes as noise, so a
// /proc/<pid>/… entry that reaches the rules belongs to a process the server did not start.
const SNOOPED = /^\/proc\/(\d+)(?:\/task\/\d+)?\/(environ|cmdline|mem)$/;
/** The process and file when `path` is another process's environ, cmdline or mem (never /proc/self). */
function snoopedProcessFile(path) {
    const match = SNOOPED.exec(path);
    return match ? { pid: Number(match[1]), file: match[2] } : null;
}

;// CONCATENATED MODULE: ./src/rules/credential-purpose.ts
// Credentials read for the declared purpose. A credential file of the canary home belongs to a service
// (a kubeconfig to Kubernetes, ~/.aws to AWS, …); a read of it is consistent with the declaration when
// the declaration of what read it names that service: during a call, the called tool's (resource's,
// prompt's) own name, title, URI or description; at startup and shutdown, which belong to no call, the
// server as a whole — its instructions, or more than half of its tools (mcp-server-kubernetes loads the
// kubeconfig before any call). Then the read is `credential-use` (medium) instead of
// `sensitive-file-read` (high). Nothing another item declares counts for a call: a server whose other
// tools are all about Kubernetes does not make its weather tool's read of the kubeconfig consistent, and
// a tool naming Kubernetes does not make its own read of ~/.aws consistent.



const under = (dir) => (relative) => relative.startsWith(`${dir}/`);
const oneOf = (...files) => (relative) => files.includes(relative);
const words = (...list) => new Set(list);
/** The table: each credential file of a home, the service it belongs to, and the words that name that service. */
const CREDENTIAL_SERVICES = [
    {
        service: 'Kubernetes',
        holds: under('.kube'),
        words: words('kubernetes', 'kubectl', 'k8s', 'kube', 'kubeconfig', 'cluster', 'clusters', 'pod', 'pods', 'helm', 'openshift', 'eks', 'gke', 'aks')
    },
    {
        service: 'AWS',
        holds: under('.aws'),
        words: words('aws', 'amazon', 's3', 'ec2', 'lambda', 'dynamodb', 'cloudwatch', 'iam', 'bedrock', 'sqs', 'sns', 'cloudformation', 'ecs', 'rds', 'route53', 'sts')
    },
    { service: 'Docker', holds: under('.docker'), words: words('docker', 'dockerhub', 'dockerfile', 'podman', 'container', 'containers') },
    {
        service: 'GitHub',
        holds: (relative) => relative === '.git-credentials' || relative === '.config/git/credentials' || relative.startsWith('.config/gh/'),
        words: words('github', 'gh', 'git', 'gist', 'gists', 'repository', 'repositories', 'repo', 'repos')
    },
    { service: 'GnuPG signing', holds: under('.gnupg'), words: words('gpg', 'gnupg', 'pgp', 'openpgp', 'sign', 'signing', 'signed', 'signature', 'signatures') },
    { service: 'npm', holds: oneOf('.npmrc'), words: words('npm', 'npmjs', 'yarn', 'pnpm') },
    { service: 'netrc hosts', holds: oneOf('.netrc', '_netrc'), words: words('netrc', 'ftp') },
    { service: 'SSH', holds: under('.ssh'), words: words('ssh', 'sftp', 'scp') },
    { service: 'PostgreSQL', holds: oneOf('.pgpass'), words: words('postgres', 'postgresql', 'psql') },
    { service: 'PyPI', holds: oneOf('.pypirc'), words: words('pypi', 'twine') },
    { service: 'Google Cloud', holds: under('.config/gcloud'), words: words('gcloud', 'gcp', 'bigquery', 'gcs') },
    { service: 'Azure', holds: under('.azure'), words: words('azure') }
];
/** The service whose credential `path` is, for a file of the canary home `home`; null for anything else (~/.env, another home). */
function credentialService(path, home) {
    if (!(0,path_classify/* isUnder */.Jo)(path, home))
        return null;
    const relative = (0,path_classify/* homeRelative */.Ew)(path, home);
    return relative === null ? null : (CREDENTIAL_SERVICES.find((entry) => entry.holds(relative)) ?? null);
}
/** The words of a declaration: camelCase, snake_case, kebab-case, dotted and URI parts split apart, lower case. */
function declarationWords(text) {
    return text
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word !== '');
}
/** The first of `texts` that names the service, as a short excerpt; null when none does. */
function naming(texts, service) {
    for (const text of texts)
        if (text !== undefined && declarationWords(text).some((word) => service.words.has(word)))
            return (0,neutralize/* excerpt */.Kb)(text, 80);
    return null;
}
function itemTexts(item) {
    const title = item.annotations?.['title'];
    return [item.name, item.title, typeof title === 'string' ? title : undefined, item.uri, item.uriTemplate, item.description];
}
/**
 * Whether the declaration of what ran during `phase` names `service`: the called item's own, or for
 * startup and shutdown the server as a whole (its instructions, or more than half of its tools). Null:
 * it does not, and the read stays undeclared.
 */
function declaredPurpose(manifest, phase, service) {
    if (phase.kind === 'call') {
        const { kind, name } = phase.call;
        const item = kind === 'tool'
            ? manifest.tools.find((tool) => tool.name === name)
            : kind === 'resource'
                ? manifest.resources.find((resource) => resource.uri === name)
                : kind === 'resourceTemplate'
                    ? manifest.resourceTemplates.find((template) => template.uriTemplate === name)
                    : manifest.prompts.find((prompt) => prompt.name === name);
        const own = item ? naming(itemTexts(item), service) : null;
        return own !== null ? { clause: `its declaration names ${service.service} ('${own}')` } : null;
    }
    const instructions = naming([manifest.instructions], service);
    if (instructions !== null)
        return { clause: `the server's instructions name ${service.service} ('${instructions}')` };
    const namingTools = manifest.tools.filter((tool) => naming(itemTexts(tool), service) !== null).length;
    if (manifest.tools.length > 0 && namingTools * 2 > manifest.tools.length) {
        return { clause: `${namingTools} of the server's ${manifest.tools.length} tools name ${service.service}` };
    }
    return null;
}
/**
 * The read of a credential file in the phases whose declaration names its service, as `credential-use`
 * (medium; a policy that speaks of the path decides instead, as for any read). Returns the entry with the
 * phases left for sensitive-file-read.
 */
function credentialUseOccurrences(judge, out, file, shown, verb) {
    const service = credentialService(file.path, judge.input.home);
    if (service === null)
        return file;
    const purposes = new Map();
    for (const phase of file.phases) {
        if (judge.policy.read((0,rules_judge/* callName */.AA)(phase), file.path) !== null)
            continue;
        const purpose = declaredPurpose(judge.input.manifest, phase, service);
        if (purpose !== null)
            purposes.set(phase, purpose);
    }
    if (purposes.size === 0)
        return file;
    (0,rules_judge/* pushOccurrences */.Lz)(out, { phases: [...purposes.keys()], traceLines: file.traceLines }, { rule: 'credential-use', subject: shown, evidence: { paths: [shown] } }, (phase) => {
        const purpose = purposes.get(phase);
        // consistent with the declaration, not contradicting it: no evidence.declared
        return { severity: 'medium', suffix: `, a ${service.service} credential; ${purpose.clause}` };
    }, (j) => `${verb} ${shown}${j.suffix}`);
    return { ...file, phases: file.phases.filter((phase) => !purposes.has(phase)) };
}

// EXTERNAL MODULE: ./src/rules/declared-scope.ts + 1 modules
var declared_scope = __webpack_require__(67295);
;// CONCATENATED MODULE: ./src/rules/host-containment-rules.ts
// Host containment: with the server's filesystem contained, a write outside the places it may change
// (host-write, judged in file-rules) or a connect to a host unix socket (host-socket) reaches the host.


/** With containment, a write anywhere but the workspaces, the home and temp dirs would change the host. */
function outsideWritable(judge, path, file) {
    const roots = judge.input.writableRoots;
    if (roots === undefined || !path.startsWith('/'))
        return false;
    // A flood folded into a directory aggregate (even `/`) keeps its entries' category: temp files, the
    // working directory and the home stay writable places whatever the aggregate's path.
    if (file.aggregated && (file.category === 'tmp' || file.category === 'workdir' || file.category === 'canary-home'))
        return false;
    if (judge.input.auditorPaths?.some((root) => (0,path_classify/* isUnder */.Jo)(path, root)))
        return true;
    if (roots.some((root) => (0,path_classify/* isUnder */.Jo)(path, root)))
        return false;
    // Writing to the null device, a terminal or an fd of its own changes nothing.
    return !/^\/dev\/(null|zero|full|tty|pts\/|stdout|stderr|fd\/)|^\/proc\/(self|thread-self|\d+)\/fd\//.test(path);
}
// Sockets glibc's name service switch tries on every lookup (nscd, systemd-resolved and userdb, avahi):
// a failed connect there is how a resolver falls back to plain DNS, not an attempt on the host.
const NAME_SERVICE_SOCKETS = [
    /^\/(var\/)?run\/nscd\//,
    /^\/run\/systemd\/(resolve|userdb)\//,
    /^\/(var\/)?run\/avahi-daemon\//,
    /^\/run\/dbus\/system_bus_socket$/
];
const CONTAINER_SOCKETS = /(^|\/)(docker|containerd|podman|crio|cri-dockerd|buildkitd|dockershim|lxd|incus)(\.sock|\/|$)/;
function hostSocketOccurrences(judge, out) {
    const roots = judge.input.writableRoots;
    if (roots === undefined)
        return;
    for (const entry of judge.input.observed.network) {
        if (entry.family !== 'unix' || entry.address.startsWith('@') || !entry.address.startsWith('/'))
            continue;
        // A socket the server made itself in its own scratch space is not the host's.
        if (roots.some((root) => (0,path_classify/* isUnder */.Jo)(entry.address, root)))
            continue;
        if (NAME_SERVICE_SOCKETS.some((pattern) => pattern.test(entry.address)))
            continue;
        const container = CONTAINER_SOCKETS.test(entry.address);
        const verb = entry.succeeded ? (entry.syscall === 'connect' ? 'connects to' : 'sends data to') : 'tried to connect to';
        (0,rules_judge/* pushOccurrences */.Lz)(out, entry, { rule: 'host-socket', subject: entry.address, evidence: { addresses: [`unix:${entry.address}`] } }, () => ({ severity: container ? 'critical' : 'high', suffix: '' }), () => `${verb} the host unix socket ${entry.address}${container ? ' (a container runtime: full control of the host)' : ''}`);
    }
}

// EXTERNAL MODULE: ./src/profile/helper-programs.ts
var helper_programs = __webpack_require__(76103);
// EXTERNAL MODULE: ./src/rules/persistence-paths.ts
var persistence_paths = __webpack_require__(15805);
;// CONCATENATED MODULE: ./src/rules/run-created.ts
// What the server's own tree made during this run: a directory it created (mkdir), a file it created
// new (O_EXCL), or one the file-changes witness saw created. Nothing below such a path existed before the
// run, so reading there reads no credential of the user's: gpg started by git to sign a commit creates
// ~/.gnupg and its keyring, then reads them. Anything that existed before (a canary file, a directory of
// the planted home) cannot be made new: creating it fails. A made path that the run removed or moved away
// (and so perhaps made again over what was there), or into which it moved something from outside, is no
// longer known to hold only the run's own files.

const cache = new WeakMap();
/** Whether `path` (below the canary home `home`) is at or below something the server made in this run. */
function madeThisRun(observed, home) {
    const known = cache.get(observed);
    if (known)
        return known;
    const created = new Set();
    const removed = new Set();
    const movedIn = [];
    for (const file of observed.files) {
        if (!file.succeeded || file.aggregated)
            continue;
        if (file.access === 'mkdir' || file.access === 'create')
            created.add(file.path);
        if (file.access === 'delete' || file.access === 'rename')
            removed.add(file.path);
        if (file.access === 'rename' && file.renamedTo !== undefined)
            movedIn.push({ from: file.path, to: file.renamedTo });
    }
    for (const change of observed.fileChanges ?? [])
        if (change.change === 'created')
            created.add(change.path);
    const pure = (made) => created.has(made) && !removed.has(made) && !movedIn.some((move) => (0,path_classify/* isUnder */.Jo)(move.to, made) && !(0,path_classify/* isUnder */.Jo)(move.from, made));
    const made = (path) => {
        if (!(0,path_classify/* isUnder */.Jo)(path, home))
            return false;
        for (let at = path; at.length > home.length && at.includes('/'); at = at.slice(0, at.lastIndexOf('/')))
            if (pure(at))
                return true;
        return false;
    };
    cache.set(observed, made);
    return made;
}

;// CONCATENATED MODULE: ./src/rules/helper-program-rules.ts
// helper-program: what a program the server ran read or wrote of its own config and state (the profile
// marks those accesses, profile/helper-programs.ts) is that program's business — npm reading ~/.npmrc and
// writing its log for an update check — reported once per program at medium, naming what it ran. A
// policy that speaks of the path decides instead, as for any access; persistence spots and files that
// existed before the run and were changed are judged as before (file-rules.ts).






const SHOWN_PLACES = 4;
const SHOWN_SITES = 4;
/** A helper's place, as the message names it: a file, or the directory of its own it lies in (`~/.npm/_logs`). */
function placeOf(path, home) {
    const shown = (0,path_classify/* displayPath */.Gt)(path, home);
    const parts = shown.split('/');
    return parts.length > 3 ? parts.slice(0, 3).join('/') : shown;
}
class HelperProgramState {
    judge;
    held = new Map();
    constructor(judge) {
        this.judge = judge;
    }
    /** Holds `file` when it is a helper program's own business; false leaves it to the other file rules. */
    take(file) {
        const program = file.program;
        if (program === undefined || file.aggregated)
            return false;
        const { home, observed } = this.judge.input;
        const target = file.access === 'rename' ? (file.renamedTo ?? file.path) : file.path;
        if (file.phases.some((phase) => (file.access === 'read' ? this.judge.policy.read((0,rules_judge/* callName */.AA)(phase), target) : this.judge.policy.write((0,rules_judge/* callName */.AA)(phase), target)) !== null))
            return false;
        if (file.access !== 'read') {
            if ((0,persistence_paths/* persistenceKind */.a)(target, home) !== null)
                return false;
            // what it changed of what was there before the run is the user's, whoever changed it
            const made = madeThisRun(observed, home);
            if (!made(target) || (file.access === 'rename' && !made(file.path)))
                return false;
        }
        const entry = this.held.get(program) ?? { reads: new Set(), writes: new Set(), files: [] };
        (file.access === 'read' ? entry.reads : entry.writes).add(placeOf(target, home));
        entry.files.push(file);
        this.held.set(program, entry);
        return true;
    }
    emit(out) {
        for (const [program, { reads, writes, files }] of this.held) {
            const succeeded = files.filter((file) => file.succeeded);
            if (succeeded.length === 0)
                continue;
            const phases = [];
            const lines = new Set();
            for (const file of succeeded) {
                for (const phase of file.phases)
                    if (!phases.some((known) => siteOf(known) === siteOf(phase)))
                        phases.push(phase);
                for (const line of file.traceLines)
                    lines.add(line);
            }
            const first = Math.min(...succeeded.map((file) => file.traceLines[0] ?? Number.MAX_SAFE_INTEGER));
            const ran = this.commandOf(program, phases);
            const list = (places) => {
                // the directory made for what is below it says less than what is below it
                const sorted = [...places].filter((place) => ![...places].some((other) => other.startsWith(`${place}/`))).sort();
                return sorted.slice(0, SHOWN_PLACES).join(', ') + (sorted.length > SHOWN_PLACES ? ` +${sorted.length - SHOWN_PLACES} more` : '');
            };
            // what it reads of the places it writes itself (its log dir, its cache) is its own doing, not yours
            const yours = new Set([...reads].filter((place) => !writes.has(place)));
            const did = [...(yours.size > 0 ? [`reads your ${list(yours)}`] : []), ...(writes.size > 0 ? [`writes its own ${list(writes)}`] : [])].join(' and ');
            const sites = phases.map(siteOf);
            const by = `${sites.slice(0, SHOWN_SITES).join(', ')}${sites.length > SHOWN_SITES ? ` +${sites.length - SHOWN_SITES} more` : ''}`;
            out.push({
                rule: 'helper-program',
                subject: program,
                severity: 'medium',
                message: `runs ${program}${ran}, which ${did} (by ${by})`,
                phase: phases[0],
                order: [first, 0],
                evidence: {
                    paths: [...reads, ...writes].sort().slice(0, 6),
                    ...(ran !== '' ? { argv: [this.argvOf(program, phases)] } : {})
                },
                traceLines: [...lines].sort((a, b) => a - b)
            });
        }
    }
    /** The first command line of the program the server ran in one of `phases`, shown briefly. */
    argvOf(program, phases) {
        const sites = new Set(phases.map(siteOf));
        const runs = this.judge.input.observed.processes.filter((entry) => entry.succeeded && (0,helper_programs/* helperProgramOf */.qR)(entry.executable, entry.argv)?.program === program && entry.phases.some((phase) => sites.has(siteOf(phase))));
        const direct = runs.find((entry) => (0,helper_programs/* helperProgramOf */.qR)(entry.executable, [])?.program === program) ?? runs[0];
        return direct ? direct.argv.slice(0, 8) : null;
    }
    commandOf(program, phases) {
        const argv = this.argvOf(program, phases);
        if (argv === null)
            return '';
        // from the word that names the program: `node /usr/bin/npm view x` and `python3 -m pip list` alike
        const at = argv.findIndex((word) => (0,helper_programs/* helperProgramOf */.qR)(word, [])?.program === program);
        const shown = [program, ...argv.slice(at + 1)].join(' ');
        return ` (\`${(0,neutralize/* excerpt */.Kb)(shown, 80)}\`)`;
    }
}
const siteOf = (phase) => (0,rules_judge/* callName */.AA)(phase) ?? phase.kind;

// EXTERNAL MODULE: ./src/rules/own-state.ts
var own_state = __webpack_require__(39403);
;// CONCATENATED MODULE: ./src/rules/file-rules.ts
// Files: sensitive-file-read, process-snooping, host-path, persistence (by path), file-write,
// file-delete, host-write and own-state (own-state.ts).










function isTemporary(path, home, cwd) {
    // The server's own working directory is never scratch space, even when it sits under /tmp.
    if ((0,path_classify/* isUnder */.Jo)(path, home) || (cwd !== undefined && (0,path_classify/* isUnder */.Jo)(path, cwd)))
        return false;
    return (0,path_classify/* isUnder */.Jo)(path, '/tmp') || (0,path_classify/* isUnder */.Jo)(path, '/var/tmp') || (0,path_classify/* isUnder */.Jo)(path, '/dev/shm');
}
function fileOccurrences(judge, out) {
    const { observed, home } = judge.input;
    const show = (path) => (0,path_classify/* displayPath */.Gt)(path, home);
    const written = new Set(observed.files.filter((f) => f.access === 'write' || f.access === 'create').map((f) => f.path));
    const own = new own_state/* OwnState */.SU(judge);
    const helpers = new HelperProgramState(judge);
    for (const file of observed.files) {
        if (file.noise || helpers.take(file))
            continue;
        const tried = !file.succeeded;
        if (file.access === 'read')
            readOccurrences(judge, out, file, show(file.path), tried);
        const target = file.access === 'rename' ? file.renamedTo : file.access === 'read' || file.access === 'delete' ? undefined : file.path;
        const saved = file.access === 'rename' && written.has(file.path);
        if (target !== undefined)
            writeOccurrences(judge, out, file, target, tried, saved, own);
        const removed = file.access === 'delete' ? file.path : file.access === 'rename' && !saved ? file.path : undefined;
        if (removed !== undefined)
            deleteOccurrences(judge, out, file, removed, tried, own);
    }
    own.emit(out);
    helpers.emit(out);
}
function readOccurrences(judge, out, file, shown, tried) {
    const { home } = judge.input;
    const verb = tried ? 'tried to read' : 'reads';
    const snooped = file.noise ? null : snoopedProcessFile(file.path);
    if (snooped) {
        (0,rules_judge/* pushOccurrences */.Lz)(out, file, { rule: 'process-snooping', subject: file.path, evidence: { paths: [file.path] } }, () => ({ severity: 'high', suffix: '' }), () => `${verb} the ${snooped.file} of another process (pid ${snooped.pid})`);
        return;
    }
    if (file.lookup)
        return lookupOccurrences(judge, out, file, shown, tried);
    const sensitive = (0,path_classify/* isSensitivePath */.e_)(file.path, home);
    if (file.category === 'host' && !sensitive) {
        // Hidden by the sandbox (another user's home, the runner's or the auditor's files): whether it
        // worked or not, looking there is the finding.
        (0,rules_judge/* pushOccurrences */.Lz)(out, file, { rule: 'host-path', subject: shown, evidence: { paths: [shown] } }, () => ({ severity: 'high', suffix: '' }), () => `${tried ? 'tried to read' : 'reads'} ${shown}, a host path the sandbox hides`);
        return;
    }
    // Failed lookups outside the policy are how runtimes search for modules; only sensitive ones count.
    if (!sensitive && tried)
        return;
    // Below what the server's tree made in this run (gpg's new ~/.gnupg) nothing of the user's was there.
    if (sensitive && file.via === undefined && !file.aggregated && madeThisRun(judge.input.observed, home)(file.path))
        return;
    const via = file.via !== undefined ? ` via ${file.via}` : '';
    const what = file.aggregated ? `${shown} (${file.count} accesses to paths below it)` : shown;
    const rest = sensitive && file.via === undefined && !file.aggregated ? credentialUseOccurrences(judge, out, file, shown, verb) : file;
    (0,rules_judge/* pushOccurrences */.Lz)(out, rest, { rule: 'sensitive-file-read', subject: shown, evidence: { paths: [shown], ...(file.witness ? { witness: file.witness } : {}) } }, (phase) => {
        const judged = judge.decide(judge.policy.read((0,rules_judge/* callName */.AA)(phase), file.path), "; outside the policy's read paths", null, sensitive ? 'high' : null);
        return sensitive && judged.severity === 'high' && !judged.declared ? { ...judged, suffix: ', undeclared' } : judged;
    }, (j) => `${verb} ${what}${via}${j.suffix}`);
}
/**
 * `saved`: a rename of a file the server itself wrote (a temp file or lock onto its target), whose net
 * effect is writing the target.
 */
/**
 * git or libcurl consulting ~/.netrc (or git's credential store) for the host it contacts: an
 * observation with the program and the host, high once that credential is seen leaving.
 */
function lookupOccurrences(judge, out, file, shown, tried) {
    const lookup = file.lookup;
    if (!lookup)
        return;
    const leaked = judge.input.observed.leaks.some((leak) => leak.canary === shown);
    const hosts = lookup.hosts.length > 0 ? ` before contacting ${lookup.hosts.slice(0, 3).join(', ')}${lookup.hosts.length > 3 ? ', …' : ''}` : '';
    (0,rules_judge/* pushOccurrences */.Lz)(out, file, { rule: 'credential-lookup', subject: `${lookup.program}\0${shown}`, evidence: { paths: [shown], argv: [[lookup.program]] } }, (phase) => judge.decide(judge.policy.read((0,rules_judge/* callName */.AA)(phase), file.path), "; outside the policy's read paths", null, leaked ? 'high' : 'info'), (j) => `${lookup.program} ${tried ? 'tried to consult' : 'consulted'} ${shown}${hosts}${leaked ? ', and the credential was seen leaving' : ''}${j.suffix}`);
}
function writeOccurrences(judge, out, file, target, tried, saved, own) {
    const { home } = judge.input;
    const shown = (0,path_classify/* displayPath */.Gt)(target, home);
    const kind = (0,persistence_paths/* persistenceKind */.a)(target, home);
    const verb = file.access === 'rename'
        ? saved && !tried
            ? 'writes'
            : `${tried ? 'tried to rename' : 'renames'} ${(0,path_classify/* displayPath */.Gt)(file.path, home)} to`
        : file.access === 'create'
            ? tried
                ? 'tried to create'
                : 'creates'
            : file.access === 'mkdir'
                ? tried
                    ? 'tried to create the directory'
                    : 'creates the directory'
                : tried
                    ? 'tried to write'
                    : 'writes';
    if (kind !== null && file.access !== 'mkdir') {
        // Persistence is reported whatever the annotations or the policy say.
        (0,rules_judge/* pushOccurrences */.Lz)(out, file, { rule: 'persistence', subject: shown, evidence: { paths: [shown] } }, () => ({ severity: 'critical', suffix: '' }), () => `${verb} ${shown} (${kind})`);
        return;
    }
    if (own.changesOwnPackage(target))
        return ownPackageOccurrences(out, file, shown, verb);
    // own state is in the home or the launched package (copy-on-write, not a writable root)
    const ownRoot = own.rootOf(target, file, 'write');
    if (ownRoot !== null)
        return own.hold(ownRoot, file, target, 'write');
    if (outsideWritable(judge, target, file)) {
        (0,rules_judge/* pushOccurrences */.Lz)(out, file, { rule: 'host-write', subject: shown, evidence: { paths: [shown] } }, () => ({ severity: 'high', suffix: '' }), () => `${verb} ${shown}, outside its workspace and temp dirs`);
        return;
    }
    // Persistence and escapes are judged on every access; what a call undid itself changes nothing the
    // annotations or the policy speak of.
    if (file.transient)
        return;
    const temporary = isTemporary(target, home, judge.input.cwd);
    (0,rules_judge/* pushOccurrences */.Lz)(out, file, { rule: 'file-write', subject: shown, evidence: { paths: [shown] } }, (phase) => judge.decide(judge.policy.write((0,rules_judge/* callName */.AA)(phase), target), "; outside the policy's write paths", 
    // Temporary files do not modify the environment a read-only tool promises to leave alone.
    temporary ? null : judge.restriction(phase, declared_scope/* writeRestriction */.s6, 'readOnlyHint: true'), temporary ? null : 'info'), (j) => `${verb} ${shown}${j.suffix}`);
}
/**
 * A file of the launched server's own package that was there before the run (its code), changed: the
 * view is copy-on-write, so nothing of the user's changed, but a server rewriting its installed code is
 * what no maintainer would call its own state. High whatever the annotations say.
 */
function ownPackageOccurrences(out, file, shown, verb) {
    (0,rules_judge/* pushOccurrences */.Lz)(out, file, { rule: 'file-write', subject: shown, evidence: { paths: [shown] } }, () => ({ severity: 'high', suffix: '' }), () => `${verb} ${shown}, a file of its own installed package that was there before the run`);
}
function deleteOccurrences(judge, out, file, removed, tried, own) {
    const { home } = judge.input;
    const shown = (0,path_classify/* displayPath */.Gt)(removed, home);
    const temporary = isTemporary(removed, home, judge.input.cwd);
    const verb = file.access === 'rename' ? (tried ? 'tried to move away' : 'moves away') : tried ? 'tried to delete' : 'deletes';
    if (own.changesOwnPackage(removed))
        return ownPackageOccurrences(out, file, shown, verb);
    const ownRoot = own.rootOf(removed, file, 'delete');
    if (ownRoot !== null)
        return own.hold(ownRoot, file, removed, 'delete');
    if (outsideWritable(judge, removed, file)) {
        (0,rules_judge/* pushOccurrences */.Lz)(out, file, { rule: 'host-write', subject: shown, evidence: { paths: [shown] } }, () => ({ severity: 'high', suffix: '' }), () => `${verb} ${shown}, outside its workspace and temp dirs`);
        return;
    }
    if (file.transient)
        return;
    (0,rules_judge/* pushOccurrences */.Lz)(out, file, { rule: 'file-delete', subject: shown, evidence: { paths: [shown] } }, (phase) => judge.decide(judge.policy.write((0,rules_judge/* callName */.AA)(phase), removed), "; outside the policy's write paths", temporary ? null : judge.restriction(phase, declared_scope/* deleteRestriction */.g1, 'it does not delete'), temporary ? null : 'info'), (j) => `${verb} ${shown}${j.suffix}`);
}

;// CONCATENATED MODULE: ./src/rules/io-uring-rules.ts
// unobservable-io: io_uring moves I/O out of the syscalls strace sees, so setting it up is the finding.

function ioUringOccurrences(judge, out) {
    // What another witness saw go through it: reads of canary files with no syscall in the trace.
    const unseen = judge.input.observed.files.filter((file) => file.witness === 'canary-watch').map((file) => file.homePath ?? file.path);
    const seen = unseen.length > 0 ? `; the kernel's canary watch saw ${unseen.join(', ')} read with no syscall in the trace` : '';
    for (const entry of judge.input.observed.ioUring) {
        (0,rules_judge/* pushOccurrences */.Lz)(out, entry, { rule: 'unobservable-io', subject: 'io_uring', evidence: {} }, () => ({ severity: 'medium', suffix: '' }), () => `sets up io_uring; file and network I/O submitted through it does not appear in the trace${seen}`);
    }
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/sandbox/trap-canaries.ts
var trap_canaries = __webpack_require__(65893);
// EXTERNAL MODULE: ./src/rules/credential-audience.ts
var credential_audience = __webpack_require__(20585);
;// CONCATENATED MODULE: ./src/rules/leak-rules.ts
// canary-exfiltration: a planted secret leaving the process by socket, DNS name or child argv/env; credential-use
// when it went where it is meant to go (credential-audience.ts).





function leakOccurrences(judge, out) {
    for (const leak of judge.input.observed.leaks) {
        const encoded = leak.encoding === 'raw' ? '' : ` (${leak.encoding}-encoded)`;
        const destination = (0,neutralize/* excerpt */.Kb)(leak.destination.split(judge.input.home).join('~'));
        // Seen only by the sink: the reviewer's proof is network.jsonl, not trace.log.
        const seen = leak.witness === 'sink' ? `, seen by the sink (network.jsonl${leak.attributedBy === 'time' ? '; tied to the call by time' : ''})` : '';
        const what = `${partOfFile(leak) ?? `the canary from ${leak.canary}`}${encoded}`;
        const said = leak.via === 'socket'
            ? `sends ${what} to ${destination}`
            : leak.via === 'dns'
                ? `looks up a DNS name carrying ${what} ('${destination}')`
                : `passes ${what} to a child process (${external_node_path_.posix.basename(destination)})`;
        const message = said + seen;
        const evidence = {
            canaries: [leak.canary],
            ...(leak.bytes ? { canaryBytes: [`${leak.canary} bytes ${leak.bytes.start}–${leak.bytes.end} of ${leak.bytes.of}`] } : {}),
            ...(leak.via === 'socket' ? { addresses: [destination] } : leak.via === 'dns' ? { dnsNames: [destination] } : { paths: [destination] }),
            ...(leak.witness ? { witness: leak.witness } : {})
        };
        // Sent where it is meant to go, or handed to its own client program: the credential's use.
        const audience = (0,credential_audience/* reachedAudience */.h)(leak, judge.input.observed);
        if (audience !== null) {
            (0,rules_judge/* pushOccurrences */.Lz)(out, leak, { rule: 'credential-use', subject: `${leak.canary} ${leak.via} ${destination}`, evidence }, () => ({ severity: 'medium', suffix: '' }), () => `${said}, ${audience}${seen}`);
            continue;
        }
        // Not suppressible: a planted secret leaving the process is never within any declared scope. The
        // client's answers carry canaries of their own: a sampled one or an elicited one leaving has its rule.
        const trap = trapRule(leak.canary);
        (0,rules_judge/* pushOccurrences */.Lz)(out, leak, { rule: trap?.rule ?? 'canary-exfiltration', subject: `${leak.canary} ${leak.via} ${destination}`, evidence }, () => ({ severity: 'critical', suffix: '' }), () => (trap ? `${trap.what}: ${message}` : message));
    }
}
function trapRule(canary) {
    if (canary === trap_canaries/* SAMPLING_CANARY_ID */.nm)
        return { rule: 'sampling-exfiltration', what: "what the client's model answered a sampling request with leaves the process" };
    if (canary === trap_canaries/* ELICITATION_CANARY_ID */.Fu)
        return { rule: 'credential-elicitation', what: 'the secret the user gave through elicitation leaves the process' };
    return null;
}
/** "bytes 0–64 of ~/.ssh/id_rsa" for a piece of a canary file; undefined for a whole file or a token. */
function partOfFile(leak) {
    const bytes = leak.bytes;
    if (bytes?.within !== 'file' || (bytes.start === 0 && bytes.end === bytes.of))
        return undefined;
    return `bytes ${bytes.start}–${bytes.end} of ${leak.canary}`;
}

// EXTERNAL MODULE: ./src/profile/net-address.ts
var net_address = __webpack_require__(20771);
// EXTERNAL MODULE: ./src/model/ip-version.ts
var ip_version = __webpack_require__(13945);
;// CONCATENATED MODULE: ./src/rules/own-service.ts
// Closed world = the server's own service. MCP's `openWorldHint: false` says a tool's domain of
// interaction is closed (a memory tool, as against web search), not that it never opens a socket: an API
// wrapper whose every tool calls the one service it was configured for stays inside that domain. What
// contradicts the hint is contact beyond it — telemetry, analytics, another API. The server's own service
// is decided here, from what the user configured it with and what it declares, in one table:
//
// | source | its hosts |
// | --- | --- |
// | an endpoint setting: a URL, `host:port` or host name in a variable or argument the user gave | that host and the names below it |
// | a credential named for a vendor: `BRAVE_API_KEY`, `--slack-token` | the vendor's domains: `brave` is `*.brave.com`, `*.brave.io`, …, `*.braveapi(s).com`, `*.bravehq.com` |
// | a credential named for no vendor (`API_KEY`, `--access-token`) | the vendor of the launched package (`@sentry/mcp-server` → sentry) |
// | a planted secret the server sent where it is meant to go (a kubeconfig's cluster) | that host |
// | the declaration: a URL or host name in the server's instructions, a tool's or a resource's text | that host and the names below it |
//
// Contact with its own service from a closed-world tool is info, with the reason; anything else stays
// the contradiction (network-rules.ts). Without a credential the package's name is no service: a server
// configured with nothing has none, so its telemetry is judged as before.



/** Words of a variable or flag name that mark it as a credential. */
const CREDENTIAL_WORDS = new Set(['key', 'token', 'secret', 'pat', 'pass', 'password', 'passwd', 'auth', 'credential', 'credentials', 'apikey', 'bearer']);
/** Words that name no vendor: kinds of credential, settings and the MCP plumbing. */
const GENERIC_WORDS = new Set([
    ...CREDENTIAL_WORDS,
    'api',
    'access',
    'personal',
    'private',
    'public',
    'bot',
    'app',
    'application',
    'client',
    'id',
    'team',
    'user',
    'username',
    'email',
    'org',
    'organization',
    'project',
    'workspace',
    'account',
    'site',
    'name',
    'url',
    'uri',
    'host',
    'endpoint',
    'base',
    'server',
    'service',
    'mcp',
    'modelcontextprotocol',
    'the',
    'env',
    'default',
    'read',
    'write',
    'only',
    'oauth',
    'refresh',
    'session',
    'connection',
    'string',
    'dsn',
    'db',
    'database',
    'npm',
    'js',
    'node',
    'cli'
]);
/** Registrable labels that are a vendor's own API domain beside its name: `googleapis.com`, `braveapi.com`. */
const API_SUFFIXES = ['', 'api', 'apis', '-api', 'hq'];
/** Public suffixes of two labels, so that `api.example.co.uk`'s vendor label is `example`. */
const TWO_LABEL_SUFFIXES = new Set(['co.uk', 'org.uk', 'ac.uk', 'com.au', 'net.au', 'co.jp', 'co.nz', 'com.br', 'co.in', 'com.cn', 'co.kr']);
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{1,62}$/;
/** Top-level names common enough that a bare `name.tld` in a declaration is a host, not a file name. */
const HOST_TLDS = new Set(['com', 'org', 'net', 'io', 'dev', 'ai', 'app', 'co', 'gov', 'edu', 'cloud', 'so', 'sh', 'me', 'us', 'uk', 'de', 'example']);
function hostOfValue(value) {
    const text = value.trim().toLowerCase();
    const url = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#\s]*@)?(\[[^\]]+\]|[^:/?#\s]+)/.exec(text);
    if (url)
        return url[1].replace(/^\[|\]$/g, '');
    const hostPort = /^([^:/\s]+):\d{1,5}$/.exec(text);
    if (hostPort)
        return hostPort[1];
    if ((0,ip_version/* ipVersion */.U)(text) !== 0)
        return text;
    return HOST_NAME.test(text) && text.split('.').length >= 3 ? text : null;
}
/** The label a vendor owns: `brave` in `api.search.brave.com`, `example` in `api.example.co.uk`. */
function vendorLabel(host) {
    if ((0,ip_version/* ipVersion */.U)(host) !== 0)
        return null;
    const labels = host.toLowerCase().replace(/\.$/, '').split('.');
    if (labels.length < 2)
        return null;
    const suffix = labels.slice(-2).join('.');
    return (TWO_LABEL_SUFFIXES.has(suffix) ? labels.at(-3) : labels.at(-2)) ?? null;
}
const below = (host, root) => host === root || host.endsWith(`.${root}`);
class OwnService {
    hosts = new Map();
    vendors = new Map();
    constructor(config, manifest, observed) {
        if (config)
            this.readConfig(config);
        this.readDeclaration(manifest);
        for (const leak of observed.leaks) {
            if ((0,credential_audience/* reachedAudience */.h)(leak, observed) === null || leak.via !== 'socket')
                continue;
            for (const entry of observed.network)
                if (leak.address === entry.address || leak.destination.startsWith(`${entry.address}:`))
                    for (const name of entry.hostnames)
                        this.addHost(name, `where ${leak.canary} is meant to go`);
        }
    }
    /** Why `host` is the server's own service, in words; null when it is not. */
    reason(host) {
        const name = host.toLowerCase().replace(/\.$/, '');
        for (const [root, why] of this.hosts)
            if (below(name, root))
                return why;
        const label = vendorLabel(name);
        if (label === null)
            return null;
        for (const [vendor, why] of this.vendors)
            if (API_SUFFIXES.some((suffix) => label === `${vendor}${suffix}`))
                return why;
        return null;
    }
    addHost(host, why) {
        const name = host.toLowerCase().replace(/\.$/, '');
        if (!this.hosts.has(name))
            this.hosts.set(name, why);
    }
    readConfig({ env, argv, packageName }) {
        let unnamedCredential = null;
        const setting = (name, value, shown) => {
            const host = value === '' ? null : hostOfValue(value);
            if (host !== null)
                this.addHost(host, `its configured endpoint (${shown})`);
            const words = declarationWords(name);
            if (!words.some((word) => CREDENTIAL_WORDS.has(word)) || value === '')
                return;
            const vendors = words.filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word));
            for (const vendor of vendors)
                if (!this.vendors.has(vendor))
                    this.vendors.set(vendor, `the service of ${shown}`);
            if (vendors.length === 0)
                unnamedCredential ??= shown;
        };
        for (const [name, value] of Object.entries(env))
            setting(name, value, name);
        for (let index = 0; index < argv.length; index++) {
            const arg = argv[index];
            const flag = /^--?([a-zA-Z][\w-]*)(?:=(.*))?$/.exec(arg);
            if (flag) {
                const next = argv[index + 1] ?? '';
                const value = flag[2] ?? (next.startsWith('-') ? '' : next);
                setting(flag[1], value, `--${flag[1]}`);
            }
            else {
                const host = hostOfValue(arg);
                if (host !== null)
                    this.addHost(host, `its configured endpoint (an argument)`);
            }
        }
        if (unnamedCredential !== null && packageName !== undefined) {
            for (const vendor of declarationWords(packageName).filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word)))
                if (!this.vendors.has(vendor))
                    this.vendors.set(vendor, `the service of ${unnamedCredential} (${packageName})`);
        }
    }
    readDeclaration(manifest) {
        const texts = [
            manifest.instructions,
            ...manifest.tools.map((tool) => tool.description),
            ...manifest.resources.flatMap((resource) => [resource.uri, resource.description]),
            ...manifest.resourceTemplates.map((template) => template.description)
        ];
        for (const text of texts) {
            if (typeof text !== 'string')
                continue;
            for (const match of text.slice(0, 20_000).matchAll(/\bhttps?:\/\/([a-z0-9.-]+)|\b((?:[a-z0-9-]+\.)+([a-z]{2,}))\b/gi)) {
                const host = (match[1] ?? match[2] ?? '').toLowerCase();
                if (match[1] === undefined && !HOST_TLDS.has((match[3] ?? '').toLowerCase()))
                    continue;
                if (HOST_NAME.test(host))
                    this.addHost(host, `a host its declaration names (${host})`);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/rules/network-rules.ts
// Network: network-egress (connects and sends off loopback) and dns-query.





/**
 * The declaration a contact contradicts, unless the contact is the server's own service and what it
 * declared is only a closed world (openWorldHint: false): then it is info, with the reason. A
 * description that says the tool is local is contradicted by any contact.
 */
function egressJudgement(judge, own, phase, policyAnswer, hosts) {
    const restriction = judge.restriction(phase, declared_scope/* egressRestriction */.M3, 'that it stays local');
    const judged = judge.decide(policyAnswer, "; not in the policy's network allow list", restriction, 'info');
    if (policyAnswer || !restriction || !/openWorldHint: false/.test(restriction.declared))
        return judged;
    if (judge.restriction(phase, (scope) => (scope.localClaim === null ? null : (0,declared_scope/* egressRestriction */.M3)({ ...scope, closedWorld: false })), 'that it stays local'))
        return judged;
    const reasons = hosts.map((host) => own.reason(host));
    if (hosts.length === 0 || reasons.some((reason) => reason === null))
        return judged;
    return { severity: 'info', suffix: `; its own service: ${reasons[0]}, where a closed-world tool may go` };
}
function networkOccurrences(judge, out) {
    const { observed, manifest, service } = judge.input;
    const own = new OwnService(service, manifest, observed);
    for (const entry of observed.network) {
        if (entry.loopback || entry.family === 'unix')
            continue;
        const endpoint = (0,net_address/* formatEndpoint */.T0)(entry.address, entry.port);
        const names = entry.hostnames.map((n) => (0,neutralize/* excerpt */.Kb)(n, 60));
        const shownNames = names.length > 0 ? ` (${names.slice(0, 3).join(', ')})` : '';
        const verb = entry.syscall === 'connect' ? (entry.succeeded ? 'connects to' : 'tried to connect to') : entry.succeeded ? 'sends data to' : 'tried to send data to';
        const evidence = { addresses: [endpoint], ...(names.length > 0 ? { dnsNames: names } : {}) };
        (0,rules_judge/* pushOccurrences */.Lz)(out, entry, { rule: 'network-egress', subject: `${entry.protocol} ${endpoint}`, evidence }, (phase) => egressJudgement(judge, own, phase, judge.policy.destination((0,rules_judge/* callName */.AA)(phase), entry.address, entry.port, entry.hostnames), entry.hostnames.length > 0 ? entry.hostnames : [entry.address]), (j) => `${verb} ${endpoint}${shownNames} over ${entry.protocol}${j.suffix}`);
    }
    for (const query of observed.dns) {
        const name = query.name.replace(/\.$/, '');
        if (name === 'localhost' || name.endsWith('.localhost'))
            continue;
        const shown = (0,neutralize/* excerpt */.Kb)(name);
        (0,rules_judge/* pushOccurrences */.Lz)(out, query, { rule: 'dns-query', subject: name, evidence: { dnsNames: [shown] } }, (phase) => egressJudgement(judge, own, phase, judge.policy.dnsName((0,rules_judge/* callName */.AA)(phase), name), [name]), (j) => `looks up ${shown} (${query.type})${j.suffix}`);
    }
}

;// CONCATENATED MODULE: ./src/rules/pass-rules.ts
// tracer-conditional and client-conditional: behaviour the exercise passes after the traced one saw
// under one condition and not under another (engine/passes/). Critical when a canary is involved.

function phaseOf(tool, calls) {
    const call = tool === undefined ? undefined : calls.find((record) => record.name === tool);
    if (!call)
        return { kind: 'startup' };
    return { kind: 'call', call: { id: call.id, kind: call.kind, name: call.name, iteration: call.iteration }, afterResponse: false };
}
const SHOWN_BACKGROUND = 4;
function passOccurrences(differences, calls) {
    const conditional = (differences ?? []).filter((difference) => difference.background !== true);
    const background = (differences ?? []).filter((difference) => difference.background === true);
    return [...conditional.map((difference, index) => conditionalOccurrence(difference, index, calls)), ...backgroundOccurrence(background)];
}
/**
 * What one pass saw and its second run did not bear out, once for all of it: background work whose timing
 * moves between passes (an update check's log, a telemetry flush), never a condition.
 */
function backgroundOccurrence(background) {
    if (background.length === 0)
        return [];
    const shown = background.slice(0, SHOWN_BACKGROUND).map((difference) => difference.behaviour);
    const more = background.length > SHOWN_BACKGROUND ? ` and ${background.length - SHOWN_BACKGROUND} more` : '';
    return [
        {
            rule: 'client-conditional',
            subject: 'background work',
            severity: 'info',
            message: (0,neutralize/* excerpt */.Kb)(`background work whose timing moves between passes, not a condition: ${shown.join(', ')}${more} (seen in one pass, not when the passes ran again)`, 300),
            phase: { kind: 'startup' },
            order: [Number.MAX_SAFE_INTEGER, 0],
            evidence: {},
            traceLines: []
        }
    ];
}
function conditionalOccurrence(difference, index, calls) {
    return {
        rule: difference.rule,
        subject: `${difference.behaviour} ${difference.condition}`,
        severity: difference.canary ? 'critical' : 'high',
        message: (0,neutralize/* excerpt */.Kb)(`${difference.behaviour} ${difference.condition}${difference.tool ? ` (on ${difference.tool})` : ''}; seen by the ${difference.witness} in the ${difference.pass} pass`, 300),
        phase: phaseOf(difference.tool, calls),
        order: [Number.MAX_SAFE_INTEGER, index],
        evidence: {},
        traceLines: []
    };
}

// EXTERNAL MODULE: ./src/rules/process-rules.ts
var process_rules = __webpack_require__(32484);
// EXTERNAL MODULE: ./src/profile/server-text/scan-text.ts + 3 modules
var scan_text = __webpack_require__(11147);
;// CONCATENATED MODULE: ./src/rules/server-text-rules.ts
// What the server says, judged: its declared surface (tool, parameter, resource and prompt texts, schema
// strings, server instructions) and every answer it gave (scanned as it arrived, probe/session.ts). The
// facts come from profile/server-text/; the severity of each is decided here, by what the text asks for.



const INTENT_TEXT = {
    'read-secret': 'read credential files',
    'hide-from-user': 'keep it from the user',
    'ignore-instructions': 'ignore its earlier instructions',
    'pass-as-argument': 'pass data in a tool argument',
    'call-tool': 'call a tool with given arguments',
    'send-out': 'send data to an address',
    'important-block': 'obey an <IMPORTANT>-style block',
    'other-tools': 'change how other tools behave'
};
/** How serious an instruction to the model is, by what it asks; null for what an honest text says too. */
function instructionSeverity(intents) {
    const has = (intent) => intents.includes(intent);
    const secret = has('read-secret');
    const ignore = has('ignore-instructions');
    const hide = has('hide-from-user');
    const send = has('send-out');
    const call = has('call-tool');
    const pass = has('pass-as-argument');
    const block = has('important-block');
    if (secret && (hide || pass || send || block || ignore))
        return 'critical';
    if (ignore && (send || call || hide))
        return 'critical';
    if (secret || ignore)
        return 'high';
    if (hide && (call || send || pass || block))
        return 'high';
    if (call && send)
        return 'high';
    if (hide)
        return 'medium';
    return null;
}
function asked(intents) {
    const shown = intents.filter((intent) => intent !== 'important-block' && intent !== 'other-tools');
    return (shown.length > 0 ? shown : intents).map((intent) => INTENT_TEXT[intent]).join(', ');
}
/**
 * The verdicts on one hit. `declared`: the text is part of the declared surface (instructions there are
 * metadata-injection, in answers result-injection); `tool`: a tool's own text, where instructions about
 * other tools are cross-tool-instructions; `hostDeclared`: whether a URL's host appears in the declarations.
 */
function judgeHit(hit, place) {
    switch (hit.kind) {
        case 'hidden-unicode': {
            const parts = [];
            let severity = 'info';
            const raise = (to) => {
                if ((0,model/* severityRank */.qs)(to) > (0,model/* severityRank */.qs)(severity))
                    severity = to;
            };
            const severe = instructionSeverity(hit.intents);
            if (hit.tagText !== undefined) {
                parts.push(`TAG characters spelling "${hit.tagText}"`);
                raise(severe === 'critical' || severe === 'high' ? 'critical' : 'high');
            }
            if (hit.zeroWidthInWords > 0) {
                parts.push(`zero-width characters inside ${hit.zeroWidthInWords === 1 ? 'a word' : 'words'}`);
                raise(severe ? 'high' : 'low');
            }
            if (hit.overrides > 0) {
                parts.push('a bidi override that reorders what is shown');
                raise(severe ? 'high' : 'medium');
            }
            if (hit.strayBidi > 0) {
                parts.push('bidi embeddings or isolates in text without right-to-left letters');
                raise(severe ? 'high' : 'low');
            }
            const revealed = hit.intents.length > 0 ? `; revealed, it asks the model to ${asked(hit.intents)}` : '';
            return [{ rule: 'hidden-unicode', severity, what: `hides text: ${parts.join(', ')}${revealed}` }];
        }
        case 'instructions': {
            const out = [];
            const severity = instructionSeverity(hit.intents);
            if (severity)
                out.push({ rule: place.declared ? 'metadata-injection' : 'result-injection', severity, what: `asks the model to ${asked(hit.intents)}` });
            if (place.tool && hit.intents.includes('other-tools')) {
                out.push({
                    rule: 'cross-tool-instructions',
                    severity: hit.redirects ? 'high' : 'medium',
                    what: hit.redirects ? 'tells the model to redirect what other tools send' : 'tells the model how to use other tools'
                });
            }
            return out;
        }
        case 'data-url': {
            const kind = hit.image ? 'an image' : 'a link';
            if (hit.canaries.length > 0) {
                return [
                    { rule: 'markdown-image-exfiltration', severity: 'critical', what: `has ${kind} whose URL carries canary ${hit.canaries.join(', ')} to ${hit.host}` }
                ];
            }
            if (!hit.image || place.hostDeclared(hit.host))
                return [];
            return [
                {
                    rule: 'markdown-image-exfiltration',
                    severity: 'high',
                    what: `has an image whose URL carries ${hit.data.length} characters of data to ${hit.host}, a host it did not declare`
                }
            ];
        }
        case 'ansi': {
            const severe = hit.effects.some((effect) => effect === 'hides' || effect === 'erases' || effect === 'moves');
            const severity = severe ? 'high' : hit.effects.includes('links') ? 'medium' : hit.effects.includes('titles') ? 'low' : 'info';
            return [{ rule: 'ansi-escape', severity, what: `has terminal escapes that ${hit.effects.join(', ')}` }];
        }
    }
}
const SCHEMA_SKIPPED = new Set(['type', '$ref', '$schema', '$id', 'format', 'pattern', 'required']);
const MAX_SCHEMA_STRINGS = 2_000;
/** The strings of a JSON Schema a model reads: descriptions, titles, enums, defaults, examples. */
function schemaStrings(schema, field, out, depth = 0) {
    if (depth > 64 || out.length >= MAX_SCHEMA_STRINGS)
        return;
    if (typeof schema === 'string') {
        out.push({ field, text: schema });
    }
    else if (Array.isArray(schema)) {
        schema.forEach((item, index) => schemaStrings(item, `${field}[${index}]`, out, depth + 1));
    }
    else if (typeof schema === 'object' && schema !== null) {
        for (const [key, value] of Object.entries(schema))
            if (!SCHEMA_SKIPPED.has(key))
                schemaStrings(value, `${field}.${key}`, out, depth + 1);
    }
}
function declaredTexts(manifest) {
    const out = [];
    const push = (kind, name, field, text) => {
        if (typeof text === 'string' && text.length > 0)
            out.push({ kind, name, field, text });
    };
    if (manifest.instructions)
        push('instructions', 'server', 'instructions', manifest.instructions);
    for (const tool of manifest.tools) {
        push('tool', tool.name, 'name', tool.name);
        push('tool', tool.name, 'title', tool.title);
        push('tool', tool.name, 'description', tool.description);
        const strings = [];
        schemaStrings(tool.inputSchema, 'inputSchema', strings);
        schemaStrings(tool.outputSchema, 'outputSchema', strings);
        schemaStrings(tool.annotations, 'annotations', strings);
        for (const { field, text } of strings)
            push('tool', tool.name, field, text);
    }
    for (const resource of manifest.resources) {
        push('resource', resource.uri, 'name', resource.name);
        push('resource', resource.uri, 'title', resource.title);
        push('resource', resource.uri, 'description', resource.description);
    }
    for (const template of manifest.resourceTemplates) {
        push('resourceTemplate', template.uriTemplate, 'name', template.name);
        push('resourceTemplate', template.uriTemplate, 'title', template.title);
        push('resourceTemplate', template.uriTemplate, 'description', template.description);
    }
    for (const prompt of manifest.prompts) {
        push('prompt', prompt.name, 'name', prompt.name);
        push('prompt', prompt.name, 'title', prompt.title);
        push('prompt', prompt.name, 'description', prompt.description);
        prompt.arguments?.forEach((argument, index) => push('prompt', prompt.name, `arguments[${index}].description`, argument.description));
    }
    return out;
}
/** Whether a host is named anywhere in the declared surface (a tool that says it links to it). */
function hostsDeclaredIn(manifest) {
    const declared = JSON.stringify({ ...manifest, sha256: undefined }).toLowerCase();
    return (host) => host.length > 0 && declared.includes(host);
}
function itemLabel(kind, name) {
    return kind === 'instructions' ? 'the server instructions' : `${(0,model/* surfaceLabel */.CR)(kind)} ${(0,neutralize/* excerpt */.Kb)(name)}`;
}
/**
 * A canary file counts in a URL only when the server read it (as in the profile: the link is the read
 * plus the bytes); a token counts wherever it is. Canary ids are `~/…` for files.
 */
function countedCanaries(hit, fileRead) {
    if (hit.kind !== 'data-url' || hit.canaries.length === 0)
        return hit;
    return { ...hit, canaries: hit.canaries.filter((canary) => !canary.startsWith('~/') || fileRead(canary.replace(/ \(\w+\)$/, ''))) };
}
function serverTextOccurrences(manifest, calls, results = [], fileRead = () => true) {
    const out = [];
    const hostDeclared = hostsDeclaredIn(manifest);
    const startup = { kind: 'startup' };
    declaredTexts(manifest).forEach((text, index) => {
        const item = text.kind === 'instructions' ? 'instructions' : `${text.kind}:${text.name}`;
        for (const hit of (0,scan_text/* scanText */.F)(text.text)) {
            for (const verdict of judgeHit(hit, { declared: true, tool: text.kind === 'tool', hostDeclared })) {
                const where = text.kind === 'instructions' ? 'the server instructions' : `${itemLabel(text.kind, text.name)} ${(0,neutralize/* excerpt */.Kb)(text.field)}`;
                out.push({
                    rule: verdict.rule,
                    subject: `${item}\0${text.field}`,
                    severity: verdict.severity,
                    message: `${where} ${verdict.what}: "${hit.quote}"`,
                    phase: startup,
                    order: [0, index],
                    evidence: { manifestItems: [item] },
                    traceLines: []
                });
            }
        }
    });
    const byId = new Map(calls.map((call) => [call.id, call]));
    results.forEach(({ callId, field, hit: found }, index) => {
        const hit = countedCanaries(found, fileRead);
        const call = byId.get(callId);
        if (!call)
            return;
        const phase = {
            kind: 'call',
            call: { id: call.id, kind: call.kind, name: call.name, iteration: call.iteration, ...(call.step !== undefined ? { step: call.step } : {}) },
            afterResponse: false
        };
        const answer = call.kind === 'tool' ? 'result' : call.kind === 'prompt' ? 'messages' : 'contents';
        for (const verdict of judgeHit(hit, { declared: false, tool: false, hostDeclared })) {
            out.push({
                rule: verdict.rule,
                subject: `${hit.kind}\0${field}`,
                severity: verdict.severity,
                message: `the ${answer} of ${itemLabel(call.kind, call.name)} (call #${call.iteration}, ${(0,neutralize/* excerpt */.Kb)(field)}) ${verdict.what}: "${hit.quote}"`,
                phase,
                order: [Number.MAX_SAFE_INTEGER - 1, index],
                evidence: {
                    manifestItems: [`${call.kind}:${call.name}`],
                    ...(hit.kind === 'data-url' && hit.canaries.length > 0 ? { canaries: hit.canaries.map((canary) => canary.replace(/ \(\w+\)$/, '')) } : {})
                },
                traceLines: []
            });
        }
    });
    return out;
}
/** The most serious thing the text checks find in a text, for the rug-pull's message; null for none. */
function textConcern(text) {
    let worst = null;
    for (const hit of (0,scan_text/* scanText */.F)(text)) {
        for (const verdict of judgeHit(hit, { declared: true, tool: true, hostDeclared: () => false })) {
            if (!worst || (0,model/* severityRank */.qs)(verdict.severity) > (0,model/* severityRank */.qs)(worst.severity))
                worst = verdict;
        }
    }
    return worst;
}

;// CONCATENATED MODULE: ./src/rules/rug-pull-rules.ts
// rug-pull: the manifest changed since it was pinned, or an item declared at startup changed during the
// session. surface-change: items added or removed during the session (a surface that grows by design,
// such as a tool that publishes a resource, is reported, not called a rug-pull). Both name the call
// after which the server announced the change (notifications/<list>/list_changed), when it did.



/** The strings a change added (its diff's `+` lines), judged by the text checks: the worst, or null. */
function addedTextConcern(diff) {
    if (!diff)
        return null;
    let worst = null;
    for (const line of diff.split('\n')) {
        if (!line.startsWith('+') || line.startsWith('+++'))
            continue;
        const quoted = /"(?:[^"\\]|\\.)*"(?=\s*,?\s*$)/.exec(line.slice(1));
        let text = line.slice(1);
        try {
            if (quoted)
                text = JSON.parse(quoted[0]);
        }
        catch {
            // not a JSON string: the line as it is
        }
        const concern = typeof text === 'string' ? textConcern(text) : null;
        if (concern && (0,model/* severityRank */.qs)(concern.severity) >= (0,model/* severityRank */.qs)('medium') && (!worst || (0,model/* severityRank */.qs)(concern.severity) > (0,model/* severityRank */.qs)(worst.severity)))
            worst = concern;
    }
    return worst;
}
/** The change's severity and message, made more serious when what it added is an attack in text. */
function withConcern(change, severity, message) {
    const concern = change.change === 'removed' ? null : addedTextConcern(change.diff);
    if (!concern)
        return [severity, message];
    const raised = severity !== 'info' && (0,model/* severityRank */.qs)(concern.severity) > (0,model/* severityRank */.qs)(severity) ? concern.severity : severity;
    return [raised, `${message}; the new text ${concern.what} (${concern.rule})`];
}
function changedFields(diff) {
    if (!diff)
        return [];
    const fields = new Set();
    for (const line of diff.split('\n')) {
        const match = /^[+-]\s*"([A-Za-z][A-Za-z0-9_]{0,40})"\s*:/.exec(line);
        if (match && !line.startsWith('+++') && !line.startsWith('---'))
            fields.add(match[1]);
    }
    return [...fields].sort();
}
const LIST_OF = {
    tool: 'tools',
    resource: 'resources',
    resourceTemplate: 'resources',
    prompt: 'prompts',
    instructions: null
};
/**
 * The call after which the server announced a change to `list`: its first such notification during a
 * call (earlier ones came before the listing the session started from); shutdown when it never said.
 */
function announcedAfter(change, listChanged) {
    const list = LIST_OF[change.kind];
    const notice = list === null ? undefined : listChanged?.find((entry) => entry.list === list);
    return notice?.phases.find((phase) => phase.kind === 'call') ?? { kind: 'shutdown' };
}
function afterText(phase) {
    return phase.kind === 'call' ? `after ${(0,neutralize/* excerpt */.Kb)(phase.call.name)} #${phase.call.iteration}` : 'during the session';
}
function rugPullOccurrences(rugPull, listChanged) {
    const out = [];
    const describe = (change, when) => {
        const name = (0,neutralize/* excerpt */.Kb)(change.name);
        if (change.kind === 'instructions')
            return `server instructions ${change.change === 'modified' ? 'changed' : change.change} ${when}`;
        if (change.change === 'modified') {
            const fields = changedFields(change.diff);
            return `${(0,model/* surfaceLabel */.CR)(change.kind)} ${name} ${fields.length > 0 ? `${fields.join(', ')} changed` : 'changed'} ${when}`;
        }
        return `${(0,model/* surfaceLabel */.CR)(change.kind)} ${name} was ${change.change} ${when}`;
    };
    const push = (change, severity, message, phase, session, index, rule = 'rug-pull') => {
        const item = `${change.kind}:${change.name}`;
        out.push({
            rule,
            subject: `${session ? 'session ' : ''}${item}`,
            severity,
            message,
            phase,
            order: [0, index],
            evidence: { manifestItems: [item] },
            traceLines: []
        });
    };
    if (rugPull.status === 'changed' || rugPull.status === 'accepted') {
        const severity = rugPull.status === 'changed' ? 'high' : 'info';
        const when = rugPull.status === 'changed' ? 'since the pinned manifest' : 'since the pinned manifest (accepted)';
        rugPull.changes.forEach((change, i) => push(change, ...withConcern(change, severity, describe(change, when)), { kind: 'startup' }, false, i));
    }
    rugPull.duringSession.forEach((change, i) => {
        const phase = announcedAfter(change, listChanged);
        const when = afterText(phase);
        if (change.change === 'modified' || change.kind === 'instructions')
            return push(change, ...withConcern(change, 'high', describe(change, when)), phase, true, i);
        push(change, ...surfaceChange(change.kind, (0,neutralize/* excerpt */.Kb)(change.name), change.change === 'added', when), phase, true, i, 'surface-change');
    });
    return out;
}
/** Items added or removed mid-session: tools and prompts reach the model, resources are data. */
function surfaceChange(kind, name, added, when) {
    switch (kind) {
        case 'tool':
            return ['medium', added ? `registered a new tool ${name} ${when}` : `withdrew the tool ${name} ${when}`];
        case 'prompt':
            return ['medium', added ? `registered a new prompt ${name} ${when}` : `withdrew the prompt ${name} ${when}`];
        default:
            return ['info', `${(0,model/* surfaceLabel */.CR)(kind)} ${name} was ${added ? 'added' : 'removed'} ${when}`];
    }
}

// EXTERNAL MODULE: ./src/rules/static-rules.ts
var static_rules = __webpack_require__(99651);
;// CONCATENATED MODULE: ./src/rules/evaluate-rules.ts















// Each family of rules lives in its own module (file-, network-, process-, leak-, io-uring-, rug-pull-
// and host-containment-rules) and turns what it judges into occurrences through the shared Judge
// (judge.ts); aggregate-findings.ts makes them findings.
/** Declared scope (annotations, descriptions, policy) against the observed profile → findings. */
function evaluateRules(input) {
    const judge = new rules_judge/* Judge */.Ih(input);
    const occurrences = [];
    fileOccurrences(judge, occurrences);
    networkOccurrences(judge, occurrences);
    hostSocketOccurrences(judge, occurrences);
    (0,process_rules/* processOccurrences */.mg)(judge, occurrences);
    (0,process_rules/* leftoverOccurrences */.Q5)(judge, occurrences);
    leakOccurrences(judge, occurrences);
    ioUringOccurrences(judge, occurrences);
    clientTrapOccurrences(judge, occurrences);
    cloudOccurrences(judge, occurrences);
    occurrences.push(...rugPullOccurrences(input.rugPull, input.observed.listChanged));
    occurrences.push(...behaviourOccurrences(input.behaviour, input.calls));
    occurrences.push(...passOccurrences(input.passes, input.calls));
    const readHome = new Set(input.observed.files.flatMap((file) => (file.access === 'read' && file.homePath ? [file.homePath] : [])));
    (0,static_rules/* staticOccurrences */.bm)(judge, input.staticMap, occurrences);
    occurrences.push(...serverTextOccurrences(input.manifest, input.calls, input.resultText, (id) => readHome.has(id)));
    return aggregate(occurrences);
}


/***/ }),

/***/ 65428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $m: () => (/* binding */ parseStringArg),
/* harmony export */   Ad: () => (/* binding */ decodeCStringBytes),
/* harmony export */   OK: () => (/* binding */ parseCString),
/* harmony export */   P6: () => (/* binding */ cStringTruncated),
/* harmony export */   t9: () => (/* binding */ skipString)
/* harmony export */ });
/* unused harmony export closingQuote */
// C strings as strace prints them (`"a\n\"b\\\x41\101"`, `"..."...` when cut at -s bytes), decoded to
// bytes. The text is what a traced, untrusted server chose: nothing assumes it is well formed (undefined,
// never a throw). This is the parser's hottest path, hence the slab and the in-place unescaping.
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c;
const DOT = 0x2e;
const scratch = Buffer.allocUnsafe(65536);
// Decoded strings with escapes are views of a slab (a quarter of it at most; longer ones get a buffer of
// their own). A view kept by a consumer keeps its slab alive: the profile keeps none.
const SLAB_BYTES = 64 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let slabWords = new DataView(slab.buffer, slab.byteOffset, SLAB_BYTES);
let slabUsed = 0;
function octalDigit(code) {
    return code >= 0x30 && code <= 0x37;
}
function hexValue(code) {
    if (code >= 0x30 && code <= 0x39)
        return code - 0x30;
    if (code >= 0x61 && code <= 0x66)
        return code - 0x57;
    if (code >= 0x41 && code <= 0x46)
        return code - 0x37;
    return -1;
}
/** Index of the unescaped quote closing the C string that opens at `start`, or -1 when it is unterminated. */
function closingQuote(text, start) {
    // indexOf runs natively; payload strings of several KB make a per-char loop the parser's hot spot
    let i = start + 1;
    for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1)
            return -1;
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH)
            backslashes++;
        if (backslashes % 2 === 0)
            return quote;
        i = quote + 1;
    }
}
/** Index just past the closing quote of the C string opening at `start` (or text.length if unterminated). */
function skipString(text, start) {
    const quote = closingQuote(text, start);
    return quote === -1 ? text.length : quote + 1;
}
/**
 * Whether a C string token was cut at -s bytes (`"…"...`), found without decoding it; undefined when the
 * token is not one C string — exactly when parseCString would give undefined.
 */
function cStringTruncated(token) {
    if (token.charCodeAt(0) !== QUOTE)
        return undefined;
    const quote = closingQuote(token, 0);
    return quote === -1 ? undefined : closedAt(token, quote + 1);
}
/**
 * Decodes a C string token (`"a\n\"b\\\x41\101"`, optionally followed by `...`) into bytes.
 * The trace is read as latin1, so each char below 256 is one byte of the original output.
 */
function parseCString(token) {
    if (token.charCodeAt(0) !== QUOTE)
        return undefined;
    const length = token.length;
    const plain = token.indexOf('\\', 1) === -1;
    // The token is copied natively, then unescaped in place by one pass over its bytes (payloads of JSON
    // escape every few bytes, so per-run native calls would cost more than they save). The copy goes into
    // a slab and the result is a view of it: one allocation per SLAB_BYTES, not per string.
    let buf;
    let words;
    if (length > SLAB_BYTES / 4) {
        buf = Buffer.allocUnsafeSlow(length);
        words = new DataView(buf.buffer, buf.byteOffset, length);
    }
    else {
        if (slabUsed + length > SLAB_BYTES) {
            slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
            slabWords = new DataView(slab.buffer, slab.byteOffset, SLAB_BYTES);
            slabUsed = 0;
        }
        buf = slab;
        words = slabWords;
    }
    const base = buf === slab ? slabUsed : 0;
    const end = base + length;
    buf.write(token, base, length, 'latin1');
    if (plain) {
        // no escapes: the bytes between the quotes are the string, where they were written
        const close = token.indexOf('"', 1);
        const truncated = close === -1 ? undefined : closedAt(token, close + 1);
        if (truncated === undefined)
            return undefined;
        if (buf === slab)
            slabUsed = (base + close + 7) & ~7;
        return { bytes: buf.subarray(base + 1, base + close), truncated };
    }
    const n = unescapeInPlace(buf, words, base, end);
    if (n < 0)
        return undefined;
    const truncated = closedAt(token, closedQuoteAt - base + 1);
    if (truncated === undefined)
        return undefined;
    if (buf === slab)
        slabUsed = (n + 7) & ~7;
    return { bytes: buf.subarray(base, n), truncated };
}
/** Where unescapeInPlace found the closing quote (an out-parameter: it returns the output's end). */
let closedQuoteAt = 0;
/**
 * Unescapes the C string whose opening quote is at buf[base] and whose token ends at `end`, in place from
 * buf[base]: returns where the output ends (-1: no closing quote), the quote's index in closedQuoteAt.
 */
function unescapeInPlace(buf, words, base, end) {
    let n = base;
    let i = base + 1;
    for (;;) {
        // four bytes at a time while none of them is a quote or a backslash
        while (i + 4 <= end) {
            const word = words.getInt32(i, true);
            const quotes = word ^ 0x22222222;
            const backslashes = word ^ 0x5c5c5c5c;
            const special = (((quotes - 0x01010101) & ~quotes) | ((backslashes - 0x01010101) & ~backslashes)) & 0x80808080;
            if (special !== 0) {
                // the lowest flagged byte is the first quote or backslash (false flags only follow a true one)
                for (let clean = (31 - Math.clz32(special & -special)) >>> 3; clean > 0; clean--)
                    buf[n++] = buf[i++];
                break;
            }
            words.setInt32(n, word, true);
            n += 4;
            i += 4;
        }
        if (i >= end)
            return -1; // no closing quote
        const c = buf[i];
        if (c === QUOTE)
            break;
        if (c !== BACKSLASH) {
            buf[n++] = c;
            i++;
            continue;
        }
        if (i + 1 >= end)
            return -1;
        const e = buf[i + 1];
        i += 2;
        switch (e) {
            case 0x6e:
                buf[n++] = 0x0a;
                break; // \n
            case 0x74:
                buf[n++] = 0x09;
                break; // \t
            case 0x72:
                buf[n++] = 0x0d;
                break; // \r
            case 0x76:
                buf[n++] = 0x0b;
                break; // \v
            case 0x66:
                buf[n++] = 0x0c;
                break; // \f
            case 0x61:
                buf[n++] = 0x07;
                break; // \a
            case 0x62:
                buf[n++] = 0x08;
                break; // \b
            case 0x78: {
                // \xNN
                const hi = i < end ? hexValue(buf[i]) : -1;
                const lo = i + 1 < end ? hexValue(buf[i + 1]) : -1;
                if (hi >= 0 && lo >= 0) {
                    buf[n++] = hi * 16 + lo;
                    i += 2;
                }
                else
                    buf[n++] = 0x78;
                break;
            }
            default:
                if (octalDigit(e)) {
                    // \N, \NN, \NNN
                    let v = e - 0x30;
                    for (let k = 0; k < 2 && i < end && octalDigit(buf[i]); k++)
                        v = v * 8 + buf[i++] - 0x30;
                    buf[n++] = v & 0xff;
                }
                else
                    buf[n++] = e; // \" \\ and anything unexpected: the char itself
        }
    }
    closedQuoteAt = i;
    return n;
}
let scratchBytes = Buffer.allocUnsafeSlow(SLAB_BYTES);
let scratchWords = new DataView(scratchBytes.buffer, scratchBytes.byteOffset, SLAB_BYTES);
/**
 * parseCString of a token held as bytes (bytes[from, to), e.g. as the canary worker receives it), without
 * making a string of it. The result is a view of a buffer the next call overwrites.
 */
function decodeCStringBytes(bytes, from, to) {
    const length = to - from;
    if (length === 0 || bytes[from] !== QUOTE)
        return undefined;
    if (length > scratchBytes.length) {
        scratchBytes = Buffer.allocUnsafeSlow(Math.max(length, 2 * scratchBytes.length));
        scratchWords = new DataView(scratchBytes.buffer, scratchBytes.byteOffset, scratchBytes.length);
    }
    scratchBytes.set(bytes.subarray(from, to));
    const n = unescapeInPlace(scratchBytes, scratchWords, 0, length);
    if (n < 0)
        return undefined;
    const rest = length - closedQuoteAt - 1;
    if (rest === 0)
        return { bytes: scratchBytes.subarray(0, n), truncated: false };
    const dots = rest === 3 && scratchBytes[length - 3] === DOT && scratchBytes[length - 2] === DOT && scratchBytes[length - 1] === DOT;
    return dots ? { bytes: scratchBytes.subarray(0, n), truncated: true } : undefined;
}
/** What follows a C string's closing quote: nothing, or `...` when strace cut it (undefined: not a lone string). */
function closedAt(token, after) {
    const rest = token.length - after;
    if (rest === 0)
        return false;
    return rest === 3 && token.startsWith('...', after) ? true : undefined;
}
/** A C string as text (file names, argv); bytes are read as UTF-8. */
function parseStringArg(token) {
    // The common case, a plain ASCII name with no escapes, is its own text. It is copied (through the
    // scratch buffer, no allocation but the string) rather than sliced: a slice would keep the whole
    // trace line alive for as long as the profile holds the path.
    if (token.length <= scratch.length && PLAIN_ASCII_STRING.test(token)) {
        scratch.write(token, 0, token.length, 'latin1');
        return scratch.toString('latin1', 1, token.length - 1);
    }
    return parseCString(token)?.bytes.toString('utf8');
}
const PLAIN_ASCII_STRING = /^"[\x00-\x21\x23-\x5b\x5d-\x7f]*"$/;


/***/ })

};
