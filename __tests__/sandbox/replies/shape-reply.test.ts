import { replyLessonFrom, mergeLesson } from '../../../src/probe/reply-lessons.js'
import { compileIndex, shapeReply, type ApiRequest, type ReplyContext } from '../../../src/sandbox/replies/shape-reply.js'
import { checkedLiterals, destructuredFields, operationsOf } from '../../../src/sandbox/replies/openapi-index.js'

// Literal requests, as a client sends them, and the answer the sink gives each.

const none: ReplyContext = { lesson: null, openapi: null }
const request = (method: string, target: string, host: string, headers: Record<string, string> = {}, body = ''): ApiRequest => ({
  method,
  target,
  host,
  headers: new Map(Object.entries(headers)),
  body: Buffer.from(body)
})
const json = (reply: { body: Buffer }): Record<string, unknown> => JSON.parse(reply.body.toString()) as Record<string, unknown>

describe('JSON REST by method and path', () => {
  it('a collection path: two plausible items under every usual name of the list, and paging that ends', () => {
    const reply = shapeReply(request('GET', '/v1/projects?limit=20', 'api.tracker.example:443'), none)
    const body = json(reply)
    expect(reply.replied).toMatchObject({ shape: 'rest-list', contentType: 'application/json; charset=utf-8' })
    expect(body.items).toHaveLength(2)
    expect(body.projects).toEqual(body.items)
    expect(body.data).toEqual(body.items)
    expect(body).toMatchObject({ has_more: false, next: null, next_cursor: null, total_count: 2 })
    expect((body.items as Record<string, unknown>[])[0]).toMatchObject({
      id: 1,
      name: 'project 1',
      url: 'https://api.tracker.example/project/1',
      created_at: '2024-01-15T09:30:00Z'
    })
  })

  it('an item path: an object whose id echoes the path', () => {
    expect(json(shapeReply(request('GET', '/repos/acme/notes-app/issues/42', 'api.github.com'), none))).toMatchObject({ id: 42, title: 'Issue 1' })
    const uuid = '0b4f7c3e-5a1d-4c2b-9e8f-123456789abc'
    expect(shapeReply(request('GET', `/v1/pages/${uuid}`, 'api.notion.com'), none).replied.shape).toBe('rest-item')
    expect(json(shapeReply(request('GET', `/v1/pages/${uuid}`, 'api.notion.com'), none)).id).toBe(uuid)
  })

  it('a POST echoes its JSON body with an id, without what looks like a secret', () => {
    const body = JSON.stringify({ title: 'Buy milk', done: false, token: 'abc', note: 'x'.repeat(30) })
    const reply = shapeReply(request('POST', '/api/v2/tasks', 'todo.example', { 'content-type': 'application/json' }, body), none)
    expect(reply.replied.shape).toBe('rest-echo')
    const echoed = json(reply)
    expect(echoed).toMatchObject({ id: 1, title: 'Buy milk', done: false })
    expect(echoed.token).toBeUndefined()
    expect(echoed.note).not.toContain('xxxxxxxxxxxxxxxxxxxx')
  })
})

describe('GraphQL', () => {
  it('answers exactly the selection set: aliases, a fragment, an inline fragment, a connection with edges and pageInfo', () => {
    const query = `
      query Issues($team: String!) {
        team(id: $team) { ...TeamFields }
        mine: issues(first: 10) {
          totalCount
          edges { cursor node { id title assignee { ... on User { name } } } }
          pageInfo { hasNextPage endCursor }
        }
      }
      fragment TeamFields on Team { id name __typename }`
    const reply = shapeReply(
      request('POST', '/graphql', 'api.linear.app', { 'content-type': 'application/json' }, JSON.stringify({ query, variables: { team: 't1' } })),
      none
    )
    expect(reply.replied).toMatchObject({ shape: 'graphql', fields: ['team', 'mine'] })
    expect(json(reply)).toEqual({
      data: {
        team: { id: 'team-1', name: 'name 1', __typename: 'Team' },
        mine: {
          totalCount: 1,
          edges: [{ cursor: 'cursor-1', node: { id: 'node-1', title: 'title 1', assignee: { name: 'name 1' } } }],
          pageInfo: { hasNextPage: false, endCursor: null }
        }
      }
    })
  })
})

describe('an OpenAPI document the server ships', () => {
  it('answers an operation from its success schema, $refs resolved, paging ended whatever the example says', () => {
    const document = {
      openapi: '3.0.0',
      paths: {
        '/v1/databases/{database_id}/query': {
          post: {
            operationId: 'query-database',
            responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/List' } } } } }
          }
        }
      },
      components: {
        schemas: {
          List: {
            type: 'object',
            properties: {
              object: { type: 'string', enum: ['list'] },
              results: { type: 'array', items: { $ref: '#/components/schemas/Page' } },
              has_more: { type: 'boolean', example: true },
              next_cursor: { type: 'string', nullable: true }
            }
          },
          Page: {
            type: 'object',
            properties: {
              id: { type: 'string', format: 'uuid' },
              url: { type: 'string', example: 'https://elsewhere.example/p' },
              created_time: { type: 'string', format: 'date-time' }
            }
          }
        }
      }
    }
    const context: ReplyContext = { lesson: null, openapi: compileIndex({ operations: operationsOf(document) }) }
    const reply = shapeReply(request('POST', '/v1/databases/abc123/query', 'api.notion.com', { 'content-type': 'application/json' }, '{}'), context)
    expect(reply.replied).toMatchObject({ shape: 'openapi', operation: 'query-database' })
    expect(json(reply)).toEqual({
      object: 'list',
      results: [{ id: '00000000-0000-4000-8000-000000000001', url: 'https://api.notion.com/item/1', created_time: '2024-01-15T09:30:00Z' }],
      has_more: false,
      next_cursor: null
    })
  })
})

