import { withoutAttackItems } from '../attack/attack-items.js'
import { listSurface } from '../listing.js'
import type { Exercised } from './exercise.js'
import type { SessionContext } from '../session-context.js'
import type { StageRequests } from '../session-requests.js'

// The session's last stage: everything listed again, to catch a surface that changed mid-session. A tool
// or resource that appeared meanwhile is part of what the server does, so it is exercised too.

/** At most this many resources that appeared mid-session are read. */
const MAX_NEW_RESOURCES = 100

export async function relist(session: SessionContext, requests: StageRequests, exercised: Exercised): Promise<void> {
  const { options, client, result } = session
  const listed = await listSurface(client, options.timeoutMs, 're-listing ', result.gaps, options.logger)
  // what the attack stage's values made the server list is the attacks' doing, not its surface
  const relisting = (result.relisting = withoutAttackItems(listed, result.listing, result.calls))
  if (!exercised.synthesize) return
  const known = new Set(result.listing.tools.map((tool) => tool.name))
  await exercised.tools.exercise(relisting.tools.filter((candidate) => !known.has(candidate.name)))
  const knownUris = new Set(result.listing.resources.map((resource) => resource.uri))
  for (const resource of relisting.resources.filter((candidate) => !knownUris.has(candidate.uri)).slice(0, MAX_NEW_RESOURCES)) {
    await requests.readResource(resource.uri, 1)
  }
}
