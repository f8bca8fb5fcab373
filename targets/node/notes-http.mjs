// Serves a notes server over streamable HTTP (the SDK's StreamableHTTPServerTransport, one session per
// initialize), as servers that are not launched over stdio do: `--port N` (default 3001, 0 for any free
// port), on 127.0.0.1, path /mcp. With `--sse`, the older HTTP+SSE transport instead (SSEServerTransport:
// GET /sse opens a session, POST /messages?sessionId=… carries requests). Logs `listening on <url>` to stderr. Stops on stdin EOF, SIGTERM, or
// after five minutes, so a forgotten one does not linger.
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js'

const MAX_BODY_BYTES = 1 << 20
const LIFETIME_MS = 5 * 60 * 1000

function readJson(request) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    request.on('data', (chunk) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) request.destroy(new Error('body too large'))
      else chunks.push(chunk)
    })
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch (error) {
        reject(error)
      }
    })
    request.on('error', reject)
  })
}

function portFromArgs() {
  const index = process.argv.indexOf('--port')
  return index >= 0 ? Number(process.argv[index + 1]) : 3001
}

function sseHandler(makeServer, sessions) {
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (request.method === 'GET' && url.pathname === '/sse') {
      const transport = new SSEServerTransport('/messages', response)
      sessions.set(transport.sessionId, transport)
      transport.onclose = () => sessions.delete(transport.sessionId)
      await makeServer().connect(transport)
      return
    }
    const transport = sessions.get(url.searchParams.get('sessionId') ?? '')
    if (request.method !== 'POST' || url.pathname !== '/messages' || !transport) {
      response.writeHead(404).end()
      return
    }
    await transport.handlePostMessage(request, response, await readJson(request))
  }
}

/** `makeServer` builds a fresh McpServer per session (one SDK server connects to one transport). */
export async function serveOverHttp(makeServer, { port = portFromArgs(), sse = process.argv.includes('--sse') } = {}) {
  const path = sse ? '/sse' : '/mcp'
  const sessions = new Map()
  const serveSse = sse ? sseHandler(makeServer, sessions) : null
  const http = createServer(async (request, response) => {
    try {
      if (serveSse) {
        await serveSse(request, response)
        return
      }
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== path) {
        response.writeHead(404).end()
        return
      }
      const body = request.method === 'POST' ? await readJson(request) : undefined
      const sessionId = request.headers['mcp-session-id']
      let transport = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined
      if (!transport) {
        if (!isInitializeRequest(body)) {
          response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'no valid session' }, id: null }))
          return
        }
        const created = new StreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: (id) => sessions.set(id, created) })
        created.onclose = () => created.sessionId && sessions.delete(created.sessionId)
        await makeServer().connect(created)
        transport = created
      }
      await transport.handleRequest(request, response, body)
    } catch (error) {
      if (!response.headersSent) response.writeHead(500).end(String(error))
    }
  })
  const stop = () => {
    http.closeAllConnections()
    http.close()
    process.exit(0)
  }
  process.stdin.on('end', stop)
  process.stdin.resume()
  process.on('SIGTERM', stop)
  setTimeout(stop, LIFETIME_MS).unref()
  await new Promise((resolve) => http.listen(port, '127.0.0.1', resolve))
  process.stderr.write(`listening on http://127.0.0.1:${http.address().port}${path}\n`)
}
