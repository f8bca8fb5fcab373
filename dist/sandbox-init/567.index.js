export const id = 567;
export const ids = [567];
export const modules = {

/***/ 6567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compileIndex: () => (/* binding */ compileIndex),
  shapeReply: () => (/* binding */ shapeReply)
});

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/sandbox/replies/content-reply.ts

const EXTENSIONS = [
    [/\.(rss)$|\/(rss|feed)(\.xml)?$|\/feeds?\/|[?&]format=rss/i, 'rss'],
    [/\.atom$|\/atom(\.xml)?$/i, 'atom'],
    [/\.html?$/i, 'html'],
    [/\.xml$/i, 'xml'],
    [/\.csv$|[?&]format=csv/i, 'csv'],
    [/\.(png|jpe?g|gif|webp|ico|bmp)$/i, 'png'],
    [/\.pdf$/i, 'pdf'],
    [/\.(sh|bash|ps1|command)$|\/install(er)?$/i, 'script'],
    [/\.(txt|md|log|py|js|mjs|ts|rb|pl|yaml|yml|toml|ini|conf|cfg|diff|patch)$/i, 'text']
];
/** The kind of answer a path and Accept header ask for, or null for JSON (the default of an API). */
function contentShapeOf(path, accept) {
    const wanted = accept.toLowerCase();
    // an API that serves files as JSON documents (a repository's contents) is asked for JSON
    if (/json/.test(wanted.split(',')[0] ?? ''))
        return null;
    for (const [pattern, shape] of EXTENSIONS)
        if (pattern.test(path))
            return shape;
    if (wanted === '' || /json|\*\/\*/.test(wanted.split(',')[0] ?? ''))
        return null;
    if (/application\/rss\+xml/.test(wanted))
        return 'rss';
    if (/application\/atom\+xml/.test(wanted))
        return 'atom';
    if (/text\/html|application\/xhtml/.test(wanted))
        return 'html';
    if (/(application|text)\/xml/.test(wanted))
        return 'xml';
    if (/text\/csv/.test(wanted))
        return 'csv';
    if (/image\//.test(wanted))
        return 'png';
    if (/application\/pdf/.test(wanted))
        return 'pdf';
    if (/text\/plain/.test(wanted))
        return 'text';
    return null;
}
const escapeXml = (text) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
function crc32(bytes) {
    let crc = ~0;
    for (const byte of bytes) {
        crc ^= byte;
        for (let bit = 0; bit < 8; bit++)
            crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
    }
    return ~crc >>> 0;
}
/** A 1×1 grey PNG, built from its chunks. */
function png() {
    const chunk = (type, data) => {
        const head = Buffer.alloc(8);
        head.writeUInt32BE(data.length, 0);
        head.write(type, 4, 'latin1');
        const tail = Buffer.alloc(4);
        tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
        return Buffer.concat([head, data, tail]);
    };
    const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]); // 1×1, 8-bit greyscale
    return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', (0,external_node_zlib_.deflateSync)(Buffer.from([0, 0x80]))),
        chunk('IEND', Buffer.alloc(0))
    ]);
}
/** A one-page PDF saying "Hello world", with a correct cross-reference table. */
function pdf() {
    const stream = 'BT /F1 12 Tf 72 720 Td (Hello world) Tj ET';
    const objects = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
        `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
    ];
    let text = '%PDF-1.4\n';
    const offsets = [];
    objects.forEach((object, i) => {
        offsets.push(text.length);
        text += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = text.length;
    text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
    text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(text, 'latin1');
}
function contentReply(shape, host, path) {
    const base = `https://${escapeXml(host)}`;
    const link = (n) => `${base}/items/${n}`;
    switch (shape) {
        case 'rss':
            return {
                shape,
                contentType: 'application/rss+xml; charset=utf-8',
                body: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Notes</title><link>${base}/</link><description>Latest notes</description>` +
                    [1, 2]
                        .map((n) => `<item><title>Note ${n}</title><link>${link(n)}</link><guid>${link(n)}</guid><pubDate>Mon, 15 Jan 2024 09:30:00 GMT</pubDate><description>Hello world ${n}</description></item>`)
                        .join('') +
                    '</channel></rss>\n')
            };
        case 'atom':
            return {
                shape,
                contentType: 'application/atom+xml; charset=utf-8',
                body: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>Notes</title><id>${base}/</id><updated>2024-01-15T09:30:00Z</updated>` +
                    [1, 2]
                        .map((n) => `<entry><title>Note ${n}</title><id>${link(n)}</id><link href="${link(n)}"/><updated>2024-01-15T09:30:00Z</updated><summary>Hello world ${n}</summary></entry>`)
                        .join('') +
                    '</feed>\n')
            };
        case 'html':
            return {
                shape,
                contentType: 'text/html; charset=utf-8',
                body: Buffer.from(`<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Notes</title><meta name="description" content="Latest notes"></head>` +
                    `<body><main><h1>Notes</h1><p>Hello world.</p><ul><li><a href="${link(1)}">Note 1</a></li><li><a href="${link(2)}">Note 2</a></li></ul></main></body></html>\n`)
            };
        case 'xml':
            return {
                shape,
                contentType: 'application/xml; charset=utf-8',
                body: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<response><status>ok</status><items><item><id>1</id><name>Note 1</name><url>${link(1)}</url></item><item><id>2</id><name>Note 2</name><url>${link(2)}</url></item></items></response>\n`)
            };
        case 'csv':
            return {
                shape,
                contentType: 'text/csv; charset=utf-8',
                body: Buffer.from(`id,name,url,created_at\n1,Note 1,${link(1)},2024-01-15\n2,Note 2,${link(2)},2024-01-16\n`)
            };
        case 'png':
            return { shape, contentType: 'image/png', body: png() };
        case 'pdf':
            return { shape, contentType: 'application/pdf', body: pdf() };
        case 'script':
            return { shape, contentType: 'text/x-shellscript; charset=utf-8', body: Buffer.from('#!/bin/sh\n# setup\nexit 0\n') };
        case 'text':
            return { shape, contentType: 'text/plain; charset=utf-8', body: Buffer.from(/\.py$/.test(path) ? 'print("hello world")\n' : 'Hello world\n') };
    }
}

// EXTERNAL MODULE: ./node_modules/graphql/language/parser.js
var parser = __webpack_require__(4929);
// EXTERNAL MODULE: ./src/model/key-hints.ts
var key_hints = __webpack_require__(273);
// EXTERNAL MODULE: ./src/sandbox/replies/json-values.ts
var json_values = __webpack_require__(5887);
;// CONCATENATED MODULE: ./src/sandbox/replies/graphql-reply.ts



/** A body that carries a GraphQL operation: `{query}` as JSON (or a batch of them), or the query as application/graphql. */
function graphqlRequestOf(body, contentType, raw) {
    if (/application\/graphql/i.test(contentType))
        return { query: raw };
    const one = Array.isArray(body) ? body[0] : body;
    if (typeof one !== 'object' || one === null)
        return null;
    const { query, operationName, variables } = one;
    if (typeof query !== 'string')
        return null;
    return {
        query,
        ...(typeof operationName === 'string' ? { operationName } : {}),
        ...(typeof variables === 'object' && variables !== null ? { variables: variables } : {})
    };
}
const MAX_DEPTH = 12;
const MAX_FIELDS = 2_000;
const PAGE_INFO = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
const typeName = (field) => {
    const base = (0,key_hints/* singular */.cL)(field.replace(/(Connection|Edges?|Nodes?)$/, '')) || 'Node';
    return base[0]?.toUpperCase() + base.slice(1);
};
/** The `data` of an answer to the request's operation; null when the query does not parse. */
function graphqlReply(request, host, names = {}) {
    let document;
    try {
        document = (0,parser/* parse */.qg)(request.query.slice(0, 256 * 1024), { noLocation: true, maxTokens: 20_000 });
    }
    catch {
        return null;
    }
    const fragments = new Map();
    const operations = [];
    for (const definition of document.definitions) {
        if (definition.kind === 'FragmentDefinition')
            fragments.set(definition.name.value, definition);
        if (definition.kind === 'OperationDefinition')
            operations.push(definition);
    }
    const operation = operations.find((entry) => entry.name?.value === request.operationName) ?? operations[0];
    if (!operation)
        return null;
    let budget = MAX_FIELDS;
    const answer = (selections, parent, depth, index, seen) => {
        const out = {};
        for (const selection of selections.selections) {
            if (budget-- <= 0)
                break;
            if (selection.kind === 'InlineFragment') {
                Object.assign(out, answer(selection.selectionSet, selection.typeCondition?.name.value ?? parent, depth, index, seen));
                continue;
            }
            if (selection.kind === 'FragmentSpread') {
                const fragment = fragments.get(selection.name.value);
                // a fragment spread inside itself is answered once
                if (!fragment || seen.has(fragment.name.value))
                    continue;
                Object.assign(out, answer(fragment.selectionSet, fragment.typeCondition.name.value, depth, index, new Set([...seen, fragment.name.value])));
                continue;
            }
            const name = selection.name.value;
            const key = selection.alias?.value ?? name;
            if (name === '__typename') {
                out[key] = parent;
                continue;
            }
            const context = { host, index };
            const known = Object.hasOwn(names, name) ? names[name] : undefined;
            if (!selection.selectionSet && known !== undefined) {
                out[key] = known === 'array' ? [(0,json_values/* valueFor */.Xx)((0,key_hints/* singular */.cL)(name), context)] : (0,json_values/* valueFor */.Xx)(name, context, known);
                continue;
            }
            if (!selection.selectionSet) {
                out[key] =
                    name === 'totalCount'
                        ? 1
                        : name === 'cursor'
                            ? `cursor-${index + 1}`
                            : name === 'id'
                                ? `${parent.toLowerCase()}-${index + 1}`
                                : (0,json_values/* valueFor */.Xx)(name, context);
                continue;
            }
            if (depth >= MAX_DEPTH) {
                out[key] = null;
                continue;
            }
            if (name === 'pageInfo') {
                out[key] = { ...answer(selection.selectionSet, 'PageInfo', depth + 1, 0, seen), ...pick(PAGE_INFO, selection.selectionSet) };
                continue;
            }
            const child = (nth) => answer(selection.selectionSet, typeName(name), depth + 1, nth, seen);
            // a plural field is a list of one, unless it is a connection (it selects edges, nodes or pageInfo,
            // itself or through a fragment: a generated client spreads `...TeamConnection`)
            const connection = fieldNames(selection.selectionSet, fragments).some((entry) => /^(edges|nodes|pageInfo|totalCount)$/.test(entry));
            const many = known !== undefined
                ? known === 'array'
                : name === 'edges' || name === 'nodes' || (!connection && (0,key_hints/* singular */.cL)(name) !== name && !/(Connection|Info|Status|Settings|Details|Stats)$/.test(name));
            out[key] = many ? [child(0)] : child(index);
        }
        return out;
    };
    const root = operation.operation === 'mutation' ? 'Mutation' : operation.operation === 'subscription' ? 'Subscription' : 'Query';
    const data = answer(operation.selectionSet, root, 0, 0, new Set());
    return { data, fields: Object.keys(data).slice(0, 16) };
}
/** The names of the fields a selection set asks for, through its fragments (each followed once). */
function fieldNames(selections, fragments, seen = new Set()) {
    const names = [];
    for (const selection of selections.selections) {
        if (selection.kind === 'Field')
            names.push(selection.name.value);
        else if (selection.kind === 'InlineFragment')
            names.push(...fieldNames(selection.selectionSet, fragments, seen));
        else if (!seen.has(selection.name.value)) {
            seen.add(selection.name.value);
            const fragment = fragments.get(selection.name.value);
            if (fragment)
                names.push(...fieldNames(fragment.selectionSet, fragments, seen));
        }
    }
    return names;
}
/** The fields of `values` the selection asked for, under their aliases. */
function pick(values, selections) {
    const out = {};
    for (const selection of selections.selections) {
        if (selection.kind !== 'Field')
            continue;
        if (Object.hasOwn(values, selection.name.value))
            out[selection.alias?.value ?? selection.name.value] = values[selection.name.value];
    }
    return out;
}

// EXTERNAL MODULE: ./src/sandbox/replies/openapi-reply.ts
var openapi_reply = __webpack_require__(6977);
;// CONCATENATED MODULE: ./src/sandbox/replies/rest-reply.ts


/** Path segments that say which API or version, not which resource. */
const PREFIX = /^(api|apis|rest|v\d+(\.\d+)*|\d{4}-\d{2}-\d{2}|public|external)$/i;
/** A segment that names one thing: a number, a uuid, a hash, a slug with digits, a name after a collection. */
const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{7,40}|[A-Za-z]{1,6}[-_]?\d[\w-]*|[\w.-]*\d{3,}[\w.-]*)$/i;
/** A last segment that asks for many, though it is not plural. */
const MANY = /^(search|list|query|find|lookup|autocomplete|suggest|feed|history|all|browse|recent|trending|popular|top|nearby|children)$/i;
/** A last segment that asks for one thing about the account or the service. */
const ONE = /^(me|self|current|latest|user|account|profile|status|health|info|config|settings|details|summary|stats|geocode|json|xml|weather|forecast|price|quote|balance|usage)$/i;
const ENDS_PAGING = { has_more: false, hasMore: false, next: null, next_cursor: null, nextCursor: null, next_page: null, nextPageToken: null };
const decode = (segment) => {
    try {
        return decodeURIComponent(segment);
    }
    catch {
        return segment;
    }
};
/** The resource a path names (its last noun) and whether it asks for one item (with the id it names) or many. */
function readPath(path) {
    const segments = path
        .split('/')
        .filter((segment) => segment !== '')
        .map(decode)
        .filter((segment) => !PREFIX.test(segment));
    const last = segments.at(-1);
    if (last === undefined)
        return { noun: 'item', many: false };
    const bare = last.replace(/\.(json|xml)$/i, '');
    const previous = segments.at(-2);
    // /users/42, /repos/acme/notes-app: the segment after a plural collection names one of it
    if (previous !== undefined && (ID_SEGMENT.test(bare) || ((0,key_hints/* singular */.cL)(previous) !== previous && segments.length >= 2 && !MANY.test(bare) && !ONE.test(bare)))) {
        const id = /^\d{1,15}$/.test(bare) ? Number(bare) : bare;
        const noun = ID_SEGMENT.test(bare) ? previous : (0,key_hints/* singular */.cL)(previous) !== previous ? previous : bare;
        return { noun: (0,key_hints/* singular */.cL)(noun.toLowerCase()), id, many: false };
    }
    const noun = bare.toLowerCase();
    if (MANY.test(bare))
        return { noun: segments.length >= 2 ? (0,key_hints/* singular */.cL)((previous ?? noun).toLowerCase()) : 'result', many: true };
    if (ONE.test(bare))
        return { noun, many: false };
    return { noun: (0,key_hints/* singular */.cL)(noun), many: (0,key_hints/* singular */.cL)(noun) !== noun };
}
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The request body echoed: keys kept, values kept only where they are plain words, numbers or flags (never secrets). */
function echo(body, context, depth = 0) {
    if (depth > 4)
        return null;
    if (Array.isArray(body))
        return body.slice(0, 20).map((entry) => echo(entry, context, depth + 1));
    if (isRecord(body)) {
        const out = {};
        for (const [key, value] of Object.entries(body).slice(0, 100)) {
            if (/token|secret|password|passwd|api_?key|credential|auth|private|cookie|session/i.test(key))
                continue;
            out[key] = typeof value === 'string' ? (plainWords(value) ? value : (0,json_values/* valueFor */.Xx)(key, context)) : echo(value, context, depth + 1);
        }
        return out;
    }
    if (typeof body === 'string')
        return plainWords(body) ? body : 'hello world';
    return body;
}
/**
 * Text a client wrote for people (a title, a comment), not a credential: short, and no run of 20 letters
 * and digits without a break (no token, key or base64), and no key header.
 */
function plainWords(text) {
    return text.length <= 500 && !/[A-Za-z0-9+/=_-]{20,}/.test(text) && !/PRIVATE KEY|BEGIN [A-Z ]+-----/.test(text);
}
function restReply(request) {
    const method = request.method.toUpperCase();
    const { noun, id, many } = readPath(request.path);
    const shared = { host: request.host, ...(request.values ? { values: request.values } : {}) };
    const context = { ...shared, index: 0, ...(id !== undefined ? { id } : {}) };
    if (method === 'DELETE')
        return { shape: 'rest-deleted', value: { id: id ?? 1, deleted: true, success: true } };
    if ((method === 'POST' || method === 'PUT' || method === 'PATCH') && !MANY.test(request.path.split('/').at(-1) ?? '')) {
        const base = (0,json_values/* itemFor */.bH)(noun, { ...context, id: id ?? 1 });
        const echoed = isRecord(request.json) ? echo(request.json, context) : {};
        return { shape: 'rest-echo', value: { ...base, ...echoed, id: id ?? 1 } };
    }
    const items = [(0,json_values/* itemFor */.bH)(noun, { ...shared, index: 0 }), (0,json_values/* itemFor */.bH)(noun, { ...shared, index: 1 })];
    if (!many) {
        // the item, and the same again under the names an envelope gives it, with a list beside: whichever the client reads is there
        const item = (0,json_values/* itemFor */.bH)(noun, context);
        return { shape: 'rest-item', value: { ...item, data: { ...item }, result: { ...item }, results: items, items } };
    }
    const plural = noun.endsWith('s') ? noun : `${noun}s`;
    return {
        shape: 'rest-list',
        value: {
            [plural]: items,
            items,
            data: items,
            results: items,
            total: items.length,
            total_count: items.length,
            count: items.length,
            incomplete_results: false,
            success: true,
            page: 1,
            ...ENDS_PAGING
        }
    };
}

;// CONCATENATED MODULE: ./src/sandbox/replies/shape-reply.ts





const MAX_JSON_BODY = 256 * 1024;
const MAX_RECORDED_FIELDS = 16;
function compileIndex(index) {
    return index && index.operations.length > 0 ? (0,openapi_reply.compileOperations)(index) : null;
}
function jsonBody(body, contentType) {
    if (body.length === 0 || body.length > MAX_JSON_BODY)
        return undefined;
    const text = body.toString('utf8');
    if (!/json/i.test(contentType) && !/^\s*[[{]/.test(text))
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/** A GraphQL operation in the request: a JSON or application/graphql body, or a GET to …/graphql?query=. */
function graphqlOf(request, path, json, contentType) {
    if (request.method === 'GET' && /graphql/i.test(path)) {
        const query = new URLSearchParams(request.target.split('?')[1] ?? '').get('query');
        return query ? { query } : null;
    }
    if (request.method !== 'POST')
        return null;
    return graphqlRequestOf(json, contentType, request.body.length <= MAX_JSON_BODY ? request.body.toString('utf8') : '');
}
const hostOf = (request) => (request.host ?? 'api.example')
    .replace(/:\d+$/, '')
    .replace(/[^A-Za-z0-9.:[\]-]/g, '')
    .slice(0, 253) || 'api.example';
const fieldsOf = (value) => typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value).slice(0, MAX_RECORDED_FIELDS) : undefined;
const shape_reply_isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * `base` with what the code reads from it (`reads`: a schema of objects, lists and the types the code
 * showed) put in where it lacks it or holds another kind; each listed item gets the same.
 */
function overlay(base, reads, key, context, depth) {
    if (!shape_reply_isRecord(reads) || depth > 16)
        return base;
    if (reads.type === 'array') {
        if (!Array.isArray(base) || base.length === 0)
            return (0,openapi_reply.valueFromSchema)(reads, key, context);
        return base.map((entry, index) => overlay(entry, reads.items, key, { ...context, index }, depth + 1));
    }
    if (reads.type === 'object' || shape_reply_isRecord(reads.properties)) {
        if (!shape_reply_isRecord(base))
            return (0,openapi_reply.valueFromSchema)(reads, key, context);
        for (const [name, child] of Object.entries(shape_reply_isRecord(reads.properties) ? reads.properties : {}))
            base[name] = overlay(base[name], child, name, context, depth + 1);
        return base;
    }
    if (base === undefined || base === null)
        return (0,openapi_reply.valueFromSchema)(reads, key, context);
    return reads.type === undefined || typeof base === reads.type ? base : (0,openapi_reply.valueFromSchema)(reads, key, context);
}
/** The answer to `request`. */
function shapeReply(request, context) {
    const method = request.method.toUpperCase();
    const path = (request.target.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? '/') || '/';
    const host = hostOf(request);
    const contentType = request.headers.get('content-type') ?? '';
    const json = jsonBody(request.body, contentType);
    const values = { host, index: 0, ...(context.values ? { values: context.values } : {}) };
    const graphql = graphqlOf({ ...request, method }, path, json, contentType);
    let shape;
    let value;
    let status = 200;
    let operation;
    let fields;
    const answered = graphql ? graphqlReply(graphql, host, context.lesson?.names) : null;
    if (answered) {
        shape = 'graphql';
        value = { data: answered.data };
        fields = answered.fields;
    }
    else {
        const content = method === 'GET' || method === 'HEAD' ? contentShapeOf(path, request.headers.get('accept') ?? '') : null;
        if (content) {
            const reply = contentReply(content, host, path);
            return {
                status: 200,
                contentType: reply.contentType,
                body: reply.body,
                replied: { shape: reply.shape, contentType: reply.contentType, bytes: reply.body.length }
            };
        }
        const matched = context.openapi ? (0,openapi_reply.matchOperation)(context.openapi, method, path) : undefined;
        const budget = { left: 4_000, ...(context.definitions ? { definitions: context.definitions } : {}) };
        if (matched?.status === 204) {
            const type = 'application/json; charset=utf-8';
            return {
                status: 204,
                contentType: type,
                body: Buffer.alloc(0),
                replied: { shape: 'openapi', contentType: type, bytes: 0, operation: `${matched.method} ${matched.path}` }
            };
        }
        if (matched && matched.source !== 'code-reads') {
            shape = 'openapi';
            value = (0,openapi_reply.valueFromSchema)(matched.schema, '', values, 0, budget);
            operation = matched.operationId ?? `${matched.method} ${matched.path}`;
            status = matched.status ?? 200;
        }
        else {
            const rest = restReply({ method, path, host, ...(json !== undefined ? { json } : {}), ...(context.values ? { values: context.values } : {}) });
            shape = rest.shape;
            value = rest.value;
            // what the code reads from this request's answer (or from any answer) is in it, beside the usual fields
            for (const reads of [matched?.schema, context.everywhere])
                if (reads !== undefined)
                    value = overlay(value, reads, '', values, 0);
            if (matched)
                operation = `${matched.method} ${matched.path}`;
        }
    }
    let learned = [];
    if (context.reads && context.reads.length > 0 && typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const record = value;
        for (const key of context.reads)
            if (record[key] === undefined)
                record[key] = (0,json_values/* valueFor */.Xx)(key, values);
    }
    if (context.lesson)
        ({ value, learned } = (0,json_values/* applyLesson */.tB)(value, context.lesson, values));
    const body = Buffer.from(JSON.stringify(value ?? {}));
    const type = 'application/json; charset=utf-8';
    return {
        status,
        contentType: type,
        body,
        replied: {
            shape,
            contentType: type,
            bytes: body.length,
            ...((fields ?? fieldsOf(value)) ? { fields: fields ?? fieldsOf(value) } : {}),
            ...(operation !== undefined ? { operation } : {}),
            ...(learned.length > 0 ? { learned: learned.slice(0, MAX_RECORDED_FIELDS) } : {})
        }
    };
}


/***/ })

};
