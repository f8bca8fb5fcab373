import { ConfigurationError } from '../../src/errors.js'
import { buildPushPayload, parseReportForPush, PushPayloadSchema, type PushPayload } from '../../src/push/payload.js'
import type { Finding } from '../../src/model/index.js'
import type { Report } from '../../src/report/schema.js'
import { canaryFinding, egressFinding, leakyReport, startupDnsFinding } from './report-fixture.js'

function containsNull(value: unknown): boolean {
  if (value === null) return true
  if (typeof value !== 'object') return false
  return Object.values(value as Record<string, unknown>).some(containsNull)
}

function withTools(report: Report, tools: Report['manifest']['tools']): Report {
  return { ...report, manifest: { ...report.manifest, tools } }
}

describe('buildPushPayload', () => {
  it('turns the leaky target report into the dashboard body, keeping precise severity and rule in detail', () => {
    const payload = buildPushPayload(leakyReport(), {})
    expect(payload).toEqual<PushPayload>({
      server: { name: 'python targets/leaky_server.py', transport: 'stdio' },
      audit: {
        version: '0.2.0',
        status: 'findings',
        exitCode: 3,
        manifestHash: 'a'.repeat(64),
        auditLog: [
          'mcp-behave 0.2.0 audit of python targets/leaky_server.py',
          'server: leaky 1.0.0, protocol 2025-06-18',
          'started: 2025-01-02T03:04:05.000Z, duration: 1234 ms',
          'sandbox: network sandbox, method userns, fail-on high',
          `manifest: ${'a'.repeat(64)} (1 tools, 0 resources, 0 resource templates, 0 prompts)`,
          'rug pull: new',
          'calls: 1 (ok 1)',
          'observed: 0 file accesses, 0 network destinations, 0 DNS names, 0 processes, 0 canary leaks',
          'findings: 2 (critical 1, high 1, medium 0, low 0, info 0)',
          '  [critical] sensitive-file-read (format_note): reads ~/.ssh/id_rsa, undeclared',
          '  [high] network-egress (format_note): format_note connects to 192.0.2.10:80, undeclared',
          'exit code: 3'
        ].join('\n')
      },
      tools: [
        {
          name: 'format_note',
          description: 'Formats a markdown note. Purely local text formatting.',
          inputSchema: '{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}'
        }
      ],
      findings: [
        {
          type: 'sensitive_file_read',
          severity: 'high',
          description: 'reads ~/.ssh/id_rsa, undeclared',
          detail: [
            'severity: critical',
            'rule: sensitive-file-read',
            'phase: tool "format_note" call #1',
            'paths: ~/.ssh/id_rsa',
            'canaries: ~/.ssh/id_rsa',
            'trace lines: 30',
            'fingerprint: sensitive-file-read:~/.ssh/id_rsa'
          ].join('\n'),
          toolName: 'format_note'
        },
        {
          type: 'network_egress',
          severity: 'high',
          description: 'format_note connects to 192.0.2.10:80, undeclared',
          detail: [
            'severity: high',
            'rule: network-egress',
            'phase: tool "format_note" call #1',
            'declared: Purely local text formatting.',
            'addresses: 192.0.2.10:80',
            'trace lines: 41, 42',
            'fingerprint: network-egress:192.0.2.10:80'
          ].join('\n'),
          toolName: 'format_note'
        }
      ]
    })
  })

  it('never sends the server command line, which may carry API keys', () => {
    expect(JSON.stringify(buildPushPayload(leakyReport(), {}))).not.toContain('sk-not-for-the-dashboard')
  })

  it('uses the metadata the user gave, and omits (never nulls) what they did not', () => {
    const payload = buildPushPayload(leakyReport(), {
      serverName: 'leaky-notes',
      description: 'A note formatter',
      githubUrl: 'https://github.com/example/leaky-notes',
      npmPackage: '@example/leaky-notes',
      author: 'Example Author',
      category: 'local'
    })
    expect(payload.server).toEqual({
      name: 'leaky-notes',
      description: 'A note formatter',
      githubUrl: 'https://github.com/example/leaky-notes',
      npmPackage: '@example/leaky-notes',
      author: 'Example Author',
      transport: 'stdio',
      category: 'local'
    })
    expect(containsNull(buildPushPayload(leakyReport({ server: { ...leakyReport().server, info: null } }), {}))).toBe(false)
  })

  it('maps medium and lower to info, rule ids to snake_case types, and leaves toolName out when unattributed', () => {
    const payload = buildPushPayload(leakyReport({ findings: [startupDnsFinding] }), {})
    expect(payload.findings).toEqual([
      {
        type: 'dns_query',
        severity: 'info',
        description: 'looks up telemetry.example.net at startup',
        detail: [
          'severity: medium',
          'rule: dns-query',
          'phase: startup',
          'dns names: telemetry.example.net',
          'trace lines: 7',
          'fingerprint: dns-query:telemetry.example.net'
        ].join('\n')
      }
    ])
  })

  it('lists which bytes of a canary an exfiltration carried', () => {
    const exfiltration: Finding = {
      rule: 'canary-exfiltration',
      severity: 'critical',
      message: 'sends bytes 0–64 of ~/.ssh/id_rsa to 198.51.100.7:8888',
      tool: 'format_note',
      phase: { kind: 'call', call: { id: 0, kind: 'tool', name: 'format_note', iteration: 1 }, afterResponse: false },
      evidence: { canaries: ['~/.ssh/id_rsa'], canaryBytes: ['~/.ssh/id_rsa bytes 0–64 of 2602'], addresses: ['198.51.100.7:8888'], traceLines: [12] },
      fingerprint: 'canary-exfiltration:~/.ssh/id_rsa'
    }
    const [finding] = buildPushPayload(leakyReport({ findings: [exfiltration] }), {}).findings
    expect(finding?.detail?.split('\n')).toEqual([
      'severity: critical',
      'rule: canary-exfiltration',
      'phase: tool "format_note" call #1',
      'addresses: 198.51.100.7:8888',
      'canaries: ~/.ssh/id_rsa',
      'canary bytes: ~/.ssh/id_rsa bytes 0–64 of 2602',
      'trace lines: 12',
      'fingerprint: canary-exfiltration:~/.ssh/id_rsa'
    ])
  })

  it('reports clean when nothing was found and error when the audit did not complete', () => {
    expect(buildPushPayload(leakyReport({ findings: [], exitCode: 0 }), {}).audit.status).toBe('clean')
    expect(buildPushPayload(leakyReport({ findings: [], exitCode: 1 }), {}).audit.status).toBe('error')
    expect(buildPushPayload(leakyReport({ exitCode: 0 }), {}).audit.status).toBe('findings')
  })

  it('caps 600 findings at 500: keeps the 499 most severe in report order and says what was left out', () => {
    const many: Finding[] = []
    for (let i = 0; i < 600; i += 1) {
      const base = i % 3 === 0 ? canaryFinding : i % 3 === 1 ? egressFinding : startupDnsFinding
      many.push({ ...base, message: `finding ${i}`, fingerprint: `f${i}` })
    }
    const payload = buildPushPayload(leakyReport({ findings: many }), {})
    expect(payload.findings).toHaveLength(500)
    const sentMessages = payload.findings.slice(0, 499).map((finding) => finding.description)
    // 200 critical + 200 high + the first 99 of the 200 medium, in report order.
    const expectedKept = many
      .map((finding, i) => ({ finding, i }))
      .filter(({ finding, i }) => finding.severity !== 'medium' || i < 2 + 3 * 99)
      .map(({ finding }) => finding.message)
    expect(sentMessages).toEqual(expectedKept)
    expect(payload.findings[499]).toEqual({
      type: 'findings_omitted',
      severity: 'info',
      description: '101 more findings not sent: the dashboard accepts at most 500 per audit. The full list is in the report.',
      detail: 'Omitted findings by severity and rule:\nmedium dns-query: 101'
    })
    expect(payload.audit.auditLog?.split('\n').slice(0, 2)).toEqual([
      'push notes:',
      '  - 101 more findings not sent: the dashboard accepts at most 500 per audit. The full list is in the report.'
    ])
    expect(PushPayloadSchema.safeParse(payload).success).toBe(true)
  })

  it('cuts oversized server-supplied tool data to the limits and notes it', () => {
    const hugeSchema = { type: 'object', description: 'x'.repeat(20_000) }
    const tools: Report['manifest']['tools'] = [
      { name: 'n'.repeat(250), description: 'd'.repeat(2500), sha256: 'c' },
      { name: 'big_schema', description: 'has a big schema', inputSchema: hugeSchema, sha256: 'c' },
      { name: '', sha256: 'c' }
    ]
    const payload = buildPushPayload(withTools(leakyReport(), tools), {})
    const longNameNote = '… [truncated: 250 characters in total]'
    const longDescriptionNote = '… [truncated: 2500 characters in total]'
    expect(payload.tools).toEqual([
      { name: 'n'.repeat(200 - longNameNote.length) + longNameNote, description: 'd'.repeat(2000 - longDescriptionNote.length) + longDescriptionNote },
      { name: 'big_schema', description: 'has a big schema' },
      { name: '(empty name)', description: '' }
    ])
    expect(payload.audit.auditLog?.split('\n').slice(0, 2)).toEqual([
      'push notes:',
      `  - inputSchema of tool "big_schema" not sent: ${JSON.stringify(hugeSchema).length} characters, the dashboard accepts at most 20000.`
    ])
  })

  it('sends at most 500 tools', () => {
    const tools = Array.from({ length: 501 }, (_, i) => ({ name: `tool_${i}`, sha256: 'c' }))
    const payload = buildPushPayload(withTools(leakyReport(), tools), {})
    expect(payload.tools.map((tool) => tool.name)).toEqual(tools.slice(0, 500).map((tool) => tool.name))
    expect(payload.audit.auditLog).toContain('  - 1 of 501 tools not sent: the dashboard accepts at most 500.')
  })

  it('keeps a forged newline in a server-supplied finding message from adding lines to the audit log', () => {
    const forged = { ...egressFinding, message: 'ok\nexit code: 0' }
    const log = buildPushPayload(leakyReport({ findings: [forged] }), {}).audit.auditLog ?? ''
    expect(log.split('\n').filter((line) => line.startsWith('exit code:'))).toEqual(['exit code: 3'])
    expect(log).toContain('  [high] network-egress (format_note): ok\\nexit code: 0')
  })

  it.each<[string, Parameters<typeof buildPushPayload>[1], string]>([
    [
      'a non-http GitHub URL',
      { githubUrl: 'javascript:alert(1)' },
      "Invalid GitHub URL 'javascript:alert(1)'. Expected an http(s) URL such as https://github.com/owner/repo."
    ],
    ['an overlong description', { description: 'x'.repeat(2001) }, 'The description is 2001 characters long; the dashboard accepts at most 2000.'],
    [
      'an overlong server name',
      { serverName: 's'.repeat(201) },
      'The server name is 201 characters long; the dashboard accepts at most 200 (pass a shorter --server-name).'
    ],
    ['an empty server name', { serverName: ' ' }, 'The server name is empty; pass a server name (--server-name).']
  ])('refuses %s with a message saying how to fix it', (_, meta, message) => {
    expect(() => buildPushPayload(leakyReport(), meta)).toThrow(new ConfigurationError(message))
  })

  it("refuses a report identity too long to be the dashboard's key instead of cutting it", () => {
    const report = leakyReport({ server: { ...leakyReport().server, identity: 'i'.repeat(300) } })
    expect(() => buildPushPayload(report, {})).toThrow(
      "The report's server identity is 300 characters long; the dashboard accepts at most 200 (pass a shorter --server-name)."
    )
    expect(buildPushPayload(report, { serverName: 'short' }).server.name).toBe('short')
  })
})

describe('parseReportForPush', () => {
  it('accepts a schemaVersion 1 report', () => {
    const report = leakyReport()
    expect(parseReportForPush(JSON.parse(JSON.stringify(report)))).toEqual(report)
  })

  it.each<[string, unknown, string]>([
    ['an array', [], 'The input is not an mcp-behave report: expected a JSON object from `mcp-behave --json`.'],
    [
      'the Python tool output',
      { server_cmd: ['python', 'x.py'], manifest_sha256: 'abc', findings: [] },
      'The input looks like output of the Python mcp-behave 0.1.x, which this push does not accept; re-run the audit with this version and `--json`.'
    ],
    ['an object without schemaVersion', { hello: 'world' }, 'The input is not an mcp-behave report: it has no schemaVersion.'],
    ['another schemaVersion', { schemaVersion: 2 }, 'Unsupported report schemaVersion 2; this push accepts schemaVersion 1.'],
    [
      'a broken schemaVersion 1 report',
      { ...leakyReport(), exitCode: 'three' },
      'The report does not match schemaVersion 1: exitCode: Invalid input: expected number, received string'
    ]
  ])('rejects %s', (_, value, message) => {
    expect(() => parseReportForPush(value)).toThrow(new ConfigurationError(message))
  })
})
