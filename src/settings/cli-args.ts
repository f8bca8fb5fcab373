import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { ConfigurationError } from '../errors.js'
import { serverIdentity } from '../manifest/identity.js'
import { SEVERITIES } from '../report/schema.js'
import { envFromFlags } from './env-assignments.js'
import { DEFAULT_HTTP_REPLY_SETTING, parseHttpReply } from './http-reply.js'
import { SETTING_RANGES, type AuditSettings } from './settings.js'

export const CLI_USAGE = `Usage: mcp-behave [options] [--] <server command...>
       mcp-behave push [FILE|-] [push options]      (mcp-behave push --help)

Runs an MCP stdio server under strace in a canary sandbox, exercises every tool, resource and prompt it
declares, and reports what it did against what it declared.

Options:
  --json                   print only the report JSON on stdout (progress goes to stderr)
  --fail-on LEVEL          never|info|low|medium|high|critical: exit 3 on findings at or above (default high)
  --timeout SECONDS        per-call timeout (default 15)
  --calls N                how many successful calls are sought per tool (default 3; a few retries more)
  --min-coverage PERCENT   fail (exit 3) when fewer items than this reached a successful call (default off)
  --scenario FILE          steps to run first: tool calls, resource reads, prompts (YAML or JSON)
  --out-dir DIR            where trace.log, manifest.json, report.json go (default ./mcp-behave-out)
  --policy FILE            declared scope: allowed hosts, paths, executables (YAML or JSON)
  --network MODE           sandbox (default: the server sees only a local sink) | host (real network)
  --http-reply STATUS[:FILE]
                           what the sink answers plain HTTP requests with (default 200 and {} as JSON)
  --fs MODE                sandbox (default: read-only system, copy-on-write workspace, no real homes,
                           no host sockets) | host (the server sees and changes the real filesystem: unsafe)
  --workspace DIR          another directory the server works in, shown copy-on-write (repeatable)
  --no-dns                 never reverse-resolve contacted addresses (only ever done with --network host)
  --home DIR               canary home template (default: the bundled sandbox_home)
  --env KEY=VALUE          a variable for the server (repeatable); nothing else of yours reaches it
  --cwd DIR                the server's working directory (default: the current directory)
  --state-dir DIR          manifest pin store (default $XDG_DATA_HOME/mcp-behave)
  --server-name NAME       pin identity (default: derived from the command)
  --accept-manifest        accept the server's current manifest as the new pin
  --version                print the version
  --help                   print this help

Exit codes: 0 clean or below --fail-on, 3 findings at or above it, 2 tracer or sandbox could not be set
up, 1 anything else (bad input, server that would not start), 130 interrupted.`

interface OptionSpec {
  name: string
  value: boolean
  repeatable?: boolean
}

const OPTIONS: OptionSpec[] = [
  { name: 'json', value: false },
  { name: 'fail-on', value: true },
  { name: 'timeout', value: true },
  { name: 'calls', value: true },
  { name: 'min-coverage', value: true },
  { name: 'scenario', value: true },
  { name: 'out-dir', value: true },
  { name: 'policy', value: true },
  { name: 'network', value: true },
  { name: 'http-reply', value: true },
  { name: 'fs', value: true },
  { name: 'workspace', value: true, repeatable: true },
  { name: 'no-dns', value: false },
  { name: 'home', value: true },
  { name: 'env', value: true, repeatable: true },
  { name: 'cwd', value: true },
  { name: 'state-dir', value: true },
  { name: 'server-name', value: true },
  { name: 'accept-manifest', value: false },
  { name: 'version', value: false },
  { name: 'help', value: false }
]

