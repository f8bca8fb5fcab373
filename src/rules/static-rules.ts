// Could vs did: what each tool's code can reach (the static map, src/static) against what the run saw it
// do. Reachable but never observed: unexercised-capability. Observed, yet nowhere in the package's code,
// from a tool whose code runs code it does not hold (eval, Function, vm, a decoded literal): hidden-
// capability. A tool annotated readOnlyHint whose code can write or delete: read-only-capability (running
// programs alone: info).
import { posix } from 'node:path'
import type { CallRecord, Observed, Phase, SinkKind, SourceSink, StaticItem, StaticMap } from '../model/index.js'
import type { Judge, Occurrence } from './judge.js'

/** a dynamic-code sink that loads a module file by a computed name (js-facts.ts) */
const LOADS_A_FILE = /^(import|require|__require)\(<computed>\)$/

/** Kinds whose reach alone is worth a reviewer's look: running programs or code, reading credential stores. */
const SERIOUS: ReadonlySet<SinkKind> = new Set(['exec', 'dynamic-code', 'hidden-code', 'credential-path'])
const CAN: Record<SinkKind, string> = {
  exec: 'can run programs',
  network: 'can connect to the network',
  'file-write': 'can write files',
  'file-delete': 'can delete files',
  'credential-path': 'names credential files',
  'credential-env': 'reads credential-like environment variables',
  'dynamic-code': 'can run code it builds or loads at run time',
  'hidden-code': 'decodes a large encoded literal and runs it'
}
/** The runtime re-executing itself (a worker, `node --version`) is no capability of the server's code. */
const RUNTIMES = /^(node|nodejs|bun|deno|python[\d.]*|pypy[\d.]*|uv|uvx|npx|npm)$/
const MAX_SOURCES = 5

/** What the run saw the calls `on` selects do, by the kinds the static map speaks of. */
export function observedKinds(observed: Observed, on: (phase: Phase) => boolean): Set<SinkKind> {
  const any = (phases: Phase[]): boolean => phases.some(on)
  const kinds = new Set<SinkKind>()
  for (const proc of observed.processes) if (!proc.isServer && any(proc.phases)) kinds.add('exec')
  for (const net of observed.network) if (!net.loopback && net.family !== 'unix' && any(net.phases)) kinds.add('network')
  for (const file of observed.files) {
    if (file.noise || !any(file.phases)) continue
    if (file.access === 'delete') kinds.add('file-delete')
    else if (file.access !== 'read') kinds.add('file-write')
    else if (file.category === 'canary-home') kinds.add('credential-path')
  }
  return kinds
}

export const onTool =
  (tool: string) =>
  (phase: Phase): boolean =>
    phase.kind === 'call' && phase.call.kind === 'tool' && phase.call.name === tool

export function staticOccurrences(judge: Judge, map: StaticMap | undefined, out: Occurrence[]): void {
  if (!map) return
  const { manifest, calls } = judge.input
  for (const tool of manifest.tools) {
    const item = map.items.find((candidate) => candidate.kind === 'tool' && candidate.name === tool.name)
    if (!item) continue
    const did = observedKinds(judge.input.observed, onTool(tool.name))
    const phase = firstCallPhase(calls, tool.name)
    const base = { phase, order: [Number.MAX_SAFE_INTEGER, 0] as [number, number], traceLines: [] }
    const scope = judge.scopes.get(tool.name)
    for (const [kind, sinks] of byKind(item)) {
      if (did.has(kind) || kind === 'credential-env') continue
      out.push({
        ...base,
        rule: 'unexercised-capability',
        subject: `${tool.name}\0${kind}`,
        // a computed import or require only loads a module file (a bundle's chunk): worth a line, not a look
        severity: SERIOUS.has(kind) && !(kind === 'dynamic-code' && sinks.every((sink) => LOADS_A_FILE.test(sink.what))) ? 'medium' : 'info',
        message: `${CAN[kind]} (${described(sinks)}), not seen in this run${phase.kind === 'call' ? '' : ` (tool ${tool.name} was not called)`}`,
        evidence: { sources: sources(sinks) }
      })
    }
    if (scope?.readOnly) {
      const effects = item.sinks.filter((sink) => sink.kind === 'file-write' || sink.kind === 'file-delete' || sink.kind === 'exec')
      // A read-only tool that runs a program (git status, ls) contradicts nothing by itself: the program's
      // own writes are in the trace (strace follows it) and judged there, and a program run the calls never
      // made is already unexercised-capability (medium). A write or delete in the tool's own code is the
      // contradiction: medium, whether or not the run reached it.
      const writes = effects.some((sink) => sink.kind !== 'exec')
      if (effects.length > 0)
        out.push({
          ...base,
          rule: 'read-only-capability',
          subject: tool.name,
          severity: writes ? 'medium' : 'info',
          message: writes
            ? `declares readOnlyHint: true, yet its code ${[...new Set(effects.map((s) => CAN[s.kind]))].join(' and ')} (${described(effects)})`
            : `declares readOnlyHint: true and its code can run programs (${described(effects)}): what they write is judged from the run`,
          evidence: { sources: sources(effects), declared: 'readOnlyHint: true' }
        })
    }
    hiddenOccurrences(judge, map, item, out)
  }
}

