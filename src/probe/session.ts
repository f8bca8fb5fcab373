import { ServerProtocolError } from '../errors.js'
import { describeError } from './call-errors.js'
import { endedWhy } from './exercise-plan.js'
import type { ProbeOptions } from './probe-options.js'
import { attack } from './stages/attack.js'
import { connect } from './stages/connect.js'
import { exercise } from './stages/exercise.js'
import { list } from './stages/list.js'
import { relist } from './stages/relist.js'
import { ProbeAborted, SessionContext } from './session-context.js'
import { stageRequests } from './session-requests.js'
import type { ProbeResult } from './types.js'

// The MCP session with the audited server, as stages in order (src/probe/stages/): connect (initialize,
// through a client whose answers are traps), list, exercise, attack, re-list; then the shutdown MCP asks for.
// The stages share the session's context and its call recorder, and fill in one ProbeResult.

export { collectPages } from './listing.js'
export type { ProbeOptions } from './probe-options.js'
export { MAX_MESSAGE_BYTES } from './probe-transport.js'
export { EXTRA_ATTEMPTS, HUGE_SURFACE_ITEMS } from './stages/list.js'
export { ProbeAborted, SETTLE_MS } from './session-context.js'

export async function probeServer(options: ProbeOptions): Promise<ProbeResult> {
  const session = new SessionContext(options)
  try {
    // aborted before the session began listening (while the engine awaited its setup): stop at once
    await session.checkAborted()
    const initializedAt = await connect(session)
    const budget = await list(session)
    const requests = stageRequests(session)
    try {
      const exercised = await exercise(session, requests, budget, initializedAt)
      if (session.closed) throw new ServerProtocolError('the server exited before it was exercised')
      await attack(session, budget)
      if (!session.closed) await relist(session, requests, exercised)
    } catch (error) {
      if (error instanceof ProbeAborted) throw error
      options.logger.warn(describeError(error))
    }
    const { result } = session
    // A server that exited under an attack was exercised: the attack stage recorded what ended it.
    if (session.closed && !result.attack?.stopped) result.gaps.push({ what: 'session', why: endedWhy(result.calls) })
    await session.shutdown(2_000)
    return result
  } finally {
    await session.dispose()
  }
}
