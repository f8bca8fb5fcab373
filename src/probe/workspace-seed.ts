import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'

// A small realistic project for tools to work on: the server's working directory holds it (in the
// copy-on-write view, where the server's changes never reach the user's checkout), so a `read_file`
// has a file to read, a `list_directory` a directory to list and a `git_log` commits to show.
// Files the user's directory already has are left as they are (see sandbox/workspace-view.ts).

const run = promisify(execFile)

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

const FILES: Record<string, string | Buffer> = {
  'README.md': '# notes-app\n\nA small note-taking app.\n\n## Usage\n\nRun `npm start` and open the app.\n',
  'notes.txt': 'Buy milk\nCall Alex about the release\nReview the pull request\n',
  'package.json': JSON.stringify({ name: 'notes-app', version: '1.0.0', private: true, scripts: { start: 'node src/index.js' } }, null, 2) + '\n',
  'data/contacts.csv': 'name,email,city\nAlex,alex@example.com,Berlin\nSam,sam@example.com,Lisbon\n',
  'data/config.json': JSON.stringify({ theme: 'light', pageSize: 20 }, null, 2) + '\n',
  'docs/guide.md': '# Guide\n\nNotes are saved as Markdown files.\n',
  'docs/images/logo.png': Buffer.from(PNG_1X1, 'base64'),
  'src/index.js': "console.log('notes-app')\n"
}
const SECOND_COMMIT: Record<string, string> = { 'CHANGELOG.md': '# Changelog\n\n## 1.0.0\n\n- First release\n' }

export interface SeedListing {
  /** relative paths of the seeded files (readable text first) */
  files: string[]
  /** relative paths of the seeded directories, '.' first */
  dirs: string[]
  firstLines: Record<string, string>
}

export function seedListing(): SeedListing {
  const text = { ...FILES, ...SECOND_COMMIT }
  const files = Object.keys(text).filter((path) => typeof text[path] === 'string')
  const dirs = [
    '.',
    ...new Set(
      Object.keys(FILES)
        .filter((path) => path.includes('/'))
        .map((path) => dirname(path))
    )
  ]
  const firstLines = Object.fromEntries(files.map((path) => [path, String(text[path]).split('\n')[0] as string]))
  return { files, dirs, firstLines }
}

/**
 * Writes the seed tree into `dir` (empty), with a git repository of two commits when git is installed;
 * `shownAt` is where the server will see the tree (its working directory).
 */
export async function writeSeed(dir: string, shownAt: string, env: Readonly<Record<string, string | undefined>>): Promise<void> {
  const write = async (files: Record<string, string | Buffer>) => {
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(dir, path)), { recursive: true })
      await writeFile(join(dir, path), content, { mode: 0o644 })
    }
  }
  await write(FILES)
  const gitEnv = {
    PATH: env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 'Alex Doe',
    GIT_AUTHOR_EMAIL: 'alex@example.com',
    GIT_COMMITTER_NAME: 'Alex Doe',
    GIT_COMMITTER_EMAIL: 'alex@example.com',
    GIT_AUTHOR_DATE: '2024-01-01T12:00:00Z',
    GIT_COMMITTER_DATE: '2024-01-01T12:00:00Z'
  }
  const git = (...args: string[]) => run('git', args, { cwd: dir, env: gitEnv, timeout: 10_000 })
  try {
    await git('init', '-q', '-b', 'main')
    // Who commits, as a project's own config would say; without it every commit fails.
    await git('config', 'user.name', 'Alex Doe')
    await git('config', 'user.email', 'alex@example.com')
    await git('config', 'pull.rebase', 'false')
    await git('add', '-A')
    await git('commit', '-q', '-m', 'Initial commit')
    await write(SECOND_COMMIT)
    await git('add', '-A')
    await git('commit', '-q', '-m', 'Add a changelog')
    // An `origin` to pull from and push to that needs no network: the repository itself, where the
    // server will see it (its working directory), tracked by main.
    await git('checkout', '-q', '-b', 'feature')
    await write({ 'docs/feature.md': '# Feature\n\nSearch across notes.\n' })
    await git('add', '-A')
    await git('commit', '-q', '-m', 'Describe the search feature')
    await git('checkout', '-q', 'main')
    await git('remote', 'add', 'origin', dir)
    await git('fetch', '-q', 'origin')
    await git('branch', '-q', '--set-upstream-to=origin/main', 'main')
    await git('remote', 'set-url', 'origin', shownAt)
  } catch {
    // No git here: the workspace is still a project, without history.
  }
}
