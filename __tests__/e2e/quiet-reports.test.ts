import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expectQuietAttackStage } from '../helpers/attack-stage.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir, type CliRun } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'
import { sideBySide, type SideBySide } from '../helpers/side-by-side.js'

// Real npm servers (pinned devDependencies) audited as a new user would, with the bundled CLI: the
// report says what each call left behind, quietly. git's transient locks under readOnlyHint are clean,
// a clone is a line, git's own ~/.netrc lookup is named for what it is, and a surface that grows by
// design is no rug-pull.

const describeSandboxed = describeWhere('quiet-reports e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

// By the package's own path: node_modules/.bin/git-mcp-server may be the advisory release pinned beside it (2.15.1).
const GIT_SERVER = join(REPO_ROOT, 'node_modules', '@cyanheads', 'git-mcp-server', 'dist', 'index.js')
const EVERYTHING_SERVER = join(REPO_ROOT, 'node_modules', '.bin', 'mcp-server-everything')
const atLeastHigh = (severity: string): boolean => severity === 'high' || severity === 'critical'

/** A small git repository with two commits, for the server's working directory. */
function gitWorkspace(): string {
  const dir = tempDir('git-ws')
  const git = (...args: string[]): void => {
    const run = spawnSync('git', ['-c', 'user.email=dev@example.invalid', '-c', 'user.name=Dev', ...args], { cwd: dir, encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`)
  }
  git('init', '-q', '-b', 'main')
  writeFileSync(join(dir, 'README.md'), '# notes\n')
  git('add', 'README.md')
  git('commit', '-qm', 'first')
  writeFileSync(join(dir, 'todo.txt'), 'one\ntwo\n')
  git('add', 'todo.txt')
  git('commit', '-qm', 'second')
  return dir
}

/** Each server's audit, in a working directory of its own. */
const AUDITS = {
  git: () => runCli(['--calls', '3', '--cwd', gitWorkspace(), '--', process.execPath, GIT_SERVER], { timeoutMs: 150_000, attack: true }),
  everything: () => runCli(['--calls', '3', '--cwd', tempDir('everything-ws'), '--', process.execPath, EVERYTHING_SERVER], { timeoutMs: 150_000, attack: true })
}

describeSandboxed('quiet reports of real servers', () => {
  // the two audits side by side: server-everything's mostly waits on its slow tools (a 4 s research query)
  let audits: SideBySide<keyof typeof AUDITS, CliRun>
  beforeAll(() => {
    audits = sideBySide(['everything', 'git'] as const, 2, (name) => AUDITS[name]())
  })
  afterAll(() => audits.settled(), 180_000)

  it('@cyanheads/git-mcp-server 2.15.3: no finding at or above high, and the text report fits one screen', async () => {
    const run = await audits.get('git')
    const report = run.report()
    expect(report.server.info?.version).toBe('2.15.3')
    expect(report.findings.filter((finding) => atLeastHigh(finding.severity)).map((finding) => finding.message)).toEqual([])
    expect(run.code).toBe(0)
    expectQuietAttackStage(report)
    const lines = run.stdout.trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(60)

    // git's index.lock under a readOnlyHint tool: seen, kept in report.json as transient, judged clean
    const readOnly = new Set(report.manifest.tools.filter((tool) => tool.annotations?.readOnlyHint === true).map((tool) => tool.name))
    // under the read-only tools, git's index lock (created and removed, or renamed over the index as a refresh) is transient
    const readOnlyOnly = (phases: (typeof report.observed.files)[number]['phases']): boolean =>
      phases.every((phase) => phase.kind === 'call' && readOnly.has(phase.call.name))
    const locks = report.observed.files.filter((file) => file.path.endsWith('/.git/index.lock') && readOnlyOnly(file.phases))
    expect(locks.length).toBeGreaterThan(0)
    for (const lock of locks) expect([lock.path, lock.access, lock.transient]).toEqual([lock.path, lock.access, true])
    const changedUnderReadOnly = report.findings.filter(
      (finding) => (finding.rule === 'file-write' || finding.rule === 'file-delete') && readOnly.has(finding.tool ?? '')
    )
    expect(changedUnderReadOnly.map((finding) => finding.message)).toEqual([])

    // git's own lookup of ~/.netrc (libcurl, before it contacts the host) names the program, never high
    for (const finding of report.findings.filter((f) => f.evidence.paths?.includes('~/.netrc'))) {
      expect([finding.rule, finding.severity]).toEqual(['credential-lookup', 'info'])
      expect(finding.message).toMatch(/^git[\w-]* (consulted|tried to consult) ~\/\.netrc/)
    }

    // report.json keeps every path of what the clone created, though the text gives a tree one line
    const clonedFiles = report.observed.files.filter((file) => file.access === 'create' && /\/\.git\/hooks\/[^/]+\.sample$/.test(file.path))
    const cloneLines = lines.filter((line) => line.includes('hooks/') && line.includes('.sample'))
    if (clonedFiles.length > 0) expect(cloneLines).toEqual([])
  }, 180_000)

  it('server-everything: the resource gzip-file-as-resource publishes is a surface change, not a rug-pull; no finding at or above high', async () => {
    const run = await audits.get('everything')
    const report = run.report()
    expect(report.findings.filter((finding) => atLeastHigh(finding.severity)).map((finding) => `${finding.rule}: ${finding.message}`)).toEqual([])
    expect(report.findings.filter((finding) => finding.rule === 'rug-pull')).toEqual([])
    // it files each call's output under the name it is given: what the attack stage's values named is the
    // attacks' doing, neither a surface change nor a resource the exercise reads
    expectQuietAttackStage(report)
    const markers = (report.attack?.attacks ?? []).map((attack) => attack.marker)
    expect(report.rugPull.duringSession.filter((change) => markers.some((marker) => change.name.includes(marker))).map((change) => change.name)).toEqual([])
    expect(report.calls.filter((call) => !call.attack && markers.some((marker) => JSON.stringify(call.arguments ?? {}).includes(marker)))).toEqual([])
    const added = report.rugPull.duringSession.filter((change) => change.kind === 'resource' && change.change === 'added')
    expect(added.length).toBeGreaterThan(0)
    const surface = report.findings.filter((finding) => finding.rule === 'surface-change')
    expect(surface.map((finding) => [finding.severity, finding.tool, finding.message.replace(/ [^ ]+ was added/, ' … was added')])).toEqual(
      added.map(() => ['info', 'gzip-file-as-resource', 'resource … was added after gzip-file-as-resource #1'])
    )
    expect(run.code).toBe(0)
  }, 180_000)
})
