import { z } from 'zod'

// What the static stage read in the server's source (src/static): per declared item, the sinks its
// handler's code can reach, and the literals that steer it.

export const SINK_KINDS = ['exec', 'network', 'file-write', 'file-delete', 'credential-path', 'credential-env', 'dynamic-code', 'hidden-code'] as const
export const SinkKindSchema = z.enum(SINK_KINDS)
export type SinkKind = z.infer<typeof SinkKindSchema>

export const SourceSinkSchema = z.object({
  kind: SinkKindSchema,
  what: z.string().describe('What is called or read, e.g. `child_process.spawn`, `fetch`, the `GITHUB_TOKEN` environment variable'),
  file: z.string().describe("Relative to the server's package root"),
  line: z.number().int().nonnegative()
})
export type SourceSink = z.infer<typeof SourceSinkSchema>

export const StaticItemSchema = z.object({
  kind: z.enum(['tool', 'resource', 'prompt']),
  name: z.string(),
  file: z.string().describe('Where it is registered'),
  line: z.number().int().nonnegative(),
  sinks: z.array(SourceSinkSchema).describe("Sinks the handler's code can reach through the package's own call graph (best effort)"),
  steering: z
    .array(z.object({ param: z.string(), values: z.array(z.string()) }))
    .describe('String literals the code compares a parameter against: the candidate arguments of steered calls')
})
export type StaticItem = z.infer<typeof StaticItemSchema>

export const StaticMapSchema = z.object({
  roots: z.array(z.string()).describe('Package roots read'),
  files: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  ms: z.number().int().nonnegative().describe('How long the reading took (on its own thread, beside the run)'),
  truncated: z.string().optional().describe('Which bound stopped the reading, when one did'),
  unparsed: z.number().int().nonnegative().describe('Files that did not parse'),
  items: z.array(StaticItemSchema),
  anywhere: z.partialRecord(SinkKindSchema, z.number().int().nonnegative()).describe("How many sinks of each kind the package's code holds, reachable or not")
})
export type StaticMap = z.infer<typeof StaticMapSchema>
