#!/usr/bin/env node
// first: it starts the run's TLS authority before the rest of the CLI is evaluated
import { cliCommand, runAuthorities } from './cli-head-start.js'
import { baselineUpdateArgs } from './baseline/baseline-args.js'
import { resolve } from 'node:path'
import { besideBundle } from './bundle-paths.js'
import { removeRunDirsNow, runAudit } from './engine/run-audit.js'
import { defaultPackageCache, prepareLaunch } from './launch/prepare-launch.js'
import { ConfigFileError, ConfigurationError, describeFailure, EXIT_CODES, failureDetails } from './errors.js'
import type { Logger } from './logger.js'
import { logSafeJson, logSafeLines, neutralizeForLog } from './neutralize.js'
import { CLI_USAGE, cliSettings, parseCliArgs, wantsFleet } from './settings/cli-args.js'
import { readHostContext } from './settings/host.js'
import { loadPolicy } from './settings/policy.js'
import { AUDITOR_VERSION } from './version.js'

// The CLI shell: argv → settings → engine → report on stdout → exit code. Nothing else lives here.

// dist/cli/index.js → dist/sandbox-init/index.js and the repository's sandbox_home/
const SANDBOX_INIT = besideBundle(import.meta.url, '..', 'sandbox-init', 'index.js')
// the canary matcher's worker thread (dist/canary-worker/; the authority's is cli-head-start.ts's)
const WORKERS_DIR = besideBundle(import.meta.url, '..')
const HOME_TEMPLATE = besideBundle(import.meta.url, '..', '..', 'sandbox_home')

function stderrLogger(verbose: boolean): Logger {
  const line = (prefix: string, message: string) => process.stderr.write(`${prefix}${neutralizeForLog(message)}\n`)
  return {
    debug: (message) => verbose && line('mcp-behave: ', message),
    info: (message) => line('mcp-behave: ', message),
    warn: (message) => line('mcp-behave: warning: ', message),
    error: (message) => line('mcp-behave: error: ', message)
  }
}

async function audit(argv: string[]): Promise<number> {
  const parsed = parseCliArgs(argv)
  if (parsed.options.help) {
    process.stdout.write(CLI_USAGE + '\n')
    return EXIT_CODES.pass
  }
  if (parsed.options.version) {
    process.stdout.write(`mcp-behave ${AUDITOR_VERSION}\n`)
    return EXIT_CODES.pass
  }
  // The run's TLS authority, made on a worker thread since the CLI's start (cli-head-start.ts): its X.509
  // code never holds up the main thread (unused with --network host).
  const authorities = runAuthorities()
  const fleetMode = wantsFleet(parsed)
  if (parsed.command.length === 0 && parsed.options.http === undefined && !fleetMode)
    throw new ConfigurationError('no server command given. Example: mcp-behave node dist/server.js')
  const host = readHostContext(process.env)
  const base = cliSettings(parsed, { cwd: process.cwd(), env: host.env, homeTemplate: HOME_TEMPLATE })
  const policy = base.policyPath ? await loadPolicy(base.policyPath) : null
  const logger = stderrLogger(process.env.MCP_BEHAVE_DEBUG === '1')
  const launchOptions = {
    cacheDir: parsed.options['cache-dir'] ? resolve(parsed.options['cache-dir']) : defaultPackageCache(host.env, host.home),
    installScripts: parsed.options['install-scripts'],
    env: host.env,
    logger
  }

  // First Ctrl-C stops the audit cleanly (server tree killed, what was traced is still reported);
  // a second one exits at once.
  const controller = new AbortController()
  let interrupts = 0
  const onInterrupt = () => {
    interrupts += 1
    if (interrupts > 1) {
      removeRunDirsNow()
      process.exit(EXIT_CODES.interrupted)
    }
    logger.warn('interrupted: stopping the server and writing what was observed')
    controller.abort()
  }
  process.on('SIGINT', onInterrupt)
  process.on('SIGTERM', onInterrupt)

  const runtime = { logger, signal: controller.signal, sandboxInitPath: SANDBOX_INIT, workersDir: WORKERS_DIR, authorities, host }
  if (fleetMode) {
    const { runFleetCommand } = await import('./fleet/fleet-command.js')
    // Each entry of a fleet may be a launch spec too (npx …, registry: → npm:PKG@V): installed the same way.
    const installThenAudit: typeof runAudit = async (entry, entryRuntime) => runAudit(await prepareLaunch(entry, launchOptions), entryRuntime)
    return runFleetCommand(parsed, { ...base, policy }, runtime, installThenAudit, {
      stdout: process.stdout,
      cwd: process.cwd(),
      env: host.env,
      home: host.home
    })
  }
  // The install phase: outside the trace, before anything of the audit starts.
  const settings = await prepareLaunch({ ...base, policy }, launchOptions)
  logger.info(`auditing: ${settings.command.length > 0 ? settings.command.join(' ') : `${parsed.options.http ?? ''} (remote: nothing is traced)`}`)
  const { report, files } = await runAudit(settings, runtime)
  const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR
  if (parsed.options.json) process.stdout.write(logSafeJson(report) + '\n')
  else process.stdout.write(logSafeLines((await import('./report/text.js')).renderTextReport(report, { color, files }), color))
  logger.info(`wrote ${[...(report.server.untraced ? [] : [files.trace]), files.manifest, files.report].join(', ')}`)
  return report.exitCode
}

