// rug-pull: the manifest changed since it was pinned, or an item declared at startup changed during the
// session. surface-change: items added or removed during the session (a surface that grows by design,
// such as a tool that publishes a resource, is reported, not called a rug-pull). Both name the call
// after which the server announced the change (notifications/<list>/list_changed), when it did.

import { severityRank, surfaceLabel, type Observed, type Phase, type RugPull, type Severity, type SurfaceKind, type SurfaceList } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import type { Occurrence } from './judge.js'
import { textConcern } from './server-text-rules.js'

/** The strings a change added (its diff's `+` lines), judged by the text checks: the worst, or null. */
function addedTextConcern(diff: string | undefined): ReturnType<typeof textConcern> {
  if (!diff) return null
  let worst: ReturnType<typeof textConcern> = null
  for (const line of diff.split('\n')) {
    if (!line.startsWith('+') || line.startsWith('+++')) continue
    const quoted = /"(?:[^"\\]|\\.)*"(?=\s*,?\s*$)/.exec(line.slice(1))
    let text: unknown = line.slice(1)
    try {
      if (quoted) text = JSON.parse(quoted[0])
    } catch {
      // not a JSON string: the line as it is
    }
    const concern = typeof text === 'string' ? textConcern(text) : null
    if (concern && severityRank(concern.severity) >= severityRank('medium') && (!worst || severityRank(concern.severity) > severityRank(worst.severity)))
      worst = concern
  }
  return worst
}

/** The change's severity and message, made more serious when what it added is an attack in text. */
function withConcern(change: RugPull['changes'][number], severity: Severity, message: string): [Severity, string] {
  const concern = change.change === 'removed' ? null : addedTextConcern(change.diff)
  if (!concern) return [severity, message]
  const raised = severity !== 'info' && severityRank(concern.severity) > severityRank(severity) ? concern.severity : severity
  return [raised, `${message}; the new text ${concern.what} (${concern.rule})`]
}

function changedFields(diff: string | undefined): string[] {
  if (!diff) return []
  const fields = new Set<string>()
  for (const line of diff.split('\n')) {
    const match = /^[+-]\s*"([A-Za-z][A-Za-z0-9_]{0,40})"\s*:/.exec(line)
    if (match && !line.startsWith('+++') && !line.startsWith('---')) fields.add(match[1] as string)
  }
  return [...fields].sort()
}

type Change = RugPull['changes'][number]

const LIST_OF: Record<Change['kind'], SurfaceList | null> = {
  tool: 'tools',
  resource: 'resources',
  resourceTemplate: 'resources',
  prompt: 'prompts',
  instructions: null
}

/**
 * The call after which the server announced a change to `list`: its first such notification during a
 * call (earlier ones came before the listing the session started from); shutdown when it never said.
 */
function announcedAfter(change: Change, listChanged: Observed['listChanged']): Phase {
  const list = LIST_OF[change.kind]
  const notice = list === null ? undefined : listChanged?.find((entry) => entry.list === list)
  return notice?.phases.find((phase) => phase.kind === 'call') ?? { kind: 'shutdown' }
}

function afterText(phase: Phase): string {
  return phase.kind === 'call' ? `after ${excerpt(phase.call.name)} #${phase.call.iteration}` : 'during the session'
}

export function rugPullOccurrences(rugPull: RugPull, listChanged?: Observed['listChanged']): Occurrence[] {
  const out: Occurrence[] = []
  const describe = (change: Change, when: string): string => {
    const name = excerpt(change.name)
    if (change.kind === 'instructions') return `server instructions ${change.change === 'modified' ? 'changed' : change.change} ${when}`
    if (change.change === 'modified') {
      const fields = changedFields(change.diff)
      return `${surfaceLabel(change.kind)} ${name} ${fields.length > 0 ? `${fields.join(', ')} changed` : 'changed'} ${when}`
    }
    return `${surfaceLabel(change.kind)} ${name} was ${change.change} ${when}`
  }
  const push = (
    change: Change,
    severity: Severity,
    message: string,
    phase: Phase,
    session: boolean,
    index: number,
    rule: Occurrence['rule'] = 'rug-pull'
  ): void => {
    const item = `${change.kind}:${change.name}`
    out.push({
      rule,
      subject: `${session ? 'session ' : ''}${item}`,
      severity,
      message,
      phase,
      order: [0, index],
      evidence: { manifestItems: [item] },
      traceLines: []
    })
  }
  if (rugPull.status === 'changed' || rugPull.status === 'accepted') {
    const severity: Severity = rugPull.status === 'changed' ? 'high' : 'info'
    const when = rugPull.status === 'changed' ? 'since the pinned manifest' : 'since the pinned manifest (accepted)'
    rugPull.changes.forEach((change, i) => push(change, ...withConcern(change, severity, describe(change, when)), { kind: 'startup' }, false, i))
  }
  rugPull.duringSession.forEach((change, i) => {
    const phase = announcedAfter(change, listChanged)
    const when = afterText(phase)
    if (change.change === 'modified' || change.kind === 'instructions')
      return push(change, ...withConcern(change, 'high', describe(change, when)), phase, true, i)
    push(change, ...surfaceChange(change.kind, excerpt(change.name), change.change === 'added', when), phase, true, i, 'surface-change')
  })
  return out
}

/** Items added or removed mid-session: tools and prompts reach the model, resources are data. */
function surfaceChange(kind: SurfaceKind, name: string, added: boolean, when: string): [Severity, string] {
  switch (kind) {
    case 'tool':
      return ['medium', added ? `registered a new tool ${name} ${when}` : `withdrew the tool ${name} ${when}`]
    case 'prompt':
      return ['medium', added ? `registered a new prompt ${name} ${when}` : `withdrew the prompt ${name} ${when}`]
    default:
      return ['info', `${surfaceLabel(kind)} ${name} was ${added ? 'added' : 'removed'} ${when}`]
  }
}
