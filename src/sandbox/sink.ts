import { createSocket, type RemoteInfo, type Socket as UdpSocket } from 'node:dgram'
import { constants, openSync, writeSync } from 'node:fs'
import { createServer as createHttp2Server, type IncomingHttpHeaders, type ServerHttp2Stream } from 'node:http2'
import { createServer, type Server, type Socket } from 'node:net'
import { Duplex } from 'node:stream'
import { TLSSocket, type SecureContext } from 'node:tls'
import type { SinkRecord } from '../model/index.js'
import { decodeDnsQuery } from '../profile/dns-wire.js'
import type { Destination, Transport } from './sink-redirect.js'
import { DEFAULT_CAPTURE_BYTES } from '../settings/capture-bytes.js'
import {
  buildDnsAnswer,
  http1Headers,
  httpResponse,
  httpStart,
  MAX_TARGET,
  readClientHello,
  readHttpHead,
  recordedHeaders,
  type HttpReply
} from './sink-wire.js'

export { buildDnsAnswer, readClientHello, readDnsQuestion, recordedHeaders, type HttpReply } from './sink-wire.js'

// The sink runs inside the server's network namespace, where every IPv4 and IPv6 address is routed to
// loopback. It accepts TCP on the ports servers commonly phone home on (and, through the redirect of
// sink-redirect.ts, on every other port and UDP as well) and answers at once, so a call
// that goes to the network fails (or succeeds) fast instead of waiting on a timer; and it answers every
// DNS query with a documentation-range address, so a server that looks a name up goes on to connect.
// Nothing it receives is forwarded anywhere: the namespace has no route off the machine.
//
// Longer than the usual ~350 lines on purpose: this is the one process that faces whatever the server
// sends over the network, and its connection handling (TCP, the TLS opening, HTTP/1 and HTTP/2 inside it,
// the catch-all redirect, UDP) shares one budget of bytes and one record per connection; the wire formats
// it reads are apart, pure, in sink-wire.ts.

export const SINK_TCP_PORTS = [21, 22, 23, 25, 53, 80, 110, 143, 443, 465, 587, 853, 993, 995, 1080, 3128, 4444, 6667, 8080, 8443, 9050] as const

const MAX_BYTES_PER_CONNECTION = 1 << 20
// A client that connects and says nothing (or stops half-way through a ClientHello or a request head) is
// closed after this long without data; a client that waits for a banner then fails at once.
export const SINK_IDLE_MS = 250
/** What is buffered to tell TLS from HTTP from anything else: a whole ClientHello or request head. */
const MAX_HEAD_BYTES = 32 * 1024
const HEAD_HEX_BYTES = 32
/** Connections recorded in network.jsonl; the rest are answered but not recorded. */
export const SINK_LOG_MAX_RECORDS = 10_000

/** A reply a client can parse, so a server gets past its error path into what it does with the data. */
export const DEFAULT_HTTP_REPLY: HttpReply = { status: 200, contentType: 'application/json', body: Buffer.from('{}') }

// A fatal handshake_failure alert in a plain TLS record: the sink holds no certificate, and says so at once.
const TLS_HANDSHAKE_FAILURE = Buffer.from([0x15, 0x03, 0x03, 0x00, 0x02, 0x02, 0x28])

export interface SinkHandle {
  close(): Promise<void>
}

export interface SinkOptions {
  tcpPorts?: readonly number[]
  /** bind address for both families; `::` with dual-stack also receives IPv4 */
  host?: string
  dnsPort?: number
  httpReply?: HttpReply
  /** with the run's authority: TLS is opened (a certificate for the ClientHello's name) and answered like HTTP */
  tlsContext?: (serverName: string) => Promise<SecureContext>
  /** called once per TCP connection when it closes (or when the process exits with it still open), and once per UDP datagram */
  record?: (entry: SinkRecord) => void
  onError?: (message: string) => void
  /**
   * Where the redirect (sink-redirect.ts) sends every other TCP connection and UDP datagram, and how to
   * learn the destination each was sent to.
   */
  catchAll?: { port: number; originalOf: (transport: Transport, sourcePort: number) => Destination | undefined }
  /** the first this many bytes of each connection (decrypted for TLS) or datagram are kept as its payload; default MAX_CAPTURE_BYTES */
  captureBytes?: number
}

