import type { CallRecord } from '../../src/model/index.js'
import { ResultMemory } from '../../src/probe/exercise-plan.js'
import { ToolExerciser } from '../../src/probe/exercise-tools.js'
import type { SessionRequests } from '../../src/probe/run-scenario.js'

const WORKSPACE = { root: '/w', files: ['README.md', 'notes.txt', 'todo.md'], dirs: ['.'] }

/** Answers every tool call with `ok`, recording the iteration and arguments the exerciser sent. */
function recordingRequests(calls: CallRecord[], sent: { iteration: number; args: Record<string, unknown> }[]): SessionRequests {
  const refuse = () => Promise.resolve({ ok: false as const, why: 'not a tool' })
  return {
    callTool: (name, iteration, args) => {
      sent.push({ iteration, args })
      calls.push({ id: calls.length, kind: 'tool', name, iteration, startedAt: 0, endedAt: 1, outcome: 'ok' })
      return Promise.resolve({ ok: true, response: { content: [] } })
    },
    readResource: refuse,
    getPrompt: refuse
  }
}

describe('the calls the tool exerciser makes', () => {
  it('numbers a tool’s calls from 1 and gives call 1 the first variant (required fields, the first workspace file), later calls the next ones', async () => {
    const calls: CallRecord[] = []
    const sent: { iteration: number; args: Record<string, unknown> }[] = []
    const tool = {
      name: 'read_note',
      inputSchema: { type: 'object', properties: { path: { type: 'string' }, verbose: { type: 'boolean' } }, required: ['path'] }
    }
    const exerciser = new ToolExerciser({
      requests: recordingRequests(calls, sent),
      workspace: WORKSPACE,
      memory: new ResultMemory(WORKSPACE.root),
      calls,
      callsPerTool: 3,
      maxAttempts: 6
    })
    await exerciser.exercise([tool])
    expect(sent).toEqual([
      { iteration: 1, args: { path: '/w/README.md' } },
      { iteration: 2, args: { path: '/w/notes.txt', verbose: true } },
      { iteration: 3, args: { path: '/w/todo.md' } }
    ])
  })

  it('calls a tool with a cap only as often as the cap says, the others as often as callsPerTool', async () => {
    const calls: CallRecord[] = []
    const schema = { type: 'object', properties: { q: { type: 'string' } } }
    const exerciser = new ToolExerciser({
      requests: recordingRequests(calls, []),
      workspace: null,
      memory: new ResultMemory('/w'),
      calls,
      callsPerTool: 5,
      maxAttempts: 7,
      callsCap: new Map([['slow_report', 1]])
    })
    await exerciser.exercise([
      { name: 'slow_report', inputSchema: schema },
      { name: 'echo', inputSchema: schema }
    ])
    const count = (name: string) => calls.filter((call) => call.name === name).length
    expect([count('slow_report'), count('echo')]).toEqual([1, 5])
  })
})
