import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { isAlive, stopTree } from '../sandbox/process-tree.js'
import type { ProbeTransport } from './probe-transport.js'

// The server's process as the session sees it: the transport to it, the last of what it wrote on stderr,
// whether it has closed, and the shutdown MCP asks for (stdin closed, then TERM, then KILL).

const STDERR_TAIL_BYTES = 16 * 1024

export class ServerLink {
  closed = false
  stderrTail = ''
  private markClosed = (): void => undefined
  private readonly whenClosed = new Promise<void>((resolve) => (this.markClosed = resolve))
  /** rejects once the server's process has closed (awaited beside initialize) */
  readonly closedEarly: Promise<never>

  constructor(readonly transport: ProbeTransport) {
    transport.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES)
    })
    this.closedEarly = new Promise<never>((_, reject) => {
      transport.onclose = () => {
        this.closed = true
        this.markClosed()
        reject(new Error('closed'))
      }
    })
    this.closedEarly.catch(() => undefined)
  }

  /** Resolves when the server's process has closed, or after `ms`, whichever comes first. */
  closedWithin(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms)
      void this.whenClosed.then(() => {
        clearTimeout(timer)
        resolve()
      })
    })
  }

  async shutdown(client: Client, graceMs: number): Promise<void> {
    // The pid exists as soon as start() spawned the process, also while initialize is still pending.
    const rootPid = this.transport.pid
    if (rootPid !== null && isAlive(rootPid)) {
      // End stdin first, as MCP's stdio shutdown asks; then TERM the server itself (not strace, whose
      // SIGTERM would stop the tracing of the shutdown), then KILL whatever is left.
      this.transport.endInput()
      await this.closedWithin(graceMs)
      await stopTree(rootPid, graceMs)
    }
    await this.transport.close().catch(() => undefined)
    await client.close().catch(() => undefined)
  }

  /** Whatever is left of the server's tree, stopped at once (the session's last word, whatever happened). */
  async stopNow(): Promise<void> {
    const rootPid = this.transport.pid
    if (rootPid !== null && isAlive(rootPid)) await stopTree(rootPid, 0)
  }
}
