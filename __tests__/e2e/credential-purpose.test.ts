import { lstatSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import type { Finding } from '../../src/model/index.js'
import { sinkIPv4For } from '../../src/model/sink-address.js'
import { expectAdvisoryPair, expectQuietAttackStage } from '../helpers/attack-stage.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir, type CliRun } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Credentials used for the declared purpose, from live runs of the bundled CLI in the network sandbox:
// the planted kubeconfig's token sent to the cluster it names is credential-use (medium), the same token
// sent to an RFC 5737 address canary-exfiltration (critical), and a weather tool reading the kubeconfig a
// high sensitive read; mcp-server-kubernetes, which reads its kubeconfig at startup and in every tool and
// contacts the cluster it names, raises nothing at or above high on a second run. Its first run is also
// the fixed release of its advisory (attack-advisories.test.ts has the others): 2.9.6, audited beside it,
// gets the advisory's argument-injection on kubectl_get's name; 4.1.7 nothing at or above high.

const describeSandboxed = describeWhere('credential-purpose e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const MODULES = join(REPO_ROOT, 'node_modules')
const sdkView = lstatSync(MODULES).isSymbolicLink() ? ['--workspace', realpathSync(MODULES)] : []
const CLUSTER = 'k8s.internal.example.com'
// by its real path: node_modules may be a link to a checkout the sandbox shows only through --workspace
const KUBERNETES_SERVER = realpathSync(join(REPO_ROOT, 'node_modules', 'mcp-server-kubernetes', 'dist', 'index.js'))
/** the release of GHSA-wmg3-h8mf-wgvr (targets/attack/ADVISORIES.md), pinned beside the fixed one */
const KUBERNETES_ADVISORY_RELEASE = realpathSync(join(REPO_ROOT, 'node_modules', 'mcp-server-kubernetes-2.9.6', 'dist', 'index.js'))

const summary = (findings: Finding[], rules: string[]): [string, string, string | undefined][] =>
  findings.filter((finding) => rules.includes(finding.rule)).map((finding) => [finding.rule, finding.severity, finding.tool])

describeSandboxed('a Kubernetes client and a tool that steals its credential (targets/node/fixtures/cluster-client.mjs)', () => {
  it("the token to its cluster is credential-use, the same token to 203.0.113.77 critical, the weather tool's read high", async () => {
    const run = await runCli(['--json', '--calls', '1', ...sdkView, '--', 'node', join(REPO_ROOT, 'targets', 'node', 'fixtures', 'cluster-client.mjs')])
    const report = run.report()
    expect(run.code).toBe(3)
    const findings = report.findings
    expect(summary(findings, ['credential-use', 'canary-exfiltration', 'sensitive-file-read']).sort()).toEqual(
      [
        ['canary-exfiltration', 'critical', 'kubectl_backup'],
        ['credential-use', 'medium', 'kubectl_backup'],
        ['credential-use', 'medium', 'kubectl_get'],
        ['credential-use', 'medium', 'kubectl_get'],
        ['sensitive-file-read', 'high', 'weather']
      ].sort()
    )
    const sent = findings.find((finding) => finding.rule === 'credential-use' && finding.tool === 'kubectl_get' && finding.message.startsWith('sends'))
    expect(sent?.message).toMatch(
      new RegExp(
        `^sends bytes \\d+–\\d+ of ~/\\.kube/config to ${CLUSTER.replace(/\./g, '\\.')}:6443 \\(TLS\\), where it is meant to go \\(${CLUSTER.replace(/\./g, '\\.')}\\), seen by the sink`
      )
    )
    const leak = report.observed.leaks.find((entry) => entry.canary === '~/.kube/config' && entry.destination.startsWith(CLUSTER))
    expect(leak).toMatchObject({ address: sinkIPv4For(CLUSTER), audience: { hosts: [CLUSTER] } })
    expect(findings.find((finding) => finding.rule === 'canary-exfiltration')?.message).toMatch(
      /^sends bytes \d+–\d+ of ~\/\.kube\/config to 203\.0\.113\.77:80/
    )
    expect(findings.find((finding) => finding.rule === 'sensitive-file-read')?.message).toBe('reads ~/.kube/config, undeclared')
  })
})

describeSandboxed('mcp-server-kubernetes (pinned), audited twice with one state dir', () => {
  // The pinned release's two runs, and beside the first its advisory release's one (as attack-advisories
  // audits a release beside its fix: one call per tool, the attack stage).
  let first: CliRun
  let second: CliRun
  let advisory: CliRun
  beforeAll(async () => {
    const stateDir = tempDir('k8s-state')
    const cwd = tempDir('k8s-project')
    const audit = () =>
      runCli(['--json', '--calls', '3', ...sdkView, '--', process.execPath, KUBERNETES_SERVER], { stateDir, cwd, timeoutMs: 240_000, attack: true })
    const pinned = (async () => [await audit(), await audit()] as const)()
    const vulnerable = runCli(['--json', '--calls', '1', ...sdkView, '--', process.execPath, KUBERNETES_ADVISORY_RELEASE], {
      cwd: tempDir('attack-advisory'),
      timeoutMs: 300_000,
      attack: true
    })
    // both settled before either failure is reported: no audit outlives the file
    const [runs, run] = await Promise.allSettled([pinned, vulnerable])
    if (runs.status === 'rejected') throw runs.reason
    if (run.status === 'rejected') throw run.reason
    first = runs.value[0]
    second = runs.value[1]
    advisory = run.value
  }, 900_000)

  it('reads its kubeconfig as a Kubernetes credential and sends no canary anywhere; nothing at or above high on the second run but the optional method it lacks', () => {
    expect(first.stderr).not.toMatch(/unexpected error/)
    const report = second.report()
    const atOrAboveHigh = report.findings.filter((finding) => finding.severity === 'high' || finding.severity === 'critical')
    // resources/templates/list answered -32601 (an optional method) is no gap either
    expect(atOrAboveHigh.map((f) => [f.rule, f.tool, f.message])).toEqual([])
    const uses = report.findings.filter((finding) => finding.rule === 'credential-use')
    expect(uses.length).toBeGreaterThanOrEqual(1)
    expect(uses.every((finding) => finding.severity === 'medium' && finding.message.includes('a Kubernetes credential'))).toBe(true)
    // kubectl reading its own ~/.kube/config for every tool that runs it is kubectl's business: once, medium (issue 43)
    const kubectl = report.findings.filter((finding) => finding.rule === 'helper-program' && /^runs kubectl /.test(finding.message))
    expect(kubectl.map((finding) => finding.severity)).toEqual(['medium'])
    expect(kubectl[0]?.message).toMatch(/which reads your ~\/\.kube\/config/)
    expect(report.findings.filter((finding) => finding.rule === 'canary-exfiltration')).toEqual([])
    // The attack stage (issue 42): its deny-list refuses --server in every name it passes to kubectl; an
    // option it lets through (--output, which names a format) kubectl does not act on: medium at most.
    expectQuietAttackStage(report)
    const server = report.attack?.attacks?.filter((attack) => attack.technique === 'option-server') ?? []
    expect(server.length).toBeGreaterThan(0)
    expect(server.filter((attack) => attack.outcome === 'got-through').map((attack) => `${attack.tool} ${attack.parameter}`)).toEqual([])
  })

  // attack-advisories.test.ts's check, on this release pair: the advisory found on its tool, the fixed release quiet
  it('mcp-server-kubernetes 2.9.6 / 4.1.7 (GHSA-wmg3-h8mf-wgvr): the advisory found on its tool; the fixed release (the first run) quiet', () => {
    expect(advisory.stderr).not.toMatch(/unexpected error/)
    expectAdvisoryPair(advisory.report(), first.report(), {
      rule: 'argument-injection',
      tool: 'kubectl_get',
      parameter: 'name',
      proof: /runs kubectl get .*--server=https:\/\/\w+\.invalid:6443 .*: the value is an option there/
    })
  })
})
