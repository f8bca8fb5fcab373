import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { ConfiguredServer } from '../../src/config-files/read-config.js'
import { planMatrix, runFleetWithCachedPins } from '../../src/fleet/action-fleet.js'
import { fleetEntries, type AuditFunction } from '../../src/fleet/run-fleet.js'
import { pinFilePath, type CacheBackend } from '../../src/github/pin-cache.js'
import { cliSettings, parseCliArgs } from '../../src/settings/cli-args.js'
import { readHostContext } from '../../src/settings/host.js'
import { literalReport, recordingLogger } from '../github/fixtures.js'

// The action's `config` mode keeps each server's pin in the Actions cache. Two entries whose names clean
// to the same identity are told apart by the fleet (`-2`); each must find its own pin on the next run.

let root: string
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'action-fleet-'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

function server(name: string): ConfiguredServer {
  return {
    name,
    origin: `.mcp.json: mcpServers.${name}`,
    format: 'claude-code',
    launch: { transport: 'stdio', command: ['node', 'notes.js'], env: {}, cwd: null },
    canaries: []
  }
}

/** The Actions cache as the pins use it: a key found again by its prefix, only for the same path (GitHub's cache version). */
class PinCache implements CacheBackend {
  readonly saved: string[] = []
  private readonly entries: { key: string; file: string; content: Buffer }[] = []
  isFeatureAvailable(): boolean {
    return true
  }
  async restoreCache(paths: string[], prefix: string): Promise<string | undefined> {
    const file = paths[0] as string
    const newest = this.entries.filter((entry) => entry.key.startsWith(prefix) && entry.file === file).at(-1)
    if (newest === undefined) return undefined
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, newest.content)
    return newest.key
  }
  async saveCache(paths: string[], key: string): Promise<number> {
    const file = paths[0] as string
    this.entries.push({ key, file, content: readFileSync(file) })
    this.saved.push(key)
    return this.entries.length
  }
}

describe('the fleet identities', () => {
  it("are the entries' names made safe, with -2, -3 for names that clean to one already taken", () => {
    const entries = fleetEntries([server('notes one'), server('notes/one'), server('search'), server('notes one!')], '/w')
    expect(entries.map((entry) => entry.identity)).toEqual(['notes-one', 'notes-one-2', 'search', 'notes-one-3'])
  })

  it('stay within 64 characters with a suffix', () => {
    const long = 'n'.repeat(64)
    expect(fleetEntries([server(long), server(`${long}?`)], '/w').map((entry) => entry.identity)).toEqual([long, `${'n'.repeat(62)}-2`])
  })

  it('plan shows each server with the identity its matrix job, auditing it alone, gives it', async () => {
    const config = path.join(root, 'plan.mcp.json')
    writeFileSync(config, JSON.stringify({ mcpServers: { 'notes one': { command: 'node', args: ['a.js'] }, search: { command: 'node', args: ['b.js'] } } }))
    expect(await planMatrix(config, [], root)).toEqual({
      include: [
        { server: 'notes one', identity: 'notes-one' },
        { server: 'search', identity: 'search' }
      ]
    })
  })
})

describe('config mode: pins in the Actions cache', () => {
  it('restores each server its own pin, from the identity it was saved under, even when two names clean to the same one', async () => {
    const cache = new PinCache()
    const stateDir = path.join(root, 'state')
    const base = {
      ...cliSettings(parseCliArgs(['--out-dir', path.join(root, 'out'), '--state-dir', stateDir]), { cwd: root, env: { HOME: root }, homeTemplate: '/t' }),
      policy: null
    }
    const entries = fleetEntries([server('notes one'), server('notes/one')], root)
    const pinsSeen = new Map<string, string | null>()
    // What the engine does with the pin: compares with the one there, or writes the first.
    const audit: AuditFunction = async (settings) => {
      const pin = pinFilePath({ stateDir: settings.stateDir, identity: settings.identity })
      pinsSeen.set(settings.serverName ?? '', existsSync(pin) ? readFileSync(pin, 'utf8') : null)
      if (!existsSync(pin)) {
        mkdirSync(path.dirname(pin), { recursive: true })
        writeFileSync(pin, `the pin of ${settings.serverName}`)
      }
      const report = literalReport([], { server: { command: settings.command, transport: 'stdio', identity: settings.identity, info: null } })
      return { report, files: { trace: '', manifest: '', report: path.join(settings.outDir, 'report.json') } }
    }
    const run = (runId: string) =>
      runFleetWithCachedPins(
        entries,
        cache,
        { runId, runAttempt: '1' },
        { base, jobs: 2, runtime: { logger: recordingLogger(), sandboxInitPath: '', host: readHostContext({}) }, audit }
      )

    await run('1')
    expect(Object.fromEntries(pinsSeen)).toEqual({ 'notes one': null, 'notes/one': null })
    expect(cache.saved.map((key) => key.replace(/-1-1-[0-9a-f]{6}$/, ''))).toEqual(['mcp-behave-pin-notes-one', 'mcp-behave-pin-notes-one-2'])

    // the next run, on a fresh runner: only the cache remembers
    rmSync(stateDir, { recursive: true, force: true })
    await run('2')
    expect(Object.fromEntries(pinsSeen)).toEqual({ 'notes one': 'the pin of notes one', 'notes/one': 'the pin of notes/one' })
    // unchanged pins are not saved again
    expect(cache.saved).toHaveLength(2)
  })
})
