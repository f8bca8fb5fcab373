import { CanaryMatcher } from '../../src/profile/canary-match.js'
import type { CallRecord, Observed, SinkRecord } from '../../src/model/index.js'
import { PhaseClock } from '../../src/profile/phase-clock.js'
import { TracedSourcePorts } from '../../src/profile/sink-sockets.js'
import { addSinkWitness, type SinkSeen } from '../../src/profile/sink-witness.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { emptyObserved } from '../helpers/empty-observed.js'

// Two calls 100 ms apart. The server opens a connection to 203.0.113.34:443 in `upload` (the connect shows only
// the socket's inode; its first write, during `status`, shows the local port 41000), and one to
// 198.51.100.7:80 in `status`.
const calls: CallRecord[] = [
  { id: 0, kind: 'tool', name: 'upload', iteration: 1, startedAt: 1795543413_000, endedAt: 1795543413_100, outcome: 'ok' },
  { id: 1, kind: 'tool', name: 'status', iteration: 1, startedAt: 1795543413_200, endedAt: 1795543413_300, outcome: 'ok' }
]
const SHUTDOWN = 1795543414_000
const TRACE = [
  '27    1795543413.010000 socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, IPPROTO_IP) = 20<TCP:[2166791]>',
  '27    1795543413.010100 connect(20<TCP:[2166791]>, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr("203.0.113.34")}, 16) = -1 EINPROGRESS (Operation now in progress)',
  '27    1795543413.250000 write(20<TCP:[10.0.0.2:41000->203.0.113.34:443]>, "POST /upload HTTP/1.1\\r\\n\\r\\nAKIAFAKECANARY0000000001", 48) = 48',
  '27    1795543413.251000 write(20<TCP:[10.0.0.2:41000->203.0.113.34:443]>, "more", 4) = 4',
  '27    1795543413.260000 connect(21<TCP:[2166800]>, {sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr("198.51.100.7")}, 16) = 0',
  '27    1795543413.261000 write(21<TCP:[10.0.0.2:41002->198.51.100.7:80]>, "GET / HTTP/1.1\\r\\n\\r\\n", 18) = 18',
  '27    1795543413.270000 sendto(22<UDP:[10.0.0.2:53001->203.0.113.20:5140]>, "beacon", 6, 0, NULL, 0) = 6',
  // a DNS query over UDP in `status`, past what the trace shows of it (the canary name sits past its 4096 bytes)
  '27    1795543413.280000 sendto(23<UDP:[10.0.0.2:53002->203.0.113.53:53]>, "^\\355\\1\\0\\0\\20"..., 4300, MSG_NOSIGNAL, NULL, 0) = 4300'
].join('\n')

const record = (at: number, sourcePort: number, extra: Partial<SinkRecord> = {}): Omit<SinkRecord, 'payload'> => ({
  at,
  address: '203.0.113.34',
  port: 443,
  sourcePort,
  protocol: 'http',
  bytesReceived: 48,
  reply: 'http',
  ...extra
})

function tracedPorts(): TracedSourcePorts {
  const ports = new TracedSourcePorts(new PhaseClock(calls, SHUTDOWN))
  for (const event of parseTraceText(TRACE).events) ports.see(event)
  return ports
}

const site = (phase: { kind: string; call?: { name: string } }): string => (phase.kind === 'call' ? (phase.call?.name ?? '') : phase.kind)

