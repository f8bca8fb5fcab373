import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BehaviourSummary } from '../../src/model/index.js'
import type { Report } from '../../src/report/schema.js'
import { loadPolicy } from '../../src/settings/policy.js'
import { CLI, REPO_ROOT, removeTempDirs, runCli, tempDir, type CliRun } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'
import { sideBySide, type SideBySide } from '../helpers/side-by-side.js'

// The behaviour baseline end to end: real audits of fixture servers in two versions, against the
// baseline in the state dir and in a committed file; repeated runs of unchanged servers (the bundled
// targets and the pinned npm servers); and the policy generated from what was observed, fed back
// with --policy.

const describeSandboxed = describeWhere('baseline e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const MAILER = 'targets/node/fixtures/mailer.mjs'
const NOTE_INDEX = 'targets/node/fixtures/note-index.mjs'
const MODULES = join(REPO_ROOT, 'node_modules')

/** A subcommand (`baseline`, `policy`), which comes before any flag. */
function runSubcommand(args: string[]): { code: number | null; stderr: string } {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    env: { PATH: process.env.PATH, HOME: process.env.HOME }
  })
  return { code: result.status, stderr: result.stderr }
}

// The pinned npm servers the way exercise-coverage runs them: an empty working directory the
// auditor seeds (a small project and a git repository), their scenario, then every item once.
// Each run gets a fresh directory, so the workspace's own path is generalized too. The first run is
// also exercise-coverage's audit with the scenario: every tool reached, findings naming their steps.
const npmServers: [string, (dir: string) => string[], string[]][] = [
  ['server-filesystem', (dir) => [process.execPath, join(MODULES, '@modelcontextprotocol/server-filesystem/dist/index.js'), dir], []],
  ['git-mcp-server', () => [process.execPath, join(MODULES, '@cyanheads/git-mcp-server/dist/index.js')], ['--env', 'GIT_SIGN_COMMITS=false']],
  ['server-everything', () => [process.execPath, join(MODULES, '@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'], []]
]

/** Three runs of an npm server with one state dir, one after another: their reports. */
/**
 * Three audits with one state dir: the first summary is new, the next two unchanged and equal to it, and no
 * behaviour-change is raised. `each` checks each run first.
 */
async function expectUnchangedOnThreeRuns(audit: () => Promise<CliRun>, each: (run: CliRun) => void = () => undefined): Promise<void> {
  const summaries: unknown[] = []
  for (let run = 0; run < 3; run += 1) {
    const result = await audit()
    each(result)
    const report = result.report()
    summaries.push(report.behaviour?.current)
    // the changes first: on a failure they say what moved
    expect(report.behaviour?.changes).toEqual([])
    expect(report.behaviour?.status).toBe(run === 0 ? 'new' : 'unchanged')
    expect(report.findings.filter((finding) => finding.rule === 'behaviour-change')).toEqual([])
  }
  expect(summaries[1]).toEqual(summaries[0])
  expect(summaries[2]).toEqual(summaries[0])
}

async function threeRuns(name: string): Promise<Report[]> {
  const server = npmServers.find(([candidate]) => candidate === name)
  if (server === undefined) throw new Error(`no npm server ${name}`)
  const [, command, env] = server
  const stateDir = tempDir(`baseline-${name}`)
  const scenario = join(REPO_ROOT, 'targets', 'scenarios', `${name}.yaml`)
  const reports: Report[] = []
  for (let run = 0; run < 3; run += 1) {
    const cwd = tempDir(`baseline-${name}-ws`)
    const result = await runCli(
      ['--fail-on', 'never', '--calls', '1', '--server-name', name, '--cwd', cwd, ...env, '--scenario', scenario, '--', ...command(cwd)],
      {
        stateDir,
        timeoutMs: 150_000
      }
    )
    reports.push(result.report())
  }
  return reports
}

describeSandboxed('behaviour baseline', () => {
  // The npm servers' runs (tested last) start first, one server after another, beside the fixture tests:
  // server-everything's mostly wait on its slow tools (a 4 s research query). Each server keeps its own state dir.
  let npmRuns: SideBySide<string, Report[]>
  beforeAll(() => {
    npmRuns = sideBySide(
      npmServers.map(([name]) => name),
      1,
      threeRuns
    )
  })
  // as long as the runs may take (each within runCli's timeout): a failing test leaves none running
  afterAll(() => npmRuns.settled(), 9 * 150_000)

  it('summarizes v1 of the mailer identically on three runs, then fails when v2 adds a BCC to the same host, names the tool and the new recipient, and passes once accepted', async () => {
    const stateDir = tempDir('baseline-state')
    const audit = (version: string, extra: string[] = []) =>
      runCli(['--server-name', 'mailer', '--env', `MAILER_VERSION=${version}`, ...extra, '--', 'node', MAILER], { stateDir })
    // v1 three times: what the unchanged targets below check, on the baseline v2 is then compared with
    await expectUnchangedOnThreeRuns(
      () => audit('1'),
      (v1) => expect(v1.code).toBe(0)
    )

    const second = await audit('2')
    expect(second.code).toBe(3)
    const report = second.report()
    expect(report.behaviour?.status).toBe('changed')
    const changes = report.findings.filter((finding) => finding.rule === 'behaviour-change')
    expect(changes.map((finding) => [finding.severity, finding.tool, finding.message]).sort()).toEqual([
      ['high', 'send_email', 'send_email now sends archive@collector.example to api.mail.example:443 (new recipient)'],
      ['high', 'send_email', 'send_email now sends bcc to api.mail.example:443 (new JSON key)']
    ])
    expect(second.stdout).toContain('(new recipient)')

    const third = await audit('2', ['--accept-baseline'])
    expect(third.code).toBe(0)
    expect(third.report().behaviour?.status).toBe('accepted')
    const fourth = await audit('2')
    expect([fourth.code, fourth.report().behaviour?.status]).toEqual([0, 'unchanged'])
  }, 360_000)

  it('fails when v2 makes a read-only tool write a file, from a committed baseline file written by `baseline --update`', async () => {
    const repo = tempDir('baseline-repo')
    const file = join(repo, 'mcp-behave.baseline.json')
    const update = runSubcommand([
      'baseline',
      '--update',
      '--baseline',
      file,
      '--out-dir',
      tempDir('out'),
      '--state-dir',
      tempDir('state'),
      // the same exercise as runCli's audits below (one traced pass, no attack stage): a baseline compares like with like
      '--passes',
      'traced',
      '--no-attack',
      '--env',
      'NOTES_VERSION=1',
      '--',
      'node',
      NOTE_INDEX
    ])
    expect(update).toMatchObject({ code: 0 })
    expect(JSON.parse(readFileSync(file, 'utf8')).behaviour.sites['tool:lookup_note'].writes).toEqual([])

    const second = await runCli(['--baseline', file, '--env', 'NOTES_VERSION=2', '--', 'node', NOTE_INDEX])
    expect(second.code).toBe(3)
    const changes = second.report().findings.filter((finding) => finding.rule === 'behaviour-change' && finding.severity === 'high')
    expect(changes.map((finding) => [finding.tool, finding.message])).toEqual([
      ['lookup_note', 'lookup_note now writes {tmp}/notes-index-*.json (new write; it only read before)']
    ])
    // no other rule reports a scratch-space write: the baseline is what catches it
    expect(second.report().findings.filter((finding) => finding.rule !== 'behaviour-change')).toEqual([])

    const third = await runCli(['--baseline', file, '--accept-baseline', '--env', 'NOTES_VERSION=2', '--', 'node', NOTE_INDEX])
    expect([third.code, third.report().behaviour?.status]).toEqual([0, 'accepted'])
    expect(JSON.parse(readFileSync(file, 'utf8')).behaviour.sites['tool:lookup_note'].writes).toEqual(['{tmp}/notes-index-*.json'])
  }, 240_000)

  const unchanged: [string, string[]][] = [
    ['node honest', ['node', 'targets/node/honest.mjs']],
    ['node leaky', ['node', 'targets/node/leaky.mjs']],
    ['python honest', ['python3', 'targets/python/honest.py']],
    ['python leaky', ['python3', 'targets/python/leaky.py']],
    ['python https_exfil', ['python3', 'targets/python/https_exfil.py']],
    ['annotated', ['node', 'targets/node/fixtures/annotated.mjs']],
    ['http-api', ['node', 'targets/node/fixtures/http-api.mjs']]
    // the mailer's three unchanged runs are the first test's v1 runs
  ]
  it.each(unchanged)(
    'summarizes %s identically on three runs: no behaviour-change',
    async (_name, command) => {
      const stateDir = tempDir('baseline-repeat')
      await expectUnchangedOnThreeRuns(() => runCli(['--fail-on', 'never', '--server-name', 'repeat', '--', ...command], { stateDir }))
    },
    240_000
  )

  it.each(npmServers.map(([name]) => name))(
    'summarizes %s from npm identically on three runs, seeded workspace and scenario included: no behaviour-change',
    async (name) => {
      const summaries: BehaviourSummary[] = []
      for (const [run, report] of (await npmRuns.get(name)).entries()) {
        expect(report.behaviour?.changes).toEqual([])
        expect(report.behaviour?.status).toBe(run === 0 ? 'new' : 'unchanged')
        expect(report.findings.filter((finding) => finding.rule === 'behaviour-change')).toEqual([])
        // every tool is a site of its own: the runs compared are the whole surface, not an empty one
        for (const tool of report.manifest.tools) expect(Object.keys(report.behaviour?.current?.sites ?? {})).toContain(`tool:${tool.name}`)
        summaries.push(report.behaviour?.current as BehaviourSummary)
      }
      expect(summaries[1]).toEqual(summaries[0])
      expect(summaries[2]).toEqual(summaries[0])
      if (name !== 'server-everything')
        expect(Object.values(summaries[0]?.sites ?? {}).some((site) => site.writes.some((path) => path.startsWith('{workspace}/')))).toBe(true)
    },
    300_000
  )

  // exercise-coverage.test.ts's scenario half: each server's first run, with its scenario (targets/scenarios/)
  it.each(npmServers.map(([name]) => name))(
    '%s from npm reaches every tool with its scenario, whose findings name their steps (the first of its three runs)',
    async (name) => {
      const [report] = await npmRuns.get(name)
      if (report === undefined) throw new Error(`no run of ${name}`)
      const tools = (report.coverage?.items ?? []).filter((item) => item.kind === 'tool')
      expect(tools.length).toBe(report.manifest.tools.length)
      expect(tools.filter((item) => item.ok === 0).map((item) => item.name)).toEqual([])
      const stepCalls = report.calls.filter((call) => call.step !== undefined)
      expect(stepCalls.length).toBeGreaterThan(0)
      // the steps run first, in the file's order
      expect(report.calls.slice(0, stepCalls.length).every((call) => call.step !== undefined)).toBe(true)
      expect(report.coverage?.gaps.filter((gap) => gap.what.startsWith('scenario step'))).toEqual([])
      for (const finding of report.findings) {
        if (finding.phase.kind !== 'call') continue
        const step = report.calls[finding.phase.call.id]?.step
        if (step !== undefined) expect(finding.message).toContain(`scenario step "${step}"`)
      }
    },
    300_000
  )

  it('generates a policy from the leaky target that, passed back, silences everything observed except canary exfiltration', async () => {
    const first = await runCli(['--', 'node', 'targets/node/leaky.mjs'])
    const before = first.report()
    expect(before.findings.map((finding) => finding.rule).sort()).toEqual(['canary-exfiltration', 'network-egress', 'sensitive-file-read'])
    const dir = tempDir('policy-out')
    const policyFile = join(dir, 'policy.yml')
    expect(runSubcommand(['policy', '--from', join(first.outDir, 'report.json'), '--out', policyFile])).toMatchObject({ code: 0 })
    const policy = await loadPolicy(policyFile)
    expect(policy.tools?.['format_note']?.network?.allow).toEqual([{ cidr: '203.0.113.34/32', ports: [80] }])
    expect(policy.tools?.['format_note']?.files?.read).toEqual(['~/.ssh/id_rsa'])

    const second = await runCli(['--policy', policyFile, '--', 'node', 'targets/node/leaky.mjs'])
    const after = second.report()
    expect(after.findings.filter((finding) => finding.severity !== 'info').map((finding) => finding.rule)).toEqual(['canary-exfiltration'])
    expect(second.code).toBe(3)
  }, 240_000)
})
