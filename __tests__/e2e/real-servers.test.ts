import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expectQuietAttackStage } from '../helpers/attack-stage.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Real npm servers, pinned as devDependencies, audited in the sandbox the way a user would.

const describeSandboxed = describeWhere('real-server e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const FILESYSTEM_SERVER = join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', 'server-filesystem', 'dist', 'index.js')
const sha = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex')

function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const key = rel ? `${rel}/${name}` : name
      const path = join(dir, key)
      out[key] = statSync(path).isDirectory() ? 'dir' : sha(readFileSync(path))
      if (out[key] === 'dir') walk(key)
    }
  }
  walk('')
  return out
}

describeSandboxed('@modelcontextprotocol/server-filesystem', () => {
  it('leaves the directory it serves byte-for-byte unchanged, and reports what its calls changed, with hashes', async () => {
    const dir = tempDir('fs-served')
    writeFileSync(join(dir, 'readme.md'), '# project\n')
    mkdirSync(join(dir, 'docs'))
    writeFileSync(join(dir, 'docs', 'notes.txt'), 'one\ntwo\n')
    const before = snapshot(dir)

    const run = await runCli(['--calls', '3', '--cwd', dir, '--', process.execPath, FILESYSTEM_SERVER, dir], { timeoutMs: 120_000, attack: true })
    expect(run.stderr).toMatch(/fs=sandbox/)
    const report = run.report()
    expect(snapshot(dir)).toEqual(before)

    // write_file and edit_file succeeded inside the copy-on-write view: each file they left is listed
    // with the hash of its content.
    const written = report.calls.filter((call) => call.name === 'write_file' && call.outcome === 'ok')
    expect(written.length).toBeGreaterThan(0)
    const changed = (report.observed.fileChanges ?? []).filter((change) => change.path.startsWith(`${dir}/`) && change.kind === 'file')
    expect(changed.length).toBeGreaterThan(0)
    for (const change of changed) expect(change.sha256).toMatch(/^[0-9a-f]{64}$/)
    // every file the trace shows created is among the changes, unless a successful move_file took it away
    const movedAway = new Set(report.calls.filter((call) => call.name === 'move_file' && call.outcome === 'ok').map((call) => String(call.arguments?.source)))
    const created = report.observed.files.filter(
      (file) => file.access === 'create' && file.succeeded && file.path.startsWith(`${dir}/`) && !movedAway.has(file.path)
    )
    expect(created.length).toBeGreaterThan(0)
    for (const file of created) expect(changed.map((change) => change.path)).toContain(file.path)
    expect(report.findings.filter((finding) => finding.severity === 'high' || finding.severity === 'critical')).toEqual([])
    // The attack stage (issue 42): its allowed-directory check refuses every path aimed outside the
    // directory it serves — climbs, the sibling sharing its prefix, the link planted in it.
    expectQuietAttackStage(report)
    const paths = report.attack?.attacks?.filter((attack) => attack.class === 'path') ?? []
    expect(paths.map((attack) => attack.technique)).toEqual(expect.arrayContaining(['climb', 'sibling', 'symlink']))
    expect(paths.filter((attack) => attack.outcome !== 'refused').map((attack) => `${attack.tool} ${attack.technique} ${attack.outcome}`)).toEqual([])
  }, 150_000)
})
