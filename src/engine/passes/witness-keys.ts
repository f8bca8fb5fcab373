// What one exercise pass's witnesses that need no ptrace saw, as stable keys a second pass can be
// compared on: hosts and ports, DNS names and canary ids, home paths generalized the way the behaviour
// baseline generalizes them (baseline/generalize.ts). Timing and order do not enter a key, so an
// honest server's passes give the same keys.
import { isIP } from 'node:net'
import { normalizeHostName, normalizePath, type PathRoots } from '../../baseline/generalize.js'
import type { CallRecord, FileChange, PassDifference } from '../../model/index.js'
import type { CanaryScanner } from '../../profile/canary-index.js'
import type { CanaryWatchRecord } from '../../sandbox/canary-watch-log.js'
import type { SinkObservations } from '../../sandbox/sink-log.js'

export interface Sighting {
  key: string
  witness: PassDifference['witness']
  canary: boolean
  /** the item whose call window it fell in, and that call's iteration */
  tool?: string
  iteration?: number
}

export interface PassWitnesses {
  sink: Pick<SinkObservations, 'records' | 'payloads'> | null
  canaryWatch: CanaryWatchRecord[]
  changes: FileChange[] | null
  calls: CallRecord[]
  /** `hasFile`: the canary files the watch's reads count for (the rest of the home is the server's own: npm's cache) */
  canaries: Pick<CanaryScanner, 'scan' | 'hasFile'>
  roots: PathRoots
}

/** The call whose window (its start up to the next call's start) holds `at`; none before the first call. */
export function callAt(calls: readonly CallRecord[], at: number): CallRecord | undefined {
  let found: CallRecord | undefined
  for (const call of calls) if (call.startedAt <= at && (!found || call.startedAt >= found.startedAt)) found = call
  return found
}

/** The first sighting of each key (the earliest call it fell in). */
export function sightingsOf(seen: PassWitnesses): Map<string, Sighting> {
  const sightings = new Map<string, Sighting>()
  // A host or file a call's own arguments name is the caller's choice, which differs between passes.
  const argumentText = seen.calls.map((call) => JSON.stringify(call.arguments ?? {}).toLowerCase()).join('\n')
  const named = (text: string): boolean => text !== '' && argumentText.includes(text.toLowerCase())
  const add = (key: string, witness: Sighting['witness'], canary: boolean, at?: number): void => {
    if (sightings.has(key)) return
    const call = at === undefined ? undefined : callAt(seen.calls, at)
    sightings.set(key, { key, witness, canary, ...(call ? { tool: call.name, iteration: call.iteration } : {}) })
  }
  const machineName = seen.roots.machineName
  for (const record of seen.sink?.records ?? []) {
    if (record.dns) continue
    const host = record.sni ?? record.http?.host?.replace(/:\d+$/, '') ?? record.address
    if (named(host)) continue
    add(`connect ${isIP(host) ? host : normalizeHostName(host, machineName)}:${record.port}`, 'sink', false, record.at)
  }
  for (const payload of seen.sink?.payloads ?? []) {
    if (payload.via === 'dns' && !named(payload.destination)) add(`dns ${normalizeHostName(payload.destination, machineName)}`, 'sink', false, payload.at)
    for (const hit of seen.canaries.scan(payload.data)) add(`send canary ${hit.canary}`, 'sink', true, payload.at)
  }
  // As in the traced profile (profile/canary-watch-reads.ts): the watch sees every read under the home,
  // files the server wrote there itself included (a package manager's cache), and only a canary file's
  // read is a canary's; the other home files differ between passes with the server's own state.
  for (const record of seen.canaryWatch) if (seen.canaries.hasFile(`~/${record.path}`)) add(`read ~/${record.path}`, 'canary-watch', true, record.at)
  for (const change of seen.changes ?? []) {
    const path = normalizePath(change.path, seen.roots)
    if (!path.startsWith('~/') || named(change.path.split('/').pop() ?? '')) continue
    add(`${change.change === 'deleted' ? 'delete' : 'write'} ${path}`, 'file-changes', false)
  }
  return sightings
}
