// The static stage: from each file the server's command launches (source-files.ts), the files its import
// graph reaches in its package (import-graph.ts) read into facts (JS/TS by @babel/parser, Python by
// Python's own ast in scan.py), and the facts joined into a map of what each tool, resource and prompt
// can reach (reach.ts). Code of the package the entry never imports (tests, scripts, other targets in a
// monorepo) is not linked to any tool. Bounded in files, bytes and time; a bound reached is said in the
// map, never an error: the audit goes on with what was read.
import { execFile } from 'node:child_process'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { folderOf, isPython, resolveImport, type GraphContext } from './import-graph.js'
import { jsFacts } from './js-facts.js'
import { reachMap } from './reach.js'
import { listSources, SOURCE_BOUNDS, sourceEntries, type SourceEntry } from './source-files.js'
import { STATIC_TIME_BUDGET_MS, type FileFacts, type SinkKind, type StaticMap } from './types.js'

export interface StaticRequest {
  /** the server's command, program resolved */
  argv: string[]
  cwd: string
  /** scan.py, beside the bundle */
  pythonHelper: string
  /** how long the reading may take, in ms */
  timeBudgetMs?: number
}

/** Python import levels read (one python3 run each) */
const MAX_PYTHON_ROUNDS = 24

/** What has been read so far, against the bounds. */
class Reading {
  files = 0
  bytes = 0
  unparsed = 0
  truncated: string | undefined
  private readonly budget = { ...SOURCE_BOUNDS }
  constructor(
    readonly helper: string,
    private readonly deadline: number,
    private readonly limitMs: number
  ) {}

  get stopped(): boolean {
    if (this.truncated === undefined && Date.now() > this.deadline) this.truncated = `the time bound (${Math.round(this.limitMs / 1000)} s) was reached`
    return this.truncated !== undefined && (Date.now() > this.deadline || this.budget.files <= 0 || this.budget.bytes <= 0)
  }

  /** The files of `rels` within the bounds, counted as read. */
  async admit(root: string, rels: string[]): Promise<{ rel: string; size: number }[]> {
    const out: { rel: string; size: number }[] = []
    for (const rel of rels) {
      if (this.stopped) break
      const size = (await stat(join(root, rel)).catch(() => null))?.size ?? 0
      if (size > this.budget.fileBytes) {
        this.truncated ??= `a file over ${this.budget.fileBytes} bytes (${rel}) was not read`
        continue
      }
      if (this.budget.files <= 0 || size > this.budget.bytes) {
        this.truncated ??= this.budget.files <= 0 ? `more than ${SOURCE_BOUNDS.files} source files` : `more than ${SOURCE_BOUNDS.bytes} bytes of source`
        this.budget.bytes = 0
        break
      }
      this.budget.files -= 1
      this.budget.bytes -= size
      this.files += 1
      this.bytes += size
      out.push({ rel, size })
    }
    return out
  }

  async js(root: string, rel: string): Promise<FileFacts | null> {
    const text = await readFile(join(root, rel), 'utf8').catch(() => null)
    const facts = text === null ? null : safeFacts(rel, text)
    if (!facts) this.unparsed += 1
    return facts
  }

  async python(root: string, rels: string[]): Promise<FileFacts[]> {
    const py = await pythonFacts(root, rels, this.helper, Math.max(1000, this.deadline - Date.now()))
    this.unparsed += py.unparsed
    this.truncated ??= py.truncated
    return py.facts
  }
}

export async function analyzeSource(request: StaticRequest): Promise<StaticMap> {
  const started = Date.now()
  const limitMs = request.timeBudgetMs ?? STATIC_TIME_BUDGET_MS
  const reading = new Reading(request.pythonHelper, started + limitMs, limitMs)
  const entries = await sourceEntries(request.argv, request.cwd)
  const roots = [...new Set(entries.map((entry) => entry.root))]
  const named = (root: string, facts: FileFacts[]): FileFacts[] => (roots.length > 1 ? facts.map((f) => ({ ...f, file: `${root}/${f.file}` })) : facts)
  const graph: FileFacts[] = []
  const read = new Map<string, Set<string>>()
  for (const root of roots) {
    const seen = new Set<string>()
    read.set(root, seen)
    graph.push(
      ...named(
        root,
        await readGraph(
          root,
          entries.filter((entry) => entry.root === root),
          reading,
          seen
        )
      )
    )
  }
  const { items, anywhere } = reachMap(graph)
  // "no code of the package does it" (hidden-capability) speaks of the whole package, not the graph: a
  // file loaded by a computed name or started as a worker is the package's too. Read it all, uncoupled
  // from any tool, when an item runs code it builds: only then is the count asked.
  if (items.some((item) => item.sinks.some((sink) => sink.kind === 'dynamic-code' || sink.kind === 'hidden-code')))
    for (const root of roots) for (const facts of await readRest(root, read.get(root)!, reading)) count(anywhere, facts)
  const { files, bytes, unparsed, truncated } = reading
  return { roots, files, bytes, ms: Date.now() - started, unparsed, items, anywhere, ...(truncated ? { truncated } : {}) }
}

