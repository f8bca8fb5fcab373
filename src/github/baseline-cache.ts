import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { Logger } from '../logger.js'
import type { CacheBackend, RunAttempt } from './pin-cache.js'

// The behaviour baseline in the Actions cache, per server identity, kept like the manifest pin: one
// immutable entry per accepted baseline, restored by prefix (the newest wins; a pull request reads its
// base branch's). A committed baseline file (input `baseline`) does not use the cache.

export function baselineKeyPrefix(identity: string): string {
  return `mcp-behave-baseline-${identity}-`
}

function fileHash(file: string): string | null {
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : null
}

/** Restores the newest baseline; returns the hash of the file the audit will compare against. */
export async function restoreBaseline(cache: CacheBackend, file: string, identity: string, logger: Logger): Promise<string | null> {
  if (existsSync(file)) {
    logger.info(`Using the behaviour baseline already on this runner for ${identity}`)
  } else if (cache.isFeatureAvailable()) {
    try {
      const key = await cache.restoreCache([file], baselineKeyPrefix(identity))
      logger.info(key === undefined ? `No behaviour baseline for ${identity} yet` : `Restored the behaviour baseline from cache key ${key}`)
    } catch (error) {
      logger.warn(`Could not restore the behaviour baseline: ${(error as Error).message}`)
    }
  }
  return fileHash(file)
}

/** Saves the baseline under a new key when the audit wrote one (the first, or an accepted change). */
export async function saveBaselineIfChanged(
  cache: CacheBackend,
  file: string,
  identity: string,
  hashBefore: string | null,
  run: RunAttempt,
  logger: Logger
): Promise<string | null> {
  const hashAfter = fileHash(file)
  if (hashAfter === null || hashAfter === hashBefore || !cache.isFeatureAvailable()) return null
  const key = `${baselineKeyPrefix(identity)}${run.runId}-${run.runAttempt}-${randomBytes(3).toString('hex')}`
  try {
    if ((await cache.saveCache([file], key)) === -1) {
      logger.warn(`The behaviour baseline was not saved to the cache (key ${key})`)
      return null
    }
    logger.info(`Saved the behaviour baseline as cache key ${key}`)
    return key
  } catch (error) {
    logger.warn(`Could not save the behaviour baseline: ${(error as Error).message}`)
    return null
  }
}
