// The text report's "Could / did" lines: per tool, the kinds of sink its code can reach (the static map)
// and those the run saw. Quiet: only tools whose code can do something the run did not see, a few lines;
// the whole map is in report.json's `static`.
import type { StaticSection } from './static-section.js'

export const COULD_DID_LINES = 8

export function couldDidLines(section: StaticSection | undefined, budget = COULD_DID_LINES): string[] {
  if (!section) return []
  const differing = section.tools.filter((tool) => tool.could.some((kind) => kind !== 'credential-env' && !tool.did.includes(kind)))
  const lines = differing
    .slice(0, budget)
    .map((tool) => `${tool.name}  could: ${tool.could.join(', ')} · did: ${tool.did.length > 0 ? tool.did.join(', ') : 'none of these'}`)
  if (differing.length > budget) lines.push(`… and ${differing.length - budget} more tools in report.json (static.tools)`)
  for (const steered of section.steered)
    lines.push(
      `${steered.tool} steered by ${steered.param} = ${JSON.stringify(steered.value)}: ${steered.reached.length > 0 ? steered.reached.join(', ') : 'nothing of these'}`
    )
  const bound = section.truncated ? `; ${section.truncated}` : ''
  if (lines.length > 0 || section.truncated)
    lines.push(`(read ${section.files} source files in ${(section.ms / 1000).toFixed(1)} s${bound}; the rest of the map in report.json)`)
  return lines
}
