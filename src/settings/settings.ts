import type { FailOn, FsMode, LaunchRecord, NetworkMode, Policy } from '../model/index.js'
import type { HttpSetting } from './http-endpoint.js'
import type { Canary } from '../profile/canary-match.js'
import type { HttpReplySetting } from './http-reply.js'
import type { PassSpec } from './passes.js'

/** Allowed ranges of the numeric settings, the same for CLI flags and action inputs. */
export const SETTING_RANGES = {
  timeoutSeconds: { min: 1, max: 3600 },
  callsPerTool: { min: 1, max: 100 },
  minCoverage: { min: 0, max: 100 },
  /** bytes of payload the sink keeps per connection or datagram (--capture-bytes) */
  captureBytes: { min: 1024, max: 16 * 1024 * 1024 }
} as const

/** Everything one audit needs, validated once by a front end (CLI flags or action inputs). */
export interface AuditSettings {
  /** the server's argv: command[0] is the executable; empty for a remote HTTP server (http.url set) */
  command: string[]
  /** the server speaks MCP over HTTP (--http, --transport); null: stdio */
  http?: HttpSetting | null
  /** the server's working directory (absolute) */
  cwd: string
  /** variables the user passes explicitly to the server; nothing else of the caller's reaches it */
  env: Record<string, string>
  failOn: FailOn
  /** per-call timeout */
  timeoutMs: number
  /** how many successful calls are sought per tool (attempts are capped a little above) */
  callsPerTool: number
  /** --passes: the traced pass, then the exercise passes without strace (settings/passes.ts); absent: DEFAULT_PASSES */
  passes?: PassSpec[]
  /** fail when fewer than this percent of the declared items reached a successful call; null: off */
  minCoverage: number | null
  /** --scenario: steps run before synthesis (probe/scenario.ts), loaded by the engine; null: none */
  scenarioPath: string | null
  /** receives trace.log, manifest.json, report.json (absolute) */
  outDir: string
  /** reverse DNS of contacted addresses; only ever done with network=host */
  reverseDns: boolean
  network: NetworkMode
  /** the first this many bytes of each connection or datagram the sink keeps, decrypted for TLS (network=sandbox) */
  captureBytes: number
  /** what the sink answers plain HTTP requests with (network=sandbox) */
  /** null: the sink shapes each reply like the API's (sandbox/replies/); else this one reply */
  httpReply: HttpReplySetting | null
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
  /**
   * read the server's source first (src/static, `--static`). Off by default: its reach is resolved by
   * name, and a server inside a larger project (a monorepo, a checkout with tests) links tools to code
   * they never call — findings an honest server's maintainer would dispute.
   */
  staticStage?: boolean
  /**
   * the attack stage (issue 42, docs/attack.md): each tool called again with hostile values, judged by the
   * trace. On in the CLI and the action (--no-attack, input `attack: false` turn it off); absent: off. It
   * runs only in the sandbox (engine/attack-setup.ts says when it does not).
   */
  attack?: boolean
  /** a committed behaviour baseline file (absolute); null: the state dir's */
  baselinePath: string | null
  acceptBaseline: boolean
  /** the user's name for the server (pin identity and dashboard name); null: derived from the command */
  serverName: string | null
  /** pin identity, artifact and comment names: serverIdentity(…) of the server as the user gave it, computed once */
  identity: string
  /** secrets a client config or registry entry gave the server (`${input:…}`, `isSecret`): watched like the home's canaries */
  configCanaries?: Canary[]
  /** set when the command came from a launch spec (npx, uvx, npm:, pypi:) and was installed */
  launch?: LaunchRecord
}
