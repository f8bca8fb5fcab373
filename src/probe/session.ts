import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import {
  CallToolResultSchema,
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ErrorCode,
  GetPromptResultSchema,
  ListRootsRequestSchema,
  McpError,
  ReadResourceResultSchema,
  type ClientRequest
} from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { ProbeStartError, ServerProtocolError } from '../errors.js'
import type { Logger } from '../logger.js'
import type { SurfaceKind, CallRecord } from '../model/index.js'
import { isAlive, stopTree } from '../sandbox/process-tree.js'
import type { LaunchCommand } from '../sandbox/launcher.js'
import { synthesizeArgumentsNoting, synthesizePromptArguments } from './synthesize-args.js'
import { instantiateUriTemplate } from './synthesize/uri-template.js'
import { boundDepth } from './bound-depth.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { SandboxedStdioTransport, type SandboxedStdioOptions } from './sandboxed-stdio-transport.js'
import type { DeclaredTool, Listing, ProbeResult } from './types.js'

// A realistic client identity: some servers behave differently for an auditor than for the clients
// people actually use, so we introduce ourselves the way a common coding agent does.
const CLIENT_INFO = { name: 'claude-code', version: '2.0.0' }
const STDERR_TAIL_BYTES = 16 * 1024
// A pause after each answer, so behaviour a call triggers in the background is attributed to it rather
// than to the next call (the profile attributes by time window).
const SETTLE_MS = 50
// Every list is followed to its end, within these caps; a cut list is a coverage gap (a finding).
const MAX_LIST_PAGES = 1_000
const MAX_LIST_ITEMS = 10_000
/** A message (tool result, page) larger than this is dropped; its call still counts, as oversized. */
export const MAX_MESSAGE_BYTES = 8 * 1024 * 1024
/**
 * Above this many tools + resources + templates + prompts, each item is called once and without the
 * settle pause: 5,000 tools × 3 calls × 50 ms would take over 12 minutes. Background behaviour of one
 * call may then be attributed to the next one.
 */
export const HUGE_SURFACE_ITEMS = 500

/** What the session needs of a transport besides MCP: the server's process (pid null when nothing was started). */
export type ProbeTransport = Transport & {
  readonly pid: number | null
  readonly exitCode: number | null
  readonly stderr: NodeJS.ReadableStream
  endInput(): void
}

export interface ProbeOptions {
  launch: LaunchCommand
  /** another transport than stdio (HTTP servers), given what the stdio one would have been given */
  openTransport?: (stdio: SandboxedStdioOptions) => ProbeTransport
  /** working directory given to roots/list answers */
  rootDir: string
  timeoutMs: number
  initializeTimeoutMs: number
  calls: number
  logger: Logger
  signal?: AbortSignal
}

