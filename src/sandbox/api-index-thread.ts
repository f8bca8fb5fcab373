import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import type { OpenApiIndex } from './replies/openapi-reply.js'

// What the server's package says of its API (replies/openapi-index.ts), built on a thread of the init's
// own bundle: reading and matching a package takes up to a few hundred milliseconds, and the init's thread
// must stay free meanwhile — it stamps the canary watch's records as they come (a record stamped late is
// a read in a later phase: a key read twice, once at shutdown) and answers the sink's other connections.

/** In the init: what the sink asks at its first request; null when the thread fails or says nothing. */
export function apiIndexOnThread(bundle: URL, roots: readonly string[]): () => Promise<OpenApiIndex | null> {
  return () =>
    new Promise((resolve, reject) => {
      const worker = new Worker(bundle, { workerData: { apiRoots: [...roots] } })
      worker.once('message', (index: OpenApiIndex | null) => {
        resolve(index)
        void worker.terminate()
      })
      worker.once('error', reject)
      worker.once('exit', () => resolve(null))
    })
}

/** On that thread (the init's bundle loaded by apiIndexOnThread): builds the index and posts it; false on the init's own thread. */
export function runApiIndexThread(): boolean {
  if (isMainThread) return false
  const { apiRoots } = workerData as { apiRoots: string[] }
  void import('./replies/openapi-index.js')
    .then(({ buildApiIndex }) => buildApiIndex(apiRoots))
    .then(
      (index) => parentPort?.postMessage(index),
      () => parentPort?.postMessage(null)
    )
  return true
}
