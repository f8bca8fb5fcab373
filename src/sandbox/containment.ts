import { randomInt } from 'node:crypto'
import { chmod, lstat, mkdir, readdir, readFile, readlink, realpath, writeFile } from 'node:fs/promises'
import { delimiter, dirname, join, posix, relative, resolve } from 'node:path'
import { ConfigurationError, SandboxSetupError } from '../errors.js'
import { findOnPath } from './find-on-path.js'
import { isUnder } from '../profile/path-classify.js'
import type { Canary } from '../profile/canary-match.js'
import type { ChangeArea } from './file-changes.js'
import {
  HIDDEN_VAR_DIRS,
  HOST_HOME_ROOTS,
  buildBwrapArgs,
  installPrefixOf,
  isVisibleInPlan,
  outermost,
  type ContainmentPlan,
  type Mount,
  type RootEntry
} from './containment-plan.js'
import { prepareWorkspaceView, seedView, type OverlayDirs, type WorkspaceView } from './workspace-view.js'

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
  outDir: string
  stateDir: string
  /** the auditor's environment (PATH, RUNNER_*) */
  callerEnv: Record<string, string | undefined>
  canaries: Canary[]
  /** more directories the server's program needs, shown read-only (an installed package's cache entry) */
  readOnly?: string[]
  /** more files shown read-only in place of the host's (the trust bundle) */
  maskedFiles?: Mount[]
  identity?: Identity
  /** a tree shown in the working directory where the real one has nothing at that path (probe/workspace-seed.ts) */
  seed?: string
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
  /** where its changes are after it exits */
  changeAreas: ChangeArea[]
  /** workspace files shown masked */
  masked: string[]
}

const BWRAP_HINT =
  'Filesystem containment needs bubblewrap: sudo apt-get install -y bubblewrap. ' +
  'Pass --fs host (action input fs: host) to audit without it — the server then sees and can change the real filesystem.'

const bwrapPaths = new Map<string, string>()

/** Found once per PATH and process: a fleet's audits share it. */
function findBwrap(): string {
  const key = process.env.PATH ?? ''
  const known = bwrapPaths.get(key)
  if (known) return known
  const path = findOnPath('bwrap', key)
  if (!path) throw new SandboxSetupError('bwrap (bubblewrap) was not found on PATH.', BWRAP_HINT)
  bwrapPaths.set(key, path)
  return path
}

async function rootEntries(): Promise<RootEntry[]> {
  const entries: RootEntry[] = []
  for (const name of (await readdir('/')).sort()) {
    const stats = await lstat(`/${name}`).catch(() => null)
    if (!stats) continue
    if (stats.isSymbolicLink()) entries.push({ name, kind: 'symlink', target: await readlink(`/${name}`) })
    else entries.push({ name, kind: stats.isDirectory() ? 'dir' : 'other' })
  }
  return entries
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

/** Relative directories bwrap creates under `area` to mount `targets` there (each target and its parents). */
function mountPointsUnder(area: string, targets: string[]): Set<string> {
  const out = new Set<string>()
  for (const target of targets) {
    if (!target.startsWith(`${area}/`)) continue
    const parts = target.slice(area.length + 1).split('/')
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('/'))
  }
  return out
}

