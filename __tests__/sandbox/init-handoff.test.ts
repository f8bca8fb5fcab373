import { spawnSync } from 'node:child_process'
import { open } from 'node:fs/promises'
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SandboxInitConfigSchema, type SandboxInitConfig } from '../../src/sandbox/init-config.js'
import { encodeInitConfig, MAX_CONFIG_BYTES, readHandoff } from '../../src/sandbox/init-handoff.js'

const config: SandboxInitConfig = SandboxInitConfigSchema.parse({
  network: 'sandbox',
  statusPath: '/tmp/r/status.jsonl',
  strace: '/usr/bin/strace',
  straceArgs: ['-f'],
  server: { argv: ['node', 'server.js'], env: { HOME: '/home/u', AWS_SECRET_ACCESS_KEY: 'canary\n"quoted"' }, cwd: '/w' }
})

const MCP_LINE = '{"jsonrpc":"2.0","id":0,"method":"initialize"}\n'

/** What the init does with its stdin: the handoff read, then validated. */
async function readInitConfig(fd: number): Promise<SandboxInitConfig | null> {
  const received = await readHandoff(fd)
  return received === null ? null : SandboxInitConfigSchema.parse(received)
}

describe('the init config handed over on stdin', () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'handoff-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  function inputOf(bytes: Buffer): number {
    const path = join(dir, 'stdin')
    writeFileSync(path, bytes)
    return openSync(path, 'r')
  }

  it('reads the config and not one byte of what the MCP client wrote behind it', async () => {
    const fd = inputOf(Buffer.concat([encodeInitConfig(config), Buffer.from(MCP_LINE)]))
    try {
      expect(await readInitConfig(fd)).toEqual(config)
      const rest = Buffer.alloc(1024)
      expect(rest.subarray(0, readSync(fd, rest)).toString()).toBe(MCP_LINE)
    } finally {
      closeSync(fd)
    }
  })

  it('is null when the input ends before a whole config: the audit was called off', async () => {
    const whole = encodeInitConfig(config)
    for (const cut of [0, 2, 4, whole.length - 1]) {
      const fd = inputOf(whole.subarray(0, cut))
      try {
        expect(await readInitConfig(fd)).toBeNull()
      } finally {
        closeSync(fd)
      }
    }
  })

  it('refuses a length no config has, and a config that is not one', async () => {
    const huge = Buffer.alloc(4)
    huge.writeUInt32BE(MAX_CONFIG_BYTES + 1)
    let fd = inputOf(huge)
    await expect(readInitConfig(fd)).rejects.toThrow(/refused/)
    closeSync(fd)
    const json = Buffer.from(JSON.stringify({ network: 'sandbox' }))
    const header = Buffer.alloc(4)
    header.writeUInt32BE(json.length)
    fd = inputOf(Buffer.concat([header, json]))
    await expect(readInitConfig(fd)).rejects.toThrow()
    closeSync(fd)
  })

  it('waits on a pipe for a config written in pieces, as a slow setup sends it', async () => {
    const fifo = join(dir, 'fifo')
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
    // both ends opened on the thread pool: a FIFO's open waits for the other end
    const [reader, writer] = await Promise.all([open(fifo, 'r'), open(fifo, 'w')])
    try {
      const encoded = encodeInitConfig(config)
      const read = readInitConfig(reader.fd)
      await writer.write(encoded.subarray(0, 3))
      await new Promise((resolve) => setTimeout(resolve, 50))
      await writer.write(encoded.subarray(3, 40))
      await new Promise((resolve) => setTimeout(resolve, 50))
      await writer.write(Buffer.concat([encoded.subarray(40), Buffer.from(MCP_LINE)]))
      await writer.close()
      expect(await read).toEqual(config)
      const rest = Buffer.alloc(1024)
      expect(rest.subarray(0, readSync(reader.fd, rest)).toString()).toBe(MCP_LINE)
    } finally {
      await writer.close().catch(() => undefined)
      await reader.close()
    }
  })
})
