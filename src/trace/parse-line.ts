// Layer 1: one line of `strace -f -ttt -yy -o FILE` output → a raw record (no argument decoding).
//   5587  1732268000.123456 openat(AT_FDCWD</tmp>, "/x", O_RDONLY) = 3</x>
//   [pid  5587] connect(3, {…}, 16 <unfinished ...>
//   5587  <... connect resumed>)           = -1 ECONNREFUSED (Connection refused)
//   5587  1732268000.5 +++ exited with 0 +++   /   +++ killed by SIGKILL +++
//   5587  1732268000.5 --- SIGCHLD {si_signo=SIGCHLD, …} ---
import { skipString } from './c-string.js'
import { itemsBetween, opensDecoration, pushSeparator, skipDecoration, splitTopLevel, type Separators } from './strace-args.js'

interface RecordBase {
  /** null when the line carries no pid (strace without -f, or the first process on stderr) */
  pid: number | null
  /** seconds since the epoch (-ttt); NaN when the line has no such timestamp */
  time: number
}
/** A whole call on one line. */
export interface SyscallRecord extends RecordBase {
  kind: 'syscall'
  name: string
  args: string
  /** text after `= `, e.g. `3</x>`, `-1 ENOENT (No such file or directory)`, `?` */
  ret: string
}
/** `name(args <unfinished ...>`: the call's entry; its return comes on a later `resumed` line. */
export interface UnfinishedRecord extends RecordBase {
  kind: 'unfinished'
  name: string
  args: string
}
/** `<... name resumed>rest-of-args) = ret` */
export interface ResumedRecord extends RecordBase {
  kind: 'resumed'
  name: string
  args: string
  ret: string
}
export interface ExitRecord extends RecordBase {
  kind: 'exit'
  code?: number
  signal?: string
}
export interface SignalRecord extends RecordBase {
  kind: 'signal'
  /** `--- SIGCHLD {…} ---` → SIGCHLD; `--- stopped by SIGSTOP ---` → SIGSTOP */
  signal: string
  detail: string
}
/** strace's own notes that need no event: `+++ superseded by execve in pid N +++`. */
export interface NoteRecord extends RecordBase {
  kind: 'note'
  text: string
}
export type RawRecord = SyscallRecord | UnfinishedRecord | ResumedRecord | ExitRecord | SignalRecord | NoteRecord

const UNFINISHED = '<unfinished ...>'
const DETACHED = '<detached ...>'
const RESUMED_PREFIX = '<... '
const RESUMED_SUFFIX = ' resumed>'

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}
function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09
}
function isNameChar(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || isDigit(code) || code === 0x5f || (code >= 0x41 && code <= 0x5a) || code === 0x3f
}

/** The digits line[from, to) as a number (no string is made: this runs for every line). */
function decimalAt(line: string, from: number, to: number): number {
  if (to - from > 15) return Number(line.slice(from, to))
  let value = 0
  for (let k = from; k < to; k++) value = value * 10 + line.charCodeAt(k) - 0x30
  return value
}

/**
 * `1795340274.079334` (digits [from, point), `.`, digits (point, to)) as a number. When all digits fit in
 * one integer below 2^53, one division by an exact power of ten rounds exactly as Number() would.
 */
function epochSeconds(line: string, from: number, point: number, to: number): number {
  const fraction = to - point - 1
  if (point - from > 15 || fraction > 15) return Number(line.slice(from, to))
  const scale = POWERS_OF_TEN[fraction]!
  const scaled = decimalAt(line, from, point) * scale + decimalAt(line, point + 1, to)
  return scaled <= Number.MAX_SAFE_INTEGER ? scaled / scale : Number(line.slice(from, to))
}
/** 10 ** k for k ≤ 15, each exact (a table: `**` with a variable exponent is a call per line) */
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, k) => 10 ** k)

type ArgsEnd =
  /** `)` closed the argument list; `retStart` is where `= …` should follow */
  | { state: 'closed'; argsEnd: number; retStart: number }
  | { state: 'unfinished'; argsEnd: number }
  /** strace detached while the call was in flight: no return will come */
  | { state: 'detached'; argsEnd: number }

