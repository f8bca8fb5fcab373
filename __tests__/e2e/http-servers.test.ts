import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:http'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Finding } from '../../src/model/index.js'
import { processesMatching, REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Servers that speak MCP over streamable HTTP: started in the sandbox under strace like stdio servers and
// reached through the sandbox init's relay; and a remote one (no command), of which only the declared
// surface can be checked. The remote server is a loopback fixture this test starts, never a real remote.

const describeSandboxed = describeWhere('end-to-end HTTP server tests', missing(needs.sandbox))
afterAll(removeTempDirs)

function byRule(findings: Finding[]): Record<string, Finding> {
  return Object.fromEntries(findings.map((finding) => [finding.rule, finding]))
}

describeSandboxed('a streamable-HTTP server started by command', () => {
  it('leaky over HTTP: the same three findings as the stdio leaky target, and the relay is not the server’s traffic', async () => {
    const run = await runCli(['--json', '--http', 'http://127.0.0.1:3001/mcp', '--', 'node', 'targets/node/http-leaky.mjs'])
    expect(run.stderr).not.toMatch(/unexpected error/)
    expect(run.code).toBe(3)
    const report = run.report()
    expect(report.server).toMatchObject({ transport: 'streamable-http', url: 'http://127.0.0.1:3001/mcp', info: { name: 'notes-formatter', version: '1.0.0' } })
    expect(report.server.untraced).toBeUndefined()
    expect(report.calls.filter((call) => call.kind === 'tool' && !call.attack).map((call) => [call.name, call.iteration, call.outcome])).toEqual([
      ['format_note', 1, 'ok'],
      ['format_note', 2, 'ok'],
      ['format_note', 3, 'ok']
    ])
    expect(report.findings.map((finding) => [finding.rule, finding.severity, finding.tool]).sort()).toEqual([
      ['canary-exfiltration', 'critical', 'format_note'],
      ['network-egress', 'high', 'format_note'],
      ['sensitive-file-read', 'high', 'format_note']
    ])
    const findings = byRule(report.findings)
    expect(findings['sensitive-file-read']?.evidence.paths).toContain('~/.ssh/id_rsa')
    expect(findings['network-egress']?.evidence.addresses?.[0]).toMatch(/^203\.0\.113\.34:80/)
    expect(findings['canary-exfiltration']?.evidence.canaries).toContain('~/.ssh/id_rsa')
    // The server's answers to the auditor (on its port 3001) are the MCP channel, not behaviour.
    expect(report.observed.network.map((entry) => `${entry.address}:${entry.port}`)).toEqual(['203.0.113.34:80'])
  })

  it('honest over HTTP, port detected from its first listening socket: zero findings, exit 0', async () => {
    const run = await runCli(['--json', '--transport', 'http', '--', 'node', 'targets/node/http-honest.mjs'])
    expect(run.stderr).not.toMatch(/unexpected error/)
    expect(run.code).toBe(0)
    const report = run.report()
    expect(report.server).toMatchObject({ transport: 'streamable-http', url: 'http://127.0.0.1:3001/mcp' })
    expect(report.findings).toEqual([])
    expect(report.observed.network).toEqual([])
    expect(report.calls.map((call) => [call.kind, call.name, call.outcome])).toContainEqual(['resource', 'notes://style-guide', 'ok'])
    expect(report.calls.every((call) => call.outcome === 'ok')).toBe(true)
  })

  it('leaky over HTTP+SSE (a /sse URL): the same three findings', async () => {
    const run = await runCli(['--json', '--calls', '1', '--http', 'http://127.0.0.1:3001/sse', '--', 'node', 'targets/node/http-leaky.mjs', '--sse'])
    expect(run.stderr).not.toMatch(/unexpected error/)
    expect(run.code).toBe(3)
    const report = run.report()
    expect(report.server).toMatchObject({ transport: 'sse', url: 'http://127.0.0.1:3001/sse' })
    expect(report.findings.map((finding) => [finding.rule, finding.severity, finding.tool]).sort()).toEqual([
      ['canary-exfiltration', 'critical', 'format_note'],
      ['network-egress', 'high', 'format_note'],
      ['sensitive-file-read', 'high', 'format_note']
    ])
    expect(report.observed.network.map((entry) => `${entry.address}:${entry.port}`)).toEqual(['203.0.113.34:80'])
  })

  it('a server that never listens: one clear line, exit 1, nothing left running', async () => {
    // a marker only this run's server carries: other test files audit honest.mjs at the same time
    const marker = `--never-listens-${process.pid}`
    const run = await runCli(['--timeout', '1', '--http', 'http://127.0.0.1:3999/mcp', '--', 'node', 'targets/node/honest.mjs', marker])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('the server did not listen on http://127.0.0.1:3999/mcp within 5s')
    expect(run.stderr).not.toMatch(/unexpected error|\n\s+at /)
    expect(processesMatching(marker)).toEqual([])
  })
})

const describeUnprivileged = describeWhere('end-to-end HTTP server tests as nobody (userns)', missing(needs.sandbox, needs.nobody))

describeUnprivileged('a streamable-HTTP server audited by an unprivileged user (user namespaces)', () => {
  it('the relay socket the init makes is the caller’s: same three findings', async () => {
    const run = await runCli(['--json', '--calls', '1', '--http', 'http://127.0.0.1:3001/mcp', '--', 'node', 'targets/node/http-leaky.mjs'], { asNobody: true })
    expect(run.stderr).not.toMatch(/unexpected error/)
    expect(run.code).toBe(3)
    const report = run.report()
    expect(report.sandbox.method).toBe('userns')
    expect(report.findings.map((finding) => finding.rule).sort()).toEqual(['canary-exfiltration', 'network-egress', 'sensitive-file-read'])
  })
})

/** Starts the honest HTTP target on a free loopback port, outside any sandbox (it touches nothing). */
async function startLoopbackServer(env: NodeJS.ProcessEnv = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['targets/node/http-honest.mjs', '--port', '0'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'ignore', 'pipe']
  })
  const url = await new Promise<string>((resolve, reject) => {
    let stderr = ''
    const timer = setTimeout(() => reject(new Error(`the loopback server did not start: ${stderr}`)), 15_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr)
      if (found?.[1]) {
        clearTimeout(timer)
        resolve(found[1])
      }
    })
    child.once('exit', () => reject(new Error(`the loopback server exited: ${stderr}`)))
  })
  return { url, child }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

