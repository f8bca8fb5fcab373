import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { commentMarker } from '../../src/github/comment.js'
import { startActionsDouble, type ActionsDouble } from '../helpers/actions-double.js'
import { mayRun } from '../helpers/require-sandbox.js'
import { REPO_ROOT, runAction, sandboxUnavailable } from './harness.js'

// The action's fleet modes under the runner harness: plan emits a matrix, each matrix job audits one
// server of the config, merge turns their artifacts into one job summary and one PR comment.

const CONFIG = '__tests__/fixtures/configs/fleet/.mcp.json'
const RUN_TIMEOUT = 240_000
let root: string
let double: ActionsDouble | undefined

beforeAll(() => {
  if (!existsSync(path.join(REPO_ROOT, 'dist', 'index.js'))) throw new Error('dist/index.js is missing: run `node scripts/build.mjs` (npm test does)')
  root = mkdtempSync(path.join(tmpdir(), 'action-fleet-'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))
afterEach(async () => {
  await double?.close()
  double = undefined
})

describe('mode: plan', () => {
  it('emits one matrix entry per server, valid for strategy.matrix: fromJSON(…)', async () => {
    double = await startActionsDouble()
    const run = await runAction({ double, inputs: { mode: 'plan', config: CONFIG }, runnerTemp: path.join(root, 'plan', '_temp') })
    expect(run.exitCode).toBe(0)
    expect(run.unexpectedCommands).toEqual([])
    const matrix = JSON.parse(run.outputs.matrix ?? '') as unknown
    // strategy.matrix takes an object; `include` is a list of objects, each one job
    expect(matrix).toEqual({
      include: [
        { server: 'notes', identity: 'notes' },
        { server: 'leaky-notes', identity: 'leaky-notes' }
      ]
    })
    // planning audits nothing
    expect(double.artifacts).toEqual([])
    expect(double.comments).toEqual([])
  })

  it('names the bad entry of the config and fails', async () => {
    double = await startActionsDouble()
    const run = await runAction({
      double,
      inputs: { mode: 'plan', config: '__tests__/fixtures/configs/bad/mcp.json', server: 'numbered' },
      runnerTemp: path.join(root, 'plan-bad', '_temp')
    })
    expect(run.exitCode).toBe(1)
    expect(run.annotations.map((annotation) => annotation.message)).toContain(
      `${path.join(REPO_ROOT, '__tests__/fixtures/configs/bad/mcp.json')}: mcpServers.numbered.command: Invalid input: expected string, received number`
    )
    expect(run.outputs.matrix).toBeUndefined()
  })
})

describe('mode: merge from a directory of reports', () => {
  it('writes one job summary and one PR comment with the combined table', async () => {
    double = await startActionsDouble()
    const reports = path.join(root, 'reports')
    for (const [dir, file] of [
      ['honest', 'honest.report.json'],
      ['leaky', 'leaky.report.json']
    ] as const) {
      mkdirSync(path.join(reports, dir), { recursive: true })
      // the leaky report is the one a real audit wrote (the recorded run); honest is the hand-written fixture
      cpSync(
        file === 'leaky.report.json'
          ? path.join(REPO_ROOT, '__tests__', 'fixtures', 'traces', 'leaky', 'report.json')
          : path.join(REPO_ROOT, '__tests__', 'fixtures', 'reports', file),
        path.join(reports, dir, 'report.json')
      )
    }
    const run = await runAction({ double, inputs: { mode: 'merge', reports }, runnerTemp: path.join(root, 'merge-dir', '_temp') })
    expect(run.unexpectedCommands).toEqual([])
    expect(run.exitCode).toBe(1)
    expect(run.outputs.verdict).toBe('fail')
    expect(run.outputs.critical).toBe('1')
    expect(run.summary).toContain('| `honest-server` | pass | 0 | 1 | unchanged |')
    expect(run.summary).toContain('| `leaky-server` | fail | 1 critical, 2 high | 1 | new |')
    expect(run.summary).toContain('| medium | `tool-shadowing` | `format_note` | `honest-server`, `leaky-server` |')
    expect(double.comments).toHaveLength(1)
    expect(double.comments[0]?.body.startsWith(commentMarker('fleet'))).toBe(true)
    expect(double.comments[0]?.body).toContain('| `leaky-server` | fail | 1 critical, 2 high | 1 | new |')
  })
})

describe('the three-job matrix workflow: plan, one audit per server, merge', () => {
  it('audits each server in its own job and merges their artifacts into one comment', async () => {
    double = await startActionsDouble()
    const plan = await runAction({ double, inputs: { mode: 'plan', config: CONFIG }, runnerTemp: path.join(root, 'wf-plan', '_temp') })
    const { include } = JSON.parse(plan.outputs.matrix ?? '') as { include: { server: string; identity: string }[] }
    for (const entry of include) {
      const job = await runAction({
        double,
        inputs: { config: CONFIG, server: entry.server, comment: 'false' },
        runnerTemp: path.join(root, `wf-${entry.server}`, '_temp'),
        timeoutMs: RUN_TIMEOUT
      })
      if (!mayRun('the fleet workflow test (the network sandbox is not available)', sandboxUnavailable(job))) return
      expect(job.unexpectedCommands).toEqual([])
      expect([entry.server, job.outputs.verdict]).toEqual([entry.server, entry.server === 'notes' ? 'pass' : 'fail'])
    }
    expect(
      double.artifacts
        .filter((artifact) => artifact.finalized)
        .map((artifact) => artifact.name)
        .sort()
    ).toEqual(['mcp-behave-leaky-notes', 'mcp-behave-notes'])
    expect(double.comments).toEqual([])

    const merge = await runAction({ double, inputs: { mode: 'merge' }, runnerTemp: path.join(root, 'wf-merge', '_temp') })
    expect(merge.unexpectedCommands).toEqual([])
    expect(merge.outputs.verdict).toBe('fail')
    expect(merge.summary).toContain('| `notes` | pass | 0 | 1 | new |')
    expect(merge.summary).toContain('| `leaky-notes` | fail | 1 critical, 2 high | 1 | new |')
    expect(merge.summary).toContain('`tool-shadowing`')
    expect(double.comments).toHaveLength(1)
    expect(double.comments[0]?.body).toContain('| `leaky-notes` | fail | 1 critical, 2 high | 1 | new |')

    // a second push: the merged comment is updated, not duplicated
    const again = await runAction({ double, inputs: { mode: 'merge' }, runnerTemp: path.join(root, 'wf-merge-2', '_temp') })
    expect(again.outputs.verdict).toBe('fail')
    expect(double.comments).toHaveLength(1)
  }, 600_000)
})

describe('config in one job', () => {
  it(
    'audits every server of the config, uploads one artifact each, and posts one comment',
    async () => {
      double = await startActionsDouble()
      const run = await runAction({ double, inputs: { config: CONFIG, jobs: '2' }, runnerTemp: path.join(root, 'one-job', '_temp'), timeoutMs: RUN_TIMEOUT })
      if (!mayRun('the one-job fleet test (the network sandbox is not available)', sandboxUnavailable(run))) return
      expect(run.unexpectedCommands).toEqual([])
      expect(run.exitCode).toBe(1)
      expect(run.outputs.verdict).toBe('fail')
      expect(run.summary).toContain('| `notes` | pass | 0 | 1 | new |')
      expect(run.summary).toContain('| `leaky-notes` | fail | 1 critical, 2 high | 1 | new |')
      expect(
        double.artifacts
          .filter((artifact) => artifact.finalized)
          .map((artifact) => artifact.name)
          .sort()
      ).toEqual(['mcp-behave-leaky-notes', 'mcp-behave-notes'])
      expect(double.comments).toHaveLength(1)
      expect(double.comments[0]?.body.startsWith(commentMarker('fleet'))).toBe(true)
    },
    RUN_TIMEOUT
  )
})
