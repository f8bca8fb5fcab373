import { z } from 'zod'
import { RUG_PULL_STATUSES, RuleIdSchema, SeveritySchema, SummarySchema } from '../model/index.js'

// fleet.json: one line per server of a fleet run (where its own report is, its verdict and counts) and
// the findings only a fleet can see. Like report.json, this zod schema is the single definition; the
// JSON Schema in schema/fleet.schema.json is generated from it.

export const FLEET_SERVER_STATUSES = ['audited', 'failed', 'skipped'] as const

export const FleetServerSchema = z.object({
  name: z.string().describe('The name the config (or registry) gives the server'),
  origin: z.string().describe('Where it was declared: `FILE: mcpServers.NAME`, `registry:NAME@V`, or the command line'),
  status: z
    .enum(FLEET_SERVER_STATUSES)
    .describe('audited: report.json written; failed: the audit could not run; skipped: not auditable here (e.g. a remote HTTP server)'),
  identity: z.string().optional().describe('Pin identity, artifact and comment name'),
  dir: z.string().optional().describe("The server's out-dir, relative to the fleet's"),
  transport: z.enum(['stdio', 'http']),
  exitCode: z.number().int().describe("The exit code this server alone would give (errors.ts's table)"),
  verdict: z.enum(['pass', 'fail']).optional(),
  summary: SummarySchema.optional(),
  tools: z.array(z.string()).optional().describe('Declared tool names'),
  rugPull: z.enum(RUG_PULL_STATUSES).optional(),
  message: z.string().optional().describe('Why it failed or was skipped'),
  durationMs: z.number().int().nonnegative().optional()
})
export type FleetServer = z.infer<typeof FleetServerSchema>

export const FleetFindingSchema = z.object({
  rule: RuleIdSchema,
  severity: SeveritySchema,
  message: z.string(),
  tool: z.string().optional(),
  servers: z.array(z.string()).describe('The servers involved'),
  fingerprint: z.string()
})
export type FleetFinding = z.infer<typeof FleetFindingSchema>

export const FleetSchema = z.object({
  schemaVersion: z.literal(1),
  auditor: z.object({ name: z.literal('mcp-behave'), version: z.string() }),
  startedAt: z.string(),
  durationMs: z.number().int().nonnegative(),
  jobs: z.number().int().positive().describe('How many audits ran at once'),
  servers: z.array(FleetServerSchema),
  findings: z.array(FleetFindingSchema).describe('Cross-server findings (tool-shadowing)'),
  summary: SummarySchema.describe("Every server's findings plus the cross-server ones"),
  exitCode: z.number().int()
})
export type Fleet = z.infer<typeof FleetSchema>

/** schema/fleet.schema.json, generated from FleetSchema (`npm run schema`). */
export function fleetJsonSchema(): Record<string, unknown> {
  return {
    $id: 'https://github.com/mcp-behave/action/schema/fleet.schema.json',
    title: 'mcp-behave fleet.json (schemaVersion 1)',
    ...z.toJSONSchema(FleetSchema, { target: 'draft-2020-12', io: 'output' })
  }
}
