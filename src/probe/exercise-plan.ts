import { isAbsolute, normalize, posix } from 'node:path'
import type { Lesson } from './error-lessons.js'
import { hintKind, NO_SUCH_PID } from './synthesize/key-hints.js'
import type { CallRecord, DeclaredTool } from '../model/index.js'

// How an agent would drive a server's tools, as opposed to calling each with invented values:
// - order: tools that set things up (a working directory) first, then those that read or list, then
//   creators, then tools that change what exists, and destructive ones last;
// - path-like arguments point at what exists in the workspace (a file for `path`, a directory for
//   `directory`), a new name where something is created (`destination`, write_file's `path`), and a
//   file an earlier call created where something is moved or deleted;
// - an error answer teaches the next attempt (a field the validator names, "not found", "already
//   exists", "must be absolute": error-lessons.ts);
// - values earlier results returned (ids, names, hashes) feed later calls of the same key.
// Every value stays one we chose or one screened as harmless: workspace paths, never '..' or a path
// outside the workspace.

export interface Workspace {
  /** absolute path of the server's working directory (its MCP root) */
  root: string
  /** relative paths of files known to exist there */
  files: string[]
  /** relative paths of directories known to exist there ('.' is the root) */
  dirs: string[]
  /** the first line of some of those files, for edits that must name text the file holds */
  firstLines?: Record<string, string>
}

const enum Phase {
  Setup,
  Read,
  Create,
  Change,
  Destroy
}

const words = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

const SETUP = /^(set|use|select|open|connect|configure|chdir|cd)$/
const READ =
  /^(list|read|get|search|find|show|status|log|diff|describe|view|info|tree|stat|blame|fetch|query|head|cat|ls|count|check|validate|echo|print|lookup|inspect|explain|analyze|preview|reflog|wrapup|instructions|help|sample|annotated|structured|long|trigger|toggle|simulate|gzip|zip)$/
const CREATE = /^(write|create|make|mkdir|add|new|init|clone|commit|save|upload|generate|insert|put|copy|stash|tag|branch|worktree|append)$/
const CHANGE = /^(edit|update|move|rename|patch|replace|merge|checkout|rebase|cherry|pick|push|pull|switch|restore|modify|apply)$/
const DESTROY = /^(delete|remove|rm|drop|reset|clean|purge|destroy|clear|revert|prune|unlink|erase)$/

export function phaseOf(tool: DeclaredTool): Phase {
  const annotations = tool.annotations ?? {}
  const parts = words(tool.name)
  const verb = parts.find((word) => SETUP.test(word) || READ.test(word) || CREATE.test(word) || CHANGE.test(word) || DESTROY.test(word))
  if (verb !== undefined && SETUP.test(verb) && parts.some((word) => /^(dir|directory|cwd|root|workspace|path|working|repo|repository|project)$/.test(word)))
    return Phase.Setup
  // The verb says what a tool is for; annotations decide only where it says nothing (write_file is
  // destructive because it may overwrite, yet it is the creator later calls depend on).
  if (verb !== undefined && DESTROY.test(verb)) return Phase.Destroy
  if (verb !== undefined && CREATE.test(verb)) return Phase.Create
  if (verb !== undefined && CHANGE.test(verb)) return Phase.Change
  if (annotations.destructiveHint === true && annotations.readOnlyHint !== true) return Phase.Destroy
  return Phase.Read
}

const PHASES = ['setup', 'read', 'create', 'change', 'destroy'] as const
/** What a tool does to what its arguments name (by its verb, else its annotations): phaseOf by name. */
export const toolPhase = (tool: DeclaredTool): (typeof PHASES)[number] => PHASES[phaseOf(tool)]

/** The order tools are called in within a round: setup, read, create, change, destroy (stable). */
export function orderTools<T extends DeclaredTool>(tools: T[]): T[] {
  return tools
    .map((tool, index) => ({ tool, index, phase: phaseOf(tool) }))
    .sort((a, b) => a.phase - b.phase || a.index - b.index)
    .map((entry) => entry.tool)
}

type PathRole = 'file' | 'dir' | 'new-file' | 'new-dir' | 'disposable'

const NEW_KEY = /^(destination|dest|target|new|to|output|out)$/
const SOURCE_KEY = /^(source|src|from|old)$/

