import { ServerProtocolError } from '../../errors.js'
import { HUGE_SURFACE_ATTACK_BUDGET, type AttackOptions, type AttackRun } from '../attack/attack-options.js'
import { planAttacks } from '../attack/plan.js'
import type { CallAnswer } from '../run-scenario.js'
import type { SessionContext } from '../session-context.js'
import { toolCall } from '../session-requests.js'
import type { CallBudget } from './list.js'

// The attack stage (issue 42): after the exercise, against the same session's state, each tool is called
// the way a hijacked model would call it — one hostile value in one parameter per call (probe/attack/).
// Each is an ordinary call record with its `attack`, so the trace of that call is the attack's evidence;
// the answer is searched for the canaries the value aimed at. A server that exits under an attack ends
// the stage, recorded: that is something the attack did, not a failure of the audit.

/** The canaries in an answer, as "~/.ssh/id_rsa bytes 0–64 of 2602". */
function canariesIn(answer: CallAnswer, options: AttackOptions): string[] {
  const text = answer.ok ? JSON.stringify(answer.response) : answer.why
  if (text.length === 0) return []
  const hits = options.canaries.scan(text, (id) => options.answerFiles.includes(id))
  return [...new Set(hits.map((hit) => `${hit.canary} bytes ${hit.bytes[0]}–${hit.bytes[1]} of ${hit.of}`))]
}

export async function attack(session: SessionContext, budget: CallBudget): Promise<void> {
  const { options, result } = session
  const attackOptions = options.attack
  if (!attackOptions || budget.callsPerTool === 0) return
  const plan = planAttacks({
    tools: result.listing.tools,
    calls: result.calls,
    context: attackOptions.context,
    markerPrefix: attackOptions.markerPrefix,
    budget: budget.huge ? HUGE_SURFACE_ATTACK_BUDGET : attackOptions.budget,
    ...(attackOptions.sinks ? { sinks: await attackOptions.sinks() } : {})
  })
  const run: AttackRun = (result.attack = {
    markerPrefix: attackOptions.markerPrefix,
    context: attackOptions.context,
    planned: plan.attacks.length,
    skipped: [...plan.skipped],
    answers: []
  })
  const tools = new Set(plan.attacks.map((planned) => planned.tool.name)).size
  options.logger.info(`attack stage: ${plan.attacks.length} hostile call(s) on ${tools} tool(s)`)
  options.replyLessons?.(null) // the sink's plain shaped replies: no tool's lesson follows into the attacks
  const timeoutMs = Math.min(options.timeoutMs, attackOptions.budget.callTimeoutMs)
  for (const { tool, args, attack: made } of plan.attacks) {
    const iteration = result.calls.filter((call) => call.kind === 'tool' && call.name === tool.name).length + 1
    let answer: CallAnswer
    try {
      answer = await toolCall(session, { name: tool.name, iteration, args, timeoutMs, extra: { attack: made } }, { tool })
    } catch (error) {
      if (!(error instanceof ServerProtocolError) || !session.closed) throw error
      run.stopped = `the server exited during the attack ${made.technique} on ${tool.name}'s ${made.parameter}`
      options.logger.warn(`attack stage: ${run.stopped}`)
      return
    }
    const canaries = canariesIn(answer, attackOptions)
    if (canaries.length > 0) run.answers.push({ callId: result.calls.length - 1, canaries })
  }
}
