// The probe stage of an audit: the MCP session with the server the sandbox started (over its stdio or
// through the HTTP relay), and what the run directory holds once it has ended — the init's status, the
// sink's records, the view's changes, the kernel's canary watch — with network.jsonl and changes.tar
// written to the out-dir.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { ProbeStartError } from '../errors.js'
import type { Logger } from '../logger.js'
import { probeServer, ProbeAborted } from '../probe/session.js'
import { sandboxedHttp, sandboxedStdio } from '../probe/probe-transport.js'
import { resolveSteps } from '../probe/scenario.js'
import type { ClientVariant } from '../probe/client.js'
import type { ProbeResult } from '../probe/types.js'
import { seedListing } from '../probe/workspace-seed.js'
import { readCanaryWatchLog, type CanaryWatchRecord } from '../sandbox/canary-watch-log.js'
import { scanChanges, writeChangesTar, type ChangesScan } from '../sandbox/file-changes.js'
import { descriptorsFromStatus, type DescriptorsStatus } from '../sandbox/init-config.js'
import { settleAll } from '../sandbox/settle-all.js'
import { TreeActivity } from '../sandbox/tree-activity.js'
import { readSinkLog, type SinkObservations } from '../sandbox/sink-log.js'
import type { AuditSettings } from '../settings/settings.js'
import type { AttackSection, StaticItem, StaticMap } from '../model/index.js'
import { attackSetup } from './attack-setup.js'
import { explainStartFailure, readStatus, tracerStoppedEarly } from './init-status.js'
import { writeReplyLesson } from '../sandbox/replies/reply-lesson.js'
import { codeInputsOf } from '../sandbox/replies/openapi-index.js'
import { writeOutputFile } from './output-files.js'
import type { AuditTarget } from './server-paths.js'
import { settleOnTrace } from './trace-settle.js'
import type { StartedSandbox } from './start-sandbox.js'
import { bridgeReason, emptyProbe, sinkHosts } from '../report/unseen-surface.js'

/** What the sink saw the server reach for (none without the network sandbox). */
async function contactedHosts(sinkLog: string | null | undefined): Promise<string[]> {
  return sinkLog ? sinkHosts((await readSinkLog(sinkLog)).records) : []
}

/** The static map's items, awaited when the probe asks for them (after the ordinary rounds). */
function staticItemsOf(map: Promise<StaticMap | null>): () => Promise<StaticItem[]> {
  return async () => (await map)?.items ?? []
}

export interface Session {
  probe: ProbeResult
  /** why the audit did not see the whole session, or null */
  incomplete: string | null
  /** whether the attack stage was set to run, and why not (the traced pass's session only) */
  attack?: AttackSection
}

/** What an exercise pass (engine/passes/) changes in the session; absent: the traced pass's. */
export interface PassExercise {
  /** the pass's client; default: the traced pass's */
  client?: ClientVariant
  /** a held pass: how long after initialize the session stays open before each tool is called again */
  holdMs?: number
  /** a pass's fewer calls for the tools named */
  callsCap?: ReadonlyMap<string, number>
}

