import { execFile } from 'node:child_process'
import { appendFile, lstat, mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

// A small realistic project for tools to work on: the server's working directory holds it (in the
// copy-on-write view, where the server's changes never reach the user's checkout), so a `read_file`
// has a file to read, a `list_directory` a directory to list and a `git_log` commits to show.
// Files the user's directory already has are left as they are (see sandbox/workspace-view.ts).

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

// The history, in the order `git commit` would have made it: one `git fast-import` writes every commit
// and ref at once (a pack, as a clone has) where a commit per process took a dozen git processes and most
// of the audit's setup time.
const HISTORY: { branch: string; from?: string; message: string; files: Record<string, string | Buffer> }[] = [
  { branch: 'main', message: 'Initial commit', files: FILES },
  { branch: 'main', message: 'Add a changelog', files: SECOND_COMMIT },
  { branch: 'feature', from: 'main', message: 'Describe the search feature', files: { 'docs/feature.md': '# Feature\n\nSearch across notes.\n' } }
]
const AUTHOR = 'Alex Doe <alex@example.com> 1704110400 +0000'

function fastImportStream(): Buffer {
  const parts: Buffer[] = []
  const text = (line: string) => parts.push(Buffer.from(line, 'utf8'))
  const data = (content: string | Buffer) => {
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content
    text(`data ${bytes.length}\n`)
    parts.push(bytes, Buffer.from('\n'))
  }
  const tips = new Map<string, number>()
  HISTORY.forEach((commit, index) => {
    const mark = index + 1
    text(`commit refs/heads/${commit.branch}\nmark :${mark}\nauthor ${AUTHOR}\ncommitter ${AUTHOR}\n`)
    data(`${commit.message}\n`)
    const parent = tips.get(commit.branch) ?? (commit.from ? tips.get(commit.from) : undefined)
    if (parent !== undefined) text(`from :${parent}\n`)
    for (const [path, content] of Object.entries(commit.files)) {
      text(`M 100644 inline ${path}\n`)
      data(content)
    }
    tips.set(commit.branch, mark)
  })
  // What `git fetch origin` from the repository itself leaves: the remote-tracking branches.
  for (const [branch, mark] of tips) text(`reset refs/remotes/origin/${branch}\nfrom :${mark}\n\n`)
  return Buffer.concat(parts)
}

/** A value for .git/config as `git config` writes it: quoted only when it must be to read back as itself. */
function configValue(value: string): string {
  if (/^[^\s"\\;#]([^"\\;#\n\t]*[^\s"\\;#])?$/.test(value)) return value
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`
}

// Who commits, as a project's own config would say; an `origin` to pull from and push to that needs no
// network: the repository itself, where the server will see it (its working directory), tracked by main.
function projectConfig(shownAt: string): string {
  return [
    '[user]',
    '\tname = Alex Doe',
    '\temail = alex@example.com',
    '[pull]',
    '\trebase = false',
    '[remote "origin"]',
    `\turl = ${configValue(shownAt)}`,
    '\tfetch = +refs/heads/*:refs/remotes/origin/*',
    '[branch "main"]',
    '\tremote = origin',
    '\tmerge = refs/heads/main',
    ''
  ].join('\n')
}

/**
 * Writes the seed tree into `dir` (empty), with a git repository of two commits on main and one on a
 * feature branch when git is installed and the history can be seen at `shownAt` (where the server will
 * see the tree: its working directory).
 */
export async function writeSeed(dir: string, shownAt: string, env: Readonly<Record<string, string | undefined>>): Promise<void> {
  const checkedOut = { ...FILES, ...SECOND_COMMIT }
  await Promise.all([...new Set(Object.keys(checkedOut).map((path) => dirname(join(dir, path))))].map((path) => mkdir(path, { recursive: true })))
  await Promise.all(Object.entries(checkedOut).map(([path, content]) => writeFile(join(dir, path), content, { mode: 0o644 })))
  const gitEnv = { PATH: env.PATH ?? '/usr/bin:/bin', HOME: dir, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' }
  const sh = (script: string, input: Buffer) =>
    new Promise<void>((resolve, reject) => {
      const child = execFile('sh', ['-c', script], { cwd: dir, env: gitEnv, timeout: 10_000 }, (error) => (error ? reject(error) : resolve()))
      child.stdin?.on('error', () => undefined)
      child.stdin?.end(input)
    })
  // The seed's files are shown only where the real directory has nothing (sandbox/workspace-view.ts): a
  // working directory whose `.git` is a file or a link (a worktree, a submodule) keeps it, and a history
  // made here would never be seen. A `.git` directory gets the seed's refs and objects it lacks.
  const own = await lstat(join(shownAt, '.git')).catch(() => null)
  if (own && !own.isDirectory()) return
  try {
    // Every file the seed writes is copied into the view and removed with the run directory, a cost per
    // file on every audit: no hook samples or description from git's template, and the objects kept in
    // fast-import's one pack (below its unpack limit, 100 objects, it would write each one loose).
    // One process for the three git commands (a constant script, nothing interpolated): each process
    // this one spawns is a fork of the auditor's whole heap, on the thread that starts the sandbox.
    // read-tree: the index of main's tree, so the checkout reads as clean.
    await sh('git init -q -b main --template= && git -c fastimport.unpackLimit=0 fast-import --quiet && git read-tree main', fastImportStream())
    await appendFile(join(dir, '.git', 'config'), projectConfig(shownAt))
  } catch {
    // No git here: the workspace is still a project, without history.
  }
}
