import { SandboxSetupError } from '../errors.js'
import { SANDBOX_METHODS, type NetworkMode, type SandboxMethod } from '../model/sandbox-modes.js'
import type { Caller } from '../settings/host.js'
import { findOnPath } from './find-on-path.js'
import { runProbe } from './probe-run.js'

export interface LaunchCommand {
  command: string
  args: string[]
}

const NAMESPACE_FLAGS = ['--pid', '--fork', '--kill-child', '--mount-proc', '--propagation', 'private']

function unshareFlags(method: SandboxMethod, network: NetworkMode): string[] {
  const flags = [...(network === 'sandbox' ? ['--net'] : []), ...NAMESPACE_FLAGS]
  return method === 'userns' || method === 'sudo' ? ['--user', '--map-root-user', ...flags] : flags
}

/**
 * The command that starts the sandbox init inside fresh namespaces: a pid namespace (when its first
 * process exits, the kernel kills every process the server left, double-forked daemons included), a
 * mount namespace, and for network=sandbox a network namespace with nothing but loopback.
 */
export function buildLaunchCommand(method: SandboxMethod, network: NetworkMode, init: { node: string; script: string }, caller: Caller): LaunchCommand {
  // The init's config comes on its stdin (init-handoff.ts): only the network mode is on the command line.
  const initArgv = [init.node, init.script, network]
  switch (method) {
    case 'root':
    case 'userns':
      // setpriv's parent-death signal, kept across its exec of unshare: should the auditor die without
      // stopping the audit (SIGKILL, a crash), unshare is killed, its --kill-child kills the init, and
      // with the init, the first process of the pid namespace, goes everything the server started, even
      // a server that ignores the end of its input. (Under sudo the parent is sudo, which outlives us.)
      return { command: 'setpriv', args: ['--pdeathsig', 'KILL', '--', 'unshare', ...unshareFlags(method, network), '--', ...initArgv] }
    case 'sudo':
      // sudo only lends the privilege to create the namespaces (where unprivileged user namespaces are
      // restricted, as on Ubuntu 24.04): setpriv goes back to the caller's uid keeping CAP_SYS_ADMIN
      // for the unshare alone, whose user namespace maps its root to the caller. Everything inside —
      // the init, the sink, strace, the server — is the caller outside, and files it creates are the
      // caller's; the capability does not survive into the namespace.
      return {
        command: 'sudo',
        args: [
          '-n',
          '--',
          'setpriv',
          `--reuid=${caller.uid}`,
          `--regid=${caller.gid}`,
          '--init-groups',
          '--inh-caps=+sys_admin',
          '--ambient-caps=+sys_admin',
          '--',
          'unshare',
          ...unshareFlags(method, network),
          '--',
          ...initArgv
        ]
      }
    case 'none':
      return { command: init.node, args: [init.script, network] }
  }
}

async function works(command: string, args: string[]): Promise<boolean> {
  return (await runProbe(command, args)).status === 0
}

const SANDBOX_HINT =
  'The network sandbox needs a user+network namespace (unshare -rn), root, or passwordless sudo, and iproute2. ' +
  'In a container, run with --cap-add=SYS_ADMIN --cap-add=NET_ADMIN (docs/container.md); on Ubuntu 24.04 unprivileged user namespaces ' +
  'may be restricted by AppArmor (sysctl kernel.apparmor_restrict_unprivileged_userns=0) — or use sudo. ' +
  'Pass --network host to observe real traffic instead (the server then reaches the real network).'

/**
 * Picks how to build the namespaces on this machine by trying each way once. For network=sandbox it
 * never falls back to host networking: no way → SandboxSetupError (exit 2). For network=host, 'none'
 * (no namespaces, best-effort process cleanup) is acceptable.
 */
export function detectSandboxMethod(network: NetworkMode, caller: Caller, forced: string | undefined, path: string): Promise<SandboxMethod> {
  // For testing one way on a machine where an earlier one would win (e.g. sudo where userns works).
  if (forced) {
    if (!(SANDBOX_METHODS as readonly string[]).includes(forced) || (forced === 'none' && network === 'sandbox')) {
      return Promise.reject(
        new SandboxSetupError(
          `MCP_BEHAVE_SANDBOX_METHOD=${forced} is not usable with --network ${network}`,
          'Use root, userns or sudo (none only with --network host).'
        )
      )
    }
    return Promise.resolve(forced as SandboxMethod)
  }
  // Probed once per process (a fleet's audits share the answer); the CLI starts the probe for the default
  // network before its own code is evaluated (cli-head-start.ts).
  const key = JSON.stringify([network, caller, path])
  const known = probedMethods.get(key)
  if (known) return known
  const method = probeSandboxMethod(network, caller, path)
  // Started ahead, it may fail before anyone awaits it: the failure is said when the audit asks.
  method.catch(() => undefined)
  probedMethods.set(key, method)
  return method
}

const probedMethods = new Map<string, Promise<SandboxMethod>>()

async function probeSandboxMethod(network: NetworkMode, caller: Caller, path: string): Promise<SandboxMethod> {
  const probe = (method: SandboxMethod): Promise<boolean> => {
    const { command, args } = buildLaunchCommand(method, network, { node: 'true', script: '' }, caller)
    return works(command, args.slice(0, args.lastIndexOf('--') + 1).concat('true'))
  }
  const missing = ['unshare', 'setpriv'].find((tool) => !findOnPath(tool, path))
  if (missing) {
    if (network === 'host') return 'none'
    throw new SandboxSetupError(`${missing} (util-linux) was not found.`, SANDBOX_HINT)
  }
  if (network === 'sandbox' && !findOnPath('ip', path)) {
    throw new SandboxSetupError('ip (iproute2) was not found; it is needed to build the network sandbox.', 'Install it: sudo apt-get install -y iproute2')
  }
  if (caller.uid === 0 && (await probe('root'))) return 'root'
  if (caller.uid !== 0 && (await probe('userns'))) return 'userns'
  if (caller.uid !== 0 && (await works('sudo', ['-n', 'true'])) && (await probe('sudo'))) return 'sudo'
  if (network === 'host') return 'none'
  throw new SandboxSetupError('Could not create a network namespace for the server on this machine.', SANDBOX_HINT)
}
