import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { NpmRegistryDouble } from '../helpers/npm-registry-double.js'
import { REPO_ROOT, removeTempDirs, tempDir } from '../helpers/run-cli.js'
import { mayRun, missing, needs } from '../helpers/require-sandbox.js'

// `npm pack` gives a package that installs and runs on a machine without this repository: the bundled
// CLI, the sandbox init and the canary home template are inside it. Its dependencies come from a
// loopback double of the registry serving this repository's node_modules, never the real registry.

afterAll(removeTempDirs)

const npm = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, npm_config_update_notifier: 'false', ...env },
    timeout: 300_000
  })

/** npm install, asynchronously: the registry double answers from this process's event loop. */
function npmAsync(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, npm_config_update_notifier: 'false', ...env },
      stdio: ['ignore', 'ignore', 'pipe']
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000)
    child.on('error', reject)
    child.on('close', (status) => {
      clearTimeout(timer)
      resolve({ status, stderr })
    })
  })
}

describe('the installable CLI', () => {
  let registry: NpmRegistryDouble
  beforeAll(async () => {
    registry = await new NpmRegistryDouble().publishTree(join(REPO_ROOT, 'node_modules')).start()
  })
  afterAll(async () => {
    await registry.stop()
  })

  it('npm pack → npm install -g from the tarball → mcp-behave --help, --version and an audit run from the installed copy', async () => {
    const packDir = tempDir('pack')
    const packed = npm(['pack', '--json', '--pack-destination', packDir], REPO_ROOT)
    expect(packed.status).toBe(0)
    const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[]
    const files = info?.files.map((file) => file.path) ?? []
    for (const needed of [
      'dist/cli/index.js',
      'dist/sandbox-init/index.js',
      'dist/canary-worker/index.js',
      'sandbox_home/_npmrc',
      'sandbox_home/.ssh/id_rsa',
      'package.json'
    ])
      expect(files).toContain(needed)
    expect(files.filter((file) => file.startsWith('src/') || file.startsWith('__tests__/') || file.startsWith('node_modules/'))).toEqual([])

    const prefix = tempDir('prefix')
    const installed = await npmAsync(
      ['install', '-g', '--prefix', prefix, '--ignore-scripts', '--no-audit', '--no-fund', join(packDir, info?.filename ?? '')],
      packDir,
      {
        npm_config_registry: registry.url,
        npm_config_cache: tempDir('npm-cache')
      }
    )
    expect(installed.stderr).not.toMatch(/ERR!/)
    expect(installed.status).toBe(0)
    const bin = join(prefix, 'bin', 'mcp-behave')

    const help = spawnSync(bin, ['--help'], { encoding: 'utf8', cwd: packDir })
    expect(help.status).toBe(0)
    expect(help.stdout).toMatch(/^Usage: mcp-behave \[options\]/)
    const version = spawnSync(bin, ['--version'], { encoding: 'utf8', cwd: packDir })
    expect(version.stdout.trim()).toBe(`mcp-behave ${JSON.parse(npm(['pkg', 'get', 'version'], REPO_ROOT).stdout) as string}`)

    if (!mayRun("the installed CLI's audit", missing(needs.sandbox))) return
    // The installed copy finds its own sandbox init and canary home: the fixture server's audit passes.
    const out = tempDir('out')
    const audit = spawnSync(
      bin,
      ['--json', '--out-dir', out, '--state-dir', tempDir('state'), 'node', join(REPO_ROOT, '__tests__', 'fixtures', 'npm-install-script', 'server.js')],
      {
        encoding: 'utf8',
        cwd: tempDir('cwd'),
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        timeout: 120_000
      }
    )
    expect(audit.stderr).toMatch(/fs=sandbox/)
    expect(audit.status).toBe(0)
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { calls: { outcome: string; attack?: unknown }[] }
    expect(report.calls.filter((call) => call.outcome === 'ok' && !call.attack)).toHaveLength(3)
  }, 600_000)
})
