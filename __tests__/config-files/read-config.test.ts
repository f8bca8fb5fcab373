import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { ConfigFileError } from '../../src/errors.js'
import { readConfigFile, serversFromConfigs, type ServerLaunch } from '../../src/config-files/read-config.js'
import { parseJsonc } from '../../src/config-files/jsonc.js'
import { REPO_ROOT } from '../helpers/run-cli.js'

const CONFIGS = join(REPO_ROOT, '__tests__', 'fixtures', 'configs')
const fixture = (...parts: string[]): string => join(CONFIGS, ...parts)
const stdio = (launch: ServerLaunch) => {
  if (launch.transport !== 'stdio') throw new Error(`expected stdio, got ${launch.transport}`)
  return launch
}

const scratch = mkdtempSync(join(tmpdir(), 'mcp-behave-test-configs-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('readConfigFile: one schema per client, format from shape and file name', () => {
  it.each([
    [['claude-desktop', 'claude_desktop_config.json'], 'claude-desktop', ['cd-notes']],
    [['claude-code', '.mcp.json'], 'claude-code', ['cc-notes', 'cc-remote']],
    [['cursor', '.cursor', 'mcp.json'], 'cursor', ['cursor-notes']],
    [['windsurf', '.codeium', 'windsurf', 'mcp_config.json'], 'windsurf', ['windsurf-notes', 'windsurf-remote']],
    [['vscode', '.vscode', 'mcp.json'], 'vscode', ['vscode-shell']],
    [['zed', '.zed', 'settings.json'], 'zed', ['zed-notes', 'zed-old']],
    [['codex', '.codex', 'config.toml'], 'codex', ['codex-leaky']]
  ])('%j is %s declaring %j', async (parts, format, names) => {
    const config = await readConfigFile(fixture(...parts))
    expect(config.format).toBe(format)
    expect(config.servers.map((server) => server.name)).toEqual(names)
    expect(config.problems).toEqual([])
  })

  it('reads the command line of each shape, Zed old and new, Codex tables', async () => {
    const zed = await readConfigFile(fixture('zed', '.zed', 'settings.json'))
    expect(zed.servers.map((server) => stdio(server.launch).command)).toEqual([
      ['node', 'targets/node/honest.mjs'],
      ['python3', 'targets/python/honest.py']
    ])
    const codex = await readConfigFile(fixture('codex', '.codex', 'config.toml'))
    const launch = stdio(codex.servers[0]!.launch)
    expect(launch.command).toEqual(['node', 'targets/node/leaky.mjs'])
    expect(launch.env.NOTES_LEVEL).toBe('3')
    // env_vars pass the user's variable through: the server gets a canary in its place
    expect(launch.env.NOTES_TOKEN).toBe(codex.servers[0]!.canaries.find((canary) => canary.id === 'config:env:NOTES_TOKEN')?.value)
  })

  it('gives VS Code prompted inputs canary values (same value everywhere), picks take their default', async () => {
    const config = await readConfigFile(fixture('vscode', '.vscode', 'mcp.json'))
    const [server] = config.servers
    const launch = stdio(server!.launch)
    expect(launch.command).toEqual(['node', 'targets/node/fixtures/shell-out.mjs', '--style', 'plain'])
    expect(server!.canaries.map((canary) => canary.id)).toEqual(['config:input:github-token'])
    expect(launch.env.GITHUB_TOKEN).toBe(server!.canaries[0]!.value)
    expect(launch.env.GITHUB_TOKEN).toMatch(/^[A-Za-z0-9]{40}$/)
    // a fresh value per read: nothing of the user's, nothing predictable
    const again = await readConfigFile(fixture('vscode', '.vscode', 'mcp.json'))
    expect(stdio(again.servers[0]!.launch).env.GITHUB_TOKEN).not.toBe(launch.env.GITHUB_TOKEN)
  })

  it("replaces the user's environment references with canaries, keeping defaults (${VAR:-x}) and ${env:X}", async () => {
    const cc = await readConfigFile(fixture('claude-code', '.mcp.json'))
    const launch = stdio(cc.servers[0]!.launch)
    expect(launch.env.NOTES_MODE).toBe('plain')
    expect(launch.env.NOTES_API_KEY).toBe(cc.servers[0]!.canaries.find((canary) => canary.id === 'config:env:NOTES_API_KEY')?.value)
    expect(cc.servers[1]!.launch).toEqual({ transport: 'http', url: 'https://notes.example/mcp' })
    const windsurf = await readConfigFile(fixture('windsurf', '.codeium', 'windsurf', 'mcp_config.json'))
    expect(stdio(windsurf.servers[0]!.launch).env.NOTES_TOKEN).toBe(windsurf.servers[0]!.canaries[0]!.value)
    expect(windsurf.servers[1]!.launch).toEqual({ transport: 'http', url: 'https://remote.example/mcp' })
  })

  it('resolves ${workspaceFolder} and relative cwd against the project that holds .vscode/', async () => {
    const project = join(scratch, 'project')
    const file = join(project, '.vscode', 'mcp.json')
    mkdirSync(join(project, '.vscode'), { recursive: true })
    writeFileSync(file, JSON.stringify({ servers: { local: { command: 'node', args: ['${workspaceFolder}/server.js'], cwd: 'sub' } } }))
    const launch = stdio((await readConfigFile(file)).servers[0]!.launch)
    expect(launch.command).toEqual(['node', `${project}/server.js`])
    expect(launch.cwd).toBe(join(project, 'sub'))
  })
})

