// An audit that cannot see the server's surface says so: its verdict is an incomplete audit (exit 1, a
// report all the same, one line naming what it needed), not a high finding about the server. Three
// shapes, decided here and nowhere else:
// - initialize failed after the server contacted a host: a bridge to its vendor's remote MCP server, or a
//   server that checks its credentials with its service before it starts, which the sandbox's sink can
//   only imitate (engine/probe-in-sandbox.ts keeps the run going for it);
// - tools/list failed after the server contacted a host: the service behind the listing did not answer
//   as the real one would (a server that lists tools from its vendor's API);
// - the server exited right after initialize, before any call.
// tools/list failing with no host contacted stays the server's own failure: not-exercised, high.
import type { Logger } from '../logger.js'
import type { Observed, SinkRecord } from '../model/index.js'
import type { ProbeResult } from '../probe/types.js'
import { sinkIPv4For, sinkIPv6For } from '../model/sink-address.js'

export interface UnseenSurface {
  /** the one line: what kept the audit from the surface, and what it needed */
  reason: string
  /** the coverage gaps this explains (their not-exercised findings are no high about the server) */
  gaps: string[]
}

const SHOWN_HOSTS = 3

/** The hosts the server contacted (beyond loopback) before its first call: by name where it looked one up. */
export function hostsBeforeCalls(observed: Pick<Observed, 'network' | 'dns'>): string[] {
  const hosts = new Set<string>()
  for (const entry of observed.network) {
    if (entry.loopback || entry.family === 'unix' || !entry.phases.some((phase) => phase.kind === 'startup')) continue
    for (const name of entry.hostnames.length > 0 ? entry.hostnames : [entry.address]) hosts.add(name.replace(/\.$/, ''))
  }
  return [...hosts].sort()
}

const named = (hosts: readonly string[]): string =>
  hosts.slice(0, SHOWN_HOSTS).join(', ') + (hosts.length > SHOWN_HOSTS ? ` and ${hosts.length - SHOWN_HOSTS} more` : '')

/** Why the audit could not see the surface, or null when it could (or when what it missed is the server's own doing). */
export function unseenSurface(probe: ProbeResult, observed: Pick<Observed, 'network' | 'dns'>): UnseenSurface | null {
  const toolsList = probe.gaps.filter((gap) => gap.what.replace(/^re-listing /, '') === 'tools/list')
  const exited = probe.gaps.find((gap) => gap.what === 'session' && /\bexited\b/.test(gap.why))
  if (exited && probe.calls.length === 0) {
    return {
      reason: 'the server exited right after initialize, before any call: what it declares could not be exercised',
      gaps: probe.gaps.map((gap) => gap.what)
    }
  }
  if (toolsList.length === 0) return null
  const hosts = hostsBeforeCalls(observed)
  if (hosts.length === 0) return null
  return {
    reason: `tools/list failed after the server contacted ${named(hosts)}: it lists its tools from a service the sandbox only imitates, so its tools could not be seen; audit with --network host to let it reach ${hosts[0] as string}`,
    gaps: toolsList.map((gap) => gap.what)
  }
}

/** The line for a server whose initialize failed after it contacted `hosts` (a bridge to a remote server). */
export function bridgeReason(failure: string, hosts: readonly string[]): string {
  return `${failure} after the server contacted ${named(hosts)}: it needs that service to start (a bridge to a remote MCP server, or a check of its credentials), which the sandbox only imitates; audit the remote server with --http URL, or this one with --network host to let it reach ${hosts[0] as string}`
}

/**
 * The hosts the sink saw the server reach for: TLS server names, HTTP hosts, DNS names, else addresses — an
 * address the sink gave one asked name (model/sink-address.ts) by that name. A connection that sent nothing
 * has only its address: a client trying a name's IPv6 and IPv4 addresses in turn (Node's happy eyeballs, on
 * a loaded machine) drops the one that lost without a byte.
 */
export function sinkHosts(records: readonly SinkRecord[]): string[] {
  const asked = new Set(records.flatMap((record) => (record.dns ?? []).map((question) => question.name.replace(/\.$/, ''))))
  const namesAt = new Map<string, string[]>()
  for (const name of asked) for (const address of [sinkIPv4For(name), sinkIPv6For(name)]) namesAt.set(address, [...(namesAt.get(address) ?? []), name])
  const nameAt = (address: string): string => {
    const names = namesAt.get(address)
    return names?.length === 1 ? (names[0] as string) : address
  }
  const hosts = new Set(asked)
  for (const record of records) if (!record.dns) hosts.add(record.sni ?? record.http?.host?.replace(/:\d+$/, '') ?? nameAt(record.address))
  return [...hosts].filter((host) => host !== 'localhost' && !host.endsWith('.localhost')).sort()
}

/** What a session that never initialized leaves: no surface, no call. */
export function emptyProbe(stderrTail: string): ProbeResult {
  return {
    serverInfo: null,
    listing: { tools: [], resources: [], resourceTemplates: [], prompts: [] },
    relisting: null,
    calls: [],
    gaps: [],
    shutdownAt: Date.now(),
    stderrTail
  }
}

/** The run's incomplete verdict, the session's own first, and the gaps it explains (logged once). */
export function completeness(
  sessionIncomplete: string | null,
  probe: ProbeResult,
  observed: Pick<Observed, 'network' | 'dns'>,
  logger: Pick<Logger, 'warn'>
): { incomplete: string | null; unseenGaps: string[] } {
  if (sessionIncomplete !== null) return { incomplete: sessionIncomplete, unseenGaps: [] }
  const unseen = unseenSurface(probe, observed)
  if (unseen) logger.warn(`audit incomplete: ${unseen.reason}`)
  return { incomplete: unseen?.reason ?? null, unseenGaps: unseen?.gaps ?? [] }
}
