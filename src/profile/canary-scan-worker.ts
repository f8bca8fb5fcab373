import { parentPort, workerData } from 'node:worker_threads'
import { CanaryIndex } from './canary-index.js'
import type { ScanBatchMessage, ScanResultMessage, ScanWorkerData } from './canary-scan-queue.js'

// The worker of CanaryScanQueue (bundled as dist/canary-worker/index.js): matches each batch of payloads
// with its own copy of the run's canary index, each payload against the canary files read before it was
// queued, and answers with the hits of the payloads that hold any.

const { tokens, files } = workerData as ScanWorkerData
const index = new CanaryIndex(tokens, files)
/** canary file id → how many files had been read before it */
const readOrder = new Map<string, number>()

parentPort?.on('message', ({ batch, bytes, jobs, reads }: ScanBatchMessage) => {
  for (const id of reads) if (!readOrder.has(id)) readOrder.set(id, readOrder.size)
  const view = Buffer.from(bytes)
  const hits: ScanResultMessage['hits'] = []
  for (let job = 0; 3 * job < jobs.length; job++) {
    const offset = jobs[3 * job]!
    const readCount = jobs[3 * job + 2]!
    const found = index.scan(view.subarray(offset, offset + jobs[3 * job + 1]!), (id) => (readOrder.get(id) ?? Infinity) < readCount)
    if (found.length > 0) hits.push([job, found])
  }
  const answer: ScanResultMessage = { batch, hits }
  parentPort?.postMessage(answer)
})
