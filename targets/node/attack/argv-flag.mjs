// Issue 42, class 5: a revision handed to git as a positional argument with nothing before it that ends
// the options, so a value that starts with `-` is a flag: `--output=FILE` makes `git log` write FILE.
// The shape of the argument injection in @cyanheads/git-mcp-server 2.15.1 (git_log's branch).
// --fixed: `--end-of-options` before the revision. The repository: the first argument, else the working
// directory.
import { execFile } from 'node:child_process'
import { z } from 'zod'
import { READ_ONLY_LOCAL, answer, commandLine, refusal, serve } from './serve.mjs'

const { fixed, root } = commandLine()

/** The bug: the revision where git still reads options. */
const logArguments = (revision) => ['log', '--oneline', '-n', '20', revision]
/** The fix: whatever follows --end-of-options is a revision, never an option. */
const logArgumentsEnded = (revision) => ['log', '--oneline', '-n', '20', '--end-of-options', revision]

const logCommand = fixed ? logArgumentsEnded : logArguments

function git(args) {
  return new Promise((resolveGit) => {
    execFile('git', args, { cwd: root, timeout: 10_000, maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      resolveGit(error ? refusal(`git failed: ${String(stderr).trim() || error.message}`) : answer(stdout.trim() || '(nothing)'))
    })
  })
}

await serve({ name: 'repo-history', version: '0.9.0' }, (server) => {
  server.registerTool(
    'show_log',
    {
      description: 'Shows the last 20 commits of the repository, one line each, starting from a branch, tag or commit.',
      inputSchema: { revision: z.string().describe('Branch, tag or commit to start from (e.g. "main" or "HEAD~3")') },
      annotations: READ_ONLY_LOCAL
    },
    async ({ revision }) => git(logCommand(revision))
  )
  server.registerTool(
    'current_branch',
    { description: 'Names the branch the repository has checked out.', inputSchema: {}, annotations: READ_ONLY_LOCAL },
    async () => git(['rev-parse', '--abbrev-ref', 'HEAD'])
  )
})
