import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TraceEvent } from '../../src/trace/events.js'
import { parseTraceText, readTrace } from '../../src/trace/read-trace.js'
import { decodedEvent } from './decoded-events.js'

const fixture = fileURLToPath(new URL('../fixtures/strace/connect-write-spawn.trace', import.meta.url))

async function readAll(path: string): Promise<{ events: TraceEvent[]; stats: Awaited<ReturnType<typeof readTrace>> }> {
  const events: TraceEvent[] = []
  const stats = await readTrace(path, (e) => events.push(decodedEvent(e)))
  return { events, stats }
}

/** parseTraceText, its payloads decoded (see decodedEvent) */
function parseText(text: string): ReturnType<typeof parseTraceText> {
  const { events, stats } = parseTraceText(text)
  return { events: events.map(decodedEvent), stats }
}

describe('readTrace on a recorded trace', () => {
  // connect-write-spawn.mjs, recorded by regenerate.sh with the auditor's full strace command line:
  // opens /etc/hostname, listens on 127.0.0.1, connects to itself, writes, spawns /bin/true
  it('extracts the file open, the loopback connection, the payload and the child', async () => {
    const { events, stats } = await readAll(fixture)
    expect(stats).toEqual({ lines: 57, events: 56, unparsed: 0, unparsedSamples: [] })

    const interesting = events.filter(
      (e) =>
        (e.type === 'open' && e.path === '/etc/hostname') ||
        e.type === 'socket' ||
        e.type === 'bind' ||
        e.type === 'connect' ||
        (e.type === 'send' && e.fd.info?.kind === 'socket') ||
        (e.type === 'clone' && e.syscall === 'clone') ||
        e.type === 'exec'
    )
    const tcp = { kind: 'socket', protocol: 'TCP' }
    expect(interesting).toEqual([
      {
        line: 1,
        pid: 11079,
        time: 1795340528.186195,
        syscall: 'execve',
        ret: 0,
        type: 'exec',
        path: '/usr/bin/node',
        argv: ['node', 'connect-write-spawn.mjs'],
        argvTruncated: false
      },
      {
        line: 35,
        pid: 11079,
        time: 1795340528.265707,
        syscall: 'openat',
        ret: 18,
        retFd: { kind: 'path', path: '/etc/hostname' },
        type: 'open',
        dir: { fd: 'AT_FDCWD', info: { kind: 'path', path: '/work/main/__tests__/fixtures/strace' } },
        path: '/etc/hostname',
        flags: ['O_RDONLY', 'O_CLOEXEC']
      },
      { line: 41, pid: 11079, time: 1795340528.269002, syscall: 'socket', ret: 19, retFd: tcp, type: 'socket', domain: 'AF_INET', sockType: 'SOCK_STREAM' },
      {
        line: 42,
        pid: 11079,
        time: 1795340528.269449,
        syscall: 'bind',
        ret: 0,
        type: 'bind',
        fd: { fd: 19, info: tcp },
        address: { family: 'AF_INET', address: '127.0.0.1', port: 0 }
      },
      { line: 43, pid: 11079, time: 1795340528.271098, syscall: 'socket', ret: 20, retFd: tcp, type: 'socket', domain: 'AF_INET', sockType: 'SOCK_STREAM' },
      {
        line: 44,
        pid: 11079,
        time: 1795340528.271426,
        syscall: 'connect',
        ret: -1,
        errno: 'EINPROGRESS',
        type: 'connect',
        fd: { fd: 20, info: tcp },
        address: { family: 'AF_INET', address: '127.0.0.1', port: 40407 }
      },
      {
        line: 45,
        pid: 11079,
        time: 1795340528.272735,
        syscall: 'write',
        ret: 16,
        type: 'send',
        fd: { fd: 20, info: { kind: 'socket', protocol: 'TCP', local: { address: '127.0.0.1', port: 45568 }, remote: { address: '127.0.0.1', port: 40407 } } },
        payloads: [{ data: Buffer.from('hello "canary"\n\x01'), truncated: false }]
      },
      {
        line: 48,
        pid: 11079,
        time: 1795340528.274562,
        syscall: 'clone',
        ret: 11090,
        type: 'clone',
        childPid: 11090,
        flags: ['CLONE_CHILD_CLEARTID', 'CLONE_CHILD_SETTID', 'SIGCHLD']
      },
      {
        line: 50,
        pid: 11090,
        time: 1795340528.275272,
        syscall: 'execve',
        ret: 0,
        type: 'exec',
        path: '/bin/true',
        argv: ['/bin/true', '--canary', 'x y'],
        argvTruncated: false
      }
    ])
  })

  it('gives the same events as the in-memory parse', async () => {
    const { readFileSync } = await import('node:fs')
    const streamed = await readAll(fixture)
    expect(parseText(readFileSync(fixture, 'latin1'))).toEqual(streamed)
  })
})

