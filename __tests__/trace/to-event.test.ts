import type { TraceEvent } from '../../src/trace/events.js'
import { parseReturn } from '../../src/trace/parse-return.js'
import { toEvent } from '../../src/trace/to-event.js'
import { parseLine } from '../../src/trace/parse-line.js'
import { decodedEvent } from './decoded-events.js'

/** One complete strace line → its event (line number 7), through layer 1 and layer 3. */
function decode(text: string): { event: TraceEvent; malformed: boolean } {
  const record = parseLine(text)
  if (record?.kind !== 'syscall') throw new Error(`not a complete call: ${text}`)
  let malformed = false
  const event = toEvent({ line: 7, pid: record.pid, time: record.time, name: record.name, args: record.args, ret: record.ret }, () => {
    malformed = true
  })
  return { event, malformed }
}
function event(text: string): TraceEvent {
  const { event: e, malformed } = decode(text)
  expect(malformed).toBe(false)
  return decodedEvent(e)
}

const T = 1795340274.5
const base = { line: 7, pid: 6360, time: T }
const cwd = { fd: 'AT_FDCWD', info: { kind: 'path', path: '/tmp/h1/sbx' } }
const dir3 = { fd: 3, info: { kind: 'path', path: '/tmp/h1/sbx' } }

describe('parseReturn', () => {
  it('reads numbers, errno names, fd decorations and unknown returns', () => {
    expect(parseReturn('-1 ENOENT (No such file or directory)')).toEqual({ ret: -1, errno: 'ENOENT' })
    expect(parseReturn('19<TCP:[9060]>')).toEqual({ ret: 19, retFd: { kind: 'socket', protocol: 'TCP' } })
    expect(parseReturn('?')).toEqual({ ret: null })
    expect(parseReturn('? ERESTARTSYS (To be restarted if SA_RESTART is set)')).toEqual({ ret: null, errno: 'ERESTARTSYS' })
    expect(parseReturn('0x7f8dea272000')).toEqual({ ret: 0x7f8dea272000 })
    expect(parseReturn('0 (Timeout)')).toEqual({ ret: 0 })
    expect(parseReturn('-1 (errno 526)')).toEqual({ ret: -1 })
  })

  it('reads large, negative and hexadecimal numbers the way they are written', () => {
    expect(parseReturn('9007199254740993')).toEqual({ ret: 9007199254740992 }) // past 2^53: the nearest double
    expect(parseReturn('140737488355328')).toEqual({ ret: 140737488355328 })
    expect(parseReturn('-0x1f')).toEqual({ ret: NaN })
    expect(parseReturn('0xg')).toEqual({ ret: 0 })
    expect(parseReturn('-')).toEqual({ ret: null })
    expect(parseReturn("4 /* 812 in strace's PID NS */")).toEqual({ ret: 812 })
    expect(parseReturn('3</x> EXDEV')).toEqual({ ret: 3, retFd: { kind: 'path', path: '/x' }, errno: 'EXDEV' })
    expect(parseReturn('-1 Enotanerrno')).toEqual({ ret: -1 })
  })
})

