// Other names for sensitive files, learnt from the trace alone.
//
// strace's -yy shows the path the kernel reports for an fd: a file opened through a hard link shows the
// link's path, a renamed file its new name, and open_by_handle_at returns an undecorated fd. So a server
// that links ~/.ssh/id_rsa to /tmp/x and reads /tmp/x would look like it read a temp file. This table
// remembers which names (link paths, rename destinations, file handles, open fds) stand for a sensitive
// file, so the profile can record such reads as reads of the original.
import { isUnder } from './path-classify.js'

/** A sensitive file and, when the server reached it by another name, how. */
export interface Reached {
  /** the sensitive file's own (absolute) path */
  origin: string
  /** for the report: `hard link /tmp/x`, `a file handle (open_by_handle_at)`, …; absent for the file's own path */
  via?: string
}
export type Alias = Required<Reached>

/** Enough for any honest server; a flood of links beyond it keeps the first ones (the table is bounded). */
export const MAX_ALIASES = 100_000
const MAX_DIRECTORY_ALIASES = 256

const PROC_FD = /^\/proc\/(self|thread-self|\d+)(?:\/task\/\d+)?\/fd\/(\d+)$/

export class SensitiveAliases {
  private readonly names = new Map<string, Alias>()
  /** a renamed directory: paths below `dir` are the paths below `origin` */
  private readonly directories: { dir: string; origin: string; via: string }[] = []
  private readonly handles = new Map<string, Alias>()
  /** `pid:fd` → the sensitive file that fd has open */
  private readonly fds = new Map<string, Reached>()

  /**
   * @param isSensitive whether a path names a file whose reads are findings in their own right
   * @param canaryInodes inode number → path of a planted file, when the auditor stat'ed them (decodes
   *   file handles nobody took with name_to_handle_at in the trace)
   */
  constructor(
    private readonly isSensitive: (path: string) => boolean,
    private readonly canaryInodes: ReadonlyMap<number, string> = new Map()
  ) {}

  /** The sensitive file `path` stands for when it is another name for one (never for the file's own path). */
  aliasOf(path: string): Alias | undefined {
    if (this.isSensitive(path)) return undefined
    const named = this.names.get(path)
    if (named) return named
    for (const { dir, origin, via } of this.directories) {
      if (!isUnder(path, dir) || path === dir) continue
      const below = origin + path.slice(dir.length)
      if (this.isSensitive(below)) return { origin: below, via: `${via} (${path})` }
    }
    return undefined
  }

  /** `path` itself when sensitive, else what it is an alias of; `/proc/<pid>/fd/N` is looked up as the fd. */
  resolve(pid: number, path: string): Reached | undefined {
    const procFd = PROC_FD.exec(path)
    if (procFd) {
      const owner = procFd[1] === 'self' || procFd[1] === 'thread-self' ? pid : Number(procFd[1])
      const open = this.fds.get(`${owner}:${procFd[2]}`)
      return open ? { origin: open.origin, via: open.via ?? path } : undefined
    }
    if (this.isSensitive(path)) return { origin: path }
    return this.aliasOf(path)
  }

  /** A successful hard link (linkat with AT_EMPTY_PATH or a /proc fd path included: `target` is resolved by the caller). */
  onLink(pid: number, target: string, linkPath: string): void {
    const found = this.resolve(pid, target)
    if (found) this.setName(linkPath, { origin: found.origin, via: `hard link ${linkPath}` })
    else this.names.delete(linkPath)
  }

  onRename(pid: number, from: string, to: string): void {
    const found = this.resolve(pid, from)
    this.names.delete(from)
    if (!found) {
      this.names.delete(to)
      return
    }
    this.setName(to, { origin: found.origin, via: found.via === undefined ? `rename to ${to}` : `${found.via}, renamed to ${to}` })
    // `from` may be a directory holding sensitive files (~/.ssh renamed to /tmp/s).
    if (this.directories.length < MAX_DIRECTORY_ALIASES) this.directories.push({ dir: to, origin: found.origin, via: `rename of ${found.origin} to ${to}` })
  }

  /** A name that now holds a different file (unlinked, or created anew). */
  forget(path: string): void {
    this.names.delete(path)
  }

  onHandle(pid: number, path: string, handle: string): void {
    const found = this.resolve(pid, path)
    if (found && this.handles.size < MAX_ALIASES) this.handles.set(handle, { origin: found.origin, via: 'a file handle (open_by_handle_at)' })
  }

  /** What an open_by_handle_at opened, when the handle names a sensitive file. */
  handleTarget(handle: string): Alias | undefined {
    const known = this.handles.get(handle)
    if (known) return known
    const inode = this.canaryInodes.size > 0 ? handleInodes(handle) : []
    for (const ino of inode) {
      const origin = this.canaryInodes.get(ino)
      if (origin !== undefined) return { origin, via: 'a file handle (open_by_handle_at)' }
    }
    return undefined
  }

  /** An fd returned by an open: remember it when it is a sensitive file, forget the fd number otherwise. */
  onOpenFd(pid: number, fd: number, reached: Reached | undefined): void {
    const key = `${pid}:${fd}`
    if (reached && (this.fds.has(key) || this.fds.size < MAX_ALIASES)) this.fds.set(key, reached)
    else this.fds.delete(key)
  }

  openFd(pid: number, fd: number): Reached | undefined {
    return this.fds.get(`${pid}:${fd}`)
  }

  private setName(path: string, alias: Alias): void {
    if (this.names.has(path) || this.names.size < MAX_ALIASES) this.names.set(path, alias)
  }
}

/**
 * Inode numbers a file handle may carry. Handle types 1 and 2 (ext2/3/4, xfs, btrfs-style "ino32 + gen")
 * start with the 32-bit inode; tmpfs puts the generation first and the inode second. Both are offered:
 * a wrong guess only matters if it equals a canary's inode.
 */
export function handleInodes(handle: string): number[] {
  const colon = handle.indexOf(':')
  const bytes = parseHandleBytes(handle.slice(colon + 1))
  if (!bytes || bytes.length < 8) return []
  return [bytes.readUInt32LE(0), bytes.readUInt32LE(4)]
}

function parseHandleBytes(text: string): Buffer | undefined {
  if (text.startsWith('0x')) return Buffer.from(text.slice(2), 'hex')
  if (!text.startsWith('"') || !text.endsWith('"')) return undefined
  const out: number[] = []
  const body = text.slice(1, -1)
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && body[i + 1] === 'x') {
      out.push(parseInt(body.slice(i + 2, i + 4), 16))
      i += 3
    } else out.push(body.charCodeAt(i) & 0xff)
  }
  return Buffer.from(out)
}
