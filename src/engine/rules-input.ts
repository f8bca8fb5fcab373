// What the rules weigh, gathered from the run's stages: the profile, the declared surface and its pin,
// the baseline comparison, what the client was asked, the other passes and the static map.
import type { AttackSection, BehaviourBaseline, Manifest, Observed, PassDifference, RugPull, StaticMap } from '../model/index.js'
import type { ProbeResult } from '../probe/types.js'
import { isUnder } from '../profile/path-classify.js'
import type { AttackRulesInput } from '../rules/attack-rules.js'
import type { JudgeInput } from '../report/judge-run.js'
import type { AuditSettings } from '../settings/settings.js'
import type { StartedSandbox } from './start-sandbox.js'

export interface RunFindingsSources {
  settings: AuditSettings
  sandbox: StartedSandbox
  probe: ProbeResult
  observed: Observed
  manifest: Manifest
  rugPull: RugPull
  behaviour: BehaviourBaseline | undefined
  passes: PassDifference[]
  staticMap: StaticMap | null
  /** the profile's attack part (profile/attack-split.ts) */
  attackObserved: Observed
  /** whether the attack stage was set to run, and why not (engine/attack-setup.ts) */
  attack?: AttackSection | undefined
}

/**
 * The rules' input but the calls (judgeRun adds them from the probe), what the attack calls did or were
 * asked left out; and beside it, what the attack stage's verdicts weigh.
 */
export function rulesInputOf(run: RunFindingsSources): JudgeInput['rules'] {
  const { settings, sandbox, behaviour, staticMap } = run
  const { containment } = sandbox
  const probe = withoutAttackCalls(run.probe)
  return {
    observed: run.observed,
    manifest: run.manifest,
    policy: settings.policy,
    rugPull: run.rugPull,
    home: sandbox.homePath,
    cwd: settings.cwd,
    ...(behaviour ? { behaviour } : {}),
    ...(probe.textHits ? { resultText: probe.textHits } : {}),
    ...(probe.clientRequests ? { clientRequests: probe.clientRequests } : {}),
    passes: run.passes,
    service: {
      env: settings.env,
      argv: settings.command.slice(1),
      ...(settings.launch ? { packageName: settings.launch.package.name } : {})
    },
    ...(staticMap ? { staticMap } : {}),
    ...(containment ? { writableRoots: containment.writableRoots, packageRoots: containment.packageRoots, auditorPaths: containment.auditorPaths } : {}),
    ...(run.attack ? { attack: { setup: run.attack, judged: attackInputOf(run) } } : {})
  }
}

/** The session's answers' text and its requests of the client, but those that came during attack calls. */
function withoutAttackCalls(probe: ProbeResult): ProbeResult {
  const attacks = new Set(probe.calls.filter((call) => call.attack).map((call) => call.id))
  if (attacks.size === 0) return probe
  return {
    ...probe,
    ...(probe.textHits ? { textHits: probe.textHits.filter((hit) => !attacks.has(hit.callId)) } : {}),
    ...(probe.clientRequests ? { clientRequests: probe.clientRequests.filter((request) => request.callId === null || !attacks.has(request.callId)) } : {})
  }
}

/** What the attack stage's verdicts weigh (rules/attack-rules.ts), when it ran. */
function attackInputOf(run: RunFindingsSources): Omit<AttackRulesInput, 'calls'> | undefined {
  const { settings, sandbox, probe, observed, attackObserved } = run
  if (!probe.attack || !sandbox.containment) return undefined
  const roots = sandbox.containment.roots
  const envDirs = Object.values(settings.env).filter((value) => value.startsWith('/') && roots.some((root) => isUnder(value, root)))
  const attacks = new Set(probe.calls.filter((call) => call.attack).map((call) => call.id))
  const rootsAsked = (probe.clientRequests ?? []).some((request) => request.kind === 'roots' && (request.callId === null || !attacks.has(request.callId)))
  const ordinaryHomePaths = new Map<string, Set<string>>()
  for (const file of observed.files) {
    if (!isUnder(file.path, sandbox.homePath)) continue
    for (const phase of file.phases)
      if (phase.kind === 'call') ordinaryHomePaths.set(phase.call.name, (ordinaryHomePaths.get(phase.call.name) ?? new Set()).add(file.path))
  }
  return {
    run: probe.attack,
    observed: attackObserved,
    manifest: run.manifest,
    scopeGiven: sandbox.containment.commandDirs.length > 0 || envDirs.length > 0 || rootsAsked,
    context: {
      roots,
      home: sandbox.homePath,
      loopbackPort: probe.attack.context.loopbackPort,
      outside: probe.attack.context.outside,
      ordinaryHomePaths
    }
  }
}
