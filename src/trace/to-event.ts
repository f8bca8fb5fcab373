// Layer 3: a complete call (layer 2) → a typed TraceEvent. Syscalls without a typed form, and typed ones
// whose arguments do not have the expected shape, become `type: 'other'` so counts stay honest. The data
// arguments of the send family (write, writev, sendto, sendmsg, sendmmsg) are read in send-payloads.ts.
import type { ExitEvent, Fd, SendPayload, TraceEvent } from './events.js'
import { splitArgs, type ExitRecord } from './parse-line.js'
import type { StitchedCall } from './stitch.js'
import { parseArray, parseFd, parseFlags, parseStruct } from './strace-args.js'
import { parseCString, parseStringArg } from './c-string.js'
import { parseReturn, type ParsedReturn } from './parse-return.js'
import { iovecs, msghdr, payloadOf, sockaddr, unseenPayload } from './send-payloads.js'

interface Base {
  line: number
  pid: number
  time: number
  syscall: string
  ret: number | null
}

// a fresh object per event: consumers may annotate an event's Fd in place
const cwd = (): Fd => ({ fd: 'AT_FDCWD' })
const CREAT_FLAGS = ['O_CREAT', 'O_WRONLY', 'O_TRUNC']
const SOCK_TYPE_MODIFIERS = new Set(['SOCK_CLOEXEC', 'SOCK_NONBLOCK'])

type Decoder = (a: string[], base: Base) => TraceEvent | undefined

function str(token: string | undefined): string | undefined {
  return token === undefined ? undefined : parseStringArg(token)
}
function fd(token: string | undefined): Fd | undefined {
  return token === undefined ? undefined : parseFd(token)
}
function argv(token: string | undefined): { argv: string[]; truncated: boolean } | undefined {
  if (token === undefined) return undefined
  if (token === 'NULL') return { argv: [], truncated: false }
  const array = parseArray(token)
  if (!array) return undefined
  const out: string[] = []
  let truncated = array.abbreviated
  for (const item of array.items) {
    const s = parseCString(item)
    if (!s) return undefined
    out.push(s.bytes.toString('utf8'))
    truncated ||= s.truncated
  }
  return { argv: out, truncated }
}

function cloneFlags(args: string[]): string[] {
  for (const a of args) {
    const m = /(?:^|[{,\s])flags=([^,}\s]+)/.exec(a)
    if (m?.[1]) return parseFlags(m[1])
  }
  return []
}

function open(base: Base, dir: Fd | undefined, path: string | undefined, flags: string[] | undefined): TraceEvent | undefined {
  if (!dir || path === undefined || !flags) return undefined
  return { line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'open', dir, path, flags }
}
function send(base: Base, target: Fd | undefined, payloads: (SendPayload | undefined)[]): TraceEvent | undefined {
  if (!target) return undefined
  for (const p of payloads) if (p === undefined) return undefined
  return {
    line: base.line,
    pid: base.pid,
    time: base.time,
    syscall: base.syscall,
    ret: base.ret,
    type: 'send',
    fd: target,
    payloads: payloads as SendPayload[]
  }
}
function rename(base: Base, fromDir: Fd | undefined, from: string | undefined, toDir: Fd | undefined, to: string | undefined): TraceEvent | undefined {
  if (!fromDir || from === undefined || !toDir || to === undefined) return undefined
  return { line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'rename', fromDir, from, toDir, to }
}
function unlink(base: Base, dir: Fd | undefined, path: string | undefined, directory: boolean): TraceEvent | undefined {
  if (!dir || path === undefined) return undefined
  return { line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'unlink', dir, path, directory }
}
function mkdir(base: Base, dir: Fd | undefined, path: string | undefined): TraceEvent | undefined {
  if (!dir || path === undefined) return undefined
  return { line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'mkdir', dir, path }
}
function link(
  base: Base,
  symbolic: boolean,
  target: string | undefined,
  fromDir: Fd | undefined,
  toDir: Fd | undefined,
  linkPath: string | undefined
): TraceEvent | undefined {
  if (target === undefined || !fromDir || !toDir || linkPath === undefined) return undefined
  return { line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'link', symbolic, target, fromDir, toDir, linkPath }
}
function exec(base: Base, path: string | undefined, args: ReturnType<typeof argv>, dir?: Fd): TraceEvent | undefined {
  if (path === undefined || !args) return undefined
  const event: TraceEvent = {
    line: base.line,
    pid: base.pid,
    time: base.time,
    syscall: base.syscall,
    ret: base.ret,
    type: 'exec',
    path,
    argv: args.argv,
    argvTruncated: args.truncated
  }
  if (dir) event.dir = dir
  return event
}
function clone(base: Base, flags: string[]): TraceEvent {
  return {
    line: base.line,
    pid: base.pid,
    time: base.time,
    syscall: base.syscall,
    ret: base.ret,
    type: 'clone',
    childPid: base.ret !== null && base.ret > 0 ? base.ret : null,
    flags
  }
}

