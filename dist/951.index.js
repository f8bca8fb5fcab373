export const id = 951;
export const ids = [951];
export const modules = {

/***/ 6951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  analyzeSource: () => (/* binding */ analyzeSource)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/static/import-graph.ts
// The import graph's edges, resolved to files: which files of the package a module name written in a file
// loads. JS/TS: relative specifiers (`./lib.js`, `../x`, with the extensions and `index` files Node and
// TypeScript try, a `.js` written for a `.ts` source) and the package's own name (`pkg/sub`); Python:
// relative imports (`.tools`) and absolute ones resolved against the entry's folder, the package root and
// `src/`. A dependency (`fs`, `zod`, `requests`) resolves to nothing: it is not the server's own code.


const JS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx'];
const SOURCE = /\.(?:[cm]?js|jsx|[cm]?ts|tsx|py)$/;
const isPython = (rel) => rel.endsWith('.py');
/** The files (relative to the root) a specifier written in `from` (relative to the root) may name; not yet checked on disk. */
function candidates(from, spec, context, python = isPython(from)) {
    const out = python ? pythonCandidates(from, spec, context) : jsCandidates(from, spec, context);
    return [...new Set(out.map((rel) => external_node_path_.posix.normalize(rel)))].filter((rel) => !rel.startsWith('../') && rel !== '..' && !rel.split('/').includes('node_modules'));
}
function jsCandidates(from, spec, context) {
    let base;
    if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..')
        base = external_node_path_.posix.join(external_node_path_.posix.dirname(from), spec);
    else if (context.packageName && spec.startsWith(`${context.packageName}/`))
        base = spec.slice(context.packageName.length + 1);
    else
        return [];
    const stem = base.replace(/\.[cm]?[jt]sx?$/, '');
    const out = SOURCE.test(base) ? [base] : [];
    for (const ext of JS_EXTENSIONS)
        out.push(stem + ext);
    for (const ext of JS_EXTENSIONS)
        out.push(`${base}/index${ext}`);
    return out;
}
function pythonCandidates(from, spec, context) {
    const level = /^\.*/.exec(spec)[0].length;
    const parts = spec.slice(level).split('.').filter(Boolean);
    const bases = [];
    if (level > 0) {
        let dir = external_node_path_.posix.dirname(from);
        for (let up = 1; up < level; up++)
            dir = external_node_path_.posix.dirname(dir);
        bases.push(dir);
    }
    else
        bases.push(context.scriptDir ?? '.', '.', 'src');
    const out = [];
    for (const base of bases) {
        // the packages on the way are imported too: their __init__.py runs first
        for (let i = 0; i < parts.length; i++)
            out.push(external_node_path_.posix.join(base, ...parts.slice(0, i), '__init__.py'));
        if (parts.length > 0)
            out.push(external_node_path_.posix.join(base, ...parts) + '.py', external_node_path_.posix.join(base, ...parts, '__init__.py'));
        else
            out.push(external_node_path_.posix.join(base, '__init__.py'));
    }
    return out;
}
/** The candidates that are files under the root, in the order given; at most one per JS specifier (the first Node would load). */
async function resolveImport(from, spec, context, python = isPython(from)) {
    const found = [];
    for (const rel of candidates(from, spec, context, python)) {
        if (!(await isFile((0,external_node_path_.join)(context.root, rel))))
            continue;
        found.push(rel);
        if (!python)
            break;
    }
    return found;
}
async function isFile(path) {
    return (0,promises_.stat)(path).then((s) => s.isFile(), () => false);
}
/** The folder of a file relative to the root, `.` for the root itself. */
const folderOf = (rel) => (0,external_node_path_.normalize)((0,external_node_path_.dirname)(rel));

// EXTERNAL MODULE: ./node_modules/@babel/parser/lib/index.js
var lib = __webpack_require__(5429);
;// CONCATENATED MODULE: ./src/static/js-walk.ts
const SKIP_KEYS = new Set(['loc', 'start', 'end', 'extra', 'leadingComments', 'trailingComments', 'innerComments', 'range', 'errors', 'tokens']);
/**
 * Every node below `root`, depth first, with its parent; iterative, so a deep bundle cannot overflow the
 * stack. Children are pushed in reverse straight onto two parallel stacks: a bundle has millions of nodes,
 * and a pair or a list allocated per node was a third of the static stage's time in the collector.
 */
function walk(root, visit) {
    const nodes = [root];
    const parents = [null];
    while (nodes.length > 0) {
        const node = nodes.pop();
        visit(node, parents.pop());
        const keys = Object.keys(node);
        for (let k = keys.length - 1; k >= 0; k--) {
            const key = keys[k];
            if (SKIP_KEYS.has(key))
                continue;
            const value = node[key];
            if (Array.isArray(value)) {
                for (let i = value.length - 1; i >= 0; i--) {
                    const item = value[i];
                    if (item && typeof item === 'object' && typeof item.type === 'string') {
                        nodes.push(item);
                        parents.push(node);
                    }
                }
            }
            else if (value && typeof value === 'object' && typeof value.type === 'string') {
                nodes.push(value);
                parents.push(node);
            }
        }
    }
}
/** A string literal, or a template literal without expressions: its text. */
function literalText(node) {
    if (!node)
        return null;
    if (node.type === 'StringLiteral')
        return node.value;
    if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
        return node.quasis[0]?.value.cooked ?? null;
    return null;
}
/** The chain of names of a callee: `fs.promises.writeFile` → ['fs', 'promises', 'writeFile']. */
function calleeChain(node) {
    if (node.type === 'SequenceExpression')
        return calleeChain(node.expressions.at(-1));
    if (node.type === 'Identifier')
        return [node.name];
    if (node.type === 'ThisExpression')
        return ['this'];
    if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') {
        const property = node.property;
        const name = property.type === 'Identifier' && !node.computed ? property.name : literalText(property);
        if (name === null)
            return null;
        const object = calleeChain(node.object);
        return object ? [...object, name] : ['?', name];
    }
    return null;
}

;// CONCATENATED MODULE: ./src/static/js-handlers.ts

