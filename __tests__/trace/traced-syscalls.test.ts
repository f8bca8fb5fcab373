import { describe, expect, it } from '@jest/globals'
import { buildStraceArgs, TRACED_SYSCALLS } from '../../src/probe/strace-command.js'
import { ProfileBuilder } from '../../src/profile/build-profile.js'
import { parseTraceText } from '../../src/trace/read-trace.js'
import { DECODED_SYSCALLS } from '../../src/trace/to-event.js'

const T0 = 1732268000

describe('the syscalls strace is told to trace', () => {
  it('include every syscall the decoder has a typed form for', () => {
    const traced = new Set(TRACED_SYSCALLS.map((name) => name.replace(/^\?/, '')))
    expect(DECODED_SYSCALLS.filter((name) => !traced.has(name))).toEqual([])
    const filter = buildStraceArgs('/tmp/trace.log', { seccompBpf: true, pidnsTranslation: true }).find((arg) => arg.startsWith('trace='))
    expect(filter?.split(',')).toContain('ftruncate')
  })

  it('a truncate through ftruncate, from the strace line to a write in the profile', () => {
    const trace = [
      `100   ${T0}.100000 execve("/usr/bin/node", ["node", "server.js"], 0x7ffd /* 3 vars */) = 0`,
      `100   ${T0 + 1}.020000 ftruncate(21</srv/data/notes.db>, 0) = 0`
    ].join('\n')
    const { events, stats } = parseTraceText(trace)
    expect(events.map((event) => event.type)).toEqual(['exec', 'truncate'])
    const builder = new ProfileBuilder({
      calls: [{ id: 0, kind: 'tool', name: 'save_note', iteration: 1, startedAt: (T0 + 1) * 1000, endedAt: (T0 + 1.1) * 1000, outcome: 'ok' }],
      shutdownAt: (T0 + 3) * 1000,
      home: '/tmp/run/home',
      cwd: '/srv/notes-server',
      canaries: [],
      serverCodeRoots: ['/srv/notes-server'],
      runtimeRoots: ['/usr']
    })
    for (const event of events) builder.add(event)
    const observed = builder.finish(stats)
    expect(observed.files.map((file) => [file.path, file.access, file.succeeded, file.traceLines])).toEqual([['/srv/data/notes.db', 'write', true, [2]]])
  })
})
