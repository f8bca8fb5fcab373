// The attack stage's verdicts (issue 42): each attack call judged by its trace (attack-oracle.ts), then
// what got through weighed against what the tool and the server declare (attack-purpose.ts) — a path
// value is an escape only from a declared scope, running a command is no injection in a tool that runs
// what it is given, fetching the host it is given is what a URL is for, an option the program did nothing
// with is medium — and made findings, one per rule, tool and parameter, naming the value sent and the trace
// lines.

import { createHash } from 'node:crypto'
import type { Attack, AttackResult, CallRecord, Finding, Manifest, Observed, RuleId, Severity } from '../model/index.js'
import { severityRank } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import type { AttackRun } from '../probe/attack/attack-options.js'
import { parameterRoles } from '../probe/attack/roles.js'
import { commandRunner, declaresReadOnly, runsWhatItIsGiven } from './attack-purpose.js'
import { judgeAttackCall, type AttackProof, type OracleContext } from './attack-oracle.js'

export interface AttackRulesInput {
  calls: readonly CallRecord[]
  run: AttackRun
  /** the profile's attack part */
  observed: Observed
  manifest: Manifest
  context: OracleContext
  /** the server was given its directories (its command, its environment) or asked for the client's roots */
  scopeGiven: boolean
}

type Verdict = { outcome: 'within-purpose'; why: string } | { outcome: 'got-through'; rule: RuleId; severity: Severity; note?: string }

const RULE_OF: Record<Attack['class'], RuleId> = {
  path: 'scope-escape',
  shell: 'command-injection',
  argv: 'argument-injection',
  code: 'code-injection',
  url: 'internal-request',
  sql: 'sql-write-bypass'
}

/** The attack stage's rules: what only an attack call's trace can raise. */
export const ATTACK_RULES: ReadonlySet<RuleId> = new Set(Object.values(RULE_OF))

function verdictOf(call: CallRecord & { attack: Attack }, proof: AttackProof, answered: string[], input: AttackRulesInput): Verdict {
  const { attack } = call
  const tool = input.manifest.tools.find((entry) => entry.name === call.name)
  const role = tool ? parameterRoles(tool).find((entry) => entry.parameter === attack.parameter) : undefined
  const runner = commandRunner(input.manifest)
  const escape = attack.class === 'path' || attack.technique === 'file'
  if (escape) {
    if (!input.scopeGiven && !role?.confined)
      return { outcome: 'within-purpose', why: 'the tool declares no directory it keeps to, and the server was given none' }
    if (runner !== null)
      return { outcome: 'within-purpose', why: `the server runs any command it is given (${runner}): every file is within its reach by purpose` }
    const bytes = answered.length > 0 || proof.leaked.length > 0
    return { outcome: 'got-through', rule: 'scope-escape', severity: bytes ? 'critical' : 'high' }
  }
  if (attack.class === 'url') {
    if (attack.technique === 'probe-host') return { outcome: 'within-purpose', why: 'a URL parameter fetches the host it is given' }
    return { outcome: 'got-through', rule: 'internal-request', severity: answered.some((canary) => canary.startsWith('cloud:')) ? 'high' : 'medium' }
  }
  if (attack.class === 'sql') {
    if (!declaresReadOnly(tool)) return { outcome: 'within-purpose', why: 'the tool does not declare itself read-only' }
    return { outcome: 'got-through', rule: 'sql-write-bypass', severity: 'high' }
  }
  if (runsWhatItIsGiven(tool, attack.parameter, role?.roles ?? [attack.role], attack.class))
    return { outcome: 'within-purpose', why: 'the tool runs the command or code it is given' }
  const rule = RULE_OF[attack.class]
  // An option the program took but that did nothing the trace shows (kubectl refusing `--output=/tmp/x`
  // as a format, an unknown flag) is a weakness, not yet a proven harm.
  if (proof.optionOnly)
    return { outcome: 'got-through', rule, severity: 'medium', note: 'the program took it as an option; nothing it did with it showed in the trace' }
  const severity: Severity = attack.class === 'argv' && proof.leaked.length === 0 ? 'high' : 'critical'
  // A server that runs any command it is given grants nothing more through another tool a caller must approve.
  if (runner !== null && runner !== call.name && !declaresReadOnly(tool))
    return { outcome: 'got-through', rule, severity: 'medium', note: `the server also runs any command it is given (${runner})` }
  return { outcome: 'got-through', rule, severity }
}

