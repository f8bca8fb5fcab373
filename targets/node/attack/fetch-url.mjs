// Issue 42, class 7: a page fetcher that fetches any http(s) address, so a caller reaches loopback
// services and the cloud metadata service (169.254.169.254). SANDBOX ONLY: it connects out.
// --fixed: the name is resolved first and every address checked (loopback, private, link-local,
// carrier-grade NAT, multicast, reserved and the metadata names refused), then the connection is pinned
// to the checked address, so a second lookup cannot answer differently. Documentation ranges are public
// here: the audit's sink answers every name with one. Needs no root. Redirects are not followed.
import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP } from 'node:net'
import { z } from 'zod'
import { answer, commandLine, refusal, serve } from './serve.mjs'

const { fixed } = commandLine()
const TIMEOUT_MS = 5000
const KEPT_BYTES = 20_000

const INTERNAL = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4]
])
  INTERNAL.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8]
])
  INTERNAL.addSubnet(network, prefix, 'ipv6')
// In the cloud these names resolve to the metadata address; a resolver that answers otherwise (a
// sandbox, a split-horizon DNS) must not make them reachable.
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal'])

// BlockList checks an IPv4-mapped IPv6 address (::ffff:7f00:1) against the IPv4 subnets as well.
const isInternal = (address) => INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** The bug: the system's lookup, whatever it answers. */
async function anyAddress() {
  return { lookup: undefined }
}

/** The fix: resolve, refuse internal addresses, and connect to the address that was checked. */
async function publicAddress(url) {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (METADATA_NAMES.has(host)) throw new Error(`${host} is a cloud metadata service`)
  const addresses = await lookup(host, { all: true, verbatim: true })
  const internal = addresses.find(({ address }) => isInternal(address))
  if (internal) throw new Error(`${host} is an internal address (${internal.address})`)
  const [pinned] = addresses
  return { lookup: (_name, options, done) => (options.all ? done(null, [pinned]) : done(null, pinned.address, pinned.family)) }
}

const connectOptions = fixed ? publicAddress : anyAddress

async function fetchPage(address) {
  let url
  try {
    url = new URL(address)
  } catch {
    return refusal(`Not a URL: ${address}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refusal(`Only http and https pages can be fetched, not ${url.protocol}`)
  let options
  try {
    options = await connectOptions(url)
  } catch (error) {
    return refusal(`Refused: ${error.message}`)
  }
  return new Promise((resolveFetch) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.get(url, { ...options, timeout: TIMEOUT_MS, headers: { 'user-agent': 'page-fetcher/1.3' } }, (response) => {
      const chunks = []
      let kept = 0
      response.on('data', (chunk) => {
        if (kept < KEPT_BYTES) chunks.push(chunk)
        kept += chunk.length
      })
      response.on('end', () => {
        const body = Buffer.concat(chunks).subarray(0, KEPT_BYTES).toString('utf8')
        resolveFetch(answer(`HTTP ${response.statusCode}\n\n${body}`))
      })
      response.on('error', (error) => resolveFetch(refusal(`Fetch failed: ${error.message}`)))
    })
    request.on('timeout', () => request.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)))
    request.on('error', (error) => resolveFetch(refusal(`Fetch failed: ${error.message}`)))
  })
}

await serve({ name: 'page-fetcher', version: '1.3.0' }, (server) => {
  server.registerTool(
    'fetch_page',
    {
      description: 'Fetches a web page over http or https and returns its status and the first 20 KB of its text.',
      inputSchema: { url: z.string().describe('Address of the page (e.g. "https://example.com/")') },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true }
    },
    async ({ url }) => fetchPage(url)
  )
  server.registerTool(
    'extract_links',
    {
      description: 'Lists the link targets (href) found in a piece of HTML.',
      inputSchema: { html: z.string().describe('The HTML to read') },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }
    },
    async ({ html }) => answer([...html.matchAll(/href\s*=\s*["']([^"']*)["']/gi)].map((match) => match[1]).join('\n') || '(no links)')
  )
})
