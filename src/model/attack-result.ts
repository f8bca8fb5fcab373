import { z } from 'zod'
import { AttackSchema } from './attack.js'
import { TraceLinesSchema } from './observed.js'
import { SeveritySchema } from './severity.js'

// What the attack stage found, per attack and per tool: report.json's `attack` section.

export const ATTACK_OUTCOMES = ['got-through', 'refused', 'within-purpose', 'server-exited'] as const

/** What one attack call did, by its trace and the sandbox's witnesses (rules/attack-oracle.ts). */
export const AttackResultSchema = AttackSchema.extend({
  tool: z.string(),
  callId: z.number().int().nonnegative().describe('Index into calls[]'),
  outcome: z
    .enum(ATTACK_OUTCOMES)
    .describe(
      'got-through: the trace shows the value reached what it aimed at; refused: none of that; within-purpose: it did, and that is what the tool declares (an unscoped file tool, a fetch tool fetching the host it is given); server-exited: the server exited during the call'
    ),
  proof: z.array(z.string()).describe('What the trace and witnesses showed, one line each (untrusted paths and argv neutralized)'),
  canaryBytes: z.array(z.string()).optional().describe('Canary bytes that came back in the answer or left the sandbox, as "~/.ssh/id_rsa bytes 0–64 of 2602"'),
  rule: z.string().optional().describe('The rule the got-through attack is a finding of'),
  severity: SeveritySchema.optional(),
  traceLines: TraceLinesSchema
})
export type AttackResult = z.infer<typeof AttackResultSchema>

export const AttackSectionSchema = z.object({
  ran: z.boolean(),
  why: z.string().optional().describe('Why the attack stage did not run (--no-attack, --fs host, --network host, a remote server), or stopped early'),
  budget: z
    .object({
      perParameter: z.number().int().positive(),
      perTool: z.number().int().positive(),
      perAudit: z.number().int().positive(),
      callTimeoutMs: z.number().int().positive()
    })
    .optional(),
  scope: z.array(z.string()).optional().describe('The declared scope the path attacks aimed outside of: the directories in the argv and env, the workspaces'),
  tools: z
    .array(
      z.object({
        tool: z.string(),
        tried: z.number().int().nonnegative(),
        refused: z.number().int().nonnegative(),
        gotThrough: z.number().int().nonnegative(),
        withinPurpose: z.number().int().nonnegative(),
        skipped: z
          .string()
          .optional()
          .describe('Why this tool or some of its parameters got no attack (a declared command runner, no string parameter, the budget)')
      })
    )
    .optional(),
  attacks: z.array(AttackResultSchema).optional()
})
export type AttackSection = z.infer<typeof AttackSectionSchema>
