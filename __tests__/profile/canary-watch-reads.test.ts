import type { CallRecord, ObservedFile } from '../../src/model/index.js'
import { CANARY_WATCH_VIA, witnessOnlyReads } from '../../src/profile/canary-watch-reads.js'

const call = (id: number, name: string, startedAt: number, endedAt: number): CallRecord => ({
  id,
  kind: 'tool',
  name,
  iteration: 1,
  startedAt,
  endedAt,
  outcome: 'ok'
})
const calls = [call(0, 'first', 1000, 2000), call(1, 'second', 3000, 4000)]
const canaryFiles = [
  { id: '~/.ssh/id_rsa', value: 'key' },
  { id: '~/.env', value: 'A=1' }
]
const tracedRead = (homePath: string, callIndex: number): ObservedFile => ({
  path: `/home/u/${homePath.slice(2)}`,
  homePath,
  access: 'read',
  succeeded: true,
  category: 'canary-home',
  noise: false,
  count: 1,
  phases: [{ kind: 'call', call: { id: callIndex, kind: 'tool', name: calls[callIndex]?.name ?? '', iteration: 1 }, afterResponse: false }],
  traceLines: [12]
})

describe('reads only the kernel saw', () => {
  it('a canary read in a call where the trace shows no read of it becomes a read seen by the canary watch, in that call', () => {
    const reads = witnessOnlyReads(
      { files: [] },
      [
        { at: 3500, path: '.ssh/id_rsa' },
        { at: 3600, path: '.ssh/id_rsa' }
      ],
      canaryFiles,
      '/home/u',
      calls,
      5000
    )
    expect(reads).toEqual([
      expect.objectContaining({
        path: '/home/u/.ssh/id_rsa',
        homePath: '~/.ssh/id_rsa',
        access: 'read',
        witness: 'canary-watch',
        via: CANARY_WATCH_VIA,
        count: 2,
        traceLines: []
      })
    ])
    expect(reads[0]?.phases.map((phase) => (phase.kind === 'call' ? phase.call.name : phase.kind))).toEqual(['second'])
  })

  it('leaves out what the trace saw in the same call, and files that are not canaries', () => {
    const reads = witnessOnlyReads(
      { files: [tracedRead('~/.ssh/id_rsa', 0)] },
      [
        { at: 1500, path: '.ssh/id_rsa' },
        { at: 1500, path: '.cache/x' }
      ],
      canaryFiles,
      '/home/u',
      calls,
      5000
    )
    expect(reads).toEqual([])
  })

  it('the trace having seen it in an earlier call does not hide a later read only the kernel saw', () => {
    const reads = witnessOnlyReads({ files: [tracedRead('~/.env', 0)] }, [{ at: 3200, path: '.env' }], canaryFiles, '/home/u', calls, 5000)
    expect(reads.map((read) => [read.homePath, read.phases[0]?.kind === 'call' ? read.phases[0].call.name : ''])).toEqual([['~/.env', 'second']])
  })
})
