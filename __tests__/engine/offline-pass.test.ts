import type { Finding } from '../../src/model/index.js'
import { offlineHint, onlyOffline } from '../../src/engine/passes/offline-pass.js'

const finding = (rule: Finding['rule'], message: string, fingerprint: string): Finding => ({
  rule,
  severity: 'high',
  message,
  tool: 'show_release_notes',
  phase: { kind: 'call', call: { id: 0, kind: 'tool', name: 'show_release_notes', iteration: 1 }, afterResponse: false },
  evidence: { traceLines: [] },
  fingerprint
})

describe('the offline pass’s findings beside the traced pass’s', () => {
  it('keeps only what the traced pass did not give, each saying it was seen offline', () => {
    const traced = [finding('network-egress', 'connects to 198.51.100.14:80', 'a1'), finding('file-write', 'writes ~/.cache/notes', 'b2')]
    const offline = [
      finding('network-egress', 'connects to 198.51.100.14:80', 'a1'),
      finding('file-write', 'writes ~/.cache/notes (again)', 'b2'),
      finding('subprocess', "runs a shell, sh ('sh -c curl -s http://198.51.100.14/')", 'c3')
    ]
    expect(onlyOffline(offline, traced)).toEqual([
      {
        ...offline[2],
        message: "runs a shell, sh ('sh -c curl -s http://198.51.100.14/') — seen in the offline pass (every connection refused)",
        evidence: { traceLines: [], pass: 'offline' }
      }
    ])
    expect(onlyOffline([], traced)).toEqual([])
  })

  it('with --static, names the tools whose code reaches the network and an exec, unless the offline pass is on', () => {
    const sink = (kind: string) => ({ kind, file: 'index.js', line: 3, detail: 'x' })
    const map = {
      items: [
        { kind: 'tool', name: 'show_release_notes', sinks: [sink('network'), sink('exec')] },
        { kind: 'tool', name: 'fetch_only', sinks: [sink('network')] }
      ],
      anywhere: {}
    } as never
    expect(offlineHint({}, map)).toBe(
      'show_release_notes: code that reaches the network and an exec; a fallback that runs only when the network fails is run by --passes traced,varied,offline'
    )
    expect(offlineHint({ passes: [{ kind: 'traced' }, { kind: 'offline' }] }, map)).toBeNull()
    expect(offlineHint({}, null)).toBeNull()
  })
})
