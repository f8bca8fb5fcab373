// What the sandbox init reported in status.jsonl, read back by the engine: why a start failed, whether the
// tracer stopped early, where an HTTP server listened.
import { readFile } from 'node:fs/promises'
import { ConfigurationError, ProbeStartError, SandboxSetupError } from '../errors.js'
import { defaultHttpUrl } from '../probe/sandboxed-http-transport.js'
import { INIT_EXIT_SANDBOX_FAILED, INIT_EXIT_STRACE_MISSING } from '../sandbox/init-exit-codes.js'
import type { HttpSetting } from '../settings/http-endpoint.js'
import type { AuditSettings } from '../settings/settings.js'
import { hiddenStartFailure, type HiddenPlaces } from './hidden-start.js'

export async function readStatus(statusPath: string): Promise<{ event: string; message?: string }[]> {
  try {
    return (await readFile(statusPath, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { event: string; message?: string })
  } catch {
    return []
  }
}

/** Tells a sandbox/tracer failure (exit 2) from a server that would not start (exit 1). */
export async function explainStartFailure(error: ProbeStartError, statusPath: string, settings: AuditSettings, hidden?: HiddenPlaces): Promise<Error> {
  const status = await readStatus(statusPath)
  if (status.some((entry) => entry.event === 'http-not-listening')) {
    const where = settings.http?.url ? `on ${settings.http.url}` : 'on any TCP port'
    const seconds = Math.round(Number(status.find((entry) => entry.event === 'http-not-listening')?.message) / 1000)
    return new ProbeStartError(`the server did not listen ${where} within ${seconds}s (--http URL says where it listens)`, error.stderrTail, error.exitCode)
  }
  const sandboxError = status.find((entry) => entry.event === 'error')
  if (sandboxError || error.exitCode === INIT_EXIT_SANDBOX_FAILED || error.exitCode === INIT_EXIT_STRACE_MISSING) {
    return new SandboxSetupError(`the sandbox could not be set up: ${sandboxError?.message ?? 'see stderr'}`)
  }
  // strace's own complaints start with "strace: "; the server's stderr is everything else.
  const straceLine = error.stderrTail.split('\n').find((line) => line.startsWith('strace: '))
  if (straceLine && /ptrace|Operation not permitted/i.test(straceLine)) {
    return new SandboxSetupError(
      `strace could not trace the server: ${straceLine}`,
      'In a container, run with --cap-add=SYS_PTRACE; on a host, check /proc/sys/kernel/yama/ptrace_scope.'
    )
  }
  if (straceLine && /Can't stat|No such file|exec/.test(straceLine)) {
    return new ConfigurationError(`the server could not be started: ${straceLine.replace(/^strace: /, '')}`)
  }
  const hiddenLine = hidden ? await hiddenStartFailure(hidden, error.stderrTail) : null
  if (hiddenLine !== null) return new ConfigurationError(hiddenLine)
  return error
}

/** Where the init saw an HTTP server listen (its `http-listening` line), or null. */
export function listeningOn(status: { event: string; message?: string }[]): { host: string; port: number } | null {
  const line = status.find((entry) => entry.event === 'http-listening')?.message
  if (!line) return null
  try {
    const { host, port } = JSON.parse(line) as { host: unknown; port: unknown }
    return typeof host === 'string' && typeof port === 'number' ? { host, port } : null
  } catch {
    return null
  }
}

/** The URL the probe spoke to: the one given, or the default path on the port the init saw the server open. */
export function spokenUrl(http: HttpSetting, status: { event: string; message?: string }[]): string {
  if (http.url !== null) return http.url
  const listening = listeningOn(status)
  return listening ? defaultHttpUrl(http.flavour, listening.host, listening.port).href : ''
}

/** Why the trace ended before the server did, from the tracer's exit as the init recorded it; or null. */
export function tracerStoppedEarly(status: { event: string; message?: string }[], shutdownAt: number): string | null {
  const exit = status.find((entry) => entry.event === 'tracer-exit')
  if (!exit?.message) return null
  try {
    const { signal, at } = JSON.parse(exit.message) as { code: number | null; signal: string | null; at: number }
    if (signal && at < shutdownAt) return `the tracer was stopped by ${signal} before the audit ended; the rest of the session was not traced`
  } catch {
    return null
  }
  return null
}
