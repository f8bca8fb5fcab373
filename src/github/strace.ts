import { spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import path from 'node:path'
import { SandboxSetupError } from '../errors.js'
import type { Logger } from '../logger.js'

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
  if (install.code !== 0 || installed === null) {
    const lastLine = install.output.trim().split('\n').pop() ?? ''
    throw new SandboxSetupError(`${program} is not installed and apt-get could not install it (exit ${install.code}: ${lastLine})`, INSTALL_HINT)
  }
  return installed
}

function whichOnPath(program: string, pathVariable: string | undefined): string | null {
  for (const dir of (pathVariable ?? '').split(path.delimiter)) {
    if (dir === '') continue
    const candidate = path.join(dir, program)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not here
    }
  }
  return null
}

export const systemCommandRunner: CommandRunner = {
  platform: process.platform,
  isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  which: (program) => whichOnPath(program, process.env['PATH']),
  run: (program, args) =>
    new Promise((resolve) => {
      const child = spawn(program, args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
      })
      const chunks: Buffer[] = []
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
      child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
      child.on('error', (error) => resolve({ code: 127, output: error.message }))
      child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }))
    })
}
