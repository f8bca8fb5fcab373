// Tokenizer for the argument syntax strace prints (`-yy -s N -X abbrev`). Everything here reads text
// that a traced, untrusted server chose (file names, payloads, unix socket names), so nothing assumes
// the text is well formed: functions return undefined instead of throwing.
import type { Endpoint, Fd, FdInfo, SockAddr } from './events.js'
import { parseStringArg, skipString } from './c-string.js'

const QUOTE = 0x22 // "
const LT = 0x3c // <
const GT = 0x3e // >

function isWordChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f
}

/**
 * Index just past the `>` closing the -yy decoration whose `<` is at `start`.
 * Paths are printed with `<`, `>` and `"` escaped, so a literal `<` inside a path decoration can only
 * open strace's own device suffix (`/dev/null<char 1:3>`). Socket and pipe decorations (`TCP:[a->b]`,
 * `UNIX:[1,"/x"]`) carry `->` and quoted names, so their `[...]` part is skipped as a unit.
 */
export function skipDecoration(text: string, start: number): number {
  const end = text.length
  let i = start + 1
  if (text.charCodeAt(i) !== 0x2f /* / */) {
    const bracket = text.indexOf(':[', i)
    const close = text.indexOf('>', i)
    if (bracket !== -1 && (close === -1 || bracket < close)) {
      i = bracket + 2
      let brackets = 1 // TCPv6 nests: `TCPv6:[[::1]:5->[::1]:443]`
      while (i < end && brackets > 0) {
        const c = text.charCodeAt(i)
        if (c === QUOTE) i = skipString(text, i)
        else {
          if (c === 0x5b /* [ */) brackets++
          else if (c === 0x5d /* ] */) brackets--
          i++
        }
      }
    }
  }
  let depth = 1
  while (i < end) {
    const c = text.charCodeAt(i)
    if (c === LT) depth++
    else if (c === GT && --depth === 0) return i + 1
    i++
  }
  return end
}

/** A decoration starts with `<` right after an fd number or AT_FDCWD (never after a space). */
export function opensDecoration(text: string, i: number): boolean {
  return i > 0 && text.charCodeAt(i) === LT && isWordChar(text.charCodeAt(i - 1))
}

/** Splits `a, {b, c}, "d,e", [f]` into top-level items, respecting strings, brackets and decorations. */
export function splitTopLevel(text: string, separator = 0x2c /* , */): string[] {
  const at = topLevelSeparators(text, separator)
  return itemsBetween(text, at.offsets, at.count)
}

/** Where splitTopLevel splits: reused offsets (valid until the next call), `count` of them. */
export interface Separators {
  offsets: Int32Array
  count: number
}
const found: Separators = { offsets: new Int32Array(64), count: 0 }

function topLevelSeparators(text: string, separator: number): Separators {
  found.count = 0
  let depth = 0
  let i = 0
  const end = text.length
  while (i < end) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      i = skipString(text, i)
      continue
    }
    if (c === LT && opensDecoration(text, i)) {
      i = skipDecoration(text, i)
      continue
    }
    if (c === 0x7b || c === 0x5b || c === 0x28) depth++
    else if (c === 0x7d || c === 0x5d || c === 0x29) depth--
    else if (c === separator && depth === 0) pushSeparator(found, i)
    i++
  }
  return found
}

export function pushSeparator(separators: Separators, offset: number): void {
  if (separators.count === separators.offsets.length) {
    const grown = new Int32Array(2 * separators.offsets.length)
    grown.set(separators.offsets)
    separators.offsets = grown
  }
  separators.offsets[separators.count++] = offset
}

/** The items of `text` between the first `count` separator offsets, trimmed, as splitTopLevel returns them. */
export function itemsBetween(text: string, offsets: Int32Array, count: number, base = 0): string[] {
  const items: string[] = []
  let itemStart = 0
  for (let k = 0; k < count; k++) {
    const at = offsets[k]! - base
    items.push(trimmedSlice(text, itemStart, at))
    itemStart = at + 1
  }
  const last = trimmedSlice(text, itemStart, text.length)
  if (last !== '' || items.length > 0) items.push(last)
  return items
}

