import { describe, expect, it } from '@jest/globals'
import { auditOutputs } from '../../src/github/outputs.js'
import { renderJobSummary, renderPrComment } from '../../src/report/markdown.js'
import type { Report } from '../../src/report/schema.js'
import { renderTextReport } from '../../src/report/text.js'
import { decideVerdict } from '../../src/report/verdict.js'
import { finding, literalReport } from '../github/fixtures.js'

/** What each consumer of a verdict says about a report: they must never disagree. */
function everyReading(report: Report): { exitCode: number; output: string; text: string; summary: string; comment: string } {
  const text = renderTextReport(report, { color: false })
  const summary = renderJobSummary(report).split('\n')[0] ?? ''
  const comment =
    renderPrComment(report)
      .split('\n')
      .find((line) => line.startsWith('### ')) ?? ''
  return {
    exitCode: report.exitCode,
    output: auditOutputs(report, '/out/report.json', null).verdict,
    text: /^(PASS|FAIL|INCOMPLETE)\b/m.exec(text)?.[1] ?? 'none',
    summary: /✅ pass|❌ fail|⚠️ incomplete/.exec(summary)?.[0] ?? summary,
    comment: /✅ pass|❌ fail|⚠️ incomplete/.exec(comment)?.[0] ?? comment
  }
}

/** A report as the engine writes it: the exit code comes from decideVerdict. */
function engineReport(findings: ReturnType<typeof finding>[], failOn: Report['sandbox']['failOn'], incomplete?: string): Report {
  const { exitCode } = decideVerdict({ findings, failOn, incomplete: incomplete ?? null, interrupted: false })
  return literalReport(findings, {
    sandbox: { network: 'sandbox', method: 'root', failOn, fs: 'sandbox' },
    exitCode,
    ...(incomplete !== undefined ? { incomplete } : {})
  })
}

describe('one verdict', () => {
  it.each<[string, string[], Report['sandbox']['failOn'], boolean, number]>([
    ['nothing found', [], 'high', false, 0],
    ['a finding below fail-on', ['medium'], 'high', false, 0],
    ['a finding at fail-on', ['high'], 'high', false, 3],
    ['fail-on never', ['critical'], 'never', false, 0],
    ['an incomplete audit with nothing found', [], 'high', true, 1],
    ['an incomplete audit with a finding at fail-on', ['critical'], 'high', true, 3]
  ])('%s', (_, severities, failOn, incomplete, exitCode) => {
    const findings = severities.map((severity) => ({ severity: severity as 'high' }))
    const verdict = decideVerdict({ findings, failOn, incomplete: incomplete ? 'the tracer stopped' : null, interrupted: false })
    expect(verdict.exitCode).toBe(exitCode)
    expect(verdict.passed).toBe(exitCode === 0)
  })

  it('an interrupted audit exits 130 and does not pass', () => {
    const verdict = decideVerdict({ findings: [], failOn: 'high', incomplete: 'interrupted before the audit finished', interrupted: true })
    expect([verdict.exitCode, verdict.passed]).toEqual([130, false])
  })

  it('the text report, job summary, PR comment and the action output agree', () => {
    expect(everyReading(engineReport([], 'high'))).toEqual({ exitCode: 0, output: 'pass', text: 'PASS', summary: '✅ pass', comment: '✅ pass' })
    expect(everyReading(engineReport([finding('high')], 'high'))).toEqual({ exitCode: 3, output: 'fail', text: 'FAIL', summary: '❌ fail', comment: '❌ fail' })
    expect(everyReading(engineReport([finding('critical')], 'never'))).toEqual({
      exitCode: 0,
      output: 'pass',
      text: 'PASS',
      summary: '✅ pass',
      comment: '✅ pass'
    })
    // Incomplete: the action already failed the step; the summary and comment used to say "pass".
    expect(everyReading(engineReport([finding('low')], 'high', 'the tracer was stopped by SIGKILL before the audit ended'))).toEqual({
      exitCode: 1,
      output: 'fail',
      text: 'INCOMPLETE',
      summary: '⚠️ incomplete',
      comment: '⚠️ incomplete'
    })
  })
})
