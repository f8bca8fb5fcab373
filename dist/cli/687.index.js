export const id = 687;
export const ids = [687];
export const modules = {

/***/ 3987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hr: () => (/* binding */ AttackSectionSchema)
/* harmony export */ });
/* unused harmony exports ATTACK_OUTCOMES, AttackResultSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1514);
/* harmony import */ var _attack_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(125);
/* harmony import */ var _observed_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4633);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1502);




// What the attack stage found, per attack and per tool: report.json's `attack` section.
const ATTACK_OUTCOMES = ['got-through', 'refused', 'within-purpose', 'server-exited'];
/** What one attack call did, by its trace and the sandbox's witnesses (rules/attack-oracle.ts). */
const AttackResultSchema = _attack_js__WEBPACK_IMPORTED_MODULE_0__/* .AttackSchema */ .uz.extend({
    tool: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    callId: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().describe('Index into calls[]'),
    outcome: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(ATTACK_OUTCOMES)
        .describe('got-through: the trace shows the value reached what it aimed at; refused: none of that; within-purpose: it did, and that is what the tool declares (an unscoped file tool, a fetch tool fetching the host it is given); server-exited: the server exited during the call'),
    proof: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).describe('What the trace and witnesses showed, one line each (untrusted paths and argv neutralized)'),
    canaryBytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional().describe('Canary bytes that came back in the answer or left the sandbox, as "~/.ssh/id_rsa bytes 0–64 of 2602"'),
    rule: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('The rule the got-through attack is a finding of'),
    severity: _severity_js__WEBPACK_IMPORTED_MODULE_2__/* .SeveritySchema */ .Rc.optional(),
    traceLines: _observed_js__WEBPACK_IMPORTED_MODULE_1__/* .TraceLinesSchema */ .SX
});
const AttackSectionSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    ran: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    why: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('Why the attack stage did not run (--no-attack, --fs host, --network host, a remote server), or stopped early'),
    budget: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        perParameter: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive(),
        perTool: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive(),
        perAudit: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive(),
        callTimeoutMs: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive()
    })
        .optional(),
    scope: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional().describe('The declared scope the path attacks aimed outside of: the directories in the argv and env, the workspaces'),
    tools: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        tool: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        tried: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
        refused: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
        gotThrough: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
        withinPurpose: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
        skipped: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .optional()
            .describe('Why this tool or some of its parameters got no attack (a declared command runner, no string parameter, the budget)')
    }))
        .optional(),
    attacks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(AttackResultSchema).optional()
});


/***/ }),

