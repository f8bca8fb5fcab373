import { sideBySide } from './side-by-side.js'

// The e2e files that overlap their waiting audits trust this helper to start each run once, in the order
// given, never more than `lanes` at a time, and to hand each failure to the test that awaits it.

/** A run whose end the test decides; records when each key started and how many ran at once. */
function controlledRuns() {
  const started: string[] = []
  const ends = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>()
  let running = 0
  let most = 0
  const run = (key: string): Promise<string> => {
    started.push(key)
    running += 1
    most = Math.max(most, running)
    return new Promise<string>((resolve, reject) => ends.set(key, { resolve, reject })).finally(() => (running -= 1))
  }
  const flush = () => new Promise((resolve) => setImmediate(resolve))
  return { run, started, ends, flush, most: () => most }
}

describe('sideBySide', () => {
  it('starts the runs in the order given, at most `lanes` at a time, the next as soon as a lane is free', async () => {
    const runs = controlledRuns()
    const lanes = sideBySide(['a', 'b', 'c', 'd'], 2, runs.run)
    await runs.flush()
    expect(runs.started).toEqual(['a', 'b'])
    runs.ends.get('b')?.resolve('B')
    await runs.flush()
    expect(runs.started).toEqual(['a', 'b', 'c'])
    await expect(lanes.get('b')).resolves.toBe('B')
    for (const key of ['a', 'c']) runs.ends.get(key)?.resolve(key.toUpperCase())
    await runs.flush()
    runs.ends.get('d')?.resolve('D')
    await lanes.settled()
    expect(runs.started).toEqual(['a', 'b', 'c', 'd'])
    expect(runs.most()).toBe(2)
    expect(await Promise.all(['a', 'b', 'c', 'd'].map((key) => lanes.get(key)))).toEqual(['A', 'B', 'C', 'D'])
  })

  it('hands a failure to whoever awaits that run, goes on with the others, and settles all the same', async () => {
    const runs = controlledRuns()
    const lanes = sideBySide(['a', 'b'], 1, runs.run)
    await runs.flush()
    runs.ends.get('a')?.reject(new Error('audit of a failed'))
    await runs.flush()
    expect(runs.started).toEqual(['a', 'b'])
    runs.ends.get('b')?.resolve('B')
    await lanes.settled()
    await expect(lanes.get('a')).rejects.toThrow('audit of a failed')
    await expect(lanes.get('b')).resolves.toBe('B')
  })

  it('a run that throws before it returns a promise fails that run only', async () => {
    const lanes = sideBySide(['a', 'b'], 1, (key: string) => {
      if (key === 'a') throw new Error('no workspace for a')
      return Promise.resolve('B')
    })
    await lanes.settled()
    await expect(lanes.get('a')).rejects.toThrow('no workspace for a')
    await expect(lanes.get('b')).resolves.toBe('B')
    expect(() => lanes.get('c')).toThrow(/no run for c/)
  })
})
