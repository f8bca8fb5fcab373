import { singular } from '../../model/key-hints.js'
import { itemFor, valueFor, type ValueContext } from './json-values.js'

// A JSON REST answer from the request's method and path, the way such APIs answer: a collection path gets a
// list of two plausible items in an envelope that spells the list the common ways (`items`, `data`,
// `results`, the resource's own name) and ends paging; an item path an object whose id echoes the path; a
// POST, PUT or PATCH its JSON body back with an id; a DELETE an empty success.

export type RestShape = 'rest-list' | 'rest-item' | 'rest-echo' | 'rest-deleted'

export interface RestRequest {
  method: string
  /** the path, without the query */
  path: string
  host: string
  /** the request's body as JSON, when it was JSON */
  json?: unknown
  /** what the server's code checks status-like fields against (json-values.ts ValueContext) */
  values?: Readonly<Record<string, string>>
}

/** Path segments that say which API or version, not which resource. */
const PREFIX = /^(api|apis|rest|v\d+(\.\d+)*|\d{4}-\d{2}-\d{2}|public|external)$/i
/** A segment that names one thing: a number, a uuid, a hash, a slug with digits, a name after a collection. */
const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{7,40}|[A-Za-z]{1,6}[-_]?\d[\w-]*|[\w.-]*\d{3,}[\w.-]*)$/i
/** A last segment that asks for many, though it is not plural. */
const MANY = /^(search|list|query|find|lookup|autocomplete|suggest|feed|history|all|browse|recent|trending|popular|top|nearby|children)$/i
/** A last segment that asks for one thing about the account or the service. */
const ONE =
  /^(me|self|current|latest|user|account|profile|status|health|info|config|settings|details|summary|stats|geocode|json|xml|weather|forecast|price|quote|balance|usage)$/i
const ENDS_PAGING = { has_more: false, hasMore: false, next: null, next_cursor: null, nextCursor: null, next_page: null, nextPageToken: null }

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The resource a path names (its last noun) and whether it asks for one item (with the id it names) or many. */
export function readPath(path: string): { noun: string; id?: string | number; many: boolean } {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map(decode)
    .filter((segment) => !PREFIX.test(segment))
  const last = segments.at(-1)
  if (last === undefined) return { noun: 'item', many: false }
  const bare = last.replace(/\.(json|xml)$/i, '')
  const previous = segments.at(-2)
  // /users/42, /repos/acme/notes-app: the segment after a plural collection names one of it
  if (previous !== undefined && (ID_SEGMENT.test(bare) || (singular(previous) !== previous && segments.length >= 2 && !MANY.test(bare) && !ONE.test(bare)))) {
    const id = /^\d{1,15}$/.test(bare) ? Number(bare) : bare
    const noun = ID_SEGMENT.test(bare) ? previous : singular(previous) !== previous ? previous : bare
    return { noun: singular(noun.toLowerCase()), id, many: false }
  }
  const noun = bare.toLowerCase()
  if (MANY.test(bare)) return { noun: segments.length >= 2 ? singular((previous ?? noun).toLowerCase()) : 'result', many: true }
  if (ONE.test(bare)) return { noun, many: false }
  return { noun: singular(noun), many: singular(noun) !== noun }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The request body echoed: keys kept, values kept only where they are plain words, numbers or flags (never secrets). */
function echo(body: unknown, context: ValueContext, depth = 0): unknown {
  if (depth > 4) return null
  if (Array.isArray(body)) return body.slice(0, 20).map((entry) => echo(entry, context, depth + 1))
  if (isRecord(body)) {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(body).slice(0, 100)) {
      if (/token|secret|password|passwd|api_?key|credential|auth|private|cookie|session/i.test(key)) continue
      out[key] = typeof value === 'string' ? (plainWords(value) ? value : valueFor(key, context)) : echo(value, context, depth + 1)
    }
    return out
  }
  if (typeof body === 'string') return plainWords(body) ? body : 'hello world'
  return body
}

/**
 * Text a client wrote for people (a title, a comment), not a credential: short, and no run of 20 letters
 * and digits without a break (no token, key or base64), and no key header.
 */
export function plainWords(text: string): boolean {
  return text.length <= 500 && !/[A-Za-z0-9+/=_-]{20,}/.test(text) && !/PRIVATE KEY|BEGIN [A-Z ]+-----/.test(text)
}

export function restReply(request: RestRequest): { shape: RestShape; value: unknown } {
  const method = request.method.toUpperCase()
  const { noun, id, many } = readPath(request.path)
  const shared = { host: request.host, ...(request.values ? { values: request.values } : {}) }
  const context: ValueContext = { ...shared, index: 0, ...(id !== undefined ? { id } : {}) }
  if (method === 'DELETE') return { shape: 'rest-deleted', value: { id: id ?? 1, deleted: true, success: true } }
  if ((method === 'POST' || method === 'PUT' || method === 'PATCH') && !MANY.test(request.path.split('/').at(-1) ?? '')) {
    const base = itemFor(noun, { ...context, id: id ?? 1 })
    const echoed = isRecord(request.json) ? (echo(request.json, context) as Record<string, unknown>) : {}
    return { shape: 'rest-echo', value: { ...base, ...echoed, id: id ?? 1 } }
  }
  const items = [itemFor(noun, { ...shared, index: 0 }), itemFor(noun, { ...shared, index: 1 })]
  if (!many) {
    // the item, and the same again under the names an envelope gives it, with a list beside: whichever the client reads is there
    const item = itemFor(noun, context)
    return { shape: 'rest-item', value: { ...item, data: { ...item }, result: { ...item }, results: items, items } }
  }
  const plural = noun.endsWith('s') ? noun : `${noun}s`
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
  }
}
