import { ProfileBuilder } from '../../src/profile/build-profile.js'
import { planAnnotations } from '../../src/report/annotations.js'
import { renderJobSummary, renderPrComment } from '../../src/report/markdown.js'
import { renderSarif } from '../../src/report/sarif.js'
import { summarize, type CallRecord, type Manifest } from '../../src/model/index.js'
import type { Report } from '../../src/report/schema.js'
import { renderTextReport } from '../../src/report/text.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import type { TraceEvent } from '../../src/trace/events.js'
import { CWD, HOME, T0, exec, open, resetLines } from '../profile/trace-fixtures.js'
import { loadReport } from '../report/report-fixtures.js'

// Two read-only tools read the same credential: each is named in its own finding, with its own call,
// trace lines and fingerprint; reports read by people still give the file one line.

const readOnlyTool = (name: string): Manifest['tools'][number] => ({
  name,
  description: `${name} returns settings.`,
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: true },
  sha256: name
})
const MANIFEST: Manifest = {
  sha256: 'm2',
  tools: [readOnlyTool('read_config'), readOnlyTool('export_settings')],
  resources: [],
  resourceTemplates: [],
  prompts: []
}
const callRecord = (id: number, name: string, startS: number): CallRecord => ({
  id,
  kind: 'tool',
  name,
  iteration: 1,
  startedAt: (T0 + startS) * 1000,
  endedAt: (T0 + startS + 0.1) * 1000,
  outcome: 'ok'
})
const CALLS = [callRecord(0, 'read_config', 1), callRecord(1, 'export_settings', 2)]
const RO = ['O_RDONLY', 'O_CLOEXEC']

function audit(events: TraceEvent[], calls: CallRecord[] = CALLS): Report {
  const builder = new ProfileBuilder({
    calls,
    shutdownAt: (T0 + 30) * 1000,
    home: HOME,
    cwd: CWD,
    canaries: [],
    serverCodeRoots: [CWD],
    runtimeRoots: ['/usr']
  })
  for (const event of events) builder.add(event)
  const observed = builder.finish({ lines: events.length, events: events.length, unparsed: 0, unparsedSamples: [] })
  const base = loadReport('leaky')
  const rugPull = { ...base.rugPull, changes: [], duringSession: [] }
  const findings = evaluateRules({ observed, manifest: MANIFEST, calls, policy: null, rugPull, home: HOME, cwd: CWD })
  return { ...base, manifest: MANIFEST, calls, observed, findings, rugPull, summary: summarize(findings), exitCode: 3 }
}

beforeEach(() => resetLines())

describe('findings per call site', () => {
  const events = (): TraceEvent[] => [
    exec(100, T0 + 0.1, '/usr/bin/node', ['node', 'server.js']), // line 1
    open(100, T0 + 1.01, `${HOME}/.aws/credentials`, RO, 21), // line 2: read_config
    open(100, T0 + 1.02, `${HOME}/.aws/credentials`, RO, 21), // line 3: read_config again
    open(100, T0 + 2.01, `${HOME}/.aws/credentials`, RO, 21) // line 4: export_settings
  ]

  it('two tools reading the same credential give two findings, each with its own call, lines and fingerprint', () => {
    const report = audit(events())
    expect(
      report.findings.map((f) => [f.rule, f.severity, f.message, f.tool, f.phase.kind === 'call' ? f.phase.call.id : null, f.evidence.traceLines])
    ).toEqual([
      ['sensitive-file-read', 'high', 'reads ~/.aws/credentials, undeclared', 'read_config', 0, [2, 3]],
      ['sensitive-file-read', 'high', 'reads ~/.aws/credentials, undeclared', 'export_settings', 1, [4]]
    ])
    const [first, second] = report.findings
    expect(first?.fingerprint).not.toEqual(second?.fingerprint)
    // The profile keeps each call site's observation apart too.
    expect(report.observed.files.filter((f) => f.homePath === '~/.aws/credentials').map((f) => [f.count, f.traceLines])).toEqual([
      [2, [2, 3]],
      [1, [4]]
    ])
  })

  it('a finding during a resource read or a prompt names that item in `tool`, its kind in phase.call.kind', () => {
    const calls: CallRecord[] = [
      { ...callRecord(0, 'config://settings', 1), kind: 'resource' },
      { ...callRecord(1, 'config://{section}', 2), kind: 'resourceTemplate' },
      { ...callRecord(2, 'explain_settings', 3), kind: 'prompt' }
    ]
    const report = audit(
      [
        exec(100, T0 + 0.1, '/usr/bin/node', ['node', 'server.js']),
        open(100, T0 + 1.01, `${HOME}/.aws/credentials`, RO, 21),
        open(100, T0 + 2.01, `${HOME}/.aws/credentials`, RO, 21),
        open(100, T0 + 3.01, `${HOME}/.aws/credentials`, RO, 21)
      ],
      calls
    )
    expect(report.findings.map((f) => [f.tool, f.phase.kind === 'call' ? f.phase.call.kind : null])).toEqual([
      ['config://settings', 'resource'],
      ['config://{section}', 'resourceTemplate'],
      ['explain_settings', 'prompt']
    ])
  })

  it('the same access at startup and at shutdown are two findings with different fingerprints', () => {
    const report = audit([
      exec(100, T0 + 0.1, '/usr/bin/node', ['node', 'server.js']),
      open(100, T0 + 0.2, `${HOME}/.netrc`, RO, 21),
      open(100, T0 + 31, `${HOME}/.netrc`, RO, 21)
    ])
    expect(report.findings.map((f) => [f.phase.kind, f.evidence.traceLines])).toEqual([
      ['startup', [2]],
      ['shutdown', [3]]
    ])
    expect(new Set(report.findings.map((f) => f.fingerprint)).size).toBe(2)
  })

  it('the text report still gives the file one line, naming both tools and citing a line of each', () => {
    const text = renderTextReport(audit(events()), { color: false })
    const lines = text.split('\n').filter((line) => line.includes('~/.aws/credentials, undeclared'))
    expect(lines).toEqual(['  HIGH  reads ~/.aws/credentials, undeclared  [read_config, export_settings]  trace.log:2,3,4'])
    expect(text).toContain('2 findings: 2 high')
  })

  it('the job summary and the PR comment give it one row; SARIF and annotations one result per tool', () => {
    const report = audit(events())
    const rows = (markdown: string): string[] => markdown.split('\n').filter((line) => line.includes('sensitive-file-read'))
    expect(rows(renderJobSummary(report))).toEqual([
      '| 🟠 high | `sensitive-file-read` | `read_config`, `export_settings` | reads \\~/.aws/credentials, undeclared | 2, 3, 4 |'
    ])
    expect(rows(renderPrComment(report))).toHaveLength(1)

    const results = renderSarif(report, { toolVersion: '0.2.0' }).runs[0]?.results ?? []
    expect(results.map((r) => [r.ruleId, r.properties?.tool])).toEqual([
      ['sensitive-file-read', 'read_config'],
      ['sensitive-file-read', 'export_settings']
    ])
    expect(planAnnotations(report, 'high').annotations.map((a) => a.title)).toEqual([
      'sensitive-file-read: read_config',
      'sensitive-file-read: export_settings'
    ])
  })
})
