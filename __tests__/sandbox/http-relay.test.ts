import { createServer as createHttpServer, type Server as HttpServer } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from 'node:net'
import { parseProcNetListeners, pickListener, startRelay } from '../../src/sandbox/http-relay.js'
import { relayFetch } from '../../src/probe/relay-fetch.js'

// Lines as the kernel prints them (/proc/net/tcp and tcp6): a loopback listener on 3001, a wildcard one
// on 8080, an established connection that is not a listener.
const TCP = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:0BB9 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 47 1 0000000085d7899e 100 0 0 10 0
   1: 00000000:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 48 1 0000000085d7899f 100 0 0 10 0
   2: 0100007F:0BB9 0100007F:8A3C 01 00000000:00000000 00:00000000 00000000  1000        0 49 1 0000000085d789a0 20 4 30 10 -1
`
const TCP6 = `  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000000000000000000000000000:0050 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 50 1 0000000000000000 100 0 0 10 0
   1: 00000000000000000000000001000000:0FA1 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 51 1 0000000000000000 100 0 0 10 0
`

describe('parseProcNetListeners', () => {
  it('reads listening sockets only, a wildcard one as reachable on loopback', () => {
    expect(parseProcNetListeners(TCP, 4)).toEqual([
      { host: '127.0.0.1', port: 3001 },
      { host: '127.0.0.1', port: 8080 }
    ])
    expect(parseProcNetListeners(TCP6, 6)).toEqual([
      { host: '::1', port: 80 },
      { host: '0:0:0:0:0:0:0:1', port: 4001 }
    ])
  })
})

describe('pickListener', () => {
  const sink = [{ host: '::1', port: 80 }]
  it('takes the named port, or else the lowest new one (not the sink’s, which was there before)', () => {
    const now = [...sink, { host: '127.0.0.1', port: 8080 }, { host: '127.0.0.1', port: 3001 }]
    expect(pickListener(now, 8080, sink)).toEqual({ host: '127.0.0.1', port: 8080 })
    expect(pickListener(now, null, sink)).toEqual({ host: '127.0.0.1', port: 3001 })
    expect(pickListener(sink, null, sink)).toBeNull()
    expect(pickListener(now, 9999, sink)).toBeNull()
  })
})

describe('the relay and the fetch that goes through it', () => {
  let dir: string
  let target: HttpServer
  let relay: Server | null = null
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'relay-'))
    target = createHttpServer((request, response) => {
      if (request.url === '/weird') {
        response.writeHead(999).end('{}')
        return
      }
      if (request.url === '/big') {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end('x'.repeat(4096))
        return
      }
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'application/json', 'mcp-session-id': 'abc' })
        response.end(JSON.stringify({ method: request.method, path: request.url, host: request.headers.host, accept: request.headers.accept, body }))
      })
    })
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
  })
  afterEach(async () => {
    relay?.close()
    await new Promise((resolve) => target.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  it('carries a request to the listener whatever host the URL names, keeping its Host header, and caps answers', async () => {
    const port = (target.address() as { port: number }).port
    const socketPath = join(dir, 'relay.sock')
    relay = await startRelay(socketPath, { host: '127.0.0.1', port }, () => undefined)
    const oversized: number[] = []
    const fetch = relayFetch({ socketPath, maxBodyBytes: 1024, onOversized: (bytes) => oversized.push(bytes) })
    const response = await fetch('http://203.0.113.7:3001/mcp?x=1', {
      method: 'POST',
      headers: { accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc":"2.0"}'
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('mcp-session-id')).toBe('abc')
    expect(await response.json()).toEqual({
      method: 'POST',
      path: '/mcp?x=1',
      host: '203.0.113.7:3001',
      accept: 'application/json, text/event-stream',
      body: '{"jsonrpc":"2.0"}'
    })
    const big = await fetch('http://127.0.0.1:3001/big')
    await expect(big.text()).rejects.toThrow()
    expect(oversized[0]).toBeGreaterThan(1024)
    // A status fetch's Response cannot hold is this request's failure, not an exception in the auditor.
    await expect(fetch('http://127.0.0.1:3001/weird')).rejects.toThrow('the server answered with HTTP status 999')
  })
})
