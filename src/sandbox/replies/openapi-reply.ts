import { z } from 'zod'
import { urlFor, valueFor, type ValueContext } from './json-values.js'
import type { LessonType } from './reply-lesson.js'

// Answers from an OpenAPI or Swagger document the server's package ships (openapi-index.ts finds it and
// writes its operations here, their response schemas already resolved): the request's method and path
// matched against the operations' path templates, and the reply built from the schema — its examples,
// defaults and enums first, else a value by type, format and the field's name. Paging always ends, and
// a URL always points back at the host asked, whatever the document's examples say.

export const OpenApiOperationSchema = z.object({
  method: z.string(),
  /** the path template, `/v1/pages/{page_id}` */
  path: z.string(),
  operationId: z.string().optional(),
  /** the JSON schema of its success answer: a document's with its `$ref`s resolved (cycles cut), or code's with `$ref`s into `definitions` */
  schema: z.unknown(),
  /** where it was read: an API description, a schema the code validates the answer with, or what the code reads from it (added to the usual answer) */
  source: z.enum(['openapi', 'code-schema', 'code-reads']).optional(),
  /** the success status the client wants, when it wants one other than 200 (201 for a creation, 204 and no body) */
  status: z.number().int().min(200).max(299).optional()
})
export const OpenApiIndexSchema = z.object({
  operations: z.array(OpenApiOperationSchema),
  /** the literal the server's code checks a status-like field against (`data.status !== "OK"`), by field name */
  values: z.record(z.string().max(64), z.string().max(64)).default({}),
  /** fields the server's code takes out of an answer by name (`const { success, resultObj } = response.data`) */
  reads: z.array(z.string().max(64)).max(32).default([]),
  /** the schemas the server's code names, for the `$ref`s of its operations (code-schemas.ts) */
  definitions: z.record(z.string().max(256), z.unknown()).default({}),
  /** what the code reads from answers no request path was found for: added to every JSON answer */
  everywhere: z.unknown().optional(),
  /** per tool name, the JSON schema its handler parses its arguments with (for a tool that declares none) */
  inputs: z.record(z.string().max(64), z.unknown()).default({})
})
export type OpenApiOperation = z.infer<typeof OpenApiOperationSchema>
export type OpenApiIndex = z.infer<typeof OpenApiIndexSchema>

/** An index as read (replies/openapi-index.ts, maybe on another thread) held to the schema; null when it is none or does not fit. */
export function fitApiIndex(read: unknown): OpenApiIndex | null {
  if (read === null) return null
  const parsed = OpenApiIndexSchema.safeParse(read)
  return parsed.success ? parsed.data : null
}

interface CompiledOperation extends OpenApiOperation {
  pattern: RegExp
  literal: number
}

/** Path templates as patterns that match the end of a request's path (a server URL may add a prefix). */
export function compileOperations(index: Pick<OpenApiIndex, 'operations'>): CompiledOperation[] {
  return index.operations.map((operation) => {
    const segments = operation.path.split('/').filter(Boolean)
    const source = segments
      .map((segment) =>
        segment
          .split(/\{[^}]*\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]+')
      )
      .join('/')
    return { ...operation, pattern: new RegExp(`(^|/)${source}/?$`), literal: segments.filter((segment) => !segment.includes('{')).length }
  })
}

/** The operation a request is for: its method (or any, `*`, when the code did not say), and the template matching the most literal segments. */
export function matchOperation(operations: readonly CompiledOperation[], method: string, path: string): CompiledOperation | undefined {
  let best: CompiledOperation | undefined
  const rank = (operation: CompiledOperation): number[] => [operation.literal, operation.method === '*' ? 0 : 1, operation.path.length]
  const better = (a: number[], b: number[]): boolean => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) > (b[i] as number)
    return false
  }
  for (const operation of operations) {
    if ((operation.method !== '*' && operation.method.toUpperCase() !== method.toUpperCase()) || !operation.pattern.test(path)) continue
    if (!best || better(rank(operation), rank(best))) best = operation
  }
  return best
}

const PAGING = /^(has_?more|hasmore|has_?next_?page|next|next_?cursor|next_?page(_?token|_?url)?|cursor|end_?cursor|continuation(_?token)?)$/i
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const MAX_DEPTH = 24
const DEEP_LIST = 6
const LEAF_TYPES: Record<string, LessonType> = { string: 'string', number: 'number', integer: 'number', boolean: 'boolean' }

/** How much of a schema is followed: the nodes left, and the named schemas a `$ref` points into. */
export interface SchemaBudget {
  left: number
  definitions?: Readonly<Record<string, unknown>>
}

