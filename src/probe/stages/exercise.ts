import type { DeclaredTool, SurfaceKind } from '../../model/index.js'
import { ResultMemory } from '../exercise-plan.js'
import { namesParameters, ToolExerciser } from '../exercise-tools.js'
import { runScenario } from '../run-scenario.js'
import { synthesizePromptArguments } from '../synthesize-args.js'
import { instantiateUriTemplate } from '../synthesize/uri-template.js'
import type { CallBudget } from './list.js'
import type { SessionContext } from '../session-context.js'
import type { StageRequests } from '../session-requests.js'

// The exercise stage: the scenario's steps first, then synthesized rounds over what they did not reach —
// every tool until it has its successful calls, every resource, one instance of each template, every
// prompt —, then the calls the server's code steers to, and a held pass's second round after its wait.

export interface Exercised {
  tools: ToolExerciser
  /** whether synthesized calls were made (off for a remote server, or a scenario that says so) */
  synthesize: boolean
}

export async function exercise(session: SessionContext, requests: StageRequests, budget: CallBudget, initializedAt: number): Promise<Exercised> {
  const { options, result } = session
  const workspace = options.workspace ?? null
  const memory = new ResultMemory(workspace?.root ?? null)
  const { callsPerTool, maxAttempts } = budget
  // The handlers' schemas are read from the server's code only for a tool that names no parameter.
  const codeInputs = options.codeInputs && result.listing.tools.some((tool) => !namesParameters(tool)) ? await options.codeInputs() : null
  const tools = new ToolExerciser({
    requests,
    workspace,
    memory,
    calls: result.calls,
    callsPerTool,
    maxAttempts,
    ...(options.callsCap ? { callsCap: options.callsCap } : {}),
    ...(options.replyLessons ? { replyLessons: options.replyLessons } : {}),
    ...(codeInputs ? { codeInputs } : {})
  })
  const scenario = options.scenario ?? null
  const reached = scenario
    ? await runScenario(scenario.steps, {
        requests,
        tools: result.listing.tools,
        remember: (response) => memory.remember(response),
        calls: result.calls,
        gaps: result.gaps
      })
    : new Set<string>()
  // callsPerTool 0 (a remote server): list only, nothing is called or read
  const synthesize = callsPerTool > 0 && (scenario?.synthesize ?? true)
  const unreached =
    <T>(kind: SurfaceKind, name: (item: T) => string) =>
    (items: T[]) =>
      synthesize ? items.filter((item) => !reached.has(`${kind}\0${name(item)}`)) : []
  const listing = {
    tools: unreached<DeclaredTool>('tool', (tool) => tool.name)(result.listing.tools),
    resources: unreached<{ uri: string }>('resource', (resource) => resource.uri)(result.listing.resources),
    resourceTemplates: synthesize ? result.listing.resourceTemplates : [],
    prompts: unreached<{ name: string }>('prompt', (prompt) => prompt.name)(result.listing.prompts)
  }
  await tools.exercise(listing.tools, async () => {
    for (const resource of listing.resources) await requests.readResource(resource.uri, 1)
    for (const template of listing.resourceTemplates) await requests.readTemplate(template.uriTemplate, instantiateUriTemplate(template.uriTemplate))
    for (const prompt of result.listing.prompts.filter((candidate) => listing.prompts.includes(candidate))) {
      await requests.getPrompt(prompt.name, 1, synthesizePromptArguments(prompt))
    }
  })
  if (synthesize && options.staticItems && !session.closed) result.steered = await tools.steer(listing.tools, await options.staticItems())
  if (synthesize && options.holdMs && !session.closed) {
    // A held pass: the session stays open (the server's timers run), then each tool is called again.
    options.logger.info(`holding the session open ${Math.round(options.holdMs / 1000)} s`)
    await session.link.closedWithin(initializedAt + options.holdMs - Date.now())
    await session.checkAborted()
    if (!session.closed) await tools.again(listing.tools)
  }
  return { tools, synthesize }
}
