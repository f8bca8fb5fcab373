import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/**
 * The first executable regular file named `name` in the directories of `path`, as `command -v` in a
 * shell would find it, without starting one; null when there is none.
 */
export function findOnPath(name: string, path: string): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue
    const candidate = join(dir, name)
    try {
      accessSync(candidate, constants.X_OK)
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // next
    }
  }
  return null
}
