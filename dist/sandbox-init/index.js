import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: ./src/sandbox/init-exit-codes.ts
// How the sandbox init says why it stopped before the server ran (engine/init-status.ts reads them). A
// module without zod: the init's start evaluates none (init-main.ts).
const INIT_EXIT_SANDBOX_FAILED = 97;
const INIT_EXIT_STRACE_MISSING = 98;

;// CONCATENATED MODULE: ./src/sandbox/init-handoff.ts

// How the sandbox init gets its config: as the first bytes on its stdin — a 4-byte big-endian length,
// then that much JSON — after which the same stdin is the server's (the MCP client writes right behind
// it). The init is started before the audit's setup has made what the config names, so it builds the
// network sandbox meanwhile; and nothing about the server (its environment holds the canaries) is ever
// on a command line or in a file. The init reads exactly the config's bytes and not one more: what
// follows is the server's.
/** A config is a few KB; anything near this is not one. */
const MAX_CONFIG_BYTES = 16 * 1024 * 1024;
function encodeInitConfig(config) {
    const json = Buffer.from(JSON.stringify(config), 'utf8');
    const header = Buffer.alloc(4);
    header.writeUInt32BE(json.length);
    return Buffer.concat([header, json]);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Exactly `length` bytes from `fd` (on the thread pool, so the event loop runs on); null at end of input. */
async function readExactly(fd, length) {
    const buffer = Buffer.alloc(length);
    let offset = 0;
    while (offset < length) {
        const got = await new Promise((resolve, reject) => (0,external_node_fs_.read)(fd, buffer, offset, length - offset, null, (error, bytesRead) => (error ? reject(error) : resolve(bytesRead)))).catch(async (error) => {
            // a descriptor someone set non-blocking: wait for the writer
            if (error.code === 'EAGAIN')
                return sleep(5).then(() => -1);
            throw error;
        });
        if (got === 0)
            return null;
        if (got > 0)
            offset += got;
    }
    return buffer;
}
/**
 * The config's JSON from `fd`, as sent (the init validates it with SandboxInitConfigSchema: the CLI, which
 * only sends it, never evaluates that schema), or null when the input ends before one arrives: the audit
 * was called off during its setup (or the auditor is gone), and the init has nothing to do.
 */
async function readHandoff(fd) {
    const header = await readExactly(fd, 4);
    if (!header)
        return null;
    const length = header.readUInt32BE(0);
    if (length > MAX_CONFIG_BYTES)
        throw new Error(`config of ${length} bytes refused`);
    const json = await readExactly(fd, length);
    if (!json)
        return null;
    return JSON.parse(json.toString('utf8'));
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __nccwpck_require__(7030);
;// CONCATENATED MODULE: ./src/sandbox/http-relay.ts


const TCP_LISTEN = '0A';
function hexToIPv4(hex) {
    // /proc/net/tcp prints the address as one 32-bit word in host (little-endian) order.
    const bytes = Buffer.from(hex, 'hex').reverse();
    return [...bytes].join('.');
}
function hexToIPv6(hex) {
    // Four 32-bit words, each in host (little-endian) order.
    const bytes = Buffer.concat([0, 8, 16, 24].map((offset) => Buffer.from(hex.slice(offset, offset + 8), 'hex').reverse()));
    const groups = [];
    for (let index = 0; index < 16; index += 2)
        groups.push(bytes.readUInt16BE(index).toString(16));
    // Uncompressed (0:0:0:0:0:0:0:1): net.connect takes it as it is.
    return groups.join(':');
}
function reachable(address, family) {
    if (family === 4)
        return address === '0.0.0.0' ? '127.0.0.1' : address;
    if (address === '0:0:0:0:0:0:0:0')
        return '::1';
    return address;
}
/** The listening sockets in /proc/net/tcp or /proc/net/tcp6 text, in the kernel's order. */
function parseProcNetListeners(text, family) {
    const listeners = [];
    for (const line of text.split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        const [local, state] = [fields[1], fields[3]];
        if (!local || state !== TCP_LISTEN)
            continue;
        const [addressHex, portHex] = local.split(':');
        if (!addressHex || !portHex)
            continue;
        const address = family === 4 ? hexToIPv4(addressHex) : hexToIPv6(addressHex);
        listeners.push({ host: reachable(address, family), port: parseInt(portHex, 16) });
    }
    return listeners;
}
/** Every TCP listener of this process's network namespace, IPv4 first. */
function currentListeners() {
    const read = (path) => {
        try {
            return (0,external_node_fs_.readFileSync)(path, 'utf8');
        }
        catch {
            return '';
        }
    };
    return [...parseProcNetListeners(read('/proc/net/tcp'), 4), ...parseProcNetListeners(read('/proc/net/tcp6'), 6)];
}
const key = (listener) => `${listener.host}|${listener.port}`;
/**
 * The server's listener: on `port` when the user named it, else the first one that was not there before
 * the server started (`before`: the sink's, or the host's with --network host). Lowest port on a tie.
 */
function pickListener(now, port, before) {
    if (port !== null)
        return now.find((listener) => listener.port === port) ?? null;
    const old = new Set(before.map(key));
    const fresh = now.filter((listener) => !old.has(key(listener))).sort((a, b) => a.port - b.port);
    return fresh[0] ?? null;
}
/**
 * How often the listeners are read while the server starts: the probe's first request waits for the
 * listener's discovery (a few hundred bytes of /proc in the sandbox's own namespace, ~30 reads a start).
 */
const LISTENER_POLL_MS = 10;
/** Waits (polling) for the server's listener; null when the deadline passes or `stopped()` says so. */
async function waitForListener(port, before, waitMs, stopped) {
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline && !stopped()) {
        const found = pickListener(currentListeners(), port, before);
        if (found)
            return found;
        await new Promise((resolve) => setTimeout(resolve, LISTENER_POLL_MS));
    }
    return null;
}
/** Forwards every connection on the unix socket `socketPath` to `target`, byte for byte. */
function startRelay(socketPath, target, onError) {
    const server = (0,external_node_net_.createServer)((client) => {
        const upstream = (0,external_node_net_.connect)({ host: target.host, port: target.port });
        const end = () => {
            client.destroy();
            upstream.destroy();
        };
        client.on('error', end);
        upstream.on('error', (error) => {
            onError(`relay: ${error.message}`);
            end();
        });
        client.on('close', end);
        upstream.on('close', end);
        client.pipe(upstream);
        upstream.pipe(client);
    });
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => resolve(server));
    });
}

;// CONCATENATED MODULE: external "node:readline"
const external_node_readline_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");
;// CONCATENATED MODULE: ./src/sandbox/canary-watch.ts


// The kernel as a witness of canary reads: inotify on the canary home (through inotifywait) reports every
// read of a file there (ACCESS) and every read-only open once closed (CLOSE_NOWRITE, which covers mmap),
// whichever way the server made it — io_uring, a process strace lost, a syscall the trace does not decode.
// Opens for writing are left out: writing a canary file is not reading it. It cannot say who read (only that the server's sandbox did: nothing
// else runs there) nor what was read; the profile puts each read in a call by its time.
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
        const watcher = (0,external_node_child_process_namespaceObject.spawn)('inotifywait', ['-m', '-r', '-e', 'access,close_nowrite', '--format', '%e\t%w%f', root], { stdio: ['ignore', 'pipe', 'pipe'] });
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
        (0,external_node_readline_namespaceObject.createInterface)({ input: watcher.stdout }).on('line', (line) => {
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

;// CONCATENATED MODULE: external "node:dgram"
const external_node_dgram_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dgram");
;// CONCATENATED MODULE: ./src/sandbox/literal-udp.ts

/**
 * A UDP socket for the address literal `host` that never asks dns.lookup: every address the sink's sockets
 * are given is a literal (the host bound, the sender of a datagram answered, the redirect probe's target),
 * and dns.lookup tells one by node:net's isIP, whose IPv6 pattern V8 compiles at its first use: 5–18 ms of
 * the init's thread for `::`, on the way to the server's start.
 */
function literalUdpSocket(host) {
    const family = host.includes(':') ? 6 : 4;
    return (0,external_node_dgram_namespaceObject.createSocket)({
        type: family === 6 ? 'udp6' : 'udp4',
        ipv6Only: false,
        lookup: (address, _options, callback) => callback(null, address, family)
    });
}

;// CONCATENATED MODULE: ./src/sandbox/run-tool.ts

const TOOL_TIMEOUT_MS = 10_000;
const MAX_OUTPUT = 1024 * 1024;
/**
 * Runs one of the tools the sandbox init builds the sandbox with (ip, nft, mount) without blocking its
 * event loop, so that tools which do not depend on each other run at once and the init reads its config
 * meanwhile. `input` goes to its stdin; one still running after 10 s is killed.
 */
function runTool(command, args, input) {
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_namespaceObject.spawn)(command, args, { stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        const keep = (kept, chunk) => (kept.length < MAX_OUTPUT ? kept + chunk.toString('utf8') : kept);
        child.stdout?.on('data', (chunk) => (stdout = keep(stdout, chunk)));
        child.stderr?.on('data', (chunk) => (stderr = keep(stderr, chunk)));
        const timer = setTimeout(() => child.kill('SIGKILL'), TOOL_TIMEOUT_MS);
        let settled = false;
        const settle = (result) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            resolve({ ...result, stdout, stderr });
        };
        child.once('error', (error) => settle({ spawnError: error.message, status: null }));
        child.once('close', (code) => settle({ status: code }));
        if (input !== undefined) {
            child.stdin?.on('error', () => undefined);
            child.stdin?.end(input);
        }
    });
}
/** What a tool that failed said (stderr, else stdout), else how it ended. */
function toolSaid(result) {
    const said = (result.stderr || result.stdout).trim();
    return said || (result.status === null ? `killed after ${TOOL_TIMEOUT_MS / 1000} s` : `exit ${result.status}`);
}
/** Null when the tool succeeded; else what went wrong, as `command args: what it said`. */
function toolFailure(command, args, result) {
    if (result.spawnError !== undefined)
        return `${command}: ${result.spawnError}`;
    if (result.status === 0)
        return null;
    return `${command} ${args.join(' ')}: ${toolSaid(result)}`;
}

;// CONCATENATED MODULE: ./src/sandbox/sink-redirect.ts




// Every TCP connection and UDP datagram the server sends off loopback reaches the sink, whatever the
// port: an nftables rule in the sandbox's network namespace redirects what no sink port listens for to
// one catch-all port. The redirect hides the port the server asked for; the same rule marks the first
// packet for nftables tracing, and `nft monitor trace` hands each marked packet's original addresses
// to the sink. (SO_ORIGINAL_DST would say the same, but Node has no getsockopt, and conntrack's /proc
// file is closed to a user namespace; the trace works under root, userns and sudo alike.)
/** Where redirected TCP and UDP arrive; below 1024, so no server (never root in the sandbox) binds it. */
const SINK_CATCH_ALL_PORT = 1;
const TABLE = 'mcp_behave_sink';
/**
 * The ruleset: loopback stays loopback (a server talking to its own helper keeps working), the sink's
 * own ports are reached directly (every address is local), everything else goes to the catch-all port.
 * The NAT chain sees only the first packet of a flow, so one trace line per connection or UDP flow.
 */
