import { removeRunDirsNow } from './engine/run-audit.js'
import { run } from './main.js'

// A cancelled step's second signal exits at once (main.ts); whatever ends the process, no run directory
// (canaries, the run's TLS key) outlives it.
process.on('exit', removeRunDirsNow)
void run()