describe('TracedSourcePorts', () => {
  it('puts a connection in the call whose socket had its source port, as of the connect, though its data came during the next call', () => {
    const ports = tracedPorts()
    // the sink saw the connection at 250 ms, while `status` ran: time alone would say `status`
    expect(ports.place('tcp', 41000, 1795543413_255)).toEqual({
      phase: expect.objectContaining({ kind: 'call', call: expect.objectContaining({ name: 'upload' }) }),
      attributedBy: 'socket',
      traceLines: [2]
    })
    expect(ports.place('tcp', 41002, 1795543413_262)).toMatchObject({ phase: { call: { name: 'status' } }, attributedBy: 'socket', traceLines: [5] })
    expect(ports.place('udp', 53001, 1795543413_271)).toMatchObject({ phase: { call: { name: 'status' } }, attributedBy: 'socket', traceLines: [7] })
  })

  it('puts a later request on a kept-alive connection in the call its own send came during, and the first in the opener’s', () => {
    const ports = new TracedSourcePorts(new PhaseClock(calls, SHUTDOWN))
    const trace = [
      '27    1795543413.010000 connect(20<TCP:[2166791]>, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr("203.0.113.34")}, 16) = 0',
      '27    1795543413.011000 write(20<TCP:[10.0.0.2:41000->203.0.113.34:443]>, "\\26\\3\\1", 3) = 3',
      '27    1795543413.050000 write(20<TCP:[10.0.0.2:41000->203.0.113.34:443]>, "\\27\\3\\3", 3) = 3',
      '27    1795543413.250000 write(20<TCP:[10.0.0.2:41000->203.0.113.34:443]>, "\\27\\3\\3", 3) = 3'
    ].join('\n')
    for (const event of parseTraceText(trace).events) ports.see(event)
    expect(ports.place('tcp', 41000, 1795543413_012)).toMatchObject({ phase: { call: { name: 'upload' } }, attributedBy: 'socket', traceLines: [1] })
    expect(ports.place('tcp', 41000, 1795543413_250, 2)).toMatchObject({ phase: { call: { name: 'status' } }, attributedBy: 'socket', traceLines: [1, 4] })
    // a second request sent while the opener's call still ran stays there
    expect(ports.place('tcp', 41000, 1795543413_051, 2)).toMatchObject({ phase: { call: { name: 'upload' } }, traceLines: [1] })
  })

  it('falls back to time when no traced socket had the port (or only one of the other transport)', () => {
    const ports = tracedPorts()
    expect(ports.place('tcp', 45555, 1795543413_050)).toMatchObject({ phase: { call: { name: 'upload' } }, attributedBy: 'time', traceLines: [] })
    expect(ports.place('udp', 41000, 1795543413_255)).toMatchObject({ phase: { call: { name: 'status' } }, attributedBy: 'time' })
  })

  it('takes the socket that had the port last before the sink saw it, when the port was used again', () => {
    const ports = new TracedSourcePorts(new PhaseClock(calls, SHUTDOWN))
    const trace = [
      '27    1795543413.010000 write(20<TCP:[10.0.0.2:41000->203.0.113.34:443]>, "a", 1) = 1',
      '27    1795543413.210000 connect(23<TCP:[2166900]>, {sa_family=AF_INET, sin_port=htons(8888), sin_addr=inet_addr("198.51.100.7")}, 16) = 0',
      '27    1795543413.211000 write(23<TCP:[10.0.0.2:41000->198.51.100.7:8888]>, "b", 1) = 1'
    ].join('\n')
    for (const event of parseTraceText(trace).events) ports.see(event)
    expect(ports.place('tcp', 41000, 1795543413_011)).toMatchObject({ phase: { call: { name: 'upload' } }, traceLines: [1] })
    expect(ports.place('tcp', 41000, 1795543413_212)).toMatchObject({ phase: { call: { name: 'status' } }, traceLines: [2] })
  })
})

