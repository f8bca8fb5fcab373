export const id = 878;
export const ids = [878];
export const modules = {

/***/ 7607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XK: () => (/* binding */ withoutHash),
/* harmony export */   u1: () => (/* binding */ buildManifest)
/* harmony export */ });
/* unused harmony exports NOT_AN_OBJECT_KEY, itemKey, itemHash */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7079);

// The manifest is what the server declared, normalized just enough to hash and diff: it keeps the
// fields an MCP client shows to a model (names, descriptions, schemas, annotations, prompt arguments)
// and drops everything else (_meta, icons, unknown extensions), which no rug-pull rule looks at.
//
// Server data is untrusted and may not match the types the SDK promises. Nothing here throws on it, and
// nothing a server sent in a kept field is silently dropped, because a dropped field is a field whose
// change the pin would not notice:
// - a field that is null is treated as absent (what optional fields look like from some SDKs);
// - a text field (name, description, …) that is not a string is kept as its canonical JSON text;
// - a schema or annotations value that is not a JSON object (an array, a string, null) is kept
//   wrapped as { "mcp-behave:notAnObject": <value as sent> }, so the item still fits the report schema,
//   is still hashed, and a change to it still shows in the diff;
// - an item that is not an object at all is treated as an empty one; a missing key becomes "".
const NOT_AN_OBJECT_KEY = 'mcp-behave:notAnObject';
function buildManifest(listing, instructions) {
    const source = asRecord(listing) ?? {};
    const tools = sortedItems(listOf(source.tools).map(toTool), 'name');
    const resources = sortedItems(listOf(source.resources).map(toResource), 'uri');
    const resourceTemplates = sortedItems(listOf(source.resourceTemplates).map(toResourceTemplate), 'uriTemplate');
    const prompts = sortedItems(listOf(source.prompts).map(toPrompt), 'name');
    const instructionsText = instructions === undefined ? undefined : textField(instructions);
    const surface = {
        tools: tools.map(withoutHash),
        resources: resources.map(withoutHash),
        resourceTemplates: resourceTemplates.map(withoutHash),
        prompts: prompts.map(withoutHash),
        instructions: instructionsText
    };
    return {
        sha256: (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .f)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)(surface, { schema: true })),
        ...(instructionsText === undefined ? {} : { instructions: instructionsText }),
        tools,
        resources,
        resourceTemplates,
        prompts
    };
}
/** The identifying key of a manifest item: tool/prompt name, resource URI, template URI. */
function itemKey(kind, item) {
    const field = kind === 'resource' ? 'uri' : kind === 'resourceTemplate' ? 'uriTemplate' : 'name';
    const value = item[field];
    return typeof value === 'string' ? value : '';
}
/** The item as hashed and diffed: everything but its own hash. */
function withoutHash(item) {
    const { sha256: _hash, ...rest } = item;
    void _hash;
    return rest;
}
function itemHash(item) {
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .f)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)(item, { schema: true }));
}
function toTool(raw) {
    const item = asRecord(raw) ?? {};
    return hashed({
        name: textField(item.name) ?? '',
        title: textField(item.title),
        description: textField(item.description),
        inputSchema: objectField(item.inputSchema),
        outputSchema: objectField(item.outputSchema),
        annotations: objectField(item.annotations)
    });
}
function toResource(raw) {
    const item = asRecord(raw) ?? {};
    return hashed({
        uri: textField(item.uri) ?? '',
        name: textField(item.name),
        title: textField(item.title),
        description: textField(item.description),
        mimeType: textField(item.mimeType),
        annotations: objectField(item.annotations)
    });
}
function toResourceTemplate(raw) {
    const item = asRecord(raw) ?? {};
    return hashed({
        uriTemplate: textField(item.uriTemplate) ?? '',
        name: textField(item.name),
        title: textField(item.title),
        description: textField(item.description),
        mimeType: textField(item.mimeType),
        annotations: objectField(item.annotations)
    });
}
function toPrompt(raw) {
    const item = asRecord(raw) ?? {};
    const args = item.arguments;
    let promptArguments;
    if (Array.isArray(args)) {
        // Argument order is what a client shows, but reordering changes nothing a model can be told, so
        // arguments are compared as a set, like the items themselves.
        promptArguments = args
            .map((arg) => {
            const record = asRecord(arg) ?? {};
            const required = record.required;
            return dropUndefined({
                name: textField(record.name) ?? '',
                description: textField(record.description),
                required: typeof required === 'boolean' ? required : undefined
            });
        })
            .sort((a, b) => compareStrings(a.name, b.name) || compareStrings((0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)(a), (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)(b)));
    }
    else if (args !== undefined && args !== null) {
        promptArguments = [{ name: (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)(args) }];
    }
    return hashed({
        name: textField(item.name) ?? '',
        title: textField(item.title),
        description: textField(item.description),
        arguments: promptArguments
    });
}
function hashed(fields) {
    const item = dropUndefined(fields);
    return { ...item, sha256: itemHash(item) };
}
function sortedItems(items, key) {
    const keyOf = (item) => {
        const value = item[key];
        return typeof value === 'string' ? value : '';
    };
    // ties (a server declaring one name twice) are broken by content, so list order never matters
    return items.sort((a, b) => compareStrings(keyOf(a), keyOf(b)) || compareStrings(a.sha256, b.sha256));
}
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function dropUndefined(fields) {
    const out = {};
    for (const [key, value] of Object.entries(fields))
        if (value !== undefined)
            out[key] = value;
    return out;
}
function textField(value) {
    if (value === undefined || value === null)
        return undefined;
    return typeof value === 'string' ? value : (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)(value);
}
function objectField(value) {
    if (value === undefined || value === null)
        return undefined;
    return asRecord(value) ?? { [NOT_AN_OBJECT_KEY]: value };
}
function asRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
}
function listOf(value) {
    return Array.isArray(value) ? value : [];
}


