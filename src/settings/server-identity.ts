import { createHash } from 'node:crypto'
import path from 'node:path'
import { parseLaunchSpec } from '../launch/spec.js'

// A server's identity names its pin file, its artifacts and the marker of its PR comment, so it must be
// the same on every run of the same server. It is derived from the command as the user gave it, with
// absolute paths inside the working directory made relative to it: a CI workspace or a temp checkout
// lives at a different absolute path on every run, and must not make every run look like a new server.
// The working directory itself is deliberately not part of it, for the same reason. Two projects that
// both run `node index.js` therefore share an identity in a shared state dir; they tell them apart with
// --server-name. It is derived here once per server, by the CLI's and the action's settings and for
// each entry of a fleet, and every later step (pin, baseline, artifacts, comment) reads that value.

export const MAX_IDENTITY_LENGTH = 64
const HASH_LENGTH = 8
const SAFE_IDENTITY = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,63}$/

/** What names a server when the user gave no name: its command, or its URL when it is reached by one. */
export interface IdentitySource {
  /** the user's name for the server (--server-name, server-name, a config's key); null or '': none */
  serverName: string | null
  command: readonly string[]
  /** a remote server's URL: its identity when there is no command */
  url?: string | null | undefined
  cwd: string
}

/**
 * The pin identity of a server: the user's name for it made safe, or one derived from what starts it. A
 * launch spec (npx, uvx, npm:, pypi:) is known by its ecosystem, package name and arguments, not the
 * version — a new version that changes its tools is exactly the rug pull the pin is there to catch.
 * Throws ConfigurationError for a launch spec that cannot be read.
 */
export function serverIdentity({ serverName, command, url, cwd }: IdentitySource): string {
  if (serverName !== null && serverName !== '') return sanitizeIdentity(serverName)
  if (command.length === 0 && url) return deriveServerIdentity([url], cwd)
  const spec = parseLaunchSpec(command)
  if (spec.kind === 'command') return deriveServerIdentity(command, cwd)
  return deriveServerIdentity([`${spec.ecosystem}:${spec.name}`, ...(spec.bin ? [spec.bin] : []), ...spec.args], cwd)
}

export function deriveServerIdentity(command: readonly string[], cwd: string): string {
  const stable = command.map((arg) => relativeToCwd(arg, cwd))
  const hash = sha256Hex(JSON.stringify(stable)).slice(0, HASH_LENGTH)
  const words = stable
    .join(' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
  const readable = trimDashes(words.join('-').slice(0, MAX_IDENTITY_LENGTH - HASH_LENGTH - 1))
  return `${readable || 'server'}-${hash}`
}

/**
 * A user-given --server-name made safe as a file name and marker: runs of characters outside
 * [A-Za-z0-9._-] become one '-', leading dots and dashes go (no hidden files, no '..', no option-like
 * names), at most 64 characters. A name that had to be cut keeps a hash of the original, so two long
 * names that share a prefix stay distinct; a name with nothing usable left becomes `server-<hash>`.
 */
export function sanitizeIdentity(name: string): string {
  const hash = sha256Hex(name).slice(0, HASH_LENGTH)
  const cleaned = name
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/-+$/, '')
  if (cleaned.length === 0) return `server-${hash}`
  if (cleaned.length <= MAX_IDENTITY_LENGTH) return cleaned
  return `${trimDashes(cleaned.slice(0, MAX_IDENTITY_LENGTH - HASH_LENGTH - 1))}-${hash}`
}

/** True when `identity` can name a file inside the pin directory without escaping it. */
export function isSafeIdentity(identity: string): boolean {
  return SAFE_IDENTITY.test(identity)
}

function relativeToCwd(arg: string, cwd: string): string {
  // `--config=/abs/path` as well as `/abs/path`
  const match = /^(-[^=]*=)?(\/.*)$/.exec(arg)
  if (!match || !path.isAbsolute(cwd)) return arg
  const [, option = '', absolute = ''] = match
  const relative = path.relative(cwd, absolute)
  if (relative === '') return `${option}.`
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return arg
  return option + relative
}

function trimDashes(text: string): string {
  return text.replace(/^[.-]+|[.-]+$/g, '')
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}
