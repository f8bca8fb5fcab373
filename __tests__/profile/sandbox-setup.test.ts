import { SandboxSetupFilter } from '../../src/profile/sandbox-setup.js'
import { parseTraceText } from '../../src/trace/read-trace.js'

// The start of a real contained trace: strace runs bwrap, bwrap's pid 1 in the new pid namespace
// forks the process that execs the server (its clone returns the namespace-local pid 2, with the pid
// strace uses translated by --pidns-translation).
const TRACE = [
  '6     1732268000.000001 execve("/usr/bin/bwrap", ["bwrap", "--unshare-pid", "--", "/usr/bin/node", "s.js"], 0x7ffc /* 9 vars */) = 0',
  '6     1732268000.000002 clone(child_stack=NULL, flags=CLONE_NEWNS|CLONE_NEWUSER|CLONE_NEWPID|SIGCHLD) = 7',
  '7     1732268000.000003 mkdirat(AT_FDCWD</>, "/newroot/work/repo", 0755) = 0',
  '7     1732268000.000004 openat(5</proc/7>, "uid_map", O_RDWR|O_CLOEXEC) = 6</proc/7/uid_map>',
  '7     1732268000.000005 write(6</proc/7/uid_map>, "1000 0 1\\n", 9) = 9',
  "7     1732268000.000006 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f) = 2 /* 8 in strace's PID NS */",
  '8     1732268000.000007 execve("/root/.cargo/bin/node", ["/usr/bin/node", "s.js"], 0x7ffc /* 9 vars */) = -1 ENOENT (No such file or directory)',
  '8     1732268000.000008 execve("/usr/bin/node", ["/usr/bin/node", "s.js"], 0x7ffc /* 9 vars */) = 0',
  '8     1732268000.000009 openat(AT_FDCWD</work/repo>, "/home/alex/.npmrc", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)',
  "8     1732268000.000010 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f) = 3 /* 9 in strace's PID NS */",
  '9     1732268000.000011 execve("/usr/bin/bwrap", ["bwrap"], 0x7ffc /* 9 vars */) = 0',
  '9     1732268000.000012 openat(AT_FDCWD</work/repo>, "/etc/hostname", O_RDONLY) = 3</etc/hostname>'
].join('\n')

describe('the sandbox setup filter', () => {
  it("drops bwrap's own setup, keeps the server from its exec on, and judges a later bwrap like any program", () => {
    const { events } = parseTraceText(TRACE + '\n')
    const filter = new SandboxSetupFilter(true)
    const kept = events.filter((event) => filter.keep(event)).map((event) => `${event.pid} ${event.type}`)
    expect(kept).toEqual(['8 exec', '8 open', '8 clone', '9 exec', '9 open'])
  })

  it('reads the pid strace uses from a translated clone return', () => {
    const { events } = parseTraceText(TRACE + '\n')
    const clones = events.filter((event) => event.type === 'clone').map((event) => (event.type === 'clone' ? event.childPid : null))
    expect(clones).toEqual([7, 8, 9])
  })

  it('keeps everything without containment', () => {
    const { events } = parseTraceText(TRACE + '\n')
    const filter = new SandboxSetupFilter(false)
    expect(events.filter((event) => filter.keep(event))).toHaveLength(events.length)
  })
})
