import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { lstat, readdir, readFile, readlink } from 'node:fs/promises'
import { join, posix } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FileChange } from '../model/index.js'
import { PLACED_LINK, PLACED_WHITEOUT } from './workspace-view.js'

// What the server changed on disk, read from the layers it wrote into after it has exited: the upper
// layers of the copy-on-write views and the private temp directories. A second witness beside the
// trace: it does not matter which syscall did the write (io_uring, mmap, splice), only what is there.

export interface ChangeArea {
  /** where the server wrote: an overlay's upper dir or a private directory */
  dir: string
  /** the path the server saw `dir` at */
  shownAt: string
  /** for overlays: the real directory underneath; absent for private directories */
  lower?: string
  /** files the auditor placed in `dir` before the run (masks): relative path → sha256 */
  placed?: Map<string, string>
  /** directories bwrap created in `dir` as mount points (relative paths): not the server's doing */
  mountPoints?: Set<string>
}

export interface ChangesScan {
  changes: FileChange[]
  /** where each changed regular file's bytes are, for changes.tar */
  sources: Map<string, string>
  truncated: boolean
}

export const MAX_CHANGES = 10_000
export const MAX_HASHED_BYTES = 16 * 1024 * 1024
export const MAX_TAR_BYTES = 5 * 1024 * 1024

/** Files up to this size are hashed from one read: a stream's setup cost more than hashing a small file. */
const READ_WHOLE_BYTES = 1 << 20

async function hashFile(path: string, size: number): Promise<string> {
  const hash = createHash('sha256')
  if (size <= READ_WHOLE_BYTES) return hash.update(await readFile(path)).digest('hex')
  await pipeline(createReadStream(path), hash)
  return hash.digest('hex')
}

async function lstatOrNull(path: string) {
  return lstat(path).catch(() => null)
}

/** Entries of one directory inspected at once; their changes are still taken in name order. */
const INSPECTED_TOGETHER = 16

type Inspected = { directory: string; lowerIsDirectory: boolean; shown: string } | { change: FileChange; source?: string } | null

/** What one entry of an area is: a directory to walk, a change, or nothing the server did. */
async function inspect(area: ChangeArea, rel: string, lowerExists: boolean): Promise<Inspected> {
  const source = join(area.dir, rel)
  const shown = posix.join(area.shownAt, rel)
  const stats = await lstatOrNull(source)
  if (!stats) return null
  const lower = area.lower !== undefined && lowerExists ? await lstatOrNull(join(area.lower, rel)) : null
  if (stats.isCharacterDevice() && stats.rdev === 0) {
    // One the auditor made to keep its own files out of the view is not the server's doing.
    if (area.placed?.get(rel) === PLACED_WHITEOUT) return null
    // An overlay whiteout: the server deleted what the lower layer had here.
    return lower ? { change: { path: shown, change: 'deleted', kind: lower.isDirectory() ? 'directory' : lower.isSymbolicLink() ? 'symlink' : 'file' } } : null
  }
  if (stats.isDirectory()) return { directory: rel, lowerIsDirectory: Boolean(lower?.isDirectory()), shown }
  if (stats.isSymbolicLink()) {
    const target = await readlink(source).catch(() => '')
    // One the auditor planted for the attack stage, still pointing where it did, is not the server's doing.
    if (area.placed?.get(rel) === `${PLACED_LINK}${target}`) return null
    const before = lower?.isSymbolicLink() && area.lower !== undefined ? await readlink(join(area.lower, rel)).catch(() => null) : null
    return before !== target ? { change: { path: shown, change: lower ? 'modified' : 'created', kind: 'symlink', target } } : null
  }
  if (!stats.isFile()) return { change: { path: shown, change: lower ? 'modified' : 'created', kind: 'other' } }
  const sha256 = stats.size <= MAX_HASHED_BYTES ? await hashFile(source, stats.size).catch(() => undefined) : undefined
  const placed = area.placed?.get(rel)
  if (placed !== undefined) {
    // A mask the auditor placed: a change only if the server rewrote it.
    if (sha256 === placed) return null
    return { change: { path: shown, change: 'modified', kind: 'file', size: stats.size, ...(sha256 ? { sha256 } : {}) }, source }
  }
  if (lower?.isFile() && lower.size === stats.size && area.lower !== undefined && sha256 !== undefined) {
    // A copy-up without a content change (chmod, touch, open for writing without writing).
    if ((await hashFile(join(area.lower, rel), lower.size).catch(() => null)) === sha256) return null
  }
  return { change: { path: shown, change: lower ? 'modified' : 'created', kind: 'file', size: stats.size, ...(sha256 ? { sha256 } : {}) }, source }
}

