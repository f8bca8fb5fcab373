// behaviour-change: what a call site does now that it did not do in the accepted baseline (or no longer
// does). Severity comes from the diff (baseline/diff.ts); an accepted change is info, like rug-pull.

import type { BehaviourBaseline, CallRecord, Phase } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import type { Occurrence } from './judge.js'

function phaseOfSite(site: string, calls: readonly CallRecord[]): Phase {
  if (site === 'shutdown') return { kind: 'shutdown' }
  const call = calls.find((record) => `${record.kind}:${record.name}` === site)
  if (!call) return { kind: 'startup' }
  return { kind: 'call', call: { id: call.id, kind: call.kind, name: call.name, iteration: call.iteration }, afterResponse: false }
}

export function behaviourOccurrences(behaviour: BehaviourBaseline | undefined, calls: readonly CallRecord[]): Occurrence[] {
  if (!behaviour || (behaviour.status !== 'changed' && behaviour.status !== 'accepted')) return []
  return behaviour.changes.map((change, index) => ({
    rule: 'behaviour-change' as const,
    subject: `${change.site} ${change.change} ${change.aspect} ${change.value}`,
    severity: behaviour.status === 'accepted' ? 'info' : change.severity,
    message: excerpt(behaviour.status === 'accepted' ? `${change.message} (accepted)` : change.message, 300),
    phase: phaseOfSite(change.site, calls),
    order: [0, index] as [number, number],
    evidence: {},
    traceLines: []
  }))
}
