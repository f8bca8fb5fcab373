// Credential lookups by standard programs. git and libcurl (curl, git-remote-http) consult ~/.netrc and
// git's credential stores for the host they are about to contact: that read is the program's ordinary
// behaviour, not the server reaching for secrets. Such a read is recorded apart (ObservedFile.lookup),
// with the program and the hosts its process contacted next; the same file read by the server's own
// process stays an ordinary sensitive read.
import { posix } from 'node:path'
import type { ObservedFile } from '../model/index.js'
import { homeRelative } from './path-classify.js'

/** Files standard programs consult for the host they are about to contact, relative to a home. */
const LOOKUP_FILES = new Set(['.netrc', '_netrc', '.git-credentials', '.config/git/credentials'])

/** Programs that consult them: git itself, its remote helpers and credential helpers, curl, wget. */
const LOOKUP_PROGRAMS = /^(?:git|git-remote-[a-z0-9]+|git-credential-[a-z0-9-]+|curl|wget)$/

/** Contacted destinations kept per lookup */
const MAX_HOSTS = 10
/** Processes whose latest lookup is remembered until they contact something */
const MAX_OPEN_LOOKUPS = 1000

export function isLookupFile(path: string, home: string): boolean {
  const rel = homeRelative(path, home)
  return rel !== null && LOOKUP_FILES.has(rel)
}

/** The standard program `executable` is, by its file name; null for anything else (the server's own process). */
export function lookupProgram(executable: string | undefined): string | null {
  if (executable === undefined) return null
  const name = posix.basename(executable)
  return LOOKUP_PROGRAMS.test(name) ? name : null
}

/** What each process last executed, and which lookups are waiting for the contact that follows them. */
export class CredentialLookups {
  private readonly programOf = new Map<number, string>()
  private readonly open = new Map<number, ObservedFile>()

  exec(pid: number, executable: string, succeeded: boolean): void {
    if (succeeded) this.programOf.set(pid, executable)
  }

  /** Threads and forks run what their parent runs until they exec. */
  clone(parent: number, child: number | null): void {
    const program = this.programOf.get(parent)
    if (child !== null && child > 0 && program !== undefined) this.programOf.set(child, program)
  }

  /** The standard program `pid` is running, when it is one. */
  programOfPid(pid: number): string | null {
    return lookupProgram(this.programOf.get(pid))
  }

  /** `entry` (with `lookup`) was just read by `pid`: the next destination `pid` contacts is what it was for. */
  opened(pid: number, entry: ObservedFile): void {
    if (!this.open.has(pid) && this.open.size >= MAX_OPEN_LOOKUPS) return
    this.open.set(pid, entry)
  }

  contacted(pid: number, endpoint: string): void {
    const entry = this.open.get(pid)
    if (!entry?.lookup) return
    if (!entry.lookup.hosts.includes(endpoint) && entry.lookup.hosts.length < MAX_HOSTS) entry.lookup.hosts.push(endpoint)
  }
}
