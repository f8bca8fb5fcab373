import { describe, expect, it } from '@jest/globals'
import { auditOutputs, writeOutputs } from '../../src/github/outputs.js'
import { finding, literalReport } from './fixtures.js'

describe('auditOutputs', () => {
  it('relays the verdict, counts, paths, manifest hash and rug-pull status', () => {
    const report = literalReport([finding('critical', 'canary-exfiltration'), finding('high'), finding('low', 'dns-query')], {
      exitCode: 3,
      rugPull: { status: 'changed', identity: 'notes', pinnedSha256: 'cd'.repeat(32), currentSha256: 'ab'.repeat(32), changes: [], duringSession: [] }
    })
    expect(auditOutputs(report, '/tmp/out/report.json', '/w/mcp.sarif')).toEqual({
      verdict: 'fail',
      findings: '3',
      critical: '1',
      high: '1',
      'report-path': '/tmp/out/report.json',
      'sarif-path': '/w/mcp.sarif',
      'manifest-hash': 'ab'.repeat(32),
      'rug-pull': 'changed'
    })
  })

  it('passes a clean report and leaves sarif-path empty when no SARIF was written', () => {
    const outputs = auditOutputs(literalReport(), '/tmp/out/report.json', null)
    expect(outputs).toMatchObject({ verdict: 'pass', findings: '0', critical: '0', high: '0', 'sarif-path': '', 'rug-pull': 'new' })
    const written: [string, string][] = []
    writeOutputs(outputs, (name, value) => written.push([name, value]))
    expect(written.map(([name]) => name)).toEqual(['verdict', 'findings', 'critical', 'high', 'report-path', 'sarif-path', 'manifest-hash', 'rug-pull'])
  })
})
