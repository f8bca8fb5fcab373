import { X509Certificate } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { connect as connectNet, createServer as createNetServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { handshake } from '../helpers/tls-handshake.js'
import { askForLeaf, serveLeaves, sinkContexts } from '../../src/sandbox/leaf-service.js'
import { issueLeaf, makeRunAuthority, type LeafIssuer, type RunAuthority } from '../../src/sandbox/tls-authority.js'

// The authority's thread issues the sink's leaves over a socket; the init asks it, and issues a leaf
// itself when the socket is missing, silent or answers anything but a certificate.

let authority: RunAuthority
let issuer: LeafIssuer
let dir: string
const servers: Server[] = []

beforeAll(async () => {
  ;({ authority, issuer } = await makeRunAuthority())
  dir = mkdtempSync(join(tmpdir(), 'mcp-behave-leaves-'))
})
afterAll(async () => {
  await Promise.all(servers.map(async (server) => new Promise((resolve) => server.close(resolve))))
  rmSync(dir, { recursive: true, force: true })
})

async function serving(name: string, issue: (name: string) => Promise<string>): Promise<string> {
  const path = join(dir, name)
  servers.push(await serveLeaves(path, issue))
  return path
}

/** A socket that answers every connection with `answer` (or never, when null). */
async function answering(name: string, answer: string | null): Promise<string> {
  const path = join(dir, name)
  const server = createNetServer((socket) => {
    socket.on('error', () => undefined)
    socket.once('data', () => (answer === null ? undefined : socket.end(answer)))
  })
  await new Promise<void>((resolve) => server.listen(path, resolve))
  servers.push(server)
  return path
}

/** What the service answers a raw request: '' when it closes without an answer. */
async function rawAnswer(path: string, request: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = ''
    const socket = connectNet(path)
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(answer))
    socket.write(request)
  })
}

describe('the leaf service', () => {
  it('answers each name with a leaf the authority signed, concurrent requests each with its own', async () => {
    const path = await serving('issuing.sock', async (name) => issueLeaf(issuer, name))
    const [first, second] = await Promise.all([askForLeaf(path, 'api.example'), askForLeaf(path, '198.51.100.7')])
    const ca = new X509Certificate(authority.caCertPem)
    expect(new X509Certificate(first).verify(ca.publicKey)).toBe(true)
    expect(new X509Certificate(first).subjectAltName).toBe('DNS:api.example')
    expect(new X509Certificate(second).subjectAltName).toBe('IP Address:198.51.100.7')
  })

  it('closes without an answer on a request that is not one name: not JSON, not a string, empty, or a line past 1 KB', async () => {
    const asked: string[] = []
    const path = await serving('strict.sock', async (name) => {
      asked.push(name)
      return issueLeaf(issuer, name)
    })
    for (const request of ['api.example\n', '["api.example"]\n', '""\n', `"${'a'.repeat(300)}"\n`, 'x'.repeat(2048)])
      expect(await rawAnswer(path, request)).toBe('')
    expect(asked).toEqual([])
    expect(await rawAnswer(path, '"ok.example"\n')).toMatch(/^-----BEGIN CERTIFICATE-----/)
  })

  it('refuses a socket path past 107 bytes, which Node would bind cut short, beside the directory meant', async () => {
    const long = join(dir, 'd'.repeat(120), 'leaves.sock')
    await expect(serveLeaves(long, async (name) => issueLeaf(issuer, name))).rejects.toThrow(/too long for a unix socket/)
    await expect(askForLeaf(long, 'api.example')).rejects.toThrow(/too long for a unix socket/)
    expect(readdirSync(dir).filter((name) => name.startsWith('d'))).toEqual([])
  })

  it('askForLeaf rejects a missing socket, an answer that is not a certificate, and silence past its timeout', async () => {
    await expect(askForLeaf(join(dir, 'missing.sock'), 'api.example')).rejects.toThrow()
    await expect(askForLeaf(await answering('garbage.sock', 'HTTP/1.1 200 OK\r\n\r\n'), 'api.example')).rejects.toThrow(/no leaf for api.example/)
    await expect(askForLeaf(await answering('silent.sock', null), 'api.example', 200)).rejects.toThrow(/within 200 ms/)
  })
})

describe('sinkContexts', () => {
  it('asks the service for each name once', async () => {
    const asked: string[] = []
    const path = await serving('counted.sock', async (name) => {
      asked.push(name)
      return issueLeaf(issuer, name)
    })
    const contexts = sinkContexts(authority, path)
    const peer = await handshake(await contexts('Up.Example'), authority.caCertPem, { servername: 'up.example' })
    await contexts('up.example')
    expect(peer.subjectAltName).toBe('DNS:up.example')
    expect(asked).toEqual(['up.example'])
  })

  it.each([
    ['without a service', null],
    ['when the service answers garbage', 'garbage-2.sock'],
    ['when the service is gone', 'missing.sock']
  ])('issues the leaf itself %s', async (_when, socket) => {
    const path = socket === 'garbage-2.sock' ? await answering(socket, 'nonsense') : socket && join(dir, socket)
    const peer = await handshake(await sinkContexts(authority, path)('fallback.example'), authority.caCertPem, { servername: 'fallback.example' })
    expect(peer.subjectAltName).toBe('DNS:fallback.example')
    expect(peer.verify(new X509Certificate(authority.caCertPem).publicKey)).toBe(true)
  })
})
