import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { X509Certificate } from 'node:crypto'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { askForLeaf } from '../../src/sandbox/leaf-service.js'
import { authorityFromWorker, AuthoritySource, LOCAL_AUTHORITIES_DIR, prepareRunTrust, SYSTEM_BUNDLE } from '../../src/sandbox/run-trust.js'
import { issueLeaf, leafIssuer, type RunAuthority } from '../../src/sandbox/tls-authority.js'

// The run's authority is made on a worker thread (the bundled dist/authority-worker/index.js, which
// `npm test` builds first), or on this thread when there is no worker: either way the bundle the server
// trusts holds a CA that signs the leaves the sink issues, and its keys stay in the run directory (0600).

const WORKER = join(process.cwd(), 'dist', 'authority-worker', 'index.js')
const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

async function trustWith(workerPath: string | null) {
  const runDir = mkdtempSync(join(tmpdir(), 'mcp-behave-trust-'))
  dirs.push(runDir)
  const trust = await prepareRunTrust(runDir, false, workerPath ? new AuthoritySource(workerPath) : null)
  if (trust === null) throw new Error('no trust')
  const authority = JSON.parse(readFileSync(trust.authorityPath, 'utf8')) as RunAuthority
  return { trust, authority }
}

describe('prepareRunTrust', () => {
  beforeAll(() => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: run npm run build first (npm test does)`)
  })

  it.each([
    ['on the bundled worker thread', WORKER],
    ['on this thread when the worker is missing', join(process.cwd(), 'dist', 'no-such-worker', 'index.js')],
    ['on this thread without a worker', null]
  ])('makes the authority %s: a CA the bundle holds, that signs the sink’s leaves, its keys private to the run', async (_how, workerPath) => {
    const { trust, authority } = await trustWith(workerPath)
    await trust.leaves?.stop()
    const ca = new X509Certificate(authority.caCertPem)
    expect(ca.ca).toBe(true)
    expect(ca.subject).toContain('CN=Local Development Root CA')
    const bundle = readFileSync(trust.bundle.source, 'utf8')
    expect(bundle.endsWith(authority.caCertPem)).toBe(true)
    if (existsSync(SYSTEM_BUNDLE)) expect(bundle.startsWith(readFileSync(SYSTEM_BUNDLE, 'utf8'))).toBe(true)
    expect(statSync(trust.authorityPath).mode & 0o777).toBe(0o600)
    // Python, curl and git read the bundle; Node adds the authority alone to its own roots
    expect([trust.env.SSL_CERT_FILE, trust.env.REQUESTS_CA_BUNDLE, trust.env.CURL_CA_BUNDLE, trust.env.GIT_SSL_CAINFO]).toEqual(
      Array(4).fill(trust.bundle.path)
    )
    expect(readFileSync(trust.env.NODE_EXTRA_CA_CERTS ?? '', 'utf8')).toBe(authority.caCertPem)
    expect(dirname(dirname(trust.env.NODE_EXTRA_CA_CERTS ?? ''))).toBe(dirname(trust.authorityPath))
    const leaf = new X509Certificate(await issueLeaf(await leafIssuer(authority), 'api.example'))
    expect(leaf.verify(ca.publicKey)).toBe(true)
  })

  it('contained, the bundle is shown at the system path and the authority alone among the local authorities, where Node reads it', async () => {
    const runDir = mkdtempSync(join(tmpdir(), 'mcp-behave-trust-'))
    dirs.push(runDir)
    const trust = await prepareRunTrust(runDir, true, null)
    if (!existsSync(SYSTEM_BUNDLE)) return expect(trust).toBeNull()
    if (trust === null) throw new Error('no trust')
    const authority = JSON.parse(readFileSync(trust.authorityPath, 'utf8')) as RunAuthority
    expect(trust.bundle.path).toBe(SYSTEM_BUNDLE)
    expect(trust.env.SSL_CERT_FILE).toBe(SYSTEM_BUNDLE)
    expect(trust.mounts[0]).toEqual(trust.bundle)
    if (!existsSync(LOCAL_AUTHORITIES_DIR)) {
      // bwrap cannot make the directory under the read-only /usr: Node reads the bundle then
      expect(trust.mounts).toHaveLength(1)
      return expect(trust.env.NODE_EXTRA_CA_CERTS).toBe(SYSTEM_BUNDLE)
    }
    const local = trust.mounts[1]
    expect(local?.path).toBe(LOCAL_AUTHORITIES_DIR)
    expect(readdirSync(local?.source ?? '')).toEqual(['local-development-root-ca.crt'])
    expect(trust.env.NODE_EXTRA_CA_CERTS).toBe(`${LOCAL_AUTHORITIES_DIR}/local-development-root-ca.crt`)
    expect(readFileSync(join(local?.source ?? '', 'local-development-root-ca.crt'), 'utf8')).toBe(authority.caCertPem)
  })

  it('the worker answers with an authority; a worker that cannot start answers nothing (the caller makes it itself)', async () => {
    const fromWorker = authorityFromWorker(WORKER)
    const made = await fromWorker.authority
    await fromWorker.worker?.terminate()
    expect(new X509Certificate(made?.caCertPem ?? '').ca).toBe(true)
    expect(await authorityFromWorker(join(process.cwd(), 'dist', 'no-such-worker', 'index.js')).authority).toBeNull()
    // each audit takes an authority of its own
    const source = new AuthoritySource(WORKER)
    const [first, second] = await Promise.all([source.take(), source.take()])
    await Promise.all([first?.worker.terminate(), second?.worker.terminate()])
    expect(first?.authority.caKeyPem).toBeDefined()
    expect(second?.authority.caKeyPem).toBeDefined()
    expect(first?.authority.caKeyPem).not.toBe(second?.authority.caKeyPem)
  })

  it('with the worker, that thread issues the sink’s leaves on a socket in the run directory until stopped', async () => {
    const { trust, authority } = await trustWith(WORKER)
    const leaves = trust.leaves
    if (!leaves) throw new Error('the worker serves no leaves')
    try {
      expect(dirname(leaves.socketPath)).toBe(dirname(trust.authorityPath))
      const leaf = new X509Certificate(await askForLeaf(leaves.socketPath, 'Api.Example'))
      expect(leaf.verify(new X509Certificate(authority.caCertPem).publicKey)).toBe(true)
      expect(leaf.subjectAltName).toBe('DNS:Api.Example')
    } finally {
      await leaves.stop()
    }
    await expect(askForLeaf(leaves.socketPath, 'api.example', 500)).rejects.toThrow()
    // a run directory under a long TMPDIR: no socket (it would be bound cut short, outside the run directory)
    const parent = mkdtempSync(join(tmpdir(), 'mcp-behave-trust-'))
    dirs.push(parent)
    const longRunDir = join(parent, 'r'.repeat(100))
    mkdirSync(longRunDir)
    const long = await prepareRunTrust(longRunDir, false, new AuthoritySource(WORKER))
    expect(long?.leaves).toBeNull()
    expect(readdirSync(parent)).toEqual(['r'.repeat(100)])
    // made on this thread: the init issues its leaves itself
    expect((await trustWith(null)).trust.leaves).toBeNull()
  })
})
