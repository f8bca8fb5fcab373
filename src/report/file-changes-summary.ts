import { posix } from 'node:path'
import type { FileChange } from '../model/index.js'
import { groupPaths } from './path-groups.js'

// The "Files changed" lines of the text and Markdown reports: a few changes one per line, many of them
// folded per directory ("created 37 files under /work/repo/.git") so a git clone is one line, not a
// page. report.json keeps every change.

export interface ChangeLine {
  change: FileChange['change']
  /** a path, or the directory under which `count` entries changed the same way */
  path: string
  count: number
  /** for single files: the content hash and size */
  sha256?: string
  size?: number
  /** the directory is, or holds, a git repository */
  gitRepository?: boolean
}

export const MAX_CHANGE_LINES = 12

/** The first `depth` components of `dir` (all of them when it is shorter). */
function ancestorAt(dir: string, depth: number): string {
  return '/' + dir.split('/').filter(Boolean).slice(0, depth).join('/')
}

/** Changes in at most `max` lines: single entries while they fit, else grouped per directory. */
export function summarizeFileChanges(changes: readonly FileChange[], max = MAX_CHANGE_LINES): ChangeLine[] {
  const single = (change: FileChange): ChangeLine => ({
    change: change.change,
    path: change.path,
    count: 1,
    ...(change.sha256 ? { sha256: change.sha256 } : {}),
    ...(change.size !== undefined ? { size: change.size } : {})
  })
  if (changes.length <= max) return changes.map(single)
  // A tree the server created (a clone, an extracted archive) is one line, with the directory at its top.
  const createdDirs = new Set(changes.filter((change) => change.change === 'created' && change.kind === 'directory').map((change) => change.path))
  const byTree: ChangeLine[] = []
  for (const kind of ['created', 'modified', 'deleted'] as const) {
    const { groups, singles } = groupPaths(
      changes.filter((change) => change.change === kind),
      (change) => change.path,
      createdDirs
    )
    for (const group of groups)
      byTree.push({ change: kind, path: group.dir, count: group.items.length, ...(group.gitRepository ? { gitRepository: true } : {}) })
    byTree.push(...singles.map(single))
  }
  if (byTree.length <= max) return byTree.sort((a, b) => b.count - a.count || (a.path < b.path ? -1 : 1))
  // Fold deeper and deeper directories into their parents until the lines fit.
  const maxDepth = Math.max(...changes.map((change) => change.path.split('/').length))
  for (let depth = maxDepth; depth >= 1; depth--) {
    const groups = new Map<string, { line: ChangeLine; first: FileChange }>()
    for (const change of changes) {
      const at = ancestorAt(posix.dirname(change.path), depth)
      const key = `${change.change}\0${at}`
      const group = groups.get(key) ?? { line: { change: change.change, path: at, count: 0 }, first: change }
      group.line.count += 1
      groups.set(key, group)
    }
    if (groups.size <= max || depth === 1) {
      return [...groups.values()]
        .map(({ line, first }) => (line.count === 1 ? single(first) : line))
        .sort((a, b) => b.count - a.count || (a.path < b.path ? -1 : 1))
        .slice(0, max)
    }
  }
  return []
}

/** "created /w/notes.txt (16 B, sha256 9f86d081…)" or "created 37 entries under /w/repo/.git". */
export function changeLineText(line: ChangeLine): string {
  if (line.count === 1 && line.sha256 === undefined && line.size === undefined) return `${line.change} ${line.path}`
  if (line.count === 1) return `${line.change} ${line.path} (${line.size ?? '?'} B${line.sha256 ? `, sha256 ${line.sha256.slice(0, 12)}…` : ''})`
  return `${line.change} ${line.count} entries under ${line.path}${line.gitRepository ? ' (a git repository)' : ''}`
}
