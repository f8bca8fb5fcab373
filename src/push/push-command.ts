import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { ConfigurationError, describeFailure, EXIT_CODES } from '../errors.js'
import type { Logger } from '../logger.js'
import { pushAudit, userAgentFor } from './client.js'
import { buildPushPayload, parseReportForPush, type PushMeta } from './payload.js'
import { logSafeJson, logSafeLines, neutralizeForLog } from '../neutralize.js'
import { asErrorLike, cutAt, errorMessage } from './text.js'

export interface PushCommandIo {
  stdin: NodeJS.ReadableStream
  stdout: NodeJS.WritableStream
  stderr: NodeJS.WritableStream
  env: NodeJS.ProcessEnv
  fetchImpl?: typeof fetch
  /** This CLI's version, for the user-agent; defaults to the version that wrote the report. */
  version?: string
  /** Waits between 429 retries; tests pass one that does not really wait. */
  sleep?: (ms: number) => Promise<void>
}

export const ENV_DASHBOARD_URL = 'MCP_BEHAVE_DASHBOARD_URL'
export const ENV_TOKEN = 'MCP_BEHAVE_TOKEN'
export const CATEGORIES = ['local', 'network', 'database', 'other'] as const

const ERROR_BODY_SHOWN = 2000

export const PUSH_HELP = `Usage: mcp-behave push [FILE|-] [options]

Uploads an audit report (written by \`mcp-behave --json\`) to an mcp-behave dashboard.
Reads the report from FILE, or from stdin when FILE is '-' or missing.

Options:
  --server-name NAME     name of the server on the dashboard (default: the report's server identity)
  --description TEXT     server description, used when the dashboard first sees the server
  --github-url URL       server's repository URL
  --npm-package NAME     server's npm package
  --author NAME          server's author
  --category CATEGORY    one of: ${CATEGORIES.join(', ')}
  --dashboard-url URL    dashboard base URL (default: $${ENV_DASHBOARD_URL})
  --token TOKEN          dashboard token (default: $${ENV_TOKEN}; prefer the variable, a flag shows in ps)
  --dry-run              print the JSON that would be sent and exit, without sending it
  -h, --help             show this help

Exit codes: 0 pushed (the dashboard's answer is printed), 1 the dashboard refused or could not be
reached, bad input (unreadable or invalid report, bad option, missing URL or token), or an unexpected
error; the message says which.
`

/**
 * `mcp-behave push …`: returns the process exit code and never throws. A failure is classified and
 * reported as everywhere else (errors.ts): a user's mistake, a dashboard out of reach, or a bug.
 */
export async function runPushCommand(argv: string[], io: PushCommandIo): Promise<number> {
  try {
    return await push(argv, io)
  } catch (error) {
    const failure = describeFailure(error)
    io.stderr.write(`mcp-behave push: ${neutralizeForLog(failure.message)}\n`)
    if (failure.stack && io.env['MCP_BEHAVE_DEBUG'] === '1') io.stderr.write(`${logSafeLines(failure.stack)}\n`)
    return failure.exitCode
  }
}

async function push(argv: string[], io: PushCommandIo): Promise<number> {
  const logger: Logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: (message) => io.stderr.write(`mcp-behave push: warning: ${neutralizeForLog(message)}\n`),
    error: (message) => io.stderr.write(`mcp-behave push: ${neutralizeForLog(message)}\n`)
  }

  const options = parsePushArgs(argv)
  if (options.help) {
    io.stdout.write(PUSH_HELP)
    return EXIT_CODES.pass
  }

  const report = parseReportForPush(parseJson(await readInput(options.file, io.stdin), options.file))
  const payload = buildPushPayload(report, options.meta)
  if (options.dryRun) {
    io.stdout.write(`${logSafeJson(payload)}\n`)
    return EXIT_CODES.pass
  }

  const dashboardUrl = options.dashboardUrl ?? nonEmpty(io.env[ENV_DASHBOARD_URL])
  const token = options.token ?? nonEmpty(io.env[ENV_TOKEN])
  if (dashboardUrl === undefined) throw new ConfigurationError(`No dashboard URL: pass --dashboard-url or set ${ENV_DASHBOARD_URL}.`)
  if (token === undefined) throw new ConfigurationError(`No dashboard token: set ${ENV_TOKEN} (or pass --token).`)

  const response = await pushAudit(dashboardUrl, token, payload, {
    userAgent: userAgentFor(io.version ?? report.auditor.version),
    ...(io.fetchImpl ? { fetchImpl: io.fetchImpl } : {}),
    ...(io.sleep ? { sleep: io.sleep } : {}),
    logger
  })
  if (response.status >= 200 && response.status < 300) {
    io.stdout.write(`${logSafeLines(response.body)}${response.body.endsWith('\n') ? '' : '\n'}`)
    return EXIT_CODES.pass
  }
  const shownBody = logSafeLines(cutAt(response.body, ERROR_BODY_SHOWN))
  const more = response.body.length > ERROR_BODY_SHOWN ? `… [${response.body.length - ERROR_BODY_SHOWN} more characters]` : ''
  io.stderr.write(`mcp-behave push: the dashboard answered HTTP ${response.status}${statusHint(response.status)}\n${shownBody}${more}\n`)
  return EXIT_CODES.pushRefused
}

