import { readFile } from 'node:fs/promises'
import { PassThrough } from 'node:stream'
import type { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js'
import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { FetchLike, Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { cappedFetch, relayFetch } from './relay-fetch.js'
import { SandboxedStdioTransport, type SandboxedStdioOptions } from './sandboxed-stdio-transport.js'

// MCP over HTTP to a server the audit started: the server runs in the sandbox like a stdio server
// (launcher, strace, bwrap; its stdio still piped, its stdout ignored), and the client speaks streamable
// HTTP (or SSE) to it through the sandbox init's relay. start() resolves once the server listens — the
// init says so in its status file — so the SDK's initialize goes to a server that is there.

export type HttpFlavour = 'streamable-http' | 'sse'

export interface HttpEndpoint {
  flavour: HttpFlavour
  /** where the server listens; null: on the first port it opens, path /mcp (or /sse) */
  url: URL | null
}

export interface SandboxedHttpOptions extends SandboxedStdioOptions {
  endpoint: HttpEndpoint
  relaySocket: string
  statusPath: string
  listenTimeoutMs: number
}

/** The SDK client transport for `endpoint` at `url`, every request going through `fetch`. */
type HttpClientTransport = StreamableHTTPClientTransport | SSEClientTransport

/**
 * The SDK client transport for `endpoint` at `url`, every request going through `fetch`. Loaded on first
 * use: the SDK's HTTP clients (and the OAuth schemas they bring) would cost every stdio audit's start.
 */
async function clientTransport(flavour: HttpFlavour, url: URL, fetch: FetchLike | undefined): Promise<HttpClientTransport> {
  const options = fetch ? { fetch } : {}
  if (flavour === 'sse') {
    const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js')
    return new SSEClientTransport(url, options)
  }
  const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js')
  return new StreamableHTTPClientTransport(url, options)
}

/** A streamable HTTP session the server gave an id: ended with a DELETE when the client closes. */
function openSession(client: HttpClientTransport): StreamableHTTPClientTransport | null {
  return 'terminateSession' in client && client.sessionId ? client : null
}

/** The default path when only the port is known: the SDK's examples and most servers use these. */
export function defaultHttpUrl(flavour: HttpFlavour, host: string, port: number): URL {
  const authority = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`
  return new URL(`http://${authority}/${flavour === 'sse' ? 'sse' : 'mcp'}`)
}

/** How often the init's status is read for its listener verdict while the server starts (the first request waits for it). */
const STATUS_POLL_MS = 10

/** Where the init says the server listens: {host, port} from its `http-listening` line, or why not. */
async function readListening(statusPath: string): Promise<{ host: string; port: number } | { notListening: true } | { error: string } | null> {
  let text: string
  try {
    text = await readFile(statusPath, 'utf8')
  } catch {
    return null
  }
  for (const line of text.split('\n')) {
    if (!line) continue
    try {
      const entry = JSON.parse(line) as { event?: string; message?: string }
      if (entry.event === 'http-listening' && entry.message) return JSON.parse(entry.message) as { host: string; port: number }
      if (entry.event === 'http-not-listening') return { notListening: true }
      if (entry.event === 'error') return { error: entry.message ?? 'the sandbox failed' }
    } catch {
      // a line being written
    }
  }
  return null
}

/** fetch's own message ("fetch failed") says nothing; its cause does (ECONNREFUSED, a certificate error). */
function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? error.cause.message : null
  return cause ? `${error.message}: ${cause}` : error.message
}

export class HttpNotListeningError extends Error {
  override readonly name = 'HttpNotListeningError'
}

export class SandboxedHttpTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: JSONRPCMessage) => void
  private readonly process: SandboxedStdioTransport
  private client: HttpClientTransport | null = null
  private processClosed = false
  private listenedAt: URL | null = null
  private protocolVersion: string | undefined

  constructor(private readonly options: SandboxedHttpOptions) {
    this.process = new SandboxedStdioTransport(options)
    // Speaking HTTP, the server's stdout is its log, not MCP.
    this.process.onmessage = () => undefined
    this.process.onerror = () => undefined
    this.process.onclose = () => {
      this.processClosed = true
      this.onclose?.()
    }
  }

  get stderr(): PassThrough {
    return this.process.stderr
  }

  get pid(): number | null {
    return this.process.pid
  }

  get exitCode(): number | null {
    return this.process.exitCode
  }

  /** The URL the client spoke to, once the server listened. */
  get url(): URL | null {
    return this.listenedAt
  }

  setProtocolVersion = (version: string): void => {
    this.protocolVersion = version
    this.client?.setProtocolVersion?.(version)
  }

  async start(): Promise<void> {
    await this.process.start()
    const deadline = Date.now() + this.options.listenTimeoutMs
    const { endpoint } = this.options
    for (;;) {
      if (this.processClosed) throw new Error('the server exited before it listened')
      const seen = await readListening(this.options.statusPath)
      if (seen && 'host' in seen) {
        this.listenedAt = endpoint.url ?? defaultHttpUrl(endpoint.flavour, seen.host, seen.port)
        break
      }
      if (seen && 'error' in seen) throw new Error(seen.error)
      if ((seen && 'notListening' in seen) || Date.now() > deadline) {
        const where = endpoint.url ? `on ${endpoint.url.host}` : 'on any port'
        throw new HttpNotListeningError(`the server did not listen ${where} within ${Math.round(this.options.listenTimeoutMs / 1000)}s`)
      }
      await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
    }
    const fetch = relayFetch({
      socketPath: this.options.relaySocket,
      maxBodyBytes: this.options.maxMessageBytes,
      onOversized: (bytes) => this.options.onOversized({ bytes, id: null })
    })
    const client = await clientTransport(endpoint.flavour, this.listenedAt, fetch)
    client.onmessage = (message) => this.onmessage?.(message)
    client.onerror = (error) => this.onerror?.(error)
    if (this.protocolVersion) client.setProtocolVersion?.(this.protocolVersion)
    this.client = client
    await client.start()
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (!this.client) return Promise.reject(new Error('not connected'))
    return this.client.send(message)
  }

  /**
   * MCP's HTTP shutdown: end the session (DELETE, for streamable HTTP), then end stdin as for stdio —
   * some servers also stop on that. The session stops the process tree afterwards.
   */
  endInput(): void {
    const session = this.client && openSession(this.client)
    if (session) void session.terminateSession().catch(() => undefined)
    this.process.endInput()
  }

  async close(): Promise<void> {
    await this.client?.close().catch(() => undefined)
    await this.process.close()
  }
}

