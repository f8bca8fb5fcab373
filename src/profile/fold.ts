// Bounds on the profile: a server that makes millions of distinct accesses (a flood of temp names, of
// probed paths) must not grow the auditor's memory or the report with them. Up to a cap every path has
// its own entry; past it, accesses are counted per directory (see file-recorder.ts). The trace on disk
// stays complete.
import { posix } from 'node:path'

export interface ProfileLimits {
  /** distinct file entries (path × access) before new paths are folded into directories */
  files: number
  /** extra room for sensitive paths (the canary home, credential stores), so a flood cannot fold them first */
  sensitiveFiles: number
  /** directory aggregates before folding to top-level directories (as many again), then to `/` */
  foldedFiles: number
  /** distinct DNS names (× type × resolver) before names fold into `*.parent`, then `*.domain`, then `*` */
  dns: number
  /** distinct destinations before ports fold away, then addresses (`*`) */
  network: number
  /** distinct leak destinations before they fold like DNS names (or to `*`) */
  leaks: number
}

// ~1.5 kB of JSON per entry with its findings: these keep report.json to a few MB whatever happens.
export const DEFAULT_PROFILE_LIMITS: ProfileLimits = { files: 2000, sensitiveFiles: 2000, foldedFiles: 500, dns: 2000, network: 2000, leaks: 1000 }

/** Levels of folding: each next one is coarser, the last is bounded by itself. */
export const FOLD_LEVELS = ['parent', 'top', 'root'] as const
export type FoldLevel = (typeof FOLD_LEVELS)[number]

/** `a.b.example.com` → `*.b.example.com` (parent), `*.example.com` (top), `*` (root). */
export function foldedDnsName(name: string, level: FoldLevel): string {
  if (level === 'root') return '*'
  const labels = name.split('.').filter((l) => l.length > 0)
  const keep = level === 'parent' ? labels.slice(1) : labels.slice(-2)
  return keep.length === 0 ? '*' : `*.${keep.join('.')}`
}

/** The directory an access to `path` is counted under: its parent, its top-level directory, or `/`. */
export function foldedDirectory(path: string, level: FoldLevel): string {
  if (!path.startsWith('/')) return level === 'parent' ? posix.dirname(path) : '.'
  if (level === 'root') return '/'
  if (level === 'parent') return posix.dirname(path)
  const slash = path.indexOf('/', 1)
  return slash === -1 ? '/' : path.slice(0, slash)
}
