import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { ConfigurationError } from '../../src/errors.js'
import { packageCacheKey, prepareLaunchWithActionsCache } from '../../src/github/package-cache.js'
import type { CacheBackend } from '../../src/github/pin-cache.js'
import { parseLaunchSpec, type PackageSpec } from '../../src/launch/spec.js'
import type { AuditSettings } from '../../src/settings/settings.js'
import { NpmRegistryDouble } from '../helpers/npm-registry-double.js'
import { recordingLogger } from './fixtures.js'

// The install phase through the Actions cache, with a CacheBackend double that keeps a copy of each saved
// directory (as the service keeps a tar of it) and the npm registry played by a loopback double.

const FIXTURE = path.join(process.cwd(), '__tests__', 'fixtures', 'npm-install-script')
const SPEC = ['npm:mcp-fixture-install-script@1.0.0']
let root: string
let registry: NpmRegistryDouble
let closedRegistry: string

/** Copies directories in and out like the cache service; `tamper` edits a stored entry before restore. */
class CopyingCache implements CacheBackend {
  readonly saved: string[] = []
  readonly restored: string[] = []
  available = true
  failRestore: string | null = null
  failSave: string | null = null
  private readonly store: string
  constructor(dir: string) {
    this.store = dir
  }
  isFeatureAvailable(): boolean {
    return this.available
  }
  async restoreCache(paths: string[], key: string): Promise<string | undefined> {
    if (this.failRestore !== null) throw new Error(this.failRestore)
    // the real client downloads and unpacks asynchronously: others run meanwhile
    await new Promise((resolve) => setImmediate(resolve))
    const stored = path.join(this.store, encodeURIComponent(key))
    if (!existsSync(stored)) return undefined
    cpSync(stored, paths[0] as string, { recursive: true, verbatimSymlinks: true })
    this.restored.push(key)
    return key
  }
  async saveCache(paths: string[], key: string): Promise<number> {
    if (this.failSave !== null) throw new Error(this.failSave)
    const stored = path.join(this.store, encodeURIComponent(key))
    if (existsSync(stored)) return -1
    cpSync(paths[0] as string, stored, { recursive: true, verbatimSymlinks: true })
    this.saved.push(key)
    return this.saved.length
  }
  storedEntry(key: string): string {
    return path.join(this.store, encodeURIComponent(key))
  }
}

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'package-cache-'))
  registry = await new NpmRegistryDouble().publish(FIXTURE).start()
  closedRegistry = `http://127.0.0.1:${await closedPort()}/`
})
afterAll(async () => {
  await registry.stop()
  rmSync(root, { recursive: true, force: true })
})

let counter = 0
/** A fresh runner: its own package cache and npm cache, the registry given. */
function runner(registryUrl: string): { cacheDir: string; env: NodeJS.ProcessEnv } {
  counter += 1
  const dir = path.join(root, `runner-${counter}`)
  mkdirSync(dir, { recursive: true })
  return {
    cacheDir: path.join(root, 'packages'),
    env: {
      ...process.env,
      npm_config_registry: registryUrl,
      npm_config_cache: path.join(dir, 'npm-cache'),
      npm_config_update_notifier: 'false',
      npm_config_fetch_retries: '0'
    }
  }
}

function settings(command = SPEC): AuditSettings {
  return { command, cwd: root, env: {}, serverName: null, identity: 'x', workspaces: [] } as unknown as AuditSettings
}

async function prepare(cache: CacheBackend, registryUrl: string, command = SPEC) {
  rmSync(path.join(root, 'packages'), { recursive: true, force: true })
  const logger = recordingLogger()
  const { cacheDir, env } = runner(registryUrl)
  const prepared = await prepareLaunchWithActionsCache(
    cache,
    settings(command),
    { cacheDir, installScripts: false, env, logger },
    { platform: 'linux', arch: 'x64' }
  )
  return { prepared, logger, entry: path.join(cacheDir, 'npm', 'mcp-fixture-install-script@1.0.0') }
}

describe('packageCacheKey', () => {
  it('names the version, the platform and the runtime, so an install is only reused where it is valid', () => {
    const spec = parseLaunchSpec(['npx', '-y', '@scope/server@2.1.0', 'stdio']) as PackageSpec
    expect(packageCacheKey(spec, { os: 'linux', arch: 'x64', image: 'ubuntu24', runtime: 'node22' })).toBe(
      'mcp-behave-package-v1-npm-@scope+server@2.1.0-linux-x64-ubuntu24-node22'
    )
    const pypi = parseLaunchSpec(['pypi:mcp-server-git==0.6.2']) as PackageSpec
    expect(packageCacheKey(pypi, { os: 'linux', arch: 'arm64', image: null, runtime: 'py3.12' })).toBe(
      'mcp-behave-package-v1-pypi-mcp-server-git@0.6.2-linux-arm64-py3.12'
    )
  })
})

