import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as cache from '@actions/cache'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { pinFilePath, pinKeyPrefix, pinSaveKey, restorePin, savePinIfChanged, type CacheBackend } from '../../src/github/pin-cache.js'
import { PinStore } from '../../src/manifest/pin-store.js'
import { fakeRuntimeToken, startActionsDouble, type ActionsDouble } from '../helpers/actions-double.js'
import { recordingLogger } from './fixtures.js'

const realCache: CacheBackend = {
  isFeatureAvailable: () => cache.isFeatureAvailable(),
  restoreCache: (paths, key, restoreKeys) => cache.restoreCache(paths, key, restoreKeys),
  saveCache: (paths, key) => cache.saveCache(paths, key)
}

let double: ActionsDouble
let root: string
let stateDir: string
const savedEnv = { ...process.env }

beforeAll(async () => {
  double = await startActionsDouble()
  root = mkdtempSync(path.join(tmpdir(), 'pin-cache-'))
  mkdirSync(path.join(root, 'workspace'))
  mkdirSync(path.join(root, 'temp'))
  stateDir = path.join(root, 'temp', 'mcp-behave-state')
  Object.assign(process.env, {
    GITHUB_WORKSPACE: path.join(root, 'workspace'),
    RUNNER_TEMP: path.join(root, 'temp'),
    ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(),
    ACTIONS_RESULTS_URL: `${double.url}/`,
    ACTIONS_CACHE_SERVICE_V2: 'true'
  })
  delete process.env['GITHUB_SERVER_URL']
  delete process.env['ACTIONS_CACHE_MODE']
})

afterAll(async () => {
  process.env = savedEnv
  await double.close()
  rmSync(root, { recursive: true, force: true })
})

beforeEach(() => rmSync(stateDir, { recursive: true, force: true }))

