// The processes of the traced tree: which pids are the server's, who cloned whom, where each one's
// working directory is, and which pids are still launching the server (wrappers, shims and the helpers
// they spawn). Paths in the trace are resolved here, against the working directory of the pid that
// named them.
import { posix } from 'node:path'
import type { ExecEvent, Fd } from '../trace/events.js'
import { isLauncherExecutable } from './launchers.js'
import { normalizeAbsolute } from './path-classify.js'

/** A cwd shared by threads (CLONE_FS) and copied by forks. */
interface CwdBox {
  path: string
}

/** execs and clones queued for one pid before its clone() is seen */
const MAX_ORPHAN_EVENTS = 64

/** What a pid did before its own clone() printed: its execs, and the children it cloned meanwhile. */
type OrphanEvent = { exec: ExecEvent } | { child: number }

/** The exec that ends a pid's launching: a program that is not a known wrapper/shim. */
const startsProgram = (event: ExecEvent): boolean => event.ret === 0 && !isLauncherExecutable(event.path)

export class ProcessTable {
  private rootPid: number | null = null
  private readonly seenPids = new Set<number>()
  private readonly cwdOf = new Map<number, CwdBox>()
  private readonly parentOf = new Map<number, number>()
  /** pids still launching the server (wrappers, shims and the helpers they spawn) */
  private readonly launcherPids = new Set<number>()
  /**
   * What pids did before they were rooted (their clone(), or an ancestor's, not seen yet): strace
   * prints a clone's return after the child's first lines, and on a busy machine after the child has
   * forked and exec'd helpers of its own. Replayed in order once the pid is rooted.
   */
  private readonly orphanEvents = new Map<number, OrphanEvent[]>()

  /** `initialCwd`: the absolute working directory the root pid starts in */
  constructor(private readonly initialCwd: string) {}

  isOwnPid(pid: number): boolean {
    return this.seenPids.has(pid)
  }

  notePid(pid: number): void {
    if (this.seenPids.has(pid)) return
    this.seenPids.add(pid)
    if (this.rootPid === null) {
      this.rootPid = pid
      this.cwdOf.set(pid, { path: this.initialCwd })
      this.launcherPids.add(pid)
    }
  }

  /** Absolute path of `path` as `pid` would resolve it relative to `dir`; relative when unknowable. */
  resolve(pid: number, dir: Fd, path: string): string {
    if (path.startsWith('/')) return normalizeAbsolute(path)
    if (dir.fd === 'AT_FDCWD') return normalizeAbsolute(posix.join(this.cwd(pid), path))
    if (dir.info?.kind === 'path' && dir.info.path.startsWith('/')) {
      return normalizeAbsolute(path === '' ? dir.info.path : posix.join(dir.info.path, path))
    }
    // An fd strace could not decorate: keep the relative name rather than guess a directory.
    return path
  }

  /** Notes a clone; returns the execs that wait for it (the child's and its children's), to record now. */
  clone(parent: number, child: number | null, flags: string[]): ExecEvent[] {
    if (child === null || child <= 0) return []
    this.seenPids.add(child)
    this.parentOf.set(child, parent)
    if (!this.cwdOf.has(child)) {
      const parentBox = this.cwdOf.get(parent) ?? { path: this.cwd(parent) }
      this.cwdOf.set(child, flags.includes('CLONE_FS') ? parentBox : { path: parentBox.path })
    }
    if (!this.isRooted(parent)) {
      this.queue(parent, { child })
      return []
    }
    if (this.launcherPids.has(parent)) this.launcherPids.add(child)
    return this.root(child).sort((a, b) => a.line - b.line)
  }

  /**
   * A pid's place in the tree is now known: what it queued is decided as if printed in order. A child
   * it cloned while still launching (before exec'ing the server's program) is launching too.
   */
  private root(pid: number): ExecEvent[] {
    const queued = this.orphanEvents.get(pid) ?? []
    this.orphanEvents.delete(pid)
    let launching = this.launcherPids.has(pid)
    const execs: ExecEvent[] = []
    for (const item of queued) {
      if ('exec' in item) {
        execs.push(item.exec)
        if (startsProgram(item.exec)) launching = false
        continue
      }
      if (launching) this.launcherPids.add(item.child)
      execs.push(...this.root(item.child))
    }
    return execs
  }

  private isRooted(pid: number): boolean {
    let at: number | undefined = pid
    for (let depth = 0; at !== undefined && depth < 4096; depth++) {
      if (at === this.rootPid) return true
      at = this.parentOf.get(at)
    }
    return false
  }

  private queue(pid: number, item: OrphanEvent): void {
    const pending = this.orphanEvents.get(pid) ?? []
    if (pending.length < MAX_ORPHAN_EVENTS) pending.push(item)
    this.orphanEvents.set(pid, pending)
  }

  chdir(pid: number, ret: number | null, path: string | undefined, fd: Fd | undefined): void {
    if (ret !== 0) return
    let target: string | null = null
    if (path !== undefined) target = this.resolve(pid, { fd: 'AT_FDCWD' }, path)
    else if (fd?.info?.kind === 'path') target = normalizeAbsolute(fd.info.path)
    if (target === null || !target.startsWith('/')) return
    const box = this.cwdOf.get(pid)
    if (box) box.path = target
    else this.cwdOf.set(pid, { path: target })
  }

  /** Queues the exec of a pid not rooted yet (true), or says it can be recorded now (false). */
  deferExec(event: ExecEvent): boolean {
    if (this.isRooted(event.pid)) return false
    this.queue(event.pid, { exec: event })
    return true
  }

  /** The queued execs whose pid was never rooted, to record at the end. */
  takeOrphanExecs(): ExecEvent[] {
    const execs = [...this.orphanEvents.values()].flat().flatMap((item) => ('exec' in item ? [item.exec] : []))
    this.orphanEvents.clear()
    return execs.sort((a, b) => a.line - b.line)
  }

  isLaunching(pid: number): boolean {
    return this.launcherPids.has(pid)
  }

  /**
   * The first successful exec of a program that is not a known wrapper/shim by a launching pid is the
   * server itself; from then on that pid and its children are the server's own behaviour.
   */
  startsServer(event: ExecEvent): boolean {
    const serverStart = this.launcherPids.has(event.pid) && startsProgram(event)
    if (serverStart) this.launcherPids.delete(event.pid)
    return serverStart
  }

  private cwd(pid: number): string {
    const box = this.cwdOf.get(pid)
    if (box) return box.path
    // A child whose clone() return is not printed yet: it starts where the server started.
    const rootBox = this.rootPid !== null ? this.cwdOf.get(this.rootPid) : undefined
    return rootBox?.path ?? this.initialCwd
  }
}
