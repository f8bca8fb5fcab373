// Progress and diagnostics go through a Logger handed in by the front end: the CLI writes to stderr
// (stdout is reserved for --json), the action writes through @actions/core after neutralizing
// workflow commands, tests record. Engine code never writes to the console directly.
export interface Logger {
  debug(message: string): void
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined
}
