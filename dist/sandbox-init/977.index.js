export const id = 977;
export const ids = [977];
export const modules = {

/***/ 273:
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

/***/ 5887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xx: () => (/* binding */ valueFor),
/* harmony export */   bH: () => (/* binding */ itemFor),
/* harmony export */   dk: () => (/* binding */ urlFor),
/* harmony export */   tB: () => (/* binding */ applyLesson)
/* harmony export */ });
/* harmony import */ var _model_key_hints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(273);

const DATE = '2024-01-15T09:30:00Z';
const EXTENSION_WORDS = [
    [/^(script|install|installer|setup|bootstrap|sh|shell)$/, '.sh'],
    [/^(image|img|avatar|thumbnail|icon|logo|picture|photo|png|chart|map)$/, '.png'],
    [/^(pdf|document|doc|invoice|report)$/, '.pdf'],
    [/^(feed|rss|atom)$/, '.xml'],
    [/^(csv|export)$/, '.csv'],
    [/^(html|page)$/, '.html']
];
/** `https://<host>/<path>` for a URL-valued key, its file named by the key (`script_url` → `/files/script.sh`). */
function urlFor(key, context) {
    const words = (0,_model_key_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .splitWords */ .yM)(key).filter((word) => !/^(url|uri|href|link|download|browser|html|api|self)$/.test(word));
    const extension = EXTENSION_WORDS.find(([pattern]) => (0,_model_key_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .splitWords */ .yM)(key).some((word) => pattern.test(word)))?.[1];
    const stem = words.join('-') || 'item';
    return extension ? `https://${context.host}/files/${stem}-${context.index + 1}${extension}` : `https://${context.host}/${stem}/${context.index + 1}`;
}
const TRUE_KEY = /^(success|ok|active|enabled|verified|valid|available|public|visible|exists)$|^(is|has|can|allow)[A-Z_]/;
const FALSE_KEY = /^(has_?more|hasmore|has_?next_?page|hasnextpage|truncated|incomplete_?results|deleted|archived|locked|private|draft|error|errors)$/i;
const NULL_KEY = /^(next|next_?cursor|next_?page(_?token|_?url)?|cursor|end_?cursor|continuation(_?token)?|offset_?token|scroll_?id|previous|prev)$/i;
const COUNT_KEY = /^(total|total_?count|count|total_?results|total_?hits|result_?count|size|length|num_?results)$/i;
/** A value for a field named `key` (its type when a lesson says), never a secret-looking string. */
function valueFor(key, context, expected) {
    const lower = key.toLowerCase();
    const checked = context.values?.[lower];
    if (checked !== undefined && (expected === undefined || expected === 'string'))
        return checked;
    if (expected === 'array')
        return [itemFor((0,_model_key_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .singular */ .cL)(lower), { ...context, index: 0 })];
    if (expected === 'object')
        return itemFor(lower, context);
    if (expected === 'boolean')
        return !FALSE_KEY.test(key);
    if (expected === 'number')
        return COUNT_KEY.test(key) ? 1 : context.index + 1;
    if (expected === undefined) {
        if (NULL_KEY.test(key))
            return null;
        if (FALSE_KEY.test(key))
            return false;
        if (TRUE_KEY.test(key))
            return true;
        if (COUNT_KEY.test(key))
            return 1;
    }
    const words = (0,_model_key_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .splitWords */ .yM)(key);
    const last = words.at(-1) ?? '';
    if (last === 'at' || last === 'on' || /(date|time|timestamp)$/.test(lower))
        return DATE;
    switch ((0,_model_key_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .hintKind */ .U)(key)) {
        case 'url':
            return urlFor(key, context);
        case 'email':
            return `alex${context.index > 0 ? context.index + 1 : ''}@example.com`;
        case 'host':
            return context.host;
        case 'ipv4':
            return '192.0.2.1';
        case 'ipv6':
            return '2001:db8::1';
        case 'id':
        case 'uuid':
            return (0,_model_key_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .hintKind */ .U)(key) === 'uuid'
                ? `00000000-0000-4000-8000-00000000000${context.index + 1}`
                : expected === 'string'
                    ? String(context.index + 1)
                    : context.index + 1;
        case 'count':
        case 'port':
            return expected === 'string' ? '1' : 1;
        case 'date':
        case 'datetime':
        case 'time':
            return DATE;
        case 'owner':
            return 'acme';
        case 'repo':
            return 'notes-app';
        case 'branch':
            return 'main';
        case 'lang':
            return 'en';
        case 'timezone':
            return 'UTC';
        case 'path':
        case 'filename':
            return `notes-${context.index + 1}.txt`;
        case 'dir':
            return 'notes';
        default:
            break;
    }
    if (expected === 'string' || /(name|title|label|slug|login|handle)$/.test(lower))
        return `${words.join(' ') || 'item'} ${context.index + 1}`;
    // a job's terminal state: a client polling until it is done stops at once
    if (/(status|state)$/.test(lower))
        return 'completed';
    if (/(type|kind|object)$/.test(lower))
        return 'item';
    return `hello world ${context.index + 1}`;
}
/** The fields every item of an API carries in some spelling: whichever the client reads is there. */
const ITEM_KEYS = ['id', 'name', 'title', 'description', 'url', 'html_url', 'created_at', 'updated_at', 'status', 'type', 'success'];
/** One plausible item: id (the path's, when an item was asked for), name, title, urls, dates. */
function itemFor(noun, context) {
    const item = {};
    for (const key of ITEM_KEYS)
        item[key] = valueFor(key, context);
    if (context.id !== undefined)
        item.id = context.id;
    const label = noun.replace(/[^a-z0-9]+/gi, ' ').trim() || 'item';
    item.name = `${label} ${context.index + 1}`;
    item.title = `${label[0]?.toUpperCase() ?? ''}${label.slice(1)} ${context.index + 1}`;
    item.description = `A ${label} for the notes app`;
    item.url = urlFor(`${noun}_url`, context).replace(/\/files\//, '/');
    item.html_url = item.url;
    item.type = label.replace(/ /g, '_');
    return item;
}
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const LIST_KEYS = ['items', 'data', 'results', 'records', 'entries', 'nodes', 'list'];
/** The list inside an envelope (`items`, `data`, `results`, …), for a client that wanted the list itself. */
function listOf(value) {
    for (const key of LIST_KEYS)
        if (Array.isArray(value[key]))
            return value[key];
    return undefined;
}
const typeOf = (value) => value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value;
/** Sets `path` in `value` (creating what is missing; a number walks every element of a list), leaving the right type at its end. */
function ensurePath(value, path, expected, context) {
    const [head, ...rest] = path;
    if (head === undefined)
        return value;
    if (typeof head === 'number') {
        const list = Array.isArray(value) ? value : [isRecord(value) ? value : itemFor('item', context)];
        if (list.length === 0)
            list.push(itemFor('item', context));
        return list.map((entry, index) => rest.length === 0 ? fitType(entry, expected, 'item', { ...context, index }) : ensurePath(entry, rest, expected, { ...context, index }));
    }
    const object = isRecord(value) ? value : {};
    if (rest.length === 0) {
        object[head] = fitType(object[head], expected, head, context);
        return object;
    }
    const next = rest[0];
    let child = object[head];
    if (typeof next === 'number' && !Array.isArray(child))
        child = isRecord(child) ? [child] : [itemFor((0,_model_key_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .singular */ .cL)(head), context)];
    if (typeof next === 'string' && !isRecord(child))
        child = Array.isArray(child) && isRecord(child[0]) ? child[0] : {};
    object[head] = ensurePath(child, rest, expected, context);
    return object;
}
function fitType(current, expected, key, context) {
    if (current !== undefined && current !== null && (expected === undefined || typeOf(current) === expected))
        return current;
    return valueFor(key, context, expected);
}
/**
 * The reply with what an earlier call of this tool choked on put in: the top as a list or an object, each
 * field a validator named at its path and type, each property a TypeError read from nothing at the top,
 * under `data` and in each listed item. Returns the paths it added, for the record.
 */
function applyLesson(value, lesson, context) {
    const learned = [];
    let out = value;
    if (lesson.root === 'array' && !Array.isArray(out)) {
        out = isRecord(out) ? (listOf(out) ?? [out]) : [itemFor('item', context)];
        learned.push('[]');
    }
    if (lesson.root === 'object' && !isRecord(out)) {
        const list = Array.isArray(out) ? out : [];
        out = { items: list, data: list, results: list, total_count: list.length, has_more: false, next: null };
        learned.push('{}');
    }
    for (const field of lesson.fields) {
        const path = typeof field.path[0] === 'number' && !Array.isArray(out) ? field.path.slice(1) : field.path;
        if (path.length === 0)
            continue;
        out = ensurePath(out, path, field.expected, context);
        learned.push(field.path.join('.'));
    }
    for (const key of lesson.reads) {
        const add = (target) => {
            if (!isRecord(target))
                return;
            if (target[key] === undefined || target[key] === null)
                target[key] = readValue(key, context);
        };
        if (Array.isArray(out))
            out.forEach(add);
        else if (isRecord(out)) {
            add(out);
            if (out.data === undefined)
                out.data = {};
            const record = out;
            const listed = LIST_KEYS.flatMap((name) => (Array.isArray(record[name]) ? record[name] : []));
            for (const container of [out.data, ...listed]) {
                if (Array.isArray(container))
                    container.forEach(add);
                else
                    add(container);
            }
        }
        learned.push(key);
    }
    const names = Object.entries(lesson.names ?? {});
    if (names.length > 0 && fitNames(out, new Map(names), context, 0))
        learned.push('names');
    return { value: out, learned };
}
/** Each field named in `names`, anywhere in the reply, made that type (a list around what was there); true when one changed. */
function fitNames(value, names, context, depth) {
    if (depth > 12)
        return false;
    let changed = false;
    if (Array.isArray(value)) {
        for (const entry of value)
            changed = fitNames(entry, names, context, depth + 1) || changed;
        return changed;
    }
    if (!isRecord(value))
        return false;
    for (const [key, entry] of Object.entries(value)) {
        const type = names.get(key);
        if (type !== undefined && entry !== null && entry !== undefined && typeOf(entry) !== type) {
            value[key] = type === 'array' ? [entry] : valueFor(key, context, type);
            changed = true;
        }
        changed = fitNames(value[key], names, context, depth + 1) || changed;
    }
    return changed;
}
/** What a property read from nothing gets: a list for a plural name, a scalar for a hinted one, else an item. */
function readValue(key, context) {
    if (/^\d+$/.test(key))
        return itemFor('item', context);
    if ((0,_model_key_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .singular */ .cL)(key) !== key && !COUNT_KEY.test(key))
        return [itemFor((0,_model_key_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .singular */ .cL)(key), { ...context, index: 0 }), itemFor((0,_model_key_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .singular */ .cL)(key), { ...context, index: 1 })];
    if ((0,_model_key_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .hintKind */ .U)(key) !== undefined || NULL_KEY.test(key) || FALSE_KEY.test(key) || TRUE_KEY.test(key) || COUNT_KEY.test(key))
        return valueFor(key, context);
    return itemFor(key, context);
}


/***/ }),

