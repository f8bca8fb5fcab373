import { spawn } from 'node:child_process'

/** How a tool run by the sandbox init ended. */
export interface ToolResult {
  /** it could not be started (not installed, not executable) */
  spawnError?: string
  /** 0: it succeeded; null: killed (by the timeout) */
  status: number | null
  stdout: string
  stderr: string
}

const TOOL_TIMEOUT_MS = 10_000
const MAX_OUTPUT = 1024 * 1024

/**
 * Runs one of the tools the sandbox init builds the sandbox with (ip, nft, mount) without blocking its
 * event loop, so that tools which do not depend on each other run at once and the init reads its config
 * meanwhile. `input` goes to its stdin; one still running after 10 s is killed.
 */
export function runTool(command: string, args: readonly string[], input?: string): Promise<ToolResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    const keep = (kept: string, chunk: Buffer): string => (kept.length < MAX_OUTPUT ? kept + chunk.toString('utf8') : kept)
    child.stdout?.on('data', (chunk: Buffer) => (stdout = keep(stdout, chunk)))
    child.stderr?.on('data', (chunk: Buffer) => (stderr = keep(stderr, chunk)))
    const timer = setTimeout(() => child.kill('SIGKILL'), TOOL_TIMEOUT_MS)
    let settled = false
    const settle = (result: Omit<ToolResult, 'stdout' | 'stderr'>): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({ ...result, stdout, stderr })
    }
    child.once('error', (error) => settle({ spawnError: error.message, status: null }))
    child.once('close', (code) => settle({ status: code }))
    if (input !== undefined) {
      child.stdin?.on('error', () => undefined)
      child.stdin?.end(input)
    }
  })
}

/** What a tool that failed said (stderr, else stdout), else how it ended. */
export function toolSaid(result: ToolResult): string {
  const said = (result.stderr || result.stdout).trim()
  return said || (result.status === null ? `killed after ${TOOL_TIMEOUT_MS / 1000} s` : `exit ${result.status}`)
}

/** Null when the tool succeeded; else what went wrong, as `command args: what it said`. */
export function toolFailure(command: string, args: readonly string[], result: ToolResult): string | null {
  if (result.spawnError !== undefined) return `${command}: ${result.spawnError}`
  if (result.status === 0) return null
  return `${command} ${args.join(' ')}: ${toolSaid(result)}`
}
