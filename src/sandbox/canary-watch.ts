import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { CanaryWatchRecord } from './canary-watch-log.js'

// The kernel as a witness of canary reads: inotify on the canary home (through inotifywait) reports every
// read of a file there (ACCESS) and every read-only open once closed (CLOSE_NOWRITE, which covers mmap),
// whichever way the server made it — io_uring, a process strace lost, a syscall the trace does not decode.
// Opens for writing are left out: writing a canary file is not reading it. It cannot say who read (only that the server's sandbox did: nothing
// else runs there) nor what was read; the profile puts each read in a call by its time.

/** Records kept per run: a server reading in a loop cannot fill the disk. */
export const CANARY_WATCH_MAX_RECORDS = 10_000
/** The same open or read of the same file again within this long is the same read (a large file is many ACCESS events). */
const REPEAT_MS = 100

/** One line of `inotifywait --format '%e\t%w%f'`, relative to `root`; none for directories and other events. */
export function readWatchLine(line: string, root: string): Omit<CanaryWatchRecord, 'at'>[] {
  const tab = line.indexOf('\t')
  if (tab < 0) return []
  const flags = line.slice(0, tab).split(',')
  const path = line.slice(tab + 1)
  const prefix = root.endsWith('/') ? root : `${root}/`
  if (flags.includes('ISDIR') || !path.startsWith(prefix)) return []
  const relative = path.slice(prefix.length)
  const events: Omit<CanaryWatchRecord, 'at'>[] = []
  if (flags.includes('CLOSE_NOWRITE')) events.push({ event: 'read-only-open', path: relative })
  if (flags.includes('ACCESS')) events.push({ event: 'access', path: relative })
  return events
}

export interface CanaryWatch {
  stop(): void
}

/**
 * Watches `root` recursively and hands each read to `record`; resolves once the watches are in
 * place (so nothing the server does later is missed), or with why it cannot watch.
 */
export function watchCanaryHome(root: string, record: (entry: CanaryWatchRecord) => void): Promise<CanaryWatch | string> {
  return new Promise((resolve) => {
    const watcher = spawn('inotifywait', ['-m', '-r', '-e', 'access,close_nowrite', '--format', '%e\t%w%f', root], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    let settled = false
    const settle = (outcome: CanaryWatch | string): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(outcome)
    }
    const timer = setTimeout(() => {
      watcher.kill()
      settle(`inotifywait: no watches after 5 s: ${stderr.trim()}`)
    }, 5_000)
    const last = new Map<string, number>()
    let written = 0
    createInterface({ input: watcher.stdout }).on('line', (line) => {
      const at = Date.now()
      for (const event of readWatchLine(line, root)) {
        const key = `${event.event}\0${event.path}`
        const previous = last.get(key)
        last.set(key, at)
        if ((previous !== undefined && at - previous < REPEAT_MS) || written >= CANARY_WATCH_MAX_RECORDS) continue
        written += 1
        record({ at, ...event })
      }
    })
    watcher.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2048)
      if (/Watches established/.test(stderr)) settle({ stop: () => watcher.kill() })
    })
    watcher.once('error', (error) => settle(`inotifywait: ${error.message} (install inotify-tools)`))
    watcher.once('exit', (code) => settle(`inotifywait exited (${code ?? 'signal'}): ${stderr.trim()}`))
  })
}
