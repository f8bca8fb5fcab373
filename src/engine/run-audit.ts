// The audit pipeline, read top to bottom: settings → sandbox → probe → trace and profile → manifest and
// pin → baseline → rules and verdict → report. Each stage is one named call taking and returning plain
// data: the sandbox and probe stages here in engine/ (start-sandbox.ts, probe-in-sandbox.ts), because
// they compose side effects of several stages; trace → profile in profile-run.ts; the rest in its
// stage's folder. What stays here is the order, and the run directory's lifetime (one try/finally). The
// stages after the session are loaded while the server starts (later-stages.ts).
import { randomBytes, randomInt } from 'node:crypto'
import { rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { RunBaselineInput } from '../baseline/run-baseline.js'
import type { Logger } from '../logger.js'
import type { Report } from '../report/schema.js'
import { runDirPrefix } from '../sandbox/containment-plan.js'
import type { AuthoritySource } from '../sandbox/run-trust.js'
import { startStatic } from '../static/run-static.js'
import { describeSettings } from '../settings/describe-settings.js'
import type { HostContext } from '../settings/host.js'
import type { AuditSettings } from '../settings/settings.js'
import { createEmptyOutputFile, prepareOutDir, refuseNonRegular, writeOutputFile, writeReportFile } from './output-files.js'
import type { Session } from './probe-in-sandbox.js'
import type { ProfiledRun } from './profile-run.js'
import { activePassDirs } from './passes/pass-dirs.js'
import { resolveTarget, type AuditTarget } from './server-paths.js'
import { chooseSandbox, startSandbox, type StartedSandbox } from './start-sandbox.js'

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
  /** told as each stage of the audit ends (mcp-behave serve turns these into progress notifications) */
  onStage?: (stage: AuditStage) => void
}

/** The stages of an audit, in order, as they end. */
export const AUDIT_STAGES = ['sandbox started', 'session ended', 'evidence collected', 'profile built', 'static map read', 'report written'] as const
export type AuditStage = (typeof AUDIT_STAGES)[number]

export interface AuditOutcome {
  report: Report
  files: { trace: string; manifest: string; report: string }
}

export async function runAudit(settings: AuditSettings, runtime: AuditRuntime): Promise<AuditOutcome> {
  const { logger, host } = runtime
  logger.debug(`settings: ${describeSettings(settings)}`)
  if (settings.command.length === 0 && settings.http?.url)
    return (await import('./run-remote-audit.js')).runRemoteAudit({ ...settings, http: settings.http }, settings.http.url, runtime)
  const startedAt = Date.now()
  const target = await resolveTarget(settings, host.env.PATH ?? '', host.env.HOME)
  // The static stage reads the server's source on its own thread while the run goes on.
  const staticMap = settings.staticStage
    ? startStatic({ argv: target.argv, cwd: settings.cwd, ...(runtime.workersDir ? { workersDir: runtime.workersDir } : {}) })
    : null
  const { files, trace } = await prepareOutputs(settings.outDir)
  const choice = await chooseSandbox(settings, host, logger)
  // A neutral name: the server can see the run directory's path in its mount table.
  const runDir = await mkdtemp(join(host.tmpDir, runDirPrefix(randomBytes, randomInt)))
  activeRunDirs.add(runDir)
  let removal: Promise<void> | null = null
  try {
    const sandbox = await startSandbox({ settings, target, choice, runDir, tracePath: files.trace }, runtime)
    stage(runtime, 'sandbox started')
    const chunks = loadStages()
    const { collectEvidence, probeInSandbox } = await chunks.session
    const session = await probeInSandbox(settings, target, sandbox, { ...runtime, ...(staticMap ? { staticMap } : {}), attack: true }, files.trace)
    stage(runtime, 'session ended')
    const evidence = await collectEvidence(sandbox, session, settings.outDir, logger)
    stage(runtime, 'evidence collected')
    const later = await chunks.later
    // Nothing more is read from the run directory: it is removed while the trace is parsed.
    removal = removeRunDir(runDir)
    const [{ probe }, { containment }] = [session, sandbox]
    const { manifest, rugPull } = await writeAndPinManifest(later, settings, probe, evidence.incomplete, files.manifest, logger)
    const passes = later.exercisePasses({ settings, target, choice, runtime }, { session, evidence, sandbox })
    const offline = later.offlinePass({ settings, target, choice, runtime }, { calls: probe.calls, manifest, rugPull })
    const profiled = await later.profileRun({ settings, target, sandbox, session, evidence, trace }, runtime)
    stage(runtime, 'profile built')
    const seen = later.completeness(evidence.incomplete, probe, profiled.observed, logger)
    const staticRead = await staticMap
    const hint = later.offlineHint(settings, staticRead)
    if (hint) logger.info(hint)
    stage(runtime, 'static map read')

    // An audit that did not see the whole session is no baseline: it is neither compared nor stored.
    const behaviour = seen.incomplete ? undefined : await later.compareRunWithBaseline(baselineInput(settings, target, sandbox, session, profiled))
    if (behaviour?.error) logger.warn(`behaviour baseline: ${behaviour.error}`)
    const offlineFound = await offline
    const rules = later.rulesInputOf({ settings, sandbox, ...session, ...profiled, manifest, rugPull, behaviour, passes: await passes, staticMap: staticRead })
    const judged = later.judgeRun({
      rules,
      probe,
      minCoverage: settings.minCoverage,
      failOn: settings.failOn,
      ...seen,
      interrupted: runtime.signal?.aborted === true,
      alsoFound: (found) => later.onlyOffline(offlineFound, found)
    })
    const report = later.assembleReport({
      settings,
      method: choice.method,
      startedAt,
      probe,
      ...(settings.http ? { url: later.spokenUrl(settings.http, evidence.status) } : {}),
      incomplete: seen.incomplete,
      sandbox: { masked: containment?.masked ?? [], changesArchive: evidence.changesArchive, descriptors: evidence.descriptors },
      manifest,
      rugPull,
      observed: profiled.observed,
      ...(behaviour ? { behaviour } : {}),
      ...(staticRead ? { staticMap: staticRead } : {}),
      judged
    })
    await writeReportFile(files.report, report)
    stage(runtime, 'report written')
    return { report, files }
  } finally {
    await (removal ?? removeRunDir(runDir))
  }
}

