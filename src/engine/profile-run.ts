// The trace and profile stages of an audit: trace.log parsed into the profile (the sandbox's own setup
// and the HTTP channel left out), then what the trace cannot see added from its witnesses — the init's
// witness states, the kernel's canary watch, the sink's records, the view's file changes — and, with
// --network host, reverse DNS of the addresses reached; last, the attack stage's part split off.
import { reverse } from 'node:dns/promises'
import { join } from 'node:path'
import { ServerProtocolError } from '../errors.js'
import type { Logger } from '../logger.js'
import type { Observed } from '../model/index.js'
import { InstallPhaseWatch } from '../launch/install-phase.js'
import { ProfileBuilder } from '../profile/build-profile.js'
import { isAttackPhase, splitAttackProfile } from '../profile/attack-split.js'
import { witnessOnlyReads } from '../profile/canary-watch-reads.js'
import { McpHttpChannelFilter } from '../profile/mcp-http-channel.js'
import { PhaseClock } from '../profile/phase-clock.js'
import { SandboxSetupFilter } from '../profile/sandbox-setup.js'
import { TracedSourcePorts } from '../profile/sink-sockets.js'
import { addSinkWitness, type PlacedSinkPayload } from '../profile/sink-witness.js'
import { witnessesFromStatus } from '../sandbox/init-config.js'
import type { AuditSettings } from '../settings/settings.js'
import { readTrace } from '../trace/read-trace.js'
import { listeningOn } from './init-status.js'
import { assertSameFile, type FileIdentity } from './output-files.js'
import type { RunEvidence, Session } from './probe-in-sandbox.js'
import { runtimeRoots, serverCodeRoots, type AuditTarget } from './server-paths.js'
import type { StartedSandbox } from './start-sandbox.js'

export interface ProfileInput {
  settings: AuditSettings
  target: AuditTarget
  sandbox: StartedSandbox
  session: Session
  evidence: RunEvidence
  trace: { path: string; identity: FileIdentity }
}

export interface ProfileRuntime {
  logger: Logger
  /** the bundle's directory of the canary matcher's worker thread; absent: matched on this thread */
  workersDir?: string
}

export interface ProfiledRun {
  /** what the server did, but the attack stage's calls (profile/attack-split.ts) */
  observed: Observed
  /** what it did during the attack stage's calls: the attacks' evidence */
  attackObserved: Observed
  /** what the sink received on the server's sockets, each in its call (the behaviour baseline's payloads) */
  sinkPayloads: PlacedSinkPayload[]
}

export async function profileRun(input: ProfileInput, runtime: ProfileRuntime): Promise<ProfiledRun> {
  const { settings, sandbox, evidence } = input
  const { logger } = runtime
  const { probe } = input.session
  const { containment, homePath, canaryIndex } = sandbox
  const installWatch = settings.launch?.installPhase ? new InstallPhaseWatch() : null
  const builder = new ProfileBuilder({
    calls: probe.calls,
    shutdownAt: probe.shutdownAt,
    home: homePath,
    cwd: settings.cwd,
    canaries: canaryIndex.tokens,
    canaryFiles: canaryIndex.files,
    canaryIndex,
    serverCodeRoots: [
      ...(await serverCodeRoots(input.target.launchedRoots, settings.command, settings.cwd)),
      ...(settings.launch ? [settings.launch.root] : [])
    ],
    runtimeRoots: await runtimeRoots(input.target.executable),
    ...(containment ? { hiddenRoots: containment.hiddenRoots, auditorPaths: containment.auditorPaths } : {}),
    ...(installWatch ? { installEndsAt: installWatch.endsAt } : {}),
    ...(runtime.workersDir ? { canaryWorkerPath: join(runtime.workersDir, 'canary-worker', 'index.js') } : {})
  })
  const sourcePorts = new TracedSourcePorts(new PhaseClock(probe.calls, probe.shutdownAt, installWatch?.endsAt))
  // bwrap's own setup (before it execs the server) is the sandbox's doing, not the server's.
  const setup = new SandboxSetupFilter(containment !== null)
  const listening = settings.http ? listeningOn(evidence.status) : null
  const channel = listening ? new McpHttpChannelFilter(listening.port) : null
  let stats
  await assertSameFile(input.trace.path, input.trace.identity)
  try {
    stats = await readTrace(input.trace.path, (event) => {
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
  const witnesses = witnessesFromStatus(evidence.status)
  if (witnesses.length > 0) observed.witnesses = witnesses
  for (const unavailable of witnesses.filter((seen) => seen.state === 'unavailable'))
    logger.warn(`witness ${unavailable.name} unavailable: ${unavailable.detail}`)
  // The kernel's witness of canary reads, before the sink's matching: a file read only through io_uring
  // still makes its pieces count.
  observed.files.push(
    ...witnessOnlyReads(observed, evidence.canaryWatchSeen, sandbox.home.files, homePath, probe.calls, probe.shutdownAt, installWatch?.endsAt)
  )
  // The sink's own witness: what it received, past the trace's 4096 bytes per syscall and inside TLS.
  const sinkPayloads = evidence.sinkSeen ? addSinkWitness(observed, evidence.sinkSeen, sourcePorts, builder.canaryIndex) : []
  if (evidence.changes) {
    observed.fileChanges = evidence.changes.changes
    if (evidence.changes.truncated) observed.fileChangesTruncated = true
  }
  if (settings.network === 'host' && settings.reverseDns) await addReverseDns(observed, logger)
  const { ordinary, attack } = splitAttackProfile(observed, probe.attack?.markerPrefix ?? null)
  return { observed: ordinary, attackObserved: attack, sinkPayloads: sinkPayloads.filter((payload) => !isAttackPhase(payload.phase)) }
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