/** The raw flags, validated in one place; messages name the flag and say what is expected. */
export const CliOptionsSchema = z.object({
  json: z.boolean().default(false),
  'fail-on': z.enum(['never', ...SEVERITIES], { error: (issue) => `--fail-on: '${String(issue.input)}' is not one of never, ${SEVERITIES.join(', ')}` }).default('high'),
  timeout: z.coerce
    .number({ error: '--timeout: expected a number of seconds' })
    .min(SETTING_RANGES.timeoutSeconds.min, `--timeout: at least ${SETTING_RANGES.timeoutSeconds.min} second`)
    .max(SETTING_RANGES.timeoutSeconds.max, `--timeout: at most ${SETTING_RANGES.timeoutSeconds.max} seconds`)
    .default(15),
  calls: z.coerce
    .number({ error: '--calls: expected a whole number' })
    .int('--calls: expected a whole number')
    .min(SETTING_RANGES.calls.min, `--calls: at least ${SETTING_RANGES.calls.min}`)
    .max(SETTING_RANGES.calls.max, `--calls: at most ${SETTING_RANGES.calls.max}`)
    .default(3),
  'min-coverage': z.coerce
    .number({ error: '--min-coverage: expected a percentage' })
    .min(SETTING_RANGES.minCoverage.min, `--min-coverage: at least ${SETTING_RANGES.minCoverage.min}`)
    .max(SETTING_RANGES.minCoverage.max, `--min-coverage: at most ${SETTING_RANGES.minCoverage.max}`)
    .optional(),
  scenario: z.string().min(1).optional(),
  'out-dir': z.string().min(1).default('mcp-behave-out'),
  policy: z.string().min(1).optional(),
  network: z.enum(['sandbox', 'host'], { error: (issue) => `--network: '${String(issue.input)}' is not one of sandbox, host` }).default('sandbox'),
  'http-reply': z.string().min(1).optional(),
  fs: z.enum(['sandbox', 'host'], { error: (issue) => `--fs: '${String(issue.input)}' is not one of sandbox, host` }).default('sandbox'),
  workspace: z.array(z.string().min(1)).default([]),
  'no-dns': z.boolean().default(false),
  home: z.string().min(1).optional(),
  env: z.array(z.string()).default([]),
  cwd: z.string().min(1).optional(),
  'state-dir': z.string().min(1).optional(),
  'server-name': z.string().min(1).max(200).optional(),
  'accept-manifest': z.boolean().default(false),
  version: z.boolean().default(false),
  help: z.boolean().default(false)
})
export type CliOptions = z.infer<typeof CliOptionsSchema>

export interface ParsedCli {
  options: CliOptions
  command: string[]
}

/**
 * Flags come before the server command; everything from the first non-flag word (or after `--`)
 * belongs to the server, so `mcp-behave node server.js --port 3` passes `--port 3` to the server.
 */
export function parseCliArgs(argv: readonly string[]): ParsedCli {
  const raw: Record<string, unknown> = {}
  let index = 0
  while (index < argv.length) {
    const arg = argv[index] as string
    if (arg === '--') {
      index += 1
      break
    }
    if (!arg.startsWith('--') || arg === '-') break
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined]
    const spec = OPTIONS.find((option) => option.name === name)
    if (!spec) throw new ConfigurationError(`unknown option --${name} (see --help)`)
    index += 1
    if (!spec.value) {
      if (inline !== undefined) throw new ConfigurationError(`--${name} takes no value`)
      raw[name] = true
      continue
    }
    const value = inline ?? argv[index]
    if (value === undefined) throw new ConfigurationError(`--${name} needs a value`)
    if (inline === undefined) index += 1
    if (spec.repeatable) raw[name] = [...((raw[name] as string[] | undefined) ?? []), value]
    else raw[name] = value
  }
  const parsed = CliOptionsSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const message = issue?.message ?? 'invalid options'
    throw new ConfigurationError(message.startsWith('--') ? message : `--${String(issue?.path[0] ?? '')}: ${message}`)
  }
  return { options: parsed.data, command: argv.slice(index) }
}

export interface CliDefaults {
  cwd: string
  env: NodeJS.ProcessEnv
  homeTemplate: string
}

/** Turns validated flags into the engine's settings; policy loading is the caller's (it reads a file). */
export function cliSettings(parsed: ParsedCli, defaults: CliDefaults): Omit<AuditSettings, 'policy'> {
  const { options } = parsed
  const cwd = resolve(defaults.cwd, options.cwd ?? '.')
  const httpReply = options['http-reply'] === undefined ? DEFAULT_HTTP_REPLY_SETTING : parseHttpReply(options['http-reply'], defaults.cwd)
  if ('error' in httpReply) throw new ConfigurationError(`--http-reply: ${httpReply.error}`)
  const dataHome = defaults.env.XDG_DATA_HOME || join(defaults.env.HOME || homedir(), '.local', 'share')
  return {
    command: parsed.command,
    cwd,
    env: envFromFlags(options.env),
    failOn: options['fail-on'],
    timeoutMs: Math.round(options.timeout * 1000),
    calls: options.calls,
    minCoverage: options['min-coverage'] ?? null,
    scenarioPath: options.scenario ? resolve(defaults.cwd, options.scenario) : null,
    outDir: resolve(defaults.cwd, options['out-dir']),
    reverseDns: !options['no-dns'],
    network: options.network,
    httpReply,
    fs: options.fs,
    workspaces: options.workspace.map((dir) => resolve(defaults.cwd, dir)),
    policyPath: options.policy ? resolve(defaults.cwd, options.policy) : null,
    homeTemplate: options.home ? resolve(defaults.cwd, options.home) : defaults.homeTemplate,
    stateDir: options['state-dir'] ? resolve(defaults.cwd, options['state-dir']) : join(dataHome, 'mcp-behave'),
    acceptManifest: options['accept-manifest'],
    serverName: options['server-name'] ?? null,
    identity: serverIdentity(options['server-name'] ?? null, parsed.command, cwd)
  }
}
