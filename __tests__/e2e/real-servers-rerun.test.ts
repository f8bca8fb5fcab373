import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import type { Report } from '../../src/report/schema.js'
import { expectQuietAttackStage } from '../helpers/attack-stage.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir, type CliRun } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'
import { sideBySide, type SideBySide } from '../helpers/side-by-side.js'
import { TEXT_RULES } from '../helpers/text-rules.js'

// Issue 24's bar on real, honest servers pinned as devDependencies: each audited twice with one state
// dir, the way a CI gate runs on consecutive PRs, and the second run scored. A finding at high or above
// there is one the server's maintainer would dispute — unless it is a true contradiction, listed here
// with why (docs/why-not-high-*.md lists the same). The first runs are read too, as a new user's first
// audits: server-everything's quiet report (once quiet-reports.test.ts), and server-everything's and
// server-memory's text (once server-text.test.ts, which audited them again for it).

const describeSandboxed = describeWhere('real-server re-run e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

// Resolved: from a worktree whose node_modules links elsewhere, the launched file's own project is shown.
const entry = (...parts: string[]): string => realpathSync(join(REPO_ROOT, 'node_modules', ...parts))
type Finding = Report['findings'][number]

interface RealServer {
  name: string
  argv: (project: string) => string[]
  env?: string[]
  /** true contradictions the server really makes, kept high on purpose */
  expectedHigh?: (finding: Finding) => boolean
  /** the host its closed-world tools reach as their own configured service: info, saying so */
  ownService?: string
  /** its package root, shown copy-on-write, where it writes its state in the view: the real one must not change */
  ownPackage?: { root: string; writes: string }
}

/** Every path and byte below `dir`, as one digest. */
function treeDigest(dir: string): string {
  const hash = createHash('sha256')
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(at, entry.name)
      hash.update(`${path}\0${entry.isDirectory() ? 'd' : entry.isSymbolicLink() ? 'l' : 'f'}\0`)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) hash.update(readFileSync(path))
    }
  }
  walk(dir)
  return hash.digest('hex')
}

const MEMORY_PACKAGE = entry('@modelcontextprotocol', 'server-memory')

const SERVERS: RealServer[] = [
  { name: 'server-everything', argv: () => [entry('@modelcontextprotocol', 'server-everything', 'dist', 'index.js')] },
  // At its default path its knowledge graph (memory.jsonl) lives beside its own code: the launched package
  // root is shown copy-on-write, so it writes there in its view, as its own state, and the real package
  // stays byte for byte what it was.
  {
    name: 'server-memory',
    argv: () => [join(MEMORY_PACKAGE, 'dist', 'index.js')],
    ownPackage: { root: MEMORY_PACKAGE, writes: join(MEMORY_PACKAGE, 'dist', 'memory.jsonl') }
  },
  // No database runs: its listing fails on a refused loopback connection, a missing dependency.
  { name: 'server-postgres', argv: () => [entry('@modelcontextprotocol', 'server-postgres', 'dist', 'index.js'), 'postgresql://localhost:5432/app'] },
  {
    // Ten of its tools declare openWorldHint: false and call api.firecrawl.dev, the service its
    // FIRECRAWL_API_KEY is for: a closed world is the server's own service (issue 43), info with why.
    name: 'firecrawl-mcp',
    argv: () => [entry('firecrawl-mcp', 'dist', 'index.js')],
    env: ['FIRECRAWL_API_KEY=fc-3f9a0c1d2b4e5f60718293a4b5c6d7e8'],
    ownService: 'api.firecrawl.dev'
  }
]

const atLeastHigh = (finding: Finding): boolean => finding.severity === 'high' || finding.severity === 'critical'

/** The server audited twice in a project and state dir of its own: both runs (the second is scored), and its package's digest before the first. */
async function auditTwice(server: RealServer): Promise<{ first: CliRun; report: Report; before: string | null }> {
  const project = tempDir(`rerun-${server.name}`)
  const stateDir = tempDir(`rerun-state-${server.name}`)
  const args = ['--calls', '3', ...(server.env ?? []).flatMap((pair) => ['--env', pair]), '--', process.execPath, ...server.argv(project)]
  const before = server.ownPackage ? treeDigest(server.ownPackage.root) : null
  const first = await runCli(args, { cwd: project, stateDir, timeoutMs: 150_000, attack: true })
  const second = await runCli(args, { cwd: project, stateDir, timeoutMs: 150_000, attack: true })
  return { first, report: second.report(), before }
}