const REGISTRATIONS = new Map([
    ['registerTool', 'tool'],
    // the SDK's task tools (`server.experimental.tasks.registerToolTask(name, config, { createTask, getTask, … })`)
    ['registerToolTask', 'tool'],
    ['tool', 'tool'],
    ['registerResource', 'resource'],
    ['resource', 'resource'],
    ['registerPrompt', 'prompt'],
    ['prompt', 'prompt']
]);
const DISPATCHERS = [
    [/CallToolRequest/, 'tool'],
    [/ReadResourceRequest/, 'resource'],
    [/GetPromptRequest/, 'prompt']
];
const HANDLER_KEYS = new Set(['handler', 'handle', 'execute', 'run', 'logic', 'callback', 'fn', 'call', 'invoke', 'implementation', 'cb']);
function handlerFacts(program, walked, lineOf) {
    const out = [];
    const nameOf = (node) => !node ? null : (literalText(node) ?? (node.type === 'Identifier' ? (walked.consts.get(node.name) ?? null) : null));
    const range = (node) => node.type === 'Identifier' ? { start: -1, end: -1, ref: node.name } : { start: node.start ?? 0, end: node.end ?? 0 };
    walk(program, (node) => {
        if (node.type === 'CallExpression') {
            const chain = calleeChain(node.callee);
            const method = chain && chain.length > 1 ? chain.at(-1) : null;
            const args = node.arguments;
            if (method === 'setRequestHandler' && args.length === 2) {
                const schema = calleeChain(args[0])?.join('.') ?? '';
                const kind = DISPATCHERS.find(([pattern]) => pattern.test(schema))?.[1];
                if (kind && isCode(args[1]))
                    out.push(...dispatched(args[1], kind, lineOf));
                return;
            }
            const kind = method ? REGISTRATIONS.get(method) : undefined;
            const handler = args.at(-1);
            const name = nameOf(args[0]);
            const code = handler && (isCode(handler) || (method === 'registerToolTask' && handler.type === 'ObjectExpression'));
            if (kind && args.length >= 2 && code && name !== null)
                out.push({ kind, name, line: lineOf(node), ...range(handler) });
        }
        else if (node.type === 'ObjectExpression') {
            const props = node.properties.filter((p) => p.type === 'ObjectProperty' || p.type === 'ObjectMethod');
            const keyOf = (p) => calleeChain(p.key)?.at(-1) ?? null;
            const name = nameOf(props.find((p) => keyOf(p) === 'name' && p.type === 'ObjectProperty')?.value);
            const handler = props.find((p) => HANDLER_KEYS.has(keyOf(p) ?? '') && (p.type === 'ObjectMethod' || isCode(p.value)));
            if (name === null || !handler || !/^[\w.:/-]{1,128}$/.test(name))
                return;
            const code = handler.type === 'ObjectMethod' ? handler : handler.value;
            out.push({ kind: 'tool', name, line: lineOf(node), ...range(code) });
        }
    });
    return out;
}
/** A function, a name (of one), or a call wrapping one (`withAuth(createHandler(logic))`). */
function isCode(node) {
    return /^(ArrowFunctionExpression|FunctionExpression|Identifier|CallExpression|ObjectMethod)$/.test(node.type);
}
/** Inside a tools/call handler: each `case "name":` and each `if (name === "name")` is that tool's handler. */
function dispatched(handler, kind, lineOf) {
    const out = [];
    if (handler.type === 'Identifier')
        return out;
    walk(handler, (node) => {
        if (node.type === 'SwitchStatement') {
            const cases = node.cases;
            cases.forEach((c, i) => {
                const name = literalText(c.test);
                if (name === null)
                    return;
                // fall-through cases share the next case's body
                const body = cases.slice(i).find((next) => next.consequent.length > 0) ?? c;
                out.push({ kind, name, line: lineOf(c), start: body.start ?? 0, end: body.end ?? 0 });
            });
        }
        else if (node.type === 'IfStatement' && node.test.type === 'BinaryExpression' && /^[!=]==?$/.test(node.test.operator)) {
            const { left, right } = node.test;
            const name = literalText(right) ?? literalText(left);
            const other = (literalText(right) !== null ? left : right);
            if (name === null || calleeChain(other)?.at(-1) !== 'name' || node.test.operator.startsWith('!'))
                return;
            out.push({ kind, name, line: lineOf(node), start: node.consequent.start ?? 0, end: node.consequent.end ?? 0 });
        }
    });
    return out;
}

