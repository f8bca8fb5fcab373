import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Finding } from '../../src/model/index.js'
import { CLI, REPO_ROOT, processesMatching, runCli, tempDir, removeTempDirs } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Servers that misbehave in the ways real ones do, run for real under strace in the network sandbox.

const describeSandboxed = describeWhere('end-to-end edge-case tests', missing(needs.sandbox))
afterAll(removeTempDirs)

const fixture = (name: string) => ['--', 'node', `targets/node/fixtures/${name}`]
const rules = (findings: Finding[]) => findings.map((finding) => `${finding.rule}:${finding.severity}`).sort()

describeSandboxed('servers that do not speak MCP properly', () => {
  it('a server that never answers initialize gets a clear error, not a hang, and leaves nothing running', async () => {
    // a unique argument tells this test's server apart from other tests' processes
    const marker = `--marker-${process.pid}-${Date.now()}`
    const run = await runCli(['--timeout', '2', ...fixture('hang-on-initialize.mjs'), marker])
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/did not answer initialize within \d+s/)
    expect(run.stderr).not.toMatch(/\n\s+at /) // no stack trace
    expect(processesMatching(marker)).toEqual([])
  })

  it('a server that crashes on start is reported with its stderr, escaped', async () => {
    const run = await runCli(fixture('crash-on-start.mjs'))
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/exited before answering initialize/)
    expect(run.stderr).toMatch(/server stderr/)
  })

  it('non-JSON on stdout is ignored with a warning and the audit goes on', async () => {
    const run = await runCli(['--json', ...fixture('stdout-garbage.mjs')])
    expect(run.code).toBe(0)
    expect(run.stderr).toMatch(/non-JSON line/)
    expect(JSON.parse(run.stdout).calls.length).toBeGreaterThan(0)
  })
})

describeSandboxed('behaviour the reference tool missed', () => {
  it('a detached, setsid grandchild does not outlive the audit', async () => {
    // the machine's own `sleep 300`s (a shell waiting, another run) are there before and are not the audit's
    const before = new Set(processesMatching('sleep 300'))
    const run = await runCli(['--json', '--calls', '1', ...fixture('double-fork.mjs')])
    // it really started: the trace shows the setsid'd sleep
    expect(run.report().observed.processes.map((p) => p.argv.join(' '))).toContain('sleep 300')
    expect(processesMatching('sleep 300').filter((line) => !before.has(line))).toEqual([])
  })

  it('behaviour that starts on the third call is caught with the default --calls 3, and attributed to it', async () => {
    const run = await runCli(['--json', ...fixture('late-leak.mjs')])
    const finding = run.report().findings.find((f) => f.rule === 'sensitive-file-read')
    expect(finding?.evidence.paths).toContain('~/.aws/credentials')
    expect(finding?.phase).toMatchObject({ kind: 'call', call: { iteration: 3 } })
    const once = await runCli(['--json', '--calls', '2', ...fixture('late-leak.mjs')])
    expect(once.report().findings.filter((f) => f.rule === 'sensitive-file-read')).toEqual([])
  })

  it('persistence in shell rc files and authorized_keys is critical', async () => {
    const run = await runCli(['--json', ...fixture('persistence.mjs')])
    expect(run.code).toBe(3)
    const persistence = run.report().findings.filter((f) => f.rule === 'persistence')
    expect(persistence.every((f) => f.severity === 'critical')).toBe(true)
    expect(persistence.flatMap((f) => f.evidence.paths ?? []).sort()).toEqual(expect.arrayContaining(['~/.bashrc', '~/.ssh/authorized_keys']))
  })

  it('a canary smuggled out in a DNS name is seen, although nothing connects', async () => {
    const run = await runCli(['--json', ...fixture('dns-exfil.mjs')])
    const report = run.report()
    expect(report.observed.dns.length).toBeGreaterThan(0)
    const leak = report.findings.find((f) => f.rule === 'canary-exfiltration')
    expect(leak).toMatchObject({ severity: 'critical' })
    expect(leak?.evidence.canaries).toContain('~/.env')
    // format_note says it is "purely local", so the lookup itself is high too
    expect(rules(report.findings)).toEqual(['canary-exfiltration:critical', 'dns-query:high', 'sensitive-file-read:high'])
  })

  it('a shell running curl with a token in argv is a high subprocess and an exfiltration; its children end with it and leave nothing behind', async () => {
    const run = await runCli(['--json', ...fixture('shell-out.mjs')])
    const report = run.report()
    expect(report.findings.filter((f) => f.rule === 'subprocess').every((f) => f.severity === 'high')).toBe(true)
    expect(report.findings.find((f) => f.rule === 'canary-exfiltration')?.evidence.canaries).toContain('env:GITHUB_TOKEN')
    // the same audit is the contrast to left-behind.mjs below: a server whose children end with it
    expect(report.observed.leftovers).toEqual([])
    expect(report.findings.filter((f) => f.rule === 'persistence')).toEqual([])
  })

  it('MCP tool annotations are checked against behaviour, per tool', async () => {
    // it writes into its working directory: give it a scratch one
    const run = await runCli([
      '--json',
      '--calls',
      '1',
      '--cwd',
      tempDir('annotated-cwd'),
      '--',
      'node',
      join(REPO_ROOT, 'targets/node/fixtures/annotated.mjs')
    ])
    const report = run.report()
    const toolsWithHighFindings = [...new Set(report.findings.filter((f) => f.severity === 'high').map((f) => `${f.rule}@${f.tool}`))].sort()
    expect(toolsWithHighFindings.some((x) => x.startsWith('file-write@'))).toBe(true)
    expect(toolsWithHighFindings.some((x) => x.startsWith('network-egress@'))).toBe(true)
    // tidy_scratch (destructiveHint: false) only deletes the scratch file it created itself in /tmp
    expect(toolsWithHighFindings.some((x) => x.startsWith('file-delete@'))).toBe(false)
    const clean = report.manifest.tools.map((t) => t.name).filter((name) => !report.findings.some((f) => f.tool === name))
    expect(clean.length).toBeGreaterThan(0)
  })
})

