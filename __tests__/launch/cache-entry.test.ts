import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkEntryFiles, commitEntry, exactEntryDir, readEntry, treeDigest, type Entry } from '../../src/launch/cache-entry.js'

const ENTRY: Entry = { ecosystem: 'npm', name: '@acme/notes-server', version: '1.2.3', integrity: 'sha512-abc', bins: { notes: 'node_modules/.bin/notes' } }

let root: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'mcp-behave-cache-entry-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** A small installed tree: a file, an executable, a link, an empty directory. */
async function installedTree(dir: string): Promise<string> {
  await mkdir(join(dir, 'node_modules', '.bin'), { recursive: true })
  await mkdir(join(dir, 'empty'))
  await writeFile(join(dir, 'index.js'), 'console.log(1)\n')
  await writeFile(join(dir, 'cli.js'), '#!/usr/bin/env node\n')
  await chmod(join(dir, 'cli.js'), 0o755)
  await symlink('../../cli.js', join(dir, 'node_modules', '.bin', 'notes'))
  return dir
}

describe('where an entry is kept', () => {
  it('gives an exact version its own directory, npm scopes flattened and PyPI names normalized; a range none', () => {
    const spec = { kind: 'package' as const, bin: null, args: [], spec: [] }
    expect(exactEntryDir({ ...spec, ecosystem: 'npm', name: '@acme/notes-server', version: '1.2.3' }, '/c')).toBe('/c/npm/@acme+notes-server@1.2.3')
    expect(exactEntryDir({ ...spec, ecosystem: 'pypi', name: 'Notes_Server.X', version: '0.4' }, '/c')).toBe('/c/pypi/notes-server-x@0.4')
    expect(exactEntryDir({ ...spec, ecosystem: 'npm', name: 'notes', version: '^1.2.0' }, '/c')).toBeNull()
    expect(exactEntryDir({ ...spec, ecosystem: 'npm', name: 'notes', version: null }, '/c')).toBeNull()
  })
})

describe('the digest of an entry’s files', () => {
  it('ignores times and the record itself, and changes with a file’s content, its executable bit or a link’s target', async () => {
    const dir = await installedTree(join(root, 'a'))
    const before = await treeDigest(dir)
    expect(before).toMatch(/^sha256-tree=[0-9a-f]{64}$/)
    await utimes(join(dir, 'index.js'), new Date(0), new Date(0))
    await writeFile(join(dir, 'mcp-behave-install.json'), '{}')
    expect(await treeDigest(dir)).toBe(before)
    await chmod(join(dir, 'index.js'), 0o755)
    const executable = await treeDigest(dir)
    expect(executable).not.toBe(before)
    await writeFile(join(dir, 'index.js'), 'console.log(2)\n')
    expect(await treeDigest(dir)).not.toBe(executable)
  })
})

describe('a committed entry', () => {
  it('is moved into place with its record, and checks out until its files change', async () => {
    const staging = await installedTree(join(root, 'staging'))
    const final = join(root, 'npm', '@acme+notes-server@1.2.3')
    await mkdir(join(root, 'npm'))
    await commitEntry(staging, final, ENTRY)
    expect(await readEntry(final)).toEqual({ ...ENTRY, tree: await treeDigest(final) })
    expect(await checkEntryFiles(final)).toEqual({ ok: true })
    await writeFile(join(final, 'index.js'), 'steal()\n')
    const changed = await checkEntryFiles(final)
    expect(changed.ok).toBe(false)
    expect(!changed.ok && changed.why).toMatch(/^its files differ from what the install recorded \(sha256-tree=/)
  })

  it('leaves an entry a concurrent run put there first', async () => {
    const final = join(root, 'npm', 'entry')
    await mkdir(join(root, 'npm'))
    await commitEntry(await installedTree(join(root, 'first')), final, ENTRY)
    const second = await installedTree(join(root, 'second'))
    await writeFile(join(second, 'index.js'), 'other\n')
    await commitEntry(second, final, { ...ENTRY, version: '9.9.9' })
    expect((await readEntry(final))?.version).toBe('1.2.3')
    expect(await readFile(join(final, 'index.js'), 'utf8')).toBe('console.log(1)\n')
    expect(existsSync(second)).toBe(false)
  })

  it('does not check out without a readable record, or with one of an older version that has no digest', async () => {
    const dir = await installedTree(join(root, 'bare'))
    expect(await checkEntryFiles(dir)).toEqual({ ok: false, why: 'no readable mcp-behave-install.json' })
    await writeFile(join(dir, 'mcp-behave-install.json'), JSON.stringify(ENTRY))
    expect(await checkEntryFiles(dir)).toEqual({ ok: false, why: 'it records no digest of its files' })
  })
})
