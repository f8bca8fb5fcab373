import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { existsSync } from 'node:fs'
import { REPO_ROOT, removeTempDirs, tempDir } from '../helpers/run-cli.js'
import { describeWhere } from '../helpers/require-sandbox.js'

// The container image as a user on a Mac would meet it (docs/container.md): built from the Containerfile on a
// base made here from Debian's packages (no registry), run with the documented flags on the leaky target
// (no arguments: the contrast, exit 3), on the honest one (exit 0), and with a flag too few (exit 2, one
// line naming it). The containers get no network at all; the images are removed afterwards.

const SCRIPTS = join(REPO_ROOT, 'scripts')
const FLAGS = ['--cap-add=SYS_ADMIN', '--cap-add=NET_ADMIN']
const tag = randomBytes(4).toString('hex')
const BASE = `localhost/mcp-behave-test-base:${tag}`
const IMAGE = `localhost/mcp-behave-test:${tag}`

function containerMissing(): string | null {
  for (const tool of ['podman', 'mmdebstrap']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0) return `${tool} is not installed (.ci/run installs it)`
  }
  const info = spawnSync(join(SCRIPTS, 'podman.sh'), ['info'], { encoding: 'utf8', timeout: 60_000 })
  if (info.status !== 0) return `podman cannot run here: ${info.stderr.trim().split('\n').pop() ?? ''}`
  return null
}

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs = 300_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

let containers = 0
/** The image run with `flags` and `args`, under a name of its own, with no network; removed when done. */
async function runImage(flags: string[], args: string[] = []): Promise<Run> {
  const name = `mcp-behave-test-${tag}-${++containers}`
  try {
    return await run(join(SCRIPTS, 'podman.sh'), ['run', '--rm', '--name', name, '--network', 'none', ...flags, IMAGE, ...args])
  } finally {
    spawnSync(join(SCRIPTS, 'podman.sh'), ['rm', '--force', '--ignore', name], { stdio: 'ignore', timeout: 60_000 })
  }
}

describeWhere('container image', containerMissing())('the container image', () => {
  beforeAll(async () => {
    // Without npm and pip (LAUNCH_SPECS=no): the runs below audit local servers only, and CI's minutes count.
    const base = await run(join(SCRIPTS, 'build-base-image.sh'), [BASE], { LAUNCH_SPECS: 'no' }, 1_500_000)
    expect(base).toMatchObject({ code: 0 })
    const image = await run(join(SCRIPTS, 'build-image.sh'), [IMAGE], { BASE, LAUNCH_SPECS: 'no', BUILD_NETWORK: 'none' }, 600_000)
    expect(image).toMatchObject({ code: 0 })
  }, 2_100_000)

  afterAll(() => {
    removeTempDirs()
    spawnSync(join(SCRIPTS, 'podman.sh'), ['rmi', '--force', '--ignore', IMAGE, BASE], { stdio: 'ignore', timeout: 120_000 })
  }, 150_000)

  it('with no arguments audits the bundled targets into the mounted directory: the leaky one fails with its three findings', async () => {
    const mount = tempDir('container')
    const result = await runImage([...FLAGS, '-v', `${mount}:/work`, '-w', '/work'])
    expect(result.code).toBe(3)
    const rows = result.stdout.split('\n').filter((line) => line.startsWith('| honest') || line.startsWith('| leaky'))
    expect(rows).toEqual([
      '| honest | none | none | none | **0** | — | 0 |',
      '| leaky | 203.0.113.34:80 | ~/.ssh/id_rsa | ~/.ssh/id_rsa | **3** (1 CRITICAL, 2 HIGH) | ' +
        'canary-exfiltration (critical, format_note)<br>network-egress (high, format_note)<br>sensitive-file-read (high, format_note) | 3 |'
    ])
    for (const file of ['leaky/report.json', 'leaky/trace.log', 'honest/report.json']) expect(existsSync(join(mount, 'mcp-behave-out', file))).toBe(true)
  }, 300_000)

  it('audits the server given as arguments: the honest target passes', async () => {
    const result = await runImage(FLAGS, ['--calls', '1', '--', 'python3', '/opt/mcp-behave/targets/python/honest.py'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('0 findings')
    expect(result.stdout).toContain('network sandboxed (root); filesystem contained')
  }, 300_000)

  it('with a flag too few refuses to start, in one line naming that flag', async () => {
    const result = await runImage(['--cap-add=SYS_ADMIN'])
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'mcp-behave: the container lacks --cap-add=NET_ADMIN for the full sandbox (run it with --cap-add=SYS_ADMIN --cap-add=NET_ADMIN; docs/container.md)\n'
    })
  }, 300_000)
})