/**
 * A server reached by URL only (nothing started, nothing traced): the SDK's own transport with the same
 * surface as the sandboxed ones — no process, no stderr.
 */
export class RemoteHttpTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: JSONRPCMessage) => void
  readonly stderr = new PassThrough()
  readonly pid = null
  readonly exitCode = null
  /** why the last request failed (connection refused, TLS, HTTP status): the session only sees it closed */
  lastError: string | null = null
  private client: HttpClientTransport | null = null

  constructor(
    private readonly endpoint: { flavour: HttpFlavour; url: URL },
    private readonly limits: { maxMessageBytes: number; onOversized: (bytes: number) => void }
  ) {}

  setProtocolVersion = (version: string): void => {
    this.client?.setProtocolVersion?.(version)
  }

  async start(): Promise<void> {
    const { endpoint, limits } = this
    const client = await clientTransport(endpoint.flavour, endpoint.url, cappedFetch(limits.maxMessageBytes, limits.onOversized))
    client.onmessage = (message) => this.onmessage?.(message)
    client.onerror = (error) => {
      this.lastError = describeFetchError(error)
      this.onerror?.(error)
    }
    client.onclose = () => this.onclose?.()
    this.client = client
    await client.start()
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (!this.client) return Promise.reject(new Error('not connected'))
    return this.client.send(message).catch((error: unknown) => {
      this.lastError = describeFetchError(error)
      throw error
    })
  }

  /** Nothing to end: there is no process. close() ends the session. */
  endInput(): void {}

  async close(): Promise<void> {
    const client = this.client
    if (!client) return
    const session = openSession(client)
    if (session) await Promise.race([session.terminateSession().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2_000))])
    await client.close().catch(() => undefined)
  }
}