/** `{handle_bytes=8, handle_type=1, f_handle="\x6b…"}` → `1:"\x6b…"`, the same text in both handle syscalls. */
function fileHandle(token: string | undefined): string | undefined {
  const fields = token === undefined ? undefined : parseStruct(token)
  const type = fields?.get('handle_type')
  const bytes = fields?.get('f_handle')
  return type === undefined || bytes === undefined ? undefined : `${type}:${bytes}`
}
function transfer(base: Base, from: Fd | undefined, to: Fd | undefined): TraceEvent | undefined {
  if (!from || !to) return undefined
  return { line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'transfer', from, to }
}

const decoders: Record<string, Decoder> = {
  open: (a, b) => open(b, cwd(), str(a[0]), a[1] === undefined ? undefined : parseFlags(a[1])),
  openat: (a, b) => open(b, fd(a[0]), str(a[1]), a[2] === undefined ? undefined : parseFlags(a[2])),
  openat2: (a, b) => {
    const how = a[2] === undefined ? undefined : parseStruct(a[2])
    const flags = how?.get('flags')
    return open(b, fd(a[0]), str(a[1]), flags === undefined ? undefined : parseFlags(flags))
  },
  creat: (a, b) => open(b, cwd(), str(a[0]), CREAT_FLAGS.slice()),
  rename: (a, b) => rename(b, cwd(), str(a[0]), cwd(), str(a[1])),
  renameat: (a, b) => rename(b, fd(a[0]), str(a[1]), fd(a[2]), str(a[3])),
  renameat2: (a, b) => rename(b, fd(a[0]), str(a[1]), fd(a[2]), str(a[3])),
  unlink: (a, b) => unlink(b, cwd(), str(a[0]), false),
  rmdir: (a, b) => unlink(b, cwd(), str(a[0]), true),
  unlinkat: (a, b) => unlink(b, fd(a[0]), str(a[1]), parseFlags(a[2] ?? '').includes('AT_REMOVEDIR')),
  mkdir: (a, b) => mkdir(b, cwd(), str(a[0])),
  mkdirat: (a, b) => mkdir(b, fd(a[0]), str(a[1])),
  truncate: (a, b) => {
    const path = str(a[0])
    return path === undefined ? undefined : { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'truncate', path }
  },
  ftruncate: (a, b) => {
    const target = fd(a[0])
    return target ? { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'truncate', fd: target } : undefined
  },
  link: (a, b) => link(b, false, str(a[0]), cwd(), cwd(), str(a[1])),
  linkat: (a, b) => link(b, false, str(a[1]), fd(a[0]), fd(a[2]), str(a[3])),
  symlink: (a, b) => link(b, true, str(a[0]), cwd(), cwd(), str(a[1])),
  symlinkat: (a, b) => link(b, true, str(a[0]), cwd(), fd(a[1]), str(a[2])),
  chdir: (a, b) => {
    const path = str(a[0])
    return path === undefined ? undefined : { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'chdir', path }
  },
  fchdir: (a, b) => {
    const target = fd(a[0])
    return target ? { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'chdir', fd: target } : undefined
  },
  socket: (a, b) => {
    if (a[0] === undefined || a[1] === undefined) return undefined
    const sockType = parseFlags(a[1])
      .filter((f) => !SOCK_TYPE_MODIFIERS.has(f))
      .join('|')
    return { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'socket', domain: a[0], sockType }
  },
  connect: (a, b) => {
    const target = fd(a[0])
    const address = sockaddr(a[1])
    return target && address ? { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'connect', fd: target, address } : undefined
  },
  bind: (a, b) => {
    const target = fd(a[0])
    const address = sockaddr(a[1])
    return target && address ? { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'bind', fd: target, address } : undefined
  },
  sendto: (a, b) => {
    const payload = payloadOf(a[1])
    if (!payload) return undefined
    const address = a[4] !== undefined && a[4] !== 'NULL' ? sockaddr(a[4]) : undefined
    if (address) payload.address = address
    return send(b, fd(a[0]), [payload])
  },
  sendmsg: (a, b) => send(b, fd(a[0]), [msghdr(a[1])]),
  sendmmsg: (a, b) => {
    const array = a[1] === undefined ? undefined : parseArray(a[1])
    if (!array) return undefined
    const payloads = array.items.map((item) => msghdr(parseStruct(item)?.get('msg_hdr')))
    if (array.abbreviated) payloads.push(unseenPayload())
    return send(b, fd(a[0]), payloads)
  },
  write: (a, b) => send(b, fd(a[0]), [payloadOf(a[1])]),
  writev: (a, b) => send(b, fd(a[0]), [iovecs(a[1])]),
  execve: (a, b) => exec(b, str(a[0]), argv(a[1])),
  execveat: (a, b) => {
    const dir = fd(a[0])
    return dir ? exec(b, str(a[1]), argv(a[2]), dir) : undefined
  },
  clone: (a, b) => clone(b, cloneFlags(a)),
  clone3: (a, b) => clone(b, cloneFlags(a)),
  fork: (_a, b) => clone(b, []),
  vfork: (_a, b) => clone(b, []),
  sendfile: (a, b) => transfer(b, fd(a[1]), fd(a[0])),
  sendfile64: (a, b) => transfer(b, fd(a[1]), fd(a[0])),
  splice: (a, b) => transfer(b, fd(a[0]), fd(a[2])),
  tee: (a, b) => transfer(b, fd(a[0]), fd(a[1])),
  copy_file_range: (a, b) => transfer(b, fd(a[0]), fd(a[2])),
  name_to_handle_at: (a, b) => {
    const dir = fd(a[0])
    const path = str(a[1])
    const handle = fileHandle(a[2])
    return dir && path !== undefined && handle !== undefined
      ? { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'handle', dir, path, handle }
      : undefined
  },
  open_by_handle_at: (a, b) => {
    const mountFd = fd(a[0])
    const handle = fileHandle(a[1])
    return mountFd && handle !== undefined && a[2] !== undefined
      ? { line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'open-by-handle', mountFd, handle, flags: parseFlags(a[2]) }
      : undefined
  },
  io_uring_setup: (_a, b) => ({ line: b.line, pid: b.pid, time: b.time, syscall: b.syscall, ret: b.ret, type: 'io_uring' })
}

