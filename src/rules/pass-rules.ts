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

const SHOWN_BACKGROUND = 4

export function passOccurrences(differences: readonly PassDifference[] | undefined, calls: readonly CallRecord[]): Occurrence[] {
  const conditional = (differences ?? []).filter((difference) => difference.background !== true)
  const background = (differences ?? []).filter((difference) => difference.background === true)
  return [...conditional.map((difference, index) => conditionalOccurrence(difference, index, calls)), ...backgroundOccurrence(background)]
}

/**
 * What one pass saw and its second run did not bear out, once for all of it: background work whose timing
 * moves between passes (an update check's log, a telemetry flush), never a condition.
 */
function backgroundOccurrence(background: readonly PassDifference[]): Occurrence[] {
  if (background.length === 0) return []
  const shown = background.slice(0, SHOWN_BACKGROUND).map((difference) => difference.behaviour)
  const more = background.length > SHOWN_BACKGROUND ? ` and ${background.length - SHOWN_BACKGROUND} more` : ''
  return [
    {
      rule: 'client-conditional',
      subject: 'background work',
      severity: 'info',
      message: excerpt(
        `background work whose timing moves between passes, not a condition: ${shown.join(', ')}${more} (seen in one pass, not when the passes ran again)`,
        300
      ),
      phase: { kind: 'startup' },
      order: [Number.MAX_SAFE_INTEGER, 0],
      evidence: {},
      traceLines: []
    }
  ]
}

function conditionalOccurrence(difference: PassDifference, index: number, calls: readonly CallRecord[]): Occurrence {
  return {
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
  }
}
