import type { Attack, CallRecord, Listing } from '../../../src/model/index.js'
import { withoutAttackItems } from '../../../src/probe/attack/attack-items.js'

// The re-listing without what the attacks' values made the server list: server-everything's
// gzip-file-as-resource files each call's output under the name it is given, so after the attack stage it
// lists demo://resource/session/$(/tmp/<marker>) and the like.

const attackCall = (id: number, attack: Partial<Attack> & Pick<Attack, 'marker' | 'value'>): CallRecord => ({
  id,
  kind: 'tool',
  name: 'gzip-file-as-resource',
  iteration: 4 + id,
  arguments: { name: attack.value },
  startedAt: 1000 + id,
  endedAt: 1001 + id,
  outcome: 'ok',
  attack: { parameter: 'name', role: 'argv', class: 'shell', technique: 'substitution', ...attack }
})
const ordinary: CallRecord = {
  id: 0,
  kind: 'tool',
  name: 'gzip-file-as-resource',
  iteration: 1,
  arguments: { name: 'README.md.gz' },
  startedAt: 1,
  endedAt: 2,
  outcome: 'ok'
}
const resource = (uri: string) => ({ uri, name: uri.split('/').pop() as string })
const initial: Listing = { tools: [{ name: 'echo' }], resources: [resource('demo://resource/static/1')], resourceTemplates: [], prompts: [] }

describe('withoutAttackItems', () => {
  it('leaves out new items named by an attack value or marker, as sent or URI-encoded, and keeps the rest', () => {
    const relisted: Listing = {
      ...initial,
      tools: [{ name: 'echo' }, { name: 'added_later' }],
      resources: [
        ...initial.resources,
        resource('demo://resource/session/README.md.gz'),
        resource('demo://resource/session/$(/tmp/k3x9qa01)'),
        resource(`demo://resource/session/${encodeURIComponent('--output=/tmp/k3x9qa02')}`),
        resource('demo://resource/session/copy-of-k3x9qa03')
      ]
    }
    const calls = [
      ordinary,
      attackCall(1, { marker: 'k3x9qa01', value: '$(/tmp/k3x9qa01)' }),
      attackCall(2, { marker: 'k3x9qa02', value: '--output=/tmp/k3x9qa02' }),
      attackCall(3, { marker: 'k3x9qa03', value: 'http://169.254.169.254/latest/meta-data/' })
    ]
    const kept = withoutAttackItems(relisted, initial, calls)
    expect(kept.resources.map((entry) => entry.uri)).toEqual(['demo://resource/static/1', 'demo://resource/session/README.md.gz'])
    expect(kept.tools.map((tool) => tool.name)).toEqual(['echo', 'added_later'])
  })

  it('keeps an item the first listing had, and everything when no attack ran', () => {
    const first: Listing = { ...initial, prompts: [{ name: 'k3x9qa01-prompt' }] }
    expect(withoutAttackItems(first, first, [attackCall(1, { marker: 'k3x9qa01', value: '$(/tmp/k3x9qa01)' })]).prompts).toEqual([{ name: 'k3x9qa01-prompt' }])
    const relisted: Listing = { ...initial, resources: [resource('demo://resource/session/k3x9qa01')] }
    expect(withoutAttackItems(relisted, initial, [ordinary])).toBe(relisted)
  })
})