/***/ 6498:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dt: () => (/* binding */ BehaviourSummarySchema),
/* harmony export */   sd: () => (/* binding */ BehaviourBaselineSchema)
/* harmony export */ });
/* unused harmony exports EFFECT_CLASSES, SiteBehaviourSchema, BEHAVIOUR_STATUSES, BehaviourChangeSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1502);


// A run's behaviour normalized per call site, comparable across runs (the behaviour baseline).
const EFFECT_CLASSES = ['reads-only', 'writes-workspace', 'writes-elsewhere'];
/** What one call site (startup, a tool, a resource, a prompt, shutdown) did, normalized to compare across runs. */
const SiteBehaviourSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    hosts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).describe('host:port contacted: the names the server asked for, else the address it dialled'),
    dns: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    reads: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).describe('Paths read, relative to {workspace}, ~ (the home) or {tmp}; run-specific parts as *'),
    writes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).describe('Paths written, created, made or renamed (attempts too)'),
    deletes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    executables: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    canaryLeaks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).describe('canary via channel, e.g. "~/.ssh/id_rsa via socket"'),
    persistence: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    effect: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(EFFECT_CLASSES),
    payloads: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        requests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).describe('METHOD /path/{id}'),
        headers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).describe('Header names, lower case'),
        jsonKeys: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).describe('Key paths of JSON bodies (a.b, list[].c)'),
        recipients: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).describe('Email addresses anywhere in the request')
    }))
        .describe('Shape of what was sent, per host:port, as the sink read it (decrypted for HTTPS)')
});
const BehaviourSummarySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    sites: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), SiteBehaviourSchema).describe('Keyed by startup, shutdown, tool:NAME, resource:URI, resourceTemplate:URI, prompt:NAME'),
    ownState: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .describe("Directories the server keeps its own state in (made in the run, rule own-state), and the places of its helper programs (rule helper-program: npm's ~/.npmrc, ~/.npm/_logs), one entry per server: which call read or wrote which file there is not compared"),
    exercise: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .optional()
        .describe('How the server was exercised (scenario, calls per tool, passes): a baseline made under another exercise is not compared call by call; what this run reached that it did not is new reach, info')
});
const BEHAVIOUR_STATUSES = ['new', 'unchanged', 'changed', 'accepted'];
const BehaviourChangeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    site: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    change: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['added', 'removed']),
    aspect: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('hosts, dns, reads, writes, deletes, executables, canaryLeaks, persistence, effect, payload, ownState (site "server")'),
    value: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    severity: _severity_js__WEBPACK_IMPORTED_MODULE_0__/* .SeveritySchema */ .Rc,
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
const BehaviourBaselineSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(BEHAVIOUR_STATUSES),
    identity: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('Where the baseline lives: "state" (the pin store or the Actions cache) or the committed file'),
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    current: BehaviourSummarySchema,
    changes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(BehaviourChangeSchema)
});


/***/ }),

/***/ 8775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GP: () => (/* binding */ DeclaredPromptSchema),
/* harmony export */   ME: () => (/* binding */ DeclaredResourceTemplateSchema),
/* harmony export */   mM: () => (/* binding */ DeclaredResourceSchema),
/* harmony export */   mf: () => (/* binding */ DeclaredToolSchema)
/* harmony export */ });
/* unused harmony export ListingSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1514);

// What the server declared, exactly as it sent it (untrusted JSON), before canonicalization (manifest.ts).
const JsonObject = zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J());
const DeclaredToolSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    inputSchema: JsonObject.optional(),
    outputSchema: JsonObject.optional(),
    annotations: JsonObject.optional(),
    /** e.g. { taskSupport: 'required' } (MCP tasks) */
    execution: JsonObject.optional()
});
const DeclaredResourceSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    uri: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    mimeType: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    annotations: JsonObject.optional()
});
const DeclaredResourceTemplateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    uriTemplate: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    mimeType: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    annotations: JsonObject.optional()
});
const DeclaredPromptSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    arguments: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional() })).optional()
});
/** Everything the server listed: its surface as declared. */
const ListingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    tools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DeclaredToolSchema),
    resources: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DeclaredResourceSchema),
    resourceTemplates: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DeclaredResourceTemplateSchema),
    prompts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DeclaredPromptSchema)
});


/***/ }),

/***/ 1300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ql: () => (/* binding */ SummarySchema),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   p_: () => (/* binding */ FindingSchema)
/* harmony export */ });
/* unused harmony export EvidenceSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1514);
/* harmony import */ var _call_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4257);
/* harmony import */ var _observed_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4633);
/* harmony import */ var _rule_id_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6941);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1502);





const EvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    paths: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    addresses: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    dnsNames: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    argv: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())).optional(),
    canaries: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    canaryBytes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())
        .optional()
        .describe('Which bytes of each canary were sent, e.g. "~/.ssh/id_rsa bytes 0–64 of 2602": offsets into the file content (or the variable\'s value)'),
    manifestItems: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    declared: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional().describe('The declaration this contradicts, when there is one'),
    sources: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())
        .optional()
        .describe("Where in the server's source (file:line, relative to its package root) the code behind a static finding is"),
    witness: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['sink', 'canary-watch'])
        .optional()
        .describe("Seen by this witness and not in the trace: sink → what the network sandbox's sink received (network.jsonl); canary-watch → the kernel's inotify report of a canary file read"),
    pass: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['offline'])
        .optional()
        .describe('Seen in this exercise pass and not in the traced one: offline → the pass run again under strace with every connection refused (--passes …,offline); its trace lines are not kept'),
    attack: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        parameter: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        value: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().describe('The value sent, as the finding shows it (neutralized, cut)'),
        techniques: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).describe('Every technique that got through in this parameter')
    })
        .optional()
        .describe('An attack-stage finding (docs/attack.md): the parameter the hostile value went in, the value, and how it got through'),
    traceLines: _observed_js__WEBPACK_IMPORTED_MODULE_1__/* .TraceLinesSchema */ .SX
});
const FindingSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    rule: _rule_id_js__WEBPACK_IMPORTED_MODULE_2__/* .RuleIdSchema */ .R,
    severity: _severity_js__WEBPACK_IMPORTED_MODULE_3__/* .SeveritySchema */ .Rc,
    message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().describe('An observation, e.g. "reads ~/.ssh/id_rsa, undeclared"'),
    /**
     * The name of the item whose call the behaviour is attributed to, of any kind: phase.call.name, whose
     * kind is phase.call.kind. Called `tool` because report.json (schema/report.schema.json) has always
     * called it that; renaming it would break its readers.
     */
    tool: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .optional()
        .describe('The item whose call the behaviour is attributed to (phase.call.name): a tool or prompt name, a resource URI or a resource template; phase.call.kind says which. Absent outside calls'),
    phase: _call_js__WEBPACK_IMPORTED_MODULE_0__/* .PhaseSchema */ .fE,
    evidence: EvidenceSchema,
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().describe('Stable id of this finding across runs (rule, subject and call site)')
});
const SummarySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    critical: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nonnegative(),
    high: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nonnegative(),
    medium: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nonnegative(),
    low: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nonnegative(),
    info: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nonnegative()
});
function summarize(findings) {
    const summary = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
    for (const finding of findings)
        summary[finding.severity] += 1;
    return summary;
}


/***/ }),

/***/ 3870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dt: () => (/* reexport */ behaviour/* BehaviourSummarySchema */.dt),
  fe: () => (/* reexport */ call/* CALL_OUTCOMES */.fe),
  Qm: () => (/* reexport */ severity/* FAIL_ON_VALUES */.Qm),
  wc: () => (/* reexport */ observed/* FILE_ACCESSES */.wc),
  vt: () => (/* reexport */ sandbox/* FS_MODES */.vt),
  p_: () => (/* reexport */ finding/* FindingSchema */.p_),
  pL: () => (/* reexport */ manifest/* ManifestSchema */.pL),
  Kt: () => (/* reexport */ sandbox/* NETWORK_MODES */.Kt),
  BY: () => (/* reexport */ manifest/* RUG_PULL_STATUSES */.Uj),
  Rq: () => (/* reexport */ rule_id/* RuleIdSchema */.R),
  oC: () => (/* reexport */ severity/* SEVERITIES */.oC),
  w: () => (/* reexport */ surface/* SURFACE_LISTS */.w),
  f0: () => (/* reexport */ SinkKindSchema),
  g9: () => (/* reexport */ StaticMapSchema),
  RW: () => (/* reexport */ surface/* SurfaceKindSchema */.RW),
  EQ: () => (/* reexport */ surface/* isSurfaceKind */.EQ),
  M0: () => (/* reexport */ severity/* meetsThreshold */.M0),
  qs: () => (/* reexport */ severity/* severityRank */.qs),
  eh: () => (/* reexport */ finding/* summarize */.eh),
  CR: () => (/* reexport */ surface/* surfaceLabel */.CR)
});

