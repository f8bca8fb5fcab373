import type { Observed, ObservedLeak, Phase } from '../model/index.js'
import type { CanaryScanner } from './canary-index.js'
import { hitBytes } from './canary-match.js'
import type { SinkPlacement } from './sink-sockets.js'

// Canaries in what the sink received: bytes past the trace's 4096 per syscall, and HTTPS requests the trace
// holds only as ciphertext. Each hit is a leak through a socket to the destination (the TLS server name
// or Host for a request), or through a DNS question (over TCP), in the call whose socket opened the
// connection (sink-sockets.ts), else the one it came during.

/** What one connection, datagram or DNS question carried, for canary matching. */
export interface SinkPayload {
  at: number
  transport: 'tcp' | 'udp'
  sourcePort: number
  /** a later request on a kept-alive connection (SinkRecord.request) */
  request?: number
  /** `host:port`, with ` (TLS)` for an opened TLS connection; the name for a DNS question */
  destination: string
  via: 'socket' | 'dns'
  /** the bytes (decrypted for TLS), or the DNS name */
  data: Buffer
}

function sinkPayloadLeaks(
  payloads: readonly SinkPayload[],
  index: CanaryScanner,
  /** per canary file the server read, the order of the first phase it read it in: any piece of it counts from then on */
  readSince: ReadonlyMap<string, number>,
  place: (payload: SinkPayload) => SinkPlacement,
  /** the address the server connected to for the payload's connection or datagram, when the records hold it */
  addressOf: (payload: SinkPayload) => string | undefined
): ObservedLeak[] {
  if (payloads.length === 0) return []
  const leaks = new Map<string, ObservedLeak>()
  for (const payload of payloads) {
    const { phase, attributedBy, traceLines } = place(payload)
    const order = phaseOrder(phase)
    const hits = index.scan(payload.data, (file) => (readSince.get(file) ?? Infinity) <= order)
    for (const hit of hits) {
      const key = `${hit.canary}\0${payload.destination}\0${JSON.stringify(phase)}`
      if (!leaks.has(key))
        leaks.set(key, {
          canary: hit.canary,
          encoding: hit.encoding,
          via: payload.via,
          destination: payload.destination,
          bytes: hitBytes(hit),
          ...(hit.audience ? { audience: hit.audience } : {}),
          // the address is what says whether the secret reached its audience (rules/credential-audience.ts)
          ...(hit.audience && payload.via === 'socket' && addressOf(payload) !== undefined ? { address: addressOf(payload) } : {}),
          witness: 'sink',
          attributedBy,
          phases: [phase],
          traceLines
        })
    }
  }
  return [...leaks.values()]
}

/** Install scripts, startup, then the calls in order, then shutdown: a content piece counts only from the call that read the file. */
function phaseOrder(phase: Phase): number {
  return phase.kind === 'install' ? -2 : phase.kind === 'startup' ? -1 : phase.kind === 'call' ? phase.call.id : Number.MAX_SAFE_INTEGER
}

const leakKey = (leak: ObservedLeak): string => `${leak.canary}\0${leak.destination}\0${JSON.stringify(leak.phases[0])}`

/**
 * The leaks only the sink saw: canary files count from the call that first read them (as the profile
 * shows the reads), and what the trace already reported for the same canary, destination and call is
 * left out.
 */
export function sinkLeaksBeyondTrace(
  observed: Pick<Observed, 'files' | 'leaks' | 'sink'>,
  payloads: readonly SinkPayload[],
  index: CanaryScanner,
  place: (payload: SinkPayload) => SinkPlacement
): ObservedLeak[] {
  const readSince = new Map<string, number>()
  for (const file of observed.files) {
    if (file.access !== 'read' || !file.succeeded || file.homePath === undefined || !index.hasFile(file.homePath)) continue
    for (const phase of file.phases) readSince.set(file.homePath, Math.min(readSince.get(file.homePath) ?? Infinity, phaseOrder(phase)))
  }
  const traced = new Set(observed.leaks.map(leakKey))
  const addresses = new Map((observed.sink ?? []).map((record) => [`${record.transport ?? 'tcp'}\0${record.sourcePort}\0${record.at}`, record.address]))
  const addressOf = (payload: SinkPayload): string | undefined => addresses.get(`${payload.transport}\0${payload.sourcePort}\0${payload.at}`)
  return sinkPayloadLeaks(payloads, index, readSince, place, addressOf).filter((leak) => !traced.has(leakKey(leak)))
}
