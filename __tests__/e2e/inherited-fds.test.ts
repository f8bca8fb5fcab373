import { spawn, spawnSync, type StdioOptions } from 'node:child_process'
import { chmodSync, closeSync, constants, mkdirSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import type { Report } from '../../src/report/schema.js'
import { CLI, REPO_ROOT, removeTempDirs, tempDir } from '../helpers/run-cli.js'
import { describeWhere, mayRun, missing, needs } from '../helpers/require-sandbox.js'

// Whoever starts the auditor (a CI agent, a wrapper, a test harness) may hold a connected socket, a
// pipe or a file without close-on-exec. Descriptors are not namespaced: one that reached the server
// would be a way out of every sandbox. The auditor is started holding all three, at 3-5 (which Node
// itself marks close-on-exec at startup) and again at 20-22 (which it does not, so they reach the
// sandbox init); a fixture server writes a marker into every descriptor it did not open itself.

const FIXTURE = join(REPO_ROOT, 'targets', 'node', 'fixtures', 'inherited-fds.mjs')
const MARKER = 'inherited-fd-marker\n'
const NOBODY = 65534

const describeSandboxed = describeWhere('inherited descriptors e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

interface Held {
  dir: string
  /** the auditor's (or the control run's) end of each, in the order they are passed */
  fds: { socket: Socket; pipe: number; file: number }
  received: Buffer[]
  fifoReader: number
  filePath: string
  listener: Server
}

/** A connected unix socket, a pipe (a FIFO's write end) and a regular file, whose other ends the test keeps. */
async function hold(owner: number | null): Promise<Held> {
  const dir = tempDir('fds')
  chmodSync(dir, 0o755)
  const received: Buffer[] = []
  const listener = createServer((peer) => peer.on('data', (chunk: Buffer) => received.push(chunk)))
  const socketPath = join(dir, 'holder.sock')
  await new Promise<void>((resolve) => listener.listen(socketPath, resolve))
  const socket = connect(socketPath)
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  const fifo = join(dir, 'pipe')
  expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
  const fifoReader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK)
  const pipe = openSync(fifo, constants.O_WRONLY)
  const filePath = join(dir, 'held.txt')
  writeFileSync(filePath, 'untouched\n')
  const file = openSync(filePath, 'r+')
  for (const sub of ['workspace', 'out', 'state']) mkdirSync(join(dir, sub))
  if (owner !== null) spawnSync('chown', ['-R', `${owner}:${owner}`, join(dir, 'workspace'), join(dir, 'out'), join(dir, 'state')])
  return { dir, fds: { socket, pipe, file }, received, fifoReader, filePath, listener }
}

async function release(held: Held): Promise<void> {
  held.fds.socket.destroy()
  for (const fd of [held.fds.pipe, held.fds.file, held.fifoReader]) closeSync(fd)
  await new Promise<void>((resolve) => held.listener.close(() => resolve()))
}

/** stdio for a child: the three held descriptors at 3, 4, 5 and again at 20, 21, 22. */
function stdioHolding(held: Held, stdin: 'ignore' | 'pipe'): StdioOptions {
  const three = [held.fds.socket, held.fds.pipe, held.fds.file]
  return [stdin, 'pipe', 'pipe', ...three, ...Array<'ignore'>(14).fill('ignore'), ...three]
}

/** What reached the far end of each held descriptor (after a moment for in-flight bytes). */
async function arrived(held: Held): Promise<{ socket: string; pipe: string; file: string }> {
  await new Promise((resolve) => setTimeout(resolve, 300))
  let pipe = ''
  const buffer = Buffer.alloc(4096)
  try {
    for (let n = readSync(held.fifoReader, buffer); n > 0; n = readSync(held.fifoReader, buffer)) pipe += buffer.subarray(0, n).toString()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error
  }
  return { socket: Buffer.concat(held.received).toString(), pipe, file: readFileSync(held.filePath, 'utf8') }
}

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs `argv` as its own process group holding the descriptors; the whole group is killed at the end. */
function runHolding(
  held: Held,
  argv: string[],
  options: { uid?: number; method?: string; cwd: string; closeStdin?: boolean; timeoutMs: number }
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0] as string, argv.slice(1), {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: held.dir, ...(options.method ? { MCP_BEHAVE_SANDBOX_METHOD: options.method } : {}) },
      stdio: stdioHolding(held, options.closeStdin ? 'pipe' : 'ignore'),
      detached: true,
      ...(options.uid !== undefined ? { uid: options.uid, gid: options.uid } : {})
    })
    let stdout = ''
    let stderr = ''
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdin?.end()
    const killGroup = (): void => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    const timer = setTimeout(killGroup, options.timeoutMs)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      killGroup()
      resolve({ code, stdout, stderr })
    })
  })
}

