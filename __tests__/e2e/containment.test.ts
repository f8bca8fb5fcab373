import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import type { Finding } from '../../src/model/index.js'
import type { Report } from '../../src/report/schema.js'
import { CLI, REPO_ROOT, removeTempDirs, tempDir } from '../helpers/run-cli.js'
import { describeWhere, itWhere, missing, needs } from '../helpers/require-sandbox.js'

// A server that tries every way out of the filesystem sandbox a hostile one would try on a CI runner.
// After the audit nothing of the host has changed, the host socket received nothing, the evidence is
// intact, and every attempt is a finding on the tool that made it. Run as root and, through an
// unprivileged user namespace, as nobody.

const FIXTURE = join(REPO_ROOT, 'targets', 'node', 'fixtures', 'escape-artist.mjs')
const CHECKOUT_TOKEN = `ghs_${randomBytes(18).toString('hex')}`
const HOME_TOKEN = `npm_${randomBytes(18).toString('hex')}`

// Root: the test creates a home under /home and a socket under /run.
const why = missing(needs.sandbox, needs.root)
const describeContained = describeWhere('containment e2e', why)

const sha = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex')

/** sha256 of every file under `dir` (relative path → hash), to prove a tree unchanged. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel))) {
      const path = join(dir, rel, name)
      const key = rel ? `${rel}/${name}` : name
      if (statSync(path).isDirectory()) walk(key)
      else out[key] = sha(path)
    }
  }
  walk('')
  return out
}

interface Setup {
  realHome: string
  workspace: string
  outDir: string
  stateDir: string
  runnerTemp: string
  setEnv: string
  socketPath: string
  received: Buffer[]
  listener: Server
}

async function setUp(owner: number | null): Promise<Setup> {
  const id = randomBytes(4).toString('hex')
  const realHome = `/home/mcpb-test-${id}`
  mkdirSync(join(realHome, '.local', 'share'), { recursive: true })
  writeFileSync(join(realHome, '.npmrc'), `//registry.npmjs.org/:_authToken=${HOME_TOKEN}\n`)
  writeFileSync(join(realHome, '.bashrc'), '# real bashrc\n')
  const workspace = tempDir('workspace')
  mkdirSync(join(workspace, '.git'))
  writeFileSync(
    join(workspace, '.git', 'config'),
    `[core]\n\trepositoryformatversion = 0\n[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${Buffer.from(`x-access-token:${CHECKOUT_TOKEN}`).toString('base64')}\n[remote "origin"]\n\turl = https://github.com/o/r\n`
  )
  writeFileSync(join(workspace, 'notes.md'), '# notes\n')
  const runnerTemp = tempDir('runner-temp')
  const setEnv = join(runnerTemp, '_runner_file_commands', `set_env_${id}`)
  mkdirSync(join(runnerTemp, '_runner_file_commands'))
  writeFileSync(setEnv, 'KEEP=1\n')
  const outDir = join(workspace, 'audit-out')
  const stateDir = join(realHome, '.local', 'share', 'mcp-behave')
  const socketPath = `/run/mcpb-test-${id}.sock`
  const received: Buffer[] = []
  const listener = createServer((socket) => socket.on('data', (chunk: Buffer) => received.push(chunk)))
  await new Promise<void>((resolve) => listener.listen(socketPath, resolve))
  chmodSync(socketPath, 0o777)
  if (owner !== null) {
    for (const dir of [realHome, workspace, runnerTemp]) spawnSync('chown', ['-R', `${owner}:${owner}`, dir])
  }
  return { realHome, workspace, outDir, stateDir, runnerTemp, setEnv, socketPath, received, listener }
}

async function tearDown(setup: Setup): Promise<void> {
  await new Promise<void>((resolve) => setup.listener.close(() => resolve()))
  rmSync(setup.realHome, { recursive: true, force: true })
  rmSync(setup.socketPath, { force: true })
}

function audit(setup: Setup, asNobody: boolean): Promise<{ code: number | null; stderr: string }> {
  const targets = {
    realHome: setup.realHome,
    runnerTemp: setup.runnerTemp,
    setEnvName: setup.setEnv.split('/').pop(),
    trace: join(setup.outDir, 'trace.log'),
    pin: join(setup.stateDir, 'pins', 'escape.json'),
    socket: setup.socketPath
  }
  const args = [
    CLI,
    '--out-dir',
    setup.outDir,
    '--state-dir',
    setup.stateDir,
    '--server-name',
    'escape',
    '--calls',
    '1',
    '--cwd',
    setup.workspace,
    '--env',
    `ESCAPE_TARGETS=${JSON.stringify(targets)}`,
    '--',
    process.execPath,
    FIXTURE
  ]
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: setup.realHome, RUNNER_TEMP: setup.runnerTemp }
  const [command, argv] = asNobody
    ? [
        'su',
        [
          'nobody',
          '-s',
          '/bin/sh',
          '-c',
          `RUNNER_TEMP='${setup.runnerTemp}' HOME='${setup.realHome}' ${[process.execPath, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')}`
        ]
      ]
    : [process.execPath, args]
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
}

const on = (report: Report, tool: string, rule: string): Finding | undefined => report.findings.find((f) => f.tool === tool && f.rule === rule)

const ATTACK_TARGETS = join(REPO_ROOT, 'targets', 'node', 'attack')
/** Vulnerable targets whose attacks get through: a climb out of the notes folder, a shell built from a template, git given an option. */
const GETS_THROUGH = [
  { name: 'traversal', tool: 'read_note', rule: 'scope-escape' },
  { name: 'shell-template', tool: 'search_notes', rule: 'command-injection' },
  { name: 'argv-flag', tool: 'show_log', rule: 'argument-injection' }
]

