// Where the server's program and code live, found before the audit so a typo is one clear line and the
// reads of its own code are not taken for behaviour.
import { constants as fsConstants } from 'node:fs'
import { access, realpath, stat } from 'node:fs/promises'
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path'
import { ConfigurationError } from '../errors.js'
import { findOnPath } from '../sandbox/find-on-path.js'
import { launchedRoots } from '../sandbox/launch-paths.js'
import type { Scenario } from '../probe/scenario.js'
import type { AuditSettings } from '../settings/settings.js'

/** The server to start, checked before anything is made: its program found, its scenario read. */
export interface AuditTarget {
  executable: string
  /** the command with its program resolved: what the sandbox runs */
  argv: string[]
  scenario: Scenario | null
  /**
   * The project roots of the files its command line names, whatever the launch form
   * (sandbox/launch-paths.ts), found once: the sandbox shows them, the profile takes reads there for code.
   */
  launchedRoots: string[]
}

export async function resolveTarget(settings: AuditSettings, searchPath: string, callerHome?: string): Promise<AuditTarget> {
  const [program, ...args] = settings.command
  if (!program) throw new ConfigurationError('no server command given')
  if (!isAbsolute(settings.cwd)) throw new ConfigurationError(`working directory must be absolute: ${settings.cwd}`)
  try {
    if (!(await stat(settings.cwd)).isDirectory()) throw new Error('not a directory')
  } catch {
    throw new ConfigurationError(`working directory not found: ${settings.cwd}`)
  }
  const executable = await resolveExecutable(program, settings.cwd, searchPath)
  // loaded only for a scenario: its schema is no part of every audit's start
  const scenario = settings.scenarioPath !== null ? await (await import('../probe/scenario.js')).loadScenario(settings.scenarioPath) : null
  const argv = [executable, ...args]
  const launched = await launchedRoots(argv, settings.cwd, (name) => findOnPath(name, searchPath), callerHome)
  return { executable, argv, scenario, launchedRoots: launched }
}

/** Resolves the server's executable like execvp would, so a typo is one clear line, not a hang. */
export async function resolveExecutable(command: string, cwd: string, path: string): Promise<string> {
  const candidates = command.includes('/')
    ? [resolve(cwd, command)]
    : path
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, command))
  for (const candidate of candidates) {
    try {
      await access(candidate, fsConstants.X_OK)
      if ((await stat(candidate)).isFile()) return candidate
    } catch {
      // next
    }
  }
  throw new ConfigurationError(`server command not found or not executable: ${command}`)
}

/**
 * Directories whose reads are the server's own code rather than behaviour: the working directory, the
 * scripts it names and the project roots of the files its command line names (`launched`: the roots the
 * sandbox shows it, AuditTarget.launchedRoots).
 */
export async function serverCodeRoots(launched: readonly string[], command: string[], cwd: string): Promise<string[]> {
  const roots = new Set<string>([cwd, ...launched])
  for (const arg of command.slice(1)) {
    if (arg.startsWith('-')) continue
    try {
      const path = await realpath(resolve(cwd, arg))
      if ((await stat(path)).isFile()) roots.add(dirname(path))
    } catch {
      // not a path
    }
  }
  return [...roots]
}

export async function runtimeRoots(executable: string): Promise<string[]> {
  const real = await realpath(executable).catch(() => executable)
  const prefix = dirname(dirname(real))
  return prefix === '/' ? [] : [prefix]
}
