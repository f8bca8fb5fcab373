import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Report } from '../../src/report/schema.js'
import { startActionsDouble, type ActionsDouble } from '../helpers/actions-double.js'
import { NpmRegistryDouble } from '../helpers/npm-registry-double.js'
import { mayRun } from '../helpers/require-sandbox.js'
import { REPO_ROOT, runAction, sandboxUnavailable, type ActionRun } from './harness.js'

// A launch spec in the action: the install phase's package kept in the Actions cache (the results service
// double) across runs on fresh runners, and the install-scripts input.

const RUN_TIMEOUT = 180_000
const FIXTURE = path.join(REPO_ROOT, '__tests__', 'fixtures', 'npm-install-script')
const COMMAND = 'npm:mcp-fixture-install-script@1.0.0'
let root: string
let double: ActionsDouble
let registry: NpmRegistryDouble

beforeAll(async () => {
  if (!existsSync(path.join(REPO_ROOT, 'dist', 'index.js'))) throw new Error('dist/index.js is missing: run `node scripts/build.mjs` (npm test does)')
  root = mkdtempSync(path.join(tmpdir(), 'action-packages-'))
  double = await startActionsDouble()
  registry = await new NpmRegistryDouble().publish(FIXTURE).start()
})
afterAll(async () => {
  await double?.close()
  await registry?.stop()
  rmSync(root, { recursive: true, force: true })
})

async function closedRegistry(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}/`
}

let runs = 0
function audit(registryUrl: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  runs += 1
  return runAction({
    double,
    runnerTemp: path.join(root, 'runner', '_temp'),
    inputs: { command: COMMAND, comment: 'false', 'upload-artifacts': 'false', ...inputs },
    // a private npm cache per run: nothing survives on the runner but what the Actions cache brings back
    env: {
      npm_config_registry: registryUrl,
      npm_config_cache: path.join(root, `npm-cache-${runs}`),
      npm_config_update_notifier: 'false',
      npm_config_fetch_retries: '0'
    },
    timeoutMs: RUN_TIMEOUT - 10_000
  })
}

function reportOf(run: ActionRun): Report {
  const file = run.outputs['report-path']
  if (!file) throw new Error(`no report-path output; exit ${String(run.exitCode)}\n${run.stdout}\n${run.stderr}`)
  return JSON.parse(readFileSync(file, 'utf8')) as Report
}

const packageEntries = (): string[] =>
  double.cacheEntries.filter((entry) => entry.finalized && entry.key.startsWith('mcp-behave-package-')).map((entry) => entry.key)

describe('launch specs in the action: the package cache in the Actions cache', () => {
  it(
    'the first run installs and saves; a fresh runner restores it and installs nothing with the registry unreachable',
    async () => {
      const first = await audit(registry.url)
      if (!mayRun('the package-cache action test (the network sandbox is not available)', sandboxUnavailable(first))) return
      expect(first.unexpectedCommands).toEqual([])
      expect(first.stdout).toMatch(/installing mcp-fixture-install-script@1\.0\.0 with npm/)
      expect(reportOf(first).server.package).toMatchObject({ name: 'mcp-fixture-install-script', version: '1.0.0', cached: false, installScripts: 'skipped' })
      expect(first.exitCode).toBe(0)
      expect(packageEntries()).toEqual([expect.stringMatching(/^mcp-behave-package-v1-npm-mcp-fixture-install-script@1\.0\.0-linux-x64(-[a-z0-9]+)?-node\d+$/)])
      const integrity = reportOf(first).server.package?.integrity
      expect(integrity).toMatch(/^sha512-/)

      const requests = registry.requests.length
      const second = await audit(await closedRegistry())
      expect(second.stdout).toMatch(/Restored the package from the Actions cache \(key mcp-behave-package-v1-npm-mcp-fixture-install-script@1\.0\.0-/)
      expect(second.stdout).not.toMatch(/installing mcp-fixture-install-script/)
      const report = reportOf(second)
      expect(report.server.package).toMatchObject({ version: '1.0.0', cached: true, integrity })
      expect(report.calls.filter((call) => call.name === 'echo' && call.outcome === 'ok' && !call.attack)).toHaveLength(3)
      expect(second.exitCode).toBe(0)
      expect(registry.requests.length).toBe(requests)
      // restored, so not saved again
      expect(packageEntries()).toHaveLength(1)
      expect(second.stdout).not.toMatch(/Saved the package/)
    },
    2 * RUN_TIMEOUT
  )

  it(
    'install-scripts: true runs the install script in the sandbox under trace; its canary read is reported in phase install',
    async () => {
      const run = await audit(registry.url, { 'install-scripts': 'true' })
      if (!mayRun('the install-scripts action test (the network sandbox is not available)', sandboxUnavailable(run))) return
      const report = reportOf(run)
      expect(report.server.package?.installScripts).toBe('traced')
      const read = report.findings.find((finding) => finding.phase.kind === 'install' && finding.rule === 'sensitive-file-read')
      expect(read?.evidence.paths?.some((file) => file.endsWith('/.ssh/id_rsa'))).toBe(true)
      expect([run.exitCode, run.outputs['verdict']]).toEqual([1, 'fail'])
    },
    RUN_TIMEOUT
  )
})