export async function prepareContainment(input: ContainmentInput): Promise<Containment> {
  const bwrap = findBwrap()
  const identity = input.identity ?? pickIdentity()
  const home = `/home/${identity.user}`
  const scratch = (name: string): string => join(input.runDir, name)

  // Workspaces: the working directory, directories the user named, and directories the command
  // names as arguments (a filesystem server's allowed roots). Nested ones share their outer view.
  const argDirs: string[] = []
  const codeFiles: string[] = []
  for (const arg of input.argv.slice(1)) {
    if (!arg.startsWith('/') && !arg.startsWith('.')) {
      if (!(await exists(resolve(input.cwd, arg)))) continue
    }
    const path = await realpath(resolve(input.cwd, arg)).catch(() => null)
    if (path === null || path === '/') continue
    if (await isDirectory(path)) argDirs.push(path)
    else codeFiles.push(path)
  }
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

  const views: WorkspaceView[] = []
  for (const [index, root] of workspaceRoots.entries()) views.push(await prepareWorkspaceView(root, scratch(`ws${index}`), input.canaries))
  const cwdView = views.find((view) => isUnder(input.cwd, view.lower))
  if (input.seed !== undefined && cwdView) await seedView(cwdView, input.seed, relative(cwdView.lower, input.cwd))
  const homeView: OverlayDirs = { lower: input.plantedHome, upper: scratch('home/upper'), work: scratch('home/work'), merged: scratch('home/merged') }
  for (const dir of [homeView.upper, homeView.work, homeView.merged]) await mkdir(dir, { recursive: true, mode: 0o755 })

  const privateDirs: Mount[] = [
    { source: scratch('tmp'), path: '/tmp' },
    { source: scratch('var-tmp'), path: '/var/tmp' },
    { source: scratch('shm'), path: '/dev/shm' }
  ]
  for (const mount of privateDirs) {
    await mkdir(mount.source, { mode: 0o1777 })
    await chmod(mount.source, 0o1777)
  }

  const etc = scratch('etc')
  await mkdir(etc, { mode: 0o755 })
  const maskedFiles: Mount[] = []
  const mask = async (path: string, content: string): Promise<void> => {
    const source = join(etc, path.replace(/\//g, '_'))
    await writeFile(source, content, { mode: 0o644 })
    maskedFiles.push({ source, path })
  }
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '')
  await mask('/etc/passwd', withUser(passwd, `${identity.user}:x:${SERVER_UID}:${SERVER_UID}:${identity.user}:${home}:/bin/bash`, SERVER_UID, identity.user))
  const group = await readFile('/etc/group', 'utf8').catch(() => '')
  await mask('/etc/group', withUser(group, `${identity.user}:x:${SERVER_UID}:`, SERVER_UID, identity.user))
  if (await exists('/etc/hostname')) await mask('/etc/hostname', `${identity.hostname}\n`)
  for (const path of MASKED_EMPTY) if (await exists(path)) await mask(path, '')
  maskedFiles.push(...(input.maskedFiles ?? []))
  for (const name of await readdir('/etc/ssh').catch(() => [] as string[])) {
    if (/^ssh_host_.*_key$/.test(name)) await mask(`/etc/ssh/${name}`, '')
  }

  const entries = await rootEntries()
  const hiddenVarDirs: string[] = []
  for (const dir of HIDDEN_VAR_DIRS) if (await isDirectory(dir)) hiddenVarDirs.push(dir)

  const workspaces = views.map((view) => ({ source: view.merged, path: view.lower }))
  const draft = { rootEntries: entries, hiddenVarDirs, exposed: [] as string[], workspaces, home: { source: homeView.merged, path: home }, privateDirs }

  // What the server's own program needs from places the view does not show: an interpreter under a
  // home (~/.pyenv, ~/.nvm), the script's directory, and the node_modules and package.json files above
  // it that Node resolves through. Read-only.
  const exposed = new Set<string>()
  const needs = async (path: string): Promise<void> => {
    // `/` would be a read-only bind of the whole host (a program in /bin has `/` as its install prefix)
    if (path === '/' || isVisibleInPlan(draft, path) || !(await exists(path))) return
    exposed.add(path)
  }
  for (const path of input.readOnly ?? []) await needs(path)
  const executable = input.argv[0] as string
  for (const program of new Set([executable, await realpath(executable).catch(() => executable)])) await needs(installPrefixOf(program))
  for (const file of codeFiles) {
    await needs(dirname(file))
    for (let dir = dirname(file); dir !== '/'; dir = dirname(dir)) {
      await needs(join(dir, 'node_modules'))
      await needs(join(dir, 'package.json'))
    }
  }
  draft.exposed = outermost([...exposed])
  for (const path of draft.exposed) checkLayerPath(path)

  const runnerDirs = RUNNER_ENV_DIRS.map((name) => input.callerEnv[name]).filter((dir): dir is string => Boolean(dir && dir.startsWith('/')))
  const hidden = outermost([input.outDir, input.stateDir, ...runnerDirs].map((path) => posix.normalize(path))).filter(
    // The workspace itself may sit under RUNNER_WORKSPACE; hiding that would hide the workspace.
    (path) => !workspaceRoots.some((root) => isUnder(root, path))
  )

  const plan: ContainmentPlan = {
    ...draft,
    maskedFiles,
    hidden,
    cwd: input.cwd,
    identity: { uid: SERVER_UID, gid: SERVER_UID, hostname: identity.hostname }
  }
  const visiblePath = (input.callerEnv.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir.startsWith('/') && isVisibleInPlan(plan, dir) && !hidden.some((root) => isUnder(dir, root)))

  return {
    bwrap,
    bwrapArgs: buildBwrapArgs(plan),
    overlays: [...views, homeView].map(({ lower, upper, work, merged }) => ({ lower, upper, work, merged })),
    identity,
    home,
    path: [...new Set(visiblePath)].join(delimiter) || '/usr/local/bin:/usr/bin:/bin',
    hiddenRoots: outermost([...HOST_HOME_ROOTS, '/run', ...hiddenVarDirs, ...hidden]),
    auditorPaths: hidden,
    writableRoots: [...workspaceRoots, home, ...privateDirs.map((mount) => mount.path)],
    changeAreas: [
      ...views.map((view) => ({ dir: view.upper, shownAt: view.lower, lower: view.lower, placed: view.placed })),
      { dir: homeView.upper, shownAt: home, lower: homeView.lower },
      ...privateDirs.map((mount) => ({
        dir: mount.source,
        shownAt: mount.path,
        mountPoints: mountPointsUnder(mount.path, [...workspaceRoots, ...plan.exposed, ...hidden])
      }))
    ],
    masked: views.flatMap((view) => view.masked.map((relativePath) => posix.join(view.lower, relativePath)))
  }
}