// A proxy client asking for a tunnel is refused: a 200 would make it start TLS into nothing.
const TUNNEL_REFUSED: HttpReply = { status: 502, contentType: 'text/plain', body: Buffer.alloc(0) }

/**
 * Answers a connection as soon as its first bytes say what it is: a TLS ClientHello gets its SNI recorded
 * and a fatal alert, an HTTP request the configured reply, anything else is closed. Nothing is forwarded.
 */
/**
 * What a connection carried (decrypted for TLS), kept for canary matching: the sink is a witness of its
 * own, beyond the trace's 4096 bytes per syscall. Per connection, and for the whole run, so a server
 * that floods the sink cannot fill the disk through network.jsonl.
 */
export const MAX_CAPTURE_BYTES = DEFAULT_CAPTURE_BYTES
export const MAX_CAPTURE_TOTAL = 16 * 1024 * 1024

/** What one run may keep: per connection (`perConnection`, --capture-bytes) and in all (at least one whole connection). */
interface Capture {
  perConnection: number
  take: (wanted: number) => number
}

/** Hands out capture bytes from the run's budget. */
function captureBudget(total: number): (wanted: number) => number {
  let left = total
  return (wanted) => {
    const granted = Math.max(0, Math.min(wanted, left))
    left -= granted
    return granted
  }
}
/**
 * The connection's bytes so far (`head`) followed by the rest of the socket, as one stream TLS can read:
 * the sink had to read the ClientHello to know it was one.
 */
function replayed(socket: Socket, head: Buffer, onBytes: (count: number) => void): Duplex {
  const stream = new Duplex({
    read: () => socket.resume(),
    write: (chunk: Buffer, _encoding, callback) => socket.write(chunk, callback),
    final: (callback) => {
      socket.end()
      callback()
    }
  })
  stream.push(head)
  socket.removeAllListeners('data')
  socket.on('data', (chunk: Buffer) => {
    onBytes(chunk.length)
    if (!stream.push(chunk)) socket.pause()
  })
  socket.on('end', () => stream.push(null))
  stream.on('error', () => socket.destroy())
  return stream
}

/**
 * Answers HTTP/2 inside the opened TLS (Node's http2 on the decrypted socket): every stream gets the
 * configured reply; the first request's method, authority, path and headers are recorded, and each
 * request — its pseudo-headers and headers written out like an HTTP/1 head, then its body — is kept as the
 * payload for canary matching, and counted in plaintextBytes (HTTP/2's framing and compression aside, what
 * was sent reads the same as over HTTP/1).
 */
function serveHttp2(secure: TLSSocket, reply: HttpReply, entry: SinkRecord, capture: Capture, finish: () => void): void {
  let kept = Buffer.alloc(0)
  const keep = (bytes: Buffer): void => {
    entry.plaintextBytes = (entry.plaintextBytes ?? 0) + bytes.length
    kept = Buffer.concat([kept, bytes.subarray(0, capture.take(Math.max(0, capture.perConnection - kept.length)))])
    entry.payload = kept.toString('base64')
  }
  const server = createHttp2Server()
  server.on('stream', (stream: ServerHttp2Stream, headers: IncomingHttpHeaders) => {
    const method = String(headers[':method'] ?? '')
    const path = String(headers[':path'] ?? '').slice(0, MAX_TARGET)
    const authority = headers[':authority'] === undefined ? undefined : String(headers[':authority']).slice(0, 255)
    const pairs = Object.entries(headers)
      .filter(([name]) => !name.startsWith(':'))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')] as [string, string])
    if (!entry.http) {
      entry.http = { method, target: path, ...(authority !== undefined ? { host: authority } : {}), version: '2', headers: recordedHeaders(pairs) }
      entry.status = reply.status
    }
    keep(Buffer.from(`${method} ${path} HTTP/2\r\n${pairs.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`, 'latin1'))
    stream.on('data', (chunk: Buffer) => keep(chunk))
    stream.on('error', () => undefined)
    stream.on('end', () => {
      if (stream.destroyed) return
      stream.respond({ ':status': reply.status, 'content-type': reply.contentType, 'content-length': String(reply.body.length) })
      stream.end(method === 'HEAD' ? undefined : reply.body)
    })
  })
  server.on('session', (session) => {
    session.on('error', finish)
    session.on('close', finish)
  })
  // A TLSSocket made from a stream, not by a tls.Server, keeps secureConnecting set after its handshake;
  // http2 would then wait for a 'secureConnect' that a server side never emits.
  ;(secure as { secureConnecting?: boolean }).secureConnecting = false
  server.emit('connection', secure)
}