export async function scanChanges(areas: ChangeArea[]): Promise<ChangesScan> {
  const scan: ChangesScan = { changes: [], sources: new Map(), truncated: false }
  const add = (change: FileChange, source?: string): boolean => {
    if (scan.changes.length >= MAX_CHANGES) {
      scan.truncated = true
      return false
    }
    scan.changes.push(change)
    if (source) scan.sources.set(change.path, source)
    return true
  }

  const walk = async (area: ChangeArea, relative: string, lowerExists: boolean): Promise<void> => {
    let entries
    try {
      entries = (await readdir(join(area.dir, relative), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))
    } catch {
      return
    }
    for (let at = 0; at < entries.length; at += INSPECTED_TOGETHER) {
      if (scan.truncated) return
      const batch = entries.slice(at, at + INSPECTED_TOGETHER).map((entry) => (relative === '' ? entry.name : `${relative}/${entry.name}`))
      for (const inspected of await Promise.all(batch.map((rel) => inspect(area, rel, lowerExists)))) {
        if (scan.truncated) return
        if (inspected === null) continue
        if ('change' in inspected) {
          add(inspected.change, inspected.source)
          continue
        }
        const { directory, lowerIsDirectory, shown } = inspected
        if (area.mountPoints?.has(directory)) {
          await walk(area, directory, false)
          continue
        }
        if (!lowerIsDirectory && !area.placed?.has(directory) && !add({ path: shown, change: 'created', kind: 'directory' })) return
        await walk(area, directory, lowerIsDirectory)
      }
    }
  }
  for (const area of areas) await walk(area, '', true)
  scan.changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return scan
}

/**
 * changes.tar: the bytes of every created or modified regular file, at the path the server saw
 * (without the leading slash), until MAX_TAR_BYTES; what does not fit is listed in the report only.
 * Returns how many files went in.
 */
export async function writeChangesTar(scan: ChangesScan, target: string, maxBytes = MAX_TAR_BYTES): Promise<{ files: number; omitted: number }> {
  // loaded here: most audits change no file, and it would cost every one's start
  const { pack } = await import('tar-stream')
  const tar = pack()
  const output = pipeline(tar, createWriteStream(target, { flags: 'wx', mode: 0o644 }))
  let budget = maxBytes
  let files = 0
  let omitted = 0
  for (const change of scan.changes) {
    const source = scan.sources.get(change.path)
    if (!source || change.kind !== 'file' || change.change === 'deleted') continue
    const size = change.size ?? 0
    if (size > budget) {
      omitted += 1
      continue
    }
    const stats = await lstatOrNull(source)
    if (!stats?.isFile() || stats.size !== size) {
      omitted += 1
      continue
    }
    await new Promise<void>((resolve, reject) => {
      const entry = tar.entry({ name: change.path.replace(/^\/+/, ''), size, mode: 0o644, mtime: stats.mtime }, (error) => (error ? reject(error) : resolve()))
      createReadStream(source).on('error', reject).pipe(entry)
    })
    budget -= size
    files += 1
  }
  tar.finalize()
  await output
  return { files, omitted }
}
