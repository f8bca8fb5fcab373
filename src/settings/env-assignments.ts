import { ConfigurationError } from '../errors.js'

// The variables a user passes to the server, from the CLI's repeated --env and the action's multi-line
// `env` input, parsed by one function with one behaviour: KEY=VALUE, whitespace around the name and the
// value ignored, the value is everything after the first '=' (may be empty or contain '='), and a name
// given twice is an error naming it (a silent "last wins" hides a typo in a long list).
// Entries may hold secrets: messages name the variable, never its value.

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/
const UPPER_ENV_NAME = /^[A-Z_][A-Z0-9_]*$/

export interface EnvEntry {
  /** where the entry was given, for messages: `#2`, `line 3` */
  position: string
  text: string
}

/** `source` names the flag or input in messages (`--env`, `env`). Blank entries are skipped. */
export function parseEnvAssignments(source: string, entries: readonly EnvEntry[]): Record<string, string> {
  const env: Record<string, string> = {}
  const positionOf = new Map<string, string>()
  for (const { position, text } of entries) {
    const entry = text.trim()
    if (entry === '') continue
    const equals = entry.indexOf('=')
    if (equals === -1) {
      // Without '=' the entry may be a pasted secret (tokens are mixed case): quote it only when it looks
      // like an upper-case variable name.
      const quoted = UPPER_ENV_NAME.test(entry) && entry.length <= 64 ? ` (${JSON.stringify(entry)})` : ''
      throw new ConfigurationError(`${source}: ${position}${quoted} is not KEY=VALUE: no '='`)
    }
    const name = entry.slice(0, equals).trimEnd()
    if (!ENV_NAME.test(name)) {
      throw new ConfigurationError(
        `${source}: ${position} is not KEY=VALUE: the name ${JSON.stringify(shorten(name))} must be letters, digits and _, not starting with a digit`
      )
    }
    const value = entry.slice(equals + 1).trimStart()
    if (value.includes('\0')) throw new ConfigurationError(`${source}: ${position} (${name}=…): the value contains a NUL character`)
    const previous = positionOf.get(name)
    if (previous !== undefined) throw new ConfigurationError(`${source}: ${name} is set twice (${previous} and ${position})`)
    positionOf.set(name, position)
    env[name] = value
  }
  return env
}

/** The CLI's repeated `--env KEY=VALUE`. */
export function envFromFlags(values: readonly string[]): Record<string, string> {
  return parseEnvAssignments(
    '--env',
    values.map((text, index) => ({ position: `#${index + 1}`, text }))
  )
}

/** The action's `env` input: one KEY=VALUE per line; blank lines and `#` comments are skipped. */
export function envFromLines(text: string): Record<string, string> {
  const entries = text
    .split(/\r?\n/)
    .map((line, index) => ({ position: `line ${index + 1}`, text: line }))
    .filter((entry) => !entry.text.trim().startsWith('#'))
  return parseEnvAssignments('env', entries)
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}
