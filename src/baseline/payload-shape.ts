// The shape of one request the sink read (decrypted for HTTPS): what a reviewer compares when a server
// keeps talking to the same host — method and path template, header names, the keys of a JSON body,
// and recipient-like values (email addresses). Values themselves (tokens, text) are left out: they
// change on every run.

export interface PayloadShape {
  request: string
  headers: string[]
  jsonKeys: string[]
  recipients: string[]
}

const MAX_KEYS = 200
const MAX_DEPTH = 8
const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+/g

function pathTemplate(target: string): string {
  const [path = '', query] = target.split('?', 2)
  const segments = path
    .split('/')
    .map((segment) =>
      /^[0-9]+$/.test(segment) || /^[0-9a-f]{8,}(-[0-9a-f]{4,})*$/i.test(segment) || (segment.length >= 16 && /[0-9]/.test(segment)) ? '{id}' : segment
    )
  const keys = query === undefined ? [] : [...new Set(query.split('&').map((pair) => pair.split('=')[0] ?? ''))].filter(Boolean).sort()
  return segments.join('/') + (keys.length > 0 ? `?${keys.join('&')}` : '')
}

function dechunk(body: string): string {
  let out = ''
  let rest = body
  for (;;) {
    const newline = rest.indexOf('\r\n')
    if (newline < 0) return out + rest
    const size = Number.parseInt(rest.slice(0, newline), 16)
    if (!Number.isFinite(size) || size <= 0) return out
    out += rest.slice(newline + 2, newline + 2 + size)
    rest = rest.slice(newline + 4 + size)
  }
}

function jsonKeys(value: unknown, prefix: string, depth: number, out: Set<string>): void {
  if (out.size >= MAX_KEYS || depth > MAX_DEPTH) return
  if (Array.isArray(value)) {
    for (const item of value) jsonKeys(item, `${prefix}[]`, depth + 1, out)
    return
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix === '' ? key : `${prefix}.${key}`
      out.add(path)
      jsonKeys(child, path, depth + 1, out)
    }
  }
}

/** The shape of an HTTP/1 request, or null for anything else (HTTP/2 frames, raw protocols). */
export function payloadShape(data: Buffer): PayloadShape | null {
  const text = data.toString('latin1')
  const headEnd = text.indexOf('\r\n\r\n')
  const head = headEnd < 0 ? text : text.slice(0, headEnd)
  const [requestLine = '', ...headerLines] = head.split('\r\n')
  const match = /^([A-Z]{3,10}) (\S+) HTTP\/1\.[01]$/.exec(requestLine)
  if (!match) return null
  const headers = new Map<string, string>()
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  let body = headEnd < 0 ? '' : text.slice(headEnd + 4)
  if (/chunked/i.test(headers.get('transfer-encoding') ?? '')) body = dechunk(body)
  const keys = new Set<string>()
  try {
    jsonKeys(JSON.parse(Buffer.from(body, 'latin1').toString('utf8')), '', 0, keys)
  } catch {
    // not JSON: no keys
  }
  // most requests carry no `@`, and the pattern costs a try at every character of one that does not
  const searched = `${headerLines.join('\n')}\n${body}`
  const recipients = new Set((searched.includes('@') ? (searched.match(EMAIL) ?? []) : []).map((address) => address.toLowerCase()))
  return {
    request: `${match[1]} ${pathTemplate(match[2] as string)}`,
    headers: [...headers.keys()].sort(),
    jsonKeys: [...keys].sort(),
    recipients: [...recipients].sort()
  }
}
