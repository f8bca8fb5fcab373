import { createReadStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { z } from 'zod'
import { serversFromConfigs } from '../config-files/read-config.js'
import { runAudit, type AuditOutcome, type AuditRuntime } from '../engine/run-audit.js'
import { ConfigurationError } from '../errors.js'
import { prepareLaunch, type LaunchOptions } from '../launch/prepare-launch.js'
import { PinStore } from '../manifest/pin-store.js'
import { FindingSchema } from '../model/index.js'
import type { Canary } from '../profile/canary-match.js'
import type { Report } from '../report/schema.js'
import { splitCommand } from '../settings/action-inputs.js'
import { cliSettings, parseCliArgs } from '../settings/cli-args.js'
import { loadPolicy } from '../settings/policy.js'
import type { AuditSettings } from '../settings/settings.js'
import { MAX_LINES_PER_FINDING, shapeAudit, shapeManifest, shownFindings, type PinState } from './shape-result.js'
import type { AuditInput, AuditOutput, InspectInput, InspectOutput } from './tool-schemas.js'

// audit_server and inspect_manifest: a tool's input turned into the CLI's own flags (parsed and checked
// by settings/cli-args.ts, as on a command line), the server installed when it is a launch spec, then the
// engine's runAudit. Nothing here decides anything the CLI does not.

export interface ToolRuntime {
  /** the engine's runtime, without the per-call signal and stage callback */
  audit: Omit<AuditRuntime, 'signal' | 'onStage'>
  launch: Omit<LaunchOptions, 'installScripts'>
  homeTemplate: string
  /** the directory relative paths are resolved against (serve's own working directory) */
  cwd: string
}

export interface CallControl {
  signal: AbortSignal
  onStage: AuditRuntime['onStage']
}

export interface Target {
  command: string[]
  env: Record<string, string>
  cwd: string | undefined
  serverName: string | undefined
  configCanaries: Canary[]
}

/** The server the input names: a command (argv or a command line), or one entry of a client config. */
export async function targetOf(input: InspectInput, cwd: string): Promise<Target> {
  const given = [input.command !== undefined, input.config !== undefined].filter(Boolean).length
  if (given !== 1)
    throw new ConfigurationError('give either command (an argv array or a command line) or config (an MCP client config file), not both or neither')
  if (input.server !== undefined && input.config === undefined) throw new ConfigurationError('server picks an entry of a config; no config was given')
  if (input.command !== undefined) {
    const command = typeof input.command === 'string' ? splitCommand(input.command) : input.command
    if (command.length === 0) throw new ConfigurationError('command: empty')
    return { command, env: input.env ?? {}, cwd: input.cwd, serverName: input.serverName, configCanaries: [] }
  }
  const file = resolve(cwd, input.config as string)
  const servers = await serversFromConfigs([file], input.server !== undefined ? [input.server] : [])
  const [server] = servers
  if (servers.length !== 1 || server === undefined)
    throw new ConfigurationError(`${file} declares ${servers.length} servers (${servers.map((entry) => entry.name).join(', ')}): pick one with server`)
  if (server.launch.transport !== 'stdio')
    throw new ConfigurationError(`${server.origin}: an HTTP server; mcp-behave serve audits servers it starts over stdio`)
  const { launch } = server
  return {
    command: launch.command,
    // the entry's own variables, then the caller's over them (as the CLI's fleet does)
    env: { ...launch.env, ...input.env },
    cwd: input.cwd ?? launch.cwd ?? undefined,
    serverName: input.serverName ?? server.name,
    configCanaries: server.canaries
  }
}

/** The CLI's flags for a tool input: parsed and checked exactly as a command line would be. */
function cliFlags(input: AuditInput, target: Target, outDir: string): string[] {
  const flags: string[] = ['--out-dir', outDir]
  const add = (name: string, value: string | number | undefined) => {
    if (value !== undefined) flags.push(`--${name}`, String(value))
  }
  add('cwd', target.cwd)
  add('timeout', input.timeout)
  add('calls', input.calls)
  add('fail-on', input.failOn)
  add('network', input.network)
  add('fs', input.fs)
  add('min-coverage', input.minCoverage)
  add('policy', input.policy)
  add('scenario', input.scenario)
  add('state-dir', input.stateDir)
  add('server-name', target.serverName)
  for (const dir of input.workspaces ?? []) add('workspace', dir)
  // Off unless asked: an agent vetting a server wants the verdict quickly; the attacks add their calls.
  if (input.attack !== true) flags.push('--no-attack')
  for (const [key, value] of Object.entries(target.env)) add('env', `${key}=${value}`)
  return [...flags, '--', ...target.command]
}

async function baseSettings(input: AuditInput, outDir: string, runtime: ToolRuntime) {
  const target = await targetOf(input, runtime.cwd)
  const parsed = parseCliArgs(cliFlags(input, target, outDir))
  return { target, base: cliSettings(parsed, { cwd: runtime.cwd, env: runtime.launch.env, homeTemplate: runtime.homeTemplate }) }
}

async function settingsFor(input: AuditInput, outDir: string, runtime: ToolRuntime): Promise<AuditSettings> {
  const { target, base } = await baseSettings(input, outDir, runtime)
  const policy = base.policyPath ? await loadPolicy(base.policyPath) : null
  const settings = { ...base, policy, ...(target.configCanaries.length > 0 ? { configCanaries: target.configCanaries } : {}) }
  // The install phase (a launch spec): outside the trace, before anything of the audit starts.
  return prepareLaunch(settings, { ...runtime.launch, installScripts: false })
}

/** Installing takes no signal: a request cancelled meanwhile ends here, before the sandbox starts. */
function stopIfCancelled(control: CallControl): void {
  if (control.signal.aborted) throw new ConfigurationError('cancelled before the audit started')
}

async function audit(settings: AuditSettings, runtime: ToolRuntime, control: CallControl): Promise<AuditOutcome> {
  return runAudit(settings, { ...runtime.audit, signal: control.signal, ...(control.onStage ? { onStage: control.onStage } : {}) })
}

/** audit_server: the whole audit, its report shaped for the agent. */
export async function auditServer(input: AuditInput, runtime: ToolRuntime, control: CallControl): Promise<{ output: AuditOutput; report: Report }> {
  const made = input.outDir ? null : await mkdtemp(join(runtime.audit.host.tmpDir, 'mcp-behave-serve-'))
  const outDir = made ?? resolve(runtime.cwd, input.outDir as string)
  let settings: AuditSettings
  try {
    settings = await settingsFor(input, outDir, runtime)
    stopIfCancelled(control)
  } catch (error) {
    // input refused, or cancelled while installing: no empty out-dir is left behind
    if (made) await rm(made, { recursive: true, force: true })
    throw error
  }
  const { report, files } = await audit(settings, runtime, control)
  const wanted = shownFindings(report).flatMap((finding) => finding.evidence.traceLines.slice(0, MAX_LINES_PER_FINDING))
  const lines = report.server.untraced ? new Map<number, string>() : await readLines(files.trace, new Set(wanted))
  return { output: shapeAudit(report, { outDir, ...files }, lines), report }
}

/**
 * inspect_manifest: the server started in the sandbox and listed, nothing called (callsPerTool 0, as for a
 * remote server); its out-dir and pin store are temporary and removed, and the user's pin is only read.
 */
export async function inspectManifest(input: InspectInput, runtime: ToolRuntime, control: CallControl): Promise<InspectOutput> {
  const scratch = await mkdtemp(join(runtime.audit.host.tmpDir, 'mcp-behave-serve-'))
  try {
    const listed = {
      ...(await settingsFor({ ...input, stateDir: join(scratch, 'state') }, join(scratch, 'out'), runtime)),
      callsPerTool: 0,
      failOn: 'never' as const
    }
    stopIfCancelled(control)
    const { report } = await audit(listed, runtime, control)
    if (report.incomplete !== undefined && control.signal.aborted) throw new ConfigurationError('cancelled')
    const { stateDir } = (await baseSettings(input, scratch, runtime)).base
    return shapeManifest(report.manifest, { identity: report.server.identity, info: report.server.info }, await pinState(stateDir, report))
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

/** The user's pin, read and never written: an inspection is no acceptance. */
async function pinState(stateDir: string, report: Report): Promise<PinState> {
  const read = await new PinStore(stateDir).read(report.server.identity).catch((error: unknown) => ({ status: 'corrupt' as const, error: String(error) }))
  if (read.status === 'missing') return { status: 'new' }
  if (read.status === 'corrupt') return { status: 'unreadable', error: read.error }
  const pinnedSha256 = read.pin.manifest.sha256
  return { status: pinnedSha256 === report.manifest.sha256 ? 'unchanged' : 'changed', pinnedSha256 }
}

/** The text of some lines of trace.log (1-based), read up to the last one wanted. */
export async function readLines(path: string, wanted: ReadonlySet<number>): Promise<Map<number, string>> {
  const found = new Map<number, string>()
  if (wanted.size === 0) return found
  const last = Math.max(...wanted)
  const stream = createReadStream(path, { encoding: 'utf8' })
  const reader = createInterface({ input: stream, crlfDelay: Infinity })
  let number = 0
  try {
    for await (const line of reader) {
      number += 1
      if (wanted.has(number)) found.set(number, line.slice(0, 2_000))
      if (number >= last) break
    }
  } catch {
    // an unreadable trace leaves the line numbers, which report.json has too
  } finally {
    reader.close()
    stream.destroy()
  }
  return found
}

/** A report.json, or the out-dir holding one, as explain_finding reads it. */
export async function readReportFindings(path: string, cwd: string): Promise<{ findings: Report['findings']; trace: string }> {
  const given = resolve(cwd, path)
  const file = given.endsWith('.json') ? given : join(given, 'report.json')
  let parsed: unknown
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new ConfigurationError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const findings = z.array(FindingSchema).safeParse((parsed as { findings?: unknown } | null)?.findings)
  if (!findings.success) throw new ConfigurationError(`${file} is not an mcp-behave report (no valid findings list)`)
  return { findings: findings.data, trace: join(file, '..', 'trace.log') }
}
