import { AuthoritySource } from './sandbox/run-trust.js'
import { besideBundle } from './bundle-paths.js'

// cli.ts imports this module first, so it runs before the rest of the CLI's ~2 MB bundle is evaluated
// (about 0.2 s of module code): the run's TLS authority starts on a worker thread now, its X.509 code
// evaluated there meanwhile, and is ready by the time an audit's setup takes it. Commands that never
// audit start none.

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

/** The run authorities of this invocation: the ones started ahead, or (a command that did not look like an audit) started now. */
export function runAuthorities(): AuthoritySource {
  return authoritiesAhead ?? new AuthoritySource(AUTHORITY_WORKER)
}