describe('toEvent: files', () => {
  it('decodes openat with dirfd, flags and returned fd', () => {
    expect(event('6360  1795340274.5 openat(AT_FDCWD</tmp/h1/sbx>, "a.txt", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0600) = 4</tmp/h1/sbx/a.txt>')).toEqual({
      ...base,
      syscall: 'openat',
      ret: 4,
      retFd: { kind: 'path', path: '/tmp/h1/sbx/a.txt' },
      type: 'open',
      dir: cwd,
      path: 'a.txt',
      flags: ['O_WRONLY', 'O_CREAT', 'O_TRUNC', 'O_CLOEXEC']
    })
  })

  it('decodes a failed open, open without dirfd, openat2 and creat', () => {
    expect(event('6360  1795340274.5 openat(AT_FDCWD</tmp/h1/sbx>, "/nonexistent/x", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)')).toEqual({
      ...base,
      syscall: 'openat',
      ret: -1,
      errno: 'ENOENT',
      type: 'open',
      dir: cwd,
      path: '/nonexistent/x',
      flags: ['O_RDONLY', 'O_CLOEXEC']
    })
    expect(event('6360  1795340274.5 open("/home/u/.ssh/id_rsa", O_RDONLY) = 3</home/u/.ssh/id_rsa>')).toEqual({
      ...base,
      syscall: 'open',
      ret: 3,
      retFd: { kind: 'path', path: '/home/u/.ssh/id_rsa' },
      type: 'open',
      dir: { fd: 'AT_FDCWD' },
      path: '/home/u/.ssh/id_rsa',
      flags: ['O_RDONLY']
    })
    expect(event('6360  1795340274.5 openat2(AT_FDCWD</tmp/h1/sbx>, "/etc/hostname", {flags=O_RDONLY, resolve=0}, 24) = 25</etc/hostname>')).toEqual({
      ...base,
      syscall: 'openat2',
      ret: 25,
      retFd: { kind: 'path', path: '/etc/hostname' },
      type: 'open',
      dir: cwd,
      path: '/etc/hostname',
      flags: ['O_RDONLY']
    })
    expect(event('6360  1795340274.5 creat("/tmp/h1/sbx/created", 0644) = 4</tmp/h1/sbx/created>')).toEqual({
      ...base,
      syscall: 'creat',
      ret: 4,
      retFd: { kind: 'path', path: '/tmp/h1/sbx/created' },
      type: 'open',
      dir: { fd: 'AT_FDCWD' },
      path: '/tmp/h1/sbx/created',
      flags: ['O_CREAT', 'O_WRONLY', 'O_TRUNC']
    })
  })

  it('decodes escaped file names to text', () => {
    expect(
      event('6360  1795340274.5 openat(AT_FDCWD</tmp/h1>, "play/we<i>rd\\nna\\"me\\\\x", O_RDONLY|O_CLOEXEC) = 3</tmp/h1/play/we\\74i\\76rd\\nna\\"me\\\\x>')
    ).toEqual({
      ...base,
      syscall: 'openat',
      ret: 3,
      retFd: { kind: 'path', path: '/tmp/h1/play/we<i>rd\nna"me\\x' },
      type: 'open',
      dir: { fd: 'AT_FDCWD', info: { kind: 'path', path: '/tmp/h1' } },
      path: 'play/we<i>rd\nna"me\\x',
      flags: ['O_RDONLY', 'O_CLOEXEC']
    })
  })

  it('decodes rename, renameat and renameat2', () => {
    expect(event('6360  1795340274.5 rename("a.txt", "b.txt") = 0')).toEqual({
      ...base,
      syscall: 'rename',
      ret: 0,
      type: 'rename',
      fromDir: { fd: 'AT_FDCWD' },
      from: 'a.txt',
      toDir: { fd: 'AT_FDCWD' },
      to: 'b.txt'
    })
    expect(event('6360  1795340274.5 renameat(3</tmp/h1/sbx>, "b.txt", 3</tmp/h1/sbx>, "c.txt") = 0')).toEqual({
      ...base,
      syscall: 'renameat',
      ret: 0,
      type: 'rename',
      fromDir: dir3,
      from: 'b.txt',
      toDir: dir3,
      to: 'c.txt'
    })
    expect(event('6360  1795340274.5 renameat2(AT_FDCWD</tmp/h1/sbx>, "x", AT_FDCWD</tmp/h1/sbx>, "y", RENAME_NOREPLACE) = 0')).toEqual({
      ...base,
      syscall: 'renameat2',
      ret: 0,
      type: 'rename',
      fromDir: cwd,
      from: 'x',
      toDir: cwd,
      to: 'y'
    })
  })

  it('decodes unlink, rmdir and unlinkat with and without AT_REMOVEDIR', () => {
    expect(event('6360  1795340274.5 unlink("sym")   = 0')).toEqual({
      ...base,
      syscall: 'unlink',
      ret: 0,
      type: 'unlink',
      dir: { fd: 'AT_FDCWD' },
      path: 'sym',
      directory: false
    })
    expect(event('6360  1795340274.5 rmdir("sub")    = 0')).toEqual({
      ...base,
      syscall: 'rmdir',
      ret: 0,
      type: 'unlink',
      dir: { fd: 'AT_FDCWD' },
      path: 'sub',
      directory: true
    })
    expect(event('6360  1795340274.5 unlinkat(3</tmp/h1/sbx>, "sym2", 0) = 0')).toEqual({
      ...base,
      syscall: 'unlinkat',
      ret: 0,
      type: 'unlink',
      dir: dir3,
      path: 'sym2',
      directory: false
    })
    expect(event('6360  1795340274.5 unlinkat(3</tmp/h1/sbx>, "sub2", AT_REMOVEDIR) = 0')).toEqual({
      ...base,
      syscall: 'unlinkat',
      ret: 0,
      type: 'unlink',
      dir: dir3,
      path: 'sub2',
      directory: true
    })
  })

  it('decodes mkdir, mkdirat, truncate, ftruncate, chdir and fchdir', () => {
    expect(event('6360  1795340274.5 mkdir("sub", 0777) = 0')).toEqual({
      ...base,
      syscall: 'mkdir',
      ret: 0,
      type: 'mkdir',
      dir: { fd: 'AT_FDCWD' },
      path: 'sub'
    })
    expect(event('6360  1795340274.5 mkdirat(3</tmp/h1/sbx>, "sub2", 0777) = 0')).toEqual({
      ...base,
      syscall: 'mkdirat',
      ret: 0,
      type: 'mkdir',
      dir: dir3,
      path: 'sub2'
    })
    expect(event('6360  1795340274.5 truncate("a.txt", 1) = 0')).toEqual({ ...base, syscall: 'truncate', ret: 0, type: 'truncate', path: 'a.txt' })
    expect(event('6360  1795340274.5 ftruncate(4</tmp/h1/sbx/a.txt>, 3) = 0')).toEqual({
      ...base,
      syscall: 'ftruncate',
      ret: 0,
      type: 'truncate',
      fd: { fd: 4, info: { kind: 'path', path: '/tmp/h1/sbx/a.txt' } }
    })
    expect(event('6360  1795340274.5 chdir("/tmp/h1/sbx") = 0')).toEqual({ ...base, syscall: 'chdir', ret: 0, type: 'chdir', path: '/tmp/h1/sbx' })
    expect(event('6360  1795340274.5 fchdir(3</tmp/h1/sbx>) = 0')).toEqual({ ...base, syscall: 'fchdir', ret: 0, type: 'chdir', fd: dir3 })
  })

  it('decodes link, linkat, symlink and symlinkat', () => {
    expect(event('6360  1795340274.5 link("c.txt", "hard") = 0')).toEqual({
      ...base,
      syscall: 'link',
      ret: 0,
      type: 'link',
      symbolic: false,
      target: 'c.txt',
      fromDir: { fd: 'AT_FDCWD' },
      toDir: { fd: 'AT_FDCWD' },
      linkPath: 'hard'
    })
    expect(event('6360  1795340274.5 linkat(3</tmp/h1/sbx>, "c.txt", 3</tmp/h1/sbx>, "hard2", AT_SYMLINK_FOLLOW) = 0')).toEqual({
      ...base,
      syscall: 'linkat',
      ret: 0,
      type: 'link',
      symbolic: false,
      target: 'c.txt',
      fromDir: dir3,
      toDir: dir3,
      linkPath: 'hard2'
    })
    expect(event('6360  1795340274.5 symlink("c.txt", "sym") = 0')).toEqual({
      ...base,
      syscall: 'symlink',
      ret: 0,
      type: 'link',
      symbolic: true,
      target: 'c.txt',
      fromDir: { fd: 'AT_FDCWD' },
      toDir: { fd: 'AT_FDCWD' },
      linkPath: 'sym'
    })
    expect(event('6360  1795340274.5 symlinkat("/etc/passwd", 3</tmp/h1/sbx>, "sym2") = 0')).toEqual({
      ...base,
      syscall: 'symlinkat',
      ret: 0,
      type: 'link',
      symbolic: true,
      target: '/etc/passwd',
      fromDir: { fd: 'AT_FDCWD' },
      toDir: dir3,
      linkPath: 'sym2'
    })
  })
})

