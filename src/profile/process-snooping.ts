// Another process's environment, command line and memory hold its secrets (tokens passed as arguments or
// environment, keys in memory). The profile keeps /proc/<pid> of the server's own processes as noise, so a
// /proc/<pid>/… entry that reaches the rules belongs to a process the server did not start.
const SNOOPED = /^\/proc\/(\d+)(?:\/task\/\d+)?\/(environ|cmdline|mem)$/

export interface SnoopedFile {
  pid: number
  file: 'environ' | 'cmdline' | 'mem'
}

/** The process and file when `path` is another process's environ, cmdline or mem (never /proc/self). */
export function snoopedProcessFile(path: string): SnoopedFile | null {
  const match = SNOOPED.exec(path)
  return match ? { pid: Number(match[1]), file: match[2] as SnoopedFile['file'] } : null
}
