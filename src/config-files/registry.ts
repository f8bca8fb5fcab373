import { z } from 'zod'
import { ConfigurationError } from '../errors.js'
import { REGISTRY_PREFIX } from '../launch/spec.js'
import type { Canary } from '../profile/canary-match.js'
import { canarySecret } from '../sandbox/canary-home.js'
import type { ConfiguredServer } from './read-config.js'

// `registry:NAME[@VERSION]`: the server's server.json from an MCP registry (the official one by default,
// any registry speaking the same API with --registry-url), turned into the launch spec of its npm or
// PyPI package — `npm:ID@V` / `pypi:ID==V` followed by the package's arguments — which the launch-spec
// code installs and runs like one typed by the user.

export const DEFAULT_REGISTRY_URL = 'https://registry.modelcontextprotocol.io'
const MAX_RESPONSE_BYTES = 4 * 1024 * 1024
const OFFICIAL_META = 'io.modelcontextprotocol.registry/official'

const InputSchema = z
  .object({
    value: z.string().optional(),
    default: z.string().optional(),
    valueHint: z.string().optional(),
    isRequired: z.boolean().optional(),
    isSecret: z.boolean().optional(),
    variables: z
      .record(z.string(), z.object({ value: z.string().optional(), default: z.string().optional(), isSecret: z.boolean().optional() }).loose())
      .optional()
  })
  .loose()
const ArgumentSchema = z.discriminatedUnion('type', [
  InputSchema.extend({ type: z.literal('positional') }),
  InputSchema.extend({ type: z.literal('named'), name: z.string().min(1) })
])
const EnvironmentVariableSchema = InputSchema.extend({ name: z.string().min(1) })
const PackageSchema = z
  .object({
    registryType: z.string(),
    identifier: z.string().min(1),
    version: z.string().optional(),
    transport: z.object({ type: z.string(), url: z.string().optional() }).loose().optional(),
    runtimeArguments: z.array(ArgumentSchema).default([]),
    packageArguments: z.array(ArgumentSchema).default([]),
    environmentVariables: z.array(EnvironmentVariableSchema).default([])
  })
  .loose()
export const ServerResponseSchema = z
  .object({
    server: z
      .object({
        name: z.string(),
        version: z.string(),
        status: z.string().optional(),
        packages: z.array(PackageSchema).default([]),
        remotes: z.array(z.object({ type: z.string(), url: z.string() }).loose()).default([])
      })
      .loose(),
    _meta: z.record(z.string(), z.unknown()).optional()
  })
  .loose()
type RegistryPackage = z.infer<typeof PackageSchema>
type RegistryInput = z.infer<typeof InputSchema>

/** `registry:io.github.user/server@1.2.0` → name and version (`latest` when none is given). */
export function parseRegistrySpec(spec: string): { name: string; version: string } {
  const rest = spec.slice(REGISTRY_PREFIX.length)
  const at = rest.lastIndexOf('@')
  const name = at > 0 ? rest.slice(0, at) : rest
  const version = at > 0 ? rest.slice(at + 1) : 'latest'
  if (name === '' || version === '') throw new ConfigurationError(`${spec}: expected registry:NAME or registry:NAME@VERSION`)
  return { name, version }
}

async function fetchServer(baseUrl: string, name: string, version: string, fetchImpl: typeof fetch): Promise<unknown> {
  const url = `${baseUrl.replace(/\/+$/, '')}/v0.1/servers/${encodeURIComponent(name)}/versions/${encodeURIComponent(version)}`
  let response: Response
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(20_000), redirect: 'follow' })
  } catch (error) {
    throw new ConfigurationError(`registry: cannot reach ${baseUrl} (${error instanceof Error ? error.message : String(error)})`)
  }
  if (response.status === 404) throw new ConfigurationError(`registry: ${name}@${version} is not in the registry at ${baseUrl}`)
  if (!response.ok) throw new ConfigurationError(`registry: ${baseUrl} answered HTTP ${response.status} for ${name}@${version}`)
  const body = Buffer.from(await response.arrayBuffer())
  if (body.length > MAX_RESPONSE_BYTES) throw new ConfigurationError(`registry: the answer for ${name}@${version} is over ${MAX_RESPONSE_BYTES} bytes`)
  try {
    return JSON.parse(body.toString('utf8')) as unknown
  } catch {
    throw new ConfigurationError(`registry: the answer for ${name}@${version} is not JSON`)
  }
}

