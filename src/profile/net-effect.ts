// The net effect of one call on the filesystem. A lock file created and removed within the call, a temp
// file renamed over its target (an atomic save), a directory tree a failed `git clone` makes and cleans
// up: each access is real and stays in the profile, but marked `transient`, so rules that judge what a
// call changed (annotations, info effects) see only what the call left behind: nothing, or the target.
import { posix } from 'node:path'
import { FILE_ACCESSES, type FileAccess, type PathCategory } from '../model/index.js'

/** What an access is recorded with when its unit's journal is flushed. */
export type RecordHeld = (
  path: string,
  access: FileAccess,
  category: PathCategory,
  event: { line: number; time: number; ret: number | null; pid?: number },
  renamedTo: string | undefined,
  via: string | undefined,
  transient: boolean
) => void

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
 *
 * The held accesses live in columns reused from one flush to the next, not in an object each: a flood
 * of creates holds thousands at a time, long enough for the GC to promote them, and objects promoted
 * only to die at the flush grew the auditor's peak memory by a third.
 */
export class CallJournal {
  private count = 0
  private readonly paths: string[] = []
  private readonly categories: PathCategory[] = []
  private readonly renamedTo: (string | undefined)[] = []
  private readonly via: (string | undefined)[] = []
  private readonly accesses = new Uint8Array(MAX_PENDING_ACCESSES)
  private readonly lines = new Float64Array(MAX_PENDING_ACCESSES)
  private readonly times = new Float64Array(MAX_PENDING_ACCESSES)
  /** the syscall's return value; NaN for none (a process that died in it) */
  private readonly rets = new Float64Array(MAX_PENDING_ACCESSES)
  /** the process that made the access; -1 when unknown */
  private readonly pids = new Float64Array(MAX_PENDING_ACCESSES)
  private readonly transient = new Uint8Array(MAX_PENDING_ACCESSES)
  /** per held access in a path's history: the one before it in that history, or -1 */
  private readonly earlier = new Int32Array(MAX_PENDING_ACCESSES)
  /**
   * Per path the unit wrote or created (whose rename onto another name is a save, not a move): the last
   * access of its history (the accesses that made or shaped what is there now), times two, plus one
   * when the unit created the path.
   */
  private written = new Map<string, number>()
  /** lock files held over from the unit before, with the pid that took each: recorded at the next flush */
  private carried = new Map<string, number>()

  get size(): number {
    return this.count
  }

  add(
    path: string,
    access: FileAccess,
    category: PathCategory,
    event: { line: number; time: number; ret: number | null; pid?: number },
    renamedTo: string | undefined,
    via: string | undefined
  ): void {
    if (this.count === MAX_PENDING_ACCESSES) throw new Error('the call journal is full: flush it first')
    // a lock held over from the unit before is undone only by the process that took it
    const foreign = this.carried.has(path) && this.carried.get(path) !== (event.pid ?? -1)
    const at = this.count++
    this.paths[at] = path
    this.categories[at] = category
    this.renamedTo[at] = renamedTo
    this.via[at] = via
    this.accesses[at] = FILE_ACCESSES.indexOf(access)
    this.lines[at] = event.line
    this.times[at] = event.time
    this.rets[at] = event.ret ?? NaN
    this.pids[at] = event.pid ?? -1
    this.transient[at] = 0
    this.earlier[at] = -1
    const succeeded = event.ret !== null && event.ret >= 0
    if (!succeeded) return
    switch (access) {
      case 'create':
      case 'mkdir':
        this.extendHistory(path, at, true)
        return
      case 'write':
        this.extendHistory(path, at, false)
        return
      case 'rename': {
        const to = renamedTo
        if (to === undefined) return
        // A file this unit wrote, renamed onto another name (a temp or lock over its target): the target
        // is what changed. A rename of anything older moves it away, which stays an effect of its own.
        const madeHere = this.written.has(path) && !foreign
        if (madeHere) this.markHistoryTransient(path)
        this.written.delete(path)
        if (madeHere && isGitIndexRefresh(path, to)) {
          // git's opportunistic refresh of its index, a cache of file stats, that read-only commands such
          // as `git status` make (what GIT_OPTIONAL_LOCKS=0 turns off): the working tree and the history
          // are as they were. It stays in the profile, marked, and is no change a call is judged by.
          this.transient[at] = 1
          this.via[at] = GIT_INDEX_REFRESH
          return
        }
        if (madeHere) this.extendHistory(to, at, false)
        return
      }
      case 'delete':
        if (!foreign && this.isNew(path)) {
          this.markHistoryTransient(path)
          this.transient[at] = 1
        }
        this.written.delete(path)
        return
      case 'read':
        return
    }
  }