/** Opens the TLS a client sent, reads its HTTP request (HTTP/1.1, or HTTP/2 by ALPN) and answers it like plain HTTP. */
function openTls(socket: Socket, head: Buffer, context: SecureContext, reply: HttpReply, entry: SinkRecord, capture: Capture, done: () => void): void {
  const secure = new TLSSocket(
    replayed(socket, head, (count) => (entry.bytesReceived += count)),
    { isServer: true, secureContext: context, ALPNProtocols: ['h2', 'http/1.1'] }
  )
  let request = Buffer.alloc(0)
  let answered = false
  // Until the handshake completes, the client has not accepted the run's certificate: one that closes or
  // fails here (certificate pinning, its own trust store) refused it.
  entry.reply = 'tls-refused'
  const finish = (): void => {
    secure.destroy()
    socket.destroy()
    done()
  }
  secure.on('error', finish)
  secure.setTimeout(2_000, finish)
  secure.on('secure', () => {
    entry.reply = 'tls-opened'
    entry.plaintextBytes = 0
    if (secure.alpnProtocol === 'h2') serveHttp2(secure, reply, entry, capture, finish)
    else answerHttp1()
  })
  const answerHttp1 = (): void => {
    secure.on('data', (chunk: Buffer) => {
      entry.plaintextBytes = (entry.plaintextBytes ?? 0) + chunk.length
      const room = capture.take(Math.max(0, capture.perConnection - request.length))
      request = Buffer.concat([request, chunk.subarray(0, room)])
      if (answered) return
      const parsed = readHttpHead(request)
      // Answered once the whole request is kept, or as much of it as may be: what is past the cap is read and dropped.
      const full = request.length >= capture.perConnection || room < chunk.length
      if (!parsed.complete && !full) return
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(request.toString('latin1'))?.[1] ?? 0)
      const bodyStart = request.indexOf('\r\n\r\n') + 4
      if (parsed.complete && !full && request.length - bodyStart < length) return
      answered = true
      entry.http = {
        method: parsed.method,
        target: parsed.target,
        ...(parsed.host !== undefined ? { host: parsed.host } : {}),
        headers: recordedHeaders(http1Headers(request))
      }
      entry.status = reply.status
      entry.payload = request.toString('base64')
      secure.end(httpResponse(reply, parsed.method))
    })
    secure.on('end', () => {
      if (request.length > 0 && entry.payload === undefined) entry.payload = request.toString('base64')
      // A client that half-closes right after its request gets the answer once it is written out, not a reset.
      if (answered && !secure.writableFinished) secure.once('finish', finish)
      else finish()
    })
  }
}

