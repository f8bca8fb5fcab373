import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { Fleet } from '../../src/fleet/schema.js'
import type { Report } from '../../src/report/schema.js'
import { registryEntry, startRegistryDouble } from '../helpers/registry-double.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Fleets from client configs, through the bundled CLI under real strace: one small fixture per config
// format (__tests__/fixtures/configs/), every stdio entry a bundled target, audited two at a time.

const describeSandboxed = describeWhere('end-to-end fleet tests', missing(needs.sandbox))
afterAll(removeTempDirs)

const CONFIGS = join(REPO_ROOT, '__tests__', 'fixtures', 'configs')
const FORMAT_FIXTURES = [
  'claude-desktop/claude_desktop_config.json',
  'claude-code/.mcp.json',
  'cursor/.cursor/mcp.json',
  'windsurf/.codeium/windsurf/mcp_config.json',
  'vscode/.vscode/mcp.json',
  'zed/.zed/settings.json',
  'codex/.codex/config.toml'
]
const validateFleet = new Ajv2020({ allErrors: true, strict: false }).compile(
  JSON.parse(readFileSync(join(REPO_ROOT, 'schema', 'fleet.schema.json'), 'utf8')) as object
)

describeSandboxed('a fleet of every config format, --jobs 2', () => {
  it('audits every stdio entry into its own directory, skips the HTTP ones, and prints the combined table', async () => {
    const run = await runCli(['--jobs', '2', ...FORMAT_FIXTURES.flatMap((file) => ['--config', join(CONFIGS, file)])], { timeoutMs: 240_000 })
    expect(run.stderr).not.toMatch(/unexpected error/)
    const fleet = JSON.parse(readFileSync(join(run.outDir, 'fleet.json'), 'utf8')) as Fleet
    expect(validateFleet(fleet)).toBe(true)
    expect(fleet.jobs).toBe(2)
    const stdioNames = ['cd-notes', 'cc-notes', 'cursor-notes', 'windsurf-notes', 'vscode-shell', 'zed-notes', 'zed-old', 'codex-leaky']
    expect(fleet.servers.map((server) => [server.name, server.status])).toEqual([
      ['cd-notes', 'audited'],
      ['cc-notes', 'audited'],
      ['cc-remote', 'skipped'],
      ['cursor-notes', 'audited'],
      ['windsurf-notes', 'audited'],
      ['windsurf-remote', 'skipped'],
      ['vscode-shell', 'audited'],
      ['zed-notes', 'audited'],
      ['zed-old', 'audited'],
      ['codex-leaky', 'audited']
    ])
    const report = (name: string): Report => JSON.parse(readFileSync(join(run.outDir, name, 'report.json'), 'utf8')) as Report
    for (const name of stdioNames) {
      expect([name, existsSync(join(run.outDir, name, 'trace.log'))]).toEqual([name, true])
      expect(report(name).server.identity).toBe(name)
    }
    // the honest ones are clean, whatever config they came from
    for (const name of ['cd-notes', 'cc-notes', 'cursor-notes', 'windsurf-notes', 'zed-notes', 'zed-old'])
      expect([name, report(name).findings]).toEqual([name, []])
    expect(
      report('codex-leaky')
        .findings.map((finding) => finding.rule)
        .sort()
    ).toEqual(['canary-exfiltration', 'network-egress', 'sensitive-file-read'])
    // VS Code's prompted secret is a canary: the token the server sends out is the one the config asked for
    const leaked = report('vscode-shell').findings.filter((finding) => finding.rule === 'canary-exfiltration')
    expect(leaked.length).toBeGreaterThan(0)
    expect(leaked.every((finding) => finding.evidence.canaries?.includes('config:input:github-token'))).toBe(true)
    // every server declares format_note: one shadowing finding naming them all
    expect(fleet.findings).toEqual([expect.objectContaining({ rule: 'tool-shadowing', tool: 'format_note', servers: [...stdioNames].sort() })])
    expect(fleet.exitCode).toBe(3)
    expect(run.code).toBe(3)

    const rows = run.stdout.split('\n')
    const row = (name: string): string => rows.find((line) => line.startsWith(`${name} `)) ?? ''
    expect(row('cd-notes')).toMatch(/^cd-notes +pass +0 +1 +cd-notes$/)
    expect(row('zed-old')).toMatch(/^zed-old +pass +0 +1 +zed-old$/)
    expect(row('codex-leaky')).toMatch(/^codex-leaky +fail +1 critical, 2 high +1 +codex-leaky$/)
    expect(row('vscode-shell')).toMatch(/^vscode-shell +fail +\d+ critical, \d+ high/)
    expect(row('cc-remote')).toMatch(/^cc-remote +skipped +— +— +remote\/HTTP server \(https:\/\/notes\.example\/mcp\): not audited here, nothing traced$/)
    expect(run.stdout).toContain('MEDIUM tool-shadowing: tool "format_note" is declared by 8 servers')
    expect(readFileSync(join(run.outDir, 'fleet.md'), 'utf8')).toContain('| `codex-leaky` | fail | 1 critical, 2 high | 1 | new |')
  }, 300_000)
})

