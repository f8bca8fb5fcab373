import { spawn, spawnSync } from 'node:child_process'
import { appendFileSync, closeSync, readdirSync, readFileSync, statSync } from 'node:fs'
import type { DescriptorsStatus, SandboxInitConfig } from './init-config.js'
import { INIT_EXIT_SANDBOX_FAILED, INIT_EXIT_STRACE_MISSING } from './init-exit-codes.js'
import { readHandoff } from './init-handoff.js'
import { currentListeners, startRelay, waitForListener } from './http-relay.js'
import type { ObservedWitness } from '../model/index.js'
import { CANARY_WATCH_MAX_RECORDS, watchCanaryHome } from './canary-watch.js'
import type { CanaryWatchRecord } from './canary-watch-log.js'
import { installRedirect, OriginalDestinations, SINK_CATCH_ALL_PORT } from './sink-redirect.js'
import { runTool, toolFailure } from './run-tool.js'
import { sinkContexts } from './leaf-service.js'
import { jsonLinesRecorder, SINK_LOG_MAX_RECORDS, SINK_TCP_PORTS, startSink, type SinkHandle } from './sink.js'
import { shapedReplies } from './sink-replies.js'
import { apiIndexOnThread, runApiIndexThread } from './api-index-thread.js'
import type { RunAuthority } from './tls-authority.js'

// Runs as the first process of the namespaces the launcher created (usually pid 1 of a new pid
// namespace, so when it exits the kernel kills everything the server left behind). It finishes the
// network sandbox, reads its config from stdin (init-handoff.ts), starts the sink (not in an offline
// pass), then runs strace + the server with the caller's stdio.

/** The status lines (init-config.ts), held until the config says where they go. */
const statusLines = {
  path: null as string | null,
  held: [] as string[],
  open(path: string): void {
    this.path = path
    for (const line of this.held.splice(0)) this.append(line)
  },
  append(line: string): void {
    if (this.path === null) return void this.held.push(line)
    try {
      appendFileSync(this.path, line)
    } catch {
      // the status file is diagnostics only
    }
  }
}

function status(event: string, message?: string): void {
  statusLines.append(JSON.stringify({ event, message }) + '\n')
}

/** False only when `path` is known not to exist (ENOENT); any other answer leaves it to the mount. */
function directoryMayExist(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false }) !== undefined
  } catch {
    return true
  }
}

/**
 * Makes every address local and sends every other port to the sink (at once, while the init reads its
 * config). Nothing is changed before the namespace is known to be fresh (only `lo`): in the host's, the
 * server would reach the real network, and the redirect would be the host's firewall; a security gate
 * must never fall back to that silently.
 */
async function buildNetworkSandbox(): Promise<{ error: string | null; redirect: Promise<OriginalDestinations | null> | null }> {
  const links = await runTool('ip', ['-o', 'link', 'show'])
  const unlisted = links.spawnError ?? (links.status === 0 ? null : links.stderr.trim())
  if (unlisted !== null) return { error: `ip: ${unlisted} (install iproute2)`, redirect: null }
  const names = links.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(':')[1]?.trim().split('@')[0])
  if (names.some((name) => name !== 'lo')) return { error: `network namespace is not isolated (interfaces: ${names.join(', ')})`, redirect: null }
  const redirect = redirectEverythingToSink()
  // One ip process for the three changes (the family of each route follows from its prefix); it stops at the first that fails and says which.
  const routes = ['-batch', '-']
  const error = toolFailure('ip', routes, await runTool('ip', routes, 'link set lo up\nroute add local 0.0.0.0/0 dev lo\nroute add local ::/0 dev lo\n'))
  if (error) return { error, redirect }
  // Name lookups through a daemon's unix socket (nscd, systemd-resolved via nss-resolve) would leave the
  // namespace, since unix sockets are not network-namespaced. Hide those sockets so glibc falls back to
  // plain DNS, which the sink answers. Best effort: only possible with our own mount namespace.
  for (const dir of ['/run/nscd', '/var/run/nscd', '/run/systemd/resolve']) {
    // Nothing to hide where the daemon's directory does not exist (no mount process for it).
    if (!directoryMayExist(dir)) continue
    const args = ['-t', 'tmpfs', '-o', 'size=16k,mode=755', 'tmpfs', dir]
    const error = toolFailure('mount', args, await runTool('mount', args))
    if (error && !/does not exist|No such file/.test(error)) status('warning', error)
  }
  return { error: null, redirect }
}

