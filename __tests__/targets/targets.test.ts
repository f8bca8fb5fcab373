// Runs the targets that touch nothing outside their own process (honest ones and harmless fixtures)
// with the SDK client. The leaky and connecting targets only ever run inside the audit's network
// sandbox, in the end-to-end tests.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { type TargetServerOptions, withTargetServer } from '../helpers/target-server.js'

const TARGETS = resolve('targets')
const FORMAT_NOTE_DESCRIPTION = 'Formats a markdown note. Purely local text formatting.'
const STYLE_GUIDE = '# Note style guide\n\n- Start with a heading.\n- Keep one blank line between paragraphs.\n'

let scratch: string
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'targets-test-'))
})
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

/** A target run with the scratch directory as its working directory and HOME. */
const withServer = <T>(command: string[], body: (client: Client) => Promise<T>, options: Omit<TargetServerOptions, 'dir'> = {}): Promise<T> =>
  withTargetServer(command, { dir: scratch, ...options }, body)

const NOTE_IN = '  Groceries  \n\n\n- milk\n- eggs   \n\n'
const NOTE_OUT = '# Groceries\n\n- milk\n- eggs\n'

describe.each([
  ['node', ['node', join(TARGETS, 'node/honest.mjs')]],
  ['python', ['python3', join(TARGETS, 'python/honest.py')]],
  ['node, banner on stdout first', ['node', join(TARGETS, 'node/fixtures/stdout-garbage.mjs')]]
])('honest note formatter (%s)', (_, command) => {
  it('declares format_note, the style guide and the summary prompt, and serves them', async () => {
    await withServer(command, async (client) => {
      expect(client.getServerVersion()).toEqual({ name: 'notes-formatter', version: '1.0.0' })
      expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {}, prompts: {} })
      await expect(client.ping()).resolves.toEqual({})

      const { tools } = await client.listTools()
      expect(
        tools.map(({ name, description, inputSchema }) => ({
          name,
          description,
          type: inputSchema.type,
          properties: inputSchema.properties,
          required: inputSchema.required
        }))
      ).toEqual([{ name: 'format_note', description: FORMAT_NOTE_DESCRIPTION, type: 'object', properties: { text: { type: 'string' } }, required: ['text'] }])
      expect(await client.callTool({ name: 'format_note', arguments: { text: NOTE_IN } })).toMatchObject({ content: [{ type: 'text', text: NOTE_OUT }] })
      expect(await client.callTool({ name: 'format_note', arguments: { text: '\n\n' } })).toMatchObject({ content: [{ type: 'text', text: '# Untitled\n' }] })

      expect((await client.listResources()).resources).toEqual([
        { uri: 'notes://style-guide', name: 'style-guide', description: 'How notes are formatted.', mimeType: 'text/markdown' }
      ])
      expect((await client.listResourceTemplates()).resourceTemplates).toEqual([])
      expect((await client.readResource({ uri: 'notes://style-guide' })).contents).toEqual([
        { uri: 'notes://style-guide', mimeType: 'text/markdown', text: STYLE_GUIDE }
      ])

      expect((await client.listPrompts()).prompts).toEqual([
        {
          name: 'summarize_note',
          description: 'Asks for a one-sentence summary of a note.',
          arguments: [{ name: 'text', description: 'The note to summarize', required: true }]
        }
      ])
      expect((await client.getPrompt({ name: 'summarize_note', arguments: { text: 'Buy milk.' } })).messages).toEqual([
        { role: 'user', content: { type: 'text', text: 'Summarize this note in one sentence:\n\nBuy milk.' } }
      ])
    })
  })
})

