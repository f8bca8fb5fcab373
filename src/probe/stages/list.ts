import { listSurface } from '../listing.js'
import type { SessionContext } from '../session-context.js'

// The listing stage: everything the server's capabilities announce, every page, and the budget of the
// calls that follow, which a huge surface lowers.

/**
 * Above this many tools + resources + templates + prompts, each item is called once and without the
 * settle pause: 5,000 tools × 3 calls × 50 ms would take over 12 minutes. Background behaviour of one
 * call may then be attributed to the next one.
 */
export const HUGE_SURFACE_ITEMS = 500
/** Attempts beyond --calls a tool gets to reach its success path (retries that learn from errors). */
export const EXTRA_ATTEMPTS = 3

export interface CallBudget {
  /** more items than HUGE_SURFACE_ITEMS */
  huge: boolean
  /** successful calls sought per tool; 0: list only (a remote server, whose calls would act on a real service) */
  callsPerTool: number
  maxAttempts: number
}

export async function list(session: SessionContext): Promise<CallBudget> {
  const { options, client, result } = session
  result.listing = await listSurface(client, options.timeoutMs, '', result.gaps, options.logger)
  await session.checkAborted()
  const { tools, resources, resourceTemplates, prompts } = result.listing
  const surface = tools.length + resources.length + resourceTemplates.length + prompts.length
  const huge = surface > HUGE_SURFACE_ITEMS
  const callsPerTool = huge ? Math.min(1, options.callsPerTool) : options.callsPerTool
  if (huge && options.callsPerTool > 1) options.logger.info(`${surface} items: each is called once, without pauses between calls`)
  session.recorder.pauses = !huge
  return { huge, callsPerTool, maxAttempts: huge ? 1 : callsPerTool + EXTRA_ATTEMPTS }
}
