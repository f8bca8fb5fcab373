import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { silentLogger } from '../src/logger.js'
import { plainStdio } from '../src/probe/probe-transport.js'
import { probeServer } from '../src/probe/session.js'
import { createRunAuthority } from '../src/sandbox/tls-authority.js'
import { median } from './median.js'

// Prints the audit's wall time beside the same MCP exercise run without strace or sandbox, as a ratio,
// and the wall time of auditing a server that wraps a web API (@modelcontextprotocol/server-github,
// offline with a fake token: every request goes to the sandbox's sink, which answers at once).
// The audit compared with the untraced exercise runs one pass (--passes traced): one exercise each. The
// default (traced,varied) is printed beside it; passesFigure() sets the default beside one pass on the
// honest target and server-everything (goal: at most 2x).
// Usage: node build/bench/audit-overhead.js [--calls N] [--repeat N] [--audit-args '--workspace DIR'] [--cli PATH] [--no-api] [--passes-only] [--https-only]
// (--cli: another tree's bundled CLI, to compare two trees in one sitting)
// Both are measured in the same run, alternating, because this machine is noisy: compare ratios.
// The full audit's time is split by the CLI's stage lines (MCP_BEHAVE_DEBUG=1, epoch ms) and the trace's
// first and last timestamps: setup (start → the server's first traced syscall), exercise (→ the session's
// end: the server's life under the probe), evidence (the run directory read), profile (trace → profile),
// rules and report, teardown (report written → the CLI's exit).

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}
const callsPerTool = option('calls', 20)
const repeat = option('repeat', 5)
// e.g. --audit-args '--workspace DIR' when the SDK's node_modules is outside the project (a git worktree)
const cliAt = args.indexOf('--cli')
const auditArgsAt = args.indexOf('--audit-args')
const auditArgs = auditArgsAt >= 0 ? (args[auditArgsAt + 1] ?? '').split(' ').filter(Boolean) : []
const root = resolve(process.cwd())
const cli = cliAt >= 0 ? resolve(args[cliAt + 1] ?? '') : join(root, 'dist/cli/index.js')
const target = ['node', join(root, 'targets/node/honest.mjs')]

/**
 * `pause`: after each call, the probe's fixed 50 ms settle (what an exercise outside the audit does);
 * without it, the calls back to back — the audit settles each call on its trace instead (10 ms quiet,
 * 50 ms at most), so its figure lies between the two.
 */
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

const githubServer = [process.execPath, join(root, 'node_modules/@modelcontextprotocol/server-github/dist/index.js')]

const STAGES = ['setup', 'exercise', 'evidence', 'profile', 'rules+report', 'teardown'] as const
type Split = Record<(typeof STAGES)[number], number>
/** The split of each full audit of the honest target. */
const splits: Split[] = []

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

async function audit(extra: string[], server: string[] = target, perTool = callsPerTool, timeStages = false): Promise<Audited> {
  const outDir = mkdtempSync(join(tmpdir(), 'mcp-behave-bench-'))
  const startedAt = performance.timeOrigin + performance.now()
  const started = performance.now()
  const child = spawn(
    process.execPath,
    [cli, '--calls', String(perTool), '--out-dir', outDir, '--state-dir', outDir, ...auditArgs, ...extra, '--', ...server],
    { env: { ...cliEnv, MCP_BEHAVE_DEBUG: '1' }, stdio: ['ignore', 'ignore', 'pipe'] }
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const status = await new Promise<number | null>((done) => child.on('close', done))
  const elapsed = performance.now() - started
  const endedAt = performance.timeOrigin + performance.now()
  let calls = 0
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
    if (timeStages) {
      const split = splitOf(startedAt, endedAt, stderr, readFileSync(join(outDir, 'trace.log'), 'utf8'))
      if (split) splits.push(split)
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
  // 3: findings at or above --fail-on; the audit itself completed
  if (status !== 0 && status !== 3) throw new Error(`audit failed (${status}): ${stderr}`)
  return { ms: elapsed, calls, durations }
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

async function honestFigure(): Promise<void> {
  const plain: number[] = []
  const unpaused: number[] = []
  const audited: number[] = []
  const uncontained: number[] = []
  const defaultPasses: number[] = []
  for (let i = 0; i < repeat; i++) {
    plain.push(await plainExercise(true))
    unpaused.push(await plainExercise(false))
    // one exercise, like the untraced one it is compared with; the default adds the varied pass (docs/hiding.md)
    audited.push((await audit(['--passes', 'traced'], target, callsPerTool, true)).ms)
    uncontained.push((await audit(['--passes', 'traced', '--fs', 'host'])).ms)
    defaultPasses.push((await audit([])).ms)
  }
  const api: number[] = []
  if (!args.includes('--no-api'))
    for (let i = 0; i < repeat; i++)
      api.push((await audit(['--env', 'GITHUB_PERSONAL_ACCESS_TOKEN=ghp_FAKEfakeFAKEfakeFAKEfakeFAKEfake0000'], githubServer, 3)).ms)
  const p = median(plain)
  const a = median(audited)
  const u = median(uncontained)
  console.log(`audit overhead — honest Node target, ${callsPerTool} calls per tool, median of ${repeat}`)
  const n = median(unpaused)
  console.log(`  exercise without strace (initialize, list, ${callsPerTool} calls, shutdown; 50 ms pause per call): ${p.toFixed(0)} ms`)
  console.log(`  the same exercise, calls back to back (no pause):                                  ${n.toFixed(0)} ms`)
  console.log(`  full audit, one pass (sandbox + containment + strace --seccomp-bpf + profile + report): ${a.toFixed(0)} ms`)
  console.log(`  the same with the default passes (traced,varied: a second, untraced exercise): ${median(defaultPasses).toFixed(0)} ms`)
  console.log(`  the same audit without filesystem containment (--fs host):                   ${u.toFixed(0)} ms`)
  if (splits.length > 0) {
    const parts = STAGES.map((name) => `${name} ${median(splits.map((split) => split[name])).toFixed(0)}`)
    console.log(`  of the full audit (ms, median of each): ${parts.join(' · ')}`)
  }
  console.log(
    `  ratio: ${(a / p).toFixed(2)}x the paused exercise, ${(a / n).toFixed(2)}x the back-to-back one (containment's share: ${(a - u).toFixed(0)} ms, ${((a / u - 1) * 100).toFixed(0)}%)`
  )
  if (api.length > 0) console.log(`  API server (@modelcontextprotocol/server-github, 26 tools x 3 calls, offline): ${median(api).toFixed(0)} ms`)
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
    https.push(await audit(['--passes', 'traced'], [process.execPath, join(root, 'targets/node/fixtures/https-exfil.mjs')], callsPerTool))
    quiet.push(await audit(['--passes', 'traced'], control, callsPerTool))
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
      one.push((await audit(['--passes', 'traced'], server, 3)).ms)
      defaults.push((await audit(['--passes', 'traced,varied'], server, 3)).ms)
    }
    const [o, d] = [median(one), median(defaults)]
    console.log(`passes — ${name}, 3 calls per tool, median of ${repeat}`)
    console.log(`  one pass (--passes traced): ${o.toFixed(0)} ms; the default (traced,varied): ${d.toFixed(0)} ms; ${(d / o).toFixed(2)}x (goal: at most 2x)`)
  }
}

// --passes-only, --https-only: that figure alone
;(args.includes('--passes-only') ? Promise.resolve() : args.includes('--https-only') ? httpsFigure() : honestFigure().then(httpsFigure))
  .then(() => (args.includes('--https-only') ? undefined : passesFigure()))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