/***/ }),

/***/ 7079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson),
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

// Canonical JSON for hashing the declared surface: object keys sorted (by UTF-16 code unit), no
// insignificant whitespace, `undefined` members dropped, -0 written as 0 and non-finite numbers as null
// (as JSON.stringify does). Inside a JSON Schema, a `required` array is a set, so it is sorted and
// de-duplicated; every other array keeps its order. Lists of declared items are sorted by the caller
// (buildManifest), which knows each item's key.
//
// The serializer walks with an explicit stack instead of recursion: the data comes from the server under
// audit, and a schema nested a hundred thousand levels deep must hash like any other value instead of
// overflowing the stack (or, with a depth cap, hashing equal to a different deep value).
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);
function canonicalJson(value, options = {}) {
    const pretty = options.pretty === true;
    const out = [];
    const stack = [];
    const open = new Set();
    const emit = (item, key, inData, depth) => {
        if (item === null || typeof item !== 'object') {
            out.push(primitiveJson(item));
            return;
        }
        if (open.has(item)) {
            // only reachable from in-process callers; JSON from a server cannot be cyclic
            out.push('"[circular]"');
            return;
        }
        const childInData = inData || (key !== null && DATA_KEYWORDS.has(key));
        let entries;
        let openText;
        let close;
        if (Array.isArray(item)) {
            let elements = item;
            if (options.schema === true && !inData && key === 'required' && item.every((e) => typeof e === 'string')) {
                elements = [...new Set(item)].sort();
            }
            entries = elements.map((element) => [null, element, childInData]);
            openText = '[';
            close = ']';
        }
        else {
            const record = item;
            entries = Object.keys(record)
                .filter((k) => isSerializable(record[k]))
                .sort()
                .map((k) => [k, record[k], childInData]);
            openText = '{';
            close = '}';
        }
        if (entries.length === 0) {
            out.push(openText + close);
            return;
        }
        out.push(openText);
        open.add(item);
        stack.push({ close, entries, index: 0, depth, container: item });
    };
    emit(value, null, false, 0);
    while (stack.length > 0) {
        const frame = stack[stack.length - 1];
        const entry = frame.entries[frame.index];
        if (entry === undefined) {
            if (pretty)
                out.push('\n' + '  '.repeat(frame.depth));
            out.push(frame.close);
            open.delete(frame.container);
            stack.pop();
            continue;
        }
        if (frame.index > 0)
            out.push(',');
        frame.index += 1;
        if (pretty)
            out.push('\n' + '  '.repeat(frame.depth + 1));
        const [key, child, inData] = entry;
        if (key !== null)
            out.push(JSON.stringify(key) + (pretty ? ': ' : ':'));
        emit(child === undefined || !isSerializable(child) ? null : child, key, inData, frame.depth + 1);
    }
    return out.join('');
}
function isSerializable(value) {
    return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}
