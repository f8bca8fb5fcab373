import { parentPort } from 'node:worker_threads'
import { createRunAuthority } from './tls-authority.js'

// The worker thread (bundled as dist/authority-worker/index.js) that makes the run's TLS authority: the
// X.509 code takes tens of milliseconds to evaluate, and off the main thread it does not hold up the
// canary home, the seed and the containment plan that are made meanwhile.

void createRunAuthority().then((authority) => parentPort?.postMessage(authority))
