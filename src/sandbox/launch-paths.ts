import { constants } from 'node:fs'
import { lstat, open, readFile, realpath, stat } from 'node:fs/promises'
import { posix } from 'node:path'
import { parse as parseShell } from 'shell-quote'
import { isUnder } from '../profile/path-classify.js'
import { HOST_HOME_ROOTS, installPrefixOf } from './containment-plan.js'

// The server's own files, from its command line as typed: whatever the launch form — a wrapper script,
// `sh -c '…'`, `env X=1 node …`, a console script in a virtualenv — the files it names are shown to the
// server read-only with their project root, so the server starts. Nothing here shows a home itself or
// a directory that holds one: a project root is never looked for above a home's top.

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'ash'])
/** What marks a project's root: the nearest ancestor holding one is shown with the launched file. */
const PROJECT_MARKERS = ['package.json', 'pyproject.toml', 'setup.py', 'setup.cfg', '.git', 'go.mod', 'Cargo.toml', 'deno.json']
/** How far above the launched file a project root is looked for. */
const MAX_PROJECT_DEPTH = 6

export interface LaunchNames {
  /** programs named by the command line: a bare name is looked up on PATH */
  programs: string[]
  /** literal paths among the arguments (relative ones are the working directory's, or a `cd`'s) */
  paths: string[]
}

/**
 * Words of a `sh -c` string, quotes removed; operators (`&&`, `;`, `|`) are words of their own. Variables
 * stay as written (`$HOME`): nothing is expanded, the string is only read for the paths it names.
 */
export function shellWords(script: string): string[] {
  return parseShell(script, (name) => `$${name}`).flatMap((entry): string[] => {
    if (typeof entry === 'string') return [entry]
    if ('comment' in entry) return []
    return entry.op === 'glob' ? [entry.pattern] : [entry.op]
  })
}

const looksLikePath = (word: string): boolean => word.includes('/') && !/^[a-z][a-z0-9+.-]*:\/\//i.test(word)

/** The programs and paths one command line names, literally (no file is looked at). */
export function launchNames(argv: readonly string[]): LaunchNames {
  const out: LaunchNames = { programs: [], paths: [] }
  const visit = (args: readonly string[], depth: number): void => {
    const [program, ...rest] = args
    if (program === undefined || depth > 4) return
    out.programs.push(program)
    const name = posix.basename(program)
    if (name === 'env') {
      // env [-i] [-u NAME] [-C DIR] [NAME=VALUE]… COMMAND ARGS
      let at = 0
      while (at < rest.length) {
        const word = rest[at] as string
        if (word === '-u' || word === '-C' || word === '--unset' || word === '--chdir') at += 2
        else if (word.startsWith('-') || /^[A-Za-z_][A-Za-z0-9_]*=/.test(word)) at += 1
        else break
      }
      visit(rest.slice(at), depth + 1)
      return
    }
    const script = SHELLS.has(name) ? rest.findIndex((word) => /^-[a-z]*c[a-z]*$/.test(word)) : -1
    if (script >= 0 && rest[script + 1] !== undefined) {
      const words = shellWords(rest[script + 1] as string)
      // The first word of each command (after `exec`, `env`, assignments) is a program, the rest may be paths.
      let commandStart = true
      for (const word of words) {
        if (['&&', '||', ';', '|', '&', '(', ')'].includes(word)) {
          commandStart = true
          continue
        }
        if (commandStart && (word === 'exec' || word === 'env' || /^[A-Za-z_][A-Za-z0-9_]*=/.test(word))) continue
        if (commandStart) {
          commandStart = false
          if (word !== 'cd') out.programs.push(word)
          continue
        }
        if (looksLikePath(word)) out.paths.push(word)
      }
      return
    }
    for (const word of rest) {
      const value = word.startsWith('--') && word.includes('=') ? word.slice(word.indexOf('=') + 1) : word
      if (!value.startsWith('-') && value !== '') out.paths.push(value)
    }
  }
  visit(argv, 0)
  return out
}

/** Whether showing `dir` would show a home (a real user's files) or everything. */
export function holdsHome(dir: string, callerHome?: string): boolean {
  if (dir === '/' || HOST_HOME_ROOTS.some((root) => isUnder(root, dir))) return true
  if (/^\/home\/[^/]+$/.test(dir) || /^\/root$/.test(dir)) return true
  return callerHome !== undefined && callerHome !== '/' && isUnder(callerHome, dir)
}

