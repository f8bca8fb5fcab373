import type { CallRecord, ObservedLeak, Phase } from '../report/schema.js'
import { CanaryMatcher, type Canary } from './canary-match.js'
import { PhaseClock } from './phase-clock.js'

// Canaries in what the sink decrypted: HTTPS requests whose bytes the trace holds only as ciphertext.
// Each hit is a leak through a socket to the TLS server name, in the call the request came during.

export function sinkPayloadLeaks(
  payloads: readonly { at: number; destination: string; data: Buffer }[],
  canaries: Canary[],
  /** the content of each canary file the server read, and the first phase it read it in: any piece of it counts from then on */
  readFiles: { file: Canary; since: Phase }[],
  calls: readonly CallRecord[],
  shutdownAt: number
): ObservedLeak[] {
  if (payloads.length === 0) return []
  const tokens = new CanaryMatcher(canaries)
  const contents = readFiles.map(({ file, since }) => ({ matcher: new CanaryMatcher([file]), since: phaseOrder(since) }))
  const clock = new PhaseClock([...calls], shutdownAt)
  const leaks = new Map<string, ObservedLeak>()
  for (const payload of payloads) {
    const phase = clock.phaseAt(payload.at / 1000)
    const order = phaseOrder(phase)
    const hits = [...tokens.scan(payload.data), ...contents.filter(({ since }) => since <= order).flatMap(({ matcher }) => matcher.scan(payload.data))]
    for (const hit of hits) {
      const key = `${hit.canary}\0${payload.destination}\0${JSON.stringify(phase)}`
      if (!leaks.has(key)) leaks.set(key, { canary: hit.canary, encoding: hit.encoding, via: 'socket', destination: payload.destination, phases: [phase], traceLines: [] })
    }
  }
  return [...leaks.values()]
}

/** Startup, then the calls in order, then shutdown: a content piece counts only from the call that read the file. */
export function phaseOrder(phase: Phase): number {
  return phase.kind === 'startup' ? -1 : phase.kind === 'call' ? phase.call.id : Number.MAX_SAFE_INTEGER
}
