import { spawn, type ChildProcess } from 'node:child_process'
import { PassThrough } from 'node:stream'
import { SandboxInitConfigSchema, type SandboxInitConfig } from './init-config.js'
import { encodeInitConfig } from './init-handoff.js'
import type { LaunchCommand } from './launcher.js'
import { stopTree } from './process-tree.js'

// The process the audit talks to the server through: the sandbox launcher (sudo/unshare → init →
// strace → bwrap → server), spawned without a shell, with stdio piped. The audit starts it as soon as it
// knows how to build the namespaces, before its setup is done: the init — a Node process, about 0.2 s to
// start — builds the network sandbox meanwhile and waits for its config on stdin (init-handoff.ts). The
// probe's transport takes the process over from there. Everything that can happen before the transport
// is there (a failed spawn, an early exit, stderr) is held here, so none of it is lost or unhandled.

/** How long a launcher whose audit was called off gets to exit by itself before its tree is killed. */
const CANCEL_GRACE_MS = 2_000

/** Only what unshare/sudo need to run; the server's own environment travels in the init config. */
export function launcherEnvironment(path: string): Record<string, string> {
  return { PATH: path, LANG: 'C.UTF-8' }
}

export class LauncherProcess {
  readonly child: ChildProcess
  /** resolves once the launcher runs; rejects when it could not be started */
  readonly spawned: Promise<void>
  /** its exit code, once it has exited and its stdio have closed (null when killed by a signal) */
  readonly closed: Promise<number | null>
  /** the launcher's stderr (the init's, strace's and the server's), buffered until someone reads it */
  readonly stderr = new PassThrough()
  private exit: number | null = null
  private hasClosed = false

  constructor(launch: LaunchCommand, env: Record<string, string>) {
    this.child = spawn(launch.command, launch.args, { env, stdio: ['pipe', 'pipe', 'pipe'], shell: false })
    this.spawned = new Promise((resolve, reject) => {
      this.child.once('spawn', () => resolve())
      this.child.once('error', reject)
    })
    // Awaited by the transport, maybe only after the setup: a failed spawn must not be an unhandled rejection meanwhile.
    this.spawned.catch(() => undefined)
    this.closed = new Promise((resolve) =>
      this.child.once('close', (code) => {
        this.exit = code
        this.hasClosed = true
        resolve(code)
      })
    )
    // A write after the launcher is gone (EPIPE) is seen as its exit, not thrown.
    this.child.stdin?.on('error', () => undefined)
    this.child.stderr?.pipe(this.stderr)
  }

  get pid(): number | null {
    return this.child.pid ?? null
  }

  /** the exit code once the launcher has closed, else null */
  get exitCode(): number | null {
    return this.exit
  }

  get isClosed(): boolean {
    return this.hasClosed
  }

  /**
   * The init's config, ahead of everything the MCP client writes to the server's stdin: held to its schema
   * here, with its defaults filled in, and taken as it comes by the init (init-main.ts), which then loads no zod.
   */
  sendConfig(config: SandboxInitConfig): void {
    this.child.stdin?.write(encodeInitConfig(SandboxInitConfigSchema.parse(config)))
  }

  /**
   * The audit was called off before the server started: the init's input ends before any config, so it
   * exits (and, as the first process of its pid namespace, takes its helpers with it); its tree is killed
   * by pid if it has not within the grace period.
   */
  async cancel(): Promise<void> {
    // never started (its spawn failed): there is nothing to stop
    if (this.hasClosed || this.child.pid === undefined) return
    this.child.stdin?.end()
    const exited = await Promise.race([
      this.closed.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CANCEL_GRACE_MS).unref())
    ])
    if (!exited && this.child.pid !== undefined) await stopTree(this.child.pid, 0)
    await Promise.race([this.closed, new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
  }
}
