import { readFile } from 'node:fs/promises'
import { basename, dirname, isAbsolute, resolve, sep } from 'node:path'
import { parse as parseToml } from 'smol-toml'
import type { z } from 'zod'
import { ConfigFileError, ConfigurationError } from '../errors.js'
import type { Canary } from '../profile/canary-match.js'
import { canarySecret } from '../sandbox/canary-home.js'
import {
  CodexEntrySchema,
  CodexFileSchema,
  isHttpType,
  McpServersEntrySchema,
  McpServersFileSchema,
  VsCodeEntrySchema,
  VsCodeFileSchema,
  VsCodeInputSchema,
  ZedEntrySchema,
  ZedFileSchema,
  type VsCodeInput
} from './formats.js'
import { parseJsonc } from './jsonc.js'

// A client config file → the servers it declares, each as the command line (or URL) the client would
// start, with every value the user would type or keep in their environment replaced by a canary.

export const CONFIG_FORMATS = ['claude-desktop', 'claude-code', 'cursor', 'windsurf', 'mcp-servers', 'vscode', 'zed', 'codex'] as const
export type ConfigFormat = (typeof CONFIG_FORMATS)[number]

export type ServerLaunch = { transport: 'stdio'; command: string[]; env: Record<string, string>; cwd: string | null } | { transport: 'http'; url: string }

export interface ConfiguredServer {
  name: string
  /** `FILE: mcpServers.NAME`, for messages */
  origin: string
  /** where it came from: a config format, `registry`, or `command` (a command line given to the CLI) */
  format: ConfigFormat | 'registry' | 'command'
  launch: ServerLaunch
  /** secrets this entry's values were given (`${input:…}`, `${env:…}`): matched like the home's canaries */
  canaries: Canary[]
}

export interface ConfigFile {
  file: string
  format: ConfigFormat
  servers: ConfiguredServer[]
  /** one line per entry that could not be read: `FILE: KEY: what is wrong`; server null for the file's own parts */
  problems: { server: string | null; line: string }[]
}

interface Substitution {
  /** `${workspaceFolder}` */
  workspaceFolder: string
  inputs: Map<string, VsCodeInput>
  /** one value per reference, the same wherever it appears in the file (as a client prompts once) */
  values: Map<string, Canary>
}

const REFERENCE = /\$\{([^}]*)\}/g

/**
 * Expands the references clients expand. A value the user types (`${input:id}`) or has in their
 * environment (`${env:NAME}`, Claude Code's `${NAME}`) becomes a canary: the server never gets the
 * user's real values, and a canary seen leaving is proof.
 */
