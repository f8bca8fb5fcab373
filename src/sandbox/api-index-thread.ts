import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import type { OpenApiIndex } from './replies/openapi-reply.js'

// What the server's package says of its API (replies/openapi-index.ts), built on a thread of the init's
// own bundle, begun as soon as the config names the package, beside the server's start. Reading and
// matching a package takes up to a few hundred milliseconds (seconds on a loaded machine); a server's
// first request waits for it and must not wait past its own timeout (a 3 s fetch failed in CI when the
// index was begun at that request). The init's thread stays free meanwhile: it stamps the canary watch's
// records as they come (a record stamped late is a read in a later phase: a key read twice, once at
// shutdown) and answers the sink's other connections.

/** In the init: the index, begun at once on a thread; null when the thread fails or the package says nothing. */
export function apiIndexOnThread(bundle: URL, roots: readonly string[]): Promise<OpenApiIndex | null> {
  const index = new Promise<OpenApiIndex | null>((resolve, reject) => {
    const worker = new Worker(bundle, { workerData: { apiRoots: [...roots] } })
    worker.once('message', (read: unknown) => {
      void worker.terminate()
      resolve(import('./replies/openapi-reply.js').then(({ fitApiIndex }) => fitApiIndex(read)))
    })
    worker.once('error', reject)
    worker.once('exit', () => resolve(null))
  })
  // awaited by the sink's first request, maybe never: a failure is said there, not as an unhandled rejection
  index.catch(() => undefined)
  return index
}

/** On that thread (the init's bundle loaded by apiIndexOnThread): reads the index and posts it, held to its schema by the init's thread (no zod evaluated here); false on the init's own thread. */
export function runApiIndexThread(): boolean {
  if (isMainThread) return false
  const { apiRoots } = workerData as { apiRoots: string[] }
  void import('./replies/openapi-index.js')
    .then(({ readApiIndex }) => readApiIndex(apiRoots))
    .then(
      (index) => parentPort?.postMessage(index),
      () => parentPort?.postMessage(null)
    )
  return true
}
