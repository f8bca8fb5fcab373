// The sandbox's own init is not "another process": in the server's own pid namespace pid 1 is bwrap,
// started with the server's environment. Literal lines from desktop-commander 0.2.52 (paths adapted),
// which reads /proc/1/environ and /proc/1/cgroup before every call to tell whether it runs in a container.
import { ProfileBuilder, type ProfileContext } from '../../src/profile/build-profile.js'
import type { CallRecord, Observed } from '../../src/model/index.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { CWD, HOME, T0 } from './trace-fixtures.js'

const CALL: CallRecord = { id: 0, kind: 'tool', name: 'get_config', iteration: 1, startedAt: T0 * 1000, endedAt: (T0 + 10) * 1000, outcome: 'ok' }

function snooping(trace: string, extra: Partial<ProfileContext>): [string, string][] {
  const builder = new ProfileBuilder({
    calls: [CALL],
    shutdownAt: (T0 + 20) * 1000,
    home: HOME,
    cwd: CWD,
    canaries: [],
    serverCodeRoots: [CWD],
    runtimeRoots: ['/usr'],
    ...extra
  })
  const { events, stats } = parseTraceText(trace.replaceAll('$T', String(T0)))
  for (const event of events) builder.add(event)
  const observed: Observed = builder.finish(stats)
  return evaluateRules({
    observed,
    manifest: { sha256: 'm', tools: [], resources: [], resourceTemplates: [], prompts: [] },
    calls: [CALL],
    policy: null,
    rugPull: { status: 'new', identity: 'x', currentSha256: 'm', changes: [], duringSession: [] },
    home: HOME,
    cwd: CWD
  })
    .filter((f) => f.rule === 'process-snooping')
    .map((f) => [f.severity, f.message])
}

const TRACE = `\
25    $T.083511 openat(AT_FDCWD</srv/notes-server>, "/proc/1/environ", O_RDONLY|O_CLOEXEC) = 17</proc/1/environ>
25    $T.083600 openat(AT_FDCWD</srv/notes-server>, "/proc/1/cmdline", O_RDONLY|O_CLOEXEC) = 18</proc/1/cmdline>
25    $T.083700 openat(AT_FDCWD</srv/notes-server>, "/proc/1/cgroup", O_RDONLY|O_CLOEXEC) = 19</proc/1/cgroup>
25    $T.083800 openat(AT_FDCWD</srv/notes-server>, "/proc/1/mem", O_RDONLY|O_CLOEXEC) = -1 EACCES (Permission denied)
`

describe('the sandbox init', () => {
  it("in the server's own pid namespace, /proc/1's environ and cmdline are no snooping; its mem still is", () => {
    expect(snooping(TRACE, { hiddenRoots: ['/home'] })).toEqual([['high', 'tried to read the mem of another process (pid 1)']])
  })

  it('without a pid namespace of its own, pid 1 is the host init: every read is snooping', () => {
    expect(snooping(TRACE, {})).toEqual([
      ['high', 'reads the cmdline of another process (pid 1)'],
      ['high', 'reads the environ of another process (pid 1)'],
      ['high', 'tried to read the mem of another process (pid 1)']
    ])
  })
})

// A server walking every /proc/*/environ, its parent's first (issue 43): the exemption is pid 1's
// container checks alone, not every process of the namespace.
const WALK = `\
25    $T.083511 openat(AT_FDCWD</srv/notes-server>, "/proc/7/environ", O_RDONLY|O_CLOEXEC) = 17</proc/7/environ>
25    $T.083600 openat(AT_FDCWD</srv/notes-server>, "/proc/12/environ", O_RDONLY|O_CLOEXEC) = 18</proc/12/environ>
25    $T.083650 openat(AT_FDCWD</srv/notes-server>, "/proc/12/cmdline", O_RDONLY|O_CLOEXEC) = 19</proc/12/cmdline>
25    $T.083700 openat(AT_FDCWD</srv/notes-server>, "/proc/12/status", O_RDONLY|O_CLOEXEC) = 20</proc/12/status>
`

describe('other processes of the namespace', () => {
  it("their environ and cmdline are snooping in the server's own pid namespace too; their status is not", () => {
    expect(snooping(WALK, { hiddenRoots: ['/home'] })).toEqual([
      ['high', 'reads the cmdline of another process (pid 12)'],
      ['high', 'reads the environ of another process (pid 12)'],
      ['high', 'reads the environ of another process (pid 7)']
    ])
  })
})

// desktop-commander's list_processes runs `ps aux`, and procps opens every /proc/N/environ and cmdline to
// list them: listing processes, not snooping. `ps eww` asks it to print their environments: snooping.
const psRun = (args: string) => `\
25    $T.080000 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f3a1f) = 83
83    $T.081000 execve("/usr/bin/ps", ["ps", "${args}"], 0x55c4c13798b0 /* 29 vars */) = 0
83    $T.083846 openat(AT_FDCWD</srv/notes-server>, "/proc/58/environ", O_RDONLY) = 4</proc/58/environ>
83    $T.083927 openat(AT_FDCWD</srv/notes-server>, "/proc/58/cmdline", O_RDONLY) = 4</proc/58/cmdline>
`

describe('a process lister', () => {
  it('`ps aux` reading the environ and cmdline of the processes it lists is no snooping; `ps eww` printing them is', () => {
    expect(snooping(psRun('aux'), { hiddenRoots: ['/home'] })).toEqual([])
    expect(snooping(psRun('eww'), { hiddenRoots: ['/home'] })).toEqual([
      ['high', 'reads the cmdline of another process (pid 58)'],
      ['high', 'reads the environ of another process (pid 58)']
    ])
  })
})
