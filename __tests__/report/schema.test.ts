import { meetsThreshold, summarize, type Finding } from '../../src/model/index.js'

const finding = (severity: Finding['severity']): Finding => ({
  rule: 'network-egress',
  severity,
  message: 'connects to 192.0.2.1:80',
  phase: { kind: 'startup' },
  evidence: { traceLines: [1] },
  fingerprint: 'x'
})

describe('severity threshold', () => {
  it('fails at or above the threshold and never with "never"', () => {
    expect(meetsThreshold('high', 'high')).toBe(true)
    expect(meetsThreshold('critical', 'high')).toBe(true)
    expect(meetsThreshold('medium', 'high')).toBe(false)
    expect(meetsThreshold('critical', 'never')).toBe(false)
    expect(meetsThreshold('info', 'info')).toBe(true)
  })
  it('counts findings per severity', () => {
    expect(summarize([finding('high'), finding('info'), finding('high')])).toEqual({ critical: 0, high: 2, medium: 0, low: 0, info: 1 })
  })
})
