// Typed events produced from strace output (`strace -f -ttt -yy -s N -o trace.log`).
// The parser turns lines into these; the profile stage consumes them. Plain data only.

export type SockAddr =
  | { family: 'AF_INET'; address: string; port: number }
  | { family: 'AF_INET6'; address: string; port: number; mappedIPv4?: string }
  | { family: 'AF_UNIX'; path: string; abstract: boolean }
  | { family: 'other'; raw: string }

export interface Endpoint {
  address: string
  port: number
}

/** What strace's -yy printed about a file descriptor: `3</etc/passwd>`, `4<TCP:[a:1->b:2]>`, … */
export type FdInfo =
  | { kind: 'path'; path: string }
  | {
      kind: 'socket'
      /** TCP, UDP, TCPv6, UDPv6, UNIX, UNIX-STREAM, NETLINK, … as strace printed it */
      protocol: string
      local?: Endpoint
      remote?: Endpoint
      /** For unix sockets: the path when strace showed one */
      path?: string
      /** For unix sockets: the socket's inode (`UNIX-STREAM:[41727]`), which tells one socketpair from another */
      inode?: number
    }
  | { kind: 'other'; raw: string }

export interface Fd {
  fd: number | 'AT_FDCWD'
  info?: FdInfo
}

interface EventBase {
  /** 1-based line of trace.log where the syscall started (the `<unfinished ...>` line when split) */
  line: number
  pid: number
  /** seconds since the epoch (strace -ttt), NaN when the trace has no timestamps */
  time: number
  syscall: string
  /** numeric return value; null for `= ?` */
  ret: number | null
  /** e.g. ENOENT when the call failed */
  errno?: string
  /** -yy decoration of a returned fd, e.g. `= 3</home/u/x>` → { kind: 'path', path: '/home/u/x' } */
  retFd?: FdInfo
}

export interface OpenEvent extends EventBase {
  type: 'open'
  dir: Fd
  path: string
  flags: string[]
}
export interface RenameEvent extends EventBase {
  type: 'rename'
  fromDir: Fd
  from: string
  toDir: Fd
  to: string
}
export interface UnlinkEvent extends EventBase {
  type: 'unlink'
  dir: Fd
  path: string
  directory: boolean
}
export interface MkdirEvent extends EventBase {
  type: 'mkdir'
  dir: Fd
  path: string
}
export interface TruncateEvent extends EventBase {
  type: 'truncate'
  /** truncate(path) gives path; ftruncate(fd) gives fd */
  path?: string
  fd?: Fd
}
export interface LinkEvent extends EventBase {
  type: 'link'
  symbolic: boolean
  target: string
  fromDir: Fd
  toDir: Fd
  linkPath: string
}
export interface ChdirEvent extends EventBase {
  type: 'chdir'
  path?: string
  fd?: Fd
}
export interface SocketEvent extends EventBase {
  type: 'socket'
  domain: string
  sockType: string
}
export interface ConnectEvent extends EventBase {
  type: 'connect'
  fd: Fd
  address: SockAddr
}
export interface BindEvent extends EventBase {
  type: 'bind'
  fd: Fd
  address: SockAddr
}
export interface SendPayload {
  /** the bytes sent (a payload of one C string is decoded on first use) */
  readonly data: Buffer
  /** strace cut the string at -s bytes */
  truncated: boolean
  /** sendto/sendmsg destination when given */
  address?: SockAddr
  /**
   * The C string strace printed, while `data` has not been decoded: a consumer that only passes the bytes
   * on (the canary matcher, to its worker thread) passes this instead, and nobody decodes on this thread.
   */
  readonly token?: string | undefined
}
export interface SendEvent extends EventBase {
  type: 'send'
  fd: Fd
  /** one per message (sendmmsg may carry several); iovecs of one message are concatenated */
  payloads: SendPayload[]
}
export interface ExecEvent extends EventBase {
  type: 'exec'
  path: string
  argv: string[]
  /** strace abbreviated argv (`...`) or cut one of its strings at -s bytes */
  argvTruncated: boolean
  /** execveat's dirfd (a relative `path` is relative to it) */
  dir?: Fd
}
export interface CloneEvent extends EventBase {
  type: 'clone'
  /** the new pid (ret), when the call succeeded */
  childPid: number | null
  flags: string[]
}
/** sendfile/splice/copy_file_range/tee: data moved from one fd to another inside the kernel (a read of `from`). */
export interface TransferEvent extends EventBase {
  type: 'transfer'
  from: Fd
  to: Fd
}
/** name_to_handle_at: `handle` (type and bytes as strace printed them) now names the file at `path`. */
export interface HandleEvent extends EventBase {
  type: 'handle'
  dir: Fd
  path: string
  handle: string
}
/** open_by_handle_at: opens whatever file `handle` names (strace does not decorate the returned fd). */
export interface OpenByHandleEvent extends EventBase {
  type: 'open-by-handle'
  mountFd: Fd
  handle: string
  flags: string[]
}
export interface IoUringEvent extends EventBase {
  type: 'io_uring'
}
export interface ExitEvent {
  type: 'exit'
  line: number
  pid: number
  time: number
  code?: number
  signal?: string
}
/** A traced syscall with no typed form (kept so counts stay honest). */
export interface OtherEvent extends EventBase {
  type: 'other'
}

export type TraceEvent =
  | OpenEvent
  | RenameEvent
  | UnlinkEvent
  | MkdirEvent
  | TruncateEvent
  | LinkEvent
  | ChdirEvent
  | SocketEvent
  | ConnectEvent
  | BindEvent
  | SendEvent
  | ExecEvent
  | CloneEvent
  | TransferEvent
  | HandleEvent
  | OpenByHandleEvent
  | IoUringEvent
  | ExitEvent
  | OtherEvent

export interface TraceStats {
  lines: number
  events: number
  unparsed: number
  /** the first few unparsed lines, for the report */
  unparsedSamples: string[]
}
