import { randomInt } from 'node:crypto'
import { readdir, stat, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { settleAll } from './settle-all.js'

// Makes a freshly planted home look lived in. A home whose every file was written in the same second,
// with no shell history and no shell startup files, is how a sandbox looks: a server that checks would
// behave while audited. So the planted home gets the files a user's home has anyway (no secrets in them)
// and times spread over months, each directory as new as the newest entry in it.

const DAY_MS = 24 * 60 * 60 * 1000

/** Files a used home has, planted only where the template has none of that name (none holds a secret). */
export const LIVED_IN_FILES: Record<string, string> = {
  '.bash_history': [
    'ls',
    'cd projects',
    'git status',
    'git pull --rebase',
    'npm install',
    'npm run build',
    'npm test',
    'git log --oneline | head -20',
    'docker ps',
    'kubectl get pods -n staging',
    'code .',
    'git checkout -b fix-timeouts',
    'npm run lint -- --fix',
    'git commit -am "fix timeouts"',
    'git push -u origin fix-timeouts',
    'htop',
    'ls -la',
    ''
  ].join('\n'),
  '.bashrc': [
    '# ~/.bashrc: executed by bash(1) for non-login shells.',
    'case $- in',
    '    *i*) ;;',
    '      *) return;;',
    'esac',
    'HISTCONTROL=ignoreboth',
    'HISTSIZE=1000',
    'HISTFILESIZE=2000',
    'shopt -s histappend',
    "alias ll='ls -alF'",
    'export PATH="$HOME/.local/bin:$PATH"',
    ''
  ].join('\n'),
  '.profile': [
    '# ~/.profile: executed by the command interpreter for login shells.',
    'if [ -n "$BASH_VERSION" ] && [ -f "$HOME/.bashrc" ]; then',
    '    . "$HOME/.bashrc"',
    'fi',
    ''
  ].join('\n'),
  '.cache/motd.legal-displayed': ''
}

/** Random whole numbers below n; injectable for tests. */
export type Pick = (n: number) => number

/**
 * Plants LIVED_IN_FILES missing from `home` (its directories exist) and spreads the times of everything
 * under it: files from a few days to about eight months old (the shell history from the last hours),
 * read some time after they were written; each directory as new as its newest entry.
 */
export async function liveIn(home: string, now: number = Date.now(), pick: Pick = randomInt): Promise<void> {
  await settleAll(
    Object.entries(LIVED_IN_FILES).map(([name, content]) =>
      writeFile(join(home, name), content, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error
      })
    )
  )
  const fileTime = (name: string): number =>
    name === '.bash_history' ? now - pick(6 * 60) * 60_000 - pick(60_000) : now - (3 + pick(240)) * DAY_MS - pick(DAY_MS)
  // Depth first: a directory's time is set after its entries', from the newest of them.
  const visit = async (dir: string): Promise<number> => {
    const entries = await readdir(dir, { withFileTypes: true })
    let newest = 0
    for (const entry of entries) {
      const path = join(dir, entry.name)
      let mtime: number
      if (entry.isDirectory()) mtime = await visit(path)
      else if (entry.isFile()) {
        mtime = fileTime(entry.name)
        await utimes(path, new Date(Math.min(now, mtime + pick(30) * DAY_MS + pick(DAY_MS))), new Date(mtime))
      } else mtime = (await stat(path)).mtimeMs
      newest = Math.max(newest, mtime)
    }
    const own = newest || now - (3 + pick(240)) * DAY_MS - pick(DAY_MS)
    await utimes(dir, new Date(Math.min(now, own + pick(DAY_MS))), new Date(own))
    return own
  }
  await visit(home)
}
