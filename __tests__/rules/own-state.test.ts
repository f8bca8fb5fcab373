// Own state, from literal strace lines (desktop-commander 0.2.52's config dir, recorded in the sandbox;
// pids merged, paths adapted): a directory the server created in this run is one own-state finding,
// and no mkdir launders a write to something older than the run.
import { ProfileBuilder } from '../../src/profile/build-profile.js'
import type { CallRecord, Finding, Manifest, Observed } from '../../src/model/index.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import { ownStateRoots } from '../../src/rules/own-state.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { CWD, HOME, T0 } from '../profile/trace-fixtures.js'

const CALL: CallRecord = { id: 0, kind: 'tool', name: 'read_file', iteration: 1, startedAt: (T0 + 1) * 1000, endedAt: (T0 + 10) * 1000, outcome: 'ok' }
const MANIFEST: Manifest = {
  sha256: 'm',
  tools: [
    { name: 'read_file', description: 'Read contents from files and URLs.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true }, sha256: 't' },
    { name: 'write_file', description: 'Write or append to file contents.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: false }, sha256: 'w' }
  ],
  resources: [],
  resourceTemplates: [],
  prompts: []
}

function observe(trace: string): Observed {
  const builder = new ProfileBuilder({
    calls: [CALL],
    shutdownAt: (T0 + 20) * 1000,
    home: HOME,
    cwd: CWD,
    canaries: [],
    serverCodeRoots: [CWD],
    runtimeRoots: ['/usr']
  })
  const { events, stats } = parseTraceText(trace.replaceAll('$HOME', HOME).replaceAll('$T', String(T0)))
  for (const event of events) builder.add(event)
  return builder.finish(stats)
}

const findings = (observed: Observed, contained: { packageRoots?: string[]; writableRoots?: string[] } = {}): Finding[] =>
  evaluateRules({
    observed,
    manifest: MANIFEST,
    calls: [CALL],
    policy: null,
    rugPull: { status: 'new', identity: 'x', currentSha256: 'm', changes: [], duringSession: [] },
    home: HOME,
    cwd: CWD,
    ...contained
  })
const shown = (list: Finding[]) => list.filter((f) => f.severity !== 'info').map((f) => [f.rule, f.severity, f.tool ?? f.phase.kind, f.message])

// startup makes the directory; read_file then saves config.json the way write-file-atomic does
const CONFIG_DIR = `\
6971  $T.515592 mkdir("$HOME/.claude-server-commander", 0777) = 0
6972  $T.515866 mkdir("$HOME/.claude-server-commander", 0777) = -1 EEXIST (File exists)
6971  $T.515900 openat(AT_FDCWD</srv/notes-server>, "$HOME/.claude-server-commander/config.json", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = 20
6971  $T.864288 mkdir("$HOME/.claude-server-commander/config.json.lock", 0777) = 0
6971  $T+1.965077 openat(AT_FDCWD</srv/notes-server>, "$HOME/.claude-server-commander/claude_tool_call.log", O_WRONLY|O_CREAT|O_APPEND|O_CLOEXEC, 0666) = 22
6971  $T+1.982447 openat(AT_FDCWD</srv/notes-server>, "$HOME/.claude-server-commander/config.json.2.1795745039981.01185c62923c2.tmp", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = 20
6971  $T+2.041788 rename("$HOME/.claude-server-commander/config.json.2.1795745039981.01185c62923c2.tmp", "$HOME/.claude-server-commander/config.json") = 0
6971  $T+2.043990 unlink("$HOME/.claude-server-commander/config.json.2.1795745039981.01185c62923c2.tmp") = -1 ENOENT (No such file or directory)
6971  $T+2.049016 rmdir("$HOME/.claude-server-commander/config.json.lock") = 0
6971  $T+2.06 mkdir("$HOME/.claude-server-commander/config.json.lock", 0777) = 0
6971  $T+2.07 openat(AT_FDCWD</srv/notes-server>, "$HOME/.claude-server-commander/config.json.2.1795745040143.802eda1533548.tmp", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = 20
6971  $T+2.08 unlink("$HOME/.claude-server-commander/config.json.2.1795745040143.802eda1533548.tmp") = -1 ENOENT (No such file or directory)
`
// strace prints "$T+1.9…" nowhere: the fixture writes times as offsets, turned into absolute ones here
const at = (trace: string): string => trace.replace(/\$T\+(\d+)\.(\d+)/g, (_, s: string, frac: string) => `${T0 + Number(s)}.${frac}`)

describe('own state', () => {
  it('a read-only tool that keeps its config in a directory the server created is one medium own-state finding, not one high per temp name', () => {
    const list = findings(observe(at(CONFIG_DIR)))
    expect(shown(list)).toEqual([
      [
        'own-state',
        'medium',
        'read_file',
        'keeps its own state in ~/.claude-server-commander, a directory it created in this run: claude_tool_call.log, config.json, temp and lock files (by startup, read_file); read_file declares readOnlyHint: true'
      ]
    ])
    expect(list.filter((f) => f.rule === 'file-write' || f.rule === 'file-delete')).toEqual([])
  })

  it('a write to a file older than the run stays high, whatever directory the server made first', () => {
    const list = findings(
      observe(
        at(`\
6971  $T.515592 mkdir("$HOME/.claude-server-commander", 0777) = 0
6971  $T+1.5 openat(AT_FDCWD</srv/notes-server>, "$HOME/notes/todo.md", O_WRONLY|O_APPEND, 0666) = 20
6971  $T+1.6 openat(AT_FDCWD</srv/notes-server>, "$HOME/.claude-server-commander/../.ssh/id_rsa", O_WRONLY|O_TRUNC, 0666) = 21
`)
      )
    )
    expect(shown(list)).toEqual([
      ['file-write', 'high', 'read_file', 'writes ~/.ssh/id_rsa; the tool declares readOnlyHint: true'],
      ['file-write', 'high', 'read_file', 'writes ~/notes/todo.md; the tool declares readOnlyHint: true']
    ])
  })

  it('no own state where the trace cannot prove the directory new: moved away and made again, a link or a rename into it, the workspace', () => {
    const roots = (trace: string): string[] => ownStateRoots(observe(at(trace)).files, HOME, CWD)
    // ~/.ssh existed: renamed away, made again, authorized_keys written below it
    expect(
      roots(`\
6971  $T+1.1 rename("$HOME/.ssh", "$HOME/.ssh-old") = 0
6971  $T+1.2 mkdir("$HOME/.ssh", 0700) = 0
6971  $T+1.3 openat(AT_FDCWD</srv/notes-server>, "$HOME/.ssh/config", O_WRONLY|O_CREAT|O_TRUNC, 0600) = 20
`)
    ).toEqual([])
    // a hard link to a planted file inside the new directory, then written through
    expect(
      roots(`\
6971  $T+1.2 mkdir("$HOME/.state", 0700) = 0
6971  $T+1.3 link("$HOME/.aws/credentials", "$HOME/.state/c") = 0
6971  $T+1.4 openat(AT_FDCWD</srv/notes-server>, "$HOME/.state/c", O_WRONLY|O_APPEND) = 20
`)
    ).toEqual([])
    // a symbolic link made inside it
    expect(roots(`6971  $T+1.2 mkdir("$HOME/.state", 0700) = 0\n6971  $T+1.3 symlink("$HOME/.bashrc", "$HOME/.state/rc") = 0\n`)).toEqual([])
    // a file from elsewhere renamed into it
    expect(roots(`6971  $T+1.2 mkdir("$HOME/.state", 0700) = 0\n6971  $T+1.3 rename("$HOME/.env", "$HOME/.state/env") = 0\n`)).toEqual([])
    // the workspace itself (a directory above it), and a failed mkdir of something that exists
    expect(roots(`6971  $T+1.2 mkdir("/srv", 0700) = 0\n6971  $T+1.3 mkdir("$HOME/.ssh", 0700) = -1 EEXIST (File exists)\n`)).toEqual([])
    expect(roots(`6971  $T+1.2 mkdir("/srv/notes-server", 0700) = 0\n6971  $T+1.3 mkdir("/srv/notes-server/data", 0700) = -1 EEXIST (File exists)\n`)).toEqual(
      []
    )
    // new, but other programs' places: pip's config dir, a bin dir on PATH, a git config dir
    expect(
      roots(
        `6971  $T+1.2 mkdir("$HOME/.config/pip", 0700) = 0\n6971  $T+1.3 mkdir("$HOME/.local/bin", 0700) = 0\n6971  $T+1.4 mkdir("$HOME/.config/git", 0700) = 0\n`
      )
    ).toEqual([])
    // nested directories: only the topmost
    expect(
      roots(
        `6971  $T+1.2 mkdir("$HOME/.cache/ms-playwright-mcp", 0777) = 0\n6971  $T+1.3 mkdir("$HOME/.cache/ms-playwright-mcp/mcp-chrome-e3deba8", 0777) = 0\n`
      )
    ).toEqual([`${HOME}/.cache/ms-playwright-mcp`])
  })

  it('a directory made inside a planted one keeps the planted one out of its reach', () => {
    const list = findings(
      observe(
        at(`\
6971  $T+1.2 mkdir("$HOME/.config/app", 0700) = 0
6971  $T+1.3 openat(AT_FDCWD</srv/notes-server>, "$HOME/.config/app/settings.json", O_WRONLY|O_CREAT|O_TRUNC, 0600) = 20
6971  $T+1.4 openat(AT_FDCWD</srv/notes-server>, "$HOME/.config/gh/hosts.yml", O_WRONLY|O_TRUNC) = 21
`)
      )
    )
    expect(shown(list)).toEqual([
      ['file-write', 'high', 'read_file', 'writes ~/.config/gh/hosts.yml; the tool declares readOnlyHint: true'],
      [
        'own-state',
        'medium',
        'read_file',
        'keeps its own state in ~/.config/app, a directory it created in this run: settings.json (by read_file); read_file declares readOnlyHint: true'
      ]
    ])
  })
})

// @modelcontextprotocol/server-memory 2026.8.31 at its default path: memory.jsonl beside its own code,
// written through a temp file renamed over it. The launched package root is shown copy-on-write.
const PACKAGE = '/opt/mcp/node_modules/@modelcontextprotocol/server-memory'
const MEMORY_SAVE = `\
6971  $T+1.2 openat(AT_FDCWD</srv/notes-server>, "${PACKAGE}/dist/memory.jsonl", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)
6971  $T+1.3 openat(AT_FDCWD</srv/notes-server>, "${PACKAGE}/dist/memory.jsonl.3f2a9c0d4b1e8f7a6c5d4e3f2a1b0c9d.tmp", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = 20
6971  $T+1.4 rename("${PACKAGE}/dist/memory.jsonl.3f2a9c0d4b1e8f7a6c5d4e3f2a1b0c9d.tmp", "${PACKAGE}/dist/memory.jsonl") = 0
`
const CONTAINED = { packageRoots: [PACKAGE], writableRoots: [CWD, HOME, '/tmp', '/var/tmp', '/dev/shm'] }

describe('own state in the launched package (copy-on-write)', () => {
  it('a file the view shows created there is own state: one medium finding for a read-only tool, no host-write', () => {
    const observed = observe(at(MEMORY_SAVE))
    observed.fileChanges = [{ path: `${PACKAGE}/dist/memory.jsonl`, change: 'created', kind: 'file', size: 120 }]
    expect(shown(findings(observed, CONTAINED))).toEqual([
      [
        'own-state',
        'medium',
        'read_file',
        `keeps its own state in ${PACKAGE}, its own package directory: dist/memory.jsonl, temp and lock files (by read_file); read_file declares readOnlyHint: true`
      ]
    ])
  })

  it('changing a file of the package that was there before the run is high, whatever the tool declares', () => {
    const observed = observe(at(`6971  $T+1.3 openat(AT_FDCWD</srv/notes-server>, "${PACKAGE}/dist/index.js", O_WRONLY|O_TRUNC|O_CLOEXEC, 0666) = 20\n`))
    observed.fileChanges = [{ path: `${PACKAGE}/dist/index.js`, change: 'modified', kind: 'file', size: 20 }]
    const expected = [['file-write', 'high', 'read_file', `writes ${PACKAGE}/dist/index.js, a file of its own installed package that was there before the run`]]
    expect(shown(findings(observed, CONTAINED))).toEqual(expected)
    // without the view's changes (or with a cut list) nothing there is known new
    delete observed.fileChanges
    expect(shown(findings(observed, CONTAINED))).toEqual(expected)
    observed.fileChanges = []
    observed.fileChangesTruncated = true
    expect(shown(findings(observed, CONTAINED))).toEqual(expected)
  })

  it('a link made in the package is another name for its code: writing through it is high, not own state', () => {
    const observed = observe(
      at(`\
6971  $T+1.3 link("${PACKAGE}/dist/index.js", "${PACKAGE}/dist/state.jsonl") = 0
6971  $T+1.4 openat(AT_FDCWD</srv/notes-server>, "${PACKAGE}/dist/state.jsonl", O_WRONLY|O_APPEND|O_CLOEXEC) = 20
`)
    )
    observed.fileChanges = [
      { path: `${PACKAGE}/dist/index.js`, change: 'modified', kind: 'file', size: 40 },
      { path: `${PACKAGE}/dist/state.jsonl`, change: 'created', kind: 'file', size: 40 }
    ]
    const list = shown(findings(observed, CONTAINED))
    expect(list.map(([rule, severity]) => `${rule} ${severity}`)).toEqual(['file-write high'])
    expect(list[0]?.[3]).toMatch(/dist\/state\.jsonl, a file of its own installed package that was there before the run$/)
  })

  it('deleting a file of the package is high; outside the package root it is a host write as before', () => {
    const observed = observe(
      at(`\
6971  $T+1.3 unlink("${PACKAGE}/package.json") = 0
6971  $T+1.4 openat(AT_FDCWD</srv/notes-server>, "/opt/mcp/node_modules/other/memory.jsonl", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = -1 EROFS (Read-only file system)
`)
    )
    observed.fileChanges = [{ path: `${PACKAGE}/package.json`, change: 'deleted', kind: 'file' }]
    expect(shown(findings(observed, CONTAINED))).toEqual([
      ['file-write', 'high', 'read_file', `deletes ${PACKAGE}/package.json, a file of its own installed package that was there before the run`],
      ['host-write', 'high', 'read_file', 'tried to write /opt/mcp/node_modules/other/memory.jsonl, outside its workspace and temp dirs']
    ])
  })
})

// A notes server creates ./notes in its working directory (issue 43): its own data folder, made in this
// run, is own state like a new directory under the home where a declaration speaks of the change (here
// read_file, read-only; startup's welcome.md is info, since write_file may write); rewriting a file of
// the workspace that existed stays high.
describe('own state in the workspace', () => {
  it('a directory the server made below its working directory is one own-state finding; a file that was there stays high', () => {
    const list = findings(
      observe(
        at(`\
6971  $T.2 mkdir("/srv/notes-server/notes", 0777) = 0
6971  $T.3 openat(AT_FDCWD</srv/notes-server>, "/srv/notes-server/notes/welcome.md", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = 20
6971  $T+1.5 openat(AT_FDCWD</srv/notes-server>, "/srv/notes-server/notes/index.json", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = 21
6971  $T+1.6 openat(AT_FDCWD</srv/notes-server>, "/srv/notes-server/README.md", O_WRONLY|O_TRUNC|O_CLOEXEC, 0666) = 22
`)
      )
    )
    expect(shown(list)).toEqual([
      ['file-write', 'high', 'read_file', 'writes /srv/notes-server/README.md; the tool declares readOnlyHint: true'],
      [
        'own-state',
        'medium',
        'read_file',
        'keeps its own state in /srv/notes-server/notes, a directory it created in this run: index.json (by read_file); read_file declares readOnlyHint: true'
      ]
    ])
  })
})