function pathRole(key: string, tool: DeclaredTool): PathRole | null {
  const keyWords = words(key)
  const kind = hintKind(key)
  const property = (tool.inputSchema?.properties as Record<string, { description?: unknown }> | undefined)?.[key]
  const description = typeof property?.description === 'string' ? property.description.toLowerCase().slice(0, 500) : ''
  const namesPath = kind === 'path' || kind === 'dir' || kind === 'filename'
  if (description !== '' && !/\b(file|path|directory|folder)/.test(description) && /\b(branch|commit|tag|ref|revision|url|remote|name)\b/.test(description))
    return null
  const describesDir = /(repositor|directory|folder|working dir)/.test(description) && !/\bfiles?\b/.test(description)
  const toolWords = words(tool.name)
  const phase = phaseOf(tool)
  const aboutDirs = toolWords.some((word) => /^(dir|dirs|directory|directories|folder|tree|ls|mkdir)$/.test(word)) || /dir/.test(tool.name.toLowerCase())
  if (keyWords.some((word) => NEW_KEY.test(word)) && (namesPath || keyWords.length === 1)) return describesDir ? 'new-dir' : 'new-file'
  if (!namesPath) return null
  if (kind === 'dir' || describesDir || (phase === Phase.Read && toolWords.some((word) => /^(search|find|grep|glob)$/.test(word)))) {
    return phase === Phase.Create && (aboutDirs || toolWords.includes('clone')) ? 'new-dir' : 'dir'
  }
  if (keyWords.some((word) => SOURCE_KEY.test(word))) return phase === Phase.Read ? 'file' : 'disposable'
  if (phase === Phase.Create) return aboutDirs ? 'new-dir' : toolWords.some((word) => /^(write|save|new|upload|create)$/.test(word)) ? 'new-file' : 'file'
  if (phase === Phase.Destroy || (phase === Phase.Change && toolWords.some((word) => /^(move|rename)$/.test(word)))) return 'disposable'
  if (phase === Phase.Setup) return 'dir'
  return aboutDirs ? 'dir' : 'file'
}

/** A key whose value is a git revision by its description (a commit, a branch), unless it is an enum. */
function revisionRole(key: string, tool: DeclaredTool): 'commit' | 'branch' | 'remote' | null {
  const property = (tool.inputSchema?.properties as Record<string, Record<string, unknown> | undefined> | undefined)?.[key]
  if (!property || Array.isArray(property.enum) || property.const !== undefined) return null
  const description = typeof property.description === 'string' ? property.description.toLowerCase().slice(0, 500) : ''
  if (/\b(file|path|directory|url|message|name of the (tag|remote))\b/.test(description) && !/\b(commit|revision|ref)\b/.test(description)) return null
  if (/^remote$/i.test(key)) return 'remote'
  if (/\bbranch(es)?\b/.test(description) || /^(branch|upstream|onto)$/i.test(key)) return 'branch'
  if (/\b(commit|commits|revision|sha|hash|ref|refs|commit-ish|tree-ish|object)\b/.test(description)) return 'commit'
  return null
}

const SAFE_VALUE = /^[A-Za-z0-9/][A-Za-z0-9._:@/+-]{0,99}$/

/** Values earlier results returned, by key name, screened: short plain tokens, no '..', no absolute paths outside the workspace. */
export class ResultMemory {
  private readonly values = new Map<string, string>()
  constructor(private readonly root: string | null) {}

