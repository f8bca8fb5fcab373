import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from '@jest/globals'
import ts from 'typescript'

// The layering of src/ (layers.js) checked on the directory graph, with every import counted: value and
// type-only, `export … from` and `import('…')`. eslint's import-x/no-cycle skips type-only imports, which
// is how a cycle between two directories went unnoticed; this test sees them, between directories and
// between files.

interface Layers {
  STAGES: string[]
  LEAVES: string[]
  SHELLS: Record<string, string[]>
  ENTRY_POINTS: string[]
}

const SRC = join(process.cwd(), 'src')
let layers: Layers

beforeAll(async () => {
  layers = (await import(pathToFileURL(join(process.cwd(), 'layers.js')).href)) as Layers
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []
  )
}

/** A file's node: its directory under src/ (`settings`), or the file itself at the top (`errors`). */
function nodeOf(file: string): string {
  const [first = '', ...rest] = relative(SRC, file).split(sep)
  return rest.length > 0 ? first : first.replace(/\.[jt]s$/, '')
}

/** node → the nodes it imports → one `file: specifier` that does, for the message. */
function directoryGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const file of sourceFiles(SRC)) {
    const from = nodeOf(file)
    const edges = graph.get(from) ?? new Map<string, string>()
    graph.set(from, edges)
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue
      const to = nodeOf(resolve(dirname(file), fileName))
      if (to !== from && !edges.has(to)) edges.set(to, `${relative(process.cwd(), file)}: '${fileName}'`)
    }
  }
  return graph
}

/** file → the files it imports (relative to the repository), type-only imports included. */
function fileGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const file of sourceFiles(SRC)) {
    const edges = new Map<string, string>()
    graph.set(relative(process.cwd(), file), edges)
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue
      const to = relative(process.cwd(), resolve(dirname(file), fileName.replace(/\.js$/, '.ts')))
      edges.set(to, fileName)
    }
  }
  return graph
}

/** Every cycle's path, found once per strongly connected set (depth-first, from each node in order). */
function cycles(graph: Map<string, Map<string, string>>): string[] {
  const found: string[] = []
  const done = new Set<string>()
  const visit = (node: string, path: string[]): void => {
    const at = path.indexOf(node)
    if (at !== -1) {
      found.push([...path.slice(at), node].join(' → '))
      return
    }
    if (done.has(node)) return
    for (const next of graph.get(node)?.keys() ?? []) visit(next, [...path, node])
    done.add(node)
  }
  for (const node of [...graph.keys()].sort()) visit(node, [])
  return found
}

describe('the layering of src/', () => {
  it('has no cycle between directories, type-only imports included', () => {
    expect(cycles(directoryGraph())).toEqual([])
  })

  it('has no cycle between files, type-only imports included', () => {
    expect(cycles(fileGraph())).toEqual([])
  })

  it('finds a cycle between files, as the test above would', () => {
    const twoFiles = new Map([
      ['src/profile/a.ts', new Map([['src/profile/b.ts', './b.js']])],
      ['src/profile/b.ts', new Map([['src/profile/a.ts', './a.js']])],
      ['src/profile/c.ts', new Map([['src/profile/a.ts', './a.js']])]
    ])
    expect(cycles(twoFiles)).toEqual(['src/profile/a.ts → src/profile/b.ts → src/profile/a.ts'])
  })

  it('places every directory and top-level file of src/ in it', () => {
    const placed = new Set([...layers.STAGES, ...layers.LEAVES, ...Object.keys(layers.SHELLS), ...layers.ENTRY_POINTS])
    expect([...directoryGraph().keys()].filter((node) => !placed.has(node)).sort()).toEqual([])
  })

  it('lets each stage import only the stages before it and the shared leaves', () => {
    const graph = directoryGraph()
    const wrong = layers.STAGES.flatMap((stage, index) => {
      const allowed = new Set([...layers.STAGES.slice(0, index), ...(stage === 'model' ? [] : layers.LEAVES)])
      return [...(graph.get(stage) ?? new Map<string, string>())].filter(([to]) => !allowed.has(to)).map(([to, where]) => `${stage} → ${to} (${where})`)
    })
    expect(wrong).toEqual([])
  })

  it('lets the shells import the stages, the leaves and only the shells listed for them; the leaves import nothing', () => {
    const graph = directoryGraph()
    const rules: [string, Set<string>][] = [
      ...Object.entries(layers.SHELLS).map(([shell, shells]): [string, Set<string>] => [shell, new Set([...layers.STAGES, ...layers.LEAVES, ...shells])]),
      ...layers.LEAVES.map((leaf): [string, Set<string>] => [leaf, new Set()])
    ]
    const wrong = rules.flatMap(([node, allowed]) =>
      [...(graph.get(node) ?? new Map<string, string>())].filter(([to]) => !allowed.has(to)).map(([to, where]) => `${node} → ${to} (${where})`)
    )
    expect(wrong).toEqual([])
  })
})
