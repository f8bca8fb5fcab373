import { EXIT_CODES } from '../errors.js'
import { meetsThreshold, type Finding, type Manifest } from '../model/index.js'
import { quoteForAgent } from '../neutralize.js'
import type { Report } from '../report/schema.js'
import { verdictOf } from '../report/verdict.js'
import { SERVER_TEXT_NOTE, type AuditOutput, type InspectOutput } from './tool-schemas.js'

// Reports and manifests as the structured results of mcp-behave serve's tools. Pure: every string the
// audited server chose goes through quoteForAgent (neutralize.ts) on its way out, and nothing else does,
// so the agent that asked can tell the auditor's words from the server's.

const q = (text: string, maxLen?: number): string => quoteForAgent(text, maxLen)
const qs = (texts: readonly string[] | undefined, max = 20): string[] | undefined => texts?.slice(0, max).map((text) => q(text, 500))

/** What the exit code says, in the words of the CLI's exit-code table. */
export function exitCodeMeaning(exitCode: number, failOn: string): string {
  switch (exitCode) {
    case EXIT_CODES.pass:
      return `pass (exit 0): no finding at or above ${failOn}`
    case EXIT_CODES.findings:
      return `fail (exit 3): findings at or above ${failOn}, or coverage below minCoverage`
    case EXIT_CODES.interrupted:
      return 'interrupted (exit 130): the audit was cancelled; what was traced is in the out-dir'
    default:
      return `fail (exit ${exitCode}): the audit did not see the whole session`
  }
}

/** One finding for the agent; `lines`: trace.log's text of its first evidence lines, when read. */
export function shapeFinding(finding: Finding, lines?: ReadonlyMap<number, string>): AuditOutput['findings'][number] {
  const { evidence, phase } = finding
  const shownLines = evidence.traceLines
    .slice(0, MAX_LINES_PER_FINDING)
    .map((line) => lines?.get(line))
    .filter((text): text is string => text !== undefined)
  return {
    rule: finding.rule,
    severity: finding.severity,
    ...(finding.tool !== undefined ? { item: q(finding.tool, 300) } : {}),
    phase: phase.kind === 'call' ? `call: ${phase.call.kind} call #${phase.call.iteration}` : phase.kind,
    message: q(finding.message, 1000),
    fingerprint: finding.fingerprint,
    evidence: {
      ...(evidence.paths ? { paths: qs(evidence.paths) } : {}),
      ...(evidence.addresses ? { addresses: qs(evidence.addresses) } : {}),
      ...(evidence.dnsNames ? { dnsNames: qs(evidence.dnsNames) } : {}),
      ...(evidence.argv ? { argv: qs(evidence.argv.map((argv) => argv.join(' '))) } : {}),
      ...(evidence.canaries ? { canaries: evidence.canaries.slice(0, 20) } : {}),
      ...(evidence.declared !== undefined ? { declared: q(evidence.declared, 500) } : {}),
      traceLines: evidence.traceLines.slice(0, 50),
      ...(shownLines.length > 0 ? { lines: shownLines.map((text) => q(text, 400)) } : {})
    }
  }
}

/** How many of a finding's trace.log lines are quoted in the result (all of them are in report.json). */
export const MAX_LINES_PER_FINDING = 3

/** The findings the result lists: those at or above failOn; every one with failOn never. */
export function shownFindings(report: Pick<Report, 'findings' | 'sandbox'>): Finding[] {
  const { failOn } = report.sandbox
  return failOn === 'never' ? report.findings : report.findings.filter((finding) => meetsThreshold(finding.severity, failOn))
}

export interface OutFiles {
  outDir: string
  trace: string
  manifest: string
  report: string
}

