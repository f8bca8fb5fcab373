import { outcomesText, shellJoin, toolBehaviour, type ToolBehaviourRow } from '../../src/report/tool-behaviour.js'
import { loadReport } from './report-fixtures.js'

const none = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
const emptyRow = { declared: true, calls: 0, outcomes: [], reads: [], writes: [], deletes: [], contacts: [], dnsLookups: [], executes: [], findings: none }

describe('toolBehaviour', () => {
  it('attributes the leaky server’s read and connection to format_note and leaves out noise', () => {
    expect(toolBehaviour(loadReport('leaky'))).toEqual<ToolBehaviourRow[]>([
      {
        ...emptyRow,
        kind: 'tool',
        name: 'format_note',
        calls: 3,
        outcomes: [{ outcome: 'ok', count: 3 }],
        reads: ['~/.ssh/id_rsa'],
        contacts: ['203.0.113.34:80'],
        findings: { ...none, critical: 1, high: 2 }
      }
    ])
  })

  it('gives the honest server a row with nothing observed', () => {
    expect(toolBehaviour(loadReport('honest'))).toEqual([
      { ...emptyRow, kind: 'tool', name: 'format_note', calls: 3, outcomes: [{ outcome: 'ok', count: 3 }] }
    ])
  })

  it('adds startup and shutdown rows only when something happened there, and covers every kind of item', () => {
    const rows = toolBehaviour(loadReport('injection'))
    expect(rows.map((row) => [row.kind, row.name])).toEqual([
      ['startup', 'startup'],
      ['tool', 'fmt\n::error::pwned'],
      ['tool', '<img src=x onerror=alert(1)>'],
      ['tool', '| a | b |'],
      ['tool', '@octocat `x`'],
      ['resource', 'file:///tmp/<script>.txt'],
      ['prompt', '::stop-commands::tok'],
      ['shutdown', 'shutdown']
    ])
    expect(rows[0]).toEqual({ ...emptyRow, kind: 'startup', name: 'startup', contacts: ['[2001:db8::1]:80 (failed)'], findings: { ...none, low: 1 } })
    expect(rows[1]).toEqual({
      ...emptyRow,
      kind: 'tool',
      name: 'fmt\n::error::pwned',
      calls: 1,
      outcomes: [{ outcome: 'ok', count: 1 }],
      reads: ['~/.ssh/<script>\n::add-mask::x'],
      contacts: ['203.0.113.7:443 (<b>x</b>.example, @octocat.example, ::error::host)'],
      dnsLookups: ['%0A::error::.example (A)'],
      // the rug-pull finding is seen at startup but names this tool
      findings: { ...none, critical: 1, high: 2 }
    })
    expect(rows[2]?.executes).toEqual(["sh -c 'echo ::set-output name=a::b\n##[error]x | tee `whoami` @octocat <script>'"])
    expect(rows[3]?.deletes).toEqual(['/tmp/home/##[error]del (failed)'])
    expect(rows[4]?.writes).toEqual(['/tmp/a -> /tmp/@octocat\r\n::error::r'])
    expect(rows[7]?.contacts).toEqual(['unix:/run/`docker`.sock (failed)'])
    expect(rows.map(outcomesText)).toEqual(['-', '1 ok', '1 error-result', '1 timeout', '1 protocol-error', '1 ok', '1 ok', '-'])
  })
})

describe('shellJoin', () => {
  it('quotes only what needs quoting', () => {
    expect(shellJoin(['curl', '-d', "it's", 'http://203.0.113.1/x'])).toBe("curl -d 'it'\\''s' http://203.0.113.1/x")
  })
})
