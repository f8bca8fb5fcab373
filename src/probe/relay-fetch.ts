import { request } from 'node:http'
import { Readable } from 'node:stream'
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js'

// A fetch for the MCP SDK's HTTP client transports that sends every request through the sandbox's relay
// (a unix socket) whatever the URL's host says: the server listens inside a network namespace the
// auditor is not in. Only the URL's path and query are used; the Host header keeps the URL's authority,
// which servers with DNS-rebinding protection check. Redirects are returned, not followed (the SDK
// decides). Each answer's body is capped: past `maxBodyBytes` it ends with an error.

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

export interface RelayFetchOptions {
  socketPath: string
  maxBodyBytes: number
  onOversized: (bytes: number) => void
}

export function relayFetch(options: RelayFetchOptions): FetchLike {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof URL ? input.href : String(input))
      const headers: Record<string, string> = { host: url.host }
      new Headers(init?.headers).forEach((value, name) => {
        headers[name] = value
      })
      const body = init?.body
      if (body !== undefined && body !== null && typeof body !== 'string') {
        reject(new TypeError('relay fetch: only string bodies are supported'))
        return
      }
      if (typeof body === 'string') headers['content-length'] = String(Buffer.byteLength(body))
      const signal = init?.signal ?? undefined
      if (signal?.aborted) {
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'))
        return
      }
      const outgoing = request(
        { socketPath: options.socketPath, method: init?.method ?? 'GET', path: url.pathname + url.search, headers, ...(signal ? { signal } : {}) },
        (incoming) => {
          // The server chose the status and headers: one fetch's Response refuses (a status of 999, a header
          // value that is not a byte string) is this request's failure, never an exception in the auditor.
          const status = incoming.statusCode ?? 0
          if (status < 200 || status > 599) {
            incoming.destroy()
            reject(new Error(`the server answered with HTTP status ${status}`))
            return
          }
          const responseHeaders = new Headers()
          try {
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (value === undefined) continue
              for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one)
            }
          } catch (error) {
            incoming.destroy()
            reject(error instanceof Error ? error : new Error(String(error)))
            return
          }
          let seen = 0
          incoming.on('data', (chunk: Buffer) => {
            seen += chunk.length
            if (seen > options.maxBodyBytes) {
              options.onOversized(seen)
              incoming.destroy(new Error(`the answer exceeded ${options.maxBodyBytes} bytes and was dropped`))
            }
          })
          const stream = NULL_BODY_STATUSES.has(status) ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>)
          if (stream === null) incoming.resume()
          resolve(new Response(stream, { status, headers: responseHeaders }))
        }
      )
      outgoing.on('error', reject)
      outgoing.end(body)
    })
}

/**
 * The platform's fetch with each answer's body capped at `maxBodyBytes` (a remote server's answers are as
 * untrusted as a sandboxed one's): past it the body ends with an error.
 */
export function cappedFetch(maxBodyBytes: number, onOversized: (bytes: number) => void): FetchLike {
  return async (input, init) => {
    const response = await fetch(input, init)
    if (!response.body) return response
    let seen = 0
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength
          if (seen > maxBodyBytes) {
            onOversized(seen)
            controller.error(new Error(`the answer exceeded ${maxBodyBytes} bytes and was dropped`))
            return
          }
          controller.enqueue(chunk)
        }
      })
    )
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}
