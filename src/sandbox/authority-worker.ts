import { parentPort } from 'node:worker_threads'
import { serveLeaves } from './leaf-service.js'
import { issueLeaf, makeRunAuthority } from './tls-authority.js'

// The worker thread (bundled as dist/authority-worker/index.js) that makes the run's TLS authority: the
// X.509 code takes tens of milliseconds to evaluate, and off the main thread it does not hold up the
// canary home, the seed and the containment plan that are made meanwhile. Asked to, it then issues the
// sink's leaves on a socket (leaf-service.ts) until the audit terminates it.

void makeRunAuthority().then(({ authority, issuer }) => {
  parentPort?.postMessage(authority)
  parentPort?.once('message', (message: { serveLeaves?: unknown }) => {
    if (typeof message.serveLeaves !== 'string') return
    serveLeaves(message.serveLeaves, async (name) => issueLeaf(issuer, name)).then(
      () => parentPort?.postMessage({ serving: true }),
      () => parentPort?.postMessage({ serving: false })
    )
  })
})
