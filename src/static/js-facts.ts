// Reads one JS/TS file with @babel/parser (error recovery on; minified bundles parsed like the rest) into
// FileFacts: its functions, calls, sinks, tool/resource/prompt registrations and literal comparisons.
import { parse } from '@babel/parser'
import type { Node } from '@babel/types'
import { handlerFacts, type Walked } from './js-handlers.js'
import { globalSink, isCredentialEnv, isCredentialPath, isEncodedBlob, moduleKey, moduleSink } from './js-sinks.js'
import type { FileFacts, SinkKind } from './types.js'
import { calleeChain, literalText, walk, type AnyNode } from './js-walk.js'

function pluginsFor(file: string): ('typescript' | 'jsx')[] {
  if (/\.tsx$/.test(file)) return ['typescript', 'jsx']
  if (/\.[mc]?ts$/.test(file)) return ['typescript']
  return []
}

export function parseJs(file: string, text: string): Node | null {
  const options = {
    sourceType: 'unambiguous' as const,
    errorRecovery: true,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    attachComment: false
  }
  for (const plugins of [pluginsFor(file), ['jsx' as const]]) {
    try {
      return parse(text, { ...options, plugins }).program
    } catch {
      // try the next set of plugins
    }
  }
  return null
}

/** Records a binding to a module (`import`, `require`) if `node` makes one: name → the module (and member). */
function bindModule(node: AnyNode, bindings: Bindings): void {
  if (node.type === 'ImportDeclaration') {
    const mod = moduleKey(node.source.value)
    for (const spec of node.specifiers) {
      if (spec.type === 'ImportSpecifier')
        bindings.set(spec.local.name, { mod, member: spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value })
      else bindings.set(spec.local.name, { mod })
    }
  } else if (node.type === 'VariableDeclarator' && node.init) {
    const source = requiredModule(node.init as AnyNode)
    if (source === null) return
    const mod = moduleKey(source)
    if (node.id.type === 'Identifier') bindings.set(node.id.name, { mod })
    else if (node.id.type === 'ObjectPattern')
      for (const prop of node.id.properties) {
        if (prop.type !== 'ObjectProperty') continue
        const key = prop.key.type === 'Identifier' ? prop.key.name : literalText(prop.key)
        if (key !== null && prop.value.type === 'Identifier') bindings.set(prop.value.name, { mod, member: key })
      }
  }
}

type Bindings = Map<string, { mod: string; member?: string | undefined }>

/** `require('x')`, `__require('x')`, `__toESM(require('x'))`, `await import('x')` → 'x'. */
function requiredModule(node: AnyNode): string | null {
  let expr = node
  if (expr.type === 'AwaitExpression') expr = expr.argument as AnyNode
  if (expr.type === 'ImportExpression') return literalText(expr.source)
  if (expr.type !== 'CallExpression') return null
  const callee = expr.callee as AnyNode
  const args = expr.arguments as AnyNode[]
  if (callee.type === 'Identifier' && /^(require|__require)$/.test(callee.name)) return args[0] ? literalText(args[0]) : null
  if (callee.type === 'Import') return args[0] ? literalText(args[0]) : null
  if (callee.type === 'Identifier' && args[0]) return requiredModule(args[0])
  return null
}

/** The module a node loads by a literal name: `import … from`, `export … from`, `require()`, `import()`. */
function importedModule(node: AnyNode): string | null {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
      return node.source ? literalText(node.source) : null
    case 'ImportExpression':
      return literalText(node.source)
    case 'CallExpression': {
      const callee = node.callee as AnyNode
      const first = (node.arguments as AnyNode[])[0]
      if (!first || !(callee.type === 'Import' || (callee.type === 'Identifier' && /^(require|__require)$/.test(callee.name)))) return null
      return literalText(first)
    }
    default:
      return null
  }
}

const isLiteral = (node: AnyNode): boolean => literalText(node) !== null || node.type === 'NumericLiteral'

