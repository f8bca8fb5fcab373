// Network: network-egress (connects and sends off loopback) and dns-query.

import type { Evidence } from '../model/index.js'
import { formatEndpoint } from '../profile/net-address.js'
import type { Phase } from '../model/index.js'
import { egressRestriction } from './declared-scope.js'
import { excerpt } from '../neutralize.js'
import { callName, pushOccurrences, type Judge, type Judgement, type Occurrence } from './judge.js'
import type { PolicyAnswer } from './policy-match.js'
import { OwnService } from './own-service.js'

/**
 * The declaration a contact contradicts, unless the contact is the server's own service and what it
 * declared is only a closed world (openWorldHint: false): then it is info, with the reason. A
 * description that says the tool is local is contradicted by any contact.
 */
function egressJudgement(judge: Judge, own: OwnService, phase: Phase, policyAnswer: PolicyAnswer, hosts: readonly string[]): Judgement {
  const restriction = judge.restriction(phase, egressRestriction, 'that it stays local')
  const judged = judge.decide(policyAnswer, "; not in the policy's network allow list", restriction, 'info')
  if (policyAnswer || !restriction || !/openWorldHint: false/.test(restriction.declared)) return judged
  if (judge.restriction(phase, (scope) => (scope.localClaim === null ? null : egressRestriction({ ...scope, closedWorld: false })), 'that it stays local'))
    return judged
  const reasons = hosts.map((host) => own.reason(host))
  if (hosts.length === 0 || reasons.some((reason) => reason === null)) return judged
  return { severity: 'info', suffix: `; its own service: ${reasons[0] as string}, where a closed-world tool may go` }
}

export function networkOccurrences(judge: Judge, out: Occurrence[]): void {
  const { observed, manifest, service } = judge.input
  const own = new OwnService(service, manifest, observed)
  for (const entry of observed.network) {
    if (entry.loopback || entry.family === 'unix') continue
    const endpoint = formatEndpoint(entry.address, entry.port)
    const names = entry.hostnames.map((n) => excerpt(n, 60))
    const shownNames = names.length > 0 ? ` (${names.slice(0, 3).join(', ')})` : ''
    const verb =
      entry.syscall === 'connect' ? (entry.succeeded ? 'connects to' : 'tried to connect to') : entry.succeeded ? 'sends data to' : 'tried to send data to'
    const evidence: Omit<Evidence, 'traceLines'> = { addresses: [endpoint], ...(names.length > 0 ? { dnsNames: names } : {}) }
    pushOccurrences(
      out,
      entry,
      { rule: 'network-egress', subject: `${entry.protocol} ${endpoint}`, evidence },
      (phase) =>
        egressJudgement(
          judge,
          own,
          phase,
          judge.policy.destination(callName(phase), entry.address, entry.port, entry.hostnames),
          entry.hostnames.length > 0 ? entry.hostnames : [entry.address]
        ),
      (j) => `${verb} ${endpoint}${shownNames} over ${entry.protocol}${j.suffix}`
    )
  }
  for (const query of observed.dns) {
    const name = query.name.replace(/\.$/, '')
    if (name === 'localhost' || name.endsWith('.localhost')) continue
    const shown = excerpt(name)
    pushOccurrences(
      out,
      query,
      { rule: 'dns-query', subject: name, evidence: { dnsNames: [shown] } },
      (phase) => egressJudgement(judge, own, phase, judge.policy.dnsName(callName(phase), name), [name]),
      (j) => `looks up ${shown} (${query.type})${j.suffix}`
    )
  }
}
