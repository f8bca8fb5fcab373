import { parseLine } from '../../src/trace/parse-line.js'

// Lines below were recorded with strace 6.1 (`-f -ttt -yy`), except where a comment says otherwise.
describe('parseLine', () => {
  it('reads pid, -ttt time, name, raw args and raw return of a complete call', () => {
    expect(
      parseLine('6360  1795340274.079334 openat(AT_FDCWD</tmp/h1/sbx>, "a.txt", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0600) = 4</tmp/h1/sbx/a.txt>')
    ).toEqual({
      kind: 'syscall',
      pid: 6360,
      time: 1795340274.079334,
      name: 'openat',
      args: 'AT_FDCWD</tmp/h1/sbx>, "a.txt", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0600',
      ret: '4</tmp/h1/sbx/a.txt>'
    })
  })

  it('reads a -ttt time of any precision exactly as Number() reads its text', () => {
    for (const time of [
      '1795340274.0',
      '1795340274.5',
      '1795340274.079334',
      '1795340274.000000001',
      '1.234567890123456',
      '1795340274.0793341234567',
      '99999999999999999.5'
    ]) {
      expect(parseLine(`6360  ${time} getpid() = 6360`)).toMatchObject({ kind: 'syscall', time: Number(time) })
    }
  })

  it('accepts a 6-digit pid followed by a single space', () => {
    expect(parseLine('110790 1795340528.186195 chdir("/tmp") = 0')).toEqual({
      kind: 'syscall',
      pid: 110790,
      time: 1795340528.186195,
      name: 'chdir',
      args: '"/tmp"',
      ret: '0'
    })
  })

  it('reads the stderr form `[pid N]` and padded returns', () => {
    expect(parseLine('[pid  6535] <... vfork resumed>)        = 6539')).toEqual({
      kind: 'resumed',
      pid: 6535,
      time: NaN,
      name: 'vfork',
      args: '',
      ret: '6539'
    })
  })

  it('reads lines with neither pid nor timestamp, and with a timestamp only', () => {
    expect(parseLine('execve("/bin/true", ["/bin/true"], 0x7ffe8642f7e8 /* 39 vars */) = 0')).toEqual({
      kind: 'syscall',
      pid: null,
      time: NaN,
      name: 'execve',
      args: '"/bin/true", ["/bin/true"], 0x7ffe8642f7e8 /* 39 vars */',
      ret: '0'
    })
    expect(parseLine('1795340274.083058 creat("/tmp/h1/sbx/created", 0644) = 4</tmp/h1/sbx/created>')).toEqual({
      kind: 'syscall',
      pid: null,
      time: 1795340274.083058,
      name: 'creat',
      args: '"/tmp/h1/sbx/created", 0644',
      ret: '4</tmp/h1/sbx/created>'
    })
  })

  it('keeps errno text and `?` returns raw', () => {
    expect(
      parseLine(
        '6360  1795340274.100296 connect(21<TCP:[30585]>, {sa_family=AF_INET, sin_port=htons(1), sin_addr=inet_addr("127.0.0.1")}, 16) = -1 ECONNREFUSED (Connection refused)'
      )
    ).toEqual({
      kind: 'syscall',
      pid: 6360,
      time: 1795340274.100296,
      name: 'connect',
      args: '21<TCP:[30585]>, {sa_family=AF_INET, sin_port=htons(1), sin_addr=inet_addr("127.0.0.1")}, 16',
      ret: '-1 ECONNREFUSED (Connection refused)'
    })
    expect(parseLine('6525  1795340281.858685 write(4<pipe:[31489]>, "ZZZZZZZZ"..., 200000) = ?')).toEqual({
      kind: 'syscall',
      pid: 6525,
      time: 1795340281.858685,
      name: 'write',
      args: '4<pipe:[31489]>, "ZZZZZZZZ"..., 200000',
      ret: '?'
    })
  })

  it('splits an unfinished call from its resumed half', () => {
    expect(parseLine('6362  1795340274.103950 write(23<pipe:[30587]>, "thread0-0\\n", 10 <unfinished ...>')).toEqual({
      kind: 'unfinished',
      pid: 6362,
      time: 1795340274.10395,
      name: 'write',
      args: '23<pipe:[30587]>, "thread0-0\\n", 10'
    })
    expect(parseLine('6360  1795340274.104114 <... clone3 resumed> => {parent_tid=[6363]}, 88) = 6363')).toEqual({
      kind: 'resumed',
      pid: 6360,
      time: 1795340274.104114,
      name: 'clone3',
      args: ' => {parent_tid=[6363]}, 88',
      ret: '6363'
    })
    // the unfinished half keeps the argument separator so the halves concatenate
    expect(parseLine('5587  1.0 read(3,  <unfinished ...>')).toEqual({
      kind: 'unfinished',
      pid: 5587,
      time: 1,
      name: 'read',
      args: '3, '
    })
  })

  it('treats `<unfinished ...>) = ?` (process gone mid-call) as a complete call', () => {
    // format printed by strace's print_event_exit when the tracee vanished (not recorded here)
    expect(parseLine('7001  1795340300.000001 futex(0x7f00, FUTEX_WAIT_PRIVATE, 2, NULL <unfinished ...>) = ?')).toEqual({
      kind: 'syscall',
      pid: 7001,
      time: 1795340300.000001,
      name: 'futex',
      args: '0x7f00, FUTEX_WAIT_PRIVATE, 2, NULL',
      ret: '?'
    })
    expect(parseLine('7001  <... write resumed> <unfinished ...>) = ?')).toEqual({
      kind: 'resumed',
      pid: 7001,
      time: NaN,
      name: 'write',
      args: '',
      ret: '?'
    })
  })

  it('does not end the argument list at brackets, `) = ` or `<` inside strings and decorations', () => {
    expect(parseLine('9  open("/tmp/x) = 3", O_RDONLY) = 3</tmp/a)b<c\\76>')).toEqual({
      kind: 'syscall',
      pid: 9,
      time: NaN,
      name: 'open',
      args: '"/tmp/x) = 3", O_RDONLY',
      ret: '3</tmp/a)b<c\\76>'
    })
    expect(parseLine('9  write(1</tmp/we(ird]>, "a", 1) = 1')).toEqual({
      kind: 'syscall',
      pid: 9,
      time: NaN,
      name: 'write',
      args: '1</tmp/we(ird]>, "a", 1',
      ret: '1'
    })
    expect(parseLine('6360  1795340274.091824 sendto(9<TCPv6:[[::1]:47206->[::1]:59297]>, "v6data", 6, 0, NULL, 0) = 6')).toEqual({
      kind: 'syscall',
      pid: 6360,
      time: 1795340274.091824,
      name: 'sendto',
      args: '9<TCPv6:[[::1]:47206->[::1]:59297]>, "v6data", 6, 0, NULL, 0',
      ret: '6'
    })
  })

  it('reads exits, kills and signals', () => {
    expect(parseLine('6367  1795340274.135099 +++ exited with 3 +++')).toEqual({ kind: 'exit', pid: 6367, time: 1795340274.135099, code: 3 })
    expect(parseLine('6368  1795340274.187501 +++ killed by SIGKILL +++')).toEqual({ kind: 'exit', pid: 6368, time: 1795340274.187501, signal: 'SIGKILL' })
    expect(parseLine('+++ killed by SIGSEGV (core dumped) +++')).toEqual({ kind: 'exit', pid: null, time: NaN, signal: 'SIGSEGV' })
    expect(
      parseLine('6360  1795340274.131816 --- SIGCHLD {si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=6366, si_uid=0, si_status=0, si_utime=0, si_stime=0} ---')
    ).toEqual({
      kind: 'signal',
      pid: 6360,
      time: 1795340274.131816,
      signal: 'SIGCHLD',
      detail: '{si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=6366, si_uid=0, si_status=0, si_utime=0, si_stime=0}'
    })
    expect(parseLine('42  +++ superseded by execve in pid 40 +++')).toEqual({ kind: 'note', pid: 42, time: NaN, text: 'superseded by execve in pid 40' })
  })

  it('returns a call cut by detaching as complete with an unknown return', () => {
    expect(parseLine('5587  read(0,  <detached ...>')).toEqual({ kind: 'syscall', pid: 5587, time: NaN, name: 'read', args: '0, ', ret: '?' })
  })

  it('rejects lines that are not strace output', () => {
    for (const line of [
      'strace: Process 6536 attached',
      'hello world',
      '6360  1795340274.1 openat(AT_FDCWD, "/x", O_RDONLY',
      '6360  1795340274.1 openat(AT_FDCWD, "/x", O_RDONLY) garbage',
      '[pid 12 openat() = 0',
      '+++ exited with x +++',
      '<... read resumed',
      '--- not a signal ---'
    ]) {
      expect(parseLine(line)).toBeUndefined()
    }
  })

  it('reads -ttt times of any precision as exactly the decimal written, and pids of any size', () => {
    for (const time of ['1795340274.079334', '1795340274.1', '1.000001', '0.5', '1795340274.123456789', '17953402741234567.5', '1795340274.1234567890123456']) {
      expect(parseLine(`4294967295  ${time} close(3) = 0`)).toEqual({
        kind: 'syscall',
        pid: 4294967295,
        time: Number(time),
        name: 'close',
        args: '3',
        ret: '0'
      })
    }
    expect(parseLine('[pid 123456789012345] 1795340274.000001 close(3) = 0')?.pid).toBe(123456789012345)
  })
})