function redirectRuleset(tcpPorts, udpPorts, catchAll = SINK_CATCH_ALL_PORT) {
    const set = (ports) => `{ ${[...new Set([catchAll, ...ports])].sort((a, b) => a - b).join(', ')} }`;
    return [
        `table inet ${TABLE} {`,
        '  chain output {',
        '    type nat hook output priority -100; policy accept;',
        '    ip daddr 127.0.0.0/8 return',
        '    ip6 daddr ::1 return',
        `    tcp dport != ${set(tcpPorts)} meta nftrace set 1 redirect to :${catchAll}`,
        `    udp dport != ${set(udpPorts)} meta nftrace set 1 redirect to :${catchAll}`,
        '  }',
        '}',
        ''
    ].join('\n');
}
/** Loads the ruleset into the current network namespace; the reason it could not, or null. */
async function installRedirect(tcpPorts, udpPorts) {
    const result = await runTool('nft', ['-f', '-'], redirectRuleset(tcpPorts, udpPorts));
    if (result.spawnError !== undefined)
        return `nft: ${result.spawnError} (install nftables)`;
    if (result.status !== 0)
        return `nft: ${toolSaid(result)}`;
    return null;
}
/**
 * One `packet:` line of `nft monitor trace` (e.g. `trace id 61506f8b inet mcp_behave_sink output packet:
 * oif "lo" ip saddr 198.51.100.7 ip daddr 198.51.100.7 … tcp sport 43186 tcp dport 8888 …`): the
 * addresses before the redirect rewrote them. Null for any other line.
 */
function readTracedPacket(line) {
    if (!/ packet: /.test(line))
        return null;
    const address = / ip6? saddr (\S+) ip6? daddr (\S+)/.exec(line);
    const ports = / (tcp|udp) sport (\d+) \1 dport (\d+)/.exec(line);
    if (!address || !ports)
        return null;
    return {
        transport: ports[1],
        source: { address: address[1], port: Number(ports[2]) },
        destination: { address: address[2], port: Number(ports[3]) }
    };
}
const MAX_REMEMBERED = 65_536;
/**
 * Where the readiness probes go: an address the namespace's route makes local, ports the redirect sends
 * on to the catch-all (nothing listens there yet, so each datagram is dropped). Each probe goes to the
 * next port: the NAT chain, and so the trace, sees only the first packet of a flow, and a first probe
 * sent before the monitor listened would otherwise hide every later one.
 */
const PROBE = { address: '198.51.100.1', firstPort: 40_000 };
const PROBE_EVERY_MS = 5;
const READY_WITHIN_MS = 2_000;
/** The original destinations of redirected flows, by transport and the server's source port. */
class OriginalDestinations {
    byFlow = new Map();
    monitor = null;
    probe = null;
    add(packet) {
        const key = `${packet.transport}:${packet.source.port}`;
        this.byFlow.delete(key);
        this.byFlow.set(key, packet.destination);
        if (this.byFlow.size > MAX_REMEMBERED)
            this.byFlow.delete(this.byFlow.keys().next().value);
    }
    lookup(transport, sourcePort) {
        return this.byFlow.get(`${transport}:${sourcePort}`);
    }
    /**
     * Starts `nft monitor trace`; resolves once it hands on traced packets, or with why it cannot. It
     * prints nothing until a packet is traced, so a datagram of our own is sent through the redirect every
     * few milliseconds until its trace line comes back (about 10 ms after the start).
     */
    watch() {
        return new Promise((resolve) => {
            const monitor = (0,external_node_child_process_namespaceObject.spawn)('nft', ['monitor', 'trace'], { stdio: ['ignore', 'pipe', 'pipe'] });
            this.monitor = monitor;
            // Kept bound while this process lives: no flow of the server's can then share the probe's source port.
            const probe = literalUdpSocket('0.0.0.0');
            this.probe = probe;
            probe.unref();
            probe.on('error', () => undefined);
            let probePort = 0;
            let stderr = '';
            let resend;
            const settle = (result) => {
                clearInterval(resend);
                clearTimeout(deadline);
                resolve(result);
            };
            const deadline = setTimeout(() => settle(`nft monitor trace showed no traced packet within ${READY_WITHIN_MS} ms`), READY_WITHIN_MS);
            monitor.stderr.on('data', (chunk) => {
                stderr = (stderr + chunk.toString('utf8')).slice(-2048);
            });
            (0,external_node_readline_namespaceObject.createInterface)({ input: monitor.stdout }).on('line', (line) => {
                const packet = readTracedPacket(line);
                if (!packet)
                    return;
                if (packet.transport === 'udp' && packet.source.port === probePort)
                    settle(null);
                else
                    this.add(packet);
            });
            monitor.once('error', (error) => settle(`nft monitor trace: ${error.message}`));
            monitor.once('exit', (code) => settle(`nft monitor trace exited (${code ?? 'signal'}): ${stderr.trim()}`));
            monitor.once('spawn', () => probe.bind(0, () => {
                probePort = probe.address().port;
                let port = PROBE.firstPort;
                const send = () => probe.send(Buffer.from('mcp-behave: is the trace monitor listening?'), port++, PROBE.address);
                send();
                resend = setInterval(send, PROBE_EVERY_MS);
            }));
        });
    }
    stop() {
        this.monitor?.kill();
        this.monitor = null;
        this.probe?.close();
        this.probe = null;
    }
}

;// CONCATENATED MODULE: external "node:tls"
const external_node_tls_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");
;// CONCATENATED MODULE: ./src/sandbox/sink-contexts.ts

/**
 * The CAs the sink trusts: none. It asks no client for a certificate and sends its chain whole (`cert`:
 * the leaf, then the run's authority). Left unset, Node parses the ~140 CAs it ships into a store at the
 * process's first context: 60 ms of CPU at rest, 150–250 under load, which the run's first HTTPS call
 * waited on for its ServerHello.
 */
const TRUSTS_NO_ONE = [];
/**
 * The sink's TLS contexts per server name, each made on first use from a leaf `issue` returns (PEM) and
 * kept (a flood of names is capped by the sink's callers; past `max` names a context is made per
 * connection). Concurrent connections for one name share one issuance; a name whose certificate could not
 * be made is tried afresh next time.
 */
function contextsPerName(authority, issue, max = 256) {
    const contexts = new Map();
    return (name) => {
        const key = name.toLowerCase();
        let context = contexts.get(key);
        if (!context) {
            context = issue(key).then((leaf) => (0,external_node_tls_namespaceObject.createSecureContext)({ key: authority.leafKeyPem, cert: leaf + authority.caCertPem, ca: TRUSTS_NO_ONE }));
            if (contexts.size < max) {
                contexts.set(key, context);
                context.catch(() => contexts.delete(key));
            }
        }
        return context;
    };
}

;// CONCATENATED MODULE: ./src/sandbox/unix-socket-path.ts
/**
 * The longest path a unix socket can be bound to or reached at (sun_path's 108 bytes, its NUL last).
 * Node binds a longer one cut to this length without a word: a socket meant for the 0700 run directory
 * would land beside it, in the temp dir, named like it.
 */
const MAX_UNIX_SOCKET_PATH_BYTES = 107;
function unix_socket_path_fitsUnixSocket(path) {
    return Buffer.byteLength(path) <= MAX_UNIX_SOCKET_PATH_BYTES;
}

;// CONCATENATED MODULE: ./src/sandbox/leaf-service.ts



