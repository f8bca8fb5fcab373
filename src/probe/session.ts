import type { ChildProcess } from 'node:child_process'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ErrorCode,
  ListRootsRequestSchema,
  McpError
} from '@modelcontextprotocol/sdk/types.js'
import { ServerProtocolError } from '../errors.js'
import type { Logger } from '../logger.js'
import type { CallKind, CallRecord } from '../report/schema.js'
import { isAlive, stopTree } from '../sandbox/process-tree.js'
import type { LaunchCommand } from '../sandbox/launcher.js'
import { instantiateUriTemplate, synthesizeArguments, synthesizePromptArguments } from './synthesize-args.js'
import type { Listing, ProbeResult } from './types.js'

// A realistic client identity: some servers behave differently for an auditor than for the clients
// people actually use, so we introduce ourselves the way a common coding agent does.
const CLIENT_INFO = { name: 'claude-code', version: '2.0.0' }
const MAX_PAGES = 50
const STDERR_TAIL_BYTES = 16 * 1024
const SETTLE_MS = 50

export interface ProbeOptions {
  launch: LaunchCommand
  /** working directory given to roots/list answers */
  rootDir: string
  timeoutMs: number
  initializeTimeoutMs: number
  calls: number
  logger: Logger
  signal?: AbortSignal
  /** called once the transport's process exists */
  onSpawn?: (pid: number) => void
}

export class ProbeAborted extends Error {
  constructor(readonly partial: ProbeResult) {
    super('audit interrupted')
  }
}

