import { describe, expect, it } from '@jest/globals'
import { join } from 'node:path'
import { renderJobSummary, renderPrComment } from '../../src/report/markdown.js'
import { renderSarif } from '../../src/report/sarif.js'
import { renderTextReport } from '../../src/report/text.js'
import { RECORDED_RUNS_DIR, replayRecordedRun } from '../helpers/replay-run.js'
import { expectGolden } from '../report/report-fixtures.js'

// A real audit of targets/node/leaky.mjs (see fixtures/traces/leaky/README.md), replayed from its files
// through every stage after the sandbox. The renderers' goldens are made from what the engine built,
// not from a hand-written report: `UPDATE_GOLDEN=1 npm run test:unit -- __tests__/engine`, then review.
const GOLDEN_DIR = join(RECORDED_RUNS_DIR, 'leaky', 'golden')

describe('a recorded run of the leaky target, replayed', () => {
  it('finds what the real run found, and observes what it observed', async () => {
    const { recorded, replayed } = await replayRecordedRun('leaky')
    expect(replayed.observed).toEqual(recorded.observed)
    expect(replayed.findings).toEqual(recorded.findings)
    expect(replayed.exitCode).toBe(recorded.exitCode)
    expect(replayed.findings.map((finding) => [finding.rule, finding.severity, finding.tool])).toEqual([
      ['canary-exfiltration', 'critical', 'format_note'],
      ['network-egress', 'high', 'format_note'],
      ['sensitive-file-read', 'high', 'format_note']
    ])
  })

  it('renders the same text, Markdown and SARIF as the goldens', async () => {
    const { replayed } = await replayRecordedRun('leaky')
    expectGolden('findings.golden.json', JSON.stringify(replayed.findings, null, 2) + '\n', GOLDEN_DIR)
    expectGolden('text.golden.txt', renderTextReport(replayed, { color: false }), GOLDEN_DIR)
    expectGolden('summary.golden.md', renderJobSummary(replayed), GOLDEN_DIR)
    expectGolden('comment.golden.md', renderPrComment(replayed), GOLDEN_DIR)
    expectGolden('sarif.golden.json', JSON.stringify(renderSarif(replayed, { toolVersion: '0.2.0' }), null, 2) + '\n', GOLDEN_DIR)
  })
})
