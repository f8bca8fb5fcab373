import { isUnder } from '../profile/path-classify.js'

// Run-specific parts of names (temp names, pids, per-run tokens) become `*`, so an unchanged server
// summarizes the same on every run. Temp dirs get the aggressive rule: there every name is suspect.

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

function generalizeSegment(segment: string, aggressive: boolean): string {
  const parts = segment.split(SEPARATORS)
  const out = parts.map((part, index) => (index % 2 === 1 ? part : looksRandom(part, aggressive) ? '*' : part))
  return out.join('').replace(/\*(?:[-_.+@,=~ ]\*)+/g, '*')
}

export interface PathRoots {
  home: string
  cwd: string
}

const TEMP_ROOTS = ['/tmp', '/var/tmp', '/dev/shm']

/** `{workspace}/…`, `~/…`, `{tmp}/…` or the absolute path, with run-specific parts generalized. */
export function normalizePath(path: string, roots: PathRoots): string {
  const relative = (root: string): string => path.slice(root.length).replace(/^\/+/, '')
  const general = (rest: string, aggressive: boolean): string =>
    rest
      .split('/')
      .map((segment) => generalizeSegment(segment, aggressive))
      .join('/')
  const join = (prefix: string, rest: string): string => (rest === '' ? prefix : `${prefix}/${rest}`)
  if (isUnder(path, roots.home)) return join('~', general(relative(roots.home), false))
  if (isUnder(path, roots.cwd)) return join('{workspace}', general(relative(roots.cwd), false))
  const temp = TEMP_ROOTS.find((root) => isUnder(path, root))
  if (temp !== undefined) return join('{tmp}', general(relative(temp), true))
  return general(path, false)
}

/** A DNS name with per-run labels (encoded data, tokens) generalized. */
export function normalizeHostName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.')
    .map((label) => (label.length >= 16 || looksRandom(label, false) ? '*' : label))
    .join('.')
}
