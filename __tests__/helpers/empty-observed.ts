import type { Observed } from '../../src/model/index.js'

/** A profile of `lines` trace lines (`events` decoded) that saw nothing: a test adds what it is about. */
export function emptyObserved(lines = 0, events = lines): Observed {
  return {
    files: [],
    network: [],
    dns: [],
    processes: [],
    leaks: [],
    ioUring: [],
    noise: {},
    trace: { lines, events, unparsed: 0, unparsedSamples: [] }
  }
}
