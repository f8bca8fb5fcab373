import { InstallPhaseWatch, withLifecycleScripts } from '../../src/launch/install-phase.js'
import { PhaseClock } from '../../src/profile/phase-clock.js'
import { parseTraceText } from '../../src/trace/read-trace.js'

// What strace prints for the --install-scripts wrapper: sh starts, a subshell runs the install script
// (node reads the key), then sh execs the server in its own process.
const TRACE = [
  '100 1700000000.000100 execve("/usr/bin/sh", ["sh", "-c", "run() {...", "sh", "/c/node_modules/.bin/srv"], 0x7ffd /* 9 vars */) = 0',
  '100 1700000000.000200 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|SIGCHLD) = 101',
  '101 1700000000.000300 execve("/usr/bin/node", ["node", "read-canary.js"], 0x7ffd /* 9 vars */) = 0',
  '101 1700000000.000400 openat(AT_FDCWD</c>, "/home/sam/.ssh/id_rsa", O_RDONLY|O_CLOEXEC) = 3</home/sam/.ssh/id_rsa>',
  '101 1700000000.000500 +++ exited with 0 +++',
  '100 1700000000.000600 execve("/c/node_modules/.bin/srv", ["/c/node_modules/.bin/srv"], 0x7ffd /* 9 vars */) = 0',
  '100 1700000000.000700 openat(AT_FDCWD</c>, "/home/sam/.aws/credentials", O_RDONLY) = 4</home/sam/.aws/credentials>'
].join('\n')

describe('phase install', () => {
  it('lasts until the wrapper execs the server; the install script’s read is in it, the server’s startup read is not', () => {
    const { events } = parseTraceText(TRACE)
    const watch = new InstallPhaseWatch()
    const clock = new PhaseClock([], 1700000001000, watch.endsAt)
    const phases: Record<string, string> = {}
    for (const event of events) {
      watch.see(event)
      if (event.type === 'open') phases[event.path] = clock.phaseAt(event.time).kind
    }
    expect(phases).toEqual({ '/home/sam/.ssh/id_rsa': 'install', '/home/sam/.aws/credentials': 'startup' })
    expect(watch.endsAt()).toBeCloseTo(1700000000000.6, 1)
  })

  it('without the wrapper nothing is phase install', () => {
    expect(new PhaseClock([], 1700000001000).phaseAt(1700000000.0001).kind).toBe('startup')
  })

  it('runs each script in its package directory, quoted, then execs the server with its own argv', () => {
    const argv = withLifecycleScripts([{ dir: "/cache/it's", name: 'dep', scripts: { preinstall: 'echo a', install: "node -e 'x'" } }], '/cache', [
      '/cache/node_modules/.bin/srv',
      'stdio'
    ])
    expect(argv.slice(0, 2)).toEqual(['sh', '-c'])
    expect(argv.slice(3)).toEqual(['sh', '/cache/node_modules/.bin/srv', 'stdio'])
    expect(argv[2]).toContain(`run '/cache/it'\\''s' 'preinstall' 'dep' 'echo a'`)
    expect(argv[2]).toContain(`run '/cache/it'\\''s' 'install' 'dep' 'node -e '\\''x'\\'''`)
    expect(argv[2]?.trimEnd().endsWith('exec "$@"')).toBe(true)
  })
})
