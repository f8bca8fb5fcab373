import { byteSize, durationText, outcomesText, shellJoin, sinkLabel, toolBehaviour, type ToolBehaviourRow } from '../../src/report/tool-behaviour.js'
import type { ObservedSink } from '../../src/model/index.js'
import { loadReport } from './report-fixtures.js'

const none = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
const emptyRow = {
  declared: true,
  callCount: 0,
  outcomes: [],
  reads: [],
  writes: [],
  deletes: [],
  contacts: [],
  dnsLookups: [],
  executes: [],
  sink: [],
  medianMs: null,
  findings: none
}

describe('toolBehaviour', () => {
  it('attributes the leaky server’s read and connection to format_note and leaves out noise', () => {
    expect(toolBehaviour(loadReport('leaky'))).toEqual<ToolBehaviourRow[]>([
      // the sandbox's trust bundle, read by the runtime as it starts (NODE_EXTRA_CA_CERTS)
      { ...emptyRow, kind: 'startup', name: 'startup', reads: ['/tmp/tmp.T9SQ8x/trust-bundle.pem'] },
      {
        ...emptyRow,
        kind: 'tool',
        name: 'format_note',
        callCount: 3,
        outcomes: [{ outcome: 'ok', count: 3 }],
        reads: ['~/.ssh/id_rsa'],
        contacts: ['203.0.113.34:80'],
        sink: ['sent 2.8 KB to 203.0.113.34:80 over HTTP: POST /upload (200)'],
        medianMs: 9,
        findings: { ...none, critical: 1, high: 2 }
      },
      { ...emptyRow, kind: 'resource', name: 'notes://style-guide', callCount: 1, outcomes: [{ outcome: 'ok', count: 1 }], medianMs: 3 },
      { ...emptyRow, kind: 'prompt', name: 'summarize_note', callCount: 1, outcomes: [{ outcome: 'ok', count: 1 }], medianMs: 20 }
    ])
  })

  it('gives the honest server a row with nothing observed', () => {
    expect(toolBehaviour(loadReport('honest'))).toEqual([
      { ...emptyRow, kind: 'tool', name: 'format_note', callCount: 3, outcomes: [{ outcome: 'ok', count: 3 }], medianMs: 78 }
    ])
  })

  it('adds startup and shutdown rows only when something happened there, and covers every kind of item', () => {
    const rows = toolBehaviour(loadReport('injection'))
    expect(rows.map((row) => [row.kind, row.name])).toEqual([
      ['startup', 'startup'],
      ['tool', 'fmt\n::error::pwned'],
      ['tool', '<img src=x onerror=alert(1)>'],
      ['tool', '| a | b |'],
      ['tool', '@octocat `x`'],
      ['resource', 'file:///tmp/<script>.txt'],
      ['prompt', '::stop-commands::tok'],
      ['shutdown', 'shutdown']
    ])
    expect(rows[0]).toEqual({ ...emptyRow, kind: 'startup', name: 'startup', contacts: ['[2001:db8::1]:80 (failed)'], findings: { ...none, low: 1 } })
    expect(rows[1]).toEqual({
      ...emptyRow,
      kind: 'tool',
      name: 'fmt\n::error::pwned',
      callCount: 1,
      outcomes: [{ outcome: 'ok', count: 1 }],
      medianMs: 1,
      reads: ['~/.ssh/<script>\n::add-mask::x'],
      contacts: ['203.0.113.7:443 (<b>x</b>.example, @octocat.example, ::error::host)'],
      dnsLookups: ['%0A::error::.example (A)'],
      // the rug-pull finding is seen at startup but names this tool
      findings: { ...none, critical: 1, high: 2 }
    })
    expect(rows[2]?.executes).toEqual(["sh -c 'echo ::set-output name=a::b\n##[error]x | tee `whoami` @octocat <script>'"])
    expect(rows[3]?.deletes).toEqual(['/tmp/home/##[error]del (failed)'])
    expect(rows[4]?.writes).toEqual(['/tmp/a -> /tmp/@octocat\r\n::error::r'])
    expect(rows[7]?.contacts).toEqual(['unix:/run/`docker`.sock (failed)'])
    expect(rows.map(outcomesText)).toEqual(['-', '1 ok', '1 error-result', '1 timeout', '1 protocol-error', '1 ok', '1 ok', '-'])
  })
})

