import { Assignments, assignmentsIn, SchemaReader } from '../../../src/sandbox/replies/code-schemas.js'
import { readExpression } from '../../../src/sandbox/replies/js-expression.js'

// zod schemas as packages ship them (source, a bundle's renamed makers, a compiled `exports.X =`), read as
// JSON Schema with the named ones under `definitions`.

const readerOf = (...sources: string[]): SchemaReader => new SchemaReader(new Assignments(sources))

describe('zod schemas read as JSON Schema', () => {
  it('an object of fields, formats, an enum, a literal, a list and a union; checks and defaults kept', () => {
    const source = `const User = z.object({ id: z.number().int().positive(), email: z.string().email(), role: z.enum(["admin", "member"]),
      kind: z.literal("user"), tags: z.array(z.string()).optional(), state: z.union([z.literal("open"), z.null()]), page: z.number().default(1) })`
    const reader = readerOf(source)
    expect(reader.named('User')).toEqual({ $ref: 'User' })
    expect(reader.definitions.User).toEqual({
      type: 'object',
      properties: {
        id: { type: 'number' },
        email: { type: 'string', format: 'email' },
        role: { enum: ['admin', 'member'] },
        kind: { const: 'user', type: 'string' },
        tags: { type: 'array', items: { type: 'string' } },
        state: { anyOf: [{ const: 'open', type: 'string' }, { type: 'null' }] },
        page: { type: 'number', default: 1 }
      }
    })
  })

  it("a bundle's renamed makers, a compiled export, a schema extended and referring to another (cycles stay refs)", () => {
    const compiled = 'exports.Node = objectType({ id: stringType(), children: arrayType(lazyType(() => exports.Node)) });'
    const other = 'const Page = Node.extend({ title: stringType() });'
    const reader = readerOf(compiled, other)
    expect(reader.named('Page')).toEqual({ $ref: 'Page' })
    expect(reader.definitions.Page).toEqual({ allOf: [{ $ref: 'Node' }, { type: 'object', properties: { title: { type: 'string' } } }] })
    expect(reader.definitions.Node).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, children: { type: 'array', items: { $ref: 'Node' } } }
    })
  })

  it('what is no schema is null: a plain call, an unknown name', () => {
    const reader = readerOf('const total = compute(1, 2);')
    expect(reader.named('total')).toBeNull()
    expect(reader.named('Missing')).toBeNull()
    expect(reader.schemaOf(readExpression('fetch(url)', 0).node)).toBeNull()
  })
})

describe("where a name is assigned: the pattern's matches, read back from each `=`", () => {
  const PATTERN = /(?<![\w$.])(?:exports\.)?([A-Za-z_$][\w$]*)\s*=(?![=>])\s*/g
  const byPattern = (source: string): [string, number][] =>
    [...source.matchAll(PATTERN)].map((match) => [match[1] as string, (match.index ?? 0) + match[0].length])

  it('a declaration, a chain, a compiled export, a name on its own line; not a member, a comparison, an arrow, a compound assignment', () => {
    const source = [
      'const A = z.object({}); let b=c = 2',
      'exports.Flag = x; module.exports.Other = y; foo.bar = 1; foo.exports.baz = 2',
      'if (a == b || a === c || a !== d || a <= e || a >= f) g += 1; h => h; const i\n  =\n  3',
      '9x = 1; $y_2 = $; é = 1'
    ].join('\n')
    const found = [...assignmentsIn(source)]
    expect(found.map(([name]) => name)).toEqual(['A', 'b', 'c', 'Flag', 'i', '$y_2'])
    expect(found).toEqual(byPattern(source))
    // each position is where the value begins
    expect(found.map(([, at]) => source.slice(at, at + 3))).toEqual(['z.o', 'c =', '2\ne', 'x; ', '3\n9', '$; '])
  })

  it('finds what the pattern finds in random text made of the pieces that matter', () => {
    const pieces = ['a', 'b', '$', '_', '1', '.', ' ', '\n', '=', '>', '<', '!', '+', 'exports', 'exports.', '\u00e9', '\u00a0', '(', 'x']
    let seed = 7
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let run = 0; run < 20_000; run++) {
      let source = ''
      for (let length = 1 + Math.floor(next() * 14); length > 0; length--) source += pieces[Math.floor(next() * pieces.length)]
      expect([[source, ...assignmentsIn(source)]]).toEqual([[source, ...byPattern(source)]])
    }
  })
})
