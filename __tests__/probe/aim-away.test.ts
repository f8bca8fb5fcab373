import type { CallRecord } from '../../src/model/index.js'
import { endedWhy, endsProcesses, fitArguments, NO_SUCH_PROCESS_NAME, ResultMemory, type ToolState } from '../../src/probe/exercise-plan.js'
import { synthesizeArguments } from '../../src/probe/synthesize-args.js'
import { NO_SUCH_PID } from '../../src/probe/synthesize/key-hints.js'

const fresh = (): ToolState => ({ attempts: 0, ok: 0, final: 0, lessons: [] })

/** The arguments the exerciser sends on a tool's nth call (variant), as exercise-tools.ts builds them. */
function argsFor(tool: { name: string; inputSchema: Record<string, unknown> }, variant = 0, memory = new ResultMemory(null), state = fresh()) {
  return fitArguments(tool, synthesizeArguments(tool.inputSchema, variant), variant, state, null, [], memory)
}

describe('the exerciser never aims a kill at the server', () => {
  it("desktop-commander's kill_process and force_terminate get a pid no process can have, on every variant", () => {
    const schema = { type: 'object', properties: { pid: { type: 'number' } }, required: ['pid'] }
    for (const name of ['kill_process', 'force_terminate', 'read_process_output']) {
      for (const variant of [0, 1, 2, 5]) expect(argsFor({ name, inputSchema: schema }, variant)).toEqual({ pid: 4_194_304 })
    }
    expect(NO_SUCH_PID).toBe(4_194_304)
  })

  it('a pid the schema bounds to small numbers, a string pid and pids in an array are all out of reach', () => {
    const inputSchema = {
      type: 'object',
      properties: {
        processId: { type: 'integer', minimum: 0, maximum: 10 },
        ppid: { type: 'string' },
        pids: { type: 'array', items: { type: 'integer' }, minItems: 1 }
      },
      required: ['processId', 'ppid', 'pids']
    }
    expect(argsFor({ name: 'inspect', inputSchema })).toEqual({ processId: 4_194_304, ppid: '4194304', pids: [4_194_304] })
  })

  it("a pid an earlier result returned (the server's own, from list_processes) is not used for a kill", () => {
    const memory = new ResultMemory(null)
    memory.remember({ structuredContent: { process_id: '1', name: 'node' } })
    const inputSchema = {
      type: 'object',
      properties: { process_id: { type: 'string' }, name: { type: 'string' }, signal: { type: 'integer' } },
      required: ['process_id', 'name', 'signal']
    }
    expect(argsFor({ name: 'send_signal', inputSchema }, 0, memory)).toEqual({ process_id: '4194304', name: NO_SUCH_PROCESS_NAME, signal: 1 })
  })

  it('a number an error lesson asks for is still no pid of the sandbox', () => {
    const state: ToolState = { ...fresh(), lessons: [{ fields: new Map([['pid', 'number']]) }] }
    expect(argsFor({ name: 'kill_process', inputSchema: { type: 'object', properties: {} } }, 1, new ResultMemory(null), state)).toEqual({ pid: 4_194_304 })
  })

  it('other tools keep their numbers and names', () => {
    const inputSchema = { type: 'object', properties: { limit: { type: 'integer' }, name: { type: 'string' } }, required: ['limit', 'name'] }
    expect(argsFor({ name: 'list_processes', inputSchema })).toEqual({ limit: 1, name: 'hello world' })
    expect(['kill_process', 'force_terminate', 'pkill', 'sendSignal', 'list_processes', 'skill_list'].map(endsProcesses)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false
    ])
  })
})

describe('why the session ended early', () => {
  const call = (id: number, name: string): CallRecord => ({ id, kind: 'tool', name, iteration: 1, startedAt: id, endedAt: id, outcome: 'ok' })

  it('says the last call was one that ends processes when it was', () => {
    expect(endedWhy([call(0, 'list_processes'), call(1, 'force_terminate')])).toBe(
      'the server exited after 2 call(s), right after a call to force_terminate, a tool that ends processes; the calls after it were not made'
    )
    expect(endedWhy([call(0, 'shutdown_server')])).toMatch(/right after a call to shutdown_server/)
  })

  it('says the server exited on its own otherwise', () => {
    expect(endedWhy([call(0, 'read_file')])).toBe('the server exited on its own after 1 call(s), before the audit was done')
  })
})
