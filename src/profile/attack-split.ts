import type { CallRecord, FileChange, Observed, Phase } from '../model/index.js'

// What belongs to the attack stage (issue 42), decided here once: behaviour in an attack call's phase
// (the profile keeps each attack call a call site of its own: phase-clock.ts's callSiteKey), a witness's
// record in an attack call's window of time, a file change whose path carries the run's marker or that
// only attack calls made. The attack's part is that attack's evidence (rules/attack-oracle.ts); every
// other rule, the coverage, the behaviour baseline and the exercise passes see the ordinary part only,
// so an honest fetch server is not reported for fetching the metadata address because it was asked to.

export const isAttackPhase = (phase: Phase): boolean => phase.kind === 'call' && phase.call.attack === true

export interface AttackWindow {
  from: number
  to: number
}

/** Each attack call's time (epoch ms): from its start to the next call's start, or to the shutdown. */
export function attackWindows(calls: readonly CallRecord[], shutdownAt: number): AttackWindow[] {
  const sorted = [...calls].sort((a, b) => a.startedAt - b.startedAt || a.id - b.id)
  return sorted.flatMap((call, at) => (call.attack ? [{ from: call.startedAt, to: sorted[at + 1]?.startedAt ?? (shutdownAt || Infinity) }] : []))
}

export const inAttackWindow = (at: number, windows: readonly AttackWindow[]): boolean => windows.some((window) => at >= window.from && at < window.to)

/** A path that carries the run's marker prefix: something an attack value named. */
export const namesMarker = (path: string, markerPrefix: string | null): boolean => markerPrefix !== null && markerPrefix !== '' && path.includes(markerPrefix)

type Phased = { phases: Phase[] }

/** The entries' ordinary and attack parts: an entry seen in both (a folded directory) is split by its phases. */
function splitPhased<T extends Phased>(entries: readonly T[] | undefined): [T[], T[]] {
  const ordinary: T[] = []
  const attack: T[] = []
  for (const entry of entries ?? []) {
    const attacks = entry.phases.filter(isAttackPhase)
    if (attacks.length === 0) ordinary.push(entry)
    else if (attacks.length === entry.phases.length) attack.push(entry)
    else {
      ordinary.push({ ...entry, phases: entry.phases.filter((phase) => !isAttackPhase(phase)) })
      attack.push({ ...entry, phases: attacks })
    }
  }
  return [ordinary, attack]
}

/** A change the attack made: its path names the marker, or only attack calls wrote, made or removed it. */
function attackChange(change: FileChange, ordinary: Observed['files'], attack: Observed['files'], markerPrefix: string | null): boolean {
  if (namesMarker(change.path, markerPrefix)) return true
  const changed = (files: Observed['files']) => files.some((file) => file.access !== 'read' && (file.path === change.path || file.renamedTo === change.path))
  return changed(attack) && !changed(ordinary)
}

/** The profile split once: what every other rule judges, and what the attack oracle reads. */
export function splitAttackProfile(observed: Observed, markerPrefix: string | null): { ordinary: Observed; attack: Observed } {
  const [files, attackFiles] = splitPhased(observed.files)
  const [network, attackNetwork] = splitPhased(observed.network)
  const [dns, attackDns] = splitPhased(observed.dns)
  const [processes, attackProcesses] = splitPhased(observed.processes)
  const [leaks, attackLeaks] = splitPhased(observed.leaks)
  const [ioUring, attackIoUring] = splitPhased(observed.ioUring)
  const [leftovers, attackLeftovers] = splitPhased(observed.leftovers)
  const sink = (observed.sink ?? []).filter((record) => !isAttackPhase(record.phase))
  const attackSink = (observed.sink ?? []).filter((record) => isAttackPhase(record.phase))
  const changes = observed.fileChanges?.filter((change) => !attackChange(change, files, attackFiles, markerPrefix))
  const attackChanges = observed.fileChanges?.filter((change) => attackChange(change, files, attackFiles, markerPrefix))
  const ordinary: Observed = {
    ...observed,
    files,
    network,
    dns,
    processes,
    leaks,
    ioUring,
    ...(observed.leftovers ? { leftovers } : {}),
    ...(observed.sink ? { sink } : {}),
    ...(changes ? { fileChanges: changes } : {})
  }
  const attack: Observed = {
    files: attackFiles,
    network: attackNetwork,
    dns: attackDns,
    processes: attackProcesses,
    leaks: attackLeaks,
    ioUring: attackIoUring,
    leftovers: attackLeftovers,
    sink: attackSink,
    fileChanges: attackChanges ?? [],
    noise: {},
    trace: observed.trace
  }
  return { ordinary, attack }
}
