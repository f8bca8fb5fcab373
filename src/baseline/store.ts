import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { isSafeIdentity } from '../settings/server-identity.js'
import { BehaviourSummarySchema, type BehaviourBaseline, type BehaviourChange, type BehaviourSummary } from '../model/index.js'
import { diffBehaviour } from './diff.js'

// The accepted behaviour of a server, kept like the manifest pin: in the state dir (the Actions cache
// carries it between runs) or in a file committed to the repository for review. It is replaced only
// when there was none or a change is accepted, so a change is reported on every run until then.

export const BaselineFileSchema = z.object({
  schemaVersion: z.literal(1),
  identity: z.string(),
  acceptedAt: z.string(),
  behaviour: BehaviourSummarySchema
})
export type BaselineFile = z.infer<typeof BaselineFileSchema>

/** The one place that builds the state-dir path of a baseline, for the engine and the action's cache. */
export function baselineStatePath(stateDir: string, identity: string): string {
  if (!isSafeIdentity(identity)) throw new Error(`Unsafe baseline identity '${identity}'`)
  return path.join(stateDir, 'baselines', `${identity}.json`)
}

type BaselineRead = { status: 'missing' } | { status: 'ok'; file: BaselineFile } | { status: 'corrupt'; error: string }

export async function readBaseline(file: string): Promise<BaselineRead> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return { status: 'missing' }
    return { status: 'corrupt', error: `cannot read baseline ${file}: ${(error as Error).message}` }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { status: 'corrupt', error: `baseline ${file} is not valid JSON: ${(error as Error).message}` }
  }
  const parsed = BaselineFileSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { status: 'corrupt', error: `baseline ${file} is not a valid baseline at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` }
  }
  return { status: 'ok', file: parsed.data }
}

/** Replaces the baseline atomically. */
export async function writeBaseline(file: string, identity: string, behaviour: BehaviourSummary, now: Date = new Date()): Promise<void> {
  const dir = path.dirname(file)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const content: BaselineFile = { schemaVersion: 1, identity, acceptedAt: now.toISOString(), behaviour }
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    await writeFile(temp, JSON.stringify(content, null, 2) + '\n', { mode: 0o644, flag: 'wx' })
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

export interface BaselineLocation {
  file: string
  /** "state" for the state dir (and the Actions cache), else the committed file as the user named it */
  source: string
}

/**
 * Compares this run's behaviour with the accepted baseline: none yet → `new` (and it becomes the
 * baseline); no difference → `unchanged`; a difference → `changed`, the baseline kept; with `accept`
 * → `accepted`, the baseline replaced and the changes still listed. A baseline that cannot be read is
 * never silently replaced: the status is `new` with an error until `accept`.
 */
export async function compareWithBaseline(
  location: BaselineLocation,
  identity: string,
  current: BehaviourSummary,
  accept: boolean,
  now: Date = new Date()
): Promise<BehaviourBaseline> {
  const existing = await readBaseline(location.file)
  const base = { identity, source: location.source, current }
  const write = async (): Promise<string | undefined> => {
    try {
      await writeBaseline(location.file, identity, current, now)
      return undefined
    } catch (error) {
      return `cannot write baseline ${location.file}: ${(error as Error).message}`
    }
  }
  if (existing.status !== 'ok') {
    if (existing.status === 'corrupt' && !accept)
      return { ...base, status: 'new', changes: [], error: `${existing.error}. Re-run with --accept-baseline to replace it.` }
    const error = await write()
    return { ...base, status: existing.status === 'corrupt' ? 'accepted' : 'new', changes: [], ...(error ? { error } : {}) }
  }
  const before = existing.file.behaviour
  if (before.exercise !== undefined && current.exercise !== undefined && before.exercise !== current.exercise) {
    // Not like with like: what this exercise reached that the other did not is coverage, not a change in
    // the server. Said at info, and this run becomes the baseline of its own exercise.
    const reach = newReach(diffBehaviour(before, current), before.exercise, current.exercise)
    const error = await write()
    return { ...base, status: 'new', changes: reach, ...(error ? { error } : {}) }
  }
  const changes = diffBehaviour(before, current)
  if (changes.length === 0) return { ...base, status: 'unchanged', changes }
  if (!accept) return { ...base, status: 'changed', changes }
  const error = await write()
  return { ...base, status: 'accepted', changes, ...(error ? { error } : {}) }
}

/** A diff between two exercises, as new reach: the additions at info, saying so; nothing gone is news. */
export function newReach(changes: readonly BehaviourChange[], before: string, now: string): BehaviourChange[] {
  return changes
    .filter((change) => change.change === 'added')
    .map((change) => ({
      ...change,
      severity: 'info' as const,
      message: change.message.endsWith(')') ? `${change.message.slice(0, -1)}; ${reachNote(before, now)})` : `${change.message} (${reachNote(before, now)})`
    }))
}

const reachNote = (before: string, now: string): string => `new reach: this run was exercised differently — ${now}; the baseline: ${before}`
