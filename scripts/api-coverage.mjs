// How far the calls of servers that wrap a web API get, audited offline: per server, the tools that
// reach an ok call, the audit's time and its findings at high or above. Not in CI and not in `npm test`:
// it installs public npm servers (exact versions, scripts disabled), each in a directory of its own, into a cache directory outside the
// repository and runs the built CLI on each, in the audit's network sandbox (every request answered by the
// sink; nothing leaves). Fake tokens go in through --env.
//
//   node scripts/api-coverage.mjs [--cli dist/cli/index.js] [--dir ~/.cache/mcp-behave-api-corpus]
//        [--calls 3] [--only NAME,…] [--save FILE.json] [--compare BEFORE.json] [--keep DIR]
//
// --compare prints the saved run beside this one (before → after) with the change in time; --keep keeps
// each server's report.json in DIR (to read why a tool's calls failed).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

/** name, package@version, the bin to run (default: the package's first), arguments, variables */
const SERVERS = [
  { pkg: '@modelcontextprotocol/server-github@2025.4.8', env: ['GITHUB_PERSONAL_ACCESS_TOKEN=ghp_FAKEfakeFAKEfakeFAKEfakeFAKEfake0000'] },
  { pkg: 'firecrawl-mcp@3.26.0', env: ['FIRECRAWL_API_KEY=fc-3f9a0c1d2b4e5f60718293a4b5c6d7e8'] },
  { pkg: '@notionhq/notion-mcp-server@2.5.2', env: ['NOTION_TOKEN=ntn_FAKE0fake0FAKE0fake0FAKE0fake0FAKE0fake0FAKE0'] },
  { pkg: '@modelcontextprotocol/server-brave-search@0.6.2', env: ['BRAVE_API_KEY=BSAfakeFAKEfakeFAKEfakeFAKEfake00'] },
  { pkg: '@modelcontextprotocol/server-google-maps@0.6.2', env: ['GOOGLE_MAPS_API_KEY=AIzaSyFAKEfakeFAKEfakeFAKEfakeFAKEfake0'] },
  {
    pkg: '@modelcontextprotocol/server-slack@2025.4.25',
    env: ['SLACK_BOT_TOKEN=xoxb-0000000000-0000000000000-FAKEfakeFAKEfakeFAKEfake', 'SLACK_TEAM_ID=T00000000']
  },
  { pkg: '@modelcontextprotocol/server-gitlab@2025.4.25', env: ['GITLAB_PERSONAL_ACCESS_TOKEN=glpat-FAKEfakeFAKEfake0000'] },
  { pkg: 'tavily-mcp@0.2.22', env: ['TAVILY_API_KEY=tvly-FAKEfakeFAKEfakeFAKEfake0000'] },
  { pkg: '@tacticlaunch/mcp-linear@1.4.3', env: ['LINEAR_API_KEY=lin_api_FAKEfakeFAKEfakeFAKEfakeFAKEfake00000000'] },
  { pkg: '@amap/amap-maps-mcp-server@0.0.8', env: ['AMAP_MAPS_API_KEY=0123456789abcdef0123456789abcdef'] },
  { pkg: 'airtable-mcp-server@1.14.0', env: ['AIRTABLE_API_KEY=patFAKEfakeFAKEfake.0123456789abcdef0123456789abcdef'] },
  { pkg: '@antv/mcp-server-chart@0.9.10' },
  { pkg: 'exa-mcp-server@3.4.1', env: ['EXA_API_KEY=00000000-0000-4000-8000-000000000000'] },
  { pkg: '@launchdarkly/mcp-server@0.6.2', args: ['start', '--api-key', 'api-00000000-0000-4000-8000-000000000000'] },
  { pkg: '@mapbox/mcp-server@0.14.0', env: ['MAPBOX_ACCESS_TOKEN=pk.eyJ1IjoiZmFrZSIsImEiOiJmYWtlIn0.FAKEfakeFAKEfake'] },
  { pkg: '@dangahagan/weather-mcp@1.23.0' }
]

const options = {
  cli: 'dist/cli/index.js',
  dir: join(homedir(), '.cache', 'mcp-behave-api-corpus'),
  calls: '3',
  only: null,
  save: null,
  compare: null,
  keep: null
}
for (let i = 2; i < process.argv.length; i += 2) {
  const key = process.argv[i]?.replace(/^--/, '')
  if (!key || !(key in options) || process.argv[i + 1] === undefined) {
    console.error(`usage: node scripts/api-coverage.mjs [--cli PATH] [--dir DIR] [--calls N] [--only NAME,…] [--save FILE] [--compare FILE] [--keep DIR]`)
    process.exit(2)
  }
  options[key] = process.argv[i + 1]
}
const nameOf = (pkg) => pkg.slice(0, pkg.lastIndexOf('@'))
const servers = SERVERS.filter((server) => options.only === null || options.only.split(',').includes(nameOf(server.pkg)))

