// Decodes the question section of a DNS message (RFC 1035 §4.1) sent to port 53. The bytes come
// from the audited server, so every length and pointer is bounds-checked and pointer chains are
// limited: a hostile packet yields null or fewer names, never a loop or an exception.

export interface DnsQuestion {
  name: string
  type: string
}
export interface DnsQuery {
  id: number
  questions: DnsQuestion[]
}

const QTYPES: Record<number, string> = {
  1: 'A',
  2: 'NS',
  5: 'CNAME',
  6: 'SOA',
  12: 'PTR',
  15: 'MX',
  16: 'TXT',
  28: 'AAAA',
  33: 'SRV',
  35: 'NAPTR',
  64: 'SVCB',
  65: 'HTTPS',
  255: 'ANY'
}

const HEADER_BYTES = 12
const MAX_QUESTIONS = 16
const MAX_POINTER_JUMPS = 16
const MAX_NAME_CHARS = 1024

function readName(msg: Buffer, start: number): { name: string; next: number } | null {
  const labels: string[] = []
  let offset = start
  let next = -1
  let jumps = 0
  let length = 0
  for (;;) {
    if (offset >= msg.length) return null
    const len = msg[offset] as number
    if (len === 0) {
      if (next < 0) next = offset + 1
      break
    }
    if ((len & 0xc0) === 0xc0) {
      if (offset + 1 >= msg.length || ++jumps > MAX_POINTER_JUMPS) return null
      if (next < 0) next = offset + 2
      offset = ((len & 0x3f) << 8) | (msg[offset + 1] as number)
      continue
    }
    if ((len & 0xc0) !== 0) return null
    if (offset + 1 + len > msg.length) return null
    const label = msg.subarray(offset + 1, offset + 1 + len).toString('latin1')
    length += len + 1
    if (length > MAX_NAME_CHARS) return null
    labels.push(label)
    offset += 1 + len
  }
  return { name: labels.join('.'), next }
}

/** Decodes a DNS query (QR bit clear); null when the bytes are not one. */
export function decodeDnsQuery(msg: Buffer): DnsQuery | null {
  if (msg.length < HEADER_BYTES) return null
  const flags = msg.readUInt16BE(2)
  if ((flags & 0x8000) !== 0) return null
  const opcode = (flags >> 11) & 0xf
  if (opcode !== 0) return null
  const qdcount = msg.readUInt16BE(4)
  if (qdcount === 0 || qdcount > MAX_QUESTIONS) return null
  const questions: DnsQuestion[] = []
  let offset = HEADER_BYTES
  for (let i = 0; i < qdcount; i++) {
    const read = readName(msg, offset)
    if (!read || read.next + 4 > msg.length) return questions.length > 0 ? { id: msg.readUInt16BE(0), questions } : null
    const qtype = msg.readUInt16BE(read.next)
    questions.push({ name: read.name, type: QTYPES[qtype] ?? `TYPE${qtype}` })
    offset = read.next + 4
  }
  return { id: msg.readUInt16BE(0), questions }
}

/** DNS over TCP prefixes each message with its 2-byte length. */
export function decodeDnsTcpQuery(stream: Buffer): DnsQuery | null {
  if (stream.length < 2 + HEADER_BYTES) return null
  const length = stream.readUInt16BE(0)
  return decodeDnsQuery(stream.subarray(2, 2 + Math.min(length, stream.length - 2)))
}
