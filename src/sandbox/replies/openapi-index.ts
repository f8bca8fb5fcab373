import { open, readFile } from 'node:fs/promises'
import { codeOperations } from './code-operations.js'
import type { OpenApiIndex, OpenApiOperation } from './openapi-reply.js'
import { packageFiles, readCode } from './package-files.js'

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

const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024
const MAX_INDEX_BYTES = 4 * 1024 * 1024
const MAX_DOCUMENTS = 4
const METHODS = ['get', 'post', 'put', 'patch', 'delete']

/** Fields whose value a client checks to tell success from failure. */
const STATUS_FIELD = /^(status|state|code|stat|result|ret|retcode|errcode|error_?code|infocode|success|ok|outcome)$/i
const TYPE_NAMES = /^(string|number|object|undefined|boolean|function|bigint|symbol)$/
const SUCCESS = /^(ok|success|succeeded|successful|true|1|0|active|done|complete|completed|200)$/i
/** A value a client waits past or fails on: never the one to answer with. */
const NOT_DONE =
  /^(pending|processing|running|queued|scraping|in[ _-]?progress|waiting|started|starting|created|failed|failure|error|errored|cancell?ed|timeout|timed[ _-]?out|unknown|none|null)$/i

/**
 * The literal the code compares a status-like field against, per field: the value of `x.status !== "OK"`
 * (anything else is failure), or of `x.status === "success"` when that literal reads like success.
 */
