import { ProfileBuilder } from '../../src/profile/build-profile.js'
import type { CallRecord, Manifest, Observed, RugPull, StaticMap } from '../../src/model/index.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import type { TraceEvent } from '../../src/trace/events.js'
import { CWD, HOME, T0, clone, exec } from '../profile/trace-fixtures.js'

// Could vs did: the static map (literal) beside a profile built from literal trace events.

const NEW: RugPull = { status: 'new', identity: 's', currentSha256: 'c0ffee', changes: [], duringSession: [] }
const tool = (name: string, annotations?: Record<string, unknown>): Manifest['tools'][number] => ({
  name,
  description: 'Does a thing.',
  inputSchema: { type: 'object', properties: {} },
  ...(annotations ? { annotations } : {}),
  sha256: 'f1'
})
const manifest = (...tools: Manifest['tools']): Manifest => ({ sha256: 'm1', tools, resources: [], resourceTemplates: [], prompts: [] })
const call = (id: number, name: string, startS: number): CallRecord => ({
  id,
  kind: 'tool',
  name,
  iteration: 1,
  startedAt: (T0 + startS) * 1000,
  endedAt: (T0 + startS + 0.5) * 1000,
  outcome: 'ok'
})

function observe(events: TraceEvent[], calls: CallRecord[]): Observed {
  const builder = new ProfileBuilder({
    calls,
    shutdownAt: (T0 + 30) * 1000,
    home: HOME,
    cwd: CWD,
    canaries: [],
    serverCodeRoots: [CWD],
    runtimeRoots: ['/usr']
  })
  for (const event of events) builder.add(event)
  return builder.finish({ lines: events.length, events: events.length, unparsed: 0, unparsedSamples: [] })
}

const staticMap = (items: StaticMap['items'], anywhere: StaticMap['anywhere']): StaticMap => ({
  roots: ['/srv'],
  files: 1,
  bytes: 1,
  ms: 1,
  unparsed: 0,
  items,
  anywhere
})
const shellRun = (startS: number): TraceEvent[] => [clone(100, T0 + startS + 0.1, 101), exec(101, T0 + startS + 0.2, '/bin/sh', ['sh', '-c', 'true'])]
const serverStart = exec(100, T0 + 0.05, '/usr/bin/node', ['node', 'server.js'])
const judge = (m: Manifest, calls: CallRecord[], events: TraceEvent[], map: StaticMap) =>
  evaluateRules({ observed: observe(events, calls), manifest: m, calls, policy: null, rugPull: NEW, home: HOME, cwd: CWD, staticMap: map }).map((f) => [
    f.rule,
    f.severity,
    f.tool,
    f.message,
    f.evidence.sources
  ])

