import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Fleet } from '../src/fleet/schema.js'

// A fleet of 10 bundled targets, audited with --jobs = the number of cores and then one at a time
// (--jobs 1), alternating over --repeat rounds because this machine is noisy: compare the ratio.
// Goal: parallel ≤ 0.6 × serial.
// Usage: node build/bench/fleet.js [--repeat N] [--calls N]

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}
const repeat = option('repeat', 1)
const calls = option('calls', 3)
const root = resolve(process.cwd())
const cores = availableParallelism()

const TARGETS: Record<string, string[]> = {
  'node-honest': ['node', 'targets/node/honest.mjs'],
  'node-leaky': ['node', 'targets/node/leaky.mjs'],
  'python-honest': ['python3', 'targets/python/honest.py'],
  'python-leaky': ['python3', 'targets/python/leaky.py'],
  'late-leak': ['node', 'targets/node/fixtures/late-leak.mjs'],
  persistence: ['node', 'targets/node/fixtures/persistence.mjs'],
  'stdout-garbage': ['node', 'targets/node/fixtures/stdout-garbage.mjs'],
  configurable: ['node', 'targets/node/fixtures/configurable.mjs'],
  annotated: ['node', 'targets/node/fixtures/annotated.mjs'],
  'dns-exfil': ['node', 'targets/node/fixtures/dns-exfil.mjs']
}

const work = mkdtempSync(join(tmpdir(), 'mcp-behave-bench-fleet-'))
const config = join(work, 'mcp.json')
writeFileSync(config, JSON.stringify({ mcpServers: Object.fromEntries(Object.entries(TARGETS).map(([name, [command, ...rest]]) => [name, { command, args: rest }])) }))

function fleetRun(jobs: number): { ms: number; fleet: Fleet } {
  const outDir = mkdtempSync(join(work, `jobs-${jobs}-`))
  const started = performance.now()
  const run = spawnSync(process.execPath, [join(root, 'dist/cli/index.js'), '--calls', String(calls), '--jobs', String(jobs), '--out-dir', outDir, '--state-dir', outDir, '--config', config], { cwd: root, encoding: 'utf8' })
  const ms = performance.now() - started
  const fleet = JSON.parse(readFileSync(join(outDir, 'fleet.json'), 'utf8')) as Fleet
  const failed = fleet.servers.filter((server) => server.status !== 'audited')
  if (failed.length > 0) throw new Error(`fleet audit incomplete (exit ${run.status}): ${failed.map((server) => `${server.name}: ${server.message}`).join('; ')}`)
  rmSync(outDir, { recursive: true, force: true })
  return { ms, fleet }
}

try {
  const parallel: number[] = []
  const serial: number[] = []
  for (let round = 0; round < repeat; round += 1) {
    parallel.push(fleetRun(cores).ms)
    serial.push(fleetRun(1).ms)
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
  const p = median(parallel)
  const s = median(serial)
  console.log(`fleet of ${Object.keys(TARGETS).length} bundled targets (--calls ${calls}), ${cores} cores:`)
  console.log(`  --jobs ${cores}: ${Math.round(p)} ms   --jobs 1: ${Math.round(s)} ms   ratio ${(p / s).toFixed(2)}× (goal ≤ 0.6×)`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
