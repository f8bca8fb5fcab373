// File accesses → ObservedFile entries, one per path, access and call site (two tools reading the same
// file are two entries, each with its own count and trace lines, so each tool's finding cites its own
// evidence). Noise is only counted; past the caps, accesses fold into directories. Changing accesses
// are held until their call ends, so that what the call undid itself is marked transient (net-effect.ts).
import type { FileAccess, ObservedFile } from '../model/index.js'
import type { OpenEvent } from '../trace/events.js'
import { FOLD_LEVELS, foldedDirectory, type ProfileLimits } from './fold.js'
import { CallJournal, MAX_PENDING_ACCESSES, type RecordHeld } from './net-effect.js'
import { classifyPath, displayPath, isCredentialPath, isUnder, type PathContext } from './path-classify.js'
import { callKey, callSiteKey, type PhaseClock } from './phase-clock.js'
import { Tally } from './tally.js'

/** `via` of a create that made a link, not a file: the new name may stand for a file older than the run. */
export const HARD_LINK = 'hard link'
export const SYMBOLIC_LINK = 'symbolic link'

/** a lock file by the common convention (git's index.lock, npm's, lockfile's `<name>.lock`) */
const isLockFile = (path: string): boolean => path.endsWith('.lock')

export class FileRecorder {
  private readonly files = new Tally<ObservedFile>()
  /** exact file entries of sensitive paths, which get room of their own beyond the shared cap */
  private sensitiveFileEntries = 0
  private foldedFileEntries = 0
  private readonly noise: Record<string, number> = {}
  private readonly journal = new CallJournal()
  private journalUnit: string | null = null

  /** `aggregated`: accesses recorded in directory aggregates instead of per path, by profile section (shared) */
  constructor(
    private readonly clock: PhaseClock,
    private readonly pathContext: PathContext,
    private readonly limits: ProfileLimits,
    private readonly aggregated: Record<string, number>,
    /** told of every successful read, before any noise verdict */
    private readonly onRead?: (path: string) => void,
    /** the helper program whose own place `path` is, when the process `pid` runs it (helper-programs.ts) */
    private readonly ownerOf?: (pid: number | undefined, path: string) => string | undefined
  ) {}

  /** Files whose reads are findings by themselves: the planted home and credential stores anywhere. */
  isSensitive(path: string): boolean {
    return isUnder(path, this.pathContext.home) || isCredentialPath(path, this.pathContext.home)
  }

  /**
   * A read by a standard program consulting a credential store for the host it is about to contact
   * (credential-lookups.ts): an entry of its own, returned so that the host can be added to it.
   */
  recordLookup(path: string, event: { line: number; time: number; ret: number | null }, program: string): ObservedFile | undefined {
    if (event.ret !== null && event.ret >= 0) this.onRead?.(path)
    return this.recordEntry(path, 'read', classifyPath(path, 'read', this.pathContext).category, event, undefined, undefined, false, program)
  }

  record(path: string, access: FileAccess, event: { line: number; time: number; ret: number | null; pid?: number }, renamedTo?: string, via?: string): void {
    if (access === 'read' && event.ret !== null && event.ret >= 0) this.onRead?.(path)
    const classification = classifyPath(path, access, this.pathContext)
    const renameClass = renamedTo !== undefined ? classifyPath(renamedTo, 'rename', this.pathContext) : null
    const noise = classification.noise && (renameClass === null || renameClass.noise)
    if (noise) {
      this.noise[classification.category] = (this.noise[classification.category] ?? 0) + 1
      return
    }
    if (access === 'read') {
      this.recordEntry(
        path,
        access,
        classification.category,
        event,
        renamedTo,
        via,
        false,
        undefined,
        via === undefined ? this.ownerOf?.(event.pid, path) : undefined
      )
      return
    }
    // the unit a net effect is taken over: one call (its after-response time included), startup, shutdown
    const unit = callKey(this.clock.phaseOf(event))
    if (unit !== this.journalUnit || this.journal.size >= MAX_PENDING_ACCESSES) {
      this.flushJournal()
      this.journalUnit = unit
    }
    this.journal.add(path, access, classification.category, event, renamedTo, via)
  }

  private flushJournal(final = false): void {
    this.journal.flush(this.recordHeld, final ? undefined : isLockFile)
    this.journalUnit = null
  }

