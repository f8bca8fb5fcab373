import { z } from 'zod'
import { SeveritySchema } from './severity.js'

// A run's behaviour normalized per call site, comparable across runs (the behaviour baseline).
export const EFFECT_CLASSES = ['reads-only', 'writes-workspace', 'writes-elsewhere'] as const
/** What one call site (startup, a tool, a resource, a prompt, shutdown) did, normalized to compare across runs. */
export const SiteBehaviourSchema = z.object({
  hosts: z.array(z.string()).describe('host:port contacted: the names the server asked for, else the address it dialled'),
  dns: z.array(z.string()),
  reads: z.array(z.string()).describe('Paths read, relative to {workspace}, ~ (the home) or {tmp}; run-specific parts as *'),
  writes: z.array(z.string()).describe('Paths written, created, made or renamed (attempts too)'),
  deletes: z.array(z.string()),
  executables: z.array(z.string()),
  canaryLeaks: z.array(z.string()).describe('canary via channel, e.g. "~/.ssh/id_rsa via socket"'),
  persistence: z.array(z.string()),
  effect: z.enum(EFFECT_CLASSES),
  payloads: z
    .record(
      z.string(),
      z.object({
        requests: z.array(z.string()).describe('METHOD /path/{id}'),
        headers: z.array(z.string()).describe('Header names, lower case'),
        jsonKeys: z.array(z.string()).describe('Key paths of JSON bodies (a.b, list[].c)'),
        recipients: z.array(z.string()).describe('Email addresses anywhere in the request')
      })
    )
    .describe('Shape of what was sent, per host:port, as the sink read it (decrypted for HTTPS)')
})
export type SiteBehaviour = z.infer<typeof SiteBehaviourSchema>
export const BehaviourSummarySchema = z.object({
  sites: z.record(z.string(), SiteBehaviourSchema).describe('Keyed by startup, shutdown, tool:NAME, resource:URI, resourceTemplate:URI, prompt:NAME'),
  ownState: z
    .array(z.string())
    .optional()
    .describe(
      "Directories the server keeps its own state in (made in the run, rule own-state), and the places of its helper programs (rule helper-program: npm's ~/.npmrc, ~/.npm/_logs), one entry per server: which call read or wrote which file there is not compared"
    ),
  exercise: z
    .string()
    .optional()
    .describe(
      'How the server was exercised (scenario, calls per tool, passes): a baseline made under another exercise is not compared call by call; what this run reached that it did not is new reach, info'
    )
})
export type BehaviourSummary = z.infer<typeof BehaviourSummarySchema>
export const BEHAVIOUR_STATUSES = ['new', 'unchanged', 'changed', 'accepted'] as const
export const BehaviourChangeSchema = z.object({
  site: z.string(),
  change: z.enum(['added', 'removed']),
  aspect: z.string().describe('hosts, dns, reads, writes, deletes, executables, canaryLeaks, persistence, effect, payload, ownState (site "server")'),
  value: z.string(),
  severity: SeveritySchema,
  message: z.string()
})
export type BehaviourChange = z.infer<typeof BehaviourChangeSchema>
export const BehaviourBaselineSchema = z.object({
  status: z.enum(BEHAVIOUR_STATUSES),
  identity: z.string(),
  source: z.string().describe('Where the baseline lives: "state" (the pin store or the Actions cache) or the committed file'),
  error: z.string().optional(),
  current: BehaviourSummarySchema,
  changes: z.array(BehaviourChangeSchema)
})
export type BehaviourBaseline = z.infer<typeof BehaviourBaselineSchema>
