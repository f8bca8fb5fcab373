#!/usr/bin/env node
// `npm run corpus`: the audit as a new user meets it, on pinned public npm servers that no test names,
// beside the ones the e2e tests audit. Each server is installed by the CLI's own install phase (exact
// versions, into a cache outside the repository), audited twice with one state dir and one working
// directory the way a CI gate re-runs, inside the network sandbox (nothing leaves the machine), and the
// second run is scored: one row per server with its highs, coverage, time and verdict, and every finding
// at or above high listed below the table, to be read. Not part of CI or `npm test`: it takes an hour.
//
//   npm run corpus -- [--cache DIR] [--cli PATH] [--only NAME,NAME] [--runs N] [--list] [--table]
//
// --cli runs another build of the CLI (a copy of dist/ beside sandbox_home/, so that a rebuild meanwhile
// does not change the bundle under a running corpus).
// --table prints the stored rows without auditing; the rows of servers not audited this time are the
// last stored ones (runs/NAME/row.json under the cache).
//
// Fake tokens go in through --env or argv as a user would pass theirs; a server that needs a config to
// start gets it here, never a real credential.

import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const BUILT_CLI = join(REPO, 'dist', 'cli', 'index.js')

// Fake credentials: shaped like the real ones where a server checks the shape, secret nowhere.
const FAKE = 'corpus0fake0token0a1b2c3d4e5f6a7b8c9d0e1f2'
const npx = (pkg, ...args) => ['npx', '-y', pkg, ...args]

/** The strangers: no issue names them. `shape` says why each is in the list. */
const STRANGERS = [
  // API wrappers, configured with a token for their own service
  { name: 'brave-search', shape: 'API wrapper', command: npx('@brave/brave-search-mcp-server@2.1.4'), env: { BRAVE_API_KEY: FAKE } },
  { name: 'tavily', shape: 'API wrapper', command: npx('tavily-mcp@0.2.22'), env: { TAVILY_API_KEY: `tvly-${FAKE}` } },
  { name: 'exa', shape: 'API wrapper', command: npx('exa-mcp-server@3.4.1'), env: { EXA_API_KEY: FAKE } },
  {
    name: 'slack',
    shape: 'API wrapper',
    command: npx('@modelcontextprotocol/server-slack@2025.4.25'),
    env: { SLACK_BOT_TOKEN: `xoxb-${FAKE}`, SLACK_TEAM_ID: 'T00000000' }
  },
  {
    name: 'gitlab',
    shape: 'API wrapper',
    command: npx('@modelcontextprotocol/server-gitlab@2025.4.25'),
    env: { GITLAB_PERSONAL_ACCESS_TOKEN: `glpat-${FAKE}` }
  },
  { name: 'google-maps', shape: 'API wrapper', command: npx('@modelcontextprotocol/server-google-maps@0.6.2'), env: { GOOGLE_MAPS_API_KEY: `AIza${FAKE}` } },
  { name: 'mapbox', shape: 'API wrapper', command: npx('@mapbox/mcp-server@0.14.0'), env: { MAPBOX_ACCESS_TOKEN: `pk.${FAKE}.${FAKE}` } },
  { name: 'sentry', shape: 'API wrapper', command: npx('@sentry/mcp-server@0.39.0', `--access-token=${FAKE}`) },
  { name: 'supabase', shape: 'API wrapper', command: npx('@supabase/mcp-server-supabase@0.13.0', `--access-token=sbp_${FAKE}`) },
  {
    name: 'atlassian-jira',
    shape: 'API wrapper',
    command: npx('@aashari/mcp-server-atlassian-jira@3.3.0'),
    env: { ATLASSIAN_SITE_NAME: 'corpus-example', ATLASSIAN_USER_EMAIL: 'dev@corpus.example', ATLASSIAN_API_TOKEN: FAKE }
  },
  { name: 'circleci', shape: 'API wrapper', command: npx('@circleci/mcp-server-circleci@0.20.0'), env: { CIRCLECI_TOKEN: FAKE } },
  {
    name: 'upstash',
    shape: 'API wrapper',
    command: npx('@upstash/mcp-server@0.3.0', 'run', 'dev@corpus.example', FAKE),
    env: { UPSTASH_EMAIL: 'dev@corpus.example', UPSTASH_API_KEY: FAKE }
  },
  // servers that run a CLI
  { name: 'docker', shape: 'runs a CLI', command: npx('@0xshariq/docker-mcp-server@2.0.4') },
  { name: 'netlify', shape: 'runs a CLI, update checks', command: npx('@netlify/mcp@1.15.1'), env: { NETLIFY_PERSONAL_ACCESS_TOKEN: `nfp_${FAKE}` } },
  { name: 'mcp-installer', shape: 'runs npm', command: npx('@anaisbetts/mcp-installer@0.5.0') },
  // telemetry, update checks
  {
    name: 'mongodb',
    shape: 'database, telemetry',
    command: npx('mongodb-mcp-server@3.0.4'),
    env: { MDB_MCP_CONNECTION_STRING: 'mongodb://127.0.0.1:27017/corpus' }
  },
  { name: 'nx', shape: 'telemetry, runs nx', command: npx('nx-mcp@0.25.0') },
  // docs servers
  { name: 'context7', shape: 'docs', command: npx('@upstash/context7-mcp@4.1.1') },
  { name: 'shopify-dev', shape: 'docs, instrumentation', command: npx('@shopify/dev-mcp@1.16.0') },
  { name: 'mui', shape: 'docs', command: npx('@mui/mcp@0.1.6') },
  { name: 'assistant-ui-docs', shape: 'bridge to its vendor’s remote server', command: npx('@assistant-ui/mcp-docs-server@0.3.2') },
  // databases
  { name: 'dbhub', shape: 'database', command: npx('@bytebase/dbhub@1.4.0', '--dsn', 'postgres://corpus:corpus@127.0.0.1:5432/corpus') },
  {
    name: 'mysql',
    shape: 'database',
    command: npx('@benborla29/mcp-server-mysql@2.0.9'),
    env: { MYSQL_HOST: '127.0.0.1', MYSQL_PORT: '3306', MYSQL_USER: 'corpus', MYSQL_PASS: 'corpus', MYSQL_DB: 'corpus' }
  },
  { name: 'redis', shape: 'database', command: npx('@modelcontextprotocol/server-redis@2025.4.25', 'redis://127.0.0.1:6379') },
  {
    name: 'elasticsearch',
    shape: 'database',
    command: npx('@elastic/mcp-server-elasticsearch@0.3.1'),
    env: { ES_URL: 'https://es.corpus.example:9200', ES_API_KEY: FAKE }
  },
  // local tools
  { name: 'sequential-thinking', shape: 'local', command: npx('@modelcontextprotocol/server-sequential-thinking@2026.8.31') },
  { name: 'antv-chart', shape: 'renders through its vendor’s service', command: npx('@antv/mcp-server-chart@0.9.10') },
  { name: 'airbnb', shape: 'scrapes a website', command: npx('@openbnb/mcp-server-airbnb@0.3.0') }
]

