// The audit pipeline, read top to bottom: settings → sandbox (run dir, canary home, containment, init
// config) → probe → trace events → profile → witnesses → manifest and pin → baseline → findings → verdict
// → report. Each stage is one call into its own module; what stays here is handing one stage's plain
// data to the next and the run directory's lifetime (one try/finally). Longer than the usual ~350 lines
// on purpose: cut further, the order of the stages would be spread over several files.
import { rmSync } from 'node:fs'
import { chmod, mkdtemp, realpath, rm, stat, writeFile } from 'node:fs/promises'
import { reverse } from 'node:dns/promises'
import { isAbsolute, join, resolve } from 'node:path'
import { compareRunWithBaseline } from '../baseline/run-baseline.js'
import { ConfigurationError, ProbeStartError, SandboxSetupError, ServerProtocolError } from '../errors.js'
import type { Logger } from '../logger.js'
import { buildManifest } from '../manifest/build-manifest.js'
import { PinStore, compareWithPin, sessionChanges } from '../manifest/pin-store.js'
import { assertSameFile, createEmptyOutputFile, prepareOutDir, refuseNonRegular, writeOutputFile, writeReportFile } from './output-files.js'
import { runRemoteAudit } from './run-remote-audit.js'
import { coverageFindings, coverageOf } from '../probe/coverage.js'
import { probeServer, ProbeAborted } from '../probe/session.js'
import { sandboxedHttp, sandboxedStdio } from '../probe/probe-transport.js'
import { seedListing, writeSeed } from '../probe/workspace-seed.js'
import { loadScenario, nameSteps, resolveSteps } from '../probe/scenario.js'
import { buildStraceArgs, detectStrace } from '../probe/strace-command.js'
import type { ProbeResult } from '../probe/types.js'
import type { Canary } from '../profile/canary-match.js'
import { ProfileBuilder } from '../profile/build-profile.js'
import { summarize, type Observed, type SandboxMethod } from '../model/index.js'
import type { Report } from '../report/schema.js'
import { decideVerdict } from '../report/verdict.js'
import { evaluateRules } from '../rules/evaluate-rules.js'
import { canaryEnvironment, plantCanaryHome } from '../sandbox/canary-home.js'
import { pickIdentity, prepareContainment } from '../sandbox/containment.js'
import { scanChanges, writeChangesTar } from '../sandbox/file-changes.js'
import { SandboxSetupFilter } from '../profile/sandbox-setup.js'
import { McpHttpChannelFilter } from '../profile/mcp-http-channel.js'
import { descriptorsFromStatus, witnessesFromStatus, type SandboxInitConfig } from '../sandbox/init-config.js'
import { buildLaunchCommand, detectSandboxMethod } from '../sandbox/launcher.js'
import { launcherEnvironment, LauncherProcess } from '../sandbox/launcher-process.js'
import { buildServerEnvironment } from '../sandbox/server-env.js'
import { loadHttpReply, readSinkLog } from '../sandbox/sink-log.js'
import { prepareRunTrust, type AuthoritySource } from '../sandbox/run-trust.js'
import { settleAll } from '../sandbox/settle-all.js'
import { addSinkWitness } from '../profile/sink-witness.js'
import { PhaseClock } from '../profile/phase-clock.js'
import { TracedSourcePorts } from '../profile/sink-sockets.js'
import { httpPort } from '../settings/http-endpoint.js'
import { witnessOnlyReads } from '../profile/canary-watch-reads.js'
import { readCanaryWatchLog } from '../sandbox/canary-watch.js'
import { InstallPhaseWatch } from '../launch/install-phase.js'
import { describeSettings } from '../settings/describe-settings.js'
import type { HostContext } from '../settings/host.js'
import type { AuditSettings } from '../settings/settings.js'
import { readTrace } from '../trace/read-trace.js'
import { AUDITOR_VERSION } from '../version.js'
import { explainStartFailure, listeningOn, readStatus, spokenUrl, tracerStoppedEarly } from './init-status.js'
import { resolveExecutable, runtimeRoots, serverCodeRoots } from './server-paths.js'
import { CanaryIndex } from '../profile/canary-index.js'

/** after the sandbox init is launched: it and the server take longer than this to start */
const INDEX_BUILD_DELAY_MS = 10