const O_CLOEXEC = 0o2000000

/** This process's open descriptors, each with whether it is close-on-exec (read from fdinfo). */
function openDescriptors(): { fd: number; closeOnExec: boolean }[] {
  let names: string[]
  try {
    names = readdirSync('/proc/self/fd')
  } catch {
    return []
  }
  const open: { fd: number; closeOnExec: boolean }[] = []
  for (const name of names) {
    const fd = Number(name)
    if (!Number.isInteger(fd)) continue
    try {
      const flags = /^flags:\s+([0-7]+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1]
      if (flags !== undefined) open.push({ fd, closeOnExec: (parseInt(flags, 8) & O_CLOEXEC) !== 0 })
    } catch {
      // gone meanwhile (the fd readdir itself used)
    }
  }
  return open.sort((a, b) => a.fd - b.fd)
}

/**
 * Closes every descriptor above 2 that this process inherited without close-on-exec: whatever the
 * auditor's parent (a CI agent, a wrapper, a test harness) left open would otherwise pass through strace
 * to the server — a connected socket there is a way out of every namespace. Node's own descriptors are
 * all close-on-exec and stay (Node marks 3-16 close-on-exec at startup, inherited or not, so those
 * never reach a child either). Runs before any helper (ip, mount, unshare, chown, strace) is started.
 */
function closeInheritedDescriptors(): number[] {
  const closed: number[] = []
  for (const { fd, closeOnExec } of openDescriptors()) {
    if (fd <= 2 || closeOnExec) continue
    try {
      closeSync(fd)
      closed.push(fd)
    } catch {
      // already gone
    }
  }
  return closed
}

/**
 * What strace (and through it bwrap and the server) inherits when spawned now: stdio, which spawn
 * passes explicitly (Node marks even 0-2 close-on-exec and clears that in the child), and any
 * descriptor without close-on-exec — none, unless something since the start opened one.
 */
function descriptorsPassedOn(): number[] {
  return openDescriptors()
    .filter(({ fd, closeOnExec }) => fd <= 2 || !closeOnExec)
    .map(({ fd }) => fd)
}

/** The copy-on-write views of the workspaces and the home, mounted where bwrap picks them up. */
async function mountOverlays(config: SandboxInitConfig): Promise<string | null> {
  const mounted = (config.containment?.overlays ?? []).map(async (overlay) => {
    const args = ['-t', 'overlay', 'overlay', '-o', `lowerdir=${overlay.lower},upperdir=${overlay.upper},workdir=${overlay.work}`, overlay.merged]
    const error = toolFailure('mount', args, await runTool('mount', args))
    return error && `cannot mount the copy-on-write view of ${overlay.lower}: ${error}`
  })
  return (await Promise.all(mounted)).find((error) => error !== null) ?? null
}

/**
 * strace + bwrap + server. strace stays outside the server's view (it writes trace.log where the
 * server cannot see it); bwrap, traced, builds that view and execs the server in its own user, pid
 * and mount namespaces and session, without capabilities.
 *
 * Without containment (--fs host): strace + server as the caller. With the userns method this process
 * is root only inside its own user namespace, and the server must not keep that: a nested user
 * namespace maps the caller's uid back in, so the server runs as the caller with no capabilities.
 */
function tracerCommand(config: SandboxInitConfig): [string, string[]] {
  const tracer = config.strace === null ? [] : [config.strace, ...config.straceArgs, '--'] // none: an untraced pass
  const contained = config.containment ? [...tracer, config.containment.bwrap, ...config.containment.bwrapArgs, '--', ...config.server.argv] : null
  if (contained) return [contained[0] as string, contained.slice(1)]
  const traced = [...tracer, ...config.server.argv]
  const nested = config.nestedUser
  if (!nested) return [traced[0] as string, traced.slice(1)]
  const mapping = ['--user', `--map-user=${nested.uid}`, `--map-group=${nested.gid}`]
  if (spawnSync('unshare', [...mapping, '--', 'true'], { stdio: 'ignore', timeout: 10_000 }).status !== 0) {
    status('warning', 'unshare cannot map the caller into a nested user namespace (util-linux < 2.38): the server runs as root inside its own namespace')
    return [traced[0] as string, traced.slice(1)]
  }
  return ['unshare', [...mapping, '--', ...traced]]
}

