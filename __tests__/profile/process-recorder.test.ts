import { ProfileBuilder } from '../../src/profile/build-profile.js'
import type { TraceEvent } from '../../src/trace/events.js'
import { CWD, HOME, T0, clone, exec, resetLines } from './trace-fixtures.js'

// Which execs are the server being launched (isServer: its wrapper chain, the helpers the wrappers ran,
// the server's own exec) and which are programs the server ran, fed through the profile builder as the
// trace gives them, clones printed late included.

function profile(events: TraceEvent[]): ReturnType<ProfileBuilder['finish']> {
  const builder = new ProfileBuilder({
    calls: [],
    shutdownAt: (T0 + 3) * 1000,
    home: HOME,
    cwd: CWD,
    canaries: [],
    serverCodeRoots: [CWD],
    runtimeRoots: ['/usr']
  })
  for (const event of events) builder.add(event)
  return builder.finish({ lines: events.length, events: events.length, unparsed: 0, unparsedSamples: [] })
}

beforeEach(() => resetLines())

describe('the processes of a run', () => {
  it('marks a pyenv shim chain and its helpers as launching the server, even when a clone prints late', () => {
    const observed = profile([
      exec(20, T0, '/root/.pyenv/shims/python', ['python', 'server.py']),
      exec(20, T0, '/root/.pyenv/libexec/pyenv', ['pyenv', 'exec', 'python', 'server.py']),
      exec(20, T0, '/root/.pyenv/libexec/pyenv-exec', ['pyenv-exec', 'python', 'server.py']),
      // the helper's exec is printed before its parent's clone() returns
      exec(21, T0, '/usr/bin/cat', ['cat', '/root/.pyenv/version']),
      clone(20, T0, 21),
      exec(20, T0, '/root/.pyenv/versions/3.11.7/bin/python3.11', ['python', 'server.py']),
      clone(20, T0 + 0.5, 22),
      exec(22, T0 + 0.5, '/bin/sh', ['sh', '-c', 'uname -p'])
    ])
    expect(observed.processes.map((p) => [p.executable, p.isServer])).toEqual([
      ['/bin/sh', false],
      ['/root/.pyenv/libexec/pyenv', true],
      ['/root/.pyenv/libexec/pyenv-exec', true],
      ['/root/.pyenv/shims/python', true],
      ['/root/.pyenv/versions/3.11.7/bin/python3.11', true],
      ['/usr/bin/cat', true]
    ])
  })

  it('decides who launches the server by the tree, not by when a clone happens to print (a busy machine prints late)', () => {
    const observed = profile([
      exec(20, T0, '/root/.pyenv/shims/python', ['python', 'server.py']),
      exec(20, T0, '/root/.pyenv/libexec/pyenv', ['pyenv', 'exec', 'python', 'server.py']),
      // a subshell of the shim whose clone() prints late has forked a helper that ran already
      clone(21, T0, 23),
      exec(23, T0, '/usr/bin/readlink', ['readlink', '/root/.pyenv']),
      clone(20, T0, 21),
      exec(20, T0, '/root/.pyenv/versions/3.11.7/bin/python3.11', ['python', 'server.py']),
      // the server's own child, printed late too, runs a shell of its own, and then a program itself
      clone(24, T0 + 0.05, 25),
      exec(25, T0 + 0.05, '/bin/sh', ['sh', '-c', 'uname -p']),
      exec(24, T0 + 0.05, '/usr/bin/uname', ['uname', '-m']),
      clone(24, T0 + 0.06, 26),
      exec(26, T0 + 0.06, '/usr/bin/id', ['id']),
      clone(20, T0 + 0.05, 24)
    ])
    expect(observed.processes.map((p) => [p.executable, p.isServer])).toEqual([
      ['/bin/sh', false],
      ['/root/.pyenv/libexec/pyenv', true],
      ['/root/.pyenv/shims/python', true],
      ['/root/.pyenv/versions/3.11.7/bin/python3.11', true],
      ['/usr/bin/id', false],
      ['/usr/bin/readlink', true],
      ['/usr/bin/uname', false]
    ])
  })
})
