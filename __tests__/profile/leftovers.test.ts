import { ProfileBuilder } from '../../src/profile/build-profile.js'
import type { CallRecord, Manifest, Observed } from '../../src/model/index.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { CWD, HOME } from './trace-fixtures.js'

// Literal strace -f -ttt -yy -q lines in → processes left behind out. The server (pid 100) starts a job
// during its only call (1732268001.0–1.1); shutdown begins at 1732268003.

const call: CallRecord = {
  id: 0,
  kind: 'tool',
  name: 'start_job',
  iteration: 1,
  startedAt: 1732268001000,
  endedAt: 1732268001100,
  outcome: 'ok'
}
const MANIFEST: Manifest = {
  sha256: 'm',
  tools: [{ name: 'start_job', description: 'Starts a job.', inputSchema: { type: 'object' }, sha256: 't' }],
  resources: [],
  resourceTemplates: [],
  prompts: []
}

const SERVER_START = [
  '100   1732268000.100000 execve("/usr/bin/node", ["node", "server.js"], 0x7ffd5a0 /* 6 vars */) = 0',
  '100   1732268000.200000 clone(child_stack=0x7f3a1c, flags=CLONE_VM|CLONE_FS|CLONE_FILES|CLONE_SIGHAND|CLONE_THREAD|CLONE_SYSVSEM|CLONE_SETTLS|CLONE_PARENT_SETTID|CLONE_CHILD_CLEARTID, parent_tid=[101], tls=0x7f3a1d, child_tidptr=0x7f3a1e) = 101'
]

function observe(lines: string[]): Observed {
  const { events, stats } = parseTraceText(lines.join('\n') + '\n')
  const builder = new ProfileBuilder({
    calls: [call],
    shutdownAt: 1732268003000,
    home: HOME,
    cwd: CWD,
    canaries: [],
    serverCodeRoots: [CWD],
    runtimeRoots: ['/usr']
  })
  for (const event of events) builder.add(event)
  return builder.finish(stats)
}

const findingsOf = (observed: Observed) =>
  evaluateRules({
    observed,
    manifest: MANIFEST,
    calls: [call],
    policy: null,
    rugPull: { status: 'new', identity: 'x', currentSha256: 'm', changes: [], duringSession: [] },
    home: HOME,
    cwd: CWD
  })

const startJob = { kind: 'call', call: { id: 0, kind: 'tool', name: 'start_job', iteration: 1 }, afterResponse: false }

