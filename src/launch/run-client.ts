import { spawn } from 'node:child_process'
import { ConfigurationError } from '../errors.js'

// The ecosystem's own client (npm, pip, uv) runs as the user, outside the sandbox and the trace, with
// the user's environment: their registry, proxy and credentials configuration is what resolves the
// package, as it would for `npx`/`uvx`.

const INSTALL_TIMEOUT_MS = 10 * 60 * 1000
const KEPT_OUTPUT_BYTES = 64 * 1024

export interface ClientRun {
  program: string
  args: string[]
  cwd: string
  env: NodeJS.ProcessEnv
}

/** Runs the client to its end; a failure is one line naming the client, with the last line it printed. */
export async function runClient(run: ClientRun, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(run.program, run.args, { cwd: run.cwd, env: run.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT_BYTES)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    const timer = setTimeout(() => child.kill('SIGKILL'), INSTALL_TIMEOUT_MS)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(new ConfigurationError(`${what}: could not run ${run.program}: ${error.message}`))
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) return resolve(output)
      const lines = output
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !/^npm (warn|notice)/i.test(line))
      const last = lines.slice(-3).join(' | ').slice(0, 600)
      reject(new ConfigurationError(`${what}: ${run.program} ${signal ? `was stopped by ${signal}` : `exited with ${String(code)}`}${last ? `: ${last}` : ''}`))
    })
  })
}
