import { CallToolResultSchema, ErrorCode, GetPromptResultSchema, McpError, ReadResourceResultSchema } from '@modelcontextprotocol/sdk/types.js'
import { ProbeStartError, ServerProtocolError } from '../errors.js'
import type { Logger } from '../logger.js'
import type { SurfaceKind, CallRecord } from '../model/index.js'
import { isAlive, stopTree } from '../sandbox/process-tree.js'
import { describeError, errorResultText, outcomeOf } from './call-errors.js'
import { callToolAsTask, makeClient, needsTask } from './client.js'
import { createdPaths, fitArguments, learnFrom, orderTools, ResultMemory, type ToolState, type Workspace } from './exercise-plan.js'
import { listSurface } from './listing.js'
import { outputSchemaMismatch } from './output-schema.js'
import { MAX_MESSAGE_BYTES, type ProbeTransport, type TransportFactory } from './probe-transport.js'
import { synthesizeArgumentsNoting, synthesizePromptArguments } from './synthesize-args.js'
import { instantiateUriTemplate } from './synthesize/uri-template.js'
import type { ResolvedStep } from './scenario.js'
import type { DeclaredTool, ProbeResult } from './types.js'

export { collectPages } from './listing.js'
export { MAX_MESSAGE_BYTES } from './probe-transport.js'

const STDERR_TAIL_BYTES = 16 * 1024
// A pause after each answer, so behaviour a call triggers in the background is attributed to it rather
// than to the next call (the profile attributes by time window).
const SETTLE_MS = 50
/**
 * Above this many tools + resources + templates + prompts, each item is called once and without the
 * settle pause: 5,000 tools × 3 calls × 50 ms would take over 12 minutes. Background behaviour of one
 * call may then be attributed to the next one.
 */
export const HUGE_SURFACE_ITEMS = 500
/** Attempts beyond --calls a tool gets to reach its success path (retries that learn from errors). */
export const EXTRA_ATTEMPTS = 3

