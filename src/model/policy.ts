import { isIPv4, isIPv6 } from 'node:net'
import { z } from 'zod'

// The policy declares what the server may do (src/settings/policy.ts reads it from its file). A section
// that is present declares the scope: whatever it does not allow becomes a high finding. Persistence and
// canary exfiltration are reported whatever the policy says.

/** Validates `a.b.c.d/n` or `v6/n`. */
function isValidCidr(cidr: string): boolean {
  const match = /^([^/]+)\/(\d{1,3})$/.exec(cidr)
  if (!match) return isIPv4(cidr) || isIPv6(cidr)
  const bits = Number(match[2])
  if (isIPv4(match[1] as string)) return bits <= 32
  return isIPv6(match[1] as string) && bits <= 128
}

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
