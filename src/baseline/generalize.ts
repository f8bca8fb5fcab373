import { isUnder } from '../profile/path-classify.js'

// Run-specific parts of names (temp names, pids, per-run tokens, content hashes, the sandbox's
// machine name) become `*` or a placeholder, so an unchanged server summarizes the same on every run.
// Temp dirs get the aggressive rule: there every name is suspect.

const SEPARATORS = /([-_.+@,=~ ])/

function looksRandom(token: string, aggressive: boolean): boolean {
  if (token === '') return false
  const digits = /[0-9]/.test(token)
  if (/^[0-9]+$/.test(token)) return token.length >= 2 || aggressive
  if (/^[0-9a-f]{12,}$/i.test(token)) return true
  if (digits && token.length >= 8) return true
  if (!aggressive) return false
  if (digits && token.length >= 3) return true
  // mkdtemp-style suffixes: six or more letters mixing cases beyond a leading capital
  return token.length >= 6 && /[a-z]/.test(token) && /[A-Z]/.test(token.slice(1))
}

/**
 * Names whose random part has a known shape, generalized whatever letters the draw gave (a suffix of
 * only lowercase letters looks like a word to looksRandom, and would differ between runs):
 * a name that says it is temporary (mkstemp's `tmp_obj_XXXXXX`, mktemp's `tmp.XXXXXXXXXX`, Python's
 * `tmpXXXXXXXX`), git's loose-object fan-out directory (named by the object's hash), and git's own
 * temp files in its directory (the symlink probe `tXXXXXX`, `shallow_XXXXXX`).
 */
function generalizeKnownShape(segment: string, parent: string | undefined): string | null {
  // A dotlock (GnuPG's `.#lk0x<address>.<machine name>.<pid>`, and its `x`-suffixed link): every part
  // of the name is the process's, none the program's.
  if (/^\.#lk0x[0-9a-f]+\./i.test(segment)) return '.#lk*'
  const tempWithInfix = /^(\.?(?:tmp|temp)[-_.].*[-_.])[A-Za-z0-9]{6,}$/i.exec(segment)
  if (tempWithInfix) return `${tempWithInfix[1]}*`
  const temp = /^(\.?(?:tmp|temp)[-_.])[A-Za-z0-9_]{6,}$/i.exec(segment) ?? /^(tmp)[a-z0-9_]{8}$/.exec(segment)
  if (temp) return `${temp[1]}*`
  if (parent === 'objects' && /^[0-9a-f]{2}$/.test(segment)) return '*'
  if (parent === '.git') {
    if (/^t[A-Za-z0-9]{6}$/.test(segment)) return '*'
    if (/^shallow_[A-Za-z0-9]{6}$/.test(segment)) return 'shallow_*'
  }
  return null
}

/** The names the sandbox drew for this run (containment.ts pickIdentity): the same placeholder every run. */
export interface RunNames {
  /** the machine name the server saw */
  machineName?: string
  /** the canary user's name (its home is `~` already; the name also shows in lock and temp names) */
  userName?: string
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `name` wherever it stands between separators (or the segment's ends) in `segment`, as `placeholder`. */
function replaceName(segment: string, name: string | undefined, placeholder: string): string {
  if (!name) return segment
  // Case-sensitive: the drawn names are lowercase, and ~/Desktop is not the machine `desktop`.
  const pattern = new RegExp(`(^|[-_.+@,=~ ])${escapeRegExp(name)}(?=$|[-_.+@,=~ ])`, 'g')
  return segment.replace(pattern, (_, lead: string) => lead + placeholder)
}

/** Drawn per write wherever they stand in a name: UUIDs, and ISO timestamps (npm's `2026-11-29T04_12_01_212Z-debug-0.log`). */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}[_:.-]\d{2}[_:.-]\d{2}(?:[_:.-]\d+)?Z?/g

function generalizeSegment(segment: string, aggressive: boolean, parent: string | undefined, names: RunNames): string {
  const known = generalizeKnownShape(segment, parent)
  if (known !== null) return known
  segment = segment.replace(UUID, '*').replace(TIMESTAMP, '*')
  // The machine name first: a drawn `robin-devbox` holds the user name.
  const named = replaceName(replaceName(segment, names.machineName, '{hostname}'), names.userName, '{user}')
  const parts = named.split(SEPARATORS)
  const out = parts.map((part, index) => (index % 2 === 1 || /^\{(hostname|user)\}$/.test(part) ? part : looksRandom(part, aggressive) ? '*' : part))
  return out.join('').replace(/\*(?:[-_.+@,=~ ]\*)+/g, '*')
}

export interface PathRoots extends RunNames {
  home: string
  cwd: string
}

const TEMP_ROOTS = ['/tmp', '/var/tmp', '/dev/shm']

/** `{workspace}/…`, `~/…`, `{tmp}/…` or the absolute path, with run-specific parts generalized. */
export function normalizePath(path: string, roots: PathRoots): string {
  const relative = (root: string): string => path.slice(root.length).replace(/^\/+/, '')
  // The drawn names only where the server's run puts them (its home, temp dirs): in the workspace or the
  // system a `ubuntu` or `sam` is a name the user or the distribution chose, the same on every run.
  const general = (rest: string, aggressive: boolean, names: RunNames = {}): string => {
    const segments = rest.split('/')
    return segments.map((segment, index) => generalizeSegment(segment, aggressive, segments[index - 1], names)).join('/')
  }
  const join = (prefix: string, rest: string): string => (rest === '' ? prefix : `${prefix}/${rest}`)
  if (isUnder(path, roots.home)) return join('~', general(relative(roots.home), false, roots))
  if (isUnder(path, roots.cwd)) return join('{workspace}', general(relative(roots.cwd), false))
  const temp = TEMP_ROOTS.find((root) => isUnder(path, root))
  if (temp !== undefined) return join('{tmp}', general(relative(temp), true, roots))
  return general(path, false)
}

/**
 * A DNS name with per-run labels (encoded data, tokens) generalized. The sandbox's machine name is
 * drawn per run (sandbox/containment.ts pickIdentity), so a server resolving its own name (git does,
 * for its default identity) asks a different name each run: it is `{hostname}`.
 */
export function normalizeHostName(name: string, machineName?: string): string {
  const lower = name.toLowerCase().replace(/\.$/, '')
  const own = machineName?.toLowerCase()
  if (own && (lower === own || lower.startsWith(`${own}.`))) return `{hostname}${lower.slice(own.length)}`
  return lower
    .split('.')
    .map((label) => (label.length >= 16 || looksRandom(label, false) ? '*' : label))
    .join('.')
}