// UNUSED EXPORTS: ATTACK_CLASSES, ATTACK_OUTCOMES, ATTACK_ROLES, AttackClassSchema, AttackResultSchema, AttackRoleSchema, AttackSchema, AttackSectionSchema, BEHAVIOUR_STATUSES, BehaviourBaselineSchema, BehaviourChangeSchema, CallRecordSchema, CallRefSchema, CoverageGapSchema, CoverageItemSchema, CoverageSchema, DeclaredPromptSchema, DeclaredResourceSchema, DeclaredResourceTemplateSchema, DeclaredToolSchema, EFFECT_CLASSES, EvidenceSchema, FailOnSchema, FileAccessSchema, FileChangeSchema, FsModeSchema, LEFTOVER_DETACHMENTS, LaunchRecordSchema, ListingSchema, ManifestChangeSchema, ManifestPromptSchema, ManifestResourceSchema, ManifestResourceTemplateSchema, ManifestToolSchema, NetworkModeSchema, ObservedDnsSchema, ObservedFileSchema, ObservedLeakSchema, ObservedLeftoverSchema, ObservedNetworkSchema, ObservedProcessSchema, ObservedSchema, ObservedSinkSchema, ObservedWitnessSchema, PASS_WITNESSES, PATH_CATEGORIES, PassDifferenceSchema, PathCategorySchema, PhaseSchema, PolicySchema, PolicyScopeSchema, REPLY_SHAPES, RULE_IDS, RugPullSchema, SANDBOX_METHODS, SINK_KINDS, SINK_PROTOCOLS, SINK_REPLIES, SURFACE_KINDS, SandboxMethodSchema, ServerPackageSchema, SeveritySchema, SinkRecordSchema, SinkRepliedSchema, SiteBehaviourSchema, SourceSinkSchema, StaticItemSchema, SummarySchema, TraceLinesSchema, WITNESSES

// EXTERNAL MODULE: ./src/model/behaviour.ts
var behaviour = __webpack_require__(6498);
// EXTERNAL MODULE: ./src/model/call.ts
var call = __webpack_require__(4257);
// EXTERNAL MODULE: ./src/model/declared.ts
var declared = __webpack_require__(8775);
// EXTERNAL MODULE: ./src/model/finding.ts
var finding = __webpack_require__(1300);
// EXTERNAL MODULE: ./src/model/launch.ts
var launch = __webpack_require__(3386);
// EXTERNAL MODULE: ./src/model/manifest.ts
var manifest = __webpack_require__(9452);
// EXTERNAL MODULE: ./src/model/observed.ts
var observed = __webpack_require__(4633);
// EXTERNAL MODULE: ./src/model/policy.ts
var policy = __webpack_require__(979);
// EXTERNAL MODULE: ./src/model/rule-id.ts
var rule_id = __webpack_require__(6941);
// EXTERNAL MODULE: ./src/model/sandbox.ts
var sandbox = __webpack_require__(3318);
// EXTERNAL MODULE: ./src/model/severity.ts
var severity = __webpack_require__(1502);
// EXTERNAL MODULE: ./src/model/surface.ts
var surface = __webpack_require__(4626);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
;// CONCATENATED MODULE: ./src/model/pass-difference.ts

// What the exercise passes after the traced one (engine/passes/) found: a behaviour a witness that needs
// no ptrace saw under one condition and not under another. The rules stage turns each into a
// tracer-conditional or client-conditional finding (rules/pass-rules.ts).
const PASS_WITNESSES = ['sink', 'canary-watch', 'file-changes'];
const PassDifferenceSchema = schemas/* object */.Ikc({
    rule: schemas/* enum */.k5n(['tracer-conditional', 'client-conditional']),
    /** the behaviour, as a stable key: `connect 203.0.113.9:80`, `dns *.example`, `canary ~/.env`, `read ~/.ssh/id_rsa`, `write ~/.bashrc` */
    behaviour: schemas/* string */.YjP(),
    /** when it happened: "only without the tracer", "only when clientInfo is cursor", "only on call 5", "only without CI" */
    condition: schemas/* string */.YjP(),
    witness: schemas/* enum */.k5n(PASS_WITNESSES),
    /** the pass that saw it (or the traced pass, when a condition took it away) */
    pass: schemas/* string */.YjP(),
    /** the item whose call it fell in, by the calls' windows */
    tool: schemas/* string */.YjP().optional(),
    /** a canary was involved: a canary's bytes sent, or a canary file read */
    canary: schemas/* boolean */.zMY(),
    /** seen in one pass, not borne out when the passes ran again: background work whose timing moves, no condition */
    background: schemas/* boolean */.zMY().optional()
});

