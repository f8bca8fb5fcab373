import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

// `npm run bench`: the figures to run before a change, under 5 minutes on 2 cores — the audit of the
// honest target against the same calls untraced (the headline, first), the HTTPS target, the trace parser
// (on 256 MB; with `-- --baseline DIR [--rounds N]` against another tree's parser in the same sitting), and
// the fleet. `npm run bench:full` (`--full`) adds the long ones: the API server and the passes on
// server-everything (whose slow tool sleeps 10 s a call), the parser on 1 GB, a call of 3 million
// syscalls, 5,000 tools, and the static stage on real servers. Each bench is its own process, in turn.

const args = process.argv.slice(2)
const full = args.includes('--full')
const baselineAt = args.indexOf('--baseline')
const roundsAt = args.indexOf('--rounds')
const baseline = baselineAt >= 0 ? ['--baseline', args[baselineAt + 1] ?? '', ...(roundsAt >= 0 ? ['--rounds', args[roundsAt + 1] ?? ''] : [])] : []

const BENCHES: [string, string[]][] = full
  ? [
      ['audit-overhead', ['--full']],
      ['trace-parser', ['1024', ...baseline]],
      ['flood-profile', []],
      ['flood', []],
      ['fleet', ['--repeat', '3']],
      ['static-overhead', []],
      ['attack-overhead', ['--repeat', '3']]
    ]
  : [
      ['audit-overhead', []],
      ['trace-parser', ['256', ...baseline]],
      ['fleet', []],
      ['attack-overhead', ['--honest-only', '--repeat', '5']]
    ]

const started = performance.now()
for (const [name, benchArgs] of BENCHES) {
  const run = spawnSync(process.execPath, [join('build', 'bench', `${name}.js`), ...benchArgs], { stdio: 'inherit' })
  if (run.status !== 0) {
    console.error(`bench ${name} failed (${run.status ?? run.signal})`)
    process.exit(1)
  }
}
console.log(`\n${full ? 'bench:full' : 'bench'}: ${((performance.now() - started) / 60_000).toFixed(1)} min`)
