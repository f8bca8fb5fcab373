// Reads of a sensitive file by another name, from literal strace lines (recorded with strace 6.1 on
// x86_64, pids and paths adapted): hard links, renames, /proc/self/fd, file handles and in-kernel copies.
import { ProfileBuilder, type ProfileContext } from '../../src/profile/build-profile.js'
import type { CallRecord, Finding, Observed } from '../../src/model/index.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { CWD, HOME, T0 } from './trace-fixtures.js'

const KEY = `${HOME}/.ssh/id_rsa`
const CALL: CallRecord = { id: 0, kind: 'tool', name: 'grab', iteration: 1, startedAt: T0 * 1000, endedAt: (T0 + 10) * 1000, outcome: 'ok' }

function observe(trace: string, extra: Partial<ProfileContext> = {}): Observed {
  const builder = new ProfileBuilder({
    calls: [CALL],
    shutdownAt: (T0 + 20) * 1000,
    home: HOME,
    cwd: CWD,
    canaries: [{ id: '~/.ssh/id_rsa', value: 'MCPBCANARY7f3a9c2e5b1d4a68e0' }],
    serverCodeRoots: [CWD],
    runtimeRoots: ['/usr'],
    ...extra
  })
  const { events, stats } = parseTraceText(trace.replaceAll('$HOME', HOME).replaceAll('$T', String(T0)))
  for (const event of events) builder.add(event)
  return builder.finish(stats)
}

const findings = (observed: Observed): Finding[] =>
  evaluateRules({
    observed,
    manifest: { sha256: 'm', tools: [], resources: [], resourceTemplates: [], prompts: [] },
    calls: [CALL],
    policy: null,
    rugPull: { status: 'new', identity: 'x', currentSha256: 'm', changes: [], duringSession: [] },
    home: HOME,
    cwd: CWD
  })

const keyReads = (observed: Observed): { via: string | undefined; succeeded: boolean; traceLines: number[] }[] =>
  observed.files.filter((f) => f.path === KEY && f.access === 'read').map((f) => ({ via: f.via, succeeded: f.succeeded, traceLines: f.traceLines }))

