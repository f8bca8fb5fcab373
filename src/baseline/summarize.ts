import { posix } from 'node:path'
import type { BehaviourSummary, CallRecord, Observed, ObservedFile, Phase, SiteBehaviour } from '../model/index.js'
import { isUnder } from '../profile/path-classify.js'
import { OwnStatePlaces } from '../rules/own-state.js'
import { persistenceKind } from '../rules/persistence-paths.js'
import { normalizeHostName, normalizePath, type PathRoots } from './generalize.js'
import { payloadShape } from './payload-shape.js'

// One audit → a stable summary of what each call site did, to compare with the accepted baseline.
// Iterations of a call fold into its site; everything is a sorted set, so order and repetition do not
// matter, only what was done. The server's own state (a directory it made in the run, new files in its
// package: rules/own-state.ts) is one entry per server: which tool happened to rewrite its config or
// append to its log is timing, not behaviour.

/** A request the sink received, put in the call it happened during. */
export interface SinkPayload {
  phase: Phase
  /** the name the server asked for (SNI, Host header), else the address it dialled */
  host: string
  port: number
  data: Buffer
}

export interface SummarizeInput extends PathRoots {
  observed: Observed
  payloads: readonly SinkPayload[]
  /** every exercised item is a site, so one that did nothing is in the baseline as doing nothing */
  calls: readonly CallRecord[]
  /** with containment: the workspaces, home and temp dirs (own state is never in a workspace) */
  writableRoots?: readonly string[]
  /** with containment: the launched package roots, shown copy-on-write */
  packageRoots?: readonly string[]
  /** how the server was exercised (scenario, calls, passes): baselines of another exercise are not compared call by call */
  exercise?: string
}

export function siteOf(phase: Phase): string {
  return phase.kind === 'call' ? `${phase.call.kind}:${phase.call.name}` : phase.kind
}

interface SiteSets {
  hosts: Set<string>
  dns: Set<string>
  reads: Set<string>
  writes: Set<string>
  /** directories made, kept apart: one that something was written into is implied by that write */
  madeDirs: Set<string>
  deletes: Set<string>
  executables: Set<string>
  canaryLeaks: Set<string>
  persistence: Set<string>
  payloads: Map<string, { requests: Set<string>; headers: Set<string>; jsonKeys: Set<string>; recipients: Set<string> }>
}

const WRITE_ACCESSES = new Set(['write', 'create', 'mkdir', 'rename'])

/** Where a normalized write lands, for the effect class: scratch space does not count as an effect. */
function effectOf(writes: Iterable<string>): SiteBehaviour['effect'] {
  let effect: SiteBehaviour['effect'] = 'reads-only'
  for (const path of writes) {
    if (path === '{tmp}' || path.startsWith('{tmp}/')) continue
    if (path === '{workspace}' || path.startsWith('{workspace}/')) effect = 'writes-workspace'
    else return 'writes-elsewhere'
  }
  return effect
}

export function hostPort(host: string, port: number | undefined): string {
  const name = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
  return port === undefined ? name : `${name}:${port}`
}

