import { deserializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'

// The SDK's stdio ReadBuffer concatenates every chunk into one growing Buffer (quadratic copying on a long
// line) and, past its 10 MB limit, makes the transport close, which kills the server: one huge result
// would end the audit with everything after it unexercised. This buffer keeps at most `maxLineBytes` of a
// line; a longer line is skipped to its newline and answered locally, so the call it belonged to ends at
// once (with OVERSIZED_RESULT_CODE) and the session goes on.

export const OVERSIZED_RESULT_CODE = -32_099
const EDGE_BYTES = 512

export interface OversizedLine {
  bytes: number
  /** the request id found at the start or end of the line, when one was */
  id: number | string | null
}

export class CappedReadBuffer {
  private chunks: Buffer[] = []
  private length = 0
  /** set while skipping an oversized line: its first and latest bytes and its size so far */
  private skipping: { head: Buffer; tail: Buffer; bytes: number } | null = null
  private readonly ready: (JSONRPCMessage | Error)[] = []
  /** per entry of `ready`: the stream's byte count at the end of its line (newline included) */
  private readonly readyEnds: number[] = []
  /** bytes of the stream up to the end of the piece being taken */
  private streamed = 0
  /** the stream's byte count at the end of the line of the message readMessage returned last */
  lastEndsAt = 0

  constructor(
    private readonly maxLineBytes: number,
    private readonly onOversized: (line: OversizedLine) => void
  ) {}

  append(chunk: Buffer): void {
    let rest = chunk
    while (rest.length > 0) {
      const newline = rest.indexOf(0x0a)
      const piece = newline === -1 ? rest : rest.subarray(0, newline)
      rest = newline === -1 ? Buffer.alloc(0) : rest.subarray(newline + 1)
      this.take(piece)
      this.streamed += piece.length + (newline === -1 ? 0 : 1)
      if (newline !== -1) this.endLine()
    }
  }

  private take(piece: Buffer): void {
    if (this.skipping === null && this.length + piece.length <= this.maxLineBytes) {
      if (piece.length > 0) this.chunks.push(piece)
      this.length += piece.length
      return
    }
    if (this.skipping === null) {
      const sofar = Buffer.concat(this.chunks)
      this.skipping = { head: sofar.subarray(0, EDGE_BYTES), tail: Buffer.alloc(0), bytes: this.length }
      this.chunks = []
      this.length = 0
      if (this.skipping.head.length < EDGE_BYTES)
        this.skipping.head = Buffer.concat([this.skipping.head, piece.subarray(0, EDGE_BYTES - this.skipping.head.length)])
    }
    this.skipping.bytes += piece.length
    this.skipping.tail = Buffer.concat([this.skipping.tail, piece]).subarray(-EDGE_BYTES)
  }

  private endLine(): void {
    if (this.skipping !== null) {
      const { head, tail, bytes } = this.skipping
      this.skipping = null
      const id = requestIdOf(head.toString('utf8'), tail.toString('utf8'))
      this.onOversized({ bytes, id })
      if (id !== null) {
        this.readyEnds.push(this.streamed)
        this.ready.push({
          jsonrpc: '2.0',
          id,
          error: { code: OVERSIZED_RESULT_CODE, message: `message of ${bytes} bytes dropped (over the ${this.maxLineBytes}-byte cap)` }
        })
      }
      return
    }
    const line = Buffer.concat(this.chunks).toString('utf8').replace(/\r$/, '')
    this.chunks = []
    this.length = 0
    this.readyEnds.push(this.streamed)
    try {
      this.ready.push(deserializeMessage(line))
    } catch (error) {
      this.ready.push(error instanceof Error ? error : new Error(String(error)))
    }
  }

  /** The next complete message, or null; throws (as the SDK's buffer does) for a line that is not one. */
  readMessage(): JSONRPCMessage | null {
    const next = this.ready.shift()
    if (next === undefined) return null
    this.lastEndsAt = this.readyEnds.shift() ?? this.lastEndsAt
    if (next instanceof Error) throw next
    return next
  }

  clear(): void {
    this.chunks = []
    this.length = 0
    this.skipping = null
    this.ready.length = 0
    this.readyEnds.length = 0
  }
}

/**
 * The top-level `"id"` of a JSON-RPC response, from its first or last bytes: serializers put it first
 * (`{"jsonrpc":"2.0","id":7,…`) or last (`…,"jsonrpc":"2.0","id":7}`). Only a key before any nested
 * value, or right before the final brace, is taken, so an "id" inside the result does not count.
 */
function requestIdOf(head: string, tail: string): number | string | null {
  const leading = /^\s*\{[^{}[\]]*?"id"\s*:\s*(\d{1,15}|"[^"\\]{0,64}")/.exec(head)
  const trailing = /[,{]\s*"id"\s*:\s*(\d{1,15}|"[^"\\]{0,64}")\s*\}\s*\r?$/.exec(tail)
  const raw = leading?.[1] ?? trailing?.[1]
  if (raw === undefined) return null
  return raw.startsWith('"') ? raw.slice(1, -1) : Number(raw)
}
