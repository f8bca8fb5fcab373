import type { Readable } from 'node:stream'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import type { LaunchCommand } from '../sandbox/launcher.js'
import { launcherEnvironment, LauncherProcess } from '../sandbox/launcher-process.js'
import { SandboxedHttpTransport, type SandboxedHttpOptions } from './sandboxed-http-transport.js'
import { SandboxedStdioTransport, type SandboxedStdioOptions } from './sandboxed-stdio-transport.js'

// What the session needs of a transport besides the SDK's Transport: the process to stop (if there is
// one), its exit code and stderr, and a way to end its input. The audit uses the sandboxed stdio
// transport; tests give an in-memory one.

export interface ProbeTransport extends Transport {
  /** the root process to stop at the end, or null when there is none (in memory) */
  readonly pid: number | null
  readonly exitCode: number | null
  readonly stderr?: Readable
  /** ends the server's input (MCP's stdio shutdown); the server is left to exit by itself */
  endInput(): void
  /** stdio: the bytes read from the server's stdout so far (the trace shows the server writing them) */
  readonly stdoutBytes?: number
  /** stdio: called with each message, before the client sees it, and the stdout byte count at its end */
  onMessageEnd?: (message: JSONRPCMessage, endsAt: number) => void
}

export interface TransportHooks {
  /** a message over the size cap was dropped */
  onOversized: (bytes: number) => void
}

export type TransportFactory = (hooks: TransportHooks) => ProbeTransport

/** A message (tool result, page) larger than this is dropped; its call still counts, as oversized. */
export const MAX_MESSAGE_BYTES = 8 * 1024 * 1024

function stdioOptions(launcher: LauncherProcess, hooks: TransportHooks): SandboxedStdioOptions {
  return { launcher, maxMessageBytes: MAX_MESSAGE_BYTES, onOversized: ({ bytes }) => hooks.onOversized(bytes) }
}

/** MCP over the stdio of `launch`, started when the session starts (a server run without the sandbox). */
export function plainStdio(launch: LaunchCommand, path: string): TransportFactory {
  return (hooks) => new SandboxedStdioTransport(stdioOptions(new LauncherProcess(launch, launcherEnvironment(path)), hooks))
}

/** MCP over the stdio of the sandbox launcher the audit started, its init config sent already. */
export function sandboxedStdio(launcher: LauncherProcess): TransportFactory {
  return (hooks) => new SandboxedStdioTransport(stdioOptions(launcher, hooks))
}

/** A server started in the sandbox that speaks HTTP: reached through the init's relay (sandbox/http-relay.ts). */
export function sandboxedHttp(launcher: LauncherProcess, http: Omit<SandboxedHttpOptions, keyof SandboxedStdioOptions>): TransportFactory {
  return (hooks) => new SandboxedHttpTransport({ ...stdioOptions(launcher, hooks), ...http })
}
