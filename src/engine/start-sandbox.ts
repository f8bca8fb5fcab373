// The sandbox stage of an audit: which sandbox this machine can make (chooseSandbox), then the run
// directory filled and the sandbox init started with its config (startSandbox): the canary home, the
// run's TLS trust, the workspace seed, the filesystem view, the server's environment. What it returns is
// what the later stages read: where the init writes, the home as the server sees it, the canaries.
import { chmod, realpath, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { SandboxSetupError } from '../errors.js'
import type { Logger } from '../logger.js'
import type { SandboxMethod } from '../model/index.js'
import { writeSeed } from '../probe/workspace-seed.js'
import { buildStraceArgs, detectStrace, type StraceInfo } from '../probe/strace-command.js'
import type { Canary } from '../profile/canary-match.js'
import { CanaryIndex } from '../profile/canary-index.js'
import { isUnder } from '../profile/path-classify.js'
import { canaryEnvironment, plantCanaryHome, type CanaryHome } from '../sandbox/canary-home.js'
import { cloudCanaries } from '../sandbox/canary-cloud.js'
import { clientTrapCanaries, type ClientTrapValues } from '../sandbox/trap-canaries.js'
import { pickIdentity, prepareContainment, type Containment } from '../sandbox/containment.js'
import type { SandboxInitConfig } from '../sandbox/init-config.js'
import { launchNames } from '../sandbox/launch-paths.js'
import { buildLaunchCommand, detectSandboxMethod } from '../sandbox/launcher.js'
import { launcherEnvironment, LauncherProcess } from '../sandbox/launcher-process.js'
import { prepareRunTrust, type AuthoritySource } from '../sandbox/run-trust.js'
import { buildServerEnvironment } from '../sandbox/server-env.js'
import { loadHttpReply } from '../sandbox/http-reply-body.js'
import { settleAll } from '../sandbox/settle-all.js'
import { fitsUnixSocket, MAX_UNIX_SOCKET_PATH_BYTES } from '../sandbox/unix-socket-path.js'
import { httpPort } from '../settings/http-endpoint.js'
import { attackNotRun } from '../settings/attack-setting.js'
import type { HostContext } from '../settings/host.js'
import type { AuditSettings } from '../settings/settings.js'
import type { AuditTarget } from './server-paths.js'

// Starting under strace is slower than a plain start; initialize gets twice the per-call timeout.
const INITIALIZE_TIMEOUT_FLOOR_MS = 5_000

export interface SandboxChoice {
  strace: StraceInfo
  method: SandboxMethod
}

/** The tracer and the way to make namespaces here; refused when --fs sandbox cannot be honoured. */
export async function chooseSandbox(settings: AuditSettings, host: HostContext, logger: Logger): Promise<SandboxChoice> {
  const searchPath = host.env.PATH ?? ''
  // Asked together (each runs a program on `true`); the CLI has usually started both already.
  const detected = await Promise.allSettled([
    detectStrace(searchPath),
    detectSandboxMethod(settings.network, host.caller, host.forcedSandboxMethod, searchPath)
  ])
  const [strace, method] = detected.map((outcome) => {
    if (outcome.status === 'rejected') throw outcome.reason
    return outcome.value
  }) as [StraceInfo, SandboxMethod]
  if (settings.fs === 'sandbox') {
    if (method === 'none') {
      throw new SandboxSetupError(
        'Filesystem containment needs a mount namespace, and none can be made on this machine.',
        'Run as root, allow unprivileged user namespaces, or use passwordless sudo; or pass --fs host to audit without containment (unsafe).'
      )
    }
    if (!strace.pidnsTranslation) {
      throw new SandboxSetupError(
        'strace is too old for filesystem containment (--pidns-translation needs strace 5.9 or later).',
        'Upgrade strace, or pass --fs host to audit without containment (unsafe).'
      )
    }
  }
  logger.info(`sandbox: network=${settings.network}, fs=${settings.fs} via ${method}; strace ${strace.seccompBpf ? 'with' : 'without'} seccomp-bpf`)
  return { strace, method }
}

/** Where, in the run directory, the sandbox init reports. */
export interface RunDirPaths {
  status: string
  /** the sink's records (--network sandbox only) */
  sinkLog: string | null
  canaryWatchLog: string
  /** the HTTP relay's socket (--http only) */
  relaySocket: string
  /** what the next call's rejected replies taught the sink, written by the probe before each call (sandbox/replies/reply-lesson.ts) */
  replyLesson: string
  /** what the init read of the server's package for the sink's replies, written once it has (sandbox/api-index-thread.ts); null: no sink shapes replies */
  apiIndex: string | null
}

export interface StartedSandbox {
  launcher: LauncherProcess
  paths: RunDirPaths
  /** the home as planted, outside the view */
  home: CanaryHome
  /** HOME as the server sees it */
  homePath: string
  containment: Containment | null
  /** the workspace seed shown in the view (contained runs only) */
  seed: string | null
  /** the home's and the environment's canaries, for a scenario's placeholders */
  canaries: Canary[]
  /** every canary, indexed for the profile's matching while the server runs */
  canaryIndex: CanaryIndex
  /** what the client's answers to sampling and elicitation carry (probe/client-traps.ts) */
  clientTraps: ClientTrapValues
  initializeTimeoutMs: number
  /** where strace writes the trace (the out-dir's trace.log) */
  tracePath: string
  /** where the API index reads what the server says of its API: its package roots, the launched files first */
  apiCode: { roots: string[]; entries: string[] }
}

export interface SandboxStart {
  settings: AuditSettings
  target: AuditTarget
  choice: SandboxChoice
  runDir: string
  tracePath: string
  /** false: an exercise pass without strace (engine/passes/); default true */
  traced?: boolean
  /** true: the offline pass (engine/passes/offline-pass.ts): no sink, every connection refused */
  offline?: boolean
}

/** What the audit's runtime gives the sandbox: the host, the bundled init, the TLS authority maybe made ahead. */
export interface SandboxRuntime {
  host: HostContext
  /** path of the bundled sandbox init */
  sandboxInitPath: string
  authorities?: AuthoritySource
}

/** Fills the run directory and hands the init its config; a setup that fails leaves no init waiting. */
export async function startSandbox(start: SandboxStart, runtime: SandboxRuntime): Promise<StartedSandbox> {
  const { settings } = start
  const { host } = runtime
  // The sandbox init is started now, before the setup below: its own start (a Node process) and the
  // network sandbox are made while the home, views and trust are; it waits on its stdin for the config.
  const launcher = new LauncherProcess(
    buildLaunchCommand(start.choice.method, settings.network, { node: host.node, script: runtime.sandboxInitPath }, host.caller),
    launcherEnvironment(host.env.PATH ?? '/usr/local/bin:/usr/bin:/bin')
  )
  let prepared: Omit<StartedSandbox, 'canaryIndex'> & { indexed: Canary[] }
  try {
    prepared = await prepareAndSend(start, runtime, launcher)
  } catch (error) {
    // Called off during the setup: the init never got its config and is waiting for it.
    await launcher.cancel()
    throw error
  }
  // The canary index is built during the session (probeInSandbox), not here: the server's start under
  // strace would share the CPU with it.
  const { indexed, ...sandbox } = prepared
  return { ...sandbox, canaryIndex: new CanaryIndex(indexed, sandbox.home.files) }
}

async function prepareAndSend(
  start: SandboxStart,
  runtime: SandboxRuntime,
  launcher: LauncherProcess
): Promise<Omit<StartedSandbox, 'canaryIndex'> & { indexed: Canary[] }> {
  const { settings, runDir, target } = start
  const { host } = runtime
  // Everything the sandbox runs is the caller outside its namespaces (under sudo too): nobody else needs
  // to read the run directory, which holds the canaries and the run's TLS authority.
  await chmod(runDir, 0o700)
  const contained = settings.fs === 'sandbox'
  // The workspace seed is shown in the copy-on-write view only: with --fs host it would land in the real directory.
  const seed = contained ? join(runDir, 'seed') : null
  // Independent, so made together: the home, the trust (with the network sandbox the sink opens HTTPS
  // with a CA made for this run, trusted by the server only), the seed git writes, and the view, which
  // takes the seed and the trust bundle last, once they are made.
  const plantedHome = join(runDir, contained ? 'home-base' : 'home')
  const trustMade = settings.network === 'sandbox' ? prepareRunTrust(runDir, contained, runtime.authorities ?? null) : null
  // The thread issuing the sink's leaves ends with the init, however the setup and the session end.
  trustMade?.then(
    (trust) => trust?.leaves && void launcher.closed.then(trust.leaves.stop),
    () => undefined
  )
  const made = settleAll([plantCanaryHome(settings.homeTemplate, plantedHome), trustMade, seed ? writeSeed(seed, settings.cwd, host.env) : null] as const)
  const workspaceCanaries: Canary[] = []
  const [[home, trust], containment] = await settleAll([
    made,
    contained
      ? prepareContainment(
          {
            runDir,
            plantedHome,
            cwd: settings.cwd,
            workspaces: settings.workspaces,
            argv: target.argv,
            launchedRoots: target.launchedRoots,
            outDir: resolve(settings.outDir),
            stateDir: resolve(settings.stateDir),
            callerEnv: host.env,
            canaries: workspaceCanaries,
            ...(settings.launch ? { readOnly: [settings.launch.root] } : {}),
            outsidePlaces: attackNotRun(settings) === null
          },
          async () => {
            const [, runTrust] = await made
            return { ...(seed ? { seed } : {}), ...(runTrust ? { maskedFiles: runTrust.mounts } : {}) }
          }
        )
      : null
  ] as const)
  const canaryEnv = canaryEnvironment()
  // The canary cloud (with the network sandbox: the sink answers the metadata services) and the client's traps.
  const cloud = settings.network === 'sandbox' ? cloudCanaries() : null
  const traps = clientTrapCanaries()
  const homePath = containment ? containment.home : await realpath(home.home)
  const persona = containment?.identity ?? pickIdentity()
  const serverEnv = buildServerEnvironment({
    home: homePath,
    user: persona.user,
    ...(containment ? { path: containment.path } : {}),
    ...(trust ? { trustEnv: trust.env } : {}),
    canaryEnv: canaryEnv.env,
    userEnv: settings.env,
    callerEnv: host.env
  })
  const paths: RunDirPaths = {
    status: join(runDir, 'status.jsonl'),
    sinkLog: settings.network === 'sandbox' && !start.offline ? join(runDir, 'sink.jsonl') : null,
    canaryWatchLog: join(runDir, 'canary-watch.jsonl'),
    relaySocket: join(runDir, 'relay.sock'),
    replyLesson: join(runDir, 'reply-lesson.json'),
    apiIndex: settings.network === 'sandbox' && settings.httpReply === null && !start.offline ? join(runDir, 'api-index.json') : null
  }
  const initializeTimeoutMs = Math.max(2 * settings.timeoutMs, INITIALIZE_TIMEOUT_FLOOR_MS)
  const apiCode = apiCodeOf(settings, target, auditorPackageOf(runtime.sandboxInitPath))
  const http = settings.http ?? null
  if (http && !fitsUnixSocket(paths.relaySocket))
    throw new SandboxSetupError(
      `the HTTP relay's socket path in the run directory is ${Buffer.byteLength(paths.relaySocket)} bytes; a unix socket's is at most ${MAX_UNIX_SOCKET_PATH_BYTES}`,
      'Set TMPDIR to a shorter directory (the run directory is made there).'
    )
  // The home as the init sees it: the overlay it mounts (contained), or the planted home itself.
  const watchedHome = containment ? containment.overlays.find((overlay) => overlay.lower === home.home)?.merged : home.home
  const initConfig: SandboxInitConfig = {
    network: settings.network,
    offline: start.offline === true,
    nestedUser: start.choice.method === 'userns' || start.choice.method === 'sudo' ? host.caller : null,
    statusPath: paths.status,
    containment: containment ? { bwrap: containment.bwrap, bwrapArgs: containment.bwrapArgs, overlays: containment.overlays } : null,
    sinkLog: paths.sinkLog,
    canaryWatch: watchedHome ? { root: watchedHome, log: paths.canaryWatchLog } : null,
    tlsAuthority: trust?.authorityPath ?? null,
    tlsLeaves: trust?.leaves?.socketPath ?? null,
    captureBytes: settings.captureBytes,
    cloud: cloud?.credentials ?? null,
    httpReply: await loadHttpReply(settings.httpReply),
    // the offline pass has no sink to shape replies, and its init no API index to build for one
    replies:
      paths.apiIndex !== null
        ? {
            lessons: paths.replyLesson,
            apiRoots: apiCode.roots,
            apiEntries: apiCode.entries,
            indexOut: paths.apiIndex
          }
        : null,
    httpRelay: http ? { socketPath: paths.relaySocket, port: httpPort(http), waitMs: initializeTimeoutMs } : null,
    strace: start.traced === false ? null : start.choice.strace.path,
    straceArgs: start.traced === false ? [] : buildStraceArgs(start.tracePath, start.choice.strace),
    server: { argv: target.argv, env: serverEnv, cwd: settings.cwd }
  }
  for (const log of [paths.status, paths.sinkLog, paths.canaryWatchLog]) if (log) await writeFile(log, '', { mode: 0o600 })
  launcher.sendConfig(initConfig)
  return {
    launcher,
    paths,
    home,
    homePath,
    containment,
    seed,
    canaries: [...home.canaries, ...canaryEnv.canaries],
    indexed: [...home.canaries, ...canaryEnv.canaries, ...workspaceCanaries, ...(settings.configCanaries ?? []), ...(cloud?.canaries ?? []), ...traps.canaries],
    clientTraps: traps.values,
    initializeTimeoutMs,
    tracePath: start.tracePath,
    apiCode
  }
}

/** The files the command line names (the script, not the interpreter): what the API index reads first, of those under the roots. */
export function apiEntriesOf(settings: Pick<AuditSettings, 'cwd'>, target: Pick<AuditTarget, 'argv'>): string[] {
  const names = launchNames(target.argv)
  return [...names.programs.filter((name) => name.includes('/')), ...names.paths].map((path) => resolve(settings.cwd, path))
}

/**
 * Where the API index reads (sandbox/replies/openapi-index.ts): the server's package roots (the launched
 * files' project roots, a launch spec's installed package), the launched files first. A root that is the
 * auditor's own package (`auditorPackage`: this repository's fixtures and the bench's targets are launched
 * from inside it) is read as the launched files' directories instead (those below it: a path argument that
 * names the package itself widens nothing): the auditor's sources, bundles and build outputs say nothing of
 * the server's API, and in a clean clone they were up to 3 MB of code, 0.3–0.7 s of CPU on the init's index
 * thread beside the server's start. A server in the user's repository, or with the auditor installed among
 * its dependencies, keeps its roots.
 */
export function apiCodeOf(
  settings: Pick<AuditSettings, 'cwd' | 'launch'>,
  target: Pick<AuditTarget, 'argv' | 'launchedRoots'>,
  auditorPackage: string
): StartedSandbox['apiCode'] {
  const entries = apiEntriesOf(settings, target)
  const roots = [...target.launchedRoots, ...(settings.launch ? [settings.launch.root] : [])].flatMap((root) =>
    root === auditorPackage ? entries.filter((entry) => entry !== root && isUnder(entry, root)).map((entry) => dirname(entry)) : [root]
  )
  return { roots: [...new Set(roots)], entries }
}

/** The package the auditor runs from: its bundled init is dist/sandbox-init/index.js there. */
export function auditorPackageOf(sandboxInitPath: string): string {
  return resolve(dirname(sandboxInitPath), '..', '..')
}
