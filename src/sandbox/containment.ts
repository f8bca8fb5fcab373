import { randomInt } from 'node:crypto'
import { chmod, lstat, mkdir, readdir, readFile, readlink, realpath, writeFile } from 'node:fs/promises'
import { delimiter, dirname, join, posix, relative, resolve } from 'node:path'
import { ConfigurationError, SandboxSetupError } from '../errors.js'
import { findOnPath } from './find-on-path.js'
import { packageRootsOf } from './launch-paths.js'
import { isUnder } from '../profile/path-classify.js'
import type { Canary } from '../profile/canary-match.js'
import type { ChangeArea } from './file-changes.js'
import {
  HIDDEN_VAR_DIRS,
  HOST_HOME_ROOTS,
  buildBwrapArgs,
  installPrefixOf,
  isVisibleInPlan,
  mountPointsUnder,
  outermost,
  type ContainmentPlan,
  type Mount,
  type RootEntry
} from './containment-plan.js'
import { plantOutsidePlaces, type OutsidePlacesPlan } from './outside-places.js'
import { prepareWorkspaceView, seedView, whiteOut, type OverlayDirs } from './workspace-view.js'
import { settleAll } from './settle-all.js'

// Prepares, as the auditor, everything the sandbox init and bwrap need to show the server its view of
// the machine (see containment-plan.ts for what that view is), and what the later stages need to judge
// and report it: which host places were hidden, where the server could write, where its changes are.

const USER_NAMES = ['alex', 'sam', 'jordan', 'taylor', 'casey', 'morgan', 'jamie', 'riley', 'chris', 'dana', 'lee', 'robin']
const HOST_NAMES = ['devbox', 'workstation', 'laptop', 'dev-laptop', 'thinkpad', 'ubuntu', 'desktop', 'build-box', 'dev-vm']
const SERVER_UID = 1000
/** Root-only files of the host shown empty: under root and sudo the server's uid maps to root's. */
const MASKED_EMPTY = ['/etc/shadow', '/etc/shadow-', '/etc/gshadow', '/etc/gshadow-', '/etc/sudoers']
/** The auditor's runtime directories on a GitHub runner, beside RUNNER_TEMP. */
const RUNNER_ENV_DIRS = ['RUNNER_TEMP', 'RUNNER_WORKSPACE']

export interface Identity {
  user: string
  hostname: string
}

/** A plausible user and machine name, different per run: nothing the server sees names the auditor. */
export function pickIdentity(pick: (n: number) => number = randomInt): Identity {
  const user = USER_NAMES[pick(USER_NAMES.length)] as string
  const host = HOST_NAMES[pick(HOST_NAMES.length)] as string
  return { user, hostname: pick(2) === 0 ? `${user}-${host}` : host }
}

export interface ContainmentInput {
  runDir: string
  /** the planted canary home (becomes the lower layer of the home view) */
  plantedHome: string
  cwd: string
  workspaces: string[]
  /** the server's argv, executable resolved */
  argv: string[]
  /** the project roots of the files the command line names (launch-paths.ts launchedRoots), found once by the engine */
  launchedRoots: string[]
  outDir: string
  stateDir: string
  /** the auditor's environment (PATH, RUNNER_*) */
  callerEnv: Record<string, string | undefined>
  canaries: Canary[]
  /** more directories the server's program needs, shown read-only (an installed package's cache entry) */
  readOnly?: string[]
  identity?: Identity
  /** plant what the attack stage aims at outside the workspaces (sandbox/outside-places.ts) */
  outsidePlaces?: boolean
}

/** What the view takes from steps that run while it is prepared; asked for only once the rest is made. */
export interface LateContainmentInput {
  /** a tree shown in the working directory where the real one has nothing at that path (probe/workspace-seed.ts) */
  seed?: string
  /** more files (or directories) shown read-only in place of the host's (the trust bundle, the local authorities) */
  maskedFiles?: Mount[]
}

export interface Containment {
  bwrap: string
  bwrapArgs: string[]
  overlays: OverlayDirs[]
  identity: Identity
  /** HOME as the server sees it */
  home: string
  /** PATH for the server: the caller's directories the server can see */
  path: string
  /** host places hidden from the server; accesses there are attempts (profile category 'host') */
  hiddenRoots: string[]
  /** the auditor's own places (out-dir, pin store, runner dirs): hidden even inside a workspace */
  auditorPaths: string[]
  /** where the server may write without changing the host */
  writableRoots: string[]
  /**
   * the launched package roots, shown copy-on-write beside the read-only rest of its code: new files there
   * are its own state, a changed file of the package is judged apart (rules/own-state.ts)
   */
  packageRoots: string[]
  /** where its changes are after it exits */
  changeAreas: ChangeArea[]
  /** workspace files shown masked */
  masked: string[]
  /** the declared roots (the working directory, the workspaces, directories the command names) */
  roots: string[]
  /** the directories the command names (a filesystem server's allowed roots) */
  commandDirs: string[]
  /** what the attack stage aims at outside them, when asked for */
  outside: OutsidePlacesPlan | null
}

