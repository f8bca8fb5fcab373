import { changeLineText, summarizeFileChanges } from '../../src/report/file-changes-summary.js'
import type { FileChange } from '../../src/model/index.js'

describe('files changed, in a few lines', () => {
  it('lists a few changes one per line, with size and hash', () => {
    const changes: FileChange[] = [
      { path: '/w/notes.txt', change: 'created', kind: 'file', size: 16, sha256: 'a'.repeat(64) },
      { path: '/w/old.txt', change: 'deleted', kind: 'file' }
    ]
    expect(summarizeFileChanges(changes).map(changeLineText)).toEqual(['created /w/notes.txt (16 B, sha256 aaaaaaaaaaaa…)', 'deleted /w/old.txt'])
  })

  it('folds a git clone into one line per directory', () => {
    const changes: FileChange[] = Array.from({ length: 40 }, (_, i) => ({
      path: `/w/repo/.git/objects/${i % 4}/obj${i}`,
      change: 'created' as const,
      kind: 'file' as const,
      size: 10
    }))
    changes.push({ path: '/w/README.md', change: 'modified', kind: 'file', size: 5, sha256: 'b'.repeat(64) })
    const lines = summarizeFileChanges(changes, 3).map(changeLineText)
    expect(lines).toEqual(['created 40 entries under /w/repo/.git/objects', 'modified /w/README.md (5 B, sha256 bbbbbbbbbbbb…)'])
  })
})
