import { describe, expect, it } from '@jest/globals'
import { join } from 'node:path'
import { renderJobSummary, renderPrComment } from '../../src/report/markdown.js'
import { renderSarif } from '../../src/report/sarif.js'
import { renderTextReport } from '../../src/report/text.js'
import { RECORDED_RUNS_DIR, replayRecordedRun } from '../helpers/replay-run.js'
import { expectGolden } from '../report/report-fixtures.js'

// A real audit of targets/node/leaky.mjs (see fixtures/traces/leaky/README.md), replayed from its files
// through every stage after the sandbox. The renderers' leaky goldens (fixtures/reports/leaky.*) are the
// ones the renderer tests use on the recorded report: what the engine built, not a hand-written report.
// `UPDATE_GOLDEN=1 npm run test:unit -- __tests__/engine __tests__/report`, then review the diff.

describe('a recorded run of the leaky target, replayed', () => {
  it('finds what the real run found, and observes what it observed', async () => {
    const { recorded, replayed } = await replayRecordedRun('leaky')
    expect(replayed.observed).toEqual(recorded.observed)
    expect(replayed.findings).toEqual(recorded.findings)
    expect(replayed.exitCode).toBe(3)
    expect(replayed.findings.map((finding) => [finding.rule, finding.severity, finding.tool])).toEqual([
      ['canary-exfiltration', 'critical', 'format_note'],
      ['network-egress', 'high', 'format_note'],
      ['sensitive-file-read', 'high', 'format_note']
    ])
    expectGolden('findings.golden.json', JSON.stringify(replayed.findings, null, 2) + '\n', join(RECORDED_RUNS_DIR, 'leaky'))
  })

  it('renders the same text, Markdown and SARIF as the goldens', async () => {
    const { replayed } = await replayRecordedRun('leaky')
    const files = { trace: '/tmp/mcp-behave-out/trace.log', report: '/tmp/mcp-behave-out/report.json' }
    expectGolden('leaky.text.golden.txt', renderTextReport(replayed, { color: false, files }))
    expectGolden(
      'leaky.summary.golden.md',
      renderJobSummary(replayed, { artifactName: 'mcp-behave-leaky-server', artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2' })
    )
    expectGolden('leaky.comment.golden.md', renderPrComment(replayed, { runUrl: 'https://github.com/o/r/actions/runs/1' }))
    const sarif = renderSarif(replayed, {
      toolVersion: '0.2.0',
      informationUri: 'https://github.com/example/mcp-behave',
      workflowPath: '.github/workflows/audit.yml'
    })
    expectGolden('leaky.sarif.golden.json', `${JSON.stringify(sarif, null, 2)}\n`)
  })
})
