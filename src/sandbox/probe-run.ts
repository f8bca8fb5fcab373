import { execFile } from 'node:child_process'

export interface ProbeOutcome {
  /** the exit status; null when the program could not be started, was killed or timed out */
  status: number | null
  stderr: string
}

/**
 * Runs one of the machine's probes (`strace … true`, `unshare … true`) without blocking the event loop:
 * the CLI starts them before its own code is evaluated (cli-head-start.ts), and they run meanwhile.
 */
export function runProbe(command: string, args: readonly string[], timeoutMs = 10_000): Promise<ProbeOutcome> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: timeoutMs, encoding: 'utf8', maxBuffer: 64 * 1024 }, (error, _stdout, stderr) => {
      const status = error === null ? 0 : typeof error.code === 'number' && !error.killed ? error.code : null
      resolve({ status, stderr: String(stderr) })
    })
  })
}