;// CONCATENATED MODULE: ./src/model/static-map.ts

// What the static stage read in the server's source (src/static): per declared item, the sinks its
// handler's code can reach, and the literals that steer it.
const SINK_KINDS = ['exec', 'network', 'file-write', 'file-delete', 'credential-path', 'credential-env', 'dynamic-code', 'hidden-code'];
const SinkKindSchema = schemas/* enum */.k5n(SINK_KINDS);
const SourceSinkSchema = schemas/* object */.Ikc({
    kind: SinkKindSchema,
    what: schemas/* string */.YjP().describe('What is called or read, e.g. `child_process.spawn`, `fetch`, the `GITHUB_TOKEN` environment variable'),
    file: schemas/* string */.YjP().describe("Relative to the server's package root"),
    line: schemas/* number */.aig().int().nonnegative()
});
const StaticItemSchema = schemas/* object */.Ikc({
    kind: schemas/* enum */.k5n(['tool', 'resource', 'prompt']),
    name: schemas/* string */.YjP(),
    file: schemas/* string */.YjP().describe('Where it is registered'),
    line: schemas/* number */.aig().int().nonnegative(),
    sinks: schemas/* array */.YOg(SourceSinkSchema).describe("Sinks the handler's code can reach through the package's own call graph (best effort)"),
    steering: schemas/* array */.YOg(schemas/* object */.Ikc({ param: schemas/* string */.YjP(), values: schemas/* array */.YOg(schemas/* string */.YjP()) }))
        .describe('String literals the code compares a parameter against: the candidate arguments of steered calls')
});
const StaticMapSchema = schemas/* object */.Ikc({
    roots: schemas/* array */.YOg(schemas/* string */.YjP()).describe('Package roots read'),
    files: schemas/* number */.aig().int().nonnegative(),
    bytes: schemas/* number */.aig().int().nonnegative(),
    ms: schemas/* number */.aig().int().nonnegative().describe('How long the reading took (on its own thread, beside the run)'),
    truncated: schemas/* string */.YjP().optional().describe('Which bound stopped the reading, when one did'),
    unparsed: schemas/* number */.aig().int().nonnegative().describe('Files that did not parse'),
    items: schemas/* array */.YOg(StaticItemSchema),
    anywhere: schemas/* partialRecord */.jgl(SinkKindSchema, schemas/* number */.aig().int().nonnegative()).describe("How many sinks of each kind the package's code holds, reachable or not")
});

// EXTERNAL MODULE: ./src/model/witness.ts
var witness = __webpack_require__(4578);
// EXTERNAL MODULE: ./src/model/attack.ts
var attack = __webpack_require__(125);
// EXTERNAL MODULE: ./src/model/attack-result.ts
var attack_result = __webpack_require__(3987);
;// CONCATENATED MODULE: ./src/model/index.ts
// The domain model every stage shares: what a server declared, what it was asked, what it did and what
// that means. Each type is declared once, as a zod schema it is inferred from; the report's schema
// (src/report/schema.ts) is assembled from these. This directory imports nothing of the other stages.



















/***/ }),

