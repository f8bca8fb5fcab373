import type { Socket as UdpSocket } from 'node:dgram'
import { createServer, type Server, type Socket } from 'node:net'
import type { SecureContext } from 'node:tls'
import type { SinkRecord } from '../model/index.js'
import type { Destination, Transport } from './sink-redirect.js'
import { dnsOverTcp, listenCatchAllUdp, listenUdp } from './sink-datagrams.js'
import { captureBudget, HEAD_HEX_BYTES, MAX_CAPTURE_BYTES, MAX_CAPTURE_TOTAL, recordRedirected, type Capture } from './sink-records.js'
import { openTls, type TlsRecords } from './sink-tls.js'
import { http1Headers, httpResponse, httpStart, readClientHello, readHttpHead, type HttpReply } from './sink-wire.js'
import { fixedReplies, shapedReplies, type SinkReplies } from './sink-replies.js'
import { metadataReply, type CloudCredentials } from './canary-cloud.js'

export { buildDnsAnswer, readClientHello, readDnsQuestion, recordedHeaders, type HttpReply } from './sink-wire.js'
export { jsonLinesRecorder, MAX_CAPTURE_BYTES, MAX_CAPTURE_TOTAL } from './sink-records.js'

// The sink runs inside the server's network namespace, where every IPv4 and IPv6 address is routed to
// loopback. It accepts TCP on the ports servers commonly phone home on (and, through the redirect of
// sink-redirect.ts, on every other port and UDP as well) and answers at once, so a call
// that goes to the network fails (or succeeds) fast instead of waiting on a timer; and it answers every
// DNS query with a documentation-range address, so a server that looks a name up goes on to connect.
// Nothing it receives is forwarded anywhere: the namespace has no route off the machine.
//
// Here: the listeners and each TCP connection's first bytes, which say what it is (TLS, HTTP, DNS over
// TCP, anything else). Apart: the TLS it opens with the run's authority and the HTTP inside it
// (sink-tls.ts), DNS and UDP datagrams (sink-datagrams.ts), what is kept and recorded of each connection
// (sink-records.ts), and the wire formats it reads, pure (sink-wire.ts).

export const SINK_TCP_PORTS = [21, 22, 23, 25, 53, 80, 110, 143, 443, 465, 587, 853, 993, 995, 1080, 3128, 4444, 6667, 8080, 8443, 9050] as const

const MAX_BYTES_PER_CONNECTION = 1 << 20
// A client that connects and says nothing (or stops half-way through a ClientHello or a request head) is
// closed after this long without data; a client that waits for a banner then fails at once.
export const SINK_IDLE_MS = 250
/** What is buffered to tell TLS from HTTP from anything else: a whole ClientHello or request head. */
const MAX_HEAD_BYTES = 32 * 1024
/** Connections recorded in network.jsonl; the rest are answered but not recorded. */
export const SINK_LOG_MAX_RECORDS = 10_000

/** `--http-reply 200`: a reply every JSON client can parse (the default is a reply shaped per request, sink-replies.ts). */
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
  /** one reply for every HTTP request (`--http-reply`); without it, replies shaped per request (`replies`) */
  httpReply?: HttpReply
  /** how HTTP requests are answered when there is no httpReply; default: shaped, without lessons or OpenAPI index */
  replies?: SinkReplies
  /** with the run's authority: TLS is opened (a certificate for the ClientHello's name) and answered like HTTP */
  tlsContext?: (serverName: string) => Promise<SecureContext>
  /**
   * called once per TCP connection when it closes (or when the process exits with it still open), and once
   * per UDP datagram; an opened TLS connection kept alive: once per request, as it is answered
   */
  record?: (entry: SinkRecord) => void
  onError?: (message: string) => void
  /**
   * Where the redirect (sink-redirect.ts) sends every other TCP connection and UDP datagram, and how to
   * learn the destination each was sent to.
   */
  catchAll?: { port: number; originalOf: (transport: Transport, sourcePort: number) => Destination | undefined }
  /** the first this many bytes of each connection (decrypted for TLS) or datagram are kept as its payload; default MAX_CAPTURE_BYTES */
  captureBytes?: number
  /** answer the cloud metadata services with these canary instance credentials (canary-cloud.ts) */
  cloud?: CloudCredentials
}

// A proxy client asking for a tunnel is refused: a 200 would make it start TLS into nothing.
const TUNNEL_REFUSED: HttpReply = { status: 502, contentType: 'text/plain', body: Buffer.alloc(0) }

/**
 * Answers a connection as soon as its first bytes say what it is: a TLS ClientHello gets its SNI recorded
 * and a fatal alert (or, with the run's authority, is opened), an HTTP request the configured reply,
 * anything else is closed. Nothing is forwarded.
 */
