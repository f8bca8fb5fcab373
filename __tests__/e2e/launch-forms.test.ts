import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, itWhere, missing, needs } from '../helpers/require-sandbox.js'

// Servers launched the ways people write them in a client config — a wrapper script beside the server,
// `sh -c 'exec node /abs/server.mjs'`, `env X=1 node …` — start in the sandbox and are audited, with
// no finding for reading their own files. A server that dies on a path the sandbox hides says which
// path and how to show it, in one line.

const why = missing(needs.sandbox)
const describeSandboxed = describeWhere('launch-forms e2e', why)
afterAll(removeTempDirs)

/** A dependency-free stdio MCP server with one tool; it reads its own data file beside it at start. */
const SERVER = `import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
const greeting = readFileSync(new URL('./greeting.txt', import.meta.url), 'utf8').trim()
setTimeout(() => process.exit(0), 60_000).unref()
const send = (message) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...message }) + '\\n')
createInterface({ input: process.stdin }).on('line', (line) => {
  const { id, method } = JSON.parse(line)
  if (id === undefined) return
  if (method === 'initialize')
    send({ id, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'greeter', version: '1.0.0' } } })
  else if (method === 'tools/list')
    send({ id, result: { tools: [{ name: 'greet', description: 'Says hello.', inputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: true } }] } })
  else if (method === 'tools/call') send({ id, result: { content: [{ type: 'text', text: greeting + ' ' + process.env.X }] } })
  else if (method === 'ping') send({ id, result: {} })
  else send({ id, error: { code: -32601, message: 'Method not found' } })
})
process.stdin.on('end', () => process.exit(0))
`

/** A project directory (package.json, server.mjs, its data file, a start.sh beside them). */
function project(parent: string): string {
  const dir = join(parent, 'greeter')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), '{ "name": "greeter", "type": "module" }\n')
  writeFileSync(join(dir, 'server.mjs'), SERVER)
  writeFileSync(join(dir, 'greeting.txt'), 'hello\n')
  writeFileSync(join(dir, 'start.sh'), '#!/bin/sh\nX=from-wrapper exec node "$(dirname "$0")/server.mjs"\n')
  chmodSync(join(dir, 'start.sh'), 0o755)
  return dir
}

describeSandboxed('launch forms', () => {
  // The project sits under a home (hidden from the server) and the audit runs from another directory:
  // only the launch names the server's files.
  const id = randomBytes(4).toString('hex')
  const home = `/home/mcpb-launch-${id}`
  const asRoot = itWhere('launch-forms e2e (a project under /home)', missing(needs.root))
  afterAll(() => rmSync(home, { recursive: true, force: true }))

  const forms: [string, (dir: string) => string[], string][] = [
    ['a wrapper script beside the server', (dir) => [join(dir, 'start.sh')], 'hello from-wrapper'],
    ["sh -c 'exec node /abs/server.mjs'", (dir) => ['sh', '-c', `X=from-sh exec node ${join(dir, 'server.mjs')}`], 'hello from-sh'],
    ['env X=1 node /abs/server.mjs', (dir) => ['env', 'X=1', 'node', join(dir, 'server.mjs')], 'hello 1']
  ]
  for (const [label, command] of forms) {
    asRoot(
      `${label}: starts, is audited, and reading its own files is no finding`,
      async () => {
        const dir = project(home)
        const cwd = tempDir('launch-cwd')
        const run = await runCli(['--calls', '1', '--cwd', cwd, '--', ...command(dir)], { timeoutMs: 120_000 })
        expect(run.stderr).not.toMatch(/could not start|unexpected error/)
        const report = run.report()
        expect(report.server.info?.name).toBe('greeter')
        expect(report.calls.map((call) => [call.name, call.outcome])).toEqual([['greet', 'ok']])
        expect(report.findings.filter((finding) => finding.severity !== 'info').map((finding) => finding.message)).toEqual([])
        expect(run.code).toBe(0)
      },
      150_000
    )
  }

  asRoot(
    'a server that dies on a hidden path: one line names the path and the flag that shows it',
    async () => {
      const dir = project(join(home, 'hidden'))
      const cwd = tempDir('launch-cwd')
      // The path comes from the environment, not the command line: nothing shows it.
      const run = await runCli(['--calls', '1', '--cwd', cwd, '--env', `APP_HOME=${dir}`, '--', 'sh', '-c', 'exec node "$APP_HOME/server.mjs"'], {
        timeoutMs: 120_000
      })
      expect(run.code).toBe(1)
      const errorLines = run.stderr.split('\n').filter((line) => /could not start/.test(line))
      expect(errorLines).toHaveLength(1)
      expect(errorLines[0]).toContain(
        `the server could not start: it needed ${join(dir, 'server.mjs')}, which the sandbox hides from it. Show that directory to the server with --workspace ${dir} (copy-on-write; nothing of yours changes), or audit without containment with --fs host`
      )
    },
    150_000
  )
})
