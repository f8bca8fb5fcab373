import { spawn } from 'node:child_process'
import { lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Report } from '../../src/report/schema.js'
import { CLI, REPO_ROOT, processesMatching, removeTempDirs, runCli, sandboxAvailable, tempDir, type CliRun } from '../helpers/run-cli.js'

// Servers that fight the exercise of their surface (targets/node/fixtures/hostile-surface.mjs), audited
// for real under strace. None of them may turn into a clean pass, a lost report or a printed command.

const sandbox = sandboxAvailable()
if (!sandbox.ok) console.warn(`SKIPPED hostile-server tests: ${sandbox.why}`)
const describeSandboxed = sandbox.ok ? describe : describe.skip
afterAll(removeTempDirs)

const hostile = (mode: string, marker = `--marker-${process.pid}-${Date.now()}`) => ['--', 'node', 'targets/node/fixtures/hostile-surface.mjs', mode, marker]
const calledNames = (report: Report) => [...new Set(report.calls.filter((call) => call.outcome !== 'skipped').map((call) => call.name))].sort()
const notExercised = (report: Report) => report.findings.filter((finding) => finding.rule === 'not-exercised').map((finding) => `${finding.severity}: ${finding.message}`)

// What a runner would act on: `##[` anywhere in a line, `::` first after whitespace; and raw controls.
const UNSAFE_LINE = /##\[|^\s*::|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u
const unsafeLines = (text: string) => text.split('\n').filter((line) => UNSAFE_LINE.test(line))

describeSandboxed('a server that hides from or breaks the exercise', () => {
  it('crashing right after initialize fails the audit (exit 3), with coverage saying nothing was exercised', async () => {
    const run = await runCli(['--json', ...hostile('crash-after-initialize')])
    expect(run.code).toBe(3)
    const report = run.report()
    expect(report.calls).toEqual([])
    expect(report.coverage?.gaps.map((gap) => gap.what)).toEqual(['tools/list', 'session'])
    expect(notExercised(report)).toEqual([expect.stringMatching(/^high: tools\/list: failed/), expect.stringMatching(/^high: session: the server exited on its own after 0 call/)])
  })

  it('a tool on the second page of tools/list is called, like the one on the first', async () => {
    const run = await runCli(['--json', '--calls', '1', ...hostile('page-two')])
    expect(run.code).toBe(0)
    expect(calledNames(run.report())).toEqual(['hidden_on_page_2', 'visible_tool'])
  })

  it('endless pagination stops at the page cap with a high finding', async () => {
    const run = await runCli(['--json', '--calls', '1', ...hostile('endless-pages')])
    expect(run.code).toBe(3)
    const report = run.report()
    expect(calledNames(report)).toEqual(['first_page_tool'])
    expect(notExercised(report)).toContain('high: tools/list: stopped after 1000 pages')
  })

  it('a 100 MB result is dropped, the call counts as exercised (oversized), and the next tool is still called', async () => {
    const run = await runCli(['--json', '--calls', '1', ...hostile('huge-result')])
    const report = run.report()
    expect(report.calls.map((call) => [call.name, call.outcome])).toEqual([
      ['huge_result', 'oversized-result'],
      ['after_huge', 'ok']
    ])
    expect(report.coverage?.items.find((item) => item.name === 'huge_result')).toMatchObject({ attempts: 1, oversized: 1 })
    expect(notExercised(report)).toEqual([expect.stringMatching(/^medium: 1 item\(s\) answered with a message over the size cap/)])
    expect(run.stdout.length).toBeLessThan(1_000_000)
  })

  it('hostile input and output schemas: every tool is still called, and output that fails its outputSchema is noted', async () => {
    const run = await runCli(['--json', '--calls', '1', ...hostile('hostile-schemas')], { timeoutMs: 120_000 })
    expect(run.code).toBe(0)
    const report = run.report()
    expect(calledNames(report)).toEqual(['dangling_output_ref', 'deep_nesting', 'giant_any_of', 'giant_enum', 'ref_cycle', 'self_ref', 'wrong_output'])
    expect(report.calls.find((call) => call.name === 'wrong_output')?.note).toBe('structuredContent lacks count, required by its outputSchema')
    expect(report.calls.find((call) => call.name === 'giant_enum')?.arguments).toEqual({ pick: 'v0' })
    expect(report.coverage?.items.find((item) => item.name === 'deep_nesting')?.notes).toEqual([expect.stringMatching(/^best-effort arguments/)])
    expect(report.coverage?.items.find((item) => item.name === 'giant_enum')?.notes).toBeUndefined()
    // 3,000 declared levels are kept to 64 in the manifest, so nothing downstream overflows the stack
    expect(JSON.stringify(report.manifest)).toContain('x-mcp-behave-cut')
  }, 150_000)

  it('5,000 tools are audited in well under a minute, each called once', async () => {
    const started = Date.now()
    const run = await runCli(['--json', ...hostile('flood')], { env: { FIXTURE_TOOLS: '5000' }, timeoutMs: 120_000 })
    const seconds = (Date.now() - started) / 1000
    expect(run.code).toBe(0)
    expect(run.report().calls).toHaveLength(5_000)
    expect(run.stderr).toMatch(/5000 items: each is called once/)
    expect(seconds).toBeLessThan(60)
  }, 150_000)
})

