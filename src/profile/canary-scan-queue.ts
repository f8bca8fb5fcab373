import { Worker } from 'node:worker_threads'
import type { CanaryHit } from './canary-match.js'
import type { SendPayload } from '../trace/events.js'
import { decodeCStringBytes } from '../trace/c-string.js'
import type { CanaryIndex } from './canary-index.js'

// Matching every socket payload against the canaries costs about a quarter of the parse's CPU on a busy
// trace. Past a first few megabytes of payload, payloads are copied into shared batches and matched on a
// worker thread (the runner's second core) while the parse goes on; when the worker falls behind, the
// parsing thread matches the next payloads itself, so both cores work and memory stays bounded.
//
// What a scan finds must not depend on where or when it ran. Every scan gets a sequence number, and the
// hits are handed out in that order once all are in. A canary file's content counts from the scan after
// the server read it: reads only grow, so the number of files read when a scan was queued is its whole
// snapshot, and the worker, told each read in order, judges the scan against that count. The hits are
// exactly those of matching inline, in trace order — the unit test compares the two on the same input.

/** Copied payloads per batch; a payload larger than this is matched inline. */
const BATCH_BYTES = 4 << 20
/** Batches handed to the worker and not yet answered; past this the parsing thread matches itself. */
const MAX_BATCHES_IN_FLIGHT = 8
/** what the worker may hold at most: the copies a busy trace keeps in memory beyond the parse's own */
export const MAX_BYTES_IN_FLIGHT = MAX_BATCHES_IN_FLIGHT * BATCH_BYTES
/** Payload bytes matched inline before the worker is started: a small trace never pays for a thread. */
export const OFFLOAD_AFTER_BYTES = 4 << 20

/** Int32 fields per payload in a batch: offset, length, canary files read when it was queued, 1 when it is a C string token */
export const JOB_FIELDS = 4

/** The bytes of payload `job` of a batch, decoded when they are a C string token (undecodable: none; a decoded one is valid until the next). */
export function jobBytes(view: Buffer, jobs: ArrayLike<number>, job: number): Buffer {
  const offset = jobs[JOB_FIELDS * job]!
  const end = offset + jobs[JOB_FIELDS * job + 1]!
  if (jobs[JOB_FIELDS * job + 3] === 0) return view.subarray(offset, end)
  return decodeCStringBytes(view, offset, end)?.bytes ?? Buffer.alloc(0)
}

/** A batch as the worker receives it. */
export interface ScanBatchMessage {
  batch: number
  bytes: SharedArrayBuffer
  /** JOB_FIELDS per payload */
  jobs: Int32Array
  /** canary files read since the previous batch, in the order they were read */
  reads: string[]
}
/** The worker's answer: the hits of the payloads that hold any, by their index in the batch. */
export interface ScanResultMessage {
  batch: number
  hits: Array<[job: number, hits: CanaryHit[]]>
}
/** What the worker is started with: the index's input, as CanaryIndex takes it. */
export type ScanWorkerData = Pick<CanaryIndex, 'tokens' | 'files'>

interface Batch<T> {
  id: number
  bytes: SharedArrayBuffer
  view: Buffer
  used: number
  jobs: number[]
  seqs: number[]
  tags: T[]
}

export interface CanaryScanOptions {
  /** the worker's script (dist/canary-worker/index.js); null: every scan is matched inline */
  workerPath: string | null
  /** payload bytes matched inline before the worker starts (tests use 0) */
  offloadAfterBytes?: number
}

export class CanaryScanQueue<T> {
  private nextSeq = 0
  private readonly found: Array<{ seq: number; tag: T; hits: CanaryHit[] }> = []
  /** canary file id → how many files had been read before it */
  private readonly readOrder = new Map<string, number>()
  private readonly reads: string[] = []
  private readsSent = 0
  private scannedBytes = 0
  private offloadedBytes = 0
  private workerBytes = 0
  private worker: Worker | null = null
  /** the worker failed or could not start: everything left is matched inline */
  private failed = false
  private filling: Batch<T> | null = null
  private readonly inFlight = new Map<number, Batch<T>>()
  private readonly spare: SharedArrayBuffer[] = []
  private nextBatch = 0
  private idle: (() => void) | null = null
  private readonly offloadAfterBytes: number
  private readonly workerPath: string | null

  private readonly wasRead = (id: string): boolean => this.readOrder.has(id)

  constructor(
    private readonly index: CanaryIndex,
    options: CanaryScanOptions
  ) {
    this.workerPath = options.workerPath
    this.offloadAfterBytes = options.offloadAfterBytes ?? OFFLOAD_AFTER_BYTES
  }

  /** The server read the canary file `id`: its content counts in every scan queued after this. */
  fileRead(id: string): void {
    if (this.readOrder.has(id) || !this.index.hasFile(id)) return
    this.readOrder.set(id, this.reads.length)
    this.reads.push(id)
  }

  /** Queues `data` to be matched as CanaryIndex.scan would now; `tag` comes back with its hits. */
  scan(data: Buffer | string, tag: T): void {
    const seq = this.nextSeq++
    this.scannedBytes += data.length
    if (typeof data !== 'string' && this.offload(data, data.length, false, seq, tag)) return
    const hits = this.index.scan(data, this.wasRead)
    if (hits.length > 0) this.found.push({ seq, tag, hits })
  }

