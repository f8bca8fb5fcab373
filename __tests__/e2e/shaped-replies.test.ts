import { lstatSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import type { Report } from '../../src/report/schema.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Clients of web APIs behind the sink's replies shaped like the API's (issue 44): the code after the
// request runs — a file written from the answer, a GraphQL answer read, a script the answer names run, a
// tool list the API makes — and is seen on the call it belongs to. One audit per target, --calls 1.

const describeSandboxed = describeWhere('shaped-replies e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

// In a git worktree whose node_modules links to another checkout, the targets' SDK lives outside what
// the server can see: show it (copy-on-write) like a workspace. A no-op in a plain checkout (CI).
const MODULES = join(REPO_ROOT, 'node_modules')
const sdkView = lstatSync(MODULES).isSymbolicLink() ? ['--workspace', realpathSync(MODULES)] : []
const target = (name: string): string[] => [...sdkView, '--', process.execPath, join(REPO_ROOT, 'targets', 'node', 'api', name)]

async function audit(name: string, extra: string[] = []): Promise<Report> {
  const run = await runCli(['--calls', '1', '--cwd', tempDir(`replies-${name.replace(/\W+/g, '-')}`), ...extra, ...target(name)], { timeoutMs: 90_000 })
  if (run.code !== 0 && run.code !== 3) throw new Error(`audit of ${name} failed (${run.code}): ${run.stderr.slice(-2000)}`)
  return run.report()
}
const inCall = (report: Report, tool: string) =>
  (report.observed.sink ?? []).filter((record) => record.protocol !== 'dns' && record.phase.kind === 'call' && record.phase.call.name === tool)
const outcomes = (report: Report, tool: string) => report.calls.filter((call) => call.name === tool).map((call) => call.outcome)

describeSandboxed('a REST and a GraphQL client', () => {
  it('latest_item reads data.items[0].name and then writes the file (the write on its call); open_issues reads a connection through a fragment; with --http-reply 200 neither gets past the answer', async () => {
    const report = await audit('items-client.mjs')
    expect(outcomes(report, 'latest_item')).toEqual(['ok'])
    expect(outcomes(report, 'open_issues')).toEqual(['ok'])
    const written = report.observed.files.filter((file) => file.path.endsWith('/latest-item.txt') && file.access !== 'read')
    expect(written.length).toBeGreaterThan(0)
    expect(written.every((file) => file.phases.some((phase) => phase.kind === 'call' && phase.call.name === 'latest_item'))).toBe(true)
    // what the server received, per call: the list it read, the GraphQL answer to its selection
    expect(inCall(report, 'latest_item')).toEqual([
      expect.objectContaining({
        sni: 'api.items.example',
        reply: 'tls-opened',
        http: expect.objectContaining({ method: 'GET', target: '/v1/items?sort=newest' }) as unknown,
        replied: expect.objectContaining({ shape: 'rest-list', fields: expect.arrayContaining(['items', 'has_more']) as unknown }) as unknown
      })
    ])
    expect(inCall(report, 'open_issues').map((record) => record.replied)).toEqual([
      expect.objectContaining({ shape: 'graphql', fields: ['viewer', 'project'] })
    ])
    expect(report.findings.filter((finding) => finding.severity === 'high' || finding.severity === 'critical')).toEqual([])

    const fixed = await audit('items-client.mjs', ['--http-reply', '200'])
    expect(outcomes(fixed, 'latest_item')).toEqual(expect.arrayContaining(['error-result']))
    expect(outcomes(fixed, 'latest_item')).not.toContain('ok')
    expect(fixed.observed.files.filter((file) => file.path.endsWith('/latest-item.txt') && file.access !== 'read')).toEqual([])
    expect(inCall(fixed, 'latest_item')[0]?.replied).toEqual({ shape: 'fixed', contentType: 'application/json', bytes: 2 })
  }, 200_000)
})

describeSandboxed('a server that runs what its API names', () => {
  it('check_release rejects the first answer for its missing script_url; the next one has it: the script is downloaded and run, subprocess high on that call', async () => {
    const report = await audit('update-runner.mjs')
    const calls = report.calls.filter((call) => call.name === 'check_release')
    expect(calls.map((call) => call.outcome)).toEqual(['error-result', 'ok'])
    expect(calls[0]?.error).toContain("must have required property 'script_url'")
    const [first, second] = calls.map((call) =>
      (report.observed.sink ?? []).filter((record) => record.protocol !== 'dns' && record.phase.kind === 'call' && record.phase.call.id === call.id)
    )
    expect(first?.map((record) => record.replied?.learned)).toEqual([undefined])
    // the second call's release has what the first one's rejection named, and its script came from the same API
    expect(second?.map((record) => [record.http?.target, record.replied?.shape, record.replied?.learned])).toEqual([
      ['/v1/releases/latest', 'rest-item', ['script_url']],
      ['/files/script-1.sh', 'script', undefined]
    ])
    const subprocess = report.findings.filter((finding) => finding.rule === 'subprocess')
    expect(subprocess.map((finding) => [finding.tool, finding.severity])).toEqual([['check_release', 'high']])
    expect(
      report.observed.processes.some(
        (process) => /\/sh$/.test(process.executable) && process.phases.some((phase) => phase.kind === 'call' && phase.call.id === calls[1]?.id)
      )
    ).toBe(true)
  }, 120_000)
})

describeSandboxed('a server whose tools/list asks its API first', () => {
  it('lists the tools the API answered with, and calls them', async () => {
    const report = await audit('listed-by-api.mjs')
    expect(report.manifest.tools.map((tool) => tool.name)).toEqual(['tool_1', 'tool_2'])
    expect(report.calls.filter((call) => call.kind === 'tool').map((call) => [call.name, call.outcome])).toEqual([
      ['tool_1', 'ok'],
      ['tool_2', 'ok']
    ])
    const listing = (report.observed.sink ?? []).filter((record) => record.http?.target === '/v1/tools')
    expect(listing.length).toBeGreaterThan(0)
    expect(listing[0]?.replied).toMatchObject({ shape: 'rest-list', fields: expect.arrayContaining(['tools', 'items']) as unknown })
  }, 120_000)

  it("a tool that lists no parameters is first called with the ones its handler's schema in its code names", async () => {
    const report = await audit('schemaless-fork/index.mjs')
    const first = report.calls.find((call) => call.name === 'fork_repository' && !call.attack)
    expect(Object.keys(first?.arguments ?? {})).toEqual(expect.arrayContaining(['owner', 'repo']))
    expect(first?.outcome).toBe('ok')
  }, 120_000)
})