function writePin(identity: string, content: string): void {
  const file = pinFilePath({ stateDir, identity })
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

/** A new job on a new runner: nothing of the previous run is on disk, only the cache remembers. */
function freshRunner(): void {
  rmSync(stateDir, { recursive: true, force: true })
}

describe('pin keys', () => {
  it('caches exactly the file the engine reads and writes, and refuses an identity that would leave pins/', async () => {
    expect(pinFilePath({ stateDir, identity: 'notes-1a2b3c4d' })).toBe(new PinStore(stateDir).pinPath('notes-1a2b3c4d'))
    expect(() => pinFilePath({ stateDir, identity: '../../home/runner/.bashrc' })).toThrow(/Unsafe pin identity/)
    await expect(restorePin(realCache, { stateDir, identity: '../escape' }, recordingLogger())).rejects.toThrow(/Unsafe pin identity/)
  })

  it('saves under a unique key per run and restores by the identity prefix', () => {
    expect(pinKeyPrefix('notes-server')).toBe('mcp-behave-pin-notes-server-')
    expect(pinSaveKey('notes-server', '4242', '2', 'a1b2c3')).toBe('mcp-behave-pin-notes-server-4242-2-a1b2c3')
    expect(pinSaveKey('notes-server', '4242', '2')).toMatch(/^mcp-behave-pin-notes-server-4242-2-[0-9a-f]{6}$/)
  })
})

describe('pin cache round trip through the loopback results service', () => {
  it('saves a new pin and restores it on a fresh runner', async () => {
    const logger = recordingLogger()
    const location = { stateDir, identity: 'round-trip' }
    const before = await restorePin(realCache, location, logger)
    expect(before).toEqual({ key: null, hashBefore: null })

    writePin('round-trip', '{"pin":1}\n')
    const key = await savePinIfChanged(realCache, location, before.hashBefore, { runId: '100', runAttempt: '1' }, logger)
    expect(key).toMatch(/^mcp-behave-pin-round-trip-100-1-[0-9a-f]{6}$/)

    freshRunner()
    const restored = await restorePin(realCache, location, logger)
    expect(restored.key).toBe(key)
    expect(readFileSync(pinFilePath(location), 'utf8')).toBe('{"pin":1}\n')
    expect(logger.lines.filter((line) => line.startsWith('warn'))).toEqual([])
  })

  it('restores the newest of several saved pins', async () => {
    const logger = recordingLogger()
    const location = { stateDir, identity: 'newest' }
    writePin('newest', 'first')
    await savePinIfChanged(realCache, location, null, { runId: '200', runAttempt: '1' }, logger)
    freshRunner()
    writePin('newest', 'second')
    const secondKey = await savePinIfChanged(realCache, location, null, { runId: '201', runAttempt: '1' }, logger)

    freshRunner()
    const restored = await restorePin(realCache, location, logger)
    expect(restored.key).toBe(secondKey)
    expect(readFileSync(pinFilePath(location), 'utf8')).toBe('second')
  })

  it('does not save when the audit left the pin as it was', async () => {
    const logger = recordingLogger()
    const location = { stateDir, identity: 'unchanged' }
    writePin('unchanged', 'same')
    const { hashBefore } = await restorePin(realCache, location, logger)
    const creates = double.requests.filter((request) => request.path.endsWith('/CreateCacheEntry')).length
    expect(await savePinIfChanged(realCache, location, hashBefore, { runId: '300', runAttempt: '1' }, logger)).toBeNull()
    expect(double.requests.filter((request) => request.path.endsWith('/CreateCacheEntry')).length).toBe(creates)
  })

  it("never restores another server's pin, even when its identity extends this one's", async () => {
    const logger = recordingLogger()
    writePin('srv-2', 'other server')
    await savePinIfChanged(realCache, { stateDir, identity: 'srv-2' }, null, { runId: '400', runAttempt: '1' }, logger)
    freshRunner()
    const restored = await restorePin(realCache, { stateDir, identity: 'srv' }, logger)
    expect(restored).toEqual({ key: null, hashBefore: null })
  })

  it('keeps a pin an earlier step of the same job wrote instead of restoring an older one', async () => {
    const logger = recordingLogger()
    const location = { stateDir, identity: 'same-job' }
    writePin('same-job', 'cached')
    await savePinIfChanged(realCache, location, null, { runId: '500', runAttempt: '1' }, logger)
    writePin('same-job', 'newer, from this job')
    const restored = await restorePin(realCache, location, logger)
    expect(restored.key).toBeNull()
    expect(readFileSync(pinFilePath(location), 'utf8')).toBe('newer, from this job')
  })
})

describe('without a cache service', () => {
  it('warns once and carries on', async () => {
    const logger = recordingLogger()
    const unavailable: CacheBackend = {
      isFeatureAvailable: () => false,
      restoreCache: () => Promise.reject(new Error('must not be called')),
      saveCache: () => Promise.reject(new Error('must not be called'))
    }
    const location = { stateDir, identity: 'nocache' }
    expect(await restorePin(unavailable, location, logger)).toEqual({ key: null, hashBefore: null })
    writePin('nocache', 'x')
    expect(await savePinIfChanged(unavailable, location, null, { runId: '1', runAttempt: '1' }, logger)).toBeNull()
    expect(logger.lines).toEqual(['warn: The Actions cache is not available here, so rug-pull detection starts over on every run'])
  })

  it('turns a failing save into a warning', async () => {
    const logger = recordingLogger()
    const failing: CacheBackend = {
      isFeatureAvailable: () => true,
      restoreCache: () => Promise.resolve(undefined),
      saveCache: () => Promise.reject(new Error('Cache service responded with 503'))
    }
    const location = { stateDir, identity: 'failing' }
    writePin('failing', 'x')
    expect(await savePinIfChanged(failing, location, null, { runId: '7', runAttempt: '1' }, logger)).toBeNull()
    expect(logger.lines).toEqual(['warn: Could not save the pinned manifest: Cache service responded with 503'])
  })
})
