import type { CallRecord } from '../model/index.js'
import type { CanaryIndex } from './canary-index.js'
import type { Canary } from './canary-match.js'
import type { ProfileLimits } from './fold.js'

/** What the profile of one run is built against: the calls, the canaries, and where the server's own places are. */
export interface ProfileContext {
  /** from the probe, epoch-ms start/end, sequential, in order */
  calls: CallRecord[]
  /** epoch ms; events after it are phase shutdown */
  shutdownAt: number
  /** absolute, realpath'd canary home */
  home: string
  /** absolute server working dir (initial cwd of the root pid) */
  cwd: string
  canaries: readonly Canary[]
  /** the whole content of each canary file (id `~/.ssh/id_rsa`): any piece of it counts once the file was read */
  canaryFiles?: readonly Canary[]
  /** the index of `canaries` and `canaryFiles`, when it was made (and maybe prepared) before the trace is read */
  canaryIndex?: CanaryIndex
  /** dirs holding the server's own code: reads there are noise 'server-code' */
  serverCodeRoots: string[]
  /** interpreter prefixes: reads there are noise 'runtime' */
  runtimeRoots: string[]
  /** host places the sandbox hid from the server (see PathContext.hiddenRoots) */
  hiddenRoots?: string[]
  /** the auditor's own places (see PathContext.auditorPaths) */
  auditorPaths?: string[]
  /** inode → absolute path of each planted canary file, when known: decodes file handles the trace did not name */
  canaryInodes?: ReadonlyMap<number, string>
  /** with --install-scripts: when the lifecycle scripts ended (see PhaseClock) */
  installEndsAt?: () => number
  /** the canary matcher's worker (dist/canary-worker/index.js): a busy trace's payloads are matched on a second core */
  canaryWorkerPath?: string
  /** caps on distinct entries (tests use small ones) */
  limits?: Partial<ProfileLimits>
}
