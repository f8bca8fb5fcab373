// Calls steered by the server's code: a string literal its handler compares a parameter against
// (`args.mode === "raw"`, a switch case, a list it checks) becomes that parameter's value in one extra
// call, the rest of the arguments synthesized as usual. The static stage (src/static) finds the literals.
import type { DeclaredTool, StaticItem } from '../model/index.js'

/** One steered call: which call it was, and the literal that steered it. */
export interface SteeredCall {
  call: number
  tool: string
  param: string
  value: string
}

export const MAX_STEERED_PER_TOOL = 4

/** The (parameter, value) pairs worth a call: the parameter is in the tool's input schema, takes a string, and the value is not one of its declared enum values already tried. */
export function steeringCandidates(tool: DeclaredTool, steering: StaticItem['steering']): { param: string; value: string }[] {
  const schema = tool.inputSchema as { properties?: Record<string, { type?: unknown; enum?: unknown[] }> } | undefined
  const properties = schema?.properties ?? {}
  const out: { param: string; value: string }[] = []
  for (const { param, values } of steering) {
    const property = Object.hasOwn(properties, param) ? properties[param] : undefined
    if (!property || (property.type !== undefined && property.type !== 'string' && !(Array.isArray(property.type) && property.type.includes('string'))))
      continue
    for (const value of values) if (out.length < MAX_STEERED_PER_TOOL) out.push({ param, value })
  }
  return out
}

/** Makes each tool's steered calls through `call` (ToolExerciser's, which knows each tool's lessons), in listing order. */
export async function steerCalls(
  tools: DeclaredTool[],
  items: StaticItem[],
  call: (tool: DeclaredTool, param: string, value: string) => Promise<number | undefined>
): Promise<SteeredCall[]> {
  const steered: SteeredCall[] = []
  for (const tool of tools) {
    const item = items.find((candidate) => candidate.kind === 'tool' && candidate.name === tool.name)
    if (!item) continue
    for (const { param, value } of steeringCandidates(tool, item.steering)) {
      const id = await call(tool, param, value)
      if (id !== undefined) steered.push({ call: id, tool: tool.name, param, value })
    }
  }
  return steered
}
