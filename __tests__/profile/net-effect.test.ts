import { ProfileBuilder } from '../../src/profile/build-profile.js'
import type { CallRecord, Finding, Manifest, Observed } from '../../src/model/index.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { HOME, T0 } from './trace-fixtures.js'

// Literal strace lines → events → profile → findings: what a call undid itself (a lock, a temp file, a
// clone it cleaned up) is transient; what it left behind is its net effect, and only that is judged
// against its annotations.

const REPO = '/work/repo'
const tool = (name: string, annotations: Manifest['tools'][number]['annotations'] = {}): Manifest['tools'][number] => ({
  name,
  description: `${name} does git things.`,
  inputSchema: { type: 'object' },
  annotations,
  sha256: name
})
const MANIFEST: Manifest = {
  sha256: 'm',
  tools: [tool('git_status', { readOnlyHint: true }), tool('git_clone'), tool('save_note'), tool('peek', { readOnlyHint: true })],
  resources: [],
  resourceTemplates: [],
  prompts: []
}
const call = (id: number, name: string, startS: number, endS: number, iteration = 1): CallRecord => ({
  id,
  kind: 'tool',
  name,
  iteration,
  startedAt: (T0 + startS) * 1000,
  endedAt: (T0 + endS) * 1000,
  outcome: 'ok'
})
/** `t(1.5)` → the strace timestamp 1.5 s after T0 */
const t = (s: number): string => (T0 + s).toFixed(6)

function audit(trace: string, calls: CallRecord[]): { observed: Observed; findings: Finding[] } {
  const builder = new ProfileBuilder({
    calls,
    shutdownAt: (T0 + 60) * 1000,
    home: HOME,
    cwd: REPO,
    canaries: [],
    serverCodeRoots: ['/srv/server'],
    runtimeRoots: ['/usr']
  })
  const { events, stats } = parseTraceText(trace)
  for (const event of events) builder.add(event)
  const observed = builder.finish(stats)
  const rugPull = { status: 'new' as const, identity: 'x', currentSha256: 'm', changes: [], duringSession: [] }
  return { observed, findings: evaluateRules({ observed, manifest: MANIFEST, calls, policy: null, rugPull, home: HOME, cwd: REPO }) }
}

