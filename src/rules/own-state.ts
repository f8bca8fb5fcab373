// Own state: what the server keeps in a directory it created itself during this run (its config dir,
// caches, logs, a browser profile, with their atomic-write temps and locks) is the server's own business,
// not the user's environment. One finding per directory, naming the tools and a few files.
//
// A directory counts only when the trace proves it new: a successful mkdir of it, under the canary home or
// strictly below the working directory or a workspace (a notes server's ./notes, made at its first start;
// temp dirs are scratch space already), and nothing that could have put an older
// file below it: no delete or rename of it or of an ancestor (it could have existed before, been moved
// away and made again), no rename into it from outside, no hard or symbolic link made below it (another
// name for an older file), and not a place other programs read (OTHER_PROGRAMS, persistence spots). Only paths strictly below such a directory, and its own mkdir, are own state:
// a mkdir cannot launder a write to ~/.bashrc, a canary file or the workspace.
//
// The launched server's own package root is shown copy-on-write (server-memory keeps memory.jsonl beside
// its code by default): a file there that the view's changes do not show as modified or deleted did not
// exist before the run, and is own state too. Changing a file that was there (its code) is not: see
// changesOwnPackage.

import type { Observed, ObservedFile, Phase, Severity } from '../model/index.js'
import { severityRank } from '../model/index.js'
import { HARD_LINK, SYMBOLIC_LINK } from '../profile/file-recorder.js'
import { displayPath, isUnder } from '../profile/path-classify.js'
import { deleteRestriction, writeRestriction } from './declared-scope.js'
import { callName, type Judge, type Occurrence } from './judge.js'
import { persistenceKind } from './persistence-paths.js'

/** The changes below one directory: writes (creates, mkdirs, rename targets) and deletes (rename sources). */
interface Held {
  file: ObservedFile
  target: string
  kind: 'write' | 'delete'
}

interface Judged {
  severity: Severity
  suffix: string
  declared?: string
  phase: Phase
  order: [number, number]
}

/**
 * Places in a home that other programs read (credentials, package managers, PATH, browsers): a directory
 * the server makes there is their config, never its own state, however new. Persistence spots too
 * (persistence-paths.ts).
 */
const OTHER_PROGRAMS = [
  '.ssh',
  '.gnupg',
  '.aws',
  '.azure',
  '.kube',
  '.docker',
  '.config/gh',
  '.config/gcloud',
  '.config/pip',
  '.pip',
  '.cargo',
  '.m2',
  '.gradle',
  '.npm',
  '.yarn',
  '.local/bin',
  'bin',
  '.local/share/applications',
  '.mozilla',
  '.config/google-chrome',
  '.config/chromium',
  '.pki',
  '.terraform.d'
]

/** Scratch space, judged as such (file-rules.ts): a directory made there is no own state. */
const SCRATCH_ROOTS = ['/tmp', '/var/tmp', '/dev/shm']
const VCS_METADATA = /\/\.(?:git|hg|svn)(?:\/|$)/
const SHOWN_NAMES = 3
const SHOWN_TOOLS = 4
/** Names made per write or per process: atomic-write temps, locks, swap files, timestamps and random runs. */
const SCRATCH_NAME = /\.(tmp|temp|lock|swp|swx)$|\.lock\/|~$|\d{9,}|[0-9a-f]{12,}/i

/**
 * The directories the server created in this run, outside the workspace and under the canary home,
 * whose contents the trace proves new (see the header); only the topmost of nested ones.
 */
