// The import graph's edges, resolved to files: which files of the package a module name written in a file
// loads. JS/TS: relative specifiers (`./lib.js`, `../x`, with the extensions and `index` files Node and
// TypeScript try, a `.js` written for a `.ts` source) and the package's own name (`pkg/sub`); Python:
// relative imports (`.tools`) and absolute ones resolved against the entry's folder, the package root and
// `src/`. A dependency (`fs`, `zod`, `requests`) resolves to nothing: it is not the server's own code.
import { stat } from 'node:fs/promises'
import { dirname, join, normalize, posix } from 'node:path'

const JS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx']
const SOURCE = /\.(?:[cm]?js|jsx|[cm]?ts|tsx|py)$/

export interface GraphContext {
  /** the package root: no edge leaves it */
  root: string
  /** the name in the root's package.json, for self-references (`pkg/lib/x.js`) */
  packageName?: string | undefined
  /** the launched Python file's folder, relative to the root: sys.path[0] */
  scriptDir?: string | undefined
}

export const isPython = (rel: string): boolean => rel.endsWith('.py')

/** The files (relative to the root) a specifier written in `from` (relative to the root) may name; not yet checked on disk. */
export function candidates(from: string, spec: string, context: GraphContext, python = isPython(from)): string[] {
  const out = python ? pythonCandidates(from, spec, context) : jsCandidates(from, spec, context)
  return [...new Set(out.map((rel) => posix.normalize(rel)))].filter(
    (rel) => !rel.startsWith('../') && rel !== '..' && !rel.split('/').includes('node_modules')
  )
}

function jsCandidates(from: string, spec: string, context: GraphContext): string[] {
  let base: string
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') base = posix.join(posix.dirname(from), spec)
  else if (context.packageName && spec.startsWith(`${context.packageName}/`)) base = spec.slice(context.packageName.length + 1)
  else return []
  const stem = base.replace(/\.[cm]?[jt]sx?$/, '')
  const out = SOURCE.test(base) ? [base] : []
  for (const ext of JS_EXTENSIONS) out.push(stem + ext)
  for (const ext of JS_EXTENSIONS) out.push(`${base}/index${ext}`)
  return out
}

function pythonCandidates(from: string, spec: string, context: GraphContext): string[] {
  const level = /^\.*/.exec(spec)![0].length
  const parts = spec.slice(level).split('.').filter(Boolean)
  const bases: string[] = []
  if (level > 0) {
    let dir = posix.dirname(from)
    for (let up = 1; up < level; up++) dir = posix.dirname(dir)
    bases.push(dir)
  } else bases.push(context.scriptDir ?? '.', '.', 'src')
  const out: string[] = []
  for (const base of bases) {
    // the packages on the way are imported too: their __init__.py runs first
    for (let i = 0; i < parts.length; i++) out.push(posix.join(base, ...parts.slice(0, i), '__init__.py'))
    if (parts.length > 0) out.push(posix.join(base, ...parts) + '.py', posix.join(base, ...parts, '__init__.py'))
    else out.push(posix.join(base, '__init__.py'))
  }
  return out
}

/** The candidates that are files under the root, in the order given; at most one per JS specifier (the first Node would load). */
export async function resolveImport(from: string, spec: string, context: GraphContext, python = isPython(from)): Promise<string[]> {
  const found: string[] = []
  for (const rel of candidates(from, spec, context, python)) {
    if (!(await isFile(join(context.root, rel)))) continue
    found.push(rel)
    if (!python) break
  }
  return found
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false
  )
}

/** The folder of a file relative to the root, `.` for the root itself. */
export const folderOf = (rel: string): string => normalize(dirname(rel))
