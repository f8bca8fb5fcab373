// report.json's `static` section: the static map (src/static), each tool's could beside its did, and
// what each steered call reached.
import { z } from 'zod'
import { SinkKindSchema, StaticMapSchema, type Observed, type SinkKind, type StaticMap } from '../model/index.js'
import type { SteeredCall } from '../probe/steered-calls.js'
import { observedKinds, onTool } from '../rules/static-rules.js'

export const StaticSectionSchema = StaticMapSchema.extend({
  tools: z
    .array(z.object({ name: z.string(), could: z.array(SinkKindSchema), did: z.array(SinkKindSchema) }))
    .describe('Per declared tool the map found: the kinds of sink its code can reach, and those the run saw on its calls'),
  steered: z
    .array(
      z.object({
        call: z.number().int().nonnegative().describe('Index into calls[]'),
        tool: z.string(),
        param: z.string(),
        value: z.string(),
        reached: z.array(SinkKindSchema).describe('What the run saw this call do')
      })
    )
    .describe('Calls steered by a literal the code compares a parameter against')
}).describe("What the static stage read in the server's source (docs/static.md)")
export type StaticSection = z.infer<typeof StaticSectionSchema>

const ORDER = new Map(SinkKindSchema.options.map((kind, index) => [kind, index]))
const sorted = (kinds: Iterable<SinkKind>): SinkKind[] => [...kinds].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!)

export function staticSection(map: StaticMap, observed: Observed, declaredTools: string[], steered: SteeredCall[] = []): StaticSection {
  const declared = new Set(declaredTools)
  const tools = map.items
    .filter((item) => item.kind === 'tool' && declared.has(item.name))
    .map((item) => ({ name: item.name, could: sorted(new Set(item.sinks.map((sink) => sink.kind))), did: sorted(observedKinds(observed, onTool(item.name))) }))
  return {
    ...map,
    tools,
    steered: steered.map((call) => ({
      ...call,
      reached: sorted(observedKinds(observed, (phase) => phase.kind === 'call' && phase.call.id === call.call))
    }))
  }
}
