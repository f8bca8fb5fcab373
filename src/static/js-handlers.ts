// Where a JS/TS server registers its tools, resources and prompts, and which code handles each: the SDK's
// `registerTool`/`tool()` (and resource/prompt, and task tools) calls, `setRequestHandler(CallToolRequestSchema, …)`
// with a switch or ifs on the tool name, and definition objects (`{ name: TOOL_NAME, handler|logic: … }`).
import type { Node } from '@babel/types'
import type { FileFacts, HandlerFact } from './types.js'
import { calleeChain, literalText, walk, type AnyNode } from './js-walk.js'

export interface Walked {
  /** `const name = "echo"`: identifiers bound to a string */
  consts: Map<string, string>
  functions: FileFacts['functions']
}

const REGISTRATIONS = new Map<string, HandlerFact['kind']>([
  ['registerTool', 'tool'],
  // the SDK's task tools (`server.experimental.tasks.registerToolTask(name, config, { createTask, getTask, … })`)
  ['registerToolTask', 'tool'],
  ['tool', 'tool'],
  ['registerResource', 'resource'],
  ['resource', 'resource'],
  ['registerPrompt', 'prompt'],
  ['prompt', 'prompt']
])
const DISPATCHERS: [RegExp, HandlerFact['kind']][] = [
  [/CallToolRequest/, 'tool'],
  [/ReadResourceRequest/, 'resource'],
  [/GetPromptRequest/, 'prompt']
]
const HANDLER_KEYS = new Set(['handler', 'handle', 'execute', 'run', 'logic', 'callback', 'fn', 'call', 'invoke', 'implementation', 'cb'])

export function handlerFacts(program: Node, walked: Walked, lineOf: (node: Node) => number): HandlerFact[] {
  const out: HandlerFact[] = []
  const nameOf = (node: AnyNode | undefined): string | null =>
    !node ? null : (literalText(node) ?? (node.type === 'Identifier' ? (walked.consts.get(node.name) ?? null) : null))
  const range = (node: AnyNode): Pick<HandlerFact, 'start' | 'end' | 'ref'> =>
    node.type === 'Identifier' ? { start: -1, end: -1, ref: node.name } : { start: node.start ?? 0, end: node.end ?? 0 }
  walk(program, (node) => {
    if (node.type === 'CallExpression') {
      const chain = calleeChain(node.callee as AnyNode)
      const method = chain && chain.length > 1 ? chain.at(-1)! : null
      const args = node.arguments as AnyNode[]
      if (method === 'setRequestHandler' && args.length === 2) {
        const schema = calleeChain(args[0]!)?.join('.') ?? ''
        const kind = DISPATCHERS.find(([pattern]) => pattern.test(schema))?.[1]
        if (kind && isCode(args[1]!)) out.push(...dispatched(args[1]!, kind, lineOf))
        return
      }
      const kind = method ? REGISTRATIONS.get(method) : undefined
      const handler = args.at(-1)
      const name = nameOf(args[0])
      const code = handler && (isCode(handler) || (method === 'registerToolTask' && handler.type === 'ObjectExpression'))
      if (kind && args.length >= 2 && code && name !== null) out.push({ kind, name, line: lineOf(node), ...range(handler) })
    } else if (node.type === 'ObjectExpression') {
      const props = (node.properties as AnyNode[]).filter((p) => p.type === 'ObjectProperty' || p.type === 'ObjectMethod')
      const keyOf = (p: AnyNode): string | null => calleeChain(p.key as AnyNode)?.at(-1) ?? null
      const name = nameOf(props.find((p) => keyOf(p) === 'name' && p.type === 'ObjectProperty')?.value as AnyNode | undefined)
      const handler = props.find((p) => HANDLER_KEYS.has(keyOf(p) ?? '') && (p.type === 'ObjectMethod' || isCode(p.value as AnyNode)))
      if (name === null || !handler || !/^[\w.:/-]{1,128}$/.test(name)) return
      const code = handler.type === 'ObjectMethod' ? handler : (handler.value as AnyNode)
      out.push({ kind: 'tool', name, line: lineOf(node), ...range(code) })
    }
  })
  return out
}

/** A function, a name (of one), or a call wrapping one (`withAuth(createHandler(logic))`). */
function isCode(node: AnyNode): boolean {
  return /^(ArrowFunctionExpression|FunctionExpression|Identifier|CallExpression|ObjectMethod)$/.test(node.type)
}

/** Inside a tools/call handler: each `case "name":` and each `if (name === "name")` is that tool's handler. */
function dispatched(handler: AnyNode, kind: HandlerFact['kind'], lineOf: (node: Node) => number): HandlerFact[] {
  const out: HandlerFact[] = []
  if (handler.type === 'Identifier') return out
  walk(handler, (node) => {
    if (node.type === 'SwitchStatement') {
      const cases = node.cases
      cases.forEach((c, i) => {
        const name = literalText(c.test)
        if (name === null) return
        // fall-through cases share the next case's body
        const body = cases.slice(i).find((next) => next.consequent.length > 0) ?? c
        out.push({ kind, name, line: lineOf(c), start: body.start ?? 0, end: body.end ?? 0 })
      })
    } else if (node.type === 'IfStatement' && node.test.type === 'BinaryExpression' && /^[!=]==?$/.test(node.test.operator)) {
      const { left, right } = node.test
      const name = literalText(right) ?? literalText(left)
      const other = (literalText(right) !== null ? left : right) as AnyNode
      if (name === null || calleeChain(other)?.at(-1) !== 'name' || node.test.operator.startsWith('!')) return
      out.push({ kind, name, line: lineOf(node), start: node.consequent.start ?? 0, end: node.consequent.end ?? 0 })
    }
  })
  return out
}
