import { spawn, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
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

/** The unprivileged user audits run as through `su` when the tests run as root. */
export const NOBODY_UID = 65534

/** A fresh directory under the system temp dir, removed by removeTempDirs(); owned by `owner` when given. */
export function tempDir(prefix: string, owner?: number): string {
  return plainTempDir(`mcp-behave-test-${prefix}`, owner)
}

/** Like tempDir, with a path that does not name the auditor (for servers that look for it). */
export function plainTempDir(prefix: string, owner?: number): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  created.push(dir)
  if (owner !== undefined) chownSync(dir, owner, owner)
  return dir
}

const shellQuote = (word: string): string => `'${word.replace(/'/g, `'\\''`)}'`

/**
 * The command that runs the bundled CLI with `args`, as the current user or (asNobody) as nobody via
 * su, whose environment is reset: `env` is then passed through the shell command line.
 */
export function cliCommand(
  args: string[],
  options: { asNobody?: boolean; env?: NodeJS.ProcessEnv } = {}
): { command: string; argv: string[]; env: NodeJS.ProcessEnv } {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env }
  if (!options.asNobody) return { command: process.execPath, argv: [CLI, ...args], env }
  const assignments = Object.entries(options.env ?? {}).map(([key, value]) => shellQuote(`${key}=${value ?? ''}`))
  const line = ['exec', 'env', ...assignments, ...[process.execPath, CLI, ...args].map(shellQuote)].join(' ')
  return { command: 'su', argv: ['nobody', '-s', '/bin/sh', '-c', line], env }
}

/** Removes every directory tempDir() made in this test file (call from afterAll). */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true })
}

export interface RunCliOptions {
  stateDir?: string
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
  asNobody?: boolean
  cwd?: string
  outDir?: string
  /** run the attack stage (the CLI's default): for the tests that read report.attack or its findings */
  attack?: boolean
}

/**
 * Runs the bundled CLI the way a user would, with a private out-dir and pin store; asNobody runs it as
 * nobody (see needs.nobody in require-sandbox.ts). The CLI gets its own process group, so a server that signals
 * its group can reach no further than the audit, and a timeout kills the whole group.
 */
export function runCli(args: string[], options: RunCliOptions = {}): Promise<CliRun> {
  const owner = options.asNobody ? NOBODY_UID : undefined
  const outDir = options.outDir ?? tempDir('out', owner)
  const stateDir = options.stateDir ?? tempDir('state', owner)
  // One traced pass unless a test asks for more (--passes, docs/hiding.md): the extra passes have their own tests.
  const passes = args.includes('--passes') ? [] : ['--passes', 'traced']
  // No attack stage unless a test asks for it (attack: true): it calls every tool again up to 24 times, and
  // the tests that are about it (the attack targets and advisories, the real servers' quiet attack stage) say so.
  const attack = options.attack === true || args.includes('--no-attack') ? [] : ['--no-attack']
  const { command, argv, env } = cliCommand(['--out-dir', outDir, '--state-dir', stateDir, ...passes, ...attack, ...args], options)
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: options.cwd ?? REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
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
          if (!validateReport(report))
            throw new Error(`report.json does not match schema/report.schema.json: ${JSON.stringify(validateReport.errors?.slice(0, 3))}`)
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
  return ps.stdout.split('\n').filter((line) => line.includes(needle) && !line.includes('ps -eo') && !line.includes(CLI))
}