/** The schema a `$ref` names (a code schema's name, or a document's already resolved), else the schema itself. */
function deref(schema: unknown, budget: SchemaBudget): unknown {
  for (let hops = 0; isRecord(schema) && typeof schema.$ref === 'string' && hops < 20; hops++) {
    const target = budget.definitions?.[schema.$ref]
    if (target === undefined) return {}
    schema = target
  }
  return schema
}

/** The properties of an `allOf`'s parts (each followed through its `$ref` and nested `allOf`), with the first `type` given. */
function mergeAllOf(schema: Record<string, unknown>, budget: SchemaBudget, depth = 0): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...schema, allOf: undefined, properties: { ...(isRecord(schema.properties) ? schema.properties : {}) } }
  for (const entry of (Array.isArray(schema.allOf) ? schema.allOf : []).slice(0, 20)) {
    let part = deref(entry, budget)
    if (!isRecord(part)) continue
    if (Array.isArray(part.allOf) && depth < 8) part = mergeAllOf(part, budget, depth + 1)
    const fields = part as Record<string, unknown>
    Object.assign(merged.properties as object, isRecord(fields.properties) ? fields.properties : {})
    if (fields.type !== undefined) merged.type ??= fields.type
  }
  return merged
}

/** A value the schema accepts, for the field `key`. */
export function valueFromSchema(schema: unknown, key: string, context: ValueContext, depth = 0, budget: SchemaBudget = { left: 2_000 }): unknown {
  schema = deref(schema, budget)
  // a page's `next` is null (the listing ends), unless the schema wants an object there (a link)
  if (PAGING.test(key) && !(isRecord(schema) && (schema.type === 'object' || isRecord(schema.properties) || Array.isArray(schema.allOf))))
    return valueFor(key, context)
  if (!isRecord(schema)) return valueFor(key, context)
  // past the depth or the budget, a value of the kind the schema says, the smallest one
  if (depth > MAX_DEPTH || budget.left-- <= 0)
    return schema.type === 'array' ? [] : schema.type === 'object' ? {} : valueFor(key, context, LEAF_TYPES[String(schema.type)])
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined
  if (Array.isArray(alternatives) && alternatives.length > 0) {
    const concrete = alternatives.map((entry) => deref(entry, budget)).find((entry) => isRecord(entry) && entry.type !== 'null') ?? alternatives[0]
    return valueFromSchema({ ...schema, oneOf: undefined, anyOf: undefined, ...(isRecord(concrete) ? concrete : {}) }, key, context, depth + 1, budget)
  }
  if (Array.isArray(schema.allOf)) return valueFromSchema(mergeAllOf(schema, budget), key, context, depth + 1, budget)
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type
  const example = schema.const ?? schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined) ?? schema.default
  const enumValue = Array.isArray(schema.enum) ? schema.enum.find((entry) => entry !== null) : undefined
  if (type === 'object' || isRecord(schema.properties)) {
    const out: Record<string, unknown> = {}
    const properties = isRecord(schema.properties) ? schema.properties : {}
    for (const [name, property] of Object.entries(properties).slice(0, 300)) out[name] = valueFromSchema(property, name, context, depth + 1, budget)
    return out
  }
  if (type === 'array') {
    const items = Array.isArray(schema.items) ? schema.items[0] : schema.items
    // a list deep in an answer is empty: the answer stays small and any list type accepts it
    return depth > DEEP_LIST ? [] : [valueFromSchema(items, key, context, depth + 1, budget)]
  }
  if (enumValue !== undefined) return enumValue
  if (type === 'string') {
    const format = typeof schema.format === 'string' ? schema.format : ''
    if (format === 'uri' || format === 'url' || /url|uri|href|link/i.test(key)) return urlFor(key, context)
    if (typeof example === 'string' && !/^[a-z]+:\/\//i.test(example) && example.length <= 200) return example
    if (format === 'date-time') return '2024-01-15T09:30:00Z'
    if (format === 'date') return '2024-01-15'
    if (format === 'email') return 'alex@example.com'
    if (format === 'uuid') return `00000000-0000-4000-8000-00000000000${context.index + 1}`
    const value = valueFor(key, context, 'string')
    return typeof value === 'string' ? value : String(value)
  }
  if (type === 'integer' || type === 'number') {
    if (typeof example === 'number') return example
    return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1
  }
  if (type === 'boolean') return typeof example === 'boolean' ? example : valueFor(key, context, 'boolean')
  if (example !== undefined && (typeof example !== 'string' || !/^[a-z]+:\/\//i.test(example))) return example
  return valueFor(key, context)
}