const exists = (path: string): Promise<boolean> =>
  lstat(path).then(
    () => true,
    () => false
  )

/**
 * The launched roots that are packages or projects (they hold a PROJECT_MARKER): shown copy-on-write, so
 * a server keeping its state beside its code (server-memory's memory.jsonl) can, and the real files stay.
 */
export async function packageRootsOf(roots: readonly string[]): Promise<string[]> {
  const found = await Promise.all(roots.map(async (root) => ((await stat(root).catch(() => null))?.isDirectory() && (await hasMarker(root)) ? [root] : [])))
  return found.flat()
}

const hasMarker = async (dir: string): Promise<boolean> => (await Promise.all(PROJECT_MARKERS.map((marker) => exists(posix.join(dir, marker))))).some(Boolean)

/** The nearest ancestor of `file` holding a project marker, never a home or above; else the file's directory. */
export async function projectRootOf(file: string, callerHome?: string): Promise<string | null> {
  let dir = posix.dirname(file)
  for (let depth = 0; depth < MAX_PROJECT_DEPTH && !holdsHome(dir, callerHome); depth++, dir = posix.dirname(dir)) {
    if (await hasMarker(dir)) return dir
  }
  const own = posix.dirname(file)
  return holdsHome(own, callerHome) ? null : own
}

/** The interpreter a script's `#!` line names; only regular files are opened (never a FIFO or device). */
async function shebangInterpreter(file: string): Promise<string | null> {
  if (!(await stat(file).catch(() => null))?.isFile()) return null
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => null)
  if (handle === null) return null
  try {
    const buffer = Buffer.alloc(256)
    const { bytesRead } = await handle.read(buffer, 0, 256, 0)
    const line = buffer.subarray(0, bytesRead).toString('latin1').split('\n')[0] ?? ''
    return /^#!\s*(\/\S+)/.exec(line)?.[1] ?? null
  } catch {
    return null
  } finally {
    await handle.close()
  }
}

/** A virtualenv's interpreter home (`home =` of its pyvenv.cfg), for the file's install prefix. */
async function venvHome(file: string): Promise<string | null> {
  const cfg = posix.join(installPrefixOf(file), 'pyvenv.cfg')
  const stats = await stat(cfg).catch(() => null)
  if (!stats?.isFile() || stats.size > 64 * 1024) return null
  const text = await readFile(cfg, 'utf8').catch(() => null)
  const home = text === null ? null : /^\s*home\s*=\s*(\/.*?)\s*$/m.exec(text)?.[1]
  return home ?? null
}

/**
 * What to show read-only so the launched server finds its own files: each named file's project root
 * (or the file alone where its directory is a home), the install prefix of a virtualenv and of its
 * base interpreter. `lookUp` resolves a bare program name on PATH (null: not found, or not wanted).
 */
export async function launchedRoots(argv: readonly string[], cwd: string, lookUp: (name: string) => string | null, callerHome?: string): Promise<string[]> {
  const names = launchNames(argv)
  const files = new Set<string>()
  // By real path only, as the old code did: a root through a symlink (node_modules linked elsewhere)
  // would be a mount point that shadows the link.
  const addFile = async (path: string): Promise<void> => {
    const real = await realpath(path).catch(() => null)
    if (real !== null) files.add(real)
  }
  const programs = names.programs.map((name) => (name.includes('/') ? posix.resolve(cwd, name) : lookUp(name)))
  for (const program of programs) if (program) await addFile(program)
  for (const path of names.paths) await addFile(posix.resolve(cwd, path))
  for (const file of [...files]) {
    const interpreter = await shebangInterpreter(file)
    if (interpreter) await addFile(interpreter)
  }
  const roots = new Set<string>()
  for (const file of files) {
    const stats = await lstat(file).catch(() => null)
    // A directory a `sh -c` string names (`cd /srv/app && …`) is shown itself; the working directory's
    // and the arguments' directories are workspaces already.
    if (stats?.isDirectory() && !holdsHome(file, callerHome)) roots.add(file)
    if (!stats?.isFile()) continue
    const root = await projectRootOf(file, callerHome)
    roots.add(root ?? file)
    const home = await venvHome(file)
    if (home) for (const root of [installPrefixOf(posix.join(home, 'python')), installPrefixOf(file)]) roots.add(root)
  }
  return [...roots].filter((root) => !holdsHome(root, callerHome) || files.has(root))
}
