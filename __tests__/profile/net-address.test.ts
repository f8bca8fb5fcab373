// The address helpers answer as node:net would, in every written form.
import { inCidr, isLoopbackAddress, mappedIPv4 } from '../../src/profile/net-address.js'

describe('mappedIPv4', () => {
  it.each([
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::FFFF:198.51.100.7', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
    ['0:0:0:0:0:ffff:c633:6407', '198.51.100.7'],
    ['::ffff:127.0.0.1%lo', '127.0.0.1'],
    ['2001:db8::ffff:c633:6407', null],
    ['2001:db8::1', null],
    ['::1', null],
    ['198.51.100.7', null],
    ['api.example', null]
  ])('%s → %s', (address, v4) => {
    expect(mappedIPv4(address)).toBe(v4)
  })
})

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.5.6.7', '0.0.0.0', '::1', '::', '0:0:0:0:0:0:0:1', '::0.0.0.1', '::ffff:127.0.0.1', '::1%lo'])('%s is loopback', (address) => {
    expect(isLoopbackAddress(address)).toBe(true)
  })

  it.each(['198.51.100.7', '2001:db8::1', '::2', '::1:1', '1::1', '::a', '::1.0.0.0', '::ffff:198.51.100.7', 'localhost', ''])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false)
  })
})

describe('inCidr', () => {
  it('matches v4, mapped v4 and v6 addresses against their ranges', () => {
    expect(inCidr('198.51.100.7', '198.51.100.0/24')).toBe(true)
    expect(inCidr('::ffff:198.51.100.7', '198.51.100.0/24')).toBe(true)
    expect(inCidr('203.0.113.7', '198.51.100.0/24')).toBe(false)
    expect(inCidr('2001:db8::1', '2001:db8::/32')).toBe(true)
    expect(inCidr('2001:db9::1', '2001:db8::/32')).toBe(false)
  })
})
