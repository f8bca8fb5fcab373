import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { QUIET_MS, settleOnTrace } from '../../src/engine/trace-settle.js'
import { SETTLE_MS } from '../../src/probe/session.js'

// The settle of a pass without strace (an untraced pass): on the logs its witnesses write as they see
// (the sink's, the canary watch's), not a fixed pause.
describe('the settle of a pass without a trace', () => {
  let dir: string
  let logs: string[]
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'settle-'))
    logs = [join(dir, 'sink.jsonl'), join(dir, 'canary-watch.jsonl')]
    for (const log of logs) writeFileSync(log, '')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps waiting while a witness log grows after the answer, until it has been still for QUIET_MS', async () => {
    const quiet = settleOnTrace(null, null, () => undefined, logs)
    const grewAt: number[] = []
    let settled = false
    // a connection the sink records 2 ms after the answer, a canary read the watch records 12 ms after (the
    // sink's alone would have let the settle end ~2 + QUIET_MS ms after the answer)
    const timers = [
      setTimeout(() => {
        if (!settled) appendFileSync(logs[0] as string, '{"address":"198.51.100.27"}\n')
        grewAt.push(performance.now())
      }, 2),
      setTimeout(() => {
        if (!settled) appendFileSync(logs[1] as string, '{"path":".env"}\n')
        grewAt.push(performance.now())
      }, 12)
    ]
    try {
      await quiet.settle()
      settled = true
      const endedAt = performance.now()
      // on a machine too loaded to run the timers within SETTLE_MS the settle's deadline came first
      const last = Math.max(...grewAt)
      if (grewAt.length === 2 && last < endedAt) expect(endedAt - last).toBeGreaterThanOrEqual(QUIET_MS - 2)
      expect(grewAt.length).toBeGreaterThan(0)
    } finally {
      for (const timer of timers) clearTimeout(timer)
      quiet.close()
    }
  })

  // (timers may fire a millisecond or two before their time by performance.now())
  it('pauses SETTLE_MS after every answer when a witness log cannot be watched', async () => {
    const quiet = settleOnTrace(null, null, () => undefined, [...logs, join(dir, 'missing.jsonl')])
    try {
      const startedAt = performance.now()
      await quiet.settle()
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(SETTLE_MS - 5)
    } finally {
      quiet.close()
    }
  })
})
