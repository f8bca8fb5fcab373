// "Changed behaviour": what this run does that the accepted baseline did not (and what it no longer
// does), at the top of the PR comment and the job summary — the question a reviewer of a PR asks first.

import { markdownInline } from '../../neutralize.js'
import type { Report } from '../schema.js'
import type { Section } from './budget.js'
import { severityCell, tableHead, tableRow } from './cells.js'

export function changedBehaviourSections(report: Report, heading: string): Section[] {
  const behaviour = report.behaviour
  if (!behaviour || (behaviour.status !== 'changed' && behaviour.status !== 'accepted')) return []
  const accepted = behaviour.status === 'accepted'
  const intro = accepted
    ? 'Accepted as the new baseline on this run:'
    : `Compared with the accepted baseline (${behaviour.source === 'state' ? 'the last accepted run' : markdownInline(behaviour.source, 120)}). Accept it with \`accept-baseline\` (\`--accept-baseline\`).`
  const rank = (severity: string): number => ['critical', 'high', 'medium', 'low', 'info'].indexOf(severity)
  const changes = [...behaviour.changes].sort((a, b) => rank(a.severity) - rank(b.severity))
  return [
    {
      before: `${heading} Changed behaviour\n\n${intro}\n\n${tableHead(['Severity', 'Change'])}`,
      rows: changes.map((change) =>
        tableRow([severityCell(accepted ? 'info' : change.severity), `${change.change === 'added' ? '+' : '−'} ${markdownInline(change.message, 240)}`])
      ),
      after: '\n',
      note: (omitted, total) => `> ${omitted} of ${total} changes are not shown here: \`report.json\` has them all.\n\n`,
      share: 0.2
    }
  ]
}