describe('the literals the server checks a status against', () => {
  it('found in its code, and answered in that field', () => {
    const values = checkedLiterals([
      'if (data.status !== "OK") throw new Error(`Geocoding failed: ${data.status}`)',
      "if (json.status != '1') throw new Error(json.info); if (typeof err.code === 'string') {}",
      "if (res.status === 404) return null; if (body.result === 'success') done()"
    ])
    expect(values).toEqual({ status: 'OK', result: 'success' })
    const body = json(shapeReply(request('GET', '/maps/api/geocode/json?address=x', 'maps.googleapis.com'), { ...none, values }))
    expect(body.status).toBe('OK')
    expect((body.results as { status: string }[])[0]?.status).toBe('OK')
  })
})

describe('the fields the server takes out of an answer by name', () => {
  it('found where its code destructures an answer, and put in a JSON answer (never one that reads like an error)', () => {
    const reads = destructuredFields([
      'const response = await httpClient.post(url, options);\n  const { success, errorMessage, resultObj } = response.data;',
      'const { resultObj: chart } = response.data'
    ])
    expect(reads).toEqual(['resultObj', 'success'])
    const body = json(
      shapeReply(request('POST', '/api/gpt-vis', 'antv-studio.example', { 'content-type': 'application/json' }, '{"type":"bar"}'), { ...none, reads })
    )
    expect(body).toMatchObject({ success: true, resultObj: expect.any(String) as unknown })
    expect(body.errorMessage).toBeUndefined()
  })
})

describe('other content types', () => {
  it('an RSS feed by path, HTML by Accept, a PNG and a script by extension', () => {
    const rss = shapeReply(request('GET', '/blog/feed.rss', 'news.example'), none)
    expect(rss.replied.shape).toBe('rss')
    expect(rss.contentType).toMatch(/^application\/rss\+xml/)
    expect(rss.body.toString()).toMatch(
      /^<\?xml[^]*<rss version="2\.0"><channel>[^]*<item><title>Note 1<\/title><link>https:\/\/news\.example\/items\/1<\/link>/
    )
    expect(shapeReply(request('GET', '/docs/start', 'docs.example', { accept: 'text/html,application/xhtml+xml' }), none).replied.shape).toBe('html')
    const png = shapeReply(request('GET', '/files/logo-1.png', 'cdn.example'), none)
    expect(png.body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(shapeReply(request('GET', '/files/script-1.sh', 'api.example'), none).body.toString()).toBe('#!/bin/sh\n# setup\nexit 0\n')
    // a file asked for as JSON (a repository's contents API) is answered as JSON
    expect(
      shapeReply(request('GET', '/repos/acme/notes-app/contents/README.md', 'api.github.com', { accept: 'application/vnd.github.v3+json' }), none).replied.shape
    ).toBe('rest-item')
  })
})

describe('a reply learned from the rejection', () => {
  it('a literal TypeError names the property read from nothing: the next reply has it, a list under the usual places', () => {
    const first = json(shapeReply(request('GET', '/v1/status', 'api.example'), none))
    expect(first.widgets).toBeUndefined()
    const part = replyLessonFrom(
      "MCP error -32603: TypeError: Cannot read properties of undefined (reading 'widgets')\n    at fetchStatus (file:///srv/index.js:12:30)"
    )
    expect(part).toEqual({ fields: [], reads: ['widgets'] })
    const lesson = mergeLesson('get_status', undefined, part as NonNullable<typeof part>)
    const second = shapeReply(request('GET', '/v1/status', 'api.example'), { lesson, openapi: null })
    expect(second.replied.learned).toEqual(['widgets'])
    const body = json(second)
    expect((body.widgets as { name: string }[])[0]?.name).toBe('widget 1')
    expect((body.data as { widgets: { name: string }[] }).widgets[0]?.name).toBe('widget 1')
    // nothing new in the same error again: no further retry
    expect(mergeLesson('get_status', lesson ?? undefined, part as NonNullable<typeof part>)).toBeNull()
  })

  it('a zod error lists the expected fields with their paths and types, and that the top must be a list', () => {
    const zod = `Error: [{"code":"invalid_type","expected":"array","received":"object","path":[],"message":"Expected array, received object"}]`
    expect(replyLessonFrom(zod)).toEqual({ root: 'array', fields: [], reads: [] })
    const nested = `[{"code":"invalid_type","expected":"number","received":"undefined","path":[0,"user","id"],"message":"Required"},{"code":"invalid_type","expected":"string","received":"undefined","path":[0,"labels",0,"name"],"message":"Required"}]`
    const lesson = mergeLesson('list_issues', mergeLesson('list_issues', undefined, replyLessonFrom(zod)!) ?? undefined, replyLessonFrom(nested)!)
    const reply = shapeReply(request('GET', '/repos/acme/notes-app/issues', 'api.github.com'), { lesson, openapi: null })
    const body = JSON.parse(reply.body.toString()) as { user: { id: number }; labels: { name: string }[] }[]
    expect(Array.isArray(body)).toBe(true)
    expect(body[0]?.user.id).toEqual(expect.any(Number))
    expect(body[0]?.labels[0]?.name).toEqual(expect.any(String))
    expect(reply.replied.learned).toEqual(['[]', '0.user.id', '0.labels.0.name'])
  })
})
