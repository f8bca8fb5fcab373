import { CanaryIndex } from '../../src/profile/canary-index.js'
import { CanaryMatcher, type Canary } from '../../src/profile/canary-match.js'

// CanaryIndex scans with the run's tokens and the canary files' content, and enters a file's windows when
// a scan first counts the file: what it reports must be what the whole index (tokens and files) reports,
// for every payload and every set of files read.

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
  { id: '~/.aws/credentials', value: AWS_FILE },
  { id: '~/.empty', value: '' }
]

const payloads: Record<string, Buffer | string> = {
  nothing: Buffer.from('POST /collect HTTP/1.1\r\nHost: 203.0.113.34\r\n\r\n{"note":"hello world, nothing secret here"}'),
  'an argv without canaries': '/usr/bin/node /srv/app/server.js --port 3000 --log-level info',
  'a token piece': `token=${GITHUB_TOKEN.slice(5, 25)}`,
  'a token piece with the file bytes around it': Buffer.from(`x=${SSH_FILE.slice(30, 90)}`),
  'a file header only': Buffer.from(SSH_FILE.slice(0, 40)),
  'the AWS file whole, hex': Buffer.from(AWS_FILE).toString('hex'),
  'a token piece, base64': Buffer.from(`k=${Buffer.from(AWS_KEY_ID.slice(2, 18)).toString('base64')}`),
  'a DNS name carrying hex': `${Buffer.from(GITHUB_TOKEN.slice(0, 14)).toString('hex')}.x.attacker.example`
}

const readStates: Record<string, (id: string) => boolean> = {
  'no file read': () => false,
  'the key read': (id) => id === '~/.ssh/id_rsa',
  'every file read': () => true
}

describe('CanaryIndex: the whole index reports, scanned with the tokens first', () => {
  const whole = new CanaryMatcher(tokens, files)

  for (const [readName, fileRead] of Object.entries(readStates)) {
    for (const prepared of [false, true])
      it(`the same hits as the whole index, ${readName}${prepared ? ', built ahead (as while the server starts)' : ''}`, () => {
        // one index per read state, payloads in order: the first scans build it as an audit would
        const index = new CanaryIndex(tokens, files)
        if (prepared) index.prepare()
        for (const [name, payload] of Object.entries(payloads)) {
          expect([name, index.scan(payload, fileRead)]).toEqual([name, whole.scan(payload, fileRead)])
        }
      })
  }

  it('built in slices (as during a session): a scan between two slices, or before the first, answers as the whole index', async () => {
    const partly = new CanaryMatcher(tokens, files)
    // a deadline already past: one group of windows entered, the rest pending
    expect(partly.enterSome(performance.now() - 1)).toBe(false)
    for (const [name, payload] of Object.entries(payloads)) expect([name, partly.scan(payload)]).toEqual([name, whole.scan(payload)])
    expect(partly.enterSome(performance.now() - 1)).toBe(true)

    const sliced = new CanaryIndex(tokens, files)
    sliced.prepare(performance.now() + 1)
    await new Promise((resolve) => setImmediate(resolve))
    for (const [name, payload] of Object.entries(payloads))
      expect([name, sliced.scan(payload, readStates['the key read'])]).toEqual([name, whole.scan(payload, readStates['the key read'])])
  })

  it('the same hits as the whole index while files come to count one after another (the tokens, then one file, then all)', () => {
    // one index through a trace: nothing read, then the key, then every file — each file's windows entered as it comes to count
    const index = new CanaryIndex(tokens, files)
    for (const fileRead of [readStates['no file read'], readStates['the key read'], readStates['every file read'], readStates['the key read']] as const)
      for (const [name, payload] of Object.entries(payloads)) expect([name, index.scan(payload, fileRead)]).toEqual([name, whole.scan(payload, fileRead)])
  })

  it('a token placed in a file is reported within the file before any file was read', () => {
    const index = new CanaryIndex(tokens, files)
    expect(index.scan(payloads.nothing as Buffer, () => false)).toEqual([])
    const [hit] = index.scan(payloads['a token piece with the file bytes around it'] as Buffer, () => false)
    expect(hit).toMatchObject({ canary: '~/.ssh/id_rsa', encoding: 'raw', within: 'file', of: SSH_FILE.length })
  })

  it('a file header counts once its file was read, not before', () => {
    const index = new CanaryIndex(tokens, files)
    const header = payloads['a file header only'] as Buffer
    expect(index.scan(header, () => false)).toEqual([])
    expect(index.scan(header, (id) => id === '~/.ssh/id_rsa')).toMatchObject([{ canary: '~/.ssh/id_rsa', within: 'file' }])
  })

  it('knows the canary files with content, as the whole index does', () => {
    const index = new CanaryIndex(tokens, files)
    for (const id of ['~/.ssh/id_rsa', '~/.aws/credentials', '~/.empty', 'env:GITHUB_TOKEN']) expect(index.hasFile(id)).toBe(whole.hasFile(id))
  })

  it('without canary files, the tokens alone', () => {
    const index = new CanaryIndex(tokens)
    const tokensOnly = new CanaryMatcher(tokens)
    for (const payload of Object.values(payloads)) expect(index.scan(payload)).toEqual(tokensOnly.scan(payload))
  })
})
