// The offline pass (--passes traced,offline): the same surface exercised again under strace in a sandbox
// of its own where every connection is refused (no sink: sandbox/init-config.ts `offline`), so code that
// falls back when the network fails (a `curl` shell-out when fetch fails, a cached copy, a second host)
// runs and is traced. Its findings are judged by the same rules as the traced pass's; those the traced
// pass did not give are the audit's, tied to the call of the same item, each saying it was seen offline.
// Nothing is written to the out-dir: the traced pass's files stay the audit's evidence.
import { randomBytes, randomInt } from 'node:crypto'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { CallRecord, Finding, Manifest, RugPull, StaticMap } from '../../model/index.js'
import type { AuditSettings } from '../../settings/settings.js'
import { neutralizeForLog, truncate } from '../../neutralize.js'
import { evaluateRules } from '../../rules/evaluate-rules.js'
import { runDirPrefix } from '../../sandbox/containment-plan.js'
import { createEmptyOutputFile } from '../output-files.js'
import { collectEvidence, probeInSandbox } from '../probe-in-sandbox.js'
import { profileRun } from '../profile-run.js'
import { rulesInputOf } from '../rules-input.js'
import { startSandbox } from '../start-sandbox.js'
import { activePassDirs } from './pass-dirs.js'
import type { PassContext } from './run-pass.js'

const TRACED_PASS_ONLY = new Set<string>(['rug-pull', 'surface-change', 'not-exercised'])

/** How an offline finding's message ends. */
export const OFFLINE_NOTE = 'seen in the offline pass (every connection refused)'

/** What the traced pass gave, which an offline finding is compared with and tied to. */
export interface TracedOutcome {
  calls: readonly CallRecord[]
  manifest: Manifest
  rugPull: RugPull
}

/** The offline pass's findings, to be compared with the traced pass's (onlyOffline); [] when it could not run (the audit goes on without it). */
export async function offlinePass(context: PassContext & { runtime: { workersDir?: string } }, traced: TracedOutcome): Promise<Finding[]> {
  const { settings, runtime } = context
  const { host, logger } = runtime
  if (!settings.passes?.some((pass) => pass.kind === 'offline') || settings.http || settings.network !== 'sandbox') return []
  const runDir = await mkdtemp(join(host.tmpDir, runDirPrefix(randomBytes, randomInt)))
  activePassDirs.add(runDir)
  try {
    const outDir = join(runDir, 'out')
    await mkdir(outDir, { mode: 0o700 })
    const trace = { path: join(outDir, 'trace.log'), identity: await createEmptyOutputFile(join(outDir, 'trace.log')) }
    logger.info('exercise pass offline: under strace, every connection refused')
    const sandbox = await startSandbox({ settings, target: context.target, choice: context.choice, runDir, tracePath: trace.path, offline: true }, runtime)
    const session = await probeInSandbox(settings, context.target, sandbox, runtime, trace.path)
    const evidence = await collectEvidence(sandbox, session, outDir, logger)
    const { observed, attackObserved } = await profileRun({ settings, target: context.target, sandbox, session, evidence, trace }, runtime)
    const { manifest, rugPull, calls } = traced
    const rules = rulesInputOf({
      settings,
      sandbox,
      probe: session.probe,
      observed,
      attackObserved,
      manifest,
      // The surface and its pin are the traced pass's to judge.
      rugPull: { ...rugPull, changes: [], duringSession: [], status: rugPull.status === 'changed' ? 'accepted' : rugPull.status },
      behaviour: undefined,
      passes: [],
      staticMap: null
    })
    return (
      evaluateRules({ ...rules, calls: session.probe.calls })
        // The surface, its pin and the coverage are the traced pass's to judge.
        .filter((finding) => !TRACED_PASS_ONLY.has(finding.rule))
        .map((finding) => seenOffline(finding, calls))
    )
  } catch (error) {
    logger.warn(`exercise pass offline did not run to its end: ${error instanceof Error ? error.message : String(error)}`)
    return []
  } finally {
    await rm(runDir, { recursive: true, force: true }).catch(() => undefined)
    activePassDirs.delete(runDir)
  }
}

/**
 * An offline finding as the audit's: its call is the traced pass's call of the same item and iteration
 * (or that item's last call), its trace lines (in a trace that is not kept) left out.
 */
function seenOffline(finding: Finding, calls: readonly CallRecord[]): Finding {
  let phase = finding.phase
  if (phase.kind === 'call') {
    const { call } = phase
    const same = calls.filter((candidate) => candidate.kind === call.kind && candidate.name === call.name)
    const match = same.find((candidate) => candidate.iteration === call.iteration) ?? same.at(-1)
    phase = { ...phase, call: match ? { id: match.id, kind: match.kind, name: match.name, iteration: match.iteration } : call }
  }
  return { ...finding, phase, evidence: { ...finding.evidence, traceLines: [] } }
}

/**
 * The offline findings the traced pass did not give (not the same fingerprint, nor the same rule, item
 * and message), each saying where it was seen.
 */
export function onlyOffline(offline: readonly Finding[], traced: readonly Finding[]): Finding[] {
  const key = (finding: Finding): string => JSON.stringify([finding.rule, finding.tool ?? '', finding.message])
  const seen = new Set([...traced.map(key), ...traced.map((finding) => finding.fingerprint)])
  return offline
    .filter((finding) => !seen.has(key(finding)) && !seen.has(finding.fingerprint))
    .map((finding) => ({ ...finding, message: `${finding.message} — ${OFFLINE_NOTE}`, evidence: { ...finding.evidence, pass: 'offline' as const } }))
}

/** With --static and no offline pass: the items whose code can reach both the network and an exec, which only the offline pass may reach. */
export function offlineHint(settings: Pick<AuditSettings, 'passes'>, map: StaticMap | null): string | null {
  if (!map || settings.passes?.some((pass) => pass.kind === 'offline')) return null
  const both = map.items
    .filter((item) => ['network', 'exec'].every((kind) => item.sinks.some((sink) => sink.kind === kind)))
    .map((item) => neutralizeForLog(truncate(item.name, 60)))
  if (both.length === 0) return null
  return `${both.slice(0, 5).join(', ')}${both.length > 5 ? ', …' : ''}: code that reaches the network and an exec; a fallback that runs only when the network fails is run by --passes traced,varied,offline`
}
