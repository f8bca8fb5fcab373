// The probe stage of an audit: the MCP session with the server the sandbox started (over its stdio or
// through the HTTP relay), and what the run directory holds once it has ended — the init's status, the
// sink's records, the view's changes, the kernel's canary watch — with network.jsonl and changes.tar
// written to the out-dir.
import { watch } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { ProbeStartError } from '../errors.js'
import type { Logger } from '../logger.js'
import { probeServer, ProbeAborted, SETTLE_MS } from '../probe/session.js'
import { sandboxedHttp, sandboxedStdio } from '../probe/probe-transport.js'
import { resolveSteps } from '../probe/scenario.js'
import type { ClientVariant } from '../probe/client.js'
import type { ProbeResult } from '../probe/types.js'
import { seedListing } from '../probe/workspace-seed.js'
import { readCanaryWatchLog, type CanaryWatchRecord } from '../sandbox/canary-watch.js'
import { scanChanges, writeChangesTar, type ChangesScan } from '../sandbox/file-changes.js'
import { descriptorsFromStatus, type DescriptorsStatus } from '../sandbox/init-config.js'
import { settleAll } from '../sandbox/settle-all.js'
import { readSinkLog, type SinkObservations } from '../sandbox/sink-log.js'
import type { AuditSettings } from '../settings/settings.js'
import type { StaticItem, StaticMap } from '../model/index.js'
import { explainStartFailure, readStatus, tracerStoppedEarly } from './init-status.js'
import { writeReplyLesson } from '../sandbox/replies/reply-lesson.js'
import { readCodeInputs } from '../sandbox/replies/openapi-index.js'
import { writeOutputFile } from './output-files.js'
import type { AuditTarget } from './server-paths.js'
import type { StartedSandbox } from './start-sandbox.js'

/** The static map's items, awaited when the probe asks for them (after the ordinary rounds). */
function staticItemsOf(map: Promise<StaticMap | null>): () => Promise<StaticItem[]> {
  return async () => (await map)?.items ?? []
}

export interface Session {
  probe: ProbeResult
  /** why the audit did not see the whole session, or null */
  incomplete: string | null
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
  runtime: { logger: Logger; signal?: AbortSignal; staticMap?: Promise<StaticMap | null> },
  /** trace.log, which strace appends to: each call settles once it is still; null (an untraced pass): a fixed settle */
  tracePath: string | null,
  pass: PassExercise = {}
): Promise<Session> {
  const { client, holdMs, callsCap } = pass
  const { paths } = sandbox
  const http = settings.http ?? null
  let probe: ProbeResult
  let incomplete: string | null = null
  // The canary index is built in the waits after the calls' answers, when neither the server's start
  // nor the session needs this thread.
  const quiet = traceQuiet(tracePath, (deadline) => sandbox.canaryIndex.prepare(deadline))
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
        ? { replyLessons: (lesson) => writeReplyLesson(paths.replyLesson, lesson), codeInputs: await readCodeInputs(paths.apiIndex) }
        : {}),
      ...(runtime.signal ? { signal: runtime.signal } : {})
    })
  } catch (error) {
    if (error instanceof ProbeAborted) {
      probe = error.partial
      incomplete = 'interrupted before the audit finished'
    } else if (error instanceof ProbeStartError) {
      const { containment } = sandbox
      const hidden = containment ? { trace: sandbox.tracePath, roots: containment.hiddenRoots, home: sandbox.homePath } : undefined
      throw await explainStartFailure(error, paths.status, settings, hidden)
    } else {
      throw error
    }
  } finally {
    quiet.close()
  }
  if (!probe.shutdownAt) probe.shutdownAt = Date.now()
  return { probe, incomplete }
}

/** How long the trace must stay still after an answer before the next call starts. */
const QUIET_MS = 10
/** what whileWaiting leaves of the shortest wait, for the events that came meanwhile */
const WAIT_MARGIN_MS = 2

/**
 * The settle after each answer, on the trace's events rather than a fixed delay: strace appends a line per
 * syscall, so the server is taken as done with the call once trace.log has not grown for QUIET_MS (counted
 * from the answer at the earliest), or after SETTLE_MS, whichever comes first. A call that set work going
 * in the background keeps the trace growing, and keeps the next call waiting, as the fixed pause did.
 */
function traceQuiet(tracePath: string | null, whileWaiting: (deadline: number) => void): { settle: () => Promise<void>; close: () => void } {
  let lastGrowth = 0
  let watcher: ReturnType<typeof watch> | null = null
  try {
    if (tracePath !== null) watcher = watch(tracePath, { persistent: false }, () => (lastGrowth = performance.now()))
    watcher?.on('error', () => undefined)
  } catch {
    watcher = null
  }
  const settle = (): Promise<void> =>
    new Promise((resolve) => {
      const answeredAt = performance.now()
      // The wait is QUIET_MS at the least: the audit's own work in its first part delays no call. Trace
      // growth meanwhile is seen when that work ends, which can only make the wait longer, never shorter.
      whileWaiting(answeredAt + QUIET_MS - WAIT_MARGIN_MS)
      if (!watcher) return void setTimeout(resolve, Math.max(0, SETTLE_MS - (performance.now() - answeredAt)))
      const check = (): void => {
        const now = performance.now()
        const still = now - Math.max(lastGrowth, answeredAt)
        if (still >= QUIET_MS || now - answeredAt >= SETTLE_MS) return resolve()
        setTimeout(check, Math.min(QUIET_MS - still, SETTLE_MS - (now - answeredAt)) + 0.5)
      }
      check()
    })
  return { settle, close: () => watcher?.close() }
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
