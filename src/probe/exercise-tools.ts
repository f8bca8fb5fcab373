import type { CallRecord, DeclaredTool, StaticItem } from '../model/index.js'
import type { ReplyLesson } from '../sandbox/replies/reply-lesson.js'
import { learnFrom } from './error-lessons.js'
import { createdPaths, fitArguments, orderTools, type ResultMemory, type ToolState, type Workspace } from './exercise-plan.js'
import { mergeLesson, mergeNames, replyLessonFrom } from './reply-lessons.js'
import type { SessionRequests } from './run-scenario.js'
import { steerCalls, type SteeredCall } from './steered-calls.js'
import { synthesizeArgumentsNoting, variantOf } from './synthesize-args.js'

export interface ToolExercise {
  requests: SessionRequests
  workspace: Workspace | null
  memory: ResultMemory
  /** the session's calls so far, the last one being the call just made */
  calls: CallRecord[]
  /** successful calls sought per tool */
  callsPerTool: number
  maxAttempts: number
  /** fewer calls than callsPerTool for the tools named */
  callsCap?: ReadonlyMap<string, number>
  /** tells the sink, before each call, what the tool's rejections of its replies taught (null: nothing) */
  replyLessons?: (lesson: ReplyLesson | null) => void
  /** per tool name, the schema its handler's code parses its arguments with (sandbox/replies/code-operations.ts): for a tool that declares none */
  codeInputs?: Readonly<Record<string, unknown>>
}

/** Retries a tool gets because its answer showed it choked on the sink's reply and named what was missing. */
export const REPLY_RETRIES = 3

/** A server's own limiter refused the call (`Rate limit exceeded`: a per-second budget the audit's quick calls spend). */
const RATE_LIMITED = /\brate[ _-]?limit(ed)?\b|too many requests/i
/** The pause after such a refusal, past a one-second window, and how many a session takes at most. */
const RATE_LIMIT_PAUSE_MS = 1_100
const MAX_RATE_LIMIT_PAUSES = 3

const BEST_EFFORT_NOTE = 'best-effort arguments: the input schema is beyond what the synthesizer follows (depth, size, $ref or pattern limits)'

/** Whether a tool's declared input schema names any parameter. */
export function namesParameters(tool: DeclaredTool): boolean {
  const declared = tool.inputSchema?.properties
  return typeof declared === 'object' && declared !== null && Object.keys(declared).length > 0
}

/** Calls tools with synthesized arguments, each attempt learning from the errors of the ones before. */
export class ToolExerciser {
  private readonly states = new Map<string, ToolState>()
  private readonly created: string[] = []
  private readonly replyLessons = new Map<string, { lesson: ReplyLesson; retries: number }>()
  /** the names any tool's rejection showed the server reads as one type: in every tool's lesson */
  private replyNames: NonNullable<ReplyLesson['names']> = {}
  private lessonInForce = 'null'
  private rateLimitPauses = 0

  constructor(private readonly run: ToolExercise) {}

  /** Rounds over the tools in agent order, until each has `callsPerTool` successes or has used its attempts. */
  async exercise(tools: DeclaredTool[], afterFirstRound?: () => Promise<void>): Promise<void> {
    const ordered = orderTools(tools)
    for (let round = 1; round <= this.run.maxAttempts; round++) {
      let called = false
      for (const tool of ordered) {
        const state = this.stateOf(tool)
        const calls = Math.min(this.run.callsPerTool, this.run.callsCap?.get(tool.name) ?? Infinity)
        const attempts = this.run.maxAttempts - (this.run.callsPerTool - calls)
        if (state.ok + state.final >= calls || state.attempts >= attempts) continue
        await this.callTool(tool, state)
        called = true
      }
      if (round === 1) await afterFirstRound?.()
      if (!called) break
    }
  }

  /** One more call of each tool, in agent order (a held session's calls after its wait). */
  async again(tools: DeclaredTool[]): Promise<void> {
    for (const tool of orderTools(tools)) await this.callTool(tool, this.stateOf(tool))
  }