describe('processes left behind', () => {
  it('a setsid child still running after the server exited is persistence (high) on the call that started it', () => {
    const observed = observe([
      ...SERVER_START,
      '100   1732268001.010000 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f3a1f) = 200',
      '200   1732268001.011000 setsid()            = 200',
      '200   1732268001.012000 execve("/usr/bin/sleep", ["sleep", "20", "--marker"], 0x7ffd5b0 /* 6 vars */) = 0',
      '101   1732268003.100000 +++ exited with 0 +++',
      '100   1732268003.100000 +++ exited with 0 +++',
      '200   1732268005.300000 +++ killed by SIGKILL +++'
    ])
    expect(observed.leftovers).toEqual([
      {
        pid: 200,
        executable: '/usr/bin/sleep',
        argv: ['sleep', '20', '--marker'],
        detached: 'setsid',
        endedBy: 'killed by SIGKILL',
        endedAfterServerMs: 2200,
        phases: [startJob],
        traceLines: [3, 4, 5, 8]
      }
    ])
    const persistence = findingsOf(observed).filter((f) => f.rule === 'persistence')
    expect(persistence).toEqual([
      expect.objectContaining({
        severity: 'high',
        tool: 'start_job',
        message:
          "leaves a process running after the server exited: 'sleep 20 --marker' (detached with setsid; killed by SIGKILL 2.2 s after the server exited)",
        evidence: expect.objectContaining({ argv: [['sleep', '20', '--marker']], traceLines: [3, 4, 5, 8] })
      })
    ])
  })

  it('the server as its pid namespace init: a setsid child the kernel kills as the server exits, traced just before its exit line, was left behind', () => {
    const kept = (killedAt: string) =>
      observe([
        ...SERVER_START,
        '100   1732268001.010000 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f3a1f) = 200',
        '200   1732268001.011000 setsid()            = 200',
        '200   1732268001.012000 execve("/usr/bin/sleep", ["sleep", "20", "--marker"], 0x7ffd5b0 /* 6 vars */) = 0',
        `200   ${killedAt} +++ killed by SIGKILL +++`,
        '101   1732268003.100000 +++ exited with 0 +++',
        '100   1732268003.105000 +++ exited with 0 +++'
      ]).leftovers?.map((left) => left.detached)
    expect(kept('1732268003.098000')).toEqual(['setsid'])
    // it ended with the server: 0 ms after it, never a negative time (the report's schema says so)
    expect(
      observe([
        ...SERVER_START,
        '100   1732268001.010000 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f3a1f) = 200',
        '200   1732268001.011000 setsid()            = 200',
        '200   1732268003.098000 +++ killed by SIGKILL +++',
        '100   1732268003.105000 +++ exited with 0 +++'
      ]).leftovers?.[0]?.endedAfterServerMs
    ).toBe(0)
    // killed well before the server ended (by the server itself): not left behind
    expect(kept('1732268002.500000')).toEqual([])
  })

  it('a double fork: the grandchild whose parent exited during the call is reparented, reported once', () => {
    const observed = observe([
      ...SERVER_START,
      '100   1732268001.010000 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f3a1f) = 300',
      '300   1732268001.011000 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f3a20) = 301',
      '300   1732268001.012000 +++ exited with 0 +++',
      '301   1732268001.013000 execve("/usr/bin/python3", ["python3", "-c", "import time; time.sleep(20)"], 0x7ffd5b0 /* 6 vars */) = 0',
      '100   1732268003.100000 +++ killed by SIGTERM +++',
      '301   1732268007.100000 +++ killed by SIGKILL +++'
    ])
    expect(observed.leftovers?.map((l) => [l.pid, l.detached, l.argv[0], l.endedAfterServerMs, l.phases[0]])).toEqual([
      [301, 'reparented', 'python3', 4000, startJob]
    ])
  })

  it('a process the trace never saw end counts; its own children are part of it', () => {
    const observed = observe([
      ...SERVER_START,
      '100   1732268001.010000 vfork( <unfinished ...>',
      '400   1732268001.011000 execve("/bin/sh", ["sh", "-c", "while :; do sleep 1; done"], 0x7ffd5b0 /* 6 vars */ <unfinished ...>',
      '100   1732268001.011500 <... vfork resumed>) = 400',
      '400   1732268001.012000 <... execve resumed>) = 0',
      '400   1732268001.050000 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f3a21) = 401',
      '401   1732268001.051000 execve("/usr/bin/sleep", ["sleep", "1"], 0x7ffd5b0 /* 6 vars */) = 0',
      '100   1732268003.100000 +++ exited with 0 +++'
    ])
    expect(observed.leftovers?.map((l) => [l.pid, l.detached, l.argv, l.endedBy, l.endedAfterServerMs])).toEqual([
      [400, 'outlived', ['sh', '-c', 'while :; do sleep 1; done'], 'still running when the trace ended', null]
    ])
  })

  it('children the server waits for, children that end with it, and its threads are not left behind', () => {
    const observed = observe([
      ...SERVER_START,
      // waited for: ends during the call
      '100   1732268001.010000 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f3a1f) = 500',
      '500   1732268001.011000 execve("/usr/bin/git", ["git", "status"], 0x7ffd5b0 /* 6 vars */) = 0',
      '500   1732268001.050000 +++ exited with 0 +++',
      // a worker stopped by the same shutdown signal, ending a few ms after the server
      '100   1732268001.060000 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f3a1f) = 501',
      '501   1732268001.061000 execve("/usr/bin/python3", ["python3", "worker.py"], 0x7ffd5b0 /* 6 vars */) = 0',
      '100   1732268005.000000 +++ killed by SIGTERM +++',
      '501   1732268005.040000 +++ killed by SIGTERM +++',
      '101   1732268005.041000 +++ exited with 0 +++'
    ])
    expect(observed.leftovers).toEqual([])
    expect(findingsOf(observed).filter((f) => f.rule === 'persistence')).toEqual([])
  })

  it('says nothing when the trace does not show the server exit', () => {
    const observed = observe([
      ...SERVER_START,
      '100   1732268001.010000 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f3a1f) = 200',
      '200   1732268001.011000 setsid()            = 200',
      '200   1732268001.012000 execve("/usr/bin/sleep", ["sleep", "20"], 0x7ffd5b0 /* 6 vars */) = 0'
    ])
    expect(observed.leftovers).toEqual([])
  })

  it("processes of a launcher before the server started are not the server's", () => {
    const observed = observe([
      '90    1732268000.050000 execve("/bin/sh", ["sh", "-c", "exec node server.js"], 0x7ffd5a0 /* 6 vars */) = 0',
      '90    1732268000.060000 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f3a1f) = 91',
      '91    1732268000.061000 setsid()            = 91',
      '90    1732268000.100000 execve("/usr/bin/node", ["node", "server.js"], 0x7ffd5a0 /* 6 vars */) = 0',
      '90    1732268003.100000 +++ exited with 0 +++',
      '91    1732268006.000000 +++ killed by SIGKILL +++'
    ])
    expect(observed.leftovers).toEqual([])
  })
})
