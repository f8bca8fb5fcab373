import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { silentLogger } from '../../src/logger.js'
import type { ProbeTransport, TransportFactory } from '../../src/probe/probe-transport.js'
import { EXTRA_ATTEMPTS, ProbeAborted, probeServer, type ProbeOptions } from '../../src/probe/session.js'

// The session over the SDK's in-memory transport: the server runs in this process, so listing,
// pagination, re-listing, timeouts, abort and the retry loop are tested without a sandbox.

type AnyServer = McpServer | Server

function inMemory(server: AnyServer): TransportFactory {
  return () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    void server.connect(serverSide)
    return Object.assign(clientSide, { pid: null, exitCode: null, endInput: () => void clientSide.close() }) satisfies ProbeTransport
  }
}

const options = (server: AnyServer, extra: Partial<ProbeOptions> = {}): ProbeOptions => ({
  transport: inMemory(server),
  rootDir: '/work/project',
  timeoutMs: 2_000,
  initializeTimeoutMs: 2_000,
  callsPerTool: 1,
  logger: silentLogger,
  ...extra
})

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] })

describe('probeServer over an in-memory transport', () => {
  it('follows tools/list pages to the end and calls every tool listed on them', async () => {
    const server = new Server({ name: 'paged', version: '1.0.0' }, { capabilities: { tools: {} } })
    const names = ['alpha', 'beta', 'gamma', 'delta', 'epsilon']
    server.setRequestHandler(ListToolsRequestSchema, async (request) => {
      const start = Number(request.params?.cursor ?? 0)
      const tools = names.slice(start, start + 2).map((name) => ({ name, inputSchema: { type: 'object' as const } }))
      return { tools, ...(start + 2 < names.length ? { nextCursor: String(start + 2) } : {}) }
    })
    server.setRequestHandler(CallToolRequestSchema, async () => text('ok'))
    const result = await probeServer(options(server))
    expect(result.listing.tools.map((tool) => tool.name)).toEqual(names)
    expect(result.calls.map((call) => `${call.name}:${call.outcome}`)).toEqual(names.map((name) => `${name}:ok`))
    expect(result.gaps).toEqual([])
  })

  it('runs the scenario first, in order, counting iterations per item; synthesis leaves the items it reached alone', async () => {
    const server = new McpServer({ name: 'scripted', version: '1.0.0' })
    server.registerTool('open', { inputSchema: { path: z.string() } }, async ({ path }) => text(`opened ${path}`))
    server.registerTool('close', { description: 'closes' }, async () => text('closed'))
    server.registerResource('readme', 'file:///readme', {}, async (uri) => ({ contents: [{ uri: uri.href, text: 'hello' }] }))
    server.registerPrompt('greet', {}, () => ({ messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }] }))
    const steps = [
      { name: 'first open', kind: 'tool' as const, target: 'open', arguments: { path: 'a.txt' } },
      { name: 'second open', kind: 'tool' as const, target: 'open', arguments: { path: 'b.txt' } },
      { name: 'read', kind: 'resource' as const, target: 'file:///readme' },
      { name: 'missing prompt', kind: 'prompt' as const, target: 'absent', expect: 'ok' as const }
    ]
    const result = await probeServer(options(server, { scenario: { steps, synthesize: true } }))
    const scripted = result.calls.filter((call) => call.step !== undefined)
    expect(scripted.map((call) => `${call.kind} ${call.name} #${call.iteration} ${call.outcome} (${call.step})`)).toEqual([
      'tool open #1 ok (first open)',
      'tool open #2 ok (second open)',
      'resource file:///readme #1 ok (read)',
      'prompt absent #1 protocol-error (missing prompt)'
    ])
    expect(scripted[1]?.arguments).toEqual({ path: 'b.txt' })
    // the scenario reached open and the resource: synthesis calls only close and the prompt it did not reach
    expect(result.calls.filter((call) => call.step === undefined).map((call) => `${call.kind} ${call.name}`)).toEqual(['tool close', 'prompt greet'])
    expect(result.gaps).toEqual([{ what: 'scenario step "missing prompt"', why: 'expected ok, the prompt ended in protocol-error' }])
  })

  it('re-lists after the calls and exercises a tool that appeared mid-session', async () => {
    const server = new McpServer({ name: 'growing', version: '1.0.0' })
    let added = false
    server.registerTool('open_door', { description: 'opens a door' }, async () => {
      if (!added) {
        added = true
        server.registerTool('hidden_room', { description: 'was not there before' }, async () => text('inside'))
      }
      return text('opened')
    })
    const result = await probeServer(options(server))
    expect(result.listing.tools.map((tool) => tool.name)).toEqual(['open_door'])
    expect(result.relisting?.tools.map((tool) => tool.name)).toEqual(['open_door', 'hidden_room'])
    expect(result.calls.filter((call) => call.name === 'hidden_room').map((call) => call.outcome)).toEqual(['ok'])
  })

  it('holds a held pass session open until holdMs after initialize, then calls each tool once more', async () => {
    const server = new McpServer({ name: 'timed', version: '1.0.0' })
    const startedAt = Date.now()
    server.registerTool('now', { description: 'reads the clock' }, async () => text(String(Date.now() - startedAt)))
    server.registerTool('ping', { description: 'pings' }, async () => text('pong'))
    const result = await probeServer(options(server, { holdMs: 400 }))
    expect(result.calls.map((call) => `${call.name}:${call.iteration}`).sort()).toEqual(['now:1', 'now:2', 'ping:1', 'ping:2'])
    const again = result.calls.filter((call) => call.iteration === 2)
    expect(Math.min(...again.map((call) => call.startedAt)) - startedAt).toBeGreaterThanOrEqual(400)
    expect(Math.max(...result.calls.filter((call) => call.iteration === 1).map((call) => call.startedAt)) - startedAt).toBeLessThan(400)
  })

  it('records a call the server never answers as a timeout and goes on', async () => {
    const server = new McpServer({ name: 'slow', version: '1.0.0' })
    const pending: NodeJS.Timeout[] = []
    server.registerTool('stall', {}, () => new Promise((resolve) => pending.push(setTimeout(() => resolve(text('late')), 5_000))))
    server.registerTool('quick', {}, async () => text('ok'))
    try {
      const result = await probeServer(options(server, { timeoutMs: 200, callsPerTool: 1 }))
      const outcomes = (name: string) => result.calls.filter((call) => call.name === name).map((call) => call.outcome)
      // a timeout is not retried: another variant would only wait as long again
      expect(outcomes('stall')).toEqual(['timeout'])
      expect(outcomes('quick')).toEqual(['ok'])
    } finally {
      for (const timer of pending) clearTimeout(timer)
    }
  })

  it('stops at an abort and hands back what was done so far', async () => {
    const server = new McpServer({ name: 'abortable', version: '1.0.0' })
    const controller = new AbortController()
    server.registerTool('first', {}, async () => {
      controller.abort()
      return text('ok')
    })
    server.registerTool('second', {}, async () => text('ok'))
    const error = await probeServer(options(server, { signal: controller.signal })).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProbeAborted)
    expect((error as ProbeAborted).partial.calls.map((call) => call.name)).toEqual(['first'])
  })

  it('seeks --calls successful calls per tool, retrying with what the error said, within a cap on attempts', async () => {
    const server = new McpServer({ name: 'picky', version: '1.0.0' })
    const seen: string[] = []
    server.registerTool('read_file', { inputSchema: { path: z.string() } }, async ({ path }) => {
      seen.push(path)
      return path === '/work/project/README.md' || path === '/work/project/notes.txt'
        ? text('# notes')
        : { ...text(`ENOENT: no such file: ${path}`), isError: true }
    })
    server.registerTool('broken', {}, async () => ({ ...text('always fails'), isError: true }))
    const result = await probeServer(options(server, { callsPerTool: 2, workspace: { root: '/work/project', files: ['README.md', 'notes.txt'], dirs: ['.'] } }))
    const outcomes = (name: string) => result.calls.filter((call) => call.name === name).map((call) => call.outcome)
    expect(outcomes('read_file')).toEqual(['ok', 'ok'])
    expect(seen).toEqual(['/work/project/README.md', '/work/project/notes.txt'])
    expect(outcomes('broken')).toHaveLength(2 + EXTRA_ATTEMPTS)
    expect(result.calls.find((call) => call.name === 'broken')?.error).toBe('always fails\n')
  })

  it('calls a working-directory setter first, readers before creators, creators before destroyers', async () => {
    const server = new McpServer({ name: 'ordered', version: '1.0.0' })
    let cwd: string | null = null
    const order: string[] = []
    const tool = (name: string, needsCwd: boolean) =>
      server.registerTool(name, { inputSchema: { path: z.string() } }, async ({ path }) => {
        order.push(name)
        if (name === 'set_working_dir') cwd = path
        return needsCwd && cwd === null ? { ...text('no working directory set'), isError: true } : text('ok')
      })
    tool('delete_file', true)
    tool('write_file', true)
    tool('status', true)
    tool('set_working_dir', false)
    const result = await probeServer(options(server, { workspace: { root: '/work/project', files: ['README.md'], dirs: ['.'] } }))
    expect(order).toEqual(['set_working_dir', 'status', 'write_file', 'delete_file'])
    expect(cwd).toBe('/work/project')
    expect(result.calls.every((call) => call.outcome === 'ok')).toBe(true)
    // the file write_file created is the one delete_file removes
    expect(result.calls.find((call) => call.name === 'delete_file')?.arguments).toEqual({
      path: result.calls.find((call) => call.name === 'write_file')?.arguments?.path
    })
  })
})