export interface ProbeOptions {
  transport: TransportFactory
  /** the server's working directory: its MCP root */
  rootDir: string
  /** what exists in rootDir for path-like arguments to point at; null: invented relative paths */
  workspace?: Workspace | null
  timeoutMs: number
  initializeTimeoutMs: number
  /** successful calls sought per tool */
  calls: number
  /** steps run first, in order; synthesize: false leaves out everything else */
  scenario?: { steps: ResolvedStep[]; synthesize: boolean } | null
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

export async function probeServer(options: ProbeOptions): Promise<ProbeResult> {
  const { logger } = options
  let inFlight: CallRecord | null = null
  const oversizedCalls = new WeakMap<CallRecord, number>()
  const transport: ProbeTransport = options.transport({
    onOversized: (bytes) => {
      if (inFlight) oversizedCalls.set(inFlight, bytes)
      else logger.warn(`the server sent a message of ${bytes} bytes; it was dropped (cap ${MAX_MESSAGE_BYTES} bytes)`)
    }
  })
  let stderrTail = ''
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES)
  })
  let closed = false
  let nonJsonLines = 0

  const client = makeClient(options.rootDir)
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

  const shutdown = async (graceMs: number) => {
    result.shutdownAt = result.shutdownAt || Date.now()
    // The pid exists as soon as start() spawned the process, also while initialize is still pending.
    const rootPid = transport.pid
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
    // calls 0: list only (a remote server, whose calls would act on a real service)
    const calls = huge ? Math.min(1, options.calls) : options.calls
    const maxAttempts = huge ? 1 : calls + EXTRA_ATTEMPTS
    if (huge && options.calls > 1) logger.info(`${surface} items: each is called once, without pauses between calls`)

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
    ): Promise<{ ok: true; response: unknown } | { ok: false; why: string }> => {
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
      let answer: { ok: true; response: unknown } | { ok: false; why: string }
      try {
        const response = await run()
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
      const droppedBytes = oversizedCalls.get(call)
      if (droppedBytes !== undefined) {
        call.outcome = 'oversized-result'
        addNote(call, `the answer (${droppedBytes} bytes) was dropped: over the ${MAX_MESSAGE_BYTES}-byte cap`)
        delete call.error
        answer = { ok: false, why: 'oversized' }
      }
      if (!huge) await sleep(SETTLE_MS)
      await checkAborted()
      if (closed) throw new ServerProtocolError(`the server exited during ${kind} ${name}`)
      return answer
    }

    const workspace = options.workspace ?? null
    const memory = new ResultMemory(workspace?.root ?? null)
    const created: string[] = []
    const states = new Map<string, ToolState>()
    const stateOf = (tool: DeclaredTool): ToolState => {
      let state = states.get(tool.name)
      if (!state) states.set(tool.name, (state = { attempts: 0, ok: 0, final: 0, lessons: [] }))
      return state
    }
    const callAsTask = (name: string, args: Record<string, unknown>) => callToolAsTask(client, name, args, requestOptions)
    const callTool = async (tool: DeclaredTool) => {
      const state = stateOf(tool)
      const { arguments: synthesized, bestEffort } = synthesizeArgumentsNoting(tool.inputSchema, state.attempts)
      const args = fitArguments(tool, synthesized, state, workspace, created, memory)
      state.attempts += 1
      const answer = await record(
        'tool',
        tool.name,
        state.attempts,
        args,
        () =>
          needsTask(tool)
            ? callAsTask(tool.name, args)
            : client.request({ method: 'tools/call', params: { name: tool.name, arguments: args } }, CallToolResultSchema, requestOptions),
        (response) => outputSchemaMismatch(tool, response),
        bestEffort ? 'best-effort arguments: the input schema is beyond what the synthesizer follows (depth, size, $ref or pattern limits)' : undefined
      )
      const outcome = result.calls[result.calls.length - 1]?.outcome
      if (answer.ok) {
        state.ok += 1
        memory.remember(answer.response)
        created.push(...createdPaths(tool, args, workspace))
      } else if (outcome === 'error-result' || (outcome === 'protocol-error' && /^-32602:/.test(answer.why))) {
        state.lessons = [...state.lessons, learnFrom(answer.why)].slice(-3)
      } else {
        // A timeout, an oversized answer or the server's own failure (internal error): another variant
        // would not teach anything, so the attempt counts toward --calls like a success would.
        state.final += 1
      }
    }
    /** Rounds over the tools in agent order, until each has `calls` successes or has used its attempts. */
    const exerciseTools = async (tools: DeclaredTool[], afterFirstRound?: () => Promise<void>) => {
      const ordered = orderTools(tools)
      for (let round = 1; round <= maxAttempts; round++) {
        let called = false
        for (const tool of ordered) {
          const state = stateOf(tool)
          if (state.ok + state.final >= calls || state.attempts >= maxAttempts) continue
          await callTool(tool)
          called = true
        }
        if (round === 1) await afterFirstRound?.()
        if (!called) break
      }
    }

    /** The scenario's steps, in order; returns the items they reached (synthesis leaves those alone). */
    const runScenario = async (steps: ResolvedStep[]): Promise<Set<string>> => {
      const reached = new Set<string>()
      const iterations = new Map<string, number>()
      for (const step of steps) {
        const kind: SurfaceKind = step.kind === 'resource' ? 'resource' : step.kind
        const iteration = (iterations.get(`${kind}\0${step.target}`) ?? 0) + 1
        iterations.set(`${kind}\0${step.target}`, iteration)
        const tool = result.listing.tools.find((candidate) => candidate.name === step.target)
        const args = step.arguments ?? {}
        const answer =
          step.kind === 'tool'
            ? await record(
                'tool',
                step.target,
                iteration,
                args,
                () =>
                  tool && needsTask(tool)
                    ? callAsTask(step.target, args)
                    : client.request({ method: 'tools/call', params: { name: step.target, arguments: args } }, CallToolResultSchema, requestOptions),
                tool ? (response) => outputSchemaMismatch(tool, response) : undefined,
                undefined,
                step.name
              )
            : step.kind === 'resource'
              ? await record(
                  'resource',
                  step.target,
                  iteration,
                  undefined,
                  () => client.request({ method: 'resources/read', params: { uri: step.target } }, ReadResourceResultSchema, requestOptions),
                  undefined,
                  undefined,
                  step.name
                )
              : await record(
                  'prompt',
                  step.target,
                  iteration,
                  args,
                  () => client.request({ method: 'prompts/get', params: { name: step.target, arguments: args } }, GetPromptResultSchema, requestOptions),
                  undefined,
                  undefined,
                  step.name
                )
        if (answer.ok) {
          reached.add(`${kind}\0${step.target}`)
          memory.remember(answer.response)
        }
        if (step.expect !== undefined && answer.ok !== (step.expect === 'ok')) {
          const outcome = result.calls[result.calls.length - 1]?.outcome ?? 'error'
          result.gaps.push({
            what: `scenario step "${step.name}"`,
            why: `expected ${step.expect}, the ${step.kind} ${answer.ok ? 'succeeded' : `ended in ${outcome}`}`
          })
        }
      }
      return reached
    }

    try {
      const scenario = options.scenario ?? null
      const reached = scenario ? await runScenario(scenario.steps) : new Set<string>()
      // calls 0 (a remote server): list only, nothing is called or read
      const synthesize = calls > 0 && (scenario?.synthesize ?? true)
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
      await exerciseTools(listing.tools, async () => {
        for (const resource of listing.resources) {
          await record('resource', resource.uri, 1, undefined, () =>
            client.request({ method: 'resources/read', params: { uri: resource.uri } }, ReadResourceResultSchema, requestOptions)
          )
        }
        for (const template of listing.resourceTemplates) {
          const uri = instantiateUriTemplate(template.uriTemplate)
          await record('resourceTemplate', template.uriTemplate, 1, { uri }, () =>
            client.request({ method: 'resources/read', params: { uri } }, ReadResourceResultSchema, requestOptions)
          )
        }
        for (const prompt of result.listing.prompts.filter((candidate) => listing.prompts.includes(candidate))) {
          const args = synthesizePromptArguments(prompt)
          await record('prompt', prompt.name, 1, args, () =>
            client.request({ method: 'prompts/get', params: { name: prompt.name, arguments: args } }, GetPromptResultSchema, requestOptions)
          )
        }
      })
      if (closed) throw new ServerProtocolError('the server exited before it was exercised')
      result.relisting = await listSurface(client, options.timeoutMs, 're-listing ', result.gaps, logger)
      // A tool or resource that appeared mid-session is part of what the server does: exercise it too.
      const known = new Set(result.listing.tools.map((tool) => tool.name))
      if (synthesize) {
        await exerciseTools(result.relisting.tools.filter((candidate) => !known.has(candidate.name)))
        const knownUris = new Set(result.listing.resources.map((resource) => resource.uri))
        for (const resource of result.relisting.resources.filter((candidate) => !knownUris.has(candidate.uri)).slice(0, 100)) {
          await record('resource', resource.uri, 1, undefined, () =>
            client.request({ method: 'resources/read', params: { uri: resource.uri } }, ReadResourceResultSchema, requestOptions)
          )
        }
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
    const rootPid = transport.pid
    if (rootPid !== null && isAlive(rootPid)) await stopTree(rootPid, 0)
  }
}
