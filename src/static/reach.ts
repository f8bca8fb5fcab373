// From each handler, the sinks its code can reach through the package's own call graph: calls resolved
// by name (the same file first, then the package; a method name only when few functions bear it),
// breadth first, bounded in depth and in functions visited. Best effort by design: a name is not a type.
import type { FileFacts, SinkKind, SourceSink, StaticItem } from './types.js'

const MAX_DEPTH = 12
const MAX_VISITED = 4000
/** a method name borne by more functions than this resolves to none of them */
const MAX_METHOD_DEFINITIONS = 3
/** names too common to follow as methods: every library has them */
const COMMON_METHODS = new Set(
  'get set has add delete call apply bind then catch finally push pop map filter forEach reduce find some every join split slice write read send on once off emit request parse stringify toString valueOf run handle next end close open start stop init create update resolve reject log error warn info debug trace listen connect destroy pipe'.split(
    ' '
  )
)
/** receivers of a common method name that are never the package's own object: its log, the console, a stream */
const GENERIC_RECEIVERS =
  /^(this|self|console|logger|_?log|logging|Math|JSON|Object|Array|Promise|Reflect|process|globalThis|window|document|fs|path|os|socket|stream|emitter|res|req|request|response|app|router|server|transport)$/i
const ownReceiver = (receiver: string | undefined): boolean => receiver !== undefined && receiver !== '?' && !GENERIC_RECEIVERS.test(receiver)
const MAX_STEERING_VALUES = 8
/** a function making more calls than this is a module's body (a bundle's wrapper), not one routine: not followed */
const MAX_CALLS_FOLLOWED = 300

interface FnRef {
  facts: FileFacts
  start: number
  end: number
  /** defined in a bundle's region of dependency code */
  vendored?: boolean
}

/** The entries of a list sorted by pos that fall in [start, end]: binary search, so a bundle's millions of calls stay cheap. */
function inRange<T extends { pos: number }>(sorted: T[], start: number, end: number): T[] {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]!.pos < start) lo = mid + 1
    else hi = mid
  }
  const out: T[] = []
  for (let i = lo; i < sorted.length && sorted[i]!.pos <= end; i++) out.push(sorted[i]!)
  return out
}

/** Whether `at` falls in one of the sorted, disjoint regions: binary search, a bundle has thousands. */
function inRegions(regions: [number, number][] | undefined, at: number): boolean {
  if (!regions) return false
  let lo = 0
  let hi = regions.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (regions[mid]![1] <= at) lo = mid + 1
    else hi = mid
  }
  return lo < regions.length && regions[lo]![0] <= at
}

/** Functions called straight from most handlers (auth wrappers, a shared dispatcher) are plumbing, not any one tool's code. */
const SHARED_SHARE = 0.5
const SHARED_MIN_HANDLERS = 6

export function reachMap(all: FileFacts[]): { items: StaticItem[]; anywhere: Partial<Record<SinkKind, number>> } {
  const byName = new Map<string, FnRef[]>()
  for (const facts of all)
    for (const fn of facts.functions) {
      const list = byName.get(fn.name) ?? []
      list.push({ facts, start: fn.start, end: fn.end, vendored: inRegions(facts.vendored, fn.start) })
      byName.set(fn.name, list)
    }
  const resolve = (caller: FnRef, call: CallFact): FnRef[] => {
    const { name, member } = call
    // A dependency's code does not call the package's own functions by name (only through values passed
    // to it, which the map does not follow): in a bundle, zod's `init()` is not the git provider's `init`.
    const defs = (byName.get(name) ?? []).filter((d) => !caller.vendored || d.vendored)
    const local = defs.filter((d) => d.facts === caller.facts)
    if (!member) return local.length > 0 ? local : defs.length <= MAX_METHOD_DEFINITIONS ? defs : []
    const own = defs.filter((d) => !d.vendored)
    // `provider.log()`, `git.init()`: a common name resolves only from the package's own code, on a receiver
    // that is not the console, a logger or the like, to the package's own few definitions of it
    if (COMMON_METHODS.has(name)) return !caller.vendored && ownReceiver(call.receiver) && own.length <= MAX_METHOD_DEFINITIONS ? own : []
    if (defs.length <= MAX_METHOD_DEFINITIONS) return defs
    // in a bundle, a method its dependencies define too (`clone`, `merge`): the package's own definitions
    return own.length < defs.length && own.length <= MAX_METHOD_DEFINITIONS ? own : []
  }
  for (const facts of all) for (const list of [facts.calls, facts.sinks, facts.compares]) list.sort((a, b) => a.pos - b.pos)
  const handlers = all.flatMap((facts) =>
    facts.handlers.map((handler) => ({
      facts,
      handler,
      starts:
        handler.ref !== undefined
          ? resolve({ facts, start: handler.start, end: handler.end, vendored: inRegions(facts.vendored, handler.start) }, { name: handler.ref, member: false })
          : [{ facts, start: handler.start, end: handler.end }]
    }))
  )
  const visitOf = visitor(resolve)
  const shared = sharedPlumbing(
    handlers.map((h) => h.starts),
    visitOf
  )
  const items: StaticItem[] = []
  const anywhere: Partial<Record<SinkKind, number>> = {}
  for (const facts of all) for (const sink of facts.sinks) anywhere[sink.kind] = (anywhere[sink.kind] ?? 0) + 1
  for (const { facts, handler, starts } of handlers) {
    const handlerNames = new Set(facts.handlers.map((h) => h.name))
    const { sinks, compares } = reachFrom(starts, visitOf, shared)
    const steering = steeringOf(compares.filter((c) => !handlerNames.has(c.value)))
    items.push({ kind: handler.kind, name: handler.name, file: facts.file, line: handler.line, sinks, steering })
  }
  return { items: mergeItems(items), anywhere }
}

