import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { silentLogger } from '../src/logger.js'
import { plainStdio } from '../src/probe/probe-transport.js'
import { probeServer } from '../src/probe/session.js'
import { buildStraceArgs, detectStrace } from '../src/probe/strace-command.js'
import { findOnPath } from '../src/sandbox/find-on-path.js'
import { createRunAuthority } from '../src/sandbox/tls-authority.js'
import { median } from './median.js'

// The honest headline first: a one-pass audit of the honest target without its attack stage (spawn of the CLI to its exit) against
// the same calls back to back, untraced, from the server's spawn to its exit (the probe run in this
// process on the server directly, over plain stdio, no pause after a call): the physical limit of the
// work, goal at most 2.0x with 20 calls per tool, median of --repeat (5). Then the split of the audit,
// how noisy the runs were, the same calls with the probe's fixed 50 ms pause after each (what an exercise
// outside an audit does), --fs host and the default passes, and the floor (below); then the HTTPS figure (an HTTPS call's own
// cost, goal at most 10 ms). --full adds the API server and the passes (server-everything, long).
// Usage: node build/bench/audit-overhead.js [--calls N] [--repeat N] [--audit-args '--workspace DIR'] [--cli PATH]
//          [--against PATH] [--full] [--passes-only] [--https-only] [--honest-only]
// (--cli: another tree's bundled CLI measured instead of this one; --against: this tree's CLI and that one
// alternating, audit by audit, on the honest target: each tree's median and the median of the paired
// differences, which is how a change is measured on this shared machine.)
// The full audit's time is split by the CLI's stage lines (MCP_BEHAVE_DEBUG=1, epoch ms) and the trace's
// first and last timestamps: setup (start → the first traced syscall, bwrap's exec), exercise (→ the
// session's end: the server's life under the probe), evidence (the run directory read), profile (trace →
// profile), rules and report, teardown (report written → the CLI's exit).

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}
const callsPerTool = option('calls', 20)
const repeat = option('repeat', 5)
// e.g. --audit-args '--workspace DIR' when the SDK's node_modules is outside the project (a git worktree)
const auditArgsAt = args.indexOf('--audit-args')
const auditArgs = auditArgsAt >= 0 ? (args[auditArgsAt + 1] ?? '').split(' ').filter(Boolean) : []
const root = resolve(process.cwd())
const pathOption = (name: string): string | null => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? resolve(args[index + 1] ?? '') : null
}
const cli = pathOption('cli') ?? join(root, 'dist/cli/index.js')
const against = pathOption('against')
const target = ['node', join(root, 'targets/node/honest.mjs')]

/** The probe on the server directly, no tracer, no sandbox: spawn to exit. `pause`: the probe's fixed 50 ms after each call. */
async function plainExercise(pause: boolean): Promise<number> {
  const started = performance.now()
  await probeServer({
    ...(pause ? {} : { settle: () => Promise.resolve() }),
    transport: plainStdio({ command: target[0] as string, args: target.slice(1) }, process.env.PATH ?? '/usr/bin:/bin'),
    rootDir: root,
    timeoutMs: 15_000,
    initializeTimeoutMs: 15_000,
    callsPerTool,
    logger: silentLogger
  })
  return performance.now() - started
}

/**
 * The floor of any audit by a CLI on the MCP SDK: floor-client.ts, bundled as the CLI is and run as a
 * process of its own, cold, as the CLI runs, makes the same calls with nothing of an audit around them —
 * on the server directly, then with the server under strace (the audit's flags), then in bwrap's
 * namespaces as well (user, pid, ipc and network, over a read-only view of the host). Against the same
 * untraced side as the headline, the last says how much of the goal's 2.0x a traced, contained audit has
 * spent before any work of its own: its network sandbox and sink, canary home and views, the settle after
 * each call, the evidence, profile and report.
 */
interface Floor {
  bundle: string
  /** strace and its arguments up to the command (the trace written to traceDir), or why there is none */
  strace: string[] | string
  /** bwrap and its arguments up to the command, or why there is none */
  bwrap: string[] | string
  traceDir: string
}

