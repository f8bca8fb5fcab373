import { closeSync, openSync, readSync, readdirSync } from 'node:fs'

// Whether the processes of a tree ran, or had work and waited for a CPU: the sum, over each of their
// threads, of its time on a CPU and its time runnable but waiting for one (the first two fields of
// /proc/<pid>/task/<tid>/schedstat, in ns). Two equal sums some time apart mean that every thread was
// blocked all along — on its input, a timer, a child, or stopped by its tracer with the tracer blocked too:
// the tree was idle. A thread that had work but no CPU (a loaded machine) still counts, by its wait.

/** A /proc file's first bytes, read into one buffer: readFileSync sizes a file /proc says is empty at 64 KiB a read. */
const scratch = Buffer.alloc(4096)
function readProc(path: string): string {
  const fd = openSync(path, 'r')
  try {
    let text = ''
    for (let got = readSync(fd, scratch, 0, scratch.length, null); got > 0; got = readSync(fd, scratch, 0, scratch.length, null))
      text += scratch.toString('latin1', 0, got)
    return text
  } finally {
    closeSync(fd)
  }
}

/**
 * The tree's threads as found now (a walk of /proc), and what read() sums of their counters (ns): null when
 * none is readable. walk() again to see processes started since.
 */
export class TreeActivity {
  private counters: string[] = []

  constructor(private readonly root: number) {}

  walk(): void {
    const counters: string[] = []
    const queue = [this.root]
    const seen = new Set(queue)
    while (queue.length > 0) {
      const pid = queue.shift() as number
      let tasks: string[]
      try {
        tasks = readdirSync(`/proc/${pid}/task`)
      } catch {
        continue
      }
      for (const tid of tasks) {
        counters.push(`/proc/${pid}/task/${tid}/schedstat`)
        try {
          for (const child of readProc(`/proc/${pid}/task/${tid}/children`).split(' ')) {
            const next = Number(child)
            if (Number.isInteger(next) && next > 0 && !seen.has(next)) {
              seen.add(next)
              queue.push(next)
            }
          }
        } catch {
          // the thread ended meanwhile
        }
      }
    }
    this.counters = counters
  }

  read(): number | null {
    let total = 0
    let read = 0
    for (const path of this.counters) {
      try {
        const [onCpu, waiting] = readProc(path).split(' ')
        total += Number(onCpu) + Number(waiting)
        read += 1
      } catch {
        // a thread that ended: without it the sum differs from the last, as it should
      }
    }
    return read > 0 && Number.isFinite(total) ? total : null
  }
}
