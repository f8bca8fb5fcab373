import { parentPort, workerData } from 'node:worker_threads'
import { analyzeSource, type StaticRequest } from './analyze.js'

// The static stage's thread (bundled as dist/static-worker/index.js, with scan.py beside it): parsing a
// bundle of megabytes takes seconds, which must not stall the MCP session running beside it.

analyzeSource(workerData as StaticRequest).then(
  (map) => parentPort?.postMessage({ map }),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) })
)
