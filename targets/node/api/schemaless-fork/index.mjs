// Target: a tool that lists no parameters (a converter that no longer reads the code's schemas lists
// `{}`) while its handler parses its arguments with a schema in its code: `fork_repository` fails
// unless it is given `owner` and `repo`. No network.
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'

const ForkRepositorySchema = z.object({ owner: z.string(), repo: z.string(), organization: z.string().optional() })
const server = new Server({ name: 'forks', version: '1.0.0' }, { capabilities: { tools: {} } })

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: 'fork_repository', description: 'Forks a repository.', inputSchema: { type: 'object', properties: {} } }]
}))
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case 'fork_repository': {
      const args = ForkRepositorySchema.parse(request.params.arguments)
      return { content: [{ type: 'text', text: `forked ${args.owner}/${args.repo}` }] }
    }
    default:
      throw new Error(`unknown tool: ${request.params.name}`)
  }
})
await server.connect(new StdioServerTransport())
