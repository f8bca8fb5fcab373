import { AuthoritySource } from './sandbox/run-trust.js'
import { besideBundle } from './bundle-paths.js'
import { detectStrace } from './probe/strace-command.js'
import { detectSandboxMethod } from './sandbox/launcher.js'
import { readHostContext } from './settings/host.js'

// cli.ts imports this module first, so it runs before the rest of the CLI's bundle is evaluated (about
// 0.15 s of module code, zod's among it: nothing here imports zod): the run's TLS authority starts on a
// worker thread now, its X.509 code evaluated there meanwhile, and is ready by the time an audit's setup
// takes it; the machine's probes (strace and a namespace, each run once on `true`) run as child
// processes meanwhile too, and the audit takes their answers (detectStrace and detectSandboxMethod keep
// them per PATH). Commands that never audit start none.

export type CliCommand = 'push' | 'policy' | 'baseline' | 'serve' | 'audit'

/** Which of the CLI's commands argv asks for (its first word; anything else is an audit). */
export function cliCommand(argv: readonly string[]): CliCommand {
  const first = argv[0]
  return first === 'push' || first === 'policy' || first === 'baseline' || first === 'serve' ? first : 'audit'
}

// dist/cli/index.js → dist/authority-worker/index.js
const AUTHORITY_WORKER = besideBundle(import.meta.url, '..', 'authority-worker', 'index.js')

const command = cliCommand(process.argv.slice(2))

/** Started for an audit (--help, --version and a bad flag waste one on a second core, and exit without waiting for it). */
const authoritiesAhead: AuthoritySource | null = command === 'audit' || command === 'baseline' ? new AuthoritySource(AUTHORITY_WORKER) : null

if (command === 'audit' || command === 'baseline') {
  const host = readHostContext(process.env)
  const path = host.env.PATH ?? ''
  const argv = process.argv.slice(2)
  const options = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv
  // --network as the argv gives it; another network (from a config file) is probed when the audit asks.
  const network = options.some((arg, index) => arg === '--network=host' || (arg === '--network' && options[index + 1] === 'host')) ? 'host' : 'sandbox'
  // Not for --help or --version, which would then wait for them to exit.
  if (!options.some((arg) => arg === '--help' || arg === '--version')) {
    void detectStrace(path)
    void detectSandboxMethod(network, host.caller, host.forcedSandboxMethod, path).catch(() => undefined)
  }
}

/** The run authorities of this invocation: the ones started ahead, or (a command that did not look like an audit) started now. */
export function runAuthorities(): AuthoritySource {
  return authoritiesAhead ?? new AuthoritySource(AUTHORITY_WORKER)
}