/** The servers the e2e tests audit, at the versions package.json pins. */
const E2E = [
  { name: 'server-filesystem', shape: 'e2e', command: npx('@modelcontextprotocol/server-filesystem@2026.8.31', '.') },
  { name: 'server-everything', shape: 'e2e', command: npx('@modelcontextprotocol/server-everything@2026.8.31', 'stdio') },
  { name: 'server-memory', shape: 'e2e', command: npx('@modelcontextprotocol/server-memory@2026.8.31') },
  { name: 'server-postgres', shape: 'e2e', command: npx('@modelcontextprotocol/server-postgres@0.6.2', 'postgresql://127.0.0.1:5432/corpus') },
  { name: 'server-github', shape: 'e2e', command: npx('@modelcontextprotocol/server-github@2025.4.8'), env: { GITHUB_PERSONAL_ACCESS_TOKEN: `ghp_${FAKE}` } },
  { name: 'git-mcp-server', shape: 'e2e', command: npx('@cyanheads/git-mcp-server@2.15.3') },
  { name: 'kubernetes', shape: 'e2e', command: npx('mcp-server-kubernetes@4.1.7') },
  { name: 'desktop-commander', shape: 'e2e', command: npx('@wonderwhy-er/desktop-commander@0.2.52') },
  { name: 'playwright', shape: 'e2e', command: npx('@playwright/mcp@0.0.83') },
  { name: 'firecrawl', shape: 'e2e', command: npx('firecrawl-mcp@3.26.0'), env: { FIRECRAWL_API_KEY: `fc-${FAKE}` } }
]

const SERVERS = [...STRANGERS, ...E2E]

function parseArgs(argv) {
  const options = {
    cache: process.env.MCP_BEHAVE_CORPUS_DIR ?? join(homedir(), '.cache', 'mcp-behave-corpus'),
    cli: BUILT_CLI,
    only: null,
    runs: 2,
    list: false,
    table: false
  }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    if (arg === '--cache') options.cache = resolve(argv[++index])
    else if (arg === '--cli') options.cli = resolve(argv[++index])
    else if (arg === '--only') options.only = new Set(argv[++index].split(','))
    else if (arg === '--runs') options.runs = Number(argv[++index])
    else if (arg === '--list') options.list = true
    else if (arg === '--table') options.table = true
    else throw new Error(`unknown option ${arg} (--cache DIR, --cli PATH, --only NAME,NAME, --runs N, --list, --table)`)
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number from 1')
  return options
}

