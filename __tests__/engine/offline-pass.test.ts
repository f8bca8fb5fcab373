import type { Finding } from '../../src/model/index.js'
import { onlyOffline } from '../../src/engine/passes/offline-pass.js'

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
})