describeSandboxed('rug-pull across runs', () => {
  it('reports a changed description on every run until it is accepted', async () => {
    const stateDir = tempDir('pins')
    const server = ['--', 'node', 'targets/node/fixtures/configurable.mjs']
    const first = await runCli(['--json', '--calls', '1', '--env', 'TARGET_DESCRIPTION=Formats a note.', ...server], { stateDir })
    expect(first.report().rugPull.status).toBe('new')
    expect(first.code).toBe(0)
    for (let run = 0; run < 2; run++) {
      const changed = await runCli(['--json', '--calls', '1', '--env', 'TARGET_DESCRIPTION=Formats a note. Also reads your keys.', ...server], { stateDir })
      expect(changed.code).toBe(3)
      const report = changed.report()
      expect(report.rugPull.status).toBe('changed')
      expect(report.rugPull.changes[0]).toMatchObject({ kind: 'tool', name: 'format_note', change: 'modified' })
      expect(report.rugPull.changes[0]?.diff).toContain('Also reads your keys.')
      expect(report.findings.find((f) => f.rule === 'rug-pull')?.severity).toBe('high')
    }
    const accepted = await runCli(
      ['--json', '--calls', '1', '--accept-manifest', '--env', 'TARGET_DESCRIPTION=Formats a note. Also reads your keys.', ...server],
      { stateDir }
    )
    expect(accepted.report().rugPull.status).toBe('accepted')
    expect(accepted.code).toBe(0)
    const after = await runCli(['--json', '--calls', '1', '--env', 'TARGET_DESCRIPTION=Formats a note. Also reads your keys.', ...server], { stateDir })
    expect(after.report().rugPull.status).toBe('unchanged')
  })
})

describeSandboxed('rug-pull within a session', () => {
  it('a tool added after the first call is caught by the re-listing, named with that call, and is a surface change, not a rug-pull', async () => {
    const run = await runCli(['--json', '--calls', '1', ...fixture('list-changes.mjs')])
    const report = run.report()
    expect(report.rugPull.status).toBe('new')
    expect(report.rugPull.duringSession).toEqual([expect.objectContaining({ kind: 'tool', name: 'sync_notes', change: 'added' })])
    expect(report.findings.filter((f) => f.rule === 'rug-pull')).toEqual([])
    const finding = report.findings.find((f) => f.rule === 'surface-change')
    expect(finding).toMatchObject({ severity: 'medium', tool: 'format_note', message: 'registered a new tool sync_notes after format_note #1' })
    expect(finding?.evidence.manifestItems).toEqual(['tool:sync_notes'])
    // the tool that appeared mid-session is exercised too
    expect(report.calls.filter((c) => c.name === 'sync_notes').map((c) => c.outcome)).toEqual(['ok'])
    expect(run.code).toBe(0)
  })
})

