import { lstatSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import type { Report } from '../../src/report/schema.js'
import { expectAdvisoryPair, type AdvisoryProof } from '../helpers/attack-stage.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// The attack stage (issue 42) on real releases with published advisories, each beside the release that
// fixes it (pinned as devDependencies: targets/attack/ADVISORIES.md), through the bundled CLI in the
// sandbox (one traced pass, one call per tool). Each vulnerable release gets the advisory's class on the
// advisory's tool, with the value sent and the trace lines; its fixed release gets nothing at or above
// high from the attack stage. The servers that connect out (figma's curl) run only inside the audit's
// network sandbox, whose sink answers every address. Each pair runs at once. mcp-server-kubernetes 2.9.6 /
// 4.1.7 (GHSA-wmg3-h8mf-wgvr) is checked in credential-purpose.test.ts, whose first audit of the pinned
// 4.1.7 is the fixed release's.

const describeSandboxed = describeWhere('attack advisories e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const MODULES = join(REPO_ROOT, 'node_modules')
const sdkView = lstatSync(MODULES).isSymbolicLink() ? ['--workspace', realpathSync(MODULES)] : []
// by its real path: node_modules may be a link to a checkout the sandbox shows only through --workspace
const entry = (path: string): string => realpathSync(join(MODULES, path))

interface Advisory extends AdvisoryProof {
  name: string
  /** the audit's own arguments, then the server's command (`ROOT`: the project directory) */
  flags: string[]
  vulnerable: string[]
  fixed: string[]
}

const ADVISORIES: Advisory[] = [
  {
    // 2025.7.1, the first fixed release, declares its tools with empty input schemas in this tree (it
    // imports zod without depending on it, and gets the hoisted zod 4, which its zod-to-json-schema 3
    // cannot read): nothing to attack there. 2026.8.31, pinned for the real-server tests, is fixed too.
    name: 'server-filesystem 2025.3.28 / 2026.8.31 (CVE-2025-53110, CVE-2025-53109)',
    flags: [],
    vulnerable: [process.execPath, entry('server-filesystem-2025.3.28/dist/index.js'), 'ROOT'],
    fixed: [process.execPath, entry('@modelcontextprotocol/server-filesystem/dist/index.js'), 'ROOT'],
    tool: 'read_file',
    parameter: 'path',
    rule: 'scope-escape',
    proof: /opens \S+(-backup\/\.env|\.env)/
  },
  {
    name: '@cyanheads/git-mcp-server 2.15.1 / 2.15.3 (GHSA-265x-r5m8-w5v2)',
    flags: ['--env', 'GIT_SIGN_COMMITS=false'],
    vulnerable: [process.execPath, entry('git-mcp-server-2.15.1/dist/index.js')],
    fixed: [process.execPath, entry('@cyanheads/git-mcp-server/dist/index.js')],
    tool: 'git_log',
    parameter: 'branch',
    rule: 'argument-injection',
    proof: /write \/tmp\/\w+; runs git log .*--output=\/tmp\/\w+: the value is an option there/
  },
  {
    name: 'figma-developer-mcp 0.6.0 / 0.6.4 (GHSA-gxw4-4fc5-9gr5)',
    // the injection is in the fallback that runs when the API call fails: every request answered 503
    flags: ['--env', 'FIGMA_API_KEY=figd_canary', '--http-reply', '503'],
    vulnerable: [process.execPath, entry('figma-developer-mcp-0.6.0/dist/cli.js'), '--stdio'],
    fixed: [process.execPath, entry('figma-developer-mcp-0.6.4/dist/bin.js'), '--stdio'],
    tool: 'get_figma_data',
    parameter: 'fileKey',
    rule: 'command-injection',
    proof: /executes \/tmp\/\w+/
  }
]

async function audit(advisory: Advisory, command: string[]): Promise<Report> {
  const cwd = tempDir('attack-advisory')
  const argv = command.map((arg) => (arg === 'ROOT' ? cwd : arg))
  const run = await runCli(['--json', '--calls', '1', ...sdkView, ...advisory.flags, '--', ...argv], { cwd, timeoutMs: 300_000, attack: true })
  expect(run.stderr).not.toMatch(/unexpected error/)
  return run.report()
}

describeSandboxed('the attack stage on real advisory releases and their fixed releases', () => {
  it.each(ADVISORIES.map((advisory) => [advisory.name, advisory] as const))(
    '%s: the advisory found on its tool; the fixed release quiet',
    async (_name, advisory) => {
      const [vulnerable, fixed] = await Promise.all([audit(advisory, advisory.vulnerable), audit(advisory, advisory.fixed)])
      expectAdvisoryPair(vulnerable, fixed, advisory)
    },
    600_000
  )
})
