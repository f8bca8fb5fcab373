import { describe, expect, it } from '@jest/globals'
import { FleetSchema } from '../../src/fleet/schema.js'
import { auditedServer, buildFleet, fleetExitCode, renderFleetMarkdown, renderFleetText, shadowingFindings } from '../../src/fleet/summarize-fleet.js'
import { FAIL_ON_VALUES, SEVERITIES } from '../../src/model/index.js'
import { decideVerdict } from '../../src/report/verdict.js'
import { loadReport } from '../report/report-fixtures.js'

const report = (file: string) => loadReport(file.replace(/\.report\.json$/, '') as 'leaky' | 'honest')
const line = (name: string, file: string) => auditedServer({ name, origin: `test: ${name}`, dir: name }, report(file))

describe('cross-server findings', () => {
  it('reports one tool-shadowing finding per tool name declared by two or more servers', () => {
    const findings = shadowingFindings([line('notes-a', 'honest.report.json'), line('notes-b', 'leaky.report.json'), line('odd', 'injection.report.json')])
    expect(findings).toEqual([
      {
        rule: 'tool-shadowing',
        severity: 'medium',
        message: 'tool "format_note" is declared by 2 servers: notes-a, notes-b',
        tool: 'format_note',
        servers: ['notes-a', 'notes-b'],
        fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/)
      }
    ])
  })

  it('finds nothing when every tool name has one owner', () => {
    expect(shadowingFindings([line('notes-a', 'honest.report.json'), line('odd', 'injection.report.json')])).toEqual([])
  })
})

describe('the fleet verdict', () => {
  it('passes only when every server passes; a server that could not be audited outranks findings', () => {
    const honest = line('a', 'honest.report.json')
    const leaky = line('b', 'leaky.report.json')
    const failed = { name: 'c', origin: 'x', status: 'failed' as const, transport: 'stdio' as const, exitCode: 1, message: 'server command not found' }
    const sandbox = { ...failed, name: 'd', exitCode: 2 }
    const skipped = { name: 'e', origin: 'x', status: 'skipped' as const, transport: 'http' as const, exitCode: 0 }
    expect(fleetExitCode([honest, skipped], [], 'high')).toBe(0)
    expect(fleetExitCode([honest, leaky], [], 'high')).toBe(3)
    expect(fleetExitCode([leaky, failed], [], 'high')).toBe(1)
    expect(fleetExitCode([leaky, failed, sandbox], [], 'high')).toBe(2)
    // shadowing is medium: it fails a fleet at fail-on medium, not at high
    const shadow = shadowingFindings([honest, { ...honest, name: 'a2' }])
    expect(fleetExitCode([honest, { ...honest, name: 'a2' }], shadow, 'high')).toBe(0)
    expect(fleetExitCode([honest, { ...honest, name: 'a2' }], shadow, 'medium')).toBe(3)
  })

  it("judges a cross-server finding as a server's own finding is judged, at every fail-on", () => {
    const honest = line('a', 'honest.report.json')
    const shadow = shadowingFindings([honest, { ...honest, name: 'a2' }])[0]!
    const judged = SEVERITIES.flatMap((severity) =>
      FAIL_ON_VALUES.map((failOn) => ({
        severity,
        failOn,
        fleet: fleetExitCode([honest], [{ ...shadow, severity }], failOn),
        server: decideVerdict({ findings: [{ severity }], failOn, incomplete: null, interrupted: false }).exitCode
      }))
    )
    expect(judged.filter(({ fleet, server }) => fleet !== server)).toEqual([])
    // both ways: some fail, some pass
    expect(new Set(judged.map(({ fleet }) => fleet))).toEqual(new Set([0, 3]))
  })

  it('builds a fleet.json that matches its schema, with the cross-server finding in the summary', () => {
    const fleet = buildFleet([line('notes-a', 'honest.report.json'), line('notes-b', 'leaky.report.json')], {
      startedAt: Date.now() - 1000,
      jobs: 2,
      failOn: 'high'
    })
    expect(FleetSchema.safeParse(fleet).success).toBe(true)
    expect(fleet.summary).toEqual({ critical: 1, high: 2, medium: 1, low: 0, info: 0 })
    expect(fleet.exitCode).toBe(3)
  })
})

describe('the combined table', () => {
  const fleet = buildFleet(
    [
      line('notes-a', 'honest.report.json'),
      line('notes-b', 'leaky.report.json'),
      line('odd', 'injection.report.json'),
      {
        name: 'remote',
        origin: 'x',
        status: 'skipped',
        transport: 'http',
        exitCode: 0,
        message: 'remote/HTTP server (https://r.example/mcp): not audited here, nothing traced'
      }
    ],
    { startedAt: Date.now(), jobs: 2, failOn: 'high' }
  )

  it('text: one row per server, then the cross-server findings and the fleet result', () => {
    const text = renderFleetText(fleet)
    const rows = text.split('\n')
    expect(rows[1]).toMatch(/^server +result +findings +tools +report +note$/)
    expect(rows[2]).toMatch(/^notes-a +pass +0 +1 +notes-a$/)
    expect(rows[3]).toMatch(/^notes-b +fail +1 critical, 2 high +1 +notes-b$/)
    expect(rows[4]).toMatch(/^odd +fail +1 critical, 4 high, 2 medium, 1 low, 1 info +4 +odd$/)
    expect(rows[5]).toMatch(/^remote +skipped +— +— +remote\/HTTP server \(https:\/\/r\.example\/mcp\): not audited here, nothing traced$/)
    expect(text).toContain('MEDIUM tool-shadowing: tool "format_note" is declared by 2 servers: notes-a, notes-b')
    expect(text).toContain('fleet result: 2 critical, 6 high, 3 medium, 1 low, 1 info; exit 3')
  })

  it('Markdown: the same rows, server-given text neutralized', () => {
    const markdown = renderFleetMarkdown(fleet)
    expect(markdown).toContain('| `notes-b` | fail | 1 critical, 2 high | 1 | new |')
    expect(markdown).toContain('| medium | `tool-shadowing` | `format_note` | `notes-a`, `notes-b` |')
    expect(markdown).not.toMatch(/<img|<script/)
  })
})