describe('addSinkWitness', () => {
  it('puts each datagram of a UDP socket kept open across calls (a resolver) in the call that sent it, not the one that connected it', () => {
    const resolver = [
      '27    1795543413.020000 connect(24<UDP:[2166900]>, {sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("203.0.113.53")}, 16) = 0',
      '27    1795543413.021000 sendto(24<UDP:[10.0.0.2:53010->203.0.113.53:53]>, "q1", 2, MSG_NOSIGNAL, NULL, 0) = 2',
      '27    1795543413.210000 sendto(24<UDP:[10.0.0.2:53010->203.0.113.53:53]>, "q2", 2, MSG_NOSIGNAL, NULL, 0) = 2',
      '27    1795543413.215000 sendto(24<UDP:[10.0.0.2:53010->203.0.113.53:53]>, "q3", 2, MSG_NOSIGNAL, NULL, 0) = 2'
    ].join('\n')
    const ports = new TracedSourcePorts(new PhaseClock(calls, SHUTDOWN))
    for (const event of parseTraceText(resolver).events) ports.see(event)
    const placed = [1795543413_022, 1795543413_211, 1795543413_216].map((at) => ports.place('udp', 53010, at))
    expect(placed.map(({ phase, attributedBy, traceLines }) => [site(phase), attributedBy, traceLines])).toEqual([
      ['upload', 'socket', [1]],
      ['status', 'socket', [3]],
      ['status', 'socket', [3]]
    ])
  })

  it('attributes sink records and sink-only leaks by socket, saying so, and by time when no socket matches', () => {
    const observed = emptyObserved(7)
    const secret = 'AKIAFAKECANARY0000000001'
    const seen: SinkSeen = {
      records: [record(1795543413_255, 41000), record(1795543413_050, 45555, { address: '198.51.100.9', port: 8080 })],
      dropped: 0,
      payloads: [
        {
          at: 1795543413_255,
          transport: 'tcp',
          sourcePort: 41000,
          destination: 'api.evil.example:443 (TLS)',
          via: 'socket',
          data: Buffer.from(`POST /upload HTTP/1.1\r\n\r\n${secret}`)
        },
        { at: 1795543413_050, transport: 'tcp', sourcePort: 45555, destination: '198.51.100.9:8080', via: 'socket', data: Buffer.from(`x=${secret}`) }
      ]
    }
    addSinkWitness(observed, seen, tracedPorts(), new CanaryMatcher([{ id: 'env:AWS_ACCESS_KEY_ID', value: secret }]))
    expect(observed.sink?.map((entry) => [entry.sourcePort, site(entry.phase), entry.attributedBy])).toEqual([
      [41000, 'upload', 'socket'],
      [45555, 'upload', 'time']
    ])
    expect(observed.leaks.map((leak) => [leak.destination, site(leak.phases[0]!), leak.witness, leak.attributedBy, leak.traceLines])).toEqual([
      ['api.evil.example:443 (TLS)', 'upload', 'sink', 'socket', [2]],
      ['198.51.100.9:8080', 'upload', 'sink', 'time', []]
    ])
  })

  it('returns what the sink received in the call its socket was opened in, though the sink got to it after shutdown began', () => {
    const observed = emptyObserved(3)
    const ports = new TracedSourcePorts(new PhaseClock(calls, SHUTDOWN))
    // the last call POSTs and answers; on a busy machine the sink's handler runs 5 ms into shutdown
    const trace = [
      '27    1795543413.210000 connect(17<TCP:[3893977]>, {sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr("203.0.113.34")}, 16) = -1 EINPROGRESS (Operation now in progress)',
      '27    1795543413.211000 write(17<TCP:[10.0.0.2:40868->203.0.113.34:80]>, "POST /upload HTTP/1.1\\r\\n\\r\\nkey", 28) = 28'
    ].join('\n')
    for (const event of parseTraceText(trace).events) ports.see(event)
    const late = SHUTDOWN + 5
    const seen: SinkSeen = {
      records: [record(late, 40868, { port: 80 }), record(late + 1, 40999, { port: 80 })],
      dropped: 0,
      payloads: [
        { at: late, transport: 'tcp', sourcePort: 40868, destination: '203.0.113.34:80', via: 'socket', data: Buffer.from('POST /upload HTTP/1.1\r\n\r\nkey') },
        // no traced socket had this port: by the sink's time, shutdown
        { at: late + 1, transport: 'tcp', sourcePort: 40999, destination: '203.0.113.34:80', via: 'socket', data: Buffer.from('GET / HTTP/1.1\r\n\r\n') },
        { at: late, transport: 'udp', sourcePort: 53002, destination: 'upload.example', via: 'dns', data: Buffer.from('upload.example') }
      ]
    }
    const placed = addSinkWitness(observed, seen, ports, new CanaryMatcher([]))
    expect(placed.map((payload) => [payload.destination, site(payload.phase), payload.data.toString('latin1').split('\r\n')[0]])).toEqual([
      ['203.0.113.34:80', 'status', 'POST /upload HTTP/1.1'],
      ['203.0.113.34:80', 'shutdown', 'GET / HTTP/1.1']
    ])
    expect(observed.sink?.map((entry) => [entry.sourcePort, site(entry.phase), entry.attributedBy])).toEqual([
      [40868, 'status', 'socket'],
      [40999, 'shutdown', 'time']
    ])
  })

  it('puts each request of a kept-alive connection, and the canary it carried, in the call that sent it', () => {
    const observed = emptyObserved(3)
    const ports = new TracedSourcePorts(new PhaseClock(calls, SHUTDOWN))
    const trace = [
      '27    1795543413.010000 connect(20<TCP:[2166791]>, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr("203.0.113.34")}, 16) = 0',
      '27    1795543413.011000 write(20<TCP:[10.0.0.2:41000->203.0.113.34:443]>, "\\26\\3\\1", 3) = 3',
      '27    1795543413.250000 write(20<TCP:[10.0.0.2:41000->203.0.113.34:443]>, "\\27\\3\\3", 3) = 3'
    ].join('\n')
    for (const event of parseTraceText(trace).events) ports.see(event)
    const secret = 'AKIAFAKECANARY0000000001'
    const tls = { protocol: 'tls', reply: 'tls-opened', sni: 'api.evil.example' } as const
    const seen: SinkSeen = {
      records: [record(1795543413_012, 41000, tls), record(1795543413_250, 41000, { ...tls, request: 2 })],
      dropped: 0,
      payloads: [
        {
          at: 1795543413_012,
          transport: 'tcp',
          sourcePort: 41000,
          destination: 'api.evil.example:443 (TLS)',
          via: 'socket',
          data: Buffer.from('GET / HTTP/1.1\r\n\r\n')
        },
        {
          at: 1795543413_250,
          transport: 'tcp',
          sourcePort: 41000,
          request: 2,
          destination: 'api.evil.example:443 (TLS)',
          via: 'socket',
          data: Buffer.from(`POST /upload HTTP/1.1\r\n\r\n${secret}`)
        }
      ]
    }
    addSinkWitness(observed, seen, ports, new CanaryMatcher([{ id: 'env:AWS_ACCESS_KEY_ID', value: secret }]))
    expect(observed.sink?.map((entry) => [entry.request, site(entry.phase), entry.attributedBy])).toEqual([
      [undefined, 'upload', 'socket'],
      [2, 'status', 'socket']
    ])
    expect(observed.leaks.map((leak) => [site(leak.phases[0]!), leak.attributedBy, leak.traceLines])).toEqual([['status', 'socket', [1, 3]]])
  })

  it('lists the DNS names the sink answered over TCP that the trace did not show in that call, and finds a canary piece in them', () => {
    const observed: Observed = {
      ...emptyObserved(0),
      dns: [{ name: 'seen.example', type: 'A', resolver: '203.0.113.53:53', count: 1, phases: [{ kind: 'startup' }], traceLines: [3] }]
    }
    const secret = 'c0ffee00deadbeef1234'
    const dns = [
      { name: `${secret}.exfil.example`, type: 'A' },
      { name: 'seen.example', type: 'A' }
    ]
    const seen: SinkSeen = {
      records: [record(1795543413_050, 45000, { address: '203.0.113.53', port: 53, transport: 'tcp', protocol: 'dns', reply: 'dns', dns })],
      dropped: 0,
      payloads: dns.map((question) => ({
        at: 1795543413_050,
        transport: 'tcp' as const,
        sourcePort: 45000,
        destination: question.name,
        via: 'dns' as const,
        data: Buffer.from(question.name)
      }))
    }
    addSinkWitness(observed, seen, new TracedSourcePorts(new PhaseClock(calls, SHUTDOWN)), new CanaryMatcher([{ id: 'env:API_TOKEN', value: secret }]))
    expect(observed.dns.map((entry) => [entry.name, entry.resolver, site(entry.phases[0]!)])).toEqual([
      ['seen.example', '203.0.113.53:53', 'startup'],
      [`${secret}.exfil.example`, '203.0.113.53:53', 'upload'],
      ['seen.example', '203.0.113.53:53', 'upload']
    ])
    expect(observed.leaks).toEqual([
      {
        canary: 'env:API_TOKEN',
        encoding: 'raw',
        via: 'dns',
        destination: `${secret}.exfil.example`,
        bytes: { start: 0, end: secret.length, of: secret.length, within: 'value' },
        witness: 'sink',
        attributedBy: 'time',
        phases: [expect.objectContaining({ kind: 'call' })],
        traceLines: []
      }
    ])
  })

  it('ties a DNS query over UDP to the call whose socket sent it, by its source port: its names join observed.dns, a canary in them is a sink leak on that call', () => {
    const observed: Observed = {
      ...emptyObserved(8),
      dns: [
        {
          name: 'pad.example',
          type: 'A',
          resolver: '203.0.113.53:53',
          count: 1,
          phases: [{ kind: 'call', call: { id: 1, kind: 'tool', name: 'status', iteration: 1 }, afterResponse: false }],
          traceLines: [8]
        }
      ]
    }
    const secret = '2d2d2d2d2d424547494e204f50454e53'
    const dns = [
      { name: 'pad.example', type: 'A' },
      { name: `${secret}.exfil.example`, type: 'A' }
    ]
    // the sink took it in 40 ms after the send (a loaded machine): by time alone it would come after the call's response
    const at = 1795543413_320
    const seen: SinkSeen = {
      records: [record(at, 53002, { address: '203.0.113.53', port: 53, transport: 'udp', protocol: 'dns', reply: 'dns', bytesReceived: 4300, dns })],
      dropped: 0,
      payloads: dns.map((question) => ({
        at,
        transport: 'udp' as const,
        sourcePort: 53002,
        destination: question.name,
        via: 'dns' as const,
        data: Buffer.from(question.name)
      }))
    }
    addSinkWitness(observed, seen, tracedPorts(), new CanaryMatcher([{ id: 'env:API_TOKEN', value: secret }]))
    expect(observed.sink?.map((entry) => [entry.transport, entry.phase, entry.attributedBy])).toEqual([
      ['udp', { kind: 'call', call: { id: 1, kind: 'tool', name: 'status', iteration: 1 }, afterResponse: false }, 'socket']
    ])
    expect(observed.dns.map((entry) => [entry.name, site(entry.phases[0]!), entry.traceLines])).toEqual([
      ['pad.example', 'status', [8]],
      [`${secret}.exfil.example`, 'status', []]
    ])
    expect(observed.leaks.map((leak) => [leak.via, leak.destination, site(leak.phases[0]!), leak.witness, leak.attributedBy, leak.traceLines])).toEqual([
      ['dns', `${secret}.exfil.example`, 'status', 'sink', 'socket', [8]]
    ])
  })
})
