import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { auditsEndpoint, pushAudit, retryWaitMs } from '../../src/push/client.js'
import { buildPushPayload } from '../../src/push/payload.js'
import type { Logger } from '../../src/logger.js'
import { startDashboardDouble, type DashboardDouble } from './dashboard-double.js'
import { leakyReport } from './report-fixture.js'

const TOKEN = `mcpb_${'0123456789abcdef'.repeat(4)}`
const payload = buildPushPayload(leakyReport(), { serverName: 'leaky-notes' })

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = []
  return { warnings, debug: () => undefined, info: () => undefined, error: () => undefined, warn: (message) => warnings.push(message) }
}

/** A fetch that answers from a list and records what it was asked. */
function scriptedFetch(responses: Array<() => Response>): typeof fetch & { calls: number } {
  let index = 0
  const impl = (async () => {
    impl.calls += 1
    const next = responses[Math.min(index, responses.length - 1)]
    index += 1
    if (!next) throw new Error('no scripted response')
    return next()
  }) as unknown as typeof fetch & { calls: number }
  impl.calls = 0
  return impl
}

/** A loopback port nothing listens on: bind, note the port, close. */
async function closedLoopbackPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('auditsEndpoint', () => {
  it.each([
    ['https://dash.example.com', 'https://dash.example.com/api/audits'],
    ['https://dash.example.com///', 'https://dash.example.com/api/audits'],
    ['https://example.com/dashboard/', 'https://example.com/dashboard/api/audits']
  ])('%s → %s', (base, expected) => {
    expect(auditsEndpoint(base).toString()).toBe(expected)
  })

  it('refuses a non-http URL without echoing credentials in it', () => {
    expect(() => auditsEndpoint('ftp://user:secret@dash.example.com')).toThrow(
      "Invalid dashboard URL 'ftp://dash.example.com/'. Expected an http(s) URL such as https://dashboard.example.com."
    )
  })
})

describe('retryWaitMs', () => {
  const now = Date.parse('2025-01-01T00:00:00Z')
  it.each<[Record<string, string>, number]>([
    [{ 'retry-after': '2' }, 2000],
    [{ 'retry-after': '3600' }, 60_000],
    [{ 'retry-after': 'Wed, 01 Jan 2025 00:00:30 GMT' }, 30_000],
    [{ 'x-ratelimit-reset': String(now / 1000 + 12) }, 12_000],
    [{ 'retry-after': 'soon' }, 60_000],
    [{}, 60_000]
  ])('%j → %i ms', (headers, expected) => {
    expect(retryWaitMs(new Headers(headers), now)).toBe(expected)
  })
})