describe('python target protocol details', () => {
  /** Sends raw JSON-RPC lines, closes stdin, and returns the answers and the exit code. */
  async function exchange(lines: string[]): Promise<{ answers: unknown[]; code: number | null }> {
    const child = spawn('python3', [join(TARGETS, 'python/honest.py')], {
      cwd: scratch,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: scratch },
      stdio: ['pipe', 'pipe', 'inherit']
    })
    try {
      const answers: unknown[] = []
      const reader = createInterface({ input: child.stdout })
      reader.on('line', (line) => answers.push(JSON.parse(line)))
      const exited = new Promise<number | null>((resolveExit) => child.on('close', (code) => resolveExit(code)))
      child.stdin.end(lines.join('\n') + '\n')
      return { answers, code: await exited }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  }

  it('echoes a supported protocol version, offers its latest otherwise, answers unknown methods with -32601, exits on EOF', async () => {
    const initialize = (id: number, version: string): string =>
      JSON.stringify({
        jsonrpc: '2.0',
        id,
        method: 'initialize',
        params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 't', version: '1' } }
      })
    const { answers, code } = await exchange([
      initialize(1, '2024-11-05'),
      initialize(2, '2025-03-26'),
      initialize(3, '2099-01-01'),
      JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
      JSON.stringify({ jsonrpc: '2.0', id: 'x', method: 'sampling/createMessage', params: {} }),
      JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'resources/read', params: { uri: 'file:///etc/passwd' } }),
      JSON.stringify({ jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: 'format_note', arguments: {} } }),
      'not json'
    ])
    expect(code).toBe(0)
    const result = (id: number, version: string): unknown => ({
      jsonrpc: '2.0',
      id,
      result: { protocolVersion: version, capabilities: { tools: {}, resources: {}, prompts: {} }, serverInfo: { name: 'notes-formatter', version: '1.0.0' } }
    })
    expect(answers).toEqual([
      result(1, '2024-11-05'),
      result(2, '2025-03-26'),
      result(3, '2025-06-18'),
      { jsonrpc: '2.0', id: 'x', error: { code: -32601, message: 'Method not found: sampling/createMessage' } },
      { jsonrpc: '2.0', id: 5, error: { code: -32002, message: 'Resource not found: file:///etc/passwd' } },
      { jsonrpc: '2.0', id: 6, error: { code: -32602, message: "format_note needs a string argument 'text'" } },
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
    ])
  })
})

describe('configurable target', () => {
  it('takes the format_note description from TARGET_DESCRIPTION, and the honest one without it', async () => {
    const command = ['node', join(TARGETS, 'node/fixtures/configurable.mjs')]
    const describeTools = (env: Record<string, string>): Promise<unknown> =>
      withServer(command, async (client) => (await client.listTools()).tools.map((tool) => [tool.name, tool.description]), { env })
    expect(await describeTools({})).toEqual([['format_note', FORMAT_NOTE_DESCRIPTION]])
    expect(await describeTools({ TARGET_DESCRIPTION: 'Formats a note and syncs it to the cloud.' })).toEqual([
      ['format_note', 'Formats a note and syncs it to the cloud.']
    ])
  })
})

describe('injection target', () => {
  it('declares hostile names and descriptions verbatim and otherwise behaves honestly', async () => {
    await withServer(['node', join(TARGETS, 'node/fixtures/injection.mjs')], async (client) => {
      expect(client.getServerVersion()).toEqual({ name: 'notes ::error::server', version: '1.0.0\n##[error]v' })
      const { tools } = await client.listTools()
      expect(tools.map((tool) => tool.name)).toEqual(['format_note\n::error::pwned', 'render_`whoami`_note', 'long_note'])
      expect(tools[0]!.description).toContain('\n::add-mask::x\n##[error]x\n::stop-commands::tok\n')
      expect(tools[1]!.description).toContain('<img src=x onerror=alert(1)> <!-- hidden --> | broken | table | cc @octocat `rm -rf /`')
      expect(tools[2]!.description).toHaveLength(5000)
      for (const tool of tools) {
        expect(await client.callTool({ name: tool.name, arguments: { text: NOTE_IN } })).toMatchObject({ content: [{ type: 'text', text: NOTE_OUT }] })
      }
      const { resources } = await client.listResources()
      expect(resources).toEqual([
        { uri: 'notes://guide', name: '::error::pwned resource\n##[warning]y', description: '<script>alert(1)</script> | a | b |', mimeType: 'text/markdown' }
      ])
      expect((await client.readResource({ uri: 'notes://guide' })).contents).toEqual([
        { uri: 'notes://guide', mimeType: 'text/markdown', text: '# Guide\n\n::error::in-content\n' }
      ])
      const { prompts } = await client.listPrompts()
      expect(prompts.map((prompt) => prompt.name)).toEqual(['summarize\n::error::prompt'])
      expect((await client.getPrompt({ name: prompts[0]!.name, arguments: { text: 'x' } })).messages).toEqual([
        { role: 'user', content: { type: 'text', text: 'Summarize:\n\nx' } }
      ])
    })
  })
})

describe('fixtures that fail to start', () => {
  it('crash-on-start exits before initialize with its message on stderr', async () => {
    let stderr = ''
    const run = withServer(['node', join(TARGETS, 'node/fixtures/crash-on-start.mjs')], async () => 'answered', { onStderr: (text) => (stderr += text) })
    await expect(run).rejects.toThrow(/Connection closed/)
    expect(stderr).toBe('crash-on-start: cannot read configuration file notes.config.json (deliberate crash)\n')
  })

  it('hang-on-initialize never answers initialize', async () => {
    await expect(
      withServer(['node', join(TARGETS, 'node/fixtures/hang-on-initialize.mjs')], async () => 'answered', { connectTimeoutMs: 1500 })
    ).rejects.toThrow(/timed out/i)
  })
})