/** `text.slice(from, to).trim()` without the intermediate string when the edges are ASCII. */
function trimmedSlice(text: string, from: number, to: number): string {
  while (from < to && isAsciiSpace(text.charCodeAt(from))) from++
  while (to > from && isAsciiSpace(text.charCodeAt(to - 1))) to--
  if (from < to && (text.charCodeAt(from) > 0x7f || text.charCodeAt(to - 1) > 0x7f)) return text.slice(from, to).trim()
  return text.slice(from, to)
}
function isAsciiSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d)
}

/** Unescapes the inside of a -yy path decoration (same escapes as a C string, no quotes). */
function unescapeDecorationPath(raw: string): string {
  if (raw.indexOf('\\') === -1) return raw
  return parseStringArg(`"${raw}"`) ?? raw
}

/** The value of text[from, to) when it is 1 to 15 decimal digits, else -1 (no string is made). */
function digitsAt(text: string, from: number, to: number): number {
  if (to === from || to - from > 15) return -1
  let value = 0
  for (let k = from; k < to; k++) {
    const digit = text.charCodeAt(k) - 0x30
    if (digit < 0 || digit > 9) return -1
    value = value * 10 + digit
  }
  return value
}

function parseEndpoint(text: string): Endpoint | undefined {
  const colon = text.lastIndexOf(':')
  if (colon <= 0) return undefined
  let address = text.slice(0, colon)
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1)
  const digits = digitsAt(text, colon + 1, text.length)
  const port = digits >= 0 ? digits : Number(text.slice(colon + 1))
  if (!Number.isInteger(port) || address === '') return undefined
  return { address, port }
}

/** Parses what is inside a decoration's `<…>`: `/path`, `TCP:[a:1->b:2]`, `UNIX-STREAM:[1->2,"/x"]`, `pipe:[7]`. */
export function parseFdInfo(content: string): FdInfo {
  if (content.startsWith('/')) {
    // strace appends the device to character/block special files: `/dev/null<char 1:3>`
    const device = content.lastIndexOf('<')
    const path = device > 0 && content.endsWith('>') ? content.slice(0, device) : content
    return { kind: 'path', path: unescapeDecorationPath(path) }
  }
  const bracket = content.indexOf(':[')
  if (bracket <= 0 || !content.endsWith(']')) return { kind: 'other', raw: content }
  const protocol = content.slice(0, bracket)
  if (protocol === 'pipe' || protocol.startsWith('anon_inode')) return { kind: 'other', raw: content }
  const inner = content.slice(bracket + 2, -1)
  const info: FdInfo = { kind: 'socket', protocol }
  if (protocol.startsWith('UNIX')) {
    const inode = /^\d{1,20}/.exec(inner)
    if (inode) info.inode = Number(inode[0])
    const comma = inner.indexOf(',')
    if (comma !== -1) {
      const name = inner.slice(comma + 1)
      const abstract = name.startsWith('@')
      const path = parseStringArg(abstract ? name.slice(1) : name)
      if (path !== undefined) info.path = abstract ? `@${path}` : path
    }
    return info
  }
  const arrow = inner.indexOf('->')
  if (arrow !== -1) {
    const local = parseEndpoint(inner.slice(0, arrow))
    const remote = parseEndpoint(inner.slice(arrow + 2))
    if (local) info.local = local
    if (remote) info.remote = remote
  } else if (inner.includes(':')) {
    const local = parseEndpoint(inner)
    if (local) info.local = local
  }
  return info
}

