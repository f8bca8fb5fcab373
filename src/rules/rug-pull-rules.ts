// rug-pull: the manifest changed since it was pinned, or during the session.

import type { RugPull, Severity } from '../model/index.js'
import { excerpt } from './description-claims.js'
import type { Occurrence } from './judge.js'

function changedFields(diff: string | undefined): string[] {
  if (!diff) return []
  const fields = new Set<string>()
  for (const line of diff.split('\n')) {
    const match = /^[+-]\s*"([A-Za-z][A-Za-z0-9_]{0,40})"\s*:/.exec(line)
    if (match && !line.startsWith('+++') && !line.startsWith('---')) fields.add(match[1] as string)
  }
  return [...fields].sort()
}

export function rugPullOccurrences(rugPull: RugPull): Occurrence[] {
  const out: Occurrence[] = []
  const label = (kind: string): string => (kind === 'resourceTemplate' ? 'resource template' : kind)
  const describe = (change: RugPull['changes'][number], when: string): string => {
    const name = excerpt(change.name)
    if (change.kind === 'instructions') return `server instructions ${change.change === 'modified' ? 'changed' : change.change} ${when}`
    if (change.change === 'modified') {
      const fields = changedFields(change.diff)
      return `${label(change.kind)} ${name} ${fields.length > 0 ? `${fields.join(', ')} changed` : 'changed'} ${when}`
    }
    return `${label(change.kind)} ${name} was ${change.change} ${when}`
  }
  const push = (change: RugPull['changes'][number], severity: Severity, when: string, session: boolean, index: number): void => {
    const item = `${change.kind}:${change.name}`
    out.push({
      rule: 'rug-pull',
      subject: `${session ? 'session ' : ''}${item}`,
      severity,
      message: describe(change, when),
      phase: session ? { kind: 'shutdown' } : { kind: 'startup' },
      order: [0, index],
      evidence: { manifestItems: [item] },
      traceLines: []
    })
  }
  if (rugPull.status === 'changed' || rugPull.status === 'accepted') {
    const severity: Severity = rugPull.status === 'changed' ? 'high' : 'info'
    const when = rugPull.status === 'changed' ? 'since the pinned manifest' : 'since the pinned manifest (accepted)'
    rugPull.changes.forEach((change, i) => push(change, severity, when, false, i))
  }
  rugPull.duringSession.forEach((change, i) => push(change, 'high', 'during the session', true, i))
  return out
}
