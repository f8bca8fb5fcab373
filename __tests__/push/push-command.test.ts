import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough, Readable, Writable } from 'node:stream'
import { EXIT_CODES } from '../../src/errors.js'
import { runPushCommand, type PushCommandIo } from '../../src/push/push-command.js'
import type { Finding } from '../../src/model/index.js'
import { startDashboardDouble, type DashboardDouble } from './dashboard-double.js'
import { egressFinding, leakyReport } from './report-fixture.js'

const TOKEN = `mcpb_${'fedcba9876543210'.repeat(4)}`

function capture(): Writable & { text: () => string } {
  let text = ''
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      text += chunk.toString()
      callback()
    }
  })
  return Object.assign(stream, { text: () => text })
}

interface Run {
  code: number
  stdout: string
  stderr: string
}

let dir: string
let dashboard: DashboardDouble | undefined
const sleeps: number[] = []

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mcp-behave-push-'))
  sleeps.length = 0
})
afterEach(async () => {
  await dashboard?.close()
  dashboard = undefined
  await rm(dir, { recursive: true, force: true })
})

interface RunOptions {
  env?: NodeJS.ProcessEnv
  stdin?: NodeJS.ReadableStream
  fetchImpl?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

async function run(argv: string[], options: RunOptions = {}): Promise<Run> {
  const stdout = capture()
  const stderr = capture()
  const io: PushCommandIo = {
    stdin: options.stdin ?? Readable.from([]),
    stdout,
    stderr,
    env: options.env ?? {},
    sleep:
      options.sleep ??
      (async (ms) => {
        sleeps.push(ms)
        dashboard?.advance(ms)
      })
  }
  if (options.fetchImpl) io.fetchImpl = options.fetchImpl
  const code = await runPushCommand(argv, io)
  return { code, stdout: stdout.text(), stderr: stderr.text() }
}

async function reportFile(content: string = JSON.stringify(leakyReport())): Promise<string> {
  const file = join(dir, 'audit.json')
  await writeFile(file, content)
  return file
}

function dashboardEnv(double: DashboardDouble): NodeJS.ProcessEnv {
  return { MCP_BEHAVE_DASHBOARD_URL: double.url, MCP_BEHAVE_TOKEN: TOKEN }
}

const failingFetch = (async () => {
  throw new Error('no request should be made')
}) as unknown as typeof fetch

describe('mcp-behave push', () => {
  it('pushes a report file and prints the dashboard answer (201)', async () => {
    dashboard = await startDashboardDouble({ token: TOKEN })
    const file = await reportFile()
    const result = await run([file, '--server-name', 'leaky-notes', '--category', 'local', '--author', 'Example Author'], { env: dashboardEnv(dashboard) })
    expect(result).toEqual({
      code: 0,
      stdout: '{"id":"audit-1","serverId":"server-1","createdAt":"2023-11-14T22:13:20.000Z"}\n',
      stderr: ''
    })
    expect(dashboard.requests[0]?.headers['user-agent']).toBe('mcp-behave/0.2.0')
    const [body] = dashboard.accepted
    expect(body?.server).toEqual({ name: 'leaky-notes', author: 'Example Author', transport: 'stdio', category: 'local' })
    expect(body?.audit).toMatchObject({ version: '0.2.0', status: 'findings', exitCode: 3, manifestHash: 'a'.repeat(64) })
    expect(body?.tools.map((tool) => tool.name)).toEqual(['format_note'])
    expect(body?.findings.map(({ type, severity, toolName }) => ({ type, severity, toolName }))).toEqual([
      { type: 'sensitive_file_read', severity: 'high', toolName: 'format_note' },
      { type: 'network_egress', severity: 'high', toolName: 'format_note' }
    ])
  })

  it('takes URL and token from flags over the environment', async () => {
    dashboard = await startDashboardDouble({ token: TOKEN })
    const file = await reportFile()
    const env = { MCP_BEHAVE_DASHBOARD_URL: 'http://127.0.0.1:9', MCP_BEHAVE_TOKEN: 'mcpb_wrong' }
    const result = await run([file, '--dashboard-url', `${dashboard.url}/`, '--token', TOKEN], { env })
    expect(result.code).toBe(0)
    expect(dashboard.accepted.map((body) => body.server.name)).toEqual(['python targets/leaky_server.py'])
  })

  it('reads the report from stdin, with "-" or no file at all', async () => {
    dashboard = await startDashboardDouble({ token: TOKEN })
    const json = JSON.stringify(leakyReport())
    const half = Math.floor(json.length / 2)
    const dash = await run(['-', '--server-name', 'from-dash'], { env: dashboardEnv(dashboard), stdin: Readable.from([json.slice(0, half), json.slice(half)]) })
    const none = await run(['--server-name', 'from-pipe'], { env: dashboardEnv(dashboard), stdin: Readable.from([Buffer.from(json)]) })
    expect([dash.code, none.code]).toEqual([0, 0])
    expect(dashboard.accepted.map((body) => body.server.name)).toEqual(['from-dash', 'from-pipe'])
  })

  it('exits 1 on 401 with the status and body on stderr, and never prints the token', async () => {
    dashboard = await startDashboardDouble({ token: 'mcpb_the_real_one' })
    const file = await reportFile()
    const result = await run([file], { env: dashboardEnv(dashboard) })
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'mcp-behave push: the dashboard answered HTTP 401 (check the token)\n{"error":"unauthorized"}\n'
    })
    expect(result.stderr).not.toContain(TOKEN)
  })