/** Why a connection failed, with what the process printed on stderr (untrusted; shown escaped). */
export class ProbeStartError extends ServerProtocolError {
  constructor(
    message: string,
    readonly stderrTail: string,
    readonly exitCode: number | null
  ) {
    super(message)
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function describeError(error: unknown): string {
  if (error instanceof McpError) return `${error.code}: ${error.message}`
  return error instanceof Error ? error.message : String(error)
}

function outcomeOf(error: unknown): CallRecord['outcome'] {
  return error instanceof McpError && error.code === ErrorCode.RequestTimeout ? 'timeout' : 'protocol-error'
}

async function collectPages<T>(fetchPage: (cursor?: string) => Promise<{ items: T[]; nextCursor?: string }>): Promise<T[]> {
  const out: T[] = []
  let cursor: string | undefined
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await fetchPage(cursor)
    out.push(...result.items)
    if (!result.nextCursor || result.nextCursor === cursor) break
    cursor = result.nextCursor
  }
  return out
}

export async function probeServer(options: ProbeOptions): Promise<ProbeResult> {
  const { logger } = options
  const transport = new StdioClientTransport({
    command: options.launch.command,
    args: options.launch.args,
    // Only what unshare/sudo need to run; the server's own environment travels in the init config.
    env: { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8' },
    stderr: 'pipe'
  })
  let stderrTail = ''
  transport.stderr?.on('data', (chunk: Buffer) => {
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
    model: 'mcp-behave-canned',
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
    shutdownAt: 0,
    stderrTail: ''
  }

  let rootPid: number | null = null
  const shutdown = async (graceMs: number) => {
    result.shutdownAt = result.shutdownAt || Date.now()
    if (rootPid !== null && isAlive(rootPid)) {
      // End stdin first, as MCP's stdio shutdown asks; then TERM the server itself (not strace, whose
      // SIGTERM would stop the tracing of the shutdown), then KILL whatever is left.
      const child = (transport as unknown as { _process?: ChildProcess })._process
      child?.stdin?.end()
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
    const spawned = (async () => {
      while (transport.pid === null && !closed) await sleep(5)
      rootPid = transport.pid
      if (rootPid !== null) options.onSpawn?.(rootPid)
    })()
    try {
      await Promise.race([connecting, closedEarly])
    } catch (error) {
      const exitedEarly = closed
      await spawned
      await sleep(100) // let stderr drain
      const child = (transport as unknown as { _process?: ChildProcess })._process
      exitCode = child?.exitCode ?? null
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
    await spawned
    if (nonJsonLines > 0) logger.warn(`the server wrote ${nonJsonLines} non-JSON line(s) on stdout; they were ignored`)

    const version = client.getServerVersion()
    result.serverInfo = version ? { name: String(version.name), version: String(version.version), ...(version.title ? { title: String(version.title) } : {}) } : null
    const instructions = client.getInstructions()
    if (instructions) result.instructions = instructions

    const requestOptions = { timeout: options.timeoutMs }
    const list = async (): Promise<Listing> => {
      const caps = client.getServerCapabilities() ?? {}
      const listing: Listing = { tools: [], resources: [], resourceTemplates: [], prompts: [] }
      const attempt = async (what: string, run: () => Promise<void>) => {
        try {
          await run()
        } catch (error) {
          logger.warn(`${what} failed: ${describeError(error)}`)
        }
      }
      if (caps.tools)
        await attempt('tools/list', async () => {
          listing.tools = await collectPages(async (cursor) => {
            const page = await client.listTools(cursor ? { cursor } : {}, requestOptions)
            return { items: page.tools as Listing['tools'], nextCursor: page.nextCursor }
          })
        })
      if (caps.resources) {
        await attempt('resources/list', async () => {
          listing.resources = await collectPages(async (cursor) => {
            const page = await client.listResources(cursor ? { cursor } : {}, requestOptions)
            return { items: page.resources as Listing['resources'], nextCursor: page.nextCursor }
          })
        })
        await attempt('resources/templates/list', async () => {
          listing.resourceTemplates = await collectPages(async (cursor) => {
            const page = await client.listResourceTemplates(cursor ? { cursor } : {}, requestOptions)
            return { items: page.resourceTemplates as Listing['resourceTemplates'], nextCursor: page.nextCursor }
          })
        })
      }
      if (caps.prompts)
        await attempt('prompts/list', async () => {
          listing.prompts = await collectPages(async (cursor) => {
            const page = await client.listPrompts(cursor ? { cursor } : {}, requestOptions)
            return { items: page.prompts as Listing['prompts'], nextCursor: page.nextCursor }
          })
        })
      return listing
    }

    result.listing = await list()
    await checkAborted()

    const record = async (kind: CallKind, name: string, iteration: number, args: Record<string, unknown> | undefined, run: () => Promise<unknown>) => {
      const call: CallRecord = { id: result.calls.length, kind, name, iteration, ...(args ? { arguments: args } : {}), startedAt: Date.now(), endedAt: 0, outcome: 'ok' }
      result.calls.push(call)
      try {
        const response = await run()
        if (typeof response === 'object' && response !== null && (response as { isError?: unknown }).isError === true) call.outcome = 'error-result'
      } catch (error) {
        call.outcome = outcomeOf(error)
        call.error = describeError(error).slice(0, 500)
      }
      call.endedAt = Date.now()
      await sleep(SETTLE_MS)
      await checkAborted()
      if (closed) throw new ServerProtocolError(`the server exited during ${kind} ${name}`)
    }

    try {
      for (let iteration = 1; iteration <= options.calls; iteration++) {
        for (const tool of result.listing.tools) {
          const args = synthesizeArguments(tool.inputSchema, iteration - 1)
          await record('tool', tool.name, iteration, args, () => client.callTool({ name: tool.name, arguments: args }, undefined, requestOptions))
        }
        if (iteration > 1) continue
        for (const resource of result.listing.resources) {
          await record('resource', resource.uri, 1, undefined, () => client.readResource({ uri: resource.uri }, requestOptions))
        }
        for (const template of result.listing.resourceTemplates) {
          const uri = instantiateUriTemplate(template.uriTemplate)
          await record('resourceTemplate', template.uriTemplate, 1, { uri }, () => client.readResource({ uri }, requestOptions))
        }
        for (const prompt of result.listing.prompts) {
          const args = synthesizePromptArguments(prompt)
          await record('prompt', prompt.name, 1, args, () => client.getPrompt({ name: prompt.name, arguments: args }, requestOptions))
        }
      }
      result.relisting = await list()
      // A tool that appeared mid-session is part of what the server does: exercise it too.
      const known = new Set(result.listing.tools.map((tool) => tool.name))
      for (const tool of result.relisting.tools.filter((candidate) => !known.has(candidate.name))) {
        for (let iteration = 1; iteration <= options.calls; iteration++) {
          const args = synthesizeArguments(tool.inputSchema, iteration - 1)
          await record('tool', tool.name, iteration, args, () => client.callTool({ name: tool.name, arguments: args }, undefined, requestOptions))
        }
      }
    } catch (error) {
      if (error instanceof ProbeAborted) throw error
      logger.warn(describeError(error))
    }
    await shutdown(2_000)
    return result
  } finally {
    options.signal?.removeEventListener('abort', onAbort)
    if (rootPid !== null && isAlive(rootPid)) await stopTree(rootPid, 0)
  }
}