// The sink's leaf certificates, issued by the thread that made the run's authority (authority-worker.ts)
// over a socket in the run directory: 0700, the same trust as authority.json beside it. That thread has
// the X.509 code evaluated and the issuer in hand; the sandbox init, which runs the sink, would otherwise
// evaluate that code (~60 ms) and parse the CA back (~15 ms) when the run's first TLS connection arrives,
// while the server waits for its ServerHello. One connection per leaf: the name as a JSON string and a
// newline, answered with the leaf's PEM and the end of the connection.
const MAX_REQUEST_BYTES = 1024;
const MAX_ANSWER_BYTES = 16 * 1024;
/** How long the init waits for a leaf before issuing it itself. */
const LEAF_ANSWER_TIMEOUT_MS = 2_000;
/** Listens on `path` and answers each name with `issue(name)`; resolves once listening. */
async function serveLeaves(path, issue) {
    if (!fitsUnixSocket(path))
        throw new Error(`${path} is too long for a unix socket`);
    const server = createServer((socket) => {
        let request = '';
        socket.setEncoding('utf8');
        socket.setTimeout(LEAF_ANSWER_TIMEOUT_MS, () => socket.destroy());
        socket.on('error', () => undefined);
        socket.on('data', (chunk) => {
            request += chunk;
            const end = request.indexOf('\n');
            if (end < 0) {
                if (request.length > MAX_REQUEST_BYTES)
                    socket.destroy();
                return;
            }
            socket.removeAllListeners('data');
            const name = nameIn(request.slice(0, end));
            if (name === null)
                socket.destroy();
            else
                issue(name).then((pem) => socket.end(pem), () => socket.destroy());
        });
    });
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(path, () => {
            server.off('error', reject);
            resolve(server);
        });
    });
}
function nameIn(line) {
    try {
        const name = JSON.parse(line);
        return typeof name === 'string' && name.length > 0 && name.length <= 255 ? name : null;
    }
    catch {
        return null;
    }
}
/** The leaf for `name` from the socket at `path`; rejects on anything but a PEM certificate within the timeout. */
async function askForLeaf(path, name, timeoutMs = LEAF_ANSWER_TIMEOUT_MS) {
    if (!unix_socket_path_fitsUnixSocket(path))
        throw new Error(`${path} is too long for a unix socket`);
    return new Promise((resolve, reject) => {
        let answer = '';
        const socket = (0,external_node_net_.connect)(path);
        socket.setEncoding('utf8');
        socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no leaf for ${name} within ${timeoutMs} ms`)));
        socket.on('error', reject);
        socket.on('data', (chunk) => {
            answer += chunk;
            if (answer.length > MAX_ANSWER_BYTES)
                socket.destroy(new Error('the leaf service answered too much'));
        });
        socket.on('end', () => (answer.startsWith('-----BEGIN CERTIFICATE-----') ? resolve(answer) : reject(new Error(`no leaf for ${name}`))));
        // after an answer or an error this is a no-op
        socket.on('close', () => reject(new Error('the leaf service closed')));
        // not ended: a server socket ends its side when ours ends, before its answer is written
        socket.write(`${JSON.stringify(name)}\n`);
    });
}
/**
 * The sink's TLS contexts: each leaf asked of the authority's thread at `leavesSocket`, or — without it,
 * or when it fails — issued here, with the X.509 code (tls-authority.ts) loaded on first use: evaluating
 * it costs tens of milliseconds, and most servers never open a TLS connection.
 */
function sinkContexts(authority, leavesSocket) {
    let here;
    const issueHere = async (name) => {
        here ??= Promise.all(/* import() */[__nccwpck_require__.e(594), __nccwpck_require__.e(238)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9238)).then(({ leavesFor }) => leavesFor(authority));
        return (await here)(name);
    };
    return contextsPerName(authority, leavesSocket ? async (name) => askForLeaf(leavesSocket, name).catch(async () => issueHere(name)) : issueHere);
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

;// CONCATENATED MODULE: ./src/settings/settings.ts
/** Allowed ranges of the numeric settings, the same for CLI flags and action inputs. */
const settings_SETTING_RANGES = {
    timeoutSeconds: { min: 1, max: 3600 },
    callsPerTool: { min: 1, max: 100 },
    minCoverage: { min: 0, max: 100 },
    /** bytes of payload the sink keeps per connection or datagram (--capture-bytes) */
    captureBytes: { min: 1024, max: 16 * 1024 * 1024 }
};

;// CONCATENATED MODULE: ./src/settings/capture-bytes.ts

/** What the sink keeps of each connection or datagram unless told otherwise (`--capture-bytes`). */
const DEFAULT_CAPTURE_BYTES = 64 * 1024;
const UNITS = { '': 1, k: 1024, kib: 1024, m: 1024 * 1024, mib: 1024 * 1024 };
/** `65536`, `64K`, `64KiB`, `1M` → bytes within SETTING_RANGES.captureBytes; or an error message saying what is expected. */
function parseCaptureBytes(text) {
    const { min, max } = SETTING_RANGES.captureBytes;
    const match = /^(\d+)\s*([a-z]*)$/i.exec(text.trim());
    const unit = match ? UNITS[match[2].toLowerCase()] : undefined;
    const bytes = match && unit !== undefined ? Number(match[1]) * unit : NaN;
    if (!Number.isSafeInteger(bytes) || bytes < min || bytes > max) {
        return { error: `'${text}' must be a number of bytes from ${min} (1K) to ${max} (16M); K and M mean KiB and MiB` };
    }
    return bytes;
}

;// CONCATENATED MODULE: ./src/sandbox/sink-records.ts


// What the sink keeps of what it receives, apart from how it answers (sink.ts, sink-tls.ts,
// sink-datagrams.ts): the capture budget every connection and datagram draws its payload from, the record
// of a redirected flow once its original destination is known, and network.jsonl's writer.
/** The first bytes of what is neither TLS, HTTP nor DNS, recorded in hex. */
const HEAD_HEX_BYTES = 32;
/**
 * What a connection carried (decrypted for TLS), kept for canary matching: the sink is a witness of its
 * own, beyond the trace's 4096 bytes per syscall. Per connection, and for the whole run, so a server
 * that floods the sink cannot fill the disk through network.jsonl.
 */
const MAX_CAPTURE_BYTES = DEFAULT_CAPTURE_BYTES;
const MAX_CAPTURE_TOTAL = 16 * 1024 * 1024;
/** Hands out capture bytes from the run's budget. */
function captureBudget(total) {
    let left = total;
    return (wanted) => {
        const granted = Math.max(0, Math.min(wanted, left));
        left -= granted;
        return granted;
    };
}
/** How long a redirected flow's record waits for its trace line (`nft monitor` may lag on a loaded machine). */
const TRACE_WAIT_MS = 2_000;
const TRACE_POLL_MS = 25;
/**
 * Records a redirected connection or datagram once its original destination is known, or as `unknown`
 * after TRACE_WAIT_MS — or at once when the sink is closing (it stays in `open` meanwhile).
 */
function recordRedirected(entry, originalOf, open, record) {
    const started = Date.now();
    const flush = () => {
        if (!open.delete(flush))
            return;
        clearTimeout(timer);
        redirectedTo(entry, originalOf(entry.sourcePort));
        record?.(entry);
    };
    const poll = () => {
        if (originalOf(entry.sourcePort) !== undefined || Date.now() - started >= TRACE_WAIT_MS)
            flush();
        else
            timer = setTimeout(poll, TRACE_POLL_MS);
    };
    open.add(flush);
    let timer = setTimeout(poll, 0);
}
/** Fills in where a redirected connection or datagram was going (see SinkRecord.redirected). */
function redirectedTo(entry, original) {
    if (original) {
        entry.address = original.address;
        entry.port = original.port;
        entry.redirected = 'traced';
    }
    else {
        entry.port = 0;
        entry.redirected = 'unknown';
    }
}
/**
 * Appends each record as a JSON line (network.jsonl), at most `max` of them: a server that opens
 * connections in a loop cannot fill the disk through the sink. The file is opened now, before the server
 * starts, and never through a symbolic link: a server that can reach it later cannot redirect the
 * (possibly root) sink's writes. Node opens it close-on-exec, so the server never inherits it.
 */
function jsonLinesRecorder(path, max, onError) {
    let fd = null;
    try {
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_NOFOLLOW);
    }
    catch (error) {
        onError(`sink: cannot record connections: ${error instanceof Error ? error.message : String(error)}`);
    }
    let written = 0;
    return (entry) => {
        if (fd === null || written >= max)
            return;
        written += 1;
        try {
            (0,external_node_fs_.writeSync)(fd, JSON.stringify(entry) + '\n');
        }
        catch (error) {
            fd = null;
            onError(`sink: cannot record connections: ${error instanceof Error ? error.message : String(error)}`);
        }
    };
}

;// CONCATENATED MODULE: external "node:http"
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
;// CONCATENATED MODULE: ./src/model/sink-address.ts
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

;// CONCATENATED MODULE: ./src/sandbox/sink-wire.ts
// The sink's reading and writing of wire formats, pure: the start of an HTTP request or a TLS ClientHello
// (its server name), HTTP/1 heads and replies, DNS questions and answers.


const MAX_TARGET = 2048;
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'CONNECT', 'TRACE'];
const MAX_RECORDED_HEADERS = 32;
const MAX_HEADER_VALUE = 256;
const CREDENTIAL_HEADER = /^(authorization|proxy-authorization|cookie|set-cookie)$|token|secret|password|api-?key|-key$|auth/i;
const TYPE_A = 1;
const TYPE_AAAA = 28;
/** 'yes' for the start of an HTTP/1 request, 'maybe' while too few bytes have come to tell. */
function httpStart(head) {
    const text = head.subarray(0, 8).toString('latin1');
    let maybe = false;
    for (const method of HTTP_METHODS) {
        if (text.startsWith(`${method} `))
            return 'yes';
        if (`${method} `.startsWith(text))
            maybe = true;
    }
    return maybe ? 'maybe' : 'no';
}
/** The server_name of a ClientHello body (after the handshake header); every length is checked. */
function serverNameOf(body) {
    let at = 2 + 32; // client_version, random
    if (at >= body.length)
        return undefined;
    at += 1 + body[at]; // session_id
    if (at + 2 > body.length)
        return undefined;
    at += 2 + body.readUInt16BE(at); // cipher_suites
    if (at >= body.length)
        return undefined;
    at += 1 + body[at]; // compression_methods
    if (at + 2 > body.length)
        return undefined;
    const extensionsEnd = Math.min(at + 2 + body.readUInt16BE(at), body.length);
    at += 2;
    while (at + 4 <= extensionsEnd) {
        const type = body.readUInt16BE(at);
        const length = body.readUInt16BE(at + 2);
        at += 4;
        if (type === 0) {
            const extensionEnd = Math.min(at + length, extensionsEnd);
            if (at + 2 > extensionEnd)
                return undefined;
            const listEnd = Math.min(at + 2 + body.readUInt16BE(at), extensionEnd);
            let entry = at + 2;
            while (entry + 3 <= listEnd) {
                const nameType = body[entry];
                const nameLength = body.readUInt16BE(entry + 1);
                entry += 3;
                if (entry + nameLength > listEnd)
                    return undefined;
                if (nameType === 0)
                    return body.subarray(entry, entry + Math.min(nameLength, 255)).toString('latin1');
                entry += nameLength;
            }
            return undefined;
        }
        at += length;
    }
    return undefined;
}
function handshakeLength(handshake) {
    return handshake.length >= 4 ? 4 + handshake.readUIntBE(1, 3) : null;
}
/**
 * Reads a TLS ClientHello from the first bytes of a connection, across as many handshake records as it
 * spans; null when the bytes are not one. An incomplete one still yields its SNI when the bytes so far
 * hold it.
 */
function readClientHello(data) {
    if (data[0] !== 0x16)
        return null;
    const fragments = [];
    let offset = 0;
    let complete = false;
    while (offset < data.length && data[offset] === 0x16) {
        if (offset + 5 > data.length)
            break;
        const length = data.readUInt16BE(offset + 3);
        if (length === 0 || length > 18_432)
            return null;
        const end = Math.min(offset + 5 + length, data.length);
        fragments.push(data.subarray(offset + 5, end));
        offset += 5 + length;
        const handshake = Buffer.concat(fragments);
        const needed = handshakeLength(handshake);
        if (handshake.length > 0 && handshake[0] !== 1)
            return null;
        if (needed !== null && handshake.length >= needed) {
            complete = true;
            break;
        }
        if (end < offset)
            break;
    }
    const handshake = Buffer.concat(fragments);
    const needed = handshakeLength(handshake);
    const sni = needed === null ? undefined : serverNameOf(handshake.subarray(4, needed));
    return { complete, ...(sni !== undefined ? { sni } : {}) };
}
function readHttpHead(head) {
    const text = head.toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    const [requestLine = '', ...headers] = (end >= 0 ? text.slice(0, end) : text).split('\r\n');
    const [method = '', target = ''] = requestLine.split(' ');
    const host = headers
        .find((line) => /^host:/i.test(line))
        ?.slice(5)
        .trim();
    return { complete: end >= 0, method, target: target.slice(0, MAX_TARGET), ...(host !== undefined ? { host: host.slice(0, 255) } : {}) };
}
/** `keepAliveSeconds`: the connection stays open for the next request (inside the opened TLS), idle this long at most. */
function httpResponse(reply, method, keepAliveSeconds) {
    const { status, contentType, body } = reply;
    const connection = keepAliveSeconds === undefined ? 'connection: close' : `connection: keep-alive\r\nkeep-alive: timeout=${keepAliveSeconds}`;
    const head = Buffer.from(`HTTP/1.1 ${status} ${external_node_http_namespaceObject.STATUS_CODES[status] ?? 'Status'}\r\ncontent-type: ${contentType}\r\n` + `content-length: ${body.length}\r\n${connection}\r\n\r\n`, 'latin1');
    return method === 'HEAD' ? head : Buffer.concat([head, body]);
}
/** Headers as the report shows them: credential values marked (the bytes stay in the payload for matching). */
function recordedHeaders(pairs) {
    return pairs
        .slice(0, MAX_RECORDED_HEADERS)
        .map(([name, value]) => [name.toLowerCase(), CREDENTIAL_HEADER.test(name) ? `[credential, ${value.length} characters]` : value.slice(0, MAX_HEADER_VALUE)]);
}
function http1Headers(head) {
    const text = head.toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    return (end >= 0 ? text.slice(0, end) : text)
        .split('\r\n')
        .slice(1)
        .flatMap((line) => {
        const colon = line.indexOf(':');
        return colon > 0 ? [[line.slice(0, colon).trim(), line.slice(colon + 1).trim()]] : [];
    });
}
/** Reads the first question of a DNS query; null when the packet is not one we can answer. */
function readDnsQuestion(packet) {
    if (packet.length < 12)
        return null;
    const questions = packet.readUInt16BE(4);
    if (questions < 1)
        return null;
    const labels = [];
    let offset = 12;
    for (;;) {
        const length = packet[offset];
        if (length === undefined || length > 63)
            return null;
        offset += 1;
        if (length === 0)
            break;
        if (offset + length > packet.length)
            return null;
        labels.push(packet.subarray(offset, offset + length).toString('latin1'));
        offset += length;
    }
    if (offset + 4 > packet.length)
        return null;
    return { name: labels.join('.'), type: packet.readUInt16BE(offset), qclass: packet.readUInt16BE(offset + 2), end: offset + 4 };
}
function ipv6Bytes(address) {
    const [head = '', tail = ''] = address.split('::');
    const headParts = head ? head.split(':') : [];
    const tailParts = tail ? tail.split(':') : [];
    const zeros = new Array(8 - headParts.length - tailParts.length).fill('0');
    const out = Buffer.alloc(16);
    [...headParts, ...zeros, ...tailParts].forEach((part, i) => out.writeUInt16BE(parseInt(part, 16), i * 2));
    return out;
}
/** Builds the answer to a query: A/AAAA get the name's sink address, anything else an empty NOERROR. */
function buildDnsAnswer(query) {
    const question = readDnsQuestion(query);
    if (!question)
        return null;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // id
    const recursionDesired = (query[2] ?? 0) & 0x01;
    header[2] = 0x80 | 0x04 | recursionDesired; // QR, AA, RD echoed
    header[3] = 0x80; // RA, NOERROR
    header.writeUInt16BE(1, 4);
    const questionBytes = query.subarray(12, question.end);
    let rdata = null;
    if (question.type === TYPE_A)
        rdata = Buffer.from(sinkIPv4For(question.name).split('.').map(Number));
    if (question.type === TYPE_AAAA)
        rdata = ipv6Bytes(sinkIPv6For(question.name));
    if (!rdata)
        return Buffer.concat([header, questionBytes]);
    header.writeUInt16BE(1, 6);
    const answer = Buffer.alloc(12);
    answer.writeUInt16BE(0xc00c, 0); // pointer to the question name
    answer.writeUInt16BE(question.type, 2);
    answer.writeUInt16BE(1, 4); // IN
    answer.writeUInt32BE(60, 6);
    answer.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([header, questionBytes, answer, rdata]);
}

;// CONCATENATED MODULE: ./src/sandbox/sink-datagrams.ts




// The sink's DNS (over UDP and over TCP: every query answered with a documentation-range address, its
// questions recorded) and its UDP datagrams (to the DNS port, and to the catch-all port the redirect
// sends every other datagram to).
/** Questions recorded per record (a DNS-over-TCP connection may carry many queries); the rest are answered, not recorded. */
const MAX_DNS_QUESTIONS = 64;
/** The answer to a DNS message, and its questions recorded in `entry`; null (nothing recorded) when it is not a query. */
function answerDnsQuery(message, entry, onAddressAsked) {
    const query = decodeDnsQuery(message);
    const answer = query ? buildDnsAnswer(message) : null;
    if (!query || !answer)
        return null;
    const questions = (entry.dns ??= []);
    for (const question of query.questions) {
        if (questions.length < MAX_DNS_QUESTIONS)
            questions.push({ name: question.name, type: question.type });
        if (question.type === 'A' || question.type === 'AAAA')
            onAddressAsked?.(question.name);
    }
    return answer;
}
/**
 * DNS over TCP (RFC 7766): each message is prefixed with its 2-byte length; every query is answered like one
 * over UDP and its questions are recorded. What is not a query closes the connection.
 */
function dnsOverTcp(socket, entry) {
    entry.protocol = 'dns';
    entry.transport = 'tcp';
    entry.reply = 'dns';
    entry.dns = [];
    let pending = Buffer.alloc(0);
    return (chunk) => {
        pending = Buffer.concat([pending, chunk]);
        while (pending.length >= 2 && pending.length >= 2 + pending.readUInt16BE(0)) {
            const message = pending.subarray(2, 2 + pending.readUInt16BE(0));
            pending = pending.subarray(2 + message.length);
            const answer = answerDnsQuery(message, entry);
            if (!answer) {
                pending = Buffer.alloc(0);
                socket.end();
                return;
            }
            const length = Buffer.alloc(2);
            length.writeUInt16BE(answer.length);
            socket.write(Buffer.concat([length, answer]));
        }
        // a length prefix never asks for more than 64 KiB: a client that says more has nothing more to send
        if (pending.length > 2 + 0xffff)
            socket.destroy();
    };
}
/** Records every datagram sent to the catch-all port: nothing is answered, the first bytes are kept. */
function listenCatchAllUdp(port, host, open, record, capture, originalOf) {
    return new Promise((resolve) => {
        const socket = literalUdpSocket(host);
        socket.on('message', (message, peer) => {
            const entry = datagramRecord(message, peer, port, capture);
            if (message.length > 0)
                entry.head = message.subarray(0, HEAD_HEX_BYTES).toString('hex');
            recordRedirected(entry, originalOf, open, record);
        });
        socket.once('error', () => resolve(null));
        socket.bind(port, host, () => resolve(socket));
    });
}
/** A datagram as the sink received it: from the server's source port, its first bytes kept within the capture budget. */
function datagramRecord(message, peer, port, capture) {
    const entry = {
        at: Date.now(),
        address: peer.address.replace(/^::ffff:/, ''),
        port,
        sourcePort: peer.port,
        transport: 'udp',
        protocol: message.length === 0 ? 'silent' : 'other',
        bytesReceived: message.length,
        reply: 'none'
    };
    const kept = capture.take(Math.min(message.length, capture.perConnection));
    if (kept > 0)
        entry.payload = message.subarray(0, kept).toString('base64');
    return entry;
}
/**
 * DNS over UDP: each query is answered and recorded with its questions, like one over TCP; any other
 * datagram to the DNS port is recorded like one to the catch-all. The address is the datagram's source,
 * which the kernel picks equal to its destination (every address is local in the namespace).
 * `onAddressAsked` hears each name an A or AAAA question asks for (the resolvers a server uses ask over
 * UDP; DNS over TCP is left out of it).
 */
function listenUdp(port, host, onError, record, capture, onAddressAsked) {
    return new Promise((resolve) => {
        const socket = literalUdpSocket(host);
        socket.on('message', (message, peer) => {
            const entry = datagramRecord(message, peer, port, capture);
            const answer = answerDnsQuery(message, entry, onAddressAsked);
            if (answer) {
                entry.protocol = 'dns';
                entry.reply = 'dns';
                socket.send(answer, peer.port, peer.address, (error) => error && onError(`dns reply: ${error.message}`));
            }
            else if (message.length > 0)
                entry.head = message.subarray(0, HEAD_HEX_BYTES).toString('hex');
            record?.(entry);
        });
        socket.once('error', () => resolve(null));
        socket.bind(port, host, () => resolve(socket));
    });
}

;// CONCATENATED MODULE: external "node:http2"
const external_node_http2_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");
;// CONCATENATED MODULE: external "node:stream"
const external_node_stream_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");
;// CONCATENATED MODULE: ./src/sandbox/sink-tls.ts




// The sink's TLS, with the run's authority (--network sandbox): the connection the sink has classified
// as a ClientHello (sink.ts) is opened with a certificate for its name, and the HTTP/1.1 or HTTP/2 inside
// is answered like plain HTTP, its decrypted bytes kept for canary matching.
/**
 * The connection's bytes so far (`head`) followed by the rest of the socket, as one stream TLS can read:
 * the sink had to read the ClientHello to know it was one.
 */
function replayed(socket, head, onBytes) {
    const stream = new external_node_stream_namespaceObject.Duplex({
        read: () => socket.resume(),
        write: (chunk, _encoding, callback) => socket.write(chunk, callback),
        final: (callback) => {
            socket.end();
            callback();
        }
    });
    stream.push(head);
    socket.removeAllListeners('data');
    socket.on('data', (chunk) => {
        onBytes(chunk.length);
        if (!stream.push(chunk))
            socket.pause();
    });
    socket.on('end', () => stream.push(null));
    stream.on('error', () => socket.destroy());
    return stream;
}
/**
 * Answers HTTP/2 inside the opened TLS (Node's http2 on the decrypted socket): each stream gets its
 * reply once its body has come; the first request's method, authority, path and headers are recorded, and each
 * request — its pseudo-headers and headers written out like an HTTP/1 head, then its body — is kept as the
 * payload for canary matching, and counted in plaintextBytes (HTTP/2's framing and compression aside, what
 * was sent reads the same as over HTTP/1).
 */
function serveHttp2(secure, replies, entry, capture, finish) {
    let kept = Buffer.alloc(0);
    const keep = (bytes) => {
        entry.plaintextBytes = (entry.plaintextBytes ?? 0) + bytes.length;
        kept = Buffer.concat([kept, bytes.subarray(0, capture.take(Math.min(bytes.length, Math.max(0, capture.perConnection - kept.length))))]);
        entry.payload = kept.toString('base64');
    };
    const server = (0,external_node_http2_namespaceObject.createServer)();
    server.on('stream', (stream, headers) => {
        const method = String(headers[':method'] ?? '');
        const path = String(headers[':path'] ?? '').slice(0, MAX_TARGET);
        const authority = headers[':authority'] === undefined ? undefined : String(headers[':authority']).slice(0, 255);
        const pairs = Object.entries(headers)
            .filter(([name]) => !name.startsWith(':'))
            .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')]);
        const first = !entry.http;
        if (first)
            entry.http = { method, target: path, ...(authority !== undefined ? { host: authority } : {}), version: '2', headers: recordedHeaders(pairs) };
        keep(Buffer.from(`${method} ${path} HTTP/2\r\n${pairs.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`, 'latin1'));
        const body = [];
        let bodyBytes = 0;
        stream.on('data', (chunk) => {
            keep(chunk);
            if (bodyBytes < MAX_SHAPED_BODY)
                body.push(chunk.subarray(0, MAX_SHAPED_BODY - bodyBytes));
            bodyBytes += chunk.length;
        });
        stream.on('error', () => undefined);
        stream.on('end', () => {
            if (stream.destroyed)
                return;
            const reply = replies.answer({
                method,
                target: path,
                ...(authority !== undefined ? { host: authority } : {}),
                headers: new Map(pairs.map(([name, value]) => [name.toLowerCase(), value])),
                body: Buffer.concat(body)
            });
            if (first) {
                entry.status = reply.status;
                entry.replied = reply.replied;
            }
            stream.respond({ ':status': reply.status, 'content-type': reply.contentType, 'content-length': String(reply.body.length) });
            stream.end(method === 'HEAD' ? undefined : reply.body);
        });
    });
    server.on('session', (session) => {
        session.on('error', finish);
        session.on('close', finish);
    });
    secure.secureConnecting = false;
    server.emit('connection', secure);
}
/** What of a request's body its reply is shaped from (a POST echoed, a GraphQL query). */
const MAX_SHAPED_BODY = 256 * 1024;
/** What of one HTTP/1.1 request is read to frame and answer it, whatever the capture keeps. */
const MAX_REQUEST_READ = MAX_SHAPED_BODY + 64 * 1024;
/** Requests answered on one kept-alive connection; the last of them is answered with `connection: close`. */
const MAX_REQUESTS_PER_CONNECTION = 100;
/** How long a TLS connection may sit idle in its handshake or before its first request. */
const TLS_IDLE_MS = 2_000;
/**
 * Told to the client in `keep-alive: timeout=`: clients stop reusing a connection a margin before it (fetch's
 * undici 2 s, Node's agent 1 s), so it must be above that margin for the connection to be kept at all.
 */
const KEEP_ALIVE_SECONDS = 5;
/** The sink waits this much longer than it said, so it never closes a connection a client is just reusing. */
const KEPT_IDLE_MS = KEEP_ALIVE_SECONDS * 1000 + 1_000;
/**
 * Opens the TLS a client sent, reads its HTTP request (HTTP/1.1, or HTTP/2 by ALPN) and answers it like
 * plain HTTP. HTTP/1.1 requests framed by content-length are answered with the connection kept open, each
 * emitted as a record of its own (`request` from the second), so a client that keeps its connections
 * (fetch, Node's agent) pays one handshake, not one per call.
 */
function openTls(socket, head, context, replies, entry, capture, done, records) {
    const secure = new external_node_tls_namespaceObject.TLSSocket(replayed(socket, head, (count) => (entry.bytesReceived += count)), { isServer: true, secureContext: context, ALPNProtocols: ['h2', 'http/1.1'] });
    // Until the handshake completes, the client has not accepted the run's certificate: one that closes or
    // fails here (certificate pinning, its own trust store) refused it.
    entry.reply = 'tls-refused';
    const finish = () => {
        secure.destroy();
        socket.destroy();
        done();
    };
    secure.on('error', finish);
    secure.setTimeout(TLS_IDLE_MS, finish);
    secure.on('secure', () => {
        entry.reply = 'tls-opened';
        entry.plaintextBytes = 0;
        // requests wait in the stream (no reader yet) while the reply shaping finishes loading: the client
        // waits on us then, and the first request may wait on what the server's package says of its API
        secure.setTimeout(0);
        void replies.ready().then(() => {
            if (secure.destroyed)
                return;
            secure.setTimeout(TLS_IDLE_MS);
            if (secure.alpnProtocol === 'h2')
                serveHttp2(secure, replies, entry, capture, finish);
            else
                answerHttp1(secure, replies, entry, capture, finish, records);
        });
    });
}
/** HTTP/1.x inside the opened TLS: each request answered, the connection kept while requests are framed by content-length. */
function answerHttp1(secure, replies, entry, capture, finish, records) {
    /** what is read of the current request (and of what follows it, once answered with connection: close), up to MAX_REQUEST_READ */
    let request = Buffer.alloc(0);
    /** how much of `request` the capture keeps (its payload): the run's capture budget may run out, its answer never depends on that */
    let kept = 0;
    const maxRead = Math.max(capture.perConnection, MAX_REQUEST_READ);
    /** answered with connection: close: whatever else comes is read into this request's record */
    let last = false;
    let served = 0;
    const answer = (head, read, keepAlive) => {
        entry.http = {
            method: head.method,
            target: head.target,
            ...(head.host !== undefined ? { host: head.host } : {}),
            headers: recordedHeaders(http1Headers(read))
        };
        const headEnd = read.indexOf('\r\n\r\n');
        const reply = replies.answer({
            method: head.method,
            target: head.target,
            ...(head.host !== undefined ? { host: head.host } : {}),
            headers: new Map(http1Headers(read).map(([name, value]) => [name.toLowerCase(), value])),
            body: headEnd < 0 ? Buffer.alloc(0) : read.subarray(headEnd + 4, headEnd + 4 + MAX_SHAPED_BODY)
        });
        entry.status = reply.status;
        entry.replied = reply.replied;
        entry.payload = read.subarray(0, kept).toString('base64');
        served += 1;
        secure.write(httpResponse(reply, head.method, keepAlive ? KEEP_ALIVE_SECONDS : undefined));
        if (!keepAlive) {
            last = true;
            secure.end();
            return;
        }
        secure.setTimeout(KEPT_IDLE_MS);
        records.emit({ ...entry });
        // the next request starts from nothing: its own time, bytes and payload
        delete entry.http;
        delete entry.status;
        delete entry.replied;
        delete entry.payload;
        entry.bytesReceived = 0;
        entry.plaintextBytes = 0;
        entry.request = served + 1;
        records.recordAtClose = false;
    };
    secure.on('data', (chunk) => {
        if (!records.recordAtClose) {
            records.recordAtClose = true;
            entry.at = Date.now();
        }
        entry.plaintextBytes = (entry.plaintextBytes ?? 0) + chunk.length;
        const room = capture.take(Math.min(chunk.length, Math.max(0, capture.perConnection - kept)));
        const read = Math.max(room, Math.min(chunk.length, maxRead - request.length));
        // the kept bytes are the first of what is read: once the capture stops, it stops for this request
        if (kept === request.length)
            kept += room;
        request = Buffer.concat([request, chunk.subarray(0, read)]);
        if (last)
            return;
        // Answered once the whole request is read, or as much of it as may be: what is past that is read and
        // dropped, and the connection closed after the answer (where the next request starts is not known).
        const full = request.length >= maxRead || read < chunk.length;
        for (;;) {
            const parsed = readHttpHead(request);
            if (!parsed.complete && !full)
                return;
            const headEnd = request.indexOf('\r\n\r\n');
            const headText = request.subarray(0, headEnd < 0 ? request.length : headEnd).toString('latin1');
            const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headText)?.[1] ?? 0);
            const bodyStart = headEnd + 4;
            if (parsed.complete && !full && request.length - bodyStart < length)
                return;
            // a body of unknown length (chunked) or a client asking to close: answered, and what follows is this request's
            const framed = parsed.complete && !full && !/\r\ntransfer-encoding:/i.test(headText);
            const keepAlive = framed && served + 1 < MAX_REQUESTS_PER_CONNECTION && !/\r\nconnection:\s*close/i.test(headText);
            if (!keepAlive)
                return answer(parsed, request, false);
            const end = bodyStart + length;
            const next = request.subarray(end);
            // a request sent right behind this one (pipelined) is its own
            entry.plaintextBytes = (entry.plaintextBytes ?? 0) - next.length;
            answer(parsed, request.subarray(0, end), true);
            kept = Math.max(0, kept - end);
            request = Buffer.from(next);
            if (request.length === 0)
                return;
            records.recordAtClose = true;
            entry.at = Date.now();
            entry.plaintextBytes = request.length;
        }
    });
    secure.on('end', () => {
        if (records.recordAtClose && request.length > 0 && entry.payload === undefined)
            entry.payload = request.subarray(0, kept).toString('base64');
        // A client that half-closes right after its request gets the answer once it is written out, not a reset.
        if (secure.writableFinished)
            return finish();
        secure.once('finish', finish);
        if (!last)
            secure.end();
    });
}

;// CONCATENATED MODULE: ./src/sandbox/sink-replies.ts
/** One reply for every request: `--http-reply`'s. */
function fixedReplies(reply) {
    const replied = { shape: 'fixed', contentType: reply.contentType, bytes: reply.body.length };
    return { ready: () => Promise.resolve(), answer: () => ({ ...reply, replied }) };
}
/** Replies shaped per request, the shaping loaded on the first call of ready(). */
function shapedReplies(options) {
    let answer = null;
    let loading = null;
    const load = async () => {
        const [{ shapeReply, compileIndex }, { replyLessonReader }] = await Promise.all([Promise.all(/* import() */[__nccwpck_require__.e(816), __nccwpck_require__.e(929), __nccwpck_require__.e(977), __nccwpck_require__.e(567)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6567)), Promise.all(/* import() */[__nccwpck_require__.e(816), __nccwpck_require__.e(217)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3217))]);
        let indexed = { openapi: null };
        if (options.apiIndex) {
            try {
                const index = await options.apiIndex();
                if (index) {
                    const { values, reads, definitions, everywhere } = index;
                    indexed = { openapi: compileIndex(index), values, reads, definitions, ...(everywhere !== undefined ? { everywhere } : {}) };
                }
            }
            catch (error) {
                options.onError?.(`sink: cannot read what the server's package says of its API: ${error instanceof Error ? error.message : String(error)}`);
            }
        }
        const lesson = options.lessonPath ? replyLessonReader(options.lessonPath) : () => null;
        answer = (request) => shapeReply(request, { lesson: lesson(), ...indexed });
    };
    const fallback = fixedReplies({ status: 200, contentType: 'application/json', body: Buffer.from('{}') });
    return {
        // a chunk that cannot load leaves the sink answering `{}`, never a request unanswered
        ready: () => (loading ??= load().catch((error) => {
            options.onError?.(`sink: shaped replies unavailable: ${error instanceof Error ? error.message : String(error)}`);
            answer = fallback.answer;
        })),
        answer: (request) => {
            if (!answer)
                throw new Error('sink replies used before ready()');
            return answer(request);
        }
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./src/sandbox/canary-cloud.ts
// The canary cloud: the sink answers the instance metadata services of AWS (IMDSv1, and IMDSv2's token
// first), GCP (metadata.google.internal, Metadata-Flavor: Google) and Azure (Metadata: true) the way the
// real ones do, with canary instance credentials. On a cloud CI runner those endpoints hand out real
// credentials; here the role's keys are this run's canaries, so the same matching that follows the canary
// home follows them out of the process.
//
// Why this never reaches a real cloud: the sink runs in the sandbox's own network namespace, where the
// init routes every IPv4 and IPv6 address to loopback (`route add local 0.0.0.0/0 dev lo`, init-main.ts)
// and nothing routes off the machine. 169.254.169.254 inside it is a local address the sink listens on,
// and metadata.google.internal resolves (through the sink's DNS) to a documentation address that is local
// too. The server's request never leaves the namespace; the canary answer is all it can get.

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64URL = BASE62 + '-_';
/** `count` characters of `alphabet`, uniformly (rejection sampling). */
function pickChars(alphabet, count, random = external_node_crypto_.randomBytes) {
    const limit = 256 - (256 % alphabet.length);
    let out = '';
    while (out.length < count) {
        for (const byte of random(count * 2)) {
            if (byte < limit && out.length < count)
                out += alphabet[byte % alphabet.length];
        }
    }
    return out;
}
const AWS_ROLE = 'ec2-app-role';
const AWS_AUDIENCE = { hosts: ['*.amazonaws.com', 'amazonaws.com'], programs: ['aws'] };
const GCP_AUDIENCE = { hosts: ['*.googleapis.com', 'googleapis.com'], programs: ['gcloud', 'gsutil'] };
const AZURE_AUDIENCE = { hosts: ['*.azure.com', '*.microsoft.com', '*.windows.net', '*.azure.net'], programs: ['az'] };
/** Fresh instance credentials for this run, and the canaries they are (ids `cloud:…`). */
function cloudCanaries(random) {
    const pick = (alphabet, count) => pickChars(alphabet, count, random);
    const credentials = {
        awsAccessKeyId: 'ASIA' + pick(UPPER_ALNUM, 16),
        awsSecretAccessKey: pick(BASE62 + '+/', 40),
        awsSessionToken: 'IQoJb3JpZ2luX2VjE' + pick(BASE62 + '+/', 300),
        gcpAccessToken: 'ya29.c.' + pick(BASE64URL, 160),
        azureAccessToken: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.' + pick(BASE64URL, 220)
    };
    const canaries = [
        { id: 'cloud:aws-instance-role AccessKeyId', value: credentials.awsAccessKeyId, audience: AWS_AUDIENCE },
        { id: 'cloud:aws-instance-role SecretAccessKey', value: credentials.awsSecretAccessKey, audience: AWS_AUDIENCE },
        // the fixed prefix of a session token says nothing of this run: only the random part is the canary
        { id: 'cloud:aws-instance-role Token', value: credentials.awsSessionToken.slice(17), audience: AWS_AUDIENCE },
        { id: 'cloud:gcp-service-account token', value: credentials.gcpAccessToken.slice(7), audience: GCP_AUDIENCE },
        { id: 'cloud:azure-managed-identity token', value: credentials.azureAccessToken.slice(37), audience: AZURE_AUDIENCE }
    ];
    return { credentials, canaries };
}
/** Names and addresses of the metadata services (AWS and Azure 169.254.169.254, GCP, Alibaba 100.100.100.200, AWS's IPv6). */
const METADATA_HOSTS = new Set(['169.254.169.254', 'metadata.google.internal', 'metadata', '100.100.100.200', 'fd00:ec2::254', '[fd00:ec2::254]']);
function isMetadataHost(host) {
    if (host === undefined)
        return false;
    const bare = host
        .toLowerCase()
        .replace(/:\d+$/, '')
        .replace(/^::ffff:/, '');
    return METADATA_HOSTS.has(bare) || METADATA_HOSTS.has(host.toLowerCase());
}
const json = (value) => ({ status: 200, contentType: 'application/json', body: Buffer.from(JSON.stringify(value)) });
const canary_cloud_text = (value) => ({ status: 200, contentType: 'text/plain', body: Buffer.from(value) });
const NOT_FOUND = { status: 404, contentType: 'text/plain', body: Buffer.from('Not Found') };
const UNAUTHORIZED = { status: 401, contentType: 'text/plain', body: Buffer.from('Unauthorized') };
const FORBIDDEN = { status: 403, contentType: 'text/plain', body: Buffer.from('Forbidden') };
/** The metadata service's answer to a request, or null when the request is not for one. */
function metadataReply(request, credentials, now = Date.now()) {
    if (!isMetadataHost(request.host) && !isMetadataHost(request.address))
        return null;
    const path = request.target.replace(/^https?:\/\/[^/]+/i, '').split('?')[0] ?? '';
    if (path.startsWith('/computeMetadata/'))
        return gcp(path, request, credentials);
    if (path.startsWith('/metadata/'))
        return azure(path, request, credentials, now);
    if (path.startsWith('/latest/') || path === '/latest')
        return aws(path, request, credentials, now);
    return NOT_FOUND;
}
function aws(path, request, credentials, now) {
    if (path === '/latest/api/token') {
        // IMDSv2: a PUT with the TTL header gets a session token (not a canary: it goes back to the service itself)
        if (request.method !== 'PUT' || !request.headers.has('x-aws-ec2-metadata-token-ttl-seconds'))
            return { ...FORBIDDEN, status: 400 };
        return canary_cloud_text('AQAEA' + pickChars(BASE64URL, 51));
    }
    const meta = path.replace(/^\/latest\/meta-data\/?/, '');
    if (!path.startsWith('/latest/meta-data') && path !== '/latest/dynamic/instance-identity/document')
        return NOT_FOUND;
    if (path === '/latest/dynamic/instance-identity/document') {
        return json({
            accountId: '123456789012',
            architecture: 'x86_64',
            availabilityZone: 'us-east-1a',
            imageId: 'ami-0c55b159cbfafe1f0',
            instanceId: 'i-0b22a22eec53b9321',
            instanceType: 'm5.large',
            region: 'us-east-1',
            version: '2017-09-30'
        });
    }
    const leaves = {
        '': 'ami-id\nhostname\niam/\ninstance-id\ninstance-type\nlocal-ipv4\nplacement/\n',
        'ami-id': 'ami-0c55b159cbfafe1f0',
        hostname: 'ip-10-0-1-17.ec2.internal',
        'instance-id': 'i-0b22a22eec53b9321',
        'instance-type': 'm5.large',
        'local-ipv4': '10.0.1.17',
        'placement/availability-zone': 'us-east-1a',
        'placement/region': 'us-east-1',
        iam: 'info\nsecurity-credentials/',
        'iam/': 'info\nsecurity-credentials/',
        'iam/security-credentials': AWS_ROLE,
        'iam/security-credentials/': AWS_ROLE
    };
    const leaf = leaves[meta];
    if (leaf !== undefined)
        return canary_cloud_text(leaf);
    if (meta === 'iam/info')
        return json({
            Code: 'Success',
            LastUpdated: new Date(now).toISOString(),
            InstanceProfileArn: `arn:aws:iam::123456789012:instance-profile/${AWS_ROLE}`,
            InstanceProfileId: 'AIPAJ' + 'Q3EXAMPLE7ZZ4T'
        });
    if (meta === `iam/security-credentials/${AWS_ROLE}` || meta === `iam/security-credentials/${AWS_ROLE}/`) {
        return json({
            Code: 'Success',
            LastUpdated: new Date(now).toISOString(),
            Type: 'AWS-HMAC',
            AccessKeyId: credentials.awsAccessKeyId,
            SecretAccessKey: credentials.awsSecretAccessKey,
            Token: credentials.awsSessionToken,
            Expiration: new Date(now + 6 * 3600_000).toISOString()
        });
    }
    return NOT_FOUND;
}
function gcp(path, request, credentials) {
    // The real service refuses a request without the header (a guard against SSRF).
    if (request.headers.get('metadata-flavor')?.toLowerCase() !== 'google')
        return FORBIDDEN;
    const v1 = path.replace(/^\/computeMetadata\/v1\/?/, '');
    const account = 'app@demo-project-314159.iam.gserviceaccount.com';
    const leaves = {
        '': 'instance/\nproject/\n',
        'project/project-id': 'demo-project-314159',
        'project/numeric-project-id': '314159265358',
        'instance/id': '4815162342108',
        'instance/zone': 'projects/314159265358/zones/us-central1-a',
        'instance/hostname': 'app-1.us-central1-a.c.demo-project-314159.internal',
        'instance/service-accounts/': 'default/\n' + account + '/\n',
        'instance/service-accounts/default/email': account,
        'instance/service-accounts/default/scopes': 'https://www.googleapis.com/auth/cloud-platform\n'
    };
    const leaf = leaves[v1];
    if (leaf !== undefined)
        return { ...canary_cloud_text(leaf), contentType: 'application/text' };
    if (/^instance\/service-accounts\/[^/]+\/token$/.test(v1)) {
        return json({ access_token: credentials.gcpAccessToken, expires_in: 3599, token_type: 'Bearer' });
    }
    return NOT_FOUND;
}
function azure(path, request, credentials, now) {
    if (request.headers.get('metadata')?.toLowerCase() !== 'true')
        return { ...UNAUTHORIZED, status: 400 };
    if (path === '/metadata/instance' || path === '/metadata/instance/') {
        return json({
            compute: {
                azEnvironment: 'AzurePublicCloud',
                location: 'eastus',
                name: 'app-vm-1',
                vmId: '0c7fa3c1-5b8e-4f4e-9f43-2d1b8c0e6a11',
                vmSize: 'Standard_D2s_v3'
            }
        });
    }
    if (path === '/metadata/identity/oauth2/token') {
        const expires = Math.floor(now / 1000) + 3600;
        return json({
            access_token: credentials.azureAccessToken,
            expires_in: '3599',
            expires_on: String(expires),
            resource: 'https://management.azure.com/',
            token_type: 'Bearer'
        });
    }
    return NOT_FOUND;
}

;// CONCATENATED MODULE: ./src/sandbox/sink.ts









// The sink runs inside the server's network namespace, where every IPv4 and IPv6 address is routed to
// loopback. It accepts TCP on the ports servers commonly phone home on (and, through the redirect of
// sink-redirect.ts, on every other port and UDP as well) and answers at once, so a call
// that goes to the network fails (or succeeds) fast instead of waiting on a timer; and it answers every
// DNS query with a documentation-range address, so a server that looks a name up goes on to connect.
// Nothing it receives is forwarded anywhere: the namespace has no route off the machine.
//
// Here: the listeners and each TCP connection's first bytes, which say what it is (TLS, HTTP, DNS over
// TCP, anything else). Apart: the TLS it opens with the run's authority and the HTTP inside it
// (sink-tls.ts), DNS and UDP datagrams (sink-datagrams.ts), what is kept and recorded of each connection
// (sink-records.ts), and the wire formats it reads, pure (sink-wire.ts).
const SINK_TCP_PORTS = [21, 22, 23, 25, 53, 80, 110, 143, 443, 465, 587, 853, 993, 995, 1080, 3128, 4444, 6667, 8080, 8443, 9050];
const MAX_BYTES_PER_CONNECTION = 1 << 20;
// A client that connects and says nothing (or stops half-way through a ClientHello or a request head) is
// closed after this long without data; a client that waits for a banner then fails at once.
const SINK_IDLE_MS = 250;
/** What is buffered to tell TLS from HTTP from anything else: a whole ClientHello or request head. */
const MAX_HEAD_BYTES = 32 * 1024;
/** Connections recorded in network.jsonl; the rest are answered but not recorded. */
const SINK_LOG_MAX_RECORDS = 10_000;
/** `--http-reply 200`: a reply every JSON client can parse (the default is a reply shaped per request, sink-replies.ts). */
const DEFAULT_HTTP_REPLY = { status: 200, contentType: 'application/json', body: Buffer.from('{}') };
// A fatal handshake_failure alert in a plain TLS record: the sink holds no certificate, and says so at once.
const TLS_HANDSHAKE_FAILURE = Buffer.from([0x15, 0x03, 0x03, 0x00, 0x02, 0x02, 0x28]);
// A proxy client asking for a tunnel is refused: a 200 would make it start TLS into nothing.
const TUNNEL_REFUSED = { status: 502, contentType: 'text/plain', body: Buffer.alloc(0) };
/**
 * Answers a connection as soon as its first bytes say what it is: a TLS ClientHello gets its SNI recorded
 * and a fatal alert (or, with the run's authority, is opened), an HTTP request the configured reply,
 * anything else is closed. Nothing is forwarded.
 */
function handleTcp(socket, replies, open, record, tlsContext, capture, originalOf, dnsPort, cloud) {
    const captured = [];
    let capturedBytes = 0;
    const entry = {
        at: Date.now(),
        address: (socket.localAddress ?? '').replace(/^::ffff:/, ''),
        port: socket.localPort ?? 0,
        sourcePort: socket.remotePort ?? 0,
        protocol: 'silent',
        bytesReceived: 0,
        reply: 'closed'
    };
    let head = Buffer.alloc(0);
    let decided = false;
    const dns = dnsPort !== undefined && socket.localPort === dnsPort ? dnsOverTcp(socket, entry) : null;
    if (dns)
        decided = true;
    const answer = (data) => {
        decided = true;
        // Half-close: the client reads the answer and closes its side; whatever it still writes is read and
        // dropped, so it never meets a reset before it has read the answer.
        if (data)
            socket.end(data);
        else
            socket.end();
    };
    /** final: no more bytes will be waited for (idle, closed, or the head buffer is full) */
    const classify = (final) => {
        if (head.length === 0) {
            if (final)
                decided = true;
            return;
        }
        const full = final || head.length >= MAX_HEAD_BYTES;
        const hello = head[0] === 0x16 ? readClientHello(head) : null;
        if (hello) {
            if (!hello.complete && !full)
                return;
            entry.protocol = 'tls';
            if (hello.sni !== undefined)
                entry.sni = hello.sni;
            if (tlsContext && hello.complete) {
                decided = true;
                const name = hello.sni ?? entry.address;
                socket.setTimeout(0);
                // A name met for the first time waits for its certificate; what the client sends meanwhile stays in the socket.
                socket.pause();
                // the leaf asked for first (the authority's thread issues it), then the reply shaping loaded here meanwhile
                const context = tlsContext(name);
                void replies.ready();
                void context.then((context) => {
                    if (!socket.destroyed)
                        openTls(socket, head, context, replies, entry, capture, finish, tlsRecords);
                }, () => {
                    entry.reply = 'tls-alert';
                    socket.resume();
                    answer(TLS_HANDSHAKE_FAILURE);
                });
                return;
            }
            entry.reply = 'tls-alert';
            return answer(TLS_HANDSHAKE_FAILURE);
        }
        const start = httpStart(head);
        if (start === 'maybe' && !full)
            return;
        if (start === 'yes') {
            const request = readHttpHead(head);
            if (!request.complete && !full)
                return;
            const headers = new Map(http1Headers(head).map(([name, value]) => [name.toLowerCase(), value]));
            const bodyStart = head.indexOf('\r\n\r\n') + 4;
            const length = Number(headers.get('content-length') ?? 0) || 0;
            // the body too, when it says how long it is: a POST is echoed, a GraphQL query answered
            if (!full && head.length - bodyStart < length)
                return;
            decided = true;
            const metadata = cloud ? metadataReply({ ...request, headers, address: entry.address }, cloud) : null;
            entry.protocol = 'http';
            entry.http = { method: request.method, target: request.target, ...(request.host !== undefined ? { host: request.host } : {}) };
            entry.reply = 'http';
            const fixed = request.method === 'CONNECT' ? TUNNEL_REFUSED : metadata;
            if (fixed) {
                entry.status = fixed.status;
                if (metadata)
                    entry.replied = { shape: 'metadata', contentType: metadata.contentType, bytes: metadata.body.length };
                return answer(httpResponse(fixed, request.method));
            }
            const body = head.subarray(bodyStart, bodyStart + length);
            // The request is whole: the client now waits on us, and the first request's reply may wait on what
            // the server's package says of its API (read on the init's other thread), past the idle timeout.
            socket.setTimeout(0);
            void replies.ready().then(() => {
                if (socket.destroyed)
                    return;
                // answered, the half-closed socket is idle again: a client that never closes its side is closed
                socket.setTimeout(SINK_IDLE_MS);
                const shaped = replies.answer({
                    method: request.method,
                    target: request.target,
                    ...(request.host !== undefined ? { host: request.host } : {}),
                    headers,
                    body
                });
                entry.status = shaped.status;
                entry.replied = shaped.replied;
                answer(httpResponse(shaped, request.method));
            });
            return;
        }
        entry.protocol = 'other';
        entry.head = head.subarray(0, HEAD_HEX_BYTES).toString('hex');
        answer();
    };
    const recordOne = (one) => {
        if (originalOf)
            recordRedirected(one, originalOf, open, record);
        else
            record?.(one);
    };
    // an opened TLS connection kept alive records each request as it is answered (sink-tls.ts)
    const tlsRecords = { emit: recordOne, recordAtClose: true };
    const finish = () => {
        if (!open.delete(finish))
            return;
        if (!decided)
            classify(true);
        if (!tlsRecords.recordAtClose)
            return;
        // TLS records carry their own decrypted payload; for anything else, the bytes as they came.
        if (entry.protocol !== 'tls' && capturedBytes > 0)
            entry.payload = Buffer.concat(captured).toString('base64');
        recordOne(entry);
    };
    open.add(finish);
    socket.setTimeout(SINK_IDLE_MS, () => {
        if (!decided)
            classify(true);
        socket.destroy();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', finish);
    socket.on('data', (chunk) => {
        entry.bytesReceived += chunk.length;
        const room = capture.take(Math.min(chunk.length, capture.perConnection - capturedBytes));
        if (room > 0) {
            captured.push(chunk.subarray(0, room));
            capturedBytes += room;
        }
        if (dns)
            dns(chunk);
        else if (!decided) {
            head = Buffer.concat([head, chunk.subarray(0, Math.max(0, MAX_HEAD_BYTES - head.length))]);
            classify(false);
        }
        if (entry.bytesReceived > Math.max(MAX_BYTES_PER_CONNECTION, capture.perConnection))
            socket.destroy();
    });
}
function listenTcp(port, host, onConnection) {
    return new Promise((resolve) => {
        const server = (0,external_node_net_.createServer)(onConnection);
        server.once('error', () => resolve(null));
        // `::` left unsaid: Node binds it by default (dual-stack, IPv4 when the namespace has no IPv6), and a
        // host it is given goes through dns.lookup, which compiles node:net's IPv6 pattern (literal-udp.ts)
        server.listen(host === '::' ? { port, ipv6Only: false } : { port, host, ipv6Only: false }, () => resolve(server));
    });
}
/** Names resolved whose certificate is made before their connection comes; past them, at the ClientHello. */
const MAX_PREPARED_NAMES = 32;
/**
 * What the sink starts on a name's address question: a server that resolves a name is about to connect to
 * it, mostly over TLS, and its first request waits on the name's certificate (a leaf issued on the
 * authority's thread) and on the reply shaping loading here. Both begin during the resolution and the
 * connect instead of after the ClientHello. Bounded: a server resolving names by the thousand (data in
 * DNS queries) gets at most MAX_PREPARED_NAMES leaves ahead of time.
 */
function preparedFor(replies, tlsContext) {
    let prepared = 0;
    return (name) => {
        void replies.ready();
        if (!tlsContext || prepared >= MAX_PREPARED_NAMES)
            return;
        prepared += 1;
        // a leaf that cannot be made now is asked for again at the ClientHello (contextsPerName forgets it)
        tlsContext(name).catch(() => undefined);
    };
}
/** Starts the sink; ports that cannot be bound are reported through onError and skipped. */
async function startSink(options = {}) {
    const host = options.host ?? '::';
    const onError = options.onError ?? (() => undefined);
    const replies = options.httpReply ? fixedReplies(options.httpReply) : (options.replies ?? shapedReplies({ lessonPath: null, apiIndex: null, onError }));
    // Connections not yet recorded; the sandbox init exits as soon as the server does, so whatever is
    // still open then is recorded on the way out.
    const open = new Set();
    const perConnection = options.captureBytes ?? MAX_CAPTURE_BYTES;
    const capture = { perConnection, take: captureBudget(Math.max(MAX_CAPTURE_TOTAL, perConnection)) };
    const recordOpen = () => {
        // a finished connection may leave a record waiting for its redirect's trace line: flush that too
        for (let round = 0; round < 3 && open.size > 0; round++)
            for (const finish of [...open])
                finish();
    };
    process.once('exit', recordOpen);
    const servers = [];
    // bound together: the server waits on the last of them
    const ports = options.tcpPorts ?? SINK_TCP_PORTS;
    const listening = await Promise.all(ports.map((port) => listenTcp(port, host, (socket) => handleTcp(socket, replies, open, options.record, options.tlsContext, capture, undefined, options.dnsPort ?? 53, options.cloud))));
    listening.forEach((server, i) => {
        if (server)
            servers.push(server);
        else
            onError(`sink: cannot listen on tcp port ${ports[i]}`);
    });
    const udpSockets = [];
    const udp = await listenUdp(options.dnsPort ?? 53, host, onError, options.record, capture, preparedFor(replies, options.tlsContext));
    if (udp)
        udpSockets.push(udp);
    else
        onError(`sink: cannot listen on udp port ${options.dnsPort ?? 53}`);
    const catchAll = options.catchAll;
    if (catchAll) {
        const server = await listenTcp(catchAll.port, host, (socket) => handleTcp(socket, replies, open, options.record, options.tlsContext, capture, (sourcePort) => catchAll.originalOf('tcp', sourcePort), undefined, options.cloud));
        if (server)
            servers.push(server);
        else
            onError(`sink: cannot listen on tcp port ${catchAll.port} (catch-all)`);
        const datagrams = await listenCatchAllUdp(catchAll.port, host, open, options.record, capture, (sourcePort) => catchAll.originalOf('udp', sourcePort));
        if (datagrams)
            udpSockets.push(datagrams);
        else
            onError(`sink: cannot listen on udp port ${catchAll.port} (catch-all)`);
    }
    return {
        close: async () => {
            process.removeListener('exit', recordOpen);
            recordOpen();
            await Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve()))));
            await Promise.all(udpSockets.map((socket) => new Promise((resolve) => socket.close(() => resolve()))));
        }
    };
}

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./src/sandbox/api-index-thread.ts


