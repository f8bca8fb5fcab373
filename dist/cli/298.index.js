export const id = 298;
export const ids = [298];
export const modules = {

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


/***/ })

};
