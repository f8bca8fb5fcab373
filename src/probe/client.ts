import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { CallToolResultSchema, CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js'
import type { DeclaredTool } from '../model/index.js'

// A realistic client identity: some servers behave differently for an auditor than for the clients
// people actually use, so we introduce ourselves the way a common coding agent does.
const CLIENT_INFO = { name: 'claude-code', version: '2.0.0' }

/** An exercise pass's client (engine/passes): the name it introduces itself with, the protocol version it asks for. */
export interface ClientVariant {
  name?: string
  protocolVersion?: string
}

/** The MCP client: roots (the working directory), sampling answered "OK", elicitation declined. */
export function makeClient(rootDir: string, name?: string): Client {
  const client = new Client(name ? { name, version: CLIENT_INFO.version } : CLIENT_INFO, {
    capabilities: { roots: { listChanged: false }, sampling: {}, elicitation: {} }
  })
  client.setRequestHandler(ListRootsRequestSchema, async () => ({
    roots: [{ uri: `file://${rootDir}`, name: 'workspace' }]
  }))
  client.setRequestHandler(CreateMessageRequestSchema, async () => ({
    role: 'assistant',
    content: { type: 'text', text: 'OK' },
    model: 'claude-sonnet-4-5',
    stopReason: 'endTurn'
  }))
  client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'decline' }))
  return client
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
