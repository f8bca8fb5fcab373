// Closed world = the server's own service. MCP's `openWorldHint: false` says a tool's domain of
// interaction is closed (a memory tool, as against web search), not that it never opens a socket: an API
// wrapper whose every tool calls the one service it was configured for stays inside that domain. What
// contradicts the hint is contact beyond it — telemetry, analytics, another API. The server's own service
// is decided here, from what the user configured it with and what it declares, in one table:
//
// | source | its hosts |
// | --- | --- |
// | an endpoint setting: a URL, `host:port` or host name in a variable or argument the user gave | that host and the names below it |
// | a credential named for a vendor: `BRAVE_API_KEY`, `--slack-token` | the vendor's domains: `brave` is `*.brave.com`, `*.brave.io`, …, `*.braveapi(s).com`, `*.bravehq.com` |
// | a credential named for no vendor (`API_KEY`, `--access-token`) | the vendor of the launched package (`@sentry/mcp-server` → sentry) |
// | a planted secret the server sent where it is meant to go (a kubeconfig's cluster) | that host |
// | the declaration: a URL or host name in the server's instructions, a tool's or a resource's text | that host and the names below it |
//
// Contact with its own service from a closed-world tool is info, with the reason; anything else stays
// the contradiction (network-rules.ts). Without a credential the package's name is no service: a server
// configured with nothing has none, so its telemetry is judged as before.

import type { Manifest, Observed } from '../model/index.js'
import { ipVersion } from '../model/ip-version.js'
import { reachedAudience } from './credential-audience.js'
import type { ServiceConfig } from './judge.js'
import { declarationWords } from './credential-purpose.js'

/** Words of a variable or flag name that mark it as a credential. */
const CREDENTIAL_WORDS = new Set(['key', 'token', 'secret', 'pat', 'pass', 'password', 'passwd', 'auth', 'credential', 'credentials', 'apikey', 'bearer'])
/** Words that name no vendor: kinds of credential, settings and the MCP plumbing. */
const GENERIC_WORDS = new Set([
  ...CREDENTIAL_WORDS,
  'api',
  'access',
  'personal',
  'private',
  'public',
  'bot',
  'app',
  'application',
  'client',
  'id',
  'team',
  'user',
  'username',
  'email',
  'org',
  'organization',
  'project',
  'workspace',
  'account',
  'site',
  'name',
  'url',
  'uri',
  'host',
  'endpoint',
  'base',
  'server',
  'service',
  'mcp',
  'modelcontextprotocol',
  'the',
  'env',
  'default',
  'read',
  'write',
  'only',
  'oauth',
  'refresh',
  'session',
  'connection',
  'string',
  'dsn',
  'db',
  'database',
  'npm',
  'js',
  'node',
  'cli'
])
/** Registrable labels that are a vendor's own API domain beside its name: `googleapis.com`, `braveapi.com`. */
const API_SUFFIXES = ['', 'api', 'apis', '-api', 'hq']
/** Public suffixes of two labels, so that `api.example.co.uk`'s vendor label is `example`. */
const TWO_LABEL_SUFFIXES = new Set(['co.uk', 'org.uk', 'ac.uk', 'com.au', 'net.au', 'co.jp', 'co.nz', 'com.br', 'co.in', 'com.cn', 'co.kr'])

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{1,62}$/
/** Top-level names common enough that a bare `name.tld` in a declaration is a host, not a file name. */
const HOST_TLDS = new Set(['com', 'org', 'net', 'io', 'dev', 'ai', 'app', 'co', 'gov', 'edu', 'cloud', 'so', 'sh', 'me', 'us', 'uk', 'de', 'example'])

function hostOfValue(value: string): string | null {
  const text = value.trim().toLowerCase()
  const url = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#\s]*@)?(\[[^\]]+\]|[^:/?#\s]+)/.exec(text)
  if (url) return (url[1] as string).replace(/^\[|\]$/g, '')
  const hostPort = /^([^:/\s]+):\d{1,5}$/.exec(text)
  if (hostPort) return hostPort[1] as string
  if (ipVersion(text) !== 0) return text
  return HOST_NAME.test(text) && text.split('.').length >= 3 ? text : null
}

