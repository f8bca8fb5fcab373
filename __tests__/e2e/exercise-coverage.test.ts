import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Report } from '../../src/report/schema.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'
import { sideBySide, type SideBySide } from '../helpers/side-by-side.js'

// The three pinned npm servers, audited the way a new user would (an empty directory as the working
// directory; the auditor seeds its copy-on-write view with a small project and a git repository):
// most tools reach a successful call without help (every tool does with the scenario in
// targets/scenarios/, and findings from scenario steps name their step: behaviour-baseline.test.ts, on
// the first of the three runs it makes of each server with its scenario); the coverage gate.

const describeSandboxed = describeWhere('exercise-coverage e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const modules = join(REPO_ROOT, 'node_modules')
const SERVERS = {
  'server-filesystem': {
    command: (dir: string) => [process.execPath, join(modules, '@modelcontextprotocol/server-filesystem/dist/index.js'), dir],
    env: [] as string[]
  },
  // Commit signing needs a key the sandbox does not have: a maintainer turns it off the same way.
  'git-mcp-server': { command: () => [process.execPath, join(modules, '@cyanheads/git-mcp-server/dist/index.js')], env: ['--env', 'GIT_SIGN_COMMITS=false'] },
  'server-everything': {
    command: () => [process.execPath, join(modules, '@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'],
    env: [] as string[]
  }
} as const
type ServerName = keyof typeof SERVERS

type Audit = { report: Report; text: string; code: number | null }

async function audit(server: ServerName, extra: string[] = []): Promise<Audit> {
  const dir = tempDir(`cov-${server}`)
  const { command, env } = SERVERS[server]
  const run = await runCli(['--cwd', dir, ...env, ...extra, '--', ...command(dir)], { timeoutMs: 280_000 })
  if (run.code !== 0 && run.code !== 3) throw new Error(`audit of ${server} failed (${run.code}): ${run.stderr.slice(-2000)}`)
  return { report: run.report(), text: run.stdout, code: run.code }
}

function toolCoverage(report: Report): { percent: number; unreached: string[] } {
  const tools = (report.coverage?.items ?? []).filter((item) => item.kind === 'tool')
  const unreached = tools.filter((item) => item.ok === 0).map((item) => item.name)
  return { percent: (100 * (tools.length - unreached.length)) / tools.length, unreached }
}

describeSandboxed('the pinned npm servers without a scenario', () => {
  // The three audits two at a time, server-everything's (which mostly waits on its slow tools, a 4 s
  // research query) beside the others. Each server's audit with its scenario (every tool reached,
  // findings naming their steps) is the first of the three runs behaviour-baseline.test.ts makes of it.
  let plain: SideBySide<ServerName, Audit>
  beforeAll(() => {
    plain = sideBySide(['server-everything', 'git-mcp-server', 'server-filesystem'] as const, 2, (server) => audit(server))
  })
  afterAll(() => plain.settled(), 2 * 300_000)

  it.each(Object.keys(SERVERS) as ServerName[])(
    '%s reaches a successful call for at least 80% of its tools, and says which it did not',
    async (server) => {
      const { report, text } = await plain.get(server)
      const { percent, unreached } = toolCoverage(report)
      expect(percent).toBeGreaterThanOrEqual(80)
      expect(report.coverage?.totals?.items).toBe(report.coverage?.items.length)
      for (const name of unreached) expect(text).toContain(`${name}: 0 of `)
      // Quiet: git's index lock and refresh under readOnlyHint, git's own `sh -c git-upload-pack` for a
      // local remote and server-everything's added resource are what these servers do, not findings.
      expect(report.findings.filter((finding) => finding.severity === 'high' || finding.severity === 'critical').map((finding) => finding.message)).toEqual([])
      // Many effects of a kind collapse: the git server's report fits one screen.
      if (server === 'git-mcp-server') expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(60)
    },
    300_000
  )
})

describeSandboxed('coverage gate', () => {
  it('--min-coverage fails an audit whose coverage is below it, and passes the same audit at a lower bar', async () => {
    const dir = tempDir('cov-gate')
    // only the steps: a single echo out of sixteen tools
    const only = join(dir, 'only-echo.json')
    writeFileSync(only, JSON.stringify({ synthesize: false, steps: [{ name: 'say hello', tool: 'echo', arguments: { message: 'hi' }, expect: 'ok' }] }))
    const server = SERVERS['server-everything'].command()
    const below = await runCli(['--fail-on', 'never', '--min-coverage', '50', '--scenario', only, '--', ...server], { timeoutMs: 120_000 })
    expect(below.code).toBe(3)
    expect(below.stdout).toMatch(/FAIL: \d+% of the items reached a successful call, below --min-coverage 50%/)
    expect(below.report().coverage?.minPercent).toBe(50)
    const lenient = await runCli(['--fail-on', 'never', '--min-coverage', '1', '--scenario', only, '--', ...server], { timeoutMs: 120_000 })
    expect(lenient.code).toBe(0)
  }, 300_000)

  it('names every bad field of a scenario on its own line, before starting anything', async () => {
    const dir = tempDir('cov-bad')
    const bad = join(dir, 'bad.yaml')
    writeFileSync(bad, 'steps:\n  - name: one\n    tool: echo\n    expect: maybe\n  - name: two\n    tool: echo\n    resource: x://y\n  - tool: echo\n')
    const run = await runCli(['--scenario', bad, '--', ...SERVERS['server-everything'].command()], { timeoutMs: 60_000 })
    expect(run.code).toBe(1)
    const lines = run.stderr.split('\n').filter((line) => line.includes('bad.yaml:'))
    expect(lines.some((line) => /steps\[0\]\.expect: expected 'ok' or 'error'/.test(line))).toBe(true)
    expect(lines.some((line) => /steps\[1\]: needs exactly one of tool, resource, prompt/.test(line))).toBe(true)
    expect(lines.some((line) => /steps\[2\]\.name:/.test(line))).toBe(true)
    expect(readFileSync(bad, 'utf8')).toContain('maybe')
  }, 90_000)
})