describe('config errors and discovery (no audit runs)', () => {
  it('a bad entry is one line naming file and key, exit 1', async () => {
    const file = join(CONFIGS, 'bad', 'mcp.json')
    const run = await runCli(['--config', file])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`mcp-behave: ${file}: mcpServers.numbered.command: Invalid input: expected string, received number\n`)
    expect(run.stderr).toContain(`mcp-behave: ${file}: mcpServers.stringy-args.args: Invalid input: expected array, received string\n`)
    expect(run.stderr).toContain(`mcp-behave: ${file}: mcpServers.nothing.command: required (or a url for an HTTP server)\n`)
    expect(existsSync(join(run.outDir, 'fleet.json'))).toBe(false)
  })

  it('--discover lists the configs of the user and the project, read-only', async () => {
    const home = tempDir('home')
    const project = tempDir('project')
    mkdirSync(join(home, '.cursor'), { recursive: true })
    writeFileSync(join(home, '.cursor', 'mcp.json'), readFileSync(join(CONFIGS, 'cursor', '.cursor', 'mcp.json')))
    mkdirSync(join(home, '.codex'), { recursive: true })
    writeFileSync(join(home, '.codex', 'config.toml'), readFileSync(join(CONFIGS, 'codex', '.codex', 'config.toml')))
    mkdirSync(join(project, '.vscode'), { recursive: true })
    writeFileSync(join(project, '.vscode', 'mcp.json'), readFileSync(join(CONFIGS, 'vscode', '.vscode', 'mcp.json')))
    writeFileSync(join(project, '.mcp.json'), '{"mcpServers": {"x": {"command": 1}}}')
    const run = await runCli(['--discover'], { env: { HOME: home, XDG_CONFIG_HOME: '' }, cwd: project })
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n').filter(Boolean)).toEqual([
      `${home}/.cursor/mcp.json\tuser\tcursor\tcursor-notes`,
      `${home}/.codex/config.toml\tuser\tcodex\tcodex-leaky`,
      `${project}/.mcp.json\tproject\tclaude-code\t(no servers)\t1 bad entry (run --config on it to see them)`,
      `${project}/.vscode/mcp.json\tproject\tvscode\tvscode-shell`
    ])
  })

  it('registry: refuses a deleted entry before anything runs', async () => {
    const registry = await startRegistryDouble({
      'io.example/gone@latest': registryEntry(
        { name: 'io.example/gone', version: '1.0.0', packages: [{ registryType: 'npm', identifier: 'gone-mcp', version: '1.0.0' }] },
        'deleted'
      )
    })
    try {
      const run = await runCli(['--registry-url', registry.url, 'registry:io.example/gone'])
      expect(run.code).toBe(1)
      expect(run.stderr).toContain('mcp-behave: registry:io.example/gone: io.example/gone@1.0.0 is deleted from the registry; refusing to audit it')
      expect(registry.requests).toEqual(['/v0.1/servers/io.example%2Fgone/versions/latest'])
    } finally {
      await registry.close()
    }
  })
})
