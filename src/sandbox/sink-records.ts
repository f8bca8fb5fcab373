import { constants, openSync, writeSync } from 'node:fs'
import type { SinkRecord } from '../model/index.js'
import { DEFAULT_CAPTURE_BYTES } from '../settings/capture-bytes.js'
import type { Destination } from './sink-redirect.js'

// What the sink keeps of what it receives, apart from how it answers (sink.ts, sink-tls.ts,
// sink-datagrams.ts): the capture budget every connection and datagram draws its payload from, the record
// of a redirected flow once its original destination is known, and network.jsonl's writer.

/** The first bytes of what is neither TLS, HTTP nor DNS, recorded in hex. */
export const HEAD_HEX_BYTES = 32

/**
 * What a connection carried (decrypted for TLS), kept for canary matching: the sink is a witness of its
 * own, beyond the trace's 4096 bytes per syscall. Per connection, and for the whole run, so a server
 * that floods the sink cannot fill the disk through network.jsonl.
 */
export const MAX_CAPTURE_BYTES = DEFAULT_CAPTURE_BYTES
export const MAX_CAPTURE_TOTAL = 16 * 1024 * 1024

/** What one run may keep: per connection (`perConnection`, --capture-bytes) and in all (at least one whole connection). */
export interface Capture {
  perConnection: number
  take: (wanted: number) => number
}

/** Hands out capture bytes from the run's budget. */
export function captureBudget(total: number): (wanted: number) => number {
  let left = total
  return (wanted) => {
    const granted = Math.max(0, Math.min(wanted, left))
    left -= granted
    return granted
  }
}

/** How long a redirected flow's record waits for its trace line (`nft monitor` may lag on a loaded machine). */
const TRACE_WAIT_MS = 2_000
const TRACE_POLL_MS = 25

/**
 * Records a redirected connection or datagram once its original destination is known, or as `unknown`
 * after TRACE_WAIT_MS — or at once when the sink is closing (it stays in `open` meanwhile).
 */
export function recordRedirected(
  entry: SinkRecord,
  originalOf: (sourcePort: number) => Destination | undefined,
  open: Set<() => void>,
  record: ((entry: SinkRecord) => void) | undefined
): void {
  const started = Date.now()
  const flush = (): void => {
    if (!open.delete(flush)) return
    clearTimeout(timer)
    redirectedTo(entry, originalOf(entry.sourcePort))
    record?.(entry)
  }
  const poll = (): void => {
    if (originalOf(entry.sourcePort) !== undefined || Date.now() - started >= TRACE_WAIT_MS) flush()
    else timer = setTimeout(poll, TRACE_POLL_MS)
  }
  open.add(flush)
  let timer = setTimeout(poll, 0)
}

/** Fills in where a redirected connection or datagram was going (see SinkRecord.redirected). */
function redirectedTo(entry: SinkRecord, original: Destination | undefined): void {
  if (original) {
    entry.address = original.address
    entry.port = original.port
    entry.redirected = 'traced'
  } else {
    entry.port = 0
    entry.redirected = 'unknown'
  }
}

/**
 * Appends each record as a JSON line (network.jsonl), at most `max` of them: a server that opens
 * connections in a loop cannot fill the disk through the sink. The file is opened now, before the server
 * starts, and never through a symbolic link: a server that can reach it later cannot redirect the
 * (possibly root) sink's writes. Node opens it close-on-exec, so the server never inherits it.
 */
export function jsonLinesRecorder<Entry = SinkRecord>(path: string, max: number, onError: (message: string) => void): (entry: Entry) => void {
  let fd: number | null = null
  try {
    fd = openSync(path, constants.O_WRONLY | constants.O_APPEND | constants.O_NOFOLLOW)
  } catch (error) {
    onError(`sink: cannot record connections: ${error instanceof Error ? error.message : String(error)}`)
  }
  let written = 0
  return (entry) => {
    if (fd === null || written >= max) return
    written += 1
    try {
      writeSync(fd, JSON.stringify(entry) + '\n')
    } catch (error) {
      fd = null
      onError(`sink: cannot record connections: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
