import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'

// A loopback stand-in for the dashboard's `POST /api/audits`, written from dashboard-api.md and NOT from
// src/push/payload.ts, so a drift between our schema and the contract shows up as a 400 here. It is
// stricter than the real one in one way: unknown keys are rejected (the real one would drop them
// silently), which catches snake_case or misspelled fields.
const IngestSchema = z.strictObject({
  server: z.strictObject({
    name: z.string().min(1).max(200),
    description: z.string().max(2000).optional(),
    githubUrl: z.url().optional(),
    npmPackage: z.string().max(200).optional(),
    author: z.string().max(200).optional(),
    transport: z.string().max(50).optional(),
    category: z.string().max(50).optional(),
    stars: z.number().int().min(0).optional()
  }),
  audit: z.strictObject({
    version: z.string().max(50).optional(),
    status: z.enum(['clean', 'findings', 'error']).optional(),
    exitCode: z.number().int().optional(),
    manifestHash: z.string().max(200).optional(),
    auditLog: z.string().max(100000).optional()
  }),
  tools: z
    .array(z.strictObject({ name: z.string().min(1).max(200), description: z.string().max(2000), inputSchema: z.string().max(20000).optional() }))
    .max(500),
  findings: z
    .array(
      z.strictObject({
        type: z.string().min(1).max(64),
        severity: z.enum(['info', 'high']).optional(),
        description: z.string().min(1).max(2000),
        detail: z.string().max(4000).optional(),
        toolName: z.string().max(200).optional()
      })
    )
    .max(500)
})
export type IngestBody = z.infer<typeof IngestSchema>

export interface RecordedRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

export interface DashboardDoubleOptions {
  token: string
  rateLimit?: number
  windowMs?: number
}

export interface DashboardDouble {
  url: string
  requests: RecordedRequest[]
  /** Bodies the double accepted (201), parsed. */
  accepted: IngestBody[]
  /** Moves the double's clock forward, e.g. from an injected sleep, so a rate-limit window can end. */
  advance(ms: number): void
  /** The next request gets this answer instead of the normal handling (still recorded). */
  answerNextWith(status: number, body: string, headers?: Record<string, string>): void
  close(): Promise<void>
}

export async function startDashboardDouble(options: DashboardDoubleOptions): Promise<DashboardDouble> {
  const limit = options.rateLimit ?? 20
  const windowMs = options.windowMs ?? 60_000
  let clock = 1_700_000_000_000
  let windowStart = clock
  let countInWindow = 0
  let scripted: { status: number; body: string; headers: Record<string, string> } | undefined
  const requests: RecordedRequest[] = []
  const accepted: IngestBody[] = []

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const send = (status: number, json: unknown, headers: Record<string, string> = {}): void => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers })
        res.end(JSON.stringify(json))
      }
      if (scripted) {
        const { status, body: scriptedBody, headers } = scripted
        scripted = undefined
        res.writeHead(status, headers)
        res.end(scriptedBody)
        return
      }
      if (req.method !== 'POST' || req.url !== '/api/audits') return send(404, { error: 'not found' })
      if (req.headers.authorization !== `Bearer ${options.token}`) return send(401, { error: 'unauthorized' })

      if (clock - windowStart >= windowMs) {
        windowStart = clock
        countInWindow = 0
      }
      countInWindow += 1
      const resetMs = windowStart + windowMs
      const rateHeaders = {
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': String(Math.max(0, limit - countInWindow)),
        'x-ratelimit-reset': String(Math.ceil(resetMs / 1000))
      }
      if (countInWindow > limit) {
        return send(
          429,
          { error: 'rate_limit_exceeded', message: `Too many requests, limit is ${limit} per minute` },
          { ...rateHeaders, 'retry-after': String(Math.ceil((resetMs - clock) / 1000)) }
        )
      }
      if (!String(req.headers['content-type']).startsWith('application/json')) return send(400, { error: 'invalid json' })
      let json: unknown
      try {
        json = JSON.parse(body)
      } catch {
        return send(400, { error: 'invalid json' }, rateHeaders)
      }
      const parsed = IngestSchema.safeParse(json)
      if (!parsed.success) return send(400, { error: 'validation failed', issues: parsed.error.issues }, rateHeaders)
      accepted.push(parsed.data)
      send(201, { id: `audit-${accepted.length}`, serverId: 'server-1', createdAt: new Date(clock).toISOString() }, rateHeaders)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accepted,
    advance: (ms) => {
      clock += ms
    },
    answerNextWith: (status, body, headers = {}) => {
      scripted = { status, body, headers }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      })
  }
}
