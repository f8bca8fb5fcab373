// What a tool or the whole server declares it does with what it is given, where that makes an attack's
// success its purpose rather than a finding (issue 42): a tool that runs the command or code it is given
// (desktop-commander's start_process, a run_command tool, playwright's run_code) is not injectable for
// running it, nor a tool that sends input to a terminal; a server that runs any command it is given
// reaches every file by purpose, so its path values reaching outside the workspace show nothing more.

import type { AttackClass, AttackRole, Manifest } from '../model/index.js'
import { declaredText } from './declared-scope.js'
import { declaredPurposes, declaresCommands } from './declared-purpose.js'

type Tool = Manifest['tools'][number]

/** Runs code it is given in a language named, or sends input to a terminal or REPL. */
const RUNS_CODE =
  /\b(?:run|runs|execute|executes|evaluate|evaluates|eval)(?:\s+[\w-]+){0,3}?\s+(?:javascript|js|python|typescript|code|scripts?|snippets?)\b|\b(?:send|sends|write|writes)(?:\s+[\w-]+){0,2}?\s+input\s+to\b/

export function declaresRunningCode(tool: Tool): boolean {
  const words = tool.name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .toLowerCase()
  return [words, ...declaredText(tool).map((text) => text.toLowerCase())].some((text) => RUNS_CODE.test(text))
}

/** The parameter that carries a command's own arguments (`args[]`, `flags.namespace`, `options.args`). */
const ARGUMENTS = /^(?:args|arguments|argv|flags|options|params|parameters)$/i
const carriesArguments = (parameter: string): boolean => parameter.split('.').some((key) => ARGUMENTS.test(key.replace(/\[\]$/, '')))

/**
 * The value is what the tool runs: a command or code parameter of a tool that declares running commands
 * or code, any string of one that sends input to a terminal, and an option in the arguments parameter of
 * one that runs a command with the arguments it is given (kubectl_generic's args and flags). Another
 * parameter of such a tool — the pod's name beside exec_in_pod's command — reaching a program's options
 * is no part of its purpose.
 */
export function runsWhatItIsGiven(tool: Tool | undefined, parameter: string, roles: readonly AttackRole[], attackClass: AttackClass): boolean {
  if (!tool) return false
  const channel = roles.includes('command') || roles.includes('code')
  if (declaresRunningCode(tool)) return channel || /\binput\s+to\b/.test(declaredText(tool).join(' ').toLowerCase())
  return declaresCommands(tool) && (channel || (attackClass === 'argv' && carriesArguments(parameter)))
}

/** The server's tool that runs any command it is given, if one does. */
export function commandRunner(manifest: Manifest): string | null {
  return manifest.tools.find((tool) => declaredPurposes(tool).has('runs-commands'))?.name ?? null
}

/** A tool that declares it only reads: annotated so, or described as read-only. */
export function declaresReadOnly(tool: Tool | undefined): boolean {
  if (!tool) return false
  return tool.annotations?.readOnlyHint === true || /\bread[- ]only\b/i.test(declaredText(tool).join(' '))
}