function handleTcp(
  socket: Socket,
  replies: SinkReplies,
  open: Set<() => void>,
  record: ((entry: SinkRecord) => void) | undefined,
  tlsContext: ((serverName: string) => Promise<SecureContext>) | undefined,
  capture: Capture,
  originalOf?: (sourcePort: number) => Destination | undefined,
  dnsPort?: number,
  cloud?: CloudCredentials
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
        // the leaf asked for first (the authority's thread issues it), then the reply shaping loaded here meanwhile
        const context = tlsContext(name)
        void replies.ready()
        void context.then(
          (context) => {
            if (!socket.destroyed) openTls(socket, head, context, replies, entry, capture, finish, tlsRecords)
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
      const headers = new Map(http1Headers(head).map(([name, value]) => [name.toLowerCase(), value]))
      const bodyStart = head.indexOf('\r\n\r\n') + 4
      const length = Number(headers.get('content-length') ?? 0) || 0
      // the body too, when it says how long it is: a POST is echoed, a GraphQL query answered
      if (!full && head.length - bodyStart < length) return
      decided = true
      const metadata = cloud ? metadataReply({ ...request, headers, address: entry.address }, cloud) : null
      entry.protocol = 'http'
      entry.http = { method: request.method, target: request.target, ...(request.host !== undefined ? { host: request.host } : {}) }
      entry.reply = 'http'
      const fixed = request.method === 'CONNECT' ? TUNNEL_REFUSED : metadata
      if (fixed) {
        entry.status = fixed.status
        if (metadata) entry.replied = { shape: 'metadata', contentType: metadata.contentType, bytes: metadata.body.length }
        return answer(httpResponse(fixed, request.method))
      }
      const body = head.subarray(bodyStart, bodyStart + length)
      // The request is whole: the client now waits on us, and the first request's reply may wait on what
      // the server's package says of its API (read on the init's other thread), past the idle timeout.
      socket.setTimeout(0)
      void replies.ready().then(() => {
        if (socket.destroyed) return
        // answered, the half-closed socket is idle again: a client that never closes its side is closed
        socket.setTimeout(SINK_IDLE_MS)
        const shaped = replies.answer({
          method: request.method,
          target: request.target,
          ...(request.host !== undefined ? { host: request.host } : {}),
          headers,
          body
        })
        entry.status = shaped.status
        entry.replied = shaped.replied
        answer(httpResponse(shaped, request.method))
      })
      return
    }
    entry.protocol = 'other'
    entry.head = head.subarray(0, HEAD_HEX_BYTES).toString('hex')
    answer()
  }

  const recordOne = (one: SinkRecord): void => {
    if (originalOf) recordRedirected(one, originalOf, open, record)
    else record?.(one)
  }
  // an opened TLS connection kept alive records each request as it is answered (sink-tls.ts)
  const tlsRecords: TlsRecords = { emit: recordOne, recordAtClose: true }
  const finish = (): void => {
    if (!open.delete(finish)) return
    if (!decided) classify(true)
    if (!tlsRecords.recordAtClose) return
    // TLS records carry their own decrypted payload; for anything else, the bytes as they came.
    if (entry.protocol !== 'tls' && capturedBytes > 0) entry.payload = Buffer.concat(captured).toString('base64')
    recordOne(entry)
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

function listenTcp(port: number, host: string, onConnection: (socket: Socket) => void): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer(onConnection)
    server.once('error', () => resolve(null))
    // `::` left unsaid: Node binds it by default (dual-stack, IPv4 when the namespace has no IPv6), and a
    // host it is given goes through dns.lookup, which compiles node:net's IPv6 pattern (literal-udp.ts)
    server.listen(host === '::' ? { port, ipv6Only: false } : { port, host, ipv6Only: false }, () => resolve(server))
  })
}

/** Names resolved whose certificate is made before their connection comes; past them, at the ClientHello. */
export const MAX_PREPARED_NAMES = 32

/**
 * What the sink starts on a name's address question: a server that resolves a name is about to connect to
 * it, mostly over TLS, and its first request waits on the name's certificate (a leaf issued on the
 * authority's thread) and on the reply shaping loading here. Both begin during the resolution and the
 * connect instead of after the ClientHello. Bounded: a server resolving names by the thousand (data in
 * DNS queries) gets at most MAX_PREPARED_NAMES leaves ahead of time.
 */
function preparedFor(replies: SinkReplies, tlsContext: SinkOptions['tlsContext']): (name: string) => void {
  let prepared = 0
  return (name) => {
    void replies.ready()
    if (!tlsContext || prepared >= MAX_PREPARED_NAMES) return
    prepared += 1
    // a leaf that cannot be made now is asked for again at the ClientHello (contextsPerName forgets it)
    tlsContext(name).catch(() => undefined)
  }
}

/** Starts the sink; ports that cannot be bound are reported through onError and skipped. */
export async function startSink(options: SinkOptions = {}): Promise<SinkHandle> {
  const host = options.host ?? '::'
  const onError = options.onError ?? (() => undefined)
  const replies = options.httpReply ? fixedReplies(options.httpReply) : (options.replies ?? shapedReplies({ lessonPath: null, apiIndex: null, onError }))
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
  // bound together: the server waits on the last of them
  const ports = options.tcpPorts ?? SINK_TCP_PORTS
  const listening = await Promise.all(
    ports.map((port) =>
      listenTcp(port, host, (socket) =>
        handleTcp(socket, replies, open, options.record, options.tlsContext, capture, undefined, options.dnsPort ?? 53, options.cloud)
      )
    )
  )
  listening.forEach((server, i) => {
    if (server) servers.push(server)
    else onError(`sink: cannot listen on tcp port ${ports[i]}`)
  })
  const udpSockets: UdpSocket[] = []
  const udp = await listenUdp(options.dnsPort ?? 53, host, onError, options.record, capture, preparedFor(replies, options.tlsContext))
  if (udp) udpSockets.push(udp)
  else onError(`sink: cannot listen on udp port ${options.dnsPort ?? 53}`)
  const catchAll = options.catchAll
  if (catchAll) {
    const server = await listenTcp(catchAll.port, host, (socket) =>
      handleTcp(
        socket,
        replies,
        open,
        options.record,
        options.tlsContext,
        capture,
        (sourcePort) => catchAll.originalOf('tcp', sourcePort),
        undefined,
        options.cloud
      )
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
