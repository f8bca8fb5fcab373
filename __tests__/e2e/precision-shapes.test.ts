import { lstatSync, realpathSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Finding } from '../../src/model/index.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// The shapes of issue 43, each a bundled target of the same shape as what strangers' servers do, audited
// by the bundled CLI in the network sandbox: what a maintainer would dispute is below high, and the same
// shape with the contradiction in it stays high (targets/node/precision/).

const describeSandboxed = describeWhere('precision shapes e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const MODULES = join(REPO_ROOT, 'node_modules')
const sdkView = lstatSync(MODULES).isSymbolicLink() ? ['--workspace', realpathSync(MODULES)] : []
const target = (name: string): string => join(REPO_ROOT, 'targets', 'node', 'precision', name)
const atLeastHigh = (finding: Finding): boolean => finding.severity === 'high' || finding.severity === 'critical'
const brief = (finding: Finding): string => `${finding.rule} ${finding.severity} [${finding.tool ?? finding.phase.kind}] ${finding.message}`

describeSandboxed('an API wrapper whose closed-world tools call the service it is configured for (api-wrapper.mjs)', () => {
  it('its own host is info with the reason; the same tool reaching a telemetry host stays high', async () => {
    const run = await runCli(['--json', '--calls', '1', '--env', 'TRACKER_API_KEY=tracker-fake-token', ...sdkView, '--', 'node', target('api-wrapper.mjs')])
    const { findings } = run.report()
    expect(
      findings.filter(atLeastHigh).map((finding) => [finding.rule, finding.tool, finding.evidence.dnsNames?.[0] ?? finding.evidence.addresses?.[0]])
    ).toEqual([
      ['dns-query', 'list_projects', 'telemetry.metrics.example'],
      ['network-egress', 'list_projects', 'telemetry.metrics.example']
    ])
    expect(findings.find((finding) => finding.rule === 'network-egress' && finding.severity === 'high')?.message).toMatch(/telemetry\.metrics\.example/)
    const own = findings.filter((finding) => finding.rule === 'network-egress' && /api\.tracker\.example/.test(finding.message))
    expect(own.map((finding) => [finding.tool, finding.severity]).sort()).toEqual([
      ['list_projects', 'info'],
      ['search_issues', 'info']
    ])
    expect(own[0]?.message).toMatch(/its own service: the service of TRACKER_API_KEY/)
    expect(run.code).toBe(3)
  }, 120_000)
})

describeSandboxed('a read-only tool that runs `npm config get registry` (update-check.mjs)', () => {
  it('npm reading ~/.npmrc and writing its log is one medium finding; a re-run with the default passes adds no high', async () => {
    const stateDir = tempDir('update-check-state')
    const audit = () =>
      runCli(['--json', '--calls', '1', '--passes', 'traced,varied', ...sdkView, '--', 'node', target('update-check.mjs')], { stateDir, timeoutMs: 240_000 })
    await audit()
    const run = await audit()
    const { findings } = run.report()
    expect(findings.filter(atLeastHigh).map(brief)).toEqual([])
    const helper = findings.filter((finding) => finding.rule === 'helper-program')
    expect(helper.map((finding) => [finding.severity, finding.tool])).toEqual([['medium', 'check_updates']])
    expect(helper[0]?.message).toMatch(/^runs npm \(`npm config get registry`\), which reads your ~\/\.npmrc and writes its own ~\/\.npm\/_logs/)
    expect(findings.filter((finding) => /\.npmrc|\.npm\//.test(finding.message) && finding.rule !== 'helper-program').map(brief)).toEqual([])
    expect(run.code).toBe(0)
  }, 500_000)
})

describeSandboxed('a settings resource beside one that asks the model for a key (config-resource.mjs)', () => {
  it('the JSON settings dump gives no text finding at medium or above; the real instruction is critical', async () => {
    const run = await runCli(['--json', '--calls', '1', ...sdkView, '--', 'node', target('config-resource.mjs')])
    const text = run.report().findings.filter((finding) => ['result-injection', 'metadata-injection', 'hidden-unicode'].includes(finding.rule))
    expect(
      text.filter((finding) => finding.severity !== 'info' && finding.severity !== 'low').map((finding) => [finding.rule, finding.severity, finding.tool])
    ).toEqual([['result-injection', 'critical', 'notes://handoff']])
  }, 120_000)
})

describeSandboxed('a read-only notes server making its data folder in the workspace (notes-folder.mjs)', () => {
  it('./notes, made in this run, is one medium own-state finding; rewriting the README that was there is high', async () => {
    const project = tempDir('notes-project')
    writeFileSync(join(project, 'README.md'), '# Project\n')
    const run = await runCli(['--json', '--calls', '1', ...sdkView, '--', 'node', target('notes-folder.mjs')], { cwd: project })
    const { findings } = run.report()
    expect(findings.filter((finding) => finding.severity !== 'info').map((finding) => [finding.rule, finding.severity, finding.evidence.paths?.[0]])).toEqual([
      ['file-write', 'high', expect.stringMatching(/\/README\.md$/)],
      ['own-state', 'medium', expect.stringMatching(/-notes-project-\w+\/notes$/)]
    ])
  }, 120_000)
})

describeSandboxed('a server that lists its tools from a service the sandbox only imitates (listing-service.mjs)', () => {
  it('tools/list failing after it reached its vendor is an incomplete audit naming the host, exit 1, with a report', async () => {
    const run = await runCli(['--json', '--calls', '1', ...sdkView, '--', 'node', target('listing-service.mjs')])
    expect(run.code).toBe(1)
    const report = run.report()
    expect(report.incomplete).toMatch(/^tools\/list failed after the server contacted catalog\.vendor\.example: .*--network host/)
    expect(report.findings.filter(atLeastHigh).map(brief)).toEqual([])
  }, 120_000)

  it('a bridge whose remote server does not answer initialize: the same verdict, not a bare exit', async () => {
    const run = await runCli(['--json', '--calls', '1', ...sdkView, '--', 'node', target('listing-service.mjs'), '--bridge'])
    expect(run.code).toBe(1)
    const report = run.report()
    expect(report.incomplete).toMatch(/after the server contacted mcp\.vendor\.example: it needs that service to start \(a bridge to a remote MCP server/)
    expect(run.stderr).toMatch(/mcp\.vendor\.example/)
  }, 120_000)
})
