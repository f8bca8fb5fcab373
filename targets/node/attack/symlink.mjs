// Issue 42, class 3: a containment check on the path as written (resolve + relative: no `..`, no
// sibling gets through), then a read that follows a symlink inside the folder to wherever it points.
// The shape of CVE-2025-53109 in @modelcontextprotocol/server-filesystem. --fixed: the real path
// (realpath) is what is checked. Root: the first argument, else the working directory.
import { readFile, realpath } from 'node:fs/promises'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import { z } from 'zod'
import { READ_ONLY_LOCAL, answer, commandLine, listFiles, refusal, serve } from './serve.mjs'

const { fixed, root } = commandLine()
const folder = await realpath(root)

/** The bug: the path as written, links left for the read to follow. */
const lexical = async (path) => resolve(folder, path)
/** The fix: the path with every link resolved. */
const real = async (path) => realpath(resolve(folder, path))

const checkedPath = fixed ? real : lexical

await serve({ name: 'project-files', version: '2.0.3' }, (server) => {
  server.registerTool(
    'read_file',
    {
      description: 'Reads a file of the project and returns its text.',
      inputSchema: { path: z.string().describe('Path of the file, relative to the project root (e.g. "README.md")') },
      annotations: READ_ONLY_LOCAL
    },
    async ({ path }) => {
      try {
        const target = await checkedPath(path)
        const rel = relative(folder, target)
        if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return refusal(`Refused: ${path} is outside the project.`)
        return answer(await readFile(target, 'utf8'))
      } catch (error) {
        return refusal(`Cannot read ${path}: ${error.code ?? error.message}`)
      }
    }
  )
  server.registerTool(
    'list_files',
    { description: 'Lists the files of the project.', inputSchema: {}, annotations: READ_ONLY_LOCAL },
    async () => answer((await listFiles(folder)).join('\n') || '(no files)')
  )
})