// The top-level commas scanArgs passed on the last line, so that the argument text it returns is not
// walked again to split it (splitArgs): the split of a text depends on nothing but the text, and the scan
// walks it as splitTopLevel would (strings, decorations, brackets), from depth 0 at its first character.
const scannedCommas: Separators = { offsets: new Int32Array(64), count: 0 }
/** the argument text of the last line parsed, and where it starts in that line */
let scannedArgs: string | undefined
let scannedFrom = 0

/**
 * The top-level items of a call's argument text, as splitTopLevel gives them; taken from the commas the
 * line's scan found when `args` is the last line's argument text (the common case: a call on one line).
 */
export function splitArgs(args: string): string[] {
  if (args === scannedArgs) return itemsBetween(args, scannedCommas.offsets, scannedCommas.count, scannedFrom)
  return splitTopLevel(args)
}

/** The argument text line[from, to), remembered with the commas the scan found in it. */
function argsText(line: string, from: number, to: number): string {
  const args = line.slice(from, to)
  scannedArgs = args
  scannedFrom = from
  // a comma found past `to` (none can be: the scan ends there) would not belong to this text
  while (scannedCommas.count > 0 && scannedCommas.offsets[scannedCommas.count - 1]! >= to) scannedCommas.count--
  return args
}

/**
 * Finds where the argument list that starts at `from` ends. Strings, -yy decorations (which may hold
 * unescaped brackets from file names) and nested brackets are skipped. On a resumed line the brackets
 * opened on the unfinished line close here, so depth may go below zero; only a `)` ends the list.
 */
function scanArgs(line: string, from: number): ArgsEnd | undefined {
  const end = line.length
  scannedArgs = undefined
  scannedCommas.count = 0
  let depth = 0
  let i = from
  while (i < end) {
    const c = line.charCodeAt(i)
    if (c === 0x22) {
      i = skipString(line, i)
      continue
    }
    if (c === 0x3c) {
      if (opensDecoration(line, i)) {
        i = skipDecoration(line, i)
        continue
      }
      const argsEnd = i > from && line.charCodeAt(i - 1) === 0x20 ? i - 1 : i
      if (line.startsWith(UNFINISHED, i)) {
        const after = i + UNFINISHED.length
        // `<unfinished ...>) = ?`: the process vanished mid-call; the line is complete after all
        if (line.charCodeAt(after) === 0x29) return { state: 'closed', argsEnd, retStart: after + 1 }
        return { state: 'unfinished', argsEnd }
      }
      if (line.startsWith(DETACHED, i)) return { state: 'detached', argsEnd }
      i++
      continue
    }
    if (c === 0x28 || c === 0x5b || c === 0x7b) depth++
    else if (c === 0x29) {
      if (depth <= 0) return { state: 'closed', argsEnd: i, retStart: i + 1 }
      depth--
    } else if (c === 0x5d || c === 0x7d) depth--
    else if (c === 0x2c && depth === 0) pushSeparator(scannedCommas, i)
    i++
  }
  return undefined
}

/** `   = 3</x>` → `3</x>`; undefined when no `=` follows the argument list. */
function parseRet(line: string, from: number): string | undefined {
  let i = from
  const end = line.length
  while (i < end && isSpace(line.charCodeAt(i))) i++
  if (line.charCodeAt(i) !== 0x3d /* = */) return undefined
  i++
  while (i < end && isSpace(line.charCodeAt(i))) i++
  let stop = end
  while (stop > i && isSpace(line.charCodeAt(stop - 1))) stop--
  return i < stop ? line.slice(i, stop) : undefined
}

function parseExit(body: string, pid: number | null, time: number): RawRecord | undefined {
  if (!body.endsWith(' +++')) return undefined
  const text = body.slice(4, -4)
  if (text.startsWith('exited with ')) {
    const code = Number(text.slice(12))
    return Number.isInteger(code) ? { kind: 'exit', pid, time, code } : undefined
  }
  if (text.startsWith('killed by ')) {
    const signal = text.slice(10).replace(/ \(core dumped\)$/, '')
    return /^SIG[A-Z0-9+-]+$/.test(signal) ? { kind: 'exit', pid, time, signal } : undefined
  }
  return { kind: 'note', pid, time, text }
}

