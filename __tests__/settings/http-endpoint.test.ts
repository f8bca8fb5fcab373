import { httpPort, parseHttpSetting } from '../../src/settings/http-endpoint.js'
import { parseCliArgs, cliSettings } from '../../src/settings/cli-args.js'

describe('parseHttpSetting', () => {
  it('a stdio server unless a URL or an HTTP transport is given', () => {
    expect(parseHttpSetting(null, null, true)).toBeNull()
    expect(parseHttpSetting(null, 'stdio', true)).toBeNull()
  })
  it('streamable HTTP by default, SSE for a /sse path or --transport sse', () => {
    expect(parseHttpSetting('http://127.0.0.1:3001/mcp', null, true)).toEqual({ flavour: 'streamable-http', url: 'http://127.0.0.1:3001/mcp' })
    expect(parseHttpSetting('http://127.0.0.1:3001/sse', null, true)).toEqual({ flavour: 'sse', url: 'http://127.0.0.1:3001/sse' })
    expect(parseHttpSetting('http://127.0.0.1:3001/events', 'sse', true)).toEqual({ flavour: 'sse', url: 'http://127.0.0.1:3001/events' })
    expect(parseHttpSetting(null, 'http', true)).toEqual({ flavour: 'streamable-http', url: null })
  })
  it('refuses what cannot work, saying why', () => {
    expect(parseHttpSetting('https://127.0.0.1:3001/mcp', null, true)).toEqual({ error: expect.stringContaining('plain http inside the sandbox') })
    expect(parseHttpSetting('ftp://server.example/mcp', null, false)).toEqual({ error: expect.stringContaining('not an http(s) URL') })
    expect(parseHttpSetting('not a url', null, false)).toEqual({ error: expect.stringContaining('not a URL') })
    expect(parseHttpSetting('http://127.0.0.1/mcp', 'stdio', true)).toEqual({ error: expect.stringContaining('stdio') })
    expect(parseHttpSetting(null, 'http', false)).toEqual({ error: expect.stringContaining('needs the server') })
    expect(parseHttpSetting('https://user:pw@server.example/mcp', null, false)).toEqual({ error: expect.stringContaining('credentials') })
  })
  it('a remote server may be https', () => {
    expect(parseHttpSetting('https://server.example/mcp', null, false)).toEqual({ flavour: 'streamable-http', url: 'https://server.example/mcp' })
  })
  it('the port of a started server: from the URL, 80 when it names none', () => {
    expect(httpPort({ flavour: 'streamable-http', url: 'http://127.0.0.1:3001/mcp' })).toBe(3001)
    expect(httpPort({ flavour: 'streamable-http', url: 'http://localhost/mcp' })).toBe(80)
    expect(httpPort({ flavour: 'streamable-http', url: null })).toBeNull()
  })
})

describe('--http and --transport on the command line', () => {
  const defaults = { cwd: '/work', env: { HOME: '/home/u' }, homeTemplate: '/t' }
  it('a remote server is named by its URL', () => {
    const settings = cliSettings(parseCliArgs(['--http', 'https://server.example/mcp']), defaults)
    expect(settings.command).toEqual([])
    expect(settings.http).toEqual({ flavour: 'streamable-http', url: 'https://server.example/mcp' })
    expect(settings.identity).toMatch(/^https-server-example-mcp-[0-9a-f]{8}$/)
  })
  it('a bad value is one line naming the flag', () => {
    expect(() => cliSettings(parseCliArgs(['--http', 'https://127.0.0.1/mcp', 'node', 's.js']), defaults)).toThrow(/^--http: .*plain http/)
    expect(() => parseCliArgs(['--transport', 'ws', 'node', 's.js'])).toThrow("--transport: 'ws' is not one of stdio, http, sse")
  })
})
