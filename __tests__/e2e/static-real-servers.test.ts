import { lstatSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import type { Report } from '../../src/report/schema.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'
import { sideBySide, type SideBySide } from '../helpers/side-by-side.js'

// The static stage on pinned real servers: every declared tool is found in the code with its sinks, and
// nothing the static rules raise is at or above high (honest servers must not fail on what they could do).

const describeSandboxed = describeWhere('static real-server e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const MODULES = join(REPO_ROOT, 'node_modules')
// node_modules may be a link to a checkout the sandbox shows only through --workspace
const sdkView = lstatSync(MODULES).isSymbolicLink() ? ['--workspace', realpathSync(MODULES)] : []
const entry = (path: string): string => realpathSync(join(MODULES, path))
const STATIC_RULES = ['unexercised-capability', 'hidden-capability', 'read-only-capability']
/** git tools that run git, whose handlers reach the provider's spawn through the bundle's own classes */
const GIT_RUNS_GIT = [
  'git_init',
  'git_log',
  'git_clone',
  'git_status',
  'git_add',
  'git_commit',
  'git_diff',
  'git_branch',
  'git_checkout',
  'git_fetch',
  'git_pull',
  'git_push'
]
const SERVERS: [string, (dir: string) => string[], string[], Record<string, string[]>, number][] = [
  [
    'server-filesystem',
    (dir) => [process.execPath, entry('@modelcontextprotocol/server-filesystem/dist/index.js'), dir],
    [],
    { write_file: ['file-write', 'file-delete'], create_directory: ['file-write'], move_file: ['file-write'], read_text_file: [] },
    0
  ],
  [
    'server-everything',
    () => [process.execPath, entry('@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'],
    [],
    { echo: [], 'gzip-file-as-resource': ['network'], 'simulate-research-query': [] },
    0
  ],
  [
    'git-mcp-server',
    () => [process.execPath, entry('@cyanheads/git-mcp-server/dist/index.js')],
    ['--env', 'GIT_SIGN_COMMITS=false'],
    // git_clear_working_dir only forgets the session's directory: no git, no sink
    { ...Object.fromEntries(GIT_RUNS_GIT.map((tool) => [tool, ['exec']])), git_clear_working_dir: [] },
    // one bundle of ~6.6 MB: parsed, not skipped
    6_000_000
  ]
]

/** The server's audit with the static stage, in a working directory of its own. */
async function audit(name: string): Promise<Report> {
  const [, command, extra] = SERVERS.find(([server]) => server === name) ?? []
  if (command === undefined) throw new Error(`no server ${name}`)
  const cwd = tempDir('static-real')
  const run = await runCli(['--json', '--static', '--calls', '1', '--cwd', cwd, ...sdkView, ...(extra ?? []), '--', ...command(cwd)], { timeoutMs: 240_000 })
  return run.report()
}

describeSandboxed('the static map of real servers', () => {
  // server-everything's audit, which mostly waits on its slow tools (a 4 s research query), beside the others' one after another
  let audits: SideBySide<string, Report>
  beforeAll(() => {
    audits = sideBySide(['server-everything', 'server-filesystem', 'git-mcp-server'], 2, audit)
  })
  afterAll(() => audits.settled(), 2 * 240_000)

  it.each(SERVERS)(
    '%s: each declared tool mapped to its handler and sinks; nothing at or above high from the static rules',
    async (name, _command, _extra, expected, minBytes) => {
      const report = await audits.get(name)
      const section = report.static!
      expect(section.truncated).toBeUndefined()
      expect([section.unparsed, section.bytes >= minBytes]).toEqual([0, true])
      // the launched file and what it imports, inside the one package
      expect(section.roots).toHaveLength(1)
      const mapped = new Set(section.tools.map((tool) => tool.name))
      const unmapped = report.manifest.tools.map((tool) => tool.name).filter((name) => !mapped.has(name))
      expect(unmapped).toEqual([])
      for (const [name, kinds] of Object.entries(expected)) {
        const could = section.tools.find((tool) => tool.name === name)?.could ?? []
        for (const kind of kinds) expect([name, could]).toEqual([name, expect.arrayContaining([kind])])
        if (kinds.length === 0) expect([name, could]).toEqual([name, []])
      }
      const serious = report.findings.filter((f) => STATIC_RULES.includes(f.rule) && (f.severity === 'high' || f.severity === 'critical'))
      expect(serious.map((f) => [f.rule, f.tool, f.message])).toEqual([])
    },
    240_000
  )
})
