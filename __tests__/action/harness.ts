import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'
import { fakeRuntimeToken, type ActionsDouble } from '../helpers/actions-double.js'

// Runs `node dist/index.js` the way the runner does: a child process in the workspace, inputs as
// INPUT_* variables (action.yml defaults filled in, as the runner does), the file commands pre-created,
// a pull_request event, and the results service and REST API pointing at the loopback double. It then
// reads back what the runner would: outputs, summary, and the workflow commands on stdout AND stderr.

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const TEST_GITHUB_TOKEN = 'ghs_harnessToken0123456789'

export interface WorkflowCommand {
  name: string
  properties: Record<string, string>
  message: string
  stream: 'stdout' | 'stderr'
  line: string
}

export interface ActionRun {
  exitCode: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  commands: WorkflowCommand[]
  annotations: WorkflowCommand[]
  /** workflow commands the action has no business printing: any of these is an injection */
  unexpectedCommands: string[]
}

export interface RunOptions {
  double: ActionsDouble
  /** `with:` values; everything else comes from action.yml defaults */
  inputs: Record<string, string>
  /** keep the same directory across runs of one test: cache versions depend on the cached path */
  runnerTemp: string
  eventName?: string
  pullRequestNumber?: number
  /** values the action may legitimately mask (e.g. a dashboard token) */
  allowedMasks?: string[]
  timeoutMs?: number
  /** more of the runner's environment (e.g. npm_config_registry for a launch spec) */
  env?: Record<string, string>
  /** action.yml's own passes and attack stage, as a workflow gets them (otherwise: one traced pass, no attack stage) */
  fullExercise?: boolean
}

/**
 * What the tests run unless they ask for the full exercise, as runCli does for the CLI: one traced pass and
 * no attack stage, each of which has its own tests; an input a test gives still wins.
 */
const TEST_EXERCISE: Record<string, string> = { passes: 'traced', attack: 'false' }

let runCounter = 0

/** action.yml's input defaults, with the one expression the runner would evaluate. */
export function actionDefaults(): Record<string, string> {
  const action = parseYaml(readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> }
  const defaults: Record<string, string> = {}
  for (const [name, input] of Object.entries(action.inputs)) {
    const value = String(input.default ?? '')
    if (value.includes('${{')) {
      if (value !== '${{ github.token }}') throw new Error(`harness cannot evaluate the default of ${name}: ${value}`)
      defaults[name] = TEST_GITHUB_TOKEN
    } else {
      defaults[name] = value
    }
  }
  return defaults
}

function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

