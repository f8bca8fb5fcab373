// The sink's reading and writing of wire formats, pure: the start of an HTTP request or a TLS ClientHello
// (its server name), HTTP/1 heads and replies, DNS questions and answers.
import { STATUS_CODES } from 'node:http'
import { sinkIPv4For, sinkIPv6For } from '../model/sink-address.js'

export const MAX_TARGET = 2048
export interface HttpReply {
  status: number
  contentType: string
  body: Buffer
}

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'CONNECT', 'TRACE']

export interface ClientHelloRead {
  /** false while the ClientHello's records have not all arrived */
  complete: boolean
  sni?: string
}

export interface HttpRequestHead {
  complete: boolean
  method: string
  target: string
  host?: string
}

export const MAX_RECORDED_HEADERS = 32
export const MAX_HEADER_VALUE = 256
export const CREDENTIAL_HEADER = /^(authorization|proxy-authorization|cookie|set-cookie)$|token|secret|password|api-?key|-key$|auth/i

export interface DnsQuestion {
  name: string
  type: number
  qclass: number
  /** offset just past the question section */
  end: number
}

export const TYPE_A = 1
export const TYPE_AAAA = 28

/** 'yes' for the start of an HTTP/1 request, 'maybe' while too few bytes have come to tell. */
export function httpStart(head: Buffer): 'yes' | 'maybe' | 'no' {
  const text = head.subarray(0, 8).toString('latin1')
  let maybe = false
  for (const method of HTTP_METHODS) {
    if (text.startsWith(`${method} `)) return 'yes'
    if (`${method} `.startsWith(text)) maybe = true
  }
  return maybe ? 'maybe' : 'no'
}

/** The server_name of a ClientHello body (after the handshake header); every length is checked. */
export function serverNameOf(body: Buffer): string | undefined {
  let at = 2 + 32 // client_version, random
  if (at >= body.length) return undefined
  at += 1 + (body[at] as number) // session_id
  if (at + 2 > body.length) return undefined
  at += 2 + body.readUInt16BE(at) // cipher_suites
  if (at >= body.length) return undefined
  at += 1 + (body[at] as number) // compression_methods
  if (at + 2 > body.length) return undefined
  const extensionsEnd = Math.min(at + 2 + body.readUInt16BE(at), body.length)
  at += 2
  while (at + 4 <= extensionsEnd) {
    const type = body.readUInt16BE(at)
    const length = body.readUInt16BE(at + 2)
    at += 4
    if (type === 0) {
      const extensionEnd = Math.min(at + length, extensionsEnd)
      if (at + 2 > extensionEnd) return undefined
      const listEnd = Math.min(at + 2 + body.readUInt16BE(at), extensionEnd)
      let entry = at + 2
      while (entry + 3 <= listEnd) {
        const nameType = body[entry] as number
        const nameLength = body.readUInt16BE(entry + 1)
        entry += 3
        if (entry + nameLength > listEnd) return undefined
        if (nameType === 0) return body.subarray(entry, entry + Math.min(nameLength, 255)).toString('latin1')
        entry += nameLength
      }
      return undefined
    }
    at += length
  }
  return undefined
}

export function handshakeLength(handshake: Buffer): number | null {
  return handshake.length >= 4 ? 4 + handshake.readUIntBE(1, 3) : null
}

/**
 * Reads a TLS ClientHello from the first bytes of a connection, across as many handshake records as it
 * spans; null when the bytes are not one. An incomplete one still yields its SNI when the bytes so far
 * hold it.
 */
export function readClientHello(data: Buffer): ClientHelloRead | null {
  if (data[0] !== 0x16) return null
  const fragments: Buffer[] = []
  let offset = 0
  let complete = false
  while (offset < data.length && data[offset] === 0x16) {
    if (offset + 5 > data.length) break
    const length = data.readUInt16BE(offset + 3)
    if (length === 0 || length > 18_432) return null
    const end = Math.min(offset + 5 + length, data.length)
    fragments.push(data.subarray(offset + 5, end))
    offset += 5 + length
    const handshake = Buffer.concat(fragments)
    const needed = handshakeLength(handshake)
    if (handshake.length > 0 && handshake[0] !== 1) return null
    if (needed !== null && handshake.length >= needed) {
      complete = true
      break
    }
    if (end < offset) break
  }
  const handshake = Buffer.concat(fragments)
  const needed = handshakeLength(handshake)
  const sni = needed === null ? undefined : serverNameOf(handshake.subarray(4, needed))
  return { complete, ...(sni !== undefined ? { sni } : {}) }
}

export function readHttpHead(head: Buffer): HttpRequestHead {
  const text = head.toString('latin1')
  const end = text.indexOf('\r\n\r\n')
  const [requestLine = '', ...headers] = (end >= 0 ? text.slice(0, end) : text).split('\r\n')
  const [method = '', target = ''] = requestLine.split(' ')
  const host = headers
    .find((line) => /^host:/i.test(line))
    ?.slice(5)
    .trim()
  return { complete: end >= 0, method, target: target.slice(0, MAX_TARGET), ...(host !== undefined ? { host: host.slice(0, 255) } : {}) }
}

/** `keepAliveSeconds`: the connection stays open for the next request (inside the opened TLS), idle this long at most. */
export function httpResponse(reply: HttpReply, method: string, keepAliveSeconds?: number): Buffer {
  const { status, contentType, body } = reply
  const connection = keepAliveSeconds === undefined ? 'connection: close' : `connection: keep-alive\r\nkeep-alive: timeout=${keepAliveSeconds}`
  const head = Buffer.from(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Status'}\r\ncontent-type: ${contentType}\r\n` + `content-length: ${body.length}\r\n${connection}\r\n\r\n`,
    'latin1'
  )
  return method === 'HEAD' ? head : Buffer.concat([head, body])
}

/** Headers as the report shows them: credential values marked (the bytes stay in the payload for matching). */
export function recordedHeaders(pairs: readonly (readonly [string, string])[]): [string, string][] {
  return pairs
    .slice(0, MAX_RECORDED_HEADERS)
    .map(([name, value]) => [name.toLowerCase(), CREDENTIAL_HEADER.test(name) ? `[credential, ${value.length} characters]` : value.slice(0, MAX_HEADER_VALUE)])
}

export function http1Headers(head: Buffer): [string, string][] {
  const text = head.toString('latin1')
  const end = text.indexOf('\r\n\r\n')
  return (end >= 0 ? text.slice(0, end) : text)
    .split('\r\n')
    .slice(1)
    .flatMap((line) => {
      const colon = line.indexOf(':')
      return colon > 0 ? [[line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as [string, string]] : []
    })
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

export function ipv6Bytes(address: string): Buffer {
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
