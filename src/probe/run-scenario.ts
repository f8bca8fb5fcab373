import type { CallRecord, CoverageGap, DeclaredTool } from '../model/index.js'
import type { ResolvedStep } from './scenario.js'

export type CallAnswer = { ok: true; response: unknown } | { ok: false; why: string }

export interface RequestOptions {
  /** the listed tool, for its task support and output schema */
  tool?: DeclaredTool | undefined
  /** the scenario step the call runs */
  step?: string
  /** a note put on the call before it runs */
  noteBefore?: string | undefined
}

/** The session's requests, each recorded as a CallRecord (session.ts). */
export interface SessionRequests {
  callTool(name: string, iteration: number, args: Record<string, unknown>, options?: RequestOptions): Promise<CallAnswer>
  readResource(uri: string, iteration: number, options?: RequestOptions): Promise<CallAnswer>
  getPrompt(name: string, iteration: number, args: Record<string, unknown>, options?: RequestOptions): Promise<CallAnswer>
}

export interface ScenarioRun {
  requests: SessionRequests
  tools: DeclaredTool[]
  /** a successful answer's content, for later synthesized calls to reuse */
  remember(response: unknown): void
  calls: CallRecord[]
  gaps: CoverageGap[]
}

/** The scenario's steps, in order; returns the items they reached (synthesis leaves those alone). */
export async function runScenario(steps: ResolvedStep[], run: ScenarioRun): Promise<Set<string>> {
  const reached = new Set<string>()
  const iterations = new Map<string, number>()
  for (const step of steps) {
    const key = `${step.kind}\0${step.target}`
    const iteration = (iterations.get(key) ?? 0) + 1
    iterations.set(key, iteration)
    const args = step.arguments ?? {}
    const options = { step: step.name }
    const answer =
      step.kind === 'tool'
        ? await run.requests.callTool(step.target, iteration, args, { ...options, tool: run.tools.find((tool) => tool.name === step.target) })
        : step.kind === 'resource'
          ? await run.requests.readResource(step.target, iteration, options)
          : await run.requests.getPrompt(step.target, iteration, args, options)
    if (answer.ok) {
      reached.add(key)
      run.remember(answer.response)
    }
    if (step.expect !== undefined && answer.ok !== (step.expect === 'ok')) {
      const outcome = run.calls[run.calls.length - 1]?.outcome ?? 'error'
      run.gaps.push({
        what: `scenario step "${step.name}"`,
        why: `expected ${step.expect}, the ${step.kind} ${answer.ok ? 'succeeded' : `ended in ${outcome}`}`
      })
    }
  }
  return reached
}
