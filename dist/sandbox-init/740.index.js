export const id = 740;
export const ids = [740];
export const modules = {

/***/ 2740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DescriptorsStatusSchema: () => (/* binding */ DescriptorsStatusSchema),
  SandboxInitConfigSchema: () => (/* binding */ SandboxInitConfigSchema),
  descriptorsFromStatus: () => (/* binding */ descriptorsFromStatus),
  witnessesFromStatus: () => (/* binding */ witnessesFromStatus)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
;// CONCATENATED MODULE: ./src/model/witness.ts

// What the sandbox's witnesses (the sink's redirect, the canary watch) say of themselves. A file of its
// own: the sandbox init reads it and would otherwise evaluate every schema of the model at its start.
const WITNESSES = ['sink-redirect', 'canary-watch'];
const ObservedWitnessSchema = schemas/* object */.Ikc({
    name: schemas/* enum */.k5n(WITNESSES)
        .describe("sink-redirect: every TCP connection and UDP datagram off loopback reaches the sink with its original destination (nftables in the sandbox's network namespace); canary-watch: the kernel's inotify on the canary home sees opens and reads of canary files the trace may miss"),
    state: schemas/* enum */.k5n(['on', 'unavailable']),
    detail: schemas/* string */.YjP().describe('What it watched, or why it could not run on this machine')
});

;// CONCATENATED MODULE: ./src/sandbox/init-config.ts


// Handed from the engine to the sandbox init (a separate process, possibly started through sudo) as
// JSON on its stdin (init-handoff.ts), so nothing about the server passes through a shell, a command line
// that ps can show, or a file.
const SandboxInitConfigSchema = schemas/* object */.Ikc({
    network: schemas/* enum */.k5n(['sandbox', 'host']),
    /** without containment: run strace + server in a nested user namespace as this uid/gid (userns and sudo methods) */
    nestedUser: schemas/* object */.Ikc({ uid: schemas/* number */.aig().int(), gid: schemas/* number */.aig().int() }).nullable().default(null),
    /** the init appends one JSON object per line: {event:'ready'|'error'|'warning'|'descriptors'|'witness'|'tracer-exit'|'http-listening'|'http-not-listening', message?} */
    statusPath: schemas/* string */.YjP(),
    /**
     * Filesystem containment: overlays the init mounts in its own mount namespace, then strace runs
     * bwrap, which builds the server's view from them and execs the server. Null with --fs host.
     */
    containment: schemas/* object */.Ikc({
        bwrap: schemas/* string */.YjP(),
        bwrapArgs: schemas/* array */.YOg(schemas/* string */.YjP()),
        overlays: schemas/* array */.YOg(schemas/* object */.Ikc({ lower: schemas/* string */.YjP(), upper: schemas/* string */.YjP(), work: schemas/* string */.YjP(), merged: schemas/* string */.YjP() }))
    })
        .nullable()
        .default(null),
    /**
     * An offline pass (engine/passes/offline-pass.ts): no sink is started, so every connection the redirect
     * sends on reaches a port nothing listens on and the kernel refuses it (TCP reset, ICMP port
     * unreachable: DNS lookups fail at once). Code that falls back when the network fails runs.
     */
    offline: schemas/* boolean */.zMY().default(false),
    /** the sink appends one JSON line per TCP connection it answered (SinkRecord) */
    sinkLog: schemas/* string */.YjP().nullable().default(null),
    /**
     * The canary home as the init sees it (the home overlay's merged view, or the planted home with --fs
     * host), watched with inotify; each open/read is appended to `log` (CanaryWatchRecord lines).
     */
    canaryWatch: schemas/* object */.Ikc({ root: schemas/* string */.YjP(), log: schemas/* string */.YjP() }).nullable().default(null),
    /** the run's certificate authority (JSON of RunAuthority, 0600 in the run dir): the sink opens TLS with it */
    tlsAuthority: schemas/* string */.YjP().nullable().default(null),
    /** a socket where the thread that made the authority issues the sink's leaves (leaf-service.ts); null: the init issues them */
    tlsLeaves: schemas/* string */.YjP().nullable().default(null),
    /** the first this many bytes of each connection or datagram the sink keeps (--capture-bytes); null: the sink's default */
    captureBytes: schemas/* number */.aig().int().positive().nullable().default(null),
    /** one reply the sink answers every HTTP request with (--http-reply); null: each shaped like the API's (sink-replies.ts) */
    httpReply: schemas/* object */.Ikc({ status: schemas/* number */.aig().int().min(100).max(599), contentType: schemas/* string */.YjP(), bodyBase64: schemas/* string */.YjP() })
        .nullable()
        .default(null),
    /**
     * What shapes the sink's replies: the file the auditor writes before each call with what the tool's last
     * rejection taught (replies/reply-lesson.ts), and the server's package roots, read at the first request for
     * what they say of its API (replies/openapi-index.ts; the launched files in `apiEntries` first); what was
     * read of them is written to `indexOut` for the auditor (api-index-thread.ts).
     */
    replies: schemas/* object */.Ikc({
        lessons: schemas/* string */.YjP().nullable(),
        apiRoots: schemas/* array */.YOg(schemas/* string */.YjP()),
        apiEntries: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
        indexOut: schemas/* string */.YjP().nullable().default(null)
    })
        .nullable()
        .default(null),
    /** the canary instance credentials the sink answers the cloud metadata services with (canary-cloud.ts) */
    cloud: schemas/* object */.Ikc({
        awsAccessKeyId: schemas/* string */.YjP(),
        awsSecretAccessKey: schemas/* string */.YjP(),
        awsSessionToken: schemas/* string */.YjP(),
        gcpAccessToken: schemas/* string */.YjP(),
        azureAccessToken: schemas/* string */.YjP()
    })
        .nullable()
        .default(null),
    /**
     * A server that speaks HTTP: once it listens (on `port`, or on the first new listener when null), the
     * init relays connections on the unix socket `socketPath` to it and writes an `http-listening` status
     * line ({host, port}); `http-not-listening` when it has not within `waitMs`.
     */
    httpRelay: schemas/* object */.Ikc({ socketPath: schemas/* string */.YjP(), port: schemas/* number */.aig().int().min(1).max(65535).nullable(), waitMs: schemas/* number */.aig().int().positive() })
        .nullable()
        .default(null),
    /** null: the server runs untraced (an exercise pass watched by the sink, the view and the canary watch only) */
    strace: schemas/* string */.YjP().nullable(),
    straceArgs: schemas/* array */.YOg(schemas/* string */.YjP()),
    server: schemas/* object */.Ikc({
        argv: schemas/* array */.YOg(schemas/* string */.YjP()).min(1),
        env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
        cwd: schemas/* string */.YjP()
    })
});
/**
 * The init's `descriptors` status line: what strace and the server inherited (passed) and which
 * descriptors the init closed because its parent had left them open without close-on-exec.
 */
const DescriptorsStatusSchema = schemas/* object */.Ikc({ passed: schemas/* array */.YOg(schemas/* number */.aig().int()), closed: schemas/* array */.YOg(schemas/* number */.aig().int()) });
/** The descriptors line among the init's status lines, or undefined (an init that failed before it). */
function descriptorsFromStatus(status) {
    const line = status.find((entry) => entry.event === 'descriptors');
    if (!line?.message)
        return undefined;
    try {
        const parsed = DescriptorsStatusSchema.safeParse(JSON.parse(line.message));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** The init's `witness` status lines: which witnesses beside the trace ran, and why one could not. */
function witnessesFromStatus(status) {
    const witnesses = [];
    for (const line of status) {
        if (line.event !== 'witness' || !line.message)
            continue;
        try {
            const parsed = ObservedWitnessSchema.safeParse(JSON.parse(line.message));
            if (parsed.success)
                witnesses.push(parsed.data);
        }
        catch {
            // a torn line
        }
    }
    return witnesses;
}


/***/ })

};
