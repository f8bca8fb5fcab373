// The passes after the traced one (--passes, settings/passes.ts), and what they found: behaviour a
// witness that needs no ptrace saw under one condition and not under another. The default `varied` pass
// changes everything at once (no tracer, another clientInfo, an older protocol version, CI flipped, more
// calls), so an honest server costs one extra pass; only a difference is bisected, by passes that change
// one condition at a time. A held pass keeps its session open past the usual settle time and calls
// each tool again; what only it saw is looked for in a pass with as many calls and no wait. Only what a
// pass saw that the traced pass did not (or the other way round) counts, compared on stable keys
// (witness-keys.ts).
import type { CallRecord, PassDifference } from '../../model/index.js'
import { attackWindows, inAttackWindow, namesMarker } from '../../profile/attack-split.js'
import type { PassSpec } from '../../settings/passes.js'
import { DEFAULT_PASSES, parsePasses } from '../../settings/passes.js'
import type { RunEvidence, Session } from '../probe-in-sandbox.js'
import type { StartedSandbox } from '../start-sandbox.js'
import { runPass, type PassConditions, type PassContext } from './run-pass.js'
import { sightingsOf, type Sighting } from './witness-keys.js'

/** The traced pass's client (probe/client.ts), and the one the varied pass introduces itself as. */
const TRACED_CLIENT = 'claude-code'
const VARIED_CLIENT = 'cursor'
const OLDER_PROTOCOLS = ['2025-03-26', '2024-11-05']
const LATEST_PROTOCOL = '2025-11-25'

type Dimension = 'traced' | 'clientName' | 'protocolVersion' | 'ci'

export interface TracedPass {
  session: Session
  evidence: RunEvidence
  sandbox: StartedSandbox
}

