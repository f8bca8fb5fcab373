import { z } from 'zod'

// What the exercise passes after the traced one (engine/passes/) found: a behaviour a witness that needs
// no ptrace saw under one condition and not under another. The rules stage turns each into a
// tracer-conditional or client-conditional finding (rules/pass-rules.ts).

export const PASS_WITNESSES = ['sink', 'canary-watch', 'file-changes'] as const

export const PassDifferenceSchema = z.object({
  rule: z.enum(['tracer-conditional', 'client-conditional']),
  /** the behaviour, as a stable key: `connect 203.0.113.9:80`, `dns *.example`, `canary ~/.env`, `read ~/.ssh/id_rsa`, `write ~/.bashrc` */
  behaviour: z.string(),
  /** when it happened: "only without the tracer", "only when clientInfo is cursor", "only on call 5", "only without CI" */
  condition: z.string(),
  witness: z.enum(PASS_WITNESSES),
  /** the pass that saw it (or the traced pass, when a condition took it away) */
  pass: z.string(),
  /** the item whose call it fell in, by the calls' windows */
  tool: z.string().optional(),
  /** a canary was involved: a canary's bytes sent, or a canary file read */
  canary: z.boolean(),
  /** seen in one pass, not borne out when the passes ran again: background work whose timing moves, no condition */
  background: z.boolean().optional()
})
export type PassDifference = z.infer<typeof PassDifferenceSchema>
