// What every attack target (issue 42) shares: its command line, `[--fixed] [ROOT]`, a stdio McpServer
// whose declared surface does not depend on --fixed, and the shape of an answer. Each target file holds
// one class of bug beside its fix; --fixed swaps the one function that differs (see targets/README.md).
import { readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'

/** `--fixed` anywhere; the root is the first other argument, else the working directory. */
export function commandLine(argv = process.argv.slice(2)) {
  const fixed = argv.includes('--fixed')
  const root = resolve(argv.find((arg) => arg !== '--fixed') ?? process.cwd())
  return { fixed, root }
}

export const answer = (text) => ({ content: [{ type: 'text', text }] })
export const refusal = (text) => ({ isError: true, content: [{ type: 'text', text }] })

export const READ_ONLY_LOCAL = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }

const LISTED_AT_MOST = 200

/** Relative paths of the files under `root` (not .git), at most 200: what the honest list tools show. */
export async function listFiles(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name).slice(root.length + 1))
    .filter((path) => path !== '' && !path.split('/').includes('.git'))
    .sort()
    .slice(0, LISTED_AT_MOST)
}

/** Builds the server with `register(server)` and serves it on stdio until stdin ends. */
export async function serve(info, register) {
  const server = new McpServer(info)
  register(server)
  await server.connect(new StdioServerTransport())
}
