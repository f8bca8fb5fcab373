import { readExpression, type JsNode } from './js-expression.js'

// The schemas a server's code validates its API's answers with, as JSON Schema for openapi-reply.ts to
// answer from: zod (`z.object({…})`, a bundle's `objectType({…})`, `zod_1.z.object`, zod 4's `z.email()`)
// and look-alikes built the same way (valibot's `v.object`). A schema named by a variable is found where
// it is assigned, in any of the sources (a bundle's, a compiled package's `exports.X =`), and written once
// under its name in `definitions` (`$ref` to it): a generated SDK has hundreds, referring to one another.
// What cannot be read (a custom check, a computed schema) is `{}`: any value.

export type JsonSchema = Record<string, unknown>

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
])
const FORMATS: Record<string, string> = { email: 'email', url: 'uri', uuid: 'uuid', datetime: 'date-time', date: 'date', cuid: 'string', ip: 'ipv4' }
/** Methods that leave the schema as it is for answering (checks, descriptions, transforms of a valid value). */
const KEEPS =
  /^(optional|nullable|nullish|default|catch|describe|min|max|length|int|positive|nonnegative|negative|nonpositive|finite|safe|gt|gte|lt|lte|step|multipleOf|regex|trim|toLowerCase|toUpperCase|startsWith|endsWith|includes|nonempty|refine|superRefine|check|transform|pipe|brand|readonly|passthrough|strict|strip|catchall|openapi|meta|unwrap|partial|required|deepPartial|removeDefault|overwrite|prefault)$/

const MAX_DEFINITIONS = 3_000
const MAX_DEPTH = 40

/** Where each name is assigned in the sources: `NAME = …`, `exports.NAME = …`; `NAME: z.…` is not. Indexed at the first question. */
export class Assignments {
  private at: Map<string, [number, number][]> | null = null
  constructor(readonly sources: readonly string[]) {}

  /** The expressions assigned to `name`, in the order found. */
  *of(name: string): Generator<JsNode> {
    this.at ??= this.indexed()
    for (const [file, pos] of this.at.get(name) ?? []) yield readExpression(this.sources[file] as string, pos).node
  }

  private indexed(): Map<string, [number, number][]> {
    const at = new Map<string, [number, number][]>()
    this.sources.forEach((source, file) => {
      for (const [name, pos] of assignmentsIn(source)) {
        const list = at.get(name) ?? []
        if (list.length < 8) list.push([file, pos])
        at.set(name, list)
      }
    })
    return at
  }
}

const isWordChar = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36
const isSpace = (source: string, index: number): boolean => index >= 0 && index < source.length && /\s/.test(source.charAt(index))

/**
 * Each `NAME = ` and `exports.NAME = ` in `source` (not `a.NAME =`, `==`, `=>`, `<=`, `+=`): the name and
 * where the value begins, in order: every match of `(?<![\w$.])(?:exports\.)?([A-Za-z_$][\w$]*)\s*=(?![=>])\s*`,
 * read back from each `=`. That pattern, tried at every position of a bundle, was the API index's costliest
 * step (~45 ms of ~180 on a 1 MB package).
 */
export function* assignmentsIn(source: string): Generator<[string, number]> {
  for (let equals = source.indexOf('='); equals >= 0; equals = source.indexOf('=', equals + 1)) {
    const next = source.charCodeAt(equals + 1)
    if (next === 61 /* = */ || next === 62 /* > */) continue
    let end = equals
    while (isSpace(source, end - 1)) end--
    let start = end
    while (start > 0 && isWordChar(source.charCodeAt(start - 1))) start--
    const first = source.charCodeAt(start)
    if (start === end || (first >= 48 && first <= 57)) continue
    const before = start > 0 ? source.charCodeAt(start - 1) : -1
    if (before === 46 /* . */) {
      const exportsAt = start - 'exports.'.length
      if (exportsAt < 0 || source.slice(exportsAt, start) !== 'exports.') continue
      const beforeExports = exportsAt > 0 ? source.charCodeAt(exportsAt - 1) : -1
      if (beforeExports === 46 || isWordChar(beforeExports)) continue
    }
    let value = equals + 1
    while (isSpace(source, value)) value++
    yield [source.slice(start, end), value]
  }
}

