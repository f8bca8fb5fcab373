// What the rules weigh, gathered from the run's stages: the profile, the declared surface and its pin,
// the baseline comparison, what the client was asked, the other passes and the static map.
import type { BehaviourBaseline, Manifest, Observed, PassDifference, RugPull, StaticMap } from '../model/index.js'
import type { ProbeResult } from '../probe/types.js'
import type { RulesInput } from '../rules/judge.js'
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
}

/** The rules' input but the calls (judgeRun adds them from the probe). */
export function rulesInputOf(run: RunFindingsSources): Omit<RulesInput, 'calls'> {
  const { settings, sandbox, probe, behaviour, staticMap } = run
  const { containment } = sandbox
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
    ...(containment ? { writableRoots: containment.writableRoots, packageRoots: containment.packageRoots, auditorPaths: containment.auditorPaths } : {})
  }
}
