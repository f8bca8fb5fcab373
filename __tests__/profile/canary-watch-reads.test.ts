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

describe('a read the watch heard of late', () => {
  // The many-resources target: the last resource (call 0) reads ~/.ssh/id_rsa and answers; the template
  // (call 1) starts 2 ms later; the watch's record arrives 30 ms after the read, during the template.
  const fast = [call(0, 'notes://item/3000', 1000, 1028), call(1, 'tmpl://{name}', 1030, 1059)]

  it('is the traced read of the call that just ended, not a new read in the next call', () => {
    expect(witnessOnlyReads({ files: [tracedRead('~/.ssh/id_rsa', 0)] }, [{ at: 1032, path: '.ssh/id_rsa' }], canaryFiles, '/home/u', fast, 5000)).toEqual([])
  })

  it('a record more than a second after that call ended is a read of the next call', () => {
    const slow = [call(0, 'first', 1000, 1028), call(1, 'second', 1030, 9000)]
    const reads = witnessOnlyReads({ files: [tracedRead('~/.ssh/id_rsa', 0)] }, [{ at: 2100, path: '.ssh/id_rsa' }], canaryFiles, '/home/u', slow, 9500)
    expect(reads.map((read) => (read.phases[0]?.kind === 'call' ? read.phases[0].call.name : ''))).toEqual(['second'])
  })

  it("is the lifecycle script's traced read when the server started just before the record came; a second later, a read of its own", () => {
    const installRead: ObservedFile = { ...tracedRead('~/.ssh/id_rsa', 0), phases: [{ kind: 'install' }] }
    const served = [call(0, 'first', 1500, 1600)]
    const endsAt = () => 1000
    expect(witnessOnlyReads({ files: [installRead] }, [{ at: 1040, path: '.ssh/id_rsa' }], canaryFiles, '/home/u', served, 5000, endsAt)).toEqual([])
    const late = witnessOnlyReads(
      { files: [installRead] },
      [{ at: 2200, path: '.ssh/id_rsa' }],
      canaryFiles,
      '/home/u',
      [call(0, 'first', 2100, 2300)],
      5000,
      endsAt
    )
    expect(late.map((read) => read.phases[0]?.kind)).toEqual(['call'])
  })
})