const BWRAP_HINT =
  'Filesystem containment needs bubblewrap: sudo apt-get install -y bubblewrap. ' +
  'Pass --fs host (action input fs: host) to audit without it — the server then sees and can change the real filesystem.'

const bwrapPaths = new Map<string, string>()

/** Found once per PATH and process: a fleet's audits share it. */
function findBwrap(key: string): string {
  const known = bwrapPaths.get(key)
  if (known) return known
  const path = findOnPath('bwrap', key)
  if (!path) throw new SandboxSetupError('bwrap (bubblewrap) was not found on PATH.', BWRAP_HINT)
  bwrapPaths.set(key, path)
  return path
}

async function rootEntries(): Promise<RootEntry[]> {
  const entries = await settleAll(
    (await readdir('/')).sort().map(async (name): Promise<RootEntry | null> => {
      const stats = await lstat(`/${name}`).catch(() => null)
      if (!stats) return null
      if (stats.isSymbolicLink()) return { name, kind: 'symlink', target: await readlink(`/${name}`) }
      return { name, kind: stats.isDirectory() ? 'dir' : 'other' }
    })
  )
  return entries.filter((entry): entry is RootEntry => entry !== null)
}

async function isDirectory(path: string): Promise<boolean> {
  return (await lstat(path).catch(() => null))?.isDirectory() ?? false
}

async function exists(path: string): Promise<boolean> {
  return (await lstat(path).catch(() => null)) !== null
}

/** Overlay options are comma- and colon-separated: such paths cannot be layers. */
function checkLayerPath(path: string): void {
  if (/[,:\n]/.test(path))
    throw new ConfigurationError(`cannot show ${path} copy-on-write: the path contains ',' or ':' (use --fs host to audit without containment)`)
}

/**
 * Why `root` must not be a workspace, or null. A workspace is shown whole (copy-on-write): one that is a
 * home or holds one (`/`, `/home`, `~`) would show the real ~/.ssh and ~/.aws the sandbox exists to hide.
 */
export function unsafeWorkspace(root: string, callerHome: string | undefined): string | null {
  if (root === '/') return 'it is the whole filesystem'
  if (HOST_HOME_ROOTS.some((home) => isUnder(home, root))) return 'it holds the real homes'
  if (/^\/home\/[^/]+$/.test(root)) return 'it is a real home'
  if (callerHome && callerHome !== '/' && isUnder(callerHome, root)) return 'it is (or holds) your home'
  return null
}

/** passwd/group with the server's user as uid/gid 1000, and the host's other entries. */
function withUser(file: string, line: string, id: number, name: string): string {
  const kept = file.split('\n').filter((entry) => {
    const fields = entry.split(':')
    return entry !== '' && fields[0] !== name && fields[2] !== String(id)
  })
  return [...kept, line, ''].join('\n')
}

/**
 * Prepares the view. Independent steps run together; `late` is called once everything that does not
 * need its answer is made, so the seed and the trust bundle can be made meanwhile.
 */
