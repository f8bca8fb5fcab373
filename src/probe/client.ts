import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js'
import type { DeclaredTool } from '../model/index.js'
import type { ClientTrapValues } from '../sandbox/trap-canaries.js'
import { ClientTraps, type ClientRequestRecord } from './client-traps.js'

export type { ClientTrapValues } from '../sandbox/trap-canaries.js'

// A realistic client identity: some servers behave differently for an auditor than for the clients
// people actually use, so we introduce ourselves the way a common coding agent does.
const CLIENT_INFO = { name: 'claude-code', version: '2.0.0' }

/** An exercise pass's client (engine/passes): the name it introduces itself with, the protocol version it asks for. */
export interface ClientVariant {
  name?: string
  protocolVersion?: string
}

/**
 * The MCP client, whose answers to sampling, elicitation and roots are traps (client-traps.ts): roots the
 * working directory; `clientRequests` fills with what the server asks, tied to the call `currentCall` names.
 * `name`: another clientInfo name, for an exercise pass.
 */
export function makeClient(
  rootDir: string,
  traps: ClientTrapValues | null = null,
  currentCall: () => number | null = () => null,
  name?: string
): { client: Client; clientRequests: ClientRequestRecord[] } {
  const client = new Client(name ? { name, version: CLIENT_INFO.version } : CLIENT_INFO, {
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

/**
 * The SDK's client always asks for its latest protocol version; an exercise pass that asks for an older
 * one (the SDK speaks it) rewrites the initialize request on its way out.
 */
export function askProtocolVersion(transport: Transport, version: string | undefined): void {
  if (!version) return
  const send = transport.send.bind(transport)
  transport.send = (message, options) => {
    if ('method' in message && message.method === 'initialize' && message.params)
      message = { ...message, params: { ...message.params, protocolVersion: version } }
    return send(message, options)
  }
}
