import type { Severity } from '../report/schema.js'
import type { Policy } from './policy.js'

export type FailOn = Severity | 'never'
export type NetworkMode = 'sandbox' | 'host'

/** Everything one audit needs, validated once by a front end (CLI flags or action inputs). */
export interface AuditSettings {
  /** the server's argv: command[0] is the executable */
  command: string[]
  /** the server's working directory (absolute) */
  cwd: string
  /** variables the user passes explicitly to the server; nothing else of the caller's reaches it */
  env: Record<string, string>
  failOn: FailOn
  /** per-call timeout */
  timeoutMs: number
  /** how many times each tool is called */
  calls: number
  /** receives trace.log, manifest.json, report.json (absolute) */
  outDir: string
  /** reverse DNS of contacted addresses; only ever done with network=host */
  reverseDns: boolean
  network: NetworkMode
  policy: Policy | null
  policyPath: string | null
  /** canary home template directory (absolute) */
  homeTemplate: string
  /** rug-pull pin store (absolute) */
  stateDir: string
  acceptManifest: boolean
  /** pin identity; derived from the command when not given */
  serverName: string | null
}
