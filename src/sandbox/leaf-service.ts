import { connect, createServer, type Server } from 'node:net'
import type { SecureContext } from 'node:tls'
import { contextsPerName } from './sink-contexts.js'
import type { RunAuthority } from './tls-authority.js'
import { fitsUnixSocket } from './unix-socket-path.js'

// The sink's leaf certificates, issued by the thread that made the run's authority (authority-worker.ts)
// over a socket in the run directory: 0700, the same trust as authority.json beside it. That thread has
// the X.509 code evaluated and the issuer in hand; the sandbox init, which runs the sink, would otherwise
// evaluate that code (~60 ms) and parse the CA back (~15 ms) when the run's first TLS connection arrives,
// while the server waits for its ServerHello. One connection per leaf: the name as a JSON string and a
// newline, answered with the leaf's PEM and the end of the connection.

const MAX_REQUEST_BYTES = 1024
const MAX_ANSWER_BYTES = 16 * 1024
/** How long the init waits for a leaf before issuing it itself. */
export const LEAF_ANSWER_TIMEOUT_MS = 2_000

/** Listens on `path` and answers each name with `issue(name)`; resolves once listening. */
export async function serveLeaves(path: string, issue: (name: string) => Promise<string>): Promise<Server> {
  if (!fitsUnixSocket(path)) throw new Error(`${path} is too long for a unix socket`)
  const server = createServer((socket) => {
    let request = ''
    socket.setEncoding('utf8')
    socket.setTimeout(LEAF_ANSWER_TIMEOUT_MS, () => socket.destroy())
    socket.on('error', () => undefined)
    socket.on('data', (chunk: string) => {
      request += chunk
      const end = request.indexOf('\n')
      if (end < 0) {
        if (request.length > MAX_REQUEST_BYTES) socket.destroy()
        return
      }
      socket.removeAllListeners('data')
      const name = nameIn(request.slice(0, end))
      if (name === null) socket.destroy()
      else
        issue(name).then(
          (pem) => socket.end(pem),
          () => socket.destroy()
        )
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}

function nameIn(line: string): string | null {
  try {
    const name: unknown = JSON.parse(line)
    return typeof name === 'string' && name.length > 0 && name.length <= 255 ? name : null
  } catch {
    return null
  }
}

/** The leaf for `name` from the socket at `path`; rejects on anything but a PEM certificate within the timeout. */
export async function askForLeaf(path: string, name: string, timeoutMs = LEAF_ANSWER_TIMEOUT_MS): Promise<string> {
  if (!fitsUnixSocket(path)) throw new Error(`${path} is too long for a unix socket`)
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = connect(path)
    socket.setEncoding('utf8')
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no leaf for ${name} within ${timeoutMs} ms`)))
    socket.on('error', reject)
    socket.on('data', (chunk: string) => {
      answer += chunk
      if (answer.length > MAX_ANSWER_BYTES) socket.destroy(new Error('the leaf service answered too much'))
    })
    socket.on('end', () => (answer.startsWith('-----BEGIN CERTIFICATE-----') ? resolve(answer) : reject(new Error(`no leaf for ${name}`))))
    // after an answer or an error this is a no-op
    socket.on('close', () => reject(new Error('the leaf service closed')))
    // not ended: a server socket ends its side when ours ends, before its answer is written
    socket.write(`${JSON.stringify(name)}\n`)
  })
}

/**
 * The sink's TLS contexts: each leaf asked of the authority's thread at `leavesSocket`, or — without it,
 * or when it fails — issued here, with the X.509 code (tls-authority.ts) loaded on first use: evaluating
 * it costs tens of milliseconds, and most servers never open a TLS connection.
 */
export function sinkContexts(authority: RunAuthority, leavesSocket: string | null): (name: string) => Promise<SecureContext> {
  let here: Promise<(name: string) => Promise<string>> | undefined
  const issueHere = async (name: string): Promise<string> => {
    here ??= import('./tls-authority.js').then(({ leavesFor }) => leavesFor(authority))
    return (await here)(name)
  }
  return contextsPerName(authority, leavesSocket ? async (name) => askForLeaf(leavesSocket, name).catch(async () => issueHere(name)) : issueHere)
}