/** One way of running the floor client: its wrapper (or why it cannot run here) and its runs. */
interface FloorVariant {
  name: string
  wrap: string[] | string
  runs: { ms: number; calls: number }[]
}

async function prepareFloor(): Promise<Floor | string> {
  const out = join(root, 'build/bench-floor')
  rmSync(out, { recursive: true, force: true })
  const ncc = join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js')
  const built = spawnSync(process.execPath, [ncc, 'build', join(root, 'build/bench/floor-client.js'), '-o', out, '-q', '--target', 'es2022'], {
    encoding: 'utf8'
  })
  const bundle = [join(out, 'index.mjs'), join(out, 'index.js')].find((path) => existsSync(path))
  if (built.status !== 0 || !bundle) return `ncc could not bundle the floor client (${built.stderr.trim().split('\n')[0] ?? built.status})`
  if (bundle.endsWith('.js')) writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n')
  const searchPath = process.env.PATH ?? '/usr/bin:/bin'
  const traceDir = mkdtempSync(join(tmpdir(), 'mcp-behave-floor-'))
  const strace = await detectStrace(searchPath).then(
    (info) => [info.path, ...buildStraceArgs(join(traceDir, 'trace.log'), info), '--'],
    (error: unknown) => `no strace (${error instanceof Error ? error.message : String(error)})`
  )
  const bwrapPath = findOnPath('bwrap', searchPath)
  const bwrap = bwrapPath
    ? [bwrapPath, '--die-with-parent', '--unshare-user', '--unshare-pid', '--unshare-ipc', '--unshare-net'].concat([
        '--ro-bind',
        '/',
        '/',
        '--dev',
        '/dev',
        '--proc',
        '/proc',
        '--chdir',
        root,
        '--'
      ])
    : 'no bwrap on PATH'
  return { bundle, strace, bwrap, traceDir }
}

