import { ListChangedRecorder } from '../../src/profile/list-changed.js'

const message = (text: string) => ({ data: Buffer.from(text), truncated: false })
const STARTUP = { kind: 'startup' } as const
const CALL = { kind: 'call', call: { id: 0, kind: 'tool', name: 'toggle', iteration: 1 }, afterResponse: false } as const

describe('list_changed notices on the MCP channel', () => {
  it('records each list the server says changed, with the phases and lines it said so in', () => {
    const recorder = new ListChangedRecorder()
    recorder.record([message('{"method":"notifications/tools/list_changed","jsonrpc":"2.0"}\n')], STARTUP, 3)
    recorder.record([message('{"jsonrpc":"2.0","method" : "notifications/prompts/list_changed"}\n{"method":"notifications/tools/list_changed"}\n')], CALL, 9)
    expect(recorder.values()).toEqual([
      { list: 'tools', phases: [STARTUP, CALL], traceLines: [3, 9] },
      { list: 'prompts', phases: [CALL], traceLines: [9] }
    ])
  })

  it('ignores other messages, and lists MCP does not announce', () => {
    const recorder = new ListChangedRecorder()
    recorder.record(
      [message('{"result":{"content":[{"text":"notifications/tools/list_changed"}]}}'), message('{"method":"notifications/roots/list_changed"}')],
      CALL,
      4
    )
    expect(recorder.size).toBe(0)
  })
})