function handleTcp(
  socket: Socket,
  reply: HttpReply,
  open: Set<() => void>,
  record: ((entry: SinkRecord) => void) | undefined,
  tlsContext: ((serverName: string) => Promise<SecureContext>) | undefined,
  capture: Capture,
  originalOf?: (sourcePort: number) => Destination | undefined,
  dnsPort?: number
): void {
  const captured: Buffer[] = []
  let capturedBytes = 0
  const entry: SinkRecord = {
    at: Date.now(),
    address: (socket.localAddress ?? '').replace(/^::ffff:/, ''),
    port: socket.localPort ?? 0,
    sourcePort: socket.remotePort ?? 0,
    protocol: 'silent',
    bytesReceived: 0,
    reply: 'closed'
  }
  let head = Buffer.alloc(0)
  let decided = false
  const dns = dnsPort !== undefined && socket.localPort === dnsPort ? dnsOverTcp(socket, entry) : null
  if (dns) decided = true

  const answer = (data?: Buffer): void => {
    decided = true
    // Half-close: the client reads the answer and closes its side; whatever it still writes is read and
    // dropped, so it never meets a reset before it has read the answer.
    if (data) socket.end(data)
    else socket.end()
  }
  /** final: no more bytes will be waited for (idle, closed, or the head buffer is full) */
  const classify = (final: boolean): void => {
    if (head.length === 0) {
      if (final) decided = true
      return
    }
    const full = final || head.length >= MAX_HEAD_BYTES
    const hello = head[0] === 0x16 ? readClientHello(head) : null
    if (hello) {
      if (!hello.complete && !full) return
      entry.protocol = 'tls'
      if (hello.sni !== undefined) entry.sni = hello.sni
      if (tlsContext && hello.complete) {
        decided = true
        const name = hello.sni ?? entry.address
        socket.setTimeout(0)
        // A name met for the first time waits for its certificate; what the client sends meanwhile stays in the socket.
        socket.pause()
        void tlsContext(name).then(
          (context) => {
            if (!socket.destroyed) openTls(socket, head, context, reply, entry, capture, finish)
          },
          () => {
            entry.reply = 'tls-alert'
            socket.resume()
            answer(TLS_HANDSHAKE_FAILURE)
          }
        )
        return
      }
      entry.reply = 'tls-alert'
      return answer(TLS_HANDSHAKE_FAILURE)
    }
    const start = httpStart(head)
    if (start === 'maybe' && !full) return
    if (start === 'yes') {
      const request = readHttpHead(head)
      if (!request.complete && !full) return
      const answered = request.method === 'CONNECT' ? TUNNEL_REFUSED : reply
      entry.protocol = 'http'
      entry.http = { method: request.method, target: request.target, ...(request.host !== undefined ? { host: request.host } : {}) }
      entry.reply = 'http'
      entry.status = answered.status
      return answer(httpResponse(answered, request.method))
    }
    entry.protocol = 'other'
    entry.head = head.subarray(0, HEAD_HEX_BYTES).toString('hex')
    answer()
  }

  const finish = (): void => {
    if (!open.delete(finish)) return
    if (!decided) classify(true)
    // TLS records carry their own decrypted payload; for anything else, the bytes as they came.
    if (entry.protocol !== 'tls' && capturedBytes > 0) entry.payload = Buffer.concat(captured).toString('base64')
    if (originalOf) recordRedirected(entry, originalOf, open, record)
    else record?.(entry)
  }
  open.add(finish)

  socket.setTimeout(SINK_IDLE_MS, () => {
    if (!decided) classify(true)
    socket.destroy()
  })
  socket.on('error', () => socket.destroy())
  socket.on('close', finish)
  socket.on('data', (chunk: Buffer) => {
    entry.bytesReceived += chunk.length
    const room = capture.take(Math.min(chunk.length, capture.perConnection - capturedBytes))
    if (room > 0) {
      captured.push(chunk.subarray(0, room))
      capturedBytes += room
    }
    if (dns) dns(chunk)
    else if (!decided) {
      head = Buffer.concat([head, chunk.subarray(0, Math.max(0, MAX_HEAD_BYTES - head.length))])
      classify(false)
    }
    if (entry.bytesReceived > Math.max(MAX_BYTES_PER_CONNECTION, capture.perConnection)) socket.destroy()
  })
}

/** Questions recorded per record (a DNS-over-TCP connection may carry many queries); the rest are answered, not recorded. */
const MAX_DNS_QUESTIONS = 64

/** The answer to a DNS message, and its questions recorded in `entry`; null (nothing recorded) when it is not a query. */
function answerDnsQuery(message: Buffer, entry: SinkRecord): Buffer | null {
  const query = decodeDnsQuery(message)
  const answer = query ? buildDnsAnswer(message) : null
  if (!query || !answer) return null
  const questions = (entry.dns ??= [])
  for (const question of query.questions) if (questions.length < MAX_DNS_QUESTIONS) questions.push({ name: question.name, type: question.type })
  return answer
}

/**
 * DNS over TCP (RFC 7766): each message is prefixed with its 2-byte length; every query is answered like one
 * over UDP and its questions are recorded. What is not a query closes the connection.
 */
function dnsOverTcp(socket: Socket, entry: SinkRecord): (chunk: Buffer) => void {
  entry.protocol = 'dns'
  entry.transport = 'tcp'
  entry.reply = 'dns'
  entry.dns = []
  let pending = Buffer.alloc(0)
  return (chunk) => {
    pending = Buffer.concat([pending, chunk])
    while (pending.length >= 2 && pending.length >= 2 + pending.readUInt16BE(0)) {
      const message = pending.subarray(2, 2 + pending.readUInt16BE(0))
      pending = pending.subarray(2 + message.length)
      const answer = answerDnsQuery(message, entry)
      if (!answer) {
        pending = Buffer.alloc(0)
        socket.end()
        return
      }
      const length = Buffer.alloc(2)
      length.writeUInt16BE(answer.length)
      socket.write(Buffer.concat([length, answer]))
    }
    // a length prefix never asks for more than 64 KiB: a client that says more has nothing more to send
    if (pending.length > 2 + 0xffff) socket.destroy()
  }
}

