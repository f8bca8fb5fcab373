import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { Logger } from '../logger.js'
import { pinFilePath as pinFileIn } from '../manifest/pin-store.js'

/** The part of @actions/cache the action uses. */
export interface CacheBackend {
  isFeatureAvailable(): boolean
  restoreCache(paths: string[], primaryKey: string, restoreKeys?: string[]): Promise<string | undefined>
  saveCache(paths: string[], key: string): Promise<number>
}

export interface PinLocation {
  stateDir: string
  identity: string
}

export function pinFilePath(location: PinLocation): string {
  return pinFileIn(location.stateDir, location.identity)
}

export function pinKeyPrefix(identity: string): string {
  return `mcp-behave-pin-${identity}-`
}

// Cache entries are immutable, so "the latest pin" is a fresh key per save, found again by prefix (the
// service answers the newest entry for a prefix). The random part keeps a re-run job from colliding.
export function pinSaveKey(identity: string, runId: string, runAttempt: string, random = randomBytes(3).toString('hex')): string {
  return `${pinKeyPrefix(identity)}${runId}-${runAttempt}-${random}`
}

/** sha256 of the pin file, or null when there is none: compared after the audit to know whether to save. */
export function pinFileHash(location: PinLocation): string | null {
  const file = pinFilePath(location)
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : null
}

export interface RestoredPin {
  /** the cache key the pin came from, or null on a miss */
  key: string | null
  /** hash of the pin file the audit will compare against */
  hashBefore: string | null
}

/**
 * Restores the newest pin for this identity. On a pull request GitHub lets the run read its base
 * branch's entries, so the base branch's pin applies. Any failure is a warning and a miss: the audit
 * then reports the manifest as new, which never fails the check on its own.
 */
export async function restorePin(cache: CacheBackend, location: PinLocation, logger: Logger): Promise<RestoredPin> {
  let key: string | null = null
  if (existsSync(pinFilePath(location))) {
    // An earlier step of this job already audited this server: its pin is at least as new as the cache's.
    logger.info(`Using the pin already on this runner for ${location.identity}`)
  } else if (!cache.isFeatureAvailable()) {
    logger.warn('The Actions cache is not available here, so rug-pull detection starts over on every run')
  } else {
    try {
      key = (await cache.restoreCache([pinFilePath(location)], pinKeyPrefix(location.identity))) ?? null
      logger.info(key === null ? `No pinned manifest for ${location.identity} yet` : `Restored the pinned manifest from cache key ${key}`)
    } catch (error) {
      logger.warn(`Could not restore the pinned manifest: ${(error as Error).message}`)
    }
  }
  return { key, hashBefore: pinFileHash(location) }
}

export interface RunAttempt {
  runId: string
  runAttempt: string
}

/** Saves the pin under a new key when the audit wrote a new one (first pin, or an accepted change). */
export async function savePinIfChanged(
  cache: CacheBackend,
  location: PinLocation,
  hashBefore: string | null,
  run: RunAttempt,
  logger: Logger
): Promise<string | null> {
  const hashAfter = pinFileHash(location)
  if (hashAfter === null || hashAfter === hashBefore) return null
  if (!cache.isFeatureAvailable()) return null
  const key = pinSaveKey(location.identity, run.runId, run.runAttempt)
  try {
    const id = await cache.saveCache([pinFilePath(location)], key)
    if (id === -1) {
      logger.warn(`The pinned manifest was not saved to the cache (key ${key}); the next run will see it as new`)
      return null
    }
    logger.info(`Saved the pinned manifest as cache key ${key}`)
    return key
  } catch (error) {
    logger.warn(`Could not save the pinned manifest: ${(error as Error).message}`)
    return null
  }
}
