import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { lstat, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import type { Canary } from '../profile/canary-match.js'
import { settleAll } from './settle-all.js'

// The server's working directory (and every other workspace) is shown as an overlay: the real tree is
// the lower layer, a scratch directory of the run the upper one. The server reads and changes "its"
// files; the user's checkout never changes. Credentials in the checkout are masked by placing a
// replacement in the upper layer before the overlay is mounted: `.git/config` without the token that
// actions/checkout persists (http.*.extraheader), credential helpers or user:password URLs; and
// `.git-credentials`, `.npmrc`, `.pypirc`, `.env` with their secret values replaced by canaries, so a
// server that sends them anywhere is caught exactly like one that sends ~/.ssh/id_rsa.

export interface OverlayDirs {
  /** the real directory (lower layer) */
  lower: string
  upper: string
  work: string
  /** where the init mounts the overlay; bwrap binds it at `lower`'s path */
  merged: string
}

export interface WorkspaceView extends OverlayDirs {
  /** files placed in the upper layer before mounting: relative path → sha256 of what was placed */
  placed: Map<string, string>
  /** what each placed credential file is, for the report */
  masked: string[]
}

/** What `placed` holds for a whiteout the auditor made: the entry is absent from the view, by design. */
export const PLACED_WHITEOUT = 'whiteout'
/** What `placed` holds for a link the auditor made (sandbox/outside-places.ts): this prefix, then where it points. */
export const PLACED_LINK = 'link:'

const CREDENTIAL_FILES = new Set(['.git-credentials', '.npmrc', '.pypirc', '.env'])
const SKIP_DIRS = new Set(['node_modules', '.git', '.venv', 'venv', '__pycache__', '.tox', 'dist', 'build'])
const MAX_DEPTH = 3
const MAX_CREDENTIAL_FILE_BYTES = 256 * 1024
const SECRET_KEY = /(key|token|secret|passw|pwd|auth|credential|private|session|cookie|dsn|api)/i
const URL_USERINFO = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s:]+:[^/@\s]+@/gi
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^/@\s:]+:)([^/@\s]+)(@)/gi
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A fresh random value (base62) that becomes a canary. */
export function freshSecret(length: number, random: (n: number) => Buffer = randomBytes): string {
  let out = ''
  while (out.length < length) {
    for (const byte of random(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62]
    }
  }
  return out
}

/**
 * `.git/config` without credentials: `extraheader` keys (the persisted checkout token), whole
 * `[credential]` sections (helpers that hand out tokens), and user:password in URLs. Null when there
 * was nothing to mask.
 */
export function maskGitConfig(text: string): string | null {
  const out: string[] = []
  let inCredentialSection = false
  for (const line of text.split('\n')) {
    const header = /^\s*\[\s*([A-Za-z0-9.-]+)/.exec(line)
    if (header) inCredentialSection = header[1]!.toLowerCase() === 'credential'
    if (inCredentialSection) continue
    const key = /^\s*([A-Za-z0-9-]+)\s*(=|$)/.exec(line)?.[1]?.toLowerCase()
    if (key === 'extraheader') continue
    out.push(line.replace(URL_USERINFO, '$1'))
  }
  const masked = out.join('\n')
  return masked === text ? null : masked
}

/**
 * A credential file of the checkout with every secret-looking value replaced by a canary. Keys,
 * comments and harmless settings (a registry URL, PORT=3000) stay, so the server still works.
 */
export function maskCredentialFile(name: string, text: string, id: string, secret: () => string, canaries: Canary[]): string {
  const plant = (value: string): string => {
    const planted = secret()
    canaries.push({ id, value: planted })
    // Keep a recognizable shape (a token prefix such as ghp_/npm_) without keeping the value.
    const prefix = /^(ghp_|ghs_|gho_|npm_|sk-|xox[bp]-)/.exec(value)?.[1] ?? ''
    return prefix + planted
  }
  const plantUrlPasswords = (line: string): string => line.replace(URL_PASSWORD, (_, head: string, value: string, at: string) => head + plant(value) + at)
  if (name === '.git-credentials') return plantUrlPasswords(text)
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trimStart()
      if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) return line
      // KEY=VALUE (.env, .npmrc — whose keys contain ':'), or `password: x` in .pypirc
      const equals = line.indexOf('=')
      const at = equals >= 0 ? equals : name === '.pypirc' ? line.indexOf(':') : -1
      if (at <= 0) return plantUrlPasswords(line)
      const key = line
        .slice(0, at)
        .replace(/^\s*export\s+/, '')
        .trim()
      const rawValue = line.slice(at + 1)
      const value = rawValue.trim().replace(/^(['"])(.*)\1$/, '$2')
      if (value === '' || !SECRET_KEY.test(key)) return plantUrlPasswords(line)
      const lead = /^\s*/.exec(rawValue)?.[0] ?? ''
      return `${line.slice(0, at + 1)}${lead}${plant(value)}`
    })
    .join('\n')
}

async function findCredentialFiles(root: string): Promise<string[]> {
  // Walked together, listed in the order a walk one entry at a time would find them.
  const walk = async (dir: string, depth: number): Promise<string[]> => {
    let entries
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch {
      return []
    }
    const found = await Promise.all(
      entries.map(async (entry) => {
        const path = join(dir, entry.name)
        if (entry.isFile() && CREDENTIAL_FILES.has(entry.name)) return [path]
        if (entry.isDirectory() && depth < MAX_DEPTH && !SKIP_DIRS.has(entry.name)) return walk(path, depth + 1)
        return []
      })
    )
    return found.flat()
  }
  return walk(root, 0)
}

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex')

async function place(view: WorkspaceView, relativePath: string, content: string): Promise<void> {
  const target = join(view.upper, relativePath)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, content, { mode: 0o600, flag: 'wx' })
  view.placed.set(relativePath, sha256(content))
  view.masked.push(relativePath)
}

