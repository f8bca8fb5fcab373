import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import type { Finding } from '../../src/model/index.js'
import type { Report } from '../../src/report/schema.js'
import { expectQuietAttackStage } from '../helpers/attack-stage.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Honest real servers must not get highs their maintainers would dispute (issue 24): each audited twice
// with one state dir, the way a user re-runs the gate, and the second run scored. Own state, commands run
// for the declared purpose, the sandbox's own init and an exit a call asked for are not highs.

const describeSandboxed = describeWhere('real-server precision e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

// Resolved: from a worktree whose node_modules links elsewhere, the launched file's own project is shown.
const DESKTOP_COMMANDER = realpathSync(join(REPO_ROOT, 'node_modules', '@wonderwhy-er', 'desktop-commander', 'dist', 'index.js'))
const PLAYWRIGHT = realpathSync(join(REPO_ROOT, 'node_modules', '@playwright', 'mcp', 'cli.js'))

const atLeastHigh = (finding: Finding): boolean => finding.severity === 'high' || finding.severity === 'critical'
const brief = (finding: Finding): string => `${finding.rule} ${finding.severity} [${finding.tool ?? finding.phase.kind}] ${finding.message}`

async function auditTwice(server: string[], name: string): Promise<Report> {
  const stateDir = tempDir(`${name}-state`)
  const cwd = tempDir(`${name}-proj`)
  await runCli(['--calls', '3', '--json', '--', ...server], { stateDir, cwd, timeoutMs: 150_000, attack: true })
  const second = await runCli(['--calls', '3', '--json', '--', ...server], { stateDir, cwd, timeoutMs: 150_000, attack: true })
  expect(second.stderr).toMatch(/fs=sandbox/)
  return second.report()
}

describeSandboxed('@wonderwhy-er/desktop-commander', () => {
  it('second run: no high but its telemetry from closed-world tools; its config dir is one own-state finding', async () => {
    const report = await auditTwice([process.execPath, DESKTOP_COMMANDER], 'dc')
    const { findings } = report
    // Default-on telemetry (telemetry.desktopcommander.app, and its proxy on run.app) from tools annotated
    // openWorldHint: false is a true contradiction, and stays high.
    const telemetry = (finding: Finding): boolean =>
      (finding.rule === 'network-egress' || finding.rule === 'dns-query') &&
      /telemetry\.desktopcommander\.app|dc-telemetry-proxy-\d+\.[\w-]+\.run\.app/.test(finding.message) &&
      finding.evidence.declared === 'openWorldHint: false'
    expect(findings.filter((finding) => atLeastHigh(finding) && !telemetry(finding)).map(brief)).toEqual([])
    // The attack stage (issue 42): its start_process runs any command, so every file is within its reach by
    // purpose: read_file opening ~/.ssh/id_rsa through a climb is within purpose, no scope escape.
    expectQuietAttackStage(report)
    const reads = report.attack?.attacks?.filter((attack) => attack.tool === 'read_file' && attack.class === 'path') ?? []
    expect(reads.filter((attack) => attack.outcome === 'within-purpose').map((attack) => attack.proof.at(-1))).toContainEqual(
      'the server runs any command it is given (start_process): every file is within its reach by purpose'
    )
    expect(reads.filter((attack) => attack.outcome === 'got-through')).toEqual([])

    const own = findings.filter((finding) => finding.rule === 'own-state')
    expect(own.map((finding) => [finding.severity, finding.evidence.paths?.[0]])).toEqual([['medium', '~/.claude-server-commander']])
    expect(own[0]?.message).toMatch(/config\.json/)
    // the same directory is no file-write or file-delete any more, under any temp name
    expect(findings.filter((finding) => /claude-server-commander/.test(finding.message) && finding.rule !== 'own-state').map(brief)).toEqual([])
    // pid 1 is the sandbox's own init
    expect(findings.filter((finding) => finding.rule === 'process-snooping').map(brief)).toEqual([])
    // `sh -c 'python3 --version'` before every call is a version probe; `ps aux` from list_processes and
    // the command start_process was given are what those tools declare
    const shells = findings.filter((finding) => finding.rule === 'subprocess' && /'\/bin\/sh -c /.test(finding.message))
    for (const shell of shells) {
      if (/python3 --version/.test(shell.message)) expect(brief(shell)).toMatch(/^subprocess info /)
      else
        expect([shell.tool, shell.severity]).toEqual([
          expect.stringMatching(/^(list_processes|start_process|give_feedback_to_desktop_commander)$/),
          expect.stringMatching(/^(medium|info)$/)
        ])
    }
  }, 400_000)
})

describeSandboxed('@playwright/mcp (no browser installed)', () => {
  it('second run: its browser profile dir under ~/.cache is one own-state finding, no high', async () => {
    const report = await auditTwice([process.execPath, PLAYWRIGHT], 'pw')
    const { findings } = report
    expect(findings.filter((finding) => atLeastHigh(finding) && (finding.evidence.paths ?? []).some((path) => path.startsWith('~/.cache'))).map(brief)).toEqual(
      []
    )
    const own = findings.filter((finding) => finding.rule === 'own-state')
    expect(own.map((finding) => [finding.severity, finding.evidence.paths?.[0]])).toEqual([['medium', expect.stringMatching(/^~\/\.cache\//)]])
    expectQuietAttackStage(report)
  }, 400_000)
})

describeSandboxed('bundled target own-state.mjs', () => {
  it('a read-only tool writing a planted file is high; one keeping a state dir it made is one medium own-state finding', async () => {
    const run = await runCli(['--calls', '2', '--json', '--', 'node', 'targets/node/fixtures/own-state.mjs'])
    const findings = run.report().findings.filter((finding) => finding.severity !== 'info')
    expect(findings.map((finding) => [finding.rule, finding.severity, finding.tool, finding.evidence.paths?.[0]])).toEqual([
      ['file-write', 'high', 'tag_note', '~/notes/todo.md'],
      ['own-state', 'medium', 'recent_notes', '~/.notes-index']
    ])
    expect(findings[1]?.message).toBe(
      'keeps its own state in ~/.notes-index, a directory it created in this run: calls.log, index.json, temp and lock files (by recent_notes); recent_notes declares readOnlyHint: true'
    )
    expect(run.code).not.toBe(0)
  }, 120_000)
})
