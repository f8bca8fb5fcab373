import { orderTools, ResultMemory } from '../../src/probe/exercise-plan.js'
import { parseScenario, resolveSteps } from '../../src/probe/scenario.js'

describe('the order tools are called in', () => {
  it('puts a working-directory setter first, readers before creators, destroyers last — verbs before annotations', () => {
    const tools = [
      { name: 'delete_file' },
      { name: 'write_file', annotations: { destructiveHint: true } },
      { name: 'move_file' },
      { name: 'read_file', annotations: { readOnlyHint: true } },
      { name: 'git_set_working_dir' }
    ]
    expect(orderTools(tools).map((tool) => tool.name)).toEqual(['git_set_working_dir', 'read_file', 'write_file', 'move_file', 'delete_file'])
  })
})

describe('values remembered from results', () => {
  it('keeps plain tokens and workspace paths, never URLs, parent steps or paths outside the workspace', () => {
    const memory = new ResultMemory('/w')
    memory.remember({
      structuredContent: {
        commits: [{ hash: 'abc123' }],
        url: 'https://attacker.example/x',
        file: '/etc/passwd',
        path: '/w/docs/a.md',
        name: '../../.ssh/id_rsa'
      }
    })
    expect(memory.recall('hash')).toBe('abc123')
    expect(memory.recall('path')).toBe('/w/docs/a.md')
    expect(memory.recall('url')).toBeUndefined()
    expect(memory.recall('file')).toBeUndefined()
    expect(memory.recall('name')).toBeUndefined()
  })
})

describe('scenario files', () => {
  it('fills placeholders in every string and keeps the step order', () => {
    const scenario = parseScenario(
      {
        steps: [
          { name: 'open', tool: 'set_dir', arguments: { path: '{workdir}', nested: ['{home}/.aws', 'key {canary:aws}'] } },
          { name: 'read', resource: 'file://{workdir}/a' }
        ]
      },
      's.yaml'
    )
    expect(scenario.synthesize).toBe(true)
    const steps = resolveSteps(scenario, { workdir: '/w', home: '/h', canaries: [{ id: '~/.aws/credentials', value: 'AKIAFAKE' }] })
    expect(steps).toEqual([
      { name: 'open', kind: 'tool', target: 'set_dir', arguments: { path: '/w', nested: ['/h/.aws', 'key AKIAFAKE'] } },
      { name: 'read', kind: 'resource', target: 'file:///w/a' }
    ])
  })

  it('refuses a bad file with one line per bad field', () => {
    let message = ''
    try {
      parseScenario({ synthesize: 'no', steps: [{ name: 'a', tool: 't', expect: 'maybe' }], extra: 1 }, 's.yaml')
    } catch (error) {
      message = (error as Error).message
    }
    expect(message.split('\n').sort()).toEqual([
      "s.yaml: steps[0].expect: expected 'ok' or 'error'",
      's.yaml: synthesize: expected true or false',
      "s.yaml: unknown key 'extra'"
    ])
    expect(() => parseScenario({ steps: [{ name: 'b' }] }, 's.yaml')).toThrow('s.yaml: steps[0]: needs exactly one of tool, resource, prompt')
  })
})