  /**
   * Hands every held access to `record` in trace order, and empties the journal for the next unit. With
   * `carry`, the accesses of a lock file this unit created and left in place are held over into the next
   * unit instead (once): the process holding a lock often releases it just after the next call began (git
   * in one tool's call, its lock removed in the next), and only then is the pair seen as the undone thing
   * it is. Each access keeps its own time, so it is still recorded at the call it came from.
   */
  flush(record: RecordHeld, carry?: (path: string) => boolean): void {
    const held: number[] = []
    const heldOver = new Map<string, number>()
    if (carry !== undefined) {
      for (const [path, state] of this.written) {
        if ((state & 1) === 1 && !this.carried.has(path) && carry(path)) heldOver.set(path, this.pids[this.creatorOf(state >> 1)]!)
      }
    }
    for (let at = 0; at < this.count; at++) {
      if (heldOver.has(this.paths[at]!)) {
        held.push(at)
        continue
      }
      const ret = this.rets[at]!
      record(
        this.paths[at]!,
        FILE_ACCESSES[this.accesses[at]!]!,
        this.categories[at]!,
        { line: this.lines[at]!, time: this.times[at]!, ret: Number.isNaN(ret) ? null : ret, ...(this.pids[at]! >= 0 ? { pid: this.pids[at]! } : {}) },
        this.renamedTo[at],
        this.via[at],
        this.transient[at] === 1
      )
    }
    const again = held.map((at) => ({
      path: this.paths[at]!,
      access: FILE_ACCESSES[this.accesses[at]!]!,
      category: this.categories[at]!,
      event: { line: this.lines[at]!, time: this.times[at]!, ret: Number.isNaN(this.rets[at]!) ? null : this.rets[at]!, pid: this.pids[at]! },
      renamedTo: this.renamedTo[at],
      via: this.via[at]
    }))
    this.count = 0
    for (const column of [this.paths, this.categories, this.renamedTo, this.via]) column.length = 0
    this.written = new Map()
    this.carried = heldOver
    for (const access of again) this.add(access.path, access.access, access.category, access.event, access.renamedTo, access.via)
  }

  private extendHistory(path: string, at: number, creates: boolean): void {
    const state = this.written.get(path)
    this.earlier[at] = state === undefined ? -1 : state >> 1
    this.written.set(path, (at << 1) | (creates ? 1 : (state ?? 0) & 1))
  }

  /** the first access of the history `at` ends (the one that created the path) */
  private creatorOf(at: number): number {
    while (this.earlier[at]! !== -1) at = this.earlier[at]!
    return at
  }

  private markHistoryTransient(path: string): void {
    const state = this.written.get(path)
    for (let at = state === undefined ? -1 : state >> 1; at !== -1; at = this.earlier[at]!) this.transient[at] = 1
  }

  private isNew(path: string): boolean {
    const created = (dir: string): boolean => ((this.written.get(dir) ?? 0) & 1) === 1
    if (!path.startsWith('/')) return created(path)
    for (let dir = path; ; dir = posix.dirname(dir)) {
      if (created(dir)) return true
      if (dir === '/') return false
    }
  }
}
