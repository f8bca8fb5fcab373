import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { diffBehaviour } from '../../src/baseline/diff.js'
import { normalizeHostName, normalizePath } from '../../src/baseline/generalize.js'
import { payloadShape } from '../../src/baseline/payload-shape.js'
import { compareWithBaseline } from '../../src/baseline/store.js'
import { summarizeBehaviour } from '../../src/baseline/summarize.js'
import { policyFromReport, toolhiveProfileFromReport, vscodeSandboxFromReport } from '../../src/baseline/policy-from-report.js'
import type { BehaviourSummary, CallRecord, Observed, ObservedFile, SiteBehaviour } from '../../src/model/index.js'
import type { Report } from '../../src/report/schema.js'
import { parsePolicy } from '../../src/settings/policy.js'
import { emptyObserved } from '../helpers/empty-observed.js'

const ROOTS = { home: '/home/robin', cwd: '/work/repo' }
const site = (partial: Partial<SiteBehaviour>): SiteBehaviour => ({
  hosts: [],
  dns: [],
  reads: [],
  writes: [],
  deletes: [],
  executables: [],
  canaryLeaks: [],
  persistence: [],
  effect: 'reads-only',
  payloads: {},
  ...partial
})

describe('normalizePath', () => {
  it('puts paths under the workspace, the home and temp dirs, and generalizes run-specific names', () => {
    expect(normalizePath('/work/repo/out/notes.md', ROOTS)).toBe('{workspace}/out/notes.md')
    expect(normalizePath('/home/robin/.ssh/id_ed25519', ROOTS)).toBe('~/.ssh/id_ed25519')
    expect(normalizePath('/tmp/notes-index-4711.json', ROOTS)).toBe('{tmp}/notes-index-*.json')
    expect(normalizePath('/tmp/tmp.AbQxZr/x.lock', ROOTS)).toBe('{tmp}/tmp.*/x.lock')
    expect(normalizePath('/proc/42/environ', ROOTS)).toBe('/proc/*/environ')
    expect(normalizeHostName('0f3a9c2b7d11e4aa09b8.cdn.example.')).toBe('*.cdn.example')
  })

  // Names from three runs of @cyanheads/git-mcp-server: whatever letters mkstemp or the hash drew,
  // each generalizes to one form (a suffix of only lowercase letters, or a fan-out of only a–f, too).
  it.each([
    ['/work/repo/.git/objects/f9/tmp_obj_BnOdI2', '{workspace}/.git/objects/*/tmp_obj_*'],
    ['/work/repo/.git/objects/ab/tmp_obj_gykucn', '{workspace}/.git/objects/*/tmp_obj_*'],
    ['/work/repo/.git/objects/ab', '{workspace}/.git/objects/*'],
    ['/work/repo/.git/objects/5f/4b1e0c9d2a7f3e8b6c5d4a3f2e1d0c9b8a7f6e', '{workspace}/.git/objects/*/*'],
    ['/work/repo/clone/.git/objects/pack/tmp_pack_amn9V3', '{workspace}/clone/.git/objects/pack/tmp_pack_*'],
    ['/work/repo/clone/.git/objects/pack/tmp_idx_gyKuCn', '{workspace}/clone/.git/objects/pack/tmp_idx_*'],
    ['/work/repo/clone/.git/tPYPukQ', '{workspace}/clone/.git/*'],
    ['/work/repo/clone/.git/tabcdef', '{workspace}/clone/.git/*'],
    ['/work/repo/clone/.git/shallow_EdQBnN', '{workspace}/clone/.git/shallow_*'],
    ['/tmp/tmpk3jx_9az', '{tmp}/tmp*'],
    ['/tmp/tmpabcdefgh', '{tmp}/tmp*'],
    ['/tmp/tmp.abcdefghij/x.lock', '{tmp}/tmp.*/x.lock'],
    // what is no run's draw stays
    ['/work/repo/.git/refs/heads/feature', '{workspace}/.git/refs/heads/feature'],
    ['/work/repo/.git/hooks/pre-commit.sample', '{workspace}/.git/hooks/pre-commit.sample'],
    ['/work/repo/.git/COMMIT_EDITMSG', '{workspace}/.git/COMMIT_EDITMSG'],
    ['/work/repo/.git/objects/pack', '{workspace}/.git/objects/pack'],
    ['/work/repo/docs/template.md', '{workspace}/docs/template.md'],
    ['/work/repo/objects.txt', '{workspace}/objects.txt']
  ])('%s → %s', (path, normalized) => {
    expect(normalizePath(path, ROOTS)).toBe(normalized)
  })

  // gpg's lock files from two runs of @cyanheads/git-mcp-server (signing commits), each run with the
  // machine and user name the sandbox drew for it: one form, whichever names and pids the run had.
  it.each([
    ['/home/robin/.gnupg/.#lk0x00005606fc9384c0.robin-devbox.184', { machineName: 'robin-devbox', userName: 'robin' }],
    ['/home/robin/.gnupg/.#lk0x00005606fc9384c0.robin-devbox.184x', { machineName: 'robin-devbox', userName: 'robin' }],
    ['/home/sam/.gnupg/.#lk0x000055f75d758600.devbox.63', { machineName: 'devbox', userName: 'sam' }],
    ['/home/sam/.gnupg/.#lk0x000055f75d758600.devbox.63x', { machineName: 'devbox', userName: 'sam' }]
  ])('a dotlock %s → ~/.gnupg/.#lk*', (path, names) => {
    expect(normalizePath(path, { home: path.split('/').slice(0, 3).join('/'), cwd: '/work/repo', ...names })).toBe('~/.gnupg/.#lk*')
  })

  it('names the drawn machine and user names {hostname} and {user} inside file names, and nothing else', () => {
    const roots = { ...ROOTS, machineName: 'jamie-thinkpad', userName: 'jamie' }
    expect(normalizePath('/tmp/jamie-thinkpad.4711.pid', roots)).toBe('{tmp}/{hostname}.*.pid')
    expect(normalizePath('/home/robin/.cache/jamie/session.json', roots)).toBe('~/.cache/{user}/session.json')
    expect(normalizePath('/tmp/build-jamie/x.log', roots)).toBe('{tmp}/build-{user}/x.log')
    // not a drawn name: a word that merely contains it, another case, the workspace's and the system's
    // own names (the same on every run), and another run's names
    expect(normalizePath('/home/robin/jamieson/notes.md', roots)).toBe('~/jamieson/notes.md')
    expect(normalizePath('/home/robin/Jamie-Thinkpad/notes.md', roots)).toBe('~/Jamie-Thinkpad/notes.md')
    expect(normalizePath('/work/repo/thinkpad/jamie.md', roots)).toBe('{workspace}/thinkpad/jamie.md')
    expect(normalizePath('/usr/share/ubuntu/notes', { ...ROOTS, machineName: 'ubuntu' })).toBe('/usr/share/ubuntu/notes')
    expect(normalizePath('/tmp/jamie-thinkpad.4711.pid', { ...ROOTS, machineName: 'devbox', userName: 'sam' })).toBe('{tmp}/jamie-thinkpad.*.pid')
  })

  it('names the machine name drawn for the run {hostname}, and only that name', () => {
    expect(normalizeHostName('dev-laptop', 'dev-laptop')).toBe('{hostname}')
    expect(normalizeHostName('Sam-Desktop.localdomain.', 'sam-desktop')).toBe('{hostname}.localdomain')
    expect(normalizeHostName('dev-laptop', 'thinkpad')).toBe('dev-laptop')
    expect(normalizeHostName('dev-laptop.example')).toBe('dev-laptop.example')
  })
})

