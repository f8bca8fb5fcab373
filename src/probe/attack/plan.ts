import type { Attack, CallRecord, DeclaredTool, SinkKind } from '../../model/index.js'
import { orderTools, toolPhase } from '../exercise-plan.js'
import type { AttackBudget } from './attack-options.js'
import { attackOf, candidatesFor, fits, type Candidate, type PayloadContext } from './payloads.js'
import { parameterRoles, type ParameterRole } from './roles.js'

// Which attack calls the stage makes, within its budget: per parameter the values its roles call for,
// strongest first; per tool its parameters in turn; per audit the tools in turn, so every tool gets its
// strongest attacks before any gets its weakest. Each value replaces one parameter of the arguments of the
// tool's last successful call in the exercise (else its last call), so it reaches the code past the
// checks that the ordinary arguments already pass.

/**
 * A tool whose ordinary calls took this long each gets few attacks, those on parameters named for a role
 * first. A free string still gets what room is left: how long a call takes depends on the machine's load,
 * and a shell pasted together from it is slow because it starts a shell.
 */
const SLOW_CALL_MS = 1_000
const SLOW_TOOL_ATTACKS = 4
/** A tool that speaks of a cluster: its strings may reach kubectl or helm. */
const CLUSTER = /\b(kubectl|kubernetes|k8s|helm|cluster|pods?)\b/i

export interface PlannedAttack {
  tool: DeclaredTool
  args: Record<string, unknown>
  attack: Attack
}

export interface AttackPlan {
  attacks: PlannedAttack[]
  /** tools that get no attack, and why */
  skipped: Map<string, string>
}

export interface PlanInput {
  tools: DeclaredTool[]
  /** the exercise's calls (no attack calls among them) */
  calls: readonly CallRecord[]
  context: PayloadContext
  /** the run's random marker prefix: the attack's index follows it */
  markerPrefix: string
  budget: AttackBudget
  /** the sinks the static stage found each tool's code reaches */
  sinks?: ReadonlyMap<string, ReadonlySet<SinkKind>>
}

/** The arguments of the tool's last successful call, else its last call; null: never called. */
function baseArguments(calls: readonly CallRecord[], tool: string): Record<string, unknown> | null {
  const own = calls.filter((call) => call.kind === 'tool' && call.name === tool && !call.attack)
  const base = own.filter((call) => call.outcome === 'ok').at(-1) ?? own.at(-1)
  return base ? (base.arguments ?? {}) : null
}

const averageMs = (calls: readonly CallRecord[], tool: string): number => {
  const own = calls.filter((call) => call.kind === 'tool' && call.name === tool)
  return own.length === 0 ? 0 : own.reduce((sum, call) => sum + (call.endedAt - call.startedAt), 0) / own.length
}

/** `args` with the one parameter replaced by `value` (the only item of its array, or one key down). */
export function withValue(args: Record<string, unknown>, at: ParameterRole['at'], value: string): Record<string, unknown> {
  const copy = structuredClone(args)
  const [first, second] = at.keys as [string, string?]
  const item = at.array ? [value] : value
  if (second === undefined) copy[first] = item
  else {
    const inner = copy[first]
    copy[first] = { ...(typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? inner : {}), [second]: item }
  }
  return copy
}

const valueAt = (args: Record<string, unknown>, at: ParameterRole['at']): unknown => {
  const [first, second] = at.keys as [string, string?]
  const value = second === undefined ? args[first] : (args[first] as Record<string, unknown> | undefined)?.[second]
  return Array.isArray(value) ? value[0] : value
}

/** Takes one from each list in turn until `limit` are taken. */
function interleave<T>(lists: T[][], limit: number): T[] {
  const out: T[] = []
  for (let round = 0; out.length < limit && lists.some((list) => round < list.length); round++) {
    for (const list of lists) if (round < list.length && out.length < limit) out.push(list[round] as T)
  }
  return out
}

/** A slow tool's few attacks: the parameters named for a role first, then the free strings. */
function slowPicks<T extends { role: ParameterRole }>(lists: T[][], limit: number): T[] {
  const named = interleave(
    lists.filter((list) => list[0]?.role.strength === 'strong'),
    limit
  )
  return [
    ...named,
    ...interleave(
      lists.filter((list) => list[0]?.role.strength !== 'strong'),
      limit - named.length
    )
  ]
}

export function planAttacks(input: PlanInput): AttackPlan {
  const { budget, context } = input
  const skipped = new Map<string, string>()
  const perTool: { tool: DeclaredTool; base: Record<string, unknown>; picks: { role: ParameterRole; entry: Candidate }[] }[] = []
  // Tools that set the session up (a working directory) come last: an attack that got through there would
  // move every later attack elsewhere.
  const ordered = orderTools(input.tools)
  for (const tool of [...ordered.filter((entry) => toolPhase(entry) !== 'setup'), ...ordered.filter((entry) => toolPhase(entry) === 'setup')]) {
    const base = baseArguments(input.calls, tool.name)
    if (base === null) {
      skipped.set(tool.name, 'never called in the exercise')
      continue
    }
    const slow = averageMs(input.calls, tool.name) >= SLOW_CALL_MS
    const roles = parameterRoles(tool, input.sinks?.get(tool.name))
    if (roles.length === 0) {
      skipped.set(tool.name, 'no string parameter to attack')
      continue
    }
    const cluster = CLUSTER.test(`${tool.name} ${tool.description ?? ''}`)
    const writes = tool.annotations?.readOnlyHint !== true && ['create', 'change', 'destroy'].includes(toolPhase(tool))
    const lists = roles.map((role) => {
      const absolute = String(valueAt(base, role.at) ?? '').startsWith('/')
      const entries = candidatesFor(role.roles, role.strength, context, { absolute, writes, cluster })
      // Each value judged against the schema with a stand-in marker of the same length.
      const fitting = entries.filter((entry) => fits(entry.make(`${input.markerPrefix}00`).value, role.constraints))
      return fitting.slice(0, budget.perParameter).map((entry) => ({ role, entry }))
    })
    const picks = slow ? slowPicks(lists, Math.min(SLOW_TOOL_ATTACKS, budget.perTool)) : interleave(lists, budget.perTool)
    if (picks.length === 0) skipped.set(tool.name, 'no value its schema accepts')
    else perTool.push({ tool, base, picks })
  }
  // Across tools in turn, within the audit's budget; then made tool by tool, in agent order.
  const chosen = new Set(
    interleave(
      perTool.map(({ picks }) => picks),
      budget.perAudit
    )
  )
  const attacks: PlannedAttack[] = []
  for (const { tool, base, picks } of perTool) {
    const kept = picks.filter((pick) => chosen.has(pick))
    if (kept.length < picks.length) skipped.set(tool.name, `${picks.length - kept.length} attack(s) left out: the audit's budget of ${budget.perAudit}`)
    for (const { role, entry } of kept) {
      const marker = `${input.markerPrefix}${attacks.length.toString(36).padStart(2, '0')}`
      const attack = attackOf(entry, role.parameter, marker)
      attacks.push({ tool, args: withValue(base, role.at, attack.value), attack })
    }
  }
  return { attacks, skipped }
}