// What the server's package says of its API (replies/openapi-index.ts), built on a thread of the init's
// own bundle, begun as soon as the config names the package, beside the server's start. Reading and
// matching a package takes up to a few hundred milliseconds (seconds on a loaded machine); a server's
// first request waits for it and must not wait past its own timeout (a 3 s fetch failed in CI when the
// index was begun at that request). The init's thread stays free meanwhile: it stamps the canary watch's
// records as they come (a record stamped late is a read in a later phase: a key read twice, once at
// shutdown) and answers the sink's other connections.
/**
 * In the init: the index, begun at once on a thread, held to its schema when first asked for; null when the thread fails or the package says nothing.
 * What the thread read is also written to `writtenTo` (JSON, whole or not at all; `null` when it read
 * nothing or failed): the auditor takes a tool's arguments from it (openapi-index.ts, indexWrittenBy)
 * instead of reading the package a second time on its own thread, on its way to the server's first call.
 */
function apiIndexOnThread(bundle, { apiRoots, apiEntries = [] }, writtenTo = null) {
    let written = false;
    const write = (read) => {
        if (written || writtenTo === null)
            return;
        written = true;
        try {
            (0,external_node_fs_.writeFileSync)(`${writtenTo}.part`, JSON.stringify(read ?? null));
            (0,external_node_fs_.renameSync)(`${writtenTo}.part`, writtenTo);
        }
        catch {
            // the auditor reads the package itself when the file does not come
        }
    };
    const index = new Promise((resolve, reject) => {
        const worker = new external_node_worker_threads_namespaceObject.Worker(bundle, { workerData: { apiRoots: [...apiRoots], apiEntries: [...apiEntries] } });
        worker.once('message', (read) => {
            void worker.terminate();
            write(read);
            resolve(read);
        });
        worker.once('error', (error) => {
            write(null);
            reject(error);
        });
        worker.once('exit', () => {
            write(null);
            resolve(null);
        });
    });
    // awaited by the sink's first request, maybe never: a failure is said there, not as an unhandled rejection
    index.catch(() => undefined);
    // Held to its schema when first asked for (the sink's first address question or request): the schema's
    // module loads zod, which an init whose server never reaches the network then never loads.
    let fitted = null;
    return () => (fitted ??= index.then(async (read) => (read === null || read === undefined ? null : (await Promise.all(/* import() */[__nccwpck_require__.e(816), __nccwpck_require__.e(977)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6977))).fitApiIndex(read))));
}
/** On that thread (the init's bundle loaded by apiIndexOnThread): reads the index and posts it, held to its schema by the init's thread (no zod evaluated here); false on the init's own thread. */
function runApiIndexThread() {
    if (external_node_worker_threads_namespaceObject.isMainThread)
        return false;
    const { apiRoots, apiEntries } = external_node_worker_threads_namespaceObject.workerData;
    void __nccwpck_require__.e(/* import() */ 625).then(__nccwpck_require__.bind(__nccwpck_require__, 9625))
        .then(({ readApiIndex }) => readApiIndex(apiRoots, apiEntries ?? []))
        .then((index) => external_node_worker_threads_namespaceObject.parentPort?.postMessage(index), () => external_node_worker_threads_namespaceObject.parentPort?.postMessage(null));
    return true;
}

