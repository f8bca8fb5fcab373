// canary-exfiltration: a planted secret leaving the process by socket, DNS name or child argv/env.

import { posix } from 'node:path'
import type { Evidence } from '../model/index.js'
import { excerpt } from './description-claims.js'
import { pushOccurrences, type Judge, type Occurrence } from './judge.js'

export function leakOccurrences(judge: Judge, out: Occurrence[]): void {
  for (const leak of judge.input.observed.leaks) {
    const encoded = leak.encoding === 'raw' ? '' : ` (${leak.encoding}-encoded)`
    const destination = excerpt(leak.destination.split(judge.input.home).join('~'))
    // Seen only by the sink: the reviewer's proof is network.jsonl, not trace.log.
    const seen = leak.witness === 'sink' ? `, seen by the sink (network.jsonl${leak.attributedBy === 'time' ? '; tied to the call by time' : ''})` : ''
    const said =
      leak.via === 'socket'
        ? `sends the canary from ${leak.canary}${encoded} to ${destination}`
        : leak.via === 'dns'
          ? `looks up a DNS name carrying the canary from ${leak.canary}${encoded} ('${destination}')`
          : `passes the canary from ${leak.canary}${encoded} to a child process (${posix.basename(destination)})`
    const message = said + seen
    const evidence: Omit<Evidence, 'traceLines'> = {
      canaries: [leak.canary],
      ...(leak.via === 'socket' ? { addresses: [destination] } : leak.via === 'dns' ? { dnsNames: [destination] } : { paths: [destination] }),
      ...(leak.witness ? { witness: leak.witness } : {})
    }
    // Not suppressible: a planted secret leaving the process is never within any declared scope.
    pushOccurrences(
      out,
      leak,
      { rule: 'canary-exfiltration', subject: `${leak.canary} ${leak.via} ${destination}`, evidence },
      () => ({ severity: 'critical', suffix: '' }),
      () => message
    )
  }
}