/** The name a call makes a schema with (`z.object` → object, `objectType` → object), or null. */
function makerOf(callee: JsNode): string | null {
  const name = callee.k === 'id' ? callee.name : callee.k === 'member' ? callee.property : null
  if (name === null) return null
  const bare = name.replace(/Type$/, '')
  return MAKERS.has(bare) && (callee.k === 'member' || bare !== name || /^(object|string|number|boolean|array|union|literal|optional|nullable)$/.test(bare))
    ? bare
    : null
}

const isSchemaish = (schema: JsonSchema | null): schema is JsonSchema => schema !== null

/** Reads schemas out of the sources, each named one once. */
export class SchemaReader {
  readonly definitions: Record<string, JsonSchema> = {}
  private readonly pending = new Set<string>()
  private readonly failed = new Set<string>()

  constructor(private readonly assignments: Assignments) {}

  /** The schema a node builds, `$ref`s to named ones; null when the node builds none that can be read. */
  schemaOf(node: JsNode, depth = 0): JsonSchema | null {
    if (depth > MAX_DEPTH) return {}
    switch (node.k) {
      case 'id':
        return this.named(node.name)
      case 'member':
        return this.named(node.property)
      case 'fn':
        return node.body ? this.schemaOf(node.body, depth + 1) : null
      case 'call':
        return this.call(node, depth)
      default:
        return null
    }
  }

  /** A `$ref` to the schema assigned to `name`, read the first time; null when none is. */
  named(name: string): JsonSchema | null {
    if (this.definitions[name] !== undefined || this.pending.has(name)) return { $ref: name }
    if (this.failed.has(name) || Object.keys(this.definitions).length >= MAX_DEFINITIONS) return null
    this.pending.add(name)
    let found: JsonSchema | null = null
    for (const node of this.assignments.of(name)) {
      found = this.schemaOf(node)
      if (found) break
    }
    this.pending.delete(name)
    if (!found) {
      this.failed.add(name)
      return null
    }
    this.definitions[name] = found
    return { $ref: name }
  }

  private call(node: Extract<JsNode, { k: 'call' }>, depth: number): JsonSchema | null {
    const { callee, args } = node
    const maker = makerOf(callee)
    if (maker && !(callee.k === 'member' && this.schemaOf(callee.object, depth + 1))) return maker === 'coerce' ? null : this.make(maker, args, depth)
    if (callee.k !== 'member') return null
    // a method of a schema: `X.optional()`, `X.extend({…})`, `z.coerce.number()`
    if (callee.object.k === 'member' && callee.object.property === 'coerce') return this.make(callee.property, args, depth)
    const base = this.schemaOf(callee.object, depth + 1)
    if (!base) return null
    const method = callee.property
    if (KEEPS.test(method)) {
      const format = FORMATS[method]
      return format
        ? { ...base, format }
        : method === 'default' && args[0] && literalOf(args[0]) !== undefined
          ? { ...base, default: literalOf(args[0]) }
          : base
    }
    if (FORMATS[method]) return { ...base, type: 'string', format: FORMATS[method] }
    switch (method) {
      case 'array':
        return { type: 'array', items: base }
      case 'or':
        return { anyOf: [base, this.schemaOf(args[0] ?? { k: 'other' }, depth + 1) ?? {}] }
      case 'and':
      case 'merge':
      case 'extend':
      case 'augment': {
        const other = args[0]?.k === 'obj' ? this.objectOf(args[0], depth) : this.schemaOf(args[0] ?? { k: 'other' }, depth + 1)
        return { allOf: [base, other ?? {}] }
      }
      case 'pick':
      case 'omit': {
        const keys = args[0]?.k === 'obj' ? args[0].entries.map(([key]) => key).filter((key): key is string => key !== null) : []
        return { allOf: [base], [method === 'pick' ? 'x-pick' : 'x-omit']: keys }
      }
      case 'keyof':
        return { type: 'string' }
      case 'element':
        return { allOf: [base], 'x-element': true }
      default:
        return base
    }
  }