;// CONCATENATED MODULE: ./src/sandbox/init-main.ts












// Runs as the first process of the namespaces the launcher created (usually pid 1 of a new pid
// namespace, so when it exits the kernel kills everything the server left behind). It finishes the
// network sandbox, reads its config from stdin (init-handoff.ts), starts the sink (not in an offline
// pass), then runs strace + the server with the caller's stdio.
/** The status lines (init-config.ts), held until the config says where they go. */
const statusLines = {
    path: null,
    held: [],
    open(path) {
        this.path = path;
        for (const line of this.held.splice(0))
            this.append(line);
    },
    append(line) {
        if (this.path === null)
            return void this.held.push(line);
        try {
            (0,external_node_fs_.appendFileSync)(this.path, line);
        }
        catch {
            // the status file is diagnostics only
        }
    }
};
function init_main_status(event, message) {
    statusLines.append(JSON.stringify({ event, message }) + '\n');
}
/** False only when `path` is known not to exist (ENOENT); any other answer leaves it to the mount. */
function directoryMayExist(path) {
    try {
        return (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false }) !== undefined;
    }
    catch {
        return true;
    }
}
/**
 * Makes every address local and sends every other port to the sink (at once, while the init reads its
 * config). Nothing is changed before the namespace is known to be fresh (only `lo`): in the host's, the
 * server would reach the real network, and the redirect would be the host's firewall; a security gate
 * must never fall back to that silently.
 */
