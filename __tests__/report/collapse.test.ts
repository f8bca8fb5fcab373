import { ProfileBuilder } from '../../src/profile/build-profile.js'
import { renderJobSummary } from '../../src/report/markdown.js'
import { summarize, type CallRecord, type Finding, type Manifest } from '../../src/model/index.js'
import { displayGroups } from '../../src/report/collapse-findings.js'
import { type Report } from '../../src/report/schema.js'
import { renderTextReport } from '../../src/report/text.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { HOME, T0 } from '../profile/trace-fixtures.js'
import { loadReport } from './report-fixtures.js'

// Literal strace lines of a git clone → profile → findings → the reports people read: the files the
// clone created are one line; report.json keeps every path; findings at medium and above are never
// collapsed away.

const CWD = '/work/ws'
const HOOKS = [
  'applypatch-msg',
  'commit-msg',
  'fsmonitor-watchman',
  'post-update',
  'pre-applypatch',
  'pre-commit',
  'pre-merge-commit',
  'pre-push',
  'pre-rebase',
  'pre-receive',
  'prepare-commit-msg',
  'push-to-checkout',
  'update'
]
const tool = (name: string, annotations: Manifest['tools'][number]['annotations'] = {}): Manifest['tools'][number] => ({
  name,
  description: `${name}.`,
  inputSchema: { type: 'object' },
  annotations,
  sha256: name
})
const MANIFEST: Manifest = {
  sha256: 'm',
  tools: [tool('git_clone'), tool('git_status', { readOnlyHint: true })],
  resources: [],
  resourceTemplates: [],
  prompts: []
}
const t = (s: number): string => (T0 + s).toFixed(6)

/** what `git clone` does to make ./<dir>: its directories, description, the hook samples, HEAD and config via locks */
function cloneTrace(dir: string, pid: number, start: number): string[] {
  const repo = `${CWD}/${dir}`
  let s = start
  const at = (): string => t((s += 0.0001))
  const lines = [`${pid}    ${at()} mkdir("${repo}", 0777) = 0`, `${pid}    ${at()} mkdir("${repo}/.git", 0777) = 0`]
  for (const sub of ['hooks', 'info', 'refs', 'refs/heads', 'refs/tags', 'objects', 'objects/pack'])
    lines.push(`${pid}    ${at()} mkdir("${repo}/.git/${sub}", 0777) = 0`)
  const create = (path: string): string => `${pid}    ${at()} openat(AT_FDCWD<${CWD}>, "${path}", O_WRONLY|O_CREAT|O_EXCL, 0666) = 3<${path}>`
  lines.push(create(`${repo}/.git/description`), create(`${repo}/.git/info/exclude`))
  for (const hook of HOOKS) lines.push(create(`${repo}/.git/hooks/${hook}.sample`))
  for (const name of ['HEAD', 'config']) {
    lines.push(create(`${repo}/.git/${name}.lock`), `${pid}    ${at()} rename("${repo}/.git/${name}.lock", "${repo}/.git/${name}") = 0`)
  }
  return lines
}

function report(trace: string[], calls: CallRecord[]): Report {
  const builder = new ProfileBuilder({
    calls,
    shutdownAt: (T0 + 60) * 1000,
    home: HOME,
    cwd: CWD,
    canaries: [],
    serverCodeRoots: ['/srv'],
    runtimeRoots: ['/usr']
  })
  const { events, stats } = parseTraceText(trace.join('\n'))
  for (const event of events) builder.add(event)
  const observed = builder.finish(stats)
  const base = loadReport('honest')
  const rugPull = { ...base.rugPull, changes: [], duringSession: [] }
  const findings = evaluateRules({ observed, manifest: MANIFEST, calls, policy: null, rugPull, home: HOME, cwd: CWD })
  return {
    ...base,
    manifest: MANIFEST,
    calls,
    observed,
    findings,
    rugPull,
    summary: summarize(findings),
    exitCode: findings.some((f) => f.severity === 'high') ? 3 : 0
  }
}
const call = (id: number, name: string, startS: number): CallRecord => ({
  id,
  kind: 'tool',
  name,
  iteration: 1,
  startedAt: (T0 + startS) * 1000,
  endedAt: (T0 + startS + 0.5) * 1000,
  outcome: 'ok'
})
const observations = (text: string): string[] =>
  text
    .slice(text.indexOf('Observations'), text.indexOf('Behaviour per tool'))
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')

