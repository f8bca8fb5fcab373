import { join } from 'node:path'
import { ConfigurationError } from '../errors.js'
import type { Logger } from '../logger.js'
import type { LaunchRecord } from '../model/index.js'
import { withLifecycleScripts } from './install-phase.js'
import { parseLaunchSpec } from './spec.js'

/** What a launch spec changes of a server's settings (src/settings' AuditSettings): the rest passes through. */
export interface LaunchTarget {
  /** the server's argv: a launch spec is replaced by the installed entry point */
  command: string[]
  env: Record<string, string>
  workspaces: string[]
  launch?: LaunchRecord
}

export interface LaunchOptions {
  cacheDir: string
  installScripts: boolean
  /** the user's environment, for the package client */
  env: NodeJS.ProcessEnv
  logger: Logger
}

/** The package cache: $XDG_CACHE_HOME/mcp-behave/packages (~/.cache/… by default). */
export function defaultPackageCache(env: NodeJS.ProcessEnv, home: string): string {
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'mcp-behave', 'packages')
}

/**
 * Settings for a command that is a launch spec: the package installed (outside the trace), the command
 * replaced by its entry point. A plain command comes back unchanged. The identity stays: the settings
 * derived it from the spec (settings/server-identity.ts).
 */
export async function prepareLaunch<Settings extends LaunchTarget>(settings: Settings, options: LaunchOptions): Promise<Settings> {
  const spec = parseLaunchSpec(settings.command)
  if (spec.kind === 'command') {
    if (options.installScripts)
      throw new ConfigurationError('install scripts (--install-scripts, input install-scripts): only for a launch spec (npx …, npm:PKG@VERSION …)')
    return settings
  }
  if (options.installScripts && spec.ecosystem !== 'npm') {
    throw new ConfigurationError(
      'install scripts (--install-scripts, input install-scripts): only npm packages have lifecycle scripts; pip installs wheels, which run no code at install'
    )
  }
  // loaded only for a launch spec: the install's schemas are no part of every audit's start
  const { installServer } = await import('./install.js')
  const installed = await installServer(spec, options.cacheDir, { env: options.env, logger: options.logger })
  const runScripts = options.installScripts && installed.lifecycleScripts.length > 0
  const installScripts = installed.lifecycleScripts.length === 0 ? 'none' : runScripts ? 'traced' : 'skipped'
  if (installScripts === 'skipped') {
    options.logger.info(`${installed.lifecycleScripts.length} package(s) have lifecycle scripts; they were not run (--install-scripts runs them under trace)`)
  }
  return {
    ...settings,
    command: runScripts ? withLifecycleScripts(installed.lifecycleScripts, installed.root, installed.command) : installed.command,
    env: { ...installed.env, ...settings.env },
    // Lifecycle scripts build into their package's directory: shown copy-on-write, the cache stays as it was.
    workspaces: runScripts ? [...settings.workspaces, installed.root] : settings.workspaces,
    launch: {
      package: { ...installed.package, spec: spec.spec, cached: installed.cached, installScripts },
      root: installed.root,
      installPhase: runScripts
    }
  }
}
