import type { Logger } from '../../src/logger.js'
import { summarize, type Finding } from '../../src/model/index.js'
import { ReportSchema, type Report } from '../../src/report/schema.js'
import { emptyObserved } from '../helpers/empty-observed.js'

/** A small, valid report; pass findings and a rug-pull status to vary it. */
export function literalReport(findings: Finding[] = [], overrides: Partial<Report> = {}): Report {
  return ReportSchema.parse({
    schemaVersion: 1,
    auditor: { name: 'mcp-behave', version: '0.2.0' },
    server: { command: ['node', 'server.js'], transport: 'stdio', identity: 'node-server-js-1a2b3c4d', info: { name: 'notes', version: '1.0.0' } },
    sandbox: { network: 'sandbox', method: 'root', failOn: 'high' },
    startedAt: '2025-01-01T00:00:00.000Z',
    durationMs: 1200,
    manifest: { sha256: 'ab'.repeat(32), tools: [], resources: [], resourceTemplates: [], prompts: [] },
    calls: [],
    observed: emptyObserved(),
    findings,
    rugPull: { status: 'new', identity: 'node-server-js-1a2b3c4d', currentSha256: 'ab'.repeat(32), changes: [], duringSession: [] },
    summary: summarize(findings),
    exitCode: 0,
    ...overrides
  })
}

export function finding(severity: Finding['severity'], rule: Finding['rule'] = 'sensitive-file-read', tool = 'format_note'): Finding {
  return {
    rule,
    severity,
    message: `reads ~/.ssh/id_rsa, undeclared (${severity})`,
    tool,
    phase: { kind: 'startup' },
    evidence: { traceLines: [12] },
    fingerprint: `${rule}:${tool}:${severity}`
  }
}

export interface RecordingLogger extends Logger {
  lines: string[]
}

export function recordingLogger(): RecordingLogger {
  const lines: string[] = []
  return {
    lines,
    debug: (message) => lines.push(`debug: ${message}`),
    info: (message) => lines.push(`info: ${message}`),
    warn: (message) => lines.push(`warn: ${message}`),
    error: (message) => lines.push(`error: ${message}`)
  }
}