describeSandboxed('interrupting the CLI', () => {
  /** The CLI auditing a server that answers nothing and outlives the end of its input, once the server runs. */
  async function auditOfHangingServer(name: string, stdio: 'pipe' | 'ignore', env: Record<string, string> = {}) {
    const marker = `--marker-${process.pid}-${Date.now()}-${name}`
    const outDir = tempDir(name)
    const child = spawn(
      process.execPath,
      [CLI, '--out-dir', outDir, '--state-dir', tempDir('state'), '--timeout', '60', ...fixture('hang-on-initialize.mjs'), marker],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, stdio: ['ignore', stdio, stdio] }
    )
    const started = Date.now()
    // the server itself (not strace, whose argv names it too)
    const server = () => processesMatching(marker).filter((line) => !line.includes('strace'))
    while (server().length === 0 && child.exitCode === null && Date.now() - started < 15_000) await new Promise((r) => setTimeout(r, 100))
    return { child, marker, outDir, serverRan: server().length > 0 }
  }

  it('SIGINT mid-audit stops the server tree, keeps trace.log, and exits 130', async () => {
    const { child, marker, outDir, serverRan } = await auditOfHangingServer('sigint', 'pipe')
    try {
      expect(serverRan).toBe(true)
      const code = await new Promise<number | null>((resolve) => {
        child.on('close', (c) => resolve(c))
        child.kill('SIGINT')
      })
      expect(code).toBe(130)
      expect(processesMatching(marker)).toEqual([])
      expect(existsSync(join(outDir, 'trace.log'))).toBe(true)
      expect(readFileSync(join(outDir, 'trace.log'), 'utf8')).toContain('hang-on-initialize.mjs')
      expect(JSON.parse(readFileSync(join(outDir, 'report.json'), 'utf8')).incomplete).toMatch(/interrupted/)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })

  it('SIGTERM after whoever read its output is gone: the run directory (canaries, TLS authority) is still removed', async () => {
    // A killed CI step or a closed terminal: the CLI's stdout and stderr are broken pipes when the signal comes.
    const runTmp = tempDir('run-tmp')
    const { child, marker, serverRan } = await auditOfHangingServer('sigterm', 'pipe', { TMPDIR: runTmp })
    try {
      expect(serverRan).toBe(true)
      expect(readdirSync(runTmp).length).toBeGreaterThan(0)
      child.stdout?.destroy()
      child.stderr?.destroy()
      await new Promise<void>((resolve) => {
        child.on('exit', () => resolve())
        child.kill('SIGTERM')
      })
      expect(readdirSync(runTmp)).toEqual([])
      expect(processesMatching(marker)).toEqual([])
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  })

  it('SIGKILL, which nothing in the CLI can answer: the server that ignores the end of its input goes with it', async () => {
    const { child, marker, serverRan } = await auditOfHangingServer('sigkill', 'ignore', { TMPDIR: tempDir('killed-tmp') })
    try {
      expect(serverRan).toBe(true)
      await new Promise<void>((resolve) => {
        child.on('exit', () => resolve())
        child.kill('SIGKILL')
      })
      // the kernel delivers the parent-death signal and tears the pid namespace down: no timer of ours
      const gone = Date.now()
      while (processesMatching(marker).length > 0 && Date.now() - gone < 5_000) await new Promise((r) => setTimeout(r, 100))
      expect(processesMatching(marker)).toEqual([])
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  })
})

describeSandboxed('processes left behind', () => {
  /** Pids whose argv holds `marker`, from /proc (no ps needed). */
  function pidsWithArgument(marker: string): number[] {
    const pids: number[] = []
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
      try {
        if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(marker)) pids.push(Number(entry))
      } catch {
        // ended meanwhile
      }
    }
    return pids
  }

  it('a tool that leaves a setsid child running is persistence (high) on that tool, and the child is gone after the audit', async () => {
    const marker = `--left-behind-${process.pid}-${Date.now()}`
    try {
      const run = await runCli(['--json', '--calls', '1', ...fixture('left-behind.mjs'), marker])
      expect(run.code).toBe(3)
      const report = run.report()
      const leftovers = report.findings.filter((f) => f.rule === 'persistence')
      expect(leftovers).toEqual([
        expect.objectContaining({
          severity: 'high',
          tool: 'format_note',
          message: expect.stringMatching(/^leaves a process running after the server exited: '.*--left-behind-.*' \(detached with setsid; /)
        })
      ])
      expect(report.observed.leftovers).toEqual([expect.objectContaining({ detached: 'setsid', argv: expect.arrayContaining([marker]) })])
      expect(pidsWithArgument(marker)).toEqual([])
    } finally {
      for (const pid of pidsWithArgument(marker)) process.kill(pid, 'SIGKILL')
    }
  })

  // a server whose children end with it leaving nothing behind: the shell-out.mjs audit above
})

describeSandboxed('credentials read by another name', () => {
  it('hard links, /proc/self/fd, renamed links copied out, other processes and base32 DNS are found on the right tool', async () => {
    // --fs host: the fixture hard-links home files into the temp dir, which containment puts on another
    // file system (EXDEV); the alias tracking under test is the same either way.
    const run = await runCli(['--json', '--calls', '1', '--fs', 'host', ...fixture('sneaky-reads.mjs')])
    const report = run.report()
    const found = (rule: string) =>
      report.findings.filter((f) => f.rule === rule).map((f) => [f.tool, f.evidence.paths?.[0] ?? f.evidence.canaries?.[0], f.severity, f.message])
    expect(found('sensitive-file-read')).toEqual(
      expect.arrayContaining([
        ['link_read', '~/.ssh/id_rsa', 'high', expect.stringMatching(/^reads ~\/\.ssh\/id_rsa via hard link \/.*\/entry/)],
        ['reopen_fd', '~/.ssh/id_ed25519', 'high', expect.stringMatching(/via hard link/)],
        ['copy_out', '~/.aws/credentials', 'high', expect.stringMatching(/via (copy_file_range|sendfile|hard link)/)]
      ])
    )
    expect(
      found('process-snooping')
        .map(([tool, path, severity]) => [tool, path, severity])
        .sort()
    ).toEqual([
      ['peek_process', '/proc/1/cmdline', 'high'],
      ['peek_process', '/proc/1/environ', 'high']
    ])
    expect(found('canary-exfiltration')).toEqual([['b32_lookup', '~/.env', 'critical', expect.stringContaining('base32-encoded')]])
  })
})