describe('readTrace on generated files', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcp-behave-trace-'))
  })
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  it('keeps line numbers across read chunks, CRLF endings and a missing final newline', async () => {
    const path = join(dir, 'trace.log')
    const filler = '1  chdir("/") = 0\r\n'.repeat(100_000) // ~1.9 MB: lines straddle the 1 MiB chunks
    writeFileSync(path, `${filler}2  unlink("/tmp/last") = 0`)
    const events: TraceEvent[] = []
    const stats = await readTrace(path, (e) => events.push(e))
    expect(stats).toEqual({ lines: 100_001, events: 100_001, unparsed: 0, unparsedSamples: [] })
    expect(events.filter((e) => e.type === 'chdir' && e.path === '/').length).toBe(100_000)
    expect(events[100_000]).toEqual({
      line: 100_001,
      pid: 2,
      time: NaN,
      syscall: 'unlink',
      ret: 0,
      type: 'unlink',
      dir: { fd: 'AT_FDCWD' },
      path: '/tmp/last',
      directory: false
    })
  })

  it('skips a line too long to be strace output without losing the lines around it', async () => {
    const path = join(dir, 'trace.log')
    writeFileSync(path, `1  chdir("/a") = 0\n${'x'.repeat(17 * 1024 * 1024)}\n1  chdir("/b") = 0\n`)
    const { events, stats } = await readAll(path)
    expect(events).toEqual([
      { line: 1, pid: 1, time: NaN, syscall: 'chdir', ret: 0, type: 'chdir', path: '/a' },
      { line: 3, pid: 1, time: NaN, syscall: 'chdir', ret: 0, type: 'chdir', path: '/b' }
    ])
    expect(stats).toEqual({ lines: 3, events: 2, unparsed: 1, unparsedSamples: [`2: ${'x'.repeat(500)}`] })
  })

  it('decodes a payload whose escapes straddle a read chunk, at every offset of the escape', async () => {
    const CHUNK = 1 << 20 // readTrace's read size
    const filler = '1  chdir("/") = 0\n'
    const head = '7  1795340274.100001 write(9<TCP:[127.0.0.1:5000->127.0.0.1:6000]>, "'
    const tail = 'q\\"\\0\\377zz'.repeat(700) // ~7 KB after the escape: the line runs on into the next chunk
    for (let before = -4; before <= 1; before++) {
      const fillers = Math.floor((CHUNK - 4096) / filler.length)
      // the escape `\x41` starts `before` bytes after the chunk boundary (negative: it ends across it)
      const pad = 'p'.repeat(CHUNK + before - fillers * filler.length - head.length)
      const path = join(dir, `trace${before}.log`)
      writeFileSync(path, `${filler.repeat(fillers)}${head}${pad}\\x41${tail}"..., 65536) = 65536\n2  chdir("/after") = 0\n`, 'latin1')
      const { events, stats } = await readAll(path)
      expect(stats.unparsed).toBe(0)
      expect(events).toHaveLength(fillers + 2)
      const write = events[fillers]
      expect(write?.type === 'send' && write.payloads).toEqual([
        { data: Buffer.concat([Buffer.from(`${pad}A`), Buffer.from('q"\0\xffzz'.repeat(700), 'latin1')]), truncated: true }
      ])
      expect(events[fillers + 1]).toMatchObject({ line: fillers + 2, type: 'chdir', path: '/after' })
    }
  })

  it('rejects only when the file cannot be read', async () => {
    await expect(readTrace(join(dir, 'missing.log'), () => undefined)).rejects.toThrow(/ENOENT/)
  })
})

