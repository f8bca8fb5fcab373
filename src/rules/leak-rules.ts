// canary-exfiltration: a planted secret leaving the process by socket, DNS name or child argv/env; credential-use
// when it went where it is meant to go (credential-audience.ts).

import { posix } from 'node:path'
import type { Evidence, ObservedLeak } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import { ELICITATION_CANARY_ID, SAMPLING_CANARY_ID } from '../sandbox/trap-canaries.js'
import { reachedAudience } from './credential-audience.js'
import { pushOccurrences, type Judge, type Occurrence } from './judge.js'

export function leakOccurrences(judge: Judge, out: Occurrence[]): void {
  for (const leak of judge.input.observed.leaks) {
    const encoded = leak.encoding === 'raw' ? '' : ` (${leak.encoding}-encoded)`
    const destination = excerpt(leak.destination.split(judge.input.home).join('~'))
    // Seen only by the sink: the reviewer's proof is network.jsonl, not trace.log.
    const seen = leak.witness === 'sink' ? `, seen by the sink (network.jsonl${leak.attributedBy === 'time' ? '; tied to the call by time' : ''})` : ''
    const what = `${partOfFile(leak) ?? `the canary from ${leak.canary}`}${encoded}`
    const said =
      leak.via === 'socket'
        ? `sends ${what} to ${destination}`
        : leak.via === 'dns'
          ? `looks up a DNS name carrying ${what} ('${destination}')`
          : `passes ${what} to a child process (${posix.basename(destination)})`
    const message = said + seen
    const evidence: Omit<Evidence, 'traceLines'> = {
      canaries: [leak.canary],
      ...(leak.bytes ? { canaryBytes: [`${leak.canary} bytes ${leak.bytes.start}–${leak.bytes.end} of ${leak.bytes.of}`] } : {}),
      ...(leak.via === 'socket' ? { addresses: [destination] } : leak.via === 'dns' ? { dnsNames: [destination] } : { paths: [destination] }),
      ...(leak.witness ? { witness: leak.witness } : {})
    }
    // Sent where it is meant to go, or handed to its own client program: the credential's use.
    const audience = reachedAudience(leak, judge.input.observed)
    if (audience !== null) {
      pushOccurrences(
        out,
        leak,
        { rule: 'credential-use', subject: `${leak.canary} ${leak.via} ${destination}`, evidence },
        () => ({ severity: 'medium', suffix: '' }),
        () => `${said}, ${audience}${seen}`
      )
      continue
    }
    // Not suppressible: a planted secret leaving the process is never within any declared scope. The
    // client's answers carry canaries of their own: a sampled one or an elicited one leaving has its rule.
    const trap = trapRule(leak.canary)
    pushOccurrences(
      out,
      leak,
      { rule: trap?.rule ?? 'canary-exfiltration', subject: `${leak.canary} ${leak.via} ${destination}`, evidence },
      () => ({ severity: 'critical', suffix: '' }),
      () => (trap ? `${trap.what}: ${message}` : message)
    )
  }
}

function trapRule(canary: string): { rule: 'sampling-exfiltration' | 'credential-elicitation'; what: string } | null {
  if (canary === SAMPLING_CANARY_ID)
    return { rule: 'sampling-exfiltration', what: "what the client's model answered a sampling request with leaves the process" }
  if (canary === ELICITATION_CANARY_ID) return { rule: 'credential-elicitation', what: 'the secret the user gave through elicitation leaves the process' }
  return null
}

/** "bytes 0–64 of ~/.ssh/id_rsa" for a piece of a canary file; undefined for a whole file or a token. */
function partOfFile(leak: ObservedLeak): string | undefined {
  const bytes = leak.bytes
  if (bytes?.within !== 'file' || (bytes.start === 0 && bytes.end === bytes.of)) return undefined
  return `bytes ${bytes.start}–${bytes.end} of ${leak.canary}`
}
