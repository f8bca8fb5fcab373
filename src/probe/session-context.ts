import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { ServerProtocolError } from '../errors.js'
import type { CallRecord } from '../model/index.js'
import { ResultTextScanner } from '../profile/server-text/scan-result.js'
import { CallRecorder } from './call-recorder.js'
import { MAX_MESSAGE_BYTES } from './probe-transport.js'
import type { ProbeOptions } from './probe-options.js'
import type { ProbeResult } from './types.js'
import { trappedClient } from './stages/client-traps.js'
import { ServerLink } from './server-link.js'

// What the session's stages share: the options, the link to the server's process, the client, the call
// recorder and the result they fill in, one stage after the other.

// A pause after each answer, so behaviour a call triggers in the background is attributed to it rather
// than to the next call (the profile attributes by time window). An audit settles on the trace instead
// (ProbeOptions.settle): the pause ends once the server has been quiet, at most after this long.
export const SETTLE_MS = 50

export class ProbeAborted extends Error {
  constructor(readonly partial: ProbeResult) {
    super('audit interrupted')
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export class SessionContext {
  readonly link: ServerLink
  readonly client: Client
  readonly recorder: CallRecorder
  readonly result: ProbeResult
  /** lines the server wrote on stdout that were not JSON */
  readonly nonJson: { lines: number }
  private readonly onAbort = (): void => void this.shutdown(500)

  constructor(readonly options: ProbeOptions) {
    const { logger } = options
    // Every answer's text is scanned as it arrives; only what was found is kept (bounded).
    const textScanner = new ResultTextScanner(options.canaries ? { canaries: options.canaries } : {})
    this.recorder = new CallRecorder(textScanner, options.settle ?? (() => sleep(SETTLE_MS)), (call) => this.afterCall(call))
    const transport = options.transport({
      onOversized: (bytes) => {
        if (!this.recorder.noteOversized(bytes)) logger.warn(`the server sent a message of ${bytes} bytes; it was dropped (cap ${MAX_MESSAGE_BYTES} bytes)`)
      }
    })
    this.recorder.attach(transport)
    this.link = new ServerLink(transport)
    const trapped = trappedClient(options, transport, () => this.recorder.current)
    this.client = trapped.client
    this.nonJson = trapped.nonJson
    this.result = {
      serverInfo: null,
      listing: { tools: [], resources: [], resourceTemplates: [], prompts: [] },
      relisting: null,
      calls: this.recorder.calls,
      textHits: textScanner.hits,
      gaps: [],
      shutdownAt: 0,
      stderrTail: '',
      clientRequests: trapped.clientRequests
    }
    // The transport hook the client calls with the version it negotiated (one it supports, so no free text).
    const passVersion = transport.setProtocolVersion?.bind(transport)
    transport.setProtocolVersion = (version: string) => {
      passVersion?.(version)
      this.result.protocolVersion = version
    }
    options.signal?.addEventListener('abort', this.onAbort, { once: true })
  }

  get closed(): boolean {
    return this.link.closed
  }

  async shutdown(graceMs: number): Promise<void> {
    this.result.shutdownAt = this.result.shutdownAt || Date.now()
    await this.link.shutdown(this.client, graceMs)
    this.result.stderrTail = this.link.stderrTail
  }

  /** Once the session was aborted: the server shut down, and what was done so far handed back. */
  async checkAborted(): Promise<void> {
    if (!this.options.signal?.aborted) return
    await this.shutdown(500)
    throw new ProbeAborted(this.result)
  }

  /** The session's end, however it ended: no listener left, nothing of the server left running. */
  async dispose(): Promise<void> {
    this.options.signal?.removeEventListener('abort', this.onAbort)
    await this.link.stopNow()
  }

  private async afterCall(call: CallRecord): Promise<void> {
    await this.checkAborted()
    if (this.closed) throw new ServerProtocolError(`the server exited during ${call.kind} ${call.name}`)
  }
}