/** The vulnerable targets audited as one fleet (a client config), as root, with the real home and runner temp set. */
function auditAttacked(setup: Setup, repo: string): Promise<{ code: number | null; stderr: string }> {
  const config = join(setup.runnerTemp, 'attack.mcp.json')
  const servers = Object.fromEntries(
    GETS_THROUGH.map(({ name }) => [
      name,
      { command: process.execPath, args: [join(ATTACK_TARGETS, `${name}.mjs`), name === 'argv-flag' ? repo : setup.workspace] }
    ])
  )
  writeFileSync(config, JSON.stringify({ mcpServers: servers }))
  const args = [
    CLI,
    '--out-dir',
    setup.outDir,
    '--state-dir',
    setup.stateDir,
    '--calls',
    '1',
    '--passes',
    'traced',
    '--jobs',
    '3',
    '--cwd',
    setup.workspace,
    '--config',
    config
  ]
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: setup.realHome, RUNNER_TEMP: setup.runnerTemp }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
}

afterAll(removeTempDirs)

describeContained.each([
  ['root', false],
  ['nobody (userns)', true]
])('a server trying to escape the filesystem sandbox, audited as %s', (_label, asNobody) => {
  const unprivileged = asNobody
  const maybe = unprivileged && why === null ? itWhere('containment e2e as nobody (userns)', missing(needs.nobody)) : it

  maybe(
    'changes nothing of the host, reaches no host socket, keeps the evidence, and reports every attempt on its tool',
    async () => {
      const setup = await setUp(unprivileged ? 65534 : null)
      try {
        const homeBefore = snapshot(setup.realHome)
        const setEnvBefore = sha(setup.setEnv)
        const workspaceBefore = snapshot(setup.workspace)

        const run = await audit(setup, unprivileged)
        expect(run.stderr).toMatch(new RegExp(`fs=sandbox via ${unprivileged ? 'userns' : 'root'}`))
        expect(run.code).toBe(3)

        // Nothing of the host changed: the real home (but for the pin the auditor itself wrote), the
        // runner's file command, the checkout (but for the auditor's out-dir), and no escaped files.
        const homeAfter = snapshot(setup.realHome)
        delete homeAfter['.local/share/mcp-behave/pins/escape.json']
        delete homeAfter['.local/share/mcp-behave/baselines/escape.json']
        expect(homeAfter).toEqual(homeBefore)
        expect(existsSync(join(setup.realHome, '.mcp-escape-test'))).toBe(false)
        expect(sha(setup.setEnv)).toBe(setEnvBefore)
        const workspaceAfter = snapshot(setup.workspace)
        for (const key of Object.keys(workspaceAfter)) if (key.startsWith('audit-out/')) delete workspaceAfter[key]
        expect(workspaceAfter).toEqual(workspaceBefore)
        expect(Buffer.concat(setup.received).length).toBe(0)

        // The evidence is intact: a whole trace, and the pin the auditor wrote.
        const trace = readFileSync(join(setup.outDir, 'trace.log'), 'utf8')
        expect(trace).toMatch(/execve\(/)
        expect(trace).not.toContain(CHECKOUT_TOKEN)
        expect(trace).not.toContain(Buffer.from(`x-access-token:${CHECKOUT_TOKEN}`).toString('base64'))
        expect(trace).not.toContain(HOME_TOKEN)
        const report = JSON.parse(readFileSync(join(setup.outDir, 'report.json'), 'utf8')) as Report
        const pin = JSON.parse(readFileSync(join(setup.stateDir, 'pins', 'escape.json'), 'utf8')) as { sha256?: string; manifest?: { sha256?: string } }
        expect(JSON.stringify(pin)).toContain(report.manifest.sha256)

        // Every attempt is a finding on the call that made it.
        expect(report.sandbox.fs).toBe('sandbox')
        expect(on(report, 'list_home', 'host-path')?.severity).toBe('high')
        expect(on(report, 'list_home', 'sensitive-file-read')?.message).toContain(`${setup.realHome}/.npmrc`)
        expect(on(report, 'write_home', 'host-write')?.message).toContain(`${setup.realHome}/.mcp-escape-test`)
        expect(on(report, 'write_bashrc', 'persistence')?.severity).toBe('critical')
        expect(on(report, 'runner_file_command', 'persistence')?.message).toContain('_runner_file_commands')
        expect(on(report, 'tamper_evidence', 'host-write')?.severity).toBe('high')
        expect(
          report.findings
            .filter((f) => f.tool === 'tamper_evidence' && f.rule === 'host-write')
            .map((f) => f.message)
            .join('\n')
        ).toMatch(/trace\.log/)
        expect(on(report, 'host_socket', 'host-socket')?.message).toContain(setup.socketPath)

        // What the server changed in its copy-on-write view is reported, with content hashes.
        const escaped = report.observed.fileChanges?.find((change) => change.path === join(setup.workspace, 'escaped.txt'))
        expect(escaped).toMatchObject({ change: 'created', kind: 'file', size: 8, sha256: createHash('sha256').update('escaped\n').digest('hex') })
        expect(existsSync(join(setup.outDir, 'changes.tar'))).toBe(true)
        expect(report.sandbox.masked).toContain(join(setup.workspace, '.git/config'))
      } finally {
        await tearDown(setup)
      }
    },
    150_000
  )
})

// Issue 42: the attack stage makes vulnerable servers do what a hijacked model would make them do — read
// ~/.ssh/id_rsa through a climb, run /tmp/<marker> through a shell, write /tmp/<marker> through a git
// option — and all of it happens in the sandbox: the host, the checkout, the real home and /tmp are as
// they were, and nothing a marker names exists outside.
describeContained('the attack stage on vulnerable targets whose attacks get through, audited as root', () => {
  it('changes nothing of the real home, the checkout, the runner temp or /tmp, and plants nothing beside the roots on the host', async () => {
    const setup = await setUp(null)
    try {
      const repo = join(setup.workspace, 'repo')
      mkdirSync(repo)
      writeFileSync(join(repo, 'README.md'), '# repo\n')
      const git = (...args: string[]) => spawnSync('git', ['-c', 'user.email=dev@example.invalid', '-c', 'user.name=Dev', ...args], { cwd: repo })
      for (const args of [
        ['init', '-q', '-b', 'main'],
        ['add', 'README.md'],
        ['commit', '-qm', 'first']
      ])
        expect(git(...args).status).toBe(0)
      const homeBefore = snapshot(setup.realHome)
      const workspaceBefore = snapshot(setup.workspace)
      const setEnvBefore = sha(setup.setEnv)

      const run = await auditAttacked(setup, repo)
      expect(run.stderr).toMatch(/fs=sandbox via root/)

      // Every target's attack got through, with the trace's proof: the stage really did what it says.
      const markers: string[] = []
      for (const target of GETS_THROUGH) {
        const report = JSON.parse(readFileSync(join(setup.outDir, target.name, 'report.json'), 'utf8')) as Report
        const found = report.findings.find((finding) => finding.rule === target.rule && finding.tool === target.tool)
        expect([target.name, found?.severity]).toEqual([target.name, expect.stringMatching(/^(high|critical)$/)])
        markers.push(...(report.attack?.attacks ?? []).map((attack) => attack.marker))
      }
      const argv = JSON.parse(readFileSync(join(setup.outDir, 'argv-flag', 'report.json'), 'utf8')) as Report
      const wrote = argv.attack?.attacks?.find((attack) => attack.technique === 'option-output' && attack.outcome === 'got-through')
      expect(wrote?.proof).toContainEqual(expect.stringMatching(new RegExp(`^(create|write) /tmp/${wrote?.marker}$`)))
      expect(markers.length).toBeGreaterThan(10)

      // Nothing outside the sandbox changed: the real home but for the auditor's own state, the checkout but
      // for its out-dir, the runner's file command; nothing a marker names in /tmp, no sibling on the host.
      const homeAfter = snapshot(setup.realHome)
      for (const key of Object.keys(homeAfter)) if (key.startsWith('.local/share/mcp-behave/')) delete homeAfter[key]
      expect(homeAfter).toEqual(homeBefore)
      const workspaceAfter = snapshot(setup.workspace)
      for (const key of Object.keys(workspaceAfter)) if (key.startsWith('audit-out/')) delete workspaceAfter[key]
      expect(workspaceAfter).toEqual(workspaceBefore)
      expect(sha(setup.setEnv)).toBe(setEnvBefore)
      const prefixes = [...new Set(markers.map((marker) => marker.slice(0, 6)))]
      expect(readdirSync('/tmp').filter((name) => prefixes.some((prefix) => name.includes(prefix)))).toEqual([])
      expect(existsSync(`${setup.workspace}-backup`)).toBe(false)
      expect(existsSync(`${repo}-backup`)).toBe(false)
    } finally {
      await tearDown(setup)
    }
  }, 300_000)
})