function primitiveJson(value) {
    switch (typeof value) {
        case 'string':
            return JSON.stringify(value);
        case 'number':
            return Number.isFinite(value) ? (Object.is(value, -0) ? '0' : JSON.stringify(value)) : 'null';
        case 'boolean':
            return value ? 'true' : 'false';
        case 'bigint':
            return JSON.stringify(value.toString());
        default:
            return 'null';
    }
}
function sha256Hex(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex');
}


/***/ }),

/***/ 7878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H1: () => (/* binding */ PinStore),
  H6: () => (/* binding */ rugPullOf)
});

// UNUSED EXPORTS: PinFileSchema, compareWithPin, pinFilePath

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/model/index.ts + 2 modules
var model = __webpack_require__(3870);
// EXTERNAL MODULE: ./src/manifest/build-manifest.ts
var build_manifest = __webpack_require__(7607);
// EXTERNAL MODULE: ./src/manifest/canonical.ts
var canonical = __webpack_require__(7079);
;// CONCATENATED MODULE: ./src/manifest/diff.ts


const PIN_LABELS = { before: 'pinned', after: 'current' };
const SESSION_LABELS = { before: 'session-start', after: 'session-end' };
/**
 * Every difference between two declared surfaces, in a stable order: tools, resources, resource
 * templates, prompts (each by key), then the server instructions. Each change carries a unified diff of
 * the item's pretty canonical JSON; an added or removed item's diff shows the whole item, so a reviewer
 * sees what appeared without opening the report.
 */