describe('pushAudit against the dashboard double', () => {
  let dashboard: DashboardDouble
  afterEach(async () => {
    await dashboard.close()
  })

  it('POSTs the payload with bearer token, JSON content type and user agent', async () => {
    dashboard = await startDashboardDouble({ token: TOKEN })
    const logger = recordingLogger()
    const result = await pushAudit(`${dashboard.url}/`, TOKEN, payload, { userAgent: 'mcp-behave/0.2.0', logger })
    expect(result).toEqual({ status: 201, body: JSON.stringify({ id: 'audit-1', serverId: 'server-1', createdAt: '2023-11-14T22:13:20.000Z' }) })
    expect(dashboard.requests).toHaveLength(1)
    const [request] = dashboard.requests
    expect(request?.url).toBe('/api/audits')
    expect(request?.headers['authorization']).toBe(`Bearer ${TOKEN}`)
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers['user-agent']).toBe('mcp-behave/0.2.0')
    expect(dashboard.accepted).toEqual([payload])
    expect(logger.warnings).toEqual([])
  })

  it('warns about a token that does not look like a dashboard token but still sends it', async () => {
    dashboard = await startDashboardDouble({ token: 'self-hosted-token' })
    const logger = recordingLogger()
    const result = await pushAudit(dashboard.url, ' self-hosted-token\n', payload, { userAgent: 'mcp-behave/0.2.0', logger })
    expect(result.status).toBe(201)
    expect(logger.warnings).toEqual(["The dashboard token does not look like 'mcpb_' followed by 64 hex characters; sending it anyway."])
  })

  it('refuses a token that cannot be an HTTP header value, without quoting it', async () => {
    dashboard = await startDashboardDouble({ token: TOKEN })
    const error = await pushAudit(dashboard.url, 'mcpb_abc\r\nX-Evil: 1', payload, { userAgent: 'mcp-behave/0.2.0' }).catch((e: unknown) => e)
    expect(error).toEqual(new Error('The dashboard token is empty or contains characters that cannot be sent in an HTTP header.'))
    expect(dashboard.requests).toHaveLength(0)
  })

  it('waits out a 429 as Retry-After says and then succeeds', async () => {
    dashboard = await startDashboardDouble({ token: TOKEN, rateLimit: 1, windowMs: 2000 })
    await pushAudit(dashboard.url, TOKEN, payload, { userAgent: 'mcp-behave/0.2.0' })
    const sleeps: number[] = []
    const logger = recordingLogger()
    const result = await pushAudit(dashboard.url, TOKEN, payload, {
      userAgent: 'mcp-behave/0.2.0',
      logger,
      sleep: async (ms) => {
        sleeps.push(ms)
        dashboard.advance(ms)
      }
    })
    expect(result.status).toBe(201)
    expect(sleeps).toEqual([2000])
    expect(dashboard.requests.map((request) => request.url)).toEqual(['/api/audits', '/api/audits', '/api/audits'])
    expect(logger.warnings).toEqual(['The dashboard is rate limiting this token (HTTP 429); retrying in 2 s (retry 1 of 3).'])
  })

  it('does not follow a redirect, so the token never goes to another origin', async () => {
    dashboard = await startDashboardDouble({ token: TOKEN })
    dashboard.answerNextWith(308, '', { location: 'http://127.0.0.2:9/api/audits' })
    const result = await pushAudit(dashboard.url, TOKEN, payload, { userAgent: 'mcp-behave/0.2.0' })
    expect(result).toEqual({ status: 308, body: '' })
    expect(dashboard.requests).toHaveLength(1)
  })
})

describe('pushAudit retries and failures', () => {
  it('caps the wait at 60 s and gives up after maxRetries, returning the last 429', async () => {
    const rateLimited = () => new Response('{"error":"rate_limit_exceeded"}', { status: 429, headers: { 'retry-after': '3600' } })
    const fetchImpl = scriptedFetch([rateLimited])
    const sleeps: number[] = []
    const result = await pushAudit('https://dash.example.com', TOKEN, payload, {
      userAgent: 'mcp-behave/0.2.0',
      fetchImpl,
      maxRetries: 2,
      sleep: async (ms) => {
        sleeps.push(ms)
      }
    })
    expect(result).toEqual({ status: 429, body: '{"error":"rate_limit_exceeded"}' })
    expect(sleeps).toEqual([60_000, 60_000])
    expect(fetchImpl.calls).toBe(3)
  })

  it('does not retry a server error: the audit may already be stored', async () => {
    const fetchImpl = scriptedFetch([() => new Response('boom', { status: 500 }), () => new Response('{}', { status: 201 })])
    const result = await pushAudit('https://dash.example.com', TOKEN, payload, { userAgent: 'mcp-behave/0.2.0', fetchImpl })
    expect(result).toEqual({ status: 500, body: 'boom' })
    expect(fetchImpl.calls).toBe(1)
  })

  it('turns a refused connection into one clear error without the token', async () => {
    const port = await closedLoopbackPort()
    const error = await pushAudit(`http://127.0.0.1:${port}`, TOKEN, payload, { userAgent: 'mcp-behave/0.2.0' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(new RegExp(`^Could not reach the dashboard at http://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`))
    expect((error as Error).message).not.toContain(TOKEN)
  })

  it('warns when the token would travel over plain http to a remote host', async () => {
    const fetchImpl = scriptedFetch([() => new Response('{}', { status: 201 })])
    const logger = recordingLogger()
    await pushAudit('http://dash.example.com', TOKEN, payload, { userAgent: 'mcp-behave/0.2.0', fetchImpl, logger })
    expect(logger.warnings).toEqual(['The dashboard URL uses plain http: the token is sent unencrypted to dash.example.com.'])
  })
})
