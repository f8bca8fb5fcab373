import type { AttackResult, AttackSection, CallRecord } from '../model/index.js'
import { pluralize } from './format.js'

// The attack stage in words, for the text report, the job summary and the PR comment: one line for the
// whole stage, one per tool something got through on; everything else is report.json's. Tool names and
// values are the caller's to neutralize (they come from the server).

/** The calls of the exercise: the attack stage's are counted apart. */
export const exerciseCalls = (calls: readonly CallRecord[]): CallRecord[] => calls.filter((call) => !call.attack)

/** The stage in one line: not run and why, or how many attacks, how many got through and where. */
export function attackSummary(section: AttackSection): string {
  if (!section.ran) return section.why ?? 'not run'
  const attacks = section.attacks ?? []
  const tools = section.tools ?? []
  const count = (outcome: AttackResult['outcome']): number => attacks.filter((attack) => attack.outcome === outcome).length
  const through = tools.filter((tool) => tool.gotThrough > 0).map((tool) => tool.tool)
  const parts = [
    through.length > 0 ? `${count('got-through')} got through (${through.slice(0, 5).join(', ')}${through.length > 5 ? ', …' : ''})` : 'none got through',
    `${count('refused')} refused`,
    ...(count('within-purpose') > 0 ? [`${count('within-purpose')} within the tools' declared purpose`] : []),
    ...(count('server-exited') > 0 ? ['the server exited under one'] : [])
  ]
  const stopped = section.why ? `; ${section.why}` : ''
  return `${pluralize(attacks.length, 'hostile call')} on ${pluralize(tools.filter((tool) => tool.tried > 0).length, 'tool')}: ${parts.join(', ')}${stopped}`
}

export interface AttackToolLine {
  tool: string
  /** "path: 3 of 8 got through (climb, sibling, symlink) — scope-escape" per parameter, joined */
  text: string
}

/** One line per tool something got through on. */
export function attackToolLines(section: AttackSection): AttackToolLine[] {
  const attacks = section.attacks ?? []
  const lines: AttackToolLine[] = []
  for (const tool of section.tools ?? []) {
    if (tool.gotThrough === 0) continue
    const mine = attacks.filter((attack) => attack.tool === tool.tool)
    const parameters = [...new Set(mine.filter((attack) => attack.outcome === 'got-through').map((attack) => attack.parameter))]
    const text = parameters.map((parameter) => {
      const tried = mine.filter((attack) => attack.parameter === parameter)
      const through = tried.filter((attack) => attack.outcome === 'got-through')
      const rules = [...new Set(through.map((attack) => attack.rule))].join(', ')
      return `${parameter}: ${through.length} of ${tried.length} got through (${[...new Set(through.map((attack) => attack.technique))].join(', ')}) — ${rules}`
    })
    lines.push({ tool: tool.tool, text: text.join('; ') })
  }
  return lines
}
