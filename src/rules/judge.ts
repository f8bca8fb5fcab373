// The core every rule family shares: the input, the Judge that weighs a behaviour against the
// declarations and the policy, and the Occurrence one judged behaviour becomes before aggregation.

import type {
  BehaviourBaseline,
  CallRecord,
  Evidence,
  Manifest,
  Observed,
  PassDifference,
  Phase,
  Policy,
  RugPull,
  RuleId,
  Severity,
  StaticMap
} from '../model/index.js'
import type { ResultTextHit } from '../profile/server-text/scan-result.js'
import type { ClientRequestRecord } from '../probe/client-traps.js'
import { declaredScopes, serverWideRestriction, type Restriction, type ToolScope } from './declared-scope.js'
import { PolicyMatcher, type PolicyAnswer } from './policy-match.js'

export interface RulesInput {
  observed: Observed
  manifest: Manifest
  calls: CallRecord[]
  policy: Policy | null
  rugPull: RugPull
  /** this run's behaviour against the accepted baseline (absent: no comparison was made) */
  behaviour?: BehaviourBaseline
  /** the canary home (absolute): paths under it are shown and fingerprinted as ~/… */
  home: string
  /** the server's working directory, for `./` globs in the policy */
  cwd?: string
  /** with filesystem containment: where the server can write without changing the host */
  writableRoots?: string[]
  /**
   * with filesystem containment: the launched server's own package roots, shown copy-on-write. New
   * files there are its own state; a change to a file that was there before the run is a high.
   */
  packageRoots?: string[]
  /** the auditor's own places (out-dir, pin store): never the server's to write, even in a workspace */
  auditorPaths?: string[]
  /** what the text checks found in the answers, as they arrived (probe/session.ts) */
  resultText?: ResultTextHit[]
  /** what the server asked of the client: sampling, elicitation, roots (probe/client-traps.ts) */
  clientRequests?: ClientRequestRecord[]
  /** what the exercise passes after the traced one saw under one condition only (engine/passes/) */
  passes?: PassDifference[]
  /** what the static stage found each tool's code can reach (src/static) */
  staticMap?: StaticMap
  /** what the user configured the server with: its own service for a closed world (own-service.ts) */
  service?: ServiceConfig
}

/** What the user configured the server with: the variables and arguments they gave, and the package launched (own-service.ts). */
export interface ServiceConfig {
  env: Readonly<Record<string, string>>
  argv: readonly string[]
  /** the launched package's name (`@sentry/mcp-server`), when a launch spec installed one */
  packageName?: string
}

/** One judged piece of behaviour; occurrences with the same rule, subject and call site become one finding. */
export interface Occurrence {
  rule: RuleId
  subject: string
  severity: Severity
  message: string
  phase: Phase
  /** trace order of the occurrence: first line, then position among the entry's phases */
  order: [number, number]
  evidence: Omit<Evidence, 'traceLines'>
  traceLines: number[]
  /** only failed attempts (an ENOENT exec while searching PATH): a success speaks better for the finding */
  attempt?: boolean
}

/** The verdict for one phase: what severity, and which declaration (if any) the behaviour contradicts. */
export interface Judgement {
  severity: Severity | null
  suffix: string
  declared?: string
}

export const callName = (phase: Phase): string | undefined => (phase.kind === 'call' ? phase.call.name : undefined)

export class Judge {
  readonly scopes: Map<string, ToolScope>
  readonly policy: PolicyMatcher

  constructor(readonly input: RulesInput) {
    this.scopes = declaredScopes(input.manifest)
    this.policy = new PolicyMatcher(input.policy, input.home, input.cwd)
  }

  /** The tool's own restriction during its call; the server-wide one at startup/shutdown. */
  restriction(phase: Phase, of: (scope: ToolScope) => Restriction | null, what: string): Restriction | null {
    if (phase.kind !== 'call') return serverWideRestriction(this.scopes.values(), of, what)
    if (phase.call.kind !== 'tool') return null
    const scope = this.scopes.get(phase.call.name)
    return scope ? of(scope) : null
  }

  /**
   * Policy first: a policy section that covers the behaviour decides (allowed → no finding, else
   * high). Without one, a contradicted declaration makes it high and anything else `otherwise`.
   */
  decide(policy: PolicyAnswer, policySuffix: string, restriction: Restriction | null, otherwise: Severity | null): Judgement {
    if (policy) {
      if (policy.allowed) return { severity: null, suffix: '' }
      return { severity: 'high', suffix: policySuffix, declared: `policy: ${policy.section}` }
    }
    if (restriction) return { severity: 'high', suffix: restriction.suffix, declared: restriction.declared }
    return { severity: otherwise, suffix: '' }
  }
}

export function pushOccurrences(
  out: Occurrence[],
  entry: { phases: Phase[]; traceLines: number[] },
  base: Pick<Occurrence, 'rule' | 'subject' | 'evidence'> & { attempt?: boolean },
  judge: (phase: Phase) => Judgement,
  message: (judgement: Judgement) => string
): void {
  const first = entry.traceLines[0] ?? Number.MAX_SAFE_INTEGER
  entry.phases.forEach((phase, index) => {
    const judgement = judge(phase)
    if (judgement.severity === null) return
    out.push({
      ...base,
      severity: judgement.severity,
      message: message(judgement),
      phase,
      order: [first, index],
      evidence: judgement.declared ? { ...base.evidence, declared: judgement.declared } : base.evidence,
      traceLines: entry.traceLines
    })
  })
}
