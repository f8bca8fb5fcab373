import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { pushToDashboard } from '../../src/github/dashboard.js'
import { startDashboardDouble, type DashboardDouble } from '../push/dashboard-double.js'
import { finding, literalReport, recordingLogger } from './fixtures.js'

const TOKEN = `mcpb_${'a1'.repeat(32)}`
let dashboard: DashboardDouble

beforeAll(async () => {
  dashboard = await startDashboardDouble({ token: TOKEN })
})
afterAll(() => dashboard.close())

describe('pushToDashboard', () => {
  it('posts the audit under the server name when url and token are set', async () => {
    const logger = recordingLogger()
    const report = literalReport([finding('critical', 'canary-exfiltration')], { exitCode: 3 })
    await pushToDashboard(report, { url: `${dashboard.url}/`, token: TOKEN, serverName: 'notes' }, logger)
    expect(dashboard.accepted.map((body) => [body.server.name, body.audit.status, body.findings.length])).toEqual([['notes', 'findings', 1]])
    expect(logger.lines.filter((line) => !line.startsWith('debug'))).toEqual([`info: Pushed the audit to ${dashboard.url}/ (HTTP 201)`])
  })

  it('turns a refused push into a warning and never throws', async () => {
    const logger = recordingLogger()
    await pushToDashboard(literalReport(), { url: dashboard.url, token: `mcpb_${'0'.repeat(64)}`, serverName: null }, logger)
    expect(logger.lines.filter((line) => line.startsWith('warn'))).toEqual(['warn: dashboard push failed: HTTP 401 {"error":"unauthorized"}'])
  })

  it('turns an unreachable dashboard into a warning', async () => {
    const logger = recordingLogger()
    await pushToDashboard(literalReport(), { url: 'http://127.0.0.1:9', token: TOKEN, serverName: null }, logger)
    expect(logger.lines.filter((line) => line.startsWith('warn'))).toEqual([expect.stringMatching(/^warn: dashboard push failed: /)])
  })

  it('does nothing without configuration, and warns when only half of it is there', async () => {
    const logger = recordingLogger()
    const before = dashboard.requests.length
    await pushToDashboard(literalReport(), { url: null, token: null, serverName: null }, logger)
    await pushToDashboard(literalReport(), { url: dashboard.url, token: null, serverName: null }, logger)
    expect(dashboard.requests.length).toBe(before)
    expect(logger.lines).toEqual(['warn: dashboard push skipped: set both dashboard-url and dashboard-token (only dashboard-url is set)'])
  })
})
