import { z } from 'zod'

// The attack stage (issue 42): after the exercise, each tool is called again the way a hijacked model
// would call it, one hostile value in one parameter per call; the trace of that call says whether the
// value got through. These are the attack's shapes as report.json holds them.

/** What a string parameter may reach, decided from its schema, name and description (probe/attack/roles.ts). */
export const ATTACK_ROLES = ['path', 'url', 'argv', 'command', 'code', 'sql'] as const
export const AttackRoleSchema = z.enum(ATTACK_ROLES)
export type AttackRole = z.infer<typeof AttackRoleSchema>

/** The families of hostile values, each with its techniques (probe/attack/payloads.ts). */
export const ATTACK_CLASSES = ['path', 'argv', 'shell', 'code', 'url', 'sql'] as const
export const AttackClassSchema = z.enum(ATTACK_CLASSES)
export type AttackClass = z.infer<typeof AttackClassSchema>

/** One attack: one value, in one parameter of one tool's call, carrying its own marker. */
export const AttackSchema = z.object({
  parameter: z.string().describe('The parameter the value replaced: a top-level name, `name.key` one level down, `name[]` an array of strings'),
  role: AttackRoleSchema.describe('What the parameter was taken to reach'),
  class: AttackClassSchema,
  technique: z.string().describe('e.g. climb, sibling, symlink, substitution, option-output, node-require, metadata'),
  marker: z.string().describe("This attack's marker: the run's random prefix and the attack's index, in the value (a program, a file, a host name)"),
  value: z.string().describe('The value sent'),
  target: z.string().optional().describe('Path attacks: the absolute path outside the declared scope the value aims at, as the server would resolve it')
})
export type Attack = z.infer<typeof AttackSchema>
