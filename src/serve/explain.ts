import { ConfigurationError } from '../errors.js'
import { RuleIdSchema, type Finding } from '../model/index.js'
import { RULE_CATALOG, type RuleMeta } from '../rules/catalog.js'
import { shapeFinding } from './shape-result.js'
import { SERVER_TEXT_NOTE, type ExplainOutput } from './tool-schemas.js'

// explain_finding's answer: a rule in plain words (its catalog entry, the one place rule texts live),
// and for a fingerprint the finding of a report with its evidence. Pure: the caller reads the report.

const DOCS = 'docs/rules.md, shipped with mcp-behave (the rules table: every rule, its severity and when it fires)'

/** A rule's texts as the agent is told them; a rule that does not exist is the caller's mistake. */
export function explainRule(rule: string): ExplainOutput {
  const parsed = RuleIdSchema.safeParse(rule)
  const meta: RuleMeta | undefined = parsed.success ? (RULE_CATALOG as Record<string, RuleMeta>)[parsed.data] : undefined
  if (!meta) throw new ConfigurationError(`no rule ${JSON.stringify(rule)}: the rules are ${Object.keys(RULE_CATALOG).join(', ')}`)
  return {
    note: SERVER_TEXT_NOTE,
    rule,
    title: meta.short,
    severity: meta.severity,
    explanation: `${meta.full} Findings are observations of what the server did in the sandbox, never accusations; ${severityWords(meta.severity)}`,
    whatToDo: meta.help,
    docs: DOCS
  }
}

function severityWords(severity: RuleMeta['severity']): string {
  return severity === 'critical' || severity === 'high'
    ? `at its worst it is ${severity}, which fails the default gate (failOn high); the engine lowers it where the server's declarations allow the behaviour.`
    : `at its worst it is ${severity}, below the default gate (failOn high).`
}

/** The finding of `findings` a fingerprint names, explained; `lines`: trace.log's text of its evidence lines. */
export function explainFinding(findings: readonly Finding[], fingerprint: string, lines?: ReadonlyMap<number, string>): ExplainOutput {
  const finding = findings.find((candidate) => candidate.fingerprint === fingerprint)
  if (!finding) throw new ConfigurationError(`no finding with fingerprint ${fingerprint} in this report (it has ${findings.length})`)
  const shaped = shapeFinding(finding, lines)
  const base = explainRule(finding.rule)
  return {
    ...base,
    severity: finding.severity,
    explanation: `This finding is ${finding.severity}: ${shaped.message} ${base.explanation}`,
    finding: shaped
  }
}
