import { createSocket, type RemoteInfo, type Socket as UdpSocket } from 'node:dgram'
import { createServer, type Server, type Socket } from 'node:net'
import { sinkIPv4For, sinkIPv6For } from './sink-address.js'

// The sink runs inside the server's network namespace, where every IPv4 and IPv6 address is routed to
// loopback. It accepts TCP on the ports servers commonly phone home on, so a connect() succeeds and the
// payload that follows is written (and traced) instead of failing early; and it answers every DNS query
// with a documentation-range address, so a server that looks a name up goes on to connect. Nothing it
// receives is forwarded anywhere: the namespace has no route off the machine.

export const SINK_TCP_PORTS = [
  21, 22, 23, 25, 53, 80, 110, 143, 443, 465, 587, 853, 993, 995, 1080, 3128, 4444, 6667, 8080, 8443, 9050
] as const

const MAX_BYTES_PER_CONNECTION = 1 << 20
const IDLE_MS = 5_000

export interface SinkHandle {
  close(): Promise<void>
}

export interface SinkOptions {
  tcpPorts?: readonly number[]
  /** bind address for both families; `::` with dual-stack also receives IPv4 */
  host?: string
  dnsPort?: number
  onError?: (message: string) => void
}

function looksLikeHttp(head: Buffer): boolean {
  return /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|CONNECT) /.test(head.subarray(0, 8).toString('latin1'))
}

function handleTcp(socket: Socket): void {
  let received = 0
  let answered = false
  socket.setTimeout(IDLE_MS, () => socket.destroy())
  socket.on('error', () => socket.destroy())
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (!answered && looksLikeHttp(chunk)) {
      answered = true
      // Half-close after answering: we still read whatever else the client writes, and clients that wait
      // for the response before sending more (or before exiting) are not held up.
      socket.end('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok')
    }
    if (received > MAX_BYTES_PER_CONNECTION) socket.destroy()
  })
  socket.on('end', () => socket.end())
}

interface DnsQuestion {
  name: string
  type: number
  qclass: number
  /** offset just past the question section */
  end: number
}

/** Reads the first question of a DNS query; null when the packet is not one we can answer. */
export function readDnsQuestion(packet: Buffer): DnsQuestion | null {
  if (packet.length < 12) return null
  const questions = packet.readUInt16BE(4)
  if (questions < 1) return null
  const labels: string[] = []
  let offset = 12
  for (;;) {
    const length = packet[offset]
    if (length === undefined || length > 63) return null
    offset += 1
    if (length === 0) break
    if (offset + length > packet.length) return null
    labels.push(packet.subarray(offset, offset + length).toString('latin1'))
    offset += length
  }
  if (offset + 4 > packet.length) return null
  return { name: labels.join('.'), type: packet.readUInt16BE(offset), qclass: packet.readUInt16BE(offset + 2), end: offset + 4 }
}

const TYPE_A = 1
const TYPE_AAAA = 28

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::')
  const headParts = head ? head.split(':') : []
  const tailParts = tail ? tail.split(':') : []
  const zeros = new Array<string>(8 - headParts.length - tailParts.length).fill('0')
  const out = Buffer.alloc(16)
  ;[...headParts, ...zeros, ...tailParts].forEach((part, i) => out.writeUInt16BE(parseInt(part, 16), i * 2))
  return out
}

/** Builds the answer to a query: A/AAAA get the name's sink address, anything else an empty NOERROR. */
export function buildDnsAnswer(query: Buffer): Buffer | null {
  const question = readDnsQuestion(query)
  if (!question) return null
  const header = Buffer.alloc(12)
  query.copy(header, 0, 0, 2) // id
  const recursionDesired = (query[2] ?? 0) & 0x01
  header[2] = 0x80 | 0x04 | recursionDesired // QR, AA, RD echoed
  header[3] = 0x80 // RA, NOERROR
  header.writeUInt16BE(1, 4)
  const questionBytes = query.subarray(12, question.end)
  let rdata: Buffer | null = null
  if (question.type === TYPE_A) rdata = Buffer.from(sinkIPv4For(question.name).split('.').map(Number))
  if (question.type === TYPE_AAAA) rdata = ipv6Bytes(sinkIPv6For(question.name))
  if (!rdata) return Buffer.concat([header, questionBytes])
  header.writeUInt16BE(1, 6)
  const answer = Buffer.alloc(12)
  answer.writeUInt16BE(0xc00c, 0) // pointer to the question name
  answer.writeUInt16BE(question.type, 2)
  answer.writeUInt16BE(1, 4) // IN
  answer.writeUInt32BE(60, 6)
  answer.writeUInt16BE(rdata.length, 10)
  return Buffer.concat([header, questionBytes, answer, rdata])
}

function listenTcp(port: number, host: string): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer(handleTcp)
    server.once('error', () => resolve(null))
    server.listen({ port, host, ipv6Only: false }, () => resolve(server))
  })
}

function listenUdp(port: number, host: string, onError: (message: string) => void): Promise<UdpSocket | null> {
  return new Promise((resolve) => {
    const socket = createSocket({ type: host.includes(':') ? 'udp6' : 'udp4', ipv6Only: false })
    socket.on('message', (message: Buffer, peer: RemoteInfo) => {
      const answer = buildDnsAnswer(message)
      if (answer) socket.send(answer, peer.port, peer.address, (error) => error && onError(`dns reply: ${error.message}`))
    })
    socket.once('error', () => resolve(null))
    socket.bind(port, host, () => resolve(socket))
  })
}

/** Starts the sink; ports that cannot be bound are reported through onError and skipped. */
export async function startSink(options: SinkOptions = {}): Promise<SinkHandle> {
  const host = options.host ?? '::'
  const onError = options.onError ?? (() => undefined)
  const servers: Server[] = []
  for (const port of options.tcpPorts ?? SINK_TCP_PORTS) {
    const server = await listenTcp(port, host)
    if (server) servers.push(server)
    else onError(`sink: cannot listen on tcp port ${port}`)
  }
  const udp = await listenUdp(options.dnsPort ?? 53, host, onError)
  if (!udp) onError(`sink: cannot listen on udp port ${options.dnsPort ?? 53}`)
  return {
    close: async () => {
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))))
      if (udp) await new Promise<void>((resolve) => udp.close(() => resolve()))
    }
  }
}
