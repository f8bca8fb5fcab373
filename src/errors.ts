// Two kinds of failure reach a user, with different exit codes and no stack trace:
// a mistake in what they asked for (exit 1, one line saying how to fix it), and a tracer or sandbox
// that could not be set up on this machine (exit 2, with a hint). Anything else is a bug (exit 1).
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError'
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