export async function prepareContainment(input: ContainmentInput, late: () => Promise<LateContainmentInput> = async () => ({})): Promise<Containment> {
  const bwrap = findBwrap(input.callerEnv.PATH ?? '')
  const identity = input.identity ?? pickIdentity()
  const home = `/home/${identity.user}`
  const scratch = (name: string): string => join(input.runDir, name)

  // Workspaces: the working directory, directories the user named, and directories the command
  // names as arguments (a filesystem server's allowed roots). Nested ones share their outer view.
  const argPaths = await settleAll(
    input.argv.slice(1).map(async (arg): Promise<{ path: string; directory: boolean } | null> => {
      if (!arg.startsWith('/') && !arg.startsWith('.')) {
        if (!(await exists(resolve(input.cwd, arg)))) return null
      }
      const path = await realpath(resolve(input.cwd, arg)).catch(() => null)
      if (path === null || path === '/') return null
      return { path, directory: await isDirectory(path) }
    })
  )
  const argDirs = argPaths.flatMap((arg) => (arg?.directory ? [arg.path] : []))
  const codeFiles = argPaths.flatMap((arg) => (arg && !arg.directory ? [arg.path] : []))
  const workspaceRoots = outermost([input.cwd, ...input.workspaces, ...argDirs])
  for (const root of workspaceRoots) {
    checkLayerPath(root)
    const unsafe = unsafeWorkspace(root, input.callerEnv.HOME)
    if (unsafe)
      throw new ConfigurationError(
        `cannot show ${root} to the server as its workspace: ${unsafe}. Pass --cwd (or working-directory) with the server's own directory.`
      )
    if (input.outDir === root) throw new ConfigurationError(`the output directory cannot be the server's workspace: ${root}`)
  }

  const homeView: OverlayDirs = { lower: input.plantedHome, upper: scratch('home/upper'), work: scratch('home/work'), merged: scratch('home/merged') }
  const privateDirs: Mount[] = [
    { source: scratch('tmp'), path: '/tmp' },
    { source: scratch('var-tmp'), path: '/var/tmp' },
    { source: scratch('shm'), path: '/dev/shm' }
  ]
  const etc = scratch('etc')
  const mask = async (path: string, content: string): Promise<Mount> => {
    const source = join(etc, path.replace(/\//g, '_'))
    await writeFile(source, content, { mode: 0o644 })
    return { source, path }
  }
  const masks = async (): Promise<{ system: Mount[]; hostKeys: Mount[] }> => {
    await mkdir(etc, { mode: 0o755 })
    const [passwd, group, hostname, empty, hostKeys] = await settleAll([
      readFile('/etc/passwd', 'utf8')
        .catch(() => '')
        .then((text) =>
          mask('/etc/passwd', withUser(text, `${identity.user}:x:${SERVER_UID}:${SERVER_UID}:${identity.user}:${home}:/bin/bash`, SERVER_UID, identity.user))
        ),
      readFile('/etc/group', 'utf8')
        .catch(() => '')
        .then((text) => mask('/etc/group', withUser(text, `${identity.user}:x:${SERVER_UID}:`, SERVER_UID, identity.user))),
      exists('/etc/hostname').then(async (found) => (found ? [await mask('/etc/hostname', `${identity.hostname}\n`)] : [])),
      settleAll(MASKED_EMPTY.map(async (path) => ((await exists(path)) ? [await mask(path, '')] : []))),
      readdir('/etc/ssh')
        .catch(() => [] as string[])
        .then((names) => settleAll(names.filter((name) => /^ssh_host_.*_key$/.test(name)).map((name) => mask(`/etc/ssh/${name}`, ''))))
    ] as const)
    return { system: [passwd, group, ...hostname, ...empty.flat()], hostKeys }
  }
  // Each workspace's masks plant their own canaries, added in the workspaces' order.
  const viewCanaries = workspaceRoots.map((): Canary[] => [])
  const [views, , , etcMasks, entries, hiddenVarDirs] = await settleAll([
    settleAll(workspaceRoots.map((root, index) => prepareWorkspaceView(root, scratch(`ws${index}`), viewCanaries[index]!))),
    settleAll([homeView.upper, homeView.work, homeView.merged].map((dir) => mkdir(dir, { recursive: true, mode: 0o755 }))),
    settleAll(
      privateDirs.map(async (mount) => {
        await mkdir(mount.source, { mode: 0o1777 })
        await chmod(mount.source, 0o1777)
      })
    ),
    masks(),
    rootEntries(),
    settleAll(HIDDEN_VAR_DIRS.map(async (dir) => ((await isDirectory(dir)) ? [dir] : []))).then((found) => found.flat())
  ] as const)
  input.canaries.push(...viewCanaries.flat())

  const workspaces = views.map((view) => ({ source: view.merged, path: view.lower }))
  const draft = { rootEntries: entries, hiddenVarDirs, exposed: [] as string[], workspaces, home: { source: homeView.merged, path: home }, privateDirs }

  // What the server's own program needs from places the view does not show: an interpreter under a
  // home (~/.pyenv, ~/.nvm), the script's directory, and the node_modules and package.json files above
  // it that Node resolves through. Read-only.
  const executable = input.argv[0] as string
  const wanted = [...(input.readOnly ?? [])]
  for (const program of new Set([executable, await realpath(executable).catch(() => executable)])) wanted.push(installPrefixOf(program))
  wanted.push(...input.launchedRoots)
  for (const file of codeFiles) {
    wanted.push(dirname(file))
    for (let dir = dirname(file); dir !== '/'; dir = dirname(dir)) wanted.push(join(dir, 'node_modules'), join(dir, 'package.json'))
  }
  // `/` would be a read-only bind of the whole host (a program in /bin has `/` as its install prefix)
  const needed = await settleAll(wanted.map(async (path) => (path === '/' || isVisibleInPlan(draft, path) || !(await exists(path)) ? [] : [path])))
  draft.exposed = outermost(needed.flat())
  for (const path of draft.exposed) checkLayerPath(path)

  // The launched package roots copy-on-write (a server may keep its state beside its code, as
  // server-memory does by default): an overlay over the real directory, mounted after the read-only
  // exposures that hold it. Not one inside or around a workspace (that view covers it already, or would
  // be split), nor one a layer cannot name.
  const packageRoots = (await packageRootsOf(input.launchedRoots)).filter(
    (root) =>
      !/[,:\n]/.test(root) &&
      !workspaceRoots.some((workspace) => isUnder(root, workspace) || isUnder(workspace, root)) &&
      ![input.outDir, input.stateDir].some((place) => isUnder(root, place) || isUnder(place, root))
  )
  const packageCanaries = packageRoots.map((): Canary[] => [])
  const packageViews = await settleAll(packageRoots.map((root, index) => prepareWorkspaceView(root, scratch(`pkg${index}`), packageCanaries[index]!)))
  input.canaries.push(...packageCanaries.flat())
  draft.workspaces.push(...packageViews.map((view) => ({ source: view.merged, path: view.lower })))

  const { seed, maskedFiles: lateMasks = [] } = await late()
  const cwdView = views.find((view) => isUnder(input.cwd, view.lower))
  if (seed !== undefined && cwdView) await seedView(cwdView, seed, relative(cwdView.lower, input.cwd))
  const outside = input.outsidePlaces
    ? await plantOutsidePlaces({
        roots: workspaceRoots.map((path, index) => ({ path, view: views[index] })),
        home,
        scratch: scratch('outside'),
        mountable: (parent) => privateDirs.some((dir) => isUnder(parent, dir.path)) || (!isVisibleInPlan(draft, parent) && !isUnder(parent, home)),
        ...(seed !== undefined ? { seeded: new Set(await readdir(seed).catch(() => [])) } : {}),
        canaries: input.canaries
      })
    : null
  const outsideMounts = outside?.siblings.map((sibling) => sibling.mount) ?? []
  const maskedFiles = [...etcMasks.system, ...lateMasks, ...etcMasks.hostKeys]

  const runnerDirs = RUNNER_ENV_DIRS.map((name) => input.callerEnv[name]).filter((dir): dir is string => Boolean(dir && dir.startsWith('/')))
  const auditorPaths = outermost([input.outDir, input.stateDir, ...runnerDirs].map((path) => posix.normalize(path))).filter(
    // The workspace itself may sit under RUNNER_WORKSPACE; hiding that would hide the workspace.
    (path) => !workspaceRoots.some((root) => isUnder(root, path))
  )
  // Inside a workspace (the default out-dir sits in the working directory) the auditor's places are made
  // absent from the view rather than covered, so a server listing its directory does not even see them.
  const absent = await settleAll(
    auditorPaths.map(async (path) => {
      const view = views.find((candidate) => isUnder(path, candidate.lower))
      return view !== undefined && (await whiteOut(view, relative(view.lower, path)))
    })
  )
  const hidden = auditorPaths.filter((_, at) => !absent[at])

  const plan: ContainmentPlan = {
    ...draft,
    outside: outsideMounts,
    maskedFiles,
    hidden,
    cwd: input.cwd,
    identity: { uid: SERVER_UID, gid: SERVER_UID, hostname: identity.hostname }
  }
  const visiblePath = (input.callerEnv.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir.startsWith('/') && isVisibleInPlan(plan, dir) && !auditorPaths.some((root) => isUnder(dir, root)))

  return {
    bwrap,
    bwrapArgs: buildBwrapArgs(plan),
    overlays: [...views, ...packageViews, homeView].map(({ lower, upper, work, merged }) => ({ lower, upper, work, merged })),
    identity,
    home,
    path: [...new Set(visiblePath)].join(delimiter) || '/usr/local/bin:/usr/bin:/bin',
    hiddenRoots: outermost([...HOST_HOME_ROOTS, '/run', ...hiddenVarDirs, ...auditorPaths]),
    auditorPaths,
    writableRoots: [...workspaceRoots, home, ...privateDirs.map((mount) => mount.path)],
    packageRoots,
    changeAreas: [
      ...[...views, ...packageViews].map((view) => ({ dir: view.upper, shownAt: view.lower, lower: view.lower, placed: view.placed })),
      { dir: homeView.upper, shownAt: home, lower: homeView.lower },
      ...privateDirs.map((mount) => ({
        dir: mount.source,
        shownAt: mount.path,
        mountPoints: mountPointsUnder(mount.path, [...workspaceRoots, ...packageRoots, ...plan.exposed, ...hidden, ...outsideMounts.map((entry) => entry.path)])
      }))
    ],
    masked: [...views, ...packageViews].flatMap((view) => view.masked.map((relativePath) => posix.join(view.lower, relativePath))),
    roots: workspaceRoots,
    commandDirs: argDirs,
    outside
  }
}
