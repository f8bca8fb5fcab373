import { availableParallelism, homedir, tmpdir } from 'node:os'

/** Who runs the audit, as the sandbox maps the server to it. */
export interface Caller {
  uid: number
  gid: number
}

/**
 * What the engine needs to know about the machine and the process running it, read once by the front end
 * (CLI or action) and passed in: the engine itself reads no ambient state, so a test can give it any.
 */
export interface HostContext {
  /** the auditor's own environment: PATH to find the server; PATH and locale for the server (nothing else reaches it) */
  env: Readonly<Record<string, string | undefined>>
  /** who runs the audit: the user the sandbox maps the server to under sudo */
  caller: Caller
  /** MCP_BEHAVE_SANDBOX_METHOD: one way of building the namespaces, forced (for testing one on a machine where another wins) */
  forcedSandboxMethod: string | undefined
  /** where run directories go (the system temp directory: TMPDIR, else /tmp) */
  tmpDir: string
  /** the Node.js binary running the auditor: it runs the sandbox init too */
  node: string
  platform: NodeJS.Platform
  arch: string
  /** the user's home: $HOME, else the password database's */
  home: string
  /** how many audits can run at once on this machine (a fleet's default --jobs) */
  cores: number
}

export function readHostContext(env: NodeJS.ProcessEnv = process.env): HostContext {
  return {
    env,
    caller: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    forcedSandboxMethod: env.MCP_BEHAVE_SANDBOX_METHOD || undefined,
    tmpDir: tmpdir(),
    node: process.execPath,
    platform: process.platform,
    arch: process.arch,
    home: env.HOME || homedir(),
    cores: Math.max(1, availableParallelism())
  }
}
