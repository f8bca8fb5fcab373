// Plants the canary home the audited server runs with: a copy of the template (sandbox_home/) whose
// {{PLACEHOLDER}}s become fresh, realistic-looking secrets for this run, plus canary environment
// variables. Every secret that can leak becomes a Canary the matcher looks for in what the server sends.
//
// Each value keeps at most four fixed format characters (`AKIA`, `ghp_`, `npm_`); longer fixed parts
// (`sk-proj-`, `postgres://app:`) stay in the template or the variable, outside the value. So every
// 12-character window of a value holds at least eight random characters and a match means "this run's
// secret", never "a file of this kind". The OpenSSH bodies are random base64 after the public magic
// (`b3BlbnNzaC1rZXktdjE` = "openssh-key-v1"), so any 32 bytes past the BEGIN line, any body line, or the
// whole file carries the key's canary, while the BEGIN line and the magic carry nothing.
import { randomBytes } from 'node:crypto'
import { chmod, lstat, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ConfigurationError } from '../errors.js'
import type { SecretSpan } from '../profile/canary-audience.js'
import type { Canary } from '../profile/canary-match.js'
import { envAudience, fileAudience } from './canary-audiences.js'
import { liveIn } from './lived-in-home.js'
import { settleAll } from './settle-all.js'

export interface CanaryHome {
  /** absolute path of the planted home (the destDir given) */
  home: string
  canaries: Canary[]
  /**
   * the whole content of each planted file that holds a secret: any piece of its secret spans (of a key
   * file, of all of it) counts once read; each span knows where it is meant to go
   */
  files: Canary[]
}

export interface CanaryEnvironment {
  env: Record<string, string>
  canaries: Canary[]
}

type RandomSource = () => Buffer

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const BASE64_CHARS = BASE62 + '+/'
const BASE64URL_CHARS = BASE62 + '-_'
const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789'

const OPENSSH_MAGIC = 'b3BlbnNzaC1rZXktdjE'
const OPENSSH_LINE = 70
const RSA_PUBLIC_PREFIX = 'AAAAB3NzaC1yc2EAAAADAQABAAABgQ'

/** Top-level template files that document the template and are not planted. */
const TEMPLATE_ONLY_FILES = new Set(['README.md'])
/** npm never packs a file named .npmrc: the template (shipped in the npm package) keeps it as _npmrc. */
const TEMPLATE_NAMES: Record<string, string> = { _npmrc: '.npmrc' }
/** Where runtimes expect to write; present so a server does not fail on a bare home. */
const HARMLESS_DIRS = ['.cache', '.config', '.local/share', '.local/state']

class RandomChars {
  private pool: Buffer = Buffer.alloc(0)
  private offset = 0

  constructor(private readonly random: RandomSource) {}

  /** `count` characters drawn uniformly from `alphabet` (rejection sampling, no modulo bias). */
  pick(alphabet: string, count: number): string {
    const limit = 256 - (256 % alphabet.length)
    // the alphabets are ASCII: one byte a char, and no string grown char by char (a key is thousands)
    const out = Buffer.allocUnsafe(count)
    let n = 0
    while (n < count) {
      const byte = this.nextByte()
      if (byte < limit) out[n++] = alphabet.charCodeAt(byte % alphabet.length)
    }
    return out.toString('latin1')
  }

  private nextByte(): number {
    if (this.offset >= this.pool.length) {
      this.pool = this.random()
      this.offset = 0
      if (this.pool.length === 0) throw new Error('the random source returned no bytes')
    }
    return this.pool[this.offset++]!
  }
}

interface Generated {
  /** what replaces the placeholder */
  text: string
  /** the secret parts of it, each becoming a Canary value */
  secrets: string[]
  /** [start, end) of `text` that is secret material (default: all of it when it has secrets) */
  secretSpan?: [number, number]
  /** a private key: the whole file is secret material, its armour included */
  keyFile?: boolean
}

function secret(value: string): Generated {
  return { text: value, secrets: [value] }
}

function opensshPrivateBody(chars: RandomChars, totalChars: number): Generated {
  const random = chars.pick(BASE64_CHARS, totalChars - OPENSSH_MAGIC.length)
  const body = OPENSSH_MAGIC + random
  const lines: string[] = []
  for (let at = 0; at < body.length; at += OPENSSH_LINE) lines.push(body.slice(at, at + OPENSSH_LINE))
  return { text: lines.join('\n'), secrets: [random], keyFile: true }
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url')
}

