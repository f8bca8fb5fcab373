// A server that died at start on a path the sandbox hides from it (its own files in a home, a config
// under /run): found in the tail of the trace, so the one error line names the path and the flag that
// shows it, instead of the server's stack trace.
import { open } from 'node:fs/promises'
import { posix } from 'node:path'
import { isUnder } from '../profile/path-classify.js'

/** Bytes of the trace's end searched: a start that failed is its last lines. */
const TAIL_BYTES = 512 * 1024
const FAILED_LOOKUP =
  /\b(execve|execveat|open|openat|openat2|stat|lstat|newfstatat|statx|access|faccessat|faccessat2|readlink|readlinkat|chdir)\((?:AT_FDCWD[^,]*, |\d+<[^>]*>, )?"(\/[^"]+)"[^\n]*= -1 (ENOENT|ENOTDIR)/
/** Lookups every runtime makes upward from where it starts: their failure is no reason to die. */
const SEARCHES = /(^|\/)(node_modules|package\.json|\.git|pyvenv\.cfg|__pycache__)(\/|$)|\.(py[cd]?|so)$/

export interface HiddenPlaces {
  /** the trace of the failed start */
  trace: string
  /** what the sandbox hides (real homes, /run, the auditor's places) */
  roots: readonly string[]
  /** the canary home: absent files there are the server's to create, not hidden */
  home: string
}

/** The hidden paths the server failed to reach, in trace order (last is nearest the death). */
export function hiddenLookups(traceText: string, places: Pick<HiddenPlaces, 'roots' | 'home'>): string[] {
  const found: string[] = []
  for (const line of traceText.split('\n')) {
    const match = FAILED_LOOKUP.exec(line)
    if (!match) continue
    const path = posix.normalize(match[2] as string)
    if (isHidden(path, places)) found.push(path)
  }
  return found
}

function isHidden(path: string, places: Pick<HiddenPlaces, 'roots' | 'home'>): boolean {
  if (isUnder(path, places.home) || SEARCHES.test(path)) return false
  return places.roots.some((root) => isUnder(path, root))
}

async function traceTail(path: string): Promise<string> {
  const handle = await open(path, 'r').catch(() => null)
  if (handle === null) return ''
  try {
    const { size } = await handle.stat()
    const length = Math.min(size, TAIL_BYTES)
    const buffer = Buffer.alloc(length)
    await handle.read(buffer, 0, length, size - length)
    return buffer.toString('utf8')
  } catch {
    return ''
  } finally {
    await handle.close()
  }
}

/**
 * The one line saying which hidden path the server died on and how to show it, or null when the trace
 * shows none. A path the server's stderr names is preferred (it is what the server says it needed).
 */
export async function hiddenStartFailure(places: HiddenPlaces, stderrTail: string): Promise<string | null> {
  // Not every lookup is traced (a runtime's stat may not be among the traced calls): a hidden path the
  // server's own error names counts as well.
  const named = [...stderrTail.matchAll(/(?:^|[\s'"`(])(\/[^\s'"`():]+)/g)].map((match) => posix.normalize(match[1] as string))
  const lookups = [...hiddenLookups(await traceTail(places.trace), places), ...named.filter((path) => isHidden(path, places))]
  const last = lookups[lookups.length - 1]
  if (last === undefined) return null
  const path = [...lookups].reverse().find((candidate) => stderrTail.includes(candidate)) ?? last
  const dir = posix.dirname(path)
  return (
    `the server could not start: it needed ${path}, which the sandbox hides from it. ` +
    `Show that directory to the server with --workspace ${dir} (copy-on-write; nothing of yours changes), or audit without containment with --fs host`
  )
}