  private readonly recordHeld: RecordHeld = (path, access, category, event, renamedTo, via, transient) => {
    this.recordEntry(path, access, category, event, renamedTo, via, transient, undefined, this.ownerOf?.(event.pid, renamedTo ?? path))
  }

  private recordEntry(
    path: string,
    access: FileAccess,
    category: ObservedFile['category'],
    event: { line: number; time: number; ret: number | null },
    renamedTo: string | undefined,
    via: string | undefined,
    transient: boolean,
    lookupBy?: string,
    program?: string
  ): ObservedFile | undefined {
    const succeeded = event.ret !== null && event.ret >= 0
    const phase = this.clock.phaseOf(event)
    const key = `${callSiteKey(phase)}\0${path}\0${access}\0${renamedTo ?? ''}\0${via ?? ''}${transient ? '\0transient' : ''}${lookupBy !== undefined ? `\0lookup\0${lookupBy}` : ''}${program !== undefined ? `\0program\0${program}` : ''}`
    if (!this.files.has(key)) {
      const sensitive = this.isSensitive(path) || (renamedTo !== undefined && this.isSensitive(renamedTo))
      const room = this.files.size - this.sensitiveFileEntries - this.foldedFileEntries < this.limits.files
      const sensitiveRoom = sensitive && this.sensitiveFileEntries < this.limits.sensitiveFiles
      if (!room && !sensitiveRoom) {
        this.recordFolded(path, access, category, succeeded, event)
        return undefined
      }
      if (!room) this.sensitiveFileEntries++
    }
    const entry = this.files.record(key, phase, event.line, () => {
      const home = this.pathContext.home
      const made: ObservedFile = { path, access, succeeded, category, noise: false, count: 0, phases: [], traceLines: [] }
      if (isUnder(path, home)) made.homePath = displayPath(path, home)
      if (renamedTo !== undefined) made.renamedTo = renamedTo
      if (via !== undefined) made.via = via
      if (transient) made.transient = true
      if (lookupBy !== undefined) made.lookup = { program: lookupBy, hosts: [] }
      if (program !== undefined) made.program = program
      return made
    })
    entry.count += 1
    entry.succeeded ||= succeeded
    return entry
  }

  /** the entries, and the count of noise accesses per category */
  finish(): { files: ObservedFile[]; noise: Record<string, number> } {
    this.flushJournal()
    this.flushJournal(true)
    return { files: this.files.values(), noise: this.noise }
  }

  /**
   * Past the cap of distinct paths, accesses are counted per directory (one entry per directory, access
   * and category), then per top-level directory, then under `/`: a flood of distinct names cannot grow
   * the profile, and every access is still counted and dated.
   */
  private recordFolded(path: string, access: FileAccess, category: ObservedFile['category'], succeeded: boolean, event: { line: number; time: number }): void {
    this.aggregated.files = (this.aggregated.files ?? 0) + 1
    for (const level of FOLD_LEVELS) {
      const dir = foldedDirectory(path, level)
      const key = `${dir}\0${access}\0\0\0${category}\0folded`
      const known = this.files.has(key)
      // Top-level directories get room of their own: they are what parents fold into.
      const room = level === 'root' || this.foldedFileEntries < (level === 'parent' ? 1 : 2) * this.limits.foldedFiles
      if (!known && !room) continue
      if (!known) this.foldedFileEntries++
      const entry = this.files.record(key, this.clock.phaseOf(event), event.line, () => {
        const made: ObservedFile = { path: dir, access, succeeded, category, noise: false, aggregated: true, count: 0, phases: [], traceLines: [] }
        if (isUnder(dir, this.pathContext.home)) made.homePath = displayPath(dir, this.pathContext.home)
        return made
      })
      entry.count += 1
      entry.succeeded ||= succeeded
      return
    }
  }
}

/**
 * What an open() does to the file. O_PATH only obtains a handle (no read); O_CREAT without O_EXCL
 * may overwrite, so it is a write; O_CREAT|O_EXCL only ever makes a new file.
 */
export function accessOfOpen(event: Pick<OpenEvent, 'syscall' | 'flags'>): FileAccess | null {
  if (event.syscall === 'creat') return 'create'
  const flags = new Set(event.flags)
  if (flags.has('O_PATH')) return null
  if (flags.has('O_CREAT') && flags.has('O_EXCL')) return 'create'
  if (flags.has('O_WRONLY') || flags.has('O_RDWR') || flags.has('O_CREAT') || flags.has('O_TRUNC')) return 'write'
  return 'read'
}