describe('summarizeBehaviour', () => {
  const calls: CallRecord[] = [{ id: 0, kind: 'tool', name: 'git_status', iteration: 1, startedAt: 1, endedAt: 2, outcome: 'ok' }]
  const phases: ObservedFile['phases'] = [{ kind: 'call', call: { id: 0, kind: 'tool', name: 'git_status', iteration: 1 }, afterResponse: false }]
  const file = (path: string, access: ObservedFile['access'], renamedTo?: string): ObservedFile => ({
    path: `${ROOTS.cwd}/${path}`,
    access,
    ...(renamedTo ? { renamedTo: `${ROOTS.cwd}/${renamedTo}` } : {}),
    succeeded: true,
    category: 'workdir',
    noise: false,
    count: 1,
    phases,
    traceLines: [1]
  })
  const summary = (files: ObservedFile[]): SiteBehaviour | undefined => {
    const observed: Observed = { ...emptyObserved(1), files }
    return summarizeBehaviour({ ...ROOTS, observed, payloads: [], calls }).sites['tool:git_status']
  }

  it('summarizes git’s index lock the same whether git rolled it back or renamed it over the index (racy-clean stat data)', () => {
    const rolledBack = summary([file('.git/index.lock', 'create'), file('.git/index.lock', 'delete')])
    const committed = summary([file('.git/index.lock', 'create'), file('.git/index.lock', 'rename', '.git/index')])
    expect(committed).toEqual(rolledBack)
    expect(rolledBack?.writes).toEqual(['{workspace}/.git/index', '{workspace}/.git/index.lock'])
    expect(rolledBack?.effect).toBe('writes-workspace')
  })

  // @cyanheads/git-mcp-server's git_diff, two runs: git refreshed its index (took the lock, then rolled it
  // back) in one run and not in the other, by how recently the files changed (racy git).
  it('summarizes git_diff the same whether git refreshed its index within the call or not', () => {
    const transient = (entry: ObservedFile): ObservedFile => ({ ...entry, transient: true })
    const refreshed = summary([transient(file('.git/index.lock', 'create')), transient(file('.git/index.lock', 'delete')), file('src/a.ts', 'read')])
    const untouched = summary([file('src/a.ts', 'read')])
    expect(refreshed).toEqual(untouched)
    expect(refreshed?.effect).toBe('reads-only')
  })

  it('summarizes a loose object the same whether its fan-out directory had to be made; an empty new directory stays', () => {
    const made = summary([file('.git/objects/92', 'mkdir'), file('.git/objects/92/tmp_obj_x9Q2bc', 'create'), file('.git/branches', 'mkdir')])
    const existed = summary([file('.git/objects/3b/tmp_obj_Lm4kP0', 'create'), file('.git/branches', 'mkdir')])
    expect(made).toEqual(existed)
    expect(made?.writes).toEqual(['{workspace}/.git/branches', '{workspace}/.git/objects/*/tmp_obj_*'])
  })
})