  private objectOf(node: Extract<JsNode, { k: 'obj' }>, depth: number): JsonSchema {
    const properties: Record<string, JsonSchema> = {}
    const allOf: JsonSchema[] = []
    for (const [key, value] of node.entries.slice(0, 500)) {
      if (key === null) {
        // `...Other.shape`: the other object's fields
        const spread = value.k === 'member' && value.property === 'shape' ? this.schemaOf(value.object, depth + 1) : null
        if (spread) allOf.push(spread)
        continue
      }
      properties[key] = this.schemaOf(value, depth + 1) ?? {}
    }
    const object: JsonSchema = { type: 'object', properties }
    return allOf.length > 0 ? { allOf: [...allOf, object] } : object
  }

  private make(maker: string, args: JsNode[], depth: number): JsonSchema | null {
    const [first, second] = args
    const schema = (node: JsNode | undefined): JsonSchema => (node ? (this.schemaOf(node, depth + 1) ?? {}) : {})
    const list = (node: JsNode | undefined): JsonSchema[] => (node?.k === 'arr' ? node.items.slice(0, 50).map(schema) : [])
    switch (maker) {
      case 'object':
      case 'strictObject':
      case 'looseObject':
        return first?.k === 'obj' ? this.objectOf(first, depth) : first ? schema(first) : { type: 'object', properties: {} }
      case 'string':
        return { type: 'string' }
      case 'email':
      case 'url':
      case 'uuid':
      case 'datetime':
        return { type: 'string', format: FORMATS[maker] }
      case 'iso':
        return { type: 'string', format: 'date-time' }
      case 'date':
        return { type: 'string', format: 'date-time' }
      case 'number':
      case 'float':
        return { type: 'number' }
      case 'int':
      case 'bigint':
        return { type: 'integer' }
      case 'boolean':
        return { type: 'boolean' }
      case 'array':
        return { type: 'array', items: schema(first) }
      case 'tuple':
        return { type: 'array', items: list(first)[0] ?? {} }
      case 'union':
      case 'xor':
        return { anyOf: list(first) }
      case 'discriminatedUnion':
        return { anyOf: list(first?.k === 'arr' ? first : second) }
      case 'intersection':
        return { allOf: [schema(first), schema(second)] }
      case 'enum':
      case 'nativeEnum': {
        const values = enumValues(first, this.assignments)
        return values.length > 0 ? { enum: values } : { type: 'string' }
      }
      case 'literal': {
        const value = first ? literalOf(first) : undefined
        return value === undefined ? {} : { const: value, ...(value === null ? {} : { type: typeof value }) }
      }
      case 'record':
      case 'map':
        return { type: 'object', properties: {} }
      case 'null':
        return { type: 'null' }
      case 'optional':
      case 'nullable':
      case 'nullish':
        return schema(first)
      case 'lazy':
        return schema(first)
      case 'preprocess':
        return schema(second)
      default:
        return {}
    }
  }
}

function literalOf(node: JsNode): string | number | boolean | null | undefined {
  return node.k === 'str' || node.k === 'num' || node.k === 'lit' ? node.value : undefined
}

/** `z.enum(["a", "b"])`'s values, or a native enum's (`{ A: "a" }`, found where it is assigned). */
function enumValues(node: JsNode | undefined, assignments: Assignments): (string | number)[] {
  if (!node) return []
  if (node.k === 'arr') return node.items.map(literalOf).filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
  const name = node.k === 'id' ? node.name : node.k === 'member' ? node.property : null
  const object = node.k === 'obj' ? node : name ? [...assignments.of(name)].find((entry) => entry.k === 'obj') : undefined
  if (object?.k !== 'obj') return []
  return object.entries.map(([, value]) => literalOf(value)).filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
}

export { isSchemaish }
