import { createSocket, type Socket as UdpSocket } from 'node:dgram'

/**
 * A UDP socket for the address literal `host` that never asks dns.lookup: every address the sink's sockets
 * are given is a literal (the host bound, the sender of a datagram answered, the redirect probe's target),
 * and dns.lookup tells one by node:net's isIP, whose IPv6 pattern V8 compiles at its first use: 5–18 ms of
 * the init's thread for `::`, on the way to the server's start.
 */
export function literalUdpSocket(host: string): UdpSocket {
  const family = host.includes(':') ? 6 : 4
  return createSocket({
    type: family === 6 ? 'udp6' : 'udp4',
    ipv6Only: false,
    lookup: (address, _options, callback) => callback(null, address, family)
  })
}
