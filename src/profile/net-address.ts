import { isIPv4 } from 'node:net'
import { ipVersion } from '../model/ip-version.js'

/** Parses dotted IPv4 into a 32-bit unsigned number, or null. */
export function ipv4ToNumber(address: string): number | null {
  if (!isIPv4(address)) return null
  return address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0)
}

/** Expands an IPv6 address into 8 16-bit groups (handles `::` and an embedded IPv4 tail), or null. */
export function ipv6ToGroups(address: string): number[] | null {
  const bare = address.replace(/%.*$/, '')
  if (ipVersion(bare) !== 6) return null
  let text = bare
  const v4tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4tail) {
    const n = ipv4ToNumber(v4tail[1] as string)
    if (n === null) return null
    text = `${text.slice(0, -(v4tail[1] as string).length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)))
  const h = parse(head)
  const t = tail === undefined ? [] : parse(tail)
  const fill = tail === undefined ? [] : new Array<number>(8 - h.length - t.length).fill(0)
  const groups = [...h, ...fill, ...t]
  return groups.length === 8 ? groups : null
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d), or null. */
export function mappedIPv4(address: string): string | null {
  // every form of it writes its sixth group `ffff`: without one, the address is not parsed at all
  if (!/ffff/i.test(address)) return null
  const g = ipv6ToGroups(address)
  if (!g || g.slice(0, 5).some((x) => x !== 0) || g[5] !== 0xffff) return null
  const hi = g[6] as number
  const lo = g[7] as number
  return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`
}

/**
 * Whether a connect to this address stays on the machine. 0.0.0.0 and :: connect to the local host
 * on Linux, so they count as loopback too.
 */
export function isLoopbackAddress(address: string): boolean {
  const v4 = ipv4ToNumber(address)
  if (v4 !== null) return v4 >>> 24 === 127 || v4 === 0
  const mapped = mappedIPv4(address)
  if (mapped) return isLoopbackAddress(mapped)
  // :: and ::1 are written with 0, 1, colons and dots only, whatever the form; any other digit is another address
  if (/[^01:.]/.test(address.replace(/%.*$/, ''))) return false
  const g = ipv6ToGroups(address)
  if (!g) return false
  return g.slice(0, 7).every((x) => x === 0) && (g[7] === 1 || g[7] === 0)
}

/** `a.b.c.d:p` or `[v6]:p` */
export function formatEndpoint(address: string, port: number | undefined): string {
  if (port === undefined) return address
  return address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`
}

/** Whether `address` lies in `cidr` (v4 or v6; a bare address is a /32 or /128). */
export function inCidr(address: string, cidr: string): boolean {
  const [net = '', bitsText] = cidr.split('/')
  const v4 = ipv4ToNumber(address) ?? (mappedIPv4(address) ? ipv4ToNumber(mappedIPv4(address) as string) : null)
  const netV4 = ipv4ToNumber(net)
  if (netV4 !== null) {
    if (v4 === null) return false
    const bits = bitsText === undefined ? 32 : Number(bitsText)
    if (bits === 0) return true
    const mask = bits >= 32 ? 0xffffffff : ~((1 << (32 - bits)) - 1) >>> 0
    return (v4 & mask) >>> 0 === (netV4 & mask) >>> 0
  }
  const a = ipv6ToGroups(address)
  const n = ipv6ToGroups(net)
  if (!a || !n) return false
  let bits = bitsText === undefined ? 128 : Number(bitsText)
  for (let i = 0; i < 8 && bits > 0; i++, bits -= 16) {
    const mask = bits >= 16 ? 0xffff : (0xffff << (16 - bits)) & 0xffff
    if (((a[i] as number) & mask) !== ((n[i] as number) & mask)) return false
  }
  return true
}
