import { existsSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse as parseShellWords } from 'shell-quote'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { ConfigurationError } from '../errors.js'
import { serverIdentity } from './server-identity.js'
import { FAIL_ON_VALUES } from '../model/severity.js'
import { FS_MODES, NETWORK_MODES } from '../model/sandbox-modes.js'
import { envFromLines } from './env-assignments.js'
import { parseHttpSetting, TRANSPORT_CHOICES, type HttpSetting, type TransportChoice } from './http-endpoint.js'
import { parseHttpReply, type HttpReplySetting } from './http-reply.js'
import { DEFAULT_CAPTURE_BYTES, parseCaptureBytes } from './capture-bytes.js'
import { DEFAULT_PASSES, parsePasses, type PassSpec } from './passes.js'
import { SETTING_RANGES, type AuditSettings } from './settings.js'

// The action's inputs, read once. Every other module gets typed settings and never calls getInput.
// A little over ~350 lines on purpose: one zod schema for one outside input (action.yml's inputs), kept whole.
export const INPUT_NAMES = [
  'command',
  'args',
  'working-directory',
  'env',
  'fail-on',
  'timeout',
  'calls',
  'passes',
  'min-coverage',
  'scenario',
  'policy',
  'network',
  'http-reply',
  'capture-bytes',
  'http',
  'transport',
  'fs',
  'workspaces',
  'server-name',
  'upload-artifacts',
  'artifact-name',
  'comment',
  'github-token',
  'sarif',
  'accept-manifest',
  'baseline',
  'accept-baseline',
  'policy-out',
  'dashboard-url',
  'dashboard-token',
  'config',
  'server',
  'mode',
  'jobs',
  'reports',
  'install-scripts',
  'attack'
] as const
export type InputName = (typeof INPUT_NAMES)[number]
export type RawInputs = Record<InputName, string>

/** What the action does around the audit: everything that is not the engine's business. */
export interface ActionSettings {
  uploadArtifacts: boolean
  artifactName: string
  comment: boolean
  githubToken: string
  /** absolute path to write SARIF to, or null */
  sarifPath: string | null
  /** where to write the least-privilege policy generated from this run (absolute) */
  policyOutPath: string | null
  dashboardUrl: string | null
  dashboardToken: string | null
  workspace: string
  fleet: FleetInputs
  /** launch specs: the install phase's package cache (kept in the Actions cache) and --install-scripts */
  install: { cacheDir: string; scripts: boolean }
}

export const ACTION_MODES = ['audit', 'plan', 'merge'] as const
export type ActionMode = (typeof ACTION_MODES)[number]

/** The action's fleet inputs: a client config audited in one job, or planned/merged over a matrix. */
export interface FleetInputs {
  mode: ActionMode
  /** absolute path of the client config, or null */
  config: string | null
  /** entries of the config to audit; empty: all */
  servers: string[]
  /** audits at once; null: the number of cores */
  jobs: number | null
  /** merge: a directory of per-server out-dirs to read instead of downloading the run's artifacts */
  reports: string | null
}

export interface ParsedActionInputs {
  audit: AuditSettings
  action: ActionSettings
}

export interface ActionContext {
  /** the runner's environment: GITHUB_WORKSPACE, RUNNER_TEMP */
  env: Record<string, string | undefined>
  /** the action's own directory (dist/..), which holds the bundled sandbox_home */
  actionRoot: string
}

export function readInputs(getInput: (name: string) => string): RawInputs {
  const raw = {} as RawInputs
  for (const name of INPUT_NAMES) raw[name] = getInput(name).trim()
  return raw
}

type Ctx = Pick<z.core.$RefinementCtx, 'addIssue'>

function fail(ctx: Ctx, input: InputName, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message: `${input}: ${message}`, input: undefined })
  return z.NEVER
}

