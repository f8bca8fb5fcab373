// The data arguments of the send family (write, writev, sendto, sendmsg, sendmmsg) → SendPayloads, for
// to-event.ts: a C string, iovecs joined into one payload, a msghdr with its msg_name as destination.
// NULL is no data; an address strace could not read (0x…) is data unknown, counted as truncated.
import type { SendPayload, SockAddr } from './events.js'
import { cStringTruncated, parseCString } from './c-string.js'
import { parseArray, parseSockAddr, parseStruct } from './strace-args.js'

const EMPTY = Buffer.alloc(0)

/** A sockaddr argument; one of a family strace does not decode is kept raw. */
export function sockaddr(token: string | undefined): SockAddr | undefined {
  if (token === undefined) return undefined
  return parseSockAddr(token) ?? { family: 'other', raw: token }
}

/** Bytes that were sent but not shown (an abbreviated sendmmsg array): nothing known but that they exist. */
export function unseenPayload(): SendPayload {
  return { data: EMPTY, truncated: true }
}

/** A buffer argument: a C string, or NULL / an address strace could not read (data unknown). */
function buffer(token: string | undefined): { bytes: Buffer; truncated: boolean } | undefined {
  if (token === undefined) return undefined
  if (token === 'NULL') return { bytes: EMPTY, truncated: false }
  if (token.startsWith('0x')) return { bytes: EMPTY, truncated: true }
  return parseCString(token)
}

/**
 * A payload of one C string (write, send, sendto), decoded on first use. Most payloads are never read on
 * the parsing thread: writes to files and pipes are not egress, and a socket's bytes go to the canary
 * matcher, which decodes them on its worker thread in a busy trace. Unescaping was a quarter of the
 * parser's time. The token was checked when the event was made, so decoding it cannot fail.
 */
class EncodedPayload implements SendPayload {
  address?: SockAddr
  private decoded: Buffer | undefined = undefined

  constructor(
    private encoded: string | undefined,
    readonly truncated: boolean
  ) {}

  get token(): string | undefined {
    return this.encoded
  }

  get data(): Buffer {
    if (this.decoded === undefined) {
      this.decoded = (this.encoded === undefined ? undefined : parseCString(this.encoded)?.bytes) ?? EMPTY
      this.encoded = undefined
    }
    return this.decoded
  }
}

/** The payload of a buffer argument (see buffer()), its C string left encoded; undefined when malformed. */
export function payloadOf(token: string | undefined): SendPayload | undefined {
  if (token === undefined) return undefined
  if (token === 'NULL') return { data: EMPTY, truncated: false }
  if (token.startsWith('0x')) return { data: EMPTY, truncated: true }
  const truncated = cStringTruncated(token)
  return truncated === undefined ? undefined : new EncodedPayload(token, truncated)
}

/** `[{iov_base="a", iov_len=1}, …]` → the iovecs' bytes concatenated. */
export function iovecs(token: string | undefined): SendPayload | undefined {
  if (token === undefined) return undefined
  if (token === 'NULL') return { data: EMPTY, truncated: false }
  const array = parseArray(token)
  if (!array) return undefined
  const parts: Buffer[] = []
  let truncated = array.abbreviated
  for (const item of array.items) {
    const base = parseStruct(item)?.get('iov_base')
    const data = buffer(base)
    if (!data) return undefined
    parts.push(data.bytes)
    truncated ||= data.truncated
  }
  return { data: parts.length === 1 && parts[0] ? parts[0] : Buffer.concat(parts), truncated }
}

/** struct msghdr → one payload (its iovecs joined) with msg_name as destination. */
export function msghdr(token: string | undefined): SendPayload | undefined {
  const fields = token === undefined ? undefined : parseStruct(token)
  if (!fields) return undefined
  const payload = iovecs(fields.get('msg_iov'))
  if (!payload) return undefined
  const name = fields.get('msg_name')
  const address = name !== undefined && name !== 'NULL' ? sockaddr(name) : undefined
  if (address) payload.address = address
  return payload
}
