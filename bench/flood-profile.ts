// Peak memory and report size when one server call makes 3 million small syscalls.
//   npx tsc -p . && node build/bench/flood-profile.js [syscalls]     (or FLOOD_BENCH_SYSCALLS=…; default 3000000)
// Writes a synthetic trace (one tool call creating distinct temp files, probing distinct missing paths in
// distinct directories, and writing to a pipe), then runs what an audit runs on it: readTrace →
// ProfileBuilder → evaluateRules → report.json. Prints wall time, peak RSS and the report's size against
// the caps (512 MB, 32 MB), then deletes the files.
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ProfileBuilder } from '../src/profile/build-profile.js'
import { summarize, type CallRecord } from '../src/model/index.js'
import { ReportSchema, type Report } from '../src/report/schema.js'
import { evaluateRules } from '../src/rules/evaluate-rules.js'
import { readTrace } from '../src/trace/read-trace.js'

const RSS_CAP = 512 * 1024 * 1024
const REPORT_CAP = 32 * 1024 * 1024
const T0 = 1795340000
const PID = 4100
const HOME = '/tmp/bench-home'
const CWD = '/srv/app'
const CALL: CallRecord = { id: 0, kind: 'tool', name: 'flood', iteration: 1, startedAt: (T0 + 1) * 1000, endedAt: (T0 + 1000) * 1000, outcome: 'ok' }

/** The i-th syscall of the flood: a third each of creates, failed probes and pipe writes. */
function floodLine(i: number): string {
  const head = `${PID}  ${(T0 + 2 + i / 1e4).toFixed(6)} `
  switch (i % 3) {
    case 0:
      return `${head}openat(AT_FDCWD<${CWD}>, "/tmp/flood/f${i}.tmp", O_WRONLY|O_CREAT|O_EXCL|O_CLOEXEC, 0600) = 5</tmp/flood/f${i}.tmp>\n`
    case 1:
      return `${head}openat(AT_FDCWD<${CWD}>, "/srv/probe/d${i % 100_003}/p${i}", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)\n`
    default:
      return `${head}write(7<pipe:[9037]>, "x", 1) = 1\n`
  }
}

function generate(file: string, syscalls: number): void {
  const fd = openSync(file, 'w')
  try {
    writeSync(fd, `${PID}  ${T0 + 0.1} execve("/usr/bin/node", ["node", "server.js"], 0x7ffc2b289740 /* 12 vars */) = 0\n`)
    let block = ''
    for (let i = 0; i < syscalls; i++) {
      block += floodLine(i)
      if (block.length > 4 * 1024 * 1024) {
        writeSync(fd, block, null, 'latin1')
        block = ''
      }
    }
    writeSync(fd, block, null, 'latin1')
  } finally {
    closeSync(fd)
  }
}

const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`

async function main(): Promise<void> {
  const arg = process.argv[2] ?? process.env.FLOOD_BENCH_SYSCALLS ?? '3000000'
  const syscalls = Number(arg)
  if (!Number.isInteger(syscalls) || syscalls <= 0) {
    console.error(`Invalid syscall count '${arg}'. Expected a positive integer, e.g. 3000000.`)
    process.exit(2)
  }
  const dir = mkdtempSync(join(tmpdir(), 'mcp-behave-flood-'))
  try {
    const trace = join(dir, 'trace.log')
    // generated in a child process so the measured process starts with a clean heap
    execFileSync(process.execPath, [process.argv[1] ?? '', GENERATE, trace, String(syscalls)])
    console.log(`trace         ${mb(statSync(trace).size)} (${syscalls} syscalls in one call)`)

    const start = performance.now()
    const builder = new ProfileBuilder({
      calls: [CALL],
      shutdownAt: (T0 + 2000) * 1000,
      home: HOME,
      cwd: CWD,
      canaries: [],
      serverCodeRoots: [CWD],
      runtimeRoots: ['/usr']
    })
    const stats = await readTrace(trace, (event) => builder.add(event))
    const observed = builder.finish(stats)
    const manifest = { sha256: 'bench', tools: [], resources: [], resourceTemplates: [], prompts: [] }
    const rugPull = { status: 'new' as const, identity: 'bench', currentSha256: 'bench', changes: [], duringSession: [] }
    const findings = evaluateRules({ observed, manifest, calls: [CALL], policy: null, rugPull, home: HOME, cwd: CWD })
    const report: Report = {
      schemaVersion: 1,
      auditor: { name: 'mcp-behave', version: 'bench' },
      server: { command: ['node', 'server.js'], transport: 'stdio', identity: 'bench', info: null },
      sandbox: { network: 'sandbox', method: 'root', failOn: 'high' },
      startedAt: new Date().toISOString(),
      durationMs: 0,
      manifest,
      calls: [CALL],
      observed,
      findings,
      rugPull,
      summary: summarize(findings),
      exitCode: 0
    }
    const checked = ReportSchema.safeParse(report)
    if (!checked.success) throw new Error(`report does not match its schema: ${checked.error.issues[0]?.message}`)
    const reportFile = join(dir, 'report.json')
    writeFileSync(reportFile, JSON.stringify(report, null, 2) + '\n')
    const seconds = (performance.now() - start) / 1000
    const peakRss = process.resourceUsage().maxRSS * 1024
    const reportSize = statSync(reportFile).size

    console.log(`wall time     ${seconds.toFixed(2)} s (parse + profile + rules + report)`)
    console.log(`events        ${stats.events}, file entries ${observed.files.length}, folded accesses ${JSON.stringify(observed.aggregated ?? {})}`)
    console.log(`findings      ${findings.length}`)
    console.log(`peak RSS      ${mb(peakRss)}  (cap ${mb(RSS_CAP)}) ${peakRss <= RSS_CAP ? 'ok' : 'OVER'}`)
    console.log(`report.json   ${mb(reportSize)}  (cap ${mb(REPORT_CAP)}) ${reportSize <= REPORT_CAP ? 'ok' : 'OVER'}`)
    if (peakRss > RSS_CAP || reportSize > REPORT_CAP) process.exitCode = 1
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const GENERATE = '--generate'
if (process.argv[2] === GENERATE) generate(process.argv[3] ?? '', Number(process.argv[4]))
else await main()