export function checkedLiterals(sources: readonly string[]): Record<string, string> {
  const counts = new Map<string, Map<string, number>>()
  const count = (field: string, value: string): void => {
    if (!STATUS_FIELD.test(field) || TYPE_NAMES.test(value) || NOT_DONE.test(value)) return
    const key = field.toLowerCase()
    const perValue = counts.get(key) ?? new Map<string, number>()
    perValue.set(value, (perValue.get(value) ?? 0) + 1)
    counts.set(key, perValue)
  }
  for (const source of sources) {
    for (const match of source.matchAll(/\.([A-Za-z_]\w{0,31})\s*(!==?|===?)\s*(["'])([\w .-]{1,24})\3/g)) {
      const [, field = '', operator = '', , value = ''] = match
      if (operator.startsWith('!') || SUCCESS.test(value)) count(field, value)
    }
    for (const match of source.matchAll(/(["'])([\w .-]{1,24})\1\s*(!==?|===?)\s*[\w$.]*\.([A-Za-z_]\w{0,31})\b/g)) {
      const [, , value = '', operator = '', field = ''] = match
      if (operator.startsWith('!') || SUCCESS.test(value)) count(field, value)
    }
  }
  const values: Record<string, string> = {}
  // a literal that reads like success outweighs others (`status !== "OK"` beside `status === "ZERO_RESULTS"`)
  const weight = ([value, seen]: [string, number]): number => seen * (SUCCESS.test(value) ? 4 : 1)
  for (const [field, perValue] of counts) values[field] = [...perValue].sort((a, b) => weight(b) - weight(a))[0]?.[0] as string
  return values
}

async function readDocument(path: string): Promise<Record<string, unknown> | null> {
  try {
    const handle = await open(path, 'r')
    try {
      if ((await handle.stat()).size > MAX_DOCUMENT_BYTES) return null
    } finally {
      await handle.close()
    }
    const text = await readFile(path, 'utf8')
    if (!/["']?(openapi|swagger)["']?\s*:/.test(text.slice(0, 4096))) return null
    // yaml (and zod, below) only when needed: this module is what the init's index thread evaluates
    const parsed: unknown = /\.json$/i.test(path) ? JSON.parse(text) : (await import('yaml')).parse(text, { maxAliasCount: 100 })
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The schema with local `$ref`s replaced by what they point at; a cycle or depth past 12 is cut to `{}`. */
function resolveRefs(document: Record<string, unknown>, value: unknown, seen: readonly string[] = [], depth = 0): unknown {
  if (depth > 12) return {}
  if (Array.isArray(value)) return value.slice(0, 50).map((entry) => resolveRefs(document, entry, seen, depth + 1))
  if (!isRecord(value)) return value
  const ref = value.$ref
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/') || seen.includes(ref)) return {}
    let target: unknown = document
    for (const part of ref.slice(2).split('/')) target = isRecord(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined
    return resolveRefs(document, target, [...seen, ref], depth + 1)
  }
  const out: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(value).slice(0, 200)) {
    if (key === 'description' || key === 'summary' || key === 'externalDocs' || key === 'xml') continue
    out[key] = resolveRefs(document, entry, seen, depth + 1)
  }
  return out
}

/** The schema of an operation's success answer: OpenAPI 3 (`content`'s JSON) or Swagger 2 (`schema`). */
function successSchema(document: Record<string, unknown>, operation: Record<string, unknown>): unknown {
  const responses = isRecord(operation.responses) ? operation.responses : {}
  const key = ['200', '201', '202', '2XX', 'default'].find((code) => isRecord(responses[code]))
  if (key === undefined) return undefined
  const response = resolveRefs(document, responses[key]) as Record<string, unknown>
  if (isRecord(response.content)) {
    const json = Object.entries(response.content).find(([type]) => /json/i.test(type))?.[1]
    return isRecord(json) ? json.schema : undefined
  }
  return response.schema
}

export function operationsOf(document: Record<string, unknown>): OpenApiOperation[] {
  const operations: OpenApiOperation[] = []
  const paths = isRecord(document.paths) ? document.paths : {}
  const prefix = typeof document.basePath === 'string' ? document.basePath.replace(/\/$/, '') : ''
  for (const [path, item] of Object.entries(paths).slice(0, 2_000)) {
    if (!isRecord(item)) continue
    for (const method of METHODS) {
      const operation = item[method]
      if (!isRecord(operation)) continue
      const schema = successSchema(document, operation)
      if (schema === undefined) continue
      operations.push({
        method: method.toUpperCase(),
        path: `${prefix}${path}`,
        ...(typeof operation.operationId === 'string' ? { operationId: operation.operationId.slice(0, 128) } : {}),
        schema
      })
    }
  }
  return operations
}

/** Names that read like an error the client throws when present: never put in an answer. */
const ERRORISH = /error|fail|exception|warning|message|reason|fault/i

/**
 * The fields the code takes out of an answer by destructuring it (`const { success, resultObj } =
 * response.data`, `= await res.json()`), the most frequent first: an answer that has them gets past that line.
 */
export function destructuredFields(sources: readonly string[]): string[] {
  const counts = new Map<string, number>()
  for (const source of sources)
    for (const match of source.matchAll(
      /\{\s*([\w$]+(?:\s*(?::\s*[\w$]+)?\s*,\s*[\w$]+){0,11}(?:\s*:\s*[\w$]+)?)\s*,?\s*\}\s*=\s*(?:await\s+)?[\w$.]*\b(?:data|body|json|result|response|res|payload)\b(?:\.json\(\))?/g
    ))
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.split(':')[0]?.trim() ?? ''
        if (/^[A-Za-z_$][\w$]{0,63}$/.test(name) && !ERRORISH.test(name)) counts.set(name, (counts.get(name) ?? 0) + 1)
      }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 32)
    .map(([name]) => name)
}

/** The schema with its `$ref`s to the code's named schemas put in place (a cycle or depth past 8 cut to `{}`): for the argument synthesizer, which knows no definitions. */
function inlined(schema: unknown, definitions: Readonly<Record<string, unknown>>, seen: readonly string[] = [], depth = 0): unknown {
  if (depth > 8) return {}
  if (Array.isArray(schema)) return schema.slice(0, 50).map((entry) => inlined(entry, definitions, seen, depth + 1))
  if (!isRecord(schema)) return schema
  if (typeof schema.$ref === 'string') {
    const ref = schema.$ref
    return seen.includes(ref) || definitions[ref] === undefined ? {} : inlined(definitions[ref], definitions, [...seen, ref], depth + 1)
  }
  const out: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(schema).slice(0, 200)) out[key] = inlined(entry, definitions, seen, depth + 1)
  return out
}

/**
 * An input schema as the argument synthesizer reads it: an `allOf` of objects (zod's `.extend`) merged into
 * one, and every field required — the code's reader does not tell an optional field, and a value for one is valid.
 */
function forArguments(schema: unknown, depth = 0): unknown {
  if (!isRecord(schema) || depth > 8) return schema
  let merged: Record<string, unknown> = schema
  if (Array.isArray(schema.allOf) && schema.allOf.every((part) => isRecord(part) && (part.type === 'object' || isRecord(part.properties)))) {
    const properties = Object.assign(
      {},
      isRecord(schema.properties) ? schema.properties : {},
      ...schema.allOf.map((part) => (part as Record<string, unknown>).properties ?? {})
    )
    merged = { type: 'object', properties }
  }
  if (isRecord(merged.properties)) {
    const properties = Object.fromEntries(Object.entries(merged.properties).map(([key, value]) => [key, forArguments(value, depth + 1)]))
    return { ...merged, type: 'object', properties, required: Object.keys(properties) }
  }
  if (merged.type === 'array' && isRecord(merged.items)) return { ...merged, items: forArguments(merged.items, depth + 1) }
  return merged
}

/** What the package under `roots` says about its API, within the index's schema; null when it says nothing. */
export async function buildApiIndex(roots: readonly string[], launched: readonly string[] = []): Promise<OpenApiIndex | null> {
  const read = await readApiIndex(roots, launched)
  // the schema's module (zod) loaded only here: the init's index thread reads, its own thread checks
  return read === null ? null : (await import('./openapi-reply.js')).fitApiIndex(read)
}

/**
 * What the package under `roots` says about its API, as read (unchecked: buildApiIndex holds it to the
 * schema); `launched`: the files the command line names, read first (package-files.ts).
 */
export async function readApiIndex(roots: readonly string[], launched: readonly string[] = []): Promise<OpenApiIndex | null> {
  const operations: OpenApiOperation[] = []
  const { documents, code } = packageFiles(roots, launched)
  for (const file of documents.slice(0, MAX_DOCUMENTS * 4)) {
    const document = await readDocument(file)
    if (document) operations.push(...operationsOf(document))
  }
  const read = readCode(code)
  const sources = read.map(({ text }) => text)
  const javascript = read.filter(({ file }) => !/\.py$/i.test(file)).map(({ text }) => text)
  const values = checkedLiterals(sources)
  const reads = destructuredFields(sources)
  const fromCode = codeOperations(javascript)
  operations.push(...fromCode.operations)
  if (operations.length === 0 && Object.keys(values).length === 0 && reads.length === 0 && !fromCode.reads && Object.keys(fromCode.inputs).length === 0)
    return null
  const inputs = Object.fromEntries(Object.entries(fromCode.inputs).map(([tool, schema]) => [tool, forArguments(inlined(schema, fromCode.definitions))]))
  const index: OpenApiIndex = {
    operations,
    values,
    reads,
    inputs,
    definitions: fromCode.definitions,
    ...(fromCode.reads ? { everywhere: fromCode.reads } : {})
  }
  while (Buffer.byteLength(JSON.stringify(index)) > MAX_INDEX_BYTES && index.operations.length > 1) {
    index.operations = index.operations.slice(0, Math.floor(index.operations.length / 2))
  }
  return index
}

/** How long the auditor waits for the init's index before reading the package itself. */
export const WRITTEN_INDEX_WAIT_MS = 10_000
const WRITTEN_INDEX_POLL_MS = 10

/**
 * The index the sandbox init read (api-index-thread.ts writes it whole, by a rename), held to the schema;
 * null when the package says nothing; undefined when it was not written within `waitMs` or does not parse.
 */
export async function indexWrittenBy(path: string, waitMs = WRITTEN_INDEX_WAIT_MS): Promise<OpenApiIndex | null | undefined> {
  const deadline = performance.now() + waitMs
  for (;;) {
    let text: string | null = null
    try {
      text = await readFile(path, 'utf8')
    } catch {
      // not written yet
    }
    if (text !== null) {
      try {
        const read: unknown = JSON.parse(text)
        const index = (await import('./openapi-reply.js')).fitApiIndex(read)
        return read !== null && index === null ? undefined : index
      } catch {
        return undefined
      }
    }
    if (performance.now() >= deadline) return undefined
    await new Promise((resolve) => setTimeout(resolve, WRITTEN_INDEX_POLL_MS))
  }
}

/**
 * Per tool name, the schema its handler's code parses its arguments with; none when the package says nothing.
 * From the index the sandbox init wrote to `written` when there is one (the init read the package beside the
 * server's start; reading it again here held the first call for as long, ~0.25 s of CPU at rest on a large
 * package, seconds under load), from the package itself otherwise.
 */
export async function codeInputsOf(
  roots: readonly string[],
  written: string | null = null,
  launched: readonly string[] = []
): Promise<Record<string, unknown>> {
  try {
    const fromInit = written === null ? undefined : await indexWrittenBy(written)
    return (fromInit === undefined ? await buildApiIndex(roots, launched) : fromInit)?.inputs ?? {}
  } catch {
    return {}
  }
}
