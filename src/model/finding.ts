import { z } from 'zod'
import { PhaseSchema } from './call.js'
import { TraceLinesSchema } from './observed.js'
import { RuleIdSchema } from './rule-id.js'
import { SeveritySchema } from './severity.js'

export const EvidenceSchema = z.object({
  paths: z.array(z.string()).optional(),
  addresses: z.array(z.string()).optional(),
  dnsNames: z.array(z.string()).optional(),
  argv: z.array(z.array(z.string())).optional(),
  canaries: z.array(z.string()).optional(),
  canaryBytes: z
    .array(z.string())
    .optional()
    .describe('Which bytes of each canary were sent, e.g. "~/.ssh/id_rsa bytes 0–64 of 2602": offsets into the file content (or the variable\'s value)'),
  manifestItems: z.array(z.string()).optional(),
  declared: z.string().optional().describe('The declaration this contradicts, when there is one'),
  sources: z
    .array(z.string())
    .optional()
    .describe("Where in the server's source (file:line, relative to its package root) the code behind a static finding is"),
  witness: z
    .enum(['sink', 'canary-watch'])
    .optional()
    .describe(
      "Seen by this witness and not in the trace: sink → what the network sandbox's sink received (network.jsonl); canary-watch → the kernel's inotify report of a canary file read"
    ),
  pass: z
    .enum(['offline'])
    .optional()
    .describe(
      'Seen in this exercise pass and not in the traced one: offline → the pass run again under strace with every connection refused (--passes …,offline); its trace lines are not kept'
    ),
  attack: z
    .object({
      parameter: z.string(),
      value: z.string().describe('The value sent, as the finding shows it (neutralized, cut)'),
      techniques: z.array(z.string()).describe('Every technique that got through in this parameter')
    })
    .optional()
    .describe('An attack-stage finding (docs/attack.md): the parameter the hostile value went in, the value, and how it got through'),
  traceLines: TraceLinesSchema
})
export type Evidence = z.infer<typeof EvidenceSchema>

export const FindingSchema = z.object({
  rule: RuleIdSchema,
  severity: SeveritySchema,
  message: z.string().describe('An observation, e.g. "reads ~/.ssh/id_rsa, undeclared"'),
  /**
   * The name of the item whose call the behaviour is attributed to, of any kind: phase.call.name, whose
   * kind is phase.call.kind. Called `tool` because report.json (schema/report.schema.json) has always
   * called it that; renaming it would break its readers.
   */
  tool: z
    .string()
    .optional()
    .describe(
      'The item whose call the behaviour is attributed to (phase.call.name): a tool or prompt name, a resource URI or a resource template; phase.call.kind says which. Absent outside calls'
    ),
  phase: PhaseSchema,
  evidence: EvidenceSchema,
  fingerprint: z.string().describe('Stable id of this finding across runs (rule, subject and call site)')
})
export type Finding = z.infer<typeof FindingSchema>

export const SummarySchema = z.object({
  critical: z.number().int().nonnegative(),
  high: z.number().int().nonnegative(),
  medium: z.number().int().nonnegative(),
  low: z.number().int().nonnegative(),
  info: z.number().int().nonnegative()
})
export type Summary = z.infer<typeof SummarySchema>

export function summarize(findings: readonly Finding[]): Summary {
  const summary: Summary = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
  for (const finding of findings) summary[finding.severity] += 1
  return summary
}