describe('a remote streamable-HTTP server (URL, no command)', () => {
  it('checks the declared surface and its pin, says plainly that nothing was traced, and calls nothing', async () => {
    const stateDir = tempDir('remote-state')
    const first = await startLoopbackServer()
    try {
      const run = await runCli(['--server-name', 'remote-notes', '--http', first.url], { stateDir })
      expect(run.stderr).not.toMatch(/unexpected error/)
      expect(run.code).toBe(0)
      expect(run.stdout).toContain('Nothing was traced')
      const report = run.report()
      expect(report.server).toMatchObject({ command: [], transport: 'streamable-http', url: first.url, info: { name: 'notes-formatter', version: '1.0.0' } })
      expect(report.server.untraced).toMatch(/nothing it did was observed/)
      expect(report.manifest.tools.map((tool) => tool.name)).toEqual(['format_note'])
      expect(report.manifest.resources.map((resource) => resource.uri)).toEqual(['notes://style-guide'])
      expect(report.calls).toEqual([])
      expect(report.findings).toEqual([])
      expect(report.rugPull.status).toBe('new')
      expect(existsSync(join(run.outDir, 'trace.log'))).toBe(false)
    } finally {
      await stop(first.child)
    }

    // The same server, now declaring another description: a rug pull against the pin of the first run.
    const second = await startLoopbackServer({ TARGET_DESCRIPTION: 'Formats a markdown note and syncs it to the cloud.' })
    try {
      const run = await runCli(['--json', '--server-name', 'remote-notes', '--http', second.url], { stateDir })
      expect(run.code).toBe(3)
      const report = run.report()
      expect(report.rugPull.status).toBe('changed')
      expect(report.findings.map((finding) => [finding.rule, finding.severity])).toEqual([['rug-pull', 'high']])
    } finally {
      await stop(second.child)
    }
  })

  it('a remote server whose tools/list fails does not pass with an empty manifest', async () => {
    // Hand-written streamable HTTP (JSON answers): initialize works, tools/list answers an error.
    const server = createServer((request, response) => {
      if (request.method !== 'POST') {
        response.writeHead(request.method === 'DELETE' ? 200 : 405).end()
        return
      }
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        const message = JSON.parse(body) as { id?: number; method: string; params?: { protocolVersion?: string } }
        if (message.id === undefined) {
          response.writeHead(202).end()
          return
        }
        const answer =
          message.method === 'initialize'
            ? {
                result: { protocolVersion: message.params?.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'broken-list', version: '1.0.0' } }
              }
            : { error: { code: -32603, message: 'the list is broken' } }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: message.id, ...answer }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/mcp`
      const run = await runCli(['--json', '--http', url])
      expect(run.code).toBe(3)
      const report = run.report()
      expect(report.server.info).toEqual({ name: 'broken-list', version: '1.0.0' })
      // the listing after initialize and the re-listing both failed
      expect(report.findings.map((finding) => [finding.rule, finding.severity, finding.message])).toEqual([
        ['not-exercised', 'high', 'tools/list: failed: -32603: MCP error -32603: the list is broken'],
        ['not-exercised', 'high', 're-listing tools/list: failed: -32603: MCP error -32603: the list is broken']
      ])
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('a remote server that cannot be reached: one line naming the URL and why, exit 1', async () => {
    const gone = await startLoopbackServer()
    await stop(gone.child)
    const run = await runCli(['--http', gone.url])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`${gone.url}: cannot reach the server`)
    expect(run.stderr).toMatch(/ECONNREFUSED/)
    expect(run.stderr).not.toMatch(/unexpected error|\n\s+at /)
  })
})
