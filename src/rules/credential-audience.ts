// Whether a planted secret that left the process went where it is meant to go (profile/canary-audience.ts):
// to a host of its audience, or to its own client program. The host is the name the server looked up
// for the address it connected to — never a TLS server name or Host header alone, which the server
// writes itself: inside the network sandbox every name resolves to an address of its own
// (model/sink-address.ts), so the address says which name the server resolved. Every name the server
// looked up that resolved to that address, and the TLS server name or Host the sink saw, must be of the
// audience; a DNS name carrying the secret never is.

import { posix } from 'node:path'
import type { Observed, ObservedLeak } from '../model/index.js'
import { hostInAudience } from '../profile/canary-audience.js'
import { namesBySinkAddress } from '../profile/sink-names.js'

/** `198.51.100.7:443` → its address; `[2001:db8::1]:443` → `2001:db8::1`; a name stays a name. */
function hostOf(endpoint: string): string {
  const match = /^\[?([^\]]+?)\]?:\d+(?: \(TLS\))?$/.exec(endpoint)
  return match ? (match[1] as string) : endpoint
}

/** The names the server looked up that resolved to `address`: those the trace tied to a connect, and (in the sandbox) those answered with it. */
function namesAt(address: string, observed: Observed): Set<string> {
  const names = new Set<string>()
  for (const entry of observed.network) if (entry.address === address) for (const name of entry.hostnames) names.add(name.toLowerCase())
  const looked = namesBySinkAddress(observed.dns.map((entry) => entry.name)).get(address)
  for (const name of looked ?? []) names.add(name.toLowerCase())
  return names
}

const isAddress = (host: string): boolean => /^[\d.]+$/.test(host) || host.includes(':')

/** A clause naming where the secret went, when that is where it is meant to go; null when it is not (a leak). */
export function reachedAudience(leak: ObservedLeak, observed: Observed): string | null {
  const audience = leak.audience
  if (!audience) return null
  if (leak.via === 'argv') {
    const program = posix.basename(leak.destination)
    return audience.programs.includes(program) ? `its own client program` : null
  }
  if (leak.via !== 'socket') return null
  const destination = hostOf(leak.destination)
  // a sink-seen leak names its destination by the TLS server name or Host; its address is what was connected to
  const address = isAddress(destination) ? destination : leak.address
  if (address === undefined) return null
  const names = namesAt(address, observed)
  if (names.size === 0 || ![...names].every((name) => hostInAudience(name, audience))) return null
  if (!isAddress(destination) && !hostInAudience(destination, audience)) return null
  return `where it is meant to go (${[...names].sort().join(', ')})`
}