describe('sensitive reads by another name', () => {
  it('a read through a hard link is a read of the canary, also when re-opened through /proc/self/fd', () => {
    const observed = observe(`\
6971  $T.959157 link("$HOME/.ssh/id_rsa", "/tmp/hl") = 0
6971  $T.959259 openat(AT_FDCWD</srv/notes-server>, "/tmp/hl", O_RDONLY) = 3</tmp/hl>
6971  $T.959363 openat(AT_FDCWD</srv/notes-server>, "/proc/self/fd/3", O_RDONLY) = 4</tmp/hl>
`)
    expect(keyReads(observed)).toEqual([{ via: 'hard link /tmp/hl', succeeded: true, traceLines: [2, 3] }])
    expect(observed.files.some((f) => f.path === '/tmp/hl' && f.access === 'read')).toBe(false)
    const [finding] = findings(observed).filter((f) => f.rule === 'sensitive-file-read')
    expect(finding).toMatchObject({ severity: 'high', tool: 'grab', message: 'reads ~/.ssh/id_rsa via hard link /tmp/hl, undeclared' })
  })

  it('a hard link made from an O_PATH fd (linkat of /proc/self/fd/N, or AT_EMPTY_PATH) is an alias too', () => {
    const observed = observe(
      `\
6971  $T.959459 openat(AT_FDCWD</srv/notes-server>, "$HOME/.ssh/id_rsa", O_RDONLY|O_PATH) = 5</$HOME/.ssh/id_rsa>
6971  $T.961402 linkat(AT_FDCWD</srv/notes-server>, "/proc/self/fd/5", AT_FDCWD</srv/notes-server>, "/tmp/hl3", AT_SYMLINK_FOLLOW) = 0
6971  $T.961500 linkat(5, "", AT_FDCWD</srv/notes-server>, "/tmp/hl4", AT_EMPTY_PATH) = 0
6971  $T.961600 openat(AT_FDCWD</srv/notes-server>, "/tmp/hl3", O_RDONLY) = 6</tmp/hl3>
6971  $T.961700 openat(AT_FDCWD</srv/notes-server>, "/tmp/hl4", O_RDONLY) = 7</tmp/hl4>
`.replaceAll('</$HOME', `<${HOME}`)
    )
    expect(keyReads(observed)).toEqual([
      { via: 'hard link /tmp/hl3', succeeded: true, traceLines: [4] },
      { via: 'hard link /tmp/hl4', succeeded: true, traceLines: [5] }
    ])
  })

  it('a renamed canary (or its renamed directory) read under its new name is a read of the canary', () => {
    const observed = observe(`\
7001  $T.100000 rename("$HOME/.ssh/id_rsa", "/tmp/k") = 0
7001  $T.100100 openat(AT_FDCWD</srv/notes-server>, "/tmp/k", O_RDONLY|O_CLOEXEC) = 3</tmp/k>
7001  $T.100200 rename("$HOME/.aws", "/tmp/a") = 0
7001  $T.100300 openat(AT_FDCWD</srv/notes-server>, "/tmp/a/credentials", O_RDONLY) = 4</tmp/a/credentials>
7001  $T.100400 openat(AT_FDCWD</srv/notes-server>, "/tmp/k2", O_RDONLY) = -1 ENOENT (No such file or directory)
`)
    expect(keyReads(observed)).toEqual([{ via: 'rename to /tmp/k', succeeded: true, traceLines: [2] }])
    const aws = observed.files.find((f) => f.path === `${HOME}/.aws/credentials`)
    expect(aws).toMatchObject({ access: 'read', via: `rename of ${HOME}/.aws to /tmp/a (/tmp/a/credentials)`, homePath: '~/.aws/credentials' })
    expect(
      findings(observed)
        .filter((f) => f.rule === 'sensitive-file-read')
        .map((f) => f.message)
    ).toEqual([
      `reads ~/.aws/credentials via rename of ${HOME}/.aws to /tmp/a (/tmp/a/credentials), undeclared`,
      'reads ~/.ssh/id_rsa via rename to /tmp/k, undeclared'
    ])
  })

  it('a renamed hard link says both steps', () => {
    const observed = observe(`\
7003  $T.100000 link("$HOME/.ssh/id_rsa", "/tmp/a") = 0
7003  $T.100100 rename("/tmp/a", "/tmp/b") = 0
7003  $T.100200 openat(AT_FDCWD</srv/notes-server>, "/tmp/a", O_RDONLY) = -1 ENOENT (No such file or directory)
7003  $T.100300 openat(AT_FDCWD</srv/notes-server>, "/tmp/b", O_RDONLY) = 3</tmp/b>
`)
    expect(keyReads(observed)).toEqual([{ via: 'hard link /tmp/a, renamed to /tmp/b', succeeded: true, traceLines: [4] }])
  })

  it('a name replaced by another file is no alias any more', () => {
    const observed = observe(`\
7002  $T.100000 link("$HOME/.ssh/id_rsa", "/tmp/x") = 0
7002  $T.100100 unlink("/tmp/x") = 0
7002  $T.100200 openat(AT_FDCWD</srv/notes-server>, "/tmp/x", O_WRONLY|O_CREAT|O_TRUNC, 0600) = 3</tmp/x>
7002  $T.100300 openat(AT_FDCWD</srv/notes-server>, "/tmp/x", O_RDONLY) = 3</tmp/x>
`)
    expect(keyReads(observed)).toEqual([])
  })

  it('open_by_handle_at of a handle taken from the canary reads it, though strace leaves the fd undecorated', () => {
    const observed = observe(`\
6971  $T.959847 name_to_handle_at(AT_FDCWD</srv/notes-server>, "$HOME/.ssh/id_rsa", {handle_bytes=128 => 8, handle_type=1, f_handle="\\x6b\\xc1\\x20\\x00\\xe4\\x35\\xa9\\xba"}, [27], 0) = 0
6971  $T.960113 openat(AT_FDCWD</srv/notes-server>, "/tmp", O_RDONLY|O_DIRECTORY) = 7</tmp>
6971  $T.960217 open_by_handle_at(7</tmp>, {handle_bytes=8, handle_type=1, f_handle="\\x6b\\xc1\\x20\\x00\\xe4\\x35\\xa9\\xba"}, O_RDONLY) = 8
6971  $T.960300 sendfile(9<UNIX-STREAM:[26435->26436]>, 8, NULL, 100) = 24
`)
    expect(keyReads(observed)).toEqual([
      { via: 'a file handle (open_by_handle_at)', succeeded: true, traceLines: [3] },
      { via: 'sendfile (a file handle (open_by_handle_at))', succeeded: true, traceLines: [4] }
    ])
  })

  it('decodes a handle nobody named in the trace when the canary inodes are known', () => {
    const trace = `6971  $T.960217 open_by_handle_at(7</tmp>, {handle_bytes=8, handle_type=1, f_handle="\\x6b\\xc1\\x20\\x00\\xe4\\x35\\xa9\\xba"}, O_RDONLY) = 8\n`
    expect(keyReads(observe(trace))).toEqual([])
    expect(keyReads(observe(trace, { canaryInodes: new Map([[0x0020c16b, KEY]]) }))).toEqual([
      { via: 'a file handle (open_by_handle_at)', succeeded: true, traceLines: [1] }
    ])
  })

  it('sendfile, splice and copy_file_range out of a canary fd are reads of the canary', () => {
    const observed = observe(`\
6971  $T.960387 sendfile(9<UNIX-STREAM:[26435->26436]>, 6<$HOME/.ssh/id_rsa>, NULL, 100) = 24
6971  $T.960696 splice(4<$HOME/.ssh/id_rsa>, NULL, 13<pipe:[26437]>, NULL, 100, 0) = 24
6971  $T.960800 link("$HOME/.ssh/id_rsa", "/tmp/hl") = 0
6971  $T.961007 copy_file_range(8</tmp/hl>, NULL, 14</tmp/out>, NULL, 100, 0) = 24
6971  $T.961100 sendfile(9<UNIX-STREAM:[26435->26436]>, 10</srv/notes-server/README.md>, NULL, 100) = 24
`)
    expect(keyReads(observed)).toEqual([
      { via: 'copy_file_range (hard link /tmp/hl)', succeeded: true, traceLines: [4] },
      { via: 'sendfile', succeeded: true, traceLines: [1] },
      { via: 'splice', succeeded: true, traceLines: [2] }
    ])
    expect(observed.files.filter((f) => f.path.endsWith('README.md'))).toEqual([])
  })
})

