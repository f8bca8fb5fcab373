import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Report } from '../../src/report/schema.js'
import { expectQuietAttackStage } from '../helpers/attack-stage.js'
import { cliCommand, REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Real servers audited again and again with one state dir, as a CI job does: an unchanged server gives
// no behaviour-change (the per-run user and machine names, lock and temp names, pids are generalized),
// the text report fits a screen, and the auditor's own out-dir in the working directory is invisible.

const describeSandboxed = describeWhere('quiet-reruns e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const MODULES = join(REPO_ROOT, 'node_modules')

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
  it('@cyanheads/git-mcp-server (signing commits, its default) three times with one state dir: no behaviour-change on runs 2 and 3, and a short report', async () => {
    const cwd = tempDir('rerun-git')
    const stateDir = tempDir('rerun-git-state')
    for (let run = 1; run <= 3; run += 1) {
      const result = await runCli(['--calls', '3', '--cwd', cwd, '--', process.execPath, join(MODULES, '@cyanheads/git-mcp-server/dist/index.js')], {
        stateDir,
        timeoutMs: 240_000,
        attack: true
      })
      const report = result.report()
      expect(report.server.info?.version).toBe('2.15.3')
      // gpg ran (git signs by default) and left its lock files: the names that change per run
      if (run === 1) expect(report.observed.files.some((file) => /\/\.gnupg\/\.#lk0x/.test(file.path))).toBe(true)
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
      const result = await auditInPlace(cwd, [
        '--calls',
        '1',
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