export function shapeAudit(report: Report, files: OutFiles, lines?: ReadonlyMap<number, string>): AuditOutput {
  const verdict = verdictOf(report)
  const shown = shownFindings(report)
  const coverage = report.coverage
  return {
    note: SERVER_TEXT_NOTE,
    verdict: {
      passed: verdict.passed,
      exitCode: report.exitCode,
      meaning: exitCodeMeaning(report.exitCode, verdict.failOn),
      failOn: verdict.failOn,
      ...(report.incomplete !== undefined ? { incomplete: q(report.incomplete, 500) } : {})
    },
    server: { identity: report.server.identity, ...(report.server.info ? { info: q(`${report.server.info.name} ${report.server.info.version}`, 300) } : {}) },
    summary: report.summary,
    findings: shown.map((finding) => shapeFinding(finding, lines)),
    belowThreshold: report.findings.length - shown.length,
    coverage: {
      ...(coverage?.totals ? { percent: coverage.totals.percent } : {}),
      items: (coverage?.items ?? []).slice(0, 200).map((item) => ({ kind: item.kind, name: q(item.name, 300), attempts: item.attempts, ok: item.ok })),
      gaps: (coverage?.gaps ?? []).slice(0, 50).map((gap) => ({ what: gap.what, why: q(gap.why, 500) }))
    },
    files: { outDir: files.outDir, ...(report.server.untraced ? {} : { trace: files.trace }), manifest: files.manifest, report: files.report }
  }
}

/** A declared annotation: booleans are the hints themselves; anything else (a title) is the server's text. */
function shapeAnnotations(annotations: Record<string, unknown> | undefined): Record<string, boolean | string> | undefined {
  if (!annotations) return undefined
  return Object.fromEntries(
    Object.entries(annotations)
      .slice(0, 20)
      .map(([key, value]) => [q(key, 100), typeof value === 'boolean' ? value : q(typeof value === 'string' ? value : JSON.stringify(value), 300)])
  )
}

const optional = <K extends string>(key: K, text: string | undefined, maxLen: number): { [P in K]?: string } =>
  (text === undefined ? {} : { [key]: q(text, maxLen) }) as { [P in K]?: string }

export interface PinState {
  status: InspectOutput['pin']['status']
  pinnedSha256?: string
  error?: string
}

export function shapeManifest(manifest: Manifest, server: { identity: string; info: Report['server']['info'] }, pin: PinState): InspectOutput {
  return {
    note: SERVER_TEXT_NOTE,
    server: { identity: server.identity, ...(server.info ? { info: q(`${server.info.name} ${server.info.version}`, 300) } : {}) },
    manifestSha256: manifest.sha256,
    pin: { status: pin.status, ...(pin.pinnedSha256 ? { pinnedSha256: pin.pinnedSha256 } : {}), ...(pin.error ? { error: q(pin.error, 500) } : {}) },
    ...optional('instructions', manifest.instructions, 4000),
    tools: manifest.tools.map((tool) => {
      const annotations = shapeAnnotations({ ...(tool.title !== undefined ? { title: tool.title } : {}), ...tool.annotations })
      return {
        name: q(tool.name, 300),
        ...optional('description', tool.description, 4000),
        ...(annotations && Object.keys(annotations).length > 0 ? { annotations } : {}),
        ...(tool.inputSchema ? { inputSchema: q(JSON.stringify(tool.inputSchema), 4000) } : {})
      }
    }),
    resources: manifest.resources.map((resource) => ({
      uri: q(resource.uri, 500),
      ...optional('name', resource.name, 300),
      ...optional('description', resource.description, 2000)
    })),
    resourceTemplates: manifest.resourceTemplates.map((template) => ({
      uriTemplate: q(template.uriTemplate, 500),
      ...optional('description', template.description, 2000)
    })),
    prompts: manifest.prompts.map((prompt) => ({
      name: q(prompt.name, 300),
      ...optional('description', prompt.description, 2000),
      arguments: (prompt.arguments ?? []).slice(0, 50).map((argument) => q(`${argument.name}${argument.description ? `: ${argument.description}` : ''}`, 500))
    }))
  }
}