/**
 * The session's stages (the MCP client, the SDK and its schemas) and those after it (later-stages.ts),
 * chunks of the bundle loaded once the sandbox has its config, while the server starts and this thread
 * only waits; the session's first. A chunk that fails is refused when awaited, not unhandled meanwhile.
 */
function loadStages(): { session: Promise<typeof import('./probe-in-sandbox.js')>; later: Promise<typeof import('./later-stages.js')> } {
  const session = import('./probe-in-sandbox.js')
  const later = session.catch(() => undefined).then(async () => import('./later-stages.js'))
  for (const chunk of [session, later]) chunk.catch(() => undefined)
  return { session, later }
}

/** manifest.json written out, and its hash compared with (or pinned in) the state dir's: a rug pull, or none. */
async function writeAndPinManifest(
  { buildManifest, rugPullOf }: typeof import('./later-stages.js'),
  settings: AuditSettings,
  probe: Session['probe'],
  incomplete: string | null,
  path: string,
  logger: AuditRuntime['logger']
) {
  const manifest = buildManifest(probe.listing, probe.instructions)
  await writeOutputFile(path, JSON.stringify(manifest, null, 2) + '\n')
  const pinned = { stateDir: settings.stateDir, identity: settings.identity, manifest, accept: settings.acceptManifest, complete: !incomplete }
  const { rugPull, pinError } = await rugPullOf({ ...pinned, listing: probe.listing, relisting: probe.relisting })
  if (pinError) logger.warn(`manifest pin: ${pinError}`)
  return { manifest, rugPull }
}

/**
 * With MCP_BEHAVE_DEBUG=1: where the audit's time goes (the bench reads these lines), in epoch ms, the
 * clock the trace's timestamps and the calls' windows use.
 */
function stage(runtime: Pick<AuditRuntime, 'logger' | 'onStage'>, name: AuditStage): void {
  runtime.logger.debug(`stage: ${name} at ${Date.now()}`)
  runtime.onStage?.(name)
}

/** What the behaviour baseline compares: this run's profile, and what the sink received on the server's sockets; the attack stage's calls never. */
function baselineInput(
  settings: AuditSettings,
  target: AuditTarget,
  sandbox: StartedSandbox,
  session: Session,
  { observed, sinkPayloads }: ProfiledRun
): RunBaselineInput {
  return {
    exercise: { callsPerTool: settings.callsPerTool, ...(settings.passes ? { passes: settings.passes } : {}), scenario: target.scenario },
    observed,
    sinkPayloads,
    calls: session.probe.calls.filter((call) => !call.attack),
    home: sandbox.homePath,
    cwd: settings.cwd,
    ...(sandbox.containment
      ? {
          machineName: sandbox.containment.identity.hostname,
          userName: sandbox.containment.identity.user,
          writableRoots: sandbox.containment.writableRoots,
          packageRoots: sandbox.containment.packageRoots
        }
      : {}),
    identity: settings.identity,
    stateDir: settings.stateDir,
    baselinePath: settings.baselinePath,
    accept: settings.acceptBaseline
  }
}

/** The out-dir made, its report files checked, trace.log created empty (strace writes it; its identity is checked before it is read). */
async function prepareOutputs(outDir: string) {
  await prepareOutDir(outDir)
  const files = { trace: join(outDir, 'trace.log'), manifest: join(outDir, 'manifest.json'), report: join(outDir, 'report.json') }
  // Refused now rather than after the audit; checked again when each file is written.
  for (const path of [files.manifest, files.report]) await refuseNonRegular(path)
  return { files, trace: { path: files.trace, identity: await createEmptyOutputFile(files.trace) } }
}

/** Run directories of audits in progress: canary secrets and the server's scratch layers. */
const activeRunDirs = new Set<string>()

/** For an exit that cannot wait for the audit to finish (a second Ctrl-C): leave no run directory behind. */
export function removeRunDirsNow(): void {
  for (const dirs of [activeRunDirs, activePassDirs]) {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    dirs.clear()
  }
}

async function removeRunDir(runDir: string): Promise<void> {
  await rm(runDir, { recursive: true, force: true }).catch(() => undefined)
  activeRunDirs.delete(runDir)
}
