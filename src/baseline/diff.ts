import { posix } from 'node:path'
import { isSurfaceKind, surfaceLabel, type BehaviourChange, type BehaviourSummary, type Severity, type SiteBehaviour } from '../model/index.js'
import { NETWORK_TOOLS, SHELLS } from '../rules/process-rules.js'

// The baseline against this run: what each call site does now that it did not (added), and what it
// no longer does (removed, info). Severity is by what changed: a new canary leak or persistence is
// critical; a new host, a write outside the workspace, a shell or network tool, a site that only read
// and now writes (scratch space included), or a new recipient or JSON key sent to a host already in the baseline is high; anything
// else added is medium.

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
  const [kind = '', ...rest] = site.split(':')
  const name = rest.join(':')
  if (kind === 'tool') return name
  return `${isSurfaceKind(kind) ? surfaceLabel(kind) : kind} ${name}`
}

const PAYLOAD_PARTS = [
  ['recipients', 'recipient', 'high'],
  ['jsonKeys', 'JSON key', 'high'],
  ['requests', 'request', 'medium'],
  ['headers', 'header', 'medium']
] as const

export function diffBehaviour(baseline: BehaviourSummary, current: BehaviourSummary): BehaviourChange[] {
  const changes: BehaviourChange[] = []
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
        const severity = wasReadOnly ? 'high' : addedSeverity(aspect, value)
        changes.push({
          site,
          change: 'added',
          aspect,
          value,
          severity,
          message: `${label} now ${verb} ${value} (${what}${wasReadOnly ? '; it only read before' : ''})`
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
        const had = new Set(was[part])
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
