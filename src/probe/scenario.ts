import { basename } from 'node:path'
import { z } from 'zod'
import { ConfigurationError } from '../errors.js'
import type { CallRecord, Finding, SurfaceKind } from '../model/index.js'
import { readDataFile } from '../settings/data-file.js'

// A scenario: the steps a maintainer knows reach their server's success paths (set the repository,
// then commit), run first and in order, before the synthesized calls exercise everything else.
// String values may hold placeholders filled in at run time: {workdir} (the server's working
// directory), {home} (its HOME), {canary:NAME} (a planted fake credential, e.g. {canary:aws}).

const Arguments = z.record(z.string(), z.unknown())
const Expect = z.enum(['ok', 'error'], { error: "expected 'ok' or 'error'" })

const StepSchema = z
  .strictObject({
    name: z.string({ error: 'each step needs a name (findings from the step are named by it)' }).min(1).max(200),
    tool: z.string().min(1).optional().describe('a tool to call'),
    resource: z.string().min(1).optional().describe('a resource URI to read'),
    prompt: z.string().min(1).optional().describe('a prompt to get'),
    arguments: Arguments.optional().describe('tool or prompt arguments; strings may hold placeholders'),
    expect: Expect.optional().describe('ok or error: a step that ends otherwise is reported (high)')
  })
  .superRefine((step, ctx) => {
    const targets = [step.tool, step.resource, step.prompt].filter((target) => target !== undefined)
    if (targets.length !== 1) ctx.addIssue({ code: 'custom', message: 'needs exactly one of tool, resource, prompt' })
    if (step.resource !== undefined && step.arguments !== undefined)
      ctx.addIssue({ code: 'custom', path: ['arguments'], message: 'a resource read takes no arguments' })
  })

export const ScenarioSchema = z.strictObject({
  synthesize: z.boolean({ error: 'expected true or false' }).default(true).describe('false: run only the steps, no synthesized calls'),
  steps: z.array(StepSchema, { error: 'expected a list of steps' }).min(1, 'at least one step').max(500, 'at most 500 steps')
})
export type Scenario = z.infer<typeof ScenarioSchema>
export type ScenarioStep = Scenario['steps'][number]

/** What a step can target: a template is read through one of its URIs, as a resource. */
export type StepKind = Exclude<SurfaceKind, 'resourceTemplate'>

/** A step with its placeholders filled in, ready to run. */
export interface ResolvedStep {
  name: string
  kind: StepKind
  target: string
  arguments?: Record<string, unknown>
  expect?: 'ok' | 'error'
}

function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '')
}

/** Validates a parsed scenario: one line per bad field, each naming it (`steps[2].expect: …`). */
export function parseScenario(data: unknown, file: string): Scenario {
  const result = ScenarioSchema.safeParse(data)
  if (result.success) return result.data
  const lines = result.error.issues.slice(0, 20).map((issue) => {
    const path = issuePath(issue.path)
    const message = issue.code === 'unrecognized_keys' ? `unknown key ${issue.keys.map((key) => `'${key}'`).join(', ')}` : issue.message
    return `${file}: ${path ? `${path}: ` : ''}${message}`
  })
  throw new ConfigurationError(lines.join('\n'))
}

/** Reads a scenario file: JSON for .json (or content starting with `{`), YAML otherwise. */
export async function loadScenario(path: string): Promise<Scenario> {
  const file = basename(path)
  const data = await readDataFile(path, 'scenario')
  return parseScenario(data, file)
}

const PLACEHOLDER = /\{(workdir|home|canary:[A-Za-z0-9_.-]+)\}/g

/**
 * Fills {workdir}, {home} and {canary:NAME} in every string of the steps. `canaries` are the planted
 * ones by id (`~/.aws/credentials`, `env:GITHUB_TOKEN`): NAME picks the first whose id contains it.
 */
export function resolveSteps(scenario: Scenario, values: { workdir: string; home: string; canaries: { id: string; value: string }[] }): ResolvedStep[] {
  const fill = (text: string): string =>
    text.replace(PLACEHOLDER, (_, key: string) => {
      if (key === 'workdir') return values.workdir
      if (key === 'home') return values.home
      const name = key.slice('canary:'.length).toLowerCase()
      const canary = values.canaries.find((candidate) => candidate.id.toLowerCase().includes(name))
      if (!canary)
        throw new ConfigurationError(
          `scenario: no canary matches {${key}} (planted: ${[...new Set(values.canaries.map((c) => c.id))].slice(0, 12).join(', ')})`
        )
      return canary.value
    })
  const deep = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return fill(value)
    if (depth > 20) return value
    if (Array.isArray(value)) return value.map((entry) => deep(entry, depth + 1))
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, deep(entry, depth + 1)]))
    return value
  }
  return scenario.steps.map((step) => {
    const kind: StepKind = step.tool !== undefined ? 'tool' : step.resource !== undefined ? 'resource' : 'prompt'
    const target = fill((step.tool ?? step.resource ?? step.prompt) as string)
    return {
      name: step.name,
      kind,
      target,
      ...(step.arguments ? { arguments: deep(step.arguments, 0) as Record<string, unknown> } : {}),
      ...(step.expect ? { expect: step.expect } : {})
    }
  })
}

/** Names the scenario step on every finding attributed to a call a step made. */
export function nameSteps(findings: Finding[], calls: CallRecord[]): void {
  for (const finding of findings) {
    if (finding.phase.kind !== 'call') continue
    const step = calls[finding.phase.call.id]?.step
    if (step === undefined) continue
    finding.phase.call.step = step
    finding.message = `${finding.message} (scenario step "${step}")`
  }
}
