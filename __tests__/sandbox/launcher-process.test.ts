import { readFileSync } from 'node:fs'
import { descendantsOf, isAlive } from '../../src/sandbox/process-tree.js'
import type { SandboxInitConfig } from '../../src/sandbox/init-config.js'
import { LauncherProcess } from '../../src/sandbox/launcher-process.js'

const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' }

/** alive and not a zombie (a killed orphan waits for whoever adopted it to reap it) */
function running(pid: number): boolean {
  if (!isAlive(pid)) return false
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

describe('the sandbox launcher started ahead of the setup', () => {
  it('holds what the launcher wrote on stderr and its exit until a transport reads them', async () => {
    const launcher = new LauncherProcess({ command: process.execPath, args: ['-e', 'process.stderr.write("early\\n"); process.exit(5)'] }, env)
    try {
      await launcher.spawned
      expect(await launcher.closed).toBe(5)
      expect(launcher.exitCode).toBe(5)
      expect(launcher.stderr.read()?.toString()).toBe('early\n')
    } finally {
      await launcher.cancel()
    }
  })

  it('a launcher that cannot start rejects when awaited, and nothing is unhandled before then', async () => {
    const launcher = new LauncherProcess({ command: '/nonexistent/launcher', args: [] }, env)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect(launcher.spawned).rejects.toThrow(/ENOENT/)
    await launcher.cancel()
  })

  it('hands the init its config held to its schema, the defaults filled in (the init takes it as it comes), and refuses one that does not fit', async () => {
    // what the init reads: the length, then the config's JSON, echoed back
    const echo =
      'let b = Buffer.alloc(0); process.stdin.on("data", (c) => { b = Buffer.concat([b, c]); if (b.length >= 4 && b.length >= 4 + b.readUInt32BE(0)) { process.stdout.write(b.subarray(4, 4 + b.readUInt32BE(0))); process.exit(0) } })'
    const launcher = new LauncherProcess({ command: process.execPath, args: ['-e', echo] }, env)
    let echoed = ''
    launcher.child.stdout?.on('data', (chunk: Buffer) => (echoed += chunk.toString('utf8')))
    const given = {
      network: 'sandbox',
      statusPath: '/tmp/r/status.jsonl',
      strace: '/usr/bin/strace',
      straceArgs: ['-f'],
      server: { argv: ['node', 'server.js'], env: {}, cwd: '/w' }
    }
    expect(() => launcher.sendConfig({ ...given, network: 'elsewhere' } as unknown as SandboxInitConfig)).toThrow()
    launcher.sendConfig(given as unknown as SandboxInitConfig)
    await launcher.closed
    expect(JSON.parse(echoed)).toMatchObject({ ...given, offline: false, containment: null, replies: null, httpReply: null })
  })

  it('called off: an init waiting for its config exits when its input ends', async () => {
    const launcher = new LauncherProcess(
      { command: process.execPath, args: ['-e', 'process.stdin.resume(); process.stdin.on("end", () => process.exit(0))'] },
      env
    )
    await launcher.spawned
    const pid = launcher.pid as number
    try {
      await launcher.cancel()
      expect(launcher.isClosed).toBe(true)
      expect(running(pid)).toBe(false)
    } finally {
      if (isAlive(pid)) process.kill(pid, 'SIGKILL')
    }
  })

  it('called off: one that does not exit by itself is killed with its children, by pid', async () => {
    // ignores the end of its input and keeps a child of its own
    const script =
      'require("node:child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" }); setInterval(() => {}, 1000)'
    const launcher = new LauncherProcess({ command: process.execPath, args: ['-e', script] }, env)
    await launcher.spawned
    const pid = launcher.pid as number
    // a loaded machine may take seconds to start node: wait for the child, not a fixed time
    let children = descendantsOf(pid)
    for (let waited = 0; children.length === 0 && waited < 20_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      children = descendantsOf(pid)
    }
    try {
      expect(children.length).toBe(1)
      await launcher.cancel()
      expect(running(pid)).toBe(false)
      for (const child of children) expect(running(child)).toBe(false)
    } finally {
      for (const left of [pid, ...children]) if (isAlive(left)) process.kill(left, 'SIGKILL')
    }
  })
})
