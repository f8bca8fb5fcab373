import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { targetOf } from '../../src/serve/audit-tools.js'

// Which server a tool call names: a command (argv or one line), or an entry of a client config.

const dir = mkdtempSync(join(tmpdir(), 'serve-target-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function config(name: string, servers: Record<string, unknown>): string {
  const file = join(dir, name)
  writeFileSync(file, JSON.stringify({ mcpServers: servers }))
  return file
}

describe('targetOf', () => {
  it('takes an argv as given and splits a command line like a shell, without expansion', async () => {
    expect(await targetOf({ command: ['node', 'a b.js'] }, dir)).toEqual({
      command: ['node', 'a b.js'],
      env: {},
      cwd: undefined,
      serverName: undefined,
      configCanaries: []
    })
    expect((await targetOf({ command: "npx -y 'pkg@1.0.0' --flag" }, dir)).command).toEqual(['npx', '-y', 'pkg@1.0.0', '--flag'])
    await expect(targetOf({ command: 'node server.js | tee log' }, dir)).rejects.toThrow(/shell operators are not supported/)
  })

  it("takes a config's entry with its variables, the caller's over them, named after the entry", async () => {
    const file = config('claude_desktop_config.json', { notes: { command: 'node', args: ['notes.js'], env: { A: '1', B: '2' } } })
    expect(await targetOf({ config: file, env: { B: 'mine' } }, dir)).toMatchObject({
      command: ['node', 'notes.js'],
      env: { A: '1', B: 'mine' },
      serverName: 'notes'
    })
  })

  it('asks which entry when a config has several, and refuses an HTTP one', async () => {
    const file = config('.mcp.json', { one: { command: 'node', args: ['1.js'] }, two: { type: 'http', url: 'http://192.0.2.1/mcp' } })
    await expect(targetOf({ config: file }, dir)).rejects.toThrow(/declares 2 servers \(one, two\): pick one with server/)
    expect((await targetOf({ config: file, server: 'one' }, dir)).command).toEqual(['node', '1.js'])
    await expect(targetOf({ config: file, server: 'two' }, dir)).rejects.toThrow(/an HTTP server/)
  })

  it('wants exactly one of command and config', async () => {
    await expect(targetOf({}, dir)).rejects.toThrow(/either command .* or config/)
    await expect(targetOf({ command: 'node a.js', config: 'x.json' }, dir)).rejects.toThrow(/not both or neither/)
    await expect(targetOf({ command: 'node a.js', server: 'x' }, dir)).rejects.toThrow(/no config was given/)
  })
})