export function ownStateRoots(
  files: readonly ObservedFile[],
  home: string,
  cwd: string | undefined,
  writableRoots: readonly string[] = [],
  inWorkspaces = true
): string[] {
  const workspaces = [
    ...(cwd !== undefined ? [cwd] : []),
    ...writableRoots.filter((root) => !isUnder(root, home) && !isUnder(home, root) && !SCRATCH_ROOTS.includes(root))
  ]
  const made = new Set<string>()
  for (const file of files) {
    if (file.access !== 'mkdir' || !file.succeeded || file.aggregated || file.noise) continue
    const dir = file.path
    // A workspace itself, or a directory above one, is the user's; one made strictly below it is new.
    if (workspaces.some((root) => isUnder(root, dir))) continue
    const inWorkspace = workspaces.some((root) => isUnder(dir, root))
    if (inWorkspace && !inWorkspaces) continue
    if (!inWorkspace && (dir === home || !isUnder(dir, home))) continue
    // inside a repository's metadata it is the user's repository (git's object fan-out), not the server's
    if (inWorkspace && VCS_METADATA.test(dir)) continue
    if (OTHER_PROGRAMS.some((place) => isUnder(dir, `${home}/${place}`)) || persistenceKind(`${dir}/x`, home) !== null) continue
    made.add(dir)
  }
  const tainted = (dir: string): boolean =>
    files.some((file) => {
      // an older thing may stand at this path: it, or an ancestor, was removed or moved (then made again)
      if ((file.access === 'delete' || file.access === 'rename') && isUnder(dir, file.path)) return true
      if (file.access === 'rename' && file.renamedTo !== undefined) {
        // something from outside moved in, or moved over it or an ancestor
        if (isUnder(file.renamedTo, dir) && !isUnder(file.path, dir)) return true
        if (isUnder(dir, file.renamedTo)) return true
      }
      // another name for a file that may be older than the run
      return file.access === 'create' && (file.via === HARD_LINK || file.via === SYMBOLIC_LINK) && isUnder(file.path, dir)
    })
  const own = [...made].filter((dir) => !tainted(dir)).sort()
  return own.filter((dir) => !own.some((other) => other !== dir && isUnder(dir, other)))
}

export interface OwnStateInput {
  observed: Observed
  home: string
  cwd?: string | undefined
  writableRoots?: readonly string[] | undefined
  packageRoots?: readonly string[] | undefined
  /** directories made below the working directory or a workspace count too (the rules'; the baseline keeps them as writes) */
  inWorkspaces?: boolean
}

/** Where the server keeps its own state: the directories it made (ownStateRoots) and its package roots. */
export class OwnStatePlaces {
  readonly roots: string[]
  private readonly home: string
  private readonly packageRoots: readonly string[]
  /** paths of its package the view's changes show as there before the run (modified, deleted); null: unknown */
  private readonly existing: Set<string> | null

  constructor(input: OwnStateInput) {
    const { observed, home, cwd, writableRoots, packageRoots = [] } = input
    this.roots = ownStateRoots(observed.files, home, cwd, writableRoots, input.inWorkspaces === true)
    this.home = home
    this.packageRoots = packageRoots
    // Without the view's changes (or with a cut list) nothing in the package is known to be new. A link
    // made there is another name for what may be an older file (its code): never own state either.
    this.existing =
      observed.fileChanges === undefined || observed.fileChangesTruncated === true
        ? null
        : new Set([
            ...observed.fileChanges.filter((change) => change.change !== 'created').map((change) => change.path),
            ...observed.files.filter((file) => file.access === 'create' && (file.via === HARD_LINK || file.via === SYMBOLIC_LINK)).map((file) => file.path)
          ])
  }

  /** The launched package root `target` is strictly below, or null. */
  packageOf(target: string): string | null {
    return this.packageRoots.find((root) => target !== root && isUnder(target, root)) ?? null
  }

  isPackageRoot(root: string): boolean {
    return this.packageRoots.includes(root)
  }

  /** A directory made in the working directory or a workspace, not in the home or the package. */
  inWorkspace(root: string): boolean {
    return this.roots.includes(root) && !isUnder(root, this.home)
  }

  /** Whether `target` is a file of the server's own package that was there before the run (or may have been). */
  changesOwnPackage(target: string): boolean {
    if (this.packageOf(target) === null) return false
    return this.existing === null || this.existing.has(target)
  }

  /** The own-state place `target` belongs to: strictly below one (new, in a package), or the mkdir of a made one itself. */
  rootOf(target: string, access: ObservedFile['access']): string | null {
    const made = this.roots.find((root) => isUnder(target, root) && (target !== root || access === 'mkdir'))
    if (made !== undefined) return made
    const pkg = this.packageOf(target)
    return pkg !== null && !this.changesOwnPackage(target) ? pkg : null
  }
}

export class OwnState {
  private readonly places: OwnStatePlaces
  private readonly held = new Map<string, Held[]>()

  constructor(private readonly judge: Judge) {
    this.places = new OwnStatePlaces({ ...judge.input, inWorkspaces: true })
  }

  /**
   * The own-state place `file`'s change to `target` belongs to, or null. In the working directory or a
   * workspace only where a declaration or the policy speaks of the change (a read-only tool, the server
   * at startup when every tool is read-only): elsewhere a new tree there (a clone a tool was asked for)
   * stays the info file effect it is.
   */
  rootOf(target: string, file: ObservedFile, kind: Held['kind']): string | null {
    const root = this.places.rootOf(target, file.access)
    if (root === null || !this.places.inWorkspace(root)) return root
    const judge = this.judge
    const restriction = kind === 'write' ? writeRestriction : deleteRestriction
    const spoken = file.phases.some(
      (phase) => judge.policy.write(callName(phase), target) !== null || judge.restriction(phase, restriction, 'readOnlyHint: true') !== null
    )
    return spoken ? root : null
  }

