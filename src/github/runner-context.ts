// The runner's environment variables the action reads, in one place.
export interface RunnerContext {
  eventName: string | undefined
  repository: string | undefined
  runId: string
  runAttempt: string
  serverUrl: string
  /** the workflow file relative to the repository root (from GITHUB_WORKFLOW_REF), when known */
  workflowPath: string | null
}

export function readRunnerContext(env: Record<string, string | undefined>): RunnerContext {
  const workflowRef = env['GITHUB_WORKFLOW_REF'] ?? ''
  // owner/repo/.github/workflows/ci.yml@refs/heads/main
  const workflowPath = /^[^/]+\/[^/]+\/(.+?)@/.exec(workflowRef)?.[1] ?? null
  return {
    eventName: env['GITHUB_EVENT_NAME'],
    repository: env['GITHUB_REPOSITORY'],
    runId: env['GITHUB_RUN_ID'] || 'local',
    runAttempt: env['GITHUB_RUN_ATTEMPT'] || '1',
    serverUrl: (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, ''),
    workflowPath
  }
}

export function runUrl(context: RunnerContext): string | null {
  if (context.repository === undefined || context.runId === 'local') return null
  return `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}`
}