describe('parseTraceText', () => {
  it('skips blank lines, whatever their white space, without counting them as unparsed', () => {
    const { events, stats } = parseText('\n  \t\r\n\u00a0\n1  chdir("/") = 0\n\u00a0x\n')
    expect(events).toHaveLength(1)
    expect(stats).toEqual({ lines: 5, events: 1, unparsed: 1, unparsedSamples: ['5: \u00a0x'] })
  })

  it('counts garbage lines, keeps the first 20 as samples, and never throws', () => {
    const garbage = Array.from({ length: 25 }, (_, i) => `garbage ${i} (`)
    const text = ['strace: Process 6536 attached', ...garbage, '6360  1795340274.082155 rmdir("sub")    = 0', ''].join('\n')
    const { events, stats } = parseText(text)
    expect(events).toEqual([
      { line: 27, pid: 6360, time: 1795340274.082155, syscall: 'rmdir', ret: 0, type: 'unlink', dir: { fd: 'AT_FDCWD' }, path: 'sub', directory: true }
    ])
    expect(stats).toEqual({
      lines: 27,
      events: 1,
      unparsed: 26,
      unparsedSamples: ['1: strace: Process 6536 attached', ...garbage.slice(0, 19).map((g, i) => `${i + 2}: ${g}`)]
    })
  })

  it('splits each call from its own argument text, whether on one line, joined from two, or abandoned after another line', () => {
    const { events } = parseText(
      [
        '7001  1795340274.1 write(3<TCP:[10.0.0.2:5->203.0.113.7:80]>, "a,b\\",c", 6 <unfinished ...>',
        '7002  1795340274.2 sendto(4<UDP:[10.0.0.2:6]>, "x,y", 3, 0, {sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("203.0.113.8")}, 16) = 3',
        '7001  1795340274.3 <... write resumed>) = 6',
        '7003  1795340274.4 write(5</tmp/o>, "p,q", 3 <unfinished ...>',
        '7004  1795340274.5 openat(AT_FDCWD, "/tmp/a,b", O_RDONLY) = 6</tmp/a,b>',
        '7003  1795340274.6 +++ exited with 0 +++'
      ].join('\n')
    )
    const sent = events.flatMap((e) => (e.type === 'send' ? [e.payloads.map((p) => p.data.toString('latin1'))] : []))
    expect(sent).toEqual([['x,y'], ['a,b",c'], ['p,q']])
    const sendto = events.find((e) => e.type === 'send' && e.syscall === 'sendto')
    expect(sendto?.type === 'send' && sendto.payloads[0]?.address).toEqual({ family: 'AF_INET', address: '203.0.113.8', port: 53 })
    expect(events.find((e) => e.type === 'open')).toMatchObject({ path: '/tmp/a,b', flags: ['O_RDONLY'] })
  })

  it('produces exit events and ignores signal lines', () => {
    const { events, stats } = parseText(
      [
        '6368  1795340274.187501 +++ killed by SIGKILL +++',
        '6360  1795340274.187604 --- SIGCHLD {si_signo=SIGCHLD, si_code=CLD_KILLED, si_pid=6368, si_uid=0, si_status=SIGKILL, si_utime=0, si_stime=0} ---',
        '6367  1795340274.135099 +++ exited with 3 +++'
      ].join('\n')
    )
    expect(events).toEqual([
      { type: 'exit', line: 1, pid: 6368, time: 1795340274.187501, signal: 'SIGKILL' },
      { type: 'exit', line: 3, pid: 6367, time: 1795340274.135099, code: 3 }
    ])
    expect(stats).toEqual({ lines: 3, events: 2, unparsed: 0, unparsedSamples: [] })
  })

  it('joins a split connect across another pid and dates it at its entry (stderr form, no timestamps)', () => {
    const { events, stats } = parseText(
      [
        '[pid  4001] connect(5<UDP:[30577]>, {sa_family=AF_INET6, sin6_port=htons(53), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "::ffff:10.255.255.53", &sin6_addr), sin6_scope_id=0}, 28 <unfinished ...>',
        '[pid  4002] write(1, "x", 1)           = 1',
        '[pid  4001] <... connect resumed>)     = 0'
      ].join('\n')
    )
    expect(events).toEqual([
      { line: 2, pid: 4002, time: NaN, syscall: 'write', ret: 1, type: 'send', fd: { fd: 1 }, payloads: [{ data: Buffer.from('x'), truncated: false }] },
      {
        line: 1,
        pid: 4001,
        time: NaN,
        syscall: 'connect',
        ret: 0,
        type: 'connect',
        fd: { fd: 5, info: { kind: 'socket', protocol: 'UDP' } },
        address: { family: 'AF_INET6', address: '::ffff:10.255.255.53', port: 53, mappedIPv4: '10.255.255.53' }
      }
    ])
    expect(stats).toEqual({ lines: 3, events: 2, unparsed: 0, unparsedSamples: [] })
  })

  it('delivers a call cut off by the end of the trace with an unknown return, and counts it', () => {
    const { events, stats } = parseText(
      '77  1795340300.5 connect(3<TCP:[1]>, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr("203.0.113.9")}, 16 <unfinished ...>\n'
    )
    expect(events).toEqual([
      {
        line: 1,
        pid: 77,
        time: 1795340300.5,
        syscall: 'connect',
        ret: null,
        type: 'connect',
        fd: { fd: 3, info: { kind: 'socket', protocol: 'TCP' } },
        address: { family: 'AF_INET', address: '203.0.113.9', port: 443 }
      }
    ])
    expect(stats).toEqual({
      lines: 1,
      events: 1,
      unparsed: 1,
      unparsedSamples: [
        '1: 77  1795340300.5 connect(3<TCP:[1]>, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr("203.0.113.9")}, 16 <unfinished ...>'
      ]
    })
  })
})
