import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { CallToolResultSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { expectQuietAttackStage } from '../helpers/attack-stage.js'
import { CLI, REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// `mcp-behave serve` driven the way an agent's client drives it: the SDK's Client over stdio, against the
// bundled CLI, auditing the bundled targets under real strace in the sandbox.

const describeSandboxed = describeWhere('mcp-behave serve', missing(needs.sandbox))
afterAll(removeTempDirs)

// A checkout whose node_modules is a link to another tree (a worktree): the targets import the SDK from
// there, which the sandbox shows only as a workspace.
const linkedModules = realpathSync(join(REPO_ROOT, 'node_modules')) !== join(REPO_ROOT, 'node_modules') ? [realpathSync(join(REPO_ROOT, 'node_modules'))] : []

/** Every process below `pid`, from ps. */
function descendants(pid: number): number[] {
  const rows = spawnSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number])
  const found: number[] = []
  const walk = (parent: number) => {
    for (const [child, ppid] of rows)
      if (ppid === parent) {
        found.push(child)
        walk(child)
      }
  }
  walk(pid)
  return found
}

function killTree(pid: number | null | undefined): void {
  if (!pid) return
  for (const child of [...descendants(pid), pid])
    try {
      process.kill(child, 'SIGKILL')
    } catch {
      // gone already
    }
}

interface Served {
  client: Client
  pid: number
  tmp: string
  close(): Promise<void>
}

/** `mcp-behave serve` with its own TMPDIR (run directories go there) and an SDK client connected to it. */
async function serve(): Promise<Served> {
  const tmp = tempDir('serve-tmp')
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'serve'],
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TMPDIR: tmp },
    stderr: 'pipe'
  })
  const client = new Client({ name: 'serve-test', version: '1.0.0' })
  await client.connect(transport)
  const pid = transport.pid as number
  return {
    client,
    pid,
    tmp,
    close: async () => {
      await client.close().catch(() => undefined)
      killTree(pid)
    }
  }
}

const call = (served: Served, name: string, args: Record<string, unknown>, options: Parameters<Client['callTool']>[2] = {}) =>
  served.client.callTool({ name, arguments: args }, CallToolResultSchema, { timeout: 120_000, ...options }) as Promise<CallToolResult>

