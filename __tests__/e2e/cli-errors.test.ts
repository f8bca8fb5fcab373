import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCli, sandboxAvailable, tempDir } from '../helpers/run-cli.js'

// Bad input gets one clear line and exit 1 — never a stack trace, never a hang.

const sandbox = sandboxAvailable()
if (!sandbox.ok) console.warn(`SKIPPED some CLI error tests: ${sandbox.why}`)

function oneLine(stderr: string): string {
  const lines = stderr.split('\n').filter((line) => line && !line.startsWith('mcp-behave: auditing') && !line.startsWith('mcp-behave: sandbox:'))
  expect(lines).toHaveLength(1)
  expect(stderr).not.toMatch(/\n\s+at /)
  return lines[0] as string
}

describe('bad input', () => {
  it('no command', async () => {
    const run = await runCli([])
    expect(run.code).toBe(1)
    expect(oneLine(run.stderr)).toMatch(/no server command given/)
  })

  it('a command that does not exist', async () => {
    const run = await runCli(['--', 'no-such-server-binary'])
    expect(run.code).toBe(1)
    expect(oneLine(run.stderr)).toBe('mcp-behave: server command not found or not executable: no-such-server-binary')
  })

  it('a policy file with a bad field names the field', async () => {
    const policy = join(tempDir('policy'), 'policy.yml')
    writeFileSync(policy, 'version: 1\nnetwork:\n  allow:\n    - host: api.github.com\n      ports: [443, 99999]\n')
    const run = await runCli(['--policy', policy, '--', 'node', 'targets/node/honest.mjs'])
    expect(run.code).toBe(1)
    expect(oneLine(run.stderr)).toMatch(/policy\.yml: network\.allow\[0\]\.ports\[1\]/)
  })

  it('an unwritable out-dir', async () => {
    const run = await runCli(['--out-dir', '/proc/mcp-behave-cannot-write', '--', 'node', 'targets/node/honest.mjs'])
    expect(run.code).toBe(1)
    expect(oneLine(run.stderr)).toMatch(/cannot write to the output directory/)
  })

  it('an unknown flag', async () => {
    const run = await runCli(['--frobnicate', 'node', 'x.js'])
    expect(run.code).toBe(1)
    expect(oneLine(run.stderr)).toBe('mcp-behave: unknown option --frobnicate (see --help)')
  })

  it('--help and --version answer on stdout', async () => {
    const help = await runCli(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^Usage: mcp-behave/)
    const version = await runCli(['--version'])
    expect(version.stdout).toMatch(/^mcp-behave \d+\.\d+\.\d+\n$/)
  })
})
