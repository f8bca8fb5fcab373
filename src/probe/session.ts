import { CallToolResultSchema, ErrorCode, GetPromptResultSchema, McpError, ReadResourceResultSchema } from '@modelcontextprotocol/sdk/types.js'
import { ProbeStartError, ServerProtocolError } from '../errors.js'
import type { SurfaceKind, CallRecord, DeclaredTool } from '../model/index.js'
import { isAlive, stopTree } from '../sandbox/process-tree.js'
import { describeError, errorResultText, outcomeOf } from './call-errors.js'
import { askProtocolVersion, callToolAsTask, makeClient, needsTask } from './client.js'
import { endedWhy, ResultMemory } from './exercise-plan.js'
import { AnswerPositions } from './stdout-positions.js'
import { ToolExerciser } from './exercise-tools.js'
import { listSurface } from './listing.js'
import { outputSchemaMismatch } from './output-schema.js'
import { MAX_MESSAGE_BYTES, type ProbeTransport } from './probe-transport.js'
import { synthesizePromptArguments } from './synthesize-args.js'
import { instantiateUriTemplate } from './synthesize/uri-template.js'
import { runScenario, type CallAnswer, type SessionRequests } from './run-scenario.js'
import type { ProbeOptions } from './probe-options.js'
import type { ProbeResult } from './types.js'
import { ResultTextScanner } from '../profile/server-text/scan-result.js'

export { collectPages } from './listing.js'
export type { ProbeOptions } from './probe-options.js'
export { MAX_MESSAGE_BYTES } from './probe-transport.js'

const STDERR_TAIL_BYTES = 16 * 1024
// A pause after each answer, so behaviour a call triggers in the background is attributed to it rather
// than to the next call (the profile attributes by time window). An audit settles on the trace instead
// (ProbeOptions.settle): the pause ends once the server has been quiet, at most after this long.
export const SETTLE_MS = 50
/**
 * Above this many tools + resources + templates + prompts, each item is called once and without the
 * settle pause: 5,000 tools × 3 calls × 50 ms would take over 12 minutes. Background behaviour of one
 * call may then be attributed to the next one.
 */
export const HUGE_SURFACE_ITEMS = 500
/** Attempts beyond --calls a tool gets to reach its success path (retries that learn from errors). */
export const EXTRA_ATTEMPTS = 3