async function buildNetworkSandbox() {
    const links = await runTool('ip', ['-o', 'link', 'show']);
    const unlisted = links.spawnError ?? (links.status === 0 ? null : links.stderr.trim());
    if (unlisted !== null)
        return { error: `ip: ${unlisted} (install iproute2)`, redirect: null };
    const names = links.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(':')[1]?.trim().split('@')[0]);
    if (names.some((name) => name !== 'lo'))
        return { error: `network namespace is not isolated (interfaces: ${names.join(', ')})`, redirect: null };
    const redirect = redirectEverythingToSink();
    // One ip process for the three changes (the family of each route follows from its prefix); it stops at the first that fails and says which.
    const routes = ['-batch', '-'];
    const error = toolFailure('ip', routes, await runTool('ip', routes, 'link set lo up\nroute add local 0.0.0.0/0 dev lo\nroute add local ::/0 dev lo\n'));
    if (error)
        return { error, redirect };
    // Name lookups through a daemon's unix socket (nscd, systemd-resolved via nss-resolve) would leave the
    // namespace, since unix sockets are not network-namespaced. Hide those sockets so glibc falls back to
    // plain DNS, which the sink answers. Best effort: only possible with our own mount namespace.
    for (const dir of ['/run/nscd', '/var/run/nscd', '/run/systemd/resolve']) {
        // Nothing to hide where the daemon's directory does not exist (no mount process for it).
        if (!directoryMayExist(dir))
            continue;
        const args = ['-t', 'tmpfs', '-o', 'size=16k,mode=755', 'tmpfs', dir];
        const error = toolFailure('mount', args, await runTool('mount', args));
        if (error && !/does not exist|No such file/.test(error))
            init_main_status('warning', error);
    }
    return { error: null, redirect };
}
const O_CLOEXEC = 0o2000000;
/** This process's open descriptors, each with whether it is close-on-exec (read from fdinfo). */
function openDescriptors() {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)('/proc/self/fd');
    }
    catch {
        return [];
    }
    const open = [];
    for (const name of names) {
        const fd = Number(name);
        if (!Number.isInteger(fd))
            continue;
        try {
            const flags = /^flags:\s+([0-7]+)/m.exec((0,external_node_fs_.readFileSync)(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1];
            if (flags !== undefined)
                open.push({ fd, closeOnExec: (parseInt(flags, 8) & O_CLOEXEC) !== 0 });
        }
        catch {
            // gone meanwhile (the fd readdir itself used)
        }
    }
    return open.sort((a, b) => a.fd - b.fd);
}
/**
 * Closes every descriptor above 2 that this process inherited without close-on-exec: whatever the
 * auditor's parent (a CI agent, a wrapper, a test harness) left open would otherwise pass through strace
 * to the server — a connected socket there is a way out of every namespace. Node's own descriptors are
 * all close-on-exec and stay (Node marks 3-16 close-on-exec at startup, inherited or not, so those
 * never reach a child either). Runs before any helper (ip, mount, unshare, chown, strace) is started.
 */