/***/ 3386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ServerPackageSchema)
/* harmony export */ });
/* unused harmony export LaunchRecordSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1514);

// A server started from a launch spec (npx, uvx, npm:, pypi:): the package installed before the audit.
/** The package that was installed and run, as the report records it. */
const ServerPackageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ecosystem: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['npm', 'pypi']),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('The exact version installed'),
    integrity: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().describe("The registry's integrity of the archive (npm: sha512-…; pypi: sha256=…), when the client reported it"),
    spec: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).describe('The launch spec as given, e.g. ["npx", "-y", "pkg@1.0.0", "stdio"]'),
    cached: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().describe('Taken from the package cache without asking the registry'),
    installScripts: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['skipped', 'traced', 'none'])
        .describe('Lifecycle scripts: skipped (the default), traced (--install-scripts: phase install), or none in the package tree')
});
/** What the engine needs to know about a server that came from a launch spec. */
const LaunchRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    package: ServerPackageSchema,
    root: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('The cache entry, shown to the server read-only (copy-on-write with install scripts)'),
    installPhase: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().describe('The command starts with the lifecycle-scripts wrapper: the trace begins in phase install')
});


/***/ }),

/***/ 9452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uj: () => (/* binding */ RUG_PULL_STATUSES),
/* harmony export */   jd: () => (/* binding */ RugPullSchema),
/* harmony export */   pL: () => (/* binding */ ManifestSchema)
/* harmony export */ });
/* unused harmony exports ManifestToolSchema, ManifestResourceSchema, ManifestResourceTemplateSchema, ManifestPromptSchema, ManifestChangeSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1514);
/* harmony import */ var _declared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8775);
/* harmony import */ var _surface_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4626);



// What the server declared, canonicalized and hashed; and how that changed against the pin and during the session.
// Each item as declared (declared.ts) with the hash of its canonical JSON; a tool's `execution` is how it
// runs, not what it is, and stays out of the pin.
const hashed = { sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() };
const ManifestToolSchema = _declared_js__WEBPACK_IMPORTED_MODULE_0__/* .DeclaredToolSchema */ .mf.omit({ execution: true }).extend(hashed);
const ManifestResourceSchema = _declared_js__WEBPACK_IMPORTED_MODULE_0__/* .DeclaredResourceSchema */ .mM.extend(hashed);
const ManifestResourceTemplateSchema = _declared_js__WEBPACK_IMPORTED_MODULE_0__/* .DeclaredResourceTemplateSchema */ .ME.extend(hashed);
const ManifestPromptSchema = _declared_js__WEBPACK_IMPORTED_MODULE_0__/* .DeclaredPromptSchema */ .GP.extend(hashed);
const ManifestSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('Canonical hash of the whole declared surface'),
    instructions: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    tools: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ManifestToolSchema),
    resources: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ManifestResourceSchema),
    resourceTemplates: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ManifestResourceTemplateSchema),
    prompts: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ManifestPromptSchema)
});
const RUG_PULL_STATUSES = ['new', 'unchanged', 'changed', 'accepted'];
const ManifestChangeSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n([..._surface_js__WEBPACK_IMPORTED_MODULE_1__/* .SurfaceKindSchema */ .RW.options, 'instructions']),
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    change: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['added', 'removed', 'modified']),
    diff: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional().describe('Unified text diff of the canonical JSON of the item')
});
const RugPullSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(RUG_PULL_STATUSES),
    identity: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pinnedSha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    currentSha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    changes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ManifestChangeSchema),
    duringSession: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ManifestChangeSchema).describe('Changes between the listing at startup and the re-listing after the calls')
});


/***/ }),

/***/ 6941:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ RuleIdSchema)
/* harmony export */ });
/* unused harmony export RULE_IDS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1514);

const RULE_IDS = [
    'sensitive-file-read',
    'process-snooping',
    'network-egress',
    'dns-query',
    'canary-exfiltration',
    'subprocess',
    'file-write',
    'file-delete',
    'persistence',
    'unobservable-io',
    'rug-pull',
    'host-path',
    'host-socket',
    'host-write',
    'not-exercised',
    'behaviour-change',
    'tool-shadowing',
    'credential-lookup',
    'credential-use',
    'surface-change',
    'own-state',
    'helper-program',
    'hidden-unicode',
    'metadata-injection',
    'cross-tool-instructions',
    'result-injection',
    'markdown-image-exfiltration',
    'ansi-escape',
    'sampling-exfiltration',
    'credential-elicitation',
    'roots-overreach',
    'cloud-metadata',
    'tracer-conditional',
    'client-conditional',
    'unexercised-capability',
    'hidden-capability',
    'read-only-capability',
    'scope-escape',
    'command-injection',
    'argument-injection',
    'code-injection',
    'internal-request',
    'sql-write-bypass'
];
const RuleIdSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(RULE_IDS);


/***/ }),

