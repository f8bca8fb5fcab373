import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { describeError } from '../call-errors.js'
import type { ClientRequestRecord } from '../client-traps.js'
import { askProtocolVersion, makeClient } from '../client.js'
import type { ProbeOptions } from '../probe-options.js'
import type { ProbeTransport } from '../probe-transport.js'

// The client the session speaks through, with its traps set before it connects: its answers to sampling,
// elicitation and roots carry the run's canaries (client-traps.ts), each request the server makes is
// recorded with the call in flight, and an exercise pass's client introduces itself by its own name and
// asks for its own protocol version.

export interface TrappedClient {
  client: Client
  /** what the server asked of the client, as it asked */
  clientRequests: ClientRequestRecord[]
  /** lines the server wrote on stdout that were not JSON (counted, then ignored) */
  nonJson: { lines: number }
}

export function trappedClient(options: ProbeOptions, transport: ProbeTransport, currentCall: () => number | null): TrappedClient {
  const { client, clientRequests } = makeClient(options.rootDir, options.clientTraps ?? null, currentCall, options.client?.name)
  askProtocolVersion(transport, options.client?.protocolVersion)
  const nonJson = { lines: 0 }
  client.onerror = (error) => {
    if (error instanceof SyntaxError) nonJson.lines += 1
    else options.logger.debug(`client: ${describeError(error)}`)
  }
  return { client, clientRequests, nonJson }
}
