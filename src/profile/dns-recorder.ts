// DNS questions the server sent → ObservedDns entries, one per name, type, resolver and call site;
// past the cap, names fold into `*.parent`, then `*.domain`, then `*`. Every name is scanned for canaries.
import type { ObservedDns, Phase } from '../model/index.js'
import type { DnsQuery } from './dns-wire.js'
import { FOLD_LEVELS, foldedDnsName, type ProfileLimits } from './fold.js'
import type { LeakRecorder } from './leak-recorder.js'
import { callSiteKey } from './phase-clock.js'
import { Tally } from './tally.js'

export class DnsRecorder {
  private readonly dns = new Tally<ObservedDns>()

  /** `aggregated`: accesses recorded in aggregates, by profile section (shared with the other recorders) */
  constructor(
    private readonly leaks: LeakRecorder,
    private readonly limits: ProfileLimits,
    private readonly aggregated: Record<string, number>
  ) {}

  record(query: DnsQuery, resolver: string, phase: Phase, line: number): void {
    for (const question of query.questions) {
      let name = question.name.toLowerCase()
      let key = `${callSiteKey(phase)}\0${name}\0${question.type}\0${resolver}`
      if (!this.dns.has(key) && this.dns.size >= this.limits.dns) {
        this.aggregated.dns = (this.aggregated.dns ?? 0) + 1
        for (const [index, level] of FOLD_LEVELS.entries()) {
          name = foldedDnsName(question.name.toLowerCase(), level)
          key = `${callSiteKey(phase)}\0${name}\0${question.type}\0${resolver}`
          if (this.dns.has(key) || level === 'root' || this.dns.size < (index + 2) * this.limits.dns) break
        }
      }
      const entry = this.dns.record(key, phase, line, () => ({ name, type: question.type, resolver, count: 0, phases: [], traceLines: [] }))
      entry.count += 1
      this.leaks.scan(question.name, 'dns', question.name.toLowerCase(), phase, line)
    }
  }

  values(): ObservedDns[] {
    return this.dns.values()
  }
}
