import { ProfileBuilder, type ProfileContext } from '../../src/profile/build-profile.js'
import { PhaseClock } from '../../src/profile/phase-clock.js'
import type { CallRecord, Observed } from '../../src/model/index.js'
import type { Fd, TraceEvent } from '../../src/trace/events.js'
import { CWD, HOME, T0, open, resetLines, send } from './trace-fixtures.js'

// The many-resources target, as the trace shows its end: the last resource's request and the template's
// follow each other within one millisecond, and strace stamps the last resource's read of ~/.ssh/id_rsa
// after the template's request was sent. By time, the read is the template's; by what the server wrote
// on stdout, it is the last resource's: it came before the server finished answering it.

const STATS = { lines: 0, events: 0, unparsed: 0, unparsedSamples: [] }
const MS = T0 * 1000
const STDOUT: Fd = { fd: 1, info: { kind: 'socket', protocol: 'UNIX-STREAM', inode: 41727 } }
/** a child's own stdout socketpair (a `git` the server runs): not the MCP channel */
const CHILD_STDOUT: Fd = { fd: 1, info: { kind: 'socket', protocol: 'UNIX-STREAM', inode: 51000 } }

const resource = (id: number, name: string, startedAt: number, endedAt: number, stdout?: CallRecord['stdout']): CallRecord => ({
  id,
  kind: id === 1 ? 'resourceTemplate' : 'resource',
  name,
  iteration: 1,
  startedAt: MS + startedAt,
  endedAt: MS + endedAt,
  outcome: 'ok',
  ...(stdout ? { stdout } : {})
})

/** `{…}\n` of `bytes` bytes, as the server writes one message */
const message = (bytes: number): string => `{"jsonrpc":"2.0"${' '.repeat(bytes - 18)}}\n`

function context(calls: CallRecord[]): ProfileContext {
  return { calls, shutdownAt: MS + 100, home: HOME, cwd: CWD, canaries: [], serverCodeRoots: [CWD], runtimeRoots: ['/usr'] }
}

function readersOf(observed: Observed): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const file of observed.files) {
    if (file.homePath === undefined) continue
    out[file.homePath] = file.phases.map((phase) => (phase.kind === 'call' ? `${phase.call.name}${phase.afterResponse ? ' (after)' : ''}` : phase.kind))
  }
  return out
}

function profile(calls: CallRecord[], events: TraceEvent[]): Observed {
  const builder = new ProfileBuilder(context(calls))
  for (const event of events) builder.add(event)
  return builder.finish({ ...STATS, events: events.length })
}

// Listing answers 500 bytes; the last resource's answer ends at 600, the template's at 700.
const CALLS = [
  resource(0, 'notes://item/3000', 10, 10, { sentAt: 500, answeredAt: 600 }),
  resource(1, 'tmpl://{name}', 10, 11, { sentAt: 600, answeredAt: 700 }),
  resource(2, 'notes://late', 30, 31, { sentAt: 700, answeredAt: 800 })
]
const trace = (): TraceEvent[] => [
  send(25, T0 + 0.001, STDOUT, message(200)),
  send(25, T0 + 0.002, STDOUT, message(300)),
  // stamped 10.6 ms: after the template's request (10 ms), before the server answered the resource
  open(31, T0 + 0.0106, `${HOME}/.ssh/id_rsa`, ['O_RDONLY', 'O_CLOEXEC'], 17),
  send(40, T0 + 0.0107, CHILD_STDOUT, message(100)),
  send(25, T0 + 0.0107, STDOUT, message(100)),
  open(31, T0 + 0.0108, `${HOME}/.aws/credentials`, ['O_RDONLY', 'O_CLOEXEC'], 17),
  send(25, T0 + 0.0109, STDOUT, message(100)),
  // after the template's answer, stamped as if during it: its own background
  open(31, T0 + 0.0109, `${HOME}/.netrc`, ['O_RDONLY', 'O_CLOEXEC'], 17)
]

beforeEach(() => resetLines())

describe('attribution that follows the answers on stdout', () => {
  it('puts each read on the request the server was serving, not on the call its timestamp falls in', () => {
    expect(readersOf(profile(CALLS, trace()))).toEqual({
      '~/.ssh/id_rsa': ['notes://item/3000'],
      '~/.aws/credentials': ['tmpl://{name}'],
      '~/.netrc': ['tmpl://{name} (after)']
    })
  })

  it('by time alone (no stdout positions: an HTTP server) the same trace blames the template', () => {
    const calls = CALLS.map(({ stdout: _stdout, ...call }) => call)
    expect(readersOf(profile(calls, trace()))['~/.ssh/id_rsa']).toEqual(['tmpl://{name}'])
  })

  it('a banner before the first message counts; a channel that never lands on an answer boundary is not followed', () => {
    resetLines()
    const banner = [send(25, T0 + 0.0005, STDOUT, 'starting\n'), ...trace()]
    const shifted = CALLS.map((call) => ({ ...call, stdout: { sentAt: (call.stdout?.sentAt ?? 0) + 9, answeredAt: (call.stdout?.answeredAt ?? 0) + 9 } }))
    expect(readersOf(profile(shifted, banner))['~/.ssh/id_rsa']).toEqual(['notes://item/3000'])
    resetLines()
    const offByOne = CALLS.map((call) => ({ ...call, stdout: { sentAt: (call.stdout?.sentAt ?? 0) + 1, answeredAt: (call.stdout?.answeredAt ?? 0) + 1 } }))
    expect(readersOf(profile(offByOne, trace()))['~/.ssh/id_rsa']).toEqual(['tmpl://{name}'])
  })

  it('a clock that is not following (the sink witness, the baseline) answers by time', () => {
    const clock = new PhaseClock(CALLS, MS + 100)
    for (const event of trace()) clock.see(event)
    expect(clock.phaseAt(T0 + 0.0106)).toMatchObject({ kind: 'call', call: { name: 'tmpl://{name}' } })
  })

  it('does not pin behaviour long after an unanswered call to it', () => {
    const clock = new PhaseClock(CALLS, MS + 100_000, undefined, { follow: true })
    const [first, second] = trace()
    clock.see(first as TraceEvent)
    clock.see(second as TraceEvent)
    expect(clock.phaseAt(T0 + 0.0106)).toMatchObject({ kind: 'call', call: { name: 'notes://item/3000' }, afterResponse: false })
    expect(clock.phaseAt(T0 + 50)).toMatchObject({ kind: 'call', call: { name: 'notes://late' } })
  })
})

describe('an event placed later than it was seen', () => {
  it('gets the phase of its own place in the trace (a rename the file recorder settles at the end of the call)', () => {
    const clock = new PhaseClock(CALLS, MS + 100, undefined, { follow: true })
    const events = trace()
    for (const event of events) clock.see(event)
    const read = events[2] as TraceEvent & { line: number; time: number }
    // by now the clock has seen both answers; the read still belongs to the request it came in
    expect(clock.phaseOf(read)).toMatchObject({ kind: 'call', call: { name: 'notes://item/3000' }, afterResponse: false })
    expect(clock.phaseAt(read.time)).toMatchObject({ kind: 'call', call: { name: 'tmpl://{name}' }, afterResponse: true })
  })
})
