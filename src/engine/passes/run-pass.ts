// One exercise pass after the traced one: a sandbox of its own (a fresh canary home, sink and view),
// the server started without strace (with it only to confirm a difference from the traced pass), the same surface exercised under the pass's conditions, and what
// the witnesses that need no ptrace saw, as stable keys (witness-keys.ts). Nothing is written to the
// out-dir: the traced pass's files stay the audit's evidence.
import { randomBytes, randomInt } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Logger } from '../../logger.js'
import { readCanaryWatchLog } from '../../sandbox/canary-watch-log.js'
import { runDirPrefix } from '../../sandbox/containment-plan.js'
import { scanChanges } from '../../sandbox/file-changes.js'
import type { AuthoritySource } from '../../sandbox/run-trust.js'
import { settleAll } from '../../sandbox/settle-all.js'
import { readSinkLog } from '../../sandbox/sink-log.js'
import type { HostContext } from '../../settings/host.js'
import type { AuditSettings } from '../../settings/settings.js'
import { createEmptyOutputFile } from '../output-files.js'
import { probeInSandbox } from '../probe-in-sandbox.js'
import type { AuditTarget } from '../server-paths.js'
import { startSandbox, type SandboxChoice } from '../start-sandbox.js'
import { activePassDirs } from './pass-dirs.js'
import { sightingsOf, type Sighting } from './witness-keys.js'

/** What a pass can change; the traced pass's values are the baseline the others are compared with. */
export interface PassConditions {
  traced: boolean
  clientName: string
  protocolVersion: string
  /** CI variables (CI, GITHUB_ACTIONS) set for the server */
  ci: boolean
  callsPerTool: number
  /** a held pass: the session held open this long after initialize, then each tool called again; 0: none */
  holdMs: number
  /** fewer calls for the tools named (slow tools in the varied pass) */
  callsCap?: ReadonlyMap<string, number>
  /** the same conditions run again to confirm a difference (exercise-passes.ts): 1 for the second run */
  repeat?: number
}

export interface PassContext {
  settings: AuditSettings
  target: AuditTarget
  choice: SandboxChoice
  runtime: { logger: Logger; signal?: AbortSignal; sandboxInitPath: string; authorities?: AuthoritySource; host: HostContext }
}

const CI_VARIABLES = { CI: 'true', GITHUB_ACTIONS: 'true' }

/** The sightings of one untraced pass; null when it could not run (the audit goes on without it). */
export async function runPass(context: PassContext, conditions: PassConditions, name: string): Promise<Map<string, Sighting> | null> {
  const { runtime } = context
  const { host, logger } = runtime
  const env = { ...context.settings.env }
  if (conditions.ci) Object.assign(env, CI_VARIABLES)
  else for (const variable of Object.keys(CI_VARIABLES)) delete env[variable]
  const settings: AuditSettings = { ...context.settings, env, callsPerTool: conditions.callsPerTool }
  const runDir = await mkdtemp(join(host.tmpDir, runDirPrefix(randomBytes, randomInt)))
  activePassDirs.add(runDir)
  try {
    // Traced only to confirm that a difference from the traced pass holds; its trace is not read.
    const tracePath = join(runDir, 'trace.log')
    if (conditions.traced) await createEmptyOutputFile(tracePath)
    const sandbox = await startSandbox({ settings, target: context.target, choice: context.choice, runDir, tracePath, traced: conditions.traced }, runtime)
    const { probe } = await probeInSandbox(settings, context.target, sandbox, runtime, conditions.traced ? tracePath : null, {
      client: { name: conditions.clientName, protocolVersion: conditions.protocolVersion },
      holdMs: conditions.holdMs,
      ...(conditions.callsCap ? { callsCap: conditions.callsCap } : {})
    })
    const { paths, containment } = sandbox
    const [sink, canaryWatch, changes] = await settleAll([
      paths.sinkLog ? readSinkLog(paths.sinkLog) : null,
      readCanaryWatchLog(paths.canaryWatchLog),
      containment ? scanChanges(containment.changeAreas) : null
    ] as const)
    return sightingsOf({
      sink,
      canaryWatch,
      changes: changes?.changes ?? null,
      calls: probe.calls,
      canaries: sandbox.canaryIndex,
      roots: {
        home: sandbox.homePath,
        cwd: settings.cwd,
        ...(containment ? { machineName: containment.identity.hostname, userName: containment.identity.user } : {})
      }
    })
  } catch (error) {
    logger.warn(`exercise pass ${name} did not run to its end: ${error instanceof Error ? error.message : String(error)}`)
    return null
  } finally {
    await rm(runDir, { recursive: true, force: true }).catch(() => undefined)
    activePassDirs.delete(runDir)
  }
}
