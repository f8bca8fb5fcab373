import { describePasses, parsePasses } from '../../src/settings/passes.js'

describe('--passes', () => {
  it('reads the default, one pass, and added passes', () => {
    expect(parsePasses('traced,varied')).toEqual([{ kind: 'traced' }, { kind: 'varied' }])
    expect(parsePasses('traced')).toEqual([{ kind: 'traced' }])
    expect(parsePasses(' traced , untraced,client=my-inspector ')).toEqual([{ kind: 'traced' }, { kind: 'untraced' }, { kind: 'client', name: 'my-inspector' }])
    expect(describePasses([{ kind: 'traced' }, { kind: 'client', name: 'x' }])).toBe('traced,client=x')
    expect(parsePasses('traced,varied,held')).toEqual([{ kind: 'traced' }, { kind: 'varied' }, { kind: 'held', seconds: 20 }])
    expect(parsePasses('traced,offline')).toEqual([{ kind: 'traced' }, { kind: 'offline' }])
    expect(parsePasses('traced,held=45')).toEqual([{ kind: 'traced' }, { kind: 'held', seconds: 45 }])
    expect(describePasses([{ kind: 'traced' }, { kind: 'held', seconds: 20 }])).toBe('traced,held=20')
  })

  it('refuses lists that do not start with traced, repeats, unknown passes and odd client names', () => {
    expect(parsePasses('varied')).toEqual({ error: expect.stringContaining('must start with traced') as string })
    expect(parsePasses('traced,varied,varied')).toEqual({ error: 'varied is listed twice' })
    expect(parsePasses('traced,hold')).toEqual({ error: expect.stringContaining("'hold' is not a pass") as string })
    expect(parsePasses('traced,held=4')).toEqual({ error: "'held=4': held=SECONDS takes 5 to 120 seconds" })
    expect(parsePasses('traced,held=121')).toEqual({ error: "'held=121': held=SECONDS takes 5 to 120 seconds" })
    expect(parsePasses('traced,held,held=30')).toEqual({ error: 'held is listed twice' })
    expect(parsePasses('traced,client=a b')).toEqual({ error: expect.stringContaining('is not a pass') as string })
  })
})
