import type { CallRecord } from '../../src/model/index.js'
import { passOccurrences } from '../../src/rules/pass-rules.js'

const call: CallRecord = { id: 3, kind: 'tool', name: 'format_note', iteration: 1, startedAt: 1, endedAt: 2, outcome: 'ok' }

describe('tracer-conditional and client-conditional', () => {
  it('are critical with a canary, high without, and name the condition, the tool and the witness', () => {
    const occurrences = passOccurrences(
      [
        {
          rule: 'tracer-conditional',
          behaviour: 'send canary ~/.env',
          condition: 'only without the tracer',
          witness: 'sink',
          pass: 'untraced',
          tool: 'format_note',
          canary: true
        },
        { rule: 'client-conditional', behaviour: 'connect 198.51.100.27:80', condition: 'only on call 5', witness: 'sink', pass: 'varied', canary: false }
      ],
      [call]
    )
    expect(occurrences.map(({ rule, severity, message, phase }) => ({ rule, severity, message, phase: phase.kind }))).toEqual([
      {
        rule: 'tracer-conditional',
        severity: 'critical',
        message: 'send canary ~/.env only without the tracer (on format_note); seen by the sink in the untraced pass',
        phase: 'call'
      },
      {
        rule: 'client-conditional',
        severity: 'high',
        message: 'connect 198.51.100.27:80 only on call 5; seen by the sink in the varied pass',
        phase: 'startup'
      }
    ])
  })
})

describe('background work', () => {
  it('what the passes did not bear out when they ran again is one info finding, never a condition', () => {
    const logs = ['*-29T04_*_691Z-debug-0.log', '*-29T04_*_712Z-debug-0.log'].map((name) => ({
      rule: 'client-conditional' as const,
      behaviour: `write ~/.npm/_logs/${name}`,
      condition: 'in one pass and not when the passes ran again',
      witness: 'file-changes' as const,
      pass: 'varied',
      canary: false,
      background: true
    }))
    const occurrences = passOccurrences(logs, [call])
    expect(occurrences.map(({ rule, severity, message }) => [rule, severity, message])).toEqual([
      [
        'client-conditional',
        'info',
        'background work whose timing moves between passes, not a condition: write ~/.npm/_logs/*-29T04_*_691Z-debug-0.log, write ~/.npm/_logs/*-29T04_*_712Z-debug-0.log (seen in one pass, not when the passes ran again)'
      ]
    ])
  })
})
