import { silentLogger } from '../../src/logger.js'
import { CappedReadBuffer } from '../../src/probe/capped-read-buffer.js'
import { plainStdio } from '../../src/probe/probe-transport.js'
import { probeServer } from '../../src/probe/session.js'

// Where each call's answer ends in the server's stdout: the profile matches these byte counts with the
// server's traced writes (profile/phase-clock.ts), so they must be exact.

describe('stream positions of messages', () => {
  it('CappedReadBuffer: each message carries the byte count at the end of its line, newline, CR and bad lines included', () => {
    const buffer = new CappedReadBuffer(1024, () => undefined)
    const text = 'banner\n{"jsonrpc":"2.0","id":1,"result":{}}\n{"jsonrpc":"2.0","id":2,"result":{}}\r\n'
    const bytes = Buffer.from(text)
    for (let at = 0; at < bytes.length; at += 5) buffer.append(bytes.subarray(at, at + 5))
    expect(() => buffer.readMessage()).toThrow(SyntaxError)
    expect(buffer.lastEndsAt).toBe(7)
    expect(buffer.readMessage()).toMatchObject({ id: 1 })
    expect(buffer.lastEndsAt).toBe(44)
    expect(buffer.readMessage()).toMatchObject({ id: 2 })
    expect(buffer.lastEndsAt).toBe(82)
  })
})

// A stand-in server whose every message is known byte for byte: a log notification before each answer.
const NOTICE = '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"working"}}\n'
const SERVER = `
const out = (text) => process.stdout.write(text + '\\n')
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  const { id, method } = JSON.parse(line)
  if (id === undefined) return
  if (method === 'initialize') return out(JSON.stringify({ jsonrpc: '2.0', id, result: { protocolVersion: '2025-06-18', capabilities: { tools: {}, logging: {} }, serverInfo: { name: 's', version: '1' } } }))
  if (method === 'tools/list') return out(JSON.stringify({ jsonrpc: '2.0', id, result: { tools: [{ name: 'a', inputSchema: { type: 'object' } }, { name: 'b', inputSchema: { type: 'object' } }] } }))
  if (method === 'tools/call') { process.stdout.write(${JSON.stringify(NOTICE)}); return out(JSON.stringify({ jsonrpc: '2.0', id, result: { content: [] } })) }
  out(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }))
})
`

describe('the session over stdio', () => {
  it("records for each call the server's stdout byte count when it was sent and at the end of its answer", async () => {
    const result = await probeServer({
      transport: plainStdio({ command: process.execPath, args: ['-e', SERVER] }, process.env.PATH ?? ''),
      rootDir: process.cwd(),
      timeoutMs: 5_000,
      initializeTimeoutMs: 5_000,
      callsPerTool: 1,
      logger: silentLogger
    })
    const line = (value: unknown) => Buffer.byteLength(`${JSON.stringify(value)}\n`)
    const listed =
      line({
        jsonrpc: '2.0',
        id: 0,
        result: { protocolVersion: '2025-06-18', capabilities: { tools: {}, logging: {} }, serverInfo: { name: 's', version: '1' } }
      }) +
      line({
        jsonrpc: '2.0',
        id: 1,
        result: {
          tools: [
            { name: 'a', inputSchema: { type: 'object' } },
            { name: 'b', inputSchema: { type: 'object' } }
          ]
        }
      })
    const answer = Buffer.byteLength(NOTICE) + line({ jsonrpc: '2.0', id: 2, result: { content: [] } })
    expect(result.calls.map((call) => [call.name, call.stdout])).toEqual([
      ['a', { sentAt: listed, answeredAt: listed + answer }],
      ['b', { sentAt: listed + answer, answeredAt: listed + 2 * answer }]
    ])
  })
})