/** How long a redirected flow's record waits for its trace line (`nft monitor` may lag on a loaded machine). */
const TRACE_WAIT_MS = 2_000
const TRACE_POLL_MS = 25

/**
 * Records a redirected connection or datagram once its original destination is known, or as `unknown`
 * after TRACE_WAIT_MS — or at once when the sink is closing (it stays in `open` meanwhile).
 */
function recordRedirected(
  entry: SinkRecord,
  originalOf: (sourcePort: number) => Destination | undefined,
  open: Set<() => void>,
  record: ((entry: SinkRecord) => void) | undefined
): void {
  const started = Date.now()
  const flush = (): void => {
    if (!open.delete(flush)) return
    clearTimeout(timer)
    redirectedTo(entry, originalOf(entry.sourcePort))
    record?.(entry)
  }
  const poll = (): void => {
    if (originalOf(entry.sourcePort) !== undefined || Date.now() - started >= TRACE_WAIT_MS) flush()
    else timer = setTimeout(poll, TRACE_POLL_MS)
  }
  open.add(flush)
  let timer = setTimeout(poll, 0)
}

/** Fills in where a redirected connection or datagram was going (see SinkRecord.redirected). */
function redirectedTo(entry: SinkRecord, original: Destination | undefined): void {
  if (original) {
    entry.address = original.address
    entry.port = original.port
    entry.redirected = 'traced'
  } else {
    entry.port = 0
    entry.redirected = 'unknown'
  }
}

/** Records every datagram sent to the catch-all port: nothing is answered, the first bytes are kept. */
function listenCatchAllUdp(
  port: number,
  host: string,
  open: Set<() => void>,
  record: ((entry: SinkRecord) => void) | undefined,
  capture: Capture,
  originalOf: (sourcePort: number) => Destination | undefined
): Promise<UdpSocket | null> {
  return new Promise((resolve) => {
    const socket = createSocket({ type: host.includes(':') ? 'udp6' : 'udp4', ipv6Only: false })
    socket.on('message', (message: Buffer, peer: RemoteInfo) => {
      const entry = datagramRecord(message, peer, port, capture)
      if (message.length > 0) entry.head = message.subarray(0, HEAD_HEX_BYTES).toString('hex')
      recordRedirected(entry, originalOf, open, record)
    })
    socket.once('error', () => resolve(null))
    socket.bind(port, host, () => resolve(socket))
  })
}

function listenTcp(port: number, host: string, onConnection: (socket: Socket) => void): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer(onConnection)
    server.once('error', () => resolve(null))
    server.listen({ port, host, ipv6Only: false }, () => resolve(server))
  })
}

/** A datagram as the sink received it: from the server's source port, its first bytes kept within the capture budget. */
function datagramRecord(message: Buffer, peer: RemoteInfo, port: number, capture: Capture): SinkRecord {
  const entry: SinkRecord = {
    at: Date.now(),
    address: peer.address.replace(/^::ffff:/, ''),
    port,
    sourcePort: peer.port,
    transport: 'udp',
    protocol: message.length === 0 ? 'silent' : 'other',
    bytesReceived: message.length,
    reply: 'none'
  }
  const kept = capture.take(Math.min(message.length, capture.perConnection))
  if (kept > 0) entry.payload = message.subarray(0, kept).toString('base64')
  return entry
}

/**
 * DNS over UDP: each query is answered and recorded with its questions, like one over TCP; any other
 * datagram to the DNS port is recorded like one to the catch-all. The address is the datagram's source,
 * which the kernel picks equal to its destination (every address is local in the namespace).
 */