/** The label a vendor owns: `brave` in `api.search.brave.com`, `example` in `api.example.co.uk`. */
function vendorLabel(host: string): string | null {
  if (ipVersion(host) !== 0) return null
  const labels = host.toLowerCase().replace(/\.$/, '').split('.')
  if (labels.length < 2) return null
  const suffix = labels.slice(-2).join('.')
  return (TWO_LABEL_SUFFIXES.has(suffix) ? labels.at(-3) : labels.at(-2)) ?? null
}

const below = (host: string, root: string): boolean => host === root || host.endsWith(`.${root}`)

export class OwnService {
  private readonly hosts = new Map<string, string>()
  private readonly vendors = new Map<string, string>()

  constructor(config: ServiceConfig | undefined, manifest: Manifest, observed: Observed) {
    if (config) this.readConfig(config)
    this.readDeclaration(manifest)
    for (const leak of observed.leaks) {
      if (reachedAudience(leak, observed) === null || leak.via !== 'socket') continue
      for (const entry of observed.network)
        if (leak.address === entry.address || leak.destination.startsWith(`${entry.address}:`))
          for (const name of entry.hostnames) this.addHost(name, `where ${leak.canary} is meant to go`)
    }
  }

  /** Why `host` is the server's own service, in words; null when it is not. */
  reason(host: string): string | null {
    const name = host.toLowerCase().replace(/\.$/, '')
    for (const [root, why] of this.hosts) if (below(name, root)) return why
    const label = vendorLabel(name)
    if (label === null) return null
    for (const [vendor, why] of this.vendors) if (API_SUFFIXES.some((suffix) => label === `${vendor}${suffix}`)) return why
    return null
  }

  private addHost(host: string, why: string): void {
    const name = host.toLowerCase().replace(/\.$/, '')
    if (!this.hosts.has(name)) this.hosts.set(name, why)
  }

  private readConfig({ env, argv, packageName }: ServiceConfig): void {
    let unnamedCredential: string | null = null
    const setting = (name: string, value: string, shown: string): void => {
      const host = value === '' ? null : hostOfValue(value)
      if (host !== null) this.addHost(host, `its configured endpoint (${shown})`)
      const words = declarationWords(name)
      if (!words.some((word) => CREDENTIAL_WORDS.has(word)) || value === '') return
      const vendors = words.filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word))
      for (const vendor of vendors) if (!this.vendors.has(vendor)) this.vendors.set(vendor, `the service of ${shown}`)
      if (vendors.length === 0) unnamedCredential ??= shown
    }
    for (const [name, value] of Object.entries(env)) setting(name, value, name)
    for (let index = 0; index < argv.length; index++) {
      const arg = argv[index] as string
      const flag = /^--?([a-zA-Z][\w-]*)(?:=(.*))?$/.exec(arg)
      if (flag) {
        const next = argv[index + 1] ?? ''
        const value = flag[2] ?? (next.startsWith('-') ? '' : next)
        setting(flag[1] as string, value, `--${flag[1]}`)
      } else {
        const host = hostOfValue(arg)
        if (host !== null) this.addHost(host, `its configured endpoint (an argument)`)
      }
    }
    if (unnamedCredential !== null && packageName !== undefined) {
      for (const vendor of declarationWords(packageName).filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word)))
        if (!this.vendors.has(vendor)) this.vendors.set(vendor, `the service of ${unnamedCredential as string} (${packageName})`)
    }
  }

  private readDeclaration(manifest: Manifest): void {
    const texts = [
      manifest.instructions,
      ...manifest.tools.map((tool) => tool.description),
      ...manifest.resources.flatMap((resource) => [resource.uri, resource.description]),
      ...manifest.resourceTemplates.map((template) => template.description)
    ]
    for (const text of texts) {
      if (typeof text !== 'string') continue
      for (const match of text.slice(0, 20_000).matchAll(/\bhttps?:\/\/([a-z0-9.-]+)|\b((?:[a-z0-9-]+\.)+([a-z]{2,}))\b/gi)) {
        const host = (match[1] ?? match[2] ?? '').toLowerCase()
        if (match[1] === undefined && !HOST_TLDS.has((match[3] ?? '').toLowerCase())) continue
        if (HOST_NAME.test(host)) this.addHost(host, `a host its declaration names (${host})`)
      }
    }
  }
}

export type { ServiceConfig } from './judge.js'