describe('bad entries: one line each, naming file and key', () => {
  it('lists every bad entry and keeps the good ones', async () => {
    const file = fixture('bad', 'mcp.json')
    const config = await readConfigFile(file)
    expect(config.servers.map((server) => server.name)).toEqual(['fine'])
    expect(config.problems.map((problem) => problem.line)).toEqual([
      `${file}: mcpServers.numbered.command: Invalid input: expected string, received number`,
      `${file}: mcpServers.stringy-args.args: Invalid input: expected array, received string`,
      `${file}: mcpServers.nothing.command: required (or a url for an HTTP server)`
    ])
  })

  it('refuses a run that picks a bad entry, and runs one that picks only good ones', async () => {
    const file = fixture('bad', 'mcp.json')
    await expect(serversFromConfigs([file], [])).rejects.toThrow(ConfigFileError)
    await expect(serversFromConfigs([file], ['numbered'])).rejects.toThrow(
      `${file}: mcpServers.numbered.command: Invalid input: expected string, received number`
    )
    expect((await serversFromConfigs([file], ['fine'])).map((server) => server.name)).toEqual(['fine'])
    await expect(serversFromConfigs([file], ['absent'])).rejects.toThrow(
      /--server absent: no such server in .* \(declared: fine, numbered, stringy-args, nothing\)/
    )
  })

  it('names a file that is not a config, and one that does not parse', async () => {
    const other = join(scratch, 'settings.json')
    writeFileSync(other, '{"editor.fontSize": 14}')
    await expect(readConfigFile(other)).rejects.toThrow(`--config ${other}: not an MCP client config`)
    const broken = join(scratch, 'broken.json')
    writeFileSync(broken, '{"mcpServers": {')
    await expect(readConfigFile(broken)).rejects.toThrow(new RegExp(`^--config ${broken}: not valid JSON`))
    const toml = join(scratch, 'config.toml')
    writeFileSync(toml, '[mcp_servers.x\ncommand = 1')
    await expect(readConfigFile(toml)).rejects.toThrow(new RegExp(`^--config ${toml}: not valid TOML`))
  })

  it('refuses the same server name declared in two configs', async () => {
    const a = fixture('claude-desktop', 'claude_desktop_config.json')
    const copy = join(scratch, 'claude_desktop_config.json')
    writeFileSync(copy, JSON.stringify({ mcpServers: { 'cd-notes': { command: 'node' } } }))
    await expect(serversFromConfigs([a, copy], [])).rejects.toThrow(
      `${copy}: mcpServers.cd-notes: the name cd-notes is also declared at ${a}: mcpServers.cd-notes`
    )
  })
})

describe('parseJsonc', () => {
  it('drops comments and trailing commas outside strings only', () => {
    expect(parseJsonc('{"a": "x // not a comment", /* c */ "b": [1, 2,], // end\n "c": "/* kept */",}')).toEqual({
      a: 'x // not a comment',
      b: [1, 2],
      c: '/* kept */'
    })
    expect(parseJsonc('{"q": "say \\"hi\\", // still text"}')).toEqual({ q: 'say "hi", // still text' })
  })
})