function parseSignal(body: string, pid: number | null, time: number): RawRecord | undefined {
  if (!body.endsWith(' ---')) return undefined
  const text = body.slice(4, -4)
  if (text.startsWith('stopped by ')) return { kind: 'signal', pid, time, signal: text.slice(11), detail: '' }
  const space = text.indexOf(' ')
  const signal = space === -1 ? text : text.slice(0, space)
  if (!signal.startsWith('SIG')) return undefined
  return { kind: 'signal', pid, time, signal, detail: space === -1 ? '' : text.slice(space + 1) }
}

/** One trace line → record, or undefined when the line is not strace output we understand. */
export function parseLine(line: string): RawRecord | undefined {
  const end = line.length
  let i = 0
  let pid: number | null = null
  if (line.startsWith('[pid ')) {
    i = 5
    while (i < end && isSpace(line.charCodeAt(i))) i++
    const digits = i
    while (i < end && isDigit(line.charCodeAt(i))) i++
    if (i === digits || line.charCodeAt(i) !== 0x5d /* ] */) return undefined
    pid = decimalAt(line, digits, i)
    i++
    while (i < end && isSpace(line.charCodeAt(i))) i++
  } else if (isDigit(line.charCodeAt(0))) {
    while (i < end && isDigit(line.charCodeAt(i))) i++
    if (isSpace(line.charCodeAt(i))) {
      pid = decimalAt(line, 0, i)
      while (i < end && isSpace(line.charCodeAt(i))) i++
    } else i = 0 // a timestamp, not a pid
  }

  let time = NaN
  if (isDigit(line.charCodeAt(i))) {
    const start = i
    while (i < end && isDigit(line.charCodeAt(i))) i++
    const c = line.charCodeAt(i)
    if (c === 0x2e /* . */) {
      const point = i++
      while (i < end && isDigit(line.charCodeAt(i))) i++
      time = epochSeconds(line, start, point, i)
    } else if (c === 0x3a /* : */) {
      // -t / -tt wall-clock time of day: accepted, but it cannot be placed on the epoch
      while (i < end && (isDigit(line.charCodeAt(i)) || line.charCodeAt(i) === 0x3a || line.charCodeAt(i) === 0x2e)) i++
    } else return undefined
    if (!isSpace(line.charCodeAt(i))) return undefined
    while (i < end && isSpace(line.charCodeAt(i))) i++
  }

  const first = line.charCodeAt(i)
  if (first === 0x2b /* + */) return line.startsWith('+++ ', i) ? parseExit(line.slice(i).trimEnd(), pid, time) : undefined
  if (first === 0x2d /* - */) return line.startsWith('--- ', i) ? parseSignal(line.slice(i).trimEnd(), pid, time) : undefined

  if (first === 0x3c /* < */) {
    if (!line.startsWith(RESUMED_PREFIX, i)) return undefined
    const nameStart = i + RESUMED_PREFIX.length
    const suffix = line.indexOf(RESUMED_SUFFIX, nameStart)
    if (suffix === -1) return undefined
    const name = line.slice(nameStart, suffix)
    const argsStart = suffix + RESUMED_SUFFIX.length
    const scan = scanArgs(line, argsStart)
    if (scan?.state !== 'closed') {
      if (scan?.state === 'detached') return { kind: 'resumed', pid, time, name, args: argsText(line, argsStart, scan.argsEnd), ret: '?' }
      return undefined
    }
    const ret = parseRet(line, scan.retStart)
    if (ret === undefined) return undefined
    return { kind: 'resumed', pid, time, name, args: argsText(line, argsStart, scan.argsEnd), ret }
  }

  const nameStart = i
  while (i < end && isNameChar(line.charCodeAt(i))) i++
  if (i === nameStart || line.charCodeAt(i) !== 0x28 /* ( */) return undefined
  const name = line.slice(nameStart, i)
  const argsStart = i + 1
  const scan = scanArgs(line, argsStart)
  if (scan === undefined) return undefined
  const args = argsText(line, argsStart, scan.argsEnd)
  if (scan.state === 'unfinished') return { kind: 'unfinished', pid, time, name, args }
  if (scan.state === 'detached') return { kind: 'syscall', pid, time, name, args, ret: '?' }
  const ret = parseRet(line, scan.retStart)
  if (ret === undefined) return undefined
  return { kind: 'syscall', pid, time, name, args, ret }
}
