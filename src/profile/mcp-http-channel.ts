import type { TraceEvent } from '../trace/events.js'

// An HTTP server answers the auditor on the connections it accepted on its MCP port (relayed by the
// sandbox init). Those writes are the MCP channel itself — the counterpart of a stdio server's stdout —
// not behaviour: left in, every answer would show as traffic to the relay's loopback port.

export class McpHttpChannelFilter {
  constructor(private readonly port: number) {}

  /** Whether `event` goes on to the profile: everything but sends on a connection accepted on the MCP port. */
  keep(event: TraceEvent): boolean {
    if (event.type !== 'send') return true
    const info = event.fd.info
    return !(info?.kind === 'socket' && info.protocol.startsWith('TCP') && info.local?.port === this.port)
  }
}