function substitute(text: string, context: Substitution, used: Map<string, Canary>): string {
  return text.replace(REFERENCE, (whole, inner: string) => {
    if (inner === 'workspaceFolder' || inner === 'workspaceRoot') return context.workspaceFolder
    const input = /^input:(.+)$/.exec(inner)
    if (input) {
      const declared = context.inputs.get(input[1] as string)
      if (declared?.type === 'pickString') {
        const first = declared.options?.[0]
        const choice = declared.default ?? (typeof first === 'string' ? first : first?.value)
        if (choice !== undefined) return choice
      }
      return canaryFor(`config:input:${input[1]}`, context, used)
    }
    const env = /^env:([A-Za-z_][A-Za-z0-9_]*)$/.exec(inner) ?? /^([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/.exec(inner)
    if (env) {
      if (env[2] !== undefined) return env[2]
      return canaryFor(`config:env:${env[1]}`, context, used)
    }
    return whole
  })
}

function canaryFor(id: string, context: Substitution, used: Map<string, Canary>): string {
  let canary = context.values.get(id)
  if (canary === undefined) {
    canary = { id, value: canarySecret() }
    context.values.set(id, canary)
  }
  used.set(id, canary)
  return canary.value
}

function detectFormat(file: string, data: Record<string, unknown>): ConfigFormat | null {
  const path = resolve(file)
  if ('mcp_servers' in data) return 'codex'
  if ('context_servers' in data) return 'zed'
  if ('servers' in data || (typeof data.mcp === 'object' && data.mcp !== null && 'servers' in data.mcp)) return 'vscode'
  if (!('mcpServers' in data)) return null
  const name = basename(path)
  if (name === 'claude_desktop_config.json') return 'claude-desktop'
  if (name === '.mcp.json' || name === '.claude.json') return 'claude-code'
  if (path.includes(`${sep}.cursor${sep}`)) return 'cursor'
  if (path.includes(`${sep}.codeium${sep}`) || /windsurf/i.test(path)) return 'windsurf'
  return 'mcp-servers'
}

/** The project a project-level config belongs to: the parent of `.vscode/`, `.cursor/`, … */
function projectRoot(file: string): string {
  const dir = dirname(resolve(file))
  return /^\.(vscode|cursor|zed|codex|windsurf)$/.test(basename(dir)) ? dirname(dir) : dir
}

function issueLine(origin: string, issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0]
  if (issue === undefined) return `${origin}: invalid entry`
  const where = issue.path.length > 0 ? `.${issue.path.map(String).join('.')}` : ''
  // A union's own message says nothing; its first branch's does.
  const message = issue.code === 'invalid_union' && issue.errors[0]?.[0] ? issue.errors[0][0].message : issue.message
  return `${origin}${where}: ${message}`
}

async function parseFile(file: string): Promise<Record<string, unknown>> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new ConfigurationError(`--config ${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
  }
  let data: unknown
  try {
    data = file.endsWith('.toml') ? parseToml(text) : parseJsonc(text)
  } catch (error) {
    throw new ConfigurationError(`--config ${file}: not valid ${file.endsWith('.toml') ? 'TOML' : 'JSON'} (${(error as Error).message.split('\n')[0]})`)
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new ConfigurationError(`--config ${file}: expected an object at the top`)
  return data as Record<string, unknown>
}

interface EntryShape {
  command?: string
  args: string[]
  env: Record<string, string>
  cwd?: string
  url?: string
  http: boolean
  /** variables the client passes through from the user's environment (Codex `env_vars`) */
  passThrough?: string[]
}

/** Reads one config file. Bad entries become `problems`; a file that is not a config at all throws. */
export async function readConfigFile(file: string): Promise<ConfigFile> {
  const data = await parseFile(file)
  const format = detectFormat(file, data)
  if (format === null) {
    throw new ConfigurationError(`--config ${file}: not an MCP client config (no mcpServers, servers, context_servers or mcp_servers)`)
  }
  const context: Substitution = { workspaceFolder: projectRoot(file), inputs: new Map(), values: new Map() }
  const problems: ConfigFile['problems'] = []
  const servers: ConfiguredServer[] = []

  let section: string
  let entries: Record<string, unknown>
  let shapeOf: (raw: unknown) => { ok: true; shape: EntryShape | 'extension' } | { ok: false; issues: readonly z.core.$ZodIssue[] }
  const fromSchema =
    <T>(schema: z.ZodType<T>, toShape: (value: T) => EntryShape | 'extension') =>
    (raw: unknown) => {
      const parsed = schema.safeParse(raw)
      return parsed.success ? { ok: true as const, shape: toShape(parsed.data) } : { ok: false as const, issues: parsed.error.issues }
    }
  const fileIssue = (schema: z.ZodType, key: string) => {
    const parsed = schema.safeParse(data)
    if (!parsed.success)
      throw new ConfigurationError(
        issueLine(
          `${file}: ${key}`,
          parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) }))
        )
      )
  }

  switch (format) {
    case 'codex':
      fileIssue(CodexFileSchema, 'mcp_servers')
      section = 'mcp_servers'
      entries = data.mcp_servers as Record<string, unknown>
      shapeOf = fromSchema(CodexEntrySchema, (entry) => ({
        ...(entry.command !== undefined ? { command: entry.command } : {}),
        args: entry.args,
        env: entry.env,
        ...(entry.cwd !== undefined ? { cwd: entry.cwd } : {}),
        ...(entry.url !== undefined ? { url: entry.url } : {}),
        http: entry.command === undefined && entry.url !== undefined,
        passThrough: entry.env_vars
      }))
      break
    case 'zed':
      fileIssue(ZedFileSchema, 'context_servers')
      section = 'context_servers'
      entries = data.context_servers as Record<string, unknown>
      shapeOf = fromSchema(ZedEntrySchema, (entry) => {
        if ('url' in entry && typeof entry.url === 'string') return { url: entry.url, args: [], env: {}, http: true }
        if (!('command' in entry)) return 'extension'
        if (typeof entry.command === 'string')
          return { command: entry.command, args: entry.args as string[], env: entry.env as Record<string, string>, http: false }
        const command = entry.command as { path: string; args: string[]; env: Record<string, string> }
        return { command: command.path, args: command.args, env: command.env, http: false }
      })
      break
    case 'vscode': {
      const root = 'servers' in data ? data : (data.mcp as Record<string, unknown>)
      section = 'servers' in data ? 'servers' : 'mcp.servers'
      const parsed = VsCodeFileSchema.safeParse(root)
      if (!parsed.success) throw new ConfigurationError(issueLine(`${file}: ${section.replace(/servers$/, '')}`, parsed.error.issues))
      entries = parsed.data.servers
      for (const [index, raw] of parsed.data.inputs.entries()) {
        const input = VsCodeInputSchema.safeParse(raw)
        if (input.success) context.inputs.set(input.data.id, input.data)
        else problems.push({ server: null, line: issueLine(`${file}: inputs.${index}`, input.error.issues) })
      }
      shapeOf = fromSchema(VsCodeEntrySchema, (entry) => ({
        ...(entry.command !== undefined ? { command: entry.command } : {}),
        args: entry.args,
        env: entry.env,
        ...(entry.cwd !== undefined ? { cwd: entry.cwd } : {}),
        ...(entry.url !== undefined ? { url: entry.url } : {}),
        http: isHttpType(entry.type) || (entry.command === undefined && entry.url !== undefined)
      }))
      break
    }
    default:
      fileIssue(McpServersFileSchema, 'mcpServers')
      section = 'mcpServers'
      entries = data.mcpServers as Record<string, unknown>
      shapeOf = fromSchema(McpServersEntrySchema, (entry) => {
        const url = entry.url ?? entry.serverUrl
        return {
          ...(entry.command !== undefined ? { command: entry.command } : {}),
          args: entry.args,
          env: entry.env,
          ...(entry.cwd !== undefined ? { cwd: entry.cwd } : {}),
          ...(url !== undefined ? { url } : {}),
          http: isHttpType(entry.type) || (entry.command === undefined && url !== undefined)
        }
      })
  }

  for (const [name, raw] of Object.entries(entries)) {
    const origin = `${file}: ${section}.${name}`
    const result = shapeOf(raw)
    if (!result.ok) {
      problems.push({ server: name, line: issueLine(origin, result.issues) })
      continue
    }
    if (result.shape === 'extension') {
      problems.push({
        server: name,
        line: `${origin}: provided by a Zed extension, whose command line is not in the file; give it as a custom server to audit it`
      })
      continue
    }
    const shape = result.shape
    const used = new Map<string, Canary>()
    if (shape.http) {
      if (shape.url === undefined) {
        problems.push({ server: name, line: `${origin}: an HTTP server needs a url` })
        continue
      }
      servers.push({ name, origin, format, launch: { transport: 'http', url: substitute(shape.url, context, used) }, canaries: [...used.values()] })
      continue
    }
    if (shape.command === undefined) {
      problems.push({ server: name, line: `${origin}.command: required (or a url for an HTTP server)` })
      continue
    }
    const env: Record<string, string> = {}
    for (const variable of shape.passThrough ?? []) env[variable] = canaryFor(`config:env:${variable}`, context, used)
    for (const [key, value] of Object.entries(shape.env)) env[key] = substitute(value, context, used)
    const cwd = shape.cwd === undefined ? null : substitute(shape.cwd, context, used)
    servers.push({
      name,
      origin,
      format,
      launch: {
        transport: 'stdio',
        command: [substitute(shape.command, context, used), ...shape.args.map((arg) => substitute(arg, context, used))],
        env,
        cwd: cwd === null ? null : isAbsolute(cwd) ? cwd : resolve(context.workspaceFolder, cwd)
      },
      canaries: [...used.values()]
    })
  }
  return { file, format, servers, problems }
}

/**
 * The servers of several config files picked by name (`--server`, repeatable; none picks all). A bad
 * entry among those picked, a name picked twice across files, or a name that matches nothing is a
 * ConfigFileError with one line each.
 */
export async function serversFromConfigs(files: readonly string[], picked: readonly string[]): Promise<ConfiguredServer[]> {
  const configs = []
  for (const file of files) configs.push(await readConfigFile(file))
  const wanted = (name: string): boolean => picked.length === 0 || picked.includes(name)
  const lines: string[] = []
  for (const config of configs) {
    for (const problem of config.problems) if (problem.server === null || wanted(problem.server)) lines.push(problem.line)
  }
  const servers = configs.flatMap((config) => config.servers).filter((server) => wanted(server.name))
  const seen = new Map<string, string>()
  for (const server of servers) {
    const first = seen.get(server.name)
    if (first !== undefined) lines.push(`${server.origin}: the name ${server.name} is also declared at ${first}; pick one with --server or rename it`)
    seen.set(server.name, server.origin)
  }
  const declared = new Set(configs.flatMap((config) => [...config.servers.map((server) => server.name), ...config.problems.map((problem) => problem.server)]))
  for (const name of picked) {
    if (!declared.has(name)) {
      lines.push(`--server ${name}: no such server in ${files.join(', ')} (declared: ${[...declared].join(', ') || 'none'})`)
    }
  }
  if (lines.length > 0) throw new ConfigFileError(lines)
  if (servers.length === 0) throw new ConfigurationError(`--config: no servers declared in ${files.join(', ')}`)
  return servers
}