/** Every pass the settings name after the traced one, bisected where they differ from it. */
export async function exercisePasses(context: PassContext, traced: TracedPass): Promise<PassDifference[]> {
  const { settings, runtime } = context
  const specs = settings.passes ?? (parsePasses(DEFAULT_PASSES) as PassSpec[])
  // A remote or HTTP server is exercised once: its passes would share one listener and state.
  if (specs.length < 2 || settings.http || runtime.signal?.aborted) return []
  const base = baseConditions(context, traced)
  const seenTraced = tracedSightings(context, traced)
  const ran = new Map<string, Promise<Map<string, Sighting> | null>>()
  const pass = (name: string, conditions: PassConditions): Promise<Map<string, Sighting> | null> => {
    if (runtime.signal?.aborted) return Promise.resolve(null)
    // By its conditions: a client=NAME pass is also the bisection's one change of clientInfo.
    const key = JSON.stringify(conditions)
    let running = ran.get(key)
    if (!running) {
      runtime.logger.info(`exercise pass ${name}: ${conditions.traced ? 'under strace' : 'without strace'}${describeChange(base, conditions)}`)
      running = runPass(context, conditions, name)
      ran.set(key, running)
    }
    return running
  }
  const untraced = { ...base, traced: false }
  const single = (dimension: Dimension, value: PassConditions[Dimension]): Promise<Map<string, Sighting> | null> =>
    dimension === 'traced' ? pass('untraced', untraced) : pass(`${dimension}=${String(value)}`, { ...untraced, [dimension]: value })
  /**
   * A condition is named only once it reproduces: the pass that saw the behaviour runs again and sees it
   * again, and the pass that lacked it runs again and lacks it again (each pair once, whatever the
   * sightings). Background work whose timing moves between passes (an update check, a telemetry flush,
   * a cache going stale) does not hold, and is reported as what it is. A pass that cannot run again
   * confirms nothing away: the difference stays; so does a canary seen leaving, which needs no condition.
   */
  const holds = async (sighting: Sighting, saw: PassConditions, sawName: string, lacked: PassConditions, lackedName: string): Promise<boolean> => {
    // a canary that left in any pass left: never explained away
    if (sighting.canary) return true
    const key = sighting.key
    const again = await pass(`${sawName} again`, { ...saw, repeat: 1 })
    if (again !== null && !again.has(key)) return false
    const control = await pass(`${lackedName} again`, { ...lacked, repeat: 1 })
    return control === null || !control.has(key)
  }
  const differences: PassDifference[] = []
  for (const spec of specs) {
    // The offline pass is traced, its findings the audit's own (offline-pass.ts).
    if (spec.kind === 'traced' || spec.kind === 'offline') continue
    const variant: PassConditions =
      spec.kind === 'untraced'
        ? untraced
        : spec.kind === 'client'
          ? { ...untraced, clientName: spec.name }
          : spec.kind === 'held'
            ? { ...untraced, holdMs: spec.seconds * 1000 }
            : {
                traced: false,
                clientName: VARIED_CLIENT,
                protocolVersion: OLDER_PROTOCOLS.find((version) => version !== base.protocolVersion) ?? LATEST_PROTOCOL,
                ci: !base.ci,
                callsPerTool: Math.max(5, base.callsPerTool + 2),
                holdMs: 0,
                callsCap: slowTools(traced.session.probe.calls.filter((call) => !call.attack))
              }
    const name = spec.kind === 'client' ? `client=${spec.name}` : spec.kind === 'held' ? `held=${spec.seconds}` : spec.kind
    const seen = await pass(name, variant)
    if (!seen) continue
    const dimensions = (['traced', 'clientName', 'protocolVersion', 'ci'] as const).filter((dimension) => variant[dimension] !== base[dimension])
    // Seen in this pass only: on a call past the traced pass's count, else the first single change that shows it.
    for (const sighting of [...seen.values()].filter((entry) => !seenTraced.has(entry.key))) {
      if (differences.some((difference) => difference.behaviour === sighting.key)) continue
      const late = sighting.iteration !== undefined && sighting.iteration > base.callsPerTool
      let found: { dimension: Dimension | 'calls' | 'combined' | 'held'; pass: string } | null = late ? { dimension: 'calls', pass: name } : null
      // A held pass's difference: the wait, unless as many calls without it show it too.
      const unheld = { ...untraced, callsPerTool: base.callsPerTool + 1 }
      if (variant.holdMs > 0 && !(await pass(`calls=${unheld.callsPerTool}`, unheld))?.has(sighting.key)) found = { dimension: 'held', pass: name }
      for (const dimension of found || dimensions.length < 2 ? [] : dimensions) {
        if ((await single(dimension, variant[dimension]))?.has(sighting.key)) {
          found = { dimension, pass: dimension === 'traced' ? 'untraced' : `${dimension}=${String(variant[dimension])}` }
          break
        }
      }
      found ??= dimensions.length === 1 ? { dimension: dimensions[0] as Dimension, pass: name } : { dimension: 'combined', pass: name }
      const saw =
        found.pass === name ? variant : found.dimension === 'traced' ? untraced : { ...untraced, [found.dimension]: variant[found.dimension as Dimension] }
      const [lacked, lackedName] =
        found.dimension === 'held'
          ? [unheld, `calls=${unheld.callsPerTool}`]
          : found.pass === name || found.dimension === 'traced'
            ? [base, 'traced']
            : [untraced, 'untraced']
      const confirmed = await holds(sighting, saw, found.pass, lacked, lackedName)
      differences.push(confirmed ? difference(sighting, found.dimension, variant, dimensions, found.pass) : background(sighting, found.pass))
    }
    // Seen in the traced pass only: a single change without the tracer that takes it away names the condition.
    for (const sighting of [...seenTraced.values()].filter((entry) => !seen.has(entry.key))) {
      if (differences.some((difference) => difference.behaviour === sighting.key)) continue
      // Absent without the tracer alone: the tracer's own doing, or noise; the traced findings report it.
      if (dimensions.includes('traced') && dimensions.length > 1 && !(await single('traced', false))?.has(sighting.key)) continue
      for (const dimension of dimensions.filter((entry) => entry !== 'traced')) {
        const without = dimensions.length > 2 ? await single(dimension, variant[dimension]) : seen
        if (without && !without.has(sighting.key)) {
          const lacked = dimensions.length > 2 ? { ...untraced, [dimension]: variant[dimension] } : variant
          const lackedName = dimensions.length > 2 ? `${dimension}=${String(variant[dimension])}` : name
          const confirmed = await holds(sighting, untraced, 'untraced', lacked, lackedName)
          differences.push(confirmed ? difference(sighting, dimension, base, dimensions, 'traced') : background(sighting, lackedName))
          break
        }
      }
    }
  }
  return differences
}

/**
 * A tool whose traced calls took this long each on average (it sleeps or waits on a service) is called
 * once in the varied pass: five calls of server-everything's 4-second research query would take the
 * audit past twice the single-pass time. The client, protocol, CI and tracer conditions still meet it;
 * only "on call N" is not looked for on such a tool.
 */
const SLOW_CALL_MS = 1_000

export function slowTools(calls: readonly CallRecord[]): ReadonlyMap<string, number> {
  const spent = new Map<string, { ms: number; calls: number }>()
  for (const call of calls) {
    if (call.kind !== 'tool') continue
    const entry = spent.get(call.name) ?? { ms: 0, calls: 0 }
    spent.set(call.name, { ms: entry.ms + (call.endedAt - call.startedAt), calls: entry.calls + 1 })
  }
  return new Map([...spent].filter(([, { ms, calls: count }]) => ms / count >= SLOW_CALL_MS).map(([name]) => [name, 1]))
}