  remember(response: unknown): void {
    let budget = 500
    const visit = (value: unknown, key: string | null, depth: number): void => {
      if (budget-- <= 0 || depth > 4) return
      if (typeof value === 'string' && key !== null) {
        if (this.screen(value) && !this.values.has(key.toLowerCase())) this.values.set(key.toLowerCase(), value)
        return
      }
      if (Array.isArray(value)) for (const entry of value.slice(0, 20)) visit(entry, key, depth + 1)
      else if (typeof value === 'object' && value !== null) for (const [name, entry] of Object.entries(value).slice(0, 50)) visit(entry, name, depth + 1)
    }
    const structured = (response as { structuredContent?: unknown } | null)?.structuredContent
    if (structured !== undefined) visit(structured, null, 0)
    const content = (response as { content?: unknown } | null)?.content
    if (Array.isArray(content)) {
      for (const part of content.slice(0, 5)) {
        const text = (part as { text?: unknown }).text
        if (typeof text !== 'string' || text.length > 200_000 || !/^\s*[[{]/.test(text)) continue
        try {
          visit(JSON.parse(text), null, 0)
        } catch {
          // not JSON
        }
      }
    }
  }

  private screen(value: string): boolean {
    if (!SAFE_VALUE.test(value) || value.includes('..') || /^[a-z]+:\/\//i.test(value)) return false
    if (value.startsWith('/')) return this.root !== null && normalize(value).startsWith(`${this.root}/`)
    return true
  }

  recall(key: string): string | undefined {
    const lower = key.toLowerCase()
    return this.values.get(lower) ?? (lower.endsWith('s') ? this.values.get(lower.slice(0, -1)) : undefined)
  }
}

// Keys whose value an earlier result is the best source for (an id, a hash, a name the server chose).
const RECALLED_KEY = /(^|_)(id|sha|hash|commit|ref|revision|branch|name|key|token|cursor|handle|uri|resource)$/i

export interface ToolState {
  /** calls made so far: the next one is iteration attempts + 1 */
  attempts: number
  ok: number
  /** failed attempts no retry could fix (timeouts, oversized answers, internal errors) */
  final: number
  lessons: Lesson[]
}

/**
 * The arguments of one attempt: the synthesized ones, with paths fitted to the workspace, fields the
 * validator asked for, and values earlier results returned.
 */
export function fitArguments(
  tool: DeclaredTool,
  synthesized: Record<string, unknown>,
  /** the call's variant (synthesize-args.ts variantOf), which also picks its workspace paths */
  variant: number,
  state: ToolState,
  workspace: Workspace | null,
  created: string[],
  memory: ResultMemory
): Record<string, unknown> {
  const args = { ...synthesized }
  const properties = (tool.inputSchema?.properties ?? {}) as Record<string, { type?: unknown } | undefined>
  const missing = state.lessons.some((lesson) => lesson.missing)
  const exists = state.lessons.some((lesson) => lesson.exists)
  const relative = state.lessons.some((lesson) => lesson.relative) && !state.lessons.some((lesson) => lesson.absolute)
  for (const lesson of state.lessons) {
    for (const field of lesson.mustBeTrue ?? []) if (properties[field]?.type === 'boolean') args[field] = true
    if (lesson.empty)
      for (const [field, property] of Object.entries(properties).slice(0, 100)) if (property?.type === 'boolean' && /empty/i.test(field)) args[field] = true
    for (const [field, expected] of lesson.fields ?? []) {
      if (!Object.hasOwn(properties, field) && expected === undefined) continue
      if (args[field] !== undefined && expected === undefined) continue
      args[field] =
        expected === 'number' || expected === 'integer'
          ? 1
          : expected === 'boolean'
            ? false
            : expected === 'array'
              ? []
              : expected === 'object'
                ? {}
                : 'hello world'
    }
  }
  const nth = variant
  // New names differ per tool, so one tool's destination is never another's source.
  const stem = tool.name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, 40)
    .toLowerCase()
  let chosenFile: string | undefined
  const place = (rel: string): string => (workspace === null || relative ? rel : rel === '.' ? workspace.root : posix.join(workspace.root, rel))
  for (const key of Object.keys(args).slice(0, 100)) {
    const value = args[key]
    if (workspace !== null) {
      let role = pathRole(key, tool)
      if (role !== null) {
        if (missing && (role === 'new-file' || role === 'disposable')) role = 'file'
        if (exists && role === 'file') role = 'new-file'
        if (exists && role === 'dir') role = 'new-dir'
        const pick = (index: number): string => {
          switch (role) {
            case 'dir':
              return place(workspace.dirs[index % workspace.dirs.length] ?? '.')
            case 'new-dir':
              return place(`${stem}-folder-${nth}-${index}`)
            case 'new-file':
              return place(`${stem}-${nth}-${index}.md`)
            case 'disposable':
              return place(created.shift() ?? `${stem}-${nth}-${index}.md`)
            default: {
              const file = workspace.files[(nth + index) % workspace.files.length] ?? 'README.md'
              chosenFile ??= file
              return place(file)
            }
          }
        }
        if (typeof value === 'string') args[key] = pick(0)
        else if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) args[key] = [pick(0), pick(1)]
        continue
      }
    }
    const revision = revisionRole(key, tool)
    if (revision !== null && (typeof value === 'string' || Array.isArray(value))) {
      const recalled = memory.recall(key) ?? (revision === 'commit' ? memory.recall('hash') : undefined)
      // The seeded repository has main, a `feature` branch one commit ahead, and `origin` (itself).
      const candidates =
        revision === 'remote'
          ? ['origin']
          : revision === 'branch'
            ? ['main', 'feature']
            : ['feature', recalled, 'HEAD', 'HEAD~1'].filter((entry) => entry !== undefined)
      const chosen = candidates[nth % candidates.length] as string
      args[key] = typeof value === 'string' ? chosen : [chosen]
      continue
    }
    if (typeof value === 'string' && workspace !== null && hintKind(key) === 'url' && words(tool.name).includes('clone')) {
      // A repository to clone: the workspace's own, the one repository we know is there.
      args[key] = `file://${workspace.root}`
      continue
    }
    if (typeof value === 'string' && RECALLED_KEY.test(key)) {
      const recalled = memory.recall(key)
      if (recalled !== undefined) args[key] = recalled
    }
  }
  const firstLine = chosenFile !== undefined ? workspace?.firstLines?.[chosenFile] : undefined
  if (firstLine !== undefined) replaceOldText(args, firstLine, 0)
  aimAwayFromServer(tool, args)
  return args
}

/** What a tool that ends processes gets for a process name or pattern. */
export const NO_SUCH_PROCESS_NAME = 'mcp-behave-no-such-process'
const NOT_A_PROCESS = /(signal|sig|timeout|delay|wait|ms|seconds|grace|force|count|limit|code)$/i
const ENDS_PROCESSES = /^(kill|killall|pkill|terminate|signal|sigterm|sigkill)$/
const ENDS_SERVER = /^(exit|shutdown|quit|halt|restart|reboot|abort)$/

/** A tool whose name says it ends processes (kill_process, force_terminate, send_signal). */
export function endsProcesses(toolName: string): boolean {
  return words(toolName).some((word) => ENDS_PROCESSES.test(word))
}

/** A tool that ends processes, or one whose name says it stops the server (shutdown, exit, restart). */
export function mayEndServer(toolName: string): boolean {
  return endsProcesses(toolName) || words(toolName).some((word) => ENDS_SERVER.test(word))
}

/**
 * Whatever was synthesized, recalled from an earlier result or learnt from an error, a process id
 * (a key named pid, processId…, or any number of a tool that ends processes) is NO_SUCH_PID, a pid no
 * process can have: the exerciser never aims a kill at the server, its parents or the sandbox init.
 */
function aimAwayFromServer(tool: DeclaredTool, args: Record<string, unknown>): void {
  const killer = endsProcesses(tool.name)
  const aim = (value: unknown, pidKey: boolean): unknown => {
    if (typeof value === 'number') return NO_SUCH_PID
    if (typeof value === 'string' && (pidKey || /^\s*-?\d+\s*$/.test(value))) return String(NO_SUCH_PID)
    // a process named by name or pattern (killall, pkill): one no process has, never a recalled `node`
    if (typeof value === 'string') return NO_SUCH_PROCESS_NAME
    if (Array.isArray(value)) return value.slice(0, 20).map((entry) => aim(entry, pidKey))
    return value
  }
  for (const key of Object.keys(args).slice(0, 100)) {
    const pidKey = hintKind(key) === 'pid'
    // of a tool that ends processes, every number but its signal, timeout or count says which process
    if (pidKey || (killer && !NOT_A_PROCESS.test(key))) args[key] = aim(args[key], pidKey)
  }
}

// An edit names text the file holds: `oldText`, `search`, `find`, at any depth up to 3.
const OLD_TEXT_KEY = /^(old|search|find|original|from|match)/i

function replaceOldText(value: unknown, line: string, depth: number): void {
  if (depth > 3 || typeof value !== 'object' || value === null) return
  if (Array.isArray(value)) {
    for (const entry of value.slice(0, 20)) replaceOldText(entry, line, depth + 1)
    return
  }
  const record = value as Record<string, unknown>
  for (const key of Object.keys(record).slice(0, 100)) {
    if (typeof record[key] === 'string' && OLD_TEXT_KEY.test(key) && depth > 0) record[key] = line
    else replaceOldText(record[key], line, depth + 1)
  }
}

/** The workspace paths a successful call created (for later move/delete calls), relative to the root. */
export function createdPaths(tool: DeclaredTool, args: Record<string, unknown>, workspace: Workspace | null): string[] {
  if (workspace === null) return []
  const out: string[] = []
  for (const [key, value] of Object.entries(args)) {
    const role = pathRole(key, tool)
    if ((role !== 'new-file' && role !== 'new-dir') || typeof value !== 'string') continue
    const rel = isAbsolute(value) ? posix.relative(workspace.root, value) : value
    if (!rel.startsWith('..') && role === 'new-file') out.push(rel)
  }
  return out
}

/**
 * Why the session ended early. When the last call was one that ends processes or the server (kill_process,
 * force_terminate, shutdown), the server did what it was told (its pid arguments pointed at no process:
 * aimAwayFromServer), and the gap says so.
 */
export function endedWhy(calls: readonly CallRecord[]): string {
  const last = calls[calls.length - 1]
  if (last?.kind === 'tool' && mayEndServer(last.name))
    return `the server exited after ${calls.length} call(s), right after a call to ${last.name}, a tool that ends processes; the calls after it were not made`
  return `the server exited on its own after ${calls.length} call(s), before the audit was done`
}
