import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

// A loopback stand-in for an MCP registry's read API (GET /v0.1/servers/{name}/versions/{version}),
// answering from a table of server.json responses keyed by name and version ("latest" too).

export interface RegistryDouble {
  url: string
  requests: string[]
  close(): Promise<void>
}

export async function startRegistryDouble(entries: Record<string, unknown>): Promise<RegistryDouble> {
  const requests: string[] = []
  const server = createServer((request, response) => {
    requests.push(request.url ?? '')
    const match = /^\/v0\.1\/servers\/([^/]+)\/versions\/([^/?]+)$/.exec(request.url ?? '')
    const key = match ? `${decodeURIComponent(match[1] as string)}@${decodeURIComponent(match[2] as string)}` : ''
    const entry = entries[key]
    const body = JSON.stringify(entry ?? { title: 'Not Found', status: 404, detail: 'Server not found' })
    response.writeHead(entry === undefined ? 404 : 200, { 'content-type': 'application/json' })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}

/** A server.json response as the registry serves it, status in the official `_meta`. */
export function registryEntry(server: Record<string, unknown>, status = 'active'): unknown {
  return { server, _meta: { 'io.modelcontextprotocol.registry/official': { status, publishedAt: '2026-01-01T00:00:00Z', isLatest: true } } }
}
