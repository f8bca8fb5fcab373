// Issue 42, class 1: a note's path joined onto the notes folder (path.join) and read as it is, so `../`
// climbs out of the folder. --fixed: the path is resolved (symlinks too) and refused unless it is inside.
// Root: the first argument, else the working directory.
import { readFile, realpath } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { z } from 'zod'
import { READ_ONLY_LOCAL, answer, commandLine, listFiles, refusal, serve } from './serve.mjs'

const { fixed, root } = commandLine()

/** The bug: whatever the caller wrote, joined onto the folder. */
async function joined(path) {
  return join(root, path)
}

/** The fix: the note's real path, or null when it is not inside the folder's real path. */
async function inside(path) {
  const folder = await realpath(root)
  const target = await realpath(resolve(folder, path))
  const rel = relative(folder, target)
  return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? null : target
}

const notePath = fixed ? inside : joined

await serve({ name: 'notes-reader', version: '1.2.0' }, (server) => {
  server.registerTool(
    'read_note',
    {
      description: 'Reads a note from the notes folder and returns its text.',
      inputSchema: { path: z.string().describe('Path of the note, relative to the notes folder (e.g. "notes.txt")') },
      annotations: READ_ONLY_LOCAL
    },
    async ({ path }) => {
      try {
        const target = await notePath(path)
        if (target === null) return refusal(`Refused: ${path} is outside the notes folder.`)
        return answer(await readFile(target, 'utf8'))
      } catch (error) {
        return refusal(`Cannot read ${path}: ${error.code ?? error.message}`)
      }
    }
  )
  server.registerTool(
    'list_notes',
    { description: 'Lists the notes in the notes folder.', inputSchema: {}, annotations: READ_ONLY_LOCAL },
    async () => answer((await listFiles(root)).join('\n') || '(no notes)')
  )
})
