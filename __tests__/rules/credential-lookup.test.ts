import { ProfileBuilder } from '../../src/profile/build-profile.js'
import type { CallRecord, Finding, Manifest, Observed } from '../../src/model/index.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import { sinkIPv4For } from '../../src/model/sink-address.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { HOME, T0 } from '../profile/trace-fixtures.js'

// Literal strace lines → events → profile → findings: git's remote helper (libcurl) consulting ~/.netrc
// for the host it is about to contact is a credential lookup, named with the program and the host; the
// server's own process reading the same file is a sensitive read; a lookup whose credential then leaves
// is high.

const CWD = '/work/repo'
const NETRC_TOKEN = 'MCPBNETRC4f1e0c9d2b7a6e35'
const MANIFEST: Manifest = {
  sha256: 'm',
  tools: [{ name: 'git_clone', description: 'Clones a repository.', inputSchema: { type: 'object' }, sha256: 'c' }],
  resources: [],
  resourceTemplates: [],
  prompts: []
}
const CALLS: CallRecord[] = [{ id: 0, kind: 'tool', name: 'git_clone', iteration: 1, startedAt: (T0 + 1) * 1000, endedAt: (T0 + 2) * 1000, outcome: 'ok' }]
const t = (s: number): string => (T0 + s).toFixed(6)
const SINK = sinkIPv4For('example.com')
const dnsQuery = '"g\\251\\1\\0\\0\\1\\0\\0\\0\\0\\0\\0\\7example\\3com\\0\\0\\1\\0\\1"'

function audit(lines: string[]): { observed: Observed; findings: Finding[] } {
  const builder = new ProfileBuilder({
    calls: CALLS,
    shutdownAt: (T0 + 60) * 1000,
    home: HOME,
    cwd: CWD,
    canaries: [{ id: '~/.netrc', value: NETRC_TOKEN }],
    serverCodeRoots: ['/srv/server'],
    runtimeRoots: ['/usr']
  })
  const { events, stats } = parseTraceText(lines.join('\n'))
  for (const event of events) builder.add(event)
  const observed = builder.finish(stats)
  const rugPull = { status: 'new' as const, identity: 'x', currentSha256: 'm', changes: [], duringSession: [] }
  return { observed, findings: evaluateRules({ observed, manifest: MANIFEST, calls: CALLS, policy: null, rugPull, home: HOME, cwd: CWD }) }
}

const serverStart = [`27    ${t(0.1)} execve("/usr/bin/node", ["node", "/srv/server/index.js"], 0x7ffd /* 9 vars */) = 0`]
const gitRemoteHttp = (afterRead: string[]): string[] => [
  ...serverStart,
  `27    ${t(1.01)} clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0x7f449eafda10) = 41`,
  `41    ${t(1.02)} execve("/usr/lib/git-core/git-remote-http", ["/usr/lib/git-core/git-remote-http", "origin", "http://example.com/"], 0x563357897840 /* 37 vars */) = 0`,
  `41    ${t(1.03)} openat(AT_FDCWD</work/repo>, "${HOME}/.netrc", O_RDONLY) = 5<${HOME}/.netrc>`,
  `41    ${t(1.031)} clone3({flags=CLONE_VM|CLONE_FS|CLONE_FILES|CLONE_SIGHAND|CLONE_THREAD|CLONE_SYSVSEM|CLONE_SETTLS|CLONE_PARENT_SETTID|CLONE_CHILD_CLEARTID, child_tid=0x7f43279ec990, parent_tid=0x7f43279ec990, exit_signal=0, stack=0x7f43271ec000, stack_size=0x7fff40, tls=0x7f43279ec6c0} => {parent_tid=[42]}, 88) = 42`,
  `42    ${t(1.032)} socket(AF_INET, SOCK_DGRAM|SOCK_CLOEXEC|SOCK_NONBLOCK, IPPROTO_IP) = 7<UDP:[2089385]>`,
  `42    ${t(1.033)} connect(7<UDP:[2089385]>, {sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("10.255.255.53")}, 16) = 0`,
  `42    ${t(1.034)} sendto(7<UDP:[10.255.255.53:42942->10.255.255.53:53]>, ${dnsQuery}, 29, MSG_NOSIGNAL, NULL, 0) = 29`,
  `41    ${t(1.04)} socket(AF_INET, SOCK_STREAM, IPPROTO_TCP) = 5<TCP:[2089401]>`,
  `41    ${t(1.05)} connect(5<TCP:[2089401]>, {sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr("${SINK}")}, 16) = -1 EINPROGRESS (Operation now in progress)`,
  ...afterRead
]

describe('credential lookups by standard programs', () => {
  it("git-remote-http consulting ~/.netrc before contacting example.com is reported with the program and the host, not as the server's read", () => {
    const { observed, findings } = audit(gitRemoteHttp([]))
    const netrc = observed.files.filter((file) => file.homePath === '~/.netrc')
    expect(netrc.map((file) => file.lookup)).toEqual([{ program: 'git-remote-http', hosts: ['example.com:80'] }])
    expect(findings.filter((f) => f.evidence.paths?.includes('~/.netrc')).map((f) => [f.rule, f.severity, f.message])).toEqual([
      ['credential-lookup', 'info', 'git-remote-http consulted ~/.netrc before contacting example.com:80']
    ])
  })

  it('is high once the credential is seen leaving', () => {
    const sent = `41    ${t(1.06)} sendto(5<TCP:[${SINK}:44008->${SINK}:80]>, "GET / HTTP/1.1\\r\\nHost: example.com\\r\\nAuthorization: Basic ${NETRC_TOKEN}\\r\\n\\r\\n", 80, MSG_NOSIGNAL, NULL, 0) = 80`
    const { findings } = audit(gitRemoteHttp([sent]))
    expect(findings.filter((f) => f.rule === 'credential-lookup').map((f) => [f.severity, f.message])).toEqual([
      ['high', 'git-remote-http consulted ~/.netrc before contacting example.com:80, and the credential was seen leaving']
    ])
    expect(findings.some((f) => f.rule === 'canary-exfiltration' && f.severity === 'critical')).toBe(true)
  })

  it("the server's own process reading ~/.netrc stays a high sensitive read", () => {
    const { observed, findings } = audit([
      ...serverStart,
      `27    ${t(1.03)} openat(AT_FDCWD</work/repo>, "${HOME}/.netrc", O_RDONLY|O_CLOEXEC) = 21<${HOME}/.netrc>`
    ])
    expect(observed.files.find((file) => file.homePath === '~/.netrc')?.lookup).toBeUndefined()
    expect(findings.map((f) => [f.rule, f.severity, f.message])).toEqual([['sensitive-file-read', 'high', 'reads ~/.netrc, undeclared']])
  })

  it('a standard program reading another credential (an SSH key) is no lookup', () => {
    const lines = gitRemoteHttp([`41    ${t(1.07)} openat(AT_FDCWD</work/repo>, "${HOME}/.ssh/id_rsa", O_RDONLY) = 6<${HOME}/.ssh/id_rsa>`])
    const { findings } = audit(lines)
    expect(findings.filter((f) => f.rule === 'sensitive-file-read').map((f) => [f.severity, f.message])).toEqual([['high', 'reads ~/.ssh/id_rsa, undeclared']])
  })
})