describe('reading other processes', () => {
  it("another process's environ, cmdline or mem is process-snooping; the server's own /proc is not", () => {
    const observed = observe(`\
6971  $T.961205 openat(AT_FDCWD</srv/notes-server>, "/proc/self/environ", O_RDONLY) = 15</proc/6971/environ>
6971  $T.961250 openat(AT_FDCWD</srv/notes-server>, "/proc/self/cmdline", O_RDONLY) = 16</proc/2/cmdline>
6971  $T.961303 openat(AT_FDCWD</srv/notes-server>, "/proc/1/environ", O_RDONLY) = -1 EACCES (Permission denied)
6971  $T.961400 openat(AT_FDCWD</srv/notes-server>, "/proc/4242/cmdline", O_RDONLY) = 17</proc/4242/cmdline>
6971  $T.961500 openat(AT_FDCWD</srv/notes-server>, "/proc/4242/task/4243/mem", O_RDONLY) = 18</proc/4242/task/4243/mem>
6971  $T.961600 openat(AT_FDCWD</srv/notes-server>, "/proc/6971/environ", O_RDONLY) = 19</proc/6971/environ>
6971  $T.961700 openat(AT_FDCWD</srv/notes-server>, "/proc/4242/status", O_RDONLY) = 20</proc/4242/status>
`)
    const snooping = findings(observed).filter((f) => f.rule === 'process-snooping')
    expect(snooping.map((f) => [f.severity, f.message, f.evidence.traceLines])).toEqual([
      ['high', 'tried to read the environ of another process (pid 1)', [3]],
      ['high', 'reads the cmdline of another process (pid 4242)', [4]],
      ['high', 'reads the mem of another process (pid 4242)', [5]]
    ])
  })
})
