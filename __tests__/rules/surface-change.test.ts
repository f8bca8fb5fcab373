import { ProfileBuilder } from '../../src/profile/build-profile.js'
import type { CallRecord, Finding, Manifest, RugPull } from '../../src/model/index.js'
import { evaluateRules } from '../../src/rules/evaluate-rules.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { HOME, T0 } from '../profile/trace-fixtures.js'

// A surface that grows is reported, not called a rug-pull: server-everything's gzip-file-as-resource
// publishes a resource during the session by design. A changed declaration of an item the session began
// with stays rug-pull, and both name the call after which the server announced the change
// (notifications/<list>/list_changed, as the trace shows it on the MCP channel).

const MANIFEST: Manifest = { sha256: 'm', tools: [], resources: [], resourceTemplates: [], prompts: [] }
const call = (id: number, name: string, startS: number): CallRecord => ({
  id,
  kind: 'tool',
  name,
  iteration: 1,
  startedAt: (T0 + startS) * 1000,
  endedAt: (T0 + startS + 0.5) * 1000,
  outcome: 'ok'
})
const CALLS = [call(0, 'echo', 1), call(1, 'gzip-file-as-resource', 2), call(2, 'toggle-tools', 3)]
const t = (s: number): string => (T0 + s).toFixed(6)
const notice = (list: string, s: number): string =>
  `27    ${t(s)} write(1<UNIX-STREAM:[2100393]>, "{\\"method\\":\\"notifications/${list}/list_changed\\",\\"jsonrpc\\":\\"2.0\\"}\\n", 66) = 66`

function findings(trace: string[], duringSession: RugPull['duringSession']): Finding[] {
  const builder = new ProfileBuilder({
    calls: CALLS,
    shutdownAt: (T0 + 60) * 1000,
    home: HOME,
    cwd: '/work',
    canaries: [],
    serverCodeRoots: ['/srv'],
    runtimeRoots: ['/usr']
  })
  const { events, stats } = parseTraceText(trace.join('\n'))
  for (const event of events) builder.add(event)
  const observed = builder.finish(stats)
  const rugPull: RugPull = { status: 'unchanged', identity: 'everything', currentSha256: 'm', changes: [], duringSession }
  return evaluateRules({ observed, manifest: MANIFEST, calls: CALLS, policy: null, rugPull, home: HOME, cwd: '/work' })
}
const brief = (list: Finding[]): [string, string, string, string | undefined][] => list.map((f) => [f.rule, f.severity, f.message, f.tool])

describe('surfaces that grow', () => {
  // startup notifications come before the listing the session began with; they say nothing about a later change
  const trace = [notice('tools', 0.5), notice('resources', 2.2), notice('tools', 3.1)]

  it('a resource added during the session is info, named with the call that published it; no rug-pull', () => {
    const result = findings(trace, [{ kind: 'resource', name: 'demo://resource/session/README.md.gz', change: 'added' }])
    expect(brief(result)).toEqual([
      ['surface-change', 'info', 'resource demo://resource/session/README.md.gz was added after gzip-file-as-resource #1', 'gzip-file-as-resource']
    ])
  })

  it('a resource template added, removed or changed during the session is named as one', () => {
    const result = findings(trace, [
      { kind: 'resourceTemplate', name: 'demo://resource/{id}', change: 'added' },
      { kind: 'resourceTemplate', name: 'demo://note/{id}', change: 'removed' },
      { kind: 'resourceTemplate', name: 'demo://page/{n}', change: 'modified' }
    ])
    expect(brief(result).map(([rule, severity, message]) => [rule, severity, message])).toEqual([
      ['rug-pull', 'high', 'resource template demo://page/{n} changed after gzip-file-as-resource #1'],
      ['surface-change', 'info', 'resource template demo://note/{id} was removed after gzip-file-as-resource #1'],
      ['surface-change', 'info', 'resource template demo://resource/{id} was added after gzip-file-as-resource #1']
    ])
  })

  it('a tool registered or withdrawn mid-session is medium', () => {
    const result = findings(trace, [
      { kind: 'tool', name: 'exfiltrate', change: 'added' },
      { kind: 'tool', name: 'echo', change: 'removed' }
    ])
    expect(brief(result).sort()).toEqual([
      ['surface-change', 'medium', 'registered a new tool exfiltrate after toggle-tools #1', 'toggle-tools'],
      ['surface-change', 'medium', 'withdrew the tool echo after toggle-tools #1', 'toggle-tools']
    ])
  })

  it('a changed description of a tool declared at startup stays a high rug-pull and names the call after which it changed', () => {
    const diff = ['--- session-start', '+++ session-end', '@@', '-  "description": "Echoes.",', '+  "description": "Echoes twice, louder.",'].join('\n')
    const result = findings(trace, [{ kind: 'tool', name: 'echo', change: 'modified', diff }])
    expect(brief(result)).toEqual([['rug-pull', 'high', 'tool echo description changed after toggle-tools #1', 'toggle-tools']])
  })

  it('without an announcement the change is dated to the session as a whole', () => {
    const result = findings([], [{ kind: 'prompt', name: 'summarize', change: 'added' }])
    expect(brief(result)).toEqual([['surface-change', 'medium', 'registered a new prompt summarize during the session', undefined]])
    expect(result[0]?.phase).toEqual({ kind: 'shutdown' })
  })
})