// Events are built as explicit literals: object spread measured ~30 % slower on the hot path.
function baseOf(call: StitchedCall, ret: number | null): Base {
  return { line: call.line, pid: call.pid ?? 0, time: call.time, syscall: call.name, ret }
}

function withReturnDetails(event: TraceEvent, parsed: ParsedReturn): TraceEvent {
  if (event.type === 'exit') return event
  if (parsed.errno !== undefined) event.errno = parsed.errno
  if (parsed.retFd !== undefined) event.retFd = parsed.retFd
  return event
}

// a Map: looking a fresh (sliced, not internalized) name up in an object's properties costs more
const decoderByName = new Map(Object.entries(decoders))

/** Every syscall with a typed form: each must be in TRACED_SYSCALLS, or its decoder is dead code. */
export const DECODED_SYSCALLS: readonly string[] = Object.keys(decoders)

/**
 * Decodes one call. `onMalformed` is told when a syscall with a typed form had arguments of an unexpected
 * shape; the call is still returned, as `type: 'other'`.
 */
export function toEvent(call: StitchedCall, onMalformed?: () => void): TraceEvent {
  const parsed = parseReturn(call.ret)
  const base = baseOf(call, parsed.ret)
  const decode = decoderByName.get(call.name)
  if (decode) {
    const event = decode(splitArgs(call.args), base)
    if (event) return withReturnDetails(event, parsed)
    onMalformed?.()
  }
  return withReturnDetails({ line: base.line, pid: base.pid, time: base.time, syscall: base.syscall, ret: base.ret, type: 'other' }, parsed)
}

export function exitToEvent(record: ExitRecord, line: number): ExitEvent {
  const event: ExitEvent = { type: 'exit', line, pid: record.pid ?? 0, time: record.time }
  if (record.code !== undefined) event.code = record.code
  if (record.signal !== undefined) event.signal = record.signal
  return event
}