export interface AuditRuntime {
  logger: Logger
  /** aborting kills the server's whole process tree and ends the audit early */
  signal?: AbortSignal
  /** path of the bundled sandbox init (dist/sandbox-init/index.js) */
  sandboxInitPath: string
  /** the bundle's directory of the canary matcher's worker thread (dist/, holding canary-worker/); absent: matched on this thread */
  workersDir?: string
  /** the run's TLS authority made on a worker thread, maybe already; absent: made on this thread */
  authorities?: AuthoritySource
  host: HostContext
}

export interface AuditOutcome {
  report: Report
  files: { trace: string; manifest: string; report: string }
}

// Starting under strace is slower than a plain start; initialize gets twice the per-call timeout.
const INITIALIZE_TIMEOUT_FLOOR_MS = 5_000

/** Run directories of audits in progress: canary secrets and the server's scratch layers. */
const activeRunDirs = new Set<string>()

/** For an exit that cannot wait for the audit to finish (a second Ctrl-C): leave no run directory behind. */
export function removeRunDirsNow(): void {
  for (const dir of activeRunDirs) rmSync(dir, { recursive: true, force: true })
  activeRunDirs.clear()
}

async function removeRunDir(runDir: string): Promise<void> {
  await rm(runDir, { recursive: true, force: true }).catch(() => undefined)
  activeRunDirs.delete(runDir)
}

async function addReverseDns(observed: Observed, logger: Logger): Promise<void> {
  for (const entry of observed.network.filter((n) => !n.loopback && n.family !== 'unix').slice(0, 20)) {
    try {
      entry.reverseDns = await Promise.race([
        reverse(entry.address),
        new Promise<string[]>((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000))
      ])
    } catch {
      logger.debug(`no reverse DNS for ${entry.address}`)
    }
  }
}