export function jsFacts(file: string, text: string): FileFacts | null {
  const program = parseJs(file, text)
  if (!program) return null
  const bindings: Bindings = new Map()
  const facts: FileFacts = { file, functions: [], calls: [], sinks: [], handlers: [], compares: [], imports: [] }
  const imports = new Set<string>()
  const lineOf = (node: Node): number => node.loc?.start.line ?? 0
  const sink = (kind: SinkKind, what: string, node: Node): void => void facts.sinks.push({ kind, what, pos: node.start ?? 0, line: lineOf(node) })
  const decodes: number[] = []
  const walked: Walked = { consts: new Map(), functions: facts.functions }
  walk(program, (node, parent) => {
    bindModule(node, bindings)
    const imported = importedModule(node)
    if (imported !== null) imports.add(imported)
    switch (node.type) {
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
      case 'ObjectMethod':
      case 'ClassMethod':
      case 'ClassPrivateMethod': {
        const name = functionName(node, parent)
        if (name) facts.functions.push({ name, start: node.start ?? 0, end: node.end ?? 0 })
        return
      }
      case 'VariableDeclarator': {
        const value = node.init ? literalText(node.init) : null
        if (node.id.type === 'Identifier' && value !== null) walked.consts.set(node.id.name, value)
        return
      }
      case 'StringLiteral':
      case 'TemplateElement': {
        const value = node.type === 'StringLiteral' ? node.value : (node.value.cooked ?? '')
        if (isCredentialPath(value)) sink('credential-path', JSON.stringify(value.slice(0, 80)), node)
        return
      }
      case 'MemberExpression': {
        const chain = calleeChain(node)
        if (chain && chain.length === 3 && chain[0] === 'process' && chain[1] === 'env' && isCredentialEnv(chain[2]!))
          sink('credential-env', chain.join('.'), node)
        return
      }
      case 'ImportExpression':
        if (literalText(node.source) === null) sink('dynamic-code', 'import(<computed>)', node)
        return
      case 'BinaryExpression':
        compareFacts(node, facts)
        return
      case 'SwitchStatement': {
        const param = paramName(node.discriminant as AnyNode)
        if (param)
          for (const c of node.cases) if (c.test && literalText(c.test) !== null) facts.compares.push({ param, value: literalText(c.test)!, pos: c.start ?? 0 })
        return
      }
      case 'CallExpression':
      case 'OptionalCallExpression':
      case 'NewExpression': {
        const args = node.arguments as AnyNode[]
        for (const arg of args) if (arg.type === 'Identifier') facts.calls.push({ name: arg.name, member: false, pos: arg.start ?? 0 })
        if (node.callee.type === 'Import') {
          if (args[0] && literalText(args[0]) === null) sink('dynamic-code', 'import(<computed>)', node)
          return
        }
        const chain = calleeChain(node.callee as AnyNode)
        if (!chain) return
        includesFacts(node, chain, facts)
        const [head, ...rest] = chain
        const bound = head !== undefined ? bindings.get(head) : undefined
        const last = chain.at(-1)!
        if (bound) {
          const member = bound.member ?? rest.filter((part) => part !== 'default' && part !== 'promises')[0]
          const kind = moduleSink(bound.mod, member)
          if (kind) sink(kind, `${bound.mod}${member ? `.${member}` : ''}`, node)
          else if (bound.mod.startsWith('.') || bound.mod.startsWith('/'))
            facts.calls.push({ name: rest.at(-1) ?? bound.member ?? head!, member: false, pos: node.start ?? 0 })
          return
        }
        if (chain.length === 1) {
          const kind = globalSink(last)
          if (kind) sink(kind, last, node)
          else if (last === 'eval' || last === 'Function') {
            if (!args.every(isLiteral)) sink('dynamic-code', last, node)
          } else if (/^(require|__require)$/.test(last) && args[0] && !isLiteral(args[0])) sink('dynamic-code', `${last}(<computed>)`, node)
          else if (last === 'atob' && args[0] && isEncodedBlob(literalText(args[0]) ?? '')) decodes.push(node.start ?? 0)
        } else if (chain.length === 2 && chain[0] === 'globalThis' && (last === 'eval' || last === 'fetch'))
          sink(last === 'eval' ? 'dynamic-code' : 'network', chain.join('.'), node)
        else if (chain.join('.') === 'Buffer.from' && args[0] && isEncodedBlob(literalText(args[0]) ?? '')) decodes.push(node.start ?? 0)
        facts.calls.push(
          chain.length > 1 ? { name: last, member: true, pos: node.start ?? 0, receiver: chain.at(-2)! } : { name: last, member: false, pos: node.start ?? 0 }
        )
        return
      }
    }
  })
  facts.handlers.push(...handlerFacts(program, walked, lineOf))
  facts.imports = [...imports]
  const regions = vendoredRegions(text)
  if (regions.length > 0) facts.vendored = regions
  hiddenCode(facts, decodes)
  return facts
}

