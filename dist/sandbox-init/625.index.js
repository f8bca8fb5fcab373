export const id = 625;
export const ids = [625];
export const modules = {

/***/ 9625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WRITTEN_INDEX_WAIT_MS: () => (/* binding */ WRITTEN_INDEX_WAIT_MS),
  buildApiIndex: () => (/* binding */ buildApiIndex),
  checkedLiterals: () => (/* binding */ checkedLiterals),
  codeInputsOf: () => (/* binding */ codeInputsOf),
  destructuredFields: () => (/* binding */ destructuredFields),
  indexWrittenBy: () => (/* binding */ indexWrittenBy),
  operationsOf: () => (/* binding */ operationsOf),
  readApiIndex: () => (/* binding */ readApiIndex)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/sandbox/replies/js-expression.ts
// A reader of the few JavaScript expressions a schema is written in — identifiers, member access, calls,
// object and array literals, strings, numbers, arrow functions — from a position in a source, without a
// whole-file parse: a server's bundle can be megabytes, of which only its schemas matter here. Anything
// else (an operator, a class, a block body) is skipped as a balanced run of tokens and read as `other`.
// Bounded: an expression of at most MAX_NODES nodes and MAX_CHARS characters.
const MAX_NODES = 20_000;
const MAX_CHARS = 400_000;
const IDENT = /[A-Za-z_$][\w$]*/y;
const NUMBER = /-?(?:0[xX][\da-fA-F]+|\d[\d_]*(?:\.\d+)?(?:[eE][-+]?\d+)?)n?/y;
const SPACE = /(?:\s+|\/\/[^\n]*|\/\*[^]*?\*\/)+/y;
const CLOSERS = new Set([')', ']', '}']);
const OPENERS = { '(': ')', '[': ']', '{': '}' };
/** what may come before a `/` that starts a regular expression rather than divides */
const REGEX_BEFORE = /^$|[(,=:[!&|?{};+\-*%<>~^]/;
class Reader {
    text;
    pos;
    nodes = 0;
    limit;
    constructor(text, start) {
        this.text = text;
        this.pos = start;
        this.limit = Math.min(text.length, start + MAX_CHARS);
    }
    space() {
        SPACE.lastIndex = this.pos;
        if (SPACE.test(this.text))
            this.pos = SPACE.lastIndex;
    }
    /** Whether the white space just before the position (back to `from` at most) holds a line break. */
    lineBreakBefore(from) {
        let i = this.pos;
        while (i > from && /\s/.test(this.text[i - 1]))
            i--;
        return /[\r\n]/.test(this.text.slice(i, this.pos));
    }
    peek() {
        this.space();
        return this.pos < this.limit ? this.text[this.pos] : '';
    }
    eat(token) {
        if (this.peek() === token[0] && this.text.startsWith(token, this.pos)) {
            this.pos += token.length;
            return true;
        }
        return false;
    }
    ident() {
        this.space();
        IDENT.lastIndex = this.pos;
        const match = IDENT.exec(this.text);
        if (!match || match.index !== this.pos)
            return null;
        this.pos += match[0].length;
        return match[0];
    }
    /** A quoted string (escapes read), or a template without `${}` as its text; null for anything else. */
    string() {
        const quote = this.peek();
        if (quote !== '"' && quote !== "'" && quote !== '`')
            return null;
        let out = '';
        let i = this.pos + 1;
        while (i < this.limit) {
            const c = this.text[i];
            if (c === '\\') {
                const next = this.text[i + 1] ?? '';
                out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
                i += 2;
                continue;
            }
            if (c === quote)
                break;
            if (quote === '`' && c === '$' && this.text[i + 1] === '{') {
                this.pos = this.skipTemplate(i);
                return null;
            }
            out += c;
            i++;
        }
        this.pos = i + 1;
        return out;
    }
    /** The position after the template literal that contains position `from`. */
    skipTemplate(from) {
        let i = from;
        while (i < this.limit) {
            const c = this.text[i];
            if (c === '\\')
                i += 2;
            else if (c === '`')
                return i + 1;
            else if (c === '$' && this.text[i + 1] === '{') {
                this.pos = i + 2;
                this.skipBalanced('}');
                i = this.pos;
            }
            else
                i++;
        }
        return this.limit;
    }
    /** Skips a string, template or regular expression literal at the position; false when there is none. */
    skipLiteral() {
        const c = this.peek();
        if (c === '"' || c === "'" || c === '`') {
            this.string();
            return true;
        }
        if (c !== '/' || !REGEX_BEFORE.test(this.before()))
            return false;
        let i = this.pos + 1;
        let inClass = false;
        while (i < this.limit && this.text[i] !== '\n') {
            const d = this.text[i];
            if (d === '\\')
                i++;
            else if (d === '[')
                inClass = true;
            else if (d === ']')
                inClass = false;
            else if (d === '/' && !inClass)
                break;
            i++;
        }
        this.pos = i + 1;
        return true;
    }
    /** The last character before the position that is not a space. */
    before() {
        let i = this.pos - 1;
        while (i >= 0 && /\s/.test(this.text[i]))
            i--;
        return i < 0 ? '' : this.text[i];
    }
    /** Skips tokens up to the closer (consumed), literals and nested brackets included. */
    skipBalanced(closer) {
        const stack = [closer];
        while (this.pos < this.limit && stack.length > 0) {
            if (this.skipLiteral())
                continue;
            const c = this.peek();
            if (c === '')
                return;
            this.pos++;
            if (OPENERS[c])
                stack.push(OPENERS[c]);
            else if (c === stack.at(-1))
                stack.pop();
        }
    }
    /** Skips to the end of the current element: up to a `,` or a closer at this depth (not consumed). */
    skipElement() {
        while (this.pos < this.limit) {
            if (this.skipLiteral())
                continue;
            const c = this.peek();
            if (c === '' || c === ',' || c === ';' || CLOSERS.has(c))
                return;
            this.pos++;
            if (OPENERS[c])
                this.skipBalanced(OPENERS[c]);
        }
    }
    expression() {
        if (++this.nodes > MAX_NODES)
            throw new RangeError('expression too large');
        const start = this.pos;
        let node = this.postfix();
        const c = this.peek();
        // A line break before a word or a string ends the statement (no semicolons): `= z.object({…})⏎const next = …`
        if (/^[\w$'"]/.test(c) && this.lineBreakBefore(start) && !/^(?:in|instanceof)\b/.test(this.text.slice(this.pos, this.pos + 11)))
            return node;
        // `a ?? b`, `a || b`, a ternary, a binary operator: what follows is not read
        if (c !== '' && c !== ',' && c !== ';' && !CLOSERS.has(c) && c !== ':') {
            this.skipElement();
            node = this.pos > start ? { k: 'other' } : node;
        }
        return node;
    }
    postfix() {
        let node = this.primary();
        for (;;) {
            const start = this.pos;
            if (this.eat('?.') || this.eat('.')) {
                if (this.peek() === '(' || this.peek() === '[')
                    continue;
                const name = this.ident();
                if (name === null)
                    return { k: 'other' };
                node = { k: 'member', object: node, property: name };
            }
            else if (this.peek() === '(') {
                this.pos++;
                node = { k: 'call', callee: node, args: this.list(')'), start, end: this.pos };
            }
            else if (this.peek() === '[') {
                this.pos++;
                const index = this.expression();
                this.eat(']');
                node =
                    index.k === 'str'
                        ? { k: 'member', object: node, property: index.value }
                        : index.k === 'num'
                            ? { k: 'member', object: node, property: String(index.value) }
                            : { k: 'other' };
            }
            else
                return node;
        }
    }
    list(closer) {
        const items = [];
        while (this.pos < this.limit) {
            if (this.eat(closer))
                return items;
            if (this.eat(','))
                continue;
            this.eat('...');
            const before = this.pos;
            items.push(this.expression());
            if (this.pos === before)
                this.pos++;
        }
        return items;
    }
    object() {
        const entries = [];
        while (this.pos < this.limit) {
            if (this.eat('}'))
                break;
            if (this.eat(','))
                continue;
            if (this.eat('...')) {
                entries.push([null, this.expression()]);
                continue;
            }
            let key = this.ident() ?? this.string();
            if (key === null) {
                NUMBER.lastIndex = this.pos;
                const number = NUMBER.exec(this.text);
                if (number && number.index === this.pos) {
                    key = number[0];
                    this.pos += number[0].length;
                }
                else if (this.eat('['))
                    this.skipBalanced(']');
            }
            if (this.eat(':'))
                entries.push([key, this.expression()]);
            else if (this.peek() === '(') {
                // a method: its body is not a value
                this.skipElement();
            }
            else if (key !== null && /^[A-Za-z_$][\w$]*$/.test(key))
                entries.push([key, { k: 'id', name: key }]);
            else
                this.skipElement();
        }
        return { k: 'obj', entries };
    }
    /** After `(` or a bare parameter: an arrow function's body, or null when this is no arrow. */
    arrowBody() {
        if (!this.eat('=>'))
            return null;
        if (this.peek() === '{') {
            this.pos++;
            const returned = this.returned();
            return returned ?? { k: 'other' };
        }
        return this.expression();
    }
    /** A block body (after its `{`): the expression of its last `return`, the block skipped. */
    returned() {
        const start = this.pos;
        this.skipBalanced('}');
        const end = this.pos;
        const at = this.text.lastIndexOf('return', end);
        if (at < start)
            return null;
        const inner = new Reader(this.text, at + 'return'.length);
        inner.nodes = this.nodes;
        const node = inner.expression();
        this.nodes = inner.nodes;
        return inner.pos <= end ? node : null;
    }
    primary() {
        const c = this.peek();
        if (c === '')
            return { k: 'other' };
        if (c === '"' || c === "'" || c === '`') {
            const value = this.string();
            return value === null ? { k: 'other' } : { k: 'str', value };
        }
        if (c === '{') {
            this.pos++;
            return this.object();
        }
        if (c === '[') {
            this.pos++;
            return { k: 'arr', items: this.list(']') };
        }
        if (c === '(') {
            this.pos++;
            const inner = this.list(')');
            const body = this.arrowBody();
            if (body !== null)
                return { k: 'fn', body };
            return inner.length === 1 ? inner[0] : { k: 'other' };
        }
        NUMBER.lastIndex = this.pos;
        const number = NUMBER.exec(this.text);
        if (number && number.index === this.pos && !/^-$/.test(number[0])) {
            this.pos += number[0].length;
            return { k: 'num', value: Number(number[0].replace(/[_n]/g, '')) };
        }
        const name = this.ident();
        if (name === null) {
            this.skipElement();
            return { k: 'other' };
        }
        if (name === 'true' || name === 'false')
            return { k: 'lit', value: name === 'true' };
        if (name === 'null' || name === 'undefined' || name === 'void')
            return { k: 'lit', value: null };
        if (name === 'new' || name === 'await')
            return this.postfix();
        if (name === 'async')
            return this.primary();
        if (name === 'function') {
            this.ident();
            if (this.eat('('))
                this.skipBalanced(')');
            if (this.eat('{'))
                return { k: 'fn', body: this.returned() };
            return { k: 'other' };
        }
        const body = this.peek() === '=' ? this.arrowBody() : null;
        return body !== null ? { k: 'fn', body } : { k: 'id', name };
    }
}
/** The expression starting at `start` in `text`, with the position after it; `other` when it cannot be read. */
function readExpression(text, start) {
    const reader = new Reader(text, start);
    try {
        const node = reader.expression();
        return { node, end: reader.pos };
    }
    catch {
        return { node: { k: 'other' }, end: reader.pos };
    }
}
/** The position after the bracket matching the one at `open` (`(`, `[` or `{`), literals skipped; -1 when unmatched. */
function afterMatching(text, open) {
    const closer = OPENERS[text[open] ?? ''];
    if (!closer)
        return -1;
    const reader = new Reader(text, open + 1);
    reader.skipBalanced(closer);
    return text[reader.pos - 1] === closer ? reader.pos : -1;
}

;// CONCATENATED MODULE: ./src/sandbox/replies/code-schemas.ts

/** Calls that make a schema, by name (a bundle's `objectType` is zod's `object`). */
const MAKERS = new Set([
    'object',
    'strictObject',
    'looseObject',
    'string',
    'number',
    'int',
    'bigint',
    'float',
    'boolean',
    'date',
    'array',
    'tuple',
    'union',
    'discriminatedUnion',
    'xor',
    'intersection',
    'enum',
    'nativeEnum',
    'literal',
    'record',
    'map',
    'any',
    'unknown',
    'null',
    'undefined',
    'void',
    'never',
    'optional',
    'nullable',
    'nullish',
    'lazy',
    'preprocess',
    'email',
    'url',
    'uuid',
    'iso',
    'datetime',
    'instanceof',
    'custom',
    'coerce'
]);
const FORMATS = { email: 'email', url: 'uri', uuid: 'uuid', datetime: 'date-time', date: 'date', cuid: 'string', ip: 'ipv4' };
/** Methods that leave the schema as it is for answering (checks, descriptions, transforms of a valid value). */
const KEEPS = /^(optional|nullable|nullish|default|catch|describe|min|max|length|int|positive|nonnegative|negative|nonpositive|finite|safe|gt|gte|lt|lte|step|multipleOf|regex|trim|toLowerCase|toUpperCase|startsWith|endsWith|includes|nonempty|refine|superRefine|check|transform|pipe|brand|readonly|passthrough|strict|strip|catchall|openapi|meta|unwrap|partial|required|deepPartial|removeDefault|overwrite|prefault)$/;
const MAX_DEFINITIONS = 3_000;
const MAX_DEPTH = 40;
/** Where each name is assigned in the sources: `NAME = …`, `exports.NAME = …`; `NAME: z.…` is not. Indexed at the first question. */
class Assignments {
    sources;
    at = null;
    constructor(sources) {
        this.sources = sources;
    }
    /** The expressions assigned to `name`, in the order found. */
    *of(name) {
        this.at ??= this.indexed();
        for (const [file, pos] of this.at.get(name) ?? [])
            yield readExpression(this.sources[file], pos).node;
    }
    indexed() {
        const at = new Map();
        this.sources.forEach((source, file) => {
            for (const [name, pos] of assignmentsIn(source)) {
                const list = at.get(name) ?? [];
                if (list.length < 8)
                    list.push([file, pos]);
                at.set(name, list);
            }
        });
        return at;
    }
}
const isWordChar = (code) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36;
const isSpace = (source, index) => index >= 0 && index < source.length && /\s/.test(source.charAt(index));
/**
 * Each `NAME = ` and `exports.NAME = ` in `source` (not `a.NAME =`, `==`, `=>`, `<=`, `+=`): the name and
 * where the value begins, in order: every match of `(?<![\w$.])(?:exports\.)?([A-Za-z_$][\w$]*)\s*=(?![=>])\s*`,
 * read back from each `=`. That pattern, tried at every position of a bundle, was the API index's costliest
 * step (~45 ms of ~180 on a 1 MB package).
 */
function* assignmentsIn(source) {
    for (let equals = source.indexOf('='); equals >= 0; equals = source.indexOf('=', equals + 1)) {
        const next = source.charCodeAt(equals + 1);
        if (next === 61 /* = */ || next === 62 /* > */)
            continue;
        let end = equals;
        while (isSpace(source, end - 1))
            end--;
        let start = end;
        while (start > 0 && isWordChar(source.charCodeAt(start - 1)))
            start--;
        const first = source.charCodeAt(start);
        if (start === end || (first >= 48 && first <= 57))
            continue;
        const before = start > 0 ? source.charCodeAt(start - 1) : -1;
        if (before === 46 /* . */) {
            const exportsAt = start - 'exports.'.length;
            if (exportsAt < 0 || source.slice(exportsAt, start) !== 'exports.')
                continue;
            const beforeExports = exportsAt > 0 ? source.charCodeAt(exportsAt - 1) : -1;
            if (beforeExports === 46 || isWordChar(beforeExports))
                continue;
        }
        let value = equals + 1;
        while (isSpace(source, value))
            value++;
        yield [source.slice(start, end), value];
    }
}
/** The name a call makes a schema with (`z.object` → object, `objectType` → object), or null. */
function makerOf(callee) {
    const name = callee.k === 'id' ? callee.name : callee.k === 'member' ? callee.property : null;
    if (name === null)
        return null;
    const bare = name.replace(/Type$/, '');
    return MAKERS.has(bare) && (callee.k === 'member' || bare !== name || /^(object|string|number|boolean|array|union|literal|optional|nullable)$/.test(bare))
        ? bare
        : null;
}
const isSchemaish = (schema) => schema !== null;
/** Reads schemas out of the sources, each named one once. */
class SchemaReader {
    assignments;
    definitions = {};
    pending = new Set();
    failed = new Set();
    constructor(assignments) {
        this.assignments = assignments;
    }
    /** The schema a node builds, `$ref`s to named ones; null when the node builds none that can be read. */
    schemaOf(node, depth = 0) {
        if (depth > MAX_DEPTH)
            return {};
        switch (node.k) {
            case 'id':
                return this.named(node.name);
            case 'member':
                return this.named(node.property);
            case 'fn':
                return node.body ? this.schemaOf(node.body, depth + 1) : null;
            case 'call':
                return this.call(node, depth);
            default:
                return null;
        }
    }
    /** A `$ref` to the schema assigned to `name`, read the first time; null when none is. */
    named(name) {
        if (this.definitions[name] !== undefined || this.pending.has(name))
            return { $ref: name };
        if (this.failed.has(name) || Object.keys(this.definitions).length >= MAX_DEFINITIONS)
            return null;
        this.pending.add(name);
        let found = null;
        for (const node of this.assignments.of(name)) {
            found = this.schemaOf(node);
            if (found)
                break;
        }
        this.pending.delete(name);
        if (!found) {
            this.failed.add(name);
            return null;
        }
        this.definitions[name] = found;
        return { $ref: name };
    }
    call(node, depth) {
        const { callee, args } = node;
        const maker = makerOf(callee);
        if (maker && !(callee.k === 'member' && this.schemaOf(callee.object, depth + 1)))
            return maker === 'coerce' ? null : this.make(maker, args, depth);
        if (callee.k !== 'member')
            return null;
        // a method of a schema: `X.optional()`, `X.extend({…})`, `z.coerce.number()`
        if (callee.object.k === 'member' && callee.object.property === 'coerce')
            return this.make(callee.property, args, depth);
        const base = this.schemaOf(callee.object, depth + 1);
        if (!base)
            return null;
        const method = callee.property;
        if (KEEPS.test(method)) {
            const format = FORMATS[method];
            return format
                ? { ...base, format }
                : method === 'default' && args[0] && literalOf(args[0]) !== undefined
                    ? { ...base, default: literalOf(args[0]) }
                    : base;
        }
        if (FORMATS[method])
            return { ...base, type: 'string', format: FORMATS[method] };
        switch (method) {
            case 'array':
                return { type: 'array', items: base };
            case 'or':
                return { anyOf: [base, this.schemaOf(args[0] ?? { k: 'other' }, depth + 1) ?? {}] };
            case 'and':
            case 'merge':
            case 'extend':
            case 'augment': {
                const other = args[0]?.k === 'obj' ? this.objectOf(args[0], depth) : this.schemaOf(args[0] ?? { k: 'other' }, depth + 1);
                return { allOf: [base, other ?? {}] };
            }
            case 'pick':
            case 'omit': {
                const keys = args[0]?.k === 'obj' ? args[0].entries.map(([key]) => key).filter((key) => key !== null) : [];
                return { allOf: [base], [method === 'pick' ? 'x-pick' : 'x-omit']: keys };
            }
            case 'keyof':
                return { type: 'string' };
            case 'element':
                return { allOf: [base], 'x-element': true };
            default:
                return base;
        }
    }
    objectOf(node, depth) {
        const properties = {};
        const allOf = [];
        for (const [key, value] of node.entries.slice(0, 500)) {
            if (key === null) {
                // `...Other.shape`: the other object's fields
                const spread = value.k === 'member' && value.property === 'shape' ? this.schemaOf(value.object, depth + 1) : null;
                if (spread)
                    allOf.push(spread);
                continue;
            }
            properties[key] = this.schemaOf(value, depth + 1) ?? {};
        }
        const object = { type: 'object', properties };
        return allOf.length > 0 ? { allOf: [...allOf, object] } : object;
    }
    make(maker, args, depth) {
        const [first, second] = args;
        const schema = (node) => (node ? (this.schemaOf(node, depth + 1) ?? {}) : {});
        const list = (node) => (node?.k === 'arr' ? node.items.slice(0, 50).map(schema) : []);
        switch (maker) {
            case 'object':
            case 'strictObject':
            case 'looseObject':
                return first?.k === 'obj' ? this.objectOf(first, depth) : first ? schema(first) : { type: 'object', properties: {} };
            case 'string':
                return { type: 'string' };
            case 'email':
            case 'url':
            case 'uuid':
            case 'datetime':
                return { type: 'string', format: FORMATS[maker] };
            case 'iso':
                return { type: 'string', format: 'date-time' };
            case 'date':
                return { type: 'string', format: 'date-time' };
            case 'number':
            case 'float':
                return { type: 'number' };
            case 'int':
            case 'bigint':
                return { type: 'integer' };
            case 'boolean':
                return { type: 'boolean' };
            case 'array':
                return { type: 'array', items: schema(first) };
            case 'tuple':
                return { type: 'array', items: list(first)[0] ?? {} };
            case 'union':
            case 'xor':
                return { anyOf: list(first) };
            case 'discriminatedUnion':
                return { anyOf: list(first?.k === 'arr' ? first : second) };
            case 'intersection':
                return { allOf: [schema(first), schema(second)] };
            case 'enum':
            case 'nativeEnum': {
                const values = enumValues(first, this.assignments);
                return values.length > 0 ? { enum: values } : { type: 'string' };
            }
            case 'literal': {
                const value = first ? literalOf(first) : undefined;
                return value === undefined ? {} : { const: value, ...(value === null ? {} : { type: typeof value }) };
            }
            case 'record':
            case 'map':
                return { type: 'object', properties: {} };
            case 'null':
                return { type: 'null' };
            case 'optional':
            case 'nullable':
            case 'nullish':
                return schema(first);
            case 'lazy':
                return schema(first);
            case 'preprocess':
                return schema(second);
            default:
                return {};
        }
    }
}
function literalOf(node) {
    return node.k === 'str' || node.k === 'num' || node.k === 'lit' ? node.value : undefined;
}
/** `z.enum(["a", "b"])`'s values, or a native enum's (`{ A: "a" }`, found where it is assigned). */
function enumValues(node, assignments) {
    if (!node)
        return [];
    if (node.k === 'arr')
        return node.items.map(literalOf).filter((value) => typeof value === 'string' || typeof value === 'number');
    const name = node.k === 'id' ? node.name : node.k === 'member' ? node.property : null;
    const object = node.k === 'obj' ? node : name ? [...assignments.of(name)].find((entry) => entry.k === 'obj') : undefined;
    if (object?.k !== 'obj')
        return [];
    return object.entries.map(([, value]) => literalOf(value)).filter((value) => typeof value === 'string' || typeof value === 'number');
}


;// CONCATENATED MODULE: ./src/sandbox/replies/code-operations.ts


// What a server's code expects of its API's answers, read from the code (no API description needed):
// each request path it writes (`${GITLAB_API_URL}/projects/${id}/fork`, a generated SDK's
// `pathToFunc("/api/v2/flags/{key}")`) paired with what the code does with the answer next — the schema
// it validates it with (`GitLabForkSchema.parse(await response.json())`, `json(201, Flag$inboundSchema)`:
// also the status it wants), or else the properties it reads from it (`data.results[0].geometry.location`,
// `data.rows.map((row) => row.elements…)`). A request to that path is answered from that (openapi-reply.ts).
// Properties read from an answer nowhere near a path (a formatter's `response.results.forEach`) hold for
// every JSON answer. Read with regular expressions and a reader of schema expressions (js-expression.ts),
// not a parser of whole files: a bundle can be megabytes. ~350 lines on purpose: the paths, what is done
// with their answers and the tools' inputs are read in one pass over the same sources, with shared patterns.
/** How far after a path its answer may be handled, in characters. */
const MAX_DISTANCE = 6_000;
const MAX_OPERATIONS = 2_000;
const MAX_READ_DEPTH = 6;
const MAX_READ_KEYS = 64;
const MAX_INPUTS = 500;
const LITERAL = /(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g;
const MODULE_BEFORE = /(?:\bfrom|\brequire\(|\bimport\(|\bimport)\s*$/;
const SYSTEM = /^\/(tmp|usr|etc|dev|proc|bin|sbin|var|home|root|opt|lib|sys|run|mnt|srv|Users|Applications|Library|System|private|node_modules)(\/|$)/;
const CODE_FILE = /\.(m?js|cjs|tsx?|jsx|css|map|node|html?|md|png|svg)$/i;
const METHOD = /\bmethod\s*:\s*(?:(["'`])(get|post|put|patch|delete)\1|([\w$.]+))/i;
const CALL_METHOD = /\.(get|post|put|patch|delete)\s*(?:<[^>()]*>)?\s*\(\s*$/i;
/** Names a client reads to see that the call failed: never put in an answer. */
const ERRORISH = /error|fail|exception|warning|message|reason|fault|^err$/i;
/** Names read from any object (a promise's, a function's): never a field of an answer. */
const NOT_DATA = /^(then|catch|finally|constructor|prototype|__proto__|toString|valueOf|toJSON|hasOwnProperty|length|bind|call|apply)$/;
const ARRAY_METHODS = /^(map|forEach|filter|find|findIndex|findLast|some|every|reduce|flatMap|slice|sort|join|includes|indexOf|at|entries|keys|values|push|concat)$/;
const CALLBACKS = /^(map|forEach|filter|find|findIndex|findLast|some|every|flatMap|sort)$/;
const STRING_METHODS = /^(toLowerCase|toUpperCase|trim|split|replace|replaceAll|startsWith|endsWith|substring|substr|match|padStart|padEnd|charAt|localeCompare|normalize)$/;
const NUMBER_METHODS = /^(toFixed|toPrecision|toExponential)$/;
/** A variable holding an API answer, by the way it was assigned. */
const ANSWER_DECLARATION = /(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::\s*[\w$<>[\], |]+)?=\s*(?:\(\s*)?await\s+([\w$.]+(?:\([^()]*\))?)\.json\(\)|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?[\w$.]*\b(?:response|res|resp|result)\.data\b(?!\s*\.)/g;
/** Parameters and variables whose name says they hold an API answer: what is read from them holds for every answer. */
const ANSWER_NAME = /^(response|resp|apiResponse|responseData|responseJson|json|body|payload|result|results|data)$/;
const ANSWER_PARAMETER = new RegExp(String.raw `\(\s*(?:${ANSWER_NAME.source.slice(2, -2)})\s*[,):]`);
/** The request path a literal spells, its parameters as `{p}`; null when it is no path of an API. */
function pathTemplate(literal) {
    let text = literal.replace(/\$\{[^}]*\}/g, '{p}').trim();
    const absolute = /^[a-z][a-z+.-]*:\/\/[^/?#]*(\/[^?#]*)?/i.exec(text);
    if (absolute)
        text = absolute[1] ?? '';
    else if (text.startsWith('{p}/'))
        text = text.slice(3);
    else if (!text.startsWith('/'))
        return null;
    text = (text.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
    if (text.length < 2 || text.length > 200 || SYSTEM.test(text) || CODE_FILE.test(text))
        return null;
    if (!/^(\/[\w{}.~%:@!$&'*+,;=-]+)+$/.test(text) || !/\/[A-Za-z][\w-]*[A-Za-z]/.test(text))
        return null;
    return text;
}
/** The schema a call validates with: `X.parse(answer)` (X a schema expression), or a generated SDK's `json(200, X)`. */
function schemaSites(source, reader, inputs) {
    const sites = [];
    for (const match of source.matchAll(/\.(?:safeParse|parse)(?:Async)?\s*\(/g)) {
        const dot = match.index ?? 0;
        const start = expressionStart(source, dot);
        const open = dot + match[0].length - 1;
        const close = afterMatching(source, open);
        const argument = close > 0 ? source.slice(open + 1, close - 1) : '';
        // a tool's own input, parsed the same way, is no answer (but says what the tool takes)
        if (/\b(arguments|params|args|input|argv|env)\b|^\s*(request|req|options|opts|config)\s*$/.test(argument) || argument.trim() === '') {
            if (inputs && /\barguments\b/.test(argument))
                toolInput(source, start, readExpression(source.slice(start, dot), 0).node, reader, inputs);
            continue;
        }
        const { node } = readExpression(source.slice(start, dot), 0);
        let schema = validatorSchema(node, reader);
        // `X.parse({ count: …, items: projects })`: the answer is the property given the variable that holds it
        if (schema && argument.trim().startsWith('{'))
            schema = answerProperty(source, start, argument, schema, reader);
        if (schema)
            sites.push({ pos: dot, schema, validated: true });
    }
    for (const match of source.matchAll(/\b(json|nil)\(\s*(\d{3}|\[\s*(\d{3})[^\]]*\])\s*,\s*/g)) {
        const status = Number(match[3] ?? match[2]);
        if (status < 200 || status > 299)
            continue;
        const at = (match.index ?? 0) + match[0].length;
        if (match[1] === 'nil') {
            sites.push({ pos: match.index ?? 0, schema: {}, validated: true, status });
            continue;
        }
        const schema = validatorSchema(readExpression(source, at).node, reader);
        if (schema)
            sites.push({ pos: match.index ?? 0, schema, validated: true, status });
    }
    return sites;
}
/**
 * The schema a tool's handler parses its arguments with (`case "fork_repository": { const args =
 * ForkSchema.parse(request.params.arguments)`), under the tool's name: the nearest literal before that a
 * `case` or a comparison names.
 */
function toolInput(source, at, node, reader, inputs) {
    if (Object.keys(inputs).length >= MAX_INPUTS)
        return;
    const names = [...source.slice(Math.max(0, at - 300), at).matchAll(/(?:\bcase\s*|===?\s*)(["'`])([A-Za-z][\w.-]{1,63})\1/g)];
    const name = names.at(-1)?.[2];
    const schema = name ? validatorSchema(node, reader) : null;
    if (name && schema && !(name in inputs))
        inputs[name] = schema;
}
/** The schema of the property of an object literal given to a validator whose value holds an answer (`= await r.json()` before it); null when none does. */
function answerProperty(source, at, argument, schema, reader) {
    const { node } = readExpression(argument, argument.indexOf('{'));
    if (node.k !== 'obj')
        return null;
    const before = source.slice(Math.max(0, at - MAX_DISTANCE), at);
    const target = typeof schema.$ref === 'string' ? reader.definitions[schema.$ref] : schema;
    for (const [key, value] of node.entries) {
        if (key === null || value.k !== 'id')
            continue;
        if (!new RegExp(`\\b${code_operations_escape(value.name)}\\s*=\\s*(?:\\(\\s*)?await\\s+[\\w$.]+\\.json\\(\\)`).test(before))
            continue;
        const properties = target?.properties;
        const property = typeof properties === 'object' && properties !== null ? properties[key] : undefined;
        return property ?? null;
    }
    return null;
}
/** A schema node's schema when it is one (a `$ref` to a name the sources assign a schema to, or a schema built inline). */
function validatorSchema(node, reader) {
    if (node.k === 'id' || node.k === 'member')
        return reader.named(node.k === 'id' ? node.name : node.property);
    return node.k === 'call' ? reader.schemaOf(node) : null;
}
/** Where the expression ending at `end` starts: back over names, dots and balanced parentheses. */
function expressionStart(source, end) {
    let i = end - 1;
    for (let steps = 0; i >= 0 && steps < 400; steps++) {
        const c = source[i];
        if (/[\w$.]/.test(c))
            i--;
        else if (c === ')') {
            let depth = 0;
            for (; i >= 0; i--) {
                if (source[i] === ')')
                    depth++;
                else if (source[i] === '(' && --depth === 0)
                    break;
            }
            i--;
        }
        else
            break;
    }
    return i + 1;
}
const newShape = () => ({ props: new Map() });
const code_operations_escape = (name) => name.replace(/\$/g, '\\$');
/** Adds to `shape` what the code between `from` and `to` reads from the variable `name` (and its aliases, and callbacks over its lists). */
function readInto(source, name, from, to, shape, depth, skipData = false) {
    if (depth > MAX_READ_DEPTH)
        return;
    const chain = new RegExp(`(?<![\\w$.])${code_operations_escape(name)}((?:\\??\\.[A-Za-z_$][\\w$]*|\\[\\d+\\])+)(\\s*\\()?(\\s*(?:\\|\\||\\?\\?)\\s*\\[\\s*\\])?`, 'g');
    chain.lastIndex = from;
    for (let match = chain.exec(source); match && match.index < to; match = chain.exec(source)) {
        const segments = (match[1] ?? '').match(/[A-Za-z_$][\w$]*|\d+/g) ?? [];
        const called = match[2] !== undefined;
        if (skipData && segments[0] === 'data')
            segments.shift();
        const method = called ? segments.at(-1) : '';
        // any other method called (`response.json()`, `res.on(…)`, `response.headers.get(…)`): the chain is an object's, not an answer's
        if (called && !ARRAY_METHODS.test(method) && !STRING_METHODS.test(method) && !NUMBER_METHODS.test(method))
            continue;
        let node = shape;
        // `(data.web?.results || []).map(…)`: a list where it is there
        let listed = match[3] !== undefined;
        for (let i = 0; i < segments.length; i++) {
            const segment = segments[i];
            const last = i === segments.length - 1;
            if (/^\d+$/.test(segment)) {
                node.type = 'array';
                node = node.items ??= newShape();
                continue;
            }
            if (last && called && (ARRAY_METHODS.test(segment) || STRING_METHODS.test(segment) || NUMBER_METHODS.test(segment))) {
                node.type = ARRAY_METHODS.test(segment) ? 'array' : STRING_METHODS.test(segment) ? 'string' : 'number';
                if (CALLBACKS.test(segment)) {
                    const open = source.indexOf('(', match.index + match[0].length - 1);
                    const parameter = /^\(\s*(?:async\s*)?(?:\(\s*)?([A-Za-z_$][\w$]*)/.exec(source.slice(open, open + 80))?.[1];
                    const end = afterMatching(source, open);
                    if (parameter && end > 0)
                        readInto(source, parameter, open, end, (node.items ??= newShape()), depth + 1);
                }
                break;
            }
            if (segment === 'length' && last)
                break;
            if (ERRORISH.test(segment) || NOT_DATA.test(segment) || (node.type !== undefined && node.type !== 'object') || node.props.size >= MAX_READ_KEYS) {
                listed = false;
                break;
            }
            node.type = 'object';
            let child = node.props.get(segment);
            if (!child)
                node.props.set(segment, (child = newShape()));
            node = child;
        }
        if (listed && node !== shape)
            node.type ??= 'array';
    }
    // `const poi = data.pois[0]`: what is read from the alias is read from there
    const alias = new RegExp(`(?:const|let|var)\\s+([A-Za-z_$][\\w$]*)\\s*=\\s*${code_operations_escape(name)}((?:\\??\\.[A-Za-z_$][\\w$]*|\\[\\d+\\])*)\\s*[;,\\n]`, 'g');
    alias.lastIndex = from;
    for (let match = alias.exec(source); match && match.index < to; match = alias.exec(source)) {
        let node = shape;
        const segments = (match[2] ?? '').match(/[A-Za-z_$][\w$]*|\d+/g) ?? [];
        if (segments.some((segment) => ERRORISH.test(segment) || NOT_DATA.test(segment)))
            continue;
        for (const segment of segments) {
            if (/^\d+$/.test(segment))
                node = node.items ??= newShape();
            else {
                let child = node.props.get(segment);
                if (!child)
                    node.props.set(segment, (child = newShape()));
                node = child;
            }
        }
        if (match[1] !== name)
            readInto(source, match[1], match.index + match[0].length, to, node, depth + 1);
    }
}
/** `from`'s reads added to `into`'s (what `into` says first stays). */
function mergeShape(into, from, depth = 0) {
    if (depth > MAX_READ_DEPTH * 2)
        return;
    if (into.type === undefined && from.type !== undefined)
        into.type = from.type;
    if (from.items)
        mergeShape((into.items ??= newShape()), from.items, depth + 1);
    for (const [key, child] of from.props) {
        const mine = into.props.get(key);
        if (mine)
            mergeShape(mine, child, depth + 1);
        else if (into.props.size < MAX_READ_KEYS)
            into.props.set(key, child);
    }
}
function shapeSchema(shape) {
    if (shape.type === 'array')
        return { type: 'array', items: shape.items ? shapeSchema(shape.items) : {} };
    if (shape.type === 'object' || shape.props.size > 0)
        return { type: 'object', properties: Object.fromEntries([...shape.props].map(([key, child]) => [key, shapeSchema(child)])) };
    return shape.type ? { type: shape.type } : {};
}
/** The end of the block the position is in. */
function blockEnd(source, pos) {
    const open = source.lastIndexOf('{', pos);
    if (open < 0)
        return source.length;
    // the nearest `{` before may close before the position (a sibling block): walk outwards until one holds it
    for (let at = open, tries = 0; at >= 0 && tries < 50; at = source.lastIndexOf('{', at - 1), tries++) {
        const end = afterMatching(source, at);
        if (end > pos)
            return end;
    }
    return Math.min(source.length, pos + MAX_DISTANCE);
}
/** What is read from each answer held in a variable, at the variable's declaration. */
function readSites(source) {
    const sites = [];
    for (const match of source.matchAll(ANSWER_DECLARATION)) {
        const name = (match[1] ?? match[3]);
        const shape = newShape();
        const start = (match.index ?? 0) + match[0].length;
        readInto(source, name, start, blockEnd(source, start), shape, 0);
        if (shape.props.size > 0)
            sites.push({ pos: match.index ?? 0, schema: shapeSchema(shape), validated: false, shape });
    }
    return sites;
}
/** What is read from parameters named like an answer (`function formatResults(response)`): for every answer. */
function answerParameterReads(source, into) {
    if (!ANSWER_PARAMETER.test(source))
        return; // the pattern below is tried at every position (~20 ms a MB); most sources name no such parameter
    // a function, an arrow function, or a class's method (`validateCurrentResponse(response) {`, not an `if (response) {`)
    for (const match of source.matchAll(/\bfunction\s*[\w$]*\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)][^{]*\{|\(\s*([A-Za-z_$][\w$]*)\s*(?::[^)]*)?\)\s*=>\s*\{|(?<![\w$.])(?!(?:if|for|while|switch|catch|with|return|function)\b)[A-Za-z_$][\w$]*\s*\(\s*([A-Za-z_$][\w$]*)\s*\)\s*\{/g)) {
        const name = (match[1] ?? match[2] ?? match[3]);
        if (!ANSWER_NAME.test(name))
            continue;
        const open = (match.index ?? 0) + match[0].length - 1;
        const end = afterMatching(source, open);
        if (end > 0)
            readInto(source, name, open, end, into, 0, true);
    }
}
function pathsOf(source) {
    const paths = [];
    for (const match of source.matchAll(LITERAL)) {
        const text = match[2] ?? '';
        if (!text.includes('/') || text.length > 400)
            continue;
        const pos = match.index ?? 0;
        if (MODULE_BEFORE.test(source.slice(Math.max(0, pos - 12), pos)))
            continue;
        const path = pathTemplate(text);
        if (path)
            paths.push({ pos, path });
    }
    return paths;
}
/** The method of the request at `pos` handled at `site`: a literal `method:` between them, a call's name before it, or any. */
function methodOf(source, pos, site) {
    const between = METHOD.exec(source.slice(pos, Math.max(pos, site)));
    if (between)
        return between[2] ? between[2].toUpperCase() : '*';
    const call = CALL_METHOD.exec(source.slice(Math.max(0, pos - 80), pos));
    return call?.[1] ? call[1].toUpperCase() : '*';
}
/** What the sources say their API answers, per request path. */
function codeOperations(sources) {
    const reader = new SchemaReader(new Assignments(sources));
    const operations = [];
    const seen = new Set();
    const everywhere = newShape();
    const inputs = {};
    for (const source of sources) {
        const paths = pathsOf(source);
        const sites = [...schemaSites(source, reader, inputs), ...readSites(source)].sort((a, b) => a.pos - b.pos);
        const chosen = new Map();
        let p = 0;
        for (const site of sites) {
            while (p < paths.length && paths[p].pos < site.pos)
                p++;
            const path = paths[p - 1];
            if (!path || site.pos - path.pos > MAX_DISTANCE) {
                if (site.shape)
                    mergeShape(everywhere, site.shape);
                continue;
            }
            const before = chosen.get(path);
            // a validator's schema says more than what is read; the first of a kind is the request's own
            if (!before || (!before.validated && site.validated))
                chosen.set(path, site);
        }
        for (const [path, site] of chosen) {
            const method = methodOf(source, path.pos, site.pos);
            const key = `${method} ${path.path}`;
            if (seen.has(key) || operations.length >= MAX_OPERATIONS)
                continue;
            seen.add(key);
            operations.push({
                method,
                path: path.path,
                schema: site.schema,
                source: site.validated ? 'code-schema' : 'code-reads',
                ...(site.status !== undefined ? { status: site.status } : {})
            });
        }
        answerParameterReads(source, everywhere);
    }
    // added to every answer: its fields only, never a change of the answer's own kind (a list for an object)
    return { operations, definitions: reader.definitions, reads: everywhere.props.size > 0 ? shapeSchema({ props: everywhere.props }) : null, inputs };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/sandbox/replies/package-files.ts


// Which files of a server's package the API index reads (openapi-index.ts), and how much of them: its own
// tree only (no node_modules, no tests), a few thousand entries five levels deep, the documents whose names
// say they describe an API, and up to 300 code files: the launched files first, then the rest of their
// directories, then the roots, within the byte budgets below. Read with blocking calls: on the init's index
// thread (api-index-thread.ts), where nothing else waits, 300 files cost ~5 ms of CPU that way and ~40 ms
// through the promise API, beside the server's start; the auditor's own reading (when the init's index does
// not come) holds its thread no longer than the matching that follows it does.
const MAX_ENTRIES = 4_000;
const package_files_MAX_DEPTH = 5;
const CANDIDATE = /(openapi|swagger|api[-_.]?spec|spec)[^/]*\.(json|ya?ml)$/i;
const CODE = /\.(m?js|cjs|ts|py)$/i;
const MAX_CODE_FILES = 300;
/** a bundle (a generated SDK's, with all its schemas) can be a few megabytes */
const MAX_CODE_BYTES = 6 * 1024 * 1024;
/**
 * More than any server's package holds (the largest of 56 published servers measured, @sentry/mcp-server's,
 * reads 5.1 MB): past it the root is a repository whose build outputs bundle their dependencies (a clean
 * clone of this one reads 18 MB, ~1 s of CPU beside the server's start), and what it adds is theirs.
 */
const MAX_CODE_TOTAL = 8 * 1024 * 1024;
/**
 * Of that, what may come from outside the launched file's directory, in a root that holds it: a server's
 * package holds at most ~2.2 MB there (@launchdarkly/mcp-server, launched from bin/, its code in dist/ and
 * src/); a repository's build outputs and tools are the rest.
 */
const MAX_NEIGHBOUR_CODE = 3 * 1024 * 1024;
const SKIP = /^(node_modules|\.git|test|tests|__tests__|coverage|\.cache)$/;
/**
 * Files under the roots whose names say they may be an API description, and code files. The launched
 * files (`launched`: the command line's, those under a root) come first, then the rest of their
 * directories, then the roots: in a repository the server's own code is read before the caps are filled
 * with its neighbours' (scripts, fixtures, build outputs), whatever order the directories list in.
 */
function packageFiles(roots, launched) {
    const entryFiles = launchedCode(roots, launched);
    const found = [];
    const code = entryFiles.map(({ file }) => file);
    const listed = new Set(code);
    /** code outside the launched files' directories, in a root that holds one */
    const neighbours = new Set();
    const walked = new Set();
    let entries = 0;
    const walk = (dir, depth, neighbour = false) => {
        if (depth > package_files_MAX_DEPTH || entries > MAX_ENTRIES || walked.has(dir))
            return;
        walked.add(dir);
        let list;
        try {
            list = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const entry of list) {
            if (++entries > MAX_ENTRIES)
                return;
            const path = (0,external_node_path_.join)(dir, entry.name);
            if (entry.isDirectory() && !SKIP.test(entry.name))
                walk(path, depth + 1, neighbour);
            else if (entry.isFile() && CANDIDATE.test(entry.name))
                found.push(path);
            else if (entry.isFile() && CODE.test(entry.name) && !/\.d\.ts$|\.test\./.test(entry.name) && code.length < MAX_CODE_FILES && !listed.has(path)) {
                code.push(path);
                if (neighbour)
                    neighbours.add(path);
            }
        }
    };
    for (const { file, root } of entryFiles)
        walk((0,external_node_path_.dirname)(file), (0,external_node_path_.relative)(root, (0,external_node_path_.dirname)(file)).split(external_node_path_.sep).filter(Boolean).length);
    for (const root of roots)
        walk(root, 0, entryFiles.some((entry) => entry.root === root));
    return { documents: found, code: { files: code, neighbours } };
}
/** The launched files that are code under one of the roots (real paths: the roots are), each with its root. */
function launchedCode(roots, launched) {
    const files = [];
    for (const path of launched) {
        let file = null;
        try {
            file = (0,external_node_fs_.realpathSync)(path);
        }
        catch {
            // not there: not read
        }
        const root = file === null || !CODE.test(file) ? undefined : roots.find((candidate) => file.startsWith(candidate.endsWith(external_node_path_.sep) ? candidate : candidate + external_node_path_.sep));
        if (file !== null && root !== undefined && !files.some((entry) => entry.file === file))
            files.push({ file, root });
    }
    return files.slice(0, MAX_CODE_FILES);
}
/** The code files' text, in order, within the budgets: a file past MAX_CODE_BYTES, or past what is left of its budget, is skipped. */
function readCode({ files, neighbours }) {
    const read = [];
    let total = 0;
    let neighbourTotal = 0;
    for (const file of files) {
        try {
            // a launched path may name a FIFO or a device (the walk takes regular files only): never read, it could block
            // this thread for good; past three bytes a character, the text would be over MAX_CODE_BYTES anyway
            const stat = (0,external_node_fs_.statSync)(file);
            if (!stat.isFile() || stat.size > 3 * MAX_CODE_BYTES)
                continue;
            const text = (0,external_node_fs_.readFileSync)(file, 'utf8');
            if (text.length > MAX_CODE_BYTES || (neighbours.has(file) && (neighbourTotal += text.length) > MAX_NEIGHBOUR_CODE))
                continue;
            if ((total += text.length) > MAX_CODE_TOTAL)
                continue;
            read.push({ file, text });
        }
        catch {
            // unreadable: skipped
        }
    }
    return read;
}

;// CONCATENATED MODULE: ./src/sandbox/replies/openapi-index.ts



// What a server's package says about the API it wraps, for the sink to answer from (openapi-reply.ts): the
// operations of the OpenAPI or Swagger documents it ships (several API wrappers bundle the description of
// the service they wrap) — method, path template and the success answer's schema with its `$ref`s
// resolved — and the literals its code checks a reply's status field against (`if (data.status !== "OK")
// throw …`: a Maps API's "OK", another's "1"). Bounded: the package's own tree only (no node_modules), a
// few thousand entries, documents up to 8 MB, code as package-files.ts reads it, the index up to 4 MB. Read by
// the sandbox init on a thread of its own (api-index-thread.ts) beside the server's start, from the host's
// files (contained, the server's writes land in its overlay, never under these paths), never on the
// auditor's way to the server's start (a large package costs ~0.15 s of CPU). When a listed tool names no
// parameter, the auditor takes its handler's schema (below) from what the init read, written to the run
// directory (indexWrittenBy), and reads the package itself only when that file does not come.
const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
const MAX_INDEX_BYTES = 4 * 1024 * 1024;
const MAX_DOCUMENTS = 4;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Fields whose value a client checks to tell success from failure. */
const STATUS_FIELD = /^(status|state|code|stat|result|ret|retcode|errcode|error_?code|infocode|success|ok|outcome)$/i;
const TYPE_NAMES = /^(string|number|object|undefined|boolean|function|bigint|symbol)$/;
const SUCCESS = /^(ok|success|succeeded|successful|true|1|0|active|done|complete|completed|200)$/i;
/** A value a client waits past or fails on: never the one to answer with. */
const NOT_DONE = /^(pending|processing|running|queued|scraping|in[ _-]?progress|waiting|started|starting|created|failed|failure|error|errored|cancell?ed|timeout|timed[ _-]?out|unknown|none|null)$/i;
/**
 * The literal the code compares a status-like field against, per field: the value of `x.status !== "OK"`
 * (anything else is failure), or of `x.status === "success"` when that literal reads like success.
 */
function checkedLiterals(sources) {
    const counts = new Map();
    const count = (field, value) => {
        if (!STATUS_FIELD.test(field) || TYPE_NAMES.test(value) || NOT_DONE.test(value))
            return;
        const key = field.toLowerCase();
        const perValue = counts.get(key) ?? new Map();
        perValue.set(value, (perValue.get(value) ?? 0) + 1);
        counts.set(key, perValue);
    };
    for (const source of sources) {
        for (const match of source.matchAll(/\.([A-Za-z_]\w{0,31})\s*(!==?|===?)\s*(["'])([\w .-]{1,24})\3/g)) {
            const [, field = '', operator = '', , value = ''] = match;
            if (operator.startsWith('!') || SUCCESS.test(value))
                count(field, value);
        }
        for (const match of source.matchAll(/(["'])([\w .-]{1,24})\1\s*(!==?|===?)\s*[\w$.]*\.([A-Za-z_]\w{0,31})\b/g)) {
            const [, , value = '', operator = '', field = ''] = match;
            if (operator.startsWith('!') || SUCCESS.test(value))
                count(field, value);
        }
    }
    const values = {};
    // a literal that reads like success outweighs others (`status !== "OK"` beside `status === "ZERO_RESULTS"`)
    const weight = ([value, seen]) => seen * (SUCCESS.test(value) ? 4 : 1);
    for (const [field, perValue] of counts)
        values[field] = [...perValue].sort((a, b) => weight(b) - weight(a))[0]?.[0];
    return values;
}
async function readDocument(path) {
    try {
        const handle = await (0,promises_.open)(path, 'r');
        try {
            if ((await handle.stat()).size > MAX_DOCUMENT_BYTES)
                return null;
        }
        finally {
            await handle.close();
        }
        const text = await (0,promises_.readFile)(path, 'utf8');
        if (!/["']?(openapi|swagger)["']?\s*:/.test(text.slice(0, 4096)))
            return null;
        // yaml (and zod, below) only when needed: this module is what the init's index thread evaluates
        const parsed = /\.json$/i.test(path) ? JSON.parse(text) : (await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19))).parse(text, { maxAliasCount: 100 });
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : null;
    }
    catch {
        return null;
    }
}
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The schema with local `$ref`s replaced by what they point at; a cycle or depth past 12 is cut to `{}`. */
function resolveRefs(document, value, seen = [], depth = 0) {
    if (depth > 12)
        return {};
    if (Array.isArray(value))
        return value.slice(0, 50).map((entry) => resolveRefs(document, entry, seen, depth + 1));
    if (!isRecord(value))
        return value;
    const ref = value.$ref;
    if (typeof ref === 'string') {
        if (!ref.startsWith('#/') || seen.includes(ref))
            return {};
        let target = document;
        for (const part of ref.slice(2).split('/'))
            target = isRecord(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
        return resolveRefs(document, target, [...seen, ref], depth + 1);
    }
    const out = {};
    for (const [key, entry] of Object.entries(value).slice(0, 200)) {
        if (key === 'description' || key === 'summary' || key === 'externalDocs' || key === 'xml')
            continue;
        out[key] = resolveRefs(document, entry, seen, depth + 1);
    }
    return out;
}
/** The schema of an operation's success answer: OpenAPI 3 (`content`'s JSON) or Swagger 2 (`schema`). */
function successSchema(document, operation) {
    const responses = isRecord(operation.responses) ? operation.responses : {};
    const key = ['200', '201', '202', '2XX', 'default'].find((code) => isRecord(responses[code]));
    if (key === undefined)
        return undefined;
    const response = resolveRefs(document, responses[key]);
    if (isRecord(response.content)) {
        const json = Object.entries(response.content).find(([type]) => /json/i.test(type))?.[1];
        return isRecord(json) ? json.schema : undefined;
    }
    return response.schema;
}
function operationsOf(document) {
    const operations = [];
    const paths = isRecord(document.paths) ? document.paths : {};
    const prefix = typeof document.basePath === 'string' ? document.basePath.replace(/\/$/, '') : '';
    for (const [path, item] of Object.entries(paths).slice(0, 2_000)) {
        if (!isRecord(item))
            continue;
        for (const method of METHODS) {
            const operation = item[method];
            if (!isRecord(operation))
                continue;
            const schema = successSchema(document, operation);
            if (schema === undefined)
                continue;
            operations.push({
                method: method.toUpperCase(),
                path: `${prefix}${path}`,
                ...(typeof operation.operationId === 'string' ? { operationId: operation.operationId.slice(0, 128) } : {}),
                schema
            });
        }
    }
    return operations;
}
/** Names that read like an error the client throws when present: never put in an answer. */
const openapi_index_ERRORISH = /error|fail|exception|warning|message|reason|fault/i;
/**
 * The fields the code takes out of an answer by destructuring it (`const { success, resultObj } =
 * response.data`, `= await res.json()`), the most frequent first: an answer that has them gets past that line.
 */
function destructuredFields(sources) {
    const counts = new Map();
    for (const source of sources)
        for (const match of source.matchAll(/\{\s*([\w$]+(?:\s*(?::\s*[\w$]+)?\s*,\s*[\w$]+){0,11}(?:\s*:\s*[\w$]+)?)\s*,?\s*\}\s*=\s*(?:await\s+)?[\w$.]*\b(?:data|body|json|result|response|res|payload)\b(?:\.json\(\))?/g))
            for (const part of (match[1] ?? '').split(',')) {
                const name = part.split(':')[0]?.trim() ?? '';
                if (/^[A-Za-z_$][\w$]{0,63}$/.test(name) && !openapi_index_ERRORISH.test(name))
                    counts.set(name, (counts.get(name) ?? 0) + 1);
            }
    return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 32)
        .map(([name]) => name);
}
/** The schema with its `$ref`s to the code's named schemas put in place (a cycle or depth past 8 cut to `{}`): for the argument synthesizer, which knows no definitions. */
function inlined(schema, definitions, seen = [], depth = 0) {
    if (depth > 8)
        return {};
    if (Array.isArray(schema))
        return schema.slice(0, 50).map((entry) => inlined(entry, definitions, seen, depth + 1));
    if (!isRecord(schema))
        return schema;
    if (typeof schema.$ref === 'string') {
        const ref = schema.$ref;
        return seen.includes(ref) || definitions[ref] === undefined ? {} : inlined(definitions[ref], definitions, [...seen, ref], depth + 1);
    }
    const out = {};
    for (const [key, entry] of Object.entries(schema).slice(0, 200))
        out[key] = inlined(entry, definitions, seen, depth + 1);
    return out;
}
/**
 * An input schema as the argument synthesizer reads it: an `allOf` of objects (zod's `.extend`) merged into
 * one, and every field required — the code's reader does not tell an optional field, and a value for one is valid.
 */
function forArguments(schema, depth = 0) {
    if (!isRecord(schema) || depth > 8)
        return schema;
    let merged = schema;
    if (Array.isArray(schema.allOf) && schema.allOf.every((part) => isRecord(part) && (part.type === 'object' || isRecord(part.properties)))) {
        const properties = Object.assign({}, isRecord(schema.properties) ? schema.properties : {}, ...schema.allOf.map((part) => part.properties ?? {}));
        merged = { type: 'object', properties };
    }
    if (isRecord(merged.properties)) {
        const properties = Object.fromEntries(Object.entries(merged.properties).map(([key, value]) => [key, forArguments(value, depth + 1)]));
        return { ...merged, type: 'object', properties, required: Object.keys(properties) };
    }
    if (merged.type === 'array' && isRecord(merged.items))
        return { ...merged, items: forArguments(merged.items, depth + 1) };
    return merged;
}
/** What the package under `roots` says about its API, within the index's schema; null when it says nothing. */
async function buildApiIndex(roots, launched = []) {
    const read = await readApiIndex(roots, launched);
    // the schema's module (zod) loaded only here: the init's index thread reads, its own thread checks
    return read === null ? null : (await Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(977)]).then(__webpack_require__.bind(__webpack_require__, 6977))).fitApiIndex(read);
}
/**
 * What the package under `roots` says about its API, as read (unchecked: buildApiIndex holds it to the
 * schema); `launched`: the files the command line names, read first (package-files.ts).
 */
async function readApiIndex(roots, launched = []) {
    const operations = [];
    const { documents, code } = packageFiles(roots, launched);
    for (const file of documents.slice(0, MAX_DOCUMENTS * 4)) {
        const document = await readDocument(file);
        if (document)
            operations.push(...operationsOf(document));
    }
    const read = readCode(code);
    const sources = read.map(({ text }) => text);
    const javascript = read.filter(({ file }) => !/\.py$/i.test(file)).map(({ text }) => text);
    const values = checkedLiterals(sources);
    const reads = destructuredFields(sources);
    const fromCode = codeOperations(javascript);
    operations.push(...fromCode.operations);
    if (operations.length === 0 && Object.keys(values).length === 0 && reads.length === 0 && !fromCode.reads && Object.keys(fromCode.inputs).length === 0)
        return null;
    const inputs = Object.fromEntries(Object.entries(fromCode.inputs).map(([tool, schema]) => [tool, forArguments(inlined(schema, fromCode.definitions))]));
    const index = {
        operations,
        values,
        reads,
        inputs,
        definitions: fromCode.definitions,
        ...(fromCode.reads ? { everywhere: fromCode.reads } : {})
    };
    while (Buffer.byteLength(JSON.stringify(index)) > MAX_INDEX_BYTES && index.operations.length > 1) {
        index.operations = index.operations.slice(0, Math.floor(index.operations.length / 2));
    }
    return index;
}
/** How long the auditor waits for the init's index before reading the package itself. */
const WRITTEN_INDEX_WAIT_MS = 10_000;
const WRITTEN_INDEX_POLL_MS = 10;
/**
 * The index the sandbox init read (api-index-thread.ts writes it whole, by a rename), held to the schema;
 * null when the package says nothing; undefined when it was not written within `waitMs` or does not parse.
 */
async function indexWrittenBy(path, waitMs = WRITTEN_INDEX_WAIT_MS) {
    const deadline = performance.now() + waitMs;
    for (;;) {
        let text = null;
        try {
            text = await (0,promises_.readFile)(path, 'utf8');
        }
        catch {
            // not written yet
        }
        if (text !== null) {
            try {
                const read = JSON.parse(text);
                const index = (await Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(977)]).then(__webpack_require__.bind(__webpack_require__, 6977))).fitApiIndex(read);
                return read !== null && index === null ? undefined : index;
            }
            catch {
                return undefined;
            }
        }
        if (performance.now() >= deadline)
            return undefined;
        await new Promise((resolve) => setTimeout(resolve, WRITTEN_INDEX_POLL_MS));
    }
}
/**
 * Per tool name, the schema its handler's code parses its arguments with; none when the package says nothing.
 * From the index the sandbox init wrote to `written` when there is one (the init read the package beside the
 * server's start; reading it again here held the first call for as long, ~0.25 s of CPU at rest on a large
 * package, seconds under load), from the package itself otherwise.
 */
async function codeInputsOf(roots, written = null, launched = []) {
    try {
        const fromInit = written === null ? undefined : await indexWrittenBy(written);
        return (fromInit === undefined ? await buildApiIndex(roots, launched) : fromInit)?.inputs ?? {};
    }
    catch {
        return {};
    }
}


/***/ })

};
