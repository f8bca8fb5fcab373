// Where the server's program and code live, found before the audit so a typo is one clear line and the
// reads of its own code are not taken for behaviour.
import { constants as fsConstants } from 'node:fs'
import { access, realpath, stat } from 'node:fs/promises'
import { delimiter, dirname, join, resolve } from 'node:path'
import { ConfigurationError } from '../errors.js'
import { launchedRoots } from '../sandbox/launch-paths.js'

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
 * scripts it names and the project roots of the files its command line names, in whatever launch form
 * (the same roots the sandbox shows it read-only, sandbox/launch-paths.ts).
 */
export async function serverCodeRoots(command: string[], cwd: string): Promise<string[]> {
  const roots = new Set<string>([cwd, ...(await launchedRoots(command, cwd, () => null))])
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
