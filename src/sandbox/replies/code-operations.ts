import { afterMatching, readExpression, type JsNode } from './js-expression.js'
import { Assignments, SchemaReader, type JsonSchema } from './code-schemas.js'
import type { OpenApiOperation } from './openapi-reply.js'

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
const MAX_DISTANCE = 6_000
const MAX_OPERATIONS = 2_000
const MAX_READ_DEPTH = 6
const MAX_READ_KEYS = 64
const MAX_INPUTS = 500

const LITERAL = /(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g
const MODULE_BEFORE = /(?:\bfrom|\brequire\(|\bimport\(|\bimport)\s*$/
const SYSTEM = /^\/(tmp|usr|etc|dev|proc|bin|sbin|var|home|root|opt|lib|sys|run|mnt|srv|Users|Applications|Library|System|private|node_modules)(\/|$)/
const CODE_FILE = /\.(m?js|cjs|tsx?|jsx|css|map|node|html?|md|png|svg)$/i
const METHOD = /\bmethod\s*:\s*(?:(["'`])(get|post|put|patch|delete)\1|([\w$.]+))/i
const CALL_METHOD = /\.(get|post|put|patch|delete)\s*(?:<[^>()]*>)?\s*\(\s*$/i
/** Names a client reads to see that the call failed: never put in an answer. */
const ERRORISH = /error|fail|exception|warning|message|reason|fault|^err$/i
/** Names read from any object (a promise's, a function's): never a field of an answer. */
const NOT_DATA = /^(then|catch|finally|constructor|prototype|__proto__|toString|valueOf|toJSON|hasOwnProperty|length|bind|call|apply)$/
const ARRAY_METHODS =
  /^(map|forEach|filter|find|findIndex|findLast|some|every|reduce|flatMap|slice|sort|join|includes|indexOf|at|entries|keys|values|push|concat)$/
const CALLBACKS = /^(map|forEach|filter|find|findIndex|findLast|some|every|flatMap|sort)$/
const STRING_METHODS =
  /^(toLowerCase|toUpperCase|trim|split|replace|replaceAll|startsWith|endsWith|substring|substr|match|padStart|padEnd|charAt|localeCompare|normalize)$/
const NUMBER_METHODS = /^(toFixed|toPrecision|toExponential)$/
/** A variable holding an API answer, by the way it was assigned. */
const ANSWER_DECLARATION =
  /(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::\s*[\w$<>[\], |]+)?=\s*(?:\(\s*)?await\s+([\w$.]+(?:\([^()]*\))?)\.json\(\)|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?[\w$.]*\b(?:response|res|resp|result)\.data\b(?!\s*\.)/g
/** Parameters and variables whose name says they hold an API answer: what is read from them holds for every answer. */
const ANSWER_NAME = /^(response|resp|apiResponse|responseData|responseJson|json|body|payload|result|results|data)$/
const ANSWER_PARAMETER = new RegExp(String.raw`\(\s*(?:${ANSWER_NAME.source.slice(2, -2)})\s*[,):]`)

/** The request path a literal spells, its parameters as `{p}`; null when it is no path of an API. */
export function pathTemplate(literal: string): string | null {
  let text = literal.replace(/\$\{[^}]*\}/g, '{p}').trim()
  const absolute = /^[a-z][a-z+.-]*:\/\/[^/?#]*(\/[^?#]*)?/i.exec(text)
  if (absolute) text = absolute[1] ?? ''
  else if (text.startsWith('{p}/')) text = text.slice(3)
  else if (!text.startsWith('/')) return null
  text = (text.split(/[?#]/)[0] ?? '').replace(/\/+$/, '')
  if (text.length < 2 || text.length > 200 || SYSTEM.test(text) || CODE_FILE.test(text)) return null
  if (!/^(\/[\w{}.~%:@!$&'*+,;=-]+)+$/.test(text) || !/\/[A-Za-z][\w-]*[A-Za-z]/.test(text)) return null
  return text
}

interface Site {
  pos: number
  /** a validator's schema, or the properties read */
  schema: JsonSchema
  validated: boolean
  status?: number
  /** the properties read, for an answer no path is found for */
  shape?: Shape
}

/** The schema a call validates with: `X.parse(answer)` (X a schema expression), or a generated SDK's `json(200, X)`. */
function schemaSites(source: string, reader: SchemaReader, inputs?: Record<string, JsonSchema>): Site[] {
  const sites: Site[] = []
  for (const match of source.matchAll(/\.(?:safeParse|parse)(?:Async)?\s*\(/g)) {
    const dot = match.index ?? 0
    const start = expressionStart(source, dot)
    const open = dot + match[0].length - 1
    const close = afterMatching(source, open)
    const argument = close > 0 ? source.slice(open + 1, close - 1) : ''
    // a tool's own input, parsed the same way, is no answer (but says what the tool takes)
    if (/\b(arguments|params|args|input|argv|env)\b|^\s*(request|req|options|opts|config)\s*$/.test(argument) || argument.trim() === '') {
      if (inputs && /\barguments\b/.test(argument)) toolInput(source, start, readExpression(source.slice(start, dot), 0).node, reader, inputs)
      continue
    }
    const { node } = readExpression(source.slice(start, dot), 0)
    let schema = validatorSchema(node, reader)
    // `X.parse({ count: …, items: projects })`: the answer is the property given the variable that holds it
    if (schema && argument.trim().startsWith('{')) schema = answerProperty(source, start, argument, schema, reader)
    if (schema) sites.push({ pos: dot, schema, validated: true })
  }
  for (const match of source.matchAll(/\b(json|nil)\(\s*(\d{3}|\[\s*(\d{3})[^\]]*\])\s*,\s*/g)) {
    const status = Number(match[3] ?? match[2])
    if (status < 200 || status > 299) continue
    const at = (match.index ?? 0) + match[0].length
    if (match[1] === 'nil') {
      sites.push({ pos: match.index ?? 0, schema: {}, validated: true, status })
      continue
    }
    const schema = validatorSchema(readExpression(source, at).node, reader)
    if (schema) sites.push({ pos: match.index ?? 0, schema, validated: true, status })
  }
  return sites
}

/**
 * The schema a tool's handler parses its arguments with (`case "fork_repository": { const args =
 * ForkSchema.parse(request.params.arguments)`), under the tool's name: the nearest literal before that a
 * `case` or a comparison names.
 */
function toolInput(source: string, at: number, node: JsNode, reader: SchemaReader, inputs: Record<string, JsonSchema>): void {
  if (Object.keys(inputs).length >= MAX_INPUTS) return
  const names = [...source.slice(Math.max(0, at - 300), at).matchAll(/(?:\bcase\s*|===?\s*)(["'`])([A-Za-z][\w.-]{1,63})\1/g)]
  const name = names.at(-1)?.[2]
  const schema = name ? validatorSchema(node, reader) : null
  if (name && schema && !(name in inputs)) inputs[name] = schema
}

/** The schema of the property of an object literal given to a validator whose value holds an answer (`= await r.json()` before it); null when none does. */
function answerProperty(source: string, at: number, argument: string, schema: JsonSchema, reader: SchemaReader): JsonSchema | null {
  const { node } = readExpression(argument, argument.indexOf('{'))
  if (node.k !== 'obj') return null
  const before = source.slice(Math.max(0, at - MAX_DISTANCE), at)
  const target = typeof schema.$ref === 'string' ? reader.definitions[schema.$ref] : schema
  for (const [key, value] of node.entries) {
    if (key === null || value.k !== 'id') continue
    if (!new RegExp(`\\b${escape(value.name)}\\s*=\\s*(?:\\(\\s*)?await\\s+[\\w$.]+\\.json\\(\\)`).test(before)) continue
    const properties = target?.properties
    const property = typeof properties === 'object' && properties !== null ? (properties as Record<string, JsonSchema>)[key] : undefined
    return property ?? null
  }
  return null
}

/** A schema node's schema when it is one (a `$ref` to a name the sources assign a schema to, or a schema built inline). */
function validatorSchema(node: JsNode, reader: SchemaReader): JsonSchema | null {
  if (node.k === 'id' || node.k === 'member') return reader.named(node.k === 'id' ? node.name : node.property)
  return node.k === 'call' ? reader.schemaOf(node) : null
}

/** Where the expression ending at `end` starts: back over names, dots and balanced parentheses. */
function expressionStart(source: string, end: number): number {
  let i = end - 1
  for (let steps = 0; i >= 0 && steps < 400; steps++) {
    const c = source[i] as string
    if (/[\w$.]/.test(c)) i--
    else if (c === ')') {
      let depth = 0
      for (; i >= 0; i--) {
        if (source[i] === ')') depth++
        else if (source[i] === '(' && --depth === 0) break
      }
      i--
    } else break
  }
  return i + 1
}

/** A tree of what the code reads from an answer. */
interface Shape {
  type?: 'array' | 'object' | 'string' | 'number'
  props: Map<string, Shape>
  items?: Shape
}
const newShape = (): Shape => ({ props: new Map() })
const escape = (name: string): string => name.replace(/\$/g, '\\$')

/** Adds to `shape` what the code between `from` and `to` reads from the variable `name` (and its aliases, and callbacks over its lists). */
function readInto(source: string, name: string, from: number, to: number, shape: Shape, depth: number, skipData = false): void {
  if (depth > MAX_READ_DEPTH) return
  const chain = new RegExp(`(?<![\\w$.])${escape(name)}((?:\\??\\.[A-Za-z_$][\\w$]*|\\[\\d+\\])+)(\\s*\\()?(\\s*(?:\\|\\||\\?\\?)\\s*\\[\\s*\\])?`, 'g')
  chain.lastIndex = from
  for (let match = chain.exec(source); match && match.index < to; match = chain.exec(source)) {
    const segments = (match[1] ?? '').match(/[A-Za-z_$][\w$]*|\d+/g) ?? []
    const called = match[2] !== undefined
    if (skipData && segments[0] === 'data') segments.shift()
    const method = called ? (segments.at(-1) as string) : ''
    // any other method called (`response.json()`, `res.on(…)`, `response.headers.get(…)`): the chain is an object's, not an answer's
    if (called && !ARRAY_METHODS.test(method) && !STRING_METHODS.test(method) && !NUMBER_METHODS.test(method)) continue
    let node = shape
    // `(data.web?.results || []).map(…)`: a list where it is there
    let listed = match[3] !== undefined
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i] as string
      const last = i === segments.length - 1
      if (/^\d+$/.test(segment)) {
        node.type = 'array'
        node = node.items ??= newShape()
        continue
      }
      if (last && called && (ARRAY_METHODS.test(segment) || STRING_METHODS.test(segment) || NUMBER_METHODS.test(segment))) {
        node.type = ARRAY_METHODS.test(segment) ? 'array' : STRING_METHODS.test(segment) ? 'string' : 'number'
        if (CALLBACKS.test(segment)) {
          const open = source.indexOf('(', match.index + match[0].length - 1)
          const parameter = /^\(\s*(?:async\s*)?(?:\(\s*)?([A-Za-z_$][\w$]*)/.exec(source.slice(open, open + 80))?.[1]
          const end = afterMatching(source, open)
          if (parameter && end > 0) readInto(source, parameter, open, end, (node.items ??= newShape()), depth + 1)
        }
        break
      }
      if (segment === 'length' && last) break
      if (ERRORISH.test(segment) || NOT_DATA.test(segment) || (node.type !== undefined && node.type !== 'object') || node.props.size >= MAX_READ_KEYS) {
        listed = false
        break
      }
      node.type = 'object'
      let child = node.props.get(segment)
      if (!child) node.props.set(segment, (child = newShape()))
      node = child
    }
    if (listed && node !== shape) node.type ??= 'array'
  }
  // `const poi = data.pois[0]`: what is read from the alias is read from there
  const alias = new RegExp(`(?:const|let|var)\\s+([A-Za-z_$][\\w$]*)\\s*=\\s*${escape(name)}((?:\\??\\.[A-Za-z_$][\\w$]*|\\[\\d+\\])*)\\s*[;,\\n]`, 'g')
  alias.lastIndex = from
  for (let match = alias.exec(source); match && match.index < to; match = alias.exec(source)) {
    let node = shape
    const segments = (match[2] ?? '').match(/[A-Za-z_$][\w$]*|\d+/g) ?? []
    if (segments.some((segment) => ERRORISH.test(segment) || NOT_DATA.test(segment))) continue
    for (const segment of segments) {
      if (/^\d+$/.test(segment)) node = node.items ??= newShape()
      else {
        let child = node.props.get(segment)
        if (!child) node.props.set(segment, (child = newShape()))
        node = child
      }
    }
    if (match[1] !== name) readInto(source, match[1] as string, match.index + match[0].length, to, node, depth + 1)
  }
}

/** `from`'s reads added to `into`'s (what `into` says first stays). */
function mergeShape(into: Shape, from: Shape, depth = 0): void {
  if (depth > MAX_READ_DEPTH * 2) return
  if (into.type === undefined && from.type !== undefined) into.type = from.type
  if (from.items) mergeShape((into.items ??= newShape()), from.items, depth + 1)
  for (const [key, child] of from.props) {
    const mine = into.props.get(key)
    if (mine) mergeShape(mine, child, depth + 1)
    else if (into.props.size < MAX_READ_KEYS) into.props.set(key, child)
  }
}

function shapeSchema(shape: Shape): JsonSchema {
  if (shape.type === 'array') return { type: 'array', items: shape.items ? shapeSchema(shape.items) : {} }
  if (shape.type === 'object' || shape.props.size > 0)
    return { type: 'object', properties: Object.fromEntries([...shape.props].map(([key, child]) => [key, shapeSchema(child)])) }
  return shape.type ? { type: shape.type } : {}
}

/** The end of the block the position is in. */
function blockEnd(source: string, pos: number): number {
  const open = source.lastIndexOf('{', pos)
  if (open < 0) return source.length
  // the nearest `{` before may close before the position (a sibling block): walk outwards until one holds it
  for (let at = open, tries = 0; at >= 0 && tries < 50; at = source.lastIndexOf('{', at - 1), tries++) {
    const end = afterMatching(source, at)
    if (end > pos) return end
  }
  return Math.min(source.length, pos + MAX_DISTANCE)
}

/** What is read from each answer held in a variable, at the variable's declaration. */
function readSites(source: string): Site[] {
  const sites: Site[] = []
  for (const match of source.matchAll(ANSWER_DECLARATION)) {
    const name = (match[1] ?? match[3]) as string
    const shape = newShape()
    const start = (match.index ?? 0) + match[0].length
    readInto(source, name, start, blockEnd(source, start), shape, 0)
    if (shape.props.size > 0) sites.push({ pos: match.index ?? 0, schema: shapeSchema(shape), validated: false, shape })
  }
  return sites
}

/** What is read from parameters named like an answer (`function formatResults(response)`): for every answer. */
function answerParameterReads(source: string, into: Shape): void {
  if (!ANSWER_PARAMETER.test(source)) return // the pattern below is tried at every position (~20 ms a MB); most sources name no such parameter
  // a function, an arrow function, or a class's method (`validateCurrentResponse(response) {`, not an `if (response) {`)
  for (const match of source.matchAll(
    /\bfunction\s*[\w$]*\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)][^{]*\{|\(\s*([A-Za-z_$][\w$]*)\s*(?::[^)]*)?\)\s*=>\s*\{|(?<![\w$.])(?!(?:if|for|while|switch|catch|with|return|function)\b)[A-Za-z_$][\w$]*\s*\(\s*([A-Za-z_$][\w$]*)\s*\)\s*\{/g
  )) {
    const name = (match[1] ?? match[2] ?? match[3]) as string
    if (!ANSWER_NAME.test(name)) continue
    const open = (match.index ?? 0) + match[0].length - 1
    const end = afterMatching(source, open)
    if (end > 0) readInto(source, name, open, end, into, 0, true)
  }
}

interface PathAt {
  pos: number
  path: string
}

function pathsOf(source: string): PathAt[] {
  const paths: PathAt[] = []
  for (const match of source.matchAll(LITERAL)) {
    const text = match[2] ?? ''
    if (!text.includes('/') || text.length > 400) continue
    const pos = match.index ?? 0
    if (MODULE_BEFORE.test(source.slice(Math.max(0, pos - 12), pos))) continue
    const path = pathTemplate(text)
    if (path) paths.push({ pos, path })
  }
  return paths
}

/** The method of the request at `pos` handled at `site`: a literal `method:` between them, a call's name before it, or any. */
function methodOf(source: string, pos: number, site: number): string {
  const between = METHOD.exec(source.slice(pos, Math.max(pos, site)))
  if (between) return between[2] ? between[2].toUpperCase() : '*'
  const call = CALL_METHOD.exec(source.slice(Math.max(0, pos - 80), pos))
  return call?.[1] ? call[1].toUpperCase() : '*'
}

export interface CodeApi {
  operations: OpenApiOperation[]
  definitions: Record<string, JsonSchema>
  /** what is read from answers no path was found for: overlaid on every JSON answer */
  reads: JsonSchema | null
  /** per tool name, the schema its handler parses its arguments with, `$ref`s into `definitions` */
  inputs: Record<string, JsonSchema>
}

/** What the sources say their API answers, per request path. */
export function codeOperations(sources: readonly string[]): CodeApi {
  const reader = new SchemaReader(new Assignments(sources))
  const operations: OpenApiOperation[] = []
  const seen = new Set<string>()
  const everywhere = newShape()
  const inputs: Record<string, JsonSchema> = {}
  for (const source of sources) {
    const paths = pathsOf(source)
    const sites = [...schemaSites(source, reader, inputs), ...readSites(source)].sort((a, b) => a.pos - b.pos)
    const chosen = new Map<PathAt, Site>()
    let p = 0
    for (const site of sites) {
      while (p < paths.length && (paths[p] as PathAt).pos < site.pos) p++
      const path = paths[p - 1]
      if (!path || site.pos - path.pos > MAX_DISTANCE) {
        if (site.shape) mergeShape(everywhere, site.shape)
        continue
      }
      const before = chosen.get(path)
      // a validator's schema says more than what is read; the first of a kind is the request's own
      if (!before || (!before.validated && site.validated)) chosen.set(path, site)
    }
    for (const [path, site] of chosen) {
      const method = methodOf(source, path.pos, site.pos)
      const key = `${method} ${path.path}`
      if (seen.has(key) || operations.length >= MAX_OPERATIONS) continue
      seen.add(key)
      operations.push({
        method,
        path: path.path,
        schema: site.schema,
        source: site.validated ? 'code-schema' : 'code-reads',
        ...(site.status !== undefined ? { status: site.status } : {})
      })
    }
    answerParameterReads(source, everywhere)
  }
  // added to every answer: its fields only, never a change of the answer's own kind (a list for an object)
  return { operations, definitions: reader.definitions, reads: everywhere.props.size > 0 ? shapeSchema({ props: everywhere.props }) : null, inputs }
}
