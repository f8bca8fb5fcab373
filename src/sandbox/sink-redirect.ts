import { spawn, type ChildProcess } from 'node:child_process'
import type { Socket } from 'node:dgram'
import { createInterface } from 'node:readline'
import { literalUdpSocket } from './literal-udp.js'
import { runTool, toolSaid } from './run-tool.js'

// Every TCP connection and UDP datagram the server sends off loopback reaches the sink, whatever the
// port: an nftables rule in the sandbox's network namespace redirects what no sink port listens for to
// one catch-all port. The redirect hides the port the server asked for; the same rule marks the first
// packet for nftables tracing, and `nft monitor trace` hands each marked packet's original addresses
// to the sink. (SO_ORIGINAL_DST would say the same, but Node has no getsockopt, and conntrack's /proc
// file is closed to a user namespace; the trace works under root, userns and sudo alike.)

/** Where redirected TCP and UDP arrive; below 1024, so no server (never root in the sandbox) binds it. */
export const SINK_CATCH_ALL_PORT = 1
const TABLE = 'mcp_behave_sink'

export type Transport = 'tcp' | 'udp'

export interface Destination {
  address: string
  port: number
}

/**
 * The ruleset: loopback stays loopback (a server talking to its own helper keeps working), the sink's
 * own ports are reached directly (every address is local), everything else goes to the catch-all port.
 * The NAT chain sees only the first packet of a flow, so one trace line per connection or UDP flow.
 */
export function redirectRuleset(tcpPorts: readonly number[], udpPorts: readonly number[], catchAll = SINK_CATCH_ALL_PORT): string {
  const set = (ports: readonly number[]): string => `{ ${[...new Set([catchAll, ...ports])].sort((a, b) => a - b).join(', ')} }`
  return [
    `table inet ${TABLE} {`,
    '  chain output {',
    '    type nat hook output priority -100; policy accept;',
    '    ip daddr 127.0.0.0/8 return',
    '    ip6 daddr ::1 return',
    `    tcp dport != ${set(tcpPorts)} meta nftrace set 1 redirect to :${catchAll}`,
    `    udp dport != ${set(udpPorts)} meta nftrace set 1 redirect to :${catchAll}`,
    '  }',
    '}',
    ''
  ].join('\n')
}

/** Loads the ruleset into the current network namespace; the reason it could not, or null. */
export async function installRedirect(tcpPorts: readonly number[], udpPorts: readonly number[]): Promise<string | null> {
  const result = await runTool('nft', ['-f', '-'], redirectRuleset(tcpPorts, udpPorts))
  if (result.spawnError !== undefined) return `nft: ${result.spawnError} (install nftables)`
  if (result.status !== 0) return `nft: ${toolSaid(result)}`
  return null
}

export interface TracedPacket {
  transport: Transport
  source: Destination
  destination: Destination
}

/**
 * One `packet:` line of `nft monitor trace` (e.g. `trace id 61506f8b inet mcp_behave_sink output packet:
 * oif "lo" ip saddr 198.51.100.7 ip daddr 198.51.100.7 … tcp sport 43186 tcp dport 8888 …`): the
 * addresses before the redirect rewrote them. Null for any other line.
 */
export function readTracedPacket(line: string): TracedPacket | null {
  if (!/ packet: /.test(line)) return null
  const address = / ip6? saddr (\S+) ip6? daddr (\S+)/.exec(line)
  const ports = / (tcp|udp) sport (\d+) \1 dport (\d+)/.exec(line)
  if (!address || !ports) return null
  return {
    transport: ports[1] as Transport,
    source: { address: address[1] as string, port: Number(ports[2]) },
    destination: { address: address[2] as string, port: Number(ports[3]) }
  }
}

const MAX_REMEMBERED = 65_536

/**
 * Where the readiness probes go: an address the namespace's route makes local, ports the redirect sends
 * on to the catch-all (nothing listens there yet, so each datagram is dropped). Each probe goes to the
 * next port: the NAT chain, and so the trace, sees only the first packet of a flow, and a first probe
 * sent before the monitor listened would otherwise hide every later one.
 */
const PROBE = { address: '198.51.100.1', firstPort: 40_000 }
const PROBE_EVERY_MS = 5
const READY_WITHIN_MS = 2_000

/** The original destinations of redirected flows, by transport and the server's source port. */
export class OriginalDestinations {
  private readonly byFlow = new Map<string, Destination>()
  private monitor: ChildProcess | null = null
  private probe: Socket | null = null

  add(packet: TracedPacket): void {
    const key = `${packet.transport}:${packet.source.port}`
    this.byFlow.delete(key)
    this.byFlow.set(key, packet.destination)
    if (this.byFlow.size > MAX_REMEMBERED) this.byFlow.delete(this.byFlow.keys().next().value as string)
  }

  lookup(transport: Transport, sourcePort: number): Destination | undefined {
    return this.byFlow.get(`${transport}:${sourcePort}`)
  }

  /**
   * Starts `nft monitor trace`; resolves once it hands on traced packets, or with why it cannot. It
   * prints nothing until a packet is traced, so a datagram of our own is sent through the redirect every
   * few milliseconds until its trace line comes back (about 10 ms after the start).
   */
  watch(): Promise<string | null> {
    return new Promise((resolve) => {
      const monitor = spawn('nft', ['monitor', 'trace'], { stdio: ['ignore', 'pipe', 'pipe'] })
      this.monitor = monitor
      // Kept bound while this process lives: no flow of the server's can then share the probe's source port.
      const probe = literalUdpSocket('0.0.0.0')
      this.probe = probe
      probe.unref()
      probe.on('error', () => undefined)
      let probePort = 0
      let stderr = ''
      let resend: NodeJS.Timeout | undefined
      const settle = (result: string | null): void => {
        clearInterval(resend)
        clearTimeout(deadline)
        resolve(result)
      }
      const deadline = setTimeout(() => settle(`nft monitor trace showed no traced packet within ${READY_WITHIN_MS} ms`), READY_WITHIN_MS)
      monitor.stderr.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-2048)
      })
      createInterface({ input: monitor.stdout }).on('line', (line) => {
        const packet = readTracedPacket(line)
        if (!packet) return
        if (packet.transport === 'udp' && packet.source.port === probePort) settle(null)
        else this.add(packet)
      })
      monitor.once('error', (error) => settle(`nft monitor trace: ${error.message}`))
      monitor.once('exit', (code) => settle(`nft monitor trace exited (${code ?? 'signal'}): ${stderr.trim()}`))
      monitor.once('spawn', () =>
        probe.bind(0, () => {
          probePort = probe.address().port
          let port = PROBE.firstPort
          const send = (): void => probe.send(Buffer.from('mcp-behave: is the trace monitor listening?'), port++, PROBE.address)
          send()
          resend = setInterval(send, PROBE_EVERY_MS)
        })
      )
    })
  }

  stop(): void {
    this.monitor?.kill()
    this.monitor = null
    this.probe?.close()
    this.probe = null
  }
}
