// helper-program: what a program the server ran read or wrote of its own config and state (the profile
// marks those accesses, profile/helper-programs.ts) is that program's business — npm reading ~/.npmrc and
// writing its log for an update check — reported once per program at medium, naming what it ran. A
// policy that speaks of the path decides instead, as for any access; persistence spots and files that
// existed before the run and were changed are judged as before (file-rules.ts).

import type { ObservedFile, Phase } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import { helperProgramOf } from '../profile/helper-programs.js'
import { displayPath } from '../profile/path-classify.js'
import { callName, type Judge, type Occurrence } from './judge.js'
import { persistenceKind } from './persistence-paths.js'
import { madeThisRun } from './run-created.js'

const SHOWN_PLACES = 4
const SHOWN_SITES = 4

/** A helper's place, as the message names it: a file, or the directory of its own it lies in (`~/.npm/_logs`). */
function placeOf(path: string, home: string): string {
  const shown = displayPath(path, home)
  const parts = shown.split('/')
  return parts.length > 3 ? parts.slice(0, 3).join('/') : shown
}

export class HelperProgramState {
  private readonly held = new Map<string, { reads: Set<string>; writes: Set<string>; files: ObservedFile[] }>()

  constructor(private readonly judge: Judge) {}

  /** Holds `file` when it is a helper program's own business; false leaves it to the other file rules. */
  take(file: ObservedFile): boolean {
    const program = file.program
    if (program === undefined || file.aggregated) return false
    const { home, observed } = this.judge.input
    const target = file.access === 'rename' ? (file.renamedTo ?? file.path) : file.path
    if (
      file.phases.some(
        (phase) => (file.access === 'read' ? this.judge.policy.read(callName(phase), target) : this.judge.policy.write(callName(phase), target)) !== null
      )
    )
      return false
    if (file.access !== 'read') {
      if (persistenceKind(target, home) !== null) return false
      // what it changed of what was there before the run is the user's, whoever changed it
      const made = madeThisRun(observed, home)
      if (!made(target) || (file.access === 'rename' && !made(file.path))) return false
    }
    const entry = this.held.get(program) ?? { reads: new Set<string>(), writes: new Set<string>(), files: [] }
    ;(file.access === 'read' ? entry.reads : entry.writes).add(placeOf(target, home))
    entry.files.push(file)
    this.held.set(program, entry)
    return true
  }

  emit(out: Occurrence[]): void {
    for (const [program, { reads, writes, files }] of this.held) {
      const succeeded = files.filter((file) => file.succeeded)
      if (succeeded.length === 0) continue
      const phases: Phase[] = []
      const lines = new Set<number>()
      for (const file of succeeded) {
        for (const phase of file.phases) if (!phases.some((known) => siteOf(known) === siteOf(phase))) phases.push(phase)
        for (const line of file.traceLines) lines.add(line)
      }
      const first = Math.min(...succeeded.map((file) => file.traceLines[0] ?? Number.MAX_SAFE_INTEGER))
      const ran = this.commandOf(program, phases)
      const list = (places: Set<string>): string => {
        // the directory made for what is below it says less than what is below it
        const sorted = [...places].filter((place) => ![...places].some((other) => other.startsWith(`${place}/`))).sort()
        return sorted.slice(0, SHOWN_PLACES).join(', ') + (sorted.length > SHOWN_PLACES ? ` +${sorted.length - SHOWN_PLACES} more` : '')
      }
      // what it reads of the places it writes itself (its log dir, its cache) is its own doing, not yours
      const yours = new Set([...reads].filter((place) => !writes.has(place)))
      const did = [...(yours.size > 0 ? [`reads your ${list(yours)}`] : []), ...(writes.size > 0 ? [`writes its own ${list(writes)}`] : [])].join(' and ')
      const sites = phases.map(siteOf)
      const by = `${sites.slice(0, SHOWN_SITES).join(', ')}${sites.length > SHOWN_SITES ? ` +${sites.length - SHOWN_SITES} more` : ''}`
      out.push({
        rule: 'helper-program',
        subject: program,
        severity: 'medium',
        message: `runs ${program}${ran}, which ${did} (by ${by})`,
        phase: phases[0] as Phase,
        order: [first, 0],
        evidence: {
          paths: [...reads, ...writes].sort().slice(0, 6),
          ...(ran !== '' ? { argv: [this.argvOf(program, phases) as string[]] } : {})
        },
        traceLines: [...lines].sort((a, b) => a - b)
      })
    }
  }

  /** The first command line of the program the server ran in one of `phases`, shown briefly. */
  private argvOf(program: string, phases: readonly Phase[]): string[] | null {
    const sites = new Set(phases.map(siteOf))
    const runs = this.judge.input.observed.processes.filter(
      (entry) => entry.succeeded && helperProgramOf(entry.executable, entry.argv)?.program === program && entry.phases.some((phase) => sites.has(siteOf(phase)))
    )
    const direct = runs.find((entry) => helperProgramOf(entry.executable, [])?.program === program) ?? runs[0]
    return direct ? direct.argv.slice(0, 8) : null
  }

  private commandOf(program: string, phases: readonly Phase[]): string {
    const argv = this.argvOf(program, phases)
    if (argv === null) return ''
    // from the word that names the program: `node /usr/bin/npm view x` and `python3 -m pip list` alike
    const at = argv.findIndex((word) => helperProgramOf(word, [])?.program === program)
    const shown = [program, ...argv.slice(at + 1)].join(' ')
    return ` (\`${excerpt(shown, 80)}\`)`
  }
}

const siteOf = (phase: Phase): string => callName(phase) ?? phase.kind