/** `3`, `3</x>`, `AT_FDCWD`, `AT_FDCWD</home/u>`, `20<TCP:[…]>` → Fd. */
export function parseFd(token: string): Fd | undefined {
  const lt = token.indexOf('<')
  let fd: number | 'AT_FDCWD' = digitsAt(token, 0, lt === -1 ? token.length : lt)
  if (fd === -1) {
    const head = lt === -1 ? token : token.slice(0, lt)
    if (head === 'AT_FDCWD') fd = 'AT_FDCWD'
    else {
      fd = Number(head)
      if (head === '' || !Number.isInteger(fd)) return undefined
    }
  }
  if (lt === -1) return { fd }
  if (!token.endsWith('>')) return undefined
  return { fd, info: parseFdInfo(token.slice(lt + 1, -1)) }
}

/** `{a=1, b={c=2}, inet_pton(…)}` → entries; items without `=` are kept under their own text. */
export function parseStruct(token: string): Map<string, string> | undefined {
  if (!token.startsWith('{') || !token.endsWith('}')) return undefined
  const fields = new Map<string, string>()
  for (const item of splitTopLevel(token.slice(1, -1))) {
    const eq = item.indexOf('=')
    const paren = item.indexOf('(')
    if (eq === -1 || (paren !== -1 && paren < eq)) fields.set(item, '')
    else fields.set(item.slice(0, eq), item.slice(eq + 1))
  }
  return fields
}

/** `[a, b, ...]` → items; `abbreviated` when strace printed `...` for the rest. */
export function parseArray(token: string): { items: string[]; abbreviated: boolean } | undefined {
  if (!token.startsWith('[') || !token.endsWith(']')) return undefined
  const items = splitTopLevel(token.slice(1, -1))
  const abbreviated = items.length > 0 && items[items.length - 1] === '...'
  if (abbreviated) items.pop()
  return { items, abbreviated }
}

export function parseFlags(token: string): string[] {
  if (token === '' || token === '0') return []
  const flags = token.split('|')
  return WHITESPACE.test(token) ? flags.map((f) => f.trim()) : flags
}
/** what String.prototype.trim removes */
const WHITESPACE = /\s/

const MAPPED_PREFIX = '::ffff:'

function htonsPort(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const m = /^htons\((\d+)\)$/.exec(value)
  return m?.[1] === undefined ? undefined : Number(m[1])
}

/** Decodes strace's struct sockaddr: AF_INET, AF_INET6 (v4-mapped too), AF_UNIX (abstract too). */
export function parseSockAddr(token: string): SockAddr | undefined {
  const fields = parseStruct(token)
  if (!fields) return undefined
  const family = fields.get('sa_family')
  if (family === 'AF_INET') {
    const port = htonsPort(fields.get('sin_port'))
    const m = /^inet_addr\("([0-9.]+)"\)$/.exec(fields.get('sin_addr') ?? '')
    if (port !== undefined && m?.[1] !== undefined) return { family: 'AF_INET', address: m[1], port }
  } else if (family === 'AF_INET6') {
    const port = htonsPort(fields.get('sin6_port'))
    let address: string | undefined
    for (const key of fields.keys()) {
      const m = /^inet_pton\(AF_INET6, "([0-9a-fA-F:.]+)", &sin6_addr\)$/.exec(key)
      if (m?.[1] !== undefined) address = m[1]
    }
    if (port !== undefined && address !== undefined) {
      const result: SockAddr = { family: 'AF_INET6', address, port }
      if (address.toLowerCase().startsWith(MAPPED_PREFIX) && address.includes('.')) {
        result.mappedIPv4 = address.slice(MAPPED_PREFIX.length)
      }
      return result
    }
  } else if (family === 'AF_UNIX') {
    const raw = fields.get('sun_path')
    if (raw === undefined) return { family: 'AF_UNIX', path: '', abstract: false }
    const abstract = raw.startsWith('@')
    const path = parseStringArg(abstract ? raw.slice(1) : raw)
    if (path !== undefined) return { family: 'AF_UNIX', path, abstract }
  }
  return { family: 'other', raw: token }
}
