import { Assignments, SchemaReader } from '../../../src/sandbox/replies/code-schemas.js'
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