function listenUdp(
  port: number,
  host: string,
  onError: (message: string) => void,
  record: ((entry: SinkRecord) => void) | undefined,
  capture: Capture
): Promise<UdpSocket | null> {
  return new Promise((resolve) => {
    const socket = createSocket({ type: host.includes(':') ? 'udp6' : 'udp4', ipv6Only: false })
    socket.on('message', (message: Buffer, peer: RemoteInfo) => {
      const entry = datagramRecord(message, peer, port, capture)
      const answer = answerDnsQuery(message, entry)
      if (answer) {
        entry.protocol = 'dns'
        entry.reply = 'dns'
        socket.send(answer, peer.port, peer.address, (error) => error && onError(`dns reply: ${error.message}`))
      } else if (message.length > 0) entry.head = message.subarray(0, HEAD_HEX_BYTES).toString('hex')
      record?.(entry)
    })
    socket.once('error', () => resolve(null))
    socket.bind(port, host, () => resolve(socket))
  })
}

/** Starts the sink; ports that cannot be bound are reported through onError and skipped. */
export async function startSink(options: SinkOptions = {}): Promise<SinkHandle> {
  const host = options.host ?? '::'
  const onError = options.onError ?? (() => undefined)
  const reply = options.httpReply ?? DEFAULT_HTTP_REPLY
  // Connections not yet recorded; the sandbox init exits as soon as the server does, so whatever is
  // still open then is recorded on the way out.
  const open = new Set<() => void>()
  const perConnection = options.captureBytes ?? MAX_CAPTURE_BYTES
  const capture: Capture = { perConnection, take: captureBudget(Math.max(MAX_CAPTURE_TOTAL, perConnection)) }
  const recordOpen = (): void => {
    // a finished connection may leave a record waiting for its redirect's trace line: flush that too
    for (let round = 0; round < 3 && open.size > 0; round++) for (const finish of [...open]) finish()
  }
  process.once('exit', recordOpen)
  const servers: Server[] = []
  for (const port of options.tcpPorts ?? SINK_TCP_PORTS) {
    const server = await listenTcp(port, host, (socket) =>
      handleTcp(socket, reply, open, options.record, options.tlsContext, capture, undefined, options.dnsPort ?? 53)
    )
    if (server) servers.push(server)
    else onError(`sink: cannot listen on tcp port ${port}`)
  }
  const udpSockets: UdpSocket[] = []
  const udp = await listenUdp(options.dnsPort ?? 53, host, onError, options.record, capture)
  if (udp) udpSockets.push(udp)
  else onError(`sink: cannot listen on udp port ${options.dnsPort ?? 53}`)
  const catchAll = options.catchAll
  if (catchAll) {
    const server = await listenTcp(catchAll.port, host, (socket) =>
      handleTcp(socket, reply, open, options.record, options.tlsContext, capture, (sourcePort) => catchAll.originalOf('tcp', sourcePort))
    )
    if (server) servers.push(server)
    else onError(`sink: cannot listen on tcp port ${catchAll.port} (catch-all)`)
    const datagrams = await listenCatchAllUdp(catchAll.port, host, open, options.record, capture, (sourcePort) => catchAll.originalOf('udp', sourcePort))
    if (datagrams) udpSockets.push(datagrams)
    else onError(`sink: cannot listen on udp port ${catchAll.port} (catch-all)`)
  }
  return {
    close: async () => {
      process.removeListener('exit', recordOpen)
      recordOpen()
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))))
      await Promise.all(udpSockets.map((socket) => new Promise<void>((resolve) => socket.close(() => resolve()))))
    }
  }
}

/**
 * Appends each record as a JSON line (network.jsonl), at most `max` of them: a server that opens
 * connections in a loop cannot fill the disk through the sink. The file is opened now, before the server
 * starts, and never through a symbolic link: a server that can reach it later cannot redirect the
 * (possibly root) sink's writes. Node opens it close-on-exec, so the server never inherits it.
 */
export function jsonLinesRecorder<Entry = SinkRecord>(path: string, max: number, onError: (message: string) => void): (entry: Entry) => void {
  let fd: number | null = null
  try {
    fd = openSync(path, constants.O_WRONLY | constants.O_APPEND | constants.O_NOFOLLOW)
  } catch (error) {
    onError(`sink: cannot record connections: ${error instanceof Error ? error.message : String(error)}`)
  }
  let written = 0
  return (entry) => {
    if (fd === null || written >= max) return
    written += 1
    try {
      writeSync(fd, JSON.stringify(entry) + '\n')
    } catch (error) {
      fd = null
      onError(`sink: cannot record connections: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