function functionName(node: AnyNode, parent: AnyNode | null): string | null {
  const id = node.id as AnyNode | null | undefined
  if (id?.type === 'Identifier') return id.name
  if (node.key) return calleeChain(node.key as AnyNode)?.at(-1) ?? null
  if (!parent) return null
  if (parent.type === 'VariableDeclarator' && (parent.id as AnyNode).type === 'Identifier') return (parent.id as AnyNode).name as string
  if ((parent.type === 'ObjectProperty' || parent.type === 'ClassProperty') && parent.value === node) return calleeChain(parent.key as AnyNode)?.at(-1) ?? null
  if (parent.type === 'AssignmentExpression' && parent.right === node) return calleeChain(parent.left as AnyNode)?.at(-1) ?? null
  return null
}

/** `args.mode`, `mode`, `args["mode"]` → 'mode'. */
export function paramName(node: AnyNode): string | null {
  const chain = calleeChain(node)
  const name = chain?.at(-1)
  return name && /^[A-Za-z_$][\w$]*$/.test(name) ? name : null
}

function compareFacts(node: AnyNode, facts: FileFacts): void {
  if (!['===', '==', '!==', '!='].includes(node.operator as string)) return
  const [left, right] = [node.left as AnyNode, node.right as AnyNode]
  const value = literalText(right) ?? literalText(left)
  const param = literalText(right) !== null ? paramName(left) : paramName(right)
  if (value !== null && param && value.length <= 200) facts.compares.push({ param, value, pos: node.start ?? 0 })
}

/** `["a", "b"].includes(args.mode)` → mode ∈ {a, b}. */
function includesFacts(node: AnyNode, chain: string[], facts: FileFacts): void {
  if (chain.at(-1) !== 'includes') return
  const callee = node.callee as AnyNode
  const list = callee.type === 'MemberExpression' ? (callee.object as AnyNode) : null
  const arg = (node.arguments as AnyNode[])[0]
  if (list?.type !== 'ArrayExpression' || !arg) return
  const param = paramName(arg)
  if (!param) return
  for (const element of list.elements as AnyNode[]) {
    const value = element ? literalText(element) : null
    if (value !== null && value.length <= 200) facts.compares.push({ param, value, pos: element.start ?? 0 })
  }
}

/** A bundler's module markers (esbuild, bun: `// node_modules/pkg/x.js`, `// src/tools/x.ts` at a line's start). */
const MODULE_MARKER = /^\/\/ (?:\.\.\/)*([\w@.-]+(?:\/[\w@.+-]+)+\.[cm]?[jt]sx?)$/gm

/** The regions of a bundle holding its dependencies' modules: a function defined there is not the package's own. */
export function vendoredRegions(text: string): [number, number][] {
  const regions: [number, number][] = []
  let open: number | null = null
  for (const match of text.matchAll(MODULE_MARKER)) {
    if (open !== null) regions.push([open, match.index])
    open = /(?:^|\/)node_modules\//.test(match[1]!) ? match.index : null
  }
  if (open !== null) regions.push([open, text.length])
  return regions
}

/** A large encoded literal decoded in the function that also runs code: the code a reader cannot see. */
function hiddenCode(facts: FileFacts, decodes: number[]): void {
  for (const at of decodes) {
    const fn = facts.functions.filter((f) => f.start <= at && at <= f.end).sort((a, b) => a.end - a.start - (b.end - b.start))[0]
    const [start, end] = fn ? [fn.start, fn.end] : [0, Number.MAX_SAFE_INTEGER]
    const runner = facts.sinks.find((s) => (s.kind === 'dynamic-code' || s.kind === 'exec') && s.pos >= start && s.pos <= end)
    if (runner) facts.sinks.push({ kind: 'hidden-code', what: `encoded literal decoded, then ${runner.what}`, pos: at, line: runner.line })
  }
}
