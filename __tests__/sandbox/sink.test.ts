import { createSocket } from 'node:dgram'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { connect, createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect as tlsConnect } from 'node:tls'
import { connect as http2Connect } from 'node:http2'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import type { SinkRecord } from '../../src/model/index.js'
import {
  buildDnsAnswer,
  jsonLinesRecorder,
  MAX_CAPTURE_BYTES,
  MAX_PREPARED_NAMES,
  readClientHello,
  readDnsQuestion,
  SINK_IDLE_MS,
  startSink,
  type SinkOptions
} from '../../src/sandbox/sink.js'
import { createRunAuthority, leavesFor } from '../../src/sandbox/tls-authority.js'
import { contextsPerName } from '../../src/sandbox/sink-contexts.js'
import { sinkContexts } from '../../src/sandbox/leaf-service.js'
import { sinkIPv4For } from '../../src/model/sink-address.js'
import { fixedReplies } from '../../src/sandbox/sink-replies.js'

// A real query for example.com A, as glibc sends it (id 0x1234, RD set).
const query = Buffer.from('123401000001000000000000076578616d706c6503636f6d0000010001', 'hex')

describe('DNS answers', () => {
  it('reads the question of a query', () => {
    expect(readDnsQuestion(query)).toEqual({ name: 'example.com', type: 1, qclass: 1, end: query.length })
  })

  it('answers A with the name-derived sink address, echoing id and question', () => {
    const answer = buildDnsAnswer(query) as Buffer
    expect(answer.readUInt16BE(0)).toBe(0x1234)
    expect(answer.readUInt16BE(6)).toBe(1) // one answer
    expect([...answer.subarray(answer.length - 4)].join('.')).toBe(sinkIPv4For('example.com'))
    expect(sinkIPv4For('example.com')).toMatch(/^198\.51\.100\.\d+$/)
  })

  it('refuses truncated or label-overflowing packets', () => {
    expect(buildDnsAnswer(query.subarray(0, 20))).toBeNull()
    expect(buildDnsAnswer(Buffer.from('1234010000010000000000004041', 'hex'))).toBeNull()
  })
})

describe('sink on loopback', () => {
  it('accepts TCP and answers HTTP, and answers DNS over UDP, on the ports it is given', async () => {
    const tcpPort = 20000 + Math.floor(Math.random() * 20000)
    const udpPort = tcpPort + 1
    const sink = await startSink({ host: '127.0.0.1', tcpPorts: [tcpPort], dnsPort: udpPort })
    const udp = createSocket('udp4')
    try {
      const response = await new Promise<string>((resolve, reject) => {
        const socket = connect(tcpPort, '127.0.0.1', () => socket.write('POST /x HTTP/1.1\r\nhost: a\r\n\r\nsecret'))
        let data = ''
        socket.on('data', (chunk) => (data += chunk.toString()))
        socket.on('end', () => resolve(data))
        socket.on('error', reject)
      })
      expect(response).toBe('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}')

      const reply = await new Promise<Buffer>((resolve) => {
        udp.on('message', (message) => resolve(message))
        udp.send(query, udpPort, '127.0.0.1')
      })
      expect([...reply.subarray(reply.length - 4)].join('.')).toBe(sinkIPv4For('example.com'))
    } finally {
      udp.close()
      await sink.close()
    }
  })
})

/** The ClientHello Node's own TLS client sends for `servername`, caught by a plain TCP listener. */
async function realClientHello(servername: string): Promise<Buffer> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  try {
    const caught = new Promise<Buffer>((resolve) =>
      server.once('connection', (socket) =>
        socket.once('data', (data: Buffer) => {
          resolve(data)
          socket.destroy()
        })
      )
    )
    const client = tlsConnect({ host: '127.0.0.1', port, servername })
    client.on('error', () => undefined)
    const hello = await caught
    client.destroy()
    return hello
  } finally {
    server.close()
  }
}

/** The same handshake message split over two TLS records, as a client may send it. */
function splitIntoTwoRecords(hello: Buffer): Buffer {
  const handshake = hello.subarray(5)
  const record = (part: Buffer): Buffer => Buffer.concat([Buffer.from([0x16, 0x03, 0x01, part.length >> 8, part.length & 0xff]), part])
  return Buffer.concat([record(handshake.subarray(0, 40)), record(handshake.subarray(40))])
}

