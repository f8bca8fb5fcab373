import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { existsSync, readFileSync } from 'node:fs'
import { REPO_ROOT, removeTempDirs, tempDir } from '../helpers/run-cli.js'
import { describeWhere } from '../helpers/require-sandbox.js'

// The container image as a user on a Mac would meet it (docs/container.md): built from the Containerfile on a
// base made here from Debian's packages (no registry), run with the documented flags on the leaky target
// (no arguments: the contrast, exit 3), on the honest one (exit 0), and with a flag too few (exit 2, one
// line naming it). The containers get no network at all; the image is removed afterwards. The base (Debian's
// packages made into a root filesystem: most of this test's time) is kept in podman's store between runs on
// one machine, under a tag that is the hash of what it is made from, and made again when that changes,
// after a week (Debian's updates) and on a fresh machine; older bases of this test are removed.

const SCRIPTS = join(REPO_ROOT, 'scripts')
const FLAGS = ['--cap-add=SYS_ADMIN', '--cap-add=NET_ADMIN']
const tag = randomBytes(4).toString('hex')
const BASE_REPOSITORY = 'localhost/mcp-behave-test-base'
const baseInputs = createHash('sha256').update('LAUNCH_SPECS=no\n')
for (const path of ['container/packages.txt', 'scripts/build-base-image.sh']) baseInputs.update(readFileSync(join(REPO_ROOT, path)))
const BASE = `${BASE_REPOSITORY}:${baseInputs.digest('hex').slice(0, 16)}`
const BASE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
const IMAGE = `localhost/mcp-behave-test:${tag}`

const podman = (args: string[]) => spawnSync(join(SCRIPTS, 'podman.sh'), args, { encoding: 'utf8', timeout: 120_000 })

/** The base made from the same inputs less than a week ago, kept by an earlier run on this machine. */
function baseKept(): boolean {
  const inspect = podman(['image', 'inspect', '--format', '{{.Created.Unix}}', BASE])
  const created = Number(inspect.stdout.trim()) * 1000
  return inspect.status === 0 && Number.isFinite(created) && created > 0 && Date.now() - created < BASE_MAX_AGE_MS
}

function containerMissing(): string | null {
  for (const tool of ['podman', 'mmdebstrap']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0) return `${tool} is not installed (.ci/run installs it)`
  }
  const info = podman(['info'])
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
    podman(['rm', '--force', '--ignore', name])
  }
}

describeWhere('container image', containerMissing())('the container image', () => {
  beforeAll(async () => {
    // Without npm and pip (LAUNCH_SPECS=no): the runs below audit local servers only, and CI's minutes count.
    if (!baseKept()) {
      const kept = podman(['images', '--filter', `reference=${BASE_REPOSITORY}`, '--format', '{{.Repository}}:{{.Tag}}'])
      const older = kept.stdout.split('\n').filter((name) => name.startsWith(`${BASE_REPOSITORY}:`))
      if (older.length > 0) podman(['rmi', '--force', '--ignore', ...older])
      const base = await run(join(SCRIPTS, 'build-base-image.sh'), [BASE], { LAUNCH_SPECS: 'no' }, 1_500_000)
      expect(base).toMatchObject({ code: 0 })
    }
    const image = await run(join(SCRIPTS, 'build-image.sh'), [IMAGE], { BASE, LAUNCH_SPECS: 'no', BUILD_NETWORK: 'none' }, 600_000)
    expect(image).toMatchObject({ code: 0 })
  }, 2_100_000)

  afterAll(() => {
    removeTempDirs()
    podman(['rmi', '--force', '--ignore', IMAGE])
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