  changesOwnPackage(target: string): boolean {
    return this.places.changesOwnPackage(target)
  }

  hold(root: string, file: ObservedFile, target: string, kind: Held['kind']): void {
    const list = this.held.get(root) ?? []
    list.push({ file, target, kind })
    this.held.set(root, list)
  }

  /** One occurrence per directory. */
  emit(out: Occurrence[]): void {
    for (const [root, held] of this.held) {
      const occurrence = this.occurrence(root, held)
      if (occurrence) out.push(occurrence)
    }
  }

  private judgePhase(phase: Phase, entry: Held): Omit<Judged, 'phase' | 'order'> | null {
    const judge = this.judge
    const policy = judge.policy.write(callName(phase), entry.target)
    if (policy) return policy.allowed ? null : { severity: 'high', suffix: "; outside the policy's write paths", declared: `policy: ${policy.section}` }
    const restriction =
      entry.kind === 'write'
        ? judge.restriction(phase, writeRestriction, 'readOnlyHint: true')
        : judge.restriction(phase, deleteRestriction, 'it does not delete')
    if (restriction) return { severity: 'medium', suffix: restriction.suffix, declared: restriction.declared }
    return { severity: 'info', suffix: '' }
  }

  private occurrence(root: string, held: Held[]): Occurrence | null {
    const home = this.judge.input.home
    const judged: Judged[] = []
    const lines = new Set<number>()
    const sites: string[] = []
    const names = new Set<string>()
    const scratch = new Set<string>()
    for (const entry of held) {
      const relative = entry.target === root ? null : entry.target.slice(root.length + 1)
      if (relative !== null) (entry.file.transient || SCRATCH_NAME.test(relative) ? scratch : names).add(relative)
      // what the call undid itself changes nothing the annotations or the policy speak of
      if (entry.file.transient) continue
      const first = entry.file.traceLines[0] ?? Number.MAX_SAFE_INTEGER
      entry.file.phases.forEach((phase, index) => {
        const verdict = this.judgePhase(phase, entry)
        if (verdict === null) return
        judged.push({ ...verdict, phase, order: [first, index] })
        const site = callName(phase) ?? phase.kind
        if (!sites.includes(site)) sites.push(site)
        for (const line of entry.file.traceLines) lines.add(line)
      })
    }
    if (judged.length === 0) return null
    let lead = judged[0] as Judged
    for (const candidate of judged) {
      const rank = severityRank(candidate.severity) - severityRank(lead.severity)
      const earlier = candidate.order[0] < lead.order[0] || (candidate.order[0] === lead.order[0] && candidate.order[1] < lead.order[1])
      if (rank > 0 || (rank === 0 && earlier)) lead = candidate
    }
    const shownRoot = displayPath(root, home)
    const place = this.places.isPackageRoot(root) ? 'its own package directory' : 'a directory it created in this run'
    const shownNames = [...names].sort()
    const files = [
      ...shownNames.slice(0, SHOWN_NAMES),
      ...(shownNames.length > SHOWN_NAMES ? [`${shownNames.length - SHOWN_NAMES} more`] : []),
      ...(scratch.size > 0 ? ['temp and lock files'] : [])
    ]
    const contents = files.length > 0 ? `: ${files.join(', ')}` : ''
    const by = `${sites.slice(0, SHOWN_TOOLS).join(', ')}${sites.length > SHOWN_TOOLS ? ` +${sites.length - SHOWN_TOOLS} more` : ''}`
    const leadSite = callName(lead.phase) ?? lead.phase.kind
    const suffix = lead.suffix.replace('; the tool declares', `; ${leadSite} declares`)
    return {
      rule: 'own-state',
      subject: shownRoot,
      severity: lead.severity,
      message: `keeps its own state in ${shownRoot}, ${place}${contents} (by ${by})${suffix}`,
      phase: lead.phase,
      order: lead.order,
      evidence: {
        paths: [shownRoot, ...shownNames.slice(0, 5).map((name) => displayPath(`${root}/${name}`, home))],
        ...(lead.declared !== undefined ? { declared: lead.declared } : {})
      },
      traceLines: [...lines].sort((a, b) => a - b)
    }
  }
}