  /** As scan(payload.data), but a payload not decoded yet goes to the worker as its C string, decoded there. */
  scanPayload(payload: SendPayload, tag: T): void {
    const token = payload.token
    if (token === undefined) return this.scan(payload.data, tag)
    const seq = this.nextSeq++
    this.scannedBytes += token.length
    if (this.offload(token, token.length, true, seq, tag)) return
    const hits = this.index.scan(payload.data, this.wasRead)
    if (hits.length > 0) this.found.push({ seq, tag, hits })
  }

  /** Waits for the worker's answers and stops it. Scans may still be queued after (matched inline). */
  async settle(): Promise<void> {
    this.post()
    if (this.inFlight.size > 0) await new Promise<void>((resolve) => (this.idle = resolve))
    this.close()
  }

  /** Every scan's hits, in the order the scans were queued (settle() first when a worker ran). */
  hitsInOrder(): Array<{ tag: T; hits: CanaryHit[] }> {
    if (this.inFlight.size > 0 || (this.filling?.seqs.length ?? 0) > 0) throw new Error('canary scans still on the worker: settle() first')
    return this.found.sort((a, b) => a.seq - b.seq)
  }

  /** Payload bytes queued, how many were handed to the worker, and how many of those it answered (the rest, if it failed, were matched here). */
  get stats(): { scannedBytes: number; offloadedBytes: number; workerBytes: number } {
    return { scannedBytes: this.scannedBytes, offloadedBytes: this.offloadedBytes, workerBytes: this.workerBytes }
  }

  /** Stops the worker (idempotent); what it had not answered is matched inline first. */
  close(): void {
    if (this.inFlight.size > 0) this.fail()
    const worker = this.worker
    this.worker = null
    if (worker) void worker.terminate().catch(() => undefined)
  }

  /** Copies a payload (bytes, or a C string token when `encoded`) into the batch for the worker; false: match it here. */
  private offload(data: Buffer | string, length: number, encoded: boolean, seq: number, tag: T): boolean {
    if (this.workerPath === null || this.failed || this.scannedBytes <= this.offloadAfterBytes || length > BATCH_BYTES) return false
    let batch = this.filling
    if (batch !== null && batch.used + length > BATCH_BYTES) {
      this.post()
      batch = null
    }
    if (batch === null) {
      if (this.inFlight.size >= MAX_BATCHES_IN_FLIGHT) return false // the worker is behind: match here
      batch = this.filling = this.newBatch()
    }
    // a token is latin1 text, one char per byte of the trace line
    if (typeof data === 'string') batch.view.write(data, batch.used, length, 'latin1')
    else data.copy(batch.view, batch.used)
    batch.jobs.push(batch.used, length, this.reads.length, encoded ? 1 : 0)
    batch.used += length
    batch.seqs.push(seq)
    batch.tags.push(tag)
    this.offloadedBytes += length
    return true
  }

  private newBatch(): Batch<T> {
    const bytes = this.spare.pop() ?? new SharedArrayBuffer(BATCH_BYTES)
    return { id: this.nextBatch++, bytes, view: Buffer.from(bytes), used: 0, jobs: [], seqs: [], tags: [] }
  }

  /** Hands the batch being filled to the worker (started on first use). */
  private post(): void {
    const batch = this.filling
    this.filling = null
    if (batch === null || batch.seqs.length === 0) return
    const worker = this.startedWorker()
    this.inFlight.set(batch.id, batch)
    if (worker === null) return this.fail()
    const message: ScanBatchMessage = { batch: batch.id, bytes: batch.bytes, jobs: Int32Array.from(batch.jobs), reads: this.reads.slice(this.readsSent) }
    this.readsSent = this.reads.length
    worker.ref()
    worker.postMessage(message)
  }

  private startedWorker(): Worker | null {
    if (this.worker !== null || this.failed || this.workerPath === null) return this.worker
    try {
      const workerData: ScanWorkerData = { tokens: this.index.tokens, files: this.index.files }
      const worker = new Worker(this.workerPath, { workerData })
      worker.on('message', (message: ScanResultMessage) => this.answered(message))
      worker.on('error', () => this.fail())
      worker.on('exit', () => {
        if (this.worker === worker) this.fail()
      })
      this.worker = worker
    } catch {
      this.failed = true
    }
    return this.worker
  }

  private answered({ batch: id, hits }: ScanResultMessage): void {
    const batch = this.inFlight.get(id)
    if (batch === undefined) return
    this.inFlight.delete(id)
    this.workerBytes += batch.used
    for (const [job, jobHits] of hits) this.found.push({ seq: batch.seqs[job]!, tag: batch.tags[job]!, hits: jobHits })
    this.spare.push(batch.bytes)
    if (this.inFlight.size === 0) {
      this.worker?.unref()
      this.idle?.()
      this.idle = null
    }
  }

  /** The worker is gone: the batches it had not answered are matched here, each against its own snapshot. */
  private fail(): void {
    this.failed = true
    const worker = this.worker
    this.worker = null
    if (worker) void worker.terminate().catch(() => undefined)
    for (const batch of [...this.inFlight.values()].sort((a, b) => a.id - b.id)) {
      for (let job = 0; job < batch.seqs.length; job++) {
        const readCount = batch.jobs[JOB_FIELDS * job + 2]!
        const hits = this.index.scan(jobBytes(batch.view, batch.jobs, job), (id) => (this.readOrder.get(id) ?? Infinity) < readCount)
        if (hits.length > 0) this.found.push({ seq: batch.seqs[job]!, tag: batch.tags[job]!, hits })
      }
    }
    this.inFlight.clear()
    this.idle?.()
    this.idle = null
  }
}
