import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { median } from './median.js'

// What the attack stage (issue 42, docs/attack.md) costs: the default audit (the default passes, 3 calls
// per tool, the attack stage on) beside the same audit with --no-attack, alternating, on the honest target
// and on server-everything; the attack stage's own time (its first hostile call's start to its last one's
// end, from report.json) and the ratio of the two audits' wall times (goal: at most 1.5x).
// Usage: node build/bench/attack-overhead.js [--honest-only] [--repeat N] [--cli PATH] [--audit-args '--workspace DIR']

const args = process.argv.slice(2)
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? Number(args[at + 1]) : fallback
}
const repeat = option('repeat', 5)
const root = resolve(process.cwd())
const cliAt = args.indexOf('--cli')
const cli = cliAt >= 0 ? resolve(args[cliAt + 1] ?? '') : join(root, 'dist/cli/index.js')
const auditArgsAt = args.indexOf('--audit-args')
const auditArgs = auditArgsAt >= 0 ? (args[auditArgsAt + 1] ?? '').split(' ').filter(Boolean) : []
/** The CLI's environment without NODE_EXTRA_CA_CERTS (see audit-overhead.ts: a runner sets none). */
const cliEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_EXTRA_CA_CERTS'))

// --honest-only (npm run bench): server-everything's pairs take minutes; npm run bench:full runs both
const SERVERS: { name: string; command: string[] }[] = [
  { name: 'honest Node target', command: ['node', join(root, 'targets/node/honest.mjs')] },
  { name: 'server-everything', command: [process.execPath, join(root, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'] }
].slice(0, args.includes('--honest-only') ? 1 : 2)

interface Run {
  ms: number
  /** the attack stage's own time, from report.json's calls */
  attackMs: number
  attacks: number
}

async function audit(command: string[], attack: boolean): Promise<Run> {
  const outDir = mkdtempSync(join(tmpdir(), 'mcp-behave-bench-'))
  const started = performance.now()
  const child = spawn(process.execPath, [cli, '--out-dir', outDir, '--state-dir', outDir, ...auditArgs, ...(attack ? [] : ['--no-attack']), '--', ...command], {
    env: cliEnv,
    stdio: ['ignore', 'ignore', 'pipe']
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const status = await new Promise<number | null>((done) => child.on('close', done))
  const ms = performance.now() - started
  try {
    if (status !== 0 && status !== 3) throw new Error(`audit failed (${status}): ${stderr}`)
    const report = JSON.parse(readFileSync(join(outDir, 'report.json'), 'utf8')) as { calls: { startedAt: number; endedAt: number; attack?: unknown }[] }
    const attacks = report.calls.filter((call) => call.attack !== undefined)
    const attackMs = attacks.length > 0 ? (attacks.at(-1)?.endedAt ?? 0) - (attacks[0]?.startedAt ?? 0) : 0
    return { ms, attackMs, attacks: attacks.length }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

for (const server of SERVERS) {
  const withAttack: Run[] = []
  const without: Run[] = []
  for (let i = 0; i < repeat; i++) {
    withAttack.push(await audit(server.command, true))
    without.push(await audit(server.command, false))
  }
  const a = median(withAttack.map((run) => run.ms))
  const n = median(without.map((run) => run.ms))
  console.log(`attack stage — ${server.name}, default audit (traced,varied, 3 calls per tool), median of ${repeat}, alternating`)
  console.log(`  with the attack stage: ${a.toFixed(0)} ms; with --no-attack: ${n.toFixed(0)} ms`)
  console.log(
    `  the attack stage itself: ${median(withAttack.map((run) => run.attackMs)).toFixed(0)} ms for ${median(withAttack.map((run) => run.attacks))} hostile calls`
  )
  console.log(`  ratio: ${(a / n).toFixed(2)}x (goal: at most 1.50x)`)
}
