import { z } from 'zod'
import { SurfaceKindSchema } from './surface.js'

// What the server declared, canonicalized and hashed; and how that changed against the pin and during the session.

const JsonObject = z.record(z.string(), z.unknown())

export const ManifestToolSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  inputSchema: JsonObject.optional(),
  outputSchema: JsonObject.optional(),
  annotations: JsonObject.optional(),
  sha256: z.string()
})
export const ManifestResourceSchema = z.object({
  uri: z.string(),
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
  annotations: JsonObject.optional(),
  sha256: z.string()
})
export const ManifestResourceTemplateSchema = z.object({
  uriTemplate: z.string(),
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
  annotations: JsonObject.optional(),
  sha256: z.string()
})
export const ManifestPromptSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  arguments: z.array(z.object({ name: z.string(), description: z.string().optional(), required: z.boolean().optional() })).optional(),
  sha256: z.string()
})
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