/** `mcp-behave serve`: the auditor as a stdio MCP server (src/serve/); each tool call audits as the CLI does. */
async function serve(argv: string[]): Promise<number> {
  const { runServe } = await import('./serve/serve-command.js')
  const host = readHostContext(process.env)
  const logger = stderrLogger(process.env.MCP_BEHAVE_DEBUG === '1')
  return runServe(
    argv,
    {
      audit: { logger, sandboxInitPath: SANDBOX_INIT, workersDir: WORKERS_DIR, authorities: runAuthorities(), host },
      launch: { cacheDir: defaultPackageCache(host.env, host.home), env: host.env, logger },
      homeTemplate: HOME_TEMPLATE,
      cwd: process.cwd()
    },
    { stdin: process.stdin, stdout: process.stdout, version: AUDITOR_VERSION }
  )
}

export async function main(argv: string[]): Promise<number> {
  try {
    const command = cliCommand(argv)
    // push, policy, serve and fleets are loaded when asked for: a single audit starts without their code.
    if (command === 'push') {
      const { runPushCommand } = await import('./push/push-command.js')
      return await runPushCommand(argv.slice(1), {
        stdin: process.stdin,
        stdout: process.stdout,
        stderr: process.stderr,
        env: process.env,
        version: AUDITOR_VERSION
      })
    }
    if (command === 'policy') return await (await import('./baseline/policy-command.js')).runPolicyCommand(argv.slice(1), process.stdout)
    if (command === 'baseline') return await audit(baselineUpdateArgs(argv.slice(1)))
    if (command === 'serve') return await serve(argv.slice(1))
    return await audit(argv)
  } catch (error) {
    const failure = describeFailure(error)
    if (error instanceof ConfigFileError && error.lines.length > 1)
      for (const line of error.lines) process.stderr.write(`mcp-behave: ${neutralizeForLog(line)}\n`)
    process.stderr.write(`mcp-behave: ${neutralizeForLog(failure.message)}\n`)
    for (const line of failureDetails(failure, neutralizeForLog)) process.stderr.write(`${line}\n`)
    if (failure.stack && process.env.MCP_BEHAVE_DEBUG === '1') process.stderr.write(`${logSafeLines(failure.stack)}\n`)
    return failure.exitCode
  }
}

// Whoever read the CLI's output may be gone (a cancelled CI step, a closed terminal): a write to a broken
// pipe is then lost instead of thrown, which would end the process before an interrupted audit removes its
// run directory. Whatever ends the process, no run directory (canaries, the run's TLS key) outlives it.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined)
process.on('exit', removeRunDirsNow)

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
    // Output is flushed by then; don't let a straggling handle keep a CI step waiting.
    setTimeout(() => process.exit(code), 3_000).unref()
  },
  () => {
    process.exitCode = EXIT_CODES.internal
  }
)
