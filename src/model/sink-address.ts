// Inside the network sandbox the DNS sink answers every name with an address derived from the name,
// so the profile can tell which looked-up name a later connect() was aimed at without talking to the
// sink. Addresses come from the documentation ranges (RFC 5737 / RFC 3849): they are never routable
// outside, and inside the namespace every address is local anyway.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (const byte of Buffer.from(text.toLowerCase(), 'utf8')) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export function sinkIPv4For(name: string): string {
  return `198.51.100.${1 + (fnv1a(name) % 254)}`
}

export function sinkIPv6For(name: string): string {
  return `2001:db8:5eed::${(1 + (fnv1a(name) % 0xfffe)).toString(16)}`
}
