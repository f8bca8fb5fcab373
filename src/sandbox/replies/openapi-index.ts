import { open, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { OpenApiIndex, OpenApiOperation } from './openapi-reply.js'

// Finds the OpenAPI or Swagger documents a server's package ships (several API wrappers bundle the
// description of the service they wrap) and writes their operations — method, path template and the
// success answer's schema with its `$ref`s resolved — to a file in the run directory, for the sink to
// answer from (openapi-reply.ts). Bounded: the package's own tree only (no node_modules), a few thousand
// entries, documents up to 8 MB, the index up to 4 MB. Runs in the auditor, before the server starts.

const MAX_ENTRIES = 4_000
const MAX_DEPTH = 5
const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024
const MAX_INDEX_BYTES = 4 * 1024 * 1024
const MAX_DOCUMENTS = 4
const CANDIDATE = /(openapi|swagger|api[-_.]?spec|spec)[^/]*\.(json|ya?ml)$/i
const SKIP = /^(node_modules|\.git|test|tests|__tests__|coverage|\.cache)$/
const METHODS = ['get', 'post', 'put', 'patch', 'delete']

/** Files under the roots whose names say they may be an API description. */
async function candidates(roots: readonly string[]): Promise<string[]> {
  const found: string[] = []
  let entries = 0
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH || entries > MAX_ENTRIES) return
    let list
    try {
      list = await readdir(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of list) {
      if (++entries > MAX_ENTRIES) return
      if (entry.isDirectory() && !SKIP.test(entry.name)) await walk(join(dir, entry.name), depth + 1)
      else if (entry.isFile() && CANDIDATE.test(entry.name)) found.push(join(dir, entry.name))
    }
  }
  for (const root of roots) await walk(root, 0)
  return found
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
    const parsed: unknown = /\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 100 })
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

/** Writes the index of the API descriptions under `roots` to `path`; null when none was found. */
export async function writeOpenApiIndex(roots: readonly string[], path: string): Promise<string | null> {
  const operations: OpenApiOperation[] = []
  for (const file of (await candidates(roots)).slice(0, MAX_DOCUMENTS * 4)) {
    const document = await readDocument(file)
    if (document) operations.push(...operationsOf(document))
  }
  if (operations.length === 0) return null
  const index: OpenApiIndex = { operations }
  let text = JSON.stringify(index)
  while (Buffer.byteLength(text) > MAX_INDEX_BYTES && index.operations.length > 1) {
    index.operations = index.operations.slice(0, Math.floor(index.operations.length / 2))
    text = JSON.stringify(index)
  }
  await writeFile(path, text, { mode: 0o600 })
  return path
}
