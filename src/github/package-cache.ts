import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { checkEntryFiles, exactEntryDir } from '../launch/cache-entry.js'
import { prepareLaunch, type LaunchOptions } from '../launch/prepare-launch.js'
import { parseLaunchSpec, type PackageSpec } from '../launch/spec.js'
import type { Logger } from '../logger.js'
import type { AuditSettings } from '../settings/settings.js'
import type { CacheBackend } from './pin-cache.js'

// The install phase's package cache in the Actions cache: one immutable entry per package version and
// platform, so a job on a fresh runner starts the server without asking the registry.
//
// What a restored entry is trusted for: it must hold the files its install recorded (a digest of the
// whole tree, taken when npm/pip had just checked every archive against the registry's integrity); an
// entry that differs is thrown away and installed afresh, with a warning. An entry forged consistently
// (files and record) by someone who can write this repository's cache on a branch this run reads is
// not caught: GitHub keeps a pull request's entries to that pull request, so that takes code running
// in a workflow of the base branch. The report says `cached: true` for an entry that came this way.

export interface PackageCacheSlot {
  key: string
  /** the cache entry's directory: the one path saved and restored */
  dir: string
}

/** What makes an install valid elsewhere: the version, the platform, and the runtime that runs it. */
export function packageCacheKey(spec: PackageSpec, platform: { os: string; arch: string; image: string | null; runtime: string }): string {
  const name = spec.name.replace(/[^A-Za-z0-9@._+-]/g, '+')
  return [
    'mcp-behave-package-v1',
    spec.ecosystem,
    `${name}@${spec.version ?? ''}`,
    platform.os,
    platform.arch,
    ...(platform.image ? [platform.image] : []),
    platform.runtime
  ].join('-')
}

/** node22 / py3.12 of the interpreter on PATH: optional native packages and wheels are chosen for it. */
function runtimeTag(spec: PackageSpec, env: NodeJS.ProcessEnv): string {
  try {
    if (spec.ecosystem === 'npm')
      return `node${execFileSync('node', ['-p', 'process.versions.node.split(".")[0]'], { env, encoding: 'utf8', timeout: 15_000 }).trim()}`
    return `py${execFileSync('python3', ['-c', 'import sys; print("%d.%d" % sys.version_info[:2])'], { env, encoding: 'utf8', timeout: 15_000 }).trim()}`
  } catch {
    return 'unknown'
  }
}

export function packageCacheSlot(
  spec: PackageSpec,
  cacheDir: string,
  env: NodeJS.ProcessEnv,
  machine: { platform: string; arch: string }
): PackageCacheSlot | null {
  const dir = exactEntryDir(spec, cacheDir)
  if (dir === null) return null
  return { dir, key: packageCacheKey(spec, { os: machine.platform, arch: machine.arch, image: env['ImageOS'] || null, runtime: runtimeTag(spec, env) }) }
}

/** Restores the entry unless it is already here; a restored entry whose files changed is removed. */
export async function restorePackage(cache: CacheBackend, slot: PackageCacheSlot, logger: Logger): Promise<string | null> {
  if (existsSync(slot.dir)) return null
  if (!cache.isFeatureAvailable()) {
    logger.warn('The Actions cache is not available here, so the package is installed from the registry on every run')
    return null
  }
  let key: string | undefined
  try {
    key = await cache.restoreCache([slot.dir], slot.key)
  } catch (error) {
    logger.warn(`Could not restore the package from the Actions cache: ${(error as Error).message}`)
    rmSync(slot.dir, { recursive: true, force: true })
    return null
  }
  if (key === undefined) {
    logger.info(`The package is not in the Actions cache yet (key ${slot.key})`)
    return null
  }
  const check = await checkEntryFiles(slot.dir)
  if (!check.ok) {
    logger.warn(`The package restored from the Actions cache (key ${key}) is not used: ${check.why}. Installing it from the registry instead.`)
    rmSync(slot.dir, { recursive: true, force: true })
    return null
  }
  logger.info(`Restored the package from the Actions cache (key ${key}); its files match the digest recorded at install`)
  return key
}

/** Saves a fresh install's entry; failures are warnings. */
export async function savePackage(cache: CacheBackend, slot: PackageCacheSlot, logger: Logger): Promise<boolean> {
  if (!cache.isFeatureAvailable() || !existsSync(slot.dir)) return false
  try {
    if ((await cache.saveCache([slot.dir], slot.key)) === -1) {
      logger.warn(`The package was not saved to the Actions cache (key ${slot.key}); the next run installs it again`)
      return false
    }
    logger.info(`Saved the package to the Actions cache as key ${slot.key}`)
    return true
  } catch (error) {
    logger.warn(`Could not save the package to the Actions cache: ${(error as Error).message}`)
    return false
  }
}

/**
 * The install phase of the action: the entry restored from the Actions cache, the launch prepared
 * (installed when not restored), a fresh install saved. A plain command passes through untouched.
 */
/** `machine`: the runner's platform and architecture (the host context's), part of the cache key. */
export async function prepareLaunchWithActionsCache(
  cache: CacheBackend,
  settings: AuditSettings,
  options: LaunchOptions,
  machine: { platform: string; arch: string }
): Promise<AuditSettings> {
  const spec = parseLaunchSpec(settings.command)
  const slot = spec.kind === 'package' ? packageCacheSlot(spec, options.cacheDir, options.env, machine) : null
  if (spec.kind === 'package' && slot === null) {
    options.logger.info(
      `${spec.name}: '${spec.version ?? 'latest'}' is not an exact version, so the registry resolves it on every run; the Actions cache keeps exact versions only`
    )
  }
  if (slot === null) return prepareLaunch(settings, options)
  // Two servers of a fleet from the same package: one restores (and checks, and may remove) the entry
  // while the other waits, instead of both unpacking into the same directory.
  return oneAtATime(slot.dir, async () => {
    await restorePackage(cache, slot, options.logger)
    const prepared = await prepareLaunch(settings, options)
    if (prepared.launch?.package.cached === false) await savePackage(cache, slot, options.logger)
    return prepared
  })
}

const busyEntries = new Map<string, Promise<unknown>>()

async function oneAtATime<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const turn = (busyEntries.get(dir) ?? Promise.resolve()).catch(() => undefined).then(work)
  busyEntries.set(dir, turn)
  try {
    return await turn
  } finally {
    if (busyEntries.get(dir) === turn) busyEntries.delete(dir)
  }
}
