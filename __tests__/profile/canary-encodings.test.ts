// base32 and base36 exfiltration: the encodings DNS tunnels use, split across labels and of either case.
import { ProfileBuilder } from '../../src/profile/build-profile.js'
import { CanaryMatcher, type Canary } from '../../src/profile/canary-match.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { CWD, HOME, T0 } from './trace-fixtures.js'

const GITHUB_TOKEN = 'ghs_u7TqW2xZp9LmK4vR8sYbN1cHdF6gJ0aE3oQi'
const ENV_SECRET = 'Xk29fLq0Pz7RmW4tYc8Vn1Bs6Hd3Ju5Ga2Ke9Lp0'
const canaries: Canary[] = [
  { id: 'env:GITHUB_TOKEN', value: GITHUB_TOKEN },
  { id: '~/.env', value: ENV_SECRET }
]
const matcher = new CanaryMatcher(canaries)

/** RFC 4648 base32 without padding, as `base64.b32encode(...).rstrip('=')` gives it. */
function base32(text: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const byte of Buffer.from(text, 'latin1')) bits += byte.toString(2).padStart(8, '0')
  let out = ''
  for (let at = 0; at < bits.length; at += 5) out += alphabet[parseInt(bits.slice(at, at + 5).padEnd(5, '0'), 2)]
  return out
}
const base36 = (text: string): string => BigInt(`0x${Buffer.from(text, 'latin1').toString('hex')}`).toString(36)
const labels = (encoded: string, size: number): string => encoded.match(new RegExp(`.{1,${size}}`, 'g'))!.join('.')

describe('CanaryMatcher: base32', () => {
  it('finds a token base32-encoded across 63-character DNS labels, lower-cased, behind a label of its own', () => {
    const name = `data.${labels(base32(GITHUB_TOKEN).toLowerCase(), 63)}.x.example`
    expect(matcher.scan(name)).toMatchObject([{ canary: 'env:GITHUB_TOKEN', encoding: 'base32' }])
  })

  it('finds it in mixed case (a resolver randomising 0x20 bits) and for a 12-character piece', () => {
    const mixed = [...base32(ENV_SECRET)].map((c, i) => (i % 3 === 0 ? c.toLowerCase() : c)).join('')
    expect(matcher.scan(`${labels(mixed, 20)}.example`)).toMatchObject([{ canary: '~/.env', encoding: 'base32' }])
    expect(matcher.scan(`q.${base32(ENV_SECRET.slice(9, 21))}.example`)).toMatchObject([{ canary: '~/.env', encoding: 'base32' }])
    expect(matcher.scan(`q.${base32(ENV_SECRET.slice(9, 20))}.example`)).toMatchObject([])
  })

  it('finds nothing in base32 of other data', () => {
    expect(matcher.scan(`${labels(base32('not a secret, just a long enough sentence to fill labels'), 63)}.example`)).toMatchObject([])
  })
})

describe('CanaryMatcher: base36', () => {
  it('finds a token written as one base36 number, whole or split into labels', () => {
    expect(matcher.scan(`https://192.0.2.7/?id=${base36(GITHUB_TOKEN)}`)).toMatchObject([{ canary: 'env:GITHUB_TOKEN', encoding: 'base36' }])
    expect(matcher.scan(`${labels(base36(ENV_SECRET).toUpperCase(), 25)}.t.example`)).toMatchObject([{ canary: '~/.env', encoding: 'base36' }])
  })

  it('finds a piece of 12 characters but not of 11', () => {
    expect(matcher.scan(`${base36(ENV_SECRET.slice(3, 15))}.example`)).toMatchObject([{ canary: '~/.env', encoding: 'base36' }])
    expect(matcher.scan(`${base36(ENV_SECRET.slice(3, 14))}.example`)).toMatchObject([])
  })
})

describe('base32 exfiltration over DNS, from a recorded strace line', () => {
  it('is canary-exfiltration of the token, not just a DNS query', () => {
    // python3: base64.b32encode(token) lower-cased, cut into 30-character labels, sent to 127.0.0.1:53
    const trace = `11825 ${T0 + 1}.983197 sendto(3<UDP:[39827]>, "\\0224\\1\\0\\0\\1\\0\\0\\0\\0\\0\\0\\36m5uhgx3vg5khcvzspbnhaokmnvfti5\\36sshbzvsysogfruqzcggztuumdbiuzw\\0046ulj\\1x\\7example\\0\\0\\20\\0\\1", 94, 0, {sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("127.0.0.1")}, 16) = 94\n`
    const builder = new ProfileBuilder({
      calls: [],
      shutdownAt: (T0 + 9) * 1000,
      home: HOME,
      cwd: CWD,
      canaries,
      serverCodeRoots: [CWD],
      runtimeRoots: ['/usr']
    })
    const { events, stats } = parseTraceText(trace)
    for (const event of events) builder.add(event)
    const observed = builder.finish(stats)
    expect(observed.dns.map((d) => d.name)).toEqual(['m5uhgx3vg5khcvzspbnhaokmnvfti5.sshbzvsysogfruqzcggztuumdbiuzw.6ulj.x.example'])
    expect(observed.leaks.map((l) => [l.canary, l.via, l.encoding])).toEqual([['env:GITHUB_TOKEN', 'dns', 'base32']])
  })
})