function baseConditions(context: PassContext, traced: TracedPass): PassConditions {
  return {
    traced: true,
    clientName: TRACED_CLIENT,
    protocolVersion: traced.session.probe.protocolVersion ?? LATEST_PROTOCOL,
    ci: context.settings.env.CI !== undefined,
    callsPerTool: context.settings.callsPerTool,
    holdMs: 0
  }
}

/** The traced pass's witnesses but what they saw of its attack stage, which no other pass runs (profile/attack-split.ts). */
function tracedSightings(context: PassContext, { session, evidence, sandbox }: TracedPass): Map<string, Sighting> {
  const { containment } = sandbox
  const { calls, shutdownAt } = session.probe
  const windows = attackWindows(calls, shutdownAt)
  const outside = <T extends { at: number }>(records: readonly T[]): T[] => records.filter((record) => !inAttackWindow(record.at, windows))
  const sink = evidence.sinkSeen && { records: outside(evidence.sinkSeen.records), payloads: outside(evidence.sinkSeen.payloads) }
  const marker = session.probe.attack?.markerPrefix ?? null
  return sightingsOf({
    sink,
    canaryWatch: outside(evidence.canaryWatchSeen),
    changes: evidence.changes?.changes.filter((change) => !namesMarker(change.path, marker)) ?? null,
    calls: calls.filter((call) => !call.attack),
    canaries: sandbox.canaryIndex,
    roots: {
      home: sandbox.homePath,
      cwd: context.settings.cwd,
      ...(containment ? { machineName: containment.identity.hostname, userName: containment.identity.user } : {})
    }
  })
}

/** The condition in words: what held where the behaviour was seen. */
function conditionText(
  dimension: Dimension | 'calls' | 'combined' | 'held',
  held: PassConditions,
  iteration: number | undefined,
  all: readonly Dimension[]
): string {
  switch (dimension) {
    case 'traced':
      return 'only without the tracer'
    case 'calls':
      return `only on call ${iteration ?? held.callsPerTool}`
    case 'held':
      return `only after ${Math.round(held.holdMs / 1000)} s in a session`
    case 'clientName':
      return `only when clientInfo is ${held.clientName}`
    case 'protocolVersion':
      return `only under protocol ${held.protocolVersion}`
    case 'ci':
      return held.ci ? 'only with CI set' : 'only without CI'
    case 'combined':
      return `only when ${all.map((entry) => conditionText(entry, held, iteration, all).replace(/^only (when )?/, '')).join(' and ')} together`
  }
}

function difference(
  sighting: Sighting,
  dimension: Dimension | 'calls' | 'combined' | 'held',
  held: PassConditions,
  all: readonly Dimension[],
  pass: string
): PassDifference {
  return {
    rule: dimension === 'traced' ? 'tracer-conditional' : 'client-conditional',
    behaviour: sighting.key,
    condition: conditionText(dimension, held, sighting.iteration, all),
    witness: sighting.witness,
    pass,
    ...(sighting.tool ? { tool: sighting.tool } : {}),
    canary: sighting.canary
  }
}

/** Behaviour one pass saw and its second run or its control did not bear out: background work, no condition. */
function background(sighting: Sighting, pass: string): PassDifference {
  return {
    rule: 'client-conditional',
    behaviour: sighting.key,
    condition: 'in one pass and not when the passes ran again',
    witness: sighting.witness,
    pass,
    ...(sighting.tool ? { tool: sighting.tool } : {}),
    canary: sighting.canary,
    background: true
  }
}

function describeChange(base: PassConditions, conditions: PassConditions): string {
  const changes: string[] = []
  if (conditions.clientName !== base.clientName) changes.push(`clientInfo ${conditions.clientName}`)
  if (conditions.protocolVersion !== base.protocolVersion) changes.push(`protocol ${conditions.protocolVersion}`)
  if (conditions.ci !== base.ci) changes.push(conditions.ci ? 'CI set' : 'CI unset')
  if (conditions.callsPerTool !== base.callsPerTool) changes.push(`${conditions.callsPerTool} calls per tool`)
  if (conditions.callsCap && conditions.callsCap.size > 0) changes.push(`one call each for ${conditions.callsCap.size} slow tool(s)`)
  if (conditions.holdMs > 0) changes.push(`the session held open ${Math.round(conditions.holdMs / 1000)} s, then each tool called again`)
  if (conditions.repeat) changes.push('again, to confirm a difference')
  return changes.length > 0 ? `, ${changes.join(', ')}` : ''
}
