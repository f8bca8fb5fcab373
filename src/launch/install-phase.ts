import type { TraceEvent } from '../trace/events.js'
import type { LifecycleScripts } from './install.js'

// --install-scripts: the package's lifecycle scripts run inside the sandbox, under the same trace as the
// server, just before it. One shell does it: it runs each script in a subshell (in the package's
// directory, with node_modules/.bin on PATH, as npm does) and then execs the server in its own process.
// That exec — the wrapper's second — is where phase `install` ends.

const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`

/** `sh -c SCRIPT sh SERVER-ARGV…`: the lifecycle scripts, then `exec` of the server. */
export function withLifecycleScripts(packages: readonly LifecycleScripts[], root: string, serverArgv: readonly string[]): string[] {
  const lines = [
    'run() {',
    `  (cd "$1" && PATH="$1/node_modules/.bin:${root.replace(/(["\\$`])/g, '\\$1')}/node_modules/.bin:$PATH" npm_lifecycle_event="$2" npm_package_name="$3" sh -c "$4") || echo "$2 script of $3 exited with $?" >&2`,
    '}'
  ]
  for (const pkg of packages) {
    for (const [event, script] of Object.entries(pkg.scripts)) lines.push(`run ${quote(pkg.dir)} ${quote(event)} ${quote(pkg.name)} ${quote(script)}`)
  }
  lines.push('exec "$@"')
  return ['sh', '-c', lines.join('\n'), 'sh', ...serverArgv]
}

/**
 * Watches the trace (after the sandbox's own setup is filtered out) for the wrapper's exec of the
 * server. Until it is seen, everything is phase `install`; after, only what strace stamped earlier.
 */
export class InstallPhaseWatch {
  private wrapperPid: number | null = null
  private endsAtMs = Infinity

  readonly endsAt = (): number => this.endsAtMs

  see(event: TraceEvent): void {
    if (event.type !== 'exec' || event.ret !== 0 || this.endsAtMs !== Infinity) return
    if (this.wrapperPid === null) this.wrapperPid = event.pid
    else if (event.pid === this.wrapperPid) this.endsAtMs = Number.isNaN(event.time) ? -Infinity : event.time * 1000
  }
}
