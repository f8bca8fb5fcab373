// The text report's "Could / did" lines: per tool, the kinds of sink its code can reach (the static map)
// and those the run saw. Quiet: only tools whose code can do something the run did not see, and the
// steered calls one line per tool, a few lines in all; the whole map is in report.json's `static`.
import type { StaticSection } from './static-section.js'

export const COULD_DID_TOOLS = 3
export const STEERED_TOOLS = 2

export function couldDidLines(section: StaticSection | undefined): string[] {
  if (!section) return []
  const differing = section.tools.filter((tool) => tool.could.some((kind) => kind !== 'credential-env' && !tool.did.includes(kind)))
  const lines = differing
    .slice(0, COULD_DID_TOOLS)
    .map((tool) => `${tool.name}  could: ${tool.could.join(', ')} · did: ${tool.did.length > 0 ? tool.did.join(', ') : 'none of these'}`)
  const steeredByTool = new Map<string, string[]>()
  for (const steered of section.steered) {
    const reached = steered.reached.length > 0 ? steered.reached.join(', ') : 'nothing of these'
    const tool = steeredByTool.get(steered.tool) ?? []
    tool.push(`${steered.param} = ${JSON.stringify(steered.value)} → ${reached}`)
    steeredByTool.set(steered.tool, tool)
  }
  const steeredTools = [...steeredByTool]
  for (const [tool, calls] of steeredTools.slice(0, STEERED_TOOLS)) lines.push(`${tool} steered: ${calls.join('; ')}`)
  const more = [
    differing.length > COULD_DID_TOOLS ? `${differing.length - COULD_DID_TOOLS} more tools` : '',
    steeredTools.length > STEERED_TOOLS ? `the steered calls of ${steeredTools.length - STEERED_TOOLS} more tools` : ''
  ].filter(Boolean)
  const bound = section.truncated ? `; ${section.truncated}` : ''
  const rest = more.length > 0 ? `${more.join(' and ')} in report.json (static)` : 'the rest of the map in report.json'
  if (lines.length > 0 || section.truncated)
    lines.push(`(read ${section.files} source ${section.files === 1 ? 'file' : 'files'} in ${(section.ms / 1000).toFixed(1)} s${bound}; ${rest})`)
  return lines
}
