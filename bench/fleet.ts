import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
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
const callsPerTool = option('calls', 3)
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
writeFileSync(
  config,
  JSON.stringify({ mcpServers: Object.fromEntries(Object.entries(TARGETS).map(([name, [command, ...rest]]) => [name, { command, args: rest }])) })
)

// Whether the figure can be trusted: the CPU time of the fleet (this process's waited-for children, from
// /proc/self/stat) and the share of the machine's CPU left idle during the run (from /proc/stat). With
// little idle left, other jobs were competing for the cores and the ratio says more about them.
const TICK_MS = 10
function childCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8')
    .replace(/^.*\) /, '')
    .split(' ')
  return (Number(fields[13]) + Number(fields[14])) * TICK_MS
}
function machineCpu(): { idle: number; total: number } {
  const [, ...values] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] as string).trim().split(/\s+/)
  const numbers = values.map(Number)
  return { idle: (numbers[3] ?? 0) + (numbers[4] ?? 0), total: numbers.slice(0, 8).reduce((sum, value) => sum + value, 0) }
}

interface Measured {
  ms: number
  cpuMs: number
  idleShare: number
  /** CPU others used meanwhile, in cores */
  otherCores: number
  fleet: Fleet
}

function fleetRun(jobs: number): Measured {
  const outDir = mkdtempSync(join(work, `jobs-${jobs}-`))
  const cpuBefore = childCpuMs()
  const machineBefore = machineCpu()
  const started = performance.now()
  const run = spawnSync(
    process.execPath,
    [join(root, 'dist/cli/index.js'), '--calls', String(callsPerTool), '--jobs', String(jobs), '--out-dir', outDir, '--state-dir', outDir, '--config', config],
    { cwd: root, encoding: 'utf8' }
  )
  const ms = performance.now() - started
  const cpuMs = childCpuMs() - cpuBefore
  const machineAfter = machineCpu()
  const total = machineAfter.total - machineBefore.total
  const idleShare = total > 0 ? (machineAfter.idle - machineBefore.idle) / total : 0
  const busyCores = (1 - idleShare) * cores
  const otherCores = Math.max(0, busyCores - cpuMs / ms)
  const fleet = JSON.parse(readFileSync(join(outDir, 'fleet.json'), 'utf8')) as Fleet
  const failed = fleet.servers.filter((server) => server.status !== 'audited')
  if (failed.length > 0)
    throw new Error(`fleet audit incomplete (exit ${run.status}): ${failed.map((server) => `${server.name}: ${server.message}`).join('; ')}`)
  rmSync(outDir, { recursive: true, force: true })
  return { ms, cpuMs, idleShare, otherCores, fleet }
}

try {
  const parallel: Measured[] = []
  const serial: Measured[] = []
  const line = (label: string, run: Measured) =>
    `  ${label}: ${Math.round(run.ms)} ms wall, ${Math.round(run.cpuMs)} ms CPU (${(run.cpuMs / run.ms).toFixed(2)} cores), machine idle ${Math.round(run.idleShare * 100)} %, others used ${run.otherCores.toFixed(2)} cores`
  for (let round = 0; round < repeat; round += 1) {
    const p = fleetRun(cores)
    const s = fleetRun(1)
    parallel.push(p)
    serial.push(s)
    if (repeat > 1) console.log(`round ${round + 1}: ratio ${(p.ms / s.ms).toFixed(2)}×\n${line(`--jobs ${cores}`, p)}\n${line('--jobs 1', s)}`)
  }
  const median = (values: Measured[]) => [...values].sort((a, b) => a.ms - b.ms)[Math.floor(values.length / 2)] as Measured
  const p = median(parallel)
  const s = median(serial)
  console.log(`fleet of ${Object.keys(TARGETS).length} bundled targets (--calls ${callsPerTool}), ${cores} cores, median of ${repeat}:`)
  console.log(line(`--jobs ${cores}`, p))
  console.log(line('--jobs 1', s))
  // Each round's two runs are minutes apart at most, so their ratio is less at the mercy of the load's drift.
  const roundRatios = parallel.map((run, index) => run.ms / (serial[index] as Measured).ms).sort((a, b) => a - b)
  console.log(
    `  ratio ${(p.ms / s.ms).toFixed(2)}× (goal ≤ 0.6×); per round ${roundRatios.map((ratio) => ratio.toFixed(2)).join(', ')}, median ${(roundRatios[Math.floor(roundRatios.length / 2)] as number).toFixed(2)}×`
  )
  console.log(
    `  load average now: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`
  )
} finally {
  rmSync(work, { recursive: true, force: true })
}
