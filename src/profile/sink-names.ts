// The network sandbox's sink answers each DNS name with an address of its own (model/sink-address.ts), so
// an address the server contacted says which name it looked up: `198.51.100.7:443` is `api.example:443`.
import { sinkIPv4For, sinkIPv6For } from '../model/sink-address.js'

/** The names the server looked up, by the sink address each was answered with. */
export function namesBySinkAddress(names: Iterable<string>): Map<string, Set<string>> {
  const byAddress = new Map<string, Set<string>>()
  for (const name of names) {
    for (const address of [sinkIPv4For(name), sinkIPv6For(name)]) {
      const set = byAddress.get(address) ?? new Set<string>()
      set.add(name)
      byAddress.set(address, set)
    }
  }
  return byAddress
}

/** `198.51.100.7:443` → `api.example:443` when the server looked up a name that resolved there. */
export function namedEndpoint(endpoint: string, names: ReadonlyMap<string, ReadonlySet<string>>): string {
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(endpoint)
  const name = match ? [...(names.get(match[1] as string) ?? [])].sort()[0] : undefined
  return name !== undefined && match ? `${name}:${match[2]}` : endpoint
}
