import { planAnnotations } from '../../src/report/annotations.js'
import { expectGolden, hugeReport, loadReport } from './report-fixtures.js'

describe('planAnnotations', () => {
  it('plans the leaky report: errors at or above the threshold, most severe first (golden)', () => {
    const plan = planAnnotations(loadReport('leaky'), 'high', { perLevelCap: 10, file: '.github/workflows/audit.yml' })
    expectGolden('leaky.annotations.golden.json', `${JSON.stringify(plan, null, 2)}\n`)
    expect(plan.annotations.map((annotation) => [annotation.level, annotation.title])).toEqual([
      ['error', 'canary-exfiltration: format_note'],
      ['error', 'network-egress: format_note'],
      ['error', 'sensitive-file-read: format_note']
    ])
  })

  it('makes findings below the threshold warnings, and all warnings with never', () => {
    const report = loadReport('leaky')
    expect(planAnnotations(report, 'critical').annotations.map((annotation) => annotation.level)).toEqual(['error', 'warning', 'warning'])
    expect(planAnnotations(report, 'never').annotations.every((annotation) => annotation.level === 'warning')).toBe(true)
  })

  it('caps each level and counts what it left out', () => {
    const plan = planAnnotations(hugeReport(10_000), 'high', { perLevelCap: 10 })
    expect(plan.annotations.filter((annotation) => annotation.level === 'error')).toHaveLength(10)
    expect(plan.annotations.filter((annotation) => annotation.level === 'warning')).toHaveLength(10)
    expect(plan.omitted).toEqual({ error: 3990, warning: 5990 })
    expect(plan.annotations.slice(0, 10).every((annotation) => annotation.message.startsWith('[critical]'))).toBe(true)
  })

  it('neutralizes hostile titles and messages and keeps messages within 4096 characters', () => {
    const plan = planAnnotations(loadReport('injection'), 'medium')
    for (const annotation of plan.annotations) {
      for (const text of [annotation.title, annotation.message]) {
        expect(text).not.toMatch(/[\r\n]/)
        expect(text).not.toContain('##[')
        expect(text.trimStart().startsWith('::')).toBe(false)
      }
      expect(annotation.message.length).toBeLessThanOrEqual(4096)
    }
    expect(plan.annotations[0]).toEqual({
      level: 'error',
      title: 'canary-exfiltration: fmt\\n::error::pwned',
      message: '[critical] sends ~/.ssh/id_rsa to %0A::error::.example\\n::error::pwned (trace.log line 30)'
    })
    const subprocess = plan.annotations.find((annotation) => annotation.title.startsWith('subprocess'))
    expect(subprocess?.message.length).toBeLessThanOrEqual(4096)
    expect(subprocess?.message).toMatch(/AAAA…/)
  })
})
