// ipVersion answers as node:net's isIP, in every written form, including the forms its shortcut (no IPv6
// pattern for text that cannot need it) must not misjudge.
import { isIP } from 'node:net'
import { ipVersion } from '../../src/model/ip-version.js'

describe('ipVersion', () => {
  it.each([
    '127.0.0.1',
    '198.51.100.7',
    '01.2.3.4',
    '1.2.3',
    '::1',
    '::',
    'fe80::1%eth0',
    '::ffff:198.51.100.7',
    '2001:DB8::1',
    '1:2:3:4:5:6:7:8:9',
    'api.github.com',
    'localhost:8080',
    'ffff',
    ':',
    ''
  ])('%j as isIP says', (text) => {
    expect(ipVersion(text)).toBe(isIP(text))
  })
})
