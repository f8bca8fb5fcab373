// What a probe session is given: the transport, the exercise's bounds, and what the audit adds (the
// canaries the answers are scanned for, the settle on the trace, the client's traps, a pass's client).
import type { Logger } from '../logger.js'
import type { CallRecord, StaticItem } from '../model/index.js'
import type { CanaryScanner } from '../profile/canary-index.js'
import type { ReplyLesson } from '../sandbox/replies/reply-lesson.js'
import type { ClientTrapValues, ClientVariant } from './client.js'
import type { Workspace } from './exercise-plan.js'
import type { TransportFactory } from './probe-transport.js'
import type { AttackOptions } from './attack/attack-options.js'
import type { ResolvedStep } from './scenario.js'

export interface ProbeOptions {
  transport: TransportFactory
  /** the server's working directory: its MCP root */
  rootDir: string
  /** what exists in rootDir for path-like arguments to point at; null: invented relative paths */
  workspace?: Workspace | null
  timeoutMs: number
  initializeTimeoutMs: number
  /** successful calls sought per tool */
  callsPerTool: number
  /** steps run first, in order; synthesize: false leaves out everything else */
  scenario?: { steps: ResolvedStep[]; synthesize: boolean } | null
  logger: Logger
  signal?: AbortSignal
  /** the run's canaries, looked for in the URLs of images and links in every answer */
  canaries?: Pick<CanaryScanner, 'scan'>
  /** the static map's items, awaited after the ordinary rounds: their literals steer extra calls */
  staticItems?: () => Promise<StaticItem[]>
  /** waits after each call's answer (its record: the answer's stdout position) until the server's background work has landed; default: SETTLE_MS */
  settle?: (call: CallRecord) => Promise<void>
  /** the canaries the client's sampling and elicitation answers carry (probe/client-traps.ts) */
  clientTraps?: ClientTrapValues
  /** an exercise pass's client: another clientInfo, an older protocol version asked for (default: the traced pass's) */
  client?: ClientVariant
  /** a held pass (engine/passes/): after the ordinary rounds the session stays open until this long after initialize, then each tool is called once more */
  holdMs?: number
  /** fewer successful calls than callsPerTool for the tools named (an exercise pass's budget for slow tools) */
  callsCap?: ReadonlyMap<string, number>
  /** the attack stage (issue 42), after the exercise and before the re-listing; absent: none */
  attack?: AttackOptions
  /** hands the sink what a tool's rejections of its replies taught, before each call (sandbox/replies/reply-lesson.ts) */
  replyLessons?: (lesson: ReplyLesson | null) => void
  /** per tool name, the schema its handler's code parses its arguments with: for a tool that declares none (asked only when one does) */
  codeInputs?: () => Promise<Readonly<Record<string, unknown>>>
}
