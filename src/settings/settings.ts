import type { Severity } from '../report/schema.js'
import type { HttpReplySetting } from './http-reply.js'
import type { Policy } from './policy.js'

/** Allowed ranges of the numeric settings, the same for CLI flags and action inputs. */
export const SETTING_RANGES = {
  timeoutSeconds: { min: 1, max: 3600 },
  calls: { min: 1, max: 100 },
  minCoverage: { min: 0, max: 100 }
} as const

export type FailOn = Severity | 'never'
export type NetworkMode = 'sandbox' | 'host'
export type FsMode = 'sandbox' | 'host'

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
  /** how many successful calls are sought per tool (attempts are capped a little above) */
  calls: number
  /** fail when fewer than this percent of the declared items reached a successful call; null: off */
  minCoverage: number | null
  /** --scenario: steps run before synthesis (probe/scenario.ts), loaded by the engine; null: none */
  scenarioPath: string | null
  /** receives trace.log, manifest.json, report.json (absolute) */
  outDir: string
  /** reverse DNS of contacted addresses; only ever done with network=host */
  reverseDns: boolean
  network: NetworkMode
  /** what the sink answers plain HTTP requests with (network=sandbox) */
  httpReply: HttpReplySetting
  /** sandbox: read-only system, copy-on-write workspaces, no host homes; host: the real filesystem (unsafe) */
  fs: FsMode
  /** directories besides cwd the server works in, shown as copy-on-write views (absolute) */
  workspaces: string[]
  policy: Policy | null
  policyPath: string | null
  /** canary home template directory (absolute) */
  homeTemplate: string
  /** rug-pull pin store (absolute) */
  stateDir: string
  acceptManifest: boolean
  /** the user's name for the server (pin identity and dashboard name); null: derived from the command */
  serverName: string | null
  /** pin identity, artifact and comment names: serverIdentity(serverName, command, cwd), computed once */
  identity: string
}
