import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApiIndex, codeInputsOf, indexWrittenBy, readApiIndex } from '../../../src/sandbox/replies/openapi-index.js'
import { fitApiIndex } from '../../../src/sandbox/replies/openapi-reply.js'

// The index is read on the init's thread of its own without zod or yaml evaluated there (the YAML parser
// is loaded when a document needs it) and held to its schema where it is used: what a package ships
// must come out the same either way.

const YAML_DOCUMENT = `openapi: 3.0.0
info: { title: Weather, version: '1' }
paths:
  /forecast/{city}:
    get:
      operationId: getForecast
      responses:
        '200':
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Forecast' }
components:
  schemas:
    Forecast:
      type: object
      properties:
        temperature: { type: number }
`

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-index-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("a package's API index", () => {
  it('takes the operations of a YAML OpenAPI document it ships, with its $refs resolved, and the literals its code checks', async () => {
    mkdirSync(join(dir, 'spec'))
    writeFileSync(join(dir, 'spec', 'openapi.yaml'), YAML_DOCUMENT)
    writeFileSync(join(dir, 'client.js'), "const data = await res.json()\nif (data.status !== 'OK') throw new Error(data.status)\n")
    const read = await readApiIndex([dir])
    expect(read?.operations).toEqual([
      { method: 'GET', path: '/forecast/{city}', operationId: 'getForecast', schema: { type: 'object', properties: { temperature: { type: 'number' } } } }
    ])
    expect(read?.values).toEqual({ status: 'OK' })
    expect(await buildApiIndex([dir])).toEqual(read)
  })

  it('is none for a package that says nothing of an API', async () => {
    writeFileSync(join(dir, 'index.js'), 'console.log(1)\n')
    expect(await readApiIndex([dir])).toBeNull()
    expect(await buildApiIndex([dir])).toBeNull()
  })

  it("takes at most a few megabytes of code from beside the launched file's directory (a repository's bundles), and all of a root that holds no launched file", async () => {
    mkdirSync(join(dir, 'server'))
    writeFileSync(join(dir, 'server', 'main.js'), "const data = await res.json()\nif (data.status !== 'OK') throw new Error(data.status)\n")
    mkdirSync(join(dir, 'dist'))
    // a bundle of 3.2 MB whose code checks another field: read only when nothing launched is beside it
    writeFileSync(join(dir, 'dist', 'bundle.js'), `${'// padding\n'.repeat(300_000)}if (reply.state !== 'ACTIVE') throw new Error('not yet')\n`)
    expect((await readApiIndex([dir], [join(dir, 'server', 'main.js')]))?.values).toEqual({ status: 'OK' })
    expect((await readApiIndex([dir]))?.values).toEqual({ status: 'OK', state: 'ACTIVE' })
    expect((await readApiIndex([dir], [join(dir, 'dist', 'bundle.js')]))?.values).toEqual({ status: 'OK', state: 'ACTIVE' })
  })

  it('is held to its schema where it is used: what does not fit is none', () => {
    expect(fitApiIndex(null)).toBeNull()
    expect(fitApiIndex({ operations: 'all of them' })).toBeNull()
    expect(fitApiIndex({ operations: [{ method: 'GET', path: '/a', schema: {} }] })).toEqual({
      operations: [{ method: 'GET', path: '/a', schema: {} }],
      values: {},
      reads: [],
      definitions: {},
      inputs: {}
    })
  })

  it('is taken from the file the sandbox init wrote, once it is there, instead of reading the package again', async () => {
    const written = join(dir, 'api-index.json')
    const inputs = { fork_repository: { type: 'object', properties: { owner: { type: 'string' } }, required: ['owner'] } }
    setTimeout(() => writeFileSync(written, JSON.stringify({ operations: [], inputs })), 50)
    // the package under `dir` says nothing: what comes back is the file's
    writeFileSync(join(dir, 'index.js'), 'console.log(1)\n')
    expect(await codeInputsOf([dir], written)).toEqual(inputs)
  })

  it('from that file: none when the init read nothing; not taken when it does not parse, does not fit, or does not come in time', async () => {
    const written = join(dir, 'api-index.json')
    writeFileSync(written, 'null')
    expect(await indexWrittenBy(written, 0)).toBeNull()
    writeFileSync(written, '{"operations": ')
    expect(await indexWrittenBy(written, 0)).toBeUndefined()
    writeFileSync(written, '{"operations": "all of them"}')
    expect(await indexWrittenBy(written, 0)).toBeUndefined()
    expect(await indexWrittenBy(join(dir, 'never.json'), 30)).toBeUndefined()
  })
})
