// DNS questions the sink answered over TCP → ObservedDns entries, for the names the trace did not show in
// that call (a process strace lost, a query past what a write showed): the profile lists every name looked up.
import type { ObservedDns, ObservedSink } from '../model/index.js'
import { callSiteKey } from './phase-clock.js'

export function sinkDnsBeyondTrace(traced: readonly ObservedDns[], sink: readonly ObservedSink[]): ObservedDns[] {
  const key = (site: string, name: string, type: string): string => `${site}\0${name.toLowerCase()}\0${type}`
  const seen = new Set(traced.flatMap((entry) => entry.phases.map((phase) => key(callSiteKey(phase), entry.name, entry.type))))
  const added = new Map<string, ObservedDns>()
  for (const record of sink) {
    for (const question of record.dns ?? []) {
      const at = key(callSiteKey(record.phase), question.name, question.type)
      if (seen.has(at)) continue
      const entry = added.get(at)
      if (entry) entry.count += 1
      else
        added.set(at, {
          name: question.name.toLowerCase(),
          type: question.type,
          resolver: `${record.address}:${record.port}`,
          count: 1,
          phases: [record.phase],
          traceLines: []
        })
    }
  }
  return [...added.values()]
}
