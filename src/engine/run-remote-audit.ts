import { rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { ProbeStartError } from '../errors.js'
import type { Logger } from '../logger.js'
import { buildManifest } from '../manifest/build-manifest.js'
import { rugPullOf } from '../manifest/pin-store.js'
import { coverageFindings } from '../probe/coverage.js'
import { RemoteHttpTransport } from '../probe/sandboxed-http-transport.js'
import { MAX_MESSAGE_BYTES } from '../probe/probe-transport.js'
import { probeServer, ProbeAborted } from '../probe/session.js'
import type { ProbeResult } from '../probe/types.js'
import { ProfileBuilder } from '../profile/build-profile.js'
import { summarize } from '../model/index.js'
import type { Report } from '../report/schema.js'
import { decideVerdict } from '../report/verdict.js'
import { evaluateRules } from '../rules/evaluate-rules.js'
import type { HttpSetting } from '../settings/http-endpoint.js'
import type { AuditSettings } from '../settings/settings.js'
import { AUDITOR_VERSION } from '../version.js'
import { prepareOutDir, refuseNonRegular, writeOutputFile, writeReportFile } from './output-files.js'

// A server known only by its URL: nothing of it runs here, so nothing is traced. What can be checked from
// outside is what it declares — initialize, every listing (manifest, rug-pull pin against the last run,
// a surface that changes between two listings), its server info. No tool is called: a call would act on
// a real service, and what it did there could not be seen.

export const UNTRACED_REMOTE =
  'a remote server reached by URL: nothing it did was observed; only its declared surface (manifest, rug-pull pin, server info) was checked'

export interface RemoteAuditRuntime {
  logger: Logger
  signal?: AbortSignal
}

export async function runRemoteAudit(
  settings: AuditSettings & { http: HttpSetting },
  url: string,
  runtime: RemoteAuditRuntime
): Promise<{ report: Report; files: { trace: string; manifest: string; report: string } }> {
  const { logger } = runtime
  const started = Date.now()
  await prepareOutDir(settings.outDir)
  const files = { trace: join(settings.outDir, 'trace.log'), manifest: join(settings.outDir, 'manifest.json'), report: join(settings.outDir, 'report.json') }
  for (const path of [files.manifest, files.report]) await refuseNonRegular(path)
  // Nothing is traced: evidence an earlier run left in the out-dir must not pass for this server's.
  for (const stale of [files.trace, join(settings.outDir, 'network.jsonl'), join(settings.outDir, 'changes.tar')]) await rm(stale, { force: true })
  logger.info(`remote server ${url}: nothing is traced; only its declared surface is checked`)

  let probe: ProbeResult
  let incomplete: string | undefined
  let transport: RemoteHttpTransport | null = null
  try {
    probe = await probeServer({
      // The session's own cap and accounting of oversized answers, as for a started server.
      transport: (hooks) => {
        transport = new RemoteHttpTransport(
          { flavour: settings.http.flavour, url: new URL(url) },
          { maxMessageBytes: MAX_MESSAGE_BYTES, onOversized: (bytes) => hooks.onOversized(bytes) }
        )
        return transport
      },
      rootDir: resolve(settings.cwd),
      timeoutMs: settings.timeoutMs,
      initializeTimeoutMs: Math.max(2 * settings.timeoutMs, 5_000),
      callsPerTool: 0,
      logger,
      ...(runtime.signal ? { signal: runtime.signal } : {})
    })
  } catch (error) {
    if (!(error instanceof ProbeAborted)) {
      if (error instanceof ProbeStartError) {
        // The session knows only that the connection closed; the transport knows why.
        const lastError = (transport as RemoteHttpTransport | null)?.lastError
        const why = lastError ? `cannot reach the server: ${lastError}` : error.message
        throw new ProbeStartError(`${url}: ${why}`, '', null)
      }
      throw error
    }
    probe = error.partial
    incomplete = 'interrupted before the audit finished'
  }
  if (!probe.shutdownAt) probe.shutdownAt = Date.now()

  const manifest = buildManifest(probe.listing, probe.instructions)
  await writeOutputFile(files.manifest, JSON.stringify(manifest, null, 2) + '\n')
  const { identity } = settings
  const pinned = { stateDir: settings.stateDir, identity, manifest, accept: settings.acceptManifest, complete: !incomplete }
  const { rugPull, pinError } = await rugPullOf({ ...pinned, listing: probe.listing, relisting: probe.relisting })
  if (pinError) logger.warn(`manifest pin: ${pinError}`)
  // An empty profile: the rules that judge behaviour find nothing, the rug-pull rule still judges the surface.
  const observed = new ProfileBuilder({
    calls: [],
    shutdownAt: probe.shutdownAt,
    home: '/nonexistent',
    cwd: settings.cwd,
    canaries: [],
    serverCodeRoots: [],
    runtimeRoots: []
  }).finish({
    lines: 0,
    events: 0,
    unparsed: 0,
    unparsedSamples: []
  })
  // Nothing is called, so only what kept the surface from being listed (a failed or cut listing) is a
  // coverage gap: a remote server whose tools/list fails must not pass with an empty manifest.
  const coverage = { items: [], gaps: probe.gaps }
  const findings = [
    ...evaluateRules({ observed, manifest, calls: probe.calls, policy: settings.policy, rugPull, home: '/nonexistent', cwd: settings.cwd }),
    ...coverageFindings(coverage)
  ]
  const { exitCode } = decideVerdict({ findings, failOn: settings.failOn, incomplete: incomplete ?? null, interrupted: runtime.signal?.aborted === true })
  const report: Report = {
    schemaVersion: 1,
    auditor: { name: 'mcp-behave', version: AUDITOR_VERSION },
    server: {
      command: [],
      transport: settings.http.flavour,
      url,
      untraced: UNTRACED_REMOTE,
      identity,
      info: probe.serverInfo,
      ...(probe.protocolVersion ? { protocolVersion: probe.protocolVersion } : {})
    },
    sandbox: { network: 'host', method: 'none', failOn: settings.failOn },
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    ...(incomplete ? { incomplete } : {}),
    manifest,
    calls: probe.calls,
    coverage,
    observed,
    findings,
    rugPull,
    summary: summarize(findings),
    exitCode
  }
  await writeReportFile(files.report, report)
  return { report, files }
}