export async function runAudit(settings: AuditSettings, runtime: AuditRuntime): Promise<AuditOutcome> {
  const { logger } = runtime
  logger.debug(`settings: ${describeSettings(settings)}`)
  if (settings.command.length === 0 && settings.http?.url) return runRemoteAudit({ ...settings, http: settings.http }, settings.http.url, runtime)
  const started = Date.now()
  const [program] = settings.command
  if (!program) throw new ConfigurationError('no server command given')
  if (!isAbsolute(settings.cwd)) throw new ConfigurationError(`working directory must be absolute: ${settings.cwd}`)
  try {
    if (!(await stat(settings.cwd)).isDirectory()) throw new Error('not a directory')
  } catch {
    throw new ConfigurationError(`working directory not found: ${settings.cwd}`)
  }
  const executable = await resolveExecutable(program, settings.cwd, runtime.host.env.PATH ?? '')
  const scenario = settings.scenarioPath !== null ? await loadScenario(settings.scenarioPath) : null
  await prepareOutDir(settings.outDir)
  const files = {
    trace: join(settings.outDir, 'trace.log'),
    manifest: join(settings.outDir, 'manifest.json'),
    report: join(settings.outDir, 'report.json')
  }
  // Refused now rather than after the audit; checked again when each file is written.
  for (const path of [files.manifest, files.report]) await refuseNonRegular(path)
  const traceFile = await createEmptyOutputFile(files.trace)

  const { host } = runtime
  const searchPath = host.env.PATH ?? ''
  const strace = detectStrace(searchPath)
  const method: SandboxMethod = detectSandboxMethod(settings.network, host.caller, host.forcedSandboxMethod, searchPath)
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

  // A neutral name: the server can see the run directory's path in its mount table.
  const runDir = await mkdtemp(join(host.tmpDir, 'tmp.'))
  activeRunDirs.add(runDir)
  let removal: Promise<void> | null = null
  const { caller } = host
  let launcher: LauncherProcess | null = null
  let configSent = false
  try {
    // The sandbox init is started now, before the setup below: its own start (a Node process) and the
    // network sandbox are made while the home, views and trust are; it waits on its stdin for the config.
    launcher = new LauncherProcess(
      buildLaunchCommand(method, settings.network, { node: host.node, script: runtime.sandboxInitPath }, caller),
      launcherEnvironment(host.env.PATH ?? '/usr/local/bin:/usr/bin:/bin')
    )
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
    const made = settleAll([
      plantCanaryHome(settings.homeTemplate, plantedHome),
      settings.network === 'sandbox' ? prepareRunTrust(runDir, contained, runtime.authorities ?? null) : null,
      seed ? writeSeed(seed, settings.cwd, runtime.host.env) : null
    ] as const)
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
              argv: [executable, ...settings.command.slice(1)],
              outDir: resolve(settings.outDir),
              stateDir: resolve(settings.stateDir),
              callerEnv: runtime.host.env,
              canaries: workspaceCanaries,
              ...(settings.launch ? { readOnly: [settings.launch.root] } : {})
            },
            async () => {
              const [, runTrust] = await made
              return { ...(seed ? { seed } : {}), ...(runTrust ? { maskedFiles: [runTrust.bundle] } : {}) }
            }
          )
        : null
    ] as const)
    const canaryEnv = canaryEnvironment()
    const homePath = containment ? containment.home : await realpath(home.home)
    const persona = containment?.identity ?? pickIdentity()
    const serverEnv = buildServerEnvironment({
      home: homePath,
      user: persona.user,
      ...(containment ? { path: containment.path } : {}),
      ...(trust ? { trustEnv: trust.env } : {}),
      canaryEnv: canaryEnv.env,
      userEnv: settings.env,
      callerEnv: runtime.host.env
    })
    const statusPath = join(runDir, 'status.jsonl')
    const sinkLog = settings.network === 'sandbox' ? join(runDir, 'sink.jsonl') : null
    const initializeTimeoutMs = Math.max(2 * settings.timeoutMs, INITIALIZE_TIMEOUT_FLOOR_MS)
    const http = settings.http ?? null
    const relaySocket = join(runDir, 'relay.sock')
    const canaryWatchLog = join(runDir, 'canary-watch.jsonl')
    // The home as the init sees it: the overlay it mounts (contained), or the planted home itself.
    const watchedHome = containment ? containment.overlays.find((overlay) => overlay.lower === home.home)?.merged : home.home
    const initConfig: SandboxInitConfig = {
      network: settings.network,
      nestedUser: method === 'userns' || method === 'sudo' ? caller : null,
      statusPath,
      containment: containment ? { bwrap: containment.bwrap, bwrapArgs: containment.bwrapArgs, overlays: containment.overlays } : null,
      sinkLog,
      canaryWatch: watchedHome ? { root: watchedHome, log: canaryWatchLog } : null,
      tlsAuthority: trust?.authorityPath ?? null,
      captureBytes: settings.captureBytes,
      httpReply: await loadHttpReply(settings.httpReply),
      httpRelay: http ? { socketPath: relaySocket, port: httpPort(http), waitMs: initializeTimeoutMs } : null,
      strace: strace.path,
      straceArgs: buildStraceArgs(files.trace, strace),
      server: { argv: [executable, ...settings.command.slice(1)], env: serverEnv, cwd: settings.cwd }
    }
    await writeFile(statusPath, '', { mode: 0o600 })
    if (sinkLog) await writeFile(sinkLog, '', { mode: 0o600 })
    await writeFile(canaryWatchLog, '', { mode: 0o600 })
    launcher.sendConfig(initConfig)
    configSent = true

    // The canary index is built while the sandbox starts the server, when this thread only waits for its
    // first answer, not after the server exits, where it would lengthen every audit.
    const canaryIndex = new CanaryIndex([...home.canaries, ...canaryEnv.canaries, ...workspaceCanaries, ...(settings.configCanaries ?? [])], home.files)
    setTimeout(() => canaryIndex.prepare(), INDEX_BUILD_DELAY_MS).unref()

    let probe: ProbeResult
    let incomplete: string | undefined
    try {
      probe = await probeServer({
        transport: http
          ? sandboxedHttp(launcher, {
              endpoint: { flavour: http.flavour, url: http.url === null ? null : new URL(http.url) },
              relaySocket,
              statusPath,
              // The init's own verdict (it watches the server's sockets) comes first.
              listenTimeoutMs: initializeTimeoutMs + 2_000
            })
          : sandboxedStdio(launcher),
        rootDir: settings.cwd,
        workspace: seed ? { root: settings.cwd, ...seedListing() } : null,
        scenario: scenario
          ? {
              steps: resolveSteps(scenario, { workdir: settings.cwd, home: homePath, canaries: [...home.canaries, ...canaryEnv.canaries] }),
              synthesize: scenario.synthesize
            }
          : null,
        timeoutMs: settings.timeoutMs,
        initializeTimeoutMs,
        callsPerTool: settings.callsPerTool,
        logger,
        ...(runtime.signal ? { signal: runtime.signal } : {})
      })
    } catch (error) {
      if (error instanceof ProbeAborted) {
        probe = error.partial
        incomplete = 'interrupted before the audit finished'
      } else if (error instanceof ProbeStartError) {
        throw await explainStartFailure(
          error,
          statusPath,
          settings,
          containment ? { trace: files.trace, roots: containment.hiddenRoots, home: homePath } : undefined
        )
      } else {
        throw error
      }
    }
    if (!probe.shutdownAt) probe.shutdownAt = Date.now()
    const [status, sinkSeen, changes, canaryWatchSeen] = await settleAll([
      readStatus(statusPath),
      sinkLog ? readSinkLog(sinkLog) : null,
      containment ? scanChanges(containment.changeAreas) : null,
      readCanaryWatchLog(canaryWatchLog)
    ] as const)
    const descriptors = descriptorsFromStatus(status)
    for (const entry of status) {
      if (entry.event === 'warning' && entry.message) logger.debug(entry.message)
    }
    const tracerStop = tracerStoppedEarly(status, probe.shutdownAt)
    if (tracerStop && !incomplete) {
      incomplete = tracerStop
      logger.warn(`audit incomplete: ${tracerStop}`)
    }
    const networkLog = join(settings.outDir, 'network.jsonl')
    const changesArchive = changes?.changes.some((change) => change.kind === 'file' && change.change !== 'deleted') ? 'changes.tar' : undefined
    await settleAll([
      // With --network host there is no sink: no network.jsonl, not even one left by an earlier run.
      sinkSeen ? writeOutputFile(networkLog, sinkSeen.text) : rm(networkLog, { force: true }).catch(() => undefined),
      changes && changesArchive
        ? rm(join(settings.outDir, changesArchive), { force: true }).then(() => writeChangesTar(changes, join(settings.outDir, changesArchive)))
        : null
    ] as const)
    // Nothing more is read from the run directory: it is removed while the trace is parsed.
    removal = removeRunDir(runDir)

    const manifest = buildManifest(probe.listing, probe.instructions)
    await writeOutputFile(files.manifest, JSON.stringify(manifest, null, 2) + '\n')
    const { identity } = settings
    const pin = incomplete ? null : await compareWithPin(new PinStore(settings.stateDir), identity, manifest, settings.acceptManifest)
    if (pin?.error) logger.warn(`manifest pin: ${pin.error}`)
    const rugPull = {
      ...(pin?.rugPull ?? { status: 'new' as const, identity, currentSha256: manifest.sha256, changes: [] }),
      duringSession: sessionChanges(probe.listing, probe.relisting)
    }

    const installWatch = settings.launch?.installPhase ? new InstallPhaseWatch() : null
    const builder = new ProfileBuilder({
      calls: probe.calls,
      shutdownAt: probe.shutdownAt,
      home: homePath,
      cwd: settings.cwd,
      canaries: canaryIndex.tokens,
      canaryFiles: canaryIndex.files,
      canaryIndex,
      serverCodeRoots: [...(await serverCodeRoots(settings.command, settings.cwd)), ...(settings.launch ? [settings.launch.root] : [])],
      runtimeRoots: await runtimeRoots(executable),
      ...(containment ? { hiddenRoots: containment.hiddenRoots, auditorPaths: containment.auditorPaths } : {}),
      ...(installWatch ? { installEndsAt: installWatch.endsAt } : {}),
      ...(runtime.workersDir ? { canaryWorkerPath: join(runtime.workersDir, 'canary-worker', 'index.js') } : {})
    })
    const sourcePorts = new TracedSourcePorts(new PhaseClock(probe.calls, probe.shutdownAt, installWatch?.endsAt))
    // bwrap's own setup (before it execs the server) is the sandbox's doing, not the server's.
    const setup = new SandboxSetupFilter(containment !== null)
    const listening = http ? listeningOn(status) : null
    const channel = listening ? new McpHttpChannelFilter(listening.port) : null
    let stats
    await assertSameFile(files.trace, traceFile)
    try {
      stats = await readTrace(files.trace, (event) => {
        if (!setup.keep(event) || !(channel?.keep(event) ?? true)) return
        installWatch?.see(event)
        sourcePorts.see(event)
        builder.add(event)
      })
      await builder.settle()
      const { scannedBytes, workerBytes } = builder.canaryScanStats
      logger.debug(`canary matching: ${(scannedBytes / 1048576).toFixed(1)} MB of payload, ${(workerBytes / 1048576).toFixed(1)} MB of it on a second thread`)
    } catch (error) {
      throw new ServerProtocolError(`trace.log could not be read: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      builder.close()
    }
    const observed = builder.finish(stats)
    const witnesses = witnessesFromStatus(status)
    if (witnesses.length > 0) observed.witnesses = witnesses
    for (const unavailable of witnesses.filter((seen) => seen.state === 'unavailable'))
      logger.warn(`witness ${unavailable.name} unavailable: ${unavailable.detail}`)
    // The kernel's witness of canary reads, before the sink's matching: a file read only through io_uring
    // still makes its pieces count.
    observed.files.push(...witnessOnlyReads(observed, canaryWatchSeen, home.files, homePath, probe.calls, probe.shutdownAt, installWatch?.endsAt))
    // The sink's own witness: what it received, past the trace's 4096 bytes per syscall and inside TLS.
    if (sinkSeen) addSinkWitness(observed, sinkSeen, sourcePorts, builder.canaryIndex)
    if (changes) {
      observed.fileChanges = changes.changes
      if (changes.truncated) observed.fileChangesTruncated = true
    }
    if (settings.network === 'host' && settings.reverseDns) await addReverseDns(observed, logger)

    // An audit that did not see the whole session is no baseline: it is neither compared nor stored.
    const behaviour = incomplete
      ? undefined
      : await compareRunWithBaseline({
          observed,
          sinkPayloads: sinkSeen?.payloads.filter((payload) => payload.via === 'socket') ?? [],
          calls: probe.calls,
          shutdownAt: probe.shutdownAt,
          home: homePath,
          cwd: settings.cwd,
          ...(containment ? { machineName: containment.identity.hostname, userName: containment.identity.user } : {}),
          identity,
          stateDir: settings.stateDir,
          baselinePath: settings.baselinePath,
          accept: settings.acceptBaseline
        })
    if (behaviour?.error) logger.warn(`behaviour baseline: ${behaviour.error}`)

    // Items that appeared only at the re-listing are the surface-change rule's (rules/rug-pull-rules.ts):
    // the session was not owed calls to what did not exist when it began.
    const coverage = coverageOf({ ...probe, relisting: null }, settings.minCoverage)
    const findings = [
      ...evaluateRules({
        observed,
        manifest,
        calls: probe.calls,
        policy: settings.policy,
        rugPull,
        ...(behaviour ? { behaviour } : {}),
        home: homePath,
        cwd: settings.cwd,
        ...(containment ? { writableRoots: containment.writableRoots, auditorPaths: containment.auditorPaths } : {})
      }),
      ...coverageFindings(coverage)
    ]
    nameSteps(findings, probe.calls)
    const { exitCode } = decideVerdict({
      findings,
      failOn: settings.failOn,
      incomplete: incomplete ?? null,
      interrupted: runtime.signal?.aborted === true,
      coverage: coverage.totals ? { percent: coverage.totals.percent, minPercent: settings.minCoverage } : null
    })
    const report: Report = {
      schemaVersion: 1,
      auditor: { name: 'mcp-behave', version: AUDITOR_VERSION },
      server: {
        command: settings.command,
        transport: http?.flavour ?? 'stdio',
        ...(http ? { url: spokenUrl(http, status) } : {}),
        identity,
        info: probe.serverInfo,
        ...(probe.protocolVersion ? { protocolVersion: probe.protocolVersion } : {}),
        ...(settings.launch ? { package: settings.launch.package } : {})
      },
      sandbox: {
        network: settings.network,
        method,
        failOn: settings.failOn,
        fs: settings.fs,
        ...(settings.network === 'sandbox' ? { captureBytes: settings.captureBytes } : {}),
        ...(containment && containment.masked.length > 0 ? { masked: containment.masked } : {}),
        ...(changesArchive ? { changesArchive } : {}),
        ...(descriptors ? { descriptors } : {})
      },
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      ...(incomplete ? { incomplete } : {}),
      manifest,
      calls: probe.calls,
      coverage,
      observed,
      findings,
      rugPull,
      ...(behaviour ? { behaviour } : {}),
      summary: summarize(findings),
      exitCode
    }
    await writeReportFile(files.report, report, logger)
    return { report, files }
  } finally {
    // Called off during the setup: the init never got its config and is waiting for it.
    if (launcher && !configSent) await launcher.cancel()
    await (removal ?? removeRunDir(runDir))
  }
}
