// Which source the static stage reads: each file the server's command names (the launched script, a bin
// shim resolved to its package) and its package root; the reading follows the entry's import graph
// (import-graph.ts). listSources lists a whole root, bounded in count and bytes, for the package-wide
// counts only. Tests, fixtures, node_modules and virtual environments are not the server.
import type { Dirent } from 'node:fs'
import { open, readdir, realpath, stat } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve } from 'node:path'

export const SOURCE_BOUNDS = { files: 2000, bytes: 24 * 1024 * 1024, fileBytes: 12 * 1024 * 1024 }
const PROJECT_MARKERS = ['package.json', 'pyproject.toml', 'setup.py', 'setup.cfg']
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  '__tests__',
  'test',
  'tests',
  'spec',
  '__pycache__',
  '.venv',
  'venv',
  'site-packages',
  'fixtures',
  'coverage',
  '.cache',
  'examples'
])
const SOURCE = /\.(?:[cm]?js|jsx|[cm]?ts|tsx|py)$/
const NOT_SOURCE = /(?:\.d\.[cm]?ts|\.(?:test|spec)\.[cm]?[jt]sx?|_test\.py|\.min\.map)$/

/** A runtime named as the program (a pyenv or nvm shim is a script, not the server's code). */
const RUNTIME = /^(node|nodejs|bun|deno|python[\d.]*|pypy[\d.]*|uv|uvx|npx|npm|env|sh|bash)$/

export interface SourceFile {
  rel: string
  size: number
}

export interface SourceSet {
  root: string
  files: SourceFile[]
  truncated?: string
}

export interface SourceEntry {
  /** the package root: the nearest ancestor with a project marker */
  root: string
  /** the launched file, relative to the root */
  entry: string
  /** how the entry is read: by its extension, else by its `#!` line */
  python: boolean
}

/** The package roots of the files a command names. */
export async function sourceRoots(argv: readonly string[], cwd: string): Promise<string[]> {
  return [...new Set((await sourceEntries(argv, cwd)).map((entry) => entry.root))]
}

/** The files a command names (the launched script, a bin shim resolved to its target), each with its package root. */
export async function sourceEntries(argv: readonly string[], cwd: string): Promise<SourceEntry[]> {
  const entries: SourceEntry[] = []
  for (const [index, arg] of argv.entries()) {
    if (arg.startsWith('-')) continue
    let path: string
    try {
      path = await realpath(resolve(cwd, arg))
      if (!(await stat(path)).isFile()) continue
      // the program itself counts only when it is a script (a bin shim), not the runtime's binary
      if (index === 0 && (RUNTIME.test(basename(arg)) || (await isBinary(path)))) continue
    } catch {
      continue
    }
    if (/^\/(usr|bin|sbin|lib|opt\/hostedtoolcache)\//.test(path) && !path.includes('/node_modules/') && !path.includes('-packages/')) continue
    // a file named as an argument is code only by its extension or its `#!` line (not a config or data file)
    const shebang = SOURCE.test(path) ? null : await firstLine(path)
    if (shebang !== null && !shebang.startsWith('#!')) continue
    const root = await projectRoot(dirname(path))
    const entry = relative(root, path)
    const python = path.endsWith('.py') || /^#!.*python/.test(shebang ?? '')
    if (!entries.some((known) => known.root === root && known.entry === entry)) entries.push({ root, entry, python })
  }
  return entries
}

async function firstLine(path: string): Promise<string> {
  const handle = await open(path, 'r')
  try {
    const head = Buffer.alloc(200)
    const { bytesRead } = await handle.read(head, 0, 200, 0)
    return head.toString('utf8', 0, bytesRead).split('\n')[0] ?? ''
  } finally {
    await handle.close()
  }
}

async function isBinary(path: string): Promise<boolean> {
  const handle = await open(path, 'r')
  try {
    const head = Buffer.alloc(4)
    await handle.read(head, 0, 4, 0)
    return head.toString('latin1') === '\x7fELF'
  } finally {
    await handle.close()
  }
}

async function projectRoot(start: string): Promise<string> {
  for (let dir = start; ; dir = dirname(dir)) {
    for (const marker of PROJECT_MARKERS) if (await exists(join(dir, marker))) return dir
    if (dirname(dir) === dir || /\/node_modules$/.test(dirname(dir))) return start
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false
  )
}

/** The source files under root, breadth first, stopping at the bounds (said in `truncated`). */
export async function listSources(root: string, budget = { ...SOURCE_BOUNDS }): Promise<SourceSet> {
  const files: SourceFile[] = []
  const queue = [root]
  let truncated: string | undefined
  while (queue.length > 0 && !truncated) {
    const dir = queue.shift()!
    let entries: Dirent[]
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch {
      continue
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : 1))
    for (const entry of entries) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) queue.push(path)
        continue
      }
      if (!entry.isFile() || !SOURCE.test(entry.name) || NOT_SOURCE.test(entry.name)) continue
      const size = (await stat(path).catch(() => null))?.size ?? 0
      if (size > budget.fileBytes) {
        truncated = `a file over ${budget.fileBytes} bytes (${relative(root, path)}) was not read`
        continue
      }
      if (files.length >= budget.files || size > budget.bytes) {
        truncated = files.length >= budget.files ? `more than ${budget.files} source files` : `more than ${SOURCE_BOUNDS.bytes} bytes of source`
        break
      }
      budget.bytes -= size
      files.push({ rel: relative(root, path), size })
    }
  }
  return { root, files, ...(truncated ? { truncated } : {}) }
}
