import { afterMatching, readExpression } from '../../../src/sandbox/replies/js-expression.js'

// Schema expressions as bundles and compilers write them, read from a position in the middle of a source.

describe('reading one expression from a position', () => {
  it('a call chain with an object literal, a nested call, a spread and an arrow function', () => {
    const source = 'const Repo = z.object({ id: z.number(), "full-name": z.string().min(1), ...Base.shape, owner: lazy(() => Owner) }).strict(); next()'
    const { node, end } = readExpression(source, source.indexOf('z.object'))
    expect(source.slice(end).trimStart().startsWith(';')).toBe(true)
    expect(node).toMatchObject({ k: 'call', callee: { k: 'member', property: 'strict' } })
    const object = node.k === 'call' && node.callee.k === 'member' && node.callee.object.k === 'call' ? node.callee.object.args[0] : undefined
    expect(object?.k).toBe('obj')
    const keys = object?.k === 'obj' ? object.entries.map(([key]) => key) : []
    expect(keys).toEqual(['id', 'full-name', null, 'owner'])
    const owner = object?.k === 'obj' ? object.entries[3]?.[1] : undefined
    expect(owner).toMatchObject({ k: 'call', args: [{ k: 'fn', body: { k: 'id', name: 'Owner' } }] })
  })

  it('without semicolons: a line break before the next statement ends the expression, one before an operator or a dot does not', () => {
    const source = 'const Fork = z.object({ owner: z.string() })\nconst server = new Server()\n'
    expect(readExpression(source, source.indexOf('z.object')).node).toMatchObject({ k: 'call', callee: { k: 'member', property: 'object' } })
    const chained = 'z.object({ owner: z.string() })\n  .strict()\n"next"'
    expect(readExpression(chained, 0).node).toMatchObject({ k: 'call', callee: { k: 'member', property: 'strict' } })
    expect(readExpression('a\n  ?? b', 0).node).toEqual({ k: 'other' })
    expect(readExpression('a\ninstanceof B', 0).node).toEqual({ k: 'other' })
  })

  it('strings with escapes, numbers, literals, arrays; a regular expression or an operator read as other', () => {
    const { node } = readExpression(`enumType(["a\\"b", 'c', 42, true, null, /x[)]/g, a + b])`, 0)
    expect(node.k === 'call' ? node.args[0] : undefined).toMatchObject({
      k: 'arr',
      items: [
        { k: 'str', value: 'a"b' },
        { k: 'str', value: 'c' },
        { k: 'num', value: 42 },
        { k: 'lit', value: true },
        { k: 'lit', value: null },
        { k: 'other' },
        { k: 'other' }
      ]
    })
  })

  it('the position after a balanced bracket, strings and comments inside skipped; -1 when it never closes', () => {
    const text = 'f({ a: ")", b: [1, 2] /* } */ }) + rest'
    expect(text.slice(afterMatching(text, 2))).toBe(') + rest')
    expect(text.slice(afterMatching(text, 1))).toBe(' + rest')
    expect(afterMatching('({ a: 1', 0)).toBe(-1)
  })
})
