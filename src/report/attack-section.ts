import type { AttackResult, AttackSection } from '../model/index.js'
import type { AttackRun } from '../probe/attack/attack-options.js'

// report.json's `attack` section: whether the attack stage ran (and why not), its budget and the declared
// scope its path values aimed outside of, per tool what was tried, refused and got through, and every
// attack with its value, its proof and its trace lines.

export function attackSection(setup: AttackSection, run: AttackRun | undefined, results: readonly AttackResult[] | undefined): AttackSection {
  if (!setup.ran) return setup
  if (!run) return { ran: false, why: 'the session ended before the attack stage (the server exited, or the audit was interrupted)' }
  const tools = new Map<string, NonNullable<AttackSection['tools']>[number]>()
  const entry = (tool: string) => {
    let found = tools.get(tool)
    if (!found) tools.set(tool, (found = { tool, tried: 0, refused: 0, gotThrough: 0, withinPurpose: 0 }))
    return found
  }
  for (const result of results ?? []) {
    const counts = entry(result.tool)
    counts.tried += 1
    if (result.outcome === 'got-through') counts.gotThrough += 1
    else if (result.outcome === 'within-purpose') counts.withinPurpose += 1
    else counts.refused += 1
  }
  for (const [tool, why] of run.skipped) entry(tool).skipped = why
  return {
    ...setup,
    ...(run.stopped ? { why: run.stopped } : {}),
    tools: [...tools.values()],
    attacks: [...(results ?? [])]
  }
}
