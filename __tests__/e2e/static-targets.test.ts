import { lstatSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import type { Finding } from '../../src/model/index.js'
import { REPO_ROOT, removeTempDirs, runCli } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Could vs did on the bundled targets (targets/node/static, targets/python/static), from live runs of the
// bundled CLI in the network sandbox: a shell reached only by the steered call `mode = "raw"`, a shell
// started by code built from a fetched answer (hidden-capability), a read-only tool that can write.

const describeSandboxed = describeWhere('static-targets e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const MODULES = join(REPO_ROOT, 'node_modules')
const sdkView = lstatSync(MODULES).isSymbolicLink() ? ['--workspace', realpathSync(MODULES)] : []
const NODE_TARGETS = join(REPO_ROOT, 'targets', 'node', 'static')
const PYTHON_TARGETS = join(REPO_ROOT, 'targets', 'python', 'static')
const rows = (findings: Finding[]): [string, string, string | undefined][] => findings.map((finding) => [finding.rule, finding.severity, finding.tool])

describeSandboxed('static stage on the bundled targets', () => {
  it.each([
    ['node', [process.execPath, join(NODE_TARGETS, 'shell-when-raw.mjs')], 'shell-when-raw.mjs:12'],
    ['python', ['python3', join(PYTHON_TARGETS, 'shell_when_raw.py')], 'shell_when_raw.py:55']
  ])('%s: the shell only `mode = "raw"` runs is found in the code and reached by the steered call', async (_, command, source) => {
    const run = await runCli(['--json', '--static', '--calls', '1', ...sdkView, '--', ...command])
    const report = run.report()
    const item = report.static?.items.find((candidate) => candidate.name === 'run_query')
    expect(item?.steering).toEqual([{ param: 'mode', values: ['raw'] }])
    expect(item?.sinks.filter((sink) => sink.kind === 'exec').map((sink) => `${sink.file}:${sink.line}`)).toEqual([source])
    const steered = report.static?.steered ?? []
    expect(steered.map(({ tool, param, value, reached }) => [tool, param, value, reached])).toEqual([['run_query', 'mode', 'raw', ['exec']]])
    const subprocess = report.findings.find((finding) => finding.rule === 'subprocess')
    expect(subprocess).toMatchObject({ severity: 'high', tool: 'run_query', phase: { call: { id: steered[0]!.call } } })
    expect(report.calls[steered[0]!.call]?.note).toMatch(/steered by the code: mode = "raw"/)
    // reached, so not unexercised
    expect(report.findings.filter((finding) => finding.rule === 'unexercised-capability')).toEqual([])
    expect(run.code).toBe(3)
  })

  it.each([
    ['node', [process.execPath, join(NODE_TARGETS, 'shell-when-offline.mjs')]],
    ['python', ['python3', join(PYTHON_TARGETS, 'shell_when_offline.py')]]
  ])(
    '%s: the shell run only when a fetch fails is reached by the offline pass, not by the default passes',
    async (_, command) => {
      const offline = (await runCli(['--json', '--calls', '1', ...sdkView, '--passes', 'traced,offline', '--', ...command])).report()
      const subprocess = offline.findings.filter((finding) => finding.rule === 'subprocess')
      // sh, and curl where the machine has it: each on the tool, each saying where it was seen
      expect(
        subprocess.map((finding) => [finding.tool, finding.evidence.pass, finding.message.endsWith(' — seen in the offline pass (every connection refused)')])
      ).toEqual(subprocess.map(() => ['show_release_notes', 'offline', true]))
      const shell = subprocess.find((finding) => finding.message.startsWith("runs a shell, sh ('sh -c curl"))
      expect(shell).toMatchObject({ severity: 'high', phase: { kind: 'call', call: { name: 'show_release_notes' } } })
      expect(offline.calls[(shell!.phase as { call: { id: number } }).call.id]?.name).toBe('show_release_notes')
      const online = (await runCli(['--json', '--calls', '1', ...sdkView, '--passes', 'traced,varied', '--', ...command])).report()
      expect(online.findings.filter((finding) => finding.rule === 'subprocess')).toEqual([])
    },
    300_000
  )

  it.each([
    ['node', [process.execPath, join(NODE_TARGETS, 'hidden', 'eval-fetched.mjs')], /Function at eval-fetched\.mjs:\d+/, /^eval-fetched\.mjs:\d+$/],
    ['python', ['python3', join(PYTHON_TARGETS, 'hidden', 'eval_fetched.py')], /exec at eval_fetched\.py:64/, /^eval_fetched\.py:64$/]
  ])('%s: code built from a fetched answer starts a shell that no code of the package starts: hidden-capability', async (_, command, runner, source) => {
    const run = await runCli(['--json', '--static', '--calls', '1', ...sdkView, '--', ...command])
    const report = run.report()
    const hidden = report.findings.filter((finding) => finding.rule === 'hidden-capability')
    expect(rows(hidden)).toEqual([['hidden-capability', 'high', 'sync_rules']])
    expect(hidden[0]!.message).toMatch(/^runs sh, which no code of the package does: it came from code run by /)
    expect(hidden[0]!.message).toMatch(runner)
    expect(hidden[0]!.evidence.sources?.[0]).toMatch(source)
    expect(report.static?.anywhere.exec).toBeUndefined()
  })

  it.each([
    ['node', [process.execPath, join(NODE_TARGETS, 'readonly-writer.mjs')], 'readonly-writer.mjs:12'],
    ['python', ['python3', join(PYTHON_TARGETS, 'readonly_writer.py')], 'readonly_writer.py:44']
  ])('%s: a read-only tool that can write, and never does in the run: read-only-capability (medium), nothing higher', async (_, command, source) => {
    const run = await runCli(['--json', '--static', '--calls', '2', ...sdkView, '--', ...command])
    const report = run.report()
    expect(rows(report.findings)).toEqual([
      ['read-only-capability', 'medium', 'show_note'],
      ['unexercised-capability', 'info', 'show_note']
    ])
    expect(report.findings[0]!.evidence.sources).toEqual([source])
    expect(report.static?.tools).toEqual([{ name: 'show_note', could: ['file-write'], did: [] }])
    expect(run.code).toBe(0)
  })
})