const GENERATORS: Record<string, (chars: RandomChars) => Generated> = {
  // Sizes of real 3072-bit RSA and ed25519 OpenSSH keys; multiples of 4 like real base64.
  OPENSSH_RSA_PRIVATE_BODY: (chars) => opensshPrivateBody(chars, 2612),
  OPENSSH_ED25519_PRIVATE_BODY: (chars) => opensshPrivateBody(chars, 304),
  // Public: reading or sending it leaks nothing, so it is no canary.
  OPENSSH_RSA_PUBLIC_BLOB: (chars) => ({ text: RSA_PUBLIC_PREFIX + chars.pick(BASE64_CHARS, 544 - RSA_PUBLIC_PREFIX.length), secrets: [] }),
  AWS_ACCESS_KEY_ID: (chars) => secret('AKIA' + chars.pick(UPPER_ALNUM, 16)),
  AWS_SECRET_ACCESS_KEY: (chars) => secret(chars.pick(BASE64_CHARS, 40)),
  APP_SECRET_KEY: (chars) => secret(chars.pick(BASE62, 48)),
  DATABASE_PASSWORD: (chars) => secret(chars.pick(BASE62, 24)),
  OPENAI_KEY_BODY: (chars) => secret(chars.pick(BASE64URL_CHARS, 48)),
  STRIPE_KEY_BODY: (chars) => secret(chars.pick(BASE62, 48)),
  GITHUB_PAT: (chars) => secret('ghp_' + chars.pick(BASE62, 36)),
  GITHUB_OAUTH_TOKEN: (chars) => secret('gho_' + chars.pick(BASE62, 36)),
  NPM_TOKEN: (chars) => secret('npm_' + chars.pick(BASE62, 36)),
  DOCKER_AUTH: (chars) => {
    // A random user name keeps the encoded `user:` part from being the same in every run.
    const password = chars.pick(BASE62, 32)
    const auth = Buffer.from(`${chars.pick(LOWER_ALNUM, 10)}:${password}`).toString('base64')
    return { text: auth, secrets: [auth, password] }
  },
  KUBE_SERVICE_ACCOUNT_TOKEN: (chars) => {
    // A JWT whose header and claims are format text; only the signature is the secret.
    const header = base64url(JSON.stringify({ alg: 'RS256', kid: chars.pick(BASE64URL_CHARS, 43) }))
    const claims = base64url(
      JSON.stringify({
        iss: 'kubernetes/serviceaccount',
        'kubernetes.io/serviceaccount/namespace': 'default',
        'kubernetes.io/serviceaccount/service-account.name': 'deployer',
        sub: 'system:serviceaccount:default:deployer'
      })
    )
    const signature = chars.pick(BASE64URL_CHARS, 342)
    const text = `${header}.${claims}.${signature}`
    return { text, secrets: [signature], secretSpan: [text.length - signature.length, text.length] }
  }
}

const PLACEHOLDER = /\{\{([A-Za-z0-9_]+)\}\}/g