/**
 * A program run or a connection made on the tool's calls that no code of the package can make, from a
 * tool whose code runs code it does not hold: the behaviour came from code the package does not ship.
 * Only when the package holds no sink of that kind anywhere: a child of a program it runs, or a
 * dependency it calls, could otherwise be the one that did it.
 */
function hiddenOccurrences(judge: Judge, map: StaticMap, item: StaticItem, out: Occurrence[]): void {
  // Only code built from strings (eval, Function, vm, a decoded literal) is code the package does not
  // hold. A computed import or require loads a file that is on disk — a bundle's own chunks (ncc, webpack),
  // a plugin, a dependency — which the bounded static stage may not have read: its sinks are not hidden.
  const runners = item.sinks.filter((sink) => sink.kind === 'hidden-code' || (sink.kind === 'dynamic-code' && !LOADS_A_FILE.test(sink.what)))
  if (runners.length === 0) return
  const { observed } = judge.input
  const onItem = onTool(item.name)
  const push = (what: string, subject: string, phase: Phase, traceLines: number[], evidence: Occurrence['evidence']): void =>
    void out.push({
      rule: 'hidden-capability',
      subject: `${item.name}\0${subject}`,
      severity: 'high',
      message: `${what}, which no code of the package does: it came from code run by ${described(runners)}`,
      phase,
      order: [traceLines[0] ?? Number.MAX_SAFE_INTEGER, 0],
      evidence: { ...evidence, sources: sources(runners) },
      traceLines
    })
  if (!map.anywhere.exec)
    for (const proc of observed.processes) {
      const phase = proc.phases.find(onItem)
      if (proc.isServer || !phase || RUNTIMES.test(posix.basename(proc.executable))) continue
      push(`runs ${posix.basename(proc.executable)}`, `exec\0${proc.executable}`, phase, proc.traceLines, { argv: [proc.argv] })
    }
  if (!map.anywhere.network)
    for (const net of observed.network) {
      const phase = net.phases.find(onItem)
      if (net.loopback || net.family === 'unix' || !phase) continue
      const address = `${net.address}${net.port !== undefined ? `:${net.port}` : ''}`
      push(`connects to ${address}`, `network\0${address}`, phase, net.traceLines, { addresses: [address] })
    }
}

function byKind(item: StaticItem): Map<SinkKind, SourceSink[]> {
  const kinds = new Map<SinkKind, SourceSink[]>()
  for (const sink of item.sinks) kinds.set(sink.kind, [...(kinds.get(sink.kind) ?? []), sink])
  return kinds
}

const where = (sink: SourceSink): string => `${sink.file}:${sink.line}`
const sources = (sinks: SourceSink[]): string[] => [...new Set(sinks.map(where))].slice(0, MAX_SOURCES)

function described(sinks: SourceSink[]): string {
  const first = sinks[0]!
  return `${first.what} at ${where(first)}${sinks.length > 1 ? ` and ${sinks.length - 1} more` : ''}`
}

/** The tool's first call, for the finding's call site; a tool never called is judged at startup. */
function firstCallPhase(calls: CallRecord[], tool: string): Phase {
  const call = calls.find((candidate) => candidate.kind === 'tool' && candidate.name === tool)
  if (!call) return { kind: 'startup' }
  return { kind: 'call', call: { id: call.id, kind: 'tool', name: call.name, iteration: call.iteration }, afterResponse: false }
}