function statusHint(status: number): string {
  if (status === 401) return ' (check the token)'
  if (status === 429) return ' (rate limited: the dashboard accepts 20 pushes a minute per token)'
  if (status >= 300 && status < 400) return ' (a redirect, not followed: use the URL it points to as --dashboard-url)'
  return ''
}

interface PushCliOptions {
  help: boolean
  dryRun: boolean
  file: string | undefined
  dashboardUrl: string | undefined
  token: string | undefined
  meta: PushMeta
}

const PUSH_ARG_OPTIONS = {
  'server-name': { type: 'string' },
  description: { type: 'string' },
  'github-url': { type: 'string' },
  'npm-package': { type: 'string' },
  author: { type: 'string' },
  category: { type: 'string' },
  'dashboard-url': { type: 'string' },
  token: { type: 'string' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' }
} as const

/** A mistake on the command line: one line, and where to read how it goes. */
function usageError(message: string): ConfigurationError {
  return new ConfigurationError(`${message} (see mcp-behave push --help)`)
}

function strictParseArgs(argv: string[]) {
  try {
    return parseArgs({ args: argv, strict: true, allowPositionals: true, options: PUSH_ARG_OPTIONS })
  } catch (error) {
    const code = asErrorLike(error)?.code
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS_')) throw error
    // Node's text for an unknown option runs on about quoting positionals; the option name is what matters.
    const unknown = code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'([^']*)'/.exec(errorMessage(error))?.[1] : undefined
    throw usageError(unknown === undefined ? errorMessage(error) : `Unknown option '${unknown}'.`)
  }
}

function parsePushArgs(argv: string[]): PushCliOptions {
  const { values, positionals } = strictParseArgs(argv)
  if (positionals.length > 1) {
    throw usageError(`Expected at most one report file, got ${positionals.length}.`)
  }
  const category = values.category
  if (category !== undefined && !(CATEGORIES as readonly string[]).includes(category)) {
    throw usageError(`Invalid --category '${cutAt(category, 60)}'. Expected one of: ${CATEGORIES.join(', ')}.`)
  }
  const meta: PushMeta = {}
  if (values['server-name'] !== undefined) meta.serverName = values['server-name']
  if (values.description !== undefined) meta.description = values.description
  if (values['github-url'] !== undefined) meta.githubUrl = values['github-url']
  if (values['npm-package'] !== undefined) meta.npmPackage = values['npm-package']
  if (values.author !== undefined) meta.author = values.author
  if (category !== undefined) meta.category = category
  return {
    help: values.help === true,
    dryRun: values['dry-run'] === true,
    file: positionals[0] === '-' ? undefined : positionals[0],
    dashboardUrl: values['dashboard-url'],
    token: values.token,
    meta
  }
}

async function readInput(file: string | undefined, stdin: NodeJS.ReadableStream): Promise<string> {
  if (file !== undefined) {
    try {
      return await readFile(file, 'utf8')
    } catch (error) {
      const code = asErrorLike(error)?.code
      const reason =
        code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : errorMessage(error)
      throw new ConfigurationError(`Cannot read the report '${cutAt(file, 300)}': ${reason}.`)
    }
  }
  if ((stdin as { isTTY?: boolean }).isTTY === true) {
    throw new ConfigurationError('No report given: pass a report file, or pipe `mcp-behave --json …` into this command.')
  }
  const chunks: Buffer[] = []
  try {
    for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  } catch (error) {
    throw new ConfigurationError(`Cannot read the report from stdin: ${errorMessage(error)}`)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function parseJson(text: string, file: string | undefined): unknown {
  const source = file === undefined ? 'stdin' : `'${cutAt(file, 300)}'`
  if (text.trim().length === 0) throw new ConfigurationError(`The report from ${source} is empty.`)
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    // The parser's message quotes a bit of the input, which is untrusted: keep it short and on one line.
    throw new ConfigurationError(`The report from ${source} is not valid JSON: ${cutAt(errorMessage(error), 200)}`)
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim().length === 0 ? undefined : value
}
