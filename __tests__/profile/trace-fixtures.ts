// Literal trace events for profile and rules tests: each helper builds what the parser would
// produce for one strace line, so a test reads like the trace it stands for.
import type { ExecEvent, Fd, FdInfo, OpenEvent, SendEvent, SockAddr, TraceEvent } from '../../src/trace/events.js'

export const HOME = '/tmp/mcp-behave-abc123/home'
export const CWD = '/srv/notes-server'
/** the probe's call windows are epoch ms; strace stamps epoch seconds */
export const T0 = 1732268000

let line = 0
export function resetLines(start = 0): void {
  line = start
}
const next = (): number => ++line

export function open(pid: number, time: number, path: string, flags: string[], ret: number, extra: Partial<OpenEvent> = {}): OpenEvent {
  const failed = ret < 0
  return {
    type: 'open',
    line: next(),
    pid,
    time,
    syscall: 'openat',
    ret,
    ...(failed ? { errno: 'ENOENT' } : {}),
    ...(!failed && path.startsWith('/') ? { retFd: { kind: 'path', path } } : {}),
    dir: { fd: 'AT_FDCWD' },
    path,
    flags,
    ...extra
  }
}

export function exec(pid: number, time: number, path: string, argv: string[], ret = 0): ExecEvent {
  return { type: 'exec', line: next(), pid, time, syscall: 'execve', ret, ...(ret < 0 ? { errno: 'ENOENT' } : {}), path, argv, argvTruncated: false }
}

export function clone(pid: number, time: number, childPid: number, flags: string[] = ['CLONE_CHILD_SETTID', 'SIGCHLD']): TraceEvent {
  return { type: 'clone', line: next(), pid, time, syscall: 'clone', ret: childPid, childPid, flags }
}

export function socket(pid: number, time: number, fd: number, domain = 'AF_INET', sockType = 'SOCK_STREAM|SOCK_CLOEXEC'): TraceEvent {
  return { type: 'socket', line: next(), pid, time, syscall: 'socket', ret: fd, domain, sockType }
}

export function connect(pid: number, time: number, fd: Fd, address: SockAddr, ret = 0, errno?: string): TraceEvent {
  return { type: 'connect', line: next(), pid, time, syscall: 'connect', ret, ...(errno ? { errno } : {}), fd, address }
}

export function send(pid: number, time: number, fd: Fd, data: Buffer | string, syscall = 'write', address?: SockAddr): SendEvent {
  const buffer = typeof data === 'string' ? Buffer.from(data, 'latin1') : data
  return {
    type: 'send',
    line: next(),
    pid,
    time,
    syscall,
    ret: buffer.length,
    fd,
    payloads: [{ data: buffer, truncated: false, ...(address ? { address } : {}) }]
  }
}

export function tcp(fd: number, local: string, remote: string, port: number): Fd {
  const info: FdInfo = { kind: 'socket', protocol: 'TCP', local: { address: local, port: 40000 }, remote: { address: remote, port } }
  return { fd, info }
}

export const inet = (address: string, port: number): SockAddr => ({ family: 'AF_INET', address, port })

/** A DNS query as glibc sends it: id, RD flag, one question, class IN. */
export function dnsQuery(id: number, name: string, qtype: number): Buffer {
  const header = Buffer.from([id >> 8, id & 0xff, 0x01, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00])
  const labels = name.split('.').flatMap((label) => [Buffer.from([label.length]), Buffer.from(label, 'ascii')])
  return Buffer.concat([header, ...labels, Buffer.from([0x00, qtype >> 8, qtype & 0xff, 0x00, 0x01])])
}

// ── realistic runtime noise ──────────────────────────────────────────────────────────────────

/** What `node server.js` does before serving: loader, libs, its own code, /proc/self, stdio. */
export function nodeStartupNoise(pid: number, time: number): TraceEvent[] {
  const ro = ['O_RDONLY', 'O_CLOEXEC']
  return [
    open(pid, time, '/etc/ld.so.cache', ro, 3),
    open(pid, time, '/lib/x86_64-linux-gnu/libdl.so.2', ro, 3),
    open(pid, time, '/usr/lib/x86_64-linux-gnu/libstdc++.so.6', ro, 3),
    open(pid, time, '/lib/x86_64-linux-gnu/libc.so.6', ro, 3),
    open(pid, time, '/dev/urandom', ro, 3),
    open(pid, time, '/proc/self/maps', ro, 3),
    open(pid, time, '/proc/meminfo', ro, 3),
    open(pid, time, '/sys/fs/cgroup/cpu.max', ro, 3),
    open(pid, time, '/dev/null', ['O_RDWR', 'O_CLOEXEC'], 3),
    open(pid, time, `${CWD}/package.json`, ro, 3),
    open(pid, time, `${CWD}/server.js`, ro, 3),
    open(pid, time, `${CWD}/node_modules/@modelcontextprotocol/sdk/package.json`, ro, 3),
    open(pid, time, `${CWD}/node_modules/@modelcontextprotocol/sdk/dist/esm/server/index.js`, ro, 3),
    open(pid, time, `${CWD}/node_modules/zod/index.js`, ro, 3),
    open(pid, time, '/usr/share/zoneinfo/UTC', ro, 3),
    open(pid, time, '/etc/localtime', ro, 3),
    open(pid, time, `${CWD}/node_modules/missing/index.js`, ro, -2)
  ]
}