export class ProbeAborted extends Error {
  constructor(readonly partial: ProbeResult) {
    super('audit interrupted')
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function addNote(call: CallRecord, note: string): void {
  call.note = call.note ? `${call.note}; ${note}` : note
}

export async function probeServer(options: ProbeOptions): Promise<ProbeResult> {
  const { logger } = options
  const settle = options.settle ?? (() => sleep(SETTLE_MS))
  let inFlight: CallRecord | null = null
  const oversizedCalls = new WeakMap<CallRecord, number>()
  const transport: ProbeTransport = options.transport({
    onOversized: (bytes) => {
      if (inFlight) oversizedCalls.set(inFlight, bytes)
      else logger.warn(`the server sent a message of ${bytes} bytes; it was dropped (cap ${MAX_MESSAGE_BYTES} bytes)`)
    }
  })
  const positions = new AnswerPositions(transport, () => inFlight !== null)
  let stderrTail = ''
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES)
  })
  let closed = false
  let markClosed = (): void => undefined
  const whenClosed = new Promise<void>((resolve) => (markClosed = resolve))
  /** Resolves when the server's process has closed, or after `ms`, whichever comes first. */
  const closedWithin = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms)
      void whenClosed.then(() => {
        clearTimeout(timer)
        resolve()
      })
    })
  let nonJsonLines = 0

  // Every answer's text is scanned as it arrives; only what was found is kept (bounded).
  const textScanner = new ResultTextScanner(options.canaries ? { canaries: options.canaries } : {})
  const { client, clientRequests } = makeClient(options.rootDir, options.clientTraps ?? null, () => inFlight?.id ?? null, options.client?.name)
  askProtocolVersion(transport, options.client?.protocolVersion)
  client.onerror = (error) => {
    if (error instanceof SyntaxError) nonJsonLines += 1
    else logger.debug(`client: ${describeError(error)}`)
  }

  const result: ProbeResult = {
    serverInfo: null,
    listing: { tools: [], resources: [], resourceTemplates: [], prompts: [] },
    relisting: null,
    calls: [],
    textHits: textScanner.hits,
    gaps: [],
    shutdownAt: 0,
    stderrTail: '',
    clientRequests
  }
  // The transport hook the client calls with the version it negotiated (one it supports, so no free text).
  const passVersion = transport.setProtocolVersion?.bind(transport)
  transport.setProtocolVersion = (version: string) => {
    passVersion?.(version)
    result.protocolVersion = version
  }

  const shutdown = async (graceMs: number) => {
    result.shutdownAt = result.shutdownAt || Date.now()
    // The pid exists as soon as start() spawned the process, also while initialize is still pending.
    const rootPid = transport.pid
    if (rootPid !== null && isAlive(rootPid)) {
      // End stdin first, as MCP's stdio shutdown asks; then TERM the server itself (not strace, whose
      // SIGTERM would stop the tracing of the shutdown), then KILL whatever is left.
      transport.endInput()
      await closedWithin(graceMs)
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
        markClosed()
        reject(new Error('closed'))
      }
    })
    closedEarly.catch(() => undefined)
    const connecting = client.connect(transport, { timeout: options.initializeTimeoutMs })
    try {
      await Promise.race([connecting, closedEarly])
    } catch (error) {
      const exitedEarly = closed
      await sleep(100) // let stderr drain
      const exitCode = transport.exitCode
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
    if (nonJsonLines > 0) logger.warn(`the server wrote ${nonJsonLines} non-JSON line(s) on stdout; they were ignored`)
    const initializedAt = Date.now()

    const version = client.getServerVersion()
    result.serverInfo = version
      ? { name: String(version.name), version: String(version.version), ...(version.title ? { title: String(version.title) } : {}) }
      : null
    const instructions = client.getInstructions()
    if (instructions) result.instructions = instructions

    const requestOptions = { timeout: options.timeoutMs }
    result.listing = await listSurface(client, options.timeoutMs, '', result.gaps, logger)
    await checkAborted()

    const surface = result.listing.tools.length + result.listing.resources.length + result.listing.resourceTemplates.length + result.listing.prompts.length
    const huge = surface > HUGE_SURFACE_ITEMS
    // callsPerTool 0: list only (a remote server, whose calls would act on a real service)
    const callsPerTool = huge ? Math.min(1, options.callsPerTool) : options.callsPerTool
    const maxAttempts = huge ? 1 : callsPerTool + EXTRA_ATTEMPTS
    if (huge && options.callsPerTool > 1) logger.info(`${surface} items: each is called once, without pauses between calls`)

    /** Runs one request as a CallRecord; returns the answer when the call succeeded, else the error text. */
    const record = async (
      kind: SurfaceKind,
      name: string,
      iteration: number,
      args: Record<string, unknown> | undefined,
      run: () => Promise<unknown>,
      check?: (response: unknown) => string | undefined,
      noteBefore?: string,
      step?: string
    ): Promise<CallAnswer> => {
      const call: CallRecord = {
        id: result.calls.length,
        kind,
        name,
        iteration,
        ...(args ? { arguments: args } : {}),
        startedAt: Date.now(),
        endedAt: 0,
        outcome: 'ok',
        ...(step !== undefined ? { step } : {})
      }
      if (noteBefore) addNote(call, noteBefore)
      result.calls.push(call)
      inFlight = call
      positions.begin()
      let answer: CallAnswer
      try {
        const response = await run()
        textScanner.scan(call.id, response)
        answer = { ok: true, response }
        if (typeof response === 'object' && response !== null && (response as { isError?: unknown }).isError === true) {
          call.outcome = 'error-result'
          answer = { ok: false, why: errorResultText(response) }
          if (answer.why) call.error = answer.why.slice(0, 500)
        }
        const mismatch = check?.(response)
        if (mismatch) addNote(call, mismatch)
      } catch (error) {
        call.outcome = outcomeOf(error)
        call.error = describeError(error).slice(0, 500)
        answer = { ok: false, why: describeError(error).slice(0, 4_000) }
      }
      call.endedAt = Date.now()
      inFlight = null
      positions.end(call)
      const droppedBytes = oversizedCalls.get(call)
      if (droppedBytes !== undefined) {
        call.outcome = 'oversized-result'
        addNote(call, `the answer (${droppedBytes} bytes) was dropped: over the ${MAX_MESSAGE_BYTES}-byte cap`)
        delete call.error
        answer = { ok: false, why: 'oversized' }
      }
      if (!huge) await settle()
      await checkAborted()
      if (closed) throw new ServerProtocolError(`the server exited during ${kind} ${name}`)
      return answer
    }

    const workspace = options.workspace ?? null
    const memory = new ResultMemory(workspace?.root ?? null)
    const callAsTask = (name: string, args: Record<string, unknown>) => callToolAsTask(client, name, args, requestOptions)
    const requests: SessionRequests = {
      callTool: (name, iteration, args, { tool, step, noteBefore } = {}) =>
        record(
          'tool',
          name,
          iteration,
          args,
          () =>
            tool && needsTask(tool)
              ? callAsTask(name, args)
              : client.request({ method: 'tools/call', params: { name, arguments: args } }, CallToolResultSchema, requestOptions),
          tool ? (response) => outputSchemaMismatch(tool, response) : undefined,
          noteBefore,
          step
        ),
      readResource: (uri, iteration, { step } = {}) =>
        record(
          'resource',
          uri,
          iteration,
          undefined,
          () => client.request({ method: 'resources/read', params: { uri } }, ReadResourceResultSchema, requestOptions),
          undefined,
          undefined,
          step
        ),
      getPrompt: (name, iteration, args, { step } = {}) =>
        record(
          'prompt',
          name,
          iteration,
          args,
          () => client.request({ method: 'prompts/get', params: { name, arguments: args } }, GetPromptResultSchema, requestOptions),
          undefined,
          undefined,
          step
        )
    }
    const tools = new ToolExerciser({
      requests,
      workspace,
      memory,
      calls: result.calls,
      callsPerTool,
      maxAttempts,
      ...(options.callsCap ? { callsCap: options.callsCap } : {}),
      ...(options.replyLessons ? { replyLessons: options.replyLessons } : {}),
      ...(options.codeInputs ? { codeInputs: options.codeInputs } : {})
    })
    try {
      const scenario = options.scenario ?? null
      const reached = scenario
        ? await runScenario(scenario.steps, {
            requests,
            tools: result.listing.tools,
            remember: (response) => memory.remember(response),
            calls: result.calls,
            gaps: result.gaps
          })
        : new Set<string>()
      // callsPerTool 0 (a remote server): list only, nothing is called or read
      const synthesize = callsPerTool > 0 && (scenario?.synthesize ?? true)
      const unreached =
        <T>(kind: SurfaceKind, name: (item: T) => string) =>
        (items: T[]) =>
          synthesize ? items.filter((item) => !reached.has(`${kind}\0${name(item)}`)) : []
      const listing = {
        tools: unreached<DeclaredTool>('tool', (tool) => tool.name)(result.listing.tools),
        resources: unreached<{ uri: string }>('resource', (resource) => resource.uri)(result.listing.resources),
        resourceTemplates: synthesize ? result.listing.resourceTemplates : [],
        prompts: unreached<{ name: string }>('prompt', (prompt) => prompt.name)(result.listing.prompts)
      }
      await tools.exercise(listing.tools, async () => {
        for (const resource of listing.resources) await requests.readResource(resource.uri, 1)
        for (const template of listing.resourceTemplates) {
          const uri = instantiateUriTemplate(template.uriTemplate)
          await record('resourceTemplate', template.uriTemplate, 1, { uri }, () =>
            client.request({ method: 'resources/read', params: { uri } }, ReadResourceResultSchema, requestOptions)
          )
        }
        for (const prompt of result.listing.prompts.filter((candidate) => listing.prompts.includes(candidate))) {
          await requests.getPrompt(prompt.name, 1, synthesizePromptArguments(prompt))
        }
      })
      if (synthesize && options.staticItems && !closed) result.steered = await tools.steer(listing.tools, await options.staticItems())
      if (synthesize && options.holdMs && !closed) {
        // A held pass: the session stays open (the server's timers run), then each tool is called again.
        logger.info(`holding the session open ${Math.round(options.holdMs / 1000)} s`)
        await closedWithin(initializedAt + options.holdMs - Date.now())
        await checkAborted()
        if (!closed) await tools.again(listing.tools)
      }
      if (closed) throw new ServerProtocolError('the server exited before it was exercised')
      result.relisting = await listSurface(client, options.timeoutMs, 're-listing ', result.gaps, logger)
      // A tool or resource that appeared mid-session is part of what the server does: exercise it too.
      const known = new Set(result.listing.tools.map((tool) => tool.name))
      if (synthesize) {
        await tools.exercise(result.relisting.tools.filter((candidate) => !known.has(candidate.name)))
        const knownUris = new Set(result.listing.resources.map((resource) => resource.uri))
        for (const resource of result.relisting.resources.filter((candidate) => !knownUris.has(candidate.uri)).slice(0, 100)) {
          await requests.readResource(resource.uri, 1)
        }
      }
    } catch (error) {
      if (error instanceof ProbeAborted) throw error
      logger.warn(describeError(error))
    }
    if (closed) result.gaps.push({ what: 'session', why: endedWhy(result.calls) })
    await shutdown(2_000)
    return result
  } finally {
    options.signal?.removeEventListener('abort', onAbort)
    const rootPid = transport.pid
    if (rootPid !== null && isAlive(rootPid)) await stopTree(rootPid, 0)
  }
}