function witness(observed: ObservedWitness): void {
  status('witness', JSON.stringify(observed))
}

/**
 * Sends every other port to the sink (sink-redirect.ts). Without nftables the audit goes on — the
 * namespace has no way out either way — but the report says that only the sink's own ports were heard.
 */
async function redirectEverythingToSink(): Promise<OriginalDestinations | null> {
  const originals = new OriginalDestinations()
  const error = (await installRedirect(SINK_TCP_PORTS, [53])) ?? (await originals.watch())
  if (error) {
    originals.stop()
    witness({
      name: 'sink-redirect',
      state: 'unavailable',
      detail: `${error} — connections to ports the sink does not listen on (${SINK_TCP_PORTS.join(', ')}; UDP 53) were refused unseen, and other UDP went unrecorded`
    })
    return null
  }
  witness({
    name: 'sink-redirect',
    state: 'on',
    detail: 'every TCP port and UDP datagram off loopback, with its original destination (nftables redirect and trace)'
  })
  return originals
}

/**
 * The kernel's witness of canary reads (canary-watch.ts), started now; the returned step, once awaited,
 * says in the status whether it is on (without inotifywait the report says so).
 */
function watchCanaries(config: SandboxInitConfig): () => Promise<void> {
  if (!config.canaryWatch) return async () => undefined
  const record = jsonLinesRecorder<CanaryWatchRecord>(config.canaryWatch.log, CANARY_WATCH_MAX_RECORDS, (message) => status('warning', message))
  const watching = watchCanaryHome(config.canaryWatch.root, record)
  return async () => {
    const watch = await watching
    if (typeof watch === 'string') {
      witness({
        name: 'canary-watch',
        state: 'unavailable',
        detail: `${watch} — a canary read the trace does not show (io_uring, a lost process) went unseen`
      })
      return
    }
    witness({ name: 'canary-watch', state: 'on', detail: 'reads and read-only opens of every file in the canary home (inotify)' })
  }
}

