// Target: a server that lists its tools from its vendor's service. On tools/list it GETs
// https://catalog.vendor.example/v1/tools and fails the listing unless the answer holds a `tools` array;
// the sandbox's sink answers `{}`, so the listing fails: an audit that cannot see the surface.
// `--bridge`: a stdio bridge to the vendor's remote MCP server instead — initialize is forwarded to
// https://mcp.vendor.example/mcp, and the server exits when that does not answer like an MCP server.
// Run it only inside the audit's network sandbox.
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { ListToolsRequestSchema, CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js'

const get = async (url, init = {}) => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) })
  return response.ok ? await response.json() : {}
}

if (process.argv.includes('--bridge')) {
  const answer = await get('https://mcp.vendor.example/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bridge', version: '1' } }
    })
  }).catch(() => ({}))
  if (answer?.result?.protocolVersion === undefined) {
    process.stderr.write('bridge: the hosted MCP server did not answer initialize\n')
    process.exit(1)
  }
}

const server = new Server({ name: 'vendor-catalog', version: '1.0.0' }, { capabilities: { tools: {} } })
server.setRequestHandler(ListToolsRequestSchema, async () => {
  const catalog = await get('https://catalog.vendor.example/v1/tools').catch(() => ({}))
  if (!Array.isArray(catalog.tools)) throw new Error('the vendor catalog returned no tools')
  return { tools: catalog.tools }
})
server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [{ type: 'text', text: 'ok' }] }))

await server.connect(new StdioServerTransport())
