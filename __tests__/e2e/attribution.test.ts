import { join } from 'node:path'
import type { Report } from '../../src/report/schema.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Every finding on the call that did it, every run: the many-resources target reads ~/.ssh/id_rsa only
// in its last of 3,000 resources and ~/.aws/credentials only in its template, and the calls follow each
// other without pauses (a surface over 500 items). Ten audits of it attribute both reads the same way.

const describeSandboxed = describeWhere('attribution e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const FIXTURE = join(REPO_ROOT, 'targets', 'node', 'fixtures', 'many-resources.mjs')
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
