import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { summarize, type Observed } from '../../src/model/index.js'
import { coverageFindings } from '../../src/probe/coverage.js'
import { ProfileBuilder } from '../../src/profile/build-profile.js'
import type { Canary } from '../../src/profile/canary-match.js'
import { SandboxSetupFilter } from '../../src/profile/sandbox-setup.js'
import { PhaseClock } from '../../src/profile/phase-clock.js'
import { TracedSourcePorts } from '../../src/profile/sink-sockets.js'
import { addSinkWitness } from '../../src/profile/sink-witness.js'
import { ReportSchema, type Report } from '../../src/report/schema.js'
import { decideVerdict } from '../../src/report/verdict.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import { readSinkLog } from '../../src/sandbox/sink-log.js'
import { readTrace } from '../../src/trace/read-trace.js'

export const RECORDED_RUNS_DIR = fileURLToPath(new URL('../fixtures/traces/', import.meta.url))

/** What the engine knew about a recorded run besides its files: where things were, and the canary the server read. */
interface RecordedContext {
  home: string
  cwd: string
  serverCodeRoots: string[]
  runtimeRoots: string[]
  shutdownAt: number
  canaryFiles: Canary[]
}

export interface Replay {
  /** report.json as the real run wrote it */
  recorded: Report
  /** the same run's report with observed, findings, summary and exit code built again from its files */
  replayed: Report
}

/**
 * Runs a recorded audit (__tests__/fixtures/traces/<name>: trace.log, network.jsonl, report.json and
 * context.json) through the stages after the sandbox the way the engine does — trace → profile → sink
 * witness → rules → verdict — and assembles the report from the recorded manifest, calls and coverage.
 */
export async function replayRecordedRun(name: string): Promise<Replay> {
  const dir = join(RECORDED_RUNS_DIR, name)
  const recorded = ReportSchema.parse(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')))
  const ctx = JSON.parse(readFileSync(join(dir, 'context.json'), 'utf8')) as RecordedContext
  const { calls } = recorded
  const builder = new ProfileBuilder({
    calls,
    shutdownAt: ctx.shutdownAt,
    home: ctx.home,
    cwd: ctx.cwd,
    canaries: [],
    canaryFiles: ctx.canaryFiles,
    serverCodeRoots: ctx.serverCodeRoots,
    runtimeRoots: ctx.runtimeRoots
  })
  const setup = new SandboxSetupFilter(recorded.sandbox.fs === 'sandbox')
  const ports = new TracedSourcePorts(new PhaseClock(calls, ctx.shutdownAt))
  const stats = await readTrace(join(dir, 'trace.log'), (event) => {
    if (!setup.keep(event)) return
    ports.see(event)
    builder.add(event)
  })
  const observed: Observed = builder.finish(stats)
  addSinkWitness(observed, await readSinkLog(join(dir, 'network.jsonl')), ports, builder.canaryIndex)
  const findings = [
    ...evaluateRules({ observed, manifest: recorded.manifest, calls, policy: null, rugPull: recorded.rugPull, home: ctx.home, cwd: ctx.cwd }),
    ...coverageFindings(recorded.coverage ?? { items: [], gaps: [] })
  ]
  const { exitCode } = decideVerdict({ findings, failOn: recorded.sandbox.failOn, incomplete: recorded.incomplete ?? null, interrupted: false })
  const replayed = ReportSchema.parse({ ...recorded, observed, findings, summary: summarize(findings), exitCode })
  return { recorded, replayed }
}