describe('toEvent: network', () => {
  it('decodes socket, keeping the base type and the decorated fd', () => {
    expect(event('6360  1795340274.5 socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, IPPROTO_IP) = 19<TCP:[9060]>')).toEqual({
      ...base,
      syscall: 'socket',
      ret: 19,
      retFd: { kind: 'socket', protocol: 'TCP' },
      type: 'socket',
      domain: 'AF_INET',
      sockType: 'SOCK_STREAM'
    })
  })

  it('decodes connect over IPv4, IPv6 (v4-mapped) and abstract unix sockets', () => {
    expect(
      event(
        '6360  1795340274.5 connect(20<TCP:[9064]>, {sa_family=AF_INET, sin_port=htons(40677), sin_addr=inet_addr("127.0.0.1")}, 16) = -1 EINPROGRESS (Operation now in progress)'
      )
    ).toEqual({
      ...base,
      syscall: 'connect',
      ret: -1,
      errno: 'EINPROGRESS',
      type: 'connect',
      fd: { fd: 20, info: { kind: 'socket', protocol: 'TCP' } },
      address: { family: 'AF_INET', address: '127.0.0.1', port: 40677 }
    })
    expect(
      event(
        '6360  1795340274.5 connect(12<TCPv6:[30576]>, {sa_family=AF_INET6, sin6_port=htons(56913), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "::ffff:127.0.0.1", &sin6_addr), sin6_scope_id=0}, 28) = 0'
      )
    ).toEqual({
      ...base,
      syscall: 'connect',
      ret: 0,
      type: 'connect',
      fd: { fd: 12, info: { kind: 'socket', protocol: 'TCPv6' } },
      address: { family: 'AF_INET6', address: '::ffff:127.0.0.1', port: 56913, mappedIPv4: '127.0.0.1' }
    })
    expect(event('6360  1795340274.5 connect(20<UNIX-STREAM:[30584]>, {sa_family=AF_UNIX, sun_path=@"abstract-name"}, 16) = 0')).toEqual({
      ...base,
      syscall: 'connect',
      ret: 0,
      type: 'connect',
      fd: { fd: 20, info: { kind: 'socket', protocol: 'UNIX-STREAM', inode: 30584 } },
      address: { family: 'AF_UNIX', path: 'abstract-name', abstract: true }
    })
  })

  it('decodes bind, keeping unknown families raw', () => {
    expect(event('6360  1795340274.5 bind(17<UNIX-STREAM:[30581]>, {sa_family=AF_UNIX, sun_path="/tmp/h1/sbx/u.sock"}, 21) = 0')).toEqual({
      ...base,
      syscall: 'bind',
      ret: 0,
      type: 'bind',
      fd: { fd: 17, info: { kind: 'socket', protocol: 'UNIX-STREAM', inode: 30581 } },
      address: { family: 'AF_UNIX', path: '/tmp/h1/sbx/u.sock', abstract: false }
    })
    expect(event('6360  1795340274.5 bind(21<NETLINK:[30586]>, {sa_family=AF_NETLINK, nl_pid=0, nl_groups=00000000}, 12) = 0')).toEqual({
      ...base,
      syscall: 'bind',
      ret: 0,
      type: 'bind',
      fd: { fd: 21, info: { kind: 'socket', protocol: 'NETLINK' } },
      address: { family: 'other', raw: '{sa_family=AF_NETLINK, nl_pid=0, nl_groups=00000000}' }
    })
  })

  it('decodes sendto with a destination (a DNS query) and without', () => {
    expect(
      event(
        '6360  1795340274.5 sendto(14<UDP:[30578]>, "\\0224\\1\\0\\0\\1\\0\\0\\0\\0\\0\\0\\7example\\3com\\0\\0\\1\\0\\1", 29, 0, {sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("10.255.255.53")}, 16) = 29'
      )
    ).toEqual({
      ...base,
      syscall: 'sendto',
      ret: 29,
      type: 'send',
      fd: { fd: 14, info: { kind: 'socket', protocol: 'UDP' } },
      payloads: [
        {
          data: Buffer.from('123401000001000000000000076578616d706c6503636f6d0000010001', 'hex'),
          truncated: false,
          address: { family: 'AF_INET', address: '10.255.255.53', port: 53 }
        }
      ]
    })
    expect(event('6360  1795340274.5 sendto(9<TCPv6:[[::1]:47206->[::1]:59297]>, "v6data", 6, 0, NULL, 0) = 6')).toEqual({
      ...base,
      syscall: 'sendto',
      ret: 6,
      type: 'send',
      fd: { fd: 9, info: { kind: 'socket', protocol: 'TCPv6', local: { address: '::1', port: 47206 }, remote: { address: '::1', port: 59297 } } },
      payloads: [{ data: Buffer.from('v6data'), truncated: false }]
    })
  })

  it('decodes sendmsg: msg_name as destination, iovecs concatenated', () => {
    expect(
      event(
        '6360  1795340274.5 sendmsg(14<UDP:[0.0.0.0:50633]>, {msg_name={sa_family=AF_INET, sin_port=htons(37710), sin_addr=inet_addr("127.0.0.1")}, msg_namelen=16, msg_iov=[{iov_base="part1", iov_len=5}, {iov_base="part2", iov_len=5}], msg_iovlen=2, msg_controllen=0, msg_flags=0}, 0) = 10'
      )
    ).toEqual({
      ...base,
      syscall: 'sendmsg',
      ret: 10,
      type: 'send',
      fd: { fd: 14, info: { kind: 'socket', protocol: 'UDP', local: { address: '0.0.0.0', port: 50633 } } },
      payloads: [{ data: Buffer.from('part1part2'), truncated: false, address: { family: 'AF_INET', address: '127.0.0.1', port: 37710 } }]
    })
  })

  it('decodes sendmmsg as one payload per message', () => {
    expect(
      event(
        '6360  1795340274.5 sendmmsg(14<UDP:[0.0.0.0:50633]>, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="query-A", iov_len=7}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=7}, {msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="query-AAAA", iov_len=10}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=10}], 2, 0) = 2'
      )
    ).toEqual({
      ...base,
      syscall: 'sendmmsg',
      ret: 2,
      type: 'send',
      fd: { fd: 14, info: { kind: 'socket', protocol: 'UDP', local: { address: '0.0.0.0', port: 50633 } } },
      payloads: [
        { data: Buffer.from('query-A'), truncated: false },
        { data: Buffer.from('query-AAAA'), truncated: false }
      ]
    })
  })

  it('decodes write and writev as sends on their fd, with truncation', () => {
    expect(event('6360  1795340274.5 write(20<TCP:[127.0.0.1:60636->127.0.0.1:40677]>, "hello \\"canary\\"\\n\\1", 16) = 16')).toEqual({
      ...base,
      syscall: 'write',
      ret: 16,
      type: 'send',
      fd: { fd: 20, info: { kind: 'socket', protocol: 'TCP', local: { address: '127.0.0.1', port: 60636 }, remote: { address: '127.0.0.1', port: 40677 } } },
      payloads: [{ data: Buffer.from('hello "canary"\n\x01'), truncated: false }]
    })
    expect(event('6360  1795340274.5 write(1</dev/null<char 1:3>>, "long pay"..., 130) = 130')).toEqual({
      ...base,
      syscall: 'write',
      ret: 130,
      type: 'send',
      fd: { fd: 1, info: { kind: 'path', path: '/dev/null' } },
      payloads: [{ data: Buffer.from('long pay'), truncated: true }]
    })
    expect(event('6360  1795340274.5 writev(4</tmp/h1/sbx/a.txt>, [{iov_base="abc", iov_len=3}, {iov_base="def", iov_len=3}], 2) = 6')).toEqual({
      ...base,
      syscall: 'writev',
      ret: 6,
      type: 'send',
      fd: { fd: 4, info: { kind: 'path', path: '/tmp/h1/sbx/a.txt' } },
      payloads: [{ data: Buffer.from('abcdef'), truncated: false }]
    })
  })
})

