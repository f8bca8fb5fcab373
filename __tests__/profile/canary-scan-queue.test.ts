import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CanaryIndex } from '../../src/profile/canary-index.js'
import type { Canary } from '../../src/profile/canary-match.js'
import { CanaryScanQueue, MAX_BYTES_IN_FLIGHT } from '../../src/profile/canary-scan-queue.js'
import type { SendPayload } from '../../src/trace/events.js'
import { parseTraceText } from '../../src/trace/read-trace.js'

// The queue matches payloads inline or on its worker thread (the bundled dist/canary-worker/index.js,
// which `npm test` builds first): what it reports must not depend on where each payload was matched.
// The same sequence of payloads and canary file reads goes through an inline queue and through queues
// that hand payloads to the worker; the hits, in order and with their tags, must be the same.

const WORKER = join(process.cwd(), 'dist', 'canary-worker', 'index.js')

const SSH_BODY = 'q8ZPx2mLw+T1nVb7Hc0Kf/3JdYs9RaUe6GtWo4EiNpQz5yXhBj8ClMvDkSuF1r2A7gOIH0nZ'
const AWS_KEY_ID = 'AKIAQ7J2MX4TPLW9ZK3D'
const GITHUB_TOKEN = 'ghs_u7TqW2xZp9LmK4vR8sYbN1cHdF6gJ0aE3oQi'
const SSH_FILE = `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE${SSH_BODY}\n-----END OPENSSH PRIVATE KEY-----\n`
const AWS_FILE = `[default]\naws_access_key_id = ${AWS_KEY_ID}\nregion = us-east-1\n`

const tokens: Canary[] = [
  { id: '~/.ssh/id_rsa', value: SSH_BODY },
  { id: '~/.aws/credentials', value: AWS_KEY_ID },
  { id: 'env:GITHUB_TOKEN', value: GITHUB_TOKEN }
]
const files: Canary[] = [
  { id: '~/.ssh/id_rsa', value: SSH_FILE },
  { id: '~/.aws/credentials', value: AWS_FILE }
]

// xorshift32: the same filler every run (words gathered and joined once: the larger test makes 40 MB of it)
let seed = 0x1d2c3b
const WORDS = ['config ', 'token=', 'id_rsa ', '{"a":1} ', 'BEGIN ', '\u0000\u0001', 'ghs_', 'AKIA']
function filler(length: number): string {
  const words: string[] = []
  let size = 0
  while (size < length) {
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    const word = WORDS[(seed >>> 0) % 8] as string
    words.push(word)
    size += word.length
  }
  return words.join('').slice(0, length)
}