describeSandboxed('output that cannot become a runner command', () => {
  let text: CliRun
  let json: CliRun
  beforeAll(async () => {
    text = await runCli(['--calls', '1', ...hostile('hostile-names')])
    json = await runCli(['--json', '--calls', '1', ...hostile('hostile-names')])
  }, 120_000)

  it('no line of the text report or of stderr reads as a command or carries raw controls', () => {
    expect(text.stdout).toMatch(/add-mask/)
    expect(unsafeLines(text.stdout)).toEqual([])
    expect(unsafeLines(text.stderr)).toEqual([])
  })

  it('--json: no unsafe line, and the JSON parses back to the names the server sent', () => {
    expect(unsafeLines(json.stdout)).toEqual([])
    const printed = JSON.parse(json.stdout) as Report
    expect(printed.manifest.tools.map((tool) => tool.name).sort()).toEqual(['##[error]x', '::add-mask::x', 'bidi_\u202egnp.exe\u2066'])
    expect(printed).toEqual(json.report())
  })

  it('push --dry-run prints the payload with no unsafe line', async () => {
    const pushed = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [CLI, 'push', join(json.outDir, 'report.json'), '--dry-run', '--server-name', 'hostile-names'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, stdout, stderr }))
    })
    expect(pushed.code).toBe(0)
    expect(pushed.stdout).toMatch(/add-mask/)
    expect(unsafeLines(pushed.stdout)).toEqual([])
    expect(unsafeLines(pushed.stderr)).toEqual([])
    expect(JSON.stringify(JSON.parse(pushed.stdout))).toContain('##[error]x')
  })
})

describeSandboxed('evidence files the server cannot redirect', () => {
  function auditInto(outDir: string, marker: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [CLI, '--out-dir', outDir, '--state-dir', tempDir('state'), '--calls', '1', ...hostile('page-two', marker)], {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        stdio: ['ignore', 'pipe', 'pipe']
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const timer = setTimeout(() => child.kill('SIGKILL'), 90_000)
      child.on('error', reject)
      child.on('close', (code) => {
        clearTimeout(timer)
        resolve({ code, stdout, stderr })
      })
    })
  }

  it.each(['report.json', 'manifest.json', 'trace.log'])('a symlink planted at %s is refused (exit 1, one clear line) and its target is unchanged', async (name) => {
    const outDir = tempDir('planted')
    const victim = join(tempDir('victim'), 'bashrc')
    writeFileSync(victim, 'export USER_FILE=1\n')
    symlinkSync(victim, join(outDir, name))
    const marker = `--marker-${process.pid}-${Date.now()}`
    const run = await auditInto(outDir, marker)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`refusing to write ${join(outDir, name)}: it is a symbolic link`)
    expect(readFileSync(victim, 'utf8')).toBe('export USER_FILE=1\n')
    expect(lstatSync(join(outDir, name)).isSymbolicLink()).toBe(true)
    expect(processesMatching(marker)).toEqual([])
  })

  it('stale regular files from an earlier run are replaced by regular files', async () => {
    const outDir = tempDir('stale')
    for (const name of ['report.json', 'manifest.json', 'trace.log']) writeFileSync(join(outDir, name), 'stale')
    const run = await auditInto(outDir, `--marker-${process.pid}-${Date.now()}`)
    expect(run.code).toBe(0)
    for (const name of ['report.json', 'manifest.json', 'trace.log']) {
      expect(lstatSync(join(outDir, name)).isFile()).toBe(true)
      expect(readFileSync(join(outDir, name), 'utf8')).not.toBe('stale')
    }
  })
})