function audit(server, { cli, cache, stateDir, cwd, outDir }) {
  const envFlags = Object.entries(server.env ?? {}).flatMap(([key, value]) => ['--env', `${key}=${value}`])
  const argv = [cli, '--json', '--cache-dir', join(cache, 'packages'), '--state-dir', stateDir, '--out-dir', outDir, ...envFlags, ...server.command]
  const started = Date.now()
  return new Promise((done) => {
    const child = spawn(process.execPath, argv, { cwd, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000)
    })
    child.on('close', (code) => done({ exitCode: code, seconds: (Date.now() - started) / 1000, stderr }))
  })
}

const atLeastHigh = (finding) => finding.severity === 'high' || finding.severity === 'critical'

function readReport(outDir) {
  const path = join(outDir, 'report.json')
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null
}

function row(server, runs) {
  const last = runs.at(-1)
  const report = last.report
  const highs = report ? report.findings.filter(atLeastHigh) : []
  const totals = report?.coverage?.totals
  return {
    name: server.name,
    shape: server.shape,
    highs: highs.length,
    coverage: totals ? `${totals.percent}%` : '—',
    seconds: runs.map((run) => Math.round(run.seconds)),
    exitCode: last.exitCode,
    verdict: report ? (report.incomplete ? `incomplete: ${report.incomplete}` : highs.length > 0 ? 'fail' : 'pass') : `no report: ${lastLine(last.stderr)}`,
    highFindings: highs.map((finding) => ({
      rule: finding.rule,
      severity: finding.severity,
      site: finding.tool ?? finding.phase?.kind,
      message: finding.message,
      declared: finding.evidence?.declared
    }))
  }
}

const lastLine = (text) =>
  text
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('mcp-behave:'))
    .at(-1) ??
  text.trim().split('\n').at(-1) ??
  ''

function printTable(rows) {
  const lines = ['| server | shape | highs (2nd run) | coverage | time (s, each run) | exit | verdict |', '| --- | --- | --- | --- | --- | --- | --- |']
  for (const entry of rows)
    lines.push(
      `| ${entry.name} | ${entry.shape} | ${entry.highs} | ${entry.coverage} | ${entry.seconds.join(' + ')} | ${entry.exitCode} | ${entry.verdict.replace(/\|/g, '\\|').slice(0, 160)} |`
    )
  console.log(lines.join('\n'))
  for (const entry of rows.filter((candidate) => candidate.highFindings.length > 0)) {
    console.log(`\n${entry.name}:`)
    for (const finding of entry.highFindings) console.log(`  ${finding.severity} ${finding.rule} [${finding.site}] ${finding.message.slice(0, 300)}`)
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const servers = SERVERS.filter((server) => !options.only || options.only.has(server.name))
  if (options.list) {
    for (const server of servers) console.log(`${server.name}\t${server.shape}\t${server.command.join(' ')}`)
    return
  }
  if (!existsSync(options.cli)) throw new Error(`${options.cli} is missing: run npm run build first`)
  for (const server of options.table ? [] : servers) {
    const base = join(options.cache, 'runs', server.name)
    rmSync(base, { recursive: true, force: true })
    const stateDir = join(base, 'state')
    const cwd = join(base, 'project')
    mkdirSync(stateDir, { recursive: true })
    mkdirSync(cwd, { recursive: true })
    const runs = []
    for (let run = 1; run <= options.runs; run++) {
      const outDir = join(base, `run${run}`)
      const result = await audit(server, { cli: options.cli, cache: options.cache, stateDir, cwd, outDir })
      runs.push({ ...result, report: readReport(outDir) })
      process.stderr.write(`corpus: ${server.name} run ${run}: exit ${result.exitCode} in ${Math.round(result.seconds)} s\n`)
    }
    writeFileSync(join(base, 'row.json'), `${JSON.stringify(row(server, runs), null, 2)}\n`)
  }
  // The table holds every server's last stored row, so `--only` re-runs one and the table stays whole.
  const rows = SERVERS.map((server) => join(options.cache, 'runs', server.name, 'row.json'))
    .filter((path) => existsSync(path))
    .map((path) => JSON.parse(readFileSync(path, 'utf8')))
  writeFileSync(join(options.cache, 'corpus.json'), `${JSON.stringify(rows, null, 2)}\n`)
  printTable(rows)
}

main().catch((error) => {
  console.error(`corpus: ${error.message}`)
  process.exit(1)
})
