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

/** What an advisory's release must show: its class's rule, on the tool and parameter it names, with the proof in the message. */
export interface AdvisoryProof {
  tool: string
  parameter: string
  rule: string
  proof: RegExp
}

const attackFindings = (report: Report): Report['findings'] => report.findings.filter((finding) => ATTACK_RULES.has(finding.rule))

/**
 * An advisory's vulnerable release against its fixed one (attack-advisories.test.ts, and the kubernetes pair in
 * credential-purpose.test.ts): the advisory found at or above high on its tool and parameter, from an attack
 * call's trace; the fixed release attacked too (or the tool's schema refusing every hostile value) and quiet.
 */
export function expectAdvisoryPair(vulnerable: Report, fixed: Report, advisory: AdvisoryProof): void {
  expect(vulnerable.attack?.ran).toBe(true)
  const found = attackFindings(vulnerable).find(
    (finding) => finding.rule === advisory.rule && finding.tool === advisory.tool && finding.evidence.attack?.parameter === advisory.parameter
  )
  expect([found?.rule, found?.tool, found?.evidence.attack?.parameter, found && atLeastHigh(found.severity)]).toEqual([
    advisory.rule,
    advisory.tool,
    advisory.parameter,
    true
  ])
  expect(found?.message).toMatch(advisory.proof)
  expect(found?.evidence.traceLines.length).toBeGreaterThan(0)
  const call = vulnerable.calls.find((entry) => entry.id === (found?.phase.kind === 'call' ? found.phase.call.id : -1))
  expect(call?.attack?.parameter).toBe(advisory.parameter)

  expect(fixed.attack?.ran).toBe(true)
  // the fix is either in the code (the hostile values sent, and refused) or in the schema (a pattern no
  // hostile value fits, as figma 0.6.4's fileKey: none is sent, and the tool says why)
  const tool = fixed.attack?.tools?.find((entry) => entry.tool === advisory.tool)
  const sent = fixed.attack?.attacks?.some((attack) => attack.tool === advisory.tool && attack.parameter === advisory.parameter)
  expect(sent || tool?.skipped === 'no value its schema accepts').toBe(true)
  expect(
    attackFindings(fixed)
      .filter((finding) => atLeastHigh(finding.severity))
      .map((finding) => `${finding.rule} ${finding.tool} ${finding.message}`)
  ).toEqual([])
}