;// CONCATENATED MODULE: ./src/static/js-sinks.ts
const EXEC_MODULES = {
    child_process: new Set(['exec', 'execSync', 'execFile', 'execFileSync', 'spawn', 'spawnSync', 'fork']),
    execa: 'all',
    'cross-spawn': 'all',
    'node-pty': new Set(['spawn']),
    shelljs: new Set(['exec']),
    zx: 'all',
    'simple-git': 'all'
};
const NETWORK_MODULES = {
    http: new Set(['request', 'get']),
    https: new Set(['request', 'get']),
    http2: new Set(['connect']),
    net: new Set(['connect', 'createConnection', 'Socket']),
    tls: new Set(['connect']),
    dgram: new Set(['createSocket']),
    dns: new Set(['lookup', 'resolve', 'resolve4', 'resolve6', 'resolveTxt']),
    undici: new Set(['fetch', 'request', 'stream', 'Client', 'Pool', 'Agent']),
    axios: 'all',
    'node-fetch': 'all',
    'cross-fetch': 'all',
    'isomorphic-fetch': 'all',
    got: 'all',
    ky: 'all',
    ws: 'all',
    superagent: 'all'
};
const FS_MODULES = new Set(['fs', 'fs-extra', 'graceful-fs', 'original-fs']);
const FS_WRITES = new Set([
    'writeFile',
    'appendFile',
    'createWriteStream',
    'mkdir',
    'mkdtemp',
    'copyFile',
    'cp',
    'rename',
    'symlink',
    'link',
    'chmod',
    'chown',
    'truncate',
    'write',
    'writev',
    'utimes',
    'outputFile',
    'outputJson',
    'writeJson',
    'ensureDir',
    'ensureFile',
    'mkdirp',
    'mkdirs',
    'copy',
    'move'
]);
const FS_DELETES = new Set(['unlink', 'rm', 'rmdir', 'remove', 'emptyDir']);
const VM_CALLS = new Set(['runInNewContext', 'runInThisContext', 'runInContext', 'Script', 'compileFunction', 'SourceTextModule', 'createContext']);
const GLOBAL_NETWORK = new Set(['fetch', 'WebSocket', 'XMLHttpRequest', 'EventSource']);
/** `node:fs/promises` → `fs`; `node:child_process` → `child_process`. */
function moduleKey(source) {
    const bare = source.replace(/^node:/, '');
    if (bare === 'fs/promises')
        return 'fs';
    if (bare === 'dns/promises')
        return 'dns';
    if (bare === 'child_process' || bare.startsWith('execa') || bare.startsWith('zx'))
        return bare.split('/')[0] ?? bare;
    return bare;
}
/** A call of `member` (undefined: the module itself, or its default export) of module `mod`. */
function moduleSink(mod, member) {
    const name = member?.replace(/Sync$/, '');
    const exec = EXEC_MODULES[mod];
    if (exec && (exec === 'all' || (member !== undefined && exec.has(member))))
        return 'exec';
    const net = NETWORK_MODULES[mod];
    if (net && (net === 'all' || (member !== undefined && net.has(member))))
        return 'network';
    if (FS_MODULES.has(mod) && name !== undefined) {
        if (FS_WRITES.has(name))
            return 'file-write';
        if (FS_DELETES.has(name))
            return 'file-delete';
    }
    if (mod === 'vm' && member !== undefined && VM_CALLS.has(member))
        return 'dynamic-code';
    return null;
}
/** A call of an unbound global name. */
function globalSink(name) {
    if (GLOBAL_NETWORK.has(name))
        return 'network';
    return null;
}
/** Paths of credential stores, as they appear in code. */
const CREDENTIAL_PATH = /(^|[/\\~'"])(\.ssh\/(id_[a-z0-9]+|authorized_keys|config)|\.ssh$|\.aws\/credentials|\.netrc|\.git-credentials|\.docker\/config\.json|\.kube\/config|\.npmrc|\.pypirc|\.gnupg|\.config\/gcloud|\.azure\/|\.config\/gh\/hosts\.yml)/;
function isCredentialPath(text) {
    return text.length <= 400 && CREDENTIAL_PATH.test(text);
}
const CREDENTIAL_ENV = /(TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH)/i;
function isCredentialEnv(name) {
    return CREDENTIAL_ENV.test(name);
}
/** A long literal that looks like base64 or hex: code or data hidden from a reader. */
function isEncodedBlob(text) {
    return text.length >= 200 && (/^[A-Za-z0-9+/=_-\s]+$/.test(text) || /^(?:[0-9a-fA-F]{2})+$/.test(text)) && !/^[a-z]+$/i.test(text);
}

;// CONCATENATED MODULE: ./src/static/js-facts.ts
// Reads one JS/TS file with @babel/parser (error recovery on; minified bundles parsed like the rest) into
// FileFacts: its functions, calls, sinks, tool/resource/prompt registrations and literal comparisons.




function pluginsFor(file) {
    if (/\.tsx$/.test(file))
        return ['typescript', 'jsx'];
    if (/\.[mc]?ts$/.test(file))
        return ['typescript'];
    return [];
}
function parseJs(file, text) {
    const options = {
        sourceType: 'unambiguous',
        errorRecovery: true,
        allowReturnOutsideFunction: true,
        allowAwaitOutsideFunction: true,
        attachComment: false
    };
    for (const plugins of [pluginsFor(file), ['jsx']]) {
        try {
            return (0,lib/* parse */.qg)(text, { ...options, plugins }).program;
        }
        catch {
            // try the next set of plugins
        }
    }
    return null;
}
/** Records a binding to a module (`import`, `require`) if `node` makes one: name → the module (and member). */
function bindModule(node, bindings) {
    if (node.type === 'ImportDeclaration') {
        const mod = moduleKey(node.source.value);
        for (const spec of node.specifiers) {
            if (spec.type === 'ImportSpecifier')
                bindings.set(spec.local.name, { mod, member: spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value });
            else
                bindings.set(spec.local.name, { mod });
        }
    }
    else if (node.type === 'VariableDeclarator' && node.init) {
        const source = requiredModule(node.init);
        if (source === null)
            return;
        const mod = moduleKey(source);
        if (node.id.type === 'Identifier')
            bindings.set(node.id.name, { mod });
        else if (node.id.type === 'ObjectPattern')
            for (const prop of node.id.properties) {
                if (prop.type !== 'ObjectProperty')
                    continue;
                const key = prop.key.type === 'Identifier' ? prop.key.name : literalText(prop.key);
                if (key !== null && prop.value.type === 'Identifier')
                    bindings.set(prop.value.name, { mod, member: key });
            }
    }
}
/** `require('x')`, `__require('x')`, `__toESM(require('x'))`, `await import('x')` → 'x'. */
function requiredModule(node) {
    let expr = node;
    if (expr.type === 'AwaitExpression')
        expr = expr.argument;
    if (expr.type === 'ImportExpression')
        return literalText(expr.source);
    if (expr.type !== 'CallExpression')
        return null;
    const callee = expr.callee;
    const args = expr.arguments;
    if (callee.type === 'Identifier' && /^(require|__require)$/.test(callee.name))
        return args[0] ? literalText(args[0]) : null;
    if (callee.type === 'Import')
        return args[0] ? literalText(args[0]) : null;
    if (callee.type === 'Identifier' && args[0])
        return requiredModule(args[0]);
    return null;
}
/** The module a node loads by a literal name: `import … from`, `export … from`, `require()`, `import()`. */
function importedModule(node) {
    switch (node.type) {
        case 'ImportDeclaration':
        case 'ExportAllDeclaration':
        case 'ExportNamedDeclaration':
            return node.source ? literalText(node.source) : null;
        case 'ImportExpression':
            return literalText(node.source);
        case 'CallExpression': {
            const callee = node.callee;
            const first = node.arguments[0];
            if (!first || !(callee.type === 'Import' || (callee.type === 'Identifier' && /^(require|__require)$/.test(callee.name))))
                return null;
            return literalText(first);
        }
        default:
            return null;
    }
}
const isLiteral = (node) => literalText(node) !== null || node.type === 'NumericLiteral';
function jsFacts(file, text) {
    const program = parseJs(file, text);
    if (!program)
        return null;
    const bindings = new Map();
    const facts = { file, functions: [], calls: [], sinks: [], handlers: [], compares: [], imports: [] };
    const imports = new Set();
    const lineOf = (node) => node.loc?.start.line ?? 0;
    const sink = (kind, what, node) => void facts.sinks.push({ kind, what, pos: node.start ?? 0, line: lineOf(node) });
    const decodes = [];
    const walked = { consts: new Map(), functions: facts.functions };
    walk(program, (node, parent) => {
        bindModule(node, bindings);
        const imported = importedModule(node);
        if (imported !== null)
            imports.add(imported);
        switch (node.type) {
            case 'FunctionDeclaration':
            case 'FunctionExpression':
            case 'ArrowFunctionExpression':
            case 'ObjectMethod':
            case 'ClassMethod':
            case 'ClassPrivateMethod': {
                const name = functionName(node, parent);
                if (name)
                    facts.functions.push({ name, start: node.start ?? 0, end: node.end ?? 0 });
                return;
            }
            case 'VariableDeclarator': {
                const value = node.init ? literalText(node.init) : null;
                if (node.id.type === 'Identifier' && value !== null)
                    walked.consts.set(node.id.name, value);
                return;
            }
            case 'StringLiteral':
            case 'TemplateElement': {
                const value = node.type === 'StringLiteral' ? node.value : (node.value.cooked ?? '');
                if (isCredentialPath(value))
                    sink('credential-path', JSON.stringify(value.slice(0, 80)), node);
                return;
            }
            case 'MemberExpression': {
                const chain = calleeChain(node);
                if (chain && chain.length === 3 && chain[0] === 'process' && chain[1] === 'env' && isCredentialEnv(chain[2]))
                    sink('credential-env', chain.join('.'), node);
                return;
            }
            case 'ImportExpression':
                if (literalText(node.source) === null)
                    sink('dynamic-code', 'import(<computed>)', node);
                return;
            case 'BinaryExpression':
                compareFacts(node, facts);
                return;
            case 'SwitchStatement': {
                const param = paramName(node.discriminant);
                if (param)
                    for (const c of node.cases)
                        if (c.test && literalText(c.test) !== null)
                            facts.compares.push({ param, value: literalText(c.test), pos: c.start ?? 0 });
                return;
            }
            case 'CallExpression':
            case 'OptionalCallExpression':
            case 'NewExpression': {
                const args = node.arguments;
                for (const arg of args)
                    if (arg.type === 'Identifier')
                        facts.calls.push({ name: arg.name, member: false, pos: arg.start ?? 0 });
                if (node.callee.type === 'Import') {
                    if (args[0] && literalText(args[0]) === null)
                        sink('dynamic-code', 'import(<computed>)', node);
                    return;
                }
                const chain = calleeChain(node.callee);
                if (!chain)
                    return;
                includesFacts(node, chain, facts);
                const [head, ...rest] = chain;
                const bound = head !== undefined ? bindings.get(head) : undefined;
                const last = chain.at(-1);
                if (bound) {
                    const member = bound.member ?? rest.filter((part) => part !== 'default' && part !== 'promises')[0];
                    const kind = moduleSink(bound.mod, member);
                    if (kind)
                        sink(kind, `${bound.mod}${member ? `.${member}` : ''}`, node);
                    else if (bound.mod.startsWith('.') || bound.mod.startsWith('/'))
                        facts.calls.push({ name: rest.at(-1) ?? bound.member ?? head, member: false, pos: node.start ?? 0 });
                    return;
                }
                if (chain.length === 1) {
                    const kind = globalSink(last);
                    if (kind)
                        sink(kind, last, node);
                    else if (last === 'eval' || last === 'Function') {
                        if (!args.every(isLiteral))
                            sink('dynamic-code', last, node);
                    }
                    else if (/^(require|__require)$/.test(last) && args[0] && !isLiteral(args[0]))
                        sink('dynamic-code', `${last}(<computed>)`, node);
                    else if (last === 'atob' && args[0] && isEncodedBlob(literalText(args[0]) ?? ''))
                        decodes.push(node.start ?? 0);
                }
                else if (chain.length === 2 && chain[0] === 'globalThis' && (last === 'eval' || last === 'fetch'))
                    sink(last === 'eval' ? 'dynamic-code' : 'network', chain.join('.'), node);
                else if (chain.join('.') === 'Buffer.from' && args[0] && isEncodedBlob(literalText(args[0]) ?? ''))
                    decodes.push(node.start ?? 0);
                facts.calls.push(chain.length > 1 ? { name: last, member: true, pos: node.start ?? 0, receiver: chain.at(-2) } : { name: last, member: false, pos: node.start ?? 0 });
                return;
            }
        }
    });
    facts.handlers.push(...handlerFacts(program, walked, lineOf));
    facts.imports = [...imports];
    const regions = vendoredRegions(text);
    if (regions.length > 0)
        facts.vendored = regions;
    hiddenCode(facts, decodes);
    return facts;
}
function functionName(node, parent) {
    const id = node.id;
    if (id?.type === 'Identifier')
        return id.name;
    if (node.key)
        return calleeChain(node.key)?.at(-1) ?? null;
    if (!parent)
        return null;
    if (parent.type === 'VariableDeclarator' && parent.id.type === 'Identifier')
        return parent.id.name;
    if ((parent.type === 'ObjectProperty' || parent.type === 'ClassProperty') && parent.value === node)
        return calleeChain(parent.key)?.at(-1) ?? null;
    if (parent.type === 'AssignmentExpression' && parent.right === node)
        return calleeChain(parent.left)?.at(-1) ?? null;
    return null;
}
/** `args.mode`, `mode`, `args["mode"]` → 'mode'. */
function paramName(node) {
    const chain = calleeChain(node);
    const name = chain?.at(-1);
    return name && /^[A-Za-z_$][\w$]*$/.test(name) ? name : null;
}
function compareFacts(node, facts) {
    if (!['===', '==', '!==', '!='].includes(node.operator))
        return;
    const [left, right] = [node.left, node.right];
    const value = literalText(right) ?? literalText(left);
    const param = literalText(right) !== null ? paramName(left) : paramName(right);
    if (value !== null && param && value.length <= 200)
        facts.compares.push({ param, value, pos: node.start ?? 0 });
}
/** `["a", "b"].includes(args.mode)` → mode ∈ {a, b}. */
function includesFacts(node, chain, facts) {
    if (chain.at(-1) !== 'includes')
        return;
    const callee = node.callee;
    const list = callee.type === 'MemberExpression' ? callee.object : null;
    const arg = node.arguments[0];
    if (list?.type !== 'ArrayExpression' || !arg)
        return;
    const param = paramName(arg);
    if (!param)
        return;
    for (const element of list.elements) {
        const value = element ? literalText(element) : null;
        if (value !== null && value.length <= 200)
            facts.compares.push({ param, value, pos: element.start ?? 0 });
    }
}
/** A bundler's module markers (esbuild, bun: `// node_modules/pkg/x.js`, `// src/tools/x.ts` at a line's start). */
const MODULE_MARKER = /^\/\/ (?:\.\.\/)*([\w@.-]+(?:\/[\w@.+-]+)+\.[cm]?[jt]sx?)$/gm;
/** The regions of a bundle holding its dependencies' modules: a function defined there is not the package's own. */
function vendoredRegions(text) {
    const regions = [];
    let open = null;
    for (const match of text.matchAll(MODULE_MARKER)) {
        if (open !== null)
            regions.push([open, match.index]);
        open = /(?:^|\/)node_modules\//.test(match[1]) ? match.index : null;
    }
    if (open !== null)
        regions.push([open, text.length]);
    return regions;
}
/** A large encoded literal decoded in the function that also runs code: the code a reader cannot see. */
function hiddenCode(facts, decodes) {
    for (const at of decodes) {
        const fn = facts.functions.filter((f) => f.start <= at && at <= f.end).sort((a, b) => a.end - a.start - (b.end - b.start))[0];
        const [start, end] = fn ? [fn.start, fn.end] : [0, Number.MAX_SAFE_INTEGER];
        const runner = facts.sinks.find((s) => (s.kind === 'dynamic-code' || s.kind === 'exec') && s.pos >= start && s.pos <= end);
        if (runner)
            facts.sinks.push({ kind: 'hidden-code', what: `encoded literal decoded, then ${runner.what}`, pos: at, line: runner.line });
    }
}

;// CONCATENATED MODULE: ./src/static/reach.ts
const MAX_DEPTH = 12;
const MAX_VISITED = 4000;
/** a method name borne by more functions than this resolves to none of them */
const MAX_METHOD_DEFINITIONS = 3;
/** names too common to follow as methods: every library has them */
const COMMON_METHODS = new Set('get set has add delete call apply bind then catch finally push pop map filter forEach reduce find some every join split slice write read send on once off emit request parse stringify toString valueOf run handle next end close open start stop init create update resolve reject log error warn info debug trace listen connect destroy pipe'.split(' '));
/** receivers of a common method name that are never the package's own object: its log, the console, a stream */
const GENERIC_RECEIVERS = /^(this|self|console|logger|_?log|logging|Math|JSON|Object|Array|Promise|Reflect|process|globalThis|window|document|fs|path|os|socket|stream|emitter|res|req|request|response|app|router|server|transport)$/i;
const ownReceiver = (receiver) => receiver !== undefined && receiver !== '?' && !GENERIC_RECEIVERS.test(receiver);
const MAX_STEERING_VALUES = 8;
/** a function making more calls than this is a module's body (a bundle's wrapper), not one routine: not followed */
const MAX_CALLS_FOLLOWED = 300;
/** The entries of a list sorted by pos that fall in [start, end]: binary search, so a bundle's millions of calls stay cheap. */
function inRange(sorted, start, end) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid].pos < start)
            lo = mid + 1;
        else
            hi = mid;
    }
    const out = [];
    for (let i = lo; i < sorted.length && sorted[i].pos <= end; i++)
        out.push(sorted[i]);
    return out;
}
/** Whether `at` falls in one of the sorted, disjoint regions: binary search, a bundle has thousands. */
function inRegions(regions, at) {
    if (!regions)
        return false;
    let lo = 0;
    let hi = regions.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (regions[mid][1] <= at)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < regions.length && regions[lo][0] <= at;
}
/** Functions called straight from most handlers (auth wrappers, a shared dispatcher) are plumbing, not any one tool's code. */
const SHARED_SHARE = 0.5;
const SHARED_MIN_HANDLERS = 6;
function reachMap(all) {
    const byName = new Map();
    for (const facts of all)
        for (const fn of facts.functions) {
            const list = byName.get(fn.name) ?? [];
            list.push({ facts, start: fn.start, end: fn.end, vendored: inRegions(facts.vendored, fn.start) });
            byName.set(fn.name, list);
        }
    const resolve = (caller, call) => {
        const { name, member } = call;
        // A dependency's code does not call the package's own functions by name (only through values passed
        // to it, which the map does not follow): in a bundle, zod's `init()` is not the git provider's `init`.
        const defs = (byName.get(name) ?? []).filter((d) => !caller.vendored || d.vendored);
        const local = defs.filter((d) => d.facts === caller.facts);
        if (!member)
            return local.length > 0 ? local : defs.length <= MAX_METHOD_DEFINITIONS ? defs : [];
        const own = defs.filter((d) => !d.vendored);
        // `provider.log()`, `git.init()`: a common name resolves only from the package's own code, on a receiver
        // that is not the console, a logger or the like, to the package's own few definitions of it
        if (COMMON_METHODS.has(name))
            return !caller.vendored && ownReceiver(call.receiver) && own.length <= MAX_METHOD_DEFINITIONS ? own : [];
        if (defs.length <= MAX_METHOD_DEFINITIONS)
            return defs;
        // in a bundle, a method its dependencies define too (`clone`, `merge`): the package's own definitions
        return own.length < defs.length && own.length <= MAX_METHOD_DEFINITIONS ? own : [];
    };
    for (const facts of all)
        for (const list of [facts.calls, facts.sinks, facts.compares])
            list.sort((a, b) => a.pos - b.pos);
    const handlers = all.flatMap((facts) => facts.handlers.map((handler) => ({
        facts,
        handler,
        starts: handler.ref !== undefined
            ? resolve({ facts, start: handler.start, end: handler.end, vendored: inRegions(facts.vendored, handler.start) }, { name: handler.ref, member: false })
            : [{ facts, start: handler.start, end: handler.end }]
    })));
    const visitOf = visitor(resolve);
    const shared = sharedPlumbing(handlers.map((h) => h.starts), visitOf);
    const items = [];
    const anywhere = {};
    for (const facts of all)
        for (const sink of facts.sinks)
            anywhere[sink.kind] = (anywhere[sink.kind] ?? 0) + 1;
    for (const { facts, handler, starts } of handlers) {
        const handlerNames = new Set(facts.handlers.map((h) => h.name));
        const { sinks, compares } = reachFrom(starts, visitOf, shared);
        const steering = steeringOf(compares.filter((c) => !handlerNames.has(c.value)));
        items.push({ kind: handler.kind, name: handler.name, file: facts.file, line: handler.line, sinks, steering });
    }
    return { items: mergeItems(items), anywhere };
}
const keyOf = (fn) => `${fn.facts.file}\0${fn.start}`;
function visitor(resolve) {
    const visits = new Map();
    return (fn) => {
        const key = keyOf(fn);
        const known = visits.get(key);
        if (known)
            return known;
        const calls = inRange(fn.facts.calls, fn.start, fn.end);
        let callees;
        const visit = {
            calls: calls.length,
            sinks: inRange(fn.facts.sinks, fn.start, fn.end),
            compares: inRange(fn.facts.compares, fn.start, fn.end),
            // resolved when first asked for: a module body past MAX_CALLS_FOLLOWED is mostly never followed
            get callees() {
                if (callees)
                    return callees;
                callees = [];
                const names = new Set();
                for (const call of calls) {
                    // the receiver decides a common method's resolution (`logger.log` is not `provider.log`)
                    const id = call.member ? `.${call.name}\0${call.receiver ?? ''}` : call.name;
                    if (names.has(id))
                        continue;
                    names.add(id);
                    callees.push(...resolve(fn, call));
                }
                return callees;
            }
        };
        visits.set(key, visit);
        return visit;
    };
}
function sharedPlumbing(handlerStarts, visitOf) {
    const shared = new Set();
    if (handlerStarts.length < SHARED_MIN_HANDLERS)
        return shared;
    const counts = new Map();
    for (const starts of handlerStarts) {
        const direct = new Set();
        for (const fn of starts)
            for (const callee of visitOf(fn).callees)
                direct.add(keyOf(callee));
        for (const key of direct)
            counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [key, count] of counts)
        if (count > handlerStarts.length * SHARED_SHARE)
            shared.add(key);
    return shared;
}
function reachFrom(starts, visitOf, shared) {
    const seen = new Set();
    const sinks = new Map();
    const compares = [];
    let frontier = starts;
    for (let depth = 0; depth <= MAX_DEPTH && frontier.length > 0 && seen.size < MAX_VISITED; depth++) {
        const next = [];
        for (const fn of frontier) {
            const key = keyOf(fn);
            if (seen.has(key) || seen.size >= MAX_VISITED || (depth > 0 && shared.has(key)))
                continue;
            seen.add(key);
            const visit = visitOf(fn);
            if (depth > 0 && visit.calls > MAX_CALLS_FOLLOWED)
                continue;
            for (const sink of visit.sinks) {
                const id = `${sink.kind}\0${fn.facts.file}\0${sink.line}\0${sink.what}`;
                if (!sinks.has(id))
                    sinks.set(id, { kind: sink.kind, what: sink.what, file: fn.facts.file, line: sink.line });
            }
            // literal comparisons steer only near the handler: its own code and what it calls directly
            if (depth <= 1)
                compares.push(...visit.compares);
            next.push(...visit.callees);
        }
        frontier = next;
    }
    return { sinks: [...sinks.values()], compares };
}
function steeringOf(compares) {
    const byParam = new Map();
    for (const { param, value } of compares) {
        const values = byParam.get(param) ?? [];
        if (!values.includes(value) && values.length < MAX_STEERING_VALUES)
            values.push(value);
        byParam.set(param, values);
    }
    return [...byParam].map(([param, values]) => ({ param, values }));
}
/** The same item registered twice (a definition object and its registration): one item, sinks and steering merged. */
function mergeItems(items) {
    const merged = new Map();
    for (const item of items) {
        const key = `${item.kind}\0${item.name}`;
        const known = merged.get(key);
        if (!known) {
            merged.set(key, item);
            continue;
        }
        const ids = new Set(known.sinks.map((s) => `${s.kind}\0${s.file}\0${s.line}\0${s.what}`));
        known.sinks.push(...item.sinks.filter((s) => !ids.has(`${s.kind}\0${s.file}\0${s.line}\0${s.what}`)));
        known.steering = steeringOf([...known.steering, ...item.steering].flatMap((s) => s.values.map((value) => ({ param: s.param, value }))));
    }
    return [...merged.values()];
}

