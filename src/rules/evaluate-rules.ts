import type { Finding } from '../model/index.js'
import { aggregate } from './aggregate-findings.js'
import { behaviourOccurrences } from './behaviour-rules.js'
import { clientTrapOccurrences } from './client-trap-rules.js'
import { cloudOccurrences } from './cloud-rules.js'
import { fileOccurrences } from './file-rules.js'
import { hostSocketOccurrences } from './host-containment-rules.js'
import { ioUringOccurrences } from './io-uring-rules.js'
import { Judge, type Occurrence, type RulesInput } from './judge.js'
import { leakOccurrences } from './leak-rules.js'
import { networkOccurrences } from './network-rules.js'
import { passOccurrences } from './pass-rules.js'
import { leftoverOccurrences, processOccurrences } from './process-rules.js'
import { rugPullOccurrences } from './rug-pull-rules.js'
import { serverTextOccurrences } from './server-text-rules.js'
import { staticOccurrences } from './static-rules.js'

export type { RulesInput } from './judge.js'

// Each family of rules lives in its own module (file-, network-, process-, leak-, io-uring-, rug-pull-
// and host-containment-rules) and turns what it judges into occurrences through the shared Judge
// (judge.ts); aggregate-findings.ts makes them findings.

/** Declared scope (annotations, descriptions, policy) against the observed profile → findings. */
export function evaluateRules(input: RulesInput): Finding[] {
  const judge = new Judge(input)
  const occurrences: Occurrence[] = []
  fileOccurrences(judge, occurrences)
  networkOccurrences(judge, occurrences)
  hostSocketOccurrences(judge, occurrences)
  processOccurrences(judge, occurrences)
  leftoverOccurrences(judge, occurrences)
  leakOccurrences(judge, occurrences)
  ioUringOccurrences(judge, occurrences)
  clientTrapOccurrences(judge, occurrences)
  cloudOccurrences(judge, occurrences)
  occurrences.push(...rugPullOccurrences(input.rugPull, input.observed.listChanged))
  occurrences.push(...behaviourOccurrences(input.behaviour, input.calls))
  occurrences.push(...passOccurrences(input.passes, input.calls))
  const readHome = new Set(input.observed.files.flatMap((file) => (file.access === 'read' && file.homePath ? [file.homePath] : [])))
  staticOccurrences(judge, input.staticMap, occurrences)
  occurrences.push(...serverTextOccurrences(input.manifest, input.calls, input.resultText, (id) => readHome.has(id)))
  return aggregate(occurrences)
}
