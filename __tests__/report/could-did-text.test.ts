import { couldDidLines } from '../../src/report/could-did-text.js'
import type { StaticSection } from '../../src/report/static-section.js'

// The text report's "Could / did": a few lines however large the map (git-mcp-server: 16 differing tools,
// 10 steered calls), the rest named as being in report.json.

const tool = (name: string, could: StaticSection['tools'][number]['could'], did: StaticSection['tools'][number]['did']) => ({ name, could, did })
const steered = (call: number, name: string, value: string, reached: StaticSection['steered'][number]['reached']) => ({
  call,
  tool: name,
  param: 'mode',
  value,
  reached
})

function section(tools: StaticSection['tools'], steeredCalls: StaticSection['steered']): StaticSection {
  return { files: 1, ms: 1234, items: [], tools, steered: steeredCalls } as unknown as StaticSection
}

describe('could / did in the text report', () => {
  it('a large map: three differing tools, the steered calls two tools to a line each, and what is left named', () => {
    const tools = ['a', 'b', 'c', 'd', 'e'].map((name) => tool(name, ['exec', 'network'], ['exec']))
    const calls = [
      steered(1, 'git_branch', 'list', ['exec']),
      steered(2, 'git_branch', 'create', []),
      steered(3, 'git_reset', 'hard', ['exec', 'file-write']),
      steered(4, 'git_tag', 'verify', [])
    ]
    expect(couldDidLines(section([tool('same', ['exec'], ['exec']), ...tools], calls))).toEqual([
      'a  could: exec, network · did: exec',
      'b  could: exec, network · did: exec',
      'c  could: exec, network · did: exec',
      'git_branch steered: mode = "list" → exec; mode = "create" → nothing of these',
      'git_reset steered: mode = "hard" → exec, file-write',
      '(read 1 source file in 1.2 s; 2 more tools and the steered calls of 1 more tools in report.json (static))'
    ])
  })

  it('a tool whose code did all it could, and no steered call: nothing to say', () => {
    expect(couldDidLines(section([tool('same', ['exec', 'file-write'], ['exec', 'file-write'])], []))).toEqual([])
    expect(couldDidLines(undefined)).toEqual([])
  })
})
