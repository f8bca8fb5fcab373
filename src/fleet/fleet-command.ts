import { resolve } from 'node:path'
import { discoverConfigs, renderDiscovered } from '../config-files/discover.js'
import { serversFromConfigs, type ConfiguredServer } from '../config-files/read-config.js'
import { DEFAULT_REGISTRY_URL, serverFromRegistry } from '../config-files/registry.js'
import { isRegistrySpec } from '../launch/spec.js'
import { ConfigurationError } from '../errors.js'
import { logSafeJson, logSafeLines } from '../neutralize.js'
import type { ParsedCli } from '../settings/cli-args.js'
import type { AuditSettings } from '../settings/settings.js'
import { fleetEntries, runFleet, type AuditFunction } from './run-fleet.js'
import type { AuditRuntime } from '../engine/run-audit.js'
import { renderFleetText } from './summarize-fleet.js'

// The CLI's fleet mode: `--config FILE`, `registry:NAME…` specs, or `--discover`.

/** True when the command line asks for a fleet (or discovery) rather than one server command. */
export async function collectServers(parsed: ParsedCli, cwd: string, fetchImpl: typeof fetch = fetch): Promise<ConfiguredServer[]> {
  const { options, command } = parsed
  if (options.config.length > 0 && command.length > 0) {
    throw new ConfigurationError('give a server command or --config, not both (add the command to the config as an entry)')
  }
  if (options.server.length > 0 && options.config.length === 0) throw new ConfigurationError('--server picks entries of a --config file; no --config was given')
  if (options.config.length > 0)
    return serversFromConfigs(
      options.config.map((file) => resolve(cwd, file)),
      options.server
    )
  const notSpecs = command.filter((word) => !isRegistrySpec(word))
  if (notSpecs.length > 0) {
    throw new ConfigurationError(`registry: specs take no arguments (their arguments come from server.json); got ${JSON.stringify(notSpecs[0])}`)
  }
  const servers: ConfiguredServer[] = []
  for (const spec of command) servers.push(await serverFromRegistry(spec, options['registry-url'] ?? DEFAULT_REGISTRY_URL, fetchImpl))
  return servers
}

export interface FleetCliIo {
  stdout: NodeJS.WritableStream
  cwd: string
  env: NodeJS.ProcessEnv
  home: string
}

export async function runFleetCommand(parsed: ParsedCli, base: AuditSettings, runtime: AuditRuntime, audit: AuditFunction, io: FleetCliIo): Promise<number> {
  if (parsed.options.discover) {
    io.stdout.write(logSafeLines(renderDiscovered(await discoverConfigs({ home: io.home, project: io.cwd, env: io.env }))))
    return 0
  }
  const servers = await collectServers(parsed, io.cwd)
  const { fleet, files } = await runFleet(fleetEntries(servers, base.cwd), { base, jobs: parsed.options.jobs ?? runtime.host.cores, runtime, audit })
  if (parsed.options.json) io.stdout.write(logSafeJson(fleet) + '\n')
  else io.stdout.write(renderFleetText(fleet))
  runtime.logger.info(`wrote ${files.fleet}, ${files.markdown} and one directory per server`)
  return fleet.exitCode
}
