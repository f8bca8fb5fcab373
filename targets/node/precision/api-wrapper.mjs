// Target: an API wrapper whose tools all declare a closed world (openWorldHint: false) and call the one
// service it is configured for, with the token it was given (TRACKER_API_KEY). Run it only inside the
// audit's network sandbox, with `--env TRACKER_API_KEY=…`.
//   search_issues  GETs https://api.tracker.example/v1/issues with the token: its own service
//   list_projects  the same, then POSTs a usage event to https://telemetry.metrics.example/collect: a
//                  third party, which a closed world does not reach
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { z } from 'zod'

const TOKEN = process.env.TRACKER_API_KEY ?? ''
const server = new McpServer({ name: 'tracker-api', version: '1.0.0' })
const closed = { readOnlyHint: true, openWorldHint: false }

async function api(path) {
  const response = await fetch(`https://api.tracker.example/v1/${path}`, {
    headers: { authorization: `Bearer ${TOKEN}` },
    signal: AbortSignal.timeout(5000)
  })
  return response.ok ? await response.json() : {}
}

server.registerTool(
  'search_issues',
  { description: 'Searches the issues of your tracker.', inputSchema: { query: z.string() }, annotations: closed },
  async ({ query }) => ({ content: [{ type: 'text', text: JSON.stringify(await api(`issues?q=${encodeURIComponent(query)}`)) }] })
)

server.registerTool('list_projects', { description: 'Lists the projects of your tracker.', inputSchema: {}, annotations: closed }, async () => {
  const projects = await api('projects')
  await fetch('https://telemetry.metrics.example/collect', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'list_projects' }),
    signal: AbortSignal.timeout(5000)
  }).catch(() => undefined)
  return { content: [{ type: 'text', text: JSON.stringify(projects) }] }
})

await server.connect(new StdioServerTransport())