type CallFact = Pick<FileFacts['calls'][number], 'name' | 'member' | 'receiver'>
type Resolve = (caller: FnRef, call: CallFact) => FnRef[]
const keyOf = (fn: FnRef): string => `${fn.facts.file}\0${fn.start}`

/** What one function holds and calls: the same for every tool that reaches it, so worked out once. */
interface Visit {
  /** calls made in its code (a module body's thousands are not followed) */
  calls: number
  sinks: FileFacts['sinks']
  compares: FileFacts['compares']
  /** the functions its calls resolve to, each call name (and receiver) once */
  readonly callees: FnRef[]
}
type VisitOf = (fn: FnRef) => Visit

function visitor(resolve: Resolve): VisitOf {
  const visits = new Map<string, Visit>()
  return (fn) => {
    const key = keyOf(fn)
    const known = visits.get(key)
    if (known) return known
    const calls = inRange(fn.facts.calls, fn.start, fn.end)
    let callees: FnRef[] | undefined
    const visit: Visit = {
      calls: calls.length,
      sinks: inRange(fn.facts.sinks, fn.start, fn.end),
      compares: inRange(fn.facts.compares, fn.start, fn.end),
      // resolved when first asked for: a module body past MAX_CALLS_FOLLOWED is mostly never followed
      get callees() {
        if (callees) return callees
        callees = []
        const names = new Set<string>()
        for (const call of calls) {
          // the receiver decides a common method's resolution (`logger.log` is not `provider.log`)
          const id = call.member ? `.${call.name}\0${call.receiver ?? ''}` : call.name
          if (names.has(id)) continue
          names.add(id)
          callees.push(...resolve(fn, call))
        }
        return callees
      }
    }
    visits.set(key, visit)
    return visit
  }
}

function sharedPlumbing(handlerStarts: FnRef[][], visitOf: VisitOf): Set<string> {
  const shared = new Set<string>()
  if (handlerStarts.length < SHARED_MIN_HANDLERS) return shared
  const counts = new Map<string, number>()
  for (const starts of handlerStarts) {
    const direct = new Set<string>()
    for (const fn of starts) for (const callee of visitOf(fn).callees) direct.add(keyOf(callee))
    for (const key of direct) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  for (const [key, count] of counts) if (count > handlerStarts.length * SHARED_SHARE) shared.add(key)
  return shared
}

function reachFrom(starts: FnRef[], visitOf: VisitOf, shared: Set<string>) {
  const seen = new Set<string>()
  const sinks = new Map<string, SourceSink>()
  const compares: { param: string; value: string }[] = []
  let frontier = starts
  for (let depth = 0; depth <= MAX_DEPTH && frontier.length > 0 && seen.size < MAX_VISITED; depth++) {
    const next: FnRef[] = []
    for (const fn of frontier) {
      const key = keyOf(fn)
      if (seen.has(key) || seen.size >= MAX_VISITED || (depth > 0 && shared.has(key))) continue
      seen.add(key)
      const visit = visitOf(fn)
      if (depth > 0 && visit.calls > MAX_CALLS_FOLLOWED) continue
      for (const sink of visit.sinks) {
        const id = `${sink.kind}\0${fn.facts.file}\0${sink.line}\0${sink.what}`
        if (!sinks.has(id)) sinks.set(id, { kind: sink.kind, what: sink.what, file: fn.facts.file, line: sink.line })
      }
      // literal comparisons steer only near the handler: its own code and what it calls directly
      if (depth <= 1) compares.push(...visit.compares)
      next.push(...visit.callees)
    }
    frontier = next
  }
  return { sinks: [...sinks.values()], compares }
}

export function steeringOf(compares: { param: string; value: string }[]): StaticItem['steering'] {
  const byParam = new Map<string, string[]>()
  for (const { param, value } of compares) {
    const values = byParam.get(param) ?? []
    if (!values.includes(value) && values.length < MAX_STEERING_VALUES) values.push(value)
    byParam.set(param, values)
  }
  return [...byParam].map(([param, values]) => ({ param, values }))
}

/** The same item registered twice (a definition object and its registration): one item, sinks and steering merged. */
function mergeItems(items: StaticItem[]): StaticItem[] {
  const merged = new Map<string, StaticItem>()
  for (const item of items) {
    const key = `${item.kind}\0${item.name}`
    const known = merged.get(key)
    if (!known) {
      merged.set(key, item)
      continue
    }
    const ids = new Set(known.sinks.map((s) => `${s.kind}\0${s.file}\0${s.line}\0${s.what}`))
    known.sinks.push(...item.sinks.filter((s) => !ids.has(`${s.kind}\0${s.file}\0${s.line}\0${s.what}`)))
    known.steering = steeringOf([...known.steering, ...item.steering].flatMap((s) => s.values.map((value) => ({ param: s.param, value }))))
  }
  return [...merged.values()]
}