describe('payloadShape', () => {
  it('reads method, path template, header names, JSON keys and recipients of an HTTP/1 request', () => {
    const body = JSON.stringify({ to: 'ann@corp.example', bcc: 'archive@collector.example', meta: { tags: [{ id: 1 }] } })
    const request = `POST /v1/messages/12345?draft=1&x=2 HTTP/1.1\r\nHost: api.mail.example\r\nContent-Type: application/json\r\nX-Token: abc\r\n\r\n${body}`
    expect(payloadShape(Buffer.from(request))).toEqual({
      request: 'POST /v1/messages/{id}?draft&x',
      headers: ['content-type', 'host', 'x-token'],
      jsonKeys: ['bcc', 'meta', 'meta.tags', 'meta.tags[].id', 'to'],
      recipients: ['ann@corp.example', 'archive@collector.example']
    })
    expect(payloadShape(Buffer.from([0x16, 0x03, 0x01]))).toBeNull()
  })
})

// desktop-commander 0.2.52 audited twice with one state dir: its config dir under the canary home is
// made anew each run, and which tool saves config.json (through a temp file) or appends to its log moves
// between runs. One entry for the server, none per tool.
describe('summarizeBehaviour: own state', () => {
  const HOME = ROOTS.home
  const DIR = `${HOME}/.claude-server-commander`
  const calls: CallRecord[] = ['read_file', 'list_directory'].map((name, id) => ({
    id,
    kind: 'tool',
    name,
    iteration: 1,
    startedAt: id,
    endedAt: id + 1,
    outcome: 'ok'
  }))
  const at = (tool: string): ObservedFile['phases'] => {
    const call = calls.find((record) => record.name === tool) as CallRecord
    return [{ kind: 'call', call: { id: call.id, kind: 'tool', name: tool, iteration: 1 }, afterResponse: false }]
  }
  const file = (path: string, access: ObservedFile['access'], tool: string, renamedTo?: string): ObservedFile => ({
    path,
    access,
    ...(renamedTo ? { renamedTo } : {}),
    succeeded: true,
    category: 'canary-home',
    noise: false,
    count: 1,
    phases: at(tool),
    traceLines: [1]
  })
  const observed = (files: ObservedFile[]): Observed => ({ ...emptyObserved(1), files })
  const save = (tool: string, stamp: string): ObservedFile[] => [
    file(`${DIR}/config.json.2.${stamp}.tmp`, 'write', tool),
    file(`${DIR}/config.json.2.${stamp}.tmp`, 'rename', tool, `${DIR}/config.json`)
  ]

  it('is one per-server entry, whichever tool wrote which file there', () => {
    const first = summarizeBehaviour({
      ...ROOTS,
      observed: observed([
        file(DIR, 'mkdir', 'read_file'),
        ...save('read_file', '1795745039981.01185c62923c2'),
        file(`${DIR}/claude_tool_call.log`, 'write', 'list_directory')
      ]),
      payloads: [],
      calls
    })
    const second = summarizeBehaviour({
      ...ROOTS,
      observed: observed([
        file(DIR, 'mkdir', 'list_directory'),
        ...save('list_directory', '1795745043137.ba4161ebb4416'),
        file(`${DIR}/config.json`, 'read', 'read_file'),
        file(`${HOME}/notes/todo.md`, 'write', 'read_file')
      ]),
      payloads: [],
      calls
    })
    expect(first.ownState).toEqual(['~/.claude-server-commander'])
    expect(first.sites['tool:read_file']).toEqual(site({}))
    expect(first.sites['tool:list_directory']).toEqual(site({}))
    // a file older than the run is no own state: it stays the tool's
    expect(second.sites['tool:read_file']).toEqual(site({ writes: ['~/notes/todo.md'], effect: 'writes-elsewhere' }))
    expect(diffBehaviour(first, second).map((change) => `${change.severity} ${change.message}`)).toEqual([
      'high read_file was reads-only, now writes-elsewhere',
      'high read_file now writes ~/notes/todo.md (new write; it only read before)'
    ])
  })

  it('a new own-state place is medium, one gone is info', () => {
    const none: BehaviourSummary = { sites: {} }
    const some: BehaviourSummary = { sites: {}, ownState: ['~/.claude-server-commander'] }
    expect(diffBehaviour(none, some).map((change) => [change.site, change.severity, change.message])).toEqual([
      ['server', 'medium', 'the server now keeps its own state in ~/.claude-server-commander (new own-state place)']
    ])
    expect(diffBehaviour(some, none).map((change) => [change.severity, change.message])).toEqual([
      ['info', 'the server no longer keeps its own state in ~/.claude-server-commander']
    ])
  })
})