function diffManifests(before, after, labels = PIN_LABELS) {
    const changes = [
        ...diffItems('tool', before.tools, after.tools, (item) => item.name, labels),
        ...diffItems('resource', before.resources, after.resources, (item) => item.uri, labels),
        ...diffItems('resourceTemplate', before.resourceTemplates, after.resourceTemplates, (item) => item.uriTemplate, labels),
        ...diffItems('prompt', before.prompts, after.prompts, (item) => item.name, labels)
    ];
    const oldInstructions = before.instructions;
    const newInstructions = after.instructions;
    if (oldInstructions !== newInstructions) {
        changes.push({
            kind: 'instructions',
            name: 'instructions',
            change: oldInstructions === undefined ? 'added' : newInstructions === undefined ? 'removed' : 'modified',
            diff: unifiedDiff(oldInstructions ?? null, newInstructions ?? null, labels)
        });
    }
    return changes;
}
/** Changes to a surface between the listing at startup and the re-listing after the calls. */
function sessionChanges(initial, relisted) {
    // The same listing again (the usual case) changed nothing; building both manifests to say so cost more
    // than the audit's own manifest (every item's canonical JSON hashed, twice).
    if (relisted === null || JSON.stringify(relisted) === JSON.stringify(initial))
        return [];
    return diffManifests((0,build_manifest/* buildManifest */.u1)(initial), (0,build_manifest/* buildManifest */.u1)(relisted), SESSION_LABELS);
}
function diffItems(kind, before, after, keyOf, labels) {
    const oldByKey = groupByKey(before, keyOf);
    const newByKey = groupByKey(after, keyOf);
    const keys = [...new Set([...oldByKey.keys(), ...newByKey.keys()])].sort(compareStrings);
    const changes = [];
    for (const key of keys) {
        // A server may declare one key twice: identical copies cancel out, the rest pair up in hash order.
        const oldItems = [...(oldByKey.get(key) ?? [])];
        const newItems = [];
        for (const item of newByKey.get(key) ?? []) {
            const same = oldItems.findIndex((old) => old.sha256 === item.sha256);
            if (same >= 0)
                oldItems.splice(same, 1);
            else
                newItems.push(item);
        }
        const paired = Math.min(oldItems.length, newItems.length);
        for (let i = 0; i < Math.max(oldItems.length, newItems.length); i += 1) {
            const oldItem = oldItems[i];
            const newItem = newItems[i];
            const change = i < paired ? 'modified' : oldItem === undefined ? 'added' : 'removed';
            changes.push({ kind, name: key, change, diff: unifiedDiff(itemText(oldItem), itemText(newItem), labels) });
        }
    }
    return changes;
}
function groupByKey(items, keyOf) {
    const groups = new Map();
    for (const item of [...items].sort((a, b) => compareStrings(a.sha256, b.sha256))) {
        const key = keyOf(item);
        const group = groups.get(key);
        if (group)
            group.push(item);
        else
            groups.set(key, [item]);
    }
    return groups;
}
function itemText(item) {
    return item === undefined ? null : (0,canonical/* canonicalJson */.d)((0,build_manifest/* withoutHash */.XK)(item), { pretty: true, schema: true });
}
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
// Above this many LCS cells (~16 MB of table) the differing middle is shown as removed-then-added.
const MAX_LCS_CELLS = 4_000_000;
/**
 * A unified diff (`--- before` / `+++ after`, `@@` hunks, `context` lines around changes) of two texts
 * compared line by line. `null` is an absent text (an added or removed item); equal texts give ''.
 */
function unifiedDiff(before, after, labels, context = 3) {
    const oldLines = before === null ? [] : before.split('\n');
    const newLines = after === null ? [] : after.split('\n');
    const ops = diffLines(oldLines, newLines);
    if (ops.every((op) => op.tag === ' '))
        return '';
    const out = [`--- ${labels.before}`, `+++ ${labels.after}`];
    const changed = ops.flatMap((op, index) => (op.tag === ' ' ? [] : [index]));
    let hunkStart = 0;
    while (hunkStart < changed.length) {
        // extend the hunk while the next change is close enough for the two contexts to touch
        let hunkEnd = hunkStart;
        while (hunkEnd + 1 < changed.length && changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context + 1) {
            hunkEnd += 1;
        }
        const from = Math.max(0, changed[hunkStart] - context);
        const to = Math.min(ops.length, changed[hunkEnd] + context + 1);
        let oldStart = 0;
        let newStart = 0;
        for (const op of ops.slice(0, from)) {
            if (op.tag !== '+')
                oldStart += 1;
            if (op.tag !== '-')
                newStart += 1;
        }
        const hunk = ops.slice(from, to);
        const oldCount = hunk.filter((op) => op.tag !== '+').length;
        const newCount = hunk.filter((op) => op.tag !== '-').length;
        out.push(`@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@`);
        for (const op of hunk)
            out.push(op.tag + op.line);
        hunkStart = hunkEnd + 1;
    }
    return out.join('\n');
}
// GNU diff conventions: a one-line range is just its line number; an empty range names the line before it.
function range(linesBefore, count) {
    if (count === 0)
        return `${linesBefore},0`;
    if (count === 1)
        return `${linesBefore + 1}`;
    return `${linesBefore + 1},${count}`;
}
function diffLines(a, b) {
    let prefix = 0;
    while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix])
        prefix += 1;
    let suffix = 0;
    while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) {
        suffix += 1;
    }
    const head = a.slice(0, prefix).map((line) => ({ tag: ' ', line }));
    const tail = a.slice(a.length - suffix).map((line) => ({ tag: ' ', line }));
    const oldMiddle = a.slice(prefix, a.length - suffix);
    const newMiddle = b.slice(prefix, b.length - suffix);
    return [...head, ...lcsOps(oldMiddle, newMiddle), ...tail];
}
function lcsOps(a, b) {
    const n = a.length;
    const m = b.length;
    if ((n + 1) * (m + 1) > MAX_LCS_CELLS) {
        return [...a.map((line) => ({ tag: '-', line })), ...b.map((line) => ({ tag: '+', line }))];
    }
    // lengths[i * (m + 1) + j] = LCS length of a[i..] and b[j..]
    const width = m + 1;
    const lengths = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i -= 1) {
        for (let j = m - 1; j >= 0; j -= 1) {
            lengths[i * width + j] =
                a[i] === b[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
        }
    }
    const ops = [];
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
        if (a[i] === b[j]) {
            ops.push({ tag: ' ', line: a[i] });
            i += 1;
            j += 1;
        }
        else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
            ops.push({ tag: '-', line: a[i] });
            i += 1;
        }
        else {
            ops.push({ tag: '+', line: b[j] });
            j += 1;
        }
    }
    while (i < n)
        ops.push({ tag: '-', line: a[i++] });
    while (j < m)
        ops.push({ tag: '+', line: b[j++] });
    return ops;
}