function count(anywhere: Partial<Record<SinkKind, number>>, facts: FileFacts): void {
  for (const sink of facts.sinks) anywhere[sink.kind] = (anywhere[sink.kind] ?? 0) + 1
}

/** The entries and the files of the package their imports reach, breadth first. */
async function readGraph(root: string, entries: SourceEntry[], reading: Reading, seen: Set<string>): Promise<FileFacts[]> {
  const pythonEntry = entries.find((entry) => entry.python)
  const context: GraphContext = { root, packageName: await packageName(root), scriptDir: pythonEntry ? folderOf(pythonEntry.entry) : undefined }
  const out: FileFacts[] = []
  let queue = entries.map((entry) => ({ rel: entry.entry, python: entry.python }))
  for (const entry of queue) seen.add(entry.rel)
  let pythonRounds = 0
  while (queue.length > 0 && !reading.stopped) {
    const next: { rel: string; python: boolean }[] = []
    const follow = async (facts: FileFacts, python: boolean): Promise<void> => {
      for (const spec of facts.imports ?? [])
        for (const rel of await resolveImport(facts.file, spec, context, python)) {
          if (seen.has(rel)) continue
          seen.add(rel)
          next.push({ rel, python: isPython(rel) })
        }
    }
    for (const { rel } of await reading.admit(
      root,
      queue.filter((file) => !file.python).map((file) => file.rel)
    )) {
      const facts = await reading.js(root, rel)
      if (facts) {
        out.push(facts)
        await follow(facts, false)
      }
    }
    const python = queue.filter((file) => file.python).map((file) => file.rel)
    if (python.length > 0 && pythonRounds++ < MAX_PYTHON_ROUNDS) {
      const admitted = await reading.admit(root, python)
      for (const facts of await reading.python(
        root,
        admitted.map((file) => file.rel)
      )) {
        out.push(facts)
        await follow(facts, true)
      }
    }
    queue = next
  }
  return out
}

/** The package's files outside the graph (bounded like the rest), read for the package-wide counts. */
async function readRest(root: string, read: Set<string>, reading: Reading): Promise<FileFacts[]> {
  if (reading.stopped) return []
  const set = await listSources(root)
  reading.truncated ??= set.truncated
  const admitted = await reading.admit(
    root,
    set.files.map((file) => file.rel).filter((rel) => !read.has(rel))
  )
  const out: FileFacts[] = []
  for (const { rel } of admitted.filter((file) => !isPython(file.rel))) {
    const facts = await reading.js(root, rel)
    if (facts) out.push(facts)
  }
  const python = admitted.filter((file) => isPython(file.rel)).map((file) => file.rel)
  if (python.length > 0) out.push(...(await reading.python(root, python)))
  return out
}

async function packageName(root: string): Promise<string | undefined> {
  try {
    const name = (JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { name?: unknown }).name
    return typeof name === 'string' && name.length > 0 ? name : undefined
  } catch {
    return undefined
  }
}

function safeFacts(rel: string, text: string): FileFacts | null {
  try {
    return jsFacts(rel, text)
  } catch {
    return null
  }
}

async function pythonFacts(root: string, files: string[], helper: string, timeout: number) {
  const empty = { facts: [] as FileFacts[], unparsed: 0, truncated: undefined as string | undefined }
  if (files.length === 0) return empty
  const output = await new Promise<string | null>((done) => {
    const child = execFile('python3', ['-I', '-S', helper], { timeout, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (error, stdout) =>
      done(error ? null : stdout)
    )
    child.stdin?.end(JSON.stringify({ root, files }))
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
  return { facts, unparsed: files.length - facts.length, truncated: undefined }
}
