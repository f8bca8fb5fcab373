import { deflateSync } from 'node:zlib'

// Answers that are not JSON, chosen by the path's extension and the request's Accept: a feed (RSS or Atom),
// an HTML page, XML, CSV, a small PNG or PDF, a shell script, plain text. Each is small, well formed and
// harmless: the script only exits 0, the page has no script.

export type ContentShape = 'rss' | 'atom' | 'html' | 'xml' | 'csv' | 'png' | 'pdf' | 'script' | 'text'

export interface ContentReply {
  shape: ContentShape
  contentType: string
  body: Buffer
}

const EXTENSIONS: [RegExp, ContentShape][] = [
  [/\.(rss)$|\/(rss|feed)(\.xml)?$|\/feeds?\/|[?&]format=rss/i, 'rss'],
  [/\.atom$|\/atom(\.xml)?$/i, 'atom'],
  [/\.html?$/i, 'html'],
  [/\.xml$/i, 'xml'],
  [/\.csv$|[?&]format=csv/i, 'csv'],
  [/\.(png|jpe?g|gif|webp|ico|bmp)$/i, 'png'],
  [/\.pdf$/i, 'pdf'],
  [/\.(sh|bash|ps1|command)$|\/install(er)?$/i, 'script'],
  [/\.(txt|md|log|py|js|mjs|ts|rb|pl|yaml|yml|toml|ini|conf|cfg|diff|patch)$/i, 'text']
]

/** The kind of answer a path and Accept header ask for, or null for JSON (the default of an API). */
export function contentShapeOf(path: string, accept: string): ContentShape | null {
  const wanted = accept.toLowerCase()
  // an API that serves files as JSON documents (a repository's contents) is asked for JSON
  if (/json/.test(wanted.split(',')[0] ?? '')) return null
  for (const [pattern, shape] of EXTENSIONS) if (pattern.test(path)) return shape
  if (wanted === '' || /json|\*\/\*/.test(wanted.split(',')[0] ?? '')) return null
  if (/application\/rss\+xml/.test(wanted)) return 'rss'
  if (/application\/atom\+xml/.test(wanted)) return 'atom'
  if (/text\/html|application\/xhtml/.test(wanted)) return 'html'
  if (/(application|text)\/xml/.test(wanted)) return 'xml'
  if (/text\/csv/.test(wanted)) return 'csv'
  if (/image\//.test(wanted)) return 'png'
  if (/application\/pdf/.test(wanted)) return 'pdf'
  if (/text\/plain/.test(wanted)) return 'text'
  return null
}

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

function crc32(bytes: Buffer): number {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

/** A 1×1 grey PNG, built from its chunks. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length, 0)
    head.write(type, 4, 'latin1')
    const tail = Buffer.alloc(4)
    tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
    return Buffer.concat([head, data, tail])
  }
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]) // 1×1, 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    chunk('IEND', Buffer.alloc(0))
  ])
}

/** A one-page PDF saying "Hello world", with a correct cross-reference table. */
function pdf(): Buffer {
  const stream = 'BT /F1 12 Tf 72 720 Td (Hello world) Tj ET'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  ]
  let text = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(text.length)
    text += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = text.length
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(text, 'latin1')
}

export function contentReply(shape: ContentShape, host: string, path: string): ContentReply {
  const base = `https://${escapeXml(host)}`
  const link = (n: number): string => `${base}/items/${n}`
  switch (shape) {
    case 'rss':
      return {
        shape,
        contentType: 'application/rss+xml; charset=utf-8',
        body: Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Notes</title><link>${base}/</link><description>Latest notes</description>` +
            [1, 2]
              .map(
                (n) =>
                  `<item><title>Note ${n}</title><link>${link(n)}</link><guid>${link(n)}</guid><pubDate>Mon, 15 Jan 2024 09:30:00 GMT</pubDate><description>Hello world ${n}</description></item>`
              )
              .join('') +
            '</channel></rss>\n'
        )
      }
    case 'atom':
      return {
        shape,
        contentType: 'application/atom+xml; charset=utf-8',
        body: Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>Notes</title><id>${base}/</id><updated>2024-01-15T09:30:00Z</updated>` +
            [1, 2]
              .map(
                (n) =>
                  `<entry><title>Note ${n}</title><id>${link(n)}</id><link href="${link(n)}"/><updated>2024-01-15T09:30:00Z</updated><summary>Hello world ${n}</summary></entry>`
              )
              .join('') +
            '</feed>\n'
        )
      }
    case 'html':
      return {
        shape,
        contentType: 'text/html; charset=utf-8',
        body: Buffer.from(
          `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Notes</title><meta name="description" content="Latest notes"></head>` +
            `<body><main><h1>Notes</h1><p>Hello world.</p><ul><li><a href="${link(1)}">Note 1</a></li><li><a href="${link(2)}">Note 2</a></li></ul></main></body></html>\n`
        )
      }
    case 'xml':
      return {
        shape,
        contentType: 'application/xml; charset=utf-8',
        body: Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?>\n<response><status>ok</status><items><item><id>1</id><name>Note 1</name><url>${link(1)}</url></item><item><id>2</id><name>Note 2</name><url>${link(2)}</url></item></items></response>\n`
        )
      }
    case 'csv':
      return {
        shape,
        contentType: 'text/csv; charset=utf-8',
        body: Buffer.from(`id,name,url,created_at\n1,Note 1,${link(1)},2024-01-15\n2,Note 2,${link(2)},2024-01-16\n`)
      }
    case 'png':
      return { shape, contentType: 'image/png', body: png() }
    case 'pdf':
      return { shape, contentType: 'application/pdf', body: pdf() }
    case 'script':
      return { shape, contentType: 'text/x-shellscript; charset=utf-8', body: Buffer.from('#!/bin/sh\n# setup\nexit 0\n') }
    case 'text':
      return { shape, contentType: 'text/plain; charset=utf-8', body: Buffer.from(/\.py$/.test(path) ? 'print("hello world")\n' : 'Hello world\n') }
  }
}