// EXTERNAL MODULE: ./src/settings/server-identity.ts
var server_identity = __webpack_require__(6113);
;// CONCATENATED MODULE: ./src/manifest/pin-store.ts







const PinFileSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    identity: schemas/* string */.YjP(),
    acceptedAt: schemas/* string */.YjP(),
    manifest: model/* ManifestSchema */.pL
});
/**
 * Where the pin of `identity` lives under a state directory: the one place that builds this path, for the
 * engine (PinStore) and the action's cache (github/pin-cache.ts) alike.
 */
function pinFilePath(stateDir, identity) {
    // The identity ends up in a file name; anything that could climb out of pins/ is a bug upstream.
    if (!(0,server_identity/* isSafeIdentity */.md)(identity))
        throw new Error(`Unsafe pin identity '${identity}'`);
    return external_node_path_default().join(stateDir, 'pins', `${identity}.json`);
}
/**
 * Pins (the last accepted manifest of each server) under `<directory>/pins/<identity>.json`.
 * The directory is resolved by the caller ($XDG_DATA_HOME/mcp-behave by default).
 */
class PinStore {
    directory;
    constructor(directory) {
        this.directory = directory;
    }
    pinPath(identity) {
        return pinFilePath(this.directory, identity);
    }
    async read(identity) {
        const file = this.pinPath(identity);
        let text;
        try {
            text = await (0,promises_.readFile)(file, 'utf8');
        }
        catch (error) {
            const code = errorCode(error);
            if (code === 'ENOENT' || code === 'ENOTDIR')
                return { status: 'missing' };
            return { status: 'corrupt', error: `Cannot read pin ${file}: ${errorMessage(error)}` };
        }
        let json;
        try {
            json = JSON.parse(text);
        }
        catch (error) {
            return { status: 'corrupt', error: `Pin ${file} is not valid JSON: ${errorMessage(error)}` };
        }
        const parsed = PinFileSchema.safeParse(json);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
            return { status: 'corrupt', error: `Pin ${file} is not a valid pin${where}: ${issue?.message ?? 'invalid'}` };
        }
        if (parsed.data.identity !== identity) {
            return { status: 'corrupt', error: `Pin ${file} belongs to '${parsed.data.identity}', not '${identity}'` };
        }
        return { status: 'ok', pin: parsed.data };
    }
    /** Replaces the pin atomically: a reader sees the old pin or the new one, never half of either. */
    async write(identity, manifest, acceptedAt = new Date()) {
        const file = this.pinPath(identity);
        const dir = external_node_path_default().dirname(file);
        await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o700 });
        const pin = { schemaVersion: 1, identity, acceptedAt: acceptedAt.toISOString(), manifest };
        const temp = external_node_path_default().join(dir, `.${identity}.${process.pid}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
        try {
            await (0,promises_.writeFile)(temp, JSON.stringify(pin, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
            await (0,promises_.rename)(temp, file);
        }
        catch (error) {
            await (0,promises_.rm)(temp, { force: true });
            throw error;
        }
    }
}
/**
 * Compares the current manifest with the pin, the last ACCEPTED manifest:
 * - no pin: `new`, and the current manifest becomes the pin;
 * - same hash: `unchanged`;
 * - different hash: `changed`, and the pin stays as it was, so the change is reported on every run
 *   until someone accepts it (a pin overwritten on sight would report a rug pull once, then bless it);
 * - different hash with `accept`: `accepted`, the pin is replaced, and the changes are still listed.
 * A pin that exists but cannot be read (corrupt, wrong identity, unreadable) is reported as `error`
 * and is never silently replaced: the baseline the user accepted is lost, so the status is `new` and
 * nothing is written, until `accept` re-pins the current manifest (status `accepted`).
 */
async function compareWithPin(store, identity, current, accept, now = new Date()) {
    const existing = await store.read(identity);
    const base = { identity, currentSha256: current.sha256 };
    if (existing.status !== 'ok') {
        const rugPull = { ...base, status: 'new', changes: [] };
        if (existing.status === 'corrupt' && !accept) {
            return { rugPull, wrote: false, error: `${existing.error}. Re-run with --accept-manifest to pin the current manifest.` };
        }
        const written = await tryWrite(store, identity, current, now);
        const corrupt = existing.status === 'corrupt' ? existing.error : undefined;
        const error = [corrupt, written.error].filter((e) => e !== undefined).join('; ');
        const status = existing.status === 'corrupt' ? 'accepted' : 'new';
        return { rugPull: { ...rugPull, status }, wrote: written.ok, ...(error ? { error } : {}) };
    }
    const pinned = existing.pin.manifest;
    const withPin = { ...base, pinnedSha256: pinned.sha256 };
    if (pinned.sha256 === current.sha256) {
        return { rugPull: { ...withPin, status: 'unchanged', changes: [] }, wrote: false };
    }
    const changes = diffManifests(pinned, current);
    if (!accept)
        return { rugPull: { ...withPin, status: 'changed', changes }, wrote: false };
    const written = await tryWrite(store, identity, current, now);
    return {
        rugPull: { ...withPin, status: 'accepted', changes },
        wrote: written.ok,
        ...(written.error ? { error: written.error } : {})
    };
}
/** The rug-pull stage of an audit: the surface against its pin, and against itself during the session. */
async function rugPullOf(input) {
    const { identity, manifest } = input;
    const pin = input.complete ? await compareWithPin(new PinStore(input.stateDir), identity, manifest, input.accept) : null;
    const rugPull = {
        ...(pin?.rugPull ?? { status: 'new', identity, currentSha256: manifest.sha256, changes: [] }),
        duringSession: sessionChanges(input.listing, input.relisting)
    };
    return { rugPull, ...(pin?.error ? { pinError: pin.error } : {}) };
}
async function tryWrite(store, identity, manifest, now) {
    try {
        await store.write(identity, manifest, now);
        return { ok: true };
    }
    catch (error) {
        return { ok: false, error: `Cannot write pin ${store.pinPath(identity)}: ${errorMessage(error)}` };
    }
}
function errorCode(error) {
    return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}
function errorMessage(error) {
    return typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
}


/***/ })

};
