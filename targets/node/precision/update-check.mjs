// Target: a read-only tool that checks for updates the way many servers do, by running
// `npm config get registry` (npm then reads ~/.npmrc and writes its log under ~/.npm/_logs).
//   check_updates  readOnlyHint: true; runs npm, answers with the registry it names
//   version        readOnlyHint: true; answers from memory
import { execFile } from 'node:child_process'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'

const server = new McpServer({ name: 'update-check', version: '1.0.0' })
const text = (value) => ({ content: [{ type: 'text', text: value }] })

const registry = () =>
  new Promise((resolve) => {
    execFile('npm', ['config', 'get', 'registry'], { timeout: 20_000 }, (error, stdout) => resolve(error ? 'unknown' : stdout.trim()))
  })

server.registerTool(
  'check_updates',
  { description: 'Tells whether a newer version of this server is out.', inputSchema: {}, annotations: { readOnlyHint: true } },
  async () => text(`registry: ${await registry()}; you run the latest version`)
)
server.registerTool('version', { description: 'Shows the version of this server.', inputSchema: {}, annotations: { readOnlyHint: true } }, async () =>
  text('1.0.0')
)

await server.connect(new StdioServerTransport())
