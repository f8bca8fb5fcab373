import { CappedReadBuffer, OVERSIZED_RESULT_CODE, type OversizedLine } from '../../src/probe/capped-read-buffer.js'
import { boundDepth, DEPTH_MARKER_KEY } from '../../src/probe/bound-depth.js'

const CAP = 1024 * 1024

function reader() {
  const dropped: OversizedLine[] = []
  const buffer = new CappedReadBuffer(CAP, (line) => dropped.push(line))
  const drain = () => {
    const out: unknown[] = []
    for (;;) {
      try {
        const message = buffer.readMessage()
        if (message === null) return out
        out.push(message)
      } catch (error) {
        out.push(error)
      }
    }
  }
  return { buffer, dropped, drain }
}

function feed(buffer: CappedReadBuffer, text: string, chunk = 64 * 1024): void {
  const bytes = Buffer.from(text)
  for (let at = 0; at < bytes.length; at += chunk) buffer.append(bytes.subarray(at, at + chunk))
}

describe('CappedReadBuffer', () => {
  it('splits messages across and within chunks like the SDK buffer', () => {
    const { buffer, drain } = reader()
    feed(buffer, '{"jsonrpc":"2.0","id":1,"result":{}}\n{"jsonrpc":"2.0","id":2,', 7)
    feed(buffer, '"result":{"a":1}}\r\n', 3)
    expect(drain()).toEqual([
      { jsonrpc: '2.0', id: 1, result: {} },
      { jsonrpc: '2.0', id: 2, result: { a: 1 } }
    ])
  })

  it('reports a non-JSON line as a SyntaxError and goes on', () => {
    const { buffer, drain } = reader()
    feed(buffer, 'banner text\n{"jsonrpc":"2.0","id":3,"result":{}}\n')
    const [first, second] = drain()
    expect(first).toBeInstanceOf(SyntaxError)
    expect(second).toEqual({ jsonrpc: '2.0', id: 3, result: {} })
  })

  it('drops a 100 MB line quickly, answers its request id with an error, and keeps reading', () => {
    const { buffer, dropped, drain } = reader()
    const started = performance.now()
    buffer.append(Buffer.from('{"jsonrpc":"2.0","result":{"content":[{"type":"text","text":"'))
    const piece = Buffer.alloc(1 << 20, 'x')
    for (let i = 0; i < 100; i++) buffer.append(piece)
    buffer.append(Buffer.from('"}]},"id":42}\n{"jsonrpc":"2.0","id":43,"result":{}}\n'))
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(dropped).toEqual([{ bytes: expect.any(Number), id: 42 }])
    expect(dropped[0]?.bytes).toBeGreaterThan(100 * 1024 * 1024)
    expect(drain()).toEqual([
      { jsonrpc: '2.0', id: 42, error: { code: OVERSIZED_RESULT_CODE, message: expect.stringMatching(/dropped/) } },
      { jsonrpc: '2.0', id: 43, result: {} }
    ])
  })

  it('finds the id at the start of the line too, but not an "id" inside the result', () => {
    const big = 'y'.repeat(CAP + 10)
    const first = reader()
    feed(first.buffer, `{"jsonrpc":"2.0","id":"abc","result":{"t":"${big}"}}\n`)
    expect(first.dropped).toEqual([{ bytes: expect.any(Number), id: 'abc' }])
    const nested = reader()
    feed(nested.buffer, `{"jsonrpc":"2.0","result":{"t":"${big}","inner":{"id":9}}}\n`)
    expect(nested.dropped).toEqual([{ bytes: expect.any(Number), id: null }])
    expect(nested.drain()).toEqual([])
  })
})

describe('boundDepth', () => {
  it('cuts 100,000 nested levels to the limit without recursion, leaving a marker', () => {
    const text = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)
    const { value, cut } = boundDepth(JSON.parse(text), 64)
    expect(cut).toBe(true)
    const json = JSON.stringify(value)
    expect(json.split('{"a":').length - 1).toBe(64)
    expect(json).toContain(DEPTH_MARKER_KEY)
  })

  it('copies shallow values unchanged, with __proto__ as a plain key', () => {
    const input = JSON.parse('{"name":"t","inputSchema":{"type":"object","__proto__":{"x":1},"list":[1,{"b":null}]}}') as unknown
    expect(boundDepth(input)).toEqual({ value: input, cut: false })
    expect(Object.getPrototypeOf((boundDepth(input).value as { inputSchema: object }).inputSchema)).toBe(Object.prototype)
  })
})
