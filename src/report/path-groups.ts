import { posix } from 'node:path'

// Many paths of a kind under one directory (a git clone, an extracted archive, a build) read as one line
// in reports for people: "37 paths under ./repo/.git". Only the display collapses; report.json keeps
// every path.

/** Fewer paths than this under one directory stay listed one by one. */
export const MIN_GROUP = 4

export interface PathGroup<T> {
  /** the directory they share */
  dir: string
  items: T[]
  /** the directory is, or holds, a git repository */
  gitRepository: boolean
}

/**
 * Items grouped by where they sit: under the topmost directory among `createdDirs` above them (the tree
 * a call made), else under their parent. Groups of at least MIN_GROUP items, in first-seen order; the
 * rest stay single, in their order.
 */
export function groupPaths<T>(items: readonly T[], pathOf: (item: T) => string, createdDirs: ReadonlySet<string>): { groups: PathGroup<T>[]; singles: T[] } {
  const byDir = new Map<string, T[]>()
  const anchorOf = new Map<T, string>()
  for (const item of items) {
    const path = pathOf(item)
    const dir = anchor(path, createdDirs)
    anchorOf.set(item, dir)
    const members = byDir.get(dir)
    if (members) members.push(item)
    else byDir.set(dir, [item])
  }
  const groups: PathGroup<T>[] = []
  const singles: T[] = []
  for (const item of items) {
    const dir = anchorOf.get(item) as string
    const members = byDir.get(dir) as T[]
    if (members.length < MIN_GROUP) {
      singles.push(item)
      continue
    }
    if (members[0] !== item) continue
    const gitRepository = posix.basename(dir) === '.git' || members.some((member) => /(^|\/)\.git(\/|$)/.test(pathOf(member).slice(dir.length)))
    groups.push({ dir, items: members, gitRepository })
  }
  return { groups, singles }
}

function anchor(path: string, createdDirs: ReadonlySet<string>): string {
  let top: string | null = null
  for (let dir = path; dir !== '/' && dir !== '.' && dir !== '~' && dir !== ''; dir = posix.dirname(dir)) {
    if (createdDirs.has(dir)) top = dir
    if (posix.dirname(dir) === dir) break
  }
  return top ?? posix.dirname(path)
}

/** `37 paths under /x/repo (a git repository)` */
export function pathGroupText(count: number, noun: string, dir: string, gitRepository: boolean): string {
  return `${count} ${noun} under ${dir}${gitRepository ? ' (a git repository)' : ''}`
}
