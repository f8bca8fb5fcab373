import type { PlacedSinkPayload } from '../profile/sink-witness.js'
import type { BehaviourBaseline, CallRecord, Observed } from '../model/index.js'
import { createHash } from 'node:crypto'
import { DEFAULT_PASSES, describePasses } from '../settings/passes.js'
import type { AuditSettings } from '../settings/settings.js'
import { baselineStatePath, compareWithBaseline, type BaselineLocation } from './store.js'
import { summarizeBehaviour, type SinkPayload } from './summarize.js'

// The engine's step: summarize this run, compare it with the accepted baseline, store it as the pin
// store does (state dir) or in the committed file the user named.

export interface RunBaselineInput {
  observed: Observed
  /** what the sink received on the server's sockets, each in the call the profile put its record in */
  sinkPayloads: readonly PlacedSinkPayload[]
  calls: readonly CallRecord[]
  home: string
  cwd: string
  /** the machine name drawn for this run (contained runs only; otherwise the host's, which stays) */
  machineName?: string
  /** the canary user's name drawn for this run (contained runs only) */
  userName?: string
  /** contained runs: where the server may write, and its package roots shown copy-on-write (own state, rules/own-state.ts) */
  writableRoots?: readonly string[]
  packageRoots?: readonly string[]
  /** how the server was exercised: the baseline compares like with like (exerciseOf) */
  exercise?: Pick<AuditSettings, 'callsPerTool' | 'passes'> & { scenario: unknown }
  identity: string
  stateDir: string
  baselinePath: string | null
  accept: boolean
}

export function baselineLocation(stateDir: string, identity: string, baselinePath: string | null): BaselineLocation {
  return baselinePath === null ? { file: baselineStatePath(stateDir, identity), source: 'state' } : { file: baselinePath, source: baselinePath }
}

function splitDestination(destination: string): { host: string; port: number } {
  const plain = destination.replace(/ \(TLS\)$/, '')
  const colon = plain.lastIndexOf(':')
  return { host: plain.slice(0, colon).replace(/:\d+$/, ''), port: Number(plain.slice(colon + 1)) }
}

export async function compareRunWithBaseline(input: RunBaselineInput): Promise<BehaviourBaseline> {
  const payloads: SinkPayload[] = input.sinkPayloads.map((payload) => ({
    ...splitDestination(payload.destination),
    phase: payload.phase,
    data: payload.data
  }))
  const current = summarizeBehaviour({
    observed: input.observed,
    payloads,
    calls: input.calls,
    home: input.home,
    cwd: input.cwd,
    ...(input.machineName ? { machineName: input.machineName } : {}),
    ...(input.userName ? { userName: input.userName } : {}),
    ...(input.writableRoots ? { writableRoots: input.writableRoots } : {}),
    ...(input.packageRoots ? { packageRoots: input.packageRoots } : {}),
    ...(input.exercise !== undefined ? { exercise: exerciseOf(input.exercise, input.exercise.scenario) } : {})
  })
  return compareWithBaseline(baselineLocation(input.stateDir, input.identity, input.baselinePath), input.identity, current, input.accept)
}

/**
 * How the server was exercised, as the baseline compares it: a run driven by a scenario, with more calls
 * or other passes reaches what another did not, which is coverage, not a change in the server.
 */
export function exerciseOf(settings: Pick<AuditSettings, 'callsPerTool' | 'passes'>, scenario: unknown): string {
  const steps = scenario ? `scenario ${createHash('sha256').update(JSON.stringify(scenario)).digest('hex').slice(0, 12)}` : 'no scenario'
  const passes = settings.passes ? describePasses(settings.passes) : DEFAULT_PASSES
  return `${steps}, ${settings.callsPerTool} calls per tool, passes ${passes}`
}
