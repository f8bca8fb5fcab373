import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { ErrorCode, McpError, type ClientRequest } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import type { Logger } from '../logger.js'
import type { CoverageGap, Listing } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import { boundDepth } from './bound-depth.js'
import { describeError } from './call-errors.js'

// Every list is followed to its end, within these caps; a cut list is a coverage gap (a finding).
const MAX_LIST_PAGES = 1_000
const MAX_LIST_ITEMS = 10_000

// Lists are parsed leniently: the SDK's schemas reject a whole page for one odd entry (an inputSchema
// without `type: "object"`, say), which would hide every tool on it. An entry without its key field
// cannot be called and is counted instead.
const LenientPageSchema = z.looseObject({ nextCursor: z.string().optional() })

function keyedEntries<T>(page: Record<string, unknown>, listKey: string, nameKey: string, skipped: { count: number }): T[] {
  const entries = Array.isArray(page[listKey]) ? (page[listKey] as unknown[]) : []
  const kept: T[] = []
  for (const entry of entries) {
    if (typeof entry === 'object' && entry !== null && typeof (entry as Record<string, unknown>)[nameKey] === 'string') kept.push(boundDepth(entry).value as T)
    else skipped.count += 1
  }
  return kept
}

/** Follows nextCursor to the end; `cut` says why a list stopped early. */
export async function collectPages<T>(
  fetchPage: (cursor?: string) => Promise<{ items: T[]; nextCursor?: string | undefined }>
): Promise<{ items: T[]; cut?: string }> {
  const items: T[] = []
  const seen = new Set<string>()
  let cursor: string | undefined
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const result = await fetchPage(cursor)
    const room = MAX_LIST_ITEMS - items.length
    items.push(...result.items.slice(0, room))
    if (result.items.length > room || (items.length >= MAX_LIST_ITEMS && result.nextCursor)) return { items, cut: `stopped at ${MAX_LIST_ITEMS} items` }
    if (!result.nextCursor) return { items }
    if (seen.has(result.nextCursor)) return { items, cut: 'the server sent the same cursor twice' }
    seen.add(result.nextCursor)
    cursor = result.nextCursor
  }
  return { items, cut: `stopped after ${MAX_LIST_PAGES} pages` }
}

/**
 * Lists everything the server's capabilities announce. A list that fails or is cut is logged and
 * added to `gaps` (stage prefixes its name: '' for the first listing, 're-listing ' after the calls).
 */
export async function listSurface(client: Client, timeoutMs: number, stage: string, gaps: CoverageGap[], logger: Logger): Promise<Listing> {
  const caps = client.getServerCapabilities() ?? {}
  const listing: Listing = { tools: [], resources: [], resourceTemplates: [], prompts: [] }
  const listAll = async <K extends keyof Listing>(method: string, key: K, nameKey: string) => {
    const what = `${stage}${method}`
    const skipped = { count: 0 }
    try {
      const pages = await collectPages(async (cursor) => {
        const request = { method, params: cursor ? { cursor } : {} } as ClientRequest
        const page = await client.request(request, LenientPageSchema, { timeout: timeoutMs })
        return { items: keyedEntries<Listing[K][number]>(page, key, nameKey, skipped), nextCursor: page.nextCursor }
      })
      listing[key] = pages.items as Listing[K]
      const malformed = skipped.count > 0 ? `${skipped.count} entries without a ${nameKey} could not be called` : undefined
      for (const why of [pages.cut, malformed]) {
        if (why === undefined) continue
        logger.warn(`${what}: ${why}`)
        gaps.push({ what, why })
      }
    } catch (error) {
      // An optional list the server does not implement (resources/templates/list on a server with plain
      // resources, say) has nothing in it to exercise: Method not found is its answer, not a failure.
      if (method !== 'tools/list' && error instanceof McpError && error.code === ErrorCode.MethodNotFound) {
        logger.debug(`${what}: not implemented by the server (Method not found)`)
        return
      }
      const why = `failed: ${excerpt(describeError(error), 300)}`
      logger.warn(`${what} ${why}`)
      gaps.push({ what, why })
    }
  }
  if (caps.tools) await listAll('tools/list', 'tools', 'name')
  if (caps.resources) {
    await listAll('resources/list', 'resources', 'uri')
    await listAll('resources/templates/list', 'resourceTemplates', 'uriTemplate')
  }
  if (caps.prompts) await listAll('prompts/list', 'prompts', 'name')
  return listing
}
