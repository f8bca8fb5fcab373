import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'

// Runs a target server outside the audit, with the SDK's client, for the tests that check the targets
// themselves (__tests__/targets/). The server is killed afterwards whatever happened.

export interface TargetServerOptions {
  /** the server's working directory and HOME */
  dir: string
  env?: Record<string, string>
  connectTimeoutMs?: number
  onStderr?: (text: string) => void
}

/** Starts `command`, hands a connected client to `body`, and always kills the server afterwards. */
export async function withTargetServer<T>(
  command: string[],
  { dir, env = {}, connectTimeoutMs = 10000, onStderr }: TargetServerOptions,
  body: (client: Client) => Promise<T>
): Promise<T> {
  const transport = new StdioClientTransport({
    command: command[0]!,
    args: command.slice(1),
    env: { HOME: dir, PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    cwd: dir,
    stderr: 'pipe'
  })
  transport.stderr?.on('data', (chunk: Buffer) => onStderr?.(chunk.toString()))
  const client = new Client({ name: 'targets-test', version: '1.0.0' })
  // connect() spawns synchronously, and on a failed initialize it closes the transport (forgetting the
  // pid) while the process may still run: take the pid now.
  const connecting = client.connect(transport, { timeout: connectTimeoutMs })
  const pid = transport.pid
  try {
    await connecting
    return await body(client)
  } finally {
    await client.close().catch(() => undefined)
    if (pid !== null) await killAndWait(pid)
  }
}

async function killAndWait(pid: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      process.kill(pid, attempt === 0 ? 'SIGKILL' : 0)
    } catch {
      return
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 20))
  }
}
