// A helper program's own business (issue 43), from literal strace lines: a tool that runs
// `npm config get registry` (an update check) sees npm read ~/.npmrc and write its log under ~/.npm: one
// helper-program finding at medium. The same ~/.npmrc read by the server's own process stays high, and
// so does a program reading a file that is not its own.
import { ProfileBuilder } from '../../src/profile/build-profile.js'
import type { CallRecord, Finding, Manifest, Observed } from '../../src/model/index.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { CWD, HOME, T0 } from '../profile/trace-fixtures.js'

const CALL: CallRecord = { id: 0, kind: 'tool', name: 'check_updates', iteration: 1, startedAt: (T0 + 1) * 1000, endedAt: (T0 + 10) * 1000, outcome: 'ok' }
const MANIFEST: Manifest = {
  sha256: 'm',
  tools: [
    {
      name: 'check_updates',
      description: 'Tells whether a newer version is out.',
      inputSchema: { type: 'object' },
      annotations: { readOnlyHint: true },
      sha256: 't'
    }
  ],
  resources: [],
  resourceTemplates: [],
  prompts: []
}

function findings(trace: string): Finding[] {
  const builder = new ProfileBuilder({
    calls: [CALL],
    shutdownAt: (T0 + 20) * 1000,
    home: HOME,
    cwd: CWD,
    canaries: [],
    serverCodeRoots: [CWD],
    runtimeRoots: ['/usr']
  })
  const { events, stats } = parseTraceText(
    trace.replaceAll('$HOME', HOME).replace(/\$T\+(\d+)\.(\d+)/g, (_, s: string, frac: string) => `${T0 + Number(s)}.${frac}`)
  )
  for (const event of events) builder.add(event)
  const observed: Observed = builder.finish(stats)
  return evaluateRules({
    observed,
    manifest: MANIFEST,
    calls: [CALL],
    policy: null,
    rugPull: { status: 'new', identity: 'x', currentSha256: 'm', changes: [], duringSession: [] },
    home: HOME,
    cwd: CWD
  }).filter((finding) => finding.severity !== 'info')
}
const brief = (list: Finding[]) => list.map((f) => [f.rule, f.severity, f.tool ?? f.phase.kind, f.message])

// the server (pid 100) spawns `npm config get registry`; npm's script runs under env, then node
const NPM = `\
100   $T+0.100000 execve("/usr/bin/node", ["node", "server.js"], 0x7ffd5a0 /* 6 vars */) = 0
100   $T+2.010000 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f3a1f) = 200
200   $T+2.012000 execve("/usr/bin/npm", ["npm", "config", "get", "registry"], 0x7ffd5b0 /* 9 vars */) = 0
200   $T+2.013000 execve("/usr/local/bin/node", ["node", "/usr/bin/npm", "config", "get", "registry"], 0x7ffd5c0 /* 9 vars */) = -1 ENOENT (No such file or directory)
200   $T+2.014000 execve("/usr/bin/node", ["node", "/usr/bin/npm", "config", "get", "registry"], 0x7ffd5c0 /* 9 vars */) = 0
200   $T+2.100000 openat(AT_FDCWD</srv/notes-server>, "$HOME/.npmrc", O_RDONLY|O_CLOEXEC) = 21</tmp/mcp-behave-abc123/home/.npmrc>
200   $T+2.200000 mkdir("$HOME/.npm", 0777) = 0
200   $T+2.210000 mkdir("$HOME/.npm/_logs", 0777) = 0
200   $T+2.220000 openat(AT_FDCWD</srv/notes-server>, "$HOME/.npm/_logs/2026-11-29T04_12_01_212Z-debug-0.log", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = 22
`

describe('a helper program', () => {
  it('npm reading ~/.npmrc and writing its log for a read-only tool: one medium finding naming what it ran', () => {
    expect(brief(findings(NPM))).toEqual([
      [
        'helper-program',
        'medium',
        'check_updates',
        'runs npm (`npm config get registry`), which reads your ~/.npmrc and writes its own ~/.npm/_logs (by check_updates)'
      ]
    ])
  })

  it("the same ~/.npmrc read by the server's own process stays high", () => {
    const own = `${NPM}100   $T+3.000000 openat(AT_FDCWD</srv/notes-server>, "$HOME/.npmrc", O_RDONLY|O_CLOEXEC) = 23</tmp/mcp-behave-abc123/home/.npmrc>\n`
    expect(brief(findings(own)).filter(([rule]) => rule !== 'helper-program')).toEqual([
      ['sensitive-file-read', 'high', 'check_updates', 'reads ~/.npmrc, undeclared']
    ])
  })

  it('npm reading a file that is not its own stays high; npm rewriting a file that existed stays high', () => {
    const stray = `${NPM}200   $T+2.300000 openat(AT_FDCWD</srv/notes-server>, "$HOME/.ssh/id_rsa", O_RDONLY|O_CLOEXEC) = 24</tmp/mcp-behave-abc123/home/.ssh/id_rsa>
200   $T+2.400000 openat(AT_FDCWD</srv/notes-server>, "$HOME/.npmrc", O_WRONLY|O_TRUNC|O_CLOEXEC) = 25</tmp/mcp-behave-abc123/home/.npmrc>
`
    expect(brief(findings(stray)).filter(([rule]) => rule !== 'helper-program')).toEqual([
      ['file-write', 'high', 'check_updates', 'writes ~/.npmrc; the tool declares readOnlyHint: true'],
      ['sensitive-file-read', 'high', 'check_updates', 'reads ~/.ssh/id_rsa, undeclared']
    ])
  })
})
