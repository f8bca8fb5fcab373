import type { Report } from '../../src/report/schema.js'
import { ATTACK_RULES } from '../../src/rules/attack-rules.js'

// Issue 42's bar on the real servers the e2e tests already audit: the attack stage runs on them by
// default (attacks tried, so a stage that silently stops running fails the test) and nothing at or above
// high comes from it — its rules judge only what the trace of an attack call shows, weighed against what
// the server declares. Asserted on the audit each test already makes, never a new one.

const atLeastHigh = (severity: string): boolean => severity === 'high' || severity === 'critical'

/** The attack stage's findings at or above high, one line each, for a readable failure. */
export function attackHighs(report: Report): string[] {
  return report.findings
    .filter((finding) => ATTACK_RULES.has(finding.rule) && atLeastHigh(finding.severity))
    .map((finding) => `${finding.rule} ${finding.severity} [${finding.tool ?? ''}] ${finding.message}`)
}

/** The attacks the stage made: every tool's tried count, summed. */
export const attacksTried = (report: Report): number => (report.attack?.tools ?? []).reduce((sum, tool) => sum + tool.tried, 0)

/** The attack stage ran, tried attacks, and raised nothing at or above high. */
export function expectQuietAttackStage(report: Report): void {
  expect(report.attack?.ran).toBe(true)
  expect(attacksTried(report)).toBeGreaterThan(0)
  expect(report.attack?.attacks?.length).toBe(attacksTried(report))
  expect(attackHighs(report)).toEqual([])
}