/**
 * Makes the upper/work/merged directories of one workspace under `scratch` and places the masked
 * credential files in the upper layer. Canaries planted in the masks are appended to `canaries`.
 */
export async function prepareWorkspaceView(
  lower: string,
  scratch: string,
  canaries: Canary[],
  secret: () => string = () => freshSecret(40)
): Promise<WorkspaceView> {
  const view: WorkspaceView = {
    lower,
    upper: join(scratch, 'upper'),
    work: join(scratch, 'work'),
    merged: join(scratch, 'merged'),
    placed: new Map(),
    masked: []
  }
  const gitConfig = join(lower, '.git', 'config')
  const [gitStats, credentialFiles] = await settleAll([
    lstat(gitConfig).catch(() => null),
    findCredentialFiles(lower),
    ...[view.upper, view.work, view.merged].map((dir) => mkdir(dir, { recursive: true, mode: 0o755 }))
  ] as const)
  if (gitStats?.isFile() && gitStats.size <= MAX_CREDENTIAL_FILE_BYTES) {
    const masked = maskGitConfig(await readFile(gitConfig, 'utf8'))
    if (masked !== null) await place(view, '.git/config', masked)
  }
  for (const path of credentialFiles) {
    const stats = await lstat(path)
    if (stats.size > MAX_CREDENTIAL_FILE_BYTES) continue
    const relativePath = relative(lower, path)
    const name = relativePath.split('/').pop() as string
    await place(view, relativePath, maskCredentialFile(name, await readFile(path, 'utf8'), `./${relativePath}`, secret, canaries))
  }
  return view
}

/**
 * Copies the tree at `seed` into the view's upper layer under `under` (relative to the real directory),
 * skipping every path the real directory already has: the server sees a workspace worth working on, the
 * user's files win, and nothing reaches the real directory. Each placed file and directory is recorded
 * in `placed` ('' for directories), so only the server's changes to them are reported.
 */
export async function seedView(view: WorkspaceView, seed: string, under: string): Promise<void> {
  // Listed and read together, then written together: a directory's parents are made with it.
  const walk = async (rel: string): Promise<{ target: string; content: Buffer | null }[]> => {
    const entries = await readdir(join(seed, rel), { withFileTypes: true })
    const listed = await settleAll(
      entries.map(async (entry) => {
        const inSeed = join(rel, entry.name)
        const target = join(under, inSeed)
        const lowerStats = await lstat(join(view.lower, target)).catch(() => null)
        if (entry.isDirectory()) {
          const own = lowerStats === null ? [{ target, content: null }] : []
          return lowerStats === null || lowerStats.isDirectory() ? [...own, ...(await walk(inSeed))] : own
        }
        if (entry.isFile() && lowerStats === null) return [{ target, content: await readFile(join(seed, inSeed)) }]
        return []
      })
    )
    return listed.flat()
  }
  const placed = await walk('')
  const dirs = new Set(placed.map(({ target, content }) => join(view.upper, content === null ? target : dirname(target))))
  await settleAll([...dirs].map((dir) => mkdir(dir, { recursive: true, mode: 0o755 })))
  await settleAll(
    placed.flatMap(({ target, content }) => (content === null ? [] : [writeFile(join(view.upper, target), content, { mode: 0o644, flag: 'wx' })]))
  )
  for (const { target, content } of placed) view.placed.set(target, content === null ? '' : sha256(content))
}

const mknodWhiteout = (path: string): Promise<boolean> =>
  new Promise((done) => execFile('mknod', [path, 'c', '0', '0'], { timeout: 5000 }, (error) => done(error === null)))

/**
 * Makes `relativePath` absent from the view: an overlay whiteout (a 0/0 character device, which any user
 * may make since Linux 5.8) in the upper layer hides whatever the real directory has there, so the
 * auditor's own out-dir or state dir inside a workspace is neither listed nor readable nor writable
 * through the view. False when the whiteout could not be made (then the caller covers the path instead).
 */
export async function whiteOut(view: WorkspaceView, relativePath: string, make: (path: string) => Promise<boolean> = mknodWhiteout): Promise<boolean> {
  const parts = relativePath.split('/').filter((part) => part !== '' && part !== '.')
  if (parts.length === 0 || parts.includes('..')) return false
  const parents = parts.slice(0, -1).map((_, at) => parts.slice(0, at + 1).join('/'))
  try {
    await mkdir(join(view.upper, ...parts.slice(0, -1)), { recursive: true, mode: 0o755 })
  } catch {
    return false
  }
  if (!(await make(join(view.upper, ...parts)))) return false
  for (const parent of parents) if (!view.placed.has(parent)) view.placed.set(parent, '')
  view.placed.set(parts.join('/'), PLACED_WHITEOUT)
  return true
}
