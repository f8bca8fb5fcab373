import { join } from 'node:path'
import type { Report } from '../../src/report/schema.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Every finding on the call that did it, every run: the many-resources target reads ~/.ssh/id_rsa only
// in its last of 3,000 resources and ~/.aws/credentials only in its template, and the calls follow each
// other without pauses (a surface over 500 items). Ten audits of it attribute both reads the same way.
// And work a call sets going after its answer lands on that call, not on the next (the settle watches the
// trace after each answer: engine/trace-settle.ts).

const describeSandboxed = describeWhere('attribution e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const FIXTURE = join(REPO_ROOT, 'targets', 'node', 'fixtures', 'many-resources.mjs')
const AFTER_ANSWER = join(REPO_ROOT, 'targets', 'node', 'fixtures', 'after-answer.mjs')
const RUNS = 10

/** Per canary file read, the calls its findings and its observed reads are on. */
function attribution(report: Report): Record<string, string[]> {
  const out: Record<string, Set<string>> = {}
  const add = (path: string, where: string) => (out[path] ??= new Set()).add(where)
  for (const finding of report.findings) {
    if (finding.rule !== 'sensitive-file-read') continue
    for (const path of finding.evidence.paths ?? []) add(path, `finding ${finding.phase.kind === 'call' ? finding.phase.call.name : finding.phase.kind}`)
  }
  for (const file of report.observed.files) {
    if (file.access !== 'read' || (file.homePath !== '~/.ssh/id_rsa' && file.homePath !== '~/.aws/credentials')) continue
    for (const phase of file.phases)
      add(file.homePath, phase.kind === 'call' ? `${phase.call.name}${phase.afterResponse ? ' (after its answer)' : ''}` : phase.kind)
  }
  return Object.fromEntries(Object.entries(out).map(([path, where]) => [path, [...where].sort()]))
}

describeSandboxed('a server with 3,000 resources', () => {
  it(
    'gets the same attribution in ten audits: the id_rsa read on the last resource, the aws read on the template',
    async () => {
      const seen: Record<string, string[]>[] = []
      for (let run = 0; run < RUNS; run++) {
        const audit = await runCli(['--calls', '1', '--cwd', tempDir('cwd'), '--', process.execPath, FIXTURE], { timeoutMs: 120_000 })
        expect(audit.code).toBe(3)
        seen.push(attribution(audit.report()))
      }
      for (const one of seen) {
        expect(one).toEqual({
          '~/.ssh/id_rsa': ['finding notes://item/3000', 'notes://item/3000'],
          '~/.aws/credentials': ['finding tmpl://{name}', 'tmpl://{name}']
        })
      }
    },
    RUNS * 125_000
  )
})

describeSandboxed('a tool that copies a credential after it has answered', () => {
  it('has the read and the write on each of its calls, after its answer, never on the call that follows', async () => {
    const audit = await runCli(['--json', '--calls', '3', '--cwd', tempDir('cwd'), '--', process.execPath, AFTER_ANSWER], { timeoutMs: 120_000 })
    expect(audit.code).toBe(3)
    const report = audit.report()
    const where = (phases: Report['observed']['files'][number]['phases']) =>
      phases.map((phase) => (phase.kind === 'call' ? `${phase.call.name} ${phase.call.iteration}${phase.afterResponse ? ' after' : ''}` : phase.kind)).sort()
    // each sync_notes call is followed by a word_count call
    expect(report.calls.filter((call) => call.kind === 'tool').map((call) => call.name)).toEqual([
      'sync_notes',
      'word_count',
      'sync_notes',
      'word_count',
      'sync_notes',
      'word_count'
    ])
    const onItsCalls = ['sync_notes 1 after', 'sync_notes 2 after', 'sync_notes 3 after']
    const read = report.observed.files.filter((file) => file.homePath === '~/.aws/credentials' && file.access === 'read')
    expect(read.flatMap((file) => where(file.phases))).toEqual(onItsCalls)
    const written = report.observed.files.filter((file) => file.homePath === '~/.cache/notes-sync' && file.access === 'write')
    expect(written.flatMap((file) => where(file.phases))).toEqual(onItsCalls)
    expect(report.findings.length).toBeGreaterThan(0)
    for (const finding of report.findings) expect(finding.tool).toBe('sync_notes')
  }, 125_000)
})