export class ProbeAborted extends Error {
  constructor(readonly partial: ProbeResult) {
    super('audit interrupted')
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function addNote(call: CallRecord, note: string): void {
  call.note = call.note ? `${call.note}; ${note}` : note
}

function describeError(error: unknown): string {
  if (error instanceof McpError) return `${error.code}: ${error.message}`
  return error instanceof Error ? error.message : String(error)
}

function outcomeOf(error: unknown): CallRecord['outcome'] {
  return error instanceof McpError && error.code === ErrorCode.RequestTimeout ? 'timeout' : 'protocol-error'
}

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
 * What the SDK's callTool would have thrown on: a result that does not fit the tool's own outputSchema.
 * We call tools/call directly (the SDK compiles every outputSchema with ajv while listing, and one schema
 * it cannot compile would fail the whole listing), so this bounded check notes the mismatch instead.
 */
function outputSchemaMismatch(tool: DeclaredTool, response: unknown): string | undefined {
  const schema = tool.outputSchema
  if (typeof schema !== 'object' || schema === null || typeof response !== 'object' || response === null) return undefined
  const { structuredContent, isError } = response as { structuredContent?: unknown; isError?: unknown }
  if (isError === true) return undefined
  if (structuredContent === undefined) return 'declares an outputSchema but returned no structuredContent'
  const isObject = typeof structuredContent === 'object' && structuredContent !== null && !Array.isArray(structuredContent)
  if (schema.type === 'object' && !isObject) return 'structuredContent is not an object, as its outputSchema requires'
  const required = Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === 'string').slice(0, 100) : []
  const missing = isObject ? required.filter((key) => !Object.hasOwn(structuredContent, key)) : []
  if (missing.length > 0) return `structuredContent lacks ${missing.slice(0, 5).join(', ')}, required by its outputSchema`
  return undefined
}

export async function probeServer(options: ProbeOptions): Promise<ProbeResult> {
  const { logger } = options
  let inFlight: CallRecord | null = null
  const oversizedCalls = new WeakMap<CallRecord, number>()
  const stdioOptions: SandboxedStdioOptions = {
    launch: options.launch,
    // Only what unshare/sudo need to run; the server's own environment travels in the init config.
    env: { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8' },
    maxMessageBytes: MAX_MESSAGE_BYTES,
    onOversized: ({ bytes }) => {
      if (inFlight) oversizedCalls.set(inFlight, bytes)
      else logger.warn(`the server sent a message of ${bytes} bytes; it was dropped (cap ${MAX_MESSAGE_BYTES} bytes)`)
    }
  }
  const transport: ProbeTransport = options.openTransport ? options.openTransport(stdioOptions) : new SandboxedStdioTransport(stdioOptions)
  let stderrTail = ''
  transport.stderr.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES)
  })
  let exitCode: number | null = null
  let closed = false
  let nonJsonLines = 0

  const client = new Client(CLIENT_INFO, {
    capabilities: { roots: { listChanged: false }, sampling: {}, elicitation: {} }
  })
  client.setRequestHandler(ListRootsRequestSchema, async () => ({
    roots: [{ uri: `file://${options.rootDir}`, name: 'workspace' }]
  }))
  client.setRequestHandler(CreateMessageRequestSchema, async () => ({
    role: 'assistant',
    content: { type: 'text', text: 'OK' },
    model: 'claude-sonnet-4-5',
    stopReason: 'endTurn'
  }))
  client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'decline' }))
  client.onerror = (error) => {
    if (error instanceof SyntaxError) nonJsonLines += 1
    else logger.debug(`client: ${describeError(error)}`)
  }

  const result: ProbeResult = {
    serverInfo: null,
    listing: { tools: [], resources: [], resourceTemplates: [], prompts: [] },
    relisting: null,
    calls: [],
    gaps: [],
    shutdownAt: 0,
    stderrTail: ''
  }
  // The transport hook the client calls with the version it negotiated (one it supports, so no free text).
  const passVersion = transport.setProtocolVersion?.bind(transport)
  transport.setProtocolVersion = (version: string) => {
    passVersion?.(version)
    result.protocolVersion = version
  }

  let rootPid: number | null = null
  const shutdown = async (graceMs: number) => {
    result.shutdownAt = result.shutdownAt || Date.now()
    if (rootPid !== null && isAlive(rootPid)) {
      // End stdin first, as MCP's stdio shutdown asks; then TERM the server itself (not strace, whose
      // SIGTERM would stop the tracing of the shutdown), then KILL whatever is left.
      transport.endInput()
      const deadline = Date.now() + graceMs
      while (!closed && Date.now() < deadline) await sleep(25)
      await stopTree(rootPid, graceMs)
    }
    await transport.close().catch(() => undefined)
    await client.close().catch(() => undefined)
    result.stderrTail = stderrTail
  }
  const onAbort = () => {
    void shutdown(500)
  }
  options.signal?.addEventListener('abort', onAbort, { once: true })
  const checkAborted = async () => {
    if (options.signal?.aborted) {
      await shutdown(500)
      throw new ProbeAborted(result)
    }
  }

  try {
    const closedEarly = new Promise<never>((_, reject) => {
      transport.onclose = () => {
        closed = true
        reject(new Error('closed'))
      }
    })
    closedEarly.catch(() => undefined)
    const connecting = client.connect(transport, { timeout: options.initializeTimeoutMs })
    // connect() spawns synchronously inside start(); the pid exists once it resolves or fails.
    let settled = false
    const spawned = (async () => {
      // A remote server (no process) never gets a pid: stop looking once initialize is settled.
      while (transport.pid === null && !closed && !settled) await sleep(5)
      rootPid = transport.pid
    })()
    try {
      await Promise.race([connecting, closedEarly])
    } catch (error) {
      settled = true
      const exitedEarly = closed
      await spawned
      await sleep(100) // let stderr drain
      exitCode = transport.exitCode
      await shutdown(500)
      if (options.signal?.aborted) throw new ProbeAborted(result)
      const why = exitedEarly
        ? 'the server exited before answering initialize'
        : error instanceof McpError && error.code === ErrorCode.RequestTimeout
          ? `the server did not answer initialize within ${Math.round(options.initializeTimeoutMs / 1000)}s`
          : `initialize failed: ${describeError(error)}`
      const garbage = nonJsonLines > 0 ? ` (it wrote ${nonJsonLines} non-JSON line(s) on stdout)` : ''
      throw new ProbeStartError(why + garbage, stderrTail, exitCode)
    }
    settled = true
    await spawned
    if (nonJsonLines > 0) logger.warn(`the server wrote ${nonJsonLines} non-JSON line(s) on stdout; they were ignored`)

    const version = client.getServerVersion()
    result.serverInfo = version ? { name: String(version.name), version: String(version.version), ...(version.title ? { title: String(version.title) } : {}) } : null
    const instructions = client.getInstructions()
    if (instructions) result.instructions = instructions

    const requestOptions = { timeout: options.timeoutMs }
    const list = async (stage: string): Promise<Listing> => {
      const caps = client.getServerCapabilities() ?? {}
      const listing: Listing = { tools: [], resources: [], resourceTemplates: [], prompts: [] }
      const listAll = async <K extends keyof Listing>(method: string, key: K, nameKey: string) => {
        const what = `${stage}${method}`
        const skipped = { count: 0 }
        try {
          const pages = await collectPages(async (cursor) => {
            const request = { method, params: cursor ? { cursor } : {} } as ClientRequest
            const page = await client.request(request, LenientPageSchema, requestOptions)
            return { items: keyedEntries<Listing[K][number]>(page, key, nameKey, skipped), nextCursor: page.nextCursor }
          })
          listing[key] = pages.items as Listing[K]
          const malformed = skipped.count > 0 ? `${skipped.count} entries without a ${nameKey} could not be called` : undefined
          for (const why of [pages.cut, malformed]) {
            if (why === undefined) continue
            logger.warn(`${what}: ${why}`)
            result.gaps.push({ what, why })
          }
        } catch (error) {
          const why = `failed: ${describeError(error).replace(/\s+/g, ' ').slice(0, 300)}`
          logger.warn(`${what} ${why}`)
          result.gaps.push({ what, why })
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

    result.listing = await list('')
    await checkAborted()

    const surface = result.listing.tools.length + result.listing.resources.length + result.listing.resourceTemplates.length + result.listing.prompts.length
    const huge = surface > HUGE_SURFACE_ITEMS
    const calls = huge ? Math.min(1, options.calls) : options.calls
    if (huge && options.calls > 1) logger.info(`${surface} items: each is called once, without pauses between calls`)

    const record = async (
      kind: SurfaceKind,
      name: string,
      iteration: number,
      args: Record<string, unknown> | undefined,
      run: () => Promise<unknown>,
      check?: (response: unknown) => string | undefined,
      noteBefore?: string
    ) => {
      const call: CallRecord = { id: result.calls.length, kind, name, iteration, ...(args ? { arguments: args } : {}), startedAt: Date.now(), endedAt: 0, outcome: 'ok' }
      if (noteBefore) addNote(call, noteBefore)
      result.calls.push(call)
      inFlight = call
      try {
        const response = await run()
        if (typeof response === 'object' && response !== null && (response as { isError?: unknown }).isError === true) call.outcome = 'error-result'
        const mismatch = check?.(response)
        if (mismatch) addNote(call, mismatch)
      } catch (error) {
        call.outcome = outcomeOf(error)
        call.error = describeError(error).slice(0, 500)
      }
      call.endedAt = Date.now()
      inFlight = null
      const droppedBytes = oversizedCalls.get(call)
      if (droppedBytes !== undefined) {
        call.outcome = 'oversized-result'
        addNote(call, `the answer (${droppedBytes} bytes) was dropped: over the ${MAX_MESSAGE_BYTES}-byte cap`)
        delete call.error
      }
      if (!huge) await sleep(SETTLE_MS)
      await checkAborted()
      if (closed) throw new ServerProtocolError(`the server exited during ${kind} ${name}`)
    }

    try {
      const callTool = (tool: DeclaredTool, iteration: number) => {
        const { arguments: args, bestEffort } = synthesizeArgumentsNoting(tool.inputSchema, iteration - 1)
        return record(
          'tool',
          tool.name,
          iteration,
          args,
          () => client.request({ method: 'tools/call', params: { name: tool.name, arguments: args } }, CallToolResultSchema, requestOptions),
          (response) => outputSchemaMismatch(tool, response),
          bestEffort ? 'best-effort arguments: the input schema is beyond what the synthesizer follows (depth, size, $ref or pattern limits)' : undefined
        )
      }
      for (let iteration = 1; iteration <= calls; iteration++) {
        for (const tool of result.listing.tools) await callTool(tool, iteration)
        if (iteration > 1) continue
        for (const resource of result.listing.resources) {
          await record('resource', resource.uri, 1, undefined, () => client.request({ method: 'resources/read', params: { uri: resource.uri } }, ReadResourceResultSchema, requestOptions))
        }
        for (const template of result.listing.resourceTemplates) {
          const uri = instantiateUriTemplate(template.uriTemplate)
          await record('resourceTemplate', template.uriTemplate, 1, { uri }, () => client.request({ method: 'resources/read', params: { uri } }, ReadResourceResultSchema, requestOptions))
        }
        for (const prompt of result.listing.prompts) {
          const args = synthesizePromptArguments(prompt)
          await record('prompt', prompt.name, 1, args, () => client.request({ method: 'prompts/get', params: { name: prompt.name, arguments: args } }, GetPromptResultSchema, requestOptions))
        }
      }
      if (closed) throw new ServerProtocolError('the server exited before it was exercised')
      result.relisting = await list('re-listing ')
      // A tool that appeared mid-session is part of what the server does: exercise it too.
      const known = new Set(result.listing.tools.map((tool) => tool.name))
      for (const tool of result.relisting.tools.filter((candidate) => !known.has(candidate.name))) {
        for (let iteration = 1; iteration <= calls; iteration++) await callTool(tool, iteration)
      }
    } catch (error) {
      if (error instanceof ProbeAborted) throw error
      logger.warn(describeError(error))
    }
    if (closed) result.gaps.push({ what: 'session', why: `the server exited on its own after ${result.calls.length} call(s), before the audit was done` })
    await shutdown(2_000)
    return result
  } finally {
    options.signal?.removeEventListener('abort', onAbort)
    if (rootPid !== null && isAlive(rootPid)) await stopTree(rootPid, 0)
  }
}
