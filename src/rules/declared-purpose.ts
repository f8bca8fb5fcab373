// What a tool declares it is for, where that makes a behaviour its purpose rather than a contradiction:
// running commands and managing processes. One table, read from the tool's name, its title annotation
// and the first sentence of its description (declaredText in declared-scope.ts).

import type { CallRecord, Manifest } from '../model/index.js'
import { declaredText } from './declared-scope.js'

export type DeclaredPurpose = 'runs-commands' | 'manages-processes' | 'terminates-processes'

/** The words a name splits into: `start_process`, `runCommand`, `kill-process` → start process, run command, kill process. */
const words = (name: string): string =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .toLowerCase()

const RUN_VERB =
  '(?:run|runs|running(?!\\s+(?:process|processes|terminal|session)\\b)|execute|executes|executing|exec|start|starts|starting|spawn|spawns|spawning|launch|launches|launching|invoke|invokes)'
const COMMAND_NOUN = '(?:commands?|cmds?|shell|shells|terminal|terminals|scripts?|programs?|process|processes|subprocess|subprocesses)'
const KILL_VERB = '(?:kill|kills|killing|terminate|terminates|terminating|signal|signals|stop|stops|stopping)'
const PROCESS_NOUN = '(?:process|processes|pid|pids|terminal session|terminal sessions|session|sessions)'
const FEW_WORDS = '(?:\\s+[\\w-]+){0,3}?\\s+'

/** Runs commands: `run_command`, `execute_command`, `start_process`, "Executes a shell command", "Start a terminal process". */
const RUNS = new RegExp(`\\b${RUN_VERB}(?:${FEW_WORDS}|\\s+)${COMMAND_NOUN}\\b|^(?:shell|bash|terminal|exec|cmd)$`)
/** Lists or inspects processes: `list_processes`, "List all running processes". */
const MANAGES = new RegExp(
  `\\b(?:list|lists|listing|show|shows|get|gets|ps)(?:${FEW_WORDS}|\\s+)(?:running\\s+)?(?:processes|process list)\\b|\\bprocess (?:list|manager|management)\\b`
)
/** Ends processes: `kill_process`, `force_terminate` titled "Force Terminate Process", "Terminate a running process by PID". */
const TERMINATES = new RegExp(`\\b${KILL_VERB}(?:${FEW_WORDS}|\\s+)${PROCESS_NOUN}\\b|^(?:force )?(?:kill|terminate)(?: \\w+)?$`)

const PURPOSE_PATTERNS: [DeclaredPurpose, RegExp][] = [
  ['runs-commands', RUNS],
  ['manages-processes', MANAGES],
  ['terminates-processes', TERMINATES]
]

const purposeTexts = (tool: Manifest['tools'][number]): string[] => [words(tool.name), ...declaredText(tool).map((text) => text.toLowerCase())]

/** The purposes the tool declares (none for a tool that says nothing of the kind). */
export function declaredPurposes(tool: Manifest['tools'][number]): Set<DeclaredPurpose> {
  const texts = purposeTexts(tool)
  return new Set(PURPOSE_PATTERNS.filter(([, pattern]) => texts.some((text) => pattern.test(text))).map(([purpose]) => purpose))
}

/** A shell from this tool is what it declares: it runs commands or manages processes. */
export function declaresCommands(tool: Manifest['tools'][number] | undefined): boolean {
  if (!tool) return false
  const purposes = declaredPurposes(tool)
  return purposes.has('runs-commands') || purposes.has('manages-processes')
}

/** A word TERMINATES needs (the texts are lower case): without one, the pattern is not compiled and tried. */
const TERMINATE_WORD = /kill|terminat|signal|stop/

/**
 * A call to this tool may end a process, the server's own included. Every audit asks this of its last
 * call's tool, and V8 compiles a pattern on its first use (about a millisecond for these): only the
 * one pattern is tried, and only on a text with one of its verbs.
 */
export function declaresTermination(tool: Manifest['tools'][number] | undefined): boolean {
  return tool !== undefined && purposeTexts(tool).some((text) => TERMINATE_WORD.test(text) && TERMINATES.test(text))
}

/**
 * `sh -c '<program> --version'`: a shell that can do nothing but ask one program for its version (what
 * desktop-commander runs before every call to learn which python is there). The program is one plain
 * word, the flag one of the usual spellings, nothing else in the string.
 */
const VERSION_PROBE = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63} (?:--version|-version|-V|version)$/

export function isVersionProbe(argv: readonly string[]): boolean {
  const command = argv[2] ?? ''
  return argv[1] === '-c' && (argv.length === 3 || (argv.length === 4 && argv[3] === command)) && VERSION_PROBE.test(command)
}

/**
 * `sh -c 'xdg-open "https://…"'`: a shell that can do nothing but hand one URL to the desktop's opener
 * (a feedback tool opening a form). Reported for what it opens (the URL is in the finding, and canaries
 * in argv are exfiltration either way), not as a shell. No quote, `$`, backquote or backslash in the URL.
 */
const URL_OPENER = /^(?:xdg-open|open|wslview|sensible-browser|x-www-browser) "https?:\/\/[^"$`\\\s]+"$/

export function isUrlOpener(argv: readonly string[]): boolean {
  const command = argv[2] ?? ''
  return argv[1] === '-c' && (argv.length === 3 || (argv.length === 4 && argv[3] === command)) && URL_OPENER.test(command)
}

/**
 * The call that likely told the server to exit, when the session ended early: the last call, or the one
 * before it when the last one only met the closed connection, to a tool that declares ending processes
 * (kill_process, force_terminate). Null when the exit follows no such call: then it exited on its own.
 */
export function exitRequestedBy(calls: readonly CallRecord[], manifest: Manifest): CallRecord | null {
  const last = calls.at(-1)
  if (!last) return null
  const answered = (call: CallRecord): boolean => call.outcome === 'ok' || call.outcome === 'error-result'
  const candidates = answered(last) ? [last] : [last, calls.at(-2)]
  for (const call of candidates) {
    if (call === undefined || call.kind !== 'tool') continue
    if (declaresTermination(manifest.tools.find((tool) => tool.name === call.name))) return call
  }
  return null
}