async function prepareDestination(destDir: string): Promise<void> {
  try {
    await mkdir(destDir, { mode: 0o700 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    // Planting overwrites credential files: never do that in a directory that already holds something.
    const stats = await lstat(destDir)
    if (!stats.isDirectory() || (await readdir(destDir)).length > 0) {
      throw new Error(`refusing to plant the canary home in ${destDir}: it must be a new, empty directory`)
    }
  }
  await chmod(destDir, 0o700)
}

interface TemplateEntry {
  source: string
  /** the path in the planted home, relative to it */
  planted: string
  kind: 'dir' | 'file' | 'other'
}

/** The template's entries, each directory before what it holds, in the planted names' order. */
async function listTemplate(templateDir: string, relative = ''): Promise<TemplateEntry[]> {
  const plantedName = (name: string): string => (relative === '' ? (TEMPLATE_NAMES[name] ?? name) : name)
  const names = (await readdir(join(templateDir, relative)))
    .sort((a, b) => (plantedName(a) < plantedName(b) ? -1 : 1))
    .filter((name) => relative !== '' || !TEMPLATE_ONLY_FILES.has(name))
  const listed = await settleAll(
    names.map(async (name): Promise<TemplateEntry[]> => {
      const entryRelative = relative === '' ? name : `${relative}/${name}`
      const source = join(templateDir, entryRelative)
      const planted = relative === '' ? plantedName(name) : entryRelative
      const stats = await lstat(source)
      if (!stats.isDirectory()) return [{ source, planted, kind: stats.isFile() ? 'file' : 'other' }]
      return [{ source, planted, kind: 'dir' }, ...(await listTemplate(templateDir, entryRelative))]
    })
  )
  return listed.flat()
}

/**
 * Copies `templateDir` into `destDir` (created if missing, else it must be empty), replacing every
 * `{{PLACEHOLDER}}` with a fresh value unique to this run and to the file. Directories are 0700, files
 * 0600. The same placeholder used twice in one file gets the same value, as real tools write it.
 */
export async function plantCanaryHome(templateDir: string, destDir: string, random: RandomSource = () => randomBytes(4096)): Promise<CanaryHome> {
  const templateStats = await lstat(templateDir).catch(() => null)
  if (!templateStats?.isDirectory()) throw new ConfigurationError(`canary home template not found or not a directory: ${templateDir}`)
  // Read together, planted one after another in the template's order (so the random values are drawn in
  // the same order every run), written together.
  const [entries] = await settleAll([listTemplate(templateDir), prepareDestination(destDir)] as const)
  const texts = await Promise.allSettled(entries.map((entry) => (entry.kind === 'file' ? readFile(entry.source, 'utf8') : Promise.resolve(''))))
  const chars = new RandomChars(random)
  const canaries: Canary[] = []
  const files: Canary[] = []
  const planted: { target: string; content: string }[] = []
  for (const [index, entry] of entries.entries()) {
    // A symlink could point the server (or this copy) at a real file outside the template.
    if (entry.kind === 'other') throw new ConfigurationError(`canary home template may hold only files and directories: ${entry.source}`)
    if (entry.kind !== 'file') continue
    const text = texts[index]!
    if (text.status === 'rejected') throw text.reason
    const before = canaries.length
    const id = `~/${entry.planted}`
    const { content, spans, keyFile } = plantFile(text.value, id, chars, canaries)
    if (canaries.length > before) {
      const audience = fileAudience(id, content)
      if (audience) for (const canary of canaries.slice(before)) canary.audience = audience
      files.push({ id, value: content, ...(keyFile ? {} : { secrets: spans.map((span) => (audience ? { ...span, audience } : span)) }) })
    }
    planted.push({ target: join(destDir, entry.planted), content })
  }

  const dirs = [...entries.filter((entry) => entry.kind === 'dir').map((entry) => entry.planted), ...HARMLESS_DIRS].map((dir) => join(destDir, dir))
  await settleAll(
    dirs.map(async (dir) => {
      await mkdir(dir, { recursive: true, mode: 0o700 })
      await chmod(dir, 0o700)
    })
  )
  await settleAll(
    planted.map(async ({ target, content }) => {
      await writeFile(target, content, { mode: 0o600, flag: 'wx' })
      await chmod(target, 0o600)
    })
  )
  // Shell history and startup files, times spread over months (lived-in-home.ts).
  await liveIn(destDir)
  return { home: destDir, canaries, files }
}

/**
 * The template with each placeholder replaced, the spans of the result that are secret material, and
 * whether it is a private key (secret throughout).
 */
function plantFile(template: string, id: string, chars: RandomChars, canaries: Canary[]): { content: string; spans: SecretSpan[]; keyFile: boolean } {
  const planted = new Map<string, Generated>()
  const spans: SecretSpan[] = []
  let keyFile = false
  let content = ''
  let last = 0
  for (const match of template.matchAll(PLACEHOLDER)) {
    const [whole, name] = match as unknown as [string, string]
    content += template.slice(last, match.index)
    last = match.index + whole.length
    let generated = planted.get(name)
    if (generated === undefined) {
      const generate = GENERATORS[name]
      if (!generate) {
        throw new ConfigurationError(`unknown placeholder ${whole} in canary home template file ${id}; known: ${Object.keys(GENERATORS).join(', ')}`)
      }
      generated = generate(chars)
      for (const value of generated.secrets) canaries.push({ id, value })
      planted.set(name, generated)
    }
    const [from, to] = generated.secretSpan ?? (generated.secrets.length > 0 ? [0, generated.text.length] : [0, 0])
    if (to > from) spans.push({ start: content.length + from, end: content.length + to })
    keyFile ||= generated.keyFile === true
    content += generated.text
  }
  return { content: content + template.slice(last), spans, keyFile }
}

/**
 * Credential-looking variables for the server's environment, each a canary `env:NAME`. Where a real
 * value has a long fixed prefix or surrounding URL, only the random part is the canary value. A set a
 * developer plausibly has (a cloud key pair, a GitHub token, two model API keys, a database URL), not
 * every credential variable at once: an environment holding them all is how a honeypot looks.
 */
export function canaryEnvironment(random: RandomSource = () => randomBytes(256)): CanaryEnvironment {
  const chars = new RandomChars(random)
  const env: Record<string, string> = {}
  const canaries: Canary[] = []
  const add = (name: string, prefix: string, value: string, suffix = ''): void => {
    env[name] = prefix + value + suffix
    const audience = envAudience(name)
    canaries.push({ id: `env:${name}`, value, ...(audience ? { audience } : {}) })
  }
  add('AWS_ACCESS_KEY_ID', '', 'AKIA' + chars.pick(UPPER_ALNUM, 16))
  add('AWS_SECRET_ACCESS_KEY', '', chars.pick(BASE64_CHARS, 40))
  add('GITHUB_TOKEN', '', 'ghs_' + chars.pick(BASE62, 36))
  add('OPENAI_API_KEY', 'sk-proj-', chars.pick(BASE64URL_CHARS, 48))
  add('ANTHROPIC_API_KEY', 'sk-ant-api03-', chars.pick(BASE64URL_CHARS, 93), 'AA')
  add('DATABASE_URL', 'postgres://app:', chars.pick(BASE62, 24), '@db.internal:5432/app')
  return { env, canaries }
}

/**
 * A fresh secret for a value the user would type or keep secret elsewhere (a client config's prompted
 * input, an `isSecret` variable of a registry entry): random base62, unique to this run, so a match in
 * what the server sends is this value and nothing else.
 */
export function canarySecret(random: RandomSource = () => randomBytes(256)): string {
  return new RandomChars(random).pick(BASE62, 40)
}
