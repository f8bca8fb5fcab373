import type { CallRecord } from '../../src/model/index.js'
import { sightingsOf } from '../../src/engine/passes/witness-keys.js'

const call = (id: number, name: string, iteration: number, startedAt: number, args: Record<string, unknown> = {}): CallRecord => ({
  id,
  kind: 'tool',
  name,
  iteration,
  arguments: args,
  startedAt,
  endedAt: startedAt + 5,
  outcome: 'ok'
})
const noCanaries = { scan: () => [], hasFile: () => false }
const roots = { home: '/home/robin', cwd: '/work/project', machineName: 'robin-devbox', userName: 'robin' }

describe('what a pass without strace saw, as stable keys', () => {
  it('keys connections, DNS names, canaries, canary-file reads (not the home files the server keeps itself) and home writes, each in the call whose window holds it', () => {
    const seen = sightingsOf({
      sink: {
        records: [{ at: 1_050, address: '198.51.100.27', port: 80, sourcePort: 40000, protocol: 'http', bytesReceived: 10, reply: 'http' }],
        payloads: [
          { at: 1_050, transport: 'tcp', sourcePort: 40000, destination: '198.51.100.27:80', via: 'socket', data: Buffer.from('secret') },
          { at: 2_010, transport: 'udp', sourcePort: 40001, destination: '3f9a7c2e5b1d4a68e0ff.cdn.example', via: 'dns', data: Buffer.from('x') }
        ]
      },
      canaryWatch: [
        { at: 990, event: 'read-only-open', path: '.ssh/id_rsa' },
        // npm's own cache, written in the home by the server itself: no canary file
        { at: 1_020, event: 'read-only-open', path: '.npm/_cacache/index-v5/ff/ff/9183' }
      ],
      changes: [
        { path: '/home/robin/.bashrc', change: 'modified', kind: 'file' },
        { path: '/work/project/out.txt', change: 'created', kind: 'file' }
      ],
      calls: [call(1, 'format_note', 1, 1_000), call(2, 'lookup', 1, 2_000)],
      canaries: {
        scan: (data: Buffer | string) =>
          String(data) === 'secret' ? [{ canary: '~/.env', encoding: 'raw' as const, piece: [0, 6] as [number, number], within: 'value' as const }] : [],
        hasFile: (id: string) => id === '~/.ssh/id_rsa' || id === '~/.env'
      } as never,
      roots
    })
    expect([...seen.values()]).toEqual([
      { key: 'connect 198.51.100.27:80', witness: 'sink', canary: false, tool: 'format_note', iteration: 1 },
      { key: 'send canary ~/.env', witness: 'sink', canary: true, tool: 'format_note', iteration: 1 },
      { key: 'dns *.cdn.example', witness: 'sink', canary: false, tool: 'lookup', iteration: 1 },
      { key: 'read ~/.ssh/id_rsa', witness: 'canary-watch', canary: true },
      { key: 'write ~/.bashrc', witness: 'file-changes', canary: false }
    ])
  })

  it('leaves out hosts and files the calls themselves named', () => {
    const seen = sightingsOf({
      sink: {
        records: [{ at: 1_050, address: '192.0.2.1', port: 443, sourcePort: 1, protocol: 'tls', bytesReceived: 1, reply: 'tls-opened', sni: 'docs.example' }],
        payloads: []
      },
      canaryWatch: [],
      changes: [{ path: '/home/robin/notes/todo-1.md', change: 'created', kind: 'file' }],
      calls: [call(1, 'fetch', 1, 1_000, { url: 'https://docs.example/a', path: '~/notes/todo-1.md' })],
      canaries: noCanaries,
      roots
    })
    expect([...seen.keys()]).toEqual([])
  })
})
