import { parentPort, workerData } from 'node:worker_threads'
import { CanaryIndex } from './canary-index.js'
import { JOB_FIELDS, jobBytes, type ScanBatchMessage, type ScanResultMessage, type ScanWorkerData } from './canary-scan-queue.js'

// The worker of CanaryScanQueue (bundled as dist/canary-worker/index.js): matches each batch of payloads
// (decoding those the trace's C strings still hold) with its own copy of the run's canary index, each payload against the canary files read before it was
// queued, and answers with the hits of the payloads that hold any.

const { tokens, files } = workerData as ScanWorkerData
const index = new CanaryIndex(tokens, files)
/** canary file id → how many files had been read before it */
const readOrder = new Map<string, number>()

parentPort?.on('message', ({ batch, bytes, jobs, reads }: ScanBatchMessage) => {
  for (const id of reads) if (!readOrder.has(id)) readOrder.set(id, readOrder.size)
  const view = Buffer.from(bytes)
  const hits: ScanResultMessage['hits'] = []
  for (let job = 0; JOB_FIELDS * job < jobs.length; job++) {
    const readCount = jobs[JOB_FIELDS * job + 2]!
    const found = index.scan(jobBytes(view, jobs, job), (id) => (readOrder.get(id) ?? Infinity) < readCount)
    if (found.length > 0) hits.push([job, found])
  }
  const answer: ScanResultMessage = { batch, hits }
  parentPort?.postMessage(answer)
})
