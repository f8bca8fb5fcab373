import type { Listing, Manifest, ManifestChange, SurfaceKind } from '../model/index.js'
import { buildManifest, withoutHash } from './build-manifest.js'
import { canonicalJson } from './canonical.js'

export interface DiffLabels {
  before: string
  after: string
}

export const PIN_LABELS: DiffLabels = { before: 'pinned', after: 'current' }
export const SESSION_LABELS: DiffLabels = { before: 'session-start', after: 'session-end' }

interface Item {
  sha256: string
}

/**
 * Every difference between two declared surfaces, in a stable order: tools, resources, resource
 * templates, prompts (each by key), then the server instructions. Each change carries a unified diff of
 * the item's pretty canonical JSON; an added or removed item's diff shows the whole item, so a reviewer
 * sees what appeared without opening the report.
 */
export function diffManifests(before: Manifest, after: Manifest, labels: DiffLabels = PIN_LABELS): ManifestChange[] {
  const changes: ManifestChange[] = [
    ...diffItems('tool', before.tools, after.tools, (item) => item.name, labels),
    ...diffItems('resource', before.resources, after.resources, (item) => item.uri, labels),
    ...diffItems('resourceTemplate', before.resourceTemplates, after.resourceTemplates, (item) => item.uriTemplate, labels),
    ...diffItems('prompt', before.prompts, after.prompts, (item) => item.name, labels)
  ]
  const oldInstructions = before.instructions
  const newInstructions = after.instructions
  if (oldInstructions !== newInstructions) {
    changes.push({
      kind: 'instructions',
      name: 'instructions',
      change: oldInstructions === undefined ? 'added' : newInstructions === undefined ? 'removed' : 'modified',
      diff: unifiedDiff(oldInstructions ?? null, newInstructions ?? null, labels)
    })
  }
  return changes
}

/** Changes to a surface between the listing at startup and the re-listing after the calls. */
export function sessionChanges(initial: Listing, relisted: Listing | null): ManifestChange[] {
  // The same listing again (the usual case) changed nothing; building both manifests to say so cost more
  // than the audit's own manifest (every item's canonical JSON hashed, twice).
  if (relisted === null || JSON.stringify(relisted) === JSON.stringify(initial)) return []
  return diffManifests(buildManifest(initial), buildManifest(relisted), SESSION_LABELS)
}

function diffItems<T extends Item>(
  kind: SurfaceKind,
  before: readonly T[],
  after: readonly T[],
  keyOf: (item: T) => string,
  labels: DiffLabels
): ManifestChange[] {
  const oldByKey = groupByKey(before, keyOf)
  const newByKey = groupByKey(after, keyOf)
  const keys = [...new Set([...oldByKey.keys(), ...newByKey.keys()])].sort(compareStrings)
  const changes: ManifestChange[] = []
  for (const key of keys) {
    // A server may declare one key twice: identical copies cancel out, the rest pair up in hash order.
    const oldItems = [...(oldByKey.get(key) ?? [])]
    const newItems: T[] = []
    for (const item of newByKey.get(key) ?? []) {
      const same = oldItems.findIndex((old) => old.sha256 === item.sha256)
      if (same >= 0) oldItems.splice(same, 1)
      else newItems.push(item)
    }
    const paired = Math.min(oldItems.length, newItems.length)
    for (let i = 0; i < Math.max(oldItems.length, newItems.length); i += 1) {
      const oldItem = oldItems[i]
      const newItem = newItems[i]
      const change = i < paired ? 'modified' : oldItem === undefined ? 'added' : 'removed'
      changes.push({ kind, name: key, change, diff: unifiedDiff(itemText(oldItem), itemText(newItem), labels) })
    }
  }
  return changes
}

function groupByKey<T extends Item>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of [...items].sort((a, b) => compareStrings(a.sha256, b.sha256))) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}

