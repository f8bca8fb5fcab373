// Ties what the sink received to the server's sockets in the trace: the sink records the server's end of
// each connection or datagram (its source port), and strace's -yy decorations give each socket's local
// port (`TCP:[10.0.0.2:41000->203.0.113.34:443]`). A record goes to the call whose socket had that port,
// as of its connect (or its first send when no connect was traced) — for UDP, of its first send in each
// call, since each datagram stands alone; by time only when no socket matches. A later request on a kept-alive
// TLS connection (the sink answers each and keeps it open) goes to the call its own send came during.
import type { Phase } from '../model/index.js'
import type { SockAddr, TraceEvent } from '../trace/events.js'
import { callKey, type PhaseClock } from './phase-clock.js'

export type SinkAttribution = 'socket' | 'time'

export interface SinkPlacement {
  phase: Phase
  attributedBy: SinkAttribution
  /** socket: the trace line of the connect (or first send) that opened it */
  traceLines: number[]
}

interface Sighting {
  /** strace's epoch seconds */
  time: number
  line: number
  remote: string
  /** UDP: the call (or phase) of the sends it stands for */
  phase?: string
  /**
   * TCP: the first send in each call (or phase) after the opener's, in trace order: a later request on a
   * kept-alive connection goes to the call its own send came during
   */
  moves?: { time: number; line: number; phase: string }[]
}

/** strace stamps microseconds, the sink milliseconds. */
const CLOCK_MARGIN_MS = 1
/**
 * The socket the sink saw is the last one with that port before it; failing that (the first send, which
 * showed the port, came after the sink accepted), the first one this little after it.
 */
const ACCEPT_SLACK_MS = 1_000

function endpointKey(address: string, port: number): string {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address
  return `${bare.replace(/^::ffff:/i, '')}:${port}`
}

function remoteOf(address: SockAddr): string | null {
  if (address.family === 'AF_INET') return endpointKey(address.address, address.port)
  if (address.family === 'AF_INET6') return endpointKey(address.mappedIPv4 ?? address.address, address.port)
  return null
}

export class TracedSourcePorts {
  /** the last connect per fd number and destination (threads share fds, so not per pid) */
  private readonly connects = new Map<string, { time: number; line: number }>()
  /** per `tcp:41000`, each socket seen with that local port, in trace order */
  private readonly ports = new Map<string, Sighting[]>()

  constructor(private readonly clock: PhaseClock) {}

  see(event: TraceEvent): void {
    if (event.type === 'connect') {
      const remote = remoteOf(event.address)
      if (remote !== null && typeof event.fd.fd === 'number') this.connects.set(`${event.fd.fd}\0${remote}`, { time: event.time, line: event.line })
      return
    }
    if (event.type !== 'send' || event.ret === null || event.ret < 0) return
    const info = event.fd.info
    if (info?.kind !== 'socket' || !info.local?.port) return
    const protocol = info.protocol.toUpperCase()
    const transport = protocol.startsWith('TCP') ? 'tcp' : protocol.startsWith('UDP') ? 'udp' : null
    if (transport === null) return
    const payloadAddress = event.payloads[0]?.address
    const remote = info.remote ? endpointKey(info.remote.address, info.remote.port) : payloadAddress ? remoteOf(payloadAddress) : null
    if (remote === null) return
    const key = `${transport}:${info.local.port}`
    const sightings = this.ports.get(key) ?? []
    const connectKey = typeof event.fd.fd === 'number' ? `${event.fd.fd}\0${remote}` : ''
    const connect = this.connects.get(connectKey)
    const last = sightings[sightings.length - 1]
    // A datagram belongs to the call that sent it, though its socket (a resolver's, kept open) was connected
    // in an earlier one: a UDP socket gets a sighting per call it sends in.
    const phase = transport === 'udp' ? callKey(this.clock.phaseAt(event.time)) : undefined
    const opener = connect && (phase === undefined || callKey(this.clock.phaseAt(connect.time)) === phase) ? connect : undefined
    // the same socket still sending (in the same call, for UDP): the sighting that opened it stands
    if (last && last.remote === remote && last.phase === phase && (!connect || connect.time <= last.time)) {
      if (transport === 'tcp') this.moved(last, event)
      return
    }
    if (connect) this.connects.delete(connectKey)
    sightings.push({ time: opener?.time ?? event.time, line: opener?.line ?? event.line, remote, ...(phase !== undefined ? { phase } : {}) })
    this.ports.set(key, sightings)
  }

  /** A TCP socket's send: noted when it comes in another call (or phase) than the last one noted. */
  private moved(sighting: Sighting, event: TraceEvent): void {
    const phase = callKey(this.clock.phaseAt(event.time))
    const moves = (sighting.moves ??= [])
    const last = moves[moves.length - 1]?.phase ?? callKey(this.clock.phaseAt(sighting.time))
    if (phase !== last) moves.push({ time: event.time, line: event.line, phase })
  }

  /**
   * `at`: the sink's epoch milliseconds for the record; `request`: its place on a kept-alive connection
   * (SinkRecord.request) — from the second on, the call of the socket's last send before it, not the opener's.
   */
  place(transport: 'tcp' | 'udp', sourcePort: number, at: number, request?: number): SinkPlacement {
    const sightings = this.ports.get(`${transport}:${sourcePort}`) ?? []
    const before = sightings.filter((sighting) => sighting.time * 1000 <= at + CLOCK_MARGIN_MS)
    const sighting = before[before.length - 1] ?? sightings.find((candidate) => candidate.time * 1000 <= at + ACCEPT_SLACK_MS)
    if (!sighting) return { phase: this.clock.phaseAt(at / 1000), attributedBy: 'time', traceLines: [] }
    const moves = request !== undefined && request > 1 ? (sighting.moves ?? []).filter((move) => move.time * 1000 <= at + CLOCK_MARGIN_MS) : []
    const move = moves[moves.length - 1]
    if (move) return { phase: this.clock.phaseAt(move.time), attributedBy: 'socket', traceLines: [sighting.line, move.line] }
    return { phase: this.clock.phaseAt(sighting.time), attributedBy: 'socket', traceLines: [sighting.line] }
  }
}
