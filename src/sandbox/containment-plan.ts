import { posix } from 'node:path'
import { isUnder } from '../profile/path-classify.js'

// What the server sees of the machine, as plain data, and the bubblewrap command line that builds it.
//
// The view starts empty (bwrap's tmpfs root) and only what the server needs is mounted in: the system
// directories read-only, a fresh /proc, a minimal /dev, private /tmp, /var/tmp and /dev/shm, the canary
// home as the only home, and each workspace as a copy-on-write overlay at its real path. Everything else
// of the host — real homes, /run and its daemon sockets, the runner's directories, the auditor's out-dir
// and pin store, unusual top-level directories — simply does not exist in that view, so a read fails
// with ENOENT and the attempt is still in the trace. The server runs in its own user namespace (as a
// plausible uid 1000, no capabilities), pid namespace (it cannot see or signal strace, the auditor or
// the sink; it is pid 1 there itself, so /proc/1 shows nothing of bwrap) and session (no shared process
// group with the auditor).

/** Services systemd gives a private /tmp (PrivateTmp=yes) on common distributions. */
const PRIVATE_TMP_UNITS = [
  'systemd-logind.service',
  'systemd-resolved.service',
  'upower.service',
  'colord.service',
  'ModemManager.service',
  'power-profiles-daemon.service'
]

/**
 * The prefix of the run directory (mkdtemp adds six characters). The server sees the run directory's
 * path in its mount table (bind sources, overlay upperdir/workdir), so it is named the way systemd names
 * a service's private /tmp (`systemd-private-<boot id>-<unit>-XXXXXX`), which many hosts have in /tmp:
 * nothing there says `tmp.XXXXXX` or names the auditor.
 */
export function runDirPrefix(random: (bytes: number) => Buffer, pick: (n: number) => number): string {
  return `systemd-private-${random(16).toString('hex')}-${PRIVATE_TMP_UNITS[pick(PRIVATE_TMP_UNITS.length)]}-`
}

/** Top-level directories of the host that hold the system and are shown read-only. */
export const SYSTEM_DIRS = ['usr', 'bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32', 'etc', 'opt', 'var', 'srv', 'nix']
/** Where real users' files live: hidden, and a read there is an attempt on the host's secrets. */
export const HOST_HOME_ROOTS = ['/root', '/home']
/** Parts of /var that hold sockets, logs, container state or mail: hidden even though /var is shown. */
export const HIDDEN_VAR_DIRS = ['/var/run', '/var/log', '/var/lib/docker', '/var/lib/containerd', '/var/lib/kubelet', '/var/spool', '/var/mail', '/var/backups']

export interface RootEntry {
  name: string
  kind: 'dir' | 'symlink' | 'other'
  /** for symlinks: the link text */
  target?: string
}

export interface Mount {
  /** a path of the auditor's view */
  source: string
  /** where the server sees it */
  path: string
}

export interface ContainmentPlan {
  /** entries of the host's `/` */
  rootEntries: RootEntry[]
  /** which of HIDDEN_VAR_DIRS exist as real directories on the host (symlinks need no hiding) */
  hiddenVarDirs: string[]
  /** read-only additions under otherwise hidden places (an interpreter under ~/.pyenv, the server's code) */
  exposed: string[]
  /** copy-on-write views of the workspaces (merged overlay dirs), writable */
  workspaces: Mount[]
  /** the canary home's merged overlay, at /home/<user> */
  home: Mount
  /** places outside the workspaces the attack stage aims at (sandbox/outside-places.ts), read-only */
  outside?: Mount[]
  /** fresh, writable directories of the run standing in for /tmp, /var/tmp and /dev/shm */
  privateDirs: Mount[]
  /** files shown read-only in place of the host's (passwd, group, shadow, host keys) */
  maskedFiles: Mount[]
  /** the auditor's own places (out-dir, pin store, runner temp): covered by an empty tmpfs if visible */
  hidden: string[]
  cwd: string
  identity: { uid: number; gid: number; hostname: string }
}

/**
 * Whether the host's `path` shows in the server's view (before the hidden-path tmpfs mounts). The private
 * temp dirs start empty: nothing of the host's /tmp shows through them.
 */