  it('exits 1 on a 400 and shows the body shortened with control characters made harmless', async () => {
    dashboard = await startDashboardDouble({ token: TOKEN })
    const prefix = '{"error":"validation failed","issues":"'
    const body = `${prefix}\u001b[2J${'x'.repeat(2500)}"}`
    dashboard.answerNextWith(400, body, { 'content-type': 'application/json' })
    const result = await run([await reportFile()], { env: dashboardEnv(dashboard) })
    // the escape sequence is removed, as in every line we print (src/neutralize.ts)
    const shown = `${prefix}${'x'.repeat(2000 - prefix.length - '\u001b[2J'.length)}`
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `mcp-behave push: the dashboard answered HTTP 400\n${shown}… [${body.length - 2000} more characters]\n`
    })
  })

  it('exits 1 when the real validation of the double rejects the body', async () => {
    dashboard = await startDashboardDouble({ token: TOKEN })
    // A fetch that breaks the payload on its way out, so the double's own schema answers.
    const tampering = (async (input: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { server: { name: string } }
      body.server.name = ''
      return fetch(input, { ...init, body: JSON.stringify(body) })
    }) as typeof fetch
    const result = await run([await reportFile()], { env: dashboardEnv(dashboard), fetchImpl: tampering })
    expect(result.code).toBe(1)
    expect(result.stderr.split('\n')[0]).toBe('mcp-behave push: the dashboard answered HTTP 400')
    expect(JSON.parse(result.stderr.split('\n')[1] ?? '')).toMatchObject({ error: 'validation failed', issues: [{ path: ['server', 'name'] }] })
  })

  it('honours a 429 Retry-After and then succeeds', async () => {
    dashboard = await startDashboardDouble({ token: TOKEN, rateLimit: 1, windowMs: 1000 })
    const file = await reportFile()
    expect((await run([file], { env: dashboardEnv(dashboard) })).code).toBe(0)
    const second = await run([file], { env: dashboardEnv(dashboard) })
    expect(second).toEqual({
      code: 0,
      stdout: '{"id":"audit-2","serverId":"server-1","createdAt":"2023-11-14T22:13:21.000Z"}\n',
      stderr: 'mcp-behave push: warning: The dashboard is rate limiting this token (HTTP 429); retrying in 1 s (retry 1 of 3).\n'
    })
    expect(sleeps).toEqual([1000])
    expect(dashboard.requests).toHaveLength(3)
  })

  it('caps 600 findings at 500 and tells the dashboard so', async () => {
    dashboard = await startDashboardDouble({ token: TOKEN })
    const findings: Finding[] = Array.from({ length: 600 }, (_, i) => ({ ...egressFinding, message: `connects #${i}`, fingerprint: `f${i}` }))
    const result = await run([await reportFile(JSON.stringify(leakyReport({ findings })))], { env: dashboardEnv(dashboard) })
    expect(result.code).toBe(0)
    const sent = dashboard.accepted[0]?.findings ?? []
    expect(sent).toHaveLength(500)
    expect(sent.slice(0, 499).map((finding) => finding.description)).toEqual(findings.slice(0, 499).map((finding) => finding.message))
    expect(sent[499]).toEqual({
      type: 'findings_omitted',
      severity: 'high',
      description: '101 more findings not sent: the dashboard accepts at most 500 per audit. The full list is in the report.',
      detail: 'Omitted findings by severity and rule:\nhigh network-egress: 101'
    })
  })

  it('prints the payload on --dry-run without a token or any request, with terminal controls escaped', async () => {
    const report = leakyReport()
    const tool = { name: 'format_note', description: 'Formats \u009b31m notes', sha256: 'c' }
    const file = await reportFile(JSON.stringify({ ...report, manifest: { ...report.manifest, tools: [tool] } }))
    const result = await run([file, '--dry-run', '--server-name', 'leaky-notes'], { fetchImpl: failingFetch })
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
    expect(result.stdout).not.toContain('\u009b')
    const printed = JSON.parse(result.stdout) as { server: unknown; tools: unknown; findings: unknown[] }
    expect(printed.server).toEqual({ name: 'leaky-notes', transport: 'stdio' })
    expect(printed.tools).toEqual([{ name: 'format_note', description: 'Formats \u009b31m notes' }])
    expect(printed.findings).toHaveLength(2)
  })

  it('prints help', async () => {
    const result = await run(['--help'])
    expect(result.code).toBe(0)
    expect(result.stdout.split('\n')[0]).toBe('Usage: mcp-behave push [FILE|-] [options]')
  })

  it.each<[string, string[], NodeJS.ProcessEnv, string]>([
    ['a missing token', [], { MCP_BEHAVE_DASHBOARD_URL: 'http://127.0.0.1:9' }, 'No dashboard token: set MCP_BEHAVE_TOKEN (or pass --token).'],
    [
      'an empty token variable',
      [],
      { MCP_BEHAVE_DASHBOARD_URL: 'http://127.0.0.1:9', MCP_BEHAVE_TOKEN: ' ' },
      'No dashboard token: set MCP_BEHAVE_TOKEN (or pass --token).'
    ],
    ['a missing URL', [], { MCP_BEHAVE_TOKEN: TOKEN }, 'No dashboard URL: pass --dashboard-url or set MCP_BEHAVE_DASHBOARD_URL.'],
    [
      'a non-http URL',
      ['--dashboard-url', 'file:///etc/passwd'],
      { MCP_BEHAVE_TOKEN: TOKEN },
      "Invalid dashboard URL 'file:///etc/passwd'. Expected an http(s) URL such as https://dashboard.example.com."
    ],
    ['an unknown flag', ['--server', 'x'], {}, "Unknown option '--server'. (see mcp-behave push --help)"],
    [
      'a bad category',
      ['--category', 'cloud'],
      {},
      "Invalid --category 'cloud'. Expected one of: local, network, database, other. (see mcp-behave push --help)"
    ],
    ['two files', ['other.json'], {}, 'Expected at most one report file, got 2. (see mcp-behave push --help)'],
    ['a flag without its value', ['--server-name'], {}, "Option '--server-name <value>' argument missing (see mcp-behave push --help)"]
  ])('exits 1 (bad input, as for an audit) on %s with one line and no request', async (_, extraArgs, env, message) => {
    const result = await run([await reportFile(), ...extraArgs], { env, fetchImpl: failingFetch })
    expect(result).toEqual({ code: 1, stdout: '', stderr: `mcp-behave push: ${message}\n` })
  })

  it.each<[string, string, string]>([
    ['invalid JSON', '{"schemaVersion": 1,', 'is not valid JSON'],
    ['an empty file', '  \n', 'is empty.'],
    ['the Python tool output', '{"server_cmd": ["python"], "findings": []}', 'The input looks like output of the Python mcp-behave 0.1.x']
  ])('exits 1 on a report file with %s', async (_, content, expected) => {
    const file = await reportFile(content)
    const result = await run([file], { env: { MCP_BEHAVE_DASHBOARD_URL: 'http://127.0.0.1:9', MCP_BEHAVE_TOKEN: TOKEN }, fetchImpl: failingFetch })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(expected)
    expect(result.stderr.endsWith('\n')).toBe(true)
    expect(result.stderr.split('\n')).toHaveLength(2)
  })

  it('exits 1 on a file that does not exist', async () => {
    const missing = join(dir, 'nope.json')
    const result = await run([missing], { fetchImpl: failingFetch })
    expect(result).toEqual({ code: 1, stdout: '', stderr: `mcp-behave push: Cannot read the report '${missing}': no such file.\n` })
  })

  it('exits 1 instead of waiting when stdin is a terminal and no file is given', async () => {
    const terminal = Object.assign(new PassThrough(), { isTTY: true })
    const result = await run([], { stdin: terminal, fetchImpl: failingFetch })
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'mcp-behave push: No report given: pass a report file, or pipe `mcp-behave --json …` into this command.\n'
    })
  })

  it('exits 1 with one line when the dashboard cannot be reached', async () => {
    const refusing = (async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) })
    }) as unknown as typeof fetch
    const result = await run([await reportFile()], { env: { MCP_BEHAVE_DASHBOARD_URL: 'http://127.0.0.1:9', MCP_BEHAVE_TOKEN: TOKEN }, fetchImpl: refusing })
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'mcp-behave push: Could not reach the dashboard at http://127.0.0.1:9: connect ECONNREFUSED 127.0.0.1:9\n'
    })
  })

  it("reports a bug as an unexpected error, not as the user's mistake or the dashboard's refusal", async () => {
    dashboard = await startDashboardDouble({ token: TOKEN, rateLimit: 1, windowMs: 1000 })
    const file = await reportFile()
    expect((await run([file], { env: dashboardEnv(dashboard) })).code).toBe(0)
    const broken = async (): Promise<void> => {
      throw new TypeError("Cannot read properties of undefined (reading 'advance')")
    }
    const result = await run([file], { env: dashboardEnv(dashboard), sleep: broken })
    expect(result).toEqual({
      code: EXIT_CODES.internal,
      stdout: '',
      stderr:
        'mcp-behave push: warning: The dashboard is rate limiting this token (HTTP 429); retrying in 1 s (retry 1 of 3).\n' +
        "mcp-behave push: unexpected error: Cannot read properties of undefined (reading 'advance')\n"
    })
  })

  it('shows the stack of a bug only with MCP_BEHAVE_DEBUG=1', async () => {
    dashboard = await startDashboardDouble({ token: TOKEN, rateLimit: 1, windowMs: 1000 })
    const file = await reportFile()
    await run([file], { env: dashboardEnv(dashboard) })
    const broken = async (): Promise<void> => {
      throw new TypeError('broken sleep')
    }
    const result = await run([file], { env: { ...dashboardEnv(dashboard), MCP_BEHAVE_DEBUG: '1' }, sleep: broken })
    expect(result.stderr.split('\n').slice(1, 3)).toEqual(['mcp-behave push: unexpected error: broken sleep', 'TypeError: broken sleep'])
  })
})
