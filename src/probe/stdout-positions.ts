import type { CallRecord } from '../model/index.js'
import type { ProbeTransport } from './probe-transport.js'

// Which bytes of the server's stdout answered which call (CallRecord.stdout): the ids of the requests
// the call in flight sent, and the stdout byte count at the end of the last answer to one of them. The
// profile's clock matches these counts with the server's traced writes (profile/phase-clock.ts). Only a
// transport that reads the server's stdout (stdio) knows them; over HTTP calls carry none.

export class AnswerPositions {
  private readonly requestIds = new Set<string | number>()
  private answeredAt: number | undefined
  private sentAt: number | undefined

  constructor(
    private readonly transport: ProbeTransport,
    inCall: () => boolean
  ) {
    const send = transport.send.bind(transport)
    transport.send = (message, options) => {
      if (inCall() && 'method' in message && 'id' in message) this.requestIds.add(message.id)
      return send(message, options)
    }
    transport.onMessageEnd = (message, endsAt) => {
      if (inCall() && 'id' in message && !('method' in message) && message.id !== undefined && this.requestIds.has(message.id)) this.answeredAt = endsAt
    }
  }

  /** A call's request is about to be sent. */
  begin(): void {
    this.requestIds.clear()
    this.answeredAt = undefined
    this.sentAt = this.transport.stdoutBytes
  }

  /** The call ended (answered, failed or timed out): its positions, when the transport has them. */
  end(call: CallRecord): void {
    if (this.sentAt !== undefined) call.stdout = { sentAt: this.sentAt, ...(this.answeredAt !== undefined ? { answeredAt: this.answeredAt } : {}) }
  }
}
