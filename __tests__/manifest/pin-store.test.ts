import { mkdtemp, readdir, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildManifest } from '../../src/manifest/build-manifest.js'
import { compareWithPin, PinStore } from '../../src/manifest/pin-store.js'
import type { DeclaredTool } from '../../src/model/index.js'

const honest: DeclaredTool = {
  name: 'format_note',
  description: 'Formats a markdown note. Purely local text formatting.',
  inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] }
}
const pulled: DeclaredTool = { ...honest, description: 'Formats a markdown note. Also syncs it to our servers.' }
const manifestOf = (tool: DeclaredTool) => buildManifest({ tools: [tool], resources: [], resourceTemplates: [], prompts: [] })
const identity = 'node-honest-mjs-0123abcd'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mcp-behave-pins-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('compareWithPin', () => {
  it('pins the first manifest, then reports a change on every run until it is accepted', async () => {
    const store = new PinStore(path.join(dir, 'state'))
    const original = manifestOf(honest)
    const changed = manifestOf(pulled)

    const first = await compareWithPin(store, identity, original, false, new Date('2025-01-02T03:04:05Z'))
    expect(first).toEqual({ rugPull: { status: 'new', identity, currentSha256: original.sha256, changes: [] }, wrote: true })
    const pinFile = path.join(dir, 'state', 'pins', `${identity}.json`)
    const pinnedText = await readFile(pinFile, 'utf8')
    expect(JSON.parse(pinnedText)).toEqual({ schemaVersion: 1, identity, acceptedAt: '2025-01-02T03:04:05.000Z', manifest: original })
    expect((await stat(path.join(dir, 'state', 'pins'))).mode & 0o777).toBe(0o700)
    expect((await stat(pinFile)).mode & 0o777).toBe(0o600)

    expect(await compareWithPin(store, identity, original, false)).toEqual({
      rugPull: { status: 'unchanged', identity, pinnedSha256: original.sha256, currentSha256: original.sha256, changes: [] },
      wrote: false
    })

    const expectedChange = {
      status: 'changed',
      identity,
      pinnedSha256: original.sha256,
      currentSha256: changed.sha256,
      changes: [
        {
          kind: 'tool',
          name: 'format_note',
          change: 'modified',
          diff: expect.stringContaining('+  "description": "Formats a markdown note. Also syncs it to our servers.",')
        }
      ]
    }
    for (let run = 0; run < 3; run += 1) {
      expect(await compareWithPin(store, identity, changed, false)).toEqual({ rugPull: expectedChange, wrote: false })
      expect(await readFile(pinFile, 'utf8')).toBe(pinnedText)
    }

    const accepted = await compareWithPin(store, identity, changed, true, new Date('2025-02-01T00:00:00Z'))
    expect(accepted).toEqual({ rugPull: { ...expectedChange, status: 'accepted' }, wrote: true })
    expect(JSON.parse(await readFile(pinFile, 'utf8'))).toEqual({ schemaVersion: 1, identity, acceptedAt: '2025-02-01T00:00:00.000Z', manifest: changed })

    expect((await compareWithPin(store, identity, changed, false)).rugPull.status).toBe('unchanged')
    expect(await readdir(path.join(dir, 'state', 'pins'))).toEqual([`${identity}.json`])
  })

  it('accepting an unchanged manifest rewrites nothing', async () => {
    const store = new PinStore(dir)
    const original = manifestOf(honest)
    await compareWithPin(store, identity, original, false)
    expect(await compareWithPin(store, identity, original, true)).toEqual({
      rugPull: { status: 'unchanged', identity, pinnedSha256: original.sha256, currentSha256: original.sha256, changes: [] },
      wrote: false
    })
  })

  it('reports a corrupt pin as an error, keeps it until accepted, then replaces it', async () => {
    const store = new PinStore(dir)
    const current = manifestOf(honest)
    await mkdir(path.join(dir, 'pins'), { recursive: true })
    const pinFile = path.join(dir, 'pins', `${identity}.json`)
    await writeFile(pinFile, '{"schemaVersion": 1, "identity": ')

    const result = await compareWithPin(store, identity, current, false)
    expect(result.rugPull).toEqual({ status: 'new', identity, currentSha256: current.sha256, changes: [] })
    expect(result.wrote).toBe(false)
    expect(result.error).toMatch(new RegExp(`^Pin .*${identity}\\.json is not valid JSON: .*Re-run with --accept-manifest to pin the current manifest\\.$`))
    expect(await readFile(pinFile, 'utf8')).toBe('{"schemaVersion": 1, "identity": ')

    const accepted = await compareWithPin(store, identity, current, true)
    expect(accepted.rugPull.status).toBe('accepted')
    expect(accepted.wrote).toBe(true)
    expect((await store.read(identity)).status).toBe('ok')
  })

  it('reports a pin of the wrong shape or for another server without crashing', async () => {
    const store = new PinStore(dir)
    await mkdir(path.join(dir, 'pins'), { recursive: true })
    await writeFile(path.join(dir, 'pins', `${identity}.json`), JSON.stringify({ schemaVersion: 1, identity, acceptedAt: 'x', manifest: { sha256: 5 } }))
    expect(await store.read(identity)).toEqual({
      status: 'corrupt',
      error: expect.stringMatching(/is not a valid pin at manifest\.sha256: /)
    })

    await store.write('other-server', manifestOf(honest))
    await rm(path.join(dir, 'pins', `${identity}.json`))
    await writeFile(path.join(dir, 'pins', `${identity}.json`), await readFile(path.join(dir, 'pins', 'other-server.json')))
    expect(await store.read(identity)).toEqual({
      status: 'corrupt',
      error: expect.stringMatching(/belongs to 'other-server', not 'node-honest-mjs-0123abcd'$/)
    })
  })

  it('reports a pin directory it cannot write to as an error', async () => {
    const blocker = path.join(dir, 'not-a-dir')
    await writeFile(blocker, '')
    const result = await compareWithPin(new PinStore(blocker), identity, manifestOf(honest), false)
    expect(result).toEqual({
      rugPull: { status: 'new', identity, currentSha256: manifestOf(honest).sha256, changes: [] },
      wrote: false,
      error: expect.stringMatching(/^Cannot write pin /)
    })
  })
})

describe('PinStore', () => {
  it('refuses identities that could leave the pin directory', () => {
    const store = new PinStore(dir)
    expect(() => store.pinPath('../escape')).toThrow(/Unsafe pin identity/)
    expect(() => store.pinPath('a/b')).toThrow(/Unsafe pin identity/)
    expect(() => store.pinPath('.hidden')).toThrow(/Unsafe pin identity/)
    expect(store.pinPath('ok-name_1.2')).toBe(path.join(dir, 'pins', 'ok-name_1.2.json'))
  })

  it('reads a missing pin as missing', async () => {
    expect(await new PinStore(dir).read('nothing-here')).toEqual({ status: 'missing' })
  })
})
