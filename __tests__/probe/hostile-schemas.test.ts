import { synthesizeArguments, synthesizeArgumentsNoting } from '../../src/probe/synthesize-args.js'

// Input schemas written to make the auditor's argument synthesis hang, blow the stack or give up. Each
// must finish fast and still produce an argument object, so the tool IS called.

type Schema = Record<string, unknown>

function deeplyNested(levels: number): Schema {
  let schema: Schema = { type: 'string' }
  for (let i = 0; i < levels; i++) schema = { type: 'object', properties: { inner: schema }, required: ['inner'] }
  return schema
}

function timed<T>(work: () => T): { value: T; ms: number } {
  const started = performance.now()
  const value = work()
  return { value, ms: performance.now() - started }
}

const HOSTILE: Record<string, Schema> = {
  '$ref cycle a → b → a': { $ref: '#/$defs/a', $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } } },
  'self reference through a required property': { type: 'object', properties: { node: { $ref: '#' } }, required: ['node'] },
  '$ref to itself': { $ref: '#' },
  'dangling $ref': { type: 'object', properties: { x: { $ref: '#/$defs/nowhere' } }, required: ['x'] },
  '200,000-member enum': { type: 'object', properties: { pick: { enum: Array.from({ length: 200_000 }, (_, i) => `v${i}`) } }, required: ['pick'] },
  '20,000-branch anyOf': { type: 'object', properties: { pick: { anyOf: Array.from({ length: 20_000 }, (_, i) => ({ const: i })) } }, required: ['pick'] },
  '5,000-part allOf': {
    allOf: Array.from({ length: 5_000 }, (_, i) => ({ type: 'object', properties: { [`p${i}`]: { type: 'string' } }, required: [`p${i}`] }))
  },
  '5,000 nested levels': deeplyNested(5_000),
  'anyOf of anyOfs, 30 deep': (() => {
    let schema: Schema = { type: 'string' }
    for (let i = 0; i < 30; i++) schema = { anyOf: [schema, { $ref: '#' }, schema] }
    return { type: 'object', properties: { x: schema }, required: ['x'] }
  })(),
  '10,000 required properties': {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 10_000 }, (_, i) => [`k${i}`, { type: 'array', items: { type: 'object', properties: { a: { $ref: '#' } } }, minItems: 1000 }])
    ),
    required: Array.from({ length: 10_000 }, (_, i) => `k${i}`)
  }
}

describe('argument synthesis against hostile input schemas', () => {
  it.each(Object.entries(HOSTILE))('%s: an argument object, in bounded work', (_name, schema) => {
    for (const variant of [0, 1]) {
      const { value, ms } = timed(() => synthesizeArguments(schema, variant))
      expect(typeof value).toBe('object')
      expect(Array.isArray(value)).toBe(false)
      // Unbounded work on these schemas takes minutes or never ends; bounded work takes milliseconds.
      // The bound is loose on purpose: the machine may be busy, and speed belongs in `npm run bench`.
      expect(ms).toBeLessThan(10_000)
      // the argument is sent to the server as JSON: it must serialize (no cycles, bounded depth)
      expect(JSON.stringify(value).length).toBeLessThan(1_000_000)
    }
  })

  it('still picks a valid member from a huge enum and a huge anyOf', () => {
    expect(synthesizeArguments(HOSTILE['200,000-member enum'], 1)).toEqual({ pick: 'v1' })
    expect(synthesizeArguments(HOSTILE['20,000-branch anyOf'], 2)).toEqual({ pick: 2 })
  })

  it('says when caps or unsupported constructs made the argument a best effort, and only then', () => {
    const bestEffort = (schema: Schema) => synthesizeArgumentsNoting(schema).bestEffort
    expect(bestEffort({ type: 'object', properties: { text: { type: 'string' }, n: { type: 'integer', minimum: 1 } }, required: ['text'] })).toBe(false)
    expect(bestEffort(HOSTILE['200,000-member enum'] as Schema)).toBe(false)
    expect(bestEffort(HOSTILE['$ref cycle a → b → a'] as Schema)).toBe(true)
    expect(bestEffort(HOSTILE['5,000 nested levels'] as Schema)).toBe(true)
    expect(bestEffort(HOSTILE['5,000-part allOf'] as Schema)).toBe(true)
    expect(bestEffort({ type: 'object', properties: { id: { type: 'string', pattern: '^\\p{Lu}+$' } }, required: ['id'] })).toBe(true)
  })
})
