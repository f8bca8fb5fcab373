import { spawn } from 'node:child_process'
import { lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { median } from './median.js'

// Prints what `--static` adds to the audits of server-filesystem, server-everything and git-mcp-server
// (its one 6.6 MB bundle): the median wall time of the same audit with and without it, alternating, and
// the static stage's own reading time (report.json → static.ms), which runs on its own thread beside the
// run. A figure to read, not a gate: this machine is noisy. Goal: ≤ 2 s added per server.
// Usage: node build/bench/static-overhead.js [--calls N] [--repeat N] [--cli PATH] [--only NAME]

const args = process.argv.slice(2)
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}
const root = resolve(process.cwd())
const cliAt = args.indexOf('--cli')
const cli = cliAt >= 0 ? resolve(args[cliAt + 1] ?? '') : join(root, 'dist/cli/index.js')
const modules = join(root, 'node_modules')
// a git worktree's node_modules is a link the sandbox shows only through --workspace
const workspace = lstatSync(modules).isSymbolicLink() ? ['--workspace', realpathSync(modules)] : []
const entry = (path: string): string => realpathSync(join(modules, path))

const SERVERS: [string, (dir: string) => string[], string[]][] = [
  ['server-filesystem', (dir) => [process.execPath, entry('@modelcontextprotocol/server-filesystem/dist/index.js'), dir], []],
  ['server-everything', () => [process.execPath, entry('@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'], []],
  ['git-mcp-server', () => [process.execPath, entry('@cyanheads/git-mcp-server/dist/index.js')], ['--env', 'GIT_SIGN_COMMITS=false']]
]

async function audit(server: (dir: string) => string[], extra: string[], calls: number): Promise<{ ms: number; staticMs?: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-behave-bench-static-'))
  // the server's workspace apart from the output directory
  const cwd = mkdtempSync(join(tmpdir(), 'mcp-behave-bench-static-cwd-'))
  const started = performance.now()
  const child = spawn(
    process.execPath,
    [cli, '--calls', String(calls), '--out-dir', dir, '--state-dir', dir, '--cwd', cwd, ...workspace, ...extra, '--', ...server(cwd)],
    { stdio: ['ignore', 'ignore', 'pipe'] }
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const status = await new Promise<number | null>((done) => child.on('close', done))
  const ms = performance.now() - started
  try {
    // 3: findings at or above --fail-on; the audit itself completed
    if (status !== 0 && status !== 3) throw new Error(`audit failed (${status}): ${stderr.slice(-2000)}`)
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { static?: { ms: number } }
    return { ms, ...(report.static ? { staticMs: report.static.ms } : {}) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    rmSync(cwd, { recursive: true, force: true })
  }
}

async function staticOverhead(calls = option('calls', 3), repeat = option('repeat', 3)): Promise<void> {
  console.log(`static stage (--static) — ${calls} calls per tool, median of ${repeat}, audits alternating with and without it`)
  const onlyAt = args.indexOf('--only')
  const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined
  for (const [name, server, extra] of SERVERS.filter(([candidate]) => only === undefined || candidate === only)) {
    const without: number[] = []
    const withStatic: number[] = []
    const reading: number[] = []
    for (let i = 0; i < repeat; i++) {
      without.push((await audit(server, extra, calls)).ms)
      const run = await audit(server, [...extra, '--static'], calls)
      withStatic.push(run.ms)
      if (run.staticMs !== undefined) reading.push(run.staticMs)
    }
    const added = median(withStatic) - median(without)
    const read = reading.length === repeat ? `${median(reading).toFixed(0)} ms` : `${reading.length} of ${repeat} runs had a static map`
    console.log(
      `  ${name.padEnd(18)} without ${median(without).toFixed(0)} ms · with ${median(withStatic).toFixed(0)} ms · added ${added.toFixed(0)} ms · reading (own thread) ${read}`
    )
  }
}

staticOverhead().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
