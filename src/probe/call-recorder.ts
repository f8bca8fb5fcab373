import type { CallRecord, SurfaceKind } from '../model/index.js'
import type { ResultTextScanner } from '../profile/server-text/scan-result.js'
import { describeError, errorResultText, outcomeOf } from './call-errors.js'
import { MAX_MESSAGE_BYTES, type ProbeTransport } from './probe-transport.js'
import type { CallAnswer } from './run-scenario.js'
import { AnswerPositions } from './stdout-positions.js'

// The session's call recorder, which every stage shares: one request at a time becomes a CallRecord —
// its window in time and in the server's stdout, its outcome, its answer's text scanned — followed by
// the settle that lets background work land on this call rather than the next.

export interface RecordedRequest {
  kind: SurfaceKind
  name: string
  iteration: number
  args?: Record<string, unknown> | undefined
  run: () => Promise<unknown>
  /** what the answer gets noted for (an outputSchema it does not fit) */
  check?: ((response: unknown) => string | undefined) | undefined
  noteBefore?: string | undefined
  step?: string | undefined
  /** more of the record, set before the request is sent (an attack call's attack) */
  extra?: Partial<CallRecord>
}

export function addNote(call: CallRecord, note: string): void {
  call.note = call.note ? `${call.note}; ${note}` : note
}

export class CallRecorder {
  readonly calls: CallRecord[] = []
  /** false above the huge-surface threshold: no settle after each answer */
  pauses = true
  private inFlight: CallRecord | null = null
  private readonly oversized = new WeakMap<CallRecord, number>()
  private positions: AnswerPositions | null = null

  constructor(
    private readonly textScanner: Pick<ResultTextScanner, 'scan'>,
    private readonly settle: (call: CallRecord) => Promise<void>,
    /** after each call and its settle: throws when the session was aborted or the server is gone */
    private readonly afterCall: (call: CallRecord) => Promise<void>
  ) {}

  /** Follows the transport's answers, so each call knows where it sits in the server's stdout. */
  attach(transport: ProbeTransport): void {
    this.positions = new AnswerPositions(transport, () => this.inFlight !== null)
  }

  /** The id of the call in flight, or null between calls. */
  get current(): number | null {
    return this.inFlight?.id ?? null
  }

  /** An answer dropped for its size: false when no call was in flight to count it. */
  noteOversized(bytes: number): boolean {
    if (!this.inFlight) return false
    this.oversized.set(this.inFlight, bytes)
    return true
  }

  /** Runs one request as a CallRecord; returns the answer when the call succeeded, else the error text. */
  async record(request: RecordedRequest): Promise<CallAnswer> {
    const { kind, name, iteration, args, step } = request
    const call: CallRecord = {
      id: this.calls.length,
      kind,
      name,
      iteration,
      ...(args ? { arguments: args } : {}),
      startedAt: Date.now(),
      endedAt: 0,
      outcome: 'ok',
      ...(step !== undefined ? { step } : {}),
      ...request.extra
    }
    if (request.noteBefore) addNote(call, request.noteBefore)
    this.calls.push(call)
    this.inFlight = call
    this.positions?.begin()
    let answer: CallAnswer
    try {
      const response = await request.run()
      this.textScanner.scan(call.id, response)
      answer = { ok: true, response }
      if (typeof response === 'object' && response !== null && (response as { isError?: unknown }).isError === true) {
        call.outcome = 'error-result'
        answer = { ok: false, why: errorResultText(response) }
        if (answer.why) call.error = answer.why.slice(0, 500)
      }
      const mismatch = request.check?.(response)
      if (mismatch) addNote(call, mismatch)
    } catch (error) {
      call.outcome = outcomeOf(error)
      call.error = describeError(error).slice(0, 500)
      answer = { ok: false, why: describeError(error).slice(0, 4_000) }
    }
    call.endedAt = Date.now()
    this.inFlight = null
    this.positions?.end(call)
    const droppedBytes = this.oversized.get(call)
    if (droppedBytes !== undefined) {
      call.outcome = 'oversized-result'
      addNote(call, `the answer (${droppedBytes} bytes) was dropped: over the ${MAX_MESSAGE_BYTES}-byte cap`)
      delete call.error
      answer = { ok: false, why: 'oversized' }
    }
    if (this.pauses) await this.settle(call)
    await this.afterCall(call)
    return answer
  }
}
