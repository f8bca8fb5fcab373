// The sink's records in the profile: each connection, datagram and DNS question put in its call (by its
// traced socket, else by time), the DNS names it answered over TCP, and the canaries only it saw.
import type { Observed, ObservedSink, Phase, SinkRecord } from '../model/index.js'
import type { CanaryScanner } from './canary-index.js'
import { sinkDnsBeyondTrace } from './sink-dns.js'
import { sinkLeaksBeyondTrace, type SinkPayload } from './sink-leaks.js'
import type { SinkPlacement, TracedSourcePorts } from './sink-sockets.js'

/** The sink's log as read back (sandbox/sink-log.ts). */
export interface SinkSeen {
  /** for the report, without the decrypted payloads, in time order */
  records: Omit<SinkRecord, 'payload'>[]
  dropped: number
  /** decrypted requests and DNS questions, for canary matching */
  payloads: SinkPayload[]
}

/** What the sink received on one of the server's connections or datagrams, in the call it was placed in. */
export interface PlacedSinkPayload {
  /** `host:port`, with ` (TLS)` for an opened TLS connection */
  destination: string
  phase: Phase
  data: Buffer
}

export type PlaceSinkRecord = (transport: 'tcp' | 'udp', sourcePort: number, at: number, request?: number) => SinkPlacement

/** Each record in its call, saying how it was tied to it. */
export function placeSinkRecords(records: readonly Omit<SinkRecord, 'payload'>[], place: PlaceSinkRecord): ObservedSink[] {
  return records.map((record) => {
    const { phase, attributedBy } = place(record.transport ?? 'tcp', record.sourcePort, record.at, record.request)
    return { ...record, phase, attributedBy }
  })
}

/**
 * `canaryIndex`: the profile's (ProfileBuilder.canaryIndex); file contents count from the call that read the file.
 * Returns what the sink received on the server's sockets, each piece in the call its record went to: the
 * behaviour baseline summarizes them there, not by the sink's clock (which reads a connection's time when the
 * sink got to it, after the call's answer and even after shutdown began when the machine is busy).
 */
export function addSinkWitness(observed: Observed, seen: SinkSeen, ports: TracedSourcePorts, canaryIndex: CanaryScanner): PlacedSinkPayload[] {
  observed.sink = placeSinkRecords(seen.records, (transport, sourcePort, at, request) => ports.place(transport, sourcePort, at, request))
  if (seen.dropped > 0) observed.sinkDropped = seen.dropped
  observed.dns.push(...sinkDnsBeyondTrace(observed.dns, observed.sink))
  // each payload placed once: its leaks and its place in the baseline are the same call
  const placements = new Map(seen.payloads.map((payload) => [payload, ports.place(payload.transport, payload.sourcePort, payload.at, payload.request)]))
  observed.leaks.push(...sinkLeaksBeyondTrace(observed, seen.payloads, canaryIndex, (payload) => placements.get(payload) as SinkPlacement))
  return [...placements]
    .filter(([payload]) => payload.via === 'socket')
    .map(([payload, { phase }]) => ({ destination: payload.destination, phase, data: payload.data }))
}
