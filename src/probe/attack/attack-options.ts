import type { SinkKind } from '../../model/index.js'
import type { CanaryScanner } from '../../profile/canary-index.js'
import type { PayloadContext } from './payloads.js'

// What the session's attack stage is given (the engine decides whether it runs: engine/attack-setup.ts),
// and what it hands back beside its calls.

export interface AttackBudget {
  perParameter: number
  perTool: number
  perAudit: number
  /** an attack call's own timeout (the per-call timeout when that is shorter) */
  callTimeoutMs: number
}

export const DEFAULT_ATTACK_BUDGET: AttackBudget = { perParameter: 8, perTool: 24, perAudit: 240, callTimeoutMs: 5_000 }
/** Above the session's huge-surface threshold: the strongest attack or two per tool. */
export const HUGE_SURFACE_ATTACK_BUDGET: AttackBudget = { perParameter: 2, perTool: 2, perAudit: 100, callTimeoutMs: 5_000 }

export interface AttackOptions {
  /** the run's random marker prefix; each attack's index follows it */
  markerPrefix: string
  context: PayloadContext
  budget: AttackBudget
  /** the sinks the static stage found each tool's code reaches, awaited after the exercise */
  sinks?: () => Promise<ReadonlyMap<string, ReadonlySet<SinkKind>>>
  /** the answers are searched for these (the canaries of the places the path values aim at) */
  canaries: Pick<CanaryScanner, 'scan'>
  /** canary files whose pieces count in an answer (their ids, e.g. ~/.ssh/id_rsa) */
  answerFiles: readonly string[]
}

export interface AttackRun {
  /** the run's marker prefix (AttackOptions.markerPrefix) */
  markerPrefix: string
  /** what the values were made with: the places they aim at, the loopback port */
  context: PayloadContext
  /** attack calls planned (all made, unless `stopped` says why not) */
  planned: number
  /** tools that got no attack, or fewer than their share, and why */
  skipped: [string, string][]
  /** per attack call whose answer held canary bytes: which, as "~/.ssh/id_rsa bytes 0–64 of 2602" */
  answers: { callId: number; canaries: string[] }[]
  /** why the stage ended before its last call (the server exited) */
  stopped?: string
}