describe('diffBehaviour', () => {
  const base: BehaviourSummary = {
    sites: {
      'tool:send_email': site({
        hosts: ['api.mail.example:443'],
        payloads: { 'api.mail.example:443': { requests: ['POST /email'], headers: ['host'], jsonKeys: ['to'], recipients: [] } }
      }),
      'tool:lookup': site({ reads: ['{workspace}/notes.md'] })
    }
  }
  it('rates each addition by what it is, and lists what is gone as info', () => {
    const now: BehaviourSummary = {
      sites: {
        'tool:send_email': site({
          hosts: ['api.mail.example:443', 'mail.example:587'],
          payloads: {
            'api.mail.example:443': {
              requests: ['POST /email'],
              headers: ['host', 'x-trace'],
              jsonKeys: ['bcc', 'to'],
              recipients: ['archive@collector.example']
            }
          }
        }),
        'tool:lookup': site({ writes: ['~/.bashrc'], persistence: ['~/.bashrc'], executables: ['/usr/bin/curl'], effect: 'writes-elsewhere' })
      }
    }
    expect(diffBehaviour(base, now).map((change) => `${change.severity} ${change.message}`)).toEqual([
      'high lookup was reads-only, now writes-elsewhere',
      'critical lookup now persists through ~/.bashrc (new persistence)',
      'high lookup now writes ~/.bashrc (new write; it only read before)',
      'high lookup now runs /usr/bin/curl (new program)',
      'info lookup no longer reads {workspace}/notes.md',
      'high send_email now connects to mail.example:587 (new host)',
      'high send_email now sends archive@collector.example to api.mail.example:443 (new recipient)',
      'high send_email now sends bcc to api.mail.example:443 (new JSON key)',
      'medium send_email now sends x-trace to api.mail.example:443 (new header)'
    ])
    expect(diffBehaviour(now, now)).toEqual([])
  })

  // desktop-commander's telemetry batches events as they come and flushes them on whichever call is
  // running, to telemetry.desktopcommander.app or its fallback proxy on run.app: which call carries which
  // event's keys, and reaches which of the two hosts, is timing. What the server did from any site is known.
  it('a JSON key or a host the server sent or contacted from another site of the baseline is not high; a key or host it never did is', () => {
    const MAIN = 'telemetry.*.app:443'
    const PROXY = '*.*.run.app:443'
    const shape = (keys: string[]) => ({ requests: ['POST /mp/collect'], headers: ['host'], jsonKeys: keys, recipients: [] })
    const before: BehaviourSummary = {
      sites: {
        'tool:read_file': site({ hosts: [MAIN], payloads: { [MAIN]: shape(['events[].params.duration_ms', 'events[].params.tool_name']) } }),
        'tool:write_pdf': site({ hosts: [MAIN, PROXY], payloads: { [MAIN]: shape(['events[].name']), [PROXY]: shape(['events[].name']) } })
      }
    }
    const after: BehaviourSummary = {
      sites: {
        'tool:read_file': site({ hosts: [MAIN, PROXY], payloads: { [MAIN]: shape(['events[].name']), [PROXY]: shape(['events[].name']) } }),
        'tool:write_pdf': site({
          hosts: [MAIN, PROXY, 'api.other.example:443'],
          payloads: { [MAIN]: shape(['events[].name']), [PROXY]: shape(['events[].name', 'events[].params.duration_ms', 'events[].params.file']) }
        })
      }
    }
    expect(diffBehaviour(before, after).map((change) => `${change.severity} ${change.message}`)).toEqual([
      'medium read_file now connects to *.*.run.app:443 (new host; the server contacted it from other calls before)',
      'high write_pdf now connects to api.other.example:443 (new host)',
      'high write_pdf now sends events[].params.file to *.*.run.app:443 (new JSON key)'
    ])
  })

  // desktop-commander runs `sh -c 'python3 --version'` when its cached system info is stale: which call
  // (or resource read) it lands in is timing. A shell the server never ran from any site stays high.
  it('a program the server ran from another site of the baseline is medium; one it never ran is high', () => {
    const before: BehaviourSummary = { sites: { 'tool:list_processes': site({ executables: ['/bin/sh', '/usr/bin/ps'] }) } }
    const after: BehaviourSummary = {
      sites: {
        'tool:list_processes': site({ executables: ['/bin/sh', '/usr/bin/ps'] }),
        'resource:ui://desktop-commander/file-preview': site({ executables: ['/bin/sh'] }),
        'tool:read_file': site({ executables: ['/usr/bin/curl'] })
      }
    }
    expect(diffBehaviour(before, after).map((change) => `${change.severity} ${change.message}`)).toEqual([
      'medium resource ui://desktop-commander/file-preview now runs /bin/sh (new program; the server ran it from other calls before)',
      'high read_file now runs /usr/bin/curl (new program)'
    ])
  })

  it('names a resource, template or prompt site by its kind, a tool by its bare name, as rug-pull findings do', () => {
    const sites = ['tool:lookup', 'resource:notes://today', 'resourceTemplate:notes://{day}', 'prompt:summarize']
    const now: BehaviourSummary = { sites: Object.fromEntries(sites.map((name) => [name, site({ dns: ['x.example'] })])) }
    expect(diffBehaviour({ sites: {} }, now).map((change) => change.message)).toEqual([
      'prompt summarize now looks up x.example (new DNS name)',
      'resource notes://today now looks up x.example (new DNS name)',
      'resource template notes://{day} now looks up x.example (new DNS name)',
      'lookup now looks up x.example (new DNS name)'
    ])
  })
})

