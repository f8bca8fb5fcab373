// tracer-conditional and client-conditional: behaviour the exercise passes after the traced one saw
// under one condition and not under another (engine/passes/). Critical when a canary is involved.

import type { CallRecord, PassDifference, Phase } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import type { Occurrence } from './judge.js'

function phaseOf(tool: string | undefined, calls: readonly CallRecord[]): Phase {
  const call = tool === undefined ? undefined : calls.find((record) => record.name === tool)
  if (!call) return { kind: 'startup' }
  return { kind: 'call', call: { id: call.id, kind: call.kind, name: call.name, iteration: call.iteration }, afterResponse: false }
}

export function passOccurrences(differences: readonly PassDifference[] | undefined, calls: readonly CallRecord[]): Occurrence[] {
  return (differences ?? []).map((difference, index) => ({
    rule: difference.rule,
    subject: `${difference.behaviour} ${difference.condition}`,
    severity: difference.canary ? ('critical' as const) : ('high' as const),
    message: excerpt(
      `${difference.behaviour} ${difference.condition}${difference.tool ? ` (on ${difference.tool})` : ''}; seen by the ${difference.witness} in the ${difference.pass} pass`,
      300
    ),
    phase: phaseOf(difference.tool, calls),
    order: [Number.MAX_SAFE_INTEGER, index] as [number, number],
    evidence: {},
    traceLines: []
  }))
}