export function summarizeBehaviour(input: SummarizeInput): BehaviourSummary {
  const { observed } = input
  const sites = new Map<string, SiteSets>()
  const at = (phase: Phase): SiteSets => {
    const key = siteOf(phase)
    let sets = sites.get(key)
    if (!sets) {
      sets = {
        hosts: new Set(),
        dns: new Set(),
        reads: new Set(),
        writes: new Set(),
        madeDirs: new Set(),
        deletes: new Set(),
        executables: new Set(),
        canaryLeaks: new Set(),
        persistence: new Set(),
        payloads: new Map()
      }
      sites.set(key, sets)
    }
    return sets
  }
  const path = (absolute: string): string => normalizePath(absolute, input)
  const hostName = (name: string): string => normalizeHostName(name, input.machineName)
  for (const call of input.calls) at({ kind: 'call', call: { id: call.id, kind: call.kind, name: call.name, iteration: call.iteration }, afterResponse: false })

  const places = new OwnStatePlaces(input)
  const ownState = new Set<string>()
  /** Whether `absolute` is the server's own state: then it is the server's one entry, no site's. */
  const own = (absolute: string, access: ObservedFile['access']): boolean => {
    const root = access === 'read' ? (places.roots.find((made) => made !== absolute && isUnder(absolute, made)) ?? null) : places.rootOf(absolute, access)
    if (root === null) return false
    ownState.add(path(root))
    return true
  }
  for (const file of observed.files) {
    if (file.noise) continue
    // git's opportunistic index refresh, undone or committed within the call (profile/net-effect.ts): a
    // cache of file stats whose refresh depends on how recently the files changed (racy git), not on what
    // the tool does. A lock left behind, or one taken across calls, stays.
    if (file.transient && file.path.endsWith('/.git/index.lock')) continue
    const shown = path(file.path)
    // What a helper program did with its own config and state (rules/helper-program-rules.ts) is the
    // server's as a whole: which call's update check wrote npm's log is timing.
    if (file.program !== undefined) {
      if (file.succeeded) ownState.add(shown.split('/').slice(0, 3).join('/'))
      continue
    }
    const ownSource = own(file.path, file.access)
    const ownTarget = file.renamedTo !== undefined && own(file.renamedTo, 'write')
    for (const phase of file.phases) {
      const sets = at(phase)
      if (file.access === 'read') {
        if (file.succeeded && !ownSource) sets.reads.add(shown)
      } else if (file.access === 'delete') {
        if (!ownSource) sets.deletes.add(shown)
      } else if (file.access === 'mkdir') {
        if (!ownSource) sets.madeDirs.add(shown)
      } else if (WRITE_ACCESSES.has(file.access)) {
        if (!ownSource) {
          sets.writes.add(shown)
          // A lock file is its writer's claim on the file beside it: whether the writer then commits
          // (renames the lock over it) or rolls back depends on what it finds, which can be timing (git
          // rewrites its index when stat data is racily clean). The site writes that file either way.
          if (shown.endsWith('.lock') && file.access !== 'rename') sets.writes.add(shown.slice(0, -'.lock'.length))
          if (file.access === 'rename') sets.deletes.add(shown)
        }
        if (file.renamedTo !== undefined && !ownTarget) sets.writes.add(path(file.renamedTo))
      }
      const target = file.renamedTo ?? file.path
      if (file.access !== 'read' && file.access !== 'delete' && persistenceKind(target, input.home) !== null) sets.persistence.add(path(target))
    }
  }
  for (const entry of observed.network) {
    if (entry.loopback || entry.family === 'unix') continue
    // DNS queries are summarized by the names asked, not by the resolver the sink played.
    if (entry.port === 53) continue
    const names = entry.hostnames.length > 0 ? entry.hostnames.map(hostName) : [entry.address]
    for (const phase of entry.phases) for (const name of names) at(phase).hosts.add(hostPort(name, entry.port))
  }
  for (const query of observed.dns) {
    for (const phase of query.phases) at(phase).dns.add(hostName(query.name))
  }
  for (const proc of observed.processes) {
    if (proc.isServer) continue
    const shown = proc.succeeded ? path(proc.executable) : `${posix.basename(proc.executable)} (not found)`
    for (const phase of proc.phases) at(phase).executables.add(shown)
  }
  for (const leak of observed.leaks) {
    for (const phase of leak.phases) at(phase).canaryLeaks.add(`${leak.canary} via ${leak.via}`)
  }
  for (const leftover of observed.leftovers ?? []) {
    for (const phase of leftover.phases) at(phase).persistence.add(`left running: ${posix.basename(leftover.executable)}`)
  }
  for (const payload of input.payloads) {
    const shape = payloadShape(payload.data)
    if (shape === null) continue
    const sets = at(payload.phase)
    const key = hostPort(hostName(payload.host), payload.port)
    let seen = sets.payloads.get(key)
    if (!seen) {
      seen = { requests: new Set(), headers: new Set(), jsonKeys: new Set(), recipients: new Set() }
      sets.payloads.set(key, seen)
    }
    seen.requests.add(shape.request)
    for (const name of shape.headers) seen.headers.add(name)
    for (const key of shape.jsonKeys) seen.jsonKeys.add(key)
    for (const address of shape.recipients) seen.recipients.add(address)
  }

  const sorted = (set: Set<string>): string[] => [...set].sort()
  const out: BehaviourSummary = { sites: {} }
  for (const key of [...sites.keys()].sort()) {
    const sets = sites.get(key) as SiteSets
    // Whether a directory had to be made can be chance (git's object fan-out directory exists or not,
    // by the hash of what is written): one with a write inside it is summarized by that write.
    const writes = new Set(sets.writes)
    for (const dir of sets.madeDirs) if (![...sets.writes, ...sets.madeDirs].some((other) => other.startsWith(`${dir}/`))) writes.add(dir)
    const payloads: SiteBehaviour['payloads'] = {}
    for (const host of [...sets.payloads.keys()].sort()) {
      const seen = sets.payloads.get(host)!
      payloads[host] = { requests: sorted(seen.requests), headers: sorted(seen.headers), jsonKeys: sorted(seen.jsonKeys), recipients: sorted(seen.recipients) }
    }
    out.sites[key] = {
      hosts: sorted(sets.hosts),
      dns: sorted(sets.dns),
      reads: sorted(sets.reads),
      writes: sorted(writes),
      deletes: sorted(sets.deletes),
      executables: sorted(sets.executables),
      canaryLeaks: sorted(sets.canaryLeaks),
      persistence: sorted(sets.persistence),
      effect: effectOf(writes.values()),
      payloads
    }
  }
  if (ownState.size > 0) out.ownState = sorted(ownState)
  if (input.exercise !== undefined) out.exercise = input.exercise
  return out
}
