import { posix } from 'node:path'
import type { FileAccess, PathCategory } from '../model/index.js'

/** Normalizes an absolute path: collapses `.`, `..`, duplicate and trailing slashes. */
export function normalizeAbsolute(path: string): string {
  const normalized = posix.normalize(path)
  const single = normalized.startsWith('//') ? normalized.replace(/^\/+/, '/') : normalized
  return single.length > 1 && single.endsWith('/') ? single.slice(0, -1) : single
}

/** True when `path` is `root` or below it (whole segments only: /a/b is not under /a/bc). */
export function isUnder(path: string, root: string): boolean {
  if (root === '/') return path.startsWith('/')
  const r = root.endsWith('/') ? root.slice(0, -1) : root
  return path === r || path.startsWith(`${r}/`)
}

/** `~/x` for paths under the canary home, else the absolute path. */
export function displayPath(path: string, home: string): string {
  if (path === home) return '~'
  return isUnder(path, home) ? `~${path.slice(home.length)}` : path
}

/** The path below a user's home (the canary home, /root, /home/<u>, /Users/<u>), or null. */
export function homeRelative(path: string, home: string): string | null {
  if (isUnder(path, home)) return path.slice(home.length).replace(/^\//, '')
  const match = /^\/(?:root|home\/[^/]+|Users\/[^/]+)(?:\/(.*))?$/.exec(path)
  return match ? (match[1] ?? '') : null
}

const segments = (path: string): string[] => path.split('/').filter((s) => s.length > 0)

// Credential stores. Matched against the canary home AND any other home (/root, /home/<u>): the real
// runner's ~/.ssh must never pass as harmless. `.env` counts only in a home: a server reading its
// own workdir .env is ordinary dotenv behaviour.
const HOME_SECRET_DIRS = ['.ssh', '.aws', '.gnupg', '.kube', '.config/gh', '.config/gcloud', '.azure', '.docker']
const HOME_SECRET_FILES = ['.env', '.netrc', '.npmrc', '.pypirc', '.git-credentials', '.pgpass', '.docker/config.json']
// Directories holding credentials wherever they sit (a copied ~/.ssh inside a project is still keys).
const ANYWHERE_SECRET_DIRS = new Set(['.ssh', '.aws', '.gnupg', '.kube'])
const ANYWHERE_SECRET_FILES = new Set(['.netrc', '.git-credentials', '.pgpass'])
const SYSTEM_SECRETS = ['/etc/shadow', '/etc/gshadow', '/etc/sudoers', '/etc/sudoers.d', '/etc/ssh/ssh_host_rsa_key']

/**
 * Credential paths that no noise rule may hide. `/root/**` is deliberately not here: interpreters
 * live under /root/.pyenv on runners, so it is judged only outside the runtime (see isSensitivePath).
 */
export function isCredentialPath(path: string, home: string): boolean {
  if (SYSTEM_SECRETS.some((p) => isUnder(path, p)) || /^\/etc\/ssh\/ssh_host_[^/]*_key$/.test(path)) return true
  const rel = homeRelative(path, home)
  if (rel !== null) {
    if (HOME_SECRET_DIRS.some((d) => rel === d || rel.startsWith(`${d}/`))) return true
    if (HOME_SECRET_FILES.includes(rel)) return true
  }
  const segs = segments(path)
  const dirs = segs.slice(0, -1)
  const base = segs[segs.length - 1] ?? ''
  return dirs.some((s) => ANYWHERE_SECRET_DIRS.has(s)) || ANYWHERE_SECRET_DIRS.has(base) || ANYWHERE_SECRET_FILES.has(base)
}

/** Whether reading `path` (a non-noise entry) is a sensitive read. */
export function isSensitivePath(path: string, home: string): boolean {
  return isCredentialPath(path, home) || isUnder(path, '/root')
}

const SERVER_CODE_SEGMENTS = new Set(['node_modules', 'site-packages', 'dist-packages', '__pycache__'])
const RUNTIME_PREFIXES = [
  '/lib',
  '/lib32',
  '/lib64',
  '/usr/lib',
  '/usr/lib32',
  '/usr/lib64',
  '/usr/libexec',
  '/usr/local/lib',
  '/usr/share',
  '/usr/local/share',
  '/usr/bin',
  '/usr/sbin',
  '/usr/local/bin',
  '/bin',
  '/sbin',
  '/etc/ssl',
  '/etc/pki',
  '/etc/ca-certificates',
  '/nix/store',
  '/opt/hostedtoolcache'
]
// System configuration every runtime reads (loader, resolver, user lookups, time zone, TLS).
const HARMLESS_ETC = new Set([
  '/etc/ld.so.cache',
  '/etc/ld.so.preload',
  '/etc/localtime',
  '/etc/timezone',
  '/etc/nsswitch.conf',
  '/etc/hosts',
  '/etc/resolv.conf',
  '/etc/gai.conf',
  '/etc/host.conf',
  '/etc/passwd',
  '/etc/group',
  '/etc/os-release',
  '/etc/lsb-release',
  '/etc/debian_version',
  '/etc/mime.types',
  '/etc/services',
  '/etc/protocols',
  '/etc/locale.alias',
  '/etc/inputrc',
  '/etc/machine-id',
  '/etc/ld.so.conf',
  '/etc/environment'
])
const HARMLESS_ETC_DIRS = ['/etc/ld.so.conf.d', '/etc/ssl', '/etc/pki', '/etc/ca-certificates', '/etc/python3', '/etc/alternatives']
const NOISE_DEVICES = [
  '/dev/null',
  '/dev/zero',
  '/dev/random',
  '/dev/urandom',
  '/dev/tty',
  '/dev/ptmx',
  '/dev/pts',
  '/dev/stdin',
  '/dev/stdout',
  '/dev/stderr',
  '/dev/fd',
  '/dev/full'
]
const HARMLESS_PROC = [
  '/proc/cpuinfo',
  '/proc/meminfo',
  '/proc/stat',
  '/proc/loadavg',
  '/proc/uptime',
  '/proc/version',
  '/proc/filesystems',
  '/proc/sys',
  '/proc/pressure',
  '/sys'
]

export interface PathContext {
  home: string
  cwd: string
  serverCodeRoots: readonly string[]
  runtimeRoots: readonly string[]
  /** pids seen in the trace: /proc/<pid> of the server's own processes is noise */
  isOwnPid: (pid: number) => boolean
  /** host places the sandbox hides (real homes, /run, the auditor's out-dir, …): category 'host' */
  hiddenRoots?: readonly string[]
  /** the auditor's own places (out-dir, pin store, runner dirs): 'host' even inside a workspace */
  auditorPaths?: readonly string[]
  /** the server has a pid namespace of its own: every /proc/<pid> it can open is one of its processes */
  ownPidNamespace?: boolean
}

// Names that runtimes and tools look up in every directory above where they start (module
// resolution, version files, project markers): a failed lookup of one of them above the working
// directory or the server's code is a search, not an attempt on what the sandbox hides.
const UPWARD_LOOKUPS = new Set([
  'node_modules',
  'package.json',
  '.git',
  '.hg',
  '.svn',
  '.python-version',
  '.node-version',
  '.nvmrc',
  '.tool-versions',
  'pyproject.toml',
  'setup.py',
  'setup.cfg',
  'tsconfig.json',
  'jsconfig.json',
  '.editorconfig',
  '.gitignore',
  'pnpm-workspace.yaml',
  'lerna.json',
  'deno.json',
  'bunfig.toml',
  '.yarnrc',
  '.yarnrc.yml',
  'yarn.lock',
  'package-lock.json',
  '.venv',
  'venv',
  'Pipfile',
  '.env.local',
  'go.mod',
  'Cargo.toml',
  '.terraform-version',
  '.ruby-version'
])

function isUpwardLookup(path: string, ctx: PathContext): boolean {
  const segs = segments(path)
  for (let at = segs.length - 1; at >= 0; at--) {
    if (!UPWARD_LOOKUPS.has(segs[at] as string)) continue
    const dir = '/' + segs.slice(0, at).join('/')
    if ([ctx.cwd, ...ctx.serverCodeRoots].some((start) => isUnder(start, dir))) return true
  }
  return false
}

/** Whether `path` is one the sandbox hides from the server (and not a place it was shown). */
function isHiddenHostPath(path: string, ctx: PathContext): boolean {
  if (ctx.auditorPaths?.some((root) => isUnder(path, root))) return true
  if (!ctx.hiddenRoots?.some((root) => isUnder(path, root))) return false
  return ![ctx.cwd, ...ctx.serverCodeRoots, ...ctx.runtimeRoots].some((shown) => shown !== '/' && isUnder(path, shown))
}

export interface Classification {
  category: PathCategory
  noise: boolean
}

/** What of the sandbox init's /proc/1 reaches beyond what the server has itself. */
const SANDBOX_INIT_REACH = /^\/proc\/1\/(?:task\/\d+\/)?(?:mem|root|cwd|fd|fdinfo|map_files|pagemap|exe)(?:\/|$)/
/** What of another process tells its secrets (process-snooping.ts): never noise, whosever pid it names. */
const PROCESS_SECRETS = /^\/proc\/\d+\/(?:task\/\d+\/)?(?:environ|cmdline|mem)$/

function procNoise(path: string, ctx: PathContext): boolean {
  if (isUnder(path, '/proc/self') || isUnder(path, '/proc/thread-self')) return true
  const pid = /^\/proc\/(\d+)(?:\/|$)/.exec(path)
  if (!pid) return HARMLESS_PROC.some((p) => isUnder(path, p))
  // In the server's own pid namespace pid 1 is the namespace's init (the server itself since bwrap
  // --as-pid-1): its environ, cmdline, cgroup or status tell the server nothing it does not have
  // (runtimes read them to detect containers), the one documented exemption. Its memory, its fds and its
  // root or cwd are other ways in, and stay findings. Any other pid's environ, cmdline or mem stays a
  // finding too: the trace names processes by the tracer's pids, not the namespace's, so nothing proves
  // such a pid the server's own (a server walking every /proc/*/environ is snooping wherever it runs).
  if (ctx.ownPidNamespace === true) return pid[1] === '1' ? !SANDBOX_INIT_REACH.test(path) : !PROCESS_SECRETS.test(path)
  return ctx.isOwnPid(Number(pid[1]))
}

function categoryOf(path: string, ctx: PathContext): PathCategory {
  if (isUnder(path, ctx.home)) return 'canary-home'
  if (isHiddenHostPath(path, ctx)) return 'host'
  if (isUnder(path, '/proc') || isUnder(path, '/sys')) return 'proc'
  if (isUnder(path, '/dev/shm')) return 'tmp'
  if (isUnder(path, '/dev')) return 'device'
  // A root of `/` would make every path code; such roots are ignored.
  if (ctx.serverCodeRoots.some((r) => r !== '/' && isUnder(path, r))) return 'server-code'
  if (segments(path).some((s) => SERVER_CODE_SEGMENTS.has(s))) return 'server-code'
  if (ctx.runtimeRoots.some((r) => r !== '/' && isUnder(path, r))) return 'runtime'
  if (isUnder(path, '/tmp') || isUnder(path, '/var/tmp')) return 'tmp'
  if (RUNTIME_PREFIXES.some((r) => isUnder(path, r))) return 'runtime'
  if (isUnder(path, '/etc')) return 'system-config'
  if (isUnder(path, ctx.cwd)) return 'workdir'
  return 'other'
}

function isPackageJsonLookup(path: string, ctx: PathContext): boolean {
  if (!path.endsWith('/package.json')) return false
  const dir = path.slice(0, -'/package.json'.length) || '/'
  return ctx.serverCodeRoots.some((root) => root === dir || isUnder(root, dir))
}

const isBytecodeCache = (path: string): boolean => /\/__pycache__\/[^/]+\.pyc(\.\d+)?$/.test(path)

/**
 * Category and noise verdict of one access. Noise is counted but never judged, so the order of the
 * tests here is the security boundary: the canary home and credential paths are decided first and
 * are never noise, whatever prefix or segment they also match.
 */
export function classifyPath(path: string, access: FileAccess, ctx: PathContext): Classification {
  const category = categoryOf(path, ctx)
  if (category === 'canary-home' || isCredentialPath(path, ctx.home) || !path.startsWith('/')) {
    return { category, noise: false }
  }
  if (access !== 'read') {
    const harmlessSink = NOISE_DEVICES.some((d) => isUnder(path, d)) || /^\/proc\/(self|thread-self)\/fd(\/|$)/.test(path)
    // Python writes bytecode caches next to the modules it imports; treating that as a file write
    // would flag every honest Python server. Only *.pyc inside __pycache__ of code dirs qualifies.
    const bytecode =
      (category === 'server-code' || category === 'runtime') && isBytecodeCache(path) && (access === 'write' || access === 'create' || access === 'rename')
    const pycacheDir = (category === 'server-code' || category === 'runtime') && access === 'mkdir' && path.endsWith('/__pycache__')
    return { category, noise: harmlessSink || bytecode || pycacheDir }
  }
  // Node resolves a module's type by reading package.json in every directory above the script.
  if (isPackageJsonLookup(path, ctx)) return { category: 'server-code', noise: true }
  switch (category) {
    case 'host':
      return { category, noise: isUpwardLookup(path, ctx) }
    case 'runtime':
    case 'server-code':
      return { category, noise: true }
    case 'proc':
      return { category, noise: procNoise(path, ctx) }
    case 'device':
      return { category, noise: NOISE_DEVICES.some((d) => isUnder(path, d)) }
    case 'system-config':
      return { category, noise: HARMLESS_ETC.has(path) || HARMLESS_ETC_DIRS.some((d) => isUnder(path, d)) }
    default:
      return { category, noise: false }
  }
}