describe('the install phase through the Actions cache', () => {
  it('saves a fresh install; a fresh runner restores it and asks nothing of an unreachable registry', async () => {
    const cache = new CopyingCache(mkdtempSync(path.join(root, 'store-')))
    const first = await prepare(cache, registry.url)
    expect(first.prepared.launch?.package).toMatchObject({ name: 'mcp-fixture-install-script', version: '1.0.0', cached: false })
    expect(cache.saved).toHaveLength(1)
    expect(cache.saved[0]).toMatch(/^mcp-behave-package-v1-npm-mcp-fixture-install-script@1\.0\.0-linux-x64(-[a-z0-9]+)?-node\d+$/)
    expect(first.logger.lines.join('\n')).toMatch(/Saved the package to the Actions cache as key mcp-behave-package-v1-npm-/)
    const integrity = first.prepared.launch?.package.integrity

    const requestsBefore = registry.requests.length
    const second = await prepare(cache, closedRegistry)
    expect(second.prepared.launch?.package).toMatchObject({ version: '1.0.0', cached: true, integrity })
    expect(second.prepared.command[0]).toBe(path.join(second.entry, 'node_modules', '.bin', 'mcp-fixture-install-script'))
    expect(cache.restored).toEqual(cache.saved)
    expect(cache.saved).toHaveLength(1)
    expect(registry.requests.length).toBe(requestsBefore)
    expect(second.logger.lines.join('\n')).toMatch(/Restored the package from the Actions cache .*its files match the digest recorded at install/)
  }, 120_000)

  it('throws away a restored entry whose files were changed: installed afresh, or the audit stops when the registry is gone', async () => {
    const cache = new CopyingCache(mkdtempSync(path.join(root, 'store-')))
    await prepare(cache, registry.url)
    const key = cache.saved[0] as string
    // A benign-looking server swapped in for the published one.
    appendFileSync(path.join(cache.storedEntry(key), 'node_modules', 'mcp-fixture-install-script', 'server.js'), '\n// swapped\n')

    const offline = prepare(cache, closedRegistry)
    await expect(offline).rejects.toThrow(ConfigurationError)
    await expect(offline).rejects.toThrow(/npm could not install mcp-fixture-install-script@1\.0\.0/)

    const online = await prepare(cache, registry.url)
    expect(online.prepared.launch?.package.cached).toBe(false)
    expect(readFileSync(path.join(online.entry, 'node_modules', 'mcp-fixture-install-script', 'server.js'), 'utf8')).not.toContain('swapped')
    const log = online.logger.lines.join('\n')
    expect(log).toMatch(/is not used: its files differ from what the install recorded \(sha256-tree=[0-9a-f]{64} ≠ sha256-tree=[0-9a-f]{64}\)/)
    // the poisoned key stays taken: saving again is refused, which is a warning
    expect(log).toMatch(/was not saved to the Actions cache/)
  }, 120_000)

  it('two servers of a fleet from the same package: the entry is restored once and both start from it', async () => {
    const cache = new CopyingCache(mkdtempSync(path.join(root, 'store-')))
    await prepare(cache, registry.url)
    rmSync(path.join(root, 'packages'), { recursive: true, force: true })
    const { cacheDir, env } = runner(closedRegistry)
    const logger = recordingLogger()
    const both = await Promise.all(
      [SPEC, [...SPEC, '--verbose']].map((command) =>
        prepareLaunchWithActionsCache(cache, settings(command), { cacheDir, installScripts: false, env, logger }, { platform: 'linux', arch: 'x64' })
      )
    )
    expect(both.map((prepared) => prepared.launch?.package.cached)).toEqual([true, true])
    expect(cache.restored).toHaveLength(1)
    expect(cache.saved).toHaveLength(1)
  }, 120_000)

  it('a cache service that is missing or failing is a warning; the install goes on', async () => {
    const cache = new CopyingCache(mkdtempSync(path.join(root, 'store-')))
    cache.available = false
    const missing = await prepare(cache, registry.url)
    expect(missing.prepared.launch?.package.cached).toBe(false)
    expect(missing.logger.lines.join('\n')).toMatch(/Actions cache is not available here/)

    cache.available = true
    cache.failRestore = 'Cache service responded with 503'
    cache.failSave = 'Cache service responded with 503'
    const failing = await prepare(cache, registry.url)
    expect(failing.prepared.launch?.package.cached).toBe(false)
    const log = failing.logger.lines.join('\n')
    expect(log).toMatch(/Could not restore the package from the Actions cache: Cache service responded with 503/)
    expect(log).toMatch(/Could not save the package to the Actions cache: Cache service responded with 503/)
  }, 120_000)

  it('a range is resolved by the registry every run and not kept; a plain command passes through', async () => {
    const cache = new CopyingCache(mkdtempSync(path.join(root, 'store-')))
    const ranged = await prepare(cache, registry.url, ['npx', '-y', 'mcp-fixture-install-script@^1.0.0'])
    expect(ranged.prepared.launch?.package.version).toBe('1.0.0')
    expect(cache.saved).toEqual([])
    expect(ranged.logger.lines.join('\n')).toMatch(/'\^1\.0\.0' is not an exact version/)
    const plain = await prepare(cache, registry.url, ['node', 'server.js'])
    expect(plain.prepared.command).toEqual(['node', 'server.js'])
    expect(cache.saved).toEqual([])
  }, 120_000)
})
