import { spawn, type ChildProcess } from 'node:child_process'
import { stopTree } from '../../src/sandbox/process-tree.js'
import { TreeActivity } from '../../src/sandbox/tree-activity.js'

// The settle's test of an idle sandbox: a tree whose every thread is blocked keeps its counter; a tree
// with a thread that has work (running, or waiting for a CPU on a loaded machine) moves it.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `sh` starting `inner` in the background and waiting for it: a tree of two processes below the root. */
function tree(inner: string): ChildProcess {
  return spawn('sh', ['-c', `${inner} & wait`], { stdio: 'ignore' })
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.pid !== undefined) await stopTree(child.pid, 0)
}

/** The counter of the tree below `root`, walked now. */
function treeActivity(root: number): number | null {
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
        idle = before !== null && treeActivity(root) === before
      }
      expect(idle).toBe(true)
    } finally {
      await stop(child)
    }
  })

  it('moves at every reading while a process below the root has work', async () => {
    // a bounded busy loop in a grandchild (10 s at most)
    const child = tree(`${process.execPath} -e "const end = Date.now() + 10000; while (Date.now() < end);"`)
    try {
      const root = child.pid as number
      await pause(200)
      for (let reading = 0; reading < 5; reading++) {
        const before = treeActivity(root)
        await pause(20)
        expect(treeActivity(root)).not.toBe(before)
      }
    } finally {
      await stop(child)
    }
  })

  it('is null for a process that does not exist', () => {
    expect(treeActivity(2 ** 22 + 12345)).toBeNull()
  })
})
