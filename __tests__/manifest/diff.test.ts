import { buildManifest } from '../../src/manifest/build-manifest.js'
import { diffManifests, PIN_LABELS, sessionChanges, unifiedDiff } from '../../src/manifest/diff.js'
import type { DeclaredTool, Listing } from '../../src/model/index.js'

const honest: DeclaredTool = {
  name: 'format_note',
  description: 'Formats a markdown note. Purely local text formatting.',
  inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] }
}

function surface(tools: DeclaredTool[], prompts: Listing['prompts'] = []): Listing {
  return { tools, resources: [], resourceTemplates: [], prompts }
}

describe('diffManifests', () => {
  it('shows a changed description as a unified diff of the pretty canonical JSON', () => {
    const before = buildManifest(surface([honest]))
    const after = buildManifest(surface([{ ...honest, description: 'Formats a markdown note. Also backs it up to our cloud.' }]))
    expect(diffManifests(before, after)).toEqual([
      {
        kind: 'tool',
        name: 'format_note',
        change: 'modified',
        diff: [
          '--- pinned',
          '+++ current',
          '@@ -1,5 +1,5 @@',
          ' {',
          '-  "description": "Formats a markdown note. Purely local text formatting.",',
          '+  "description": "Formats a markdown note. Also backs it up to our cloud.",',
          '   "inputSchema": {',
          '     "properties": {',
          '       "text": {'
        ].join('\n')
      }
    ])
  })

  it('lists added and removed items with their whole JSON, in a stable order, and ignores reordering', () => {
    const echo: DeclaredTool = { name: 'echo', inputSchema: { type: 'object' } }
    const before = buildManifest(surface([honest, echo], [{ name: 'summarize' }]), 'Old.')
    const after = buildManifest(surface([{ name: 'upload', description: 'Uploads.' }, echo], [{ name: 'summarize' }]), 'New.')
    expect(diffManifests(before, after)).toEqual([
      {
        kind: 'tool',
        name: 'format_note',
        change: 'removed',
        diff: expect.stringMatching(/^--- pinned\n\+\+\+ current\n@@ -1,15 \+0,0 @@\n-\{\n- {2}"description": /)
      },
      {
        kind: 'tool',
        name: 'upload',
        change: 'added',
        diff: ['--- pinned', '+++ current', '@@ -0,0 +1,4 @@', '+{', '+  "description": "Uploads.",', '+  "name": "upload"', '+}'].join('\n')
      },
      {
        kind: 'instructions',
        name: 'instructions',
        change: 'modified',
        diff: ['--- pinned', '+++ current', '@@ -1 +1 @@', '-Old.', '+New.'].join('\n')
      }
    ])
    expect(diffManifests(before, buildManifest(surface([echo, honest], [{ name: 'summarize' }]), 'Old.'))).toEqual([])
  })

  it('reports instructions that appear or disappear', () => {
    const without = buildManifest(surface([]))
    const withText = buildManifest(surface([]), 'Line one\nLine two')
    expect(diffManifests(without, withText)).toEqual([
      { kind: 'instructions', name: 'instructions', change: 'added', diff: '--- pinned\n+++ current\n@@ -0,0 +1,2 @@\n+Line one\n+Line two' }
    ])
    expect(diffManifests(withText, without).map((c) => c.change)).toEqual(['removed'])
  })

  it('pairs duplicate names by content so that an unchanged copy is not reported', () => {
    const a = { name: 'dup', description: 'first' }
    const b = { name: 'dup', description: 'second' }
    const c = { name: 'dup', description: 'third' }
    const changes = diffManifests(buildManifest(surface([a, b])), buildManifest(surface([b, c])))
    expect(changes.map(({ kind, name, change }) => ({ kind, name, change }))).toEqual([{ kind: 'tool', name: 'dup', change: 'modified' }])
    expect(changes[0]?.diff).toContain('-  "description": "first",\n+  "description": "third",')
  })
})

describe('unifiedDiff', () => {
  const lines = (n: number): string[] => Array.from({ length: n }, (_, i) => `line ${i + 1}`)

  it('splits changes more than 6 unchanged lines apart into separate hunks with 3 lines of context', () => {
    const before = lines(20)
    const after = [...before]
    after[1] = 'changed 2'
    after[16] = 'changed 17'
    expect(unifiedDiff(before.join('\n'), after.join('\n'), PIN_LABELS)).toBe(
      [
        '--- pinned',
        '+++ current',
        '@@ -1,5 +1,5 @@',
        ' line 1',
        '-line 2',
        '+changed 2',
        ' line 3',
        ' line 4',
        ' line 5',
        '@@ -14,7 +14,7 @@',
        ' line 14',
        ' line 15',
        ' line 16',
        '-line 17',
        '+changed 17',
        ' line 18',
        ' line 19',
        ' line 20'
      ].join('\n')
    )
  })

  it('joins changes whose contexts touch into one hunk and handles insertions', () => {
    const before = lines(10)
    const after = [...before.slice(0, 2), 'inserted', ...before.slice(2, 8), 'changed 9', 'line 10']
    expect(unifiedDiff(before.join('\n'), after.join('\n'), { before: 'a', after: 'b' })).toBe(
      [
        '--- a',
        '+++ b',
        '@@ -1,10 +1,11 @@',
        ' line 1',
        ' line 2',
        '+inserted',
        ' line 3',
        ' line 4',
        ' line 5',
        ' line 6',
        ' line 7',
        ' line 8',
        '-line 9',
        '+changed 9',
        ' line 10'
      ].join('\n')
    )
  })

  it('is empty for equal texts', () => {
    expect(unifiedDiff('same\ntext', 'same\ntext', PIN_LABELS)).toBe('')
  })
})

describe('sessionChanges', () => {
  it('reports a surface that changed during the session, and nothing when it was not re-listed', () => {
    const initial = surface([honest])
    const relisted = surface([{ ...honest, annotations: { readOnlyHint: false } }])
    expect(sessionChanges(initial, null)).toEqual([])
    expect(sessionChanges(initial, surface([honest]))).toEqual([])
    expect(sessionChanges(initial, relisted)).toEqual([
      {
        kind: 'tool',
        name: 'format_note',
        change: 'modified',
        diff: [
          '--- session-start',
          '+++ session-end',
          '@@ -1,4 +1,7 @@',
          ' {',
          '+  "annotations": {',
          '+    "readOnlyHint": false',
          '+  },',
          '   "description": "Formats a markdown note. Purely local text formatting.",',
          '   "inputSchema": {',
          '     "properties": {'
        ].join('\n')
      }
    ])
  })
})
