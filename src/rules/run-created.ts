// What the server's own tree made during this run: a directory it created (mkdir), a file it created
// new (O_EXCL), or one the file-changes witness saw created. Nothing below such a path existed before the
// run, so reading there reads no credential of the user's: gpg started by git to sign a commit creates
// ~/.gnupg and its keyring, then reads them. Anything that existed before (a canary file, a directory of
// the planted home) cannot be made new: creating it fails. A made path that the run removed or moved away
// (and so perhaps made again over what was there), or into which it moved something from outside, is no
// longer known to hold only the run's own files.

import type { Observed } from '../model/index.js'
import { isUnder } from '../profile/path-classify.js'

const cache = new WeakMap<Observed, (path: string) => boolean>()

/** Whether `path` (below the canary home `home`) is at or below something the server made in this run. */
export function madeThisRun(observed: Observed, home: string): (path: string) => boolean {
  const known = cache.get(observed)
  if (known) return known
  const created = new Set<string>()
  const removed = new Set<string>()
  const movedIn: { from: string; to: string }[] = []
  for (const file of observed.files) {
    if (!file.succeeded || file.aggregated) continue
    if (file.access === 'mkdir' || file.access === 'create') created.add(file.path)
    if (file.access === 'delete' || file.access === 'rename') removed.add(file.path)
    if (file.access === 'rename' && file.renamedTo !== undefined) movedIn.push({ from: file.path, to: file.renamedTo })
  }
  for (const change of observed.fileChanges ?? []) if (change.change === 'created') created.add(change.path)
  const pure = (made: string): boolean =>
    created.has(made) && !removed.has(made) && !movedIn.some((move) => isUnder(move.to, made) && !isUnder(move.from, made))
  const made = (path: string): boolean => {
    if (!isUnder(path, home)) return false
    for (let at = path; at.length > home.length && at.includes('/'); at = at.slice(0, at.lastIndexOf('/'))) if (pure(at)) return true
    return false
  }
  cache.set(observed, made)
  return made
}
