import type { AttackSection, Coverage, Finding } from '../model/index.js'
import { coverageFindings, coverageOf } from '../probe/coverage.js'
import { nameSteps } from '../probe/scenario.js'
import type { ProbeResult } from '../probe/types.js'
import { exitRequestedBy } from '../rules/declared-purpose.js'
import { judgeAttacks, type AttackRulesInput } from '../rules/attack-rules.js'
import { evaluateRules, type RulesInput } from '../rules/evaluate-rules.js'
import type { Report } from './schema.js'
import { attackSection } from './attack-section.js'
import { decideVerdict } from './verdict.js'

// The rules stage of a traced audit: the profile judged against what the server declared (rules/), the
// attack stage's calls by their own part of it (rules/attack-rules.ts), the session's coverage judged
// against --min-coverage, scenario steps named, and the verdict's exit code. Coverage and every other
// rule see the ordinary calls only.

export interface JudgeInput {
  /** what the rules weigh; and the attack stage as set up, with its part of the run when it ran */
  rules: Omit<RulesInput, 'calls'> & { attack?: { setup: AttackSection; judged: Omit<AttackRulesInput, 'calls'> | undefined } }
  probe: ProbeResult
  minCoverage: number | null
  failOn: Report['sandbox']['failOn']
  incomplete: string | null
  /** coverage gaps an incomplete audit explains (unseen-surface.ts): their not-exercised findings are medium, no high about the server */
  unseenGaps?: readonly string[]
  interrupted: boolean
  /** more findings, given the run's own (another traced pass's that these did not include: engine/passes/offline-pass.ts) */
  alsoFound?: (findings: readonly Finding[]) => Finding[]
}

export interface Judged {
  findings: Finding[]
  coverage: Coverage
  exitCode: number
  /** report.json's attack section: whether it ran, and each attack call's result */
  attack?: AttackSection
}

export function judgeRun({ rules: { attack, ...rules }, probe, minCoverage, failOn, incomplete, unseenGaps = [], interrupted, alsoFound }: JudgeInput): Judged {
  const calls = probe.calls.filter((call) => !call.attack)
  // Items that appeared only at the re-listing are the surface-change rule's (rules/rug-pull-rules.ts):
  // the session was not owed calls to what did not exist when it began.
  const coverage = coverageOf({ ...probe, calls, relisting: null }, minCoverage)
  const attacked = attack?.judged ? judgeAttacks({ ...attack.judged, calls: probe.calls }) : null
  const gapFindings = coverageFindings(coverage, exitRequestedBy(calls, rules.manifest)?.name).map((finding) =>
    finding.severity === 'high' && unseenGaps.some((gap) => finding.message.startsWith(`${gap}: `))
      ? { ...finding, severity: 'medium' as const, message: `${finding.message}; the audit is incomplete` }
      : finding
  )
  const findings = [...evaluateRules({ ...rules, calls }), ...(attacked?.findings ?? []), ...gapFindings]
  findings.push(...(alsoFound?.(findings) ?? []))
  nameSteps(findings, probe.calls)
  const { exitCode } = decideVerdict({
    findings,
    failOn,
    incomplete,
    interrupted,
    coverage: coverage.totals ? { percent: coverage.totals.percent, minPercent: minCoverage } : null
  })
  return { findings, coverage, exitCode, ...(attack ? { attack: attackSection(attack.setup, probe.attack, attacked?.results) } : {}) }
}
