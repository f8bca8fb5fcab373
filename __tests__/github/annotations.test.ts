import { describe, expect, it } from '@jest/globals'
import { emitAnnotations, type AnnotationProperties } from '../../src/github/annotations.js'

function recordingSink() {
  const emitted: { level: string; message: string; properties: AnnotationProperties }[] = []
  return {
    emitted,
    error: (message: string, properties: AnnotationProperties) => emitted.push({ level: 'error', message, properties }),
    warning: (message: string, properties: AnnotationProperties) => emitted.push({ level: 'warning', message, properties })
  }
}

describe('emitAnnotations', () => {
  it('emits each planned annotation at its level with title and location', () => {
    const sink = recordingSink()
    const note = emitAnnotations(
      {
        annotations: [
          { level: 'error', title: 'canary-exfiltration: format_note', message: 'sends ~/.ssh/id_rsa to 203.0.113.34:80', file: 'policy.yml', startLine: 1 },
          { level: 'warning', title: 'dns-query: format_note', message: 'looks up example.com' }
        ],
        omitted: { error: 0, warning: 0 }
      },
      sink
    )
    expect(note).toBeNull()
    expect(sink.emitted).toEqual([
      {
        level: 'error',
        message: 'sends ~/.ssh/id_rsa to 203.0.113.34:80',
        properties: { title: 'canary-exfiltration: format_note', file: 'policy.yml', startLine: 1 }
      },
      { level: 'warning', message: 'looks up example.com', properties: { title: 'dns-query: format_note' } }
    ])
  })

  it('neutralizes server text again, so no workflow command can ride in a title or message', () => {
    const sink = recordingSink()
    emitAnnotations(
      { annotations: [{ level: 'error', title: 'file-read: x\n::add-mask::y', message: 'a\n::error::pwned ##[group]x' }], omitted: { error: 0, warning: 0 } },
      sink
    )
    const [emitted] = sink.emitted
    for (const text of [emitted?.message ?? '', emitted?.properties.title ?? '']) {
      expect(text).not.toMatch(/^\s*::/m)
      expect(text).not.toContain('##[')
      expect(text).not.toContain('\n')
    }
  })

  it('says in the summary how many annotations the per-step cap left out', () => {
    const sink = recordingSink()
    expect(emitAnnotations({ annotations: [], omitted: { error: 3, warning: 1 } }, sink)).toBe(
      '> [!NOTE]\n> The runner shows at most 10 annotations per level; 3 errors and 1 warning more are listed in this summary and in report.json.\n'
    )
    expect(emitAnnotations({ annotations: [], omitted: { error: 0, warning: 12 } }, sink)).toContain('; 12 warnings more are listed')
  })
})