describe('net effect per call', () => {
  it('git status under readOnlyHint: the index.lock it creates and removes is transient, and the tool is clean', () => {
    const trace = [
      `46    ${t(1.01)} openat(AT_FDCWD</work/repo>, "/work/repo/.git/index.lock", O_RDWR|O_CREAT|O_EXCL|O_CLOEXEC, 0666 <unfinished ...>`,
      `46    ${t(1.02)} <... openat resumed>) = 3</work/repo/.git/index.lock>`,
      `46    ${t(1.03)} unlink("/work/repo/.git/index.lock") = 0`
    ].join('\n')
    const { observed, findings } = audit(trace, [call(0, 'git_status', 1, 1.1)])
    expect(observed.files.map((f) => [f.path, f.access, f.transient])).toEqual([
      ['/work/repo/.git/index.lock', 'create', true],
      ['/work/repo/.git/index.lock', 'delete', true]
    ])
    expect(findings).toEqual([])
  })

  it('a lock taken in one call and released just after the next began is transient in both, each access at its own call', () => {
    // git-mcp-server: the git of one read-only tool still holds index.lock when the next tool's call begins
    const trace = [
      `46    ${t(1.01)} openat(AT_FDCWD</work/repo>, "/work/repo/.git/index.lock", O_RDWR|O_CREAT|O_EXCL|O_CLOEXEC, 0666) = 3</work/repo/.git/index.lock>`,
      `47    ${t(2.01)} openat(AT_FDCWD</work/repo>, "/work/repo/notes.txt", O_RDONLY) = 4</work/repo/notes.txt>`,
      `46    ${t(2.02)} unlink("/work/repo/.git/index.lock") = 0`
    ].join('\n')
    const calls = [call(0, 'git_status', 1, 1.1), call(1, 'peek', 2, 2.1)]
    const { observed, findings } = audit(trace, calls)
    expect(observed.files.filter((f) => f.path.endsWith('.lock')).map((f) => [f.access, f.transient])).toEqual([
      ['create', true],
      ['delete', true]
    ])
    expect(findings.filter((f) => f.severity !== 'info')).toEqual([])
  })

  it('a lock taken in one call and left for good is still the change of the call that took it', () => {
    const trace = [
      `46    ${t(1.01)} openat(AT_FDCWD</work/repo>, "/work/repo/.git/index.lock", O_RDWR|O_CREAT|O_EXCL|O_CLOEXEC, 0666) = 3</work/repo/.git/index.lock>`,
      `47    ${t(2.01)} openat(AT_FDCWD</work/repo>, "/work/repo/notes.txt", O_RDONLY) = 4</work/repo/notes.txt>`,
      `47    ${t(3.01)} openat(AT_FDCWD</work/repo>, "/work/repo/notes.txt", O_RDONLY) = 4</work/repo/notes.txt>`
    ].join('\n')
    const calls = [call(0, 'git_status', 1, 1.1), call(1, 'peek', 2, 2.1), call(2, 'peek', 3, 3.1, 2)]
    const { observed, findings } = audit(trace, calls)
    expect(observed.files.filter((f) => f.path.endsWith('.lock')).map((f) => [f.access, f.transient ?? false])).toEqual([['create', false]])
    expect(findings.filter((f) => f.severity === 'high').map((f) => [f.tool, f.message])).toEqual([['git_status', expect.stringContaining('index.lock')]])
  })

  it('git status refreshing its index (index.lock renamed over .git/index) under readOnlyHint is clean, and says what it was', () => {
    const trace = [
      `46    ${t(1.01)} openat(AT_FDCWD</work/repo>, "/work/repo/.git/index.lock", O_RDWR|O_CREAT|O_EXCL|O_CLOEXEC, 0666) = 3</work/repo/.git/index.lock>`,
      `46    ${t(1.02)} write(3</work/repo/.git/index.lock>, "DIRC\\0\\0\\0\\2", 8) = 8`,
      `46    ${t(1.03)} rename("/work/repo/.git/index.lock", "/work/repo/.git/index") = 0`
    ].join('\n')
    const { observed, findings } = audit(trace, [call(0, 'git_status', 1, 1.1)])
    expect(observed.files.filter((f) => f.access === 'rename').map((f) => [f.path, f.transient, f.via])).toEqual([
      ['/work/repo/.git/index.lock', true, "git's index refresh (.git/index.lock renamed over .git/index: a cache of file stats)"]
    ])
    expect(findings.filter((f) => f.severity !== 'info')).toEqual([])
  })

  it('a lock renamed over any other file by a read-only tool is still a write it is judged by', () => {
    const trace = [
      `46    ${t(1.01)} openat(AT_FDCWD</work/repo>, "/work/repo/.git/config.lock", O_RDWR|O_CREAT|O_EXCL|O_CLOEXEC, 0666) = 3</work/repo/.git/config.lock>`,
      `46    ${t(1.03)} rename("/work/repo/.git/config.lock", "/work/repo/.git/config") = 0`
    ].join('\n')
    const { findings } = audit(trace, [call(0, 'git_status', 1, 1.1)])
    expect(findings.filter((f) => f.severity === 'high').map((f) => f.message)).toEqual([expect.stringContaining('.git/config')])
  })

  it('a read-only tool that really changes a file is still high', () => {
    const trace = `50    ${t(1.01)} openat(AT_FDCWD</work/repo>, "notes.md", O_WRONLY|O_CREAT|O_TRUNC, 0644) = 3</work/repo/notes.md>`
    const { observed, findings } = audit(trace, [call(0, 'peek', 1, 1.1)])
    expect(observed.files[0]?.transient).toBeUndefined()
    expect(findings.map((f) => [f.rule, f.severity, f.message])).toEqual([
      ['file-write', 'high', 'writes /work/repo/notes.md; the tool declares readOnlyHint: true']
    ])
  })

  it('a lock created in one call and removed in the next by another process is two effects, each judged', () => {
    const trace = [
      `46    ${t(1.01)} openat(AT_FDCWD</work/repo>, "/work/repo/.git/index.lock", O_RDWR|O_CREAT|O_EXCL|O_CLOEXEC, 0666) = 3</work/repo/.git/index.lock>`,
      `52    ${t(2.01)} unlink("/work/repo/.git/index.lock") = 0`
    ].join('\n')
    const { observed, findings } = audit(trace, [call(0, 'git_status', 1, 1.1), call(1, 'git_status', 2, 2.1, 2)])
    expect(observed.files.every((f) => f.transient === undefined)).toBe(true)
    expect(findings.map((f) => [f.rule, f.severity]).sort()).toEqual([
      ['file-delete', 'high'],
      ['file-write', 'high']
    ])
  })

  it('an atomic save (temp file renamed over its target) is one effect: writes the target', () => {
    const trace = [
      `50    ${t(1.01)} openat(AT_FDCWD</work/repo>, "/work/repo/notes.md.tmp-81", O_WRONLY|O_CREAT|O_EXCL, 0644) = 3</work/repo/notes.md.tmp-81>`,
      `50    ${t(1.02)} write(3</work/repo/notes.md.tmp-81>, "# notes\\n", 8) = 8`,
      `50    ${t(1.03)} rename("/work/repo/notes.md.tmp-81", "/work/repo/notes.md") = 0`
    ].join('\n')
    const saved = audit(trace, [call(0, 'save_note', 1, 1.1)])
    expect(saved.observed.files.map((f) => [f.access, f.path, f.renamedTo, f.transient])).toEqual([
      ['create', '/work/repo/notes.md.tmp-81', undefined, true],
      ['rename', '/work/repo/notes.md.tmp-81', '/work/repo/notes.md', undefined]
    ])
    expect(saved.findings.map((f) => [f.rule, f.severity, f.message])).toEqual([['file-write', 'info', 'writes /work/repo/notes.md']])
    // under readOnlyHint the same save is what the tool changed
    const readOnly = audit(trace, [call(0, 'peek', 1, 1.1)])
    expect(readOnly.findings.map((f) => [f.rule, f.severity, f.message])).toEqual([
      ['file-write', 'high', 'writes /work/repo/notes.md; the tool declares readOnlyHint: true']
    ])
  })

  it('renaming away a file the call did not write stays a move, even when the new name is removed later', () => {
    const trace = [
      `50    ${t(1.01)} mkdir("/work/repo/trash", 0755) = 0`,
      `50    ${t(1.02)} rename("/work/repo/keep.md", "/work/repo/trash/keep.md") = 0`,
      `50    ${t(1.03)} unlink("/work/repo/trash/keep.md") = 0`,
      `50    ${t(1.04)} rmdir("/work/repo/trash") = 0`
    ].join('\n')
    const { findings } = audit(trace, [call(0, 'peek', 1, 1.1)])
    expect(findings.map((f) => [f.rule, f.severity, f.message])).toContainEqual([
      'file-delete',
      'high',
      'moves away /work/repo/keep.md; the tool declares readOnlyHint: true'
    ])
  })

  it('a clone that fails and removes the tree it made leaves nothing to report', () => {
    const trace = [
      `39    ${t(1.01)} mkdir("/work/repo/clone-2", 0777) = 0`,
      `39    ${t(1.02)} mkdir("/work/repo/clone-2/.git", 0777) = 0`,
      `39    ${t(1.03)} openat(AT_FDCWD</work/repo>, "/work/repo/clone-2/.git/HEAD.lock", O_RDWR|O_CREAT|O_EXCL|O_CLOEXEC, 0666) = 3</work/repo/clone-2/.git/HEAD.lock>`,
      `39    ${t(1.04)} rename("/work/repo/clone-2/.git/HEAD.lock", "/work/repo/clone-2/.git/HEAD") = 0`,
      `39    ${t(1.05)} openat(AT_FDCWD</work/repo>, "/work/repo/clone-2/.git/config", O_WRONLY|O_CREAT|O_TRUNC, 0666) = 3</work/repo/clone-2/.git/config>`,
      `39    ${t(1.06)} unlink("/work/repo/clone-2/.git/config") = 0`,
      `39    ${t(1.07)} unlink("/work/repo/clone-2/.git/HEAD") = 0`,
      `39    ${t(1.08)} rmdir("/work/repo/clone-2/.git") = 0`,
      `39    ${t(1.09)} rmdir("/work/repo/clone-2") = 0`
    ].join('\n')
    const { observed, findings } = audit(trace, [call(0, 'git_clone', 1, 1.5)])
    expect(observed.files.length).toBe(9)
    expect(observed.files.every((f) => f.transient === true)).toBe(true)
    expect(findings).toEqual([])
  })

  it('a persistence write is reported even when the call removes it again', () => {
    const trace = [
      `50    ${t(1.01)} openat(AT_FDCWD</work/repo>, "${HOME}/.bashrc.new", O_WRONLY|O_CREAT|O_EXCL, 0644) = 3<${HOME}/.bashrc.new>`,
      `50    ${t(1.02)} openat(AT_FDCWD</work/repo>, "${HOME}/.ssh/authorized_keys", O_WRONLY|O_CREAT|O_EXCL, 0600) = 4<${HOME}/.ssh/authorized_keys>`,
      `50    ${t(1.03)} unlink("${HOME}/.ssh/authorized_keys") = 0`
    ].join('\n')
    const { findings } = audit(trace, [call(0, 'save_note', 1, 1.1)])
    expect(findings.filter((f) => f.rule === 'persistence').map((f) => [f.severity, f.message])).toEqual([
      ['critical', 'creates ~/.ssh/authorized_keys (SSH authorized keys)']
    ])
  })
})
