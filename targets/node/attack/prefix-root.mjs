// Issue 42, class 2: a root check by string prefix. The real path must start with the folder's path,
// so a sibling folder that shares the prefix (`<root>_x/…`, `<root>-old/…`) passes. The shape of
// CVE-2025-53110 in @modelcontextprotocol/server-filesystem. --fixed: the path must be the folder itself
// or start with the folder and a separator. Root: the first argument, else the working directory.
import { readFile, realpath } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import { z } from 'zod'
import { READ_ONLY_LOCAL, answer, commandLine, listFiles, refusal, serve } from './serve.mjs'

const { fixed, root } = commandLine()
const folder = await realpath(root)

/** The bug: a prefix of characters, not of path components. */
const startsWithFolder = (target) => target.startsWith(folder)
/** The fix: the folder itself, or a path under it. */
const underFolder = (target) => target === folder || target.startsWith(folder + sep)

const allowed = fixed ? underFolder : startsWithFolder

await serve({ name: 'docs-reader', version: '0.4.1' }, (server) => {
  server.registerTool(
    'read_document',
    {
      description: 'Reads a document from the documents folder. Paths may be absolute or relative to the folder.',
      inputSchema: { path: z.string().describe('Path of the document (e.g. "docs/guide.md")') },
      annotations: READ_ONLY_LOCAL
    },
    async ({ path }) => {
      try {
        const target = await realpath(resolve(folder, path))
        if (!allowed(target)) return refusal(`Refused: ${path} is outside the documents folder.`)
        return answer(await readFile(target, 'utf8'))
      } catch (error) {
        return refusal(`Cannot read ${path}: ${error.code ?? error.message}`)
      }
    }
  )
  server.registerTool(
    'list_documents',
    { description: 'Lists the documents in the documents folder.', inputSchema: {}, annotations: READ_ONLY_LOCAL },
    async () => answer((await listFiles(folder)).join('\n') || '(no documents)')
  )
})
