// Network: network-egress (connects and sends off loopback) and dns-query.

import type { Evidence } from '../model/index.js'
import { formatEndpoint } from '../profile/net-address.js'
import { egressRestriction } from './declared-scope.js'
import { excerpt } from '../neutralize.js'
import { callName, pushOccurrences, type Judge, type Occurrence } from './judge.js'

export function networkOccurrences(judge: Judge, out: Occurrence[]): void {
  for (const entry of judge.input.observed.network) {
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
        judge.decide(
          judge.policy.destination(callName(phase), entry.address, entry.port, entry.hostnames),
          "; not in the policy's network allow list",
          judge.restriction(phase, egressRestriction, 'that it stays local'),
          'info'
        ),
      (j) => `${verb} ${endpoint}${shownNames} over ${entry.protocol}${j.suffix}`
    )
  }
  for (const query of judge.input.observed.dns) {
    const name = query.name.replace(/\.$/, '')
    if (name === 'localhost' || name.endsWith('.localhost')) continue
    const shown = excerpt(name)
    pushOccurrences(
      out,
      query,
      { rule: 'dns-query', subject: name, evidence: { dnsNames: [shown] } },
      (phase) =>
        judge.decide(
          judge.policy.dnsName(callName(phase), name),
          "; not in the policy's network allow list",
          judge.restriction(phase, egressRestriction, 'that it stays local'),
          'info'
        ),
      (j) => `looks up ${shown} (${query.type})${j.suffix}`
    )
  }
}
