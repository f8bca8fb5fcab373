import { spawnSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readdirSync, readFileSync } from 'node:fs'
import { runCli, tempDir, removeTempDirs } from '../helpers/run-cli.js'
import { itWhere, missing, needs } from '../helpers/require-sandbox.js'

// Bad input gets one clear line and exit 1 — never a stack trace, never a hang.

afterAll(removeTempDirs)

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

  it('a machine without strace gets exit 2 and a hint, not a trace of nothing', async () => {
    // a PATH with the server's runtime and the sandbox tools, but no strace
    const bin = tempDir('nostrace-bin')
    for (const tool of ['node', 'sh', 'unshare', 'ip']) {
      const found = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim()
      if (found) symlinkSync(found, join(bin, tool))
    }
    const run = await runCli(['--', 'node', 'targets/node/honest.mjs'], { env: { PATH: bin } })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/^mcp-behave: strace was not found on PATH\.$/m)
    expect(run.stderr).toMatch(/^hint: Install strace \(sudo apt-get install -y strace\)/m)
    expect(run.stderr).not.toMatch(/\n\s+at /)
  })

  it('--help and --version answer on stdout', async () => {
    const help = await runCli(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^Usage: mcp-behave/)
    const version = await runCli(['--version'])
    expect(version.stdout).toMatch(/^mcp-behave \d+\.\d+\.\d+\n$/)
  })

  itWhere('cli-errors: a setup that fails after the sandbox init started', missing(needs.sandbox))(
    'a setup that fails after the sandbox init started: one line, and the init, waiting for its config, is gone',
    async () => {
      // the init gets the launcher's PATH and nothing else of the environment: a directory named for this
      // test marks it among every process on the machine
      const marker = `/nonexistent-mcp-behave-${process.pid}-${Date.now()}`
      const tmp = tempDir('tmpdir')
      const run = await runCli(['--http-reply', '200:/nonexistent/reply.json', '--', 'node', 'targets/node/honest.mjs'], {
        env: { PATH: `${marker}:${process.env.PATH ?? '/usr/bin:/bin'}`, TMPDIR: tmp }
      })
      expect(run.code).toBe(1)
      expect(oneLine(run.stderr)).toMatch(/--http-reply: cannot use \/nonexistent\/reply\.json as the reply body/)
      const left = readdirSync('/proc').filter((pid) => {
        if (!/^\d+$/.test(pid)) return false
        try {
          return readFileSync(`/proc/${pid}/environ`, 'utf8').includes(marker)
        } catch {
          return false
        }
      })
      expect(left).toEqual([])
      // the run directory (canaries, the trust) went with it
      expect(readdirSync(tmp)).toEqual([])
    }
  )

  itWhere('cli-errors: a TMPDIR too long for the HTTP relay', missing(needs.sandbox))(
    'a TMPDIR too long for the HTTP relay’s unix socket: exit 2 with a hint, and no socket bound cut short beside the run directory',
    async () => {
      const tmp = join(tempDir('tmpdir'), 'd'.repeat(60))
      mkdirSync(tmp)
      const run = await runCli(['--http', 'http://127.0.0.1:3001/mcp', '--', 'node', 'targets/node/http-leaky.mjs'], { env: { TMPDIR: tmp } })
      expect(run.code).toBe(2)
      expect(oneLine(run.stderr.replace(/^hint: .*\n/m, ''))).toMatch(
        /the HTTP relay's socket path in the run directory is \d+ bytes; a unix socket's is at most 107/
      )
      expect(run.stderr).toMatch(/^hint: Set TMPDIR to a shorter directory/m)
      expect(readdirSync(tmp)).toEqual([])
    }
  )
})
