import { closeSync, openSync, readSync, readdirSync } from 'node:fs'

// Whether the processes of a tree ran, or had work and waited for a CPU: the sum, over each of their
// threads, of its time on a CPU and its time runnable but waiting for one (the first two fields of
// /proc/<pid>/task/<tid>/schedstat, in ns), and whether any thread is runnable now (its state in
// /proc/<pid>/task/<tid>/stat). The counters alone can miss work: the kernel adds a running thread's time
// at its scheduler ticks (4 ms apart at 250 Hz) and a queued thread's wait only once it gets a CPU, so on
// a loaded machine a thread with work can keep both counters still for longer than the settle looks (a
// credential read in a setImmediate after the answer went on the next call in CI). Two equal sums some
// time apart, with no thread runnable at either reading, mean that every thread was blocked all along — on
// its input, a timer, a child, or stopped by its tracer with the tracer blocked too: the tree was idle.

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
  /** /proc/<pid>/task/<tid> of each thread found by the last walk */
  private tasks: string[] = []

  constructor(private readonly root: number) {}

  walk(): void {
    const found: string[] = []
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
        found.push(`/proc/${pid}/task/${tid}`)
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
    this.tasks = found
  }

  /** The threads' counters summed (ns) and whether one is runnable (R) or in an uninterruptible wait (D) now; null when none is readable. */
  read(): TreeReading | null {
    let sum = 0
    let read = 0
    let runnable = false
    for (const task of this.tasks) {
      try {
        const [onCpu, waiting] = readProc(`${task}/schedstat`).split(' ')
        sum += Number(onCpu) + Number(waiting)
        read += 1
        // the state follows the command's closing parenthesis (a command may itself hold one)
        const stat = readProc(`${task}/stat`)
        const state = stat.charAt(stat.lastIndexOf(')') + 2)
        if (state === 'R' || state === 'D') runnable = true
      } catch {
        // a thread that ended: without it the sum differs from the last, as it should
      }
    }
    return read > 0 && Number.isFinite(sum) ? { sum, runnable } : null
  }
}

export interface TreeReading {
  sum: number
  runnable: boolean
}

/** Whether two readings some time apart say the tree was idle between them: the same sum, and no thread runnable at either. */
export function idleBetween(before: TreeReading, after: TreeReading | null): boolean {
  return after !== null && !before.runnable && !after.runnable && after.sum === before.sum
}