/** Each server in a directory of its own, as `npx` would install it: one server's dependencies never hoisted over another's (a zod 4 put where the server's own code expects the zod 3 its SDK brings). */
const homeOf = (server) => join(options.dir, 'servers', nameOf(server.pkg).replace(/^@/, '').replace(/\//g, '+'))

function install() {
  for (const server of servers) {
    const home = homeOf(server)
    if (existsSync(join(home, 'node_modules', nameOf(server.pkg), 'package.json'))) continue
    mkdirSync(home, { recursive: true })
    if (!existsSync(join(home, 'package.json'))) writeFileSync(join(home, 'package.json'), '{"private":true}\n')
    console.error(`installing ${server.pkg} into ${home}`)
    const run = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--save-exact', server.pkg], { cwd: home, stdio: 'inherit' })
    if (run.status !== 0) process.exit(1)
  }
}

function entryOf(server) {
  const root = join(homeOf(server), 'node_modules', nameOf(server.pkg))
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const bin = typeof manifest.bin === 'string' ? manifest.bin : Object.values(manifest.bin ?? {})[0]
  return join(root, bin ?? manifest.main ?? 'index.js')
}

function audit(server) {
  const out = mkdtempSync(join(tmpdir(), 'api-coverage-'))
  const args = [
    resolve(options.cli),
    '--json',
    '--passes',
    'traced',
    '--calls',
    options.calls,
    '--fail-on',
    'never',
    '--out-dir',
    join(out, 'out'),
    '--state-dir',
    join(out, 'state'),
    ...(server.env ?? []).flatMap((pair) => ['--env', pair]),
    '--',
    process.execPath,
    entryOf(server),
    ...(server.args ?? [])
  ]
  const started = Date.now()
  const run = spawnSync(process.execPath, args, { cwd: out, encoding: 'utf8', maxBuffer: 256 << 20, timeout: 600_000 })
  const seconds = (Date.now() - started) / 1000
  let report = null
  try {
    const text = readFileSync(join(out, 'out', 'report.json'), 'utf8')
    report = JSON.parse(text)
    if (options.keep) {
      mkdirSync(options.keep, { recursive: true })
      writeFileSync(join(options.keep, `${nameOf(server.pkg).replace(/^@/, '').replace(/\//g, '+')}.json`), text)
    }
  } catch {
    // no report: the row says so
  }
  rmSync(out, { recursive: true, force: true })
  if (!report)
    return { name: nameOf(server.pkg), tools: 0, ok: 0, seconds, highs: [], error: (run.stderr ?? '').trim().split('\n').at(-1) ?? `exit ${run.status}` }
  const tools = report.manifest.tools.map((tool) => tool.name)
  const ok = new Set(report.calls.filter((call) => call.kind === 'tool' && call.outcome === 'ok').map((call) => call.name))
  const highs = report.findings
    .filter((finding) => finding.severity === 'high' || finding.severity === 'critical')
    .map((finding) => `${finding.severity} ${finding.rule}${finding.tool ? ` on ${finding.tool}` : ''}`)
  return { name: nameOf(server.pkg), tools: tools.length, ok: tools.filter((tool) => ok.has(tool)).length, okTools: [...ok].sort(), seconds, highs }
}

const pct = (row) => (row.tools === 0 ? '  -' : `${String(Math.round((100 * row.ok) / row.tools)).padStart(3)}%`)
const cell = (row) => (row ? `${row.ok}/${row.tools} ${pct(row)} ${row.seconds.toFixed(1)}s` : '-')

install()
const before = options.compare ? new Map(JSON.parse(readFileSync(options.compare, 'utf8')).map((row) => [row.name, row])) : null
const rows = []
for (const server of servers) {
  const row = audit(server)
  rows.push(row)
  const was = before?.get(row.name)
  console.log(`${row.name.padEnd(44)} ${was ? `${cell(was).padEnd(22)} -> ` : ''}${cell(row)}${row.error ? `  (${row.error})` : ''}`)
}
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0)
console.log(`${'all'.padEnd(44)} ${sum(rows, 'ok')}/${sum(rows, 'tools')} tools reached an ok call, ${sum(rows, 'seconds').toFixed(1)} s`)
if (before) {
  const was = rows.map((row) => before.get(row.name)).filter(Boolean)
  console.log(
    `before: ${sum(was, 'ok')}/${sum(was, 'tools')}, ${sum(was, 'seconds').toFixed(1)} s; time ×${(sum(rows, 'seconds') / sum(was, 'seconds')).toFixed(2)}`
  )
  for (const row of rows) {
    const fresh = row.highs.filter((high) => !(before.get(row.name)?.highs ?? []).includes(high))
    if (fresh.length > 0) console.log(`new at high or above on ${row.name}: ${fresh.join('; ')}`)
  }
}
if (options.save) {
  mkdirSync(dirname(resolve(options.save)), { recursive: true })
  writeFileSync(options.save, JSON.stringify(rows, null, 1) + '\n')
}
