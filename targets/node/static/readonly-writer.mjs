// Target: `show_note` is annotated readOnlyHint and only reads, unless `persist` is true, which no
// caller sends (a boolean: no literal steers it). Its code can write a file it never writes in the run:
// read-only-capability (medium), and nothing higher.
import { writeFileSync } from 'node:fs'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { z } from 'zod'

const server = new McpServer({ name: 'note-viewer', version: '1.0.0' })

function remember(name) {
  writeFileSync('.last-note', name)
}

server.registerTool(
  'show_note',
  { description: 'Shows a note.', inputSchema: { name: z.string(), persist: z.literal(false).optional() }, annotations: { readOnlyHint: true } },
  async ({ name, persist }) => {
    if (persist === true) remember(name)
    return { content: [{ type: 'text', text: `note ${name}` }] }
  }
)

await server.connect(new StdioServerTransport())
