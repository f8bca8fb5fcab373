// Issue 42, class 4: a shell command built from a template, so `$(…)` or a backtick in the search text
// runs a program. --fixed: grep gets its arguments as an argv array (no shell), the text after -e.
// Searches the first argument's folder, else the working directory.
import { exec, execFile } from 'node:child_process'
import { z } from 'zod'
import { READ_ONLY_LOCAL, answer, commandLine, listFiles, refusal, serve } from './serve.mjs'

const { fixed, root } = commandLine()
const LIMITS = { cwd: root, timeout: 10_000, maxBuffer: 1 << 20 }

/** The bug: the text pasted into a command line that /bin/sh reads. */
const grepThroughShell = (text, done) => exec(`grep -rn --exclude-dir=.git "${text}" .`, LIMITS, done)
/** The fix: no shell, and the text can only be the pattern. */
const grepDirectly = (text, done) => execFile('grep', ['-rn', '--exclude-dir=.git', '-e', text, '.'], LIMITS, done)

const grep = fixed ? grepDirectly : grepThroughShell

function search(text) {
  return new Promise((resolveSearch) => {
    grep(text, (error, stdout, stderr) => {
      if (error && error.code === 1) resolveSearch(answer('No matches.'))
      else if (error) resolveSearch(refusal(`Search failed: ${String(stderr).trim() || error.message}`))
      else resolveSearch(answer(stdout.split('\n').slice(0, 50).join('\n')))
    })
  })
}

await serve({ name: 'notes-search', version: '1.0.4' }, (server) => {
  server.registerTool(
    'search_notes',
    {
      description: 'Searches the notes folder for lines containing the given text and returns them with file and line number.',
      inputSchema: { text: z.string().describe('The text to look for (e.g. "milk")') },
      annotations: READ_ONLY_LOCAL
    },
    async ({ text }) => search(text)
  )
  server.registerTool(
    'list_notes',
    { description: 'Lists the notes in the notes folder.', inputSchema: {}, annotations: READ_ONLY_LOCAL },
    async () => answer((await listFiles(root)).join('\n') || '(no notes)')
  )
})
