// The static stage: the server's source found (source-files.ts), each file read into facts (JS/TS by
// @babel/parser, Python by Python's own ast in scan.py), and the facts joined into a map of what each
// tool, resource and prompt can reach (reach.ts). Bounded in files, bytes and time; a bound reached is
// said in the map, never an error: the audit goes on with what was read.
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { jsFacts } from './js-facts.js'
import { reachMap } from './reach.js'
import { listSources, SOURCE_BOUNDS, sourceRoots, type SourceSet } from './source-files.js'
import type { FileFacts, StaticMap } from './types.js'

export interface StaticRequest {
  /** the server's command, program resolved */
  argv: string[]
  cwd: string
  /** scan.py, beside the bundle */
  pythonHelper: string
  /** how long the reading may take, in ms */
  timeBudgetMs?: number
}

export const STATIC_TIME_BUDGET_MS = 20_000

export async function analyzeSource(request: StaticRequest): Promise<StaticMap> {
  const started = Date.now()
  const deadline = started + (request.timeBudgetMs ?? STATIC_TIME_BUDGET_MS)
  const roots = await sourceRoots(request.argv, request.cwd)
  const budget = { ...SOURCE_BOUNDS }
  const all: FileFacts[] = []
  let files = 0
  let bytes = 0
  let unparsed = 0
  let truncated: string | undefined
  for (const root of roots) {
    const set = await listSources(root, budget)
    truncated ??= set.truncated
    const js = set.files.filter((f) => !f.rel.endsWith('.py'))
    for (const file of js) {
      if (Date.now() > deadline) {
        truncated ??= `the time bound (${Math.round((request.timeBudgetMs ?? STATIC_TIME_BUDGET_MS) / 1000)} s) was reached`
        break
      }
      const text = await readFile(`${root}/${file.rel}`, 'utf8').catch(() => null)
      const facts = text === null ? null : safeFacts(file.rel, text)
      files += 1
      bytes += file.size
      if (facts) all.push(prefixed(facts, roots.length > 1 ? root : null))
      else unparsed += 1
    }
    const py = await pythonFacts(set, request.pythonHelper, Math.max(1000, deadline - Date.now()))
    files += py.files
    bytes += py.bytes
    unparsed += py.unparsed
    all.push(...py.facts.map((facts) => prefixed(facts, roots.length > 1 ? root : null)))
    truncated ??= py.truncated
  }
  const { items, anywhere } = reachMap(all)
  return { roots, files, bytes, ms: Date.now() - started, unparsed, items, anywhere, ...(truncated ? { truncated } : {}) }
}

function safeFacts(rel: string, text: string): FileFacts | null {
  try {
    return jsFacts(rel, text)
  } catch {
    return null
  }
}

/** With several roots, files are named by absolute path so two roots' `index.js` stay apart. */
function prefixed(facts: FileFacts, root: string | null): FileFacts {
  return root === null ? facts : { ...facts, file: `${root}/${facts.file}` }
}

async function pythonFacts(set: SourceSet, helper: string, timeout: number) {
  const files = set.files.filter((f) => f.rel.endsWith('.py'))
  const empty = { facts: [] as FileFacts[], files: 0, bytes: 0, unparsed: 0, truncated: undefined as string | undefined }
  if (files.length === 0) return empty
  const output = await new Promise<string | null>((done) => {
    const child = execFile('python3', ['-I', '-S', helper], { timeout, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (error, stdout) =>
      done(error ? null : stdout)
    )
    child.stdin?.end(JSON.stringify({ root: set.root, files: files.map((f) => f.rel) }))
  })
  if (output === null) return { ...empty, unparsed: files.length, truncated: 'python3 could not read the Python files in time' }
  let parsed: unknown
  try {
    parsed = JSON.parse(output)
  } catch {
    return { ...empty, unparsed: files.length }
  }
  const list = Array.isArray(parsed) ? (parsed as (FileFacts | null)[]) : []
  const facts = list.filter((f): f is FileFacts => f !== null && typeof f === 'object' && Array.isArray(f.sinks))
  return { facts, files: files.length, bytes: files.reduce((n, f) => n + f.size, 0), unparsed: files.length - facts.length, truncated: undefined }
}