/** Every attack call's result, in call order, and the findings of those that got through. */
export function judgeAttacks(input: AttackRulesInput): { results: AttackResult[]; findings: Finding[] } {
  const attackCalls = input.calls.filter((call): call is CallRecord & { attack: Attack } => call.attack !== undefined)
  const lastCall = attackCalls.at(-1)
  const results: AttackResult[] = attackCalls.map((call) => {
    const proof = judgeAttackCall(call, input.observed, input.context)
    const answered = input.run.answers.find((answer) => answer.callId === call.id)?.canaries ?? []
    const base = { ...call.attack, tool: call.name, callId: call.id, proof: proof.proof, traceLines: proof.traceLines }
    const bytes = [...answered.map((canary) => `${canary} in the answer`), ...proof.leaked.map((leak) => `${leak}, sent`)]
    if (!proof.gotThrough) return { ...base, outcome: input.run.stopped && call === lastCall ? 'server-exited' : 'refused' }
    const verdict = verdictOf(call, proof, answered, input)
    if (verdict.outcome === 'within-purpose') return { ...base, outcome: 'within-purpose', proof: [...proof.proof, verdict.why] }
    return {
      ...base,
      outcome: 'got-through',
      proof: verdict.note ? [...proof.proof, verdict.note] : proof.proof,
      ...(bytes.length > 0 ? { canaryBytes: bytes } : {}),
      rule: verdict.rule,
      severity: verdict.severity
    }
  })
  return { results, findings: findingsOf(results, input.calls) }
}

const WHAT: Record<RuleId, string> = {
  'scope-escape': 'got out of its declared scope',
  'command-injection': 'reached a shell',
  'argument-injection': "became a program's option",
  'code-injection': 'was evaluated as code',
  'internal-request': 'made it fetch an internal address',
  'sql-write-bypass': 'ran a writing statement in a read-only tool'
} as Record<RuleId, string>

/** One finding per rule, tool and parameter; its most severe attack (the first among equals) speaks for it. */
function findingsOf(results: readonly AttackResult[], calls: readonly CallRecord[]): Finding[] {
  const groups = new Map<string, AttackResult[]>()
  for (const result of results) {
    if (result.outcome !== 'got-through' || !result.rule) continue
    const key = `${result.rule}\0${result.tool}\0${result.parameter}`
    groups.set(key, [...(groups.get(key) ?? []), result])
  }
  return [...groups.values()].map((group) => {
    const lead = [...group].sort((a, b) => severityRank(b.severity ?? 'info') - severityRank(a.severity ?? 'info'))[0] as AttackResult
    const rule = lead.rule as RuleId
    const call = calls.find((entry) => entry.id === lead.callId) as CallRecord
    const value = excerpt(lead.value, 120)
    const techniques = [...new Set(group.map((result) => result.technique))]
    const others = techniques.length > 1 ? ` (${techniques.length} techniques got through: ${techniques.join(', ')})` : ''
    const bytes = lead.canaryBytes?.length ? `; ${lead.canaryBytes.join('; ')}` : ''
    return {
      rule,
      severity: lead.severity ?? 'high',
      message: `${excerpt(lead.parameter, 80)} = '${value}' ${WHAT[rule]}: ${lead.proof.join('; ')}${bytes}${others}`,
      tool: lead.tool,
      phase: { kind: 'call', call: { id: call.id, kind: call.kind, name: call.name, iteration: call.iteration, attack: true }, afterResponse: false },
      evidence: {
        ...(lead.target ? { paths: [lead.target] } : {}),
        ...(lead.canaryBytes ? { canaryBytes: lead.canaryBytes } : {}),
        attack: { parameter: lead.parameter, value, techniques },
        traceLines: [...new Set(group.flatMap((result) => result.traceLines))].sort((a, b) => a - b).slice(0, 20)
      },
      fingerprint: createHash('sha256').update(`${rule}\0${lead.parameter}\0${lead.tool}`).digest('hex').slice(0, 16)
    }
  })
}
