import { createServer as createHttp2Server, type IncomingHttpHeaders, type ServerHttp2Stream } from 'node:http2'
import type { Socket } from 'node:net'
import { Duplex } from 'node:stream'
import { TLSSocket, type SecureContext } from 'node:tls'
import type { SinkRecord } from '../model/index.js'
import type { Capture } from './sink-records.js'
import { http1Headers, httpResponse, MAX_TARGET, readHttpHead, recordedHeaders, type HttpReply } from './sink-wire.js'

// The sink's TLS, with the run's authority (--network sandbox): the connection the sink has classified
// as a ClientHello (sink.ts) is opened with a certificate for its name, and the HTTP/1.1 or HTTP/2 inside
// is answered like plain HTTP, its decrypted bytes kept for canary matching.

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
export function openTls(socket: Socket, head: Buffer, context: SecureContext, reply: HttpReply, entry: SinkRecord, capture: Capture, done: () => void): void {
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
