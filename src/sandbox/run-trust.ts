import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { LEAF_ANSWER_TIMEOUT_MS } from './leaf-service.js'
import { fitsUnixSocket } from './unix-socket-path.js'
import type { RunAuthority } from './tls-authority.js'

// Makes the server trust the run's authority (tls-authority.ts) so the sink can open its HTTPS: the
// system bundle it sees is the host's plus the authority, and the variables Python, curl and git read
// point at that bundle. Contained, the bundle is shown at the Debian/Ubuntu system path; with --fs host
// the server reads it from the run directory.
// NODE_EXTRA_CA_CERTS adds to Node's own roots rather than replacing them, and Node (up to 22) parses
// that file as it starts, before the server's first line: so it names the authority alone, where Debian
// and Ubuntu keep locally added authorities. The whole bundle there cost every Node server ~75 ms at its
// start (145 certificates), the authority alone ~35 (measured with `node -e 0`).

export const SYSTEM_BUNDLE = '/etc/ssl/certs/ca-certificates.crt'
/** update-ca-certificates' directory for local authorities; shown with the run's alone when the host has it */
export const LOCAL_AUTHORITIES_DIR = '/usr/local/share/ca-certificates'
const LOCAL_AUTHORITY_FILE = 'local-development-root-ca.crt'
const BUNDLE_VARIABLES = ['SSL_CERT_FILE', 'REQUESTS_CA_BUNDLE', 'CURL_CA_BUNDLE', 'GIT_SSL_CAINFO']

export interface RunTrust {
  /** the authority (keys included) for the sandbox init, 0600 in the run directory */
  authorityPath: string
  /** the bundle file in the run directory, and where the server sees it */
  bundle: { source: string; path: string }
  /** what the view shows in place of the host's: the bundle, and the local authorities' directory when it has one */
  mounts: { source: string; path: string }[]
  env: Record<string, string>
  /** the authority's thread, issuing the sink's leaves on a socket (leaf-service.ts); null: the init issues them itself */
  leaves: LeafService | null
}

export interface LeafService {
  socketPath: string
  /** ends the thread; the audit calls it once its sandbox init has exited */
  stop: () => Promise<void>
}

/**
 * Null when the host has no system bundle to extend in a contained view: the sink then refuses TLS.
 * `authorities`: where the authority comes from (made on a worker thread, maybe already); without it, or
 * when the worker fails, it is made here.
 */
export async function prepareRunTrust(runDir: string, contained: boolean, authorities: AuthoritySource | null = null): Promise<RunTrust | null> {
  const system = await readFile(SYSTEM_BUNDLE, 'utf8').catch(() => null)
  if (system === null && contained) return null
  const taken = authorities ? await authorities.take() : null
  const authority = taken?.authority ?? (await authorityHere())
  const authorityPath = join(runDir, 'authority.json')
  await writeFile(authorityPath, JSON.stringify(authority), { mode: 0o600 })
  const source = join(runDir, 'trust-bundle.pem')
  await writeFile(source, `${system ?? ''}\n${authority.caCertPem}`, { mode: 0o644 })
  const localDir = join(runDir, 'local-authorities')
  await mkdir(localDir, { mode: 0o755 })
  await writeFile(join(localDir, LOCAL_AUTHORITY_FILE), authority.caCertPem, { mode: 0o644 })
  const path = contained ? SYSTEM_BUNDLE : source
  const bundle = { source, path }
  // Contained, on a host without the directory (bwrap cannot make one under the read-only /usr), Node reads the bundle.
  const localShown =
    contained &&
    (await stat(LOCAL_AUTHORITIES_DIR).then(
      (info) => info.isDirectory(),
      () => false
    ))
  const mounts = localShown ? [bundle, { source: localDir, path: LOCAL_AUTHORITIES_DIR }] : [bundle]
  const nodeExtra = !contained ? join(localDir, LOCAL_AUTHORITY_FILE) : localShown ? join(LOCAL_AUTHORITIES_DIR, LOCAL_AUTHORITY_FILE) : path
  const env = { NODE_EXTRA_CA_CERTS: nodeExtra, ...Object.fromEntries(BUNDLE_VARIABLES.map((name) => [name, path])) }
  const leaves = taken ? await leavesFrom(taken.worker, join(runDir, 'leaves.sock')) : null
  return { authorityPath, bundle, mounts, env, leaves }
}

async function authorityHere(): Promise<RunAuthority> {
  // Loaded here, not at the top: only an audit with the network sandbox needs the X.509 code, and
  // evaluating it costs every other command (--version, push, …) tens of milliseconds.
  const { createRunAuthority } = await import('./tls-authority.js')
  return createRunAuthority()
}

/**
 * Run authorities made on worker threads (dist/authority-worker/index.js), each used by one audit only.
 * The first is started when the source is made — at the CLI's or the action's start, so it is ready by
 * the time the audit's setup needs it instead of adding its X.509 code's evaluation to that setup —, the
 * others when taken.
 */
export class AuthoritySource {
  private first: MadeOnWorker | null

  constructor(private readonly workerPath: string) {
    this.first = authorityFromWorker(workerPath)
  }

  /** A fresh authority and the thread that made it; null when the worker could not make it (the caller then makes it itself). */
  async take(): Promise<TakenAuthority | null> {
    const { worker, authority } = this.first ?? authorityFromWorker(this.workerPath)
    this.first = null
    // awaited now: the worker keeps the process alive until it answers
    worker?.ref()
    const made = await authority
    worker?.unref()
    if (!worker || !made) return null
    return { authority: made, worker }
  }
}

export interface TakenAuthority {
  authority: RunAuthority
  /** the thread that made it, still running: it can serve the authority's leaves (leavesFrom) */
  worker: Worker
}

/** The thread that made the authority serves its leaves at `socketPath` until stopped; null (and the thread ended) when it cannot. */
export async function leavesFrom(worker: Worker, socketPath: string): Promise<LeafService | null> {
  const stop = async (): Promise<void> => void (await worker.terminate())
  // A run directory under a long TMPDIR: the init issues its leaves itself.
  if (!fitsUnixSocket(socketPath)) {
    await stop()
    return null
  }
  const serving = new Promise<boolean>((resolve) => {
    worker.once('message', (answer: { serving?: unknown }) => resolve(answer.serving === true))
    worker.once('exit', () => resolve(false))
    setTimeout(() => resolve(false), LEAF_ANSWER_TIMEOUT_MS).unref()
  })
  worker.ref()
  worker.postMessage({ serveLeaves: socketPath })
  const ok = await serving
  worker.unref()
  if (ok) return { socketPath, stop }
  await stop()
  return null
}

interface MadeOnWorker {
  worker: Worker | null
  authority: Promise<RunAuthority | null>
}

/** The authority made on a worker thread; null when the worker could not make it (then it is made here). */
export function authorityFromWorker(workerPath: string): MadeOnWorker {
  let worker: Worker
  try {
    worker = new Worker(workerPath)
    // made ahead for an audit that may never come (--network host, a bad flag): it holds nothing open till taken
    worker.unref()
  } catch {
    return { worker: null, authority: Promise.resolve(null) }
  }
  const authority = new Promise<RunAuthority | null>((resolve) => {
    worker.once('message', (made: RunAuthority) => resolve(made))
    worker.once('error', () => resolve(null))
    // after its message, or without one: a second resolve is a no-op
    worker.once('exit', () => resolve(null))
  })
  return { worker, authority }
}
