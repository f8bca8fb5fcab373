import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { copyFileSync, lstatSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Finding } from '../../src/model/index.js'
import type { Report } from '../../src/report/schema.js'
import { CLI, NOBODY_UID, REPO_ROOT, plainTempDir, processesMatching, removeTempDirs, runCli, tempDir, type CliRun } from '../helpers/run-cli.js'
import { describeWhere, mayRun, missing, needs } from '../helpers/require-sandbox.js'

// Servers that fight the auditor (targets/node/fixtures/hostile-surface.mjs, tracer-fight.mjs,
// tell-tale.mjs), audited for real under strace. None of them may turn into a clean pass, a lost report
// or a printed command. The security cases run twice: as the current user (root here) and as nobody,
// whose namespaces come from an unprivileged user namespace.

const describeSandboxed = describeWhere('hostile-server tests', missing(needs.sandbox))
const auditAsNobody = needs.sandbox() === null && mayRun('hostile-server tests as nobody (userns)', missing(needs.nobody))
afterAll(removeTempDirs)

const RUNNERS: [string, boolean][] = [
  [process.getuid?.() === 0 ? 'root' : 'the current user', false],
  ...(auditAsNobody ? [['nobody (userns)', true] as [string, boolean]] : [])
]
const describeEachRunner = (title: string, body: (asNobody: boolean) => void): void =>
  describeSandboxed.each(RUNNERS)(`${title}, audited as %s`, (_label, asNobody) => body(asNobody))

const uniqueMarker = (): string => `--marker-${randomBytes(6).toString('hex')}`
const hostile = (mode: string, marker = uniqueMarker()) => ['--', 'node', 'targets/node/fixtures/hostile-surface.mjs', mode, marker]
const calledNames = (report: Report) => [...new Set(report.calls.map((call) => call.name))].sort()
const notExercised = (report: Report) =>
  report.findings.filter((finding) => finding.rule === 'not-exercised').map((finding) => `${finding.severity}: ${finding.message}`)
const findingOn = (report: Report, tool: string, rule: string): Finding | undefined =>
  report.findings.find((finding) => finding.tool === tool && finding.rule === rule)
/** What a fixture wrote to stderr as `<prefix>: ...` lines, from the trace (strace shows each write). */
const fixtureLines = (run: CliRun, prefix: string): string[] =>
  [...readFileSync(join(run.outDir, 'trace.log'), 'utf8').matchAll(new RegExp(`${prefix}: ((?:[^"\\\\]|\\\\[^n])*)`, 'g'))].map((match) => match[1] as string)
/** Kills (by pid) whatever still carries `marker` in its argv; returns what it found. */
function killLeftovers(marker: string): string[] {
  const left = processesMatching(marker)
  for (const line of left) {
    const pid = Number(line.trim().split(/\s+/)[0])
    try {
      if (pid > 0) process.kill(pid, 'SIGKILL')
    } catch {
      // gone already
    }
  }
  return left
}

/** The files an audit writes into its out-dir, which the server must not be able to redirect. */
const EVIDENCE_FILES = ['report.json', 'manifest.json', 'trace.log']

// What a runner would act on: `##[` anywhere in a line, `::` first after whitespace; and raw controls.
const UNSAFE_LINE = /##\[|^\s*::|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u
const unsafeLines = (text: string) => text.split('\n').filter((line) => UNSAFE_LINE.test(line))

