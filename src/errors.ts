// Every failure that reaches a user falls in one of five kinds, and each front end (the CLI, the action,
// `push`, a fleet's servers) reports it through describeFailure and exits with EXIT_CODES, so one exit code
// means one thing everywhere:
//   user      — a mistake in what they asked for (bad flag or input, unreadable file, missing URL or
//               token): exit 1, one line saying how to fix it;
//   sandbox   — the tracer or sandbox could not be set up on this machine: exit 2, with a hint;
//   server    — the audited server would not start or misbehaved at the protocol level: exit 1, with the
//               last lines it wrote on stderr (untrusted; the caller neutralizes them for its sink);
//   dashboard — `push` only: the dashboard could not be reached or its answer not read: exit 1, one line;
//   internal  — anything else, a bug: exit 1, "unexpected error: …", the stack only at debug level.
// A completed audit exits 0 (pass) or 3 (findings at or above fail-on); an interrupted one 130. Only this
// file writes an exit code as a number (a test keeps it so).

export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError'
}

/** Bad entries in the client configs asked for (config-files/): each is one line of `lines`. */
export class ConfigFileError extends ConfigurationError {
  constructor(readonly lines: string[]) {
    super(lines.length === 1 ? lines[0] : `${lines.length} bad entries in the config (listed above)`)
  }
}

export class SandboxSetupError extends Error {
  override readonly name = 'SandboxSetupError'
  constructor(
    message: string,
    readonly hint?: string
  ) {
    super(message)
  }
}

/** The server misbehaved at the protocol level (never initialized, crashed, spoke non-JSON). */
export class ServerProtocolError extends Error {
  override readonly name = 'ServerProtocolError'
}

/** The server would not start: why, with what the process printed on stderr (untrusted; shown escaped). */
export class ProbeStartError extends ServerProtocolError {
  constructor(
    message: string,
    readonly stderrTail: string,
    readonly exitCode: number | null
  ) {
    super(message)
  }
}

/** `push`: the dashboard could not be reached, or its answer could not be read (a refusal is an answer). */
export class DashboardError extends Error {
  override readonly name = 'DashboardError'
}

export type FailureKind = 'user' | 'sandbox' | 'server' | 'dashboard' | 'internal'

export const EXIT_CODES = {
  pass: 0,
  user: 1,
  server: 1,
  internal: 1,
  /** a run that did not see the whole session (the tracer stopped early) */
  incomplete: 1,
  /** push: the dashboard refused the report or could not be reached */
  pushRefused: 1,
  sandbox: 2,
  findings: 3,
  interrupted: 130,
  /** the action's step, failed on findings: what core.setFailed sets (the runner tells only failed from passed) */
  stepFailed: 1
} as const

/**
 * The action's exit code for an audit's or a fleet's: findings fail the step with 1, as core.setFailed
 * does; every other code is the CLI's (2 a sandbox that could not be built, 130 interrupted, …).
 */
export function actionExitCode(exitCode: number): number {
  return exitCode === EXIT_CODES.findings ? EXIT_CODES.stepFailed : exitCode
}

export const SERVER_STDERR_LINES = 10

export interface Failure {
  kind: FailureKind
  exitCode: number
  /** one line; may quote untrusted text, so each sink neutralizes it */
  message: string
  hint?: string
  /** the last lines the server wrote on stderr before it failed to start (untrusted) */
  serverStderr: string[]
  /** for an internal error: the stack, shown at debug level only */
  stack?: string
}

export function describeFailure(error: unknown): Failure {
  if (error instanceof SandboxSetupError) {
    return { kind: 'sandbox', exitCode: EXIT_CODES.sandbox, message: error.message, ...(error.hint ? { hint: error.hint } : {}), serverStderr: [] }
  }
  if (error instanceof ConfigurationError) return { kind: 'user', exitCode: EXIT_CODES.user, message: error.message, serverStderr: [] }
  if (error instanceof DashboardError) return { kind: 'dashboard', exitCode: EXIT_CODES.pushRefused, message: error.message, serverStderr: [] }
  if (error instanceof ServerProtocolError) {
    const tail = error instanceof ProbeStartError ? error.stderrTail.trimEnd() : ''
    return {
      kind: 'server',
      exitCode: EXIT_CODES.server,
      message: error.message,
      serverStderr: tail.trim() === '' ? [] : tail.split('\n').slice(-SERVER_STDERR_LINES)
    }
  }
  const message = error instanceof Error ? error.message : String(error)
  return {
    kind: 'internal',
    exitCode: EXIT_CODES.internal,
    message: `unexpected error: ${message}`,
    serverStderr: [],
    ...(error instanceof Error && error.stack ? { stack: error.stack } : {})
  }
}

/**
 * The lines a terminal user reads after the failure's own message: the hint, then the server's stderr.
 * `neutralize` makes each line safe for the sink.
 */
export function failureDetails(failure: Failure, neutralize: (text: string) => string): string[] {
  return [...(failure.hint ? [`hint: ${neutralize(failure.hint)}`] : []), ...serverStderrLines(failure, neutralize)]
}

/** The server's last stderr lines, quoted so none of them can pass for the auditor's own output. */
export function serverStderrLines(failure: Failure, neutralize: (text: string) => string): string[] {
  if (failure.serverStderr.length === 0) return []
  return [`server stderr (last ${failure.serverStderr.length} lines):`, ...failure.serverStderr.map((line) => `  | ${neutralize(line)}`)]
}