describe('policy generation', () => {
  const report = {
    server: { identity: 'notes' },
    behaviour: {
      status: 'new',
      identity: 'notes',
      source: 'state',
      changes: [],
      current: {
        sites: {
          startup: site({ reads: ['{workspace}/config.json'] }),
          'tool:sync': site({
            hosts: ['api.notes.example:443', '203.0.113.34:80'],
            dns: ['api.notes.example'],
            writes: ['{workspace}/out/*.md', '{tmp}/sync-*'],
            effect: 'writes-workspace'
          })
        }
      }
    }
  } as unknown as Report
  const ajv = new Ajv2020({ strict: false })
  const schema = (name: string): object => JSON.parse(readFileSync(join('__tests__', 'fixtures', 'client-sandbox', name), 'utf8')) as object

  it('allows exactly what each site did, in the policy file format', () => {
    const policy = parsePolicy(JSON.parse(JSON.stringify(policyFromReport(report))), 'generated')
    expect(policy.files).toEqual({ read: ['./config.json'], write: [] })
    expect(policy.network).toEqual({ allow: [] })
    expect(policy.tools?.['sync']).toEqual({
      network: {
        allow: [
          { cidr: '203.0.113.34/32', ports: [80] },
          { host: 'api.notes.example', ports: [443] }
        ]
      },
      files: { read: [], write: ['./out/*.md', '/tmp/sync-*'] },
      executables: []
    })
  })

  it('emits a VS Code sandbox block and a ToolHive profile of their published shapes', () => {
    const vscode = vscodeSandboxFromReport(report)
    expect(ajv.validate(schema('vscode-mcp-sandbox.schema.json'), vscode)).toBe(true)
    expect(vscode.sandbox).toEqual({ filesystem: { allowWrite: ['${workspaceFolder}/out', '/tmp'] }, network: { allowedDomains: ['api.notes.example'] } })
    const toolhive = toolhiveProfileFromReport(report)
    expect(ajv.validate(schema('toolhive-permission-profile.schema.json'), toolhive)).toBe(true)
    expect(toolhive.network.outbound).toEqual({ insecure_allow_all: false, allow_host: ['203.0.113.34', 'api.notes.example'], allow_port: [80, 443] })
  })
})