  /** One extra call per literal the tool's code compares a parameter against (steered-calls.ts). */
  async steer(tools: DeclaredTool[], items: StaticItem[]): Promise<SteeredCall[]> {
    return steerCalls(tools, items, async (tool, param, value) => {
      const { workspace, memory } = this.run
      const state = this.stateOf(tool)
      const iteration = (state.attempts += 1)
      const shaped = this.withCodeInput(tool)
      const { arguments: synthesized } = synthesizeArgumentsNoting(shaped.inputSchema, 0)
      const args = { ...fitArguments(shaped, synthesized, 0, state, workspace, this.created, memory), [param]: value }
      this.teachSink(tool.name)
      await this.run.requests.callTool(tool.name, iteration, args, { tool, noteBefore: `steered by the code: ${param} = ${JSON.stringify(value)}` })
      return this.run.calls.at(-1)?.id
    })
  }

  /** Writes the tool's reply lesson for the sink, when it differs from the one in force. */
  private teachSink(tool: string): void {
    if (!this.run.replyLessons) return
    const own = this.replyLessons.get(tool)?.lesson
    const shared = Object.keys(this.replyNames).length > 0 ? { names: this.replyNames } : null
    const lesson: ReplyLesson | null = own || shared ? { ...(own ?? { tool, fields: [], reads: [] }), ...shared } : null
    const text = JSON.stringify(lesson)
    if (text === this.lessonInForce) return
    this.lessonInForce = text
    this.run.replyLessons(lesson)
  }

  /** True when the error named something the reply lacked that the tool's lesson did not hold yet, and retries are left. */
  private learnReply(tool: string, why: string): boolean {
    if (!this.run.replyLessons) return false
    const part = replyLessonFrom(why)
    const known = this.replyLessons.get(tool)
    if (!part || (known?.retries ?? 0) >= REPLY_RETRIES) return false
    const names = mergeNames(this.replyNames, part)
    if (names) this.replyNames = names
    const merged = mergeLesson(tool, known?.lesson, part)
    if (!merged && !names) return false
    this.replyLessons.set(tool, { lesson: merged ?? known?.lesson ?? { tool, fields: [], reads: [] }, retries: (known?.retries ?? 0) + 1 })
    return true
  }

  private stateOf(tool: DeclaredTool): ToolState {
    let state = this.states.get(tool.name)
    if (!state) this.states.set(tool.name, (state = { attempts: 0, ok: 0, final: 0, lessons: [] }))
    return state
  }

  /**
   * The tool with the schema its handler's code parses its arguments with, when its declared one names no
   * parameter (a converter that no longer reads the code's schemas lists `{}`): its calls then get past that parse.
   */
  private withCodeInput(tool: DeclaredTool): DeclaredTool {
    const code = this.run.codeInputs?.[tool.name]
    if (typeof code !== 'object' || code === null || namesParameters(tool)) return tool
    return { ...tool, inputSchema: code as DeclaredTool['inputSchema'] }
  }

  private async callTool(tool: DeclaredTool, state: ToolState): Promise<void> {
    const { workspace, memory } = this.run
    const iteration = state.attempts + 1
    const variant = variantOf(iteration)
    const shaped = this.withCodeInput(tool)
    const { arguments: synthesized, bestEffort } = synthesizeArgumentsNoting(shaped.inputSchema, variant)
    const args = fitArguments(shaped, synthesized, variant, state, workspace, this.created, memory)
    state.attempts = iteration
    this.teachSink(tool.name)
    const answer = await this.run.requests.callTool(tool.name, iteration, args, { tool, noteBefore: bestEffort ? BEST_EFFORT_NOTE : undefined })
    const outcome = this.run.calls[this.run.calls.length - 1]?.outcome
    if (!answer.ok && RATE_LIMITED.test(answer.why) && this.rateLimitPauses < MAX_RATE_LIMIT_PAUSES) {
      // the next call waits out the server's own window, a few times a session at most
      this.rateLimitPauses += 1
      await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_PAUSE_MS))
    }
    if (answer.ok) {
      state.ok += 1
      memory.remember(answer.response)
      this.created.push(...createdPaths(tool, args, workspace))
    } else if (this.learnReply(tool.name, answer.why)) {
      // the tool choked on the sink's reply and said on what: the next call's reply has it (a few times at most)
      if (outcome === 'error-result') state.lessons = [...state.lessons, learnFrom(answer.why)].slice(-3)
    } else if (outcome === 'error-result' || (outcome === 'protocol-error' && /^-32602:/.test(answer.why))) {
      state.lessons = [...state.lessons, learnFrom(answer.why)].slice(-3)
    } else {
      // A timeout, an oversized answer or the server's own failure (internal error): another variant
      // would not teach anything, so the attempt counts toward --calls like a success would.
      state.final += 1
    }
  }
}