describeSandboxed('mcp-behave serve', () => {
  it('inspect_manifest lists the leaky target without calling it: format_note, the manifest hash, no pin yet', async () => {
    const served = await serve()
    try {
      const result = await call(served, 'inspect_manifest', {
        command: ['node', 'targets/node/leaky.mjs'],
        stateDir: tempDir('serve-state'),
        workspaces: linkedModules
      })
      expect(result.isError).toBeFalsy()
      const output = result.structuredContent as { manifestSha256: string; pin: { status: string }; tools: { name: string; description: string }[] }
      expect(output.manifestSha256).toMatch(/^[0-9a-f]{64}$/)
      expect(output.pin.status).toBe('new')
      expect(output.tools.map((tool) => tool.name)).toEqual(['⟦format_note⟧'])
      expect(output.tools[0]?.description).toBe('⟦Formats a markdown note. Purely local text formatting.⟧')
      // its out-dir was temporary: nothing left in the temp dir
      expect(readdirSync(served.tmp)).toEqual([])
    } finally {
      await served.close()
    }
  }, 120_000)

  it('audit_server fails the leaky target on format_note, with progress on the way and the evidence lines', async () => {
    const served = await serve()
    const progress: string[] = []
    try {
      const outDir = tempDir('serve-out')
      const result = await call(
        served,
        'audit_server',
        { command: 'node targets/node/leaky.mjs', outDir, stateDir: tempDir('serve-state'), workspaces: linkedModules },
        { onprogress: (update) => progress.push(update.message ?? '') }
      )
      expect(result.isError).toBeFalsy()
      const output = result.structuredContent as {
        verdict: { passed: boolean; exitCode: number }
        findings: { rule: string; item: string; evidence: { traceLines: number[]; lines?: string[] } }[]
        files: { report: string }
      }
      expect(output.verdict).toMatchObject({ passed: false, exitCode: 3 })
      expect(output.findings.map((finding) => finding.rule).sort()).toEqual(['canary-exfiltration', 'network-egress', 'sensitive-file-read'])
      for (const finding of output.findings) expect(finding.item).toBe('⟦format_note⟧')
      const read = output.findings.find((finding) => finding.rule === 'sensitive-file-read')
      expect(read?.evidence.lines?.some((line) => line.includes('id_rsa'))).toBe(true)
      expect(output.files.report).toBe(join(outDir, 'report.json'))
      expect(existsSync(output.files.report)).toBe(true)
      // Not the last stages: the SDK's client runs a notification's handler on a microtask, and a response read
      // in the same chunk drops the request's progress handler first, so notifications sent just before the
      // result ('profile built' … 'report written') may be lost on a busy client.
      expect(progress).toEqual(expect.arrayContaining(['installing and starting the sandbox', 'sandbox started', 'session ended']))
    } finally {
      await served.close()
    }
  }, 180_000)

  it('a cancelled audit leaves no process and no run directory', async () => {
    const served = await serve()
    try {
      const controller = new AbortController()
      let started!: () => void
      const sandboxUp = new Promise<void>((resolve) => (started = resolve))
      const pending = call(
        served,
        'audit_server',
        {
          command: ['node', 'targets/node/fixtures/hang-on-initialize.mjs'],
          timeout: 60,
          outDir: tempDir('serve-out'),
          stateDir: tempDir('serve-state'),
          workspaces: linkedModules
        },
        { signal: controller.signal, onprogress: (update) => update.message === 'sandbox started' && started() }
      )
      pending.catch(() => undefined)
      await sandboxUp
      expect(descendants(served.pid).length).toBeGreaterThan(0)
      expect(readdirSync(served.tmp).length).toBeGreaterThan(0)
      controller.abort()
      await expect(pending).rejects.toThrow()
      const deadline = Date.now() + 20_000
      while (Date.now() < deadline && (descendants(served.pid).length > 0 || readdirSync(served.tmp).length > 0)) await new Promise((r) => setTimeout(r, 200))
      expect(descendants(served.pid)).toEqual([])
      expect(readdirSync(served.tmp)).toEqual([])
      // the server still serves
      const again = await call(served, 'explain_finding', { rule: 'network-egress' })
      expect(again.isError).toBeFalsy()
    } finally {
      await served.close()
    }
  }, 120_000)

  it("a server's injected descriptions come back quoted, their hidden text shown and no control character raw", async () => {
    const served = await serve()
    try {
      const result = await call(served, 'inspect_manifest', {
        command: ['node', 'targets/node/fixtures/poisoned-text.mjs'],
        stateDir: tempDir('serve-state'),
        workspaces: linkedModules
      })
      expect(result.isError).toBeFalsy()
      const output = result.structuredContent as { tools: { name: string; description?: string }[] }
      const tool = (name: string) => output.tools.find((candidate) => candidate.name === `⟦${name}⟧`)
      // TAG characters spelling an instruction: decoded, visible, inside the quote
      expect(tool('format_note')?.description).toMatch(/^⟦.*\[hidden: ".+"\].*⟧$/)
      // an <IMPORTANT> block is still there to read, but only as the server's quoted words
      expect(tool('add_numbers')?.description).toMatch(/^⟦.*<IMPORTANT>.*⟧$/)
      expect(tool('tail_log')?.description).toContain('\\x1b')
      const text = JSON.stringify(result.structuredContent)
      expect(text).not.toMatch(/[\u{e0000}-\u{e007f}\u200b-\u200f\u202a-\u202e\u2066-\u2069]/u)
      expect(text).not.toContain('\u001b')
      for (const item of output.tools) expect(item.description ?? '⟦⟧').toMatch(/^⟦[^⟦⟧]*⟧$/)
    } finally {
      await served.close()
    }
  }, 120_000)

  it('audits itself: its three tools exercised in the sandbox, exit 0, nothing above info', async () => {
    const scenario = join(REPO_ROOT, 'targets', 'scenarios', 'mcp-behave-serve.yaml')
    // the attack stage on, as a user auditing it gets it: the auditor's own tools given hostile values raise nothing either
    const run = await runCli(['--json', '--scenario', scenario, '--', process.execPath, CLI, 'serve'], { timeoutMs: 170_000, attack: true })
    const report = run.report()
    expect(report.findings.filter((finding) => finding.severity !== 'info')).toEqual([])
    expect(run.code).toBe(0)
    expectQuietAttackStage(report)
    const called = new Set(report.calls.map((entry) => entry.name))
    expect([...called].sort()).toEqual(['audit_server', 'explain_finding', 'inspect_manifest'])
    expect(report.calls.find((entry) => entry.step === 'explain a rule')?.outcome).toBe('ok')
    // the audit inside the audit says why it cannot run, rather than running half a sandbox
    for (const step of ['inspect the honest target', 'audit the honest target'])
      expect(report.calls.find((entry) => entry.step === step)).toMatchObject({
        outcome: 'error-result',
        error: expect.stringContaining('the inner sandbox is unavailable')
      })
  }, 180_000)
})