describe('sink and durations', () => {
  const during = (id: number): ObservedSink['phase'] => ({
    kind: 'call',
    call: { id, kind: 'tool', name: 'format_note', iteration: id + 1 },
    afterResponse: false
  })
  const record = (fields: Partial<ObservedSink>): ObservedSink => ({
    at: 1,
    address: '198.51.100.7',
    port: 443,
    sourcePort: 40000,
    protocol: 'tls',
    bytesReceived: 387,
    reply: 'tls-alert',
    phase: during(0),
    ...fields
  })

  it('lists what the sink answered under the call it happened in, once per distinct answer', () => {
    const report = loadReport('leaky')
    report.observed.sink = [
      record({ sni: 'api.example' }),
      record({ sni: 'api.example', phase: during(1) }),
      record({ protocol: 'http', port: 80, http: { method: 'POST', target: '/upload', host: 'evil.example' }, reply: 'http', status: 200, phase: during(2) }),
      record({ protocol: 'silent', port: 25, bytesReceived: 0, reply: 'closed', phase: { kind: 'startup' } }),
      // lookups: over TCP a sink line of its own; over UDP only its name, in the row's DNS list
      record({ port: 53, transport: 'tcp', protocol: 'dns', reply: 'dns', bytesReceived: 40, dns: [{ name: 'tcp.example', type: 'A' }], phase: during(2) }),
      record({ port: 53, transport: 'udp', protocol: 'dns', reply: 'dns', bytesReceived: 29, dns: [{ name: 'udp.example', type: 'A' }], phase: during(2) })
    ]
    report.observed.dns.push({ name: 'udp.example', type: 'A', resolver: '198.51.100.7:53', count: 1, phases: [during(2)], traceLines: [] })
    const rows = toolBehaviour(report)
    expect(rows.find((row) => row.name === 'format_note')?.dnsLookups).toContain('udp.example (A)')
    expect(rows.map((row) => [row.name, row.sink])).toEqual([
      ['startup', ['198.51.100.7:25 sent nothing: closed']],
      [
        'format_note',
        [
          '198.51.100.7:443 TLS for api.example: refused with an alert',
          'sent 387 B to evil.example:80 over HTTP: POST /upload (200)',
          'sent 40 B to 198.51.100.7:53 over DNS (TCP): tcp.example (A)'
        ]
      ],
      ['notes://style-guide', []],
      ['summarize_note', []]
    ])
  })

  it('labels the other kinds of connection and IPv6 destinations', () => {
    expect(sinkLabel(record({ address: '2001:db8::1', protocol: 'other', bytesReceived: 12, reply: 'closed' }))).toBe(
      'sent 12 B to [2001:db8::1]:443 over TCP, neither TLS nor HTTP: closed'
    )
    expect(sinkLabel(record({}))).toBe('198.51.100.7:443 TLS without SNI: refused with an alert')
    expect(sinkLabel(record({ sni: 'pinned.example', reply: 'tls-refused' }))).toBe(
      "198.51.100.7:443 TLS for pinned.example: the client refused the run's certificate (pinned or its own trust store)"
    )
    expect(sinkLabel(record({ transport: 'udp', protocol: 'other', port: 5140, bytesReceived: 9, reply: 'none' }))).toBe(
      'sent 9 B to 198.51.100.7:5140 over UDP'
    )
  })

  it('says what a call sent, how much, to which name, over TLS or not, and the request', () => {
    // over TLS, what was sent is the decrypted request, not the 4.7 KB of records and handshake that carried it
    const opened = record({
      sni: 'api.evil.example',
      bytesReceived: 4812,
      plaintextBytes: 1229,
      reply: 'tls-opened',
      status: 200,
      http: { method: 'POST', target: '/upload', host: 'api.evil.example', version: '2' }
    })
    expect(sinkLabel(opened)).toBe('sent 1.2 KB to api.evil.example:443 over TLS: POST /upload (200)')
    // no SNI or Host: the name the server looked up that resolved to the address
    const plain = record({ port: 8888, protocol: 'other', bytesReceived: 3 * 1024 * 1024, reply: 'closed' })
    expect(sinkLabel(plain, new Map([['198.51.100.7', 'collector.example']]))).toBe(
      'sent 3.0 MB to collector.example:8888 over TCP, neither TLS nor HTTP: closed'
    )
    expect(
      sinkLabel(
        record({ protocol: 'http', port: 80, bytesReceived: 80, reply: 'http', status: 503, http: { method: 'GET', target: '/v1', host: 'api.example:80' } })
      )
    ).toBe('sent 80 B to api.example:80 over HTTP: GET /v1 (503)')
    const dns = record({
      address: '203.0.113.53',
      port: 53,
      transport: 'tcp',
      protocol: 'dns',
      reply: 'dns',
      bytesReceived: 52,
      dns: [{ name: '2d2d.exfil.example', type: 'A' }]
    })
    expect(sinkLabel(dns)).toBe('sent 52 B to 203.0.113.53:53 over DNS (TCP): 2d2d.exfil.example (A)')
    expect(sinkLabel({ ...dns, transport: 'udp', bytesReceived: 50 })).toBe('sent 50 B to 203.0.113.53:53 over DNS (UDP): 2d2d.exfil.example (A)')
    expect([0, 1023, 1024, 1536, 1024 * 1024].map(byteSize)).toEqual(['0 B', '1023 B', '1.0 KB', '1.5 KB', '1.0 MB'])
  })

  it('takes the name for a sink record from what the server looked up, in the per-tool rows', () => {
    const report = loadReport('leaky')
    report.observed.network = report.observed.network.map((connection) => ({ ...connection, hostnames: ['collector.example'] }))
    report.observed.sink = [
      record({
        address: report.observed.network[0]!.address,
        port: 80,
        protocol: 'http',
        http: { method: 'POST', target: '/upload' },
        reply: 'http',
        status: 200,
        bytesReceived: 2048
      })
    ]
    expect(toolBehaviour(report).find((row) => row.name === 'format_note')?.sink).toEqual(['sent 2.0 KB to collector.example:80 over HTTP: POST /upload (200)'])
  })

  it('gives the median call time per item', () => {
    const rows = toolBehaviour(loadReport('leaky'))
    expect(rows.map(durationText)).toEqual(['', 'median 9 ms', '3 ms', '20 ms'])
    const injection = toolBehaviour(loadReport('injection'))
    expect(injection.map(durationText)).toEqual(['', '1 ms', '1 ms', '1 ms', '1 ms', '1 ms', '1 ms', ''])
  })
})

describe('shellJoin', () => {
  it('quotes only what needs quoting', () => {
    expect(shellJoin(['curl', '-d', "it's", 'http://203.0.113.1/x'])).toBe("curl -d 'it'\\''s' http://203.0.113.1/x")
  })
})
