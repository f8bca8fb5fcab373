import { z } from 'zod'
import { DeclaredPromptSchema, DeclaredResourceSchema, DeclaredResourceTemplateSchema, DeclaredToolSchema } from './declared.js'
import { SurfaceKindSchema } from './surface.js'

// What the server declared, canonicalized and hashed; and how that changed against the pin and during the session.

// Each item as declared (declared.ts) with the hash of its canonical JSON; a tool's `execution` is how it
// runs, not what it is, and stays out of the pin.
const hashed = { sha256: z.string() }
export const ManifestToolSchema = DeclaredToolSchema.omit({ execution: true }).extend(hashed)
export const ManifestResourceSchema = DeclaredResourceSchema.extend(hashed)
export const ManifestResourceTemplateSchema = DeclaredResourceTemplateSchema.extend(hashed)
export const ManifestPromptSchema = DeclaredPromptSchema.extend(hashed)
export const ManifestSchema = z.object({
  sha256: z.string().describe('Canonical hash of the whole declared surface'),
  instructions: z.string().optional(),
  tools: z.array(ManifestToolSchema),
  resources: z.array(ManifestResourceSchema),
  resourceTemplates: z.array(ManifestResourceTemplateSchema),
  prompts: z.array(ManifestPromptSchema)
})
export type Manifest = z.infer<typeof ManifestSchema>
export type ManifestTool = z.infer<typeof ManifestToolSchema>

export const RUG_PULL_STATUSES = ['new', 'unchanged', 'changed', 'accepted'] as const
export const ManifestChangeSchema = z.object({
  kind: z.enum([...SurfaceKindSchema.options, 'instructions']),
  name: z.string(),
  change: z.enum(['added', 'removed', 'modified']),
  diff: z.string().optional().describe('Unified text diff of the canonical JSON of the item')
})
export type ManifestChange = z.infer<typeof ManifestChangeSchema>
export const RugPullSchema = z.object({
  status: z.enum(RUG_PULL_STATUSES),
  identity: z.string(),
  pinnedSha256: z.string().optional(),
  currentSha256: z.string(),
  changes: z.array(ManifestChangeSchema),
  duringSession: z.array(ManifestChangeSchema).describe('Changes between the listing at startup and the re-listing after the calls')
})
export type RugPull = z.infer<typeof RugPullSchema>