/** The floor client on the target under `wrap`, spawn to exit, and the calls it made. */
async function floorRun(floor: Floor, wrap: string[]): Promise<{ ms: number; calls: number }> {
  const started = performance.now()
  const child = spawn(process.execPath, [floor.bundle, String(callsPerTool), '--', ...wrap, ...target], {
    env: cliEnv,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let [stdout, stderr] = ['', '']
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const status = await new Promise<number | null>((done) => child.on('close', done))
  const ms = performance.now() - started
  if (status !== 0) throw new Error(`the floor client failed (${status}): ${stderr.trim().split('\n')[0] ?? ''}`)
  return { ms, calls: Number(stdout.trim()) }
}

// One exercise and no attack stage: the calls the untraced side makes, and no others. What the attack stage
// adds is attack-overhead.ts's figure; what the default second pass adds is the honest figure's last line.
const SAME_CALLS = ['--passes', 'traced', '--no-attack']

const githubServer = [process.execPath, join(root, 'node_modules/@modelcontextprotocol/server-github/dist/index.js')]

const STAGES = ['setup', 'exercise', 'evidence', 'profile', 'rules+report', 'teardown'] as const
type Split = Record<(typeof STAGES)[number], number>

/** The median of each stage over the audits that have a split. */
function splitLine(runs: Audited[]): string {
  const splits = runs.flatMap((run) => (run.split ? [run.split] : []))
  if (splits.length === 0) return 'no split (the stage lines or the trace were missing)'
  return STAGES.map((name) => `${name} ${median(splits.map((split) => split[name])).toFixed(0)}`).join(' · ')
}

/** The stage lines' epoch ms, and the trace's first and last timestamps (ms). */
function splitOf(startedAt: number, endedAt: number, stderr: string, trace: string): Split | null {
  const at = (name: string) => Number(new RegExp(`stage: ${name} at (\\d+)`).exec(stderr)?.[1])
  const stamps = [...trace.matchAll(/^\d+\s+(\d+\.\d+) /gm)]
  const first = Number(stamps[0]?.[1]) * 1000
  const [ended, collected, profiled, reported] = ['session ended', 'evidence collected', 'profile built', 'report written'].map(at)
  const split = {
    setup: first - startedAt,
    exercise: (ended as number) - first,
    evidence: (collected as number) - (ended as number),
    profile: (profiled as number) - (collected as number),
    'rules+report': (reported as number) - (profiled as number),
    teardown: endedAt - (reported as number)
  }
  return Object.values(split).every(Number.isFinite) ? split : null
}

interface Audited {
  ms: number
  calls: number
  /** with timeStages: where the audit's time went */
  split?: Split
  /** each call's duration (ms, from the report): the run's first call, its tool's first, or a later one */
  durations: { ms: number; kind: 'run-first' | 'tool-first' | 'later' }[]
}

/**
 * The CLI's environment: the bench's, without NODE_EXTRA_CA_CERTS. Node parses that file as it starts; a
 * machine that names its whole CA bundle there (this one: 144 certificates) makes the CLI's start ~75 ms
 * longer, which a GitHub runner (it sets none) does not pay and the untraced exercise's server (PATH and
 * LANG alone) does not either. The audited server gets the run's own authority there either way.
 */
const cliEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_EXTRA_CA_CERTS'))

async function audit(extra: string[], server: string[] = target, perTool = callsPerTool, timeStages = false, bundle = cli): Promise<Audited> {
  const outDir = mkdtempSync(join(tmpdir(), 'mcp-behave-bench-'))
  const startedAt = performance.timeOrigin + performance.now()
  const started = performance.now()
  const child = spawn(
    process.execPath,
    [bundle, '--calls', String(perTool), '--out-dir', outDir, '--state-dir', outDir, ...auditArgs, ...extra, '--', ...server],
    { env: { ...cliEnv, MCP_BEHAVE_DEBUG: '1' }, stdio: ['ignore', 'ignore', 'pipe'] }
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const status = await new Promise<number | null>((done) => child.on('close', done))
  const elapsed = performance.now() - started
  const endedAt = performance.timeOrigin + performance.now()
  let calls = 0
  let split: Split | null = null
  const durations: Audited['durations'] = []
  try {
    const reported =
      (JSON.parse(readFileSync(join(outDir, 'report.json'), 'utf8')) as { calls?: { name: string; startedAt: number; endedAt: number }[] }).calls ?? []
    calls = reported.length
    const seen = new Set<string>()
    for (const call of reported) {
      durations.push({ ms: call.endedAt - call.startedAt, kind: seen.size === 0 ? 'run-first' : seen.has(call.name) ? 'later' : 'tool-first' })
      seen.add(call.name)
    }
    if (timeStages) split = splitOf(startedAt, endedAt, stderr, readFileSync(join(outDir, 'trace.log'), 'utf8'))
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
  // 3: findings at or above --fail-on; the audit itself completed
  if (status !== 0 && status !== 3) throw new Error(`audit failed (${status}): ${stderr}`)
  return { ms: elapsed, calls, durations, ...(split ? { split } : {}) }
}

/**
 * The control for the HTTPS target: the same server with the network taken out. Its tools do what the
 * target's do up to the request — `sync_settings` reads ~/.aws/credentials, both load the server's fetch
 * code (fetching a data: URL) — and answer at once. What is left between the two is the HTTPS through
 * the sink: resolving, connecting, the handshake with a leaf of the run's authority, the request and its
 * record, and the profile's reading of it (the canary scan of its body among it). Written next to the
 * bench so the SDK resolves from the project's node_modules.
 */
function quietTarget(): string[] {
  const path = join(root, 'build/bench/quiet-two-tools.mjs')
  writeFileSync(
    path,
    [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'",
      "import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'",
      "import { readFileSync } from 'node:fs'",
      "import { homedir } from 'node:os'",
      "import { join } from 'node:path'",
      "const server = new McpServer({ name: 'quiet', version: '1.0.0' })",
      "const status = async () => String((await fetch('data:text/plain,200')).status)",
      "server.registerTool('sync_settings', { description: 'Reads the settings.' }, async () => {",
      "  readFileSync(join(homedir(), '.aws', 'credentials'), 'utf8')",
      "  return { content: [{ type: 'text', text: await status() }] }",
      '})',
      "server.registerTool('check_updates', { description: 'Answers at once.' }, async () => ({ content: [{ type: 'text', text: await status() }] }))",
      'await server.connect(new StdioServerTransport())',
      ''
    ].join('\n')
  )
  return [process.execPath, path]
}

/** min–max of the runs, and how far they spread around their median */
function spread(values: number[]): string {
  const [low, high, middle] = [Math.min(...values), Math.max(...values), median(values)]
  return `${low.toFixed(0)}–${high.toFixed(0)} ms (±${((Math.max(middle - low, high - middle) / middle) * 100).toFixed(0)} %)`
}

async function honestFigure(): Promise<void> {
  const untraced: number[] = []
  const audited: Audited[] = []
  const paused: number[] = []
  const uncontained: number[] = []
  const defaultPasses: number[] = []
  let calls = 0
  const floor = await prepareFloor()
  const floors: FloorVariant[] =
    typeof floor === 'string'
      ? []
      : [
          { name: 'on the server directly', wrap: [], runs: [] },
          { name: "the server under strace (the audit's flags)", wrap: floor.strace, runs: [] },
          {
            name: "and in bwrap's namespaces too",
            wrap: typeof floor.strace === 'string' ? floor.strace : typeof floor.bwrap === 'string' ? floor.bwrap : [...floor.strace, ...floor.bwrap],
            runs: []
          }
        ]
  for (let i = 0; i < repeat; i++) {
    untraced.push(await plainExercise(false))
    const run = await audit(SAME_CALLS, target, callsPerTool, true)
    audited.push(run)
    calls = run.calls
    for (const variant of floors) {
      if (typeof variant.wrap === 'string') continue
      // a variant that cannot run here is reported as not measured; the rest of the bench goes on
      try {
        variant.runs.push(await floorRun(floor as Floor, variant.wrap))
      } catch (error) {
        variant.wrap = error instanceof Error ? error.message : String(error)
      }
    }
  }
  if (typeof floor !== 'string') rmSync(floor.traceDir, { recursive: true, force: true })
  for (let i = 0; i < repeat; i++) {
    paused.push(await plainExercise(true))
    uncontained.push((await audit([...SAME_CALLS, '--fs', 'host'])).ms)
    defaultPasses.push((await audit(['--no-attack'])).ms)
  }
  const auditMs = audited.map((run) => run.ms)
  const [a, n] = [median(auditMs), median(untraced)]
  console.log(`audit overhead — the honest Node target, ${callsPerTool} calls per tool (${calls} calls), median of ${repeat}`)
  console.log(
    `  the audit against the same calls back to back, untraced, spawn to exit: ${(a / n).toFixed(2)}x (goal ≤ 2.0x) — ${a.toFixed(0)} ms against ${n.toFixed(0)} ms`
  )
  console.log(`  of the audit (ms, median of each): ${splitLine(audited)}`)
  const pairs = auditMs.map((ms, index) => ms / (untraced[index] as number))
  console.log(
    `  noise: the audit ${spread(auditMs)}, untraced ${spread(untraced)}; the ratio per pair ${pairs.map((ratio) => ratio.toFixed(2)).join(', ')}; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`
  )
  const p = median(paused)
  console.log(
    `  the same calls with the probe's fixed 50 ms pause after each (an exercise outside an audit): ${p.toFixed(0)} ms (the audit: ${(a / p).toFixed(2)}x that)`
  )
  const u = median(uncontained)
  console.log(`  the audit without filesystem containment (--fs host): ${u.toFixed(0)} ms (containment's share: ${(a - u).toFixed(0)} ms)`)
  console.log(`  the audit with the default passes (traced,varied: a second, untraced exercise; no attack stage): ${median(defaultPasses).toFixed(0)} ms`)
  console.log(floorLine(floor, floors, a, n, calls))
}

/** The floor's line: each variant against the untraced side, and what 2.0x leaves for the audit's own work. */
function floorLine(floor: Floor | string, floors: FloorVariant[], audited: number, untraced: number, calls: number): string {
  const head =
    '  the floor of an audit by any CLI on the MCP SDK (bench/floor-client.ts: a minimal client, bundled and run cold as the CLI is, the same calls and nothing else)'
  if (typeof floor === 'string') return `${head}: not measured, ${floor}`
  const parts = floors.map((variant) => {
    if (typeof variant.wrap === 'string') return `${variant.name}: not measured, ${variant.wrap}`
    const ms = median(variant.runs.map((run) => run.ms))
    const made = median(variant.runs.map((run) => run.calls))
    return `${variant.name} ${ms.toFixed(0)} ms (${(ms / untraced).toFixed(2)}x${made === calls ? '' : `; ${made} calls against the audit's ${calls}`})`
  })
  const last = floors.at(-1)
  const lowest = last && typeof last.wrap !== 'string' ? median(last.runs.map((run) => run.ms)) : null
  const left =
    lowest === null
      ? ''
      : ` — at 2.0x that leaves ${(2 * untraced - lowest).toFixed(0)} ms for the audit's own work (its network sandbox and sink, canary home and views, the settle after each call, the evidence, profile and report), which took ${(audited - lowest).toFixed(0)} ms here (the audit ${(audited / lowest).toFixed(2)}x the floor)`
  return `${head}: ${parts.join('; ')}${left}`
}

/** This tree's CLI and another's, alternating, on the honest target (one pass): each one's median and the paired difference. */
async function againstFigure(other: string): Promise<void> {
  const mine: Audited[] = []
  const theirs: Audited[] = []
  for (let i = 0; i < repeat; i++) {
    // which goes first alternates too, so neither always follows the other's caches
    const order = i % 2 === 0 ? [cli, other] : [other, cli]
    for (const bundle of order) (bundle === cli ? mine : theirs).push(await audit(SAME_CALLS, target, callsPerTool, true, bundle))
  }
  const [mineMs, theirsMs] = [mine.map((run) => run.ms), theirs.map((run) => run.ms)]
  const differences = mineMs.map((ms, index) => ms - (theirsMs[index] as number))
  console.log(`this tree against ${other} — the honest Node target, ${callsPerTool} calls per tool, ${repeat} alternating pairs`)
  console.log(`  this tree ${median(mineMs).toFixed(0)} ms (${spread(mineMs)}): ${splitLine(mine)}`)
  console.log(`  the other ${median(theirsMs).toFixed(0)} ms (${spread(theirsMs)}): ${splitLine(theirs)}`)
  console.log(
    `  paired difference (this − the other): median ${median(differences).toFixed(0)} ms; ${differences.filter((difference) => difference < 0).length} of ${repeat} pairs faster; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`
  )
}

/** The server-github audit: a server that wraps a web API, offline with a fake token (every request goes to the sink). */
async function apiFigure(): Promise<void> {
  const api: number[] = []
  for (let i = 0; i < repeat; i++)
    api.push((await audit(['--env', 'GITHUB_PERSONAL_ACCESS_TOKEN=ghp_FAKEfakeFAKEfakeFAKEfakeFAKEfake0000'], githubServer, 3)).ms)
  console.log(
    `API server (@modelcontextprotocol/server-github, 26 tools x 3 calls, offline, default passes), median of ${repeat}: ${median(api).toFixed(0)} ms`
  )
}

/**
 * Sink capture and TLS are on in every audit of honestFigure (the network sandbox always runs the sink
 * with the run's authority); this says what they cost: the authority made per run, and a server whose
 * every call is an HTTPS request the sink opens, records and keeps, against the same calls without network.
 */
async function httpsFigure(): Promise<void> {
  const authorityMs: number[] = []
  for (let i = 0; i < repeat; i++) {
    const started = performance.now()
    await createRunAuthority()
    authorityMs.push(performance.now() - started)
  }
  const https: Audited[] = []
  const quiet: Audited[] = []
  const control = quietTarget()
  for (let i = 0; i < repeat; i++) {
    // one pass: the varied pass would make each HTTPS call again, untraced, and double the cost per counted call
    https.push(await audit(SAME_CALLS, [process.execPath, join(root, 'targets/node/fixtures/https-exfil.mjs')], callsPerTool))
    quiet.push(await audit(SAME_CALLS, control, callsPerTool))
  }
  const calls = median(https.map((run) => run.calls))
  const h = median(https.map((run) => run.ms))
  const q = median(quiet.map((run) => run.ms))
  console.log(`sink capture + TLS — median of ${repeat}`)
  console.log(`  the run's authority takes ${median(authorityMs).toFixed(0)} ms to make`)
  console.log(
    `  an HTTPS-only server (2 tools x ${callsPerTool}: ${calls} calls, each an HTTPS request opened and kept): ${h.toFixed(0)} ms, ${(h / calls).toFixed(0)} ms per call with the audit's fixed cost`
  )
  console.log(
    `  the same server without network (reads the credentials, loads fetch, answers): ${q.toFixed(0)} ms (${median(quiet.map((run) => run.calls))} calls); an HTTPS call's own cost: ${((h - q) / calls).toFixed(1)} ms`
  )
  // The own cost per call above spreads what is paid once over the calls: the run's first HTTPS call (the
  // sink loads its X.509 code and issues a leaf; the server opens its first TLS connection), each further
  // host's first (a leaf and a handshake), and then the calls on a kept-alive connection.
  const callMs = (runs: Audited[], kind: Audited['durations'][number]['kind']) =>
    median(runs.flatMap((run) => run.durations.filter((call) => call.kind === kind).map((call) => call.ms)))
  const [runFirst, hostFirst, connected, quietCall] = [callMs(https, 'run-first'), callMs(https, 'tool-first'), callMs(https, 'later'), callMs(quiet, 'later')]
  console.log(
    `  an HTTPS call, from the report (median): the run's first ${runFirst.toFixed(0)} ms, a second host's first ${hostFirst.toFixed(0)} ms, the others ${connected.toFixed(1)} ms against ${quietCall.toFixed(1)} ms for a quiet call: ${(connected - quietCall).toFixed(1)} ms each once connected`
  )
}

const everythingServer = [process.execPath, join(root, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js'), 'stdio']

/** The default passes (traced,varied) against one traced pass, 3 calls per tool, alternating: the honest target and server-everything. */
async function passesFigure(): Promise<void> {
  for (const [name, server] of [
    ['honest Node target', target],
    ['server-everything', everythingServer]
  ] as const) {
    const one: number[] = []
    const defaults: number[] = []
    for (let i = 0; i < repeat; i++) {
      one.push((await audit(SAME_CALLS, server, 3)).ms)
      defaults.push((await audit(['--passes', 'traced,varied', '--no-attack'], server, 3)).ms)
    }
    const [o, d] = [median(one), median(defaults)]
    console.log(`passes — ${name}, 3 calls per tool, median of ${repeat}`)
    console.log(`  one pass (--passes traced): ${o.toFixed(0)} ms; the default (traced,varied): ${d.toFixed(0)} ms; ${(d / o).toFixed(2)}x (goal: at most 2x)`)
  }
}

/** What this run prints: --against alone; --passes-only, --https-only, --honest-only that figure alone; --full adds the long ones. */
function figures(): (() => Promise<void>)[] {
  if (against) return [() => againstFigure(against)]
  if (args.includes('--passes-only')) return [passesFigure]
  if (args.includes('--https-only')) return [httpsFigure]
  if (args.includes('--honest-only')) return [honestFigure]
  return args.includes('--full') ? [honestFigure, httpsFigure, apiFigure, passesFigure] : [honestFigure, httpsFigure]
}

async function main(): Promise<void> {
  for (const figure of figures()) await figure()
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
