import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { silentLogger } from '../../../src/logger.js'
import { DEFAULT_ATTACK_BUDGET, type AttackOptions } from '../../../src/probe/attack/attack-options.js'
import type { ProbeTransport, TransportFactory } from '../../../src/probe/probe-transport.js'
import { probeServer, type ProbeOptions } from '../../../src/probe/session.js'

// The attack stage in the session, over the SDK's in-memory transport: after the exercise and before the
// re-listing, each attack is an ordinary call record carrying its attack, one parameter of the tool's last
// successful arguments replaced; its answer is searched for canaries; a server that goes away under an
// attack ends the stage, recorded, and is no gap in the coverage.

function inMemory(server: McpServer, onTransport?: (transport: InMemoryTransport) => void): TransportFactory {
  return () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    void server.connect(serverSide)
    onTransport?.(serverSide)
    return Object.assign(clientSide, { pid: null, exitCode: null, endInput: () => void clientSide.close() }) satisfies ProbeTransport
  }
}

const attack = (): AttackOptions => ({
  markerPrefix: 'k3x9qa',
  context: {
    language: 'node',
    loopbackPort: 6379,
    outside: { home: '/home/alex', credential: '/home/alex/.ssh/id_rsa', siblings: [], links: [] }
  },
  budget: DEFAULT_ATTACK_BUDGET,
  canaries: {
    scan: (data) => (String(data).includes('CANARY-KEY') ? [{ canary: '~/.ssh/id_rsa', encoding: 'raw', bytes: [0, 10], within: 'file', of: 2602 }] : [])
  },
  answerFiles: ['~/.ssh/id_rsa']
})

const options = (server: McpServer, extra: Partial<ProbeOptions> = {}): ProbeOptions => ({
  transport: inMemory(server),
  rootDir: '/work/project',
  timeoutMs: 2_000,
  initializeTimeoutMs: 2_000,
  callsPerTool: 1,
  logger: silentLogger,
  attack: attack(),
  ...extra
})
const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] })

describe('the attack stage in the session', () => {
  it('calls each tool again with one parameter of its last successful arguments replaced, each call carrying its attack', async () => {
    const server = new McpServer({ name: 'notes', version: '1.0.0' })
    const seen: string[] = []
    server.registerTool('read_note', { inputSchema: { path: z.string(), limit: z.number() } }, async ({ path }) => {
      seen.push(path)
      return path.includes('id_rsa') ? text('-----BEGIN OPENSSH PRIVATE KEY----- CANARY-KEY') : text('a note')
    })
    const result = await probeServer(options(server))
    const ordinary = result.calls.filter((call) => !call.attack)
    const attacks = result.calls.filter((call) => call.attack)
    expect(ordinary.map((call) => call.name)).toEqual(['read_note'])
    expect(attacks).toHaveLength(8)
    expect(attacks.every((call) => call.name === 'read_note' && call.arguments?.limit === ordinary[0]?.arguments?.limit)).toBe(true)
    expect(attacks.map((call) => call.attack?.marker)).toEqual(attacks.map((_, at) => `k3x9qa${at.toString(36).padStart(2, '0')}`))
    expect(attacks[0]?.attack).toMatchObject({ parameter: 'path', role: 'path', class: 'path', technique: 'climb', target: '/home/alex/.ssh/id_rsa' })
    expect(seen.slice(1)).toEqual(attacks.map((call) => call.attack?.value))
    // iterations go on from the exercise's
    expect(attacks.map((call) => call.iteration)).toEqual(attacks.map((_, at) => at + 2))
    // the answers that held the aimed-at canary, by call: those whose value names the key as written
    const named = attacks.filter((call) => call.attack?.value.includes('id_rsa')).map((call) => call.id)
    expect(result.attack?.answers.map((answer) => answer.callId)).toEqual(named)
    expect(result.attack?.answers[0]?.canaries).toEqual(['~/.ssh/id_rsa bytes 0–10 of 2602'])
    expect(result.relisting?.tools.map((tool) => tool.name)).toEqual(['read_note'])
  })

  it('makes no attack call without its options', async () => {
    const server = new McpServer({ name: 'notes', version: '1.0.0' })
    server.registerTool('read_note', { inputSchema: { path: z.string() } }, async () => text('a note'))
    const { attack: _unused, ...withoutAttack } = options(server)
    const result = await probeServer(withoutAttack)
    expect(result.calls.filter((call) => call.attack)).toEqual([])
    expect(result.attack).toBeUndefined()
  })

  it('ends the stage when the server goes away under an attack: recorded, and no gap in the coverage', async () => {
    const server = new McpServer({ name: 'fragile', version: '1.0.0' })
    let serverSide: InMemoryTransport | null = null
    server.registerTool('lookup', { inputSchema: { name: z.string() } }, async ({ name }) => {
      if (name.startsWith('--')) await serverSide?.close()
      return text('found')
    })
    const result = await probeServer(options(server, { transport: inMemory(server, (transport) => (serverSide = transport)) }))
    const attacks = result.calls.filter((call) => call.attack)
    expect(attacks.at(-1)?.attack?.value).toMatch(/^--/)
    expect(result.attack?.stopped).toBe(`the server exited during the attack ${attacks.at(-1)?.attack?.technique} on lookup's name`)
    expect(result.attack?.planned).toBeGreaterThan(attacks.length)
    expect(result.gaps).toEqual([])
    expect(result.relisting).toBeNull()
  })
})
