import { ConfigurationError, DashboardError } from '../errors.js'
import type { Logger } from '../logger.js'
import { oneLine, truncate } from '../neutralize.js'
import type { PushPayload } from './payload.js'
import { asErrorLike, errorMessage } from './text.js'

export interface PushOptions {
  /** Full header value, e.g. `mcp-behave/0.2.0` (see {@link userAgentFor}). */
  userAgent: string
  fetchImpl?: typeof fetch
  /** How many times a 429 answer is retried after waiting for Retry-After. */
  maxRetries?: number
  sleep?: (ms: number) => Promise<void>
  /** Per attempt. */
  timeoutMs?: number
  logger?: Logger
}

export interface PushResponse {
  status: number
  body: string
}

export const MAX_RETRY_WAIT_MS = 60_000
const DEFAULT_TIMEOUT_MS = 30_000
const MAX_RESPONSE_BODY_BYTES = 1024 * 1024
const TOKEN_FORMAT = /^mcpb_[0-9a-f]{64}$/

export function userAgentFor(version: string): string {
  return `mcp-behave/${version}`
}

/** `https://dash.example/` → `https://dash.example/api/audits`. Throws on anything but an http(s) URL. */
export function auditsEndpoint(dashboardUrl: string): URL {
  let base: URL
  try {
    base = new URL(dashboardUrl.trim())
  } catch {
    throw new ConfigurationError(`Invalid dashboard URL '${redactUrl(dashboardUrl)}'. Expected an http(s) URL such as https://dashboard.example.com.`)
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new ConfigurationError(`Invalid dashboard URL '${redactUrl(dashboardUrl)}'. Expected an http(s) URL such as https://dashboard.example.com.`)
  }
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/api/audits`
  return base
}

/**
 * POSTs one audit to the dashboard and returns its answer, whatever the status: the caller decides what a
 * non-2xx means (the CLI exits 1, the action warns). Only a 429 is retried, after its Retry-After: the
 * dashboard counts every request, and a POST that failed some other way may already have been stored,
 * so retrying it could file the audit twice. A bad URL or token throws a ConfigurationError, a network
 * failure a DashboardError, each one line without the token in it.
 */
export async function pushAudit(dashboardUrl: string, token: string, payload: PushPayload, opts: PushOptions): Promise<PushResponse> {
  const endpoint = auditsEndpoint(dashboardUrl)
  const bearer = checkedToken(token, opts.logger)
  const fetchImpl = opts.fetchImpl ?? fetch
  const maxRetries = opts.maxRetries ?? 3
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS
  if (endpoint.protocol === 'http:' && !isLoopbackHost(endpoint.hostname)) {
    opts.logger?.warn(`The dashboard URL uses plain http: the token is sent unencrypted to ${endpoint.host}.`)
  }
  const body = JSON.stringify(payload)
  for (let attempt = 0; ; attempt += 1) {
    let response: Response
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', 'user-agent': opts.userAgent },
        body,
        // Following a redirect could hand the token to another origin or turn the POST into a GET.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs)
      })
    } catch (error) {
      throw new DashboardError(`Could not reach the dashboard at ${endpoint.origin}: ${describeNetworkError(error, timeoutMs)}`.replaceAll(bearer, '***'))
    }
    if (response.status === 429 && attempt < maxRetries) {
      const waitMs = retryWaitMs(response.headers)
      await discardBody(response)
      opts.logger?.warn(
        `The dashboard is rate limiting this token (HTTP 429); retrying in ${Math.ceil(waitMs / 1000)} s (retry ${attempt + 1} of ${maxRetries}).`
      )
      await sleep(waitMs)
      continue
    }
    return { status: response.status, body: await readCappedText(response) }
  }
}

function checkedToken(token: string, logger: Logger | undefined): string {
  const trimmed = token.trim()
  // Refused outright: such a token cannot be a header value, and fetch's own error would quote it.
  if (trimmed.length === 0 || !/^[\x21-\x7e]+$/.test(trimmed)) {
    throw new ConfigurationError('The dashboard token is empty or contains characters that cannot be sent in an HTTP header.')
  }
  // Only a warning: the dashboard is the authority on its tokens (a self-hosted one may mint others).
  if (!TOKEN_FORMAT.test(trimmed)) {
    logger?.warn("The dashboard token does not look like 'mcpb_' followed by 64 hex characters; sending it anyway.")
  }
  return trimmed
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
}

/** Seconds from Retry-After (or an HTTP date, or X-RateLimit-Reset), capped at {@link MAX_RETRY_WAIT_MS}. */
export function retryWaitMs(headers: Headers, now: number = Date.now()): number {
  const retryAfter = headers.get('retry-after')?.trim()
  let waitMs: number | undefined
  if (retryAfter !== undefined && /^\d+$/.test(retryAfter)) waitMs = Number(retryAfter) * 1000
  else if (retryAfter !== undefined && !Number.isNaN(Date.parse(retryAfter))) waitMs = Date.parse(retryAfter) - now
  else {
    const reset = headers.get('x-ratelimit-reset')?.trim()
    if (reset !== undefined && /^\d+$/.test(reset)) waitMs = Number(reset) * 1000 - now
  }
  // Without any hint, wait out the dashboard's whole one-minute window.
  return Math.min(Math.max(waitMs ?? MAX_RETRY_WAIT_MS, 0), MAX_RETRY_WAIT_MS)
}

function describeNetworkError(error: unknown, timeoutMs: number): string {
  const outer = asErrorLike(error)
  if (outer && (outer.name === 'TimeoutError' || outer.name === 'AbortError')) {
    return `no answer within ${Math.round(timeoutMs / 1000)} s`
  }
  // undici reports "fetch failed" and puts the useful part (ECONNREFUSED, ENOTFOUND, TLS…) in `cause`.
  const cause = asErrorLike(outer?.cause) ?? outer
  if (!cause) return String(error)
  const code = typeof cause.code === 'string' ? cause.code : undefined
  return code !== undefined && !cause.message.includes(code) ? `${code} ${cause.message}` : cause.message
}

function redactUrl(value: string): string {
  try {
    const url = new URL(value)
    url.username = ''
    url.password = ''
    return url.toString()
  } catch {
    return truncate(oneLine(value), 200)
  }
}

async function discardBody(response: Response): Promise<void> {
  try {
    await response.body?.cancel()
  } catch {
    // Nothing to do: the body is not needed.
  }
}

/** Reads at most 1 MiB of the answer: a misbehaving dashboard should not be able to exhaust memory. */
async function readCappedText(response: Response): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      const room = MAX_RESPONSE_BODY_BYTES - bytes
      if (value.byteLength > room) {
        text += decoder.decode(value.subarray(0, room))
        text += '… [response truncated]'
        await reader.cancel()
        return text
      }
      bytes += value.byteLength
      text += decoder.decode(value, { stream: true })
    }
    return text + decoder.decode()
  } catch (error) {
    throw new DashboardError(`The dashboard's answer could not be read: ${errorMessage(error)}`)
  }
}