export function isVisibleInPlan(plan: Pick<ContainmentPlan, 'rootEntries' | 'hiddenVarDirs' | 'exposed' | 'workspaces' | 'home'>, path: string): boolean {
  const shownRoots = plan.rootEntries.filter((entry) => SYSTEM_DIRS.includes(entry.name)).map((entry) => `/${entry.name}`)
  const writable = [...plan.workspaces, plan.home].map((mount) => mount.path)
  if ([...writable, ...plan.exposed].some((root) => isUnder(path, root))) return true
  if (plan.hiddenVarDirs.some((dir) => isUnder(path, dir))) return false
  return shownRoots.some((root) => isUnder(path, root))
}

/** The bwrap options that build the view; the server's argv follows a `--`. */
export function buildBwrapArgs(plan: ContainmentPlan): string[] {
  const args = [
    '--die-with-parent',
    '--new-session',
    '--unshare-user',
    '--uid',
    String(plan.identity.uid),
    '--gid',
    String(plan.identity.gid),
    '--unshare-pid',
    // The server itself is pid 1 of its namespace, as in a container: no bwrap reaper there whose argv
    // (every bind of the view), comm and environ would name the auditor to a server reading /proc/1.
    '--as-pid-1',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-cgroup-try',
    '--hostname',
    plan.identity.hostname,
    '--cap-drop',
    'ALL'
  ]
  for (const entry of plan.rootEntries) {
    if (!SYSTEM_DIRS.includes(entry.name)) continue
    if (entry.kind === 'dir') args.push('--ro-bind', `/${entry.name}`, `/${entry.name}`)
    else if (entry.kind === 'symlink' && entry.target !== undefined) args.push('--symlink', entry.target, `/${entry.name}`)
  }
  args.push('--proc', '/proc', '--dev', '/dev')
  if (plan.rootEntries.some((entry) => entry.name === 'sys' && entry.kind === 'dir')) args.push('--ro-bind', '/sys', '/sys')
  args.push('--tmpfs', '/run', '--tmpfs', '/home')
  for (const dir of plan.hiddenVarDirs) args.push('--tmpfs', dir)
  for (const mount of plan.privateDirs) args.push('--bind', mount.source, mount.path)
  for (const path of plan.exposed) args.push('--ro-bind', path, path)
  for (const mount of plan.workspaces) args.push('--bind', mount.source, mount.path)
  for (const mount of plan.outside ?? []) args.push('--ro-bind', mount.source, mount.path)
  args.push('--bind', plan.home.source, plan.home.path)
  // Hidden last, so an out-dir inside a workspace is covered too; places the view does not show at all
  // need no mount (bwrap would create an empty directory named after them, which a server could notice).
  for (const path of plan.hidden) if (isVisibleInPlan(plan, path)) args.push('--tmpfs', path)
  for (const mount of plan.maskedFiles) args.push('--ro-bind', mount.source, mount.path)
  args.push('--chdir', plan.cwd)
  return args
}

/**
 * Read-only exposures a program at `file` needs when it sits under a hidden place: the install prefix
 * of an interpreter (`~/.pyenv` for a pyenv shim, `~/.nvm/versions/node/v20` for node), i.e. the
 * directory above its `bin`.
 */
export function installPrefixOf(file: string): string {
  const dir = posix.dirname(file)
  return posix.basename(dir) === 'bin' || posix.basename(dir) === 'shims' ? posix.dirname(dir) : dir
}

/** Drops entries of `paths` that lie under another entry, and duplicates. */
export function outermost(paths: string[]): string[] {
  const sorted = [...new Set(paths)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
  const kept: string[] = []
  for (const path of sorted) if (!kept.some((root) => isUnder(path, root))) kept.push(path)
  return kept
}

/** Relative directories bwrap creates under `area` to mount `targets` there (each target and its parents). */
export function mountPointsUnder(area: string, targets: string[]): Set<string> {
  const out = new Set<string>()
  for (const target of targets) {
    if (!target.startsWith(`${area}/`)) continue
    const parts = target.slice(area.length + 1).split('/')
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('/'))
  }
  return out
}
