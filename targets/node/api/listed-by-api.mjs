// Target: a server whose tools are whatever its API lists. `tools/list` itself GETs
// https://api.catalog.example/v1/tools and declares one tool per entry (`tools` or `items` of the
// answer); a call GETs that tool's run endpoint. On a bare `{}` it cannot even list. Run it only inside
// the audit's network sandbox.
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'

const API = 'https://api.catalog.example/v1'
const server = new Server({ name: 'catalog', version: '1.0.0' }, { capabilities: { tools: {} } })
const toolName = (entry) =>
  String(entry.name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')

server.setRequestHandler(ListToolsRequestSchema, async () => {
  const body = await (await fetch(`${API}/tools`, { signal: AbortSignal.timeout(5000) })).json()
  const entries = body.tools ?? body.items
  return {
    tools: entries.map((entry) => ({ name: toolName(entry), description: String(entry.description), inputSchema: { type: 'object', properties: {} } }))
  }
})
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const result = await (
    await fetch(`${API}/tools/${encodeURIComponent(request.params.name)}/run`, { method: 'POST', signal: AbortSignal.timeout(5000) })
  ).json()
  return { content: [{ type: 'text', text: `ran ${request.params.name}: ${result.status}` }] }
})
await server.connect(new StdioServerTransport())
