import { ConfigurationError } from '../errors.js'
import { parseCliArgs, takeSubcommandFlag } from '../settings/cli-args.js'

const USAGE = 'mcp-behave baseline --update --baseline FILE [options] [--] <server command...>'

/**
 * `baseline --update --baseline FILE …` is an audit that accepts its behaviour into FILE. `--update`
 * is read where the auditor's flags are, so a server's own `--update` stays in its command.
 */
export function baselineUpdateArgs(argv: readonly string[]): string[] {
  const { present, rest } = takeSubcommandFlag(argv, 'update')
  if (!present) throw new ConfigurationError(`baseline: --update is required (${USAGE})`)
  if (parseCliArgs(rest).options.baseline === undefined) throw new ConfigurationError('baseline --update: --baseline FILE is required')
  return ['--accept-baseline', ...rest]
}
