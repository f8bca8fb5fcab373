import { read } from 'node:fs'
import type { SandboxInitConfig } from './init-config.js'

// How the sandbox init gets its config: as the first bytes on its stdin — a 4-byte big-endian length,
// then that much JSON — after which the same stdin is the server's (the MCP client writes right behind
// it). The init is started before the audit's setup has made what the config names, so it builds the
// network sandbox meanwhile; and nothing about the server (its environment holds the canaries) is ever
// on a command line or in a file. The init reads exactly the config's bytes and not one more: what
// follows is the server's.

/** A config is a few KB; anything near this is not one. */
export const MAX_CONFIG_BYTES = 16 * 1024 * 1024

export function encodeInitConfig(config: SandboxInitConfig): Buffer {
  const json = Buffer.from(JSON.stringify(config), 'utf8')
  const header = Buffer.alloc(4)
  header.writeUInt32BE(json.length)
  return Buffer.concat([header, json])
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Exactly `length` bytes from `fd` (on the thread pool, so the event loop runs on); null at end of input. */
async function readExactly(fd: number, length: number): Promise<Buffer | null> {
  const buffer = Buffer.alloc(length)
  let offset = 0
  while (offset < length) {
    const got = await new Promise<number>((resolve, reject) =>
      read(fd, buffer, offset, length - offset, null, (error, bytesRead) => (error ? reject(error) : resolve(bytesRead)))
    ).catch(async (error: NodeJS.ErrnoException) => {
      // a descriptor someone set non-blocking: wait for the writer
      if (error.code === 'EAGAIN') return sleep(5).then(() => -1)
      throw error
    })
    if (got === 0) return null
    if (got > 0) offset += got
  }
  return buffer
}

/**
 * The config's JSON from `fd`, as sent (the init validates it with SandboxInitConfigSchema: the CLI, which
 * only sends it, never evaluates that schema), or null when the input ends before one arrives: the audit
 * was called off during its setup (or the auditor is gone), and the init has nothing to do.
 */
export async function readHandoff(fd: number): Promise<unknown> {
  const header = await readExactly(fd, 4)
  if (!header) return null
  const length = header.readUInt32BE(0)
  if (length > MAX_CONFIG_BYTES) throw new Error(`config of ${length} bytes refused`)
  const json = await readExactly(fd, length)
  if (!json) return null
  return JSON.parse(json.toString('utf8')) as unknown
}
