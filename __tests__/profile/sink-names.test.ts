import { sinkIPv4For, sinkIPv6For } from '../../src/model/sink-address.js'
import { namedEndpoint, namesBySinkAddress } from '../../src/profile/sink-names.js'

describe('names of sink addresses', () => {
  const names = namesBySinkAddress(['api.example.com', 'cdn.example.net'])

  it('names an address the sink answered a lookup with, IPv4 or IPv6, keeping the port', () => {
    expect(namedEndpoint(`${sinkIPv4For('api.example.com')}:443`, names)).toBe('api.example.com:443')
    expect(namedEndpoint(`[${sinkIPv6For('cdn.example.net')}]:8443`, names)).toBe('cdn.example.net:8443')
  })

  it('leaves an address no lookup resolved to, and anything that is not address:port, as it is', () => {
    expect(namedEndpoint('192.0.2.7:443', names)).toBe('192.0.2.7:443')
    expect(namedEndpoint('unix:/run/x.sock', names)).toBe('unix:/run/x.sock')
  })
})