/** A value from server.json: given, else its default; a secret (or a required value with neither) becomes a canary. */
function valueOf(input: RegistryInput, id: string, canaries: Canary[]): string | null {
  const fill = (text: string): string =>
    text.replace(/\{([A-Za-z0-9_-]+)\}/g, (whole, variable: string) => {
      const declared = input.variables?.[variable]
      if (declared === undefined) return whole
      if (declared.isSecret) return planted(`${id}.${variable}`, canaries)
      return declared.value ?? declared.default ?? whole
    })
  if (input.isSecret) return planted(id, canaries)
  const given = input.value ?? input.default
  if (given !== undefined) return fill(given)
  return input.isRequired ? planted(id, canaries) : null
}

function planted(id: string, canaries: Canary[]): string {
  const canary = { id, value: canarySecret() }
  canaries.push(canary)
  return canary.value
}

function argumentsOf(list: RegistryPackage['packageArguments'], id: string, canaries: Canary[]): string[] {
  const argv: string[] = []
  for (const [index, argument] of list.entries()) {
    if (argument.type === 'positional') {
      const value = valueOf(argument, `${id}.${index}`, canaries) ?? argument.valueHint
      if (value !== undefined) argv.push(value)
    } else {
      const value = valueOf(argument, `${id}.${argument.name}`, canaries)
      argv.push(...(value === null ? [argument.name] : [argument.name, value]))
    }
  }
  return argv
}

export function launchSpecOf(pkg: RegistryPackage): string {
  if (pkg.registryType === 'npm') return `npm:${pkg.identifier}${pkg.version ? `@${pkg.version}` : ''}`
  return `pypi:${pkg.identifier}${pkg.version ? `==${pkg.version}` : ''}`
}

/** A server.json answer → the server to audit. Deleted entries are refused; npm and PyPI packages are used. */
export function serverFromRegistryEntry(spec: string, answer: unknown): ConfiguredServer & { runtimeArgs: string[] } {
  const parsed = ServerResponseSchema.safeParse(answer)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ConfigurationError(`${spec}: the registry's answer is not a server.json response (${issue?.path.join('.')}: ${issue?.message})`)
  }
  const { server, _meta } = parsed.data
  const official = _meta?.[OFFICIAL_META] as { status?: unknown } | undefined
  const status = typeof official?.status === 'string' ? official.status : server.status
  if (status === 'deleted') throw new ConfigurationError(`${spec}: ${server.name}@${server.version} is deleted from the registry; refusing to audit it`)
  const origin = `${spec} (${server.name}@${server.version})`
  const pkg = server.packages.find((candidate) => ['npm', 'pypi'].includes(candidate.registryType) && (candidate.transport?.type ?? 'stdio') === 'stdio')
  if (pkg === undefined) {
    const remote = server.remotes[0]
    if (remote !== undefined)
      return { name: server.name, origin, format: 'registry', launch: { transport: 'http', url: remote.url }, canaries: [], runtimeArgs: [] }
    const kinds = server.packages.map((candidate) => `${candidate.registryType}/${candidate.transport?.type ?? 'stdio'}`).join(', ') || 'none'
    throw new ConfigurationError(`${spec}: no npm or PyPI package with the stdio transport (packages: ${kinds})`)
  }
  const canaries: Canary[] = []
  const env: Record<string, string> = {}
  for (const variable of pkg.environmentVariables) {
    const value = valueOf(variable, `registry:env:${variable.name}`, canaries)
    if (value !== null) env[variable.name] = value
  }
  return {
    name: server.name,
    origin,
    format: 'registry',
    launch: { transport: 'stdio', command: [launchSpecOf(pkg), ...argumentsOf(pkg.packageArguments, 'registry:arg', canaries)], env, cwd: null },
    runtimeArgs: argumentsOf(pkg.runtimeArguments, 'registry:runtime-arg', canaries),
    canaries
  }
}

export async function serverFromRegistry(
  spec: string,
  baseUrl: string,
  fetchImpl: typeof fetch = fetch
): Promise<ConfiguredServer & { runtimeArgs: string[] }> {
  const { name, version } = parseRegistrySpec(spec)
  return serverFromRegistryEntry(spec, await fetchServer(baseUrl, name, version, fetchImpl))
}
