import { posix } from 'node:path'
import { isSurfaceKind, surfaceLabel, type BehaviourChange, type BehaviourSummary, type Severity, type SiteBehaviour } from '../model/index.js'
import { NETWORK_TOOLS, SHELLS } from '../rules/process-rules.js'

// The baseline against this run: what each call site does now that it did not (added), and what it
// no longer does (removed, info). Severity is by what changed: a new canary leak or persistence is
// critical; a new host, a write outside the workspace, a shell or network tool, a site that only read
// and now writes (scratch space included), or a new recipient or JSON key sent to a host already in the baseline is high; anything
// else added is medium. What the server did from any site of the baseline is known: a JSON key it sent
// (to any host), and a host it contacted are not high when another site now does it (telemetry batches
// events and flushes them on whichever call is running, to its main host or its fallback: which call carries
// which event's keys is timing). A host new to the server, a key it never sent, a recipient stay high.
// The server's own state is one entry (summarize.ts): a new place there is medium, as own-state is.

type ListAspect = 'hosts' | 'dns' | 'reads' | 'writes' | 'deletes' | 'executables' | 'canaryLeaks' | 'persistence'
const LIST_ASPECTS: ListAspect[] = ['canaryLeaks', 'persistence', 'hosts', 'writes', 'deletes', 'executables', 'dns', 'reads']

const EMPTY_SITE: SiteBehaviour = {
  hosts: [],
  dns: [],
  reads: [],
  writes: [],
  deletes: [],
  executables: [],
  canaryLeaks: [],
  persistence: [],
  effect: 'reads-only',
  payloads: {}
}

const inScratchOrWorkspace = (path: string): boolean => /^\{(tmp|workspace)\}(\/|$)/.test(path)

function addedSeverity(aspect: ListAspect, value: string): Severity {
  switch (aspect) {
    case 'canaryLeaks':
    case 'persistence':
      return 'critical'
    case 'hosts':
      return 'high'
    case 'writes':
    case 'deletes':
      return inScratchOrWorkspace(value) ? 'medium' : 'high'
    case 'executables': {
      const name = posix.basename(value.replace(/ \(not found\)$/, ''))
      return SHELLS.has(name) || NETWORK_TOOLS.has(name) ? 'high' : 'medium'
    }
    default:
      return 'medium'
  }
}

const VERBS: Record<ListAspect, [string, string]> = {
  hosts: ['connects to', 'new host'],
  dns: ['looks up', 'new DNS name'],
  reads: ['reads', 'new read'],
  writes: ['writes', 'new write'],
  deletes: ['deletes', 'new delete'],
  executables: ['runs', 'new program'],
  canaryLeaks: ['leaks', 'new canary leak'],
  persistence: ['persists through', 'new persistence']
}

/** `send_email`, `resource notes://x`, `startup` — how a message names a call site. */
export function siteLabel(site: string): string {
  if (site === 'startup' || site === 'shutdown') return `at ${site}`
  if (site === SERVER_SITE) return 'the server'
  const [kind = '', ...rest] = site.split(':')
  const name = rest.join(':')
  if (kind === 'tool') return name
  return `${isSurfaceKind(kind) ? surfaceLabel(kind) : kind} ${name}`
}

/** The site of a change that is the server's as a whole (its own state), not one call's. */
export const SERVER_SITE = 'server'

/** What the server did from any site of a summary: every host it contacted, program it ran, JSON key it sent. */
function serverWide(summary: BehaviourSummary): { hosts: Set<string>; executables: Set<string>; jsonKeys: Set<string> } {
  const out = { hosts: new Set<string>(), executables: new Set<string>(), jsonKeys: new Set<string>() }
  for (const site of Object.values(summary.sites)) {
    for (const host of site.hosts) out.hosts.add(host)
    for (const program of site.executables) out.executables.add(program)
    for (const shape of Object.values(site.payloads)) for (const key of shape.jsonKeys) out.jsonKeys.add(key)
  }
  return out
}