describe('could vs did', () => {
  it('a reachable exec the run never saw is unexercised (medium); a network client info; nothing when it was seen', () => {
    const calls = [call(0, 'query', 1), call(1, 'fetch', 2)]
    const map = staticMap(
      [
        {
          kind: 'tool',
          name: 'query',
          file: 'index.js',
          line: 3,
          sinks: [{ kind: 'exec', what: 'child_process.spawn', file: 'run.js', line: 9 }],
          steering: []
        },
        { kind: 'tool', name: 'fetch', file: 'index.js', line: 7, sinks: [{ kind: 'network', what: 'fetch', file: 'index.js', line: 8 }], steering: [] }
      ],
      { exec: 1, network: 1 }
    )
    expect(judge(manifest(tool('query'), tool('fetch')), calls, [serverStart], map)).toEqual([
      ['unexercised-capability', 'medium', 'query', 'can run programs (child_process.spawn at run.js:9), not seen in this run', ['run.js:9']],
      ['unexercised-capability', 'info', 'fetch', 'can connect to the network (fetch at index.js:8), not seen in this run', ['index.js:8']]
    ])
    expect(judge(manifest(tool('query')), calls.slice(0, 1), [serverStart, ...shellRun(1)], map).filter(([rule]) => rule !== 'subprocess')).toEqual([])
  })

  it('a shell no code of the package runs, from a tool that runs built code, is hidden-capability (high)', () => {
    const calls = [call(0, 'sync', 1)]
    const item = {
      kind: 'tool' as const,
      name: 'sync',
      file: 'a.js',
      line: 2,
      sinks: [{ kind: 'dynamic-code' as const, what: 'Function', file: 'a.js', line: 5 }],
      steering: []
    }
    const found = judge(manifest(tool('sync')), calls, [serverStart, ...shellRun(1)], staticMap([item], { 'dynamic-code': 1 }))
    expect(found.filter(([rule]) => rule === 'hidden-capability')).toEqual([
      ['hidden-capability', 'high', 'sync', 'runs sh, which no code of the package does: it came from code run by Function at a.js:5', ['a.js:5']]
    ])
    // the same shell from a package that can exec somewhere (a child of its own program could be it): not hidden
    const honest = judge(manifest(tool('sync')), calls, [serverStart, ...shellRun(1)], staticMap([item], { 'dynamic-code': 1, exec: 2 }))
    expect(honest.filter(([rule]) => rule === 'hidden-capability')).toEqual([])
    // no dynamic code in the tool's reach: not hidden either
    const plain = judge(manifest(tool('sync')), calls, [serverStart, ...shellRun(1)], staticMap([{ ...item, sinks: [] }], {}))
    expect(plain.filter(([rule]) => rule === 'hidden-capability')).toEqual([])
    // a computed import loads a file on disk (a bundle's own chunk: mcp-behave's ncc bundle spawning strace)
    const chunks = { ...item, sinks: [{ kind: 'dynamic-code' as const, what: 'import(<computed>)', file: 'index.js', line: 67973 }] }
    const bundled = judge(manifest(tool('sync')), calls, [serverStart, ...shellRun(1)], staticMap([chunks], { 'dynamic-code': 1 }))
    expect(bundled.filter(([rule]) => rule === 'hidden-capability')).toEqual([])
    // and never having loaded one in this run is a line, not a medium
    const idle = judge(manifest(tool('sync')), calls, [serverStart], staticMap([chunks], { 'dynamic-code': 1 }))
    expect(idle.filter(([rule]) => rule === 'unexercised-capability').map(([, severity]) => severity)).toEqual(['info'])
  })

  it('a readOnlyHint tool whose code can write is medium, even when the run did not write', () => {
    const map = staticMap(
      [{ kind: 'tool', name: 'show', file: 'i.js', line: 1, sinks: [{ kind: 'file-write', what: 'fs.writeFile', file: 'i.js', line: 4 }], steering: [] }],
      { 'file-write': 1 }
    )
    expect(judge(manifest(tool('show', { readOnlyHint: true })), [call(0, 'show', 1)], [serverStart], map)).toEqual([
      ['read-only-capability', 'medium', 'show', 'declares readOnlyHint: true, yet its code can write files (fs.writeFile at i.js:4)', ['i.js:4']],
      ['unexercised-capability', 'info', 'show', 'can write files (fs.writeFile at i.js:4), not seen in this run', ['i.js:4']]
    ])
  })

  it('a readOnlyHint tool whose code only runs programs is info: what the program writes is judged from the run', () => {
    const map = staticMap(
      [{ kind: 'tool', name: 'status', file: 'i.js', line: 1, sinks: [{ kind: 'exec', what: 'child_process.spawn', file: 'i.js', line: 9 }], steering: [] }],
      { exec: 1 }
    )
    expect(judge(manifest(tool('status', { readOnlyHint: true })), [call(0, 'status', 1)], [serverStart], map)).toEqual([
      ['unexercised-capability', 'medium', 'status', 'can run programs (child_process.spawn at i.js:9), not seen in this run', ['i.js:9']],
      [
        'read-only-capability',
        'info',
        'status',
        'declares readOnlyHint: true and its code can run programs (child_process.spawn at i.js:9): what they write is judged from the run',
        ['i.js:9']
      ]
    ])
  })
})
