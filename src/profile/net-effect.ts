// The net effect of one call on the filesystem. A lock file created and removed within the call, a temp
// file renamed over its target (an atomic save), a directory tree a failed `git clone` makes and cleans
// up: each access is real and stays in the profile, but marked `transient`, so rules that judge what a
// call changed (annotations, info effects) see only what the call left behind: nothing, or the target.
import { posix } from 'node:path'
import type { FileAccess, PathCategory } from '../model/index.js'

export interface PendingAccess {
  path: string
  access: FileAccess
  category: PathCategory
  event: { line: number; time: number; ret: number | null }
  renamedTo?: string
  via?: string
  transient: boolean
}

export const GIT_INDEX_REFRESH = "git's index refresh (.git/index.lock renamed over .git/index: a cache of file stats)"

function isGitIndexRefresh(from: string, to: string): boolean {
  return to.endsWith('/.git/index') && from === `${to}.lock`
}

/** Accesses held per call before they are recorded; past it the call's journal is flushed as it stands. */
export const MAX_PENDING_ACCESSES = 5_000

/**
 * One unit's changing accesses in trace order, and what each path went through in it. A path is *new*
 * when the unit created it (O_EXCL, creat, mkdir) or it lies under a directory the unit created: only
 * removing a new path undoes it. A path opened for writing without O_EXCL may have existed before; it
 * counts as new only under a new directory.
 */
export class CallJournal {
  readonly pending: PendingAccess[] = []
  /** paths the unit created, files and directories */
  private readonly created = new Set<string>()
  /** paths the unit wrote or created, whose rename onto another name is a save, not a move */
  private readonly written = new Set<string>()
  /** per path, the accesses that made or shaped what is there now */
  private readonly history = new Map<string, PendingAccess[]>()

  add(access: PendingAccess): void {
    this.pending.push(access)
    const succeeded = access.event.ret !== null && access.event.ret >= 0
    if (!succeeded) return
    const { path } = access
    switch (access.access) {
      case 'create':
      case 'mkdir':
        this.created.add(path)
        this.written.add(path)
        this.historyOf(path).push(access)
        return
      case 'write':
        this.written.add(path)
        this.historyOf(path).push(access)
        return
      case 'rename': {
        const to = access.renamedTo
        if (to === undefined) return
        // A file this unit wrote, renamed onto another name (a temp or lock over its target): the target
        // is what changed. A rename of anything older moves it away, which stays an effect of its own.
        const madeHere = this.written.has(path)
        if (madeHere) for (const earlier of this.history.get(path) ?? []) earlier.transient = true
        this.forget(path)
        if (madeHere && isGitIndexRefresh(path, to)) {
          // git's opportunistic refresh of its index, a cache of file stats, that read-only commands such
          // as `git status` make (what GIT_OPTIONAL_LOCKS=0 turns off): the working tree and the history
          // are as they were. It stays in the profile, marked, and is no change a call is judged by.
          access.transient = true
          access.via = GIT_INDEX_REFRESH
          return
        }
        if (madeHere) {
          this.historyOf(to).push(access)
          this.written.add(to)
        }
        return
      }
      case 'delete':
        if (this.isNew(path)) {
          for (const earlier of this.history.get(path) ?? []) earlier.transient = true
          access.transient = true
        }
        this.forget(path)
        return
      case 'read':
        return
    }
  }

  get size(): number {
    return this.pending.length
  }

  private historyOf(path: string): PendingAccess[] {
    let list = this.history.get(path)
    if (!list) {
      list = []
      this.history.set(path, list)
    }
    return list
  }

  private forget(path: string): void {
    this.created.delete(path)
    this.written.delete(path)
    this.history.delete(path)
  }

  private isNew(path: string): boolean {
    if (!path.startsWith('/')) return this.created.has(path)
    for (let dir = path; ; dir = posix.dirname(dir)) {
      if (this.created.has(dir)) return true
      if (dir === '/') return false
    }
  }
}