;// CONCATENATED MODULE: ./src/static/source-files.ts


const SOURCE_BOUNDS = { files: 2000, bytes: 24 * 1024 * 1024, fileBytes: 12 * 1024 * 1024 };
const PROJECT_MARKERS = ['package.json', 'pyproject.toml', 'setup.py', 'setup.cfg'];
const SKIP_DIRS = new Set([
    'node_modules',
    '.git',
    '__tests__',
    'test',
    'tests',
    'spec',
    '__pycache__',
    '.venv',
    'venv',
    'site-packages',
    'fixtures',
    'coverage',
    '.cache',
    'examples'
]);
const source_files_SOURCE = /\.(?:[cm]?js|jsx|[cm]?ts|tsx|py)$/;
const NOT_SOURCE = /(?:\.d\.[cm]?ts|\.(?:test|spec)\.[cm]?[jt]sx?|_test\.py|\.min\.map)$/;
/** A runtime named as the program (a pyenv or nvm shim is a script, not the server's code). */
const RUNTIME = /^(node|nodejs|bun|deno|python[\d.]*|pypy[\d.]*|uv|uvx|npx|npm|env|sh|bash)$/;
/** The package roots of the files a command names. */
async function sourceRoots(argv, cwd) {
    return [...new Set((await sourceEntries(argv, cwd)).map((entry) => entry.root))];
}
/** The files a command names (the launched script, a bin shim resolved to its target), each with its package root. */
async function sourceEntries(argv, cwd) {
    const entries = [];
    for (const [index, arg] of argv.entries()) {
        if (arg.startsWith('-'))
            continue;
        let path;
        try {
            path = await (0,promises_.realpath)((0,external_node_path_.resolve)(cwd, arg));
            if (!(await (0,promises_.stat)(path)).isFile())
                continue;
            // the program itself counts only when it is a script (a bin shim), not the runtime's binary
            if (index === 0 && (RUNTIME.test((0,external_node_path_.basename)(arg)) || (await isBinary(path))))
                continue;
        }
        catch {
            continue;
        }
        if (/^\/(usr|bin|sbin|lib|opt\/hostedtoolcache)\//.test(path) && !path.includes('/node_modules/') && !path.includes('-packages/'))
            continue;
        // a file named as an argument is code only by its extension or its `#!` line (not a config or data file)
        const shebang = source_files_SOURCE.test(path) ? null : await firstLine(path);
        if (shebang !== null && !shebang.startsWith('#!'))
            continue;
        const root = await projectRoot((0,external_node_path_.dirname)(path));
        const entry = (0,external_node_path_.relative)(root, path);
        const python = path.endsWith('.py') || /^#!.*python/.test(shebang ?? '');
        if (!entries.some((known) => known.root === root && known.entry === entry))
            entries.push({ root, entry, python });
    }
    return entries;
}
async function firstLine(path) {
    const handle = await (0,promises_.open)(path, 'r');
    try {
        const head = Buffer.alloc(200);
        const { bytesRead } = await handle.read(head, 0, 200, 0);
        return head.toString('utf8', 0, bytesRead).split('\n')[0] ?? '';
    }
    finally {
        await handle.close();
    }
}
async function isBinary(path) {
    const handle = await (0,promises_.open)(path, 'r');
    try {
        const head = Buffer.alloc(4);
        await handle.read(head, 0, 4, 0);
        return head.toString('latin1') === '\x7fELF';
    }
    finally {
        await handle.close();
    }
}
async function projectRoot(start) {
    for (let dir = start;; dir = (0,external_node_path_.dirname)(dir)) {
        for (const marker of PROJECT_MARKERS)
            if (await exists((0,external_node_path_.join)(dir, marker)))
                return dir;
        if ((0,external_node_path_.dirname)(dir) === dir || /\/node_modules$/.test((0,external_node_path_.dirname)(dir)))
            return start;
    }
}
async function exists(path) {
    return (0,promises_.stat)(path).then(() => true, () => false);
}
/** The source files under root, breadth first, stopping at the bounds (said in `truncated`). */
async function listSources(root, budget = { ...SOURCE_BOUNDS }) {
    const files = [];
    const queue = [root];
    let truncated;
    while (queue.length > 0 && !truncated) {
        const dir = queue.shift();
        let entries;
        try {
            entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        }
        catch {
            continue;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : 1));
        for (const entry of entries) {
            const path = (0,external_node_path_.join)(dir, entry.name);
            if (entry.isDirectory()) {
                if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.'))
                    queue.push(path);
                continue;
            }
            if (!entry.isFile() || !source_files_SOURCE.test(entry.name) || NOT_SOURCE.test(entry.name))
                continue;
            const size = (await (0,promises_.stat)(path).catch(() => null))?.size ?? 0;
            if (size > budget.fileBytes) {
                truncated = `a file over ${budget.fileBytes} bytes (${(0,external_node_path_.relative)(root, path)}) was not read`;
                continue;
            }
            if (files.length >= budget.files || size > budget.bytes) {
                truncated = files.length >= budget.files ? `more than ${budget.files} source files` : `more than ${SOURCE_BOUNDS.bytes} bytes of source`;
                break;
            }
            budget.bytes -= size;
            files.push({ rel: (0,external_node_path_.relative)(root, path), size });
        }
    }
    return { root, files, ...(truncated ? { truncated } : {}) };
}

