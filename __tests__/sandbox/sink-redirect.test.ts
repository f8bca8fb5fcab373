import { OriginalDestinations, readTracedPacket, redirectRuleset, SINK_CATCH_ALL_PORT } from '../../src/sandbox/sink-redirect.js'

// Lines as `nft monitor trace` (nftables 1.0.6) printed them for a connect to 198.51.100.7:8888, one to
// [2001:db8::7]:9999 and a datagram to 203.0.113.9:5000 in a network namespace built like the sandbox's.
const TCP4 =
  'trace id 7797ae46 inet mcp_behave_sink output packet: oif "lo" ip saddr 198.51.100.7 ip daddr 198.51.100.7 ip dscp cs0 ip ecn not-ect ip ttl 64 ip id 4343 ip protocol tcp ip length 60 tcp sport 37778 tcp dport 8888 tcp flags == syn tcp window 65495 '
const TCP6 =
  'trace id dc33832a inet mcp_behave_sink output packet: oif "lo" ip6 saddr ::1 ip6 daddr 2001:db8::7 ip6 dscp cs0 ip6 ecn not-ect ip6 hoplimit 64 ip6 flowlabel 850287 ip6 nexthdr tcp ip6 length 40 tcp sport 58972 tcp dport 9999 tcp flags == syn tcp window 65476 '
const UDP4 =
  'trace id eec09dba inet mcp_behave_sink output packet: oif "lo" ip saddr 203.0.113.9 ip daddr 203.0.113.9 ip dscp cs0 ip ecn not-ect ip ttl 64 ip id 57133 ip protocol udp ip length 33 udp sport 36870 udp dport 5000 udp length 13 @th,64,40 0x646772616d '
const RULE = 'trace id 7797ae46 inet mcp_behave_sink output rule tcp dport != { 1, 21, 443 } meta nftrace set 1 redirect to :1 (verdict accept)'

describe('the original destination of a redirected flow, from the trace', () => {
  it('reads the addresses and ports of IPv4 and IPv6 TCP and of UDP packet lines', () => {
    expect(readTracedPacket(TCP4)).toEqual({
      transport: 'tcp',
      source: { address: '198.51.100.7', port: 37778 },
      destination: { address: '198.51.100.7', port: 8888 }
    })
    expect(readTracedPacket(TCP6)).toEqual({ transport: 'tcp', source: { address: '::1', port: 58972 }, destination: { address: '2001:db8::7', port: 9999 } })
    expect(readTracedPacket(UDP4)).toEqual({
      transport: 'udp',
      source: { address: '203.0.113.9', port: 36870 },
      destination: { address: '203.0.113.9', port: 5000 }
    })
  })

  it('ignores the rule and verdict lines, and a packet line cut before its ports', () => {
    expect(readTracedPacket(RULE)).toBeNull()
    expect(readTracedPacket('trace id 61506f8b inet mcp_behave_sink output packet: oif "lo" ')).toBeNull()
  })

  it('looks destinations up by transport and source port: a TCP and a UDP flow on the same port are two flows', () => {
    const originals = new OriginalDestinations()
    originals.add(readTracedPacket(TCP4) as NonNullable<ReturnType<typeof readTracedPacket>>)
    originals.add({ transport: 'udp', source: { address: '198.51.100.7', port: 37778 }, destination: { address: '203.0.113.1', port: 514 } })
    expect(originals.lookup('tcp', 37778)).toEqual({ address: '198.51.100.7', port: 8888 })
    expect(originals.lookup('udp', 37778)).toEqual({ address: '203.0.113.1', port: 514 })
    expect(originals.lookup('tcp', 1)).toBeUndefined()
  })
})

describe('the redirect ruleset', () => {
  const ruleset = redirectRuleset([443, 80], [53])

  it('leaves loopback alone and sends every other TCP and UDP port, but the sink’s own, to the catch-all port, traced', () => {
    expect(ruleset).toContain('ip daddr 127.0.0.0/8 return')
    expect(ruleset).toContain('ip6 daddr ::1 return')
    expect(ruleset).toContain(`tcp dport != { ${SINK_CATCH_ALL_PORT}, 80, 443 } meta nftrace set 1 redirect to :${SINK_CATCH_ALL_PORT}`)
    expect(ruleset).toContain(`udp dport != { ${SINK_CATCH_ALL_PORT}, 53 } meta nftrace set 1 redirect to :${SINK_CATCH_ALL_PORT}`)
    // loopback returns come before the redirects
    expect(ruleset.indexOf('127.0.0.0/8')).toBeLessThan(ruleset.indexOf('redirect'))
  })
})
