import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CallRecord, SinkRecord } from '../../src/model/index.js'
import { readSinkLog } from '../../src/sandbox/sink-log.js'
import { placeSinkRecords } from '../../src/profile/sink-witness.js'
import { PhaseClock } from '../../src/profile/phase-clock.js'
import { TracedSourcePorts } from '../../src/profile/sink-sockets.js'

const dir = mkdtempSync(join(tmpdir(), 'mcp-behave-sink-log-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const call = (id: number, startedAt: number, endedAt: number): CallRecord => ({
  id,
  kind: 'tool',
  name: `tool_${id}`,
  iteration: 1,
  startedAt,
  endedAt,
  outcome: 'error-result'
})
const record = (at: number, sni: string): SinkRecord => ({
  at,
  address: '198.51.100.170',
  port: 443,
  sourcePort: 40000 + at,
  protocol: 'tls',
  bytesReceived: 387,
  sni,
  reply: 'tls-alert'
})

describe('readSinkLog', () => {
  it('puts each connection in the call it happened during when no traced socket matches, and keeps only lines that are records', async () => {
    const path = join(dir, 'sink.jsonl')
    const lines = [
      JSON.stringify(record(1_050, 'b.example')),
      'not json',
      JSON.stringify({ at: 'soon' }),
      JSON.stringify(record(1_010, 'a.example')),
      JSON.stringify(record(2_500, 'late.example')),
      '{"at":1,"addr'
    ]
    writeFileSync(path, lines.join('\n'))
    const seen = await readSinkLog(path)
    const ports = new TracedSourcePorts(new PhaseClock([call(0, 1_000, 1_020), call(1, 1_040, 1_100)], 2_000))
    const sink = placeSinkRecords(seen.records, (transport, sourcePort, at) => ports.place(transport, sourcePort, at))
    expect(sink.map((entry) => [entry.sni, entry.phase.kind === 'call' ? entry.phase.call.name : entry.phase.kind, entry.attributedBy])).toEqual([
      ['a.example', 'tool_0', 'time'],
      ['b.example', 'tool_1', 'time'],
      ['late.example', 'shutdown', 'time']
    ])
    expect(
      seen.text
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as SinkRecord).sni)
    ).toEqual(['b.example', 'a.example', 'late.example'])
    expect(seen.dropped).toBe(0)
  })

  it('reports nothing when the sink wrote nothing', async () => {
    expect(await readSinkLog(join(dir, 'missing.jsonl'))).toEqual({ text: '', records: [], dropped: 0, payloads: [] })
  })

  it('keeps decrypted request bytes out of the report records, for canary matching only', async () => {
    const path = join(dir, 'tls.jsonl')
    const record = {
      at: 5,
      address: '198.51.100.9',
      port: 443,
      sourcePort: 4,
      protocol: 'tls',
      bytesReceived: 500,
      sni: 'up.example',
      reply: 'tls-opened',
      status: 200,
      http: { method: 'POST', target: '/u', host: 'up.example' },
      payload: Buffer.from('POST /u HTTP/1.1\r\n\r\nsecret').toString('base64')
    }
    writeFileSync(path, JSON.stringify(record) + '\n')
    const seen = await readSinkLog(path)
    expect(seen.records[0]).not.toHaveProperty('payload')
    expect(seen.payloads).toEqual([
      { at: 5, transport: 'tcp', sourcePort: 4, destination: 'up.example:443 (TLS)', via: 'socket', data: Buffer.from('POST /u HTTP/1.1\r\n\r\nsecret') }
    ])
    expect(JSON.parse(seen.text) as SinkRecord).toHaveProperty('payload') // network.jsonl keeps it for a reviewer
  })

  it('gives each question of a DNS record (over TCP or UDP) to canary matching as a DNS name, not the wire bytes', async () => {
    const path = join(dir, 'dns.jsonl')
    const record = {
      at: 7,
      address: '203.0.113.53',
      port: 53,
      sourcePort: 41234,
      transport: 'tcp',
      protocol: 'dns',
      bytesReceived: 60,
      reply: 'dns',
      dns: [{ name: '2D2D2D2D.Exfil.example', type: 'A' }],
      payload: Buffer.from('wire').toString('base64')
    }
    const datagram = { ...record, at: 9, sourcePort: 41240, transport: 'udp', dns: [{ name: 'c0ffee.exfil.example', type: 'AAAA' }] }
    writeFileSync(path, JSON.stringify(record) + '\n' + JSON.stringify(datagram) + '\n')
    const seen = await readSinkLog(path)
    expect(seen.payloads).toEqual([
      { at: 7, transport: 'tcp', sourcePort: 41234, destination: '2d2d2d2d.exfil.example', via: 'dns', data: Buffer.from('2D2D2D2D.Exfil.example') },
      { at: 9, transport: 'udp', sourcePort: 41240, destination: 'c0ffee.exfil.example', via: 'dns', data: Buffer.from('c0ffee.exfil.example') }
    ])
  })
})