// EXTERNAL MODULE: ./src/static/types.ts
var types = __webpack_require__(27771);
;// CONCATENATED MODULE: ./src/static/analyze.ts
// The static stage: from each file the server's command launches (source-files.ts), the files its import
// graph reaches in its package (import-graph.ts) read into facts (JS/TS by @babel/parser, Python by
// Python's own ast in scan.py), and the facts joined into a map of what each tool, resource and prompt
// can reach (reach.ts). Code of the package the entry never imports (tests, scripts, other targets in a
// monorepo) is not linked to any tool. Bounded in files, bytes and time; a bound reached is said in the
// map, never an error: the audit goes on with what was read.








/** Python import levels read (one python3 run each) */
const MAX_PYTHON_ROUNDS = 24;
/** What has been read so far, against the bounds. */
class Reading {
    helper;
    deadline;
    limitMs;
    files = 0;
    bytes = 0;
    unparsed = 0;
    truncated;
    budget = { ...SOURCE_BOUNDS };
    constructor(helper, deadline, limitMs) {
        this.helper = helper;
        this.deadline = deadline;
        this.limitMs = limitMs;
    }
    get stopped() {
        if (this.truncated === undefined && Date.now() > this.deadline)
            this.truncated = `the time bound (${Math.round(this.limitMs / 1000)} s) was reached`;
        return this.truncated !== undefined && (Date.now() > this.deadline || this.budget.files <= 0 || this.budget.bytes <= 0);
    }
    /** The files of `rels` within the bounds, counted as read. */
    async admit(root, rels) {
        const out = [];
        for (const rel of rels) {
            if (this.stopped)
                break;
            const size = (await (0,promises_.stat)((0,external_node_path_.join)(root, rel)).catch(() => null))?.size ?? 0;
            if (size > this.budget.fileBytes) {
                this.truncated ??= `a file over ${this.budget.fileBytes} bytes (${rel}) was not read`;
                continue;
            }
            if (this.budget.files <= 0 || size > this.budget.bytes) {
                this.truncated ??= this.budget.files <= 0 ? `more than ${SOURCE_BOUNDS.files} source files` : `more than ${SOURCE_BOUNDS.bytes} bytes of source`;
                this.budget.bytes = 0;
                break;
            }
            this.budget.files -= 1;
            this.budget.bytes -= size;
            this.files += 1;
            this.bytes += size;
            out.push({ rel, size });
        }
        return out;
    }
    async js(root, rel) {
        const text = await (0,promises_.readFile)((0,external_node_path_.join)(root, rel), 'utf8').catch(() => null);
        const facts = text === null ? null : safeFacts(rel, text);
        if (!facts)
            this.unparsed += 1;
        return facts;
    }
    async python(root, rels) {
        const py = await pythonFacts(root, rels, this.helper, Math.max(1000, this.deadline - Date.now()));
        this.unparsed += py.unparsed;
        this.truncated ??= py.truncated;
        return py.facts;
    }
}
async function analyzeSource(request) {
    const started = Date.now();
    const limitMs = request.timeBudgetMs ?? types/* STATIC_TIME_BUDGET_MS */.g;
    const reading = new Reading(request.pythonHelper, started + limitMs, limitMs);
    const entries = await sourceEntries(request.argv, request.cwd);
    const roots = [...new Set(entries.map((entry) => entry.root))];
    const named = (root, facts) => (roots.length > 1 ? facts.map((f) => ({ ...f, file: `${root}/${f.file}` })) : facts);
    const graph = [];
    const read = new Map();
    for (const root of roots) {
        const seen = new Set();
        read.set(root, seen);
        graph.push(...named(root, await readGraph(root, entries.filter((entry) => entry.root === root), reading, seen)));
    }
    const { items, anywhere } = reachMap(graph);
    // "no code of the package does it" (hidden-capability) speaks of the whole package, not the graph: a
    // file loaded by a computed name or started as a worker is the package's too. Read it all, uncoupled
    // from any tool, when an item runs code it builds: only then is the count asked.
    if (items.some((item) => item.sinks.some((sink) => sink.kind === 'dynamic-code' || sink.kind === 'hidden-code')))
        for (const root of roots)
            for (const facts of await readRest(root, read.get(root), reading))
                count(anywhere, facts);
    const { files, bytes, unparsed, truncated } = reading;
    return { roots, files, bytes, ms: Date.now() - started, unparsed, items, anywhere, ...(truncated ? { truncated } : {}) };
}
function count(anywhere, facts) {
    for (const sink of facts.sinks)
        anywhere[sink.kind] = (anywhere[sink.kind] ?? 0) + 1;
}
/** The entries and the files of the package their imports reach, breadth first. */
async function readGraph(root, entries, reading, seen) {
    const pythonEntry = entries.find((entry) => entry.python);
    const context = { root, packageName: await packageName(root), scriptDir: pythonEntry ? folderOf(pythonEntry.entry) : undefined };
    const out = [];
    let queue = entries.map((entry) => ({ rel: entry.entry, python: entry.python }));
    for (const entry of queue)
        seen.add(entry.rel);
    let pythonRounds = 0;
    while (queue.length > 0 && !reading.stopped) {
        const next = [];
        const follow = async (facts, python) => {
            for (const spec of facts.imports ?? [])
                for (const rel of await resolveImport(facts.file, spec, context, python)) {
                    if (seen.has(rel))
                        continue;
                    seen.add(rel);
                    next.push({ rel, python: isPython(rel) });
                }
        };
        for (const { rel } of await reading.admit(root, queue.filter((file) => !file.python).map((file) => file.rel))) {
            const facts = await reading.js(root, rel);
            if (facts) {
                out.push(facts);
                await follow(facts, false);
            }
        }
        const python = queue.filter((file) => file.python).map((file) => file.rel);
        if (python.length > 0 && pythonRounds++ < MAX_PYTHON_ROUNDS) {
            const admitted = await reading.admit(root, python);
            for (const facts of await reading.python(root, admitted.map((file) => file.rel))) {
                out.push(facts);
                await follow(facts, true);
            }
        }
        queue = next;
    }
    return out;
}
/** The package's files outside the graph (bounded like the rest), read for the package-wide counts. */
async function readRest(root, read, reading) {
    if (reading.stopped)
        return [];
    const set = await listSources(root);
    reading.truncated ??= set.truncated;
    const admitted = await reading.admit(root, set.files.map((file) => file.rel).filter((rel) => !read.has(rel)));
    const out = [];
    for (const { rel } of admitted.filter((file) => !isPython(file.rel))) {
        const facts = await reading.js(root, rel);
        if (facts)
            out.push(facts);
    }
    const python = admitted.filter((file) => isPython(file.rel)).map((file) => file.rel);
    if (python.length > 0)
        out.push(...(await reading.python(root, python)));
    return out;
}
async function packageName(root) {
    try {
        const name = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(root, 'package.json'), 'utf8')).name;
        return typeof name === 'string' && name.length > 0 ? name : undefined;
    }
    catch {
        return undefined;
    }
}
function safeFacts(rel, text) {
    try {
        return jsFacts(rel, text);
    }
    catch {
        return null;
    }
}
async function pythonFacts(root, files, helper, timeout) {
    const empty = { facts: [], unparsed: 0, truncated: undefined };
    if (files.length === 0)
        return empty;
    const output = await new Promise((done) => {
        const child = (0,external_node_child_process_.execFile)('python3', ['-I', '-S', helper], { timeout, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (error, stdout) => done(error ? null : stdout));
        child.stdin?.end(JSON.stringify({ root, files }));
    });
    if (output === null)
        return { ...empty, unparsed: files.length, truncated: 'python3 could not read the Python files in time' };
    let parsed;
    try {
        parsed = JSON.parse(output);
    }
    catch {
        return { ...empty, unparsed: files.length };
    }
    const list = Array.isArray(parsed) ? parsed : [];
    const facts = list.filter((f) => f !== null && typeof f === 'object' && Array.isArray(f.sinks));
    return { facts, unparsed: files.length - facts.length, truncated: undefined };
}


/***/ })

};
