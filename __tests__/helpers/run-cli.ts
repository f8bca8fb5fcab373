import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { Report } from '../../src/report/schema.js'

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const validateReport = new Ajv2020({ allErrors: true, strict: false }).compile(
  JSON.parse(readFileSync(join(REPO_ROOT, 'schema', 'report.schema.json'), 'utf8')) as object
)
export const CLI = join(REPO_ROOT, 'dist', 'cli', 'index.js')

/**
 * Whether this machine can build the network sandbox. Tests that run servers which connect out are
 * skipped (with a message) where it cannot — they never fall back to real networking.
 */
export function sandboxAvailable(): { ok: boolean; why: string } {
  const probe = spawnSync(process.execPath, [CLI, '--version'], { encoding: 'utf8' })
  if (probe.status !== 0) return { ok: false, why: `dist/cli/index.js does not run (build first): ${probe.stderr}` }
  for (const args of [['-n', '--pid', '--fork', '--mount-proc', 'true'], ['-rn', '--pid', '--fork', '--mount-proc', 'true']]) {
    if (spawnSync('unshare', args, { stdio: 'ignore' }).status === 0) {
      if (spawnSync('strace', ['-V'], { stdio: 'ignore' }).status === 0) return { ok: true, why: '' }
      return { ok: false, why: 'strace is not installed' }
    }
  }
  return { ok: false, why: 'no network namespace can be created here (needs root, unprivileged user namespaces, or sudo)' }
}

export interface CliRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  outDir: string
  stateDir: string
  report(): Report
}

const created: string[] = []

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `mcp-behave-test-${prefix}-`))
  created.push(dir)
  return dir
}

/** Removes every directory tempDir() made in this test file (call from afterAll). */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/** Runs the bundled CLI the way a user would, with a private out-dir and pin store. */
export function runCli(args: string[], options: { stateDir?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<CliRun> {
  const outDir = tempDir('out')
  const stateDir = options.stateDir ?? tempDir('state')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, '--out-dir', outDir, '--state-dir', stateDir, ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`CLI timed out: ${args.join(' ')}\n${stderr}`))
    }, options.timeoutMs ?? 90_000)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({
        code,
        signal,
        stdout,
        stderr,
        outDir,
        stateDir,
        report: () => {
          const report = JSON.parse(readFileSync(join(outDir, 'report.json'), 'utf8')) as unknown
          // every report any end-to-end test reads must match the published JSON Schema
          if (!validateReport(report)) throw new Error(`report.json does not match schema/report.schema.json: ${JSON.stringify(validateReport.errors?.slice(0, 3))}`)
          return report as Report
        }
      })
    })
  })
}

/**
 * Processes whose command line mentions `needle` (used to prove nothing outlived an audit), leaving
 * out the CLI itself, whose own argv names the server.
 */
export function processesMatching(needle: string): string[] {
  const ps = spawnSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' })
  return ps.stdout
    .split('\n')
    .filter((line) => line.includes(needle) && !line.includes('ps -eo') && !line.includes(CLI))
}
