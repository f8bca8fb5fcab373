import { z } from 'zod'
import { AttackSchema } from './attack.js'
import { SurfaceKindSchema } from './surface.js'

/** Which MCP request a piece of behaviour happened during. */
export const CallRefSchema = z.object({
  id: z.number().int().nonnegative().describe('Index into calls[]'),
  kind: SurfaceKindSchema,
  name: z.string().describe('Tool or prompt name, resource URI, or template URI'),
  iteration: z.number().int().positive().describe('1-based repetition of this call (see --calls)'),
  step: z.string().optional().describe('The scenario step that made this call, when one did'),
  attack: z.literal(true).optional().describe("An attack call of the attack stage: its behaviour is the attack's evidence, not the tool's")
})
export type CallRef = z.infer<typeof CallRefSchema>

export const PhaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('startup') }),
  z.object({
    kind: z.literal('call'),
    call: CallRefSchema,
    afterResponse: z.boolean().describe('True when the behaviour came after this call answered and before the next began')
  }),
  z.object({ kind: z.literal('shutdown') }),
  z.object({ kind: z.literal('install') }).describe('Lifecycle scripts of the installed package, run under trace with --install-scripts')
])
export type Phase = z.infer<typeof PhaseSchema>

export const CALL_OUTCOMES = ['ok', 'error-result', 'protocol-error', 'timeout', 'oversized-result'] as const
export const CallRecordSchema = z.object({
  id: z.number().int().nonnegative(),
  kind: SurfaceKindSchema,
  name: z.string(),
  iteration: z.number().int().positive(),
  arguments: z.record(z.string(), z.unknown()).optional(),
  startedAt: z.number().describe('Epoch milliseconds'),
  endedAt: z.number().describe('Epoch milliseconds'),
  outcome: z.enum(CALL_OUTCOMES),
  error: z.string().optional().describe('The JSON-RPC error, or the text of an error result (untrusted)'),
  step: z.string().optional().describe('The scenario step that made this call (--scenario)'),
  attack: AttackSchema.optional().describe('Set on the calls of the attack stage: the hostile value this call carried, in which parameter'),
  note: z
    .string()
    .optional()
    .describe('Something odd about the answer that did not stop the call: a result dropped for its size, one that does not fit its outputSchema'),
  stdout: z
    .object({
      sentAt: z.number().int().nonnegative().describe('Bytes the server had written on its stdout when the request was sent'),
      answeredAt: z.number().int().nonnegative().optional().describe('Bytes it had written at the end of its answer (none: no answer came)')
    })
    .optional()
    .describe(
      "Over stdio: where the call sits in the server's stdout. The profile counts the server's traced writes there, so behaviour before the answer's last byte is the call's, whatever the clocks say"
    )
})
export type CallRecord = z.infer<typeof CallRecordSchema>

export const CoverageGapSchema = z.object({
  what: z.string().describe('The listing or phase affected, e.g. "tools/list" or "session"'),
  why: z.string()
})
export type CoverageGap = z.infer<typeof CoverageGapSchema>

/** How each declared item was exercised: an item never answered or timed out was not exercised. */
export const CoverageItemSchema = z.object({
  kind: SurfaceKindSchema,
  name: z.string(),
  attempts: z.number().int().nonnegative().describe('Requests sent for this item'),
  ok: z.number().int().nonnegative(),
  error: z.number().int().nonnegative().describe('Error results and JSON-RPC errors'),
  timeout: z.number().int().nonnegative(),
  oversized: z.number().int().nonnegative().describe('Answers dropped for their size (the call counts)'),
  notes: z.array(z.string()).optional()
})
export type CoverageItem = z.infer<typeof CoverageItemSchema>

export const CoverageSchema = z.object({
  items: z.array(CoverageItemSchema),
  gaps: z.array(CoverageGapSchema),
  totals: z
    .object({
      items: z.number().int().nonnegative().describe('Declared tools, resources, templates and prompts'),
      succeeded: z.number().int().nonnegative().describe('Items with at least one successful call'),
      percent: z.number().min(0).max(100).describe('succeeded / items, rounded down; 100 when nothing was declared')
    })
    .optional(),
  minPercent: z.number().min(0).max(100).optional().describe('--min-coverage: below it the audit fails')
})
export type Coverage = z.infer<typeof CoverageSchema>