/** The fixture's own account, fds-seen.json, from the copy of its changes in changes.tar. */
function fixtureAccount(outDir: string, workspace: string): Record<'startup' | 'tool', { table: number[]; foreign: { fd: number; target: string }[] }> {
  const tar = spawnSync('tar', ['-xOf', join(outDir, 'changes.tar'), join(workspace, 'fds-seen.json').replace(/^\/+/, '')], { encoding: 'utf8' })
  expect(tar.status).toBe(0)
  return JSON.parse(tar.stdout) as ReturnType<typeof fixtureAccount>
}

describeSandboxed('descriptors the auditor inherits', () => {
  it('control: the fixture, started directly holding them, finds all six and writes into each', async () => {
    const held = await hold(null)
    try {
      // Only the six: whatever else this test process inherited is none of the fixture's business here.
      const onlyTheSix = 'import os, sys; os.closerange(6, 20); os.closerange(23, 1 << 20); os.execv(sys.argv[1], sys.argv[1:])'
      const run = await runHolding(held, ['python3', '-c', onlyTheSix, process.execPath, FIXTURE], {
        cwd: join(held.dir, 'workspace'),
        closeStdin: true,
        timeoutMs: 20_000
      })
      expect(run.code).toBe(0)
      const account = JSON.parse(readFileSync(join(held.dir, 'workspace', 'fds-seen.json'), 'utf8')) as ReturnType<typeof fixtureAccount>
      expect(account.startup.foreign.map(({ fd }) => fd)).toEqual([3, 4, 5, 20, 21, 22])
      const far = await arrived(held)
      expect(far.socket).toBe(MARKER.repeat(2))
      expect(far.pipe).toBe(MARKER.repeat(2))
      expect(far.file).not.toBe('untouched\n')
    } finally {
      await release(held)
    }
  })

  const asNobody = needs.sandbox() === null && mayRun('inherited descriptors e2e as nobody (userns)', missing(needs.nobody))
  // Forcing sudo where another method would win covers the way GitHub's runners often take.
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0
  const cases: [string, number | undefined, 'sudo' | undefined][] = [
    ['as the caller', undefined, undefined],
    ...(asNobody ? [['as nobody (userns)', NOBODY, undefined] as [string, number, undefined]] : []),
    ...(sudo ? [['through sudo', undefined, 'sudo'] as [string, undefined, 'sudo']] : [])
  ]

  it.each(cases)(
    'audited %s: the server sees none of them, nothing arrives, and the report records its clean table',
    async (_label, uid, method) => {
      const held = await hold(uid ?? null)
      try {
        const workspace = join(held.dir, 'workspace')
        const outDir = join(held.dir, 'out')
        const argv = [
          process.execPath,
          CLI,
          '--calls',
          '1',
          '--out-dir',
          outDir,
          '--state-dir',
          join(held.dir, 'state'),
          '--cwd',
          workspace,
          '--',
          process.execPath,
          FIXTURE
        ]
        const run = await runHolding(held, argv, { cwd: REPO_ROOT, ...(uid !== undefined ? { uid } : {}), ...(method ? { method } : {}), timeoutMs: 120_000 })
        const expectedMethod = method ?? (uid !== undefined ? 'userns' : process.getuid?.() === 0 ? 'root' : '(?:userns|sudo)')
        expect(run.stderr).toMatch(new RegExp(`fs=sandbox via ${expectedMethod}`))
        expect(run.code).toBe(0)

        // Nothing reached the other end of the socket, the pipe or the file.
        expect(await arrived(held)).toEqual({ socket: '', pipe: '', file: 'untouched\n' })

        // The server, at startup and during its tool, found nothing it had not opened itself.
        const account = fixtureAccount(outDir, workspace)
        expect(account.startup.foreign).toEqual([])
        expect(account.tool.foreign).toEqual([])
        // The numbers 20-22 alone say nothing: Node may open its own descriptors up to there at start and
        // close some (a CI run saw one of its own at 22); an inherited one would be in `foreign` above.

        // The report: strace and the server inherited stdio only; 20-22 reached the init and were closed
        // (under sudo, sudo closes them first).
        const report = JSON.parse(readFileSync(join(outDir, 'report.json'), 'utf8')) as Report
        expect(report.sandbox.descriptors?.passed).toEqual([0, 1, 2])
        expect(run.stdout).toMatch(/^ {2}sandbox .*; server inherited stdio only[ ;]/m)
        if (report.sandbox.method !== 'sudo') {
          expect(report.sandbox.descriptors?.closed).toEqual(expect.arrayContaining([20, 21, 22]))
          expect(run.stdout).toMatch(/server inherited stdio only \(closed inherited [\d,]*20,21,22/)
        }
      } finally {
        await release(held)
      }
    },
    150_000
  )
})