describeEachRunner('a server that hides from or breaks the exercise', (asNobody) => {
  // An audit that could not see the surface is incomplete, never a pass (issue 43): exit 1, as README says.
  it('crashing right after initialize fails the audit as incomplete (exit 1), with coverage saying nothing was exercised', async () => {
    const run = await runCli(['--json', ...hostile('crash-after-initialize')], { asNobody })
    expect(run.code).toBe(1)
    const report = run.report()
    expect(report.incomplete).toMatch(/^the server exited right after initialize/)
    expect(report.calls).toEqual([])
    expect(report.coverage?.gaps.map((gap) => gap.what)).toEqual(['tools/list', 'session'])
    expect(notExercised(report)).toEqual([
      expect.stringMatching(/^medium: tools\/list: failed.*; the audit is incomplete$/),
      expect.stringMatching(/^medium: session: the server exited on its own after 0 call.*; the audit is incomplete$/)
    ])
  })

  it('a tool on the second page of tools/list is called, like the one on the first (and stale evidence files of an earlier run are replaced)', async () => {
    // The out-dir holds regular files from an earlier run: see 'evidence files the server cannot redirect' below.
    const outDir = tempDir('stale', asNobody ? NOBODY_UID : undefined)
    for (const name of EVIDENCE_FILES) writeFileSync(join(outDir, name), 'stale')
    const run = await runCli(['--json', '--calls', '1', ...hostile('page-two')], { asNobody, outDir })
    expect(run.code).toBe(0)
    if (asNobody) expect(run.stderr).toMatch(/fs=sandbox via userns/)
    expect(calledNames(run.report())).toEqual(['hidden_on_page_2', 'visible_tool'])
    for (const name of EVIDENCE_FILES) {
      expect(lstatSync(join(outDir, name)).isFile()).toBe(true)
      expect(readFileSync(join(outDir, name), 'utf8')).not.toBe('stale')
    }
  })

  it('a 100 MB result is dropped, the call counts as exercised (oversized), and the next tool is still called', async () => {
    const run = await runCli(['--json', '--calls', '1', ...hostile('huge-result')], { asNobody })
    const report = run.report()
    // the exercise's calls (an attack stage's would follow, each with its `attack`)
    expect(report.calls.filter((call) => !call.attack).map((call) => [call.name, call.outcome])).toEqual([
      ['huge_result', 'oversized-result'],
      ['after_huge', 'ok']
    ])
    expect(report.coverage?.items.find((item) => item.name === 'huge_result')).toMatchObject({ attempts: 1, oversized: 1 })
    expect(notExercised(report)).toEqual([expect.stringMatching(/^medium: 1 item\(s\) answered with a message over the size cap/)])
    expect(run.stdout.length).toBeLessThan(1_000_000)
  })
})

describeSandboxed('a server that makes the exercise expensive', () => {
  it('endless pagination stops at the page cap with a high finding', async () => {
    const run = await runCli(['--json', '--calls', '1', ...hostile('endless-pages')])
    expect(run.code).toBe(3)
    const report = run.report()
    expect(calledNames(report)).toEqual(['first_page_tool'])
    expect(notExercised(report)).toContain('high: tools/list: stopped after 1000 pages')
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

  it('a call flooding the trace with distinct paths keeps the report and the auditor within their caps', async () => {
    // 40,000 traced syscalls in one call take seconds on a quiet machine and far longer on a loaded one:
    // the per-call timeout is raised because this test is about the caps, not the call's speed.
    // The CLI runs inside a wrapper that reports its own peak RSS: the auditor's memory, not the server's.
    const wrapper = `process.on('exit', () => process.stderr.write('auditor maxrss ' + process.resourceUsage().maxRSS + '\\n')); process.argv.splice(1, 0, ${JSON.stringify(CLI)}); await import(${JSON.stringify(CLI)})`
    const outDir = plainTempDir('flood-out')
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        wrapper,
        '--',
        '--out-dir',
        outDir,
        '--state-dir',
        outDir,
        '--json',
        '--calls',
        '1',
        '--timeout',
        '90',
        '--',
        'node',
        'targets/node/fixtures/syscall-flood.mjs'
      ],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: process.env.HOME, FLOOD_COUNT: '40000' },
        timeout: 150_000,
        maxBuffer: 64 * 1024 * 1024
      }
    )
    expect(run.status).toBe(0)
    const report = JSON.parse(readFileSync(join(outDir, 'report.json'), 'utf8')) as Report
    expect(report.calls.map((call) => [call.name, call.outcome])).toEqual([['reindex', 'ok']])
    // tens of thousands of distinct paths were folded into per-directory aggregates…
    expect(report.observed.aggregated?.files ?? 0).toBeGreaterThan(10_000)
    expect(report.observed.files.length).toBeLessThan(5_000)
    // …so the report and the auditor stay small, while trace.log keeps every line
    expect(statSync(join(outDir, 'report.json')).size).toBeLessThan(32 * 1024 * 1024)
    const maxRssKiB = Number(/auditor maxrss (\d+)/.exec(run.stderr)?.[1])
    expect(maxRssKiB).toBeGreaterThan(0)
    expect(maxRssKiB).toBeLessThan(512 * 1024)
    expect(report.observed.trace.lines).toBeGreaterThan(40_000)
  }, 180_000)

  it('5,000 tools are audited in well under a minute, each called once', async () => {
    const started = Date.now()
    const run = await runCli(['--json', ...hostile('flood')], { env: { FIXTURE_TOOLS: '5000' }, timeoutMs: 120_000, attack: true })
    const seconds = (Date.now() - started) / 1000
    expect(run.code).toBe(0)
    const calls = run.report().calls
    expect(calls.filter((call) => !call.attack)).toHaveLength(5_000)
    expect(run.stderr).toMatch(/5000 items: each is called once/)
    // above the huge-surface threshold the attack stage keeps to its smaller budget: at most 100 in all
    expect(calls.filter((call) => call.attack).length).toBeLessThanOrEqual(100)
    expect(seconds).toBeLessThan(60)
  }, 150_000)
})

