import type { SinkReplied } from '../../model/observed.js'
import type { HttpReply } from '../sink-wire.js'
import { contentReply, contentShapeOf } from './content-reply.js'
import { graphqlReply, graphqlRequestOf, type GraphqlRequest } from './graphql-reply.js'
import { applyLesson, valueFor, type ValueContext } from './json-values.js'
import { compileOperations, matchOperation, valueFromSchema, type OpenApiIndex } from './openapi-reply.js'
import { restReply } from './rest-reply.js'
import type { ReplyLesson } from './reply-lesson.js'

// The sink's answer to one HTTP request, shaped like the service's would be, so the client's code after
// its request runs: GraphQL answered to its selection set, an operation of an OpenAPI document the server
// ships from its schema, a feed, page, image or script by the path and Accept, and any other request as
// JSON REST by its method and path — with what an earlier call of the same tool choked on put in (the
// lesson). Pure: the caller (sink-replies.ts) reads the lesson and the index.

/** One request as the sink read it: plain HTTP, or HTTP/1.1 or HTTP/2 inside the opened TLS. */
export interface ApiRequest {
  method: string
  target: string
  host?: string
  /** names lower-cased */
  headers: ReadonlyMap<string, string>
  /** the body, as much of it as was kept */
  body: Buffer
}

export interface ShapedReply extends HttpReply {
  replied: SinkReplied
}

export interface ReplyContext {
  lesson: ReplyLesson | null
  openapi: ReturnType<typeof compileOperations> | null
  /** what the server's code checks status-like fields against, by field name lower-cased */
  values?: Readonly<Record<string, string>>
  /** fields the server's code takes out of an answer by name: a JSON object answer has them */
  reads?: readonly string[]
  /** the schemas the code names, for its operations' `$ref`s */
  definitions?: Readonly<Record<string, unknown>>
  /** what the code reads from answers no request path was found for: added to every JSON object answer */
  everywhere?: unknown
}

const MAX_JSON_BODY = 256 * 1024
const MAX_RECORDED_FIELDS = 16

export function compileIndex(index: Pick<OpenApiIndex, 'operations'> | null): ReplyContext['openapi'] {
  return index && index.operations.length > 0 ? compileOperations(index) : null
}