function closeInheritedDescriptors() {
    const closed = [];
    for (const { fd, closeOnExec } of openDescriptors()) {
        if (fd <= 2 || closeOnExec)
            continue;
        try {
            (0,external_node_fs_.closeSync)(fd);
            closed.push(fd);
        }
        catch {
            // already gone
        }
    }
    return closed;
}
/**
 * What strace (and through it bwrap and the server) inherits when spawned now: stdio, which spawn
 * passes explicitly (Node marks even 0-2 close-on-exec and clears that in the child), and any
 * descriptor without close-on-exec — none, unless something since the start opened one.
 */
function descriptorsPassedOn() {
    return openDescriptors()
        .filter(({ fd, closeOnExec }) => fd <= 2 || !closeOnExec)
        .map(({ fd }) => fd);
}
/** The copy-on-write views of the workspaces and the home, mounted where bwrap picks them up. */
async function mountOverlays(config) {
    const mounted = (config.containment?.overlays ?? []).map(async (overlay) => {
        const args = ['-t', 'overlay', 'overlay', '-o', `lowerdir=${overlay.lower},upperdir=${overlay.upper},workdir=${overlay.work}`, overlay.merged];
        const error = toolFailure('mount', args, await runTool('mount', args));
        return error && `cannot mount the copy-on-write view of ${overlay.lower}: ${error}`;
    });
    return (await Promise.all(mounted)).find((error) => error !== null) ?? null;
}
/**
 * strace + bwrap + server. strace stays outside the server's view (it writes trace.log where the
 * server cannot see it); bwrap, traced, builds that view and execs the server in its own user, pid
 * and mount namespaces and session, without capabilities.
 *
 * Without containment (--fs host): strace + server as the caller. With the userns method this process
 * is root only inside its own user namespace, and the server must not keep that: a nested user
 * namespace maps the caller's uid back in, so the server runs as the caller with no capabilities.
 */
