import { readdirSync, readFileSync, realpathSync, statSync, type Dirent } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

// Which files of a server's package the API index reads (openapi-index.ts), and how much of them: its own
// tree only (no node_modules, no tests), a few thousand entries five levels deep, the documents whose names
// say they describe an API, and up to 300 code files: the launched files first, then the rest of their
// directories, then the roots, within the byte budgets below. Read with blocking calls: on the init's index
// thread (api-index-thread.ts), where nothing else waits, 300 files cost ~5 ms of CPU that way and ~40 ms
// through the promise API, beside the server's start; the auditor's own reading (when the init's index does
// not come) holds its thread no longer than the matching that follows it does.

const MAX_ENTRIES = 4_000
const MAX_DEPTH = 5
const CANDIDATE = /(openapi|swagger|api[-_.]?spec|spec)[^/]*\.(json|ya?ml)$/i
const CODE = /\.(m?js|cjs|ts|py)$/i
const MAX_CODE_FILES = 300
/** a bundle (a generated SDK's, with all its schemas) can be a few megabytes */
const MAX_CODE_BYTES = 6 * 1024 * 1024
/**
 * More than any server's package holds (the largest of 56 published servers measured, @sentry/mcp-server's,
 * reads 5.1 MB): past it the root is a repository whose build outputs bundle their dependencies (a clean
 * clone of this one reads 18 MB, ~1 s of CPU beside the server's start), and what it adds is theirs.
 */
const MAX_CODE_TOTAL = 8 * 1024 * 1024
/**
 * Of that, what may come from outside the launched file's directory, in a root that holds it: a server's
 * package holds at most ~2.2 MB there (@launchdarkly/mcp-server, launched from bin/, its code in dist/ and
 * src/); a repository's build outputs and tools are the rest.
 */
const MAX_NEIGHBOUR_CODE = 3 * 1024 * 1024
const SKIP = /^(node_modules|\.git|test|tests|__tests__|coverage|\.cache)$/

/**
 * Files under the roots whose names say they may be an API description, and code files. The launched
 * files (`launched`: the command line's, those under a root) come first, then the rest of their
 * directories, then the roots: in a repository the server's own code is read before the caps are filled
 * with its neighbours' (scripts, fixtures, build outputs), whatever order the directories list in.
 */
export function packageFiles(
  roots: readonly string[],
  launched: readonly string[]
): { documents: string[]; code: { files: string[]; neighbours: Set<string> } } {
  const entryFiles = launchedCode(roots, launched)
  const found: string[] = []
  const code = entryFiles.map(({ file }) => file)
  const listed = new Set(code)
  /** code outside the launched files' directories, in a root that holds one */
  const neighbours = new Set<string>()
  const walked = new Set<string>()
  let entries = 0
  const walk = (dir: string, depth: number, neighbour = false): void => {
    if (depth > MAX_DEPTH || entries > MAX_ENTRIES || walked.has(dir)) return
    walked.add(dir)
    let list: Dirent[]
    try {
      list = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of list) {
      if (++entries > MAX_ENTRIES) return
      const path = join(dir, entry.name)
      if (entry.isDirectory() && !SKIP.test(entry.name)) walk(path, depth + 1, neighbour)
      else if (entry.isFile() && CANDIDATE.test(entry.name)) found.push(path)
      else if (entry.isFile() && CODE.test(entry.name) && !/\.d\.ts$|\.test\./.test(entry.name) && code.length < MAX_CODE_FILES && !listed.has(path)) {
        code.push(path)
        if (neighbour) neighbours.add(path)
      }
    }
  }
  for (const { file, root } of entryFiles) walk(dirname(file), relative(root, dirname(file)).split(sep).filter(Boolean).length)
  for (const root of roots)
    walk(
      root,
      0,
      entryFiles.some((entry) => entry.root === root)
    )
  return { documents: found, code: { files: code, neighbours } }
}

/** The launched files that are code under one of the roots (real paths: the roots are), each with its root. */
function launchedCode(roots: readonly string[], launched: readonly string[]): { file: string; root: string }[] {
  const files: { file: string; root: string }[] = []
  for (const path of launched) {
    let file: string | null = null
    try {
      file = realpathSync(path)
    } catch {
      // not there: not read
    }
    const root =
      file === null || !CODE.test(file) ? undefined : roots.find((candidate) => file.startsWith(candidate.endsWith(sep) ? candidate : candidate + sep))
    if (file !== null && root !== undefined && !files.some((entry) => entry.file === file)) files.push({ file, root })
  }
  return files.slice(0, MAX_CODE_FILES)
}

/** The code files' text, in order, within the budgets: a file past MAX_CODE_BYTES, or past what is left of its budget, is skipped. */
export function readCode({ files, neighbours }: { files: readonly string[]; neighbours: ReadonlySet<string> }): { file: string; text: string }[] {
  const read: { file: string; text: string }[] = []
  let total = 0
  let neighbourTotal = 0
  for (const file of files) {
    try {
      // a launched path may name a FIFO or a device (the walk takes regular files only): never read, it could block
      // this thread for good; past three bytes a character, the text would be over MAX_CODE_BYTES anyway
      const stat = statSync(file)
      if (!stat.isFile() || stat.size > 3 * MAX_CODE_BYTES) continue
      const text = readFileSync(file, 'utf8')
      if (text.length > MAX_CODE_BYTES || (neighbours.has(file) && (neighbourTotal += text.length) > MAX_NEIGHBOUR_CODE)) continue
      if ((total += text.length) > MAX_CODE_TOTAL) continue
      read.push({ file, text })
    } catch {
      // unreadable: skipped
    }
  }
  return read
}
