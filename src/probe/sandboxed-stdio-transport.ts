import { spawn, type ChildProcess } from 'node:child_process'
import { PassThrough } from 'node:stream'
import { serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import type { LaunchCommand } from '../sandbox/launcher.js'
import { CappedReadBuffer, type OversizedLine } from './capped-read-buffer.js'

// The MCP client's stdio transport, owned by the auditor: it starts the sandbox launcher (which starts
// strace, bwrap and the server), reads the server's stdout through a buffer that caps each message, and
// gives the session what the SDK's transport keeps private: the launcher's pid and exit code, and a way
// to end the server's stdin (MCP's stdio shutdown) without killing anything. Stopping the process tree
// is the session's business (process-tree.ts), not the transport's.

export interface SandboxedStdioOptions {
  launch: LaunchCommand
  /** the launcher's own environment (the server's travels in the init config) */
  env: Record<string, string>
  maxMessageBytes: number
  onOversized: (line: OversizedLine) => void
}

export class SandboxedStdioTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: JSONRPCMessage) => void
  setProtocolVersion?: (version: string) => void

  /** the launcher's stderr (the server's, through strace and bwrap), available before start() */
  readonly stderr = new PassThrough()
  private child: ChildProcess | null = null
  private readonly buffer: CappedReadBuffer
  private exit: number | null = null

  constructor(private readonly options: SandboxedStdioOptions) {
    this.buffer = new CappedReadBuffer(options.maxMessageBytes, options.onOversized)
  }

  get pid(): number | null {
    return this.child?.pid ?? null
  }

  /** the launcher's exit code once it has exited, else null */
  get exitCode(): number | null {
    return this.exit
  }

  start(): Promise<void> {
    if (this.child) return Promise.reject(new Error('transport already started'))
    return new Promise((resolve, reject) => {
      const child = spawn(this.options.launch.command, this.options.launch.args, { env: this.options.env, stdio: ['pipe', 'pipe', 'pipe'], shell: false })
      this.child = child
      child.once('error', (error) => {
        reject(error)
        this.onerror?.(error)
      })
      child.once('spawn', () => resolve())
      child.once('close', (code) => {
        this.exit = code
        this.onclose?.()
      })
      child.stdin?.on('error', (error) => this.onerror?.(error))
      child.stdout?.on('error', (error) => this.onerror?.(error))
      child.stdout?.on('data', (chunk: Buffer) => {
        this.buffer.append(chunk)
        this.drain()
      })
      child.stderr?.pipe(this.stderr)
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
      this.onmessage?.(message)
    }
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin
    if (!stdin || stdin.writableEnded) return Promise.reject(new Error('not connected'))
    return new Promise((resolve) => {
      if (stdin.write(serializeMessage(message))) resolve()
      else stdin.once('drain', () => resolve())
    })
  }

  /** Ends the server's stdin, as MCP's stdio shutdown asks; the process is left to exit by itself. */
  endInput(): void {
    this.child?.stdin?.end()
  }

  /** Lets go of the process (the session stops its tree) and of what was buffered. */
  async close(): Promise<void> {
    this.endInput()
    this.buffer.clear()
  }
}
