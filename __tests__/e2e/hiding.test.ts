import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import { isUnder } from '../../src/profile/path-classify.js'
import { REPO_ROOT, removeTempDirs, runCli } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Servers that behave only when nobody watches (docs/hiding.md). Each bundled conditional target steals
// ~/.env to 198.51.100.27:80 under one condition only; the default passes (traced,varied) report it as
// tracer-conditional or client-conditional, naming the condition and the tool, and the same server is
// clean when the condition is never met (in the audit's own traced pass, or in an audit of its own where
// the condition is another run's: CI set, another client).

const describeSandboxed = describeWhere('hiding e2e', missing(needs.sandbox))
// each test is up to two audits of several passes, side by side, on a CI machine running other suites beside it
const TWO_AUDITS = 400_000
afterAll(removeTempDirs)

// A git worktree's node_modules may be a link to another checkout: show it to the server too.
const modules = realpathSync(join(REPO_ROOT, 'node_modules'))
const extraWorkspace = isUnder(modules, realpathSync(REPO_ROOT)) ? [] : ['--workspace', modules]

// runCli runs one traced pass unless --passes is given: the default is given here by hand.
async function audit(target: string, flags: string[] = []) {
  const passes = flags.includes('--passes') ? [] : ['--passes', 'traced,varied']
  const run = await runCli(['--json', '--calls', '1', ...extraWorkspace, ...passes, ...flags, '--', 'node', `targets/node/${target}`], { timeoutMs: 180_000 })
  expect(run.stderr).not.toMatch(/unexpected error/)
  return run.report()
}

function conditional(report: Awaited<ReturnType<typeof audit>>) {
  return report.findings
    .filter((finding) => finding.rule === 'tracer-conditional' || finding.rule === 'client-conditional')
    .map((finding) => ({ rule: finding.rule, severity: finding.severity, tool: finding.tool, message: finding.message }))
}

const atOrAboveHigh = (report: Awaited<ReturnType<typeof audit>>) => report.findings.filter((finding) => ['high', 'critical'].includes(finding.severity))

/**
 * What the traced pass of an audit found at or above high. Every other finding an audit reports comes
 * from its traced pass (the passes after it add only the differences, as tracer- or client-conditional),
 * so this is what an audit of that one traced pass would find: "clean in one traced pass" is read on the
 * audit the test already makes. Had the traced pass seen the steal, it would be here, and no difference.
 */
const unconditionalAtOrAboveHigh = (report: Awaited<ReturnType<typeof audit>>) =>
  atOrAboveHigh(report)
    .filter((finding) => finding.rule !== 'tracer-conditional' && finding.rule !== 'client-conditional')
    .map((finding) => `${finding.rule} ${finding.severity} ${finding.tool ?? ''}: ${finding.message}`)

describeSandboxed('behaviour that hides from the auditor is still seen', () => {
  it.each([
    ['tracer-conditional.mjs', 'tracer-conditional', 'only without the tracer'],
    // sent after format_note's first answer, as the next request is due: the untraced pass's settle keeps it on its call
    ['tracer-conditional-after.mjs', 'tracer-conditional', 'only without the tracer'],
    ['client-cursor.mjs', 'client-conditional', 'only when clientInfo is cursor'],
    ['fifth-call.mjs', 'client-conditional', 'only on call 5'],
    ['old-protocol.mjs', 'client-conditional', 'only under protocol 2025-03-26']
  ])(
    '%s: %s, %s, on format_note; clean in one traced pass',
    async (target, rule, condition) => {
      const report = await audit(target)
      const seen = `${condition} (on format_note); seen by the`
      expect(conditional(report).sort((a, b) => a.message.localeCompare(b.message))).toEqual([
        { rule, severity: 'high', tool: 'format_note', message: expect.stringContaining(`connect 198.51.100.27:80 ${seen} sink`) as string },
        { rule, severity: 'critical', tool: 'format_note', message: expect.stringContaining(`read ~/.env ${seen} canary-watch`) as string },
        { rule, severity: 'critical', tool: 'format_note', message: expect.stringContaining(`send canary ~/.env ${seen} sink`) as string }
      ])
      expect(unconditionalAtOrAboveHigh(report)).toEqual([])
    },
    TWO_AUDITS
  )

  it(
    'outside-ci.mjs: only without CI; clean when CI is set',
    async () => {
      const [report, withCi] = await Promise.all([audit('outside-ci.mjs'), audit('outside-ci.mjs', ['--env', 'CI=true', '--passes', 'traced'])])
      expect(conditional(report)).toContainEqual({
        rule: 'client-conditional',
        severity: 'critical',
        tool: 'format_note',
        message: expect.stringContaining('send canary ~/.env only without CI (on format_note)') as string
      })
      expect(atOrAboveHigh(withCi)).toEqual([])
    },
    TWO_AUDITS
  )

  it(
    'client-unknown.mjs: only for a client that is no common agent, with a client=NAME pass; clean by default',
    async () => {
      const [report, byDefault] = await Promise.all([audit('client-unknown.mjs', ['--passes', 'traced,client=plain-client']), audit('client-unknown.mjs')])
      expect(conditional(report)).toContainEqual({
        rule: 'client-conditional',
        severity: 'critical',
        tool: 'format_note',
        message: expect.stringContaining('send canary ~/.env only when clientInfo is plain-client') as string
      })
      expect(atOrAboveHigh(byDefault)).toEqual([])
    },
    TWO_AUDITS
  )

  it(
    'after-20s.mjs, waiting 12 s instead: only after 12 s in a session, with a held pass of 12 s; clean in one traced pass',
    async () => {
      // The held pass and its confirmation each hold a session for the whole wait: 12 s, not the default
      // 20, is still well past a traced pass of this target on a loaded machine (a few seconds).
      const after = ['--env', 'AFTER_SECONDS=12']
      const report = await audit('after-20s.mjs', [...after, '--passes', 'traced,held=12'])
      expect(conditional(report)).toContainEqual({
        rule: 'client-conditional',
        severity: 'critical',
        tool: 'format_note',
        message: expect.stringContaining('send canary ~/.env only after 12 s in a session (on format_note)') as string
      })
      expect(unconditionalAtOrAboveHigh(report)).toEqual([])
    },
    TWO_AUDITS
  )

  it(
    'the honest target gives no finding under the default passes',
    async () => {
      expect((await audit('honest.mjs')).findings).toEqual([])
    },
    TWO_AUDITS
  )
})
