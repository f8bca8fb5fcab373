import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { ConfiguredServer } from '../config-files/read-config.js'
import type { AuditOutcome, AuditRuntime } from '../engine/run-audit.js'
import { writeOutputFile } from '../engine/output-files.js'
import { ConfigurationError, describeFailure } from '../errors.js'
import type { Logger } from '../logger.js'
import { MAX_IDENTITY_LENGTH, serverIdentity } from '../settings/server-identity.js'
import type { AuditSettings } from '../settings/settings.js'
import { auditedServer, buildFleet, renderFleetMarkdown } from './summarize-fleet.js'
import type { Fleet, FleetServer } from './schema.js'

// Several servers in one run: each audited like a single one (its own out-dir, pin and report), a few at
// a time — most of an audit is waiting on the server, so audits overlap well even on two cores — then
// fleet.json and the combined table.

export type AuditFunction = (settings: AuditSettings, runtime: AuditRuntime) => Promise<AuditOutcome>

export interface FleetOptions {
  /** the settings every server shares (flags); command, env, cwd, out-dir and identity are per entry */
  base: AuditSettings
  jobs: number
  runtime: AuditRuntime
  audit: AuditFunction
  /**
   * Audits a server reached over HTTP; absent until HTTP servers can be audited, in which case such
   * entries are listed as skipped.
   */
  auditHttp?: (server: ConfiguredServer & { launch: { transport: 'http' } }, settings: AuditSettings, runtime: AuditRuntime) => Promise<AuditOutcome>
}

export interface FleetOutcome {
  fleet: Fleet
  /** each audited server's report and files, by name */
  outcomes: Map<string, AuditOutcome>
  files: { fleet: string; markdown: string }
}

/** A server of the fleet with the identity that names its out-dir, its pin and its artifacts. */
export interface FleetEntry {
  server: ConfiguredServer
  identity: string
}

/**
 * Each server's identity, worked out once for the whole fleet: its name made safe (serverIdentity), and
 * -2, -3… after it when an earlier entry already has it — two names can clean to the same identity.
 * `cwd`: the fleet's working directory, for an entry that sets none.
 */
export function fleetEntries(servers: readonly ConfiguredServer[], cwd: string): FleetEntry[] {
  const used = new Set<string>()
  return servers.map((server) => {
    const launch = server.launch
    const named = serverIdentity(
      launch.transport === 'stdio'
        ? { serverName: server.name, command: launch.command, cwd: launch.cwd ?? cwd }
        : { serverName: server.name, command: [], url: launch.url, cwd }
    )
    let identity = named
    for (let n = 2; used.has(identity); n += 1) identity = `${named.slice(0, MAX_IDENTITY_LENGTH - `-${n}`.length)}-${n}`
    used.add(identity)
    return { server, identity }
  })
}

export function settingsFor({ server, identity }: FleetEntry, base: AuditSettings): AuditSettings {
  const launch = server.launch
  const command = launch.transport === 'stdio' ? launch.command : []
  const cwd = launch.transport === 'stdio' && launch.cwd !== null ? launch.cwd : base.cwd
  return {
    ...base,
    command,
    cwd,
    // The entry's own variables, then the user's --env over them (the user's word is the last one).
    env: { ...(launch.transport === 'stdio' ? launch.env : {}), ...base.env },
    outDir: join(base.outDir, identity),
    serverName: server.name,
    identity,
    configCanaries: [...(base.configCanaries ?? []), ...server.canaries]
  }
}

function prefixed(logger: Logger, name: string): Logger {
  const tag = `[${name}] `
  return {
    debug: (message) => logger.debug(tag + message),
    info: (message) => logger.info(tag + message),
    warn: (message) => logger.warn(tag + message),
    error: (message) => logger.error(tag + message)
  }
}

/** Runs `work` over `items` with at most `limit` in flight; results keep the items' order. */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export async function runFleet(entries: readonly FleetEntry[], options: FleetOptions): Promise<FleetOutcome> {
  const started = Date.now()
  const { base, runtime } = options
  const outcomes = new Map<string, AuditOutcome>()
  // Made before the audits start, which would otherwise race to create it.
  try {
    await mkdir(base.outDir, { recursive: true })
  } catch (error) {
    throw new ConfigurationError(`cannot create the output directory ${base.outDir}: ${(error as Error).message}`)
  }
  runtime.logger.info(`fleet: ${entries.length} servers, ${Math.min(options.jobs, entries.length)} at a time`)

  const lines = await mapWithLimit(entries, options.jobs, async (entry): Promise<FleetServer> => {
    const { server } = entry
    const line = { name: server.name, origin: server.origin, dir: entry.identity }
    const settings = settingsFor(entry, base)
    const serverRuntime = { ...runtime, logger: prefixed(runtime.logger, server.name) }
    const launch = server.launch
    if (runtime.signal?.aborted) return { ...line, status: 'failed', transport: launch.transport, exitCode: 130, message: 'interrupted before it started' }
    try {
      let outcome: AuditOutcome
      if (launch.transport === 'http') {
        if (options.auditHttp === undefined) {
          return {
            name: server.name,
            origin: server.origin,
            status: 'skipped',
            transport: 'http',
            exitCode: 0,
            message: `remote/HTTP server (${launch.url}): not audited here, nothing traced`
          }
        }
        outcome = await options.auditHttp({ ...server, launch }, settings, serverRuntime)
      } else {
        serverRuntime.logger.info(`auditing: ${launch.command.join(' ')}`)
        outcome = await options.audit(settings, serverRuntime)
      }
      outcomes.set(server.name, outcome)
      return auditedServer(line, outcome.report)
    } catch (error) {
      const failure = describeFailure(error)
      serverRuntime.logger.error(failure.message)
      return { ...line, status: 'failed', transport: launch.transport, exitCode: failure.exitCode, message: failure.message }
    }
  })

  const fleet = buildFleet(lines, { startedAt: started, jobs: Math.min(options.jobs, Math.max(1, entries.length)), failOn: base.failOn })
  const files = { fleet: join(base.outDir, 'fleet.json'), markdown: join(base.outDir, 'fleet.md') }
  await writeOutputFile(files.fleet, JSON.stringify(fleet, null, 2) + '\n')
  await writeOutputFile(files.markdown, renderFleetMarkdown(fleet))
  return { fleet, outcomes, files }
}
