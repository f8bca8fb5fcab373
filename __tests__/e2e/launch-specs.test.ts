import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { Finding } from '../../src/model/index.js'
import type { Report } from '../../src/report/schema.js'
import { NpmRegistryDouble } from '../helpers/npm-registry-double.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir, type CliRun } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Launch specs end to end: the package is installed by npm from a loopback double of the registry (never
// the real one), into a cache, and audited from there in the sandbox.

const describeSandboxed = describeWhere('launch-spec e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const FIXTURE = join(REPO_ROOT, '__tests__', 'fixtures', 'npm-install-script')
const FIXTURE_ENTRY = (cache: string): string => join(cache, 'npm', 'mcp-fixture-install-script@1.0.0')

/** A loopback port nothing listens on: the registry "unreachable". */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

function npmEnv(registry: string): NodeJS.ProcessEnv {
  // A private npm cache, so nothing comes from (or goes to) the user's ~/.npm.
  return { npm_config_registry: registry, npm_config_cache: tempDir('npm-cache'), npm_config_update_notifier: 'false' }
}

const installFindings = (report: Report): Finding[] => report.findings.filter((finding) => finding.phase.kind === 'install')
const readsCanaryKey = (report: Report): boolean => report.observed.files.some((file) => file.path.endsWith('/.ssh/id_rsa') && file.access === 'read')

describeSandboxed('launch specs: npm packages installed into the cache', () => {
  let registry: NpmRegistryDouble
  beforeAll(async () => {
    registry = await new NpmRegistryDouble().publish(FIXTURE).start()
  })
  afterAll(async () => {
    await registry.stop()
  })

  // The first install into an empty cache, whose entry the warm-cache test below audits again, offline.
  const installCache = tempDir('pkg-cache')
  let installRun: CliRun
  beforeAll(async () => {
    installRun = await runCli(['--json', '--cache-dir', installCache, 'npm:mcp-fixture-install-script@1.0.0'], {
      env: npmEnv(registry.url),
      timeoutMs: 120_000
    })
  }, 150_000)

  it('installs with lifecycle scripts disabled, records the package as the identity, and never runs the install script', () => {
    const cache = installCache
    const run = installRun
    expect(run.stderr).toMatch(/installing mcp-fixture-install-script@1.0.0 with npm/)
    expect(run.code).toBe(0)
    const report = run.report()
    expect(report.server.package).toEqual({
      ecosystem: 'npm',
      name: 'mcp-fixture-install-script',
      version: '1.0.0',
      integrity: expect.stringMatching(/^sha512-[A-Za-z0-9+/]+=*$/) as string,
      spec: ['npm:mcp-fixture-install-script@1.0.0'],
      cached: false,
      installScripts: 'skipped'
    })
    expect(report.server.command[0]).toBe(join(FIXTURE_ENTRY(cache), 'node_modules', '.bin', 'mcp-fixture-install-script'))
    expect(report.server.info?.name).toBe('fixture-install-script')
    expect(report.calls.filter((call) => call.name === 'echo' && call.outcome === 'ok' && !call.attack)).toHaveLength(3)
    expect(installFindings(report)).toEqual([])
    expect(readsCanaryKey(report)).toBe(false)
    expect(existsSync(join(FIXTURE_ENTRY(cache), 'node_modules', 'mcp-fixture-install-script', 'install-ran.txt'))).toBe(false)
    expect(registry.requests).toContain('tarball mcp-fixture-install-script@1.0.0')
  }, 150_000)

  it('--install-scripts runs them in the sandbox under trace: the canary read is reported in phase install, the cache is untouched', async () => {
    const cache = tempDir('pkg-cache')
    const run = await runCli(['--json', '--install-scripts', '--cache-dir', cache, 'npx', '-y', 'mcp-fixture-install-script@1.0.0'], {
      env: npmEnv(registry.url),
      timeoutMs: 120_000
    })
    const report = run.report()
    expect(report.server.package?.installScripts).toBe('traced')
    const read = installFindings(report).find((finding) => finding.rule === 'sensitive-file-read')
    expect(read?.evidence.paths?.some((path) => path.endsWith('/.ssh/id_rsa'))).toBe(true)
    // only the install script read it: no tool call did
    const keyReads = report.observed.files.filter((file) => file.path.endsWith('/.ssh/id_rsa') && file.access === 'read')
    expect(keyReads.length).toBeGreaterThan(0)
    for (const file of keyReads) expect(file.phases.map((phase) => phase.kind)).toEqual(['install'])
    // its write went to the copy-on-write view of the cache entry, reported, and the entry kept clean
    const packageDir = join(FIXTURE_ENTRY(cache), 'node_modules', 'mcp-fixture-install-script')
    expect(report.observed.fileChanges?.map((change) => change.path)).toContain(join(packageDir, 'install-ran.txt'))
    expect(existsSync(join(packageDir, 'install-ran.txt'))).toBe(false)
    // the server itself still started and answered after the scripts
    expect(report.calls.filter((call) => call.name === 'echo' && call.outcome === 'ok' && !call.attack)).toHaveLength(3)
    expect(report.exitCode).toBe(3)
  }, 150_000)

  it('a warm cache audits with the registry unreachable (the npm: spelling installed it, the npx one finds it)', async () => {
    // the first test's install and audit, with its cache and state dir
    const cache = installCache
    const first = installRun
    expect(first.code).toBe(0)
    const offline = `http://127.0.0.1:${await closedPort()}/`
    const second = await runCli(['--json', '--cache-dir', cache, 'npx', '-y', 'mcp-fixture-install-script@1.0.0'], {
      env: npmEnv(offline),
      stateDir: first.stateDir,
      timeoutMs: 120_000
    })
    expect(second.stderr).toMatch(/using the cached npm package mcp-fixture-install-script@1.0.0/)
    expect(second.code).toBe(0)
    const report = second.report()
    expect(report.server.package).toMatchObject({ version: '1.0.0', cached: true, integrity: first.report().server.package?.integrity })
    // the same pin identity as the first run: the second compares its manifest with the first's pin
    expect(report.rugPull.status).toBe('unchanged')
    expect(readdirSync(join(cache, 'npm')).filter((name) => !name.startsWith('.'))).toEqual(['mcp-fixture-install-script@1.0.0'])
  }, 200_000)
})

describeSandboxed('launch specs: @modelcontextprotocol/server-everything', () => {
  // The registry double serves the packages of this repository's node_modules (the pinned server and its
  // dependencies), so npm resolves and installs the real tree offline, as it would from the registry.
  let registry: NpmRegistryDouble
  beforeAll(async () => {
    registry = await new NpmRegistryDouble().publishTree(join(REPO_ROOT, 'node_modules')).start()
  })
  afterAll(async () => {
    await registry.stop()
  })

  const findingKeys = (report: Report): string[] =>
    report.findings.map((finding) => `${finding.rule} ${finding.severity} ${finding.tool ?? `(${finding.phase.kind})`}`).sort()

  it('npx -y … and npm:… audit with the same findings as the installed entry point; the second from the cache, offline', async () => {
    const cache = tempDir('pkg-cache')
    // the reference audit and the install with its audit side by side: neither touches the other's
    // directories, and the server's audit mostly waits on its slow tools (a 4 s research query)
    const [installed, viaNpx] = await Promise.all([
      runCli(['--json', '--calls', '1', join(REPO_ROOT, 'node_modules', '.bin', 'mcp-server-everything'), 'stdio'], {
        timeoutMs: 150_000
      }),
      runCli(['--json', '--calls', '1', '--cache-dir', cache, 'npx', '-y', '@modelcontextprotocol/server-everything@2026.8.31', 'stdio'], {
        env: npmEnv(registry.url),
        timeoutMs: 300_000
      })
    ])
    expect(viaNpx.stderr).toMatch(/installing @modelcontextprotocol\/server-everything@2026.8.31 with npm/)
    const offline = `http://127.0.0.1:${await closedPort()}/`
    const viaSpec = await runCli(['--json', '--calls', '1', '--cache-dir', cache, 'npm:@modelcontextprotocol/server-everything@2026.8.31', 'stdio'], {
      env: npmEnv(offline),
      timeoutMs: 150_000
    })
    expect(viaSpec.stderr).toMatch(/using the cached npm package @modelcontextprotocol\/server-everything@2026.8.31/)

    const reference = installed.report()
    expect(reference.manifest.tools.length).toBeGreaterThan(5)
    for (const run of [viaNpx, viaSpec]) {
      const report = run.report()
      expect(report.server.package).toMatchObject({
        ecosystem: 'npm',
        name: '@modelcontextprotocol/server-everything',
        version: '2026.8.31',
        integrity: expect.stringMatching(/^sha512-/) as string
      })
      expect(report.manifest.sha256).toBe(reference.manifest.sha256)
      expect(findingKeys(report)).toEqual(findingKeys(reference))
      expect(run.code).toBe(installed.code)
    }
    expect(viaSpec.report().server.package?.cached).toBe(true)
  }, 600_000)
})

const describePip = describeWhere('pypi launch-spec e2e', missing(needs.sandbox, needs.pip))

describePip('launch specs: pypi packages installed with pip from a local wheel directory', () => {
  it('pypi:NAME==VERSION installs the wheel (no index), runs its console script in the sandbox, and records its sha256', async () => {
    const wheels = tempDir('wheels')
    const built = spawnSync(
      'python3',
      [join(REPO_ROOT, '__tests__', 'fixtures', 'pypi-server', 'build_wheel.py'), join(REPO_ROOT, '__tests__', 'fixtures', 'pypi-server'), wheels],
      { encoding: 'utf8' }
    )
    expect(built.status).toBe(0)
    const cache = tempDir('pkg-cache')
    // pip reads its index configuration from the environment, as it would for the user
    const env = { PIP_NO_INDEX: '1', PIP_FIND_LINKS: wheels, PIP_CONFIG_FILE: '/dev/null' }
    const run = await runCli(['--json', '--cache-dir', cache, 'pypi:mcp-fixture-py==1.0.0'], { env, timeoutMs: 120_000 })
    expect(run.stderr).toMatch(/installing mcp-fixture-py==1.0.0 with pip/)
    expect(run.code).toBe(0)
    const report = run.report()
    expect(report.server.package).toEqual({
      ecosystem: 'pypi',
      name: 'mcp-fixture-py',
      version: '1.0.0',
      integrity: expect.stringMatching(/^sha256=[0-9a-f]{64}$/) as string,
      spec: ['pypi:mcp-fixture-py==1.0.0'],
      cached: false,
      installScripts: 'none'
    })
    expect(report.server.info?.name).toBe('fixture-pypi')
    expect(report.calls.filter((call) => call.name === 'echo' && call.outcome === 'ok' && !call.attack)).toHaveLength(3)
    expect(report.findings).toEqual([])

    // uvx spelling, warm cache, no wheels any more: nothing is asked of pip
    const again = await runCli(['--json', '--cache-dir', cache, 'uvx', 'mcp-fixture-py@1.0.0'], {
      env: { PIP_NO_INDEX: '1', PIP_FIND_LINKS: tempDir('empty') },
      timeoutMs: 120_000
    })
    expect(again.stderr).toMatch(/using the cached pypi package mcp-fixture-py@1.0.0/)
    expect(again.report().server.package).toMatchObject({ cached: true, integrity: report.server.package?.integrity })
  }, 200_000)
})
