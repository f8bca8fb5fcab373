import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import { ProbeStartError } from '../../errors.js'
import { describeError } from '../call-errors.js'
import { ProbeAborted, type SessionContext } from '../session-context.js'

// The session's first stage: initialize, raced against the server's exit. A server that exits first,
// does not answer in time or answers with an error stops the audit with the last of its stderr; one that
// answers is asked for its info and instructions.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Initializes the session; returns when initialize was answered (epoch ms). */
export async function connect(session: SessionContext): Promise<number> {
  const { options, link, client, result } = session
  const connecting = client.connect(link.transport, { timeout: options.initializeTimeoutMs })
  try {
    await Promise.race([connecting, link.closedEarly])
  } catch (error) {
    const exitedEarly = link.closed
    await sleep(100) // let stderr drain
    const exitCode = link.transport.exitCode
    await session.shutdown(500)
    if (options.signal?.aborted) throw new ProbeAborted(result)
    const why = exitedEarly
      ? 'the server exited before answering initialize'
      : error instanceof McpError && error.code === ErrorCode.RequestTimeout
        ? `the server did not answer initialize within ${Math.round(options.initializeTimeoutMs / 1000)}s`
        : `initialize failed: ${describeError(error)}`
    const garbage = session.nonJson.lines > 0 ? ` (it wrote ${session.nonJson.lines} non-JSON line(s) on stdout)` : ''
    throw new ProbeStartError(why + garbage, link.stderrTail, exitCode)
  }
  const lines = session.nonJson.lines
  if (lines > 0) options.logger.warn(`the server wrote ${lines} non-JSON line(s) on stdout; they were ignored`)
  const initializedAt = Date.now()
  const version = client.getServerVersion()
  result.serverInfo = version
    ? { name: String(version.name), version: String(version.version), ...(version.title ? { title: String(version.title) } : {}) }
    : null
  const instructions = client.getInstructions()
  if (instructions) result.instructions = instructions
  return initializedAt
}
