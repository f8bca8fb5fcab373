import { spawn, type ChildProcess } from 'node:child_process'
import { stopTree } from '../../src/sandbox/process-tree.js'
import { idleBetween, TreeActivity, type TreeReading } from '../../src/sandbox/tree-activity.js'

// The settle's test of an idle sandbox: a tree whose every thread is blocked keeps its counter and has no
// thread runnable; a tree with a thread that has work (running, or waiting for a CPU on a loaded machine)
// moves it or shows the thread runnable.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `sh` starting `inner` in the background and waiting for it: a tree of two processes below the root. */
function tree(inner: string): ChildProcess {
  return spawn('sh', ['-c', `${inner} & wait`], { stdio: 'ignore' })
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.pid !== undefined) await stopTree(child.pid, 0)
}

/** The reading of the tree below `root`, walked now. */
function treeActivity(root: number): TreeReading | null {
  const tree = new TreeActivity(root)
  tree.walk()
  return tree.read()
}

describe('TreeActivity', () => {
  it('stays the same while every process of the tree sleeps', async () => {
    const child = tree('sleep 30')
    try {
      const root = child.pid as number
      // once started, the shell waits and sleep sleeps: two readings some time apart are equal
      let idle = false
      for (let attempt = 0; attempt < 100 && !idle; attempt++) {
        const before = treeActivity(root)
        await pause(20)
        idle = before !== null && idleBetween(before, treeActivity(root))
      }
      expect(idle).toBe(true)
    } finally {
      await stop(child)
    }
  })

  it('is never idle between two readings while a process below the root has work, and its counters move', async () => {
    // a bounded busy loop in a grandchild (10 s at most)
    const child = tree(`${process.execPath} -e "const end = Date.now() + 10000; while (Date.now() < end);"`)
    try {
      const root = child.pid as number
      await pause(200)
      const first = treeActivity(root) as TreeReading
      for (let reading = 0; reading < 5; reading++) {
        const before = treeActivity(root) as TreeReading
        await pause(20)
        expect(idleBetween(before, treeActivity(root))).toBe(false)
      }
      // on a loaded machine the loop may wait for a CPU through a whole 20 ms reading (runnable, so not
      // idle, above); within a few seconds it runs, and the counters move
      let moved = false
      for (let attempt = 0; attempt < 250 && !moved; attempt++) {
        await pause(20)
        moved = treeActivity(root)?.sum !== first.sum
      }
      expect(moved).toBe(true)
    } finally {
      await stop(child)
    }
  })

  it('says a thread that is runnable now is not idle, even where its counters have not moved yet', () => {
    // the kernel adds a running thread's time at its ticks and a queued one's wait once it gets a CPU:
    // between two readings 2 ms apart both can stand still while the thread has work
    expect(idleBetween({ sum: 5_000, runnable: false }, { sum: 5_000, runnable: false })).toBe(true)
    expect(idleBetween({ sum: 5_000, runnable: false }, { sum: 5_000, runnable: true })).toBe(false)
    expect(idleBetween({ sum: 5_000, runnable: true }, { sum: 5_000, runnable: false })).toBe(false)
    expect(idleBetween({ sum: 5_000, runnable: false }, { sum: 5_001, runnable: false })).toBe(false)
    expect(idleBetween({ sum: 5_000, runnable: false }, null)).toBe(false)
  })

  it('reads a busy thread as runnable and a sleeping tree as not', async () => {
    const busy = tree(`${process.execPath} -e "const end = Date.now() + 10000; while (Date.now() < end);"`)
    const asleep = tree('sleep 30')
    try {
      await pause(200)
      // the busy loop is on a CPU or queued for one at every reading (10 tries: one may land as it is preempted)
      let seenRunnable = false
      for (let attempt = 0; attempt < 10 && !seenRunnable; attempt++) seenRunnable = treeActivity(busy.pid as number)?.runnable === true
      expect(seenRunnable).toBe(true)
      expect(treeActivity(asleep.pid as number)?.runnable).toBe(false)
    } finally {
      await stop(busy)
      await stop(asleep)
    }
  })

  it('is null for a process that does not exist', () => {
    expect(treeActivity(2 ** 22 + 12345)).toBeNull()
  })
})
