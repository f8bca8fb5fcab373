// Floods of distinct paths are folded into per-directory counts past a cap (small caps here).
import { ProfileBuilder, type ProfileContext } from '../../src/profile/build-profile.js'
import type { Observed } from '../../src/model/index.js'
import type { TraceEvent } from '../../src/trace/events.js'
import { CWD, HOME, T0, connect, dnsQuery, inet, open, resetLines, send } from './trace-fixtures.js'

const CALL = { id: 0, kind: 'tool' as const, name: 'flood', iteration: 1, startedAt: T0 * 1000, endedAt: (T0 + 10) * 1000, outcome: 'ok' as const }

function observe(events: TraceEvent[], limits: ProfileContext['limits']): Observed {
  const builder = new ProfileBuilder({
    calls: [CALL],
    shutdownAt: (T0 + 20) * 1000,
    home: HOME,
    cwd: CWD,
    canaries: [],
    serverCodeRoots: [CWD],
    runtimeRoots: ['/usr'],
    ...(limits && { limits })
  })
  for (const event of events) builder.add(event)
  return builder.finish({ lines: events.length, events: events.length, unparsed: 0, unparsedSamples: [] })
}

const summary = (observed: Observed): [string, string, number, boolean][] => observed.files.map((f) => [f.path, f.access, f.count, f.aggregated ?? false])

beforeEach(() => resetLines())

describe('profile aggregation', () => {
  it('keeps the first paths exact, then counts new ones per directory, and says so', () => {
    const events: TraceEvent[] = []
    for (let i = 0; i < 10; i++) events.push(open(7, T0 + 1, `/tmp/spool/f${i}`, ['O_WRONLY', 'O_CREAT', 'O_EXCL'], 3))
    events.push(open(7, T0 + 1, '/tmp/spool/f0', ['O_WRONLY', 'O_CREAT', 'O_EXCL'], 3))
    const observed = observe(events, { files: 3, sensitiveFiles: 2, foldedFiles: 2 })
    expect(summary(observed)).toEqual([
      ['/tmp/spool', 'create', 7, true],
      ['/tmp/spool/f0', 'create', 2, false],
      ['/tmp/spool/f1', 'create', 1, false],
      ['/tmp/spool/f2', 'create', 1, false]
    ])
    expect(observed.files[0]?.traceLines).toEqual([4, 5, 6, 7, 8, 9, 10])
    expect(observed.aggregated).toEqual({ files: 7 })
  })

  it('folds to the top-level directory, then to /, once directories are too many', () => {
    const events: TraceEvent[] = []
    for (let i = 0; i < 6; i++) events.push(open(7, T0 + 1, `/data/d${i}/x`, ['O_RDONLY'], -1))
    events.push(open(7, T0 + 1, '/var/d/x', ['O_RDONLY'], -1))
    const observed = observe(events, { files: 1, sensitiveFiles: 0, foldedFiles: 1 })
    expect(summary(observed)).toEqual([
      ['/', 'read', 1, true],
      ['/data', 'read', 4, true],
      ['/data/d0/x', 'read', 1, false],
      ['/data/d1', 'read', 1, true]
    ])
  })

  it('gives sensitive paths room of their own, so a flood cannot fold a later credential read', () => {
    const events: TraceEvent[] = []
    for (let i = 0; i < 50; i++) events.push(open(7, T0 + 1, `/tmp/t${i}`, ['O_RDONLY'], 3))
    events.push(open(7, T0 + 2, `${HOME}/.ssh/id_rsa`, ['O_RDONLY'], 4))
    const observed = observe(events, { files: 5, sensitiveFiles: 2, foldedFiles: 2 })
    expect(observed.files.find((f) => f.path === `${HOME}/.ssh/id_rsa`)).toMatchObject({ access: 'read', count: 1, traceLines: [51] })
    expect(observed.files.find((f) => f.path === '/tmp')).toMatchObject({ aggregated: true, count: 45 })
  })

  it('keeps the first trace lines and the latest one when an entry is touched more often than it can cite', () => {
    const events: TraceEvent[] = []
    for (let i = 0; i < 30; i++) events.push(open(7, T0 + 1, `${CWD}/notes.db`, ['O_RDWR'], 3))
    const [entry] = observe(events, {}).files
    expect(entry?.count).toBe(30)
    expect(entry?.traceLines).toEqual([...Array.from({ length: 19 }, (_, i) => i + 1), 30])
  })
})

describe('aggregation of DNS names, destinations and leaks', () => {
  const CANARY = 'MCPBCANARY7f3a9c2e5b1d4a68e0'
  const udp = { fd: 9, info: { kind: 'socket' as const, protocol: 'UDP' } }

  function observeNet(events: TraceEvent[], limits: ProfileContext['limits']): Observed {
    const builder = new ProfileBuilder({
      calls: [CALL],
      shutdownAt: (T0 + 20) * 1000,
      home: HOME,
      cwd: CWD,
      canaries: [{ id: '~/.ssh/id_rsa', value: CANARY }],
      serverCodeRoots: [CWD],
      runtimeRoots: ['/usr'],
      ...(limits && { limits })
    })
    for (const event of events) builder.add(event)
    return builder.finish({ lines: events.length, events: events.length, unparsed: 0, unparsedSamples: [] })
  }

  it('folds a flood of distinct names into *.parent, then *.domain, and leaks carried by them likewise', () => {
    const events: TraceEvent[] = []
    for (let i = 0; i < 6; i++) {
      const label = i === 5 ? CANARY : `n${i}`
      events.push(send(7, T0 + 1, udp, dnsQuery(i, `${label}.q${i % 2}.exfil.example`, 1), 'sendto', inet('127.0.0.53', 53)))
    }
    events.push(send(7, T0 + 1, udp, dnsQuery(9, `${CANARY}.other.example`, 1), 'sendto', inet('127.0.0.53', 53)))
    const observed = observeNet(events, { dns: 2, leaks: 1 })
    expect(observed.dns.map((d) => [d.name, d.count])).toEqual([
      ['*.other.example', 1],
      ['*.q0.exfil.example', 2],
      ['*.q1.exfil.example', 2],
      ['n0.q0.exfil.example', 1],
      ['n1.q1.exfil.example', 1]
    ])
    expect(observed.leaks.map((l) => l.destination)).toEqual(['*.other.example', `${CANARY.toLowerCase()}.q1.exfil.example`])
    expect(observed.aggregated).toEqual({ dns: 5, leaks: 1 })
  })

  it('folds ports away past the cap of destinations, then addresses', () => {
    const events: TraceEvent[] = []
    for (let port = 1; port <= 5; port++)
      events.push(connect(7, T0 + 1, { fd: 10, info: { kind: 'socket', protocol: 'TCP' } }, inet('192.0.2.7', port), -1, 'EINPROGRESS'))
    events.push(connect(7, T0 + 1, { fd: 10, info: { kind: 'socket', protocol: 'TCP' } }, inet('198.51.100.9', 80), -1, 'EINPROGRESS'))
    const observed = observeNet(events, { network: 1 })
    expect(observed.network.map((n) => [n.address, n.port, n.count])).toEqual([
      ['*', undefined, 1],
      ['192.0.2.7', undefined, 4],
      ['192.0.2.7', 1, 1]
    ])
    expect(observed.aggregated).toEqual({ network: 5 })
  })
})
