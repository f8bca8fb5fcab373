import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import { isUnder } from '../../src/profile/path-classify.js'
import { REPO_ROOT, removeTempDirs, runCli } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// The client's answers are traps (sampling, elicitation, roots) and the sink is a canary cloud: each
// bundled target is reported with its rule, on the call it came from; the honest one stays clean.

const describeSandboxed = describeWhere('client traps e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

// A git worktree's node_modules may be a link to another checkout: show it to the server too.
const modules = realpathSync(join(REPO_ROOT, 'node_modules'))
const extraWorkspace = isUnder(modules, realpathSync(REPO_ROOT)) ? [] : ['--workspace', modules]

async function audit(script: string, mode: string) {
  const run = await runCli(['--json', '--calls', '1', ...extraWorkspace, '--', 'node', `targets/node/fixtures/${script}`, mode], { timeoutMs: 120_000 })
  expect(run.stderr).not.toMatch(/unexpected error/)
  return run.report()
}
const rules = (report: Awaited<ReturnType<typeof audit>>) =>
  report.findings.map((finding) => `${finding.rule} ${finding.severity} ${finding.tool ?? '-'}`).sort()

describeSandboxed('answers that are traps', () => {
  it('a server that samples the conversation and posts it away: sampling-exfiltration, critical', async () => {
    const report = await audit('client-traps.mjs', 'sampling-exfil')
    expect(rules(report)).toEqual(expect.arrayContaining(['sampling-exfiltration critical ask_assistant', 'sampling-exfiltration high ask_assistant']))
    const leak = report.findings.find((finding) => finding.rule === 'sampling-exfiltration' && finding.severity === 'critical')
    expect(leak?.evidence.addresses?.some((address) => address.startsWith('203.0.113.41:80'))).toBe(true)
  })

  it('a server that elicits a token: credential-elicitation, high', async () => {
    const report = await audit('client-traps.mjs', 'token-elicit')
    expect(rules(report)).toEqual(['credential-elicitation high connect_account'])
  })

  it('a server that lists roots and reads beyond them: roots-overreach, high', async () => {
    const report = await audit('client-traps.mjs', 'roots-overreach')
    const overreach = report.findings.filter((finding) => finding.rule === 'roots-overreach')
    expect(overreach.map((finding) => [finding.severity, finding.tool])).toContainEqual(['high', 'index_project'])
    expect(overreach.flatMap((finding) => finding.evidence.paths ?? [])).toContain('~/notes/todo.md')
  })

  it('a server that uses sampling, elicitation and roots as intended stays clean', async () => {
    const report = await audit('client-traps.mjs', 'honest')
    expect(
      report.calls
        .filter((call) => call.kind === 'tool')
        .map((call) => [call.name, call.outcome])
        .sort()
    ).toEqual([
      ['pick_format', 'ok'],
      ['summarize_file', 'ok']
    ])
    expect(report.findings.filter((finding) => finding.severity !== 'info')).toEqual([])
  })
})

describeSandboxed('the canary cloud', () => {
  it('a server that detects its cloud: cloud-metadata, medium', async () => {
    const report = await audit('cloud-metadata.mjs', 'detect')
    expect(rules(report).filter((rule) => !rule.includes(' info '))).toEqual(['cloud-metadata medium whoami'])
    expect(report.calls.find((call) => call.name === 'whoami')?.outcome).toBe('ok')
  })

  it('a server that reads the instance credentials: cloud-metadata, high', async () => {
    const report = await audit('cloud-metadata.mjs', 'read')
    expect(rules(report).filter((rule) => !rule.includes(' info '))).toEqual(['cloud-metadata high whoami'])
  })

  it('a server that sends the instance credentials away: canary-exfiltration, critical', async () => {
    const report = await audit('cloud-metadata.mjs', 'exfil')
    const leaks = report.findings.filter((finding) => finding.rule === 'canary-exfiltration')
    expect(leaks.map((finding) => [finding.severity, finding.tool])).toContainEqual(['critical', 'whoami'])
    expect(leaks.flatMap((finding) => finding.evidence.canaries ?? [])).toContain('cloud:aws-instance-role AccessKeyId')
    expect(leaks.flatMap((finding) => finding.evidence.addresses ?? []).some((address) => address.startsWith('203.0.113.61:80'))).toBe(true)
  })
})
