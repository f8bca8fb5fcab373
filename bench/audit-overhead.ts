import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { silentLogger } from '../src/logger.js'
import { plainStdio } from '../src/probe/probe-transport.js'
import { probeServer } from '../src/probe/session.js'
import { createRunAuthority } from '../src/sandbox/tls-authority.js'

// Prints the audit's wall time beside the same MCP exercise run without strace or sandbox, as a ratio,
// and the wall time of auditing a server that wraps a web API (@modelcontextprotocol/server-github,
// offline with a fake token: every request goes to the sandbox's sink, which answers at once).
// Usage: node build/bench/audit-overhead.js [--calls N] [--repeat N]
// Both are measured in the same run, alternating, because this machine is noisy: compare ratios.

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}
const callsPerTool = option('calls', 20)
const repeat = option('repeat', 3)
const root = resolve(process.cwd())
const target = ['node', join(root, 'targets/node/honest.mjs')]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

async function plainExercise(): Promise<number> {
  const started = performance.now()
  await probeServer({
    transport: plainStdio({ command: target[0] as string, args: target.slice(1) }, process.env.PATH ?? '/usr/bin:/bin'),
    rootDir: root,
    timeoutMs: 15_000,
    initializeTimeoutMs: 15_000,
    callsPerTool,
    logger: silentLogger
  })
  return performance.now() - started
}

const githubServer = [process.execPath, join(root, 'node_modules/@modelcontextprotocol/server-github/dist/index.js')]

/** Setup and launch of each full audit: from its start to the server's first traced syscall (trace.log's first timestamp). */
const untilFirstSyscall: number[] = []

function audit(extra: string[], server: string[] = target, perTool = callsPerTool, timeSetup = false): number {
  const outDir = mkdtempSync(join(tmpdir(), 'mcp-behave-bench-'))
  const startedAt = Date.now()
  const started = performance.now()
  const run = spawnSync(
    process.execPath,
    [join(root, 'dist/cli/index.js'), '--calls', String(perTool), '--out-dir', outDir, '--state-dir', outDir, ...extra, '--', ...server],
    { encoding: 'utf8' }
  )
  const elapsed = performance.now() - started
  if (timeSetup) {
    const firstSeconds = Number(/^\d+\s+(\d+\.\d+) /.exec(readFileSync(join(outDir, 'trace.log'), 'utf8').slice(0, 200))?.[1])
    if (Number.isFinite(firstSeconds)) untilFirstSyscall.push(firstSeconds * 1000 - startedAt)
  }
  rmSync(outDir, { recursive: true, force: true })
  // 3: findings at or above --fail-on; the audit itself completed
  if (run.status !== 0 && run.status !== 3) throw new Error(`audit failed (${run.status}): ${run.stderr}`)
  return elapsed
}

async function main(): Promise<void> {
  const plain: number[] = []
  const audited: number[] = []
  const uncontained: number[] = []
  for (let i = 0; i < repeat; i++) {
    plain.push(await plainExercise())
    audited.push(audit([], target, callsPerTool, true))
    uncontained.push(audit(['--fs', 'host']))
  }
  const api: number[] = []
  for (let i = 0; i < repeat; i++) api.push(audit(['--env', 'GITHUB_PERSONAL_ACCESS_TOKEN=ghp_FAKEfakeFAKEfakeFAKEfakeFAKEfake0000'], githubServer, 3))
  // Sink capture and TLS are on in every audit above (the network sandbox always runs the sink with the
  // run's authority); these say what they cost: the authority made per run, and a server whose every
  // call is an HTTPS request the sink opens, records and keeps.
  const authorityMs: number[] = []
  for (let i = 0; i < repeat; i++) {
    const started = performance.now()
    await createRunAuthority()
    authorityMs.push(performance.now() - started)
  }
  const https: number[] = []
  for (let i = 0; i < repeat; i++) https.push(audit([], [process.execPath, join(root, 'targets/node/fixtures/https-exfil.mjs')], callsPerTool))
  const p = median(plain)
  const a = median(audited)
  const u = median(uncontained)
  console.log(`audit overhead — honest Node target, ${callsPerTool} calls per tool, median of ${repeat}`)
  console.log(`  exercise without strace (initialize, list, ${callsPerTool} calls, shutdown): ${p.toFixed(0)} ms`)
  console.log(`  full audit (sandbox + containment + strace --seccomp-bpf + profile + report): ${a.toFixed(0)} ms`)
  console.log(`  the same audit without filesystem containment (--fs host):                   ${u.toFixed(0)} ms`)
  if (untilFirstSyscall.length > 0)
    console.log(`  of the full audit, setup and launch (start → the server's first traced syscall): ${median(untilFirstSyscall).toFixed(0)} ms`)
  console.log(`  ratio: ${(a / p).toFixed(2)}x (containment's share: ${(a - u).toFixed(0)} ms, ${((a / u - 1) * 100).toFixed(0)}%)`)
  console.log(`  API server (@modelcontextprotocol/server-github, 26 tools x 3 calls, offline): ${median(api).toFixed(0)} ms`)
  console.log(
    `  sink capture + TLS: the run's authority takes ${median(authorityMs).toFixed(0)} ms to make; an HTTPS-only server (2 tools x ${callsPerTool} calls, each an HTTPS request opened and kept): ${median(https).toFixed(0)} ms, ${(median(https) / (2 * callsPerTool)).toFixed(0)} ms per call`
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
