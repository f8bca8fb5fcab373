import { renameSync, writeFileSync } from 'node:fs'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import type { OpenApiIndex } from './replies/openapi-reply.js'

// What the server's package says of its API (replies/openapi-index.ts), built on a thread of the init's
// own bundle, begun as soon as the config names the package, beside the server's start. Reading and
// matching a package takes up to a few hundred milliseconds (seconds on a loaded machine); a server's
// first request waits for it and must not wait past its own timeout (a 3 s fetch failed in CI when the
// index was begun at that request). The init's thread stays free meanwhile: it stamps the canary watch's
// records as they come (a record stamped late is a read in a later phase: a key read twice, once at
// shutdown) and answers the sink's other connections.

/**
 * In the init: the index, begun at once on a thread, held to its schema when first asked for; null when the thread fails or the package says nothing.
 * What the thread read is also written to `writtenTo` (JSON, whole or not at all; `null` when it read
 * nothing or failed): the auditor takes a tool's arguments from it (openapi-index.ts, indexWrittenBy)
 * instead of reading the package a second time on its own thread, on its way to the server's first call.
 */
export function apiIndexOnThread(
  bundle: URL,
  { apiRoots, apiEntries = [] }: { apiRoots: readonly string[]; apiEntries?: readonly string[] },
  writtenTo: string | null = null
): () => Promise<OpenApiIndex | null> {
  let written = false
  const write = (read: unknown): void => {
    if (written || writtenTo === null) return
    written = true
    try {
      writeFileSync(`${writtenTo}.part`, JSON.stringify(read ?? null))
      renameSync(`${writtenTo}.part`, writtenTo)
    } catch {
      // the auditor reads the package itself when the file does not come
    }
  }
  const index = new Promise<unknown>((resolve, reject) => {
    const worker = new Worker(bundle, { workerData: { apiRoots: [...apiRoots], apiEntries: [...apiEntries] } })
    worker.once('message', (read: unknown) => {
      void worker.terminate()
      write(read)
      resolve(read)
    })
    worker.once('error', (error) => {
      write(null)
      reject(error)
    })
    worker.once('exit', () => {
      write(null)
      resolve(null)
    })
  })
  // awaited by the sink's first request, maybe never: a failure is said there, not as an unhandled rejection
  index.catch(() => undefined)
  // Held to its schema when first asked for (the sink's first address question or request): the schema's
  // module loads zod, which an init whose server never reaches the network then never loads.
  let fitted: Promise<OpenApiIndex | null> | null = null
  return () =>
    (fitted ??= index.then(async (read) => (read === null || read === undefined ? null : (await import('./replies/openapi-reply.js')).fitApiIndex(read))))
}

/** On that thread (the init's bundle loaded by apiIndexOnThread): reads the index and posts it, held to its schema by the init's thread (no zod evaluated here); false on the init's own thread. */
export function runApiIndexThread(): boolean {
  if (isMainThread) return false
  const { apiRoots, apiEntries } = workerData as { apiRoots: string[]; apiEntries?: string[] }
  void import('./replies/openapi-index.js')
    .then(({ readApiIndex }) => readApiIndex(apiRoots, apiEntries ?? []))
    .then(
      (index) => parentPort?.postMessage(index),
      () => parentPort?.postMessage(null)
    )
  return true
}
