// What the static stage reads from a server's source: per file, the facts (functions, calls, sinks,
// registrations, literal comparisons) a parser found; per declared item, the sinks its handler can reach.

import type { SinkKind } from '../model/index.js'

export type { SinkKind, SourceSink, StaticItem, StaticMap } from '../model/index.js'

/** how long reading a server's source may take, in ms: past it, the map holds what was read */
export const STATIC_TIME_BUDGET_MS = 20_000

/** Positions are opaque, ordered numbers within one file (a character offset, or line × 10⁶ + column). */
export interface FileFacts {
  /** relative to the package root */
  file: string
  functions: { name: string; start: number; end: number }[]
  /** `receiver`: for a member call, the name the method is called on (`provider` in `this.provider.log()`) */
  calls: { name: string; member: boolean; pos: number; receiver?: string }[]
  sinks: { kind: SinkKind; what: string; pos: number; line: number }[]
  handlers: HandlerFact[]
  /** a parameter (its property or variable name) compared against a string literal */
  compares: { param: string; value: string; pos: number }[]
  /** modules imported by a literal name, as written (`./lib.js`, `fs`; Python `.tools`, `pkg.mod`): the import graph's edges */
  imports?: string[]
  /** a bundle's regions holding its dependencies' modules (`// node_modules/zod/index.js` up to the next module), as [start, end] */
  vendored?: [number, number][]
}

export interface HandlerFact {
  kind: 'tool' | 'resource' | 'prompt'
  name: string
  line: number
  /** the handler's code: [start, end] positions in the file */
  start: number
  end: number
  /** a handler given by name (`server.tool('x', schema, handleX)`): resolved like a call */
  ref?: string
}