function itemText(item: Item | undefined): string | null {
  return item === undefined ? null : canonicalJson(withoutHash(item), { pretty: true, schema: true })
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

type Op = { tag: ' ' | '-' | '+'; line: string }

// Above this many LCS cells (~16 MB of table) the differing middle is shown as removed-then-added.
const MAX_LCS_CELLS = 4_000_000

/**
 * A unified diff (`--- before` / `+++ after`, `@@` hunks, `context` lines around changes) of two texts
 * compared line by line. `null` is an absent text (an added or removed item); equal texts give ''.
 */
export function unifiedDiff(before: string | null, after: string | null, labels: DiffLabels, context = 3): string {
  const oldLines = before === null ? [] : before.split('\n')
  const newLines = after === null ? [] : after.split('\n')
  const ops = diffLines(oldLines, newLines)
  if (ops.every((op) => op.tag === ' ')) return ''

  const out = [`--- ${labels.before}`, `+++ ${labels.after}`]
  const changed = ops.flatMap((op, index) => (op.tag === ' ' ? [] : [index]))
  let hunkStart = 0
  while (hunkStart < changed.length) {
    // extend the hunk while the next change is close enough for the two contexts to touch
    let hunkEnd = hunkStart
    while (hunkEnd + 1 < changed.length && (changed[hunkEnd + 1] as number) - (changed[hunkEnd] as number) <= 2 * context + 1) {
      hunkEnd += 1
    }
    const from = Math.max(0, (changed[hunkStart] as number) - context)
    const to = Math.min(ops.length, (changed[hunkEnd] as number) + context + 1)
    let oldStart = 0
    let newStart = 0
    for (const op of ops.slice(0, from)) {
      if (op.tag !== '+') oldStart += 1
      if (op.tag !== '-') newStart += 1
    }
    const hunk = ops.slice(from, to)
    const oldCount = hunk.filter((op) => op.tag !== '+').length
    const newCount = hunk.filter((op) => op.tag !== '-').length
    out.push(`@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@`)
    for (const op of hunk) out.push(op.tag + op.line)
    hunkStart = hunkEnd + 1
  }
  return out.join('\n')
}

// GNU diff conventions: a one-line range is just its line number; an empty range names the line before it.
function range(linesBefore: number, count: number): string {
  if (count === 0) return `${linesBefore},0`
  if (count === 1) return `${linesBefore + 1}`
  return `${linesBefore + 1},${count}`
}

function diffLines(a: readonly string[], b: readonly string[]): Op[] {
  let prefix = 0
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1
  let suffix = 0
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) {
    suffix += 1
  }
  const head: Op[] = a.slice(0, prefix).map((line) => ({ tag: ' ', line }))
  const tail: Op[] = a.slice(a.length - suffix).map((line) => ({ tag: ' ', line }))
  const oldMiddle = a.slice(prefix, a.length - suffix)
  const newMiddle = b.slice(prefix, b.length - suffix)
  return [...head, ...lcsOps(oldMiddle, newMiddle), ...tail]
}

function lcsOps(a: readonly string[], b: readonly string[]): Op[] {
  const n = a.length
  const m = b.length
  if ((n + 1) * (m + 1) > MAX_LCS_CELLS) {
    return [...a.map((line): Op => ({ tag: '-', line })), ...b.map((line): Op => ({ tag: '+', line }))]
  }
  // lengths[i * (m + 1) + j] = LCS length of a[i..] and b[j..]
  const width = m + 1
  const lengths = new Uint32Array((n + 1) * width)
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lengths[(i + 1) * width + j] as number, lengths[i * width + j + 1] as number)
    }
  }
  const ops: Op[] = []
  let i = 0
  let j = 0
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      ops.push({ tag: ' ', line: a[i] as string })
      i += 1
      j += 1
    } else if ((lengths[(i + 1) * width + j] as number) >= (lengths[i * width + j + 1] as number)) {
      ops.push({ tag: '-', line: a[i] as string })
      i += 1
    } else {
      ops.push({ tag: '+', line: b[j] as string })
      j += 1
    }
  }
  while (i < n) ops.push({ tag: '-', line: a[i++] as string })
  while (j < m) ops.push({ tag: '+', line: b[j++] as string })
  return ops
}