function jsonBody(body: Buffer, contentType: string): unknown {
  if (body.length === 0 || body.length > MAX_JSON_BODY) return undefined
  const text = body.toString('utf8')
  if (!/json/i.test(contentType) && !/^\s*[[{]/.test(text)) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A GraphQL operation in the request: a JSON or application/graphql body, or a GET to …/graphql?query=. */
function graphqlOf(request: ApiRequest, path: string, json: unknown, contentType: string): GraphqlRequest | null {
  if (request.method === 'GET' && /graphql/i.test(path)) {
    const query = new URLSearchParams(request.target.split('?')[1] ?? '').get('query')
    return query ? { query } : null
  }
  if (request.method !== 'POST') return null
  return graphqlRequestOf(json, contentType, request.body.length <= MAX_JSON_BODY ? request.body.toString('utf8') : '')
}

const hostOf = (request: ApiRequest): string =>
  (request.host ?? 'api.example')
    .replace(/:\d+$/, '')
    .replace(/[^A-Za-z0-9.:[\]-]/g, '')
    .slice(0, 253) || 'api.example'

const fieldsOf = (value: unknown): string[] | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value).slice(0, MAX_RECORDED_FIELDS) : undefined

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `base` with what the code reads from it (`reads`: a schema of objects, lists and the types the code
 * showed) put in where it lacks it or holds another kind; each listed item gets the same.
 */
function overlay(base: unknown, reads: unknown, key: string, context: ValueContext, depth: number): unknown {
  if (!isRecord(reads) || depth > 16) return base
  if (reads.type === 'array') {
    if (!Array.isArray(base) || base.length === 0) return valueFromSchema(reads, key, context)
    return base.map((entry, index) => overlay(entry, reads.items, key, { ...context, index }, depth + 1))
  }
  if (reads.type === 'object' || isRecord(reads.properties)) {
    if (!isRecord(base)) return valueFromSchema(reads, key, context)
    for (const [name, child] of Object.entries(isRecord(reads.properties) ? reads.properties : {}))
      base[name] = overlay(base[name], child, name, context, depth + 1)
    return base
  }
  if (base === undefined || base === null) return valueFromSchema(reads, key, context)
  return reads.type === undefined || typeof base === reads.type ? base : valueFromSchema(reads, key, context)
}

/** The answer to `request`. */
export function shapeReply(request: ApiRequest, context: ReplyContext): ShapedReply {
  const method = request.method.toUpperCase()
  const path = (request.target.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? '/') || '/'
  const host = hostOf(request)
  const contentType = request.headers.get('content-type') ?? ''
  const json = jsonBody(request.body, contentType)
  const values: ValueContext = { host, index: 0, ...(context.values ? { values: context.values } : {}) }

  const graphql = graphqlOf({ ...request, method }, path, json, contentType)
  let shape: SinkReplied['shape']
  let value: unknown
  let status = 200
  let operation: string | undefined
  let fields: string[] | undefined
  const answered = graphql ? graphqlReply(graphql, host, context.lesson?.names) : null
  if (answered) {
    shape = 'graphql'
    value = { data: answered.data }
    fields = answered.fields
  } else {
    const content = method === 'GET' || method === 'HEAD' ? contentShapeOf(path, request.headers.get('accept') ?? '') : null
    if (content) {
      const reply = contentReply(content, host, path)
      return {
        status: 200,
        contentType: reply.contentType,
        body: reply.body,
        replied: { shape: reply.shape, contentType: reply.contentType, bytes: reply.body.length }
      }
    }
    const matched = context.openapi ? matchOperation(context.openapi, method, path) : undefined
    const budget = { left: 4_000, ...(context.definitions ? { definitions: context.definitions } : {}) }
    if (matched?.status === 204) {
      const type = 'application/json; charset=utf-8'
      return {
        status: 204,
        contentType: type,
        body: Buffer.alloc(0),
        replied: { shape: 'openapi', contentType: type, bytes: 0, operation: `${matched.method} ${matched.path}` }
      }
    }
    if (matched && matched.source !== 'code-reads') {
      shape = 'openapi'
      value = valueFromSchema(matched.schema, '', values, 0, budget)
      operation = matched.operationId ?? `${matched.method} ${matched.path}`
      status = matched.status ?? 200
    } else {
      const rest = restReply({ method, path, host, ...(json !== undefined ? { json } : {}), ...(context.values ? { values: context.values } : {}) })
      shape = rest.shape
      value = rest.value
      // what the code reads from this request's answer (or from any answer) is in it, beside the usual fields
      for (const reads of [matched?.schema, context.everywhere]) if (reads !== undefined) value = overlay(value, reads, '', values, 0)
      if (matched) operation = `${matched.method} ${matched.path}`
    }
  }
  let learned: string[] = []
  if (context.reads && context.reads.length > 0 && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    for (const key of context.reads) if (record[key] === undefined) record[key] = valueFor(key, values)
  }
  if (context.lesson) ({ value, learned } = applyLesson(value, context.lesson, values))
  const body = Buffer.from(JSON.stringify(value ?? {}))
  const type = 'application/json; charset=utf-8'
  return {
    status,
    contentType: type,
    body,
    replied: {
      shape,
      contentType: type,
      bytes: body.length,
      ...((fields ?? fieldsOf(value)) ? { fields: fields ?? fieldsOf(value) } : {}),
      ...(operation !== undefined ? { operation } : {}),
      ...(learned.length > 0 ? { learned: learned.slice(0, MAX_RECORDED_FIELDS) } : {})
    }
  }
}