describeSandboxed('honest real servers, audited twice with one state dir', () => {
  // server-everything's pair of runs, which mostly waits on its slow tools (a 4 s research query), beside the others' one after another
  let reruns: SideBySide<string, Awaited<ReturnType<typeof auditTwice>>>
  const byName = new Map(SERVERS.map((server) => [server.name, server]))
  beforeAll(() => {
    const order = ['server-everything', ...SERVERS.map((server) => server.name).filter((name) => name !== 'server-everything')]
    reruns = sideBySide(order, 2, (name) => auditTwice(byName.get(name) as RealServer))
  })
  afterAll(() => reruns.settled(), 6 * 150_000)

  it.each(SERVERS.map((server) => [server.name, server] as const))(
    '%s: no finding at high or above on the second run',
    async (_name, server) => {
      const { report, before } = await reruns.get(server.name)
      const disputed = report.findings.filter((finding) => atLeastHigh(finding) && !(server.expectedHigh?.(finding) ?? false))
      expect(disputed.map((finding) => `${finding.rule}: ${finding.message}`)).toEqual([])
      expect(report.findings.filter((finding) => finding.rule === 'behaviour-change')).toEqual([])
      // the attack stage ran on it (issue 42) and nothing it tried is a high
      expectQuietAttackStage(report)
      if (server.expectedHigh) expect(report.findings.some((finding) => server.expectedHigh?.(finding))).toBe(true)
      if (server.ownService) {
        const own = report.findings.filter((finding) => finding.rule === 'network-egress' && finding.message.includes(server.ownService as string))
        expect(own.length).toBeGreaterThan(0)
        expect(own.filter((finding) => /its own service: the service of FIRECRAWL_API_KEY/.test(finding.message)).length).toBeGreaterThan(0)
      }
      if (server.ownPackage) {
        const { root, writes } = server.ownPackage
        // in its view the server made its state file there, and it is reported as its own state
        expect(report.observed.fileChanges?.filter((change) => change.path === writes).map((change) => change.change)).toEqual(['created'])
        expect(report.findings.filter((finding) => finding.rule === 'own-state').map((finding) => finding.evidence.paths?.[0])).toEqual([root])
        // and nothing of the real package changed
        expect(existsSync(writes)).toBe(false)
        expect(treeDigest(root)).toBe(before)
      }
    },
    330_000
  )

  // What the servers say, checked as a model would read it (issue 26; server-text.test.ts has the hostile
  // target): their descriptions and results, on the first run, give no text finding above info.
  it.each(['server-everything', 'server-memory'])(
    '%s, first run: no text finding above info in its descriptions and results',
    async (name) => {
      const report = (await reruns.get(name)).first.report()
      expect(report.calls.filter((call) => !call.attack).length).toBeGreaterThan(5)
      expect(
        report.findings.filter((finding) => TEXT_RULES.has(finding.rule) && finding.severity !== 'info').map((f) => `${f.rule} ${f.severity}: ${f.message}`)
      ).toEqual([])
    },
    330_000
  )

  // The first run is a new user's first audit: the report says what the server did, quietly.
  it('server-everything, first run: the resource gzip-file-as-resource publishes is a surface change, not a rug-pull; no finding at or above high', async () => {
    const { first: run } = await reruns.get('server-everything')
    const report = run.report()
    expect(report.findings.filter((finding) => atLeastHigh(finding)).map((finding) => `${finding.rule}: ${finding.message}`)).toEqual([])
    expect(report.findings.filter((finding) => finding.rule === 'rug-pull')).toEqual([])
    // it files each call's output under the name it is given: what the attack stage's values named is the
    // attacks' doing, neither a surface change nor a resource the exercise reads
    expectQuietAttackStage(report)
    const markers = (report.attack?.attacks ?? []).map((attack) => attack.marker)
    expect(report.rugPull.duringSession.filter((change) => markers.some((marker) => change.name.includes(marker))).map((change) => change.name)).toEqual([])
    expect(report.calls.filter((call) => !call.attack && markers.some((marker) => JSON.stringify(call.arguments ?? {}).includes(marker)))).toEqual([])
    const added = report.rugPull.duringSession.filter((change) => change.kind === 'resource' && change.change === 'added')
    expect(added.length).toBeGreaterThan(0)
    const surface = report.findings.filter((finding) => finding.rule === 'surface-change')
    expect(surface.map((finding) => [finding.severity, finding.tool, finding.message.replace(/ [^ ]+ was added/, ' … was added')])).toEqual(
      added.map(() => ['info', 'gzip-file-as-resource', 'resource … was added after gzip-file-as-resource #1'])
    )
    expect(run.code).toBe(0)
  }, 330_000)
})