/***/ 6977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OpenApiIndexSchema: () => (/* binding */ OpenApiIndexSchema),
/* harmony export */   OpenApiOperationSchema: () => (/* binding */ OpenApiOperationSchema),
/* harmony export */   compileOperations: () => (/* binding */ compileOperations),
/* harmony export */   fitApiIndex: () => (/* binding */ fitApiIndex),
/* harmony export */   matchOperation: () => (/* binding */ matchOperation),
/* harmony export */   valueFromSchema: () => (/* binding */ valueFromSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8816);
/* harmony import */ var _json_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5887);


// Answers from an OpenAPI or Swagger document the server's package ships (openapi-index.ts finds it and
// writes its operations here, their response schemas already resolved): the request's method and path
// matched against the operations' path templates, and the reply built from the schema — its examples,
// defaults and enums first, else a value by type, format and the field's name. Paging always ends, and
// a URL always points back at the host asked, whatever the document's examples say.
const OpenApiOperationSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    method: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** the path template, `/v1/pages/{page_id}` */
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    operationId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** the JSON schema of its success answer: a document's with its `$ref`s resolved (cycles cut), or code's with `$ref`s into `definitions` */
    schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J(),
    /** where it was read: an API description, a schema the code validates the answer with, or what the code reads from it (added to the usual answer) */
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['openapi', 'code-schema', 'code-reads']).optional(),
    /** the success status the client wants, when it wants one other than 200 (201 for a creation, 204 and no body) */
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(200).max(299).optional()
});
const OpenApiIndexSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    operations: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(OpenApiOperationSchema),
    /** the literal the server's code checks a status-like field against (`data.status !== "OK"`), by field name */
    values: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64)).default({}),
    /** fields the server's code takes out of an answer by name (`const { success, resultObj } = response.data`) */
    reads: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64)).max(32).default([]),
    /** the schemas the server's code names, for the `$ref`s of its operations (code-schemas.ts) */
    definitions: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()).default({}),
    /** what the code reads from answers no request path was found for: added to every JSON answer */
    everywhere: zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J().optional(),
    /** per tool name, the JSON schema its handler parses its arguments with (for a tool that declares none) */
    inputs: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()).default({})
});
/** An index as read (replies/openapi-index.ts, maybe on another thread) held to the schema; null when it is none or does not fit. */
function fitApiIndex(read) {
    if (read === null)
        return null;
    const parsed = OpenApiIndexSchema.safeParse(read);
    return parsed.success ? parsed.data : null;
}
/** Path templates as patterns that match the end of a request's path (a server URL may add a prefix). */
function compileOperations(index) {
    return index.operations.map((operation) => {
        const segments = operation.path.split('/').filter(Boolean);
        const source = segments
            .map((segment) => segment
            .split(/\{[^}]*\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/]+'))
            .join('/');
        return { ...operation, pattern: new RegExp(`(^|/)${source}/?$`), literal: segments.filter((segment) => !segment.includes('{')).length };
    });
}
/** The operation a request is for: its method (or any, `*`, when the code did not say), and the template matching the most literal segments. */
function matchOperation(operations, method, path) {
    let best;
    const rank = (operation) => [operation.literal, operation.method === '*' ? 0 : 1, operation.path.length];
    const better = (a, b) => {
        for (let i = 0; i < a.length; i++)
            if (a[i] !== b[i])
                return a[i] > b[i];
        return false;
    };
    for (const operation of operations) {
        if ((operation.method !== '*' && operation.method.toUpperCase() !== method.toUpperCase()) || !operation.pattern.test(path))
            continue;
        if (!best || better(rank(operation), rank(best)))
            best = operation;
    }
    return best;
}
const PAGING = /^(has_?more|hasmore|has_?next_?page|next|next_?cursor|next_?page(_?token|_?url)?|cursor|end_?cursor|continuation(_?token)?)$/i;
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const MAX_DEPTH = 24;
const DEEP_LIST = 6;
const LEAF_TYPES = { string: 'string', number: 'number', integer: 'number', boolean: 'boolean' };
/** The schema a `$ref` names (a code schema's name, or a document's already resolved), else the schema itself. */
function deref(schema, budget) {
    for (let hops = 0; isRecord(schema) && typeof schema.$ref === 'string' && hops < 20; hops++) {
        const target = budget.definitions?.[schema.$ref];
        if (target === undefined)
            return {};
        schema = target;
    }
    return schema;
}
/** The properties of an `allOf`'s parts (each followed through its `$ref` and nested `allOf`), with the first `type` given. */
function mergeAllOf(schema, budget, depth = 0) {
    const merged = { ...schema, allOf: undefined, properties: { ...(isRecord(schema.properties) ? schema.properties : {}) } };
    for (const entry of (Array.isArray(schema.allOf) ? schema.allOf : []).slice(0, 20)) {
        let part = deref(entry, budget);
        if (!isRecord(part))
            continue;
        if (Array.isArray(part.allOf) && depth < 8)
            part = mergeAllOf(part, budget, depth + 1);
        const fields = part;
        Object.assign(merged.properties, isRecord(fields.properties) ? fields.properties : {});
        if (fields.type !== undefined)
            merged.type ??= fields.type;
    }
    return merged;
}
/** A value the schema accepts, for the field `key`. */
function valueFromSchema(schema, key, context, depth = 0, budget = { left: 2_000 }) {
    schema = deref(schema, budget);
    // a page's `next` is null (the listing ends), unless the schema wants an object there (a link)
    if (PAGING.test(key) && !(isRecord(schema) && (schema.type === 'object' || isRecord(schema.properties) || Array.isArray(schema.allOf))))
        return (0,_json_values_js__WEBPACK_IMPORTED_MODULE_0__/* .valueFor */ .Xx)(key, context);
    if (!isRecord(schema))
        return (0,_json_values_js__WEBPACK_IMPORTED_MODULE_0__/* .valueFor */ .Xx)(key, context);
    // past the depth or the budget, a value of the kind the schema says, the smallest one
    if (depth > MAX_DEPTH || budget.left-- <= 0)
        return schema.type === 'array' ? [] : schema.type === 'object' ? {} : (0,_json_values_js__WEBPACK_IMPORTED_MODULE_0__/* .valueFor */ .Xx)(key, context, LEAF_TYPES[String(schema.type)]);
    const alternatives = (schema.oneOf ?? schema.anyOf);
    if (Array.isArray(alternatives) && alternatives.length > 0) {
        const concrete = alternatives.map((entry) => deref(entry, budget)).find((entry) => isRecord(entry) && entry.type !== 'null') ?? alternatives[0];
        return valueFromSchema({ ...schema, oneOf: undefined, anyOf: undefined, ...(isRecord(concrete) ? concrete : {}) }, key, context, depth + 1, budget);
    }
    if (Array.isArray(schema.allOf))
        return valueFromSchema(mergeAllOf(schema, budget), key, context, depth + 1, budget);
    const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
    const example = schema.const ?? schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined) ?? schema.default;
    const enumValue = Array.isArray(schema.enum) ? schema.enum.find((entry) => entry !== null) : undefined;
    if (type === 'object' || isRecord(schema.properties)) {
        const out = {};
        const properties = isRecord(schema.properties) ? schema.properties : {};
        for (const [name, property] of Object.entries(properties).slice(0, 300))
            out[name] = valueFromSchema(property, name, context, depth + 1, budget);
        return out;
    }
    if (type === 'array') {
        const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
        // a list deep in an answer is empty: the answer stays small and any list type accepts it
        return depth > DEEP_LIST ? [] : [valueFromSchema(items, key, context, depth + 1, budget)];
    }
    if (enumValue !== undefined)
        return enumValue;
    if (type === 'string') {
        const format = typeof schema.format === 'string' ? schema.format : '';
        if (format === 'uri' || format === 'url' || /url|uri|href|link/i.test(key))
            return (0,_json_values_js__WEBPACK_IMPORTED_MODULE_0__/* .urlFor */ .dk)(key, context);
        if (typeof example === 'string' && !/^[a-z]+:\/\//i.test(example) && example.length <= 200)
            return example;
        if (format === 'date-time')
            return '2024-01-15T09:30:00Z';
        if (format === 'date')
            return '2024-01-15';
        if (format === 'email')
            return 'alex@example.com';
        if (format === 'uuid')
            return `00000000-0000-4000-8000-00000000000${context.index + 1}`;
        const value = (0,_json_values_js__WEBPACK_IMPORTED_MODULE_0__/* .valueFor */ .Xx)(key, context, 'string');
        return typeof value === 'string' ? value : String(value);
    }
    if (type === 'integer' || type === 'number') {
        if (typeof example === 'number')
            return example;
        return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    }
    if (type === 'boolean')
        return typeof example === 'boolean' ? example : (0,_json_values_js__WEBPACK_IMPORTED_MODULE_0__/* .valueFor */ .Xx)(key, context, 'boolean');
    if (example !== undefined && (typeof example !== 'string' || !/^[a-z]+:\/\//i.test(example)))
        return example;
    return (0,_json_values_js__WEBPACK_IMPORTED_MODULE_0__/* .valueFor */ .Xx)(key, context);
}


/***/ })

};
