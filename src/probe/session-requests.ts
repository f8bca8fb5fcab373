import { CallToolResultSchema, GetPromptResultSchema, ReadResourceResultSchema } from '@modelcontextprotocol/sdk/types.js'
import type { CallRecord } from '../model/index.js'
import { callToolAsTask, needsTask } from './client.js'
import { outputSchemaMismatch } from './output-schema.js'
import type { CallAnswer, SessionRequests } from './run-scenario.js'
import type { SessionContext } from './session-context.js'

// The session's requests — a tool call (task-augmented when the tool requires it), a resource or
// template read, a prompt — each made through the call recorder, so each is a CallRecord.

export interface StageRequests extends SessionRequests {
  /** one instance of a resource template, read */
  readTemplate(uriTemplate: string, uri: string): Promise<CallAnswer>
}

/** A tool call with more of its record set up front (an attack call's attack) and its own timeout. */
export function toolCall(
  session: SessionContext,
  call: { name: string; iteration: number; args: Record<string, unknown>; timeoutMs?: number; extra?: Partial<CallRecord> },
  options: Parameters<SessionRequests['callTool']>[3] = {}
): Promise<CallAnswer> {
  const { client } = session
  const { tool, step, noteBefore } = options
  const requestOptions = { timeout: call.timeoutMs ?? session.options.timeoutMs }
  const params = { name: call.name, arguments: call.args }
  return session.recorder.record({
    kind: 'tool',
    name: call.name,
    iteration: call.iteration,
    args: call.args,
    run: () =>
      tool && needsTask(tool)
        ? callToolAsTask(client, call.name, call.args, requestOptions)
        : client.request({ method: 'tools/call', params }, CallToolResultSchema, requestOptions),
    check: tool ? (response) => outputSchemaMismatch(tool, response) : undefined,
    noteBefore,
    step,
    ...(call.extra ? { extra: call.extra } : {})
  })
}

export function stageRequests(session: SessionContext): StageRequests {
  const { client, recorder } = session
  const requestOptions = { timeout: session.options.timeoutMs }
  const read = (uri: string) => () => client.request({ method: 'resources/read', params: { uri } }, ReadResourceResultSchema, requestOptions)
  return {
    callTool: (name, iteration, args, options = {}) => toolCall(session, { name, iteration, args }, options),
    readResource: (uri, iteration, { step } = {}) => recorder.record({ kind: 'resource', name: uri, iteration, run: read(uri), step }),
    getPrompt: (name, iteration, args, { step } = {}) =>
      recorder.record({
        kind: 'prompt',
        name,
        iteration,
        args,
        run: () => client.request({ method: 'prompts/get', params: { name, arguments: args } }, GetPromptResultSchema, requestOptions),
        step
      }),
    readTemplate: (uriTemplate, uri) => recorder.record({ kind: 'resourceTemplate', name: uriTemplate, iteration: 1, args: { uri }, run: read(uri) })
  }
}
