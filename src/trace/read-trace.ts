// Streams a trace.log through the three layers (line → record, stitch per pid, record → event).
// Traces of busy servers reach gigabytes, so nothing is accumulated: events go to the callback as
// they are decoded, and memory stays at one read chunk plus one pending call per pid.
import { open } from 'node:fs/promises'
import type { TraceEvent, TraceStats } from './events.js'
import { parseLine } from './parse-line.js'
import { CallStitcher, type StitchedCall } from './stitch.js'
import { exitToEvent, toEvent } from './to-event.js'

export const MAX_UNPARSED_SAMPLES = 20
/** Samples are cut so one absurd line cannot bloat the report. */
const MAX_SAMPLE_CHARS = 500
/** A "line" longer than this is not strace output (strace lines are bounded by -s); it is skipped. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024
const READ_BYTES = 1 << 20

/** Feeds lines one at a time; shared by the streaming reader and the in-memory variant. */
export class TraceParser {
  private readonly stats: TraceStats = { lines: 0, events: 0, unparsed: 0, unparsedSamples: [] }
  private readonly stitcher: CallStitcher
  /** the call being decoded, for `malformed` (one bound function rather than a closure per call) */
  private decoding: StitchedCall | undefined
  private readonly malformed = (): void => {
    const call = this.decoding
    if (call) this.unparsed(call.line, `${call.name}(${call.args}) = ${call.ret}`)
  }

  constructor(private readonly onEvent: (event: TraceEvent) => void) {
    this.stitcher = new CallStitcher({
      call: (call) => {
        this.decoding = call
        this.emit(toEvent(call, this.malformed))
      },
      exit: (record, line) => this.emit(exitToEvent(record, line)),
      unmatched: (line, text) => this.unparsed(line, text)
    })
  }

  /** One line without its newline; `line` is its 1-based number. */
  push(text: string): void {
    const line = ++this.stats.lines
    const clean = text.charCodeAt(text.length - 1) === 0x0d ? text.slice(0, -1) : text
    // a strace line starts with a pid, `[pid`, a time, a name or `<...`: a blank one starts with white space
    // (ASCII, or latin1's no-break space)
    const first = clean.charCodeAt(0)
    if (clean === '' || ((first <= 0x20 || first >= 0x7f) && clean.trim() === '')) return
    const record = parseLine(clean)
    if (record) this.stitcher.push(record, line, clean)
    else this.unparsed(line, clean)
  }

  /** A line that was too long to keep: counted, not parsed. */
  pushOverlong(head: string): void {
    this.unparsed(++this.stats.lines, head)
  }

  finish(): TraceStats {
    this.stitcher.finish()
    return this.stats
  }

  private emit(event: TraceEvent): void {
    this.stats.events++
    this.onEvent(event)
  }

  private unparsed(line: number, text: string): void {
    this.stats.unparsed++
    if (this.stats.unparsedSamples.length < MAX_UNPARSED_SAMPLES) {
      const cut = text.length > MAX_SAMPLE_CHARS ? `${text.slice(0, MAX_SAMPLE_CHARS)}…` : text
      this.stats.unparsedSamples.push(`${line}: ${cut}`)
    }
  }
}

/**
 * Reads `path` as strace output and calls `onEvent` for each event, in the order calls completed (a split
 * call is delivered at its `resumed` line but carries the line and time of its entry). Lines that do not
 * parse are counted in the returned stats; only I/O errors reject.
 */
export async function readTrace(path: string, onEvent: (e: TraceEvent) => void): Promise<TraceStats> {
  const parser = new TraceParser(onEvent)
  const file = await open(path, 'r')
  try {
    // One buffer is read into again and again (a partial line moved to its front first): a fresh chunk
    // per read, and a copy to join it to the partial line, made a gigabyte trace churn through two
    // gigabytes of buffers that the GC frees late. Each line is decoded to its own string (latin1: one
    // char per byte, strace escapes everything else), so nothing handed out in events points into it.
    let buf = Buffer.allocUnsafe(READ_BYTES)
    let filled = 0
    let skipping = false
    for (;;) {
      if (filled === buf.length) {
        const grown = Buffer.allocUnsafe(Math.min(2 * buf.length, MAX_LINE_BYTES + READ_BYTES))
        buf.copy(grown, 0, 0, filled)
        buf = grown
      }
      const { bytesRead } = await file.read(buf, filled, buf.length - filled, null)
      if (bytesRead === 0) break
      const end = filled + bytesRead
      const view = end === buf.length ? buf : buf.subarray(0, end)
      let start = 0
      for (;;) {
        const nl = view.indexOf(10, start)
        if (nl === -1) break
        if (skipping) skipping = false
        else parser.push(buf.toString('latin1', start, nl))
        start = nl + 1
      }
      if (skipping) {
        filled = 0
        continue
      }
      if (end - start > MAX_LINE_BYTES) {
        parser.pushOverlong(buf.toString('latin1', start, start + MAX_SAMPLE_CHARS))
        skipping = true
        filled = 0
        continue
      }
      if (start > 0) buf.copyWithin(0, start, end)
      filled = end - start
    }
    if (filled > 0 && !skipping) parser.push(buf.toString('latin1', 0, filled))
  } finally {
    await file.close()
  }
  return parser.finish()
}

/** The same parse over a string in memory (tests, small traces). */
export function parseTraceText(text: string): { events: TraceEvent[]; stats: TraceStats } {
  const events: TraceEvent[] = []
  const parser = new TraceParser((e) => events.push(e))
  const lines = text.split('\n')
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
  for (const line of lines) parser.push(line)
  return { events, stats: parser.finish() }
}
