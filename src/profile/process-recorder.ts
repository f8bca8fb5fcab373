// Execs → ObservedProcess entries, one per program, argv and call site. The execs of launching the server
// at startup (its wrapper chain, the helpers those wrappers ran, and the server's own exec) are kept apart
// as isServer: they are how the server was started, not programs it ran. Every argv is scanned for canaries.
import type { ObservedProcess } from '../model/index.js'
import type { ExecEvent } from '../trace/events.js'
import type { CredentialLookups } from './credential-lookups.js'
import type { HelperPrograms } from './helper-programs.js'
import type { LeakRecorder } from './leak-recorder.js'
import type { ProcessLifetimes } from './leftovers.js'
import { normalizeAbsolute } from './path-classify.js'
import { callSiteKey, type PhaseClock } from './phase-clock.js'
import type { ProcessTable } from './process-table.js'
import { Tally } from './tally.js'

export class ProcessRecorder {
  private readonly processes = new Tally<ObservedProcess>()

  constructor(
    private readonly clock: PhaseClock,
    private readonly processTable: ProcessTable,
    private readonly lifetimes: ProcessLifetimes,
    private readonly lookups: CredentialLookups,
    private readonly leaks: LeakRecorder,
    private readonly helpers?: HelperPrograms
  ) {}

  /** An exec by a pid whose clone is not seen yet waits for it (ProcessTable.deferExec), then comes to record(). */
  onExec(event: ExecEvent): void {
    if (!this.processTable.deferExec(event)) this.record(event)
  }

  /**
   * An exec by a pid that is still launching the server (its wrapper chain, or a helper such a
   * wrapper spawned) at startup is part of starting the server (isServer). The first exec of a
   * program that is not a known wrapper/shim is the server itself; from then on that pid and its
   * children are the server's own behaviour.
   */
  record(event: ExecEvent): void {
    const phase = this.clock.phaseOf(event)
    const launching = phase.kind === 'startup' && this.processTable.isLaunching(event.pid)
    const succeeded = event.ret === 0
    const serverStart = this.processTable.startsServer(event)
    const executable = event.path.startsWith('/') ? normalizeAbsolute(event.path) : event.path
    this.lifetimes.exec(event, executable, serverStart)
    this.lookups.exec(event.pid, executable, succeeded)
    this.helpers?.exec(event.pid, executable, event.argv, succeeded)
    const key = `${launching ? 'S' : 'C'}\0${callSiteKey(phase)}\0${executable}\0${event.argv.join('\0')}`
    const entry = this.processes.record(key, phase, event.line, () => ({
      executable,
      argv: [...event.argv],
      succeeded,
      isServer: launching,
      count: 0,
      phases: [],
      traceLines: []
    }))
    entry.count += 1
    entry.succeeded ||= succeeded
    this.leaks.scan(event.argv.join(' '), 'argv', executable, phase, event.line)
  }

  values(): ObservedProcess[] {
    return this.processes.values()
  }
}