describe('many of a kind, one line', () => {
  it('a git clone that created 26 paths is one observation line in the text report; report.json keeps every path', () => {
    const audited = report(cloneTrace('repo-2', 39, 1.01), [call(0, 'git_clone', 1)])
    expect(audited.findings.length).toBe(26)
    expect(audited.findings.every((f) => f.severity === 'info')).toBe(true)
    expect(audited.observed.files.length).toBe(28)
    expect(
      audited.observed.files
        .filter((f) => f.transient)
        .map((f) => f.path)
        .sort()
    ).toEqual([`${CWD}/repo-2/.git/HEAD.lock`, `${CWD}/repo-2/.git/config.lock`])

    const text = renderTextReport(audited, { color: false })
    expect(observations(text)).toEqual([
      `  INFO  created 15 files and 9 directories, wrote 2 files under ${CWD}/repo-2 (a git repository)  [git_clone]  trace.log:1,2,10,26,28,…`
    ])
    // the per-tool table names the tree too, and marks the locks renamed over HEAD and config as transient
    const row = text.split('\n').find((line) => line.trimStart().startsWith('git_clone')) ?? ''
    expect(row).toContain(`write 28 paths (2 transient) under ${CWD}/repo-2 (a git repository)`)
    expect(text.split('\n').length).toBeLessThan(30)

    const summary = renderJobSummary(audited, {})
    expect(summary).toContain(`| created 15 files and 9 directories, wrote 2 files under ${CWD}/repo-2 \\(a git repository\\) |`)
    expect(summary).not.toContain('hooks/update.sample')
  })

  it('two clones by one tool are two lines, one per tree', () => {
    const audited = report([...cloneTrace('a', 39, 1.01), ...cloneTrace('b', 40, 1.2)], [call(0, 'git_clone', 1)])
    expect(observations(renderTextReport(audited, { color: false })).map((line) => line.replace(/\s+\[.*$/, ''))).toEqual([
      `  INFO  created 15 files and 9 directories, wrote 2 files under ${CWD}/a (a git repository)`,
      `  INFO  created 15 files and 9 directories, wrote 2 files under ${CWD}/b (a git repository)`
    ])
  })

  it('high findings are never collapsed: a read-only tool writing many files gets a line per file', () => {
    // in a repository that was there (its .git made anew): a new directory of its own in the workspace would be one own-state finding
    const audited = report(cloneTrace('repo-3', 41, 1.01).slice(1), [call(0, 'git_status', 1)])
    const high = audited.findings.filter((f) => f.severity === 'high')
    expect(high.length).toBe(25)
    const lines = observations(renderTextReport(audited, { color: false }))
    expect(lines.length).toBe(25)
    expect(lines.every((line) => line.includes('HIGH'))).toBe(true)
  })
})

describe('many info file effects across call sites', () => {
  const effect = (index: number, tool: string, message: string, path: string, severity: Finding['severity'] = 'info'): Finding => ({
    rule: message.startsWith('deletes') ? 'file-delete' : 'file-write',
    severity,
    message,
    tool,
    phase: { kind: 'call', call: { id: index, kind: 'tool', name: tool, iteration: 1 }, afterResponse: false },
    evidence: { paths: [path], traceLines: [index + 1] },
    fingerprint: `f${index}`
  })

  it("sums them up per git repository's own files and per top-level directory, and never a finding above info", () => {
    const findings: Finding[] = []
    const tools = ['git_stash', 'git_checkout', 'git_merge', 'git_reset']
    for (let i = 0; i < 10; i++) findings.push(effect(i, tools[i % 4] as string, `writes /w/ws/.git/ref-${i}`, `/w/ws/.git/ref-${i}`))
    for (let i = 10; i < 14; i++) findings.push(effect(i, tools[i % 4] as string, `deletes /w/ws/docs/page-${i}.md`, `/w/ws/docs/page-${i}.md`))
    findings.push(effect(20, 'git_reset', 'writes /w/ws/.git/HEAD; the tool declares readOnlyHint: true', '/w/ws/.git/HEAD', 'high'))
    const lines = displayGroups(findings).map((group) => group.lead.message)
    expect(lines).toEqual([
      'writes /w/ws/.git/HEAD; the tool declares readOnlyHint: true',
      "10 file effects under /w/ws/.git (git's own files): 10 wrote (report.json has each)",
      '4 file effects under /w/ws/docs: 4 deleted (report.json has each)'
    ])
  })

  it('leaves a few alone', () => {
    const findings = [0, 1, 2].map((i) => effect(i, `tool_${i}`, `writes /w/ws/.git/ref-${i}`, `/w/ws/.git/ref-${i}`))
    expect(displayGroups(findings).map((group) => group.lead.message)).toEqual(findings.map((finding) => finding.message))
  })
})
