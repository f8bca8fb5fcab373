import type { RemoteInfo, Socket as UdpSocket } from 'node:dgram'
import type { Socket } from 'node:net'
import type { SinkRecord } from '../model/index.js'
import { decodeDnsQuery } from '../profile/dns-wire.js'
import type { Destination } from './sink-redirect.js'
import { HEAD_HEX_BYTES, recordRedirected, type Capture } from './sink-records.js'
import { buildDnsAnswer } from './sink-wire.js'
import { literalUdpSocket } from './literal-udp.js'

// The sink's DNS (over UDP and over TCP: every query answered with a documentation-range address, its
// questions recorded) and its UDP datagrams (to the DNS port, and to the catch-all port the redirect
// sends every other datagram to).

/** Questions recorded per record (a DNS-over-TCP connection may carry many queries); the rest are answered, not recorded. */
const MAX_DNS_QUESTIONS = 64

/** The answer to a DNS message, and its questions recorded in `entry`; null (nothing recorded) when it is not a query. */
function answerDnsQuery(message: Buffer, entry: SinkRecord, onAddressAsked?: (name: string) => void): Buffer | null {
  const query = decodeDnsQuery(message)
  const answer = query ? buildDnsAnswer(message) : null
  if (!query || !answer) return null
  const questions = (entry.dns ??= [])
  for (const question of query.questions) {
    if (questions.length < MAX_DNS_QUESTIONS) questions.push({ name: question.name, type: question.type })
    if (question.type === 'A' || question.type === 'AAAA') onAddressAsked?.(question.name)
  }
  return answer
}

/**
 * DNS over TCP (RFC 7766): each message is prefixed with its 2-byte length; every query is answered like one
 * over UDP and its questions are recorded. What is not a query closes the connection.
 */
export function dnsOverTcp(socket: Socket, entry: SinkRecord): (chunk: Buffer) => void {
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

/** Records every datagram sent to the catch-all port: nothing is answered, the first bytes are kept. */
export function listenCatchAllUdp(
  port: number,
  host: string,
  open: Set<() => void>,
  record: ((entry: SinkRecord) => void) | undefined,
  capture: Capture,
  originalOf: (sourcePort: number) => Destination | undefined
): Promise<UdpSocket | null> {
  return new Promise((resolve) => {
    const socket = literalUdpSocket(host)
    socket.on('message', (message: Buffer, peer: RemoteInfo) => {
      const entry = datagramRecord(message, peer, port, capture)
      if (message.length > 0) entry.head = message.subarray(0, HEAD_HEX_BYTES).toString('hex')
      recordRedirected(entry, originalOf, open, record)
    })
    socket.once('error', () => resolve(null))
    socket.bind(port, host, () => resolve(socket))
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
 * `onAddressAsked` hears each name an A or AAAA question asks for (the resolvers a server uses ask over
 * UDP; DNS over TCP is left out of it).
 */
export function listenUdp(
  port: number,
  host: string,
  onError: (message: string) => void,
  record: ((entry: SinkRecord) => void) | undefined,
  capture: Capture,
  onAddressAsked?: (name: string) => void
): Promise<UdpSocket | null> {
  return new Promise((resolve) => {
    const socket = literalUdpSocket(host)
    socket.on('message', (message: Buffer, peer: RemoteInfo) => {
      const entry = datagramRecord(message, peer, port, capture)
      const answer = answerDnsQuery(message, entry, onAddressAsked)
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
