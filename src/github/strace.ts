import { spawn } from 'node:child_process'
import { SandboxSetupError } from '../errors.js'
import type { Logger } from '../logger.js'
import { findOnPath } from '../sandbox/find-on-path.js'
import type { HostContext } from '../settings/host.js'

export interface CommandResult {
  code: number
  output: string
}

/** Whatever shells out sits behind this, so tests never run apt-get. */
export interface CommandRunner {
  platform: NodeJS.Platform
  isRoot: boolean
  which(program: string): string | null
  run(program: string, args: string[]): Promise<CommandResult>
}

const installHint = (pkg: string): string =>
  `Install it in an earlier step (sudo apt-get install -y ${pkg}) or use an Ubuntu runner (ubuntu-latest), where sudo works without a password.`

/** Makes sure strace is on PATH, installing it with apt-get when it is missing. Returns its path. */
export function ensureStrace(runner: CommandRunner, logger: Logger): Promise<string> {
  return ensureProgram(runner, logger, 'strace', 'strace')
}

/** Makes sure bwrap (the filesystem containment) is on PATH, installing bubblewrap when it is missing. */
export function ensureBwrap(runner: CommandRunner, logger: Logger): Promise<string> {
  return ensureProgram(runner, logger, 'bwrap', 'bubblewrap')
}

async function ensureProgram(runner: CommandRunner, logger: Logger, program: string, pkg: string): Promise<string> {
  const INSTALL_HINT = installHint(pkg)
  if (runner.platform !== 'linux') {
    throw new SandboxSetupError(`mcp-behave needs a Linux runner (strace); this one is ${runner.platform}`, 'Use runs-on: ubuntu-latest.')
  }
  const found = runner.which(program)
  if (found !== null) return found
  if (runner.which('apt-get') === null) {
    throw new SandboxSetupError(`${program} is not installed and this runner has no apt-get to install it`, INSTALL_HINT)
  }
  const asRoot = (args: string[]): [string, string[]] => (runner.isRoot ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]])
  const attempt = async (args: string[]): Promise<CommandResult> => {
    const [command, commandArgs] = asRoot(args)
    logger.info(`${program} is missing; running ${command} ${commandArgs.join(' ')}`)
    const result = await runner.run(command, commandArgs)
    if (result.code !== 0) logger.debug(result.output)
    return result
  }
  let install = await attempt(['install', '-y', '--no-install-recommends', pkg])
  if (install.code !== 0) {
    // A fresh runner's package lists can be stale or missing; refresh once and retry.
    const update = await attempt(['update'])
    if (update.code === 0) install = await attempt(['install', '-y', '--no-install-recommends', pkg])
  }
  const installed = runner.which(program)
  if (install.code === 0 && installed === null) {
    // apt-get had nothing to do or put it elsewhere: the package is there, the runner's PATH does not reach it
    throw new SandboxSetupError(`${program} is not on PATH, although apt-get reports ${pkg} installed`, `Add the directory holding ${program} to PATH.`)
  }
  if (install.code !== 0 || installed === null) {
    const lastLine = install.output.trim().split('\n').pop() ?? ''
    throw new SandboxSetupError(`${program} is not installed and apt-get could not install it (exit ${install.code}: ${lastLine})`, INSTALL_HINT)
  }
  return installed
}

/** The runner's own commands, found on its PATH and run with its environment (the host context's). */
export function systemCommandRunner(host: HostContext): CommandRunner {
  return {
    platform: host.platform,
    isRoot: host.caller.uid === 0,
    which: (program) => findOnPath(program, host.env.PATH ?? ''),
    run: (program, args) =>
      new Promise((resolve) => {
        const child = spawn(program, args, {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...host.env, DEBIAN_FRONTEND: 'noninteractive' }
        })
        const chunks: Buffer[] = []
        child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
        child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
        child.on('error', (error) => resolve({ code: 127, output: error.message }))
        child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }))
      })
  }
}
