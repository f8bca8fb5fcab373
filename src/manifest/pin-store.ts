import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { ManifestSchema, type Listing, type Manifest, type RugPull } from '../model/index.js'
import { diffManifests, sessionChanges } from './diff.js'
import { isSafeIdentity } from '../settings/server-identity.js'

export const PinFileSchema = z.object({
  schemaVersion: z.literal(1),
  identity: z.string(),
  acceptedAt: z.string(),
  manifest: ManifestSchema
})
export type PinFile = z.infer<typeof PinFileSchema>

export type PinRead = { status: 'missing' } | { status: 'ok'; pin: PinFile } | { status: 'corrupt'; error: string }

/**
 * Where the pin of `identity` lives under a state directory: the one place that builds this path, for the
 * engine (PinStore) and the action's cache (github/pin-cache.ts) alike.
 */
export function pinFilePath(stateDir: string, identity: string): string {
  // The identity ends up in a file name; anything that could climb out of pins/ is a bug upstream.
  if (!isSafeIdentity(identity)) throw new Error(`Unsafe pin identity '${identity}'`)
  return path.join(stateDir, 'pins', `${identity}.json`)
}

/**
 * Pins (the last accepted manifest of each server) under `<directory>/pins/<identity>.json`.
 * The directory is resolved by the caller ($XDG_DATA_HOME/mcp-behave by default).
 */
export class PinStore {
  constructor(readonly directory: string) {}

  pinPath(identity: string): string {
    return pinFilePath(this.directory, identity)
  }

  async read(identity: string): Promise<PinRead> {
    const file = this.pinPath(identity)
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      const code = errorCode(error)
      if (code === 'ENOENT' || code === 'ENOTDIR') return { status: 'missing' }
      return { status: 'corrupt', error: `Cannot read pin ${file}: ${errorMessage(error)}` }
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (error) {
      return { status: 'corrupt', error: `Pin ${file} is not valid JSON: ${errorMessage(error)}` }
    }
    const parsed = PinFileSchema.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
      return { status: 'corrupt', error: `Pin ${file} is not a valid pin${where}: ${issue?.message ?? 'invalid'}` }
    }
    if (parsed.data.identity !== identity) {
      return { status: 'corrupt', error: `Pin ${file} belongs to '${parsed.data.identity}', not '${identity}'` }
    }
    return { status: 'ok', pin: parsed.data }
  }

  /** Replaces the pin atomically: a reader sees the old pin or the new one, never half of either. */
  async write(identity: string, manifest: Manifest, acceptedAt: Date = new Date()): Promise<void> {
    const file = this.pinPath(identity)
    const dir = path.dirname(file)
    await mkdir(dir, { recursive: true, mode: 0o700 })
    const pin: PinFile = { schemaVersion: 1, identity, acceptedAt: acceptedAt.toISOString(), manifest }
    const temp = path.join(dir, `.${identity}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`)
    try {
      await writeFile(temp, JSON.stringify(pin, null, 2) + '\n', { mode: 0o600, flag: 'wx' })
      await rename(temp, file)
    } catch (error) {
      await rm(temp, { force: true })
      throw error
    }
  }
}

export interface PinComparison {
  rugPull: Omit<RugPull, 'duringSession'>
  /** the pin file was (re)written by this comparison */
  wrote: boolean
  /** a pin that could not be read or written; the audit goes on without it */
  error?: string
}

/**
 * Compares the current manifest with the pin, the last ACCEPTED manifest:
 * - no pin: `new`, and the current manifest becomes the pin;
 * - same hash: `unchanged`;
 * - different hash: `changed`, and the pin stays as it was, so the change is reported on every run
 *   until someone accepts it (a pin overwritten on sight would report a rug pull once, then bless it);
 * - different hash with `accept`: `accepted`, the pin is replaced, and the changes are still listed.
 * A pin that exists but cannot be read (corrupt, wrong identity, unreadable) is reported as `error`
 * and is never silently replaced: the baseline the user accepted is lost, so the status is `new` and
 * nothing is written, until `accept` re-pins the current manifest (status `accepted`).
 */
export async function compareWithPin(store: PinStore, identity: string, current: Manifest, accept: boolean, now: Date = new Date()): Promise<PinComparison> {
  const existing = await store.read(identity)
  const base = { identity, currentSha256: current.sha256 }

  if (existing.status !== 'ok') {
    const rugPull = { ...base, status: 'new' as const, changes: [] }
    if (existing.status === 'corrupt' && !accept) {
      return { rugPull, wrote: false, error: `${existing.error}. Re-run with --accept-manifest to pin the current manifest.` }
    }
    const written = await tryWrite(store, identity, current, now)
    const corrupt = existing.status === 'corrupt' ? existing.error : undefined
    const error = [corrupt, written.error].filter((e) => e !== undefined).join('; ')
    const status = existing.status === 'corrupt' ? ('accepted' as const) : ('new' as const)
    return { rugPull: { ...rugPull, status }, wrote: written.ok, ...(error ? { error } : {}) }
  }

  const pinned = existing.pin.manifest
  const withPin = { ...base, pinnedSha256: pinned.sha256 }
  if (pinned.sha256 === current.sha256) {
    return { rugPull: { ...withPin, status: 'unchanged', changes: [] }, wrote: false }
  }
  const changes = diffManifests(pinned, current)
  if (!accept) return { rugPull: { ...withPin, status: 'changed', changes }, wrote: false }
  const written = await tryWrite(store, identity, current, now)
  return {
    rugPull: { ...withPin, status: 'accepted', changes },
    wrote: written.ok,
    ...(written.error ? { error: written.error } : {})
  }
}

export interface RugPullInput {
  stateDir: string
  identity: string
  manifest: Manifest
  accept: boolean
  /** the session's first listing and its re-listing after the calls */
  listing: Listing
  relisting: Listing | null
  /** an audit that did not see the whole session is neither compared with the pin nor pinned */
  complete: boolean
}

/** The rug-pull stage of an audit: the surface against its pin, and against itself during the session. */
export async function rugPullOf(input: RugPullInput): Promise<{ rugPull: RugPull; pinError?: string }> {
  const { identity, manifest } = input
  const pin = input.complete ? await compareWithPin(new PinStore(input.stateDir), identity, manifest, input.accept) : null
  const rugPull = {
    ...(pin?.rugPull ?? { status: 'new' as const, identity, currentSha256: manifest.sha256, changes: [] }),
    duringSession: sessionChanges(input.listing, input.relisting)
  }
  return { rugPull, ...(pin?.error ? { pinError: pin.error } : {}) }
}

async function tryWrite(store: PinStore, identity: string, manifest: Manifest, now: Date): Promise<{ ok: boolean; error?: string }> {
  try {
    await store.write(identity, manifest, now)
    return { ok: true }
  } catch (error) {
    return { ok: false, error: `Cannot write pin ${store.pinPath(identity)}: ${errorMessage(error)}` }
  }
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined
}

function errorMessage(error: unknown): string {
  return typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error)
}
