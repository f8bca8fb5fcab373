import type { AttackResult, AttackSection } from '../../src/model/index.js'
import { attackSummary, attackToolLines } from '../../src/report/attack-text.js'

// The attack stage in words: one line for the stage, one per tool something got through on.

const result = (tool: string, parameter: string, technique: string, outcome: AttackResult['outcome'], rule?: string): AttackResult => ({
  tool,
  parameter,
  role: 'path',
  class: 'path',
  technique,
  marker: 'k3x9qa00',
  value: 'x',
  callId: 1,
  outcome,
  proof: [],
  traceLines: [],
  ...(rule ? { rule, severity: 'high' as const } : {})
})

describe('attack text', () => {
  it('says why it did not run', () => {
    expect(attackSummary({ ran: false, why: 'not run: with --fs host the attacks would reach the real filesystem' })).toBe(
      'not run: with --fs host the attacks would reach the real filesystem'
    )
  })

  it('counts the hostile calls, names the tools something got through on, and gives one line per such tool', () => {
    const section: AttackSection = {
      ran: true,
      tools: [
        { tool: 'read_note', tried: 3, refused: 1, gotThrough: 2, withinPurpose: 0 },
        { tool: 'list_notes', tried: 0, refused: 0, gotThrough: 0, withinPurpose: 0, skipped: 'no string parameter to attack' },
        { tool: 'fetch', tried: 2, refused: 1, gotThrough: 0, withinPurpose: 1 }
      ],
      attacks: [
        result('read_note', 'path', 'climb', 'got-through', 'scope-escape'),
        result('read_note', 'path', 'sibling', 'got-through', 'scope-escape'),
        result('read_note', 'path', 'symlink', 'refused'),
        result('fetch', 'url', 'probe-host', 'within-purpose'),
        result('fetch', 'url', 'metadata', 'refused')
      ]
    }
    expect(attackSummary(section)).toBe("5 hostile calls on 2 tools: 2 got through (read_note), 2 refused, 1 within the tools' declared purpose")
    expect(attackToolLines(section)).toEqual([{ tool: 'read_note', text: 'path: 2 of 3 got through (climb, sibling) — scope-escape' }])
    expect(attackSummary({ ...section, attacks: section.attacks?.filter((attack) => attack.outcome !== 'got-through'), tools: [] })).toBe(
      "3 hostile calls on 0 tools: none got through, 2 refused, 1 within the tools' declared purpose"
    )
  })
})
