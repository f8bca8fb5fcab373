export const id = 540;
export const ids = [540];
export const modules = {

/***/ 82540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UNTRACED_REMOTE: () => (/* binding */ UNTRACED_REMOTE),
/* harmony export */   runRemoteAudit: () => (/* binding */ runRemoteAudit)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _manifest_build_manifest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7607);
/* harmony import */ var _manifest_pin_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17878);
/* harmony import */ var _probe_coverage_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(31550);
/* harmony import */ var _probe_sandboxed_http_transport_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(27178);
/* harmony import */ var _probe_probe_transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(99948);
/* harmony import */ var _probe_session_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(79713);
/* harmony import */ var _profile_build_profile_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(25351);
/* harmony import */ var _model_index_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(41489);
/* harmony import */ var _report_verdict_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(90687);
/* harmony import */ var _rules_evaluate_rules_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(82829);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(311);
/* harmony import */ var _output_files_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(45595);















// A server known only by its URL: nothing of it runs here, so nothing is traced. What can be checked from
// outside is what it declares — initialize, every listing (manifest, rug-pull pin against the last run,
// a surface that changes between two listings), its server info. No tool is called: a call would act on
// a real service, and what it did there could not be seen.
const UNTRACED_REMOTE = 'a remote server reached by URL: nothing it did was observed; only its declared surface (manifest, rug-pull pin, server info) was checked';
async function runRemoteAudit(settings, url, runtime) {
    const { logger } = runtime;
    const started = Date.now();
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_13__/* .prepareOutDir */ .fW)(settings.outDir);
    const files = { trace: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(settings.outDir, 'trace.log'), manifest: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(settings.outDir, 'manifest.json'), report: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(settings.outDir, 'report.json') };
    for (const path of [files.manifest, files.report])
        await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_13__/* .refuseNonRegular */ .uA)(path);
    // Nothing is traced: evidence an earlier run left in the out-dir must not pass for this server's.
    for (const stale of [files.trace, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(settings.outDir, 'network.jsonl'), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(settings.outDir, 'changes.tar')])
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(stale, { force: true });
    logger.info(`remote server ${url}: nothing is traced; only its declared surface is checked`);
    let probe;
    let incomplete;
    let transport = null;
    try {
        probe = await (0,_probe_session_js__WEBPACK_IMPORTED_MODULE_8__/* .probeServer */ ._D)({
            // The session's own cap and accounting of oversized answers, as for a started server.
            transport: (hooks) => {
                transport = new _probe_sandboxed_http_transport_js__WEBPACK_IMPORTED_MODULE_6__/* .RemoteHttpTransport */ .WS({ flavour: settings.http.flavour, url: new URL(url) }, { maxMessageBytes: _probe_probe_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_MESSAGE_BYTES */ .fv, onOversized: (bytes) => hooks.onOversized(bytes) });
                return transport;
            },
            rootDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(settings.cwd),
            timeoutMs: settings.timeoutMs,
            initializeTimeoutMs: Math.max(2 * settings.timeoutMs, 5_000),
            callsPerTool: 0,
            logger,
            ...(runtime.signal ? { signal: runtime.signal } : {})
        });
    }
    catch (error) {
        if (!(error instanceof _probe_session_js__WEBPACK_IMPORTED_MODULE_8__/* .ProbeAborted */ .i2)) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ProbeStartError */ .d9) {
                // The session knows only that the connection closed; the transport knows why.
                const lastError = transport?.lastError;
                const why = lastError ? `cannot reach the server: ${lastError}` : error.message;
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ProbeStartError */ .d9(`${url}: ${why}`, '', null);
            }
            throw error;
        }
        probe = error.partial;
        incomplete = 'interrupted before the audit finished';
    }
    if (!probe.shutdownAt)
        probe.shutdownAt = Date.now();
    const manifest = (0,_manifest_build_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .buildManifest */ .u1)(probe.listing, probe.instructions);
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_13__/* .writeOutputFile */ .BF)(files.manifest, JSON.stringify(manifest, null, 2) + '\n');
    const { identity } = settings;
    const pinned = { stateDir: settings.stateDir, identity, manifest, accept: settings.acceptManifest, complete: !incomplete };
    const { rugPull, pinError } = await (0,_manifest_pin_store_js__WEBPACK_IMPORTED_MODULE_4__/* .rugPullOf */ .H6)({ ...pinned, listing: probe.listing, relisting: probe.relisting });
    if (pinError)
        logger.warn(`manifest pin: ${pinError}`);
    // An empty profile: the rules that judge behaviour find nothing, the rug-pull rule still judges the surface.
    const observed = new _profile_build_profile_js__WEBPACK_IMPORTED_MODULE_9__/* .ProfileBuilder */ .b({
        calls: [],
        shutdownAt: probe.shutdownAt,
        home: '/nonexistent',
        cwd: settings.cwd,
        canaries: [],
        serverCodeRoots: [],
        runtimeRoots: []
    }).finish({
        lines: 0,
        events: 0,
        unparsed: 0,
        unparsedSamples: []
    });
    // Nothing is called, so only what kept the surface from being listed (a failed or cut listing) is a
    // coverage gap: a remote server whose tools/list fails must not pass with an empty manifest.
    const coverage = { items: [], gaps: probe.gaps };
    const findings = [
        ...(0,_rules_evaluate_rules_js__WEBPACK_IMPORTED_MODULE_12__/* .evaluateRules */ .F)({ observed, manifest, calls: probe.calls, policy: settings.policy, rugPull, home: '/nonexistent', cwd: settings.cwd }),
        ...(0,_probe_coverage_js__WEBPACK_IMPORTED_MODULE_5__/* .coverageFindings */ .PZ)(coverage)
    ];
    const { exitCode } = (0,_report_verdict_js__WEBPACK_IMPORTED_MODULE_11__/* .decideVerdict */ .AU)({ findings, failOn: settings.failOn, incomplete: incomplete ?? null, interrupted: runtime.signal?.aborted === true });
    const report = {
        schemaVersion: 1,
        auditor: { name: 'mcp-behave', version: _version_js__WEBPACK_IMPORTED_MODULE_14__/* .AUDITOR_VERSION */ .w },
        server: {
            command: [],
            transport: settings.http.flavour,
            url,
            untraced: UNTRACED_REMOTE,
            identity,
            info: probe.serverInfo,
            ...(probe.protocolVersion ? { protocolVersion: probe.protocolVersion } : {})
        },
        sandbox: { network: 'host', method: 'none', failOn: settings.failOn },
        startedAt: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        ...(incomplete ? { incomplete } : {}),
        manifest,
        calls: probe.calls,
        coverage,
        observed,
        findings,
        rugPull,
        summary: (0,_model_index_js__WEBPACK_IMPORTED_MODULE_10__/* .summarize */ .eh)(findings),
        exitCode
    };
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_13__/* .writeReportFile */ .aS)(files.report, report);
    return { report, files };
}


/***/ })

};
