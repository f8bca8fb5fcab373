import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { ConfigurationError } from '../errors.js'
import { isRegistrySpec } from '../launch/spec.js'
import { serverIdentity } from './server-identity.js'
import { FAIL_ON_VALUES } from '../model/severity.js'
import { FS_MODES, NETWORK_MODES } from '../model/sandbox-modes.js'
import { envFromFlags } from './env-assignments.js'
import { parseHttpSetting, TRANSPORT_CHOICES } from './http-endpoint.js'
import { parseHttpReply } from './http-reply.js'
import { DEFAULT_CAPTURE_BYTES, parseCaptureBytes } from './capture-bytes.js'
import { DEFAULT_PASSES, parsePasses, type PassSpec } from './passes.js'
import { SETTING_RANGES, type AuditSettings } from './settings.js'

export const CLI_USAGE = `Usage: mcp-behave [options] [--] <server command...>
       mcp-behave --http URL [options]               (a remote server: its declared surface only)
       mcp-behave [options] --config FILE [--server NAME]...   (every server a client config declares)
       mcp-behave [options] registry:NAME[@VERSION]...          (servers from the MCP registry)
       mcp-behave --discover                                    (list the client configs on this machine)
       mcp-behave [options] npx [-y] PKG[@VERSION] [args]   (also: uvx PKG[@VERSION], npm:PKG@VERSION, pypi:PKG==VERSION)
       mcp-behave push [FILE|-] [push options]      (mcp-behave push --help)
       mcp-behave baseline --update --baseline FILE [options] [--] <server command...>
       mcp-behave policy --from report.json [--out FILE] [--vscode FILE] [--toolhive FILE]
       mcp-behave serve                             (the auditor as a stdio MCP server for agents: docs/serve.md)

Runs an MCP server (stdio, or HTTP with --http) under strace in a canary sandbox, exercises every tool,
resource and prompt it declares, and reports what it did against what it declared.

Options:
  --json                   print only the report JSON on stdout (progress goes to stderr)
  --fail-on LEVEL          never|info|low|medium|high|critical: exit 3 on findings at or above (default high)
  --timeout SECONDS        per-call timeout (default 15)
  --calls N                how many successful calls are sought per tool (default 3; a few retries more)
  --passes LIST            exercise passes: traced,varied (default), traced (one pass), untraced, client=NAME,
                           held[=SECONDS] (a session held open, default 20), offline (every connection refused)
  --min-coverage PERCENT   fail (exit 3) when fewer items than this reached a successful call (default off)
  --scenario FILE          steps to run first: tool calls, resource reads, prompts (YAML or JSON)
  --out-dir DIR            where trace.log, manifest.json, report.json go (default ./mcp-behave-out)
  --policy FILE            declared scope: allowed hosts, paths, executables (YAML or JSON)
  --network MODE           sandbox (default: the server sees only a local sink) | host (real network)
  --http-reply STATUS[:FILE]
                           one answer for every HTTP request the sink gets, HTTPS included (default: each
                           shaped like the API's — JSON by method and path, GraphQL, feeds, files)
  --capture-bytes N        payload the sink keeps per connection or datagram, decrypted for TLS, and
                           searches for canaries: 1K to 16M (default 64K; K and M mean KiB and MiB)
  --http URL               the server speaks MCP over HTTP and listens at URL (e.g. http://127.0.0.1:3001/mcp;
                           a path ending in /sse means SSE); without a command: audit a remote server's
                           declared surface (manifest, rug-pull pin, server info; nothing is traced)
  --transport T            stdio (default) | http (streamable HTTP; the port is detected when --http is not
                           given) | sse
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
  --static                 read the server's source first: could vs did, steered calls (docs/static.md)
  --no-attack              skip the attack stage: hostile values in each tool's parameters, judged by the
                           trace (docs/attack.md); it never runs with --fs host, --network host or a remote --http
  --baseline FILE          a committed behaviour baseline (default: kept in the state dir)
  --accept-baseline        accept this run's behaviour as the new baseline
  --config FILE            audit the servers of a client config: Claude Desktop, Claude Code (.mcp.json),
                           Cursor, Windsurf, VS Code (.vscode/mcp.json), Zed, Codex config.toml (repeatable)
  --server NAME            only this server of the config (repeatable)
  --jobs N                 audit this many servers at once (default: the number of cores)
  --registry-url URL       the MCP registry for registry: specs (default https://registry.modelcontextprotocol.io)
  --discover               list the MCP client configs found for this user and in this directory, and exit
  --cache-dir DIR          package cache for launch specs (default $XDG_CACHE_HOME/mcp-behave/packages)
  --install-scripts        run the package's lifecycle scripts in the sandbox, traced as phase install
                           (default: installed with scripts disabled)
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
  { name: 'passes', value: true },
  { name: 'min-coverage', value: true },
  { name: 'scenario', value: true },
  { name: 'out-dir', value: true },
  { name: 'policy', value: true },
  { name: 'network', value: true },
  { name: 'http-reply', value: true },
  { name: 'capture-bytes', value: true },
  { name: 'http', value: true },
  { name: 'transport', value: true },
  { name: 'fs', value: true },
  { name: 'workspace', value: true, repeatable: true },
  { name: 'no-dns', value: false },
  { name: 'home', value: true },
  { name: 'env', value: true, repeatable: true },
  { name: 'cwd', value: true },
  { name: 'state-dir', value: true },
  { name: 'server-name', value: true },
  { name: 'accept-manifest', value: false },
  { name: 'static', value: false },
  { name: 'no-attack', value: false },
  { name: 'baseline', value: true },
  { name: 'accept-baseline', value: false },
  { name: 'config', value: true, repeatable: true },
  { name: 'server', value: true, repeatable: true },
  { name: 'jobs', value: true },
  { name: 'registry-url', value: true },
  { name: 'discover', value: false },
  { name: 'cache-dir', value: true },
  { name: 'install-scripts', value: false },
  { name: 'version', value: false },
  { name: 'help', value: false }
]

/** The raw flags, validated in one place; messages name the flag and say what is expected. */
export const CliOptionsSchema = z.object({
  json: z.boolean().default(false),
  'fail-on': z.enum(FAIL_ON_VALUES, { error: (issue) => `--fail-on: '${String(issue.input)}' is not one of ${FAIL_ON_VALUES.join(', ')}` }).default('high'),
  timeout: z.coerce
    .number({ error: '--timeout: expected a number of seconds' })
    .min(SETTING_RANGES.timeoutSeconds.min, `--timeout: at least ${SETTING_RANGES.timeoutSeconds.min} second`)
    .max(SETTING_RANGES.timeoutSeconds.max, `--timeout: at most ${SETTING_RANGES.timeoutSeconds.max} seconds`)
    .default(15),
  calls: z.coerce
    .number({ error: '--calls: expected a whole number' })
    .int('--calls: expected a whole number')
    .min(SETTING_RANGES.callsPerTool.min, `--calls: at least ${SETTING_RANGES.callsPerTool.min}`)
    .max(SETTING_RANGES.callsPerTool.max, `--calls: at most ${SETTING_RANGES.callsPerTool.max}`)
    .default(3),
  passes: z
    .string()
    .default(DEFAULT_PASSES)
    .transform((value, ctx): PassSpec[] => {
      const parsed = parsePasses(value)
      if (!('error' in parsed)) return parsed
      ctx.addIssue({ code: 'custom', message: `--passes: ${parsed.error}` })
      return z.NEVER
    }),
  'min-coverage': z.coerce
    .number({ error: '--min-coverage: expected a percentage' })
    .min(SETTING_RANGES.minCoverage.min, `--min-coverage: at least ${SETTING_RANGES.minCoverage.min}`)
    .max(SETTING_RANGES.minCoverage.max, `--min-coverage: at most ${SETTING_RANGES.minCoverage.max}`)
    .optional(),
  scenario: z.string().min(1).optional(),
  'out-dir': z.string().min(1).default('mcp-behave-out'),
  policy: z.string().min(1).optional(),
  network: z.enum(NETWORK_MODES, { error: (issue) => `--network: '${String(issue.input)}' is not one of ${NETWORK_MODES.join(', ')}` }).default('sandbox'),
  'http-reply': z.string().min(1).optional(),
  'capture-bytes': z
    .string()
    .transform((value, ctx) => {
      const parsed = parseCaptureBytes(value)
      if (typeof parsed === 'number') return parsed
      ctx.addIssue({ code: 'custom', message: `--capture-bytes: ${parsed.error}`, input: value })
      return z.NEVER
    })
    .default(DEFAULT_CAPTURE_BYTES),
  http: z.string().min(1).optional(),
  transport: z.enum(TRANSPORT_CHOICES, { error: (issue) => `--transport: '${String(issue.input)}' is not one of ${TRANSPORT_CHOICES.join(', ')}` }).optional(),
  fs: z.enum(FS_MODES, { error: (issue) => `--fs: '${String(issue.input)}' is not one of ${FS_MODES.join(', ')}` }).default('sandbox'),
  workspace: z.array(z.string().min(1)).default([]),
  'no-dns': z.boolean().default(false),
  home: z.string().min(1).optional(),
  env: z.array(z.string()).default([]),
  cwd: z.string().min(1).optional(),
  'state-dir': z.string().min(1).optional(),
  'server-name': z.string().min(1).max(200).optional(),
  'accept-manifest': z.boolean().default(false),
  static: z.boolean().default(false),
  'no-attack': z.boolean().default(false),
  baseline: z.string().min(1).optional(),
  'accept-baseline': z.boolean().default(false),
  config: z.array(z.string().min(1)).default([]),
  server: z.array(z.string().min(1)).default([]),
  jobs: z.coerce
    .number({ error: '--jobs: expected a whole number' })
    .int('--jobs: expected a whole number')
    .min(1, '--jobs: at least 1')
    .max(64, '--jobs: at most 64')
    .optional(),
  'registry-url': z
    .string()
    .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), {
      error: (issue) => `--registry-url: '${String(issue.input)}' is not an http(s) URL`
    })
    .optional(),
  discover: z.boolean().default(false),
  'cache-dir': z.string().min(1).optional(),
  'install-scripts': z.boolean().default(false),
  version: z.boolean().default(false),
  help: z.boolean().default(false)
})
export type CliOptions = z.infer<typeof CliOptionsSchema>

export interface ParsedCli {
  options: CliOptions
  command: string[]
}

interface FlagToken {
  spec: OptionSpec
  value: string | undefined
  /** where in argv the flag (and its value) stand: argv.slice(start, end) */
  start: number
  end: number
}

/**
 * Flags come before the server command; everything from the first non-flag word (or after `--`)
 * belongs to the server, so `mcp-behave node server.js --port 3` passes `--port 3` to the server.
 * `extra` are flags a subcommand adds to the audit's own.
 */
function readFlags(argv: readonly string[], extra: readonly OptionSpec[] = []): { flags: FlagToken[]; commandStart: number } {
  const known = [...OPTIONS, ...extra]
  const flags: FlagToken[] = []
  let index = 0
  while (index < argv.length) {
    const arg = argv[index] as string
    if (arg === '--') return { flags, commandStart: index + 1 }
    if (!arg.startsWith('--') || arg === '-') break
    const start = index
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined]
    const spec = known.find((option) => option.name === name)
    if (!spec) throw new ConfigurationError(`unknown option --${name} (see --help)`)
    index += 1
    if (!spec.value) {
      if (inline !== undefined) throw new ConfigurationError(`--${name} takes no value`)
      flags.push({ spec, value: undefined, start, end: index })
      continue
    }
    const value = inline ?? argv[index]
    if (value === undefined) throw new ConfigurationError(`--${name} needs a value`)
    if (inline === undefined) index += 1
    flags.push({ spec, value, start, end: index })
  }
  return { flags, commandStart: index }
}

/**
 * A subcommand's own valueless flag (`baseline --update`) taken out of the auditor's flags; the same
 * word in the server's command (after `--` or the first non-flag word) is the server's and stays.
 */
export function takeSubcommandFlag(argv: readonly string[], name: string): { present: boolean; rest: string[] } {
  const { flags } = readFlags(argv, [{ name, value: false }])
  const taken = flags.filter((flag) => flag.spec.name === name)
  const rest = argv.filter((_arg, index) => !taken.some((flag) => index >= flag.start && index < flag.end))
  return { present: taken.length > 0, rest }
}

export function parseCliArgs(argv: readonly string[]): ParsedCli {
  const { flags, commandStart } = readFlags(argv)
  const raw: Record<string, unknown> = {}
  for (const { spec, value } of flags) {
    if (!spec.value) raw[spec.name] = true
    else if (spec.repeatable) raw[spec.name] = [...((raw[spec.name] as string[] | undefined) ?? []), value]
    else raw[spec.name] = value
  }
  const parsed = CliOptionsSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const message = issue?.message ?? 'invalid options'
    throw new ConfigurationError(message.startsWith('--') ? message : `--${String(issue?.path[0] ?? '')}: ${message}`)
  }
  return { options: parsed.data, command: argv.slice(commandStart) }
}

export interface CliDefaults {
  cwd: string
  env: NodeJS.ProcessEnv
  homeTemplate: string
}

/** Turns validated flags into the engine's settings; policy loading is the caller's (it reads a file). */
/** Several servers in one run: --config, --discover, or a `registry:` spec (fleet/). */
export function wantsFleet(parsed: ParsedCli): boolean {
  return parsed.options.discover || parsed.options.config.length > 0 || isRegistrySpec(parsed.command[0])
}

export function cliSettings(parsed: ParsedCli, defaults: CliDefaults): Omit<AuditSettings, 'policy'> {
  const { options } = parsed
  const cwd = resolve(defaults.cwd, options.cwd ?? '.')
  const httpReply = options['http-reply'] === undefined ? null : parseHttpReply(options['http-reply'], defaults.cwd)
  if (httpReply && 'error' in httpReply) throw new ConfigurationError(`--http-reply: ${httpReply.error}`)
  const http = parseHttpSetting(options.http ?? null, options.transport ?? null, parsed.command.length > 0)
  if (http !== null && 'error' in http) throw new ConfigurationError(`--http: ${http.error}`)
  const dataHome = defaults.env.XDG_DATA_HOME || join(defaults.env.HOME || homedir(), '.local', 'share')
  return {
    command: parsed.command,
    http,
    cwd,
    env: envFromFlags(options.env),
    failOn: options['fail-on'],
    timeoutMs: Math.round(options.timeout * 1000),
    callsPerTool: options.calls,
    passes: options.passes,
    minCoverage: options['min-coverage'] ?? null,
    scenarioPath: options.scenario ? resolve(defaults.cwd, options.scenario) : null,
    outDir: resolve(defaults.cwd, options['out-dir']),
    reverseDns: !options['no-dns'],
    network: options.network,
    captureBytes: options['capture-bytes'],
    httpReply,
    fs: options.fs,
    workspaces: options.workspace.map((dir) => resolve(defaults.cwd, dir)),
    policyPath: options.policy ? resolve(defaults.cwd, options.policy) : null,
    homeTemplate: options.home ? resolve(defaults.cwd, options.home) : defaults.homeTemplate,
    stateDir: options['state-dir'] ? resolve(defaults.cwd, options['state-dir']) : join(dataHome, 'mcp-behave'),
    acceptManifest: options['accept-manifest'],
    staticStage: options.static,
    attack: !options['no-attack'],
    baselinePath: options.baseline ? resolve(defaults.cwd, options.baseline) : null,
    acceptBaseline: options['accept-baseline'],
    serverName: options['server-name'] ?? null,
    identity: serverIdentity({ serverName: options['server-name'] ?? null, command: parsed.command, url: http?.url, cwd })
  }
}