function oneOf<T extends string>(input: InputName, values: readonly T[]) {
  return z.string().transform((value, ctx): T => {
    const found = values.find((candidate) => candidate === value)
    if (found === undefined) return fail(ctx, input, `'${value}' is not one of ${values.join(', ')}`)
    return found
  })
}

// Same spellings @actions/core's getBooleanInput accepts, so the inputs behave like every other action's;
// an empty input is the default.
function flag(input: InputName, byDefault = false) {
  return z.string().transform((value, ctx) => {
    if (value === '') return byDefault
    if (['true', 'True', 'TRUE'].includes(value)) return true
    if (['false', 'False', 'FALSE'].includes(value)) return false
    return fail(ctx, input, `'${value}' is not a boolean; use true or false`)
  })
}

function numberIn(input: InputName, unit: string, min: number, max: number, integer: boolean) {
  return z.string().transform((value, ctx) => {
    const parsed = Number(value)
    if (value === '' || !Number.isFinite(parsed) || parsed < min || parsed > max || (integer && !Number.isInteger(parsed))) {
      return fail(ctx, input, `'${value}' must be ${integer ? 'an integer' : 'a number'} of ${unit} from ${min} to ${max}`)
    }
    return parsed
  })
}

function optionalText() {
  return z.string().transform((value) => (value === '' ? null : value))
}

/** Splits `command` like a shell would split words, but refuses everything only a shell would do. */
export function splitCommand(command: string): string[] {
  const variables: string[] = []
  const words = parseShellWords(command, (name) => {
    variables.push(name)
    return `$${name}`
  })
  const argv: string[] = []
  for (const word of words) {
    if (typeof word === 'string') {
      argv.push(word)
      continue
    }
    const operator = 'comment' in word ? '#' : word.op === 'glob' ? word.pattern : word.op
    throw new ConfigurationError(
      `command: shell operators are not supported; found '${operator}'. The command runs without a shell: ` +
        `give the server's argv (quotes are fine), or use args: ["sh", "-c", "…"] if you need a shell`
    )
  }
  if (variables.length > 0) {
    throw new ConfigurationError(
      `command: $${variables[0]} would not be expanded: the command runs without a shell; write the value, or use \${{ env.${variables[0]} }}`
    )
  }
  return argv
}

function parseArgsList(text: string): string[] {
  let value: unknown
  try {
    value = parseYaml(text)
  } catch (error) {
    throw new ConfigurationError(`args: not valid YAML (${(error as Error).message.split('\n')[0]}); write a list like ["node", "server.js"]`)
  }
  if (!Array.isArray(value) || value.length === 0) {
    throw new ConfigurationError('args: expected a non-empty YAML list like ["node", "server.js"]')
  }
  return value.map((item, index) => {
    if (typeof item === 'string') return item
    if (typeof item === 'number' || typeof item === 'boolean') return String(item)
    throw new ConfigurationError(`args: item ${index} is not a string; quote it`)
  })
}

function resolveInWorkspace(workspace: string, value: string): string {
  return path.resolve(workspace, value)
}

