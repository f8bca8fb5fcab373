// `--http URL` / `--transport` (action inputs `http`, `transport`): whether the server speaks MCP over
// HTTP, which flavour, and where. One decision for the CLI and the action.

export type HttpFlavour = 'streamable-http' | 'sse'
export type TransportChoice = 'stdio' | 'http' | 'sse'
export const TRANSPORT_CHOICES: readonly TransportChoice[] = ['stdio', 'http', 'sse']

export interface HttpSetting {
  flavour: HttpFlavour
  /** where the server listens (a started server) or is (a remote one); null: detect the port, path /mcp or /sse */
  url: string | null
}

/**
 * The HTTP setting, or null for a stdio server, or `{error}` naming what is wrong (without the flag's
 * name: the CLI and the action each prefix their own). A remote server (no command) needs a URL; a started
 * one is reached over plain http inside the sandbox.
 */
export function parseHttpSetting(url: string | null, transport: TransportChoice | null, hasCommand: boolean): HttpSetting | null | { error: string } {
  if (url === null) {
    if (transport === null || transport === 'stdio') return null
    if (!hasCommand) return { error: `transport ${transport} without a command needs the server's URL (--http URL)` }
    return { flavour: transport === 'sse' ? 'sse' : 'streamable-http', url: null }
  }
  if (transport === 'stdio') return { error: 'a URL was given, but the transport is stdio' }
  if (!URL.canParse(url)) return { error: `'${url}' is not a URL` }
  const parsed = new URL(url)
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { error: `'${url}' is not an http(s) URL` }
  if (hasCommand && parsed.protocol !== 'http:') return { error: `'${url}': a server the audit starts is reached over plain http inside the sandbox` }
  if (parsed.username || parsed.password) return { error: 'credentials in the URL are not supported' }
  const flavour = transport === 'sse' || (transport === null && /\/sse\/?$/.test(parsed.pathname)) ? 'sse' : 'streamable-http'
  return { flavour, url: parsed.href }
}

/** The port a started server listens on, from its URL (80 when the URL names none); null: detect it. */
export function httpPort(setting: HttpSetting): number | null {
  if (setting.url === null) return null
  const url = new URL(setting.url)
  return url.port === '' ? 80 : Number(url.port)
}