describe('ClientHello', () => {
  let hello: Buffer
  beforeAll(async () => {
    hello = await realClientHello('api.example')
  })

  it("reads the SNI of Node's own ClientHello, whole or split over records", () => {
    expect(readClientHello(hello)).toEqual({ complete: true, sni: 'api.example' })
    expect(readClientHello(splitIntoTwoRecords(hello))).toEqual({ complete: true, sni: 'api.example' })
  })

  it('says a ClientHello cut short is incomplete, and keeps the SNI when the bytes so far hold it', () => {
    expect(readClientHello(hello.subarray(0, 3))).toEqual({ complete: false })
    expect(readClientHello(hello.subarray(0, 60))).toEqual({ complete: false })
    expect(readClientHello(splitIntoTwoRecords(hello).subarray(0, 50))).toEqual({ complete: false })
  })

  it('is not fooled by what is not a ClientHello', () => {
    expect(readClientHello(Buffer.from('GET / HTTP/1.1\r\n\r\n'))).toBeNull()
    expect(readClientHello(Buffer.from([0x16, 0x03, 0x01, 0x00, 0x00]))).toBeNull() // empty record
    expect(readClientHello(Buffer.from([0x16, 0x03, 0x03, 0x00, 0x04, 0x02, 0x00, 0x00, 0x00]))).toBeNull() // a ServerHello
  })

  it('never reads out of bounds, whatever the lengths say', () => {
    // Deterministic mutations of a real ClientHello: every length field the parser follows can lie.
    let seed = 7
    const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0)
    for (let i = 0; i < 3000; i++) {
      const mutated = Buffer.from(hello.subarray(0, 5 + (next() % (hello.length - 4))))
      for (let j = 0; j < 4; j++) mutated[next() % mutated.length] = next() & 0xff
      const read = readClientHello(mutated)
      if (read?.sni !== undefined) expect(read.sni.length).toBeLessThanOrEqual(255)
    }
  })
})

