import { summarize, type BehaviourBaseline, type Manifest, type Observed, type RugPull, type SandboxMethod, type StaticMap } from '../model/index.js'
import { staticSection } from './static-section.js'
import type { ProbeResult } from '../probe/types.js'
import type { AuditSettings } from '../settings/settings.js'
import { AUDITOR_VERSION } from '../version.js'
import type { Judged } from './judge-run.js'
import type { Report } from './schema.js'

// The report stage of a traced audit: every earlier stage's result put in report.json's shape (schema.ts).

export interface ReportInput {
  settings: AuditSettings
  method: SandboxMethod
  /** epoch ms when the audit began */
  startedAt: number
  probe: ProbeResult
  /** HTTP servers: the URL the auditor spoke to */
  url?: string
  incomplete: string | null
  /** what the sandbox did besides running the server: masked workspace files, the changes archive, the descriptors passed */
  sandbox: Pick<Report['sandbox'], 'masked' | 'changesArchive' | 'descriptors'>
  manifest: Manifest
  rugPull: RugPull
  observed: Observed
  behaviour?: BehaviourBaseline
  /** what the static stage read in the server's source */
  staticMap?: StaticMap
  judged: Judged
}

export function assembleReport(input: ReportInput): Report {
  const { settings, probe, judged } = input
  const { masked, changesArchive, descriptors } = input.sandbox
  return {
    schemaVersion: 1,
    auditor: { name: 'mcp-behave', version: AUDITOR_VERSION },
    server: {
      command: settings.command,
      transport: settings.http?.flavour ?? 'stdio',
      ...(input.url !== undefined ? { url: input.url } : {}),
      identity: settings.identity,
      info: probe.serverInfo,
      ...(probe.protocolVersion ? { protocolVersion: probe.protocolVersion } : {}),
      ...(settings.launch ? { package: settings.launch.package } : {})
    },
    sandbox: {
      network: settings.network,
      method: input.method,
      failOn: settings.failOn,
      fs: settings.fs,
      ...(settings.network === 'sandbox' ? { captureBytes: settings.captureBytes } : {}),
      ...(masked && masked.length > 0 ? { masked } : {}),
      ...(changesArchive ? { changesArchive } : {}),
      ...(descriptors ? { descriptors } : {})
    },
    startedAt: new Date(input.startedAt).toISOString(),
    durationMs: Date.now() - input.startedAt,
    ...(input.incomplete ? { incomplete: input.incomplete } : {}),
    manifest: input.manifest,
    calls: probe.calls,
    coverage: judged.coverage,
    observed: input.observed,
    findings: judged.findings,
    rugPull: input.rugPull,
    ...(input.staticMap
      ? {
          static: staticSection(
            input.staticMap,
            input.observed,
            input.manifest.tools.map((tool) => tool.name),
            probe.steered
          )
        }
      : {}),
    ...(input.behaviour ? { behaviour: input.behaviour } : {}),
    ...(judged.attack ? { attack: judged.attack } : {}),
    summary: summarize(judged.findings),
    exitCode: judged.exitCode
  }
}
