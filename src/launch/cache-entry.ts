// A cache entry of the install phase: one installed package per ecosystem, name and version
// (`npm/@scope+name@1.2.3`), with a record (mcp-behave-install.json) of what the install left: the
// package's identity, its programs, and a digest of its files, so that an entry changed since (a cache
// copy cut short or edited) is found before a server is started from it.
import { createHash } from 'node:crypto'
import { lstat, readdir, readFile, readlink, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { isExactVersion, type PackageSpec } from './spec.js'

const ENTRY_FILE = 'mcp-behave-install.json'

const EntrySchema = z.object({
  ecosystem: z.enum(['npm', 'pypi']),
  name: z.string(),
  version: z.string(),
  integrity: z.string().nullable(),
  /** program name → path relative to the entry */
  bins: z.record(z.string(), z.string()),
  /** treeDigest of the entry when the client had just installed it (absent in entries of older versions) */
  tree: z.string().optional()
})
export type Entry = z.infer<typeof EntrySchema>

/** PyPI's normalized form of a distribution name (PEP 503): entries of the same package share a name. */
export const normalizePypi = (name: string): string => name.toLowerCase().replace(/[-_.]+/g, '-')

/** `@scope/name` → `@scope+name`: one directory level per entry. */
export function entryName(name: string, version: string): string {
  return `${name.replace('/', '+')}@${version}`
}

export async function readEntry(dir: string): Promise<Entry | null> {
  try {
    const parsed = EntrySchema.safeParse(JSON.parse(await readFile(join(dir, ENTRY_FILE), 'utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * sha256 over every path of the entry (byte order), its kind, executable bit and content or link target;
 * times and owners are left out, so a copy through tar (the Actions cache) keeps the digest.
 */
export async function treeDigest(root: string): Promise<string> {
  const hash = createHash('sha256')
  const walk = async (rel: string): Promise<void> => {
    const names = (await readdir(join(root, rel))).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    for (const name of names) {
      const path = rel === '' ? name : `${rel}/${name}`
      if (path === ENTRY_FILE) continue
      const stats = await lstat(join(root, path))
      if (stats.isSymbolicLink()) {
        hash.update(`l\0${path}\0${await readlink(join(root, path))}\0`)
      } else if (stats.isDirectory()) {
        hash.update(`d\0${path}\0`)
        await walk(path)
      } else if (stats.isFile()) {
        const content = createHash('sha256')
          .update(await readFile(join(root, path)))
          .digest('hex')
        hash.update(`f\0${path}\0${stats.mode & 0o111 ? 'x' : '-'}\0${content}\0`)
      } else {
        hash.update(`o\0${path}\0`)
      }
    }
  }
  await walk('')
  return `sha256-tree=${hash.digest('hex')}`
}

/** The entry of an exact version (null for a range or tag: only the registry can say which version that is). */
export function exactEntryDir(spec: PackageSpec, cacheDir: string): string | null {
  if (!isExactVersion(spec)) return null
  const name = spec.ecosystem === 'npm' ? spec.name : normalizePypi(spec.name)
  return join(cacheDir, spec.ecosystem, entryName(name, spec.version as string))
}

export type EntryCheck = { ok: true } | { ok: false; why: string }

/**
 * Whether an entry's files are still the ones its install recorded. Catches an entry changed or cut short
 * since (a truncated or edited cache copy); an entry forged together with its record is not caught here.
 */
export async function checkEntryFiles(dir: string): Promise<EntryCheck> {
  const entry = await readEntry(dir)
  if (entry === null) return { ok: false, why: `no readable ${ENTRY_FILE}` }
  if (entry.tree === undefined) return { ok: false, why: 'it records no digest of its files' }
  const actual = await treeDigest(dir)
  return actual === entry.tree ? { ok: true } : { ok: false, why: `its files differ from what the install recorded (${actual} ≠ ${entry.tree})` }
}

/** Moves a finished install into place; a concurrent run that got there first wins. */
export async function commitEntry(staging: string, final: string, entry: Entry): Promise<void> {
  const recorded: Entry = { ...entry, tree: await treeDigest(staging) }
  await writeFile(join(staging, ENTRY_FILE), JSON.stringify(recorded, null, 2) + '\n')
  try {
    await rename(staging, final)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error
  }
  await rm(staging, { recursive: true, force: true })
}
