import { z } from 'zod'

// What the server declared, exactly as it sent it (untrusted JSON), before canonicalization (manifest.ts).

const JsonObject = z.record(z.string(), z.unknown())

export const DeclaredToolSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  inputSchema: JsonObject.optional(),
  outputSchema: JsonObject.optional(),
  annotations: JsonObject.optional(),
  /** e.g. { taskSupport: 'required' } (MCP tasks) */
  execution: JsonObject.optional()
})
export type DeclaredTool = z.infer<typeof DeclaredToolSchema>

export const DeclaredResourceSchema = z.object({
  uri: z.string(),
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
  annotations: JsonObject.optional()
})
export type DeclaredResource = z.infer<typeof DeclaredResourceSchema>

export const DeclaredResourceTemplateSchema = z.object({
  uriTemplate: z.string(),
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
  annotations: JsonObject.optional()
})
export type DeclaredResourceTemplate = z.infer<typeof DeclaredResourceTemplateSchema>

export const DeclaredPromptSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  arguments: z.array(z.object({ name: z.string(), description: z.string().optional(), required: z.boolean().optional() })).optional()
})
export type DeclaredPrompt = z.infer<typeof DeclaredPromptSchema>

/** Everything the server listed: its surface as declared. */
export const ListingSchema = z.object({
  tools: z.array(DeclaredToolSchema),
  resources: z.array(DeclaredResourceSchema),
  resourceTemplates: z.array(DeclaredResourceTemplateSchema),
  prompts: z.array(DeclaredPromptSchema)
})
export type Listing = z.infer<typeof ListingSchema>
