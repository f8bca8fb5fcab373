// The sink's records in the profile: each connection, datagram and DNS question put in its call (by its
// traced socket, else by time), the DNS names it answered over TCP, and the canaries only it saw.
import type { Observed } from '../model/index.js'
import { placeSinkRecords, type SinkObservations } from '../sandbox/sink-log.js'
import type { Canary } from './canary-match.js'
import { sinkDnsBeyondTrace } from './sink-dns.js'
import { sinkLeaksBeyondTrace } from './sink-leaks.js'
import type { TracedSourcePorts } from './sink-sockets.js'

export function addSinkWitness(observed: Observed, seen: SinkObservations, ports: TracedSourcePorts, canaries: Canary[], canaryFiles: Canary[]): void {
  observed.sink = placeSinkRecords(seen.records, (transport, sourcePort, at) => ports.place(transport, sourcePort, at))
  if (seen.dropped > 0) observed.sinkDropped = seen.dropped
  observed.dns.push(...sinkDnsBeyondTrace(observed.dns, observed.sink))
  observed.leaks.push(...sinkLeaksBeyondTrace(observed, seen.payloads, canaries, canaryFiles, (payload) => ports.place(payload.transport, payload.sourcePort, payload.at)))
}
