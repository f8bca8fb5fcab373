import type { SteeredCall } from './steered-calls.js'
import type { CallRecord, CoverageGap, Listing } from '../model/index.js'
import type { ResultTextHit } from '../profile/server-text/scan-result.js'
import type { ClientRequestRecord } from './client-traps.js'
import type { AttackRun } from './attack/attack-options.js'

export interface ProbeResult {
  serverInfo: { name: string; version: string; title?: string } | null
  protocolVersion?: string
  instructions?: string
  /** the listing right after initialize */
  listing: Listing
  /** the listing again after every call, to catch a surface that changes mid-session */
  relisting: Listing | null
  calls: CallRecord[]
  /** what the text checks found in the answers, as they arrived (profile/server-text/) */
  textHits?: ResultTextHit[]
  /** listings that failed or were cut, a server that exited early: what kept items from being exercised */
  gaps: CoverageGap[]
  /** epoch ms when shutdown began: later behaviour is phase `shutdown` */
  shutdownAt: number
  /** what the server asked of the client (sampling, elicitation, roots), with the call each came during */
  clientRequests?: ClientRequestRecord[]
  /** last bytes of the server's stderr (untrusted) */
  stderrTail: string
  /** calls steered by the server's code (steered-calls.ts) */
  steered?: SteeredCall[]
  /** what the attack stage did: its calls are among `calls`, each with its `attack` */
  attack?: AttackRun
}
