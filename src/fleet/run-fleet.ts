import { availableParallelism } from 'node:os'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { ConfiguredServer } from '../config-files/read-config.js'
import type { AuditOutcome, AuditRuntime } from '../engine/run-audit.js'
import { writeOutputFile } from '../engine/output-files.js'
import { ConfigurationError, describeFailure } from '../errors.js'
import type { Logger } from '../logger.js'
import { serverIdentity } from '../settings/server-identity.js'
import type { AuditSettings } from '../settings/settings.js'
import { auditedServer, buildFleet, renderFleetMarkdown } from './summarize-fleet.js'
import type { Fleet, FleetServer } from './schema.js'

// Several servers in one run: each audited like a single one (its own out-dir, pin and report), a few at
// a time — most of an audit is waiting on the server, so audits overlap well even on two cores — then
// fleet.json and the combined table.

export type AuditFunction = (settings: AuditSettings, runtime: AuditRuntime) => Promise<AuditOutcome>

export interface FleetOptions {
  /** the settings every server shares (flags); command, env, cwd, out-dir and identity are per server */
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

export const defaultJobs = (): number => Math.max(1, availableParallelism())

export interface FleetOutcome {
  fleet: Fleet
  /** each audited server's report and files, by name */
  outcomes: Map<string, AuditOutcome>
  files: { fleet: string; markdown: string }
}

/** Out-dir names: the server's identity, made unique in the fleet. */
function uniqueDirs(servers: readonly ConfiguredServer[], base: AuditSettings): string[] {
  const used = new Set<string>()
  return servers.map((server) => {
    const command = server.launch.transport === 'stdio' ? server.launch.command : [server.launch.url]
    const identity = serverIdentity(server.name, command, base.cwd)
    let dir = identity
    for (let n = 2; used.has(dir); n += 1) dir = `${identity}-${n}`
    used.add(dir)
    return dir
  })
}

export function settingsFor(server: ConfiguredServer, dir: string, base: AuditSettings): AuditSettings {
  const launch = server.launch
  const command = launch.transport === 'stdio' ? launch.command : []
  const cwd = launch.transport === 'stdio' && launch.cwd !== null ? launch.cwd : base.cwd
  return {
    ...base,
    command,
    cwd,
    // The entry's own variables, then the user's --env over them (the user's word is the last one).
    env: { ...(launch.transport === 'stdio' ? launch.env : {}), ...base.env },
    outDir: join(base.outDir, dir),
    serverName: server.name,
    identity: dir,
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

export async function runFleet(servers: readonly ConfiguredServer[], options: FleetOptions): Promise<FleetOutcome> {
  const started = Date.now()
  const { base, runtime } = options
  const dirs = uniqueDirs(servers, base)
  const outcomes = new Map<string, AuditOutcome>()
  // Made before the audits start, which would otherwise race to create it.
  try {
    await mkdir(base.outDir, { recursive: true })
  } catch (error) {
    throw new ConfigurationError(`cannot create the output directory ${base.outDir}: ${(error as Error).message}`)
  }
  runtime.logger.info(`fleet: ${servers.length} servers, ${Math.min(options.jobs, servers.length)} at a time`)

  const lines = await mapWithLimit(servers, options.jobs, async (server, index): Promise<FleetServer> => {
    const dir = dirs[index] as string
    const line = { name: server.name, origin: server.origin, dir }
    const settings = settingsFor(server, dir, base)
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

  const fleet = buildFleet(lines, { startedAt: started, jobs: Math.min(options.jobs, Math.max(1, servers.length)), failOn: base.failOn })
  const files = { fleet: join(base.outDir, 'fleet.json'), markdown: join(base.outDir, 'fleet.md') }
  await writeOutputFile(files.fleet, JSON.stringify(fleet, null, 2) + '\n')
  await writeOutputFile(files.markdown, renderFleetMarkdown(fleet))
  return { fleet, outcomes, files }
}
