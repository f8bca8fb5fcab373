import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

// Prints the wall time of a full audit (sandbox + strace + profile + report) of a server that declares
// N tools (default 5,000; goal ≤ 60 s). Usage: node build/bench/flood.js [--tools N]

const args = process.argv.slice(2)
const index = args.indexOf('--tools')
const tools = index >= 0 ? Number(args[index + 1]) : 5_000
const root = resolve(process.cwd())

const outDir = mkdtempSync(join(tmpdir(), 'mcp-behave-bench-flood-'))
try {
  const started = performance.now()
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'dist/cli/index.js'),
      '--json',
      '--out-dir',
      outDir,
      '--state-dir',
      outDir,
      '--',
      'node',
      join(root, 'targets/node/fixtures/hostile-surface.mjs'),
      'flood'
    ],
    { encoding: 'utf8', env: { ...process.env, FIXTURE_TOOLS: String(tools) }, maxBuffer: 1 << 30 }
  )
  const elapsed = performance.now() - started
  if (run.status !== 0) throw new Error(`audit failed (${run.status}): ${run.stderr}`)
  const report = JSON.parse(readFileSync(join(outDir, 'report.json'), 'utf8')) as { calls: unknown[] }
  console.log(`flood — a server declaring ${tools} tools`)
  console.log(
    `  full audit: ${(elapsed / 1000).toFixed(1)} s for ${report.calls.length} calls; report.json ${(statSync(join(outDir, 'report.json')).size / 1e6).toFixed(1)} MB`
  )
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