function unescapeData(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

function unescapeProperty(text: string): string {
  return text.replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

/** Every workflow command the runner would act on, following ::stop-commands:: like the runner does. */
export function parseWorkflowCommands(text: string, stream: 'stdout' | 'stderr'): { commands: WorkflowCommand[]; legacy: string[] } {
  const commands: WorkflowCommand[] = []
  const legacy: string[] = []
  let stopToken: string | null = null
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trimStart()
    if (stopToken !== null) {
      if (line === `::${stopToken}::`) stopToken = null
      continue
    }
    const match = /^::([A-Za-z][\w-]*)(?: ([^:]*))?::(.*)$/.exec(line)
    if (match !== null) {
      const properties: Record<string, string> = {}
      for (const pair of (match[2] ?? '').split(',')) {
        const equals = pair.indexOf('=')
        if (equals > 0) properties[pair.slice(0, equals).trim()] = unescapeProperty(pair.slice(equals + 1))
      }
      const command = { name: match[1] ?? '', properties, message: unescapeData(match[3] ?? ''), stream, line: rawLine }
      commands.push(command)
      if (command.name === 'stop-commands') stopToken = command.message
      continue
    }
    if (rawLine.includes('##[')) legacy.push(rawLine)
  }
  return { commands, legacy }
}

/** Reads a GITHUB_OUTPUT file: `name<<delimiter` blocks and plain `name=value` lines. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? ''
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc !== null) {
      const [, name = '', delimiter = ''] = heredoc
      const end = lines.indexOf(delimiter, index + 1)
      if (end < 0) throw new Error(`output ${name}: no closing delimiter`)
      outputs[name] = lines.slice(index + 1, end).join('\n')
      index = end
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return outputs
}

const EXPECTED_COMMANDS = new Set(['debug', 'error', 'warning', 'notice', 'group', 'endgroup', 'add-mask'])

export async function runAction(options: RunOptions): Promise<ActionRun> {
  runCounter += 1
  const runId = String(900_000 + runCounter * 10 + Math.floor(Math.random() * 10))
  // A fresh runner: nothing of an earlier run survives on disk except what the cache brings back.
  rmSync(options.runnerTemp, { recursive: true, force: true })
  mkdirSync(options.runnerTemp, { recursive: true })
  const files = path.join(path.dirname(options.runnerTemp), `runner-files-${runId}`)
  rmSync(files, { recursive: true, force: true })
  mkdirSync(path.join(files, 'home'), { recursive: true })
  const fileCommands = ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY', 'GITHUB_STATE', 'GITHUB_ENV', 'GITHUB_PATH'] as const
  const filePaths = Object.fromEntries(fileCommands.map((name) => [name, path.join(files, name.toLowerCase())])) as Record<
    (typeof fileCommands)[number],
    string
  >
  for (const file of Object.values(filePaths)) writeFileSync(file, '')
  const eventName = options.eventName ?? 'pull_request'
  const eventPath = path.join(files, 'event.json')
  writeFileSync(
    eventPath,
    JSON.stringify({
      action: 'synchronize',
      number: options.pullRequestNumber ?? 7,
      pull_request: { number: options.pullRequestNumber ?? 7, head: { ref: 'feature', sha: 'f'.repeat(40) }, base: { ref: 'main' } },
      repository: { name: 'notes', owner: { login: 'octo' }, full_name: 'octo/notes' }
    })
  )

  const inputs = { ...actionDefaults(), ...(options.fullExercise ? {} : TEST_EXERCISE), ...options.inputs }
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: path.join(files, 'home'),
    ...Object.fromEntries(Object.entries(inputs).map(([name, value]) => [inputVariable(name), value])),
    ...filePaths,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_EVENT_NAME: eventName,
    GITHUB_REPOSITORY: 'octo/notes',
    GITHUB_REPOSITORY_OWNER: 'octo',
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RUN_NUMBER: String(runCounter),
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_REF: `refs/pull/${options.pullRequestNumber ?? 7}/merge`,
    GITHUB_HEAD_REF: 'feature',
    GITHUB_BASE_REF: 'main',
    GITHUB_JOB: 'audit',
    GITHUB_ACTOR: 'octocat',
    GITHUB_WORKFLOW: 'mcp audit',
    GITHUB_WORKFLOW_REF: 'octo/notes/.github/workflows/audit.yml@refs/pull/7/merge',
    GITHUB_ACTION: 'mcp-behave',
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: REPO_ROOT,
    RUNNER_TEMP: options.runnerTemp,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    GITHUB_API_URL: options.double.url,
    ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken('Actions.Results:1:1'),
    ACTIONS_RESULTS_URL: `${options.double.url}/`,
    ACTIONS_CACHE_SERVICE_V2: 'true',
    ...options.env
  }

  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'dist', 'index.js')], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const stdout: Buffer[] = []
  const stderr: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk))
  let timer: NodeJS.Timeout | undefined
  try {
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the action did not finish within ${options.timeoutMs ?? 120_000} ms`)), options.timeoutMs ?? 120_000)
      child.on('error', reject)
      child.on('close', (code) => resolve(code))
    })
    const out = Buffer.concat(stdout).toString('utf8')
    const err = Buffer.concat(stderr).toString('utf8')
    const parsedOut = parseWorkflowCommands(out, 'stdout')
    const parsedErr = parseWorkflowCommands(err, 'stderr')
    const commands = [...parsedOut.commands, ...parsedErr.commands]
    const allowedMasks = new Set(['test', ...(options.allowedMasks ?? [])])
    const unexpectedCommands = [
      ...parsedOut.legacy,
      ...parsedErr.legacy,
      ...commands
        .filter((command) => !EXPECTED_COMMANDS.has(command.name) || (command.name === 'add-mask' && !allowedMasks.has(command.message)))
        .map((command) => command.line)
    ]
    return {
      exitCode,
      stdout: out,
      stderr: err,
      outputs: parseOutputFile(readFileSync(filePaths.GITHUB_OUTPUT, 'utf8')),
      summary: readFileSync(filePaths.GITHUB_STEP_SUMMARY, 'utf8'),
      commands,
      annotations: commands.filter((command) => ['error', 'warning', 'notice'].includes(command.name)),
      unexpectedCommands
    }
  } finally {
    clearTimeout(timer)
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) child.kill('SIGKILL')
    rmSync(files, { recursive: true, force: true })
  }
}

/** The annotation the harness would show for a run that could not build its network sandbox. */
export function sandboxUnavailable(run: ActionRun): string | null {
  const failure = run.annotations.find((annotation) => annotation.name === 'error' && annotation.message.startsWith('sandbox setup failed'))
  return run.exitCode === 2 && failure !== undefined ? failure.message : null
}