describe('the sink answers at once', () => {
  let sinkPort: number
  let records: SinkRecord[]
  let sink: Awaited<ReturnType<typeof startSink>>

  async function start(options: Partial<SinkOptions> = {}): Promise<void> {
    // below the kernel's ephemeral range (32768+): a port some other connection holds would be skipped by the sink
    sinkPort = 20000 + Math.floor(Math.random() * 12000)
    records = []
    sink = await startSink({ host: '127.0.0.1', tcpPorts: [sinkPort, sinkPort + 1], dnsPort: sinkPort + 1, record: (entry) => records.push(entry), ...options })
  }
  afterEach(async () => {
    await sink.close()
  })

  /** Connects, writes `data` (if any), and resolves with what came back once the sink closed. */
  function exchange(data: Buffer | null): Promise<{ reply: Buffer; ms: number }> {
    const started = performance.now()
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = []
      const socket = connect(sinkPort, '127.0.0.1', () => data && socket.write(data))
      socket.on('data', (chunk: Buffer) => chunks.push(chunk))
      socket.on('close', () => resolve({ reply: Buffer.concat(chunks), ms: performance.now() - started }))
      socket.on('error', reject)
    })
  }

  const closedRecords = async (count: number): Promise<SinkRecord[]> => {
    for (let i = 0; i < 100 && records.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    return records
  }

  it('a request whose reply waits past the idle time (the first, while the API index is read) is still answered', async () => {
    const slow = fixedReplies({ status: 200, contentType: 'application/json', body: Buffer.from('{"ok":true}') })
    await start({ replies: { ready: () => new Promise((resolve) => setTimeout(resolve, SINK_IDLE_MS * 3)), answer: slow.answer } })
    const { reply, ms } = await exchange(Buffer.from('GET /v1/style HTTP/1.1\r\nhost: api.example\r\n\r\n'))
    expect(ms).toBeGreaterThanOrEqual(SINK_IDLE_MS * 3 - 20)
    expect(reply.toString()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n\{"ok":true\}$/)
  })

  it('refuses TLS with a fatal alert at once, after recording the SNI', async () => {
    await start()
    const started = performance.now()
    const error = await new Promise<Error>((resolve) => {
      const client = tlsConnect({ host: '127.0.0.1', port: sinkPort, servername: 'api.example' })
      client.on('error', resolve)
      client.on('secureConnect', () => resolve(new Error('handshake completed')))
    })
    expect(performance.now() - started).toBeLessThan(SINK_IDLE_MS)
    expect(error.message).toMatch(/alert handshake failure|alert number 40/i)
    const [entry] = await closedRecords(1)
    expect(entry).toMatchObject({ address: '127.0.0.1', port: sinkPort, protocol: 'tls', sni: 'api.example', reply: 'tls-alert' })
    expect(entry?.sourcePort).toBeGreaterThan(0)
    expect(entry?.bytesReceived).toBeGreaterThan(100)
  })

  it('answers fetch() by default with JSON shaped by method and path (a POST: an item with an id), and records the request and the answer', async () => {
    await start()
    const response = await fetch(`http://127.0.0.1:${sinkPort}/v1/items?q=1`, {
      method: 'POST',
      body: '{"title":"Groceries","api_key":"sk-live-0123456789abcdefghij"}'
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const body = (await response.json()) as Record<string, unknown>
    // the title echoed; the key never sent back
    expect(body).toMatchObject({ id: 1, title: 'Groceries' })
    expect(JSON.stringify(body)).not.toContain('sk-live')
    const [entry] = await closedRecords(1)
    expect(entry).toMatchObject({
      protocol: 'http',
      http: { method: 'POST', target: '/v1/items?q=1', host: `127.0.0.1:${sinkPort}` },
      reply: 'http',
      status: 200,
      replied: { shape: 'rest-echo', contentType: 'application/json; charset=utf-8', fields: expect.arrayContaining(['id', 'title']) as unknown }
    })
  })

  it('opens TLS with the run authority for a client that trusts it, answers the request and keeps its bytes', async () => {
    const authority = await createRunAuthority()
    await start({ tlsContext: sinkContexts(authority, null) })
    const request = 'POST /u HTTP/1.1\r\nHost: up.example\r\nContent-Length: 6\r\n\r\nsecret'
    const body = await new Promise<string>((resolve, reject) => {
      const client = tlsConnect({ host: '127.0.0.1', port: sinkPort, servername: 'up.example', ca: authority.caCertPem }, () => {
        client.end(request)
      })
      let data = ''
      client.on('data', (chunk: Buffer) => (data += chunk.toString()))
      client.on('close', () => resolve(data))
      client.on('error', reject)
    })
    expect(body).toMatch(/^HTTP\/1\.1 200 OK/)
    const [entry] = await closedRecords(1)
    expect(entry).toMatchObject({
      protocol: 'tls',
      sni: 'up.example',
      reply: 'tls-opened',
      status: 200,
      http: { method: 'POST', target: '/u', host: 'up.example' }
    })
    expect(Buffer.from(entry?.payload ?? '', 'base64').toString()).toContain('secret')
    // what the client sent is the request it wrote; the handshake and records around it are only in bytesReceived
    expect(entry?.plaintextBytes).toBe(request.length)
    expect(entry?.bytesReceived).toBeGreaterThan(request.length + 200)
  })

  it('keeps an opened HTTP/1.1 connection for the next request: one handshake, a record per request, each with its own bytes', async () => {
    const authority = await createRunAuthority()
    await start({ tlsContext: sinkContexts(authority, null) })
    const agent = new HttpsAgent({ keepAlive: true, maxSockets: 1, ca: authority.caCertPem })
    const post = (body: string): Promise<string> =>
      new Promise((resolve, reject) => {
        const request = httpsRequest(
          { host: '127.0.0.1', port: sinkPort, servername: 'keep.example', path: '/k', method: 'POST', agent, headers: { host: 'keep.example' } },
          (response) => {
            let data = ''
            response.on('data', (chunk: Buffer) => (data += chunk.toString()))
            // fetch (undici) stops reusing a connection 2 s before the timeout it is told: more than that, or it never reuses one
            const timeout = Number(/timeout=(\d+)/.exec(String(response.headers['keep-alive'] ?? ''))?.[1])
            response.on('end', () =>
              resolve(
                `${response.statusCode} ${response.headers.connection} ${timeout > 2 ? 'timeout > 2 s' : timeout} id ${(JSON.parse(data) as { id: unknown }).id}`
              )
            )
          }
        )
        request.on('error', reject)
        request.end(body)
      })
    try {
      expect(await post('first-secret')).toBe('200 keep-alive timeout > 2 s id 1')
      expect(await post('second-secret')).toBe('200 keep-alive timeout > 2 s id 1')
    } finally {
      agent.destroy()
    }
    const entries = await closedRecords(2)
    expect(entries).toHaveLength(2)
    const [first, second] = entries
    expect(first).toMatchObject({ protocol: 'tls', sni: 'keep.example', reply: 'tls-opened', status: 200, http: { method: 'POST', target: '/k' } })
    expect(first?.request).toBeUndefined()
    expect(second).toMatchObject({ protocol: 'tls', sni: 'keep.example', reply: 'tls-opened', status: 200, request: 2, sourcePort: first?.sourcePort })
    expect(Buffer.from(first?.payload ?? '', 'base64').toString()).toMatch(/first-secret$/)
    expect(Buffer.from(second?.payload ?? '', 'base64').toString()).toMatch(/^POST \/k HTTP\/1\.1\r\n[^]*second-secret$/)
    // the first carries the handshake; the second only its own records
    expect(second?.plaintextBytes).toBeLessThan(second?.bytesReceived ?? 0)
    expect(second?.bytesReceived).toBeLessThan((first?.bytesReceived ?? 0) - 200)
    expect(second?.at).toBeGreaterThanOrEqual(first?.at ?? Infinity)
  })

  it('speaks HTTP/2 inside the opened TLS when the client offers h2: method, authority, path and headers recorded, the credential marked, the body kept', async () => {
    const authority = await createRunAuthority()
    await start({ tlsContext: sinkContexts(authority, null) })
    const client = http2Connect(`https://127.0.0.1:${sinkPort}`, { ca: authority.caCertPem, servername: 'h2.example' })
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = client.request({
          ':method': 'POST',
          ':path': '/v2/upload',
          ':authority': 'h2.example',
          authorization: 'Bearer abcdef0123',
          'x-trace': 'plain'
        })
        let status = 0
        let body = ''
        request.on('response', (headers) => (status = Number(headers[':status'])))
        request.on('data', (chunk: Buffer) => (body += chunk.toString()))
        request.on('end', () => resolve({ status, body }))
        request.on('error', reject)
        request.end('secret-body')
      })
      expect([status, JSON.parse(body)]).toEqual([200, expect.objectContaining({ id: 1 })])
      expect(body).not.toContain('secret-body')
    } finally {
      client.close()
    }
    const [entry] = await closedRecords(1)
    expect(entry).toMatchObject({
      protocol: 'tls',
      sni: 'h2.example',
      reply: 'tls-opened',
      status: 200,
      http: { method: 'POST', target: '/v2/upload', host: 'h2.example', version: '2' },
      replied: { shape: 'rest-echo' }
    })
    expect(entry?.http?.headers).toEqual(
      expect.arrayContaining([
        ['authorization', '[credential, 17 characters]'],
        ['x-trace', 'plain']
      ])
    )
    const payload = Buffer.from(entry?.payload ?? '', 'base64').toString()
    expect(payload).toContain('authorization: Bearer abcdef0123')
    expect(payload).toContain('secret-body')
    // the request as written out like HTTP/1 (HPACK and frames aside), as the report counts what was sent
    expect(entry?.plaintextBytes).toBe(Buffer.byteLength(payload))
    expect(entry?.plaintextBytes).toBeLessThan(entry?.bytesReceived ?? 0)
  })

  it('records a client that refuses the certificate (it does not trust the run authority) as such', async () => {
    await start({ tlsContext: sinkContexts(await createRunAuthority(), null) })
    await new Promise<void>((resolve) => {
      const client = tlsConnect({ host: '127.0.0.1', port: sinkPort, servername: 'pinned.example' })
      client.on('error', () => resolve())
      client.on('secureConnect', () => resolve())
    })
    const [entry] = await closedRecords(1)
    expect(entry).toMatchObject({ protocol: 'tls', sni: 'pinned.example', reply: 'tls-refused' })
  })

  it('keeps the first 64 KiB of what any connection carried, for the canary matcher', async () => {
    await start()
    await exchange(Buffer.concat([Buffer.from('PUT /x HTTP/1.1\r\nHost: h.example\r\nContent-Length: 100000\r\n\r\n'), Buffer.alloc(100_000, 'z')]))
    const [entry] = await closedRecords(1)
    expect(Buffer.from(entry?.payload ?? '', 'base64').length).toBe(MAX_CAPTURE_BYTES)
  })

  it('keeps only the first --capture-bytes of a connection: a canary before the cap is in the payload, one after it is not; TLS bodies the same', async () => {
    const before = 'AKIAFAKEBEFORECAP0001'
    const after = 'AKIAFAKEAFTERCAP00002'
    const body = Buffer.concat([Buffer.alloc(1000, 'a'), Buffer.from(before), Buffer.alloc(5000, 'b'), Buffer.from(after), Buffer.alloc(1000, 'c')])
    const authority = await createRunAuthority()
    await start({ captureBytes: 4096, tlsContext: sinkContexts(authority, null) })
    await exchange(Buffer.concat([Buffer.from(`PUT /x HTTP/1.1\r\nHost: h.example\r\nContent-Length: ${body.length}\r\n\r\n`), body]))
    const reply = await new Promise<string>((resolve, reject) => {
      const client = tlsConnect({ host: '127.0.0.1', port: sinkPort, servername: 'up.example', ca: authority.caCertPem }, () => {
        client.end(Buffer.concat([Buffer.from(`POST /u HTTP/1.1\r\nHost: up.example\r\nContent-Length: ${body.length}\r\n\r\n`), body]))
      })
      let data = ''
      client.on('data', (chunk: Buffer) => (data += chunk.toString()))
      client.on('close', () => resolve(data))
      client.on('error', reject)
    })
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK/)
    const entries = await closedRecords(2)
    expect(entries.map((entry) => entry.protocol).sort()).toEqual(['http', 'tls'])
    for (const entry of entries) {
      const payload = Buffer.from(entry.payload ?? '', 'base64')
      expect(payload.length).toBe(4096)
      expect(payload.toString('latin1')).toContain(before)
      expect(payload.toString('latin1')).not.toContain(after)
      expect(entry.bytesReceived).toBeGreaterThan(body.length)
    }
    // counted in full, past the cap: the request line, headers and whole body the client sent inside the TLS
    const opened = entries.find((entry) => entry.protocol === 'tls')
    expect(opened?.plaintextBytes).toBe(Buffer.byteLength(`POST /u HTTP/1.1\r\nHost: up.example\r\nContent-Length: ${body.length}\r\n\r\n`) + body.length)
    expect(entries.find((entry) => entry.protocol === 'http')?.plaintextBytes).toBeUndefined()
  })

  it('answers DNS over TCP on the DNS port like over UDP, each length-prefixed query of the connection, and records their questions', async () => {
    await start()
    const framed = (message: Buffer): Buffer => Buffer.concat([Buffer.from([message.length >> 8, message.length & 0xff]), message])
    // example.com A, then 6b6579.exfil.example AAAA (id 0x4321), sent in one write and split mid-message
    const second = Buffer.from('4321010000010000000000000636623635373905657866696c076578616d706c6500001c0001', 'hex')
    const stream = Buffer.concat([framed(query), framed(second)])
    const answers = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = []
      const socket = connect(sinkPort + 1, '127.0.0.1', () => {
        socket.write(stream.subarray(0, 20))
        setTimeout(() => socket.end(stream.subarray(20)), 20)
      })
      socket.on('data', (chunk: Buffer) => chunks.push(chunk))
      socket.on('close', () => resolve(Buffer.concat(chunks)))
      socket.on('error', reject)
    })
    const first = answers.subarray(2, 2 + answers.readUInt16BE(0))
    const rest = answers.subarray(2 + first.length)
    const next = rest.subarray(2, 2 + rest.readUInt16BE(0))
    expect(first).toEqual(buildDnsAnswer(query))
    expect(next).toEqual(buildDnsAnswer(second))
    expect(next.readUInt16BE(0)).toBe(0x4321)
    const [entry] = await closedRecords(1)
    expect(entry).toMatchObject({
      port: sinkPort + 1,
      transport: 'tcp',
      protocol: 'dns',
      reply: 'dns',
      dns: [
        { name: 'example.com', type: 'A' },
        { name: '6b6579.exfil.example', type: 'AAAA' }
      ]
    })
  })

  /** Sends each datagram from one client socket to the sink's DNS port; resolves with the replies that came within `waitMs`. */
  async function datagrams(messages: Buffer[], waitMs: number): Promise<{ replies: Buffer[]; sourcePort: number }> {
    const client = createSocket('udp4')
    const replies: Buffer[] = []
    client.on('message', (message) => replies.push(message))
    try {
      await new Promise<void>((resolve) => client.bind(0, '127.0.0.1', resolve))
      for (const message of messages)
        await new Promise<void>((resolve, reject) => client.send(message, sinkPort + 1, '127.0.0.1', (error) => (error ? reject(error) : resolve())))
      for (let waited = 0; waited < waitMs && replies.length < messages.length; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10))
      return { replies, sourcePort: client.address().port }
    } finally {
      client.close()
    }
  }

  /** A query (id 0x5eed, RD) with these questions, each of type A. */
  function dnsQuery(names: string[]): Buffer {
    const header = Buffer.from([0x5e, 0xed, 0x01, 0x00, 0, names.length, 0, 0, 0, 0, 0, 0])
    const questions = names.map((name) =>
      Buffer.concat([
        ...name.split('.').map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'latin1')])),
        Buffer.from([0, 0, 1, 0, 1])
      ])
    )
    return Buffer.concat([header, ...questions])
  }

  it('records each DNS query over UDP like one over TCP: from the client port, its questions, answered, its bytes kept within --capture-bytes', async () => {
    await start({ captureBytes: 1024 })
    const padding = Array.from({ length: 6 }, (_, i) => `${String(i).repeat(63)}.${'p'.repeat(63)}.${'q'.repeat(63)}.pad.example`)
    const long = dnsQuery([...padding, '2d2d2d2d2d424547494e.exfil.example'])
    expect(long.length).toBeGreaterThan(1024)
    const { replies, sourcePort } = await datagrams([query, long], 2_000)
    expect(replies).toHaveLength(2)
    expect(replies).toContainEqual(buildDnsAnswer(query))
    const entries = await closedRecords(2)
    expect(entries.map(({ at, payload, ...entry }) => [typeof at, Buffer.from(payload ?? '', 'base64').length, entry])).toEqual([
      [
        'number',
        query.length,
        {
          address: '127.0.0.1',
          port: sinkPort + 1,
          sourcePort,
          transport: 'udp',
          protocol: 'dns',
          bytesReceived: query.length,
          reply: 'dns',
          dns: [{ name: 'example.com', type: 'A' }]
        }
      ],
      [
        'number',
        1024,
        {
          address: '127.0.0.1',
          port: sinkPort + 1,
          sourcePort,
          transport: 'udp',
          protocol: 'dns',
          bytesReceived: long.length,
          reply: 'dns',
          dns: [...padding, '2d2d2d2d2d424547494e.exfil.example'].map((name) => ({ name, type: 'A' }))
        }
      ]
    ])
    expect(Buffer.from(entries[0]?.payload ?? '', 'base64')).toEqual(query)
  })

  it("begins a resolved name's certificate and the reply shaping at its address question, before any connection; at most MAX_PREPARED_NAMES names", async () => {
    const asked: string[] = []
    let readied = 0
    const replies = fixedReplies({ status: 200, contentType: 'application/json', body: Buffer.from('{}') })
    const authority = await createRunAuthority()
    const issue = leavesFor(authority)
    const issued: string[] = []
    const contexts = contextsPerName(authority, async (name) => (issued.push(name), issue(name)))
    await start({
      replies: { ready: () => ((readied += 1), replies.ready()), answer: replies.answer },
      tlsContext: (name) => (asked.push(name), contexts(name))
    })
    const names = Array.from({ length: MAX_PREPARED_NAMES + 5 }, (_, i) => `host${i}.api.example`)
    const { replies: answers } = await datagrams([dnsQuery(['api.example']), ...names.map((name) => dnsQuery([name]))], 2_000)
    expect(answers).toHaveLength(names.length + 1)
    expect(asked).toEqual(['api.example', ...names.slice(0, MAX_PREPARED_NAMES - 1)])
    expect(readied).toBeGreaterThan(0)
    // the connection that follows is opened with the certificate already made: the same context, not a second issuance
    const secure = await new Promise<string>((resolve, reject) => {
      const socket = tlsConnect({ port: sinkPort, host: '127.0.0.1', servername: 'api.example', ca: authority.caCertPem }, () => {
        resolve(socket.getPeerCertificate().subjectaltname ?? '')
        socket.destroy()
      })
      socket.on('error', reject)
    })
    expect(secure).toBe('DNS:api.example')
    expect(asked.filter((name) => name === 'api.example')).toHaveLength(2)
    expect(issued.filter((name) => name === 'api.example')).toHaveLength(1)
  })

  it('records a datagram to the DNS port that is not a query, with its first bytes, and does not answer it', async () => {
    await start()
    const { replies, sourcePort } = await datagrams([Buffer.from('not a dns query at all, just bytes')], 200)
    expect(replies).toEqual([])
    const [entry] = await closedRecords(1)
    expect(entry).toMatchObject({
      port: sinkPort + 1,
      sourcePort,
      transport: 'udp',
      protocol: 'other',
      reply: 'none',
      bytesReceived: 34,
      head: Buffer.from('not a dns query at all, just bytes').subarray(0, 32).toString('hex')
    })
    expect(entry?.dns).toBeUndefined()
  })

  it('closes a DNS-over-TCP connection whose message is not a query', async () => {
    await start()
    const { reply } = await new Promise<{ reply: Buffer }>((resolve, reject) => {
      const chunks: Buffer[] = []
      const socket = connect(sinkPort + 1, '127.0.0.1', () => socket.write(Buffer.from('0004deadbeef', 'hex')))
      socket.on('data', (chunk: Buffer) => chunks.push(chunk))
      socket.on('close', () => resolve({ reply: Buffer.concat(chunks) }))
      socket.on('error', reject)
    })
    expect(reply.length).toBe(0)
    expect((await closedRecords(1))[0]).toMatchObject({ protocol: 'dns', dns: [] })
  })

  it('answers with the configured status and body', async () => {
    await start({ httpReply: { status: 404, contentType: 'text/plain; charset=utf-8', body: Buffer.from('no such thing') } })
    const response = await fetch(`http://127.0.0.1:${sinkPort}/missing`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('no such thing')
    expect((await closedRecords(1))[0]).toMatchObject({ status: 404, replied: { shape: 'fixed', contentType: 'text/plain; charset=utf-8', bytes: 13 } })
  })

  it('answers a GraphQL POST inside the opened TLS to its selection set, and a plain-HTTP body that comes after its head', async () => {
    const authority = await createRunAuthority()
    await start({ tlsContext: sinkContexts(authority, null) })
    const query = '{ viewer { login repositories(first: 1) { nodes { name } } } }'
    const body = await new Promise<string>((resolve, reject) => {
      const request = httpsRequest(
        {
          host: '127.0.0.1',
          port: sinkPort,
          servername: 'api.github.com',
          path: '/graphql',
          method: 'POST',
          ca: authority.caCertPem,
          headers: { host: 'api.github.com', 'content-type': 'application/json' }
        },
        (response) => {
          let data = ''
          response.on('data', (chunk: Buffer) => (data += chunk.toString()))
          response.on('end', () => resolve(data))
        }
      )
      request.on('error', reject)
      request.end(JSON.stringify({ query }))
    })
    expect(JSON.parse(body)).toEqual({ data: { viewer: { login: 'acme', repositories: { nodes: [{ name: 'name 1' }] } } } })
    expect((await closedRecords(1))[0]).toMatchObject({ reply: 'tls-opened', replied: { shape: 'graphql', fields: ['viewer'] } })

    // plain HTTP: the head first, the JSON body 50 ms later; the answer echoes the body
    const reply = await new Promise<string>((resolve, reject) => {
      let data = ''
      const json = '{"name":"weekly"}'
      const socket = connect(sinkPort, '127.0.0.1', () => {
        socket.write(`PUT /v1/reports/7 HTTP/1.1\r\nHost: r.example\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\n\r\n`)
        setTimeout(() => socket.write(json), 50)
      })
      socket.on('data', (chunk: Buffer) => (data += chunk.toString()))
      socket.on('close', () => resolve(data))
      socket.on('error', reject)
    })
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toMatchObject({ id: 7, name: 'weekly' })
  })

  it('waits for a request head that comes in pieces, then answers', async () => {
    await start()
    const started = performance.now()
    const reply = await new Promise<string>((resolve, reject) => {
      let data = ''
      const socket = connect(sinkPort, '127.0.0.1', () => {
        socket.write('GE')
        setTimeout(() => socket.write('T /slow HTTP/1.1\r\nHost: a.example\r\n'), 50)
        setTimeout(() => socket.write('\r\n'), 100)
      })
      socket.on('data', (chunk: Buffer) => (data += chunk.toString()))
      socket.on('close', () => resolve(data))
      socket.on('error', reject)
    })
    expect(reply.startsWith('HTTP/1.1 200 OK')).toBe(true)
    expect(performance.now() - started).toBeLessThan(1_000)
    expect((await closedRecords(1))[0]?.http).toEqual({ method: 'GET', target: '/slow', host: 'a.example' })
  })

  it('closes anything else right away, recording its first bytes', async () => {
    await start()
    const { reply, ms } = await exchange(Buffer.from('\x00\x01SSH-ish binary hello'))
    expect(reply.length).toBe(0)
    expect(ms).toBeLessThan(SINK_IDLE_MS)
    const [entry] = await closedRecords(1)
    expect(entry).toMatchObject({ protocol: 'other', reply: 'closed', bytesReceived: 22 })
    expect(Buffer.from(entry?.head ?? '', 'hex').toString('latin1')).toBe('\x00\x01SSH-ish binary hello')
  })

  it('closes a client that sends nothing after a short idle time, not five seconds', async () => {
    await start()
    const { ms } = await exchange(null)
    expect(ms).toBeGreaterThanOrEqual(SINK_IDLE_MS - 20)
    expect(ms).toBeLessThan(SINK_IDLE_MS + 1_000)
    expect((await closedRecords(1))[0]).toMatchObject({ protocol: 'silent', bytesReceived: 0, reply: 'closed' })
  })

  it('records connections still open when the sink closes', async () => {
    await start()
    const socket = connect(sinkPort, '127.0.0.1')
    socket.on('error', () => undefined)
    await new Promise((resolve) => socket.once('connect', resolve))
    await new Promise((resolve) => setTimeout(resolve, 20))
    const closing = sink.close()
    expect(records).toHaveLength(1)
    socket.destroy()
    await closing
    sink = { close: async () => undefined }
  })
})

describe('jsonLinesRecorder', () => {
  const entry: SinkRecord = { at: 1, address: '198.51.100.1', port: 80, sourcePort: 5, protocol: 'silent', bytesReceived: 0, reply: 'closed' }

  it('appends one JSON line per record to the file the auditor made, up to its cap', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-behave-sink-'))
    try {
      const path = join(dir, 'sink.jsonl')
      writeFileSync(path, '')
      const record = jsonLinesRecorder(path, 2, () => undefined)
      for (let i = 0; i < 5; i++) record({ ...entry, sourcePort: i })
      expect(
        readFileSync(path, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as SinkRecord)
          .map((line) => line.sourcePort)
      ).toEqual([0, 1])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('never writes through a symbolic link planted at its path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-behave-sink-'))
    try {
      const target = join(dir, 'victim')
      writeFileSync(target, 'untouched\n')
      symlinkSync(target, join(dir, 'sink.jsonl'))
      const errors: string[] = []
      const record = jsonLinesRecorder(join(dir, 'sink.jsonl'), 10, (message) => errors.push(message))
      record(entry)
      expect(readFileSync(target, 'utf8')).toBe('untouched\n')
      expect(errors).toEqual([expect.stringMatching(/cannot record connections/)])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
