import { readFileSync, readdirSync } from 'node:fs'

// Every process the audit starts is stopped by the audit, by pid: we walk the tree below the process
// we spawned (via /proc/<pid>/task/<tid>/children) and signal only those. The pid namespace does the
// rest: when its first process exits, the kernel kills whatever escaped the walk (setsid daemons).

function childrenOf(pid: number): number[] {
  const out: number[] = []
  let tasks: string[]
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return out
  }
  for (const tid of tasks) {
    try {
      for (const child of readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ')) {
        const n = Number(child)
        if (Number.isInteger(n) && n > 0) out.push(n)
      }
    } catch {
      // task ended meanwhile
    }
  }
  return out
}

/** Descendants of `root`, parents before children (not including root). */
export function descendantsOf(root: number): number[] {
  const seen = new Set<number>()
  const queue = [root]
  const order: number[] = []
  while (queue.length > 0) {
    const pid = queue.shift() as number
    for (const child of childrenOf(pid)) {
      if (seen.has(child) || child === root) continue
      seen.add(child)
      order.push(child)
      queue.push(child)
    }
  }
  return order
}

export function commandName(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
  } catch {
    return null
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig)
  } catch {
    // gone, or not ours to signal (a root-owned sudo/unshare): the namespace teardown covers it
  }
}

/** The traced server's processes: everything below the first `strace` in the tree under `root`. */
export function serverProcesses(root: number): number[] {
  const tree = descendantsOf(root)
  const tracer = tree.find((pid) => commandName(pid) === 'strace')
  return tracer === undefined ? [] : descendantsOf(tracer)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true
    await sleep(25)
  }
  return !isAlive(pid)
}

/**
 * Stops the whole tree under `root`: TERM to the server's processes (not to strace, so their shutdown
 * is still traced), a grace period, then KILL to everything below root and root itself.
 */
export async function stopTree(root: number, graceMs: number): Promise<void> {
  if (!isAlive(root)) return
  for (const pid of serverProcesses(root)) signal(pid, 'SIGTERM')
  if (await waitForExit(root, graceMs)) return
  const tree = descendantsOf(root)
  for (const pid of tree.reverse()) signal(pid, 'SIGKILL')
  signal(root, 'SIGKILL')
  await waitForExit(root, 5_000)
}
