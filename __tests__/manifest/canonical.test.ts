import { canonicalJson, sha256Hex } from '../../src/manifest/canonical.js'

describe('canonicalJson', () => {
  it('sorts keys recursively, drops undefined members and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1, 2], c: undefined, e: 'x' } })).toBe('{"a":{"d":[3,1,2],"e":"x"},"b":1}')
  })

  it('writes undefined array elements, -0 and non-finite numbers as JSON.stringify does', () => {
    expect(canonicalJson([undefined, -0, Number.NaN, Infinity, 1.5, null, true, 'é"'])).toBe('[null,0,null,null,1.5,null,true,"é\\""]')
  })

  it('treats `required` of a schema as a set and leaves every other list alone', () => {
    const schema = {
      type: 'object',
      required: ['b', 'a', 'b'],
      properties: { x: { enum: ['z', 'a'] }, y: { type: 'object', required: ['q', 'p'] } }
    }
    expect(canonicalJson(schema, { schema: true })).toBe(
      '{"properties":{"x":{"enum":["z","a"]},"y":{"required":["p","q"],"type":"object"}},"required":["a","b"],"type":"object"}'
    )
    expect(canonicalJson(schema)).toBe(
      '{"properties":{"x":{"enum":["z","a"]},"y":{"required":["q","p"],"type":"object"}},"required":["b","a","b"],"type":"object"}'
    )
  })

  it('does not sort a `required` list that is data (default, examples, const, enum)', () => {
    const schema = { default: { required: ['b', 'a'] }, examples: [{ required: ['d', 'c'] }] }
    expect(canonicalJson(schema, { schema: true })).toBe('{"default":{"required":["b","a"]},"examples":[{"required":["d","c"]}]}')
  })

  it('pretty-prints like JSON.stringify with 2 spaces over sorted keys', () => {
    expect(canonicalJson({ z: [], y: {}, x: [1, { b: 2, a: 1 }] }, { pretty: true })).toBe(
      ['{', '  "x": [', '    1,', '    {', '      "a": 1,', '      "b": 2', '    }', '  ],', '  "y": {},', '  "z": []', '}'].join('\n')
    )
  })

  it('hashes data nested far deeper than the call stack allows, and tells deep values apart', () => {
    const deep = (leaf: string): unknown => {
      let value: unknown = leaf
      for (let i = 0; i < 200_000; i += 1) value = { a: value }
      return value
    }
    const one = canonicalJson(deep('one'))
    expect(one.startsWith('{"a":{"a":')).toBe(true)
    expect(one).toContain('"one"')
    expect(sha256Hex(one)).not.toBe(sha256Hex(canonicalJson(deep('two'))))
  })
})

describe('sha256Hex', () => {
  it('is the hex SHA-256 of the UTF-8 text', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})
