import type { CallRecord } from '../../src/model/index.js'
import { slowTools } from '../../src/engine/passes/exercise-passes.js'

const call = (name: string, ms: number, kind: CallRecord['kind'] = 'tool'): CallRecord => ({
  id: 0,
  kind,
  name,
  iteration: 1,
  startedAt: 1000,
  endedAt: 1000 + ms,
  outcome: 'ok'
})

describe('the tools the varied pass calls once', () => {
  it('are those whose traced calls took a second or more each on average (server-everything: its 10 s operation, its research query)', () => {
    const calls = [
      call('trigger-long-running-operation', 10_012),
      call('trigger-long-running-operation', 10_009),
      call('simulate-research-query', 4_360),
      call('echo', 7),
      call('echo', 6),
      // one slow call among fast ones is not a slow tool
      call('get-tiny-image', 1_200),
      call('get-tiny-image', 10),
      call('get-tiny-image', 12),
      // a resource read is not a tool
      call('demo://resource/static/document/architecture.md', 5_000, 'resource')
    ]
    expect([...slowTools(calls)]).toEqual([
      ['trigger-long-running-operation', 1],
      ['simulate-research-query', 1]
    ])
  })

  it('are none when every call is quick', () => {
    expect(slowTools([call('echo', 7), call('add', 999)]).size).toBe(0)
  })
})
