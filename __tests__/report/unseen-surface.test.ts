import type { ObservedNetwork, Phase, SinkRecord } from '../../src/model/index.js'
import { sinkIPv4For, sinkIPv6For } from '../../src/model/sink-address.js'
import type { ProbeResult } from '../../src/probe/types.js'
import { judgeRun } from '../../src/report/judge-run.js'
import { emptyProbe, sinkHosts, unseenSurface } from '../../src/report/unseen-surface.js'
import { emptyObserved } from '../helpers/empty-observed.js'

// An audit that cannot see the surface says so (issue 43): an incomplete audit, exit 1, not a high.

const STARTUP: Phase = { kind: 'startup' }
const contact = (name: string): ObservedNetwork => ({
  family: 'inet',
  protocol: 'tcp',
  address: '198.51.100.9',
  port: 443,
  loopback: false,
  syscall: 'connect',
  succeeded: true,
  bytesSent: 0,
  hostnames: [name],
  count: 1,
  phases: [STARTUP],
  traceLines: [5]
})
const listingFailed: ProbeResult = {
  ...emptyProbe(''),
  gaps: [
    { what: 'tools/list', why: 'failed: -32603: MCP error -32603: Content API returned no data' },
    { what: 're-listing tools/list', why: 'failed: -32603: MCP error -32603: Content API returned no data' }
  ]
}
const judge = (probe: ProbeResult, network: ObservedNetwork[]) => {
  const observed = { ...emptyObserved(), network }
  const unseen = unseenSurface(probe, observed)
  return judgeRun({
    rules: {
      observed,
      manifest: { sha256: 'm', tools: [], resources: [], resourceTemplates: [], prompts: [] },
      policy: null,
      rugPull: { status: 'new', identity: 'x', currentSha256: 'm', changes: [], duringSession: [] },
      home: '/home/dana'
    },
    probe,
    minCoverage: null,
    failOn: 'high',
    incomplete: unseen?.reason ?? null,
    unseenGaps: unseen?.gaps ?? [],
    interrupted: false
  })
}

describe('an audit that cannot see the surface', () => {
  it('tools/list failing after the server reached its service: incomplete (exit 1), naming the host; no high', () => {
    const unseen = unseenSurface(listingFailed, { network: [contact('content.vendor.example')], dns: [] })
    expect(unseen?.reason).toMatch(
      /^tools\/list failed after the server contacted content\.vendor\.example: .* --network host to let it reach content\.vendor\.example$/
    )
    const judged = judge(listingFailed, [contact('content.vendor.example')])
    expect(judged.exitCode).toBe(1)
    expect(judged.findings.filter((finding) => finding.rule === 'not-exercised').map((finding) => [finding.rule, finding.severity])).toEqual([
      ['not-exercised', 'medium'],
      ['not-exercised', 'medium']
    ])
  })

  it("tools/list failing with no host contacted stays the server's own failure: high, exit 3", () => {
    expect(unseenSurface(listingFailed, emptyObserved())).toBeNull()
    expect(judge(listingFailed, []).exitCode).toBe(3)
  })

  it('a server that exits right after initialize: incomplete; one that exits after calls is not', () => {
    const crashed: ProbeResult = {
      ...emptyProbe(''),
      gaps: [
        { what: 'tools/list', why: 'failed: the connection closed' },
        { what: 'session', why: 'the server exited on its own after 0 call(s)' }
      ]
    }
    expect(unseenSurface(crashed, emptyObserved())?.gaps).toEqual(['tools/list', 'session'])
    expect(judge(crashed, []).exitCode).toBe(1)
    const later = { ...crashed, calls: [{ id: 0, kind: 'tool' as const, name: 'a', iteration: 1, startedAt: 1, endedAt: 2, outcome: 'ok' as const }] }
    expect(unseenSurface({ ...later, gaps: [crashed.gaps[1]!] }, emptyObserved())).toBeNull()
  })

  it('the hosts a bridge reached for, as the sink saw them', () => {
    expect(
      sinkHosts([
        { at: 1, address: '198.51.100.3', port: 443, sourcePort: 4000, protocol: 'tls', bytesReceived: 10, reply: 'tls-opened', sni: 'mcp.vendor.example' },
        {
          at: 2,
          address: '198.51.100.4',
          port: 53,
          sourcePort: 4001,
          protocol: 'dns',
          bytesReceived: 10,
          reply: 'dns',
          dns: [{ name: 'mcp.vendor.example.', type: 'A' }]
        },
        {
          at: 3,
          address: '127.0.0.1',
          port: 80,
          sourcePort: 4002,
          protocol: 'http',
          bytesReceived: 10,
          reply: 'http',
          http: { method: 'GET', target: '/', host: 'localhost:80' }
        }
      ])
    ).toEqual(['mcp.vendor.example'])
  })

  it('a connection that sent nothing, to the address the sink gave an asked name, is that name; to any other address, the address', () => {
    const asked: SinkRecord = {
      at: 1,
      address: '198.51.100.4',
      port: 53,
      sourcePort: 4001,
      protocol: 'dns',
      bytesReceived: 10,
      reply: 'dns',
      dns: [
        { name: 'mcp.vendor.example.', type: 'A' },
        { name: 'mcp.vendor.example.', type: 'AAAA' }
      ]
    }
    const silent = (address: string): SinkRecord => ({ at: 2, address, port: 443, sourcePort: 4002, protocol: 'silent', bytesReceived: 0, reply: 'closed' })
    const opened: SinkRecord = { ...silent(sinkIPv6For('mcp.vendor.example')), protocol: 'tls', reply: 'tls-opened', sni: 'mcp.vendor.example' }
    // the IPv6 attempt won, the IPv4 one was dropped before its first byte
    expect(sinkHosts([asked, opened, silent(sinkIPv4For('mcp.vendor.example'))])).toEqual(['mcp.vendor.example'])
    const other = sinkIPv4For('mcp.vendor.example') === '198.51.100.250' ? '198.51.100.251' : '198.51.100.250'
    expect(sinkHosts([asked, silent(other)])).toEqual([other, 'mcp.vendor.example'])
  })
})