function ownStateChanges(baseline: BehaviourSummary, current: BehaviourSummary): BehaviourChange[] {
  const had = new Set(baseline.ownState ?? [])
  const has = new Set(current.ownState ?? [])
  const changes: BehaviourChange[] = []
  for (const place of has)
    if (!had.has(place))
      changes.push({
        site: SERVER_SITE,
        change: 'added',
        aspect: 'ownState',
        value: place,
        severity: 'medium',
        message: `the server now keeps its own state in ${place} (new own-state place)`
      })
  for (const place of had)
    if (!has.has(place))
      changes.push({
        site: SERVER_SITE,
        change: 'removed',
        aspect: 'ownState',
        value: place,
        severity: 'info',
        message: `the server no longer keeps its own state in ${place}`
      })
  return changes
}

const PAYLOAD_PARTS = [
  ['recipients', 'recipient', 'high'],
  ['jsonKeys', 'JSON key', 'high'],
  ['requests', 'request', 'medium'],
  ['headers', 'header', 'medium']
] as const

export function diffBehaviour(baseline: BehaviourSummary, current: BehaviourSummary): BehaviourChange[] {
  const changes: BehaviourChange[] = ownStateChanges(baseline, current)
  const known = serverWide(baseline)
  const sites = [...new Set([...Object.keys(baseline.sites), ...Object.keys(current.sites)])].sort()
  for (const site of sites) {
    const before = baseline.sites[site] ?? EMPTY_SITE
    const now = current.sites[site] ?? EMPTY_SITE
    const label = siteLabel(site)
    if (before.effect !== now.effect) {
      const worse = before.effect === 'reads-only' || now.effect === 'writes-elsewhere'
      changes.push({
        site,
        change: worse ? 'added' : 'removed',
        aspect: 'effect',
        value: `${before.effect} → ${now.effect}`,
        severity: worse ? 'high' : 'info',
        message: `${label} was ${before.effect}, now ${now.effect}`
      })
    }
    for (const aspect of LIST_ASPECTS) {
      const had = new Set(before[aspect])
      const has = new Set(now[aspect])
      const [verb, what] = VERBS[aspect]
      for (const value of now[aspect]) {
        if (had.has(value)) continue
        // A site that only read before is held to it: any new write is high, scratch space included.
        const wasReadOnly = (aspect === 'writes' || aspect === 'deletes') && before.writes.length === 0 && before.deletes.length === 0
        // A host the server contacted, or a program it ran, from other sites before: which call a
        // telemetry flush, a reconnect or a cached version probe lands in is timing. Still listed, not
        // high; what the program does in this run is judged on its own by the subprocess rules.
        const knownHost = aspect === 'hosts' && known.hosts.has(value)
        const knownProgram = aspect === 'executables' && known.executables.has(value)
        const severity = wasReadOnly ? 'high' : knownHost || knownProgram ? 'medium' : addedSeverity(aspect, value)
        const note = wasReadOnly
          ? '; it only read before'
          : knownHost
            ? '; the server contacted it from other calls before'
            : knownProgram
              ? '; the server ran it from other calls before'
              : ''
        changes.push({
          site,
          change: 'added',
          aspect,
          value,
          severity,
          message: `${label} now ${verb} ${value} (${what}${note})`
        })
      }
      for (const value of before[aspect]) {
        if (!has.has(value)) changes.push({ site, change: 'removed', aspect, value, severity: 'info', message: `${label} no longer ${verb} ${value}` })
      }
    }
    // Payload shape only where the host itself is not new: a new host is already the change.
    for (const [host, shape] of Object.entries(now.payloads)) {
      const was = before.payloads[host]
      if (was === undefined) continue
      for (const [part, noun, severity] of PAYLOAD_PARTS) {
        const had = part === 'jsonKeys' ? known.jsonKeys : new Set(was[part])
        for (const value of shape[part]) {
          if (had.has(value)) continue
          changes.push({
            site,
            change: 'added',
            aspect: `payload.${part}`,
            value: `${host} ${value}`,
            severity,
            message: `${label} now sends ${value} to ${host} (new ${noun})`
          })
        }
      }
    }
  }
  return changes
}