/** How strace prints each byte: printable ASCII as is, the rest escaped. */
const STRACE_BYTE = Array.from({ length: 256 }, (_, byte) => {
  if (byte === 0x22 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`
  if (byte === 0x0a) return '\\n'
  if (byte >= 0x20 && byte < 0x7f) return String.fromCharCode(byte)
  return `\\${byte.toString(8).padStart(3, '0')}`
})

/** bytes as strace prints them (each byte a latin1 character, the escaped ones replaced) */
function straceString(bytes: Buffer): string {
  return `"${bytes.toString('latin1').replace(/[^\x20\x21\x23-\x5b\x5d-\x7e]/g, (char) => STRACE_BYTE[char.charCodeAt(0)] as string)}"`
}

// a payload the parser made: its C string is decoded only when read, on the worker when it goes there
type Step = { read: string } | { send: Buffer | string } | { traced: string }

/** Payloads around file reads: the header of id_rsa before its read (no hit) and after it (a hit), tokens in several encodings. */
function steps(count: number): Step[] {
  const out: Step[] = []
  const pieces = [
    () => SSH_FILE.slice(0, 40),
    () => `k=${Buffer.from(AWS_KEY_ID.slice(2, 18)).toString('base64')}`,
    () => `t=${Buffer.from(GITHUB_TOKEN.slice(4, 24)).toString('hex')}`,
    () => AWS_FILE.slice(3, 40),
    () => ''
  ]
  for (let i = 0; i < count; i++) {
    if (i === Math.floor(count / 3)) out.push({ read: '~/.ssh/id_rsa' })
    if (i === Math.floor((2 * count) / 3)) out.push({ read: '~/.aws/credentials' })
    const piece = pieces[i % pieces.length]!()
    const text = `${filler(200 + ((i * 37) % 3000))}${piece}${filler(50)}`
    // argv and DNS names are strings (matched inline always); payloads are buffers, or still C strings
    const bytes = Buffer.from(text, 'latin1')
    if (i % 11 === 0) out.push({ send: text })
    else if (i % 2 === 0)
      out.push({ traced: `1 1795340274.5 write(7<TCP:[10.0.0.2:41000->203.0.113.34:443]>, ${straceString(bytes)}, ${bytes.length}) = ${bytes.length}` })
    else out.push({ send: bytes })
  }
  return out
}

async function run(input: Step[], workerPath: string | null, offloadAfterBytes?: number) {
  const queue = new CanaryScanQueue<number>(new CanaryIndex(tokens, files), { workerPath, ...(offloadAfterBytes !== undefined ? { offloadAfterBytes } : {}) })
  const traced: SendPayload[] = []
  try {
    input.forEach((step, at) => {
      if ('read' in step) queue.fileRead(step.read)
      else if ('send' in step) queue.scan(step.send, at)
      else {
        const event = parseTraceText(step.traced).events[0]
        if (event?.type !== 'send' || event.payloads[0]?.token === undefined) throw new Error(`not an encoded payload: ${step.traced}`)
        traced.push(event.payloads[0])
        queue.scanPayload(event.payloads[0], at)
      }
    })
    await queue.settle()
    // decoded on this thread: read here, or matched here
    return { hits: queue.hitsInOrder(), stats: queue.stats, decodedHere: traced.filter((payload) => payload.token === undefined).length }
  } finally {
    queue.close()
  }
}

describe('CanaryScanQueue', () => {
  beforeAll(() => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: run npm run build first (npm test does)`)
  })

  const input = steps(600)

  test('the worker finds what inline matching finds, in the same order, each payload against the files read before it', async () => {
    const inline = await run(input, null)
    const offloaded = await run(input, WORKER, 0)
    expect(inline.stats.offloadedBytes).toBe(0)
    // every buffer and C string went to the worker (strings are matched inline)
    const strings = input.reduce((sum, step) => sum + ('send' in step && typeof step.send === 'string' ? step.send.length : 0), 0)
    expect(input.filter((step) => 'traced' in step).length).toBeGreaterThan(200)
    expect(offloaded.stats.offloadedBytes).toBe(offloaded.stats.scannedBytes - strings)
    expect(offloaded.stats.workerBytes).toBe(offloaded.stats.offloadedBytes)
    // the parser's C strings were decoded on the worker only
    expect(offloaded.decodedHere).toBe(0)
    expect(inline.decodedHere).toBe(input.filter((step) => 'traced' in step).length)
    expect(inline.hits.length).toBeGreaterThan(100)
    // the id_rsa header counts only after the read
    const headerHits = inline.hits.filter(({ hits }) => hits.some((hit) => hit.canary === '~/.ssh/id_rsa' && hit.within === 'file' && hit.bytes[0] === 0))
    const readAt = input.findIndex((step) => 'read' in step && step.read === '~/.ssh/id_rsa')
    expect(headerHits.length).toBeGreaterThan(0)
    expect(headerHits.every(({ tag }) => tag > readAt)).toBe(true)
    expect(offloaded.hits).toEqual(inline.hits)
  })

  test('a worker behind: the parsing thread matches the payloads past what may be in flight, with the same hits', async () => {
    // queued in one go, with no turn of the event loop for the worker's answers
    const many = steps(24_000)
    const offloaded = await run(many, WORKER, 0)
    expect(offloaded.stats.scannedBytes).toBeGreaterThan(MAX_BYTES_IN_FLIGHT + (8 << 20))
    expect(offloaded.stats.workerBytes).toBe(offloaded.stats.offloadedBytes)
    expect(offloaded.stats.offloadedBytes).toBeGreaterThan(MAX_BYTES_IN_FLIGHT - (4 << 20))
    expect(offloaded.stats.offloadedBytes).toBeLessThanOrEqual(MAX_BYTES_IN_FLIGHT)
    expect(offloaded.hits).toEqual((await run(many, null)).hits)
    // CPU-bound (24,000 steps matched twice): a shared, loaded machine needs more than the default minute
  }, 240_000)

  test('past the first megabytes only: a small run never starts the worker', async () => {
    const small = await run(input, WORKER)
    expect(small.stats.offloadedBytes).toBe(0)
    expect(small.hits).toEqual((await run(input, null)).hits)
  })

  test('a worker that cannot start: every payload is matched inline, with the same hits', async () => {
    const broken = await run(input, join(process.cwd(), 'dist', 'no-such-worker', 'index.js'), 0)
    expect(broken.stats.offloadedBytes).toBeGreaterThan(0)
    expect(broken.stats.workerBytes).toBe(0)
    expect(broken.hits).toEqual((await run(input, null)).hits)
  })

  test('hits are not handed out while payloads are still on the worker', () => {
    const queue = new CanaryScanQueue<number>(new CanaryIndex(tokens, files), { workerPath: WORKER, offloadAfterBytes: 0 })
    try {
      queue.scan(Buffer.from(`x${SSH_BODY}`), 1)
      expect(() => queue.hitsInOrder()).toThrow(/settle\(\) first/)
    } finally {
      queue.close()
    }
  })
})
