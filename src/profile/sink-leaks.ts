import type { CallRecord, ObservedLeak } from '../report/schema.js'
import { CanaryMatcher, type Canary } from './canary-match.js'
import { PhaseClock } from './phase-clock.js'

// Canaries in what the sink decrypted: HTTPS requests whose bytes the trace holds only as ciphertext.
// Each hit is a leak through a socket to the TLS server name, in the call the request came during.

export function sinkPayloadLeaks(
  payloads: readonly { at: number; destination: string; data: Buffer }[],
  canaries: Canary[],
  calls: readonly CallRecord[],
  shutdownAt: number
): ObservedLeak[] {
  if (payloads.length === 0) return []
  const matcher = new CanaryMatcher(canaries)
  const clock = new PhaseClock([...calls], shutdownAt)
  const leaks = new Map<string, ObservedLeak>()
  for (const payload of payloads) {
    const phase = clock.phaseAt(payload.at / 1000)
    for (const hit of matcher.scan(payload.data)) {
      const key = `${hit.canary}\0${payload.destination}\0${JSON.stringify(phase)}`
      if (!leaks.has(key)) leaks.set(key, { canary: hit.canary, encoding: hit.encoding, via: 'socket', destination: payload.destination, phases: [phase], traceLines: [] })
    }
  }
  return [...leaks.values()]
}