describe('toEvent: malformed payloads', () => {
  it('a malformed string is still a malformed call, found without decoding', () => {
    for (const line of ['write(3<TCP:[1]>, "ab"c, 3) = 3', 'write(3<TCP:[1]>, "ab" "cd", 3) = 3', 'sendto(3<TCP:[1]>, "a\\"b"x..., 2, 0, NULL, 0) = 2']) {
      expect(decode(`6360  1795340274.5 ${line}`).malformed).toBe(true)
    }
  })
})

describe('toEvent: processes', () => {
  it('decodes execve argv, abbreviated or with cut strings', () => {
    expect(
      event('6360  1795340274.5 execve("/bin/sh", ["/bin/sh", "-c", "echo \\"x y\\" > /tmp/h1/sbx/shellout; exit 3"], 0x7ffc2b289740 /* 39 vars */) = 0')
    ).toEqual({
      ...base,
      syscall: 'execve',
      ret: 0,
      type: 'exec',
      path: '/bin/sh',
      argv: ['/bin/sh', '-c', 'echo "x y" > /tmp/h1/sbx/shellout; exit 3'],
      argvTruncated: false
    })
    expect(
      event('6360  1795340274.5 execve("/bin/true", ["/bin/tru"..., "a0", "a1", "a2", "a3", "a4", "a5", "a6", ...], 0x7ffdc6360ab0 /* 39 vars */) = 0')
    ).toEqual({
      ...base,
      syscall: 'execve',
      ret: 0,
      type: 'exec',
      path: '/bin/true',
      argv: ['/bin/tru', 'a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6'],
      argvTruncated: true
    })
    expect(event('6360  1795340274.5 execve("/usr/bin/curl", ["curl"], 0x7ffc /* 3 vars */) = -1 ENOENT (No such file or directory)')).toEqual({
      ...base,
      syscall: 'execve',
      ret: -1,
      errno: 'ENOENT',
      type: 'exec',
      path: '/usr/bin/curl',
      argv: ['curl'],
      argvTruncated: false
    })
  })

  it('decodes execveat with its dirfd', () => {
    expect(event('6360  1795340274.5 execveat(AT_FDCWD</tmp/h1/sbx>, "/bin/true", ["true", "via-execveat"], 0x7f8dea7eefe0 /* 0 vars */, 0) = 0')).toEqual({
      ...base,
      syscall: 'execveat',
      ret: 0,
      type: 'exec',
      path: '/bin/true',
      argv: ['true', 'via-execveat'],
      argvTruncated: false,
      dir: cwd
    })
  })

  it('decodes clone, clone3, vfork and a failed clone', () => {
    expect(
      event('6360  1795340274.5 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7fe24fe2bf50) = 5573')
    ).toEqual({
      ...base,
      syscall: 'clone',
      ret: 5573,
      type: 'clone',
      childPid: 5573,
      flags: ['CLONE_CHILD_CLEARTID', 'CLONE_CHILD_SETTID', 'SIGCHLD']
    })
    expect(
      event(
        '6360  1795340274.5 clone3({flags=CLONE_VM|CLONE_FS|CLONE_FILES|CLONE_SIGHAND|CLONE_THREAD|CLONE_SYSVSEM|CLONE_SETTLS|CLONE_PARENT_SETTID|CLONE_CHILD_CLEARTID, child_tid=0x7fe24fa1d990, parent_tid=0x7fe24fa1d990, exit_signal=0, stack=0x7fe24f21d000, stack_size=0x7ffe80, tls=0x7fe24fa1d6c0} => {parent_tid=[5543]}, 88) = 5543'
      )
    ).toEqual({
      ...base,
      syscall: 'clone3',
      ret: 5543,
      type: 'clone',
      childPid: 5543,
      flags: [
        'CLONE_VM',
        'CLONE_FS',
        'CLONE_FILES',
        'CLONE_SIGHAND',
        'CLONE_THREAD',
        'CLONE_SYSVSEM',
        'CLONE_SETTLS',
        'CLONE_PARENT_SETTID',
        'CLONE_CHILD_CLEARTID'
      ]
    })
    expect(event('6360  1795340274.5 vfork() = 6366')).toEqual({ ...base, syscall: 'vfork', ret: 6366, type: 'clone', childPid: 6366, flags: [] })
    expect(event('6360  1795340274.5 clone(child_stack=NULL, flags=SIGCHLD) = -1 EAGAIN (Resource temporarily unavailable)')).toEqual({
      ...base,
      syscall: 'clone',
      ret: -1,
      errno: 'EAGAIN',
      type: 'clone',
      childPid: null,
      flags: ['SIGCHLD']
    })
  })

  it('flags io_uring_setup', () => {
    expect(
      event('6360  1795340274.5 io_uring_setup(8, {flags=0, sq_thread_cpu=0, sq_thread_idle=0, sq_entries=8, cq_entries=16}) = 24<anon_inode:[io_uring]>')
    ).toEqual({
      ...base,
      syscall: 'io_uring_setup',
      ret: 24,
      retFd: { kind: 'other', raw: 'anon_inode:[io_uring]' },
      type: 'io_uring'
    })
  })
})