function actionInputsSchema(context: ActionContext) {
  const workspace = context.env['GITHUB_WORKSPACE'] || process.cwd()
  const runnerTemp = context.env['RUNNER_TEMP'] || tmpdir()
  return z
    .object({
      command: z.string(),
      args: z.string(),
      'working-directory': z.string().transform((value, ctx) => {
        const cwd = resolveInWorkspace(workspace, value === '' ? '.' : value)
        if (!existsSync(cwd) || !statSync(cwd).isDirectory()) {
          return fail(ctx, 'working-directory', `'${value}' is not a directory in the workspace (${workspace})`)
        }
        return cwd
      }),
      env: z.string(),
      'fail-on': oneOf('fail-on', FAIL_ON_VALUES),
      timeout: numberIn('timeout', 'seconds', SETTING_RANGES.timeoutSeconds.min, SETTING_RANGES.timeoutSeconds.max, false),
      calls: numberIn('calls', 'calls per tool', SETTING_RANGES.callsPerTool.min, SETTING_RANGES.callsPerTool.max, true),
      passes: z.string().transform((value, ctx): PassSpec[] => {
        const parsed = parsePasses(value === '' ? DEFAULT_PASSES : value)
        return 'error' in parsed ? fail(ctx, 'passes', parsed.error) : parsed
      }),
      'min-coverage': z.string().transform((value, ctx) => {
        if (value === '') return null
        const parsed = Number(value.replace(/%$/, ''))
        const { min, max } = SETTING_RANGES.minCoverage
        return Number.isFinite(parsed) && parsed >= min && parsed <= max
          ? parsed
          : fail(ctx, 'min-coverage', `'${value}' must be a percentage from ${min} to ${max}`)
      }),
      scenario: optionalText(),
      policy: optionalText(),
      network: oneOf('network', NETWORK_MODES),
      'http-reply': z.string().transform((value, ctx): HttpReplySetting | null => {
        if (value === '') return null
        const parsed = parseHttpReply(value, workspace)
        return 'error' in parsed ? fail(ctx, 'http-reply', parsed.error) : parsed
      }),
      'capture-bytes': z.string().transform((value, ctx): number => {
        if (value === '') return DEFAULT_CAPTURE_BYTES
        const parsed = parseCaptureBytes(value)
        return typeof parsed === 'number' ? parsed : fail(ctx, 'capture-bytes', parsed.error)
      }),
      http: optionalText(),
      transport: z.string().transform((value, ctx): TransportChoice | null => {
        if (value === '') return null
        return (TRANSPORT_CHOICES as readonly string[]).includes(value)
          ? (value as TransportChoice)
          : fail(ctx, 'transport', `'${value}' is not one of ${TRANSPORT_CHOICES.join(', ')}`)
      }),
      fs: oneOf('fs', FS_MODES),
      workspaces: z.string(),
      'server-name': optionalText(),
      'upload-artifacts': flag('upload-artifacts'),
      'artifact-name': optionalText(),
      comment: flag('comment'),
      'github-token': z.string(),
      sarif: optionalText(),
      'accept-manifest': flag('accept-manifest'),
      baseline: optionalText(),
      'accept-baseline': flag('accept-baseline'),
      'policy-out': optionalText(),
      'dashboard-url': optionalText().transform((value, ctx) => {
        if (value === null) return null
        if (!/^https?:\/\//.test(value) || !URL.canParse(value)) {
          return fail(ctx, 'dashboard-url', `'${value}' is not an http(s) URL`)
        }
        return value.replace(/\/+$/, '')
      }),
      'dashboard-token': optionalText(),
      config: optionalText(),
      server: z.string(),
      mode: z
        .string()
        .transform((value) => (value === '' ? 'audit' : value))
        .pipe(oneOf('mode', ACTION_MODES)),
      jobs: z.string().transform((value, ctx): number | null => {
        if (value === '') return null
        const parsed = Number(value)
        return Number.isInteger(parsed) && parsed >= 1 && parsed <= 64 ? parsed : fail(ctx, 'jobs', `'${value}' must be an integer from 1 to 64`)
      }),
      reports: optionalText(),
      'install-scripts': flag('install-scripts'),
      attack: flag('attack', true)
    })
    .transform((inputs): ParsedActionInputs => {
      const fleetMode = inputs.config !== null || inputs.mode !== 'audit'
      if (inputs.mode === 'plan' && inputs.config === null)
        throw new ConfigurationError('mode: plan needs config: the client config whose servers make the matrix')
      const remote = !fleetMode && inputs.command === '' && inputs.args === '' && inputs.http !== null
      const command = remote || (fleetMode && inputs.command === '' && inputs.args === '') ? [] : commandFrom(inputs.command, inputs.args)
      if (inputs.config !== null && command.length > 0) throw new ConfigurationError('config and command: give one of them, not both')
      const http = httpFrom(inputs.http, inputs.transport, !remote && command.length > 0)
      const cwd = inputs['working-directory']
      const identity = serverIdentity({ serverName: inputs['server-name'], command, url: http?.url, cwd })
      const policyPath = inputs.policy === null ? null : resolveInWorkspace(workspace, inputs.policy)
      return {
        audit: {
          command,
          http,
          cwd,
          env: envFromLines(inputs.env),
          failOn: inputs['fail-on'],
          timeoutMs: Math.round(inputs.timeout * 1000),
          callsPerTool: inputs.calls,
          passes: inputs.passes,
          minCoverage: inputs['min-coverage'],
          scenarioPath: inputs.scenario === null ? null : resolveInWorkspace(workspace, inputs.scenario),
          outDir: path.join(runnerTemp, 'mcp-behave', identity),
          reverseDns: false,
          network: inputs.network,
          httpReply: inputs['http-reply'],
          captureBytes: inputs['capture-bytes'],
          fs: inputs.fs,
          workspaces: inputs.workspaces
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .map((dir) => resolveInWorkspace(workspace, dir)),
          policy: null,
          policyPath,
          homeTemplate: path.join(context.actionRoot, 'sandbox_home'),
          stateDir: path.join(runnerTemp, 'mcp-behave-state'),
          acceptManifest: inputs['accept-manifest'],
          baselinePath: inputs.baseline === null ? null : resolveInWorkspace(workspace, inputs.baseline),
          acceptBaseline: inputs['accept-baseline'],
          serverName: inputs['server-name'],
          attack: inputs.attack,
          identity
        },
        action: {
          uploadArtifacts: inputs['upload-artifacts'],
          artifactName: inputs['artifact-name'] ?? `mcp-behave-${identity}`,
          comment: inputs.comment,
          githubToken: inputs['github-token'],
          sarifPath: inputs.sarif === null ? null : resolveInWorkspace(workspace, inputs.sarif),
          policyOutPath: inputs['policy-out'] === null ? null : resolveInWorkspace(workspace, inputs['policy-out']),
          dashboardUrl: inputs['dashboard-url'],
          dashboardToken: inputs['dashboard-token'],
          workspace,
          fleet: {
            mode: inputs.mode,
            config: inputs.config === null ? null : resolveInWorkspace(workspace, inputs.config),
            servers: inputs.server
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
            jobs: inputs.jobs,
            reports: inputs.reports === null ? null : resolveInWorkspace(workspace, inputs.reports)
          },
          // Beside the state dir: a path that is the same on every runner, as a cache entry's path must be.
          install: { cacheDir: path.join(runnerTemp, 'mcp-behave-packages'), scripts: inputs['install-scripts'] }
        }
      }
    })
}

function httpFrom(url: string | null, transport: TransportChoice | null, hasCommand: boolean): HttpSetting | null {
  const http = parseHttpSetting(url, transport, hasCommand)
  if (http !== null && 'error' in http) throw new ConfigurationError(`http: ${http.error}`)
  return http
}

function commandFrom(command: string, args: string): string[] {
  if (command !== '' && args !== '') throw new ConfigurationError('command and args: give one of them, not both')
  if (command === '' && args === '') {
    throw new ConfigurationError('command: required; e.g. `command: node dist/server.js` (or give args as a YAML list)')
  }
  const argv = command !== '' ? splitCommand(command) : parseArgsList(args)
  if (argv.length === 0 || argv[0] === '') throw new ConfigurationError('command: no program to run')
  return argv
}

/** Validates every input at once; throws one ConfigurationError naming each bad input and how to fix it. */
export function parseActionInputs(raw: RawInputs, context: ActionContext): ParsedActionInputs {
  const result = actionInputsSchema(context).safeParse(raw)
  if (!result.success) {
    throw new ConfigurationError(result.error.issues.map((issue) => issue.message).join('; '))
  }
  return result.data
}