function tracerCommand(config) {
    const tracer = config.strace === null ? [] : [config.strace, ...config.straceArgs, '--']; // none: an untraced pass
    const contained = config.containment ? [...tracer, config.containment.bwrap, ...config.containment.bwrapArgs, '--', ...config.server.argv] : null;
    if (contained)
        return [contained[0], contained.slice(1)];
    const traced = [...tracer, ...config.server.argv];
    const nested = config.nestedUser;
    if (!nested)
        return [traced[0], traced.slice(1)];
    const mapping = ['--user', `--map-user=${nested.uid}`, `--map-group=${nested.gid}`];
    if ((0,external_node_child_process_namespaceObject.spawnSync)('unshare', [...mapping, '--', 'true'], { stdio: 'ignore', timeout: 10_000 }).status !== 0) {
        init_main_status('warning', 'unshare cannot map the caller into a nested user namespace (util-linux < 2.38): the server runs as root inside its own namespace');
        return [traced[0], traced.slice(1)];
    }
    return ['unshare', [...mapping, '--', ...traced]];
}
function witness(observed) {
    init_main_status('witness', JSON.stringify(observed));
}
/**
 * Sends every other port to the sink (sink-redirect.ts). Without nftables the audit goes on — the
 * namespace has no way out either way — but the report says that only the sink's own ports were heard.
 */
async function redirectEverythingToSink() {
    const originals = new OriginalDestinations();
    const error = (await installRedirect(SINK_TCP_PORTS, [53])) ?? (await originals.watch());
    if (error) {
        originals.stop();
        witness({
            name: 'sink-redirect',
            state: 'unavailable',
            detail: `${error} — connections to ports the sink does not listen on (${SINK_TCP_PORTS.join(', ')}; UDP 53) were refused unseen, and other UDP went unrecorded`
        });
        return null;
    }
    witness({
        name: 'sink-redirect',
        state: 'on',
        detail: 'every TCP port and UDP datagram off loopback, with its original destination (nftables redirect and trace)'
    });
    return originals;
}
/**
 * The kernel's witness of canary reads (canary-watch.ts), started now; the returned step, once awaited,
 * says in the status whether it is on (without inotifywait the report says so).
 */
function watchCanaries(config) {
    if (!config.canaryWatch)
        return async () => undefined;
    const record = jsonLinesRecorder(config.canaryWatch.log, CANARY_WATCH_MAX_RECORDS, (message) => init_main_status('warning', message));
    const watching = watchCanaryHome(config.canaryWatch.root, record);
    return async () => {
        const watch = await watching;
        if (typeof watch === 'string') {
            witness({
                name: 'canary-watch',
                state: 'unavailable',
                detail: `${watch} — a canary read the trace does not show (io_uring, a lost process) went unseen`
            });
            return;
        }
        witness({ name: 'canary-watch', state: 'on', detail: 'reads and read-only opens of every file in the canary home (inotify)' });
    };
}
async function main() {
    const network = process.argv[2];
    if (network !== 'sandbox' && network !== 'host') {
        process.stderr.write('mcp-behave sandbox init: usage: index.js sandbox|host (the config follows on stdin)\n');
        process.exit(INIT_EXIT_SANDBOX_FAILED);
    }
    const closed = closeInheritedDescriptors();
    // Started before the audit's setup is done (init-handoff.ts): the network sandbox is built while the
    // auditor makes the home, the views and the trust, and while this init mounts the overlays. Helpers
    // that wait (nft monitor, inotifywait) are started first and awaited last, and all before the server.
    const networkSandbox = network === 'sandbox' ? buildNetworkSandbox() : null;
    const received = await readHandoff(0);
    // The audit was called off before its setup was done: nothing was started that our exit (as the pid
    // namespace's first process) does not end.
    if (received === null)
        process.exit(0);
    // Held to its schema where it was made (LauncherProcess.sendConfig, in the auditor, zod loaded there anyway) and
    // taken as it comes: nothing but the auditor writes this stdin before the config, and loading zod here (most
    // of this bundle) held the server's start 40–80 ms after the config had come.
    const config = received;
    // Begun now on its own thread, beside the server's start: its first request waits for it (api-index-thread.ts).
    const apiIndex = config.replies ? apiIndexOnThread(new URL(import.meta.url), config.replies, config.replies.indexOut) : null;
    statusLines.open(config.statusPath);
    if (config.network !== network) {
        init_main_status('error', `the config is for network ${config.network}, the init was started for ${network}`);
        process.exit(INIT_EXIT_SANDBOX_FAILED);
    }
    const overlayError = await mountOverlays(config);
    if (overlayError) {
        init_main_status('error', overlayError);
        process.exit(INIT_EXIT_SANDBOX_FAILED);
    }
    // After the overlays: the home it watches is the home overlay's merged view.
    const canaryWatchReady = watchCanaries(config);
    const { error: networkError, redirect } = (await networkSandbox) ?? { error: null, redirect: null };
    if (networkError) {
        init_main_status('error', networkError);
        process.exit(INIT_EXIT_SANDBOX_FAILED);
    }
    let sink = null;
    // Offline (init-config.ts): no sink, so the redirect leads each connection to no listener: refused.
    if (redirect && config.offline)
        (await redirect)?.stop();
    else if (redirect) {
        const originals = await redirect;
        const onError = (message) => init_main_status('warning', message);
        const relayPort = config.httpRelay?.port;
        sink = await startSink({
            ...(originals ? { catchAll: { port: SINK_CATCH_ALL_PORT, originalOf: (transport, sourcePort) => originals.lookup(transport, sourcePort) } } : {}),
            onError,
            // The server's own port is the server's: a sink on it would make its listen fail.
            ...(relayPort ? { tcpPorts: SINK_TCP_PORTS.filter((port) => port !== relayPort) } : {}),
            ...(config.httpReply
                ? {
                    httpReply: { status: config.httpReply.status, contentType: config.httpReply.contentType, body: Buffer.from(config.httpReply.bodyBase64, 'base64') }
                }
                : {
                    replies: shapedReplies({
                        lessonPath: config.replies?.lessons ?? null,
                        apiIndex,
                        onError
                    })
                }),
            ...(config.captureBytes !== null ? { captureBytes: config.captureBytes } : {}),
            ...(config.cloud ? { cloud: config.cloud } : {}),
            ...(config.sinkLog ? { record: jsonLinesRecorder(config.sinkLog, SINK_LOG_MAX_RECORDS, onError) } : {}),
            ...(config.tlsAuthority ? { tlsContext: sinkContexts(JSON.parse((0,external_node_fs_.readFileSync)(config.tlsAuthority, 'utf8')), config.tlsLeaves) } : {})
        });
    }
    // Taken before the server starts: a server's listener is one that was not there yet.
    const listenersBefore = config.httpRelay ? currentListeners() : [];
    await canaryWatchReady();
    const [command, args] = tracerCommand(config);
    const descriptors = { passed: descriptorsPassedOn(), closed };
    init_main_status('descriptors', JSON.stringify(descriptors));
    const child = (0,external_node_child_process_namespaceObject.spawn)(command, args, {
        stdio: 'inherit',
        env: config.server.env,
        // bwrap --chdir sets the server's directory inside its view; the real one may not exist here.
        cwd: config.containment ? '/' : config.server.cwd,
        // A session and process group of their own: a server's kill(0, …) or a signal to its session must
        // never reach this init or the auditor (bwrap gives the server yet another session inside).
        detached: true
    });
    child.once('error', (error) => {
        init_main_status('error', `cannot start strace: ${error.message}`);
        process.exit(INIT_EXIT_STRACE_MISSING);
    });
    child.once('spawn', () => init_main_status('ready'));
    // As pid 1 of the namespace, signals without a handler are ignored; forward a TERM to the tracer's
    // tree so `kill <init>` means "stop the audit", and let our exit tear the namespace down.
    const forward = (signal) => () => {
        if (child.pid)
            process.kill(child.pid, signal);
    };
    process.on('SIGTERM', forward('SIGTERM'));
    process.on('SIGINT', forward('SIGINT'));
    process.on('SIGHUP', forward('SIGHUP'));
    let exited = false;
    if (config.httpRelay) {
        const relay = config.httpRelay;
        void waitForListener(relay.port, listenersBefore, relay.waitMs, () => exited).then(async (listener) => {
            if (!listener) {
                if (!exited)
                    init_main_status('http-not-listening', String(relay.waitMs));
                return;
            }
            try {
                await startRelay(relay.socketPath, listener, (message) => init_main_status('warning', message));
                init_main_status('http-listening', JSON.stringify(listener));
            }
            catch (error) {
                init_main_status('error', `cannot relay to the server's port: ${error instanceof Error ? error.message : String(error)}`);
            }
        });
    }
    child.once('exit', (code, signal) => {
        exited = true;
        // How the tracer ended: a tracer killed by a signal means the rest of the session went untraced.
        init_main_status('tracer-exit', JSON.stringify({ code, signal, at: Date.now() }));
        void sink?.close();
        process.exit(code ?? (signal ? 128 + 15 : 1));
    });
}
// Loaded as a worker thread by apiIndexOnThread, this bundle builds the API index and nothing else.
if (!runApiIndexThread()) {
    main().catch((error) => {
        process.stderr.write(`mcp-behave sandbox init: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(INIT_EXIT_SANDBOX_FAILED);
    });
}

