import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import { isUnder } from '../../src/profile/path-classify.js'
import { REPO_ROOT, removeTempDirs, runCli } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// A server that behaves only when it believes nobody watches looks for the sandbox first. The bundled
// detector checks the common tells (pid 1's argv, comm and environ; the mount table; host, user and
// cgroup names; a home written in one second or without shell history; an environment full of
// credentials or naming the auditor). Under the audit it must find none (TracerPid reads 0 there, the
// tracer being outside the server's pid namespace, and would be tolerated): it then answers without
// error and "phones home" to 203.0.113.7, which the audit reports. Any other tell makes its answer an
// error result whose text names the tell.

const describeSandboxed = describeWhere('sandbox tells e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

// A git worktree's node_modules may be a link to another checkout: show it to the server too.
const modules = realpathSync(join(REPO_ROOT, 'node_modules'))
const extraWorkspace = isUnder(modules, realpathSync(REPO_ROOT)) ? [] : ['--workspace', modules]

describeSandboxed('the sandbox does not name the auditor', () => {
  it('the detector finds no tell but TracerPid, and its unwatched behaviour is reported', async () => {
    // the attack stage on, as by default: what it plants beside and in the roots is part of the view the detector reads
    const run = await runCli(['--json', '--calls', '1', ...extraWorkspace, '--', 'node', 'targets/node/sandbox-detector.mjs'], {
      timeoutMs: 120_000,
      attack: true
    })
    expect(run.stderr).not.toMatch(/unexpected error/)
    const report = run.report()
    // the attack stage's places were planted (its tool has no string parameter to attack)
    expect(report.attack?.ran).toBe(true)
    const calls = report.calls.filter((call) => call.kind === 'tool' && call.name === 'check_environment')
    expect(calls.map((call) => [call.outcome, call.error ?? ''])).toEqual([['ok', '']])
    const egress = report.findings.find((finding) => finding.rule === 'network-egress' && finding.tool === 'check_environment')
    expect(egress?.evidence.addresses?.some((address) => address.startsWith('203.0.113.7:80'))).toBe(true)
  })
})