describeEachRunner('output that cannot become a runner command', (asNobody) => {
  let text: CliRun
  let json: CliRun
  beforeAll(async () => {
    text = await runCli(['--calls', '1', ...hostile('hostile-names')], { asNobody })
    json = await runCli(['--json', '--calls', '1', ...hostile('hostile-names')], { asNobody })
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
      const child = spawn(process.execPath, [CLI, 'push', join(json.outDir, 'report.json'), '--dry-run', '--server-name', 'hostile-names'], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe']
      })
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

describeEachRunner('evidence files the server cannot redirect', (asNobody) => {
  const owner = asNobody ? NOBODY_UID : undefined
  const auditInto = (outDir: string, marker: string): Promise<CliRun> => runCli(['--calls', '1', ...hostile('page-two', marker)], { asNobody, outDir })

  it.each(EVIDENCE_FILES)('a symlink planted at %s is refused (exit 1, one clear line) and its target is unchanged', async (name) => {
    const outDir = tempDir('planted', owner)
    const victim = join(tempDir('victim', owner), 'bashrc')
    writeFileSync(victim, 'export USER_FILE=1\n')
    symlinkSync(victim, join(outDir, name))
    const marker = uniqueMarker()
    const run = await auditInto(outDir, marker)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`refusing to write ${join(outDir, name)}: it is a symbolic link`)
    expect(readFileSync(victim, 'utf8')).toBe('export USER_FILE=1\n')
    expect(lstatSync(join(outDir, name)).isSymbolicLink()).toBe(true)
    expect(killLeftovers(marker)).toEqual([])
  })

  // stale regular files from an earlier run are replaced by regular files: the page-two audit above
})

// targets/node/fixtures/tracer-fight.mjs: `fight` SIGKILLs every strace, node and bwrap it can see and its
// parent, SIGTERMs its own process group, and tries to ptrace its parent; `after_fight` then reads
// ~/.ssh/id_rsa. The CLI runs in its own process group (runCli), so nothing of the test is in reach.
describeEachRunner('a server that fights its tracer', (asNobody) => {
  const fight = (fs: string, marker: string): Promise<CliRun> =>
    runCli(['--json', '--fs', fs, '--calls', '1', '--env', 'MCP_BEHAVE_HOSTILE_FIXTURE=1', '--', 'node', 'targets/node/fixtures/tracer-fight.mjs', marker], {
      asNobody
    })

  it('contained (--fs sandbox): the tracer sees nothing to kill, survives, and still sees the read after the fight (exit 3)', async () => {
    const marker = uniqueMarker()
    try {
      const run = await fight('sandbox', marker)
      const lines = fixtureLines(run, 'tracer-fight')
      expect(lines).toContain('fight: start')
      // the server is pid 1 of its namespace (bwrap --as-pid-1): its parent is pid 0, nothing to attach to;
      // a view where it has one must refuse the attach
      expect(lines.filter((line) => line.startsWith('ptrace parent'))).toEqual([
        expect.stringMatching(/Operation not permitted|errno 1$|Invalid process id: '0'/)
      ])
      expect(lstatSync(join(run.outDir, 'report.json')).isFile()).toBe(true)
      expect(run.code).toBe(3)
      const report = run.report()
      expect(report.incomplete).toBeUndefined()
      expect(report.calls.map((call) => [call.name, call.outcome])).toEqual([
        ['warm_up', 'ok'],
        ['fight', 'ok'],
        ['after_fight', 'ok']
      ])
      expect(findingOn(report, 'after_fight', 'sensitive-file-read')?.message).toContain('~/.ssh/id_rsa')
    } finally {
      expect(killLeftovers(marker)).toEqual([])
    }
  })

  it('uncontained (--fs host): whatever the fight reaches, the auditor writes its report and does not exit 0', async () => {
    const marker = uniqueMarker()
    try {
      const run = await fight('host', marker)
      expect(fixtureLines(run, 'tracer-fight')).toContain('fight: start')
      expect(lstatSync(join(run.outDir, 'report.json')).isFile()).toBe(true)
      expect(run.code).not.toBeNull()
      expect(run.code).not.toBe(0)
      // the server's kill(0, …) reaches only its own process group: the auditor is never "interrupted"
      expect(run.code).not.toBe(130)
      const report = run.report()
      expect(report.incomplete ?? '').not.toMatch(/interrupted/)
      // cut short (the tracer or the auditor was hit) → incomplete; or traced to the end → the read after the fight
      if (report.incomplete === undefined) expect(findingOn(report, 'after_fight', 'sensitive-file-read')).toBeDefined()
      expect(report.exitCode).toBe(run.code)
    } finally {
      expect(killLeftovers(marker)).toEqual([])
    }
  })
})

// targets/node/fixtures/tell-tale.mjs reads ~/.ssh/id_rsa only when nothing it can see names the auditor.
// It runs from a directory whose path does not name the auditor either (a checkout may be called
// mcp-behave: that is the tested server's path, not the sandbox's).
describeEachRunner('a sandbox-aware server looking for tell-tale names', (asNobody) => {
  const owner = asNobody ? NOBODY_UID : undefined
  const audit = (extra: string[]): Promise<CliRun> => {
    const serverDir = plainTempDir('notes', owner)
    copyFileSync(join(REPO_ROOT, 'targets', 'node', 'fixtures', 'tell-tale.mjs'), join(serverDir, 'server.mjs'))
    // the attack stage on, as by default: what it plants beside and in the roots is part of what the server sees
    return runCli(['--json', '--calls', '2', '--cwd', serverDir, '--env', 'MCP_BEHAVE_HOSTILE_FIXTURE=1', ...extra, '--', 'node', 'server.mjs'], {
      asNobody,
      attack: true
    })
  }

  it('finds none — in its environment, home, cwd, host name, passwd entry, mounts, cgroup or arguments — and its read is caught', async () => {
    const run = await audit([])
    expect(fixtureLines(run, 'tell-tale')).toEqual([])
    expect(run.code).toBe(3)
    const report = run.report()
    // looked for in the view the attack stage's places are planted in
    expect(report.attack?.ran).toBe(true)
    expect(report.calls.filter((call) => !call.attack).map((call) => call.outcome)).toEqual(['ok', 'ok'])
    expect(findingOn(report, 'read_note', 'sensitive-file-read')).toMatchObject({ severity: 'high', message: expect.stringContaining('~/.ssh/id_rsa') })
  })

  it('control: with the name planted in its environment it stays honest, so the test above can fail', async () => {
    const run = await audit(['--env', 'NOTES_DIR=/srv/MCP-Behave/notes'])
    expect(fixtureLines(run, 'tell-tale')).toContain('env NOTES_DIR')
    expect(run.code).toBe(0)
    expect(findingOn(run.report(), 'read_note', 'sensitive-file-read')).toBeUndefined()
  })
})
