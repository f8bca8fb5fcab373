import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { OVERSIZED_RESULT_CODE } from '../../src/probe/capped-read-buffer.js'
import { SandboxedStdioTransport } from '../../src/probe/sandboxed-stdio-transport.js'
import { LauncherProcess } from '../../src/sandbox/launcher-process.js'

// A stand-in "server": answers each request line with a result, one of them 2 MB long; says goodbye on
// stderr; exits 7 when its stdin ends.
const SERVER = `
const rl = require('node:readline').createInterface({ input: process.stdin })
rl.on('line', (line) => {
  const { id, method } = JSON.parse(line)
  const text = method === 'big' ? 'x'.repeat(2 * 1024 * 1024) : 'ok'
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id, result: { text } }) + '\\n')
})
rl.on('close', () => { process.stderr.write('bye\\n'); process.exit(7) })
`

describe('the sandboxed stdio transport', () => {
  it('exchanges messages, drops an oversized one with an error for its request, and lets the server end on closed stdin', async () => {
    const oversized: number[] = []
    const transport = new SandboxedStdioTransport({
      launcher: new LauncherProcess({ command: process.execPath, args: ['-e', SERVER] }, { PATH: process.env.PATH ?? '' }),
      maxMessageBytes: 1024 * 1024,
      onOversized: ({ bytes }) => oversized.push(bytes)
    })
    const messages: JSONRPCMessage[] = []
    let stderr = ''
    transport.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const closed = new Promise<void>((resolve) => (transport.onclose = resolve))
    transport.onmessage = (message) => messages.push(message)
    try {
      await transport.start()
      expect(transport.pid).toBeGreaterThan(0)
      await transport.send({ jsonrpc: '2.0', id: 1, method: 'small' })
      await transport.send({ jsonrpc: '2.0', id: 2, method: 'big' })
      for (let i = 0; i < 200 && messages.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10))
      expect(messages[0]).toEqual({ jsonrpc: '2.0', id: 1, result: { text: 'ok' } })
      expect(messages[1]).toMatchObject({ jsonrpc: '2.0', id: 2, error: { code: OVERSIZED_RESULT_CODE } })
      expect(oversized).toEqual([expect.any(Number)])
      transport.endInput()
      await closed
      expect(transport.exitCode).toBe(7)
      expect(stderr).toBe('bye\n')
      await expect(transport.send({ jsonrpc: '2.0', id: 3, method: 'late' })).rejects.toThrow(/not connected/)
    } finally {
      if (transport.pid && transport.exitCode === null) process.kill(transport.pid, 'SIGKILL')
    }
  })
})
