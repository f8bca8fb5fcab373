import { TraceTail } from '../../src/trace/trace-tail.js'

// What the settle reads of trace.log after each answer: how much of the MCP channel strace has shown
// written, and whether the server did anything else after the call's request. Literal strace lines in.

const INIT = '{"result":{"protocolVersion":"2025-11-25"},"jsonrpc":"2.0","id":0}\\n'
const line = (pid: number, at: string, rest: string) => `${pid}    1795924933.${at} ${rest}\n`
const answer = (pid: number, at: string, bytes: number, fd = '1<UNIX-STREAM:[79140]>') => line(pid, at, `write(${fd}, "${INIT}", ${bytes}) = ${bytes}`)
const START = [
  line(24, '100000', 'execve("/usr/bin/node", ["/usr/bin/node", "honest.mjs"], 0x5 /* 28 vars */) = 0'),
  line(31, '200000', 'openat(AT_FDCWD</srv>, "/srv/honest.mjs", O_RDONLY|O_CLOEXEC) = 17</srv/honest.mjs>'),
  line(31, '200100', 'write(16<anon_inode:[eventfd]>, "\\1\\0\\0\\0\\0\\0\\0\\0", 8) = 8')
].join('')
/** The first call: sent once the server had answered initialize (68 bytes), answered at 127. */
const FIRST = { sentAt: 68, answeredAt: 127 }
const SECOND = { sentAt: 127, answeredAt: 186 }
const OTHERS = [
  'openat(AT_FDCWD</srv>, "/root/.aws/credentials", O_RDONLY|O_CLOEXEC) = 18</root/.aws/credentials>',
  'connect(19<TCP:[80123]>, {sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr("203.0.113.34")}, 16) = -1 EINPROGRESS (Operation now in progress)',
  'clone3({flags=CLONE_VM|CLONE_VFORK, exit_signal=SIGCHLD, stack=0x7f, stack_size=0x9000}, 88) = 31',
  'write(16<anon_inode:[eventfd]>, "\\1\\0\\0\\0\\0\\0\\0\\0", 8) = 8',
  '+++ exited with 0 +++'
]

describe('TraceTail', () => {
  it("counts the bytes written on the MCP channel; the server's start before the first call is not the call's", () => {
    const tail = new TraceTail()
    tail.expect(FIRST)
    tail.feed(START + answer(24, '682013', 68))
    expect(tail.answered).toBe(68)
    expect(tail.busy).toBe(false)
    tail.feed(answer(24, '735045', 59))
    expect(tail.answered).toBe(127)
    expect(tail.busy).toBe(false)
  })

  it('a line split anywhere is read once whole, and a write split with <unfinished ...> counts at its resumed line', () => {
    const tail = new TraceTail()
    tail.expect(FIRST)
    tail.feed(START + answer(24, '682013', 68))
    const text = line(24, '735045', `write(1<UNIX-STREAM:[79140]>, "${INIT}", 59 <unfinished ...>`) + line(24, '735100', '<... write resumed>) = 59')
    tail.feed(text.slice(0, 30))
    expect(tail.answered).toBe(68)
    tail.feed(text.slice(30, 140))
    expect(tail.answered).toBe(68)
    tail.feed(text.slice(140))
    expect(tail.answered).toBe(127)
    expect(tail.busy).toBe(false)
  })

  it('anything else after the call was sent makes it busy: a file read, a connect, a child, a thread waking, an exit', () => {
    for (const other of OTHERS) {
      // before its answer
      const before = new TraceTail()
      before.expect(FIRST)
      before.feed(START + answer(24, '682013', 68) + line(24, '700000', other) + answer(24, '735045', 59))
      expect(before.busy).toBe(true)
      // after its answer: work the answer set going
      const after = new TraceTail()
      after.expect(FIRST)
      after.feed(START + answer(24, '682013', 68) + answer(24, '735045', 59) + line(24, '736000', other))
      expect(after.busy).toBe(true)
    }
  })

  it("a call is busy by the lines fed since its answer was read: the last call's background is the last call's", () => {
    const tail = new TraceTail()
    tail.expect(FIRST)
    tail.feed(START + answer(24, '682013', 68) + answer(24, '735045', 59) + line(24, '736000', OTHERS[0] as string))
    expect(tail.busy).toBe(true)
    tail.expect(SECOND)
    tail.feed(answer(24, '800000', 59))
    expect(tail.answered).toBe(186)
    expect(tail.busy).toBe(false)
  })

  it("once the channel is known, a child's own stdout (another pipe) is the server at work, not its answer", () => {
    const tail = new TraceTail()
    tail.expect(FIRST)
    tail.feed(START + answer(24, '682013', 68))
    tail.feed(line(40, '700000', 'write(1<pipe:[4242]>, "v2.43.0\\n", 8) = 8'))
    expect(tail.answered).toBe(68)
    expect(tail.busy).toBe(true)
  })

  it('recognizes the channel whose count lands on a position the probe saw, not a child writing first', () => {
    const tail = new TraceTail()
    tail.expect(FIRST)
    // a child the server ran at its start wrote 100 bytes on its own stdout before the server's first answer
    tail.feed(line(40, '100000', 'write(1<pipe:[4242]>, "x", 100) = 100'))
    expect(tail.answered).toBe(100)
    tail.feed(answer(24, '682013', 68))
    expect(tail.answered).toBe(68)
    tail.feed(answer(24, '735045', 59))
    expect(tail.answered).toBe(127)
    expect(tail.busy).toBe(false)
  })

  it('counts the lines that start or end a process: the settle walks the process tree again when they move', () => {
    const tail = new TraceTail()
    tail.expect(FIRST)
    tail.feed(START)
    expect(tail.processChanges).toBe(1)
    tail.feed(line(24, '700000', OTHERS[2] as string) + line(31, '700100', 'execve("/bin/sh", ["sh", "-c", "true"], 0x5 /* 28 vars */) = 0'))
    tail.feed(line(31, '700200', '+++ exited with 0 +++') + line(24, '700300', OTHERS[0] as string))
    expect(tail.processChanges).toBe(4)
  })

  it('a writev on the channel counts its return; a failed write counts nothing', () => {
    const tail = new TraceTail()
    tail.expect(FIRST)
    tail.feed(START + answer(24, '682013', 68))
    tail.feed(line(24, '735045', 'writev(1<UNIX-STREAM:[79140]>, [{iov_base="{}", iov_len=2}], 1) = -1 EAGAIN (Resource temporarily unavailable)'))
    expect(tail.answered).toBe(68)
    tail.feed(line(24, '735046', `writev(1<UNIX-STREAM:[79140]>, [{iov_base="${INIT}", iov_len=59}], 1) = 59`))
    expect(tail.answered).toBe(127)
    expect(tail.busy).toBe(false)
  })
})
