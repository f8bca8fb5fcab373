import type { CallRecord } from '../../src/model/index.js'
import { ResultMemory } from '../../src/probe/exercise-plan.js'
import { ToolExerciser } from '../../src/probe/exercise-tools.js'
import type { SessionRequests } from '../../src/probe/run-scenario.js'
import type { ReplyLesson } from '../../src/sandbox/replies/reply-lesson.js'

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

  it('a tool that declares no parameter is called with the ones its handler’s code parses; a declared schema stays', async () => {
    const calls: CallRecord[] = []
    const sent: { iteration: number; args: Record<string, unknown> }[] = []
    const code = { type: 'object', properties: { project_id: { type: 'string' }, branch: { type: 'string' } }, required: ['project_id', 'branch'] }
    const exerciser = new ToolExerciser({
      requests: recordingRequests(calls, sent),
      workspace: null,
      memory: new ResultMemory('/w'),
      calls,
      callsPerTool: 1,
      maxAttempts: 2,
      codeInputs: { create_branch: code, search: code }
    })
    await exerciser.exercise([
      { name: 'create_branch', inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#' } },
      { name: 'search', inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } }
    ])
    expect(sent.map((call) => Object.keys(call.args).sort()).sort()).toEqual([['branch', 'project_id'], ['q']])
  })

  it('a server whose own limiter allows one request a second: after its refusal the next call waits the window out', async () => {
    const calls: CallRecord[] = []
    let last = 0
    const limited: SessionRequests = {
      callTool: (name, iteration) => {
        const now = Date.now()
        const refused = now - last < 1_000
        if (!refused) last = now
        calls.push({ id: calls.length, kind: 'tool', name, iteration, startedAt: now, endedAt: now, outcome: refused ? 'error-result' : 'ok' })
        return Promise.resolve(refused ? { ok: false as const, why: 'Error: Rate limit exceeded' } : { ok: true as const, response: { content: [] } })
      },
      readResource: () => Promise.resolve({ ok: false as const, why: 'not a resource' }),
      getPrompt: () => Promise.resolve({ ok: false as const, why: 'not a prompt' })
    }
    const exerciser = new ToolExerciser({ requests: limited, workspace: null, memory: new ResultMemory('/w'), calls, callsPerTool: 1, maxAttempts: 3 })
    const schema = { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }
    await exerciser.exercise([
      { name: 'local_search', inputSchema: schema },
      { name: 'web_search', inputSchema: schema }
    ])
    // without the pause, the second tool's every attempt would fall inside the first one's second
    expect(
      calls
        .filter((call) => call.outcome === 'ok')
        .map((call) => call.name)
        .sort()
    ).toEqual(['local_search', 'web_search'])
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

describe('learning from a rejected reply', () => {
  it('tells the sink, before the next call of that tool, what its internal error named; three such retries at most, and other tools get no lesson', async () => {
    const calls: CallRecord[] = []
    const lessons: (ReplyLesson | null)[] = []
    const order: string[] = []
    const requests: SessionRequests = {
      callTool: (name, iteration) => {
        order.push(`${name} ${iteration} with ${JSON.stringify(lessons.at(-1) ?? null)}`)
        // fetch_feed chokes on every reply, each time naming another property; ping is fine
        const failed = name === 'fetch_feed'
        calls.push({ id: calls.length, kind: 'tool', name, iteration, startedAt: 0, endedAt: 1, outcome: failed ? 'protocol-error' : 'ok' })
        return Promise.resolve(
          failed
            ? { ok: false as const, why: `-32603: TypeError: Cannot read properties of undefined (reading 'field${iteration}')` }
            : { ok: true as const, response: { content: [] } }
        )
      },
      readResource: () => Promise.resolve({ ok: false as const, why: 'not a tool' }),
      getPrompt: () => Promise.resolve({ ok: false as const, why: 'not a tool' })
    }
    const exerciser = new ToolExerciser({
      requests,
      workspace: null,
      memory: new ResultMemory('/w'),
      calls,
      callsPerTool: 1,
      maxAttempts: 10,
      replyLessons: (lesson) => lessons.push(lesson)
    })
    const schema = { type: 'object', properties: {} }
    await exerciser.exercise([
      { name: 'fetch_feed', inputSchema: schema },
      { name: 'ping', inputSchema: schema }
    ])
    // an internal error that taught something is retried (it would otherwise count as final): 1 + 3 calls
    expect(calls.filter((call) => call.name === 'fetch_feed')).toHaveLength(4)
    expect(order).toEqual([
      'fetch_feed 1 with null',
      'ping 1 with null',
      'fetch_feed 2 with {"tool":"fetch_feed","fields":[],"reads":["field1"]}',
      'fetch_feed 3 with {"tool":"fetch_feed","fields":[],"reads":["field1","field2"]}',
      'fetch_feed 4 with {"tool":"fetch_feed","fields":[],"reads":["field1","field2","field3"]}'
    ])
  })
})
