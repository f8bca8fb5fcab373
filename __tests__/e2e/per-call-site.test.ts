import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Two read-only tools read the same credential: a reviewer must see both in one run (one finding per
// tool, each with its own evidence), while the text report stays one line for that file.

const describeSandboxed = describeWhere('per-call-site e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const FIXTURE = join(REPO_ROOT, 'targets', 'node', 'fixtures', 'two-readers.mjs')

describeSandboxed('two tools reading the same canary', () => {
  it('are two findings, one per tool with its own trace lines and fingerprint, exit 3, and one line in the text report', async () => {
    const run = await runCli(['--calls', '1', '--cwd', tempDir('cwd'), '--', process.execPath, FIXTURE])
    expect(run.code).toBe(3)
    const report = run.report()
    const reads = report.findings.filter((finding) => finding.rule === 'sensitive-file-read')
    expect(reads.map((finding) => finding.tool).sort()).toEqual(['export_settings', 'read_config'])
    for (const finding of reads) {
      expect(finding.severity).toBe('high')
      expect(finding.evidence.paths).toContain('~/.aws/credentials')
      expect(finding.phase).toMatchObject({ kind: 'call', call: { kind: 'tool', name: finding.tool } })
      expect(finding.evidence.traceLines.length).toBeGreaterThan(0)
    }
    const [first, second] = reads
    expect(first?.fingerprint).not.toBe(second?.fingerprint)
    expect(first?.evidence.traceLines.filter((line) => second?.evidence.traceLines.includes(line))).toEqual([])

    // Each tool's trace lines are its own read of the file.
    const trace = readFileSync(join(run.outDir, 'trace.log'), 'utf8').split('\n')
    for (const finding of reads) {
      for (const line of finding.evidence.traceLines) expect(trace[line - 1]).toContain('.aws/credentials')
    }

    // The text report (no --json): one observation line for the file, naming both tools.
    const observations = run.stdout.slice(run.stdout.indexOf('Observations'), run.stdout.indexOf('Behaviour per tool'))
    const lines = observations.split('\n').filter((line) => line.includes('~/.aws/credentials'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/HIGH/)
    expect(lines[0]).toContain('read_config')
    expect(lines[0]).toContain('export_settings')
  })
})
