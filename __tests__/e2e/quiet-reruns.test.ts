import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Report } from '../../src/report/schema.js'
import { expectQuietAttackStage } from '../helpers/attack-stage.js'
import { cliCommand, REPO_ROOT, removeTempDirs, runCli, tempDir, type CliRun } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Real servers audited as a new user would, then again and again with one state dir, as a CI job does:
// the report says what each call left behind, quietly (git's transient locks under readOnlyHint are
// clean, a clone is a line, git's own ~/.netrc lookup is named for what it is); an unchanged server gives
// no behaviour-change (the per-run user and machine names, lock and temp names, pids are generalized),
// the text report fits a screen, and the auditor's own out-dir in the working directory is invisible.
// (server-everything's quiet first run is in real-servers-rerun.test.ts, which audits it twice anyway.)

const describeSandboxed = describeWhere('quiet-reruns e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const MODULES = join(REPO_ROOT, 'node_modules')
// By the package's own path: node_modules/.bin/git-mcp-server may be the advisory release pinned beside it (2.15.1).
const GIT_SERVER = join(MODULES, '@cyanheads', 'git-mcp-server', 'dist', 'index.js')
const atLeastHigh = (severity: string): boolean => severity === 'high' || severity === 'critical'

/** What a new user's first audit of git-mcp-server 2.15.3 must show: nothing high, one screen, git's own doings clean. */
function expectQuietFirstReport(run: CliRun): void {
  const report = run.report()
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
}

/** The CLI as a newcomer runs it: in the project, default out-dir (./mcp-behave-out). */
function auditInPlace(cwd: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { command, argv, env } = cliCommand(args)
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 150_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

describeSandboxed('quiet re-runs of real servers', () => {
  it('@cyanheads/git-mcp-server (signing commits, its default) three times with one state dir: a quiet first report, no behaviour-change on runs 2 and 3, and a short report', async () => {
    // an empty directory: the auditor seeds its view with a small project, a git repository with two commits
    const cwd = tempDir('rerun-git')
    const stateDir = tempDir('rerun-git-state')
    for (let run = 1; run <= 3; run += 1) {
      const result = await runCli(['--calls', '3', '--cwd', cwd, '--', process.execPath, GIT_SERVER], {
        stateDir,
        timeoutMs: 240_000,
        attack: true
      })
      const report = result.report()
      expect(report.server.info?.version).toBe('2.15.3')
      if (run === 1) {
        // gpg ran (git signs by default) and left its lock files: the names that change per run
        expect(report.observed.files.some((file) => /\/\.gnupg\/\.#lk0x/.test(file.path))).toBe(true)
        expectQuietFirstReport(result)
      }
      if (run > 1) {
        expect((report.behaviour?.changes ?? []).map((change) => change.message)).toEqual([])
        expect(report.findings.filter((finding) => finding.rule === 'behaviour-change')).toEqual([])
        expectQuietAttackStage(report)
      }
      expect(result.stdout.trimEnd().split('\n').length).toBeLessThanOrEqual(60)
    }
  }, 800_000)

  it('server-filesystem run the obvious way (cd project, default out-dir): the out-dir is not in its view, twice', async () => {
    const cwd = tempDir('rerun-fs')
    writeFileSync(join(cwd, 'notes.txt'), 'hello\n')
    const stateDir = tempDir('rerun-fs-state')
    for (let run = 1; run <= 2; run += 1) {
      // one traced pass: the out-dir's invisibility is read from the trace, which only the traced pass makes
      const result = await auditInPlace(cwd, [
        '--calls',
        '1',
        '--passes',
        'traced',
        '--state-dir',
        stateDir,
        '--',
        process.execPath,
        join(MODULES, '@modelcontextprotocol/server-filesystem/dist/index.js'),
        '.'
      ])
      expect(existsSync(join(cwd, 'mcp-behave-out', 'report.json'))).toBe(true)
      const report = JSON.parse(readFileSync(join(cwd, 'mcp-behave-out', 'report.json'), 'utf8')) as Report
      expect(report.findings.filter((finding) => JSON.stringify(finding).includes('mcp-behave-out')).map((finding) => finding.message)).toEqual([])
      expect(report.findings.filter((finding) => finding.severity === 'high' || finding.severity === 'critical').map((finding) => finding.message)).toEqual([])
      // the server never even saw the name: nothing it did touched that path
      expect(report.observed.files.filter((file) => file.path.includes('mcp-behave-out')).map((file) => `${file.access} ${file.path}`)).toEqual([])
      expect((report.observed.fileChanges ?? []).filter((change) => change.path.includes('mcp-behave-out'))).toEqual([])
      expect(result.code).toBe(0)
      if (run === 2) {
        expect(report.behaviour?.changes ?? []).toEqual([])
        expectQuietAttackStage(report)
      }
    }
  }, 400_000)
})
