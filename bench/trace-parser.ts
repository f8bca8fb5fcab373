// Throughput and memory of the streaming trace parser on a large synthetic trace.
//   npx tsc -p . && node build/bench/trace-parser.js [size in MB]     (or TRACE_BENCH_MB=…; default 1024)
// Writes the trace to a temp dir, streams it through readTrace, prints file size, wall time, MB/s,
// events/s and RSS (peak, and at 10/50/90 % of the lines); then streams the same file again with canary
// matching on, as the profile does it (every socket payload scanned by one index of the run's tokens and,
// every canary file having been read, of each file's whole content; past the first megabytes on a worker
// thread), and prints that throughput; then once more with all matching on the parsing thread; then
// deletes the files.
//   … [size] --baseline DIR [--rounds N]   also runs another tree's parser (DIR: its `tsc` build, e.g. of the
// commit an issue measured) on the same file, each run in a fresh process, the two trees alternating, alone
// and with matching, and prints each tree's median and the ratio. A figure in MB/s is the machine's as much
// as the code's: the ratio against a baseline in the same sitting is what says the parser stayed as fast.
import { closeSync, existsSync, fsyncSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { readTrace } from '../src/trace/read-trace.js'
import { CanaryMatcher } from '../src/profile/canary-match.js'
import { CanaryIndex } from '../src/profile/canary-index.js'
import { CanaryScanQueue } from '../src/profile/canary-scan-queue.js'
import type { TraceEvent } from '../src/trace/events.js'
import { median } from './median.js'
import { canaryEnvironment, plantCanaryHome } from '../src/sandbox/canary-home.js'

// Small deterministic PRNG (xorshift32) so every run measures the same file.
let seed = 0x2f6b1d
function rand(n: number): number {
  seed ^= seed << 13
  seed ^= seed >>> 17
  seed ^= seed << 5
  return (seed >>> 0) % n
}

const PIDS = [4100, 4101, 4102, 4103, 4117, 4120, 4121, 4188]
const WORDS = ['config', 'index', 'utils', 'node_modules', 'lib', 'dist', 'package', 'cache', 'token', 'session']
const BINARY = ['\\0', '\\1', '\\377', '\\n', '\\t', '\\"', '\\\\', '\\x41', '\\302\\251']

function payload(length: number): string {
  let s = ''
  while (s.length < length) {
    const r = rand(10)
    s += r < 7 ? (WORDS[rand(WORDS.length)] ?? 'x') : r < 9 ? ' ' : (BINARY[rand(BINARY.length)] ?? '\\0')
  }
  return s
}
// Payloads are drawn from a pool so generating a gigabyte takes seconds, not minutes.
const PAYLOADS = Array.from({ length: 512 }, () => payload(200 + rand(3800)))
const QUERIES = Array.from({ length: 64 }, () => payload(60))
const SPLIT_PAYLOADS = Array.from({ length: 64 }, () => payload(300))

function path(): string {
  return `/srv/app/${WORDS[rand(WORDS.length)]}/${WORDS[rand(WORDS.length)]}${rand(1000)}.js`
}

let time = 1795340000
let lines = 0
/** One or two lines (a split call) of realistic output, joined with their newline. */
function nextLines(): string {
  time += rand(500) / 1e6
  const pid = PIDS[rand(PIDS.length)] ?? 4100
  const head = `${pid}  ${time.toFixed(6)} `
  const r = rand(100)
  lines++
  if (r < 30) {
    const p = path()
    return r < 22
      ? `${head}openat(AT_FDCWD</srv/app>, "${p}", O_RDONLY|O_CLOEXEC) = 21<${p}>\n`
      : `${head}openat(AT_FDCWD</srv/app>, "${p}", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)\n`
  }
  if (r < 55) {
    const data = PAYLOADS[rand(PAYLOADS.length)] ?? ''
    return `${head}write(23<TCP:[10.0.0.2:${40000 + rand(20000)}->203.0.113.34:443]>, "${data}"..., 4096) = 4096\n`
  }
  if (r < 65) return `${head}write(5<pipe:[9037]>, "*", 1) = 1\n`
  if (r < 72) {
    return `${head}sendto(19<UDP:[10.0.0.2:5353]>, "${QUERIES[rand(QUERIES.length)] ?? ''}", 60, 0, {sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("10.255.255.53")}, 16) = 60\n`
  }
  if (r < 78) {
    return `${head}connect(20<TCP:[${rand(99999)}]>, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "::ffff:203.0.113.34", &sin6_addr), sin6_scope_id=0}, 28) = -1 EINPROGRESS (Operation now in progress)\n`
  }
  if (r < 80) return `${head}execve("/usr/bin/git", ["git", "status", "--porcelain"], 0x7ffc2b289740 /* 39 vars */) = 0\n`
  if (r < 83) {
    return `${head}clone3({flags=CLONE_VM|CLONE_FS|CLONE_FILES|CLONE_SIGHAND|CLONE_THREAD|CLONE_SYSVSEM|CLONE_SETTLS|CLONE_PARENT_SETTID|CLONE_CHILD_CLEARTID, child_tid=0x7fe24fa1d990, parent_tid=0x7fe24fa1d990, exit_signal=0, stack=0x7fe24f21d000, stack_size=0x7ffe80, tls=0x7fe24fa1d6c0} => {parent_tid=[${5000 + rand(1000)}]}, 88) = ${5000 + rand(1000)}\n`
  }
  if (r < 86) return `${head}socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, IPPROTO_IP) = 20<TCP:[${rand(99999)}]>\n`
  if (r < 88) return `${head}exit_group(0) = ?\n`
  // a split call with another pid's line in between
  const other = PIDS[(PIDS.indexOf(pid) + 1) % PIDS.length] ?? 4101
  lines += 2
  return (
    `${head}write(23<TCP:[10.0.0.2:41000->203.0.113.34:443]>, "${SPLIT_PAYLOADS[rand(SPLIT_PAYLOADS.length)] ?? ''}", 300 <unfinished ...>\n` +
    `${other}  ${time.toFixed(6)} write(5<pipe:[9037]>, "*", 1) = 1\n` +
    `${pid}  ${(time + 0.00002).toFixed(6)} <... write resumed>) = 300\n`
  )
}

function generate(file: string, bytes: number): void {
  const fd = openSync(file, 'w')
  try {
    let written = 0
    while (written < bytes) {
      let block = ''
      while (block.length < 4 * 1024 * 1024) block += nextLines()
      written += writeSync(fd, block, null, 'latin1')
    }
    // flush now, so the kernel's writeback does not compete with the timed read
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** CPU seconds of this process's main thread (the parser's; the kernel's per-thread count, Linux). */
function parsingThreadCpuSeconds(): number {
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}
const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`
function timeBuild(build: () => unknown): number {
  const start = performance.now()
  build()
  return performance.now() - start
}

interface BenchArgs {
  sizeMb: number
  /** another tree's build directory (holding src/trace/read-trace.js), or null */
  baseline: string | null
  rounds: number
}

/** A failure told in one line, thrown so that the generated trace is deleted before the exit. */
class BenchFailure extends Error {}

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

function parseArgs(argv: string[]): BenchArgs {
  let sizeArg: string | undefined
  let baseline: string | null = null
  let rounds = 3
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] ?? ''
    if (arg === '--baseline') {
      baseline = resolve(argv[++k] ?? fail('--baseline needs a directory: the tsc build of another tree, e.g. /tmp/ref/build.'))
      if (!existsSync(join(baseline, 'src/trace/read-trace.js')))
        fail(`No src/trace/read-trace.js under '${baseline}'. Build that tree with 'npx tsc -p tsconfig.json' and pass its build directory.`)
    } else if (arg === '--rounds') {
      rounds = Number(argv[++k])
      if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) fail(`Invalid --rounds '${argv[k] ?? ''}'. Expected a whole number from 1 to 20.`)
    } else if (sizeArg === undefined && !arg.startsWith('--')) sizeArg = arg
    else fail(`Unknown argument '${arg}'. Usage: trace-parser.js [size in MB] [--baseline DIR] [--rounds N]`)
  }
  sizeArg ??= process.env.TRACE_BENCH_MB ?? '1024'
  const sizeMb = Number(sizeArg)
  if (!Number.isFinite(sizeMb) || sizeMb <= 0) fail(`Invalid size '${sizeArg}'. Expected a number of megabytes, e.g. 1024.`)
  return { sizeMb, baseline, rounds }
}

async function main(): Promise<void> {
  const { sizeMb, baseline, rounds } = parseArgs(process.argv.slice(2))
  const dir = mkdtempSync(join(tmpdir(), 'mcp-behave-bench-'))
  try {
    const file = join(dir, 'trace.log')
    const genStart = performance.now()
    // generated in a child process so the measured process starts with a clean heap
    const lineCount = Number(execFileSync(process.execPath, [process.argv[1] ?? '', GENERATE, file, String(sizeMb)], { encoding: 'utf8' }))
    const size = statSync(file).size
    console.log(`generated ${mb(size)} (${lineCount} lines) in ${((performance.now() - genStart) / 1000).toFixed(1)} s`)

    global.gc?.()
    let peakRss = process.memoryUsage.rss()
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss())
    }, 20)
    const marks = [0.1, 0.5, 0.9].map((fraction) => ({ fraction, line: Math.floor(lineCount * fraction), rss: 0 }))
    let nextMark = 0
    const byType = new Map<string, number>()
    const rssBefore = process.memoryUsage.rss()
    const start = performance.now()
    const cpuStart = process.cpuUsage()
    const aloneThreadStart = parsingThreadCpuSeconds()
    const stats = await readTrace(file, (event) => {
      byType.set(event.type, (byType.get(event.type) ?? 0) + 1)
      const mark = marks[nextMark]
      if (mark && event.line >= mark.line) {
        mark.rss = process.memoryUsage.rss()
        peakRss = Math.max(peakRss, mark.rss)
        nextMark++
      }
    })
    const seconds = (performance.now() - start) / 1000
    const cpu = process.cpuUsage(cpuStart)
    const cpuSeconds = (cpu.user + cpu.system) / 1e6
    const aloneThread = parsingThreadCpuSeconds() - aloneThreadStart
    clearInterval(sampler)
    peakRss = Math.max(peakRss, process.memoryUsage.rss())

    console.log(`file size     ${mb(size)}`)
    console.log(`wall time     ${seconds.toFixed(2)} s`)
    console.log(`throughput    ${(size / 1024 / 1024 / seconds).toFixed(1)} MB/s`)
    // on a shared machine wall time includes waiting for a core; CPU time does not
    console.log(
      `CPU time      ${cpuSeconds.toFixed(2)} s  (${(size / 1024 / 1024 / cpuSeconds).toFixed(1)} MB per CPU-second; the parsing thread ${aloneThread.toFixed(2)} s, ${(size / 1024 / 1024 / aloneThread).toFixed(1)} MB per its CPU-second)`
    )
    console.log(`events/s      ${Math.round(stats.events / seconds)}`)
    console.log(`lines         ${stats.lines}  events ${stats.events}  unparsed ${stats.unparsed}`)
    console.log(`RSS before    ${mb(rssBefore)}`)
    for (const m of marks) console.log(`RSS at ${String(m.fraction * 100).padStart(2)} %  ${mb(m.rss)}`)
    console.log(`peak RSS      ${mb(peakRss)}`)
    console.log(`event types   ${JSON.stringify(Object.fromEntries(byType))}`)
    if (stats.unparsed > 0) console.log(`unparsed samples: ${JSON.stringify(stats.unparsedSamples.slice(0, 3))}`)

    // Matching on: a real canary home planted from the shipped template, the worst case where the
    // server has read every canary file, so each payload is searched for every file's content too.
    const home = await plantCanaryHome(join(process.cwd(), 'sandbox_home'), join(dir, 'home'))
    const tokens = [...home.canaries, ...canaryEnvironment().canaries]
    // the index is built once per audit: its cost is paid by every audit, however small the trace
    const build = () => new CanaryMatcher(tokens, home.files).enterSome()
    const buildMs = timeBuild(build)
    console.log(`matcher index built in ${buildMs.toFixed(1)} ms (first; a second build: ${timeBuild(build).toFixed(1)} ms)`)
    // As the profile does it (profile/canary-scan-queue.ts): past the first megabytes, payloads are matched
    // on a worker thread while the parse goes on; then the same on one thread, for comparison.
    const workerPath = fileURLToPath(new URL('../src/profile/canary-scan-worker.js', import.meta.url))
    const withMatching = async (label: string, path: string | null): Promise<number> => {
      const queue = new CanaryScanQueue<number>(new CanaryIndex(tokens, home.files), { workerPath: path })
      // the worst case: the server has read every canary file, so each payload is searched for every file's content too
      for (const file of home.files) queue.fileRead(file.id)
      global.gc?.()
      const matchStart = performance.now()
      const matchCpuStart = process.cpuUsage()
      const parsingThreadStart = parsingThreadCpuSeconds()
      await readTrace(file, scanSends(queue))
      await queue.settle()
      const hits = queue.hitsInOrder().reduce((sum, { hits }) => sum + hits.length, 0)
      const matchSeconds = (performance.now() - matchStart) / 1000
      const matchCpu = process.cpuUsage(matchCpuStart)
      const matchCpuSeconds = (matchCpu.user + matchCpu.system) / 1e6
      const parsingThread = parsingThreadCpuSeconds() - parsingThreadStart
      const rate = size / 1024 / 1024 / matchSeconds
      const { scannedBytes, offloadedBytes } = queue.stats
      console.log(
        `${label} ${mb(size)} in ${matchSeconds.toFixed(2)} s, ${rate.toFixed(1)} MB/s; CPU ${matchCpuSeconds.toFixed(2)} s, of which the parsing thread ${parsingThread.toFixed(2)} s (${(size / 1024 / 1024 / parsingThread).toFixed(1)} MB per its CPU-second)` +
          ` (${home.files.length} canary files, ${home.canaries.length} tokens; ${mb(scannedBytes)} of payload scanned, ${mb(offloadedBytes)} of it on the worker, ${hits} hits)`
      )
      return rate
    }
    const matchRate = await withMatching('with matching', workerPath)
    console.log(
      `matching slows the parser by ${((size / 1024 / 1024 / seconds / matchRate - 1) * 100).toFixed(1)} % (wall; the parser alone: ${(size / 1024 / 1024 / seconds).toFixed(1)} MB/s)`
    )
    await withMatching('matching on one thread', null)
    console.log(`goal >= 150 MB/s with matching: ${matchRate >= 150 ? 'met' : 'NOT met'} (wall)`)
    if (baseline) compareWithBaseline(baseline, file, size, rounds)
    else console.log('to compare with another tree in the same sitting (a figure the machine does not move): --baseline DIR, its tsc build')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** One measured parse in this process: the trace at `file` through the parser of the build at `root`. */
async function measureBuild(root: string, file: string, mode: MeasureMode): Promise<Measured> {
  const load = async <T>(module: string): Promise<T> => (await import(pathToFileURL(join(root, module)).href)) as T
  const trace = await load<typeof import('../src/trace/read-trace.js')>('src/trace/read-trace.js')
  if (mode === 'alone') return timeParse(() => trace.readTrace(file, () => undefined))
  const home = mkdtempSync(join(tmpdir(), 'mcp-behave-bench-home-'))
  try {
    // the tree's own canary home, index and queue, so that each tree matches as it would in an audit
    const planting = await load<typeof import('../src/sandbox/canary-home.js')>('src/sandbox/canary-home.js')
    const { CanaryIndex } = await load<typeof import('../src/profile/canary-index.js')>('src/profile/canary-index.js')
    const { CanaryScanQueue } = await load<typeof import('../src/profile/canary-scan-queue.js')>('src/profile/canary-scan-queue.js')
    const ownTemplate = join(root, '..', 'sandbox_home')
    const planted = await planting.plantCanaryHome(existsSync(ownTemplate) ? ownTemplate : join(process.cwd(), 'sandbox_home'), join(home, 'home'))
    const tokens = [...planted.canaries, ...planting.canaryEnvironment().canaries]
    const queue = new CanaryScanQueue<number>(new CanaryIndex(tokens, planted.files), { workerPath: join(root, 'src/profile/canary-scan-worker.js') })
    for (const canary of planted.files) queue.fileRead(canary.id)
    return await timeParse(async () => {
      await trace.readTrace(file, scanSends(queue))
      await queue.settle()
    })
  } finally {
    rmSync(home, { recursive: true, force: true })
  }
}

/** The wall time and the parsing thread's CPU of one parse, from a collected heap. */
async function timeParse(parse: () => Promise<unknown>): Promise<Measured> {
  global.gc?.()
  const threadStart = parsingThreadCpuSeconds()
  const start = performance.now()
  await parse()
  return { seconds: (performance.now() - start) / 1000, threadSeconds: parsingThreadCpuSeconds() - threadStart }
}

/** Every socket payload of the trace to the canary queue, as the profile hands them (tagged with the line). */
function scanSends(queue: CanaryScanQueue<number>): (event: TraceEvent) => void {
  return (event) => {
    if (event.type === 'send') for (const payload of event.payloads) queue.scanPayload(payload, event.line)
  }
}

type MeasureMode = 'alone' | 'matching'
interface Measured {
  seconds: number
  /** CPU seconds of the parsing thread */
  threadSeconds: number
}

const MATCHING_MODULES = ['src/sandbox/canary-home.js', 'src/profile/canary-index.js', 'src/profile/canary-scan-queue.js', 'src/profile/canary-scan-worker.js']

function measureInChild(root: string, file: string, mode: MeasureMode): Measured {
  try {
    const out = execFileSync(process.execPath, ['--expose-gc', process.argv[1] ?? '', MEASURE, root, file, mode], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe']
    })
    return JSON.parse(out) as Measured
  } catch (error) {
    // a tree whose modules do not fit this bench's calls: one line, not the child's stack
    const stderr = (error as { stderr?: string }).stderr ?? ''
    const lines = stderr.split('\n')
    const reason = lines.find((line) => /^\w*Error\b/.test(line)) ?? lines.find((line) => line.trim() !== '') ?? (error as Error).message.split('\n')[0]
    throw new BenchFailure(`The ${mode === 'alone' ? 'parse' : 'parse with matching'} through ${root} failed: ${reason?.trim() ?? 'no output'}`)
  }
}

/** This tree's parser against the one built at `baseline`, on the same file, alternating, a process per run. */
function compareWithBaseline(baseline: string, file: string, size: number, rounds: number): void {
  const ours = fileURLToPath(new URL('..', import.meta.url))
  const trees = [
    { label: 'this tree', root: ours },
    { label: 'baseline ', root: baseline }
  ]
  console.log(`against the baseline ${baseline}: ${rounds} rounds, the trees alternating, each run in a fresh process`)
  const sizeMb = size / 1024 / 1024
  // a tree older than the worker would match on its parsing thread and be measured doing something else
  const matches = MATCHING_MODULES.every((module) => existsSync(join(baseline, module)))
  if (!matches) console.log(`  the baseline has no ${MATCHING_MODULES.join(', ')}: the parser alone is compared`)
  for (const mode of matches ? (['alone', 'matching'] as const) : (['alone'] as const)) {
    const label = mode === 'alone' ? 'parser alone ' : 'with matching'
    const rates = trees.map(() => ({ wall: [] as number[], thread: [] as number[] }))
    for (let round = 0; round < rounds; round++) {
      // who goes first alternates too, so a drift of the machine within a round favours neither
      for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const tree = trees[k]!
        const measured = measureInChild(tree.root, file, mode)
        rates[k]!.wall.push(sizeMb / measured.seconds)
        rates[k]!.thread.push(sizeMb / measured.threadSeconds)
      }
    }
    const medians = rates.map((r) => ({ wall: median(r.wall), thread: median(r.thread) }))
    trees.forEach((tree, k) => {
      const m = medians[k]!
      const runs = rates[k]!.wall.map((rate) => rate.toFixed(0)).join(', ')
      console.log(`  ${label} ${tree.label} ${m.wall.toFixed(1)} MB/s (runs: ${runs}), the parsing thread ${m.thread.toFixed(1)} MB per CPU-second`)
    })
    const [mine, theirs] = medians as [{ wall: number; thread: number }, { wall: number; thread: number }]
    const ratio = mine.wall / theirs.wall
    console.log(
      `  ${label} this tree / baseline: ${ratio.toFixed(2)}x wall, ${(mine.thread / theirs.thread).toFixed(2)}x per CPU-second: ${ratio >= 0.95 ? 'as fast or faster (within 5 %)' : 'SLOWER'}`
    )
  }
}

const GENERATE = '--generate'
const MEASURE = '--measure'
if (process.argv[2] === GENERATE) {
  generate(process.argv[3] ?? '', Number(process.argv[4]) * 1024 * 1024)
  process.stdout.write(String(lines))
} else if (process.argv[2] === MEASURE) {
  const measured = await measureBuild(process.argv[3] ?? '', process.argv[4] ?? '', process.argv[5] === 'matching' ? 'matching' : 'alone')
  process.stdout.write(JSON.stringify(measured))
} else {
  await main().catch((error: unknown) => {
    if (!(error instanceof BenchFailure)) throw error
    console.error(error.message)
    process.exit(2)
  })
}
