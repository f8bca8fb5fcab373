import type { CallRecord, ObservedFile, Phase } from '../../src/model/index.js'
import { attackWindows, inAttackWindow, namesMarker, splitAttackProfile } from '../../src/profile/attack-split.js'
import { emptyObserved } from '../helpers/empty-observed.js'

// The profile split once into the ordinary part (every other rule, the baseline, the passes) and the
// attack stage's (its oracle): by phase, by time for witnesses without one, by the marker for file changes.

const call = (id: number, startedAt: number, attack: boolean): CallRecord => ({
  id,
  kind: 'tool',
  name: 'fetch',
  iteration: id + 1,
  startedAt,
  endedAt: startedAt + 5,
  outcome: 'ok',
  ...(attack ? { attack: { parameter: 'url', role: 'url', class: 'url', technique: 'metadata', marker: `k3x9qa0${id}`, value: 'x' } } : {})
})
const phase = (id: number, attack: boolean): Phase => ({
  kind: 'call',
  call: { id, kind: 'tool', name: 'fetch', iteration: id + 1, ...(attack ? { attack: true } : {}) },
  afterResponse: false
})
const file = (path: string, access: ObservedFile['access'], phases: Phase[]): ObservedFile => ({
  path,
  access,
  succeeded: true,
  category: 'other',
  noise: false,
  count: phases.length,
  phases,
  traceLines: [1]
})

describe('splitAttackProfile', () => {
  it('gives each entry to its part by phase, splits a folded one seen in both, and file changes by the marker or by who made them', () => {
    const observed = {
      ...emptyObserved(),
      files: [
        file('/work/notes.txt', 'read', [phase(0, false)]),
        file('/home/alex/.ssh/id_rsa', 'read', [phase(2, true)]),
        file('/tmp', 'write', [phase(0, false), phase(3, true)]),
        file('/work/out.db-journal', 'create', [phase(2, true)])
      ],
      fileChanges: [
        { path: '/tmp/k3x9qa03', change: 'created' as const, kind: 'file' as const },
        { path: '/work/out.db', change: 'modified' as const, kind: 'file' as const },
        { path: '/work/out.db-journal', change: 'created' as const, kind: 'file' as const },
        { path: '/work/notes.txt', change: 'modified' as const, kind: 'file' as const }
      ]
    }
    const { ordinary, attack } = splitAttackProfile(observed, 'k3x9qa')
    expect(ordinary.files.map((entry) => [entry.path, entry.phases.length])).toEqual([
      ['/work/notes.txt', 1],
      ['/tmp', 1]
    ])
    expect(attack.files.map((entry) => [entry.path, entry.phases.length])).toEqual([
      ['/home/alex/.ssh/id_rsa', 1],
      ['/tmp', 1],
      ['/work/out.db-journal', 1]
    ])
    expect(attack.fileChanges?.map((change) => change.path)).toEqual(['/tmp/k3x9qa03', '/work/out.db-journal'])
    expect(ordinary.fileChanges?.map((change) => change.path)).toEqual(['/work/out.db', '/work/notes.txt'])
  })

  it('leaves a profile without attack calls as it was', () => {
    const observed = { ...emptyObserved(), files: [file('/work/notes.txt', 'read', [phase(0, false)])] }
    expect(splitAttackProfile(observed, null).ordinary).toEqual(observed)
  })
})

describe('attack windows', () => {
  it("runs from an attack call's start to the next call's, or to the shutdown; a marker names what an attack made", () => {
    const windows = attackWindows([call(0, 100, false), call(1, 200, true), call(2, 300, true), call(3, 400, false)], 900)
    expect(windows).toEqual([
      { from: 200, to: 300 },
      { from: 300, to: 400 }
    ])
    expect([150, 250, 399, 400].map((at) => inAttackWindow(at, windows))).toEqual([false, true, true, false])
    expect(attackWindows([call(0, 100, false), call(1, 200, true)], 900)).toEqual([{ from: 200, to: 900 }])
    expect([namesMarker('/tmp/k3x9qa03', 'k3x9qa'), namesMarker('/tmp/notes', 'k3x9qa'), namesMarker('/tmp/x', null)]).toEqual([true, false, false])
  })
})