async function main(): Promise<void> {
  const network = process.argv[2]
  if (network !== 'sandbox' && network !== 'host') {
    process.stderr.write('mcp-behave sandbox init: usage: index.js sandbox|host (the config follows on stdin)\n')
    process.exit(INIT_EXIT_SANDBOX_FAILED)
  }
  const closed = closeInheritedDescriptors()

  // Started before the audit's setup is done (init-handoff.ts): the network sandbox is built while the
  // auditor makes the home, the views and the trust, and while this init mounts the overlays. Helpers
  // that wait (nft monitor, inotifywait) are started first and awaited last, and all before the server.
  const networkSandbox = network === 'sandbox' ? buildNetworkSandbox() : null
  const received = await readHandoff(0)
  // The audit was called off before its setup was done: nothing was started that our exit (as the pid
  // namespace's first process) does not end.
  if (received === null) process.exit(0)
  // Held to its schema where it was made (LauncherProcess.sendConfig, in the auditor, zod loaded there anyway) and
  // taken as it comes: nothing but the auditor writes this stdin before the config, and loading zod here (most
  // of this bundle) held the server's start 40–80 ms after the config had come.
  const config = received as SandboxInitConfig
  // Begun now on its own thread, beside the server's start: its first request waits for it (api-index-thread.ts).
  const apiIndex = config.replies ? apiIndexOnThread(new URL(import.meta.url), config.replies, config.replies.indexOut) : null
  statusLines.open(config.statusPath)
  if (config.network !== network) {
    status('error', `the config is for network ${config.network}, the init was started for ${network}`)
    process.exit(INIT_EXIT_SANDBOX_FAILED)
  }
  const overlayError = await mountOverlays(config)
  if (overlayError) {
    status('error', overlayError)
    process.exit(INIT_EXIT_SANDBOX_FAILED)
  }
  // After the overlays: the home it watches is the home overlay's merged view.
  const canaryWatchReady = watchCanaries(config)
  const { error: networkError, redirect } = (await networkSandbox) ?? { error: null, redirect: null }
  if (networkError) {
    status('error', networkError)
    process.exit(INIT_EXIT_SANDBOX_FAILED)
  }

  let sink: SinkHandle | null = null
  // Offline (init-config.ts): no sink, so the redirect leads each connection to no listener: refused.
  if (redirect && config.offline) (await redirect)?.stop()
  else if (redirect) {
    const originals = await redirect
    const onError = (message: string): void => status('warning', message)
    const relayPort = config.httpRelay?.port
    sink = await startSink({
      ...(originals ? { catchAll: { port: SINK_CATCH_ALL_PORT, originalOf: (transport, sourcePort) => originals.lookup(transport, sourcePort) } } : {}),
      onError,
      // The server's own port is the server's: a sink on it would make its listen fail.
      ...(relayPort ? { tcpPorts: SINK_TCP_PORTS.filter((port) => port !== relayPort) } : {}),
      ...(config.httpReply
        ? {
            httpReply: { status: config.httpReply.status, contentType: config.httpReply.contentType, body: Buffer.from(config.httpReply.bodyBase64, 'base64') }
          }
        : {
            replies: shapedReplies({
              lessonPath: config.replies?.lessons ?? null,
              apiIndex,
              onError
            })
          }),
      ...(config.captureBytes !== null ? { captureBytes: config.captureBytes } : {}),
      ...(config.cloud ? { cloud: config.cloud } : {}),
      ...(config.sinkLog ? { record: jsonLinesRecorder(config.sinkLog, SINK_LOG_MAX_RECORDS, onError) } : {}),
      ...(config.tlsAuthority ? { tlsContext: sinkContexts(JSON.parse(readFileSync(config.tlsAuthority, 'utf8')) as RunAuthority, config.tlsLeaves) } : {})
    })
  }

  // Taken before the server starts: a server's listener is one that was not there yet.
  const listenersBefore = config.httpRelay ? currentListeners() : []
  await canaryWatchReady()

  const [command, args] = tracerCommand(config)
  const descriptors: DescriptorsStatus = { passed: descriptorsPassedOn(), closed }
  status('descriptors', JSON.stringify(descriptors))
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: config.server.env,
    // bwrap --chdir sets the server's directory inside its view; the real one may not exist here.
    cwd: config.containment ? '/' : config.server.cwd,
    // A session and process group of their own: a server's kill(0, …) or a signal to its session must
    // never reach this init or the auditor (bwrap gives the server yet another session inside).
    detached: true
  })
  child.once('error', (error) => {
    status('error', `cannot start strace: ${error.message}`)
    process.exit(INIT_EXIT_STRACE_MISSING)
  })
  child.once('spawn', () => status('ready'))

  // As pid 1 of the namespace, signals without a handler are ignored; forward a TERM to the tracer's
  // tree so `kill <init>` means "stop the audit", and let our exit tear the namespace down.
  const forward = (signal: NodeJS.Signals) => () => {
    if (child.pid) process.kill(child.pid, signal)
  }
  process.on('SIGTERM', forward('SIGTERM'))
  process.on('SIGINT', forward('SIGINT'))
  process.on('SIGHUP', forward('SIGHUP'))

  let exited = false
  if (config.httpRelay) {
    const relay = config.httpRelay
    void waitForListener(relay.port, listenersBefore, relay.waitMs, () => exited).then(async (listener) => {
      if (!listener) {
        if (!exited) status('http-not-listening', String(relay.waitMs))
        return
      }
      try {
        await startRelay(relay.socketPath, listener, (message) => status('warning', message))
        status('http-listening', JSON.stringify(listener))
      } catch (error) {
        status('error', `cannot relay to the server's port: ${error instanceof Error ? error.message : String(error)}`)
      }
    })
  }

  child.once('exit', (code, signal) => {
    exited = true
    // How the tracer ended: a tracer killed by a signal means the rest of the session went untraced.
    status('tracer-exit', JSON.stringify({ code, signal, at: Date.now() }))
    void sink?.close()
    process.exit(code ?? (signal ? 128 + 15 : 1))
  })
}

// Loaded as a worker thread by apiIndexOnThread, this bundle builds the API index and nothing else.
if (!runApiIndexThread()) {
  main().catch((error: unknown) => {
    process.stderr.write(`mcp-behave sandbox init: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(INIT_EXIT_SANDBOX_FAILED)
  })
}
