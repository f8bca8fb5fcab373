import { readFile } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { ConfigurationError } from '../errors.js'
import { isValidCidr } from '../profile/net-address.js'

// The policy file declares what the server may do. A section that is present declares the scope:
// whatever it does not allow becomes a high finding. Persistence and canary exfiltration are reported
// whatever the policy says.

const PORT_MESSAGE = 'expected an integer from 1 to 65535'
const Port = z.number({ error: PORT_MESSAGE }).int({ error: PORT_MESSAGE }).min(1, { error: PORT_MESSAGE }).max(65535, { error: PORT_MESSAGE })

const HOST_PATTERN = /^(\*|(\*\.)?[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*\.?|[0-9a-fA-F:.]+)$/
const HOST_MESSAGE = 'expected a host name, "*.example.com", "*" or an IP address'
const CIDR_MESSAGE = 'expected a CIDR such as 192.0.2.0/24 or 2001:db8::/32'

const NetworkRule = z
  .strictObject({
    host: z.string({ error: HOST_MESSAGE }).regex(HOST_PATTERN, { error: HOST_MESSAGE }).optional(),
    cidr: z.string({ error: CIDR_MESSAGE }).refine(isValidCidr, { error: CIDR_MESSAGE }).optional(),
    ports: z.array(Port, { error: 'expected a list of ports' }).min(1, { error: 'expected at least one port' }).optional()
  })
  .refine((rule) => (rule.host === undefined) !== (rule.cidr === undefined), { error: 'expected exactly one of "host" or "cidr"' })

const Glob = z.string({ error: 'expected a path glob (string)' }).min(1, { error: 'expected a non-empty path glob' })
const Globs = z.array(Glob, { error: 'expected a list of path globs' })

const ScopeShape = {
  network: z
    .strictObject({ allow: z.array(NetworkRule, { error: 'expected a list of { host | cidr, ports }' }) }, { error: 'expected an object with "allow"' })
    .optional(),
  files: z.strictObject({ read: Globs.optional(), write: Globs.optional() }, { error: 'expected an object with "read" and/or "write"' }).optional(),
  executables: z
    .array(z.string({ error: 'expected an executable name or absolute path' }).min(1, { error: 'expected a non-empty executable' }), {
      error: 'expected a list of executables'
    })
    .optional()
}

export const PolicyScopeSchema = z.strictObject(ScopeShape, { error: 'expected an object' })

export const PolicySchema = z.strictObject(
  {
    version: z.literal(1, { error: 'expected 1' }),
    ...ScopeShape,
    tools: z
      .record(z.string(), PolicyScopeSchema, { error: 'expected an object keyed by tool name (or prompt name, resource URI)' })
      .optional()
      .describe('Per-call scope, keyed by tool or prompt name or resource URI; adds to the global scope')
  },
  { error: 'expected an object' }
)

export type Policy = z.infer<typeof PolicySchema>
export type PolicyScope = z.infer<typeof PolicyScopeSchema>
export type PolicyNetworkRule = z.infer<typeof NetworkRule>

function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else {
      const text = String(key)
      const plain = /^[A-Za-z_][A-Za-z0-9_-]*$/.test(text)
      out += plain ? (out ? `.${text}` : text) : `[${JSON.stringify(text)}]`
    }
  }
  return out
}

function describeIssue(issue: z.core.$ZodIssue): { path: string; message: string } {
  if (issue.code === 'unrecognized_keys') {
    const [first] = issue.keys
    return { path: formatPath([...issue.path, first ?? '']), message: 'unknown field' }
  }
  if (issue.code === 'invalid_value' && issue.path.length === 1 && issue.path[0] === 'version') {
    return { path: 'version', message: 'expected 1' }
  }
  return { path: formatPath(issue.path), message: issue.message }
}

/** Validates an already-parsed policy; `file` names it in the error. */
export function parsePolicy(data: unknown, file: string): Policy {
  const result = PolicySchema.safeParse(data)
  if (result.success) return result.data
  // A misspelt key also makes its intended field "missing"; the misspelling is the one to name.
  const issue = result.error.issues.find((i) => i.code === 'unrecognized_keys') ?? result.error.issues[0]
  if (!issue) throw new ConfigurationError(`${file}: invalid policy`)
  const { path, message } = describeIssue(issue)
  throw new ConfigurationError(`${file}: ${path ? `${path}: ` : ''}${message}`)
}

/** Reads a policy file: JSON for .json (or content starting with `{`), YAML otherwise. */
export async function loadPolicy(path: string): Promise<Policy> {
  const file = basename(path)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new ConfigurationError(`${file}: cannot read the policy file (${code ?? 'error'})`)
  }
  let data: unknown
  const json = extname(path).toLowerCase() === '.json' || text.trimStart().startsWith('{')
  try {
    data = json ? JSON.parse(text) : parseYaml(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : 'parse error'
    throw new ConfigurationError(`${file}: not valid ${json ? 'JSON' : 'YAML'}: ${reason}`)
  }
  return parsePolicy(data, file)
}
