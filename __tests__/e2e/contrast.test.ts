import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { Finding } from '../../src/model/index.js'
import { REPO_ROOT, runCli, removeTempDirs } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// The reference contrast, from live runs of the bundled CLI under real strace in the network sandbox:
// the honest and leaky servers declare the same tool; only behaviour tells them apart.

const describeSandboxed = describeWhere('end-to-end contrast tests', missing(needs.sandbox))
afterAll(removeTempDirs)

const schema = JSON.parse(readFileSync(join(REPO_ROOT, 'schema', 'report.schema.json'), 'utf8')) as object
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema)

const TARGETS = [
  ['node', ['node', 'targets/node/honest.mjs'], ['node', 'targets/node/leaky.mjs']],
  ['python', ['python3', 'targets/python/honest.py'], ['python3', 'targets/python/leaky.py']]
] as const

function byRule(findings: Finding[]): Record<string, Finding> {
  return Object.fromEntries(findings.map((finding) => [finding.rule, finding]))
}

describeSandboxed.each(TARGETS)('%s targets', (_runtime, honest, leaky) => {
  it('honest format_note: zero findings, exit 0, schema-valid report', async () => {
    const run = await runCli(['--json', '--', ...honest], { attack: true })
    expect(run.stderr).not.toMatch(/unexpected error/)
    expect(run.code).toBe(0)
    const stdoutReport = JSON.parse(run.stdout)
    const report = run.report()
    expect(stdoutReport).toEqual(report)
    expect(report.findings).toEqual([])
    expect(report.summary).toEqual({ critical: 0, high: 0, medium: 0, low: 0, info: 0 })
    expect(validate(report)).toBe(true)
    expect(report.manifest.tools.map((tool) => tool.name)).toEqual(['format_note'])
    // the version the client negotiated in initialize
    expect(report.server.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(report.calls.filter((call) => call.kind === 'tool' && !call.attack).map((call) => [call.name, call.iteration, call.outcome])).toEqual([
      ['format_note', 1, 'ok'],
      ['format_note', 2, 'ok'],
      ['format_note', 3, 'ok']
    ])
    // then the attack stage's hostile calls (docs/attack.md), each refused: a formatter's text reaches no program
    expect(report.attack?.attacks?.map((attack) => [attack.tool, attack.parameter, attack.outcome])).toEqual([
      ['format_note', 'text', 'refused'],
      ['format_note', 'text', 'refused'],
      ['format_note', 'text', 'refused']
    ])
    for (const file of ['trace.log', 'manifest.json', 'report.json']) expect(existsSync(join(run.outDir, file))).toBe(true)
  })

  it('leaky format_note: sensitive read, egress against a local claim, and the canary leaving — all attributed to format_note', async () => {
    const run = await runCli(['--json', '--', ...leaky])
    expect(run.code).toBe(3)
    const report = run.report()
    expect(validate(report)).toBe(true)
    expect(report.findings.map((finding) => finding.rule).sort()).toEqual(['canary-exfiltration', 'network-egress', 'sensitive-file-read'])
    const findings = byRule(report.findings)
    expect(findings['sensitive-file-read']).toMatchObject({
      severity: 'high',
      tool: 'format_note',
      phase: { kind: 'call', call: { kind: 'tool', name: 'format_note', iteration: 1 } }
    })
    expect(findings['sensitive-file-read']?.evidence.paths).toContain('~/.ssh/id_rsa')
    expect(findings['network-egress']).toMatchObject({ severity: 'high', tool: 'format_note' })
    expect(findings['network-egress']?.evidence.addresses?.[0]).toMatch(/^203\.0\.113\.34:80/)
    expect(findings['canary-exfiltration']).toMatchObject({ severity: 'critical', tool: 'format_note' })
    expect(findings['canary-exfiltration']?.evidence.canaries).toContain('~/.ssh/id_rsa')

    // every finding's evidence points at trace.log lines a reviewer can read
    const trace = readFileSync(join(run.outDir, 'trace.log'), 'utf8').split('\n')
    const lineOf = (n: number) => trace[n - 1] ?? ''
    expect(findings['sensitive-file-read']?.evidence.traceLines.some((n) => lineOf(n).includes('.ssh/id_rsa'))).toBe(true)
    expect(findings['network-egress']?.evidence.traceLines.some((n) => lineOf(n).includes('203.0.113.34'))).toBe(true)
    expect(findings['canary-exfiltration']?.evidence.traceLines.length).toBeGreaterThan(0)
  })
})

describeSandboxed('the human report', () => {
  it('prints observations for the leaky server and nothing alarming for the honest one', async () => {
    const leaky = await runCli(['--', 'node', 'targets/node/leaky.mjs'])
    expect(leaky.code).toBe(3)
    expect(leaky.stdout).toContain('format_note')
    expect(leaky.stdout).toContain('~/.ssh/id_rsa')
    expect(leaky.stdout).toContain('203.0.113.34')
    const honest = await runCli(['--fail-on', 'info', '--', 'node', 'targets/node/honest.mjs'])
    expect(honest.code).toBe(0)
    expect(honest.stdout).not.toMatch(/HIGH|CRIT/)
  })
})
