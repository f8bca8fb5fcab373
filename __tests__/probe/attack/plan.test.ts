import type { CallRecord, DeclaredTool } from '../../../src/model/index.js'
import { DEFAULT_ATTACK_BUDGET } from '../../../src/probe/attack/attack-options.js'
import { planAttacks, withValue, type PlanInput } from '../../../src/probe/attack/plan.js'
import type { PayloadContext } from '../../../src/probe/attack/payloads.js'

// The attack plan: values replace one parameter of the tool's last successful arguments, within the
// budget per parameter, per tool and per audit, the strongest of every tool first.

const context: PayloadContext = {
  language: 'node',
  loopbackPort: 6379,
  outside: { home: '/home/alex', credential: '/home/alex/.ssh/id_rsa', siblings: [], links: [] }
}
const tool = (name: string, properties: Record<string, unknown>, extra: Partial<DeclaredTool> = {}): DeclaredTool => ({
  name,
  inputSchema: { type: 'object', properties },
  ...extra
})
let nextId = 0
const call = (name: string, args: Record<string, unknown>, outcome: CallRecord['outcome'] = 'ok', ms = 5): CallRecord => ({
  id: nextId++,
  kind: 'tool',
  name,
  iteration: 1,
  arguments: args,
  startedAt: 1000,
  endedAt: 1000 + ms,
  outcome
})
const plan = (input: Partial<PlanInput> & Pick<PlanInput, 'tools' | 'calls'>) =>
  planAttacks({ context, markerPrefix: 'k3x9qa', budget: DEFAULT_ATTACK_BUDGET, ...input })

describe('planAttacks', () => {
  it("replaces one parameter of the tool's last successful arguments, keeping the others", () => {
    const log = tool('show_log', { revision: { type: 'string' }, limit: { type: 'number' } })
    const { attacks } = plan({
      tools: [log],
      calls: [call('show_log', { revision: 'main', limit: 5 }), call('show_log', { revision: 'nope', limit: 9 }, 'error-result')]
    })
    expect(attacks.map((attack) => attack.args)).toContainEqual({ revision: '--output=/tmp/k3x9qa00', limit: 5 })
    expect(attacks.every((attack) => attack.args.limit === 5)).toBe(true)
    expect(attacks.map((attack) => attack.attack.marker)).toEqual(attacks.map((_, at) => `k3x9qa${at.toString(36).padStart(2, '0')}`))
  })

  it('takes the last call when none succeeded, and leaves out a tool never called, one without strings, and values its schema refuses', () => {
    const result = plan({
      tools: [
        tool('fetch', { remote: { type: 'string', pattern: '^[a-z]+$' } }),
        tool('sum', { a: { type: 'number' } }),
        tool('ghost', { path: { type: 'string' } }),
        tool('grep', { pattern: { type: 'string' } })
      ],
      calls: [call('fetch', { remote: 'origin' }), call('sum', { a: 1 }), call('grep', { pattern: 'x' }, 'error-result')]
    })
    expect([...result.skipped]).toEqual([
      ['fetch', 'no value its schema accepts'],
      ['sum', 'no string parameter to attack'],
      ['ghost', 'never called in the exercise']
    ])
    expect(new Set(result.attacks.map((attack) => attack.tool.name))).toEqual(new Set(['grep']))
  })

  it('keeps at most 8 per parameter and 24 per tool, the parameters in turn', () => {
    const wide = tool('wide', Object.fromEntries(['path', 'source', 'target', 'file'].map((name) => [name, { type: 'string', description: 'A file path' }])))
    const { attacks } = plan({ tools: [wide], calls: [call('wide', { path: 'a', source: 'b', target: 'c', file: 'd' })] })
    expect(attacks).toHaveLength(24)
    const per = (name: string) => attacks.filter((attack) => attack.attack.parameter === name).length
    expect([per('path'), per('source'), per('target'), per('file')]).toEqual([6, 6, 6, 6])
    expect(attacks.slice(0, 4).map((attack) => attack.attack.parameter)).toEqual(['path', 'source', 'target', 'file'])
  })

  it("shares the audit's budget among the tools, the strongest of each first, and says what it left out", () => {
    const tools = Array.from({ length: 30 }, (_, at) => tool(`tool_${at}`, { path: { type: 'string' }, ref: { type: 'string' } }))
    const result = plan({ tools, calls: tools.map((entry) => call(entry.name, { path: 'a', ref: 'main' })) })
    expect(result.attacks).toHaveLength(240)
    for (const entry of tools) expect(result.attacks.filter((attack) => attack.tool.name === entry.name)).toHaveLength(8)
    expect(result.skipped.get('tool_0')).toBe("8 attack(s) left out: the audit's budget of 240")
  })

  it('attacks a slow tool a few times, on parameters named for a role first, and a free string when that is all it takes', () => {
    const slow = tool('research', { topic: { type: 'string' }, url: { type: 'string' } })
    const { attacks } = plan({ tools: [slow], calls: [call('research', { topic: 'x', url: 'http://example.com/' }, 'ok', 4_000)] })
    expect(attacks.map((attack) => attack.attack.parameter)).toEqual(['url', 'url', 'url', 'url'])
    const search = tool('search_notes', { text: { type: 'string' } })
    const free = plan({ tools: [search], calls: [call('search_notes', { text: 'milk' }, 'ok', 4_000)] })
    expect(free.attacks.map((attack) => [attack.attack.parameter, attack.attack.technique])).toEqual([
      ['text', 'substitution'],
      ['text', 'semicolon'],
      ['text', 'option-output']
    ])
  })

  it('puts the value one level down or as the one item of an array', () => {
    expect(withValue({ options: { cwd: '.', deep: true }, n: 1 }, { keys: ['options', 'cwd'], array: false }, 'x')).toEqual({
      options: { cwd: 'x', deep: true },
      n: 1
    })
    expect(withValue({ paths: ['a', 'b'] }, { keys: ['paths'], array: true }, 'x')).toEqual({ paths: ['x'] })
    expect(withValue({}, { keys: ['options', 'cwd'], array: false }, 'x')).toEqual({ options: { cwd: 'x' } })
  })
})
