import type { PassThrough } from 'node:stream'
import { serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import type { LauncherProcess } from '../sandbox/launcher-process.js'
import { CappedReadBuffer, type OversizedLine } from './capped-read-buffer.js'

// The MCP client's stdio transport, owned by the auditor: it talks through the sandbox launcher (which
// starts strace, bwrap and the server; the audit starts it before its setup is done), reads the server's
// stdout through a buffer that caps each message, and gives the session what the SDK's transport keeps
// private: the launcher's pid and exit code, and a way to end the server's stdin (MCP's stdio shutdown)
// without killing anything. Stopping the process tree is the session's business (process-tree.ts), not
// the transport's.

export interface SandboxedStdioOptions {
  /** the launcher, started already: its stdout and stderr are held until the transport reads them */
  launcher: LauncherProcess
  maxMessageBytes: number
  onOversized: (line: OversizedLine) => void
}

export class SandboxedStdioTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: JSONRPCMessage) => void
  setProtocolVersion?: (version: string) => void
  onMessageEnd?: (message: JSONRPCMessage, endsAt: number) => void
  private received = 0

  private readonly launcher: LauncherProcess
  private readonly buffer: CappedReadBuffer
  private started = false

  constructor(options: SandboxedStdioOptions) {
    this.launcher = options.launcher
    this.buffer = new CappedReadBuffer(options.maxMessageBytes, options.onOversized)
  }

  /** the launcher's stderr (the server's, through strace and bwrap), available before start() */
  get stderr(): PassThrough {
    return this.launcher.stderr
  }

  /** bytes read from the server's stdout so far */
  get stdoutBytes(): number {
    return this.received
  }

  get pid(): number | null {
    return this.launcher.pid
  }

  /** the launcher's exit code once it has exited, else null */
  get exitCode(): number | null {
    return this.launcher.exitCode
  }

  start(): Promise<void> {
    if (this.started) return Promise.reject(new Error('transport already started'))
    this.started = true
    const { child, spawned, closed } = this.launcher
    void closed.then(() => this.onclose?.())
    child.stdin?.on('error', (error) => this.onerror?.(error))
    child.stdout?.on('error', (error) => this.onerror?.(error))
    child.stdout?.on('data', (chunk: Buffer) => {
      this.received += chunk.length
      this.buffer.append(chunk)
      this.drain()
    })
    return spawned.catch((error: Error) => {
      this.onerror?.(error)
      throw error
    })
  }

  private drain(): void {
    for (;;) {
      let message: JSONRPCMessage | null
      try {
        message = this.buffer.readMessage()
      } catch (error) {
        this.onerror?.(error instanceof Error ? error : new Error(String(error)))
        continue
      }
      if (message === null) return
      this.onMessageEnd?.(message, this.buffer.lastEndsAt)
      this.onmessage?.(message)
    }
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.launcher.child.stdin
    if (!stdin || stdin.writableEnded) return Promise.reject(new Error('not connected'))
    return new Promise((resolve) => {
      if (stdin.write(serializeMessage(message))) resolve()
      else stdin.once('drain', () => resolve())
    })
  }

  /** Ends the server's stdin, as MCP's stdio shutdown asks; the process is left to exit by itself. */
  endInput(): void {
    this.launcher.child.stdin?.end()
  }

  /** Lets go of the process (the session stops its tree) and of what was buffered. */
  async close(): Promise<void> {
    this.endInput()
    this.buffer.clear()
  }
}