describe('toEvent: other', () => {
  it('keeps syscalls without a typed form as other', () => {
    expect(event('6360  1795340274.5 exit_group(0) = ?')).toEqual({ ...base, syscall: 'exit_group', ret: null, type: 'other' })
  })

  it('reports a typed syscall with unexpected arguments and still returns it as other', () => {
    expect(decode('6360  1795340274.5 connect(3, 0x1, 16) = -1 EFAULT (Bad address)')).toEqual({
      event: {
        ...base,
        syscall: 'connect',
        ret: -1,
        errno: 'EFAULT',
        type: 'connect',
        fd: { fd: 3 },
        address: { family: 'other', raw: '0x1' }
      },
      malformed: false
    })
    expect(decode('6360  1795340274.5 openat(AT_FDCWD, 0x1, O_RDONLY) = -1 EFAULT (Bad address)')).toEqual({
      event: { ...base, syscall: 'openat', ret: -1, errno: 'EFAULT', type: 'other' },
      malformed: true
    })
  })
})

describe('toEvent: reads without a read-open by name', () => {
  it('decodes sendfile, splice, tee and copy_file_range as transfers from their input fd', () => {
    expect(event('6360  1795340274.5 sendfile(9<UNIX-STREAM:[26435->26436]>, 6</tmp/h2/home/.ssh/id_rsa>, NULL, 100) = 24')).toEqual({
      ...base,
      syscall: 'sendfile',
      ret: 24,
      type: 'transfer',
      from: { fd: 6, info: { kind: 'path', path: '/tmp/h2/home/.ssh/id_rsa' } },
      to: { fd: 9, info: { kind: 'socket', protocol: 'UNIX-STREAM', inode: 26435 } }
    })
    expect(event('6360  1795340274.5 splice(4</tmp/h2/hl>, NULL, 13<pipe:[26437]>, NULL, 100, 0) = 24')).toMatchObject({
      type: 'transfer',
      from: { fd: 4, info: { kind: 'path', path: '/tmp/h2/hl' } },
      to: { fd: 13 }
    })
    expect(event('6360  1795340274.5 tee(4<pipe:[1]>, 5<pipe:[2]>, 100, 0) = 24')).toMatchObject({ type: 'transfer', from: { fd: 4 }, to: { fd: 5 } })
    expect(event('6360  1795340274.5 copy_file_range(8, NULL, 14</tmp/h2/out>, NULL, 100, 0) = 24')).toMatchObject({
      type: 'transfer',
      from: { fd: 8 },
      to: { fd: 14, info: { kind: 'path', path: '/tmp/h2/out' } }
    })
  })

  it('decodes name_to_handle_at and open_by_handle_at with the same handle text', () => {
    const handle = '1:"\\x6b\\xc1\\x20\\x00\\xe4\\x35\\xa9\\xba"'
    expect(
      event(
        '6360  1795340274.5 name_to_handle_at(AT_FDCWD</tmp/h1/sbx>, "/tmp/h2/home/.ssh/id_rsa", {handle_bytes=128 => 8, handle_type=1, f_handle="\\x6b\\xc1\\x20\\x00\\xe4\\x35\\xa9\\xba"}, [27], 0) = 0'
      )
    ).toEqual({ ...base, syscall: 'name_to_handle_at', ret: 0, type: 'handle', dir: cwd, path: '/tmp/h2/home/.ssh/id_rsa', handle })
    expect(
      event('6360  1795340274.5 open_by_handle_at(7</tmp>, {handle_bytes=8, handle_type=1, f_handle="\\x6b\\xc1\\x20\\x00\\xe4\\x35\\xa9\\xba"}, O_RDONLY) = 8')
    ).toEqual({
      ...base,
      syscall: 'open_by_handle_at',
      ret: 8,
      type: 'open-by-handle',
      mountFd: { fd: 7, info: { kind: 'path', path: '/tmp' } },
      handle,
      flags: ['O_RDONLY']
    })
  })
})
