import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js'
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js'
import type { DeclaredTool } from '../model/index.js'
import type { ClientTrapValues } from '../sandbox/trap-canaries.js'
import { ClientTraps, type ClientRequestRecord } from './client-traps.js'

export type { ClientTrapValues } from '../sandbox/trap-canaries.js'

// A realistic client identity: some servers behave differently for an auditor than for the clients
// people actually use, so we introduce ourselves the way a common coding agent does.
const CLIENT_INFO = { name: 'claude-code', version: '2.0.0' }

/**
 * The MCP client, whose answers to sampling, elicitation and roots are traps (client-traps.ts): roots the
 * working directory; `clientRequests` fills with what the server asks, tied to the call `currentCall` names.
 */
export function makeClient(
  rootDir: string,
  traps: ClientTrapValues | null = null,
  currentCall: () => number | null = () => null
): { client: Client; clientRequests: ClientRequestRecord[] } {
  const client = new Client(CLIENT_INFO, {
    capabilities: { roots: { listChanged: false }, sampling: {}, elicitation: {} }
  })
  const answers = new ClientTraps(traps, rootDir, currentCall)
  answers.install(client)
  return { client, clientRequests: answers.records }
}

/** A tool that declares `execution.taskSupport: "required"` only answers a task-augmented call. */
export function needsTask(tool: DeclaredTool): boolean {
  return (tool.execution as { taskSupport?: unknown } | undefined)?.taskSupport === 'required'
}

export async function callToolAsTask(client: Client, name: string, args: Record<string, unknown>, options: RequestOptions): Promise<unknown> {
  const stream = client.experimental.tasks.requestStream({ method: 'tools/call', params: { name, arguments: args } }, CallToolResultSchema, {
    ...options,
    task: {}
  })
  for await (const message of stream) {
    if (message.type === 'result') return message.result
    if (message.type === 'error') throw message.error
  }
  throw new Error('the task ended without a result')
}
