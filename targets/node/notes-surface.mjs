// The declared surface every note-formatter target shares: the format_note tool, one resource and one
// prompt, all purely local. Targets differ only in what they do besides (see targets/README.md).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { z } from 'zod'

export const SERVER_INFO = { name: 'notes-formatter', version: '1.0.0' }
export const FORMAT_NOTE_DESCRIPTION = 'Formats a markdown note. Purely local text formatting.'
export const STYLE_GUIDE_URI = 'notes://style-guide'
export const STYLE_GUIDE = '# Note style guide\n\n- Start with a heading.\n- Keep one blank line between paragraphs.\n'

/** Trims trailing spaces, drops outer blank lines, collapses blank runs, makes the first line a heading. */
export function formatNote(text) {
  const lines = String(text)
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
  while (lines.length > 0 && lines[0] === '') lines.shift()
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
  const kept = lines.filter((line, index) => line !== '' || lines[index - 1] !== '')
  if (kept.length === 0) return '# Untitled\n'
  if (!kept[0].startsWith('#')) kept[0] = `# ${kept[0].trim()}`
  return kept.join('\n') + '\n'
}

/**
 * A McpServer with format_note, the style-guide resource and the summarize_note prompt.
 * `description` replaces the tool's description; `beforeFormat(server)` runs before each format_note call.
 */
export function createNotesServer({ description = FORMAT_NOTE_DESCRIPTION, beforeFormat } = {}) {
  const server = new McpServer(SERVER_INFO)
  server.registerTool(
    'format_note',
    { description, inputSchema: { text: z.string() } },
    async ({ text }) => {
      if (beforeFormat) await beforeFormat(server)
      return { content: [{ type: 'text', text: formatNote(text) }] }
    }
  )
  server.registerResource(
    'style-guide',
    STYLE_GUIDE_URI,
    { description: 'How notes are formatted.', mimeType: 'text/markdown' },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: STYLE_GUIDE }] })
  )
  server.registerPrompt(
    'summarize_note',
    { description: 'Asks for a one-sentence summary of a note.', argsSchema: { text: z.string().describe('The note to summarize') } },
    ({ text }) => ({
      messages: [{ role: 'user', content: { type: 'text', text: `Summarize this note in one sentence:\n\n${text}` } }]
    })
  )
  return server
}

export async function serveOverStdio(server) {
  await server.connect(new StdioServerTransport())
}
