// cloud-metadata: HTTP requests to a cloud instance metadata service, as the sink answered them (the
// canary cloud, sandbox/canary-cloud.ts). The canary credentials it handed out leaving the process are
// canary-exfiltration (leak-rules.ts), or credential-use when they went to their own cloud.

import type { ObservedSink } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import { isMetadataHost } from '../sandbox/canary-cloud.js'
import type { Judge, Occurrence } from './judge.js'

/** The paths that hand out an instance's credentials: an IAM role's keys, a service account's or a managed identity's token. */
const CREDENTIALS_PATH =
  /^\/latest\/meta-data\/iam\/security-credentials\/[^/]+|^\/computeMetadata\/v1\/instance\/service-accounts\/[^/]+\/(?:token|identity)|^\/metadata\/identity\/oauth2\/token|^\/latest\/meta-data\/identity-credentials\//i

const pathOf = (target: string): string => target.replace(/^https?:\/\/[^/]+/i, '').split('?')[0] ?? ''

export function metadataRequest(entry: ObservedSink): { path: string; credentials: boolean } | null {
  if (!entry.http || (!isMetadataHost(entry.http.host) && !isMetadataHost(entry.address))) return null
  const path = pathOf(entry.http.target)
  return { path, credentials: CREDENTIALS_PATH.test(path) }
}

export function cloudOccurrences(judge: Judge, out: Occurrence[]): void {
  // One finding per call and severity, naming the paths (the IMDSv2 token and listings included).
  const byCall = new Map<string, { entry: ObservedSink; paths: Set<string>; credentials: boolean; index: number }>()
  judge.input.observed.sink?.forEach((entry, index) => {
    const request = metadataRequest(entry)
    if (!request) return
    const key = JSON.stringify(entry.phase)
    const seen = byCall.get(key) ?? { entry, paths: new Set<string>(), credentials: false, index }
    if (seen.paths.size < 10) seen.paths.add(`${entry.http?.method ?? 'GET'} ${excerpt(request.path, 120)}`)
    seen.credentials ||= request.credentials
    byCall.set(key, seen)
  })
  for (const { entry, paths, credentials, index } of byCall.values()) {
    const host = excerpt(entry.http?.host ?? entry.address, 60)
    const shown = [...paths]
    out.push({
      rule: 'cloud-metadata',
      subject: `${host} ${credentials ? 'credentials' : 'identity'}`,
      severity: credentials ? 'high' : 'medium',
      message: `${credentials ? "requests the instance's credentials from" : 'queries'} the cloud metadata service at ${host} (${shown.join(', ')}), seen by the sink (network.jsonl)`,
      phase: entry.phase,
      order: [Number.MAX_SAFE_INTEGER - 3, index],
      evidence: { addresses: [`${entry.address}:${entry.port}`], paths: shown, witness: 'sink' },
      traceLines: []
    })
  }
}