/***/ 3318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E_: () => (/* binding */ FsModeSchema),
/* harmony export */   Kt: () => (/* reexport safe */ _sandbox_modes_js__WEBPACK_IMPORTED_MODULE_0__.Kt),
/* harmony export */   Ni: () => (/* binding */ NetworkModeSchema),
/* harmony export */   it: () => (/* binding */ SandboxMethodSchema),
/* harmony export */   vt: () => (/* reexport safe */ _sandbox_modes_js__WEBPACK_IMPORTED_MODULE_0__.vt)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var _sandbox_modes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8947);



const NetworkModeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_sandbox_modes_js__WEBPACK_IMPORTED_MODULE_0__/* .NETWORK_MODES */ .Kt);
const FsModeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_sandbox_modes_js__WEBPACK_IMPORTED_MODULE_0__/* .FS_MODES */ .vt);
const SandboxMethodSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_sandbox_modes_js__WEBPACK_IMPORTED_MODULE_0__/* .SANDBOX_METHODS */ .B2);


/***/ }),

/***/ 687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ decideVerdict),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   yD: () => (/* binding */ decideFleetExitCode)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _model_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3870);


function decideVerdict({ findings, failOn, incomplete, interrupted, coverage }) {
    const blocking = findings.filter((finding) => (0,_model_index_js__WEBPACK_IMPORTED_MODULE_1__/* .meetsThreshold */ .M0)(finding.severity, failOn)).length;
    const coverageBelow = coverage && coverage.minPercent !== null && coverage.percent < coverage.minPercent
        ? `${coverage.percent}% of the items reached a successful call, below --min-coverage ${coverage.minPercent}%`
        : null;
    const exitCode = interrupted
        ? _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_CODES */ .ai.interrupted
        : blocking > 0 || coverageBelow !== null
            ? _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_CODES */ .ai.findings
            : incomplete !== null
                ? _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_CODES */ .ai.incomplete
                : _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_CODES */ .ai.pass;
    return { passed: blocking === 0 && incomplete === null && coverageBelow === null, failOn, blocking, incomplete, coverageBelow, exitCode };
}
/** The verdict of a finished report (as the engine decided it when writing the report). */
function verdictOf(report) {
    return decideVerdict({
        findings: report.findings,
        failOn: report.sandbox.failOn,
        incomplete: report.incomplete ?? null,
        interrupted: report.exitCode === _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_CODES */ .ai.interrupted,
        coverage: report.coverage?.totals ? { percent: report.coverage.totals.percent, minPercent: report.coverage.minPercent ?? null } : null
    });
}
/** The exit codes a fleet can end with, the most serious first. */
const FLEET_EXIT_PRECEDENCE = [_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_CODES */ .ai.interrupted, _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_CODES */ .ai.sandbox, _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_CODES */ .ai.user, _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_CODES */ .ai.findings];
/**
 * One exit code for a fleet: the most serious of its servers' — interrupted, then a sandbox that could
 * not be built, then a server that could not be audited, then findings at or above failOn — with its
 * cross-server findings judged as a server's are. A fleet passes (0) only when every server does.
 */
function decideFleetExitCode({ serverExitCodes, findings, failOn }) {
    const codes = new Set([...serverExitCodes, decideVerdict({ findings, failOn, incomplete: null, interrupted: false }).exitCode]);
    return FLEET_EXIT_PRECEDENCE.find((code) => codes.has(code)) ?? [...codes].find((code) => code !== _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_CODES */ .ai.pass) ?? _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_CODES */ .ai.pass;
}


/***/ })

};