// Like with like (issue 43): npm's log and cache names drawn per run, a helper program's places kept for
// the server as a whole, and a baseline of another exercise compared as new reach, at info.
describe('a baseline compares like with like', () => {
  it('UUIDs and timestamps drawn per write generalize wherever they stand', () => {
    expect(normalizePath('/home/robin/.npm/_logs/2026-11-29T04_12_01_212Z-debug-0.log', ROOTS)).toBe('~/.npm/_logs/*-debug-0.log')
    expect(normalizePath('/home/robin/.npm/_cacache/tmp/5b0f1c2e-0daa-408a-93c4-4b7a6c2d9e1f', ROOTS)).toBe('~/.npm/_cacache/tmp/*')
    expect(normalizePath('/home/robin/.mcp/data/notes-app.3f2a1b4c-f4ec-48df-aa78-0c1d2e3f4a5b.log', ROOTS)).toBe('~/.mcp/data/notes-app.*.log')
  })

  it("a helper program's own places are the server's one entry, not a call's writes", () => {
    const observed: Observed = {
      ...emptyObserved(),
      files: [
        {
          path: '/home/robin/.npm/_logs/2026-11-29T04_12_01_212Z-debug-0.log',
          homePath: '~/.npm/_logs/2026-11-29T04_12_01_212Z-debug-0.log',
          access: 'create',
          program: 'npm',
          succeeded: true,
          category: 'canary-home',
          noise: false,
          count: 1,
          phases: [{ kind: 'call', call: { id: 0, kind: 'tool', name: 'check_updates', iteration: 1 }, afterResponse: false }],
          traceLines: [3]
        }
      ]
    }
    const summary = summarizeBehaviour({ ...ROOTS, observed, payloads: [], calls: [] })
    expect(summary.ownState).toEqual(['~/.npm/_logs'])
    expect(summary.sites['tool:check_updates']).toBeUndefined()
  })

  it('a baseline made under another exercise: what this run reached is new reach, info, and this run is the new baseline', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baseline-reach-'))
    try {
      const location = { file: join(dir, 'baseline.json'), source: 'state' }
      const plain: BehaviourSummary = {
        sites: { 'tool:git_stash': site({ reads: ['{workspace}/README.md'] }) },
        exercise: 'no scenario, 3 calls per tool, passes traced,varied'
      }
      const driven: BehaviourSummary = {
        sites: { 'tool:git_stash': site({ deletes: ['{workspace}/README.md'], writes: ['{workspace}/.git/refs/stash'], effect: 'writes-workspace' }) },
        exercise: 'scenario 0123456789ab, 3 calls per tool, passes traced,varied'
      }
      expect((await compareWithBaseline(location, 'git', plain, false)).status).toBe('new')
      const second = await compareWithBaseline(location, 'git', driven, false)
      expect(second.status).toBe('new')
      expect(second.changes.map((change) => change.severity)).toEqual(['info', 'info', 'info'])
      expect(second.changes.map((change) => change.message)).toContain(
        'git_stash now deletes {workspace}/README.md (new delete; it only read before; new reach: this run was exercised differently — scenario 0123456789ab, 3 calls per tool, passes traced,varied; the baseline: no scenario, 3 calls per tool, passes traced,varied)'
      )
      // the same exercise again: compared call by call, unchanged
      expect((await compareWithBaseline(location, 'git', driven, false)).status).toBe('unchanged')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