/** The session, to its end; an interrupted one keeps what it saw, a server that would not start is explained. */
export async function probeInSandbox(
  settings: AuditSettings,
  target: AuditTarget,
  sandbox: StartedSandbox,
  /** attack: the attack stage runs in this session, when the settings allow (the traced pass's, never another pass's) */
  runtime: { logger: Logger; signal?: AbortSignal; staticMap?: Promise<StaticMap | null>; attack?: boolean },
  /** trace.log, which strace appends to: each call settles on it (trace-settle.ts); null (an untraced pass): on the witnesses' logs */
  tracePath: string | null,
  pass: PassExercise = {}
): Promise<Session> {
  const { client, holdMs, callsCap } = pass
  const { paths } = sandbox
  const http = settings.http ?? null
  let probe: ProbeResult
  let incomplete: string | null = null
  // The canary index is built while this thread waits: in pieces while the server starts, and in the
  // settles' waits (the profile enters what is left).
  const prepare = (deadline: number) => sandbox.canaryIndex.prepare(deadline)
  const pieces = inPieces(prepare)
  const root = sandbox.launcher.pid
  const witnessLogs = [paths.sinkLog, paths.canaryWatchLog].filter((log): log is string => log !== null)
  const quiet = settleOnTrace(tracePath, root === null ? null : new TreeActivity(root), prepare, witnessLogs)
  const attack = runtime.attack ? attackSetup(settings, target, sandbox, runtime.staticMap ?? null, runtime.logger) : null
  try {
    probe = await probeServer({
      transport: http
        ? sandboxedHttp(sandbox.launcher, {
            endpoint: { flavour: http.flavour, url: http.url === null ? null : new URL(http.url) },
            relaySocket: paths.relaySocket,
            statusPath: paths.status,
            // The init's own verdict (it watches the server's sockets) comes first.
            listenTimeoutMs: sandbox.initializeTimeoutMs + 2_000
          })
        : sandboxedStdio(sandbox.launcher),
      rootDir: settings.cwd,
      workspace: sandbox.seed ? { root: settings.cwd, ...seedListing() } : null,
      scenario: target.scenario
        ? {
            steps: resolveSteps(target.scenario, { workdir: settings.cwd, home: sandbox.homePath, canaries: sandbox.canaries }),
            synthesize: target.scenario.synthesize
          }
        : null,
      timeoutMs: settings.timeoutMs,
      initializeTimeoutMs: sandbox.initializeTimeoutMs,
      callsPerTool: settings.callsPerTool,
      ...(runtime.staticMap ? { staticItems: staticItemsOf(runtime.staticMap) } : {}),
      canaries: sandbox.canaryIndex,
      clientTraps: sandbox.clientTraps,
      logger: runtime.logger,
      settle: quiet.settle,
      ...(client ? { client } : {}),
      ...(holdMs ? { holdMs } : {}),
      ...(callsCap ? { callsCap } : {}),
      ...(settings.network === 'sandbox' && settings.httpReply === null
        ? {
            replyLessons: (lesson) => writeReplyLesson(paths.replyLesson, lesson),
            codeInputs: () => codeInputsOf(sandbox.apiCode.roots, paths.apiIndex, sandbox.apiCode.entries)
          }
        : {}),
      ...(runtime.signal ? { signal: runtime.signal } : {}),
      ...attack?.runtime
    })
  } catch (error) {
    if (error instanceof ProbeAborted) {
      probe = error.partial
      incomplete = 'interrupted before the audit finished'
    } else if (error instanceof ProbeStartError) {
      // A bridge to its vendor's remote server (it reached for a host, then failed initialize): an
      // incomplete audit with its report, not a bare exit. Any other start failure explains itself.
      const hosts = http ? [] : await contactedHosts(paths.sinkLog)
      if (hosts.length === 0) {
        const { containment } = sandbox
        const hidden = containment ? { trace: sandbox.tracePath, roots: containment.hiddenRoots, home: sandbox.homePath } : undefined
        throw await explainStartFailure(error, paths.status, settings, hidden)
      }
      probe = emptyProbe(error.stderrTail)
      incomplete = bridgeReason(error.message, hosts)
      runtime.logger.warn(`audit incomplete: ${incomplete}`)
    } else {
      throw error
    }
  } finally {
    pieces.stop()
    quiet.close()
  }
  if (!probe.shutdownAt) probe.shutdownAt = Date.now()
  return { probe, incomplete, ...(attack ? { attack: attack.section } : {}) }
}

/** A piece of the audit's own work this long at most, then as long for the session's events. */
const PIECE_MS = 1

/**
 * `work(deadline)` in pieces of PIECE_MS, one every other millisecond, until it says it is done: the
 * server's start leaves this thread waiting for its answer to initialize, and a piece delays an answer
 * at most PIECE_MS.
 */
function inPieces(work: (deadline: number) => boolean): { stop: () => void } {
  let timer: NodeJS.Timeout | null = null
  const next = (): void => {
    timer = work(performance.now() + PIECE_MS) ? null : setTimeout(next, PIECE_MS)
  }
  timer = setTimeout(next, PIECE_MS)
  return { stop: () => timer && clearTimeout(timer) }
}

/** What the run directory told once the session ended; nothing more is read from it after this. */
export interface RunEvidence {
  status: { event: string; message?: string }[]
  sinkSeen: SinkObservations | null
  changes: ChangesScan | null
  canaryWatchSeen: CanaryWatchRecord[]
  descriptors: DescriptorsStatus | undefined
  /** the out-dir's changes.tar, when the server left files */
  changesArchive: string | undefined
  /** the session's own reason, or the tracer's when it stopped before the session ended */
  incomplete: string | null
}

export async function collectEvidence(sandbox: StartedSandbox, session: Session, outDir: string, logger: Logger): Promise<RunEvidence> {
  const { paths, containment } = sandbox
  const [status, sinkSeen, changes, canaryWatchSeen] = await settleAll([
    readStatus(paths.status),
    paths.sinkLog ? readSinkLog(paths.sinkLog) : null,
    containment ? scanChanges(containment.changeAreas) : null,
    readCanaryWatchLog(paths.canaryWatchLog)
  ] as const)
  for (const entry of status) {
    if (entry.event === 'warning' && entry.message) logger.debug(entry.message)
  }
  let { incomplete } = session
  const tracerStop = tracerStoppedEarly(status, session.probe.shutdownAt)
  if (tracerStop && !incomplete) {
    incomplete = tracerStop
    logger.warn(`audit incomplete: ${tracerStop}`)
  }
  const networkLog = join(outDir, 'network.jsonl')
  const changesArchive = changes?.changes.some((change) => change.kind === 'file' && change.change !== 'deleted') ? 'changes.tar' : undefined
  await settleAll([
    // With --network host there is no sink: no network.jsonl, not even one left by an earlier run.
    sinkSeen ? writeOutputFile(networkLog, sinkSeen.text) : rm(networkLog, { force: true }).catch(() => undefined),
    changes && changesArchive ? rm(join(outDir, changesArchive), { force: true }).then(() => writeChangesTar(changes, join(outDir, changesArchive))) : null
  ] as const)
  return { status, sinkSeen, changes, canaryWatchSeen, descriptors: descriptorsFromStatus(status), changesArchive, incomplete }
}
