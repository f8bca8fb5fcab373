// Starts the static stage beside the run: on its own thread when the bundle's worker is there, else on
// this one (unit tests, running from source). Never fails the audit: a reading that fails or overruns is
// null, and the report says the static stage was not available.
import { Worker } from 'node:worker_threads'
import { join } from 'node:path'
import { besideBundle } from '../bundle-paths.js'
import type { StaticRequest } from './analyze.js'
import { STATIC_TIME_BUDGET_MS, type StaticMap } from './types.js'

export interface StaticStart {
  argv: string[]
  cwd: string
  /** the bundle's directory (dist/, holding static-worker/); absent: read on this thread */
  workersDir?: string
}

/** How long the caller waits for the worker beyond its own time bound. */
const GRACE_MS = 5_000

export function startStatic(start: StaticStart): Promise<StaticMap | null> {
  const pythonHelper = start.workersDir ? join(start.workersDir, 'static-worker', 'scan.py') : besideBundle(import.meta.url, 'scan.py')
  const request: StaticRequest = { argv: start.argv, cwd: start.cwd, pythonHelper }
  // the parser (@babel/parser, ~0.5 MB) loads only here: a CLI start that reads no source does not pay for it
  if (!start.workersDir) return import('./analyze.js').then(({ analyzeSource }) => analyzeSource(request)).catch(() => null)
  const workersDir = start.workersDir
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = new Worker(join(workersDir, 'static-worker', 'index.js'), { workerData: request })
    } catch {
      resolve(null)
      return
    }
    const timer = setTimeout(() => {
      resolve(null)
      void worker.terminate()
    }, STATIC_TIME_BUDGET_MS + GRACE_MS)
    timer.unref()
    worker.unref()
    worker.once('message', (message: { map?: StaticMap }) => {
      clearTimeout(timer)
      resolve(message.map ?? null)
      void worker.terminate()
    })
    worker.once('error', () => {
      clearTimeout(timer)
      resolve(null)
    })
    worker.once('exit', () => {
      clearTimeout(timer)
      resolve(null)
    })
  })
}
