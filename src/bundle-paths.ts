import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A path next to the running bundle. Going through a function keeps ncc from treating the path as
 * an asset to copy into the bundle: the sandbox init must stay the separate program it is.
 */
export function besideBundle(moduleUrl: string, ...segments: string[]): string {
  return resolve(dirname(fileURLToPath(moduleUrl)), ...segments)
}
