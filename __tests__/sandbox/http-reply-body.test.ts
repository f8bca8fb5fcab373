import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigurationError } from '../../src/errors.js'
import { loadHttpReply } from '../../src/sandbox/http-reply-body.js'

const dir = mkdtempSync(join(tmpdir(), 'mcp-behave-http-reply-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('loadHttpReply', () => {
  it('sends {} as JSON unless given a body, whose type it tells by whether it parses as JSON', async () => {
    expect(await loadHttpReply({ status: 404, bodyFile: null })).toEqual({
      status: 404,
      contentType: 'application/json',
      bodyBase64: Buffer.from('{}').toString('base64')
    })
    writeFileSync(join(dir, 'user.json'), '{"login":"octocat"}')
    writeFileSync(join(dir, 'page.txt'), 'plain words')
    expect(await loadHttpReply({ status: 200, bodyFile: join(dir, 'user.json') })).toMatchObject({
      contentType: 'application/json',
      bodyBase64: Buffer.from('{"login":"octocat"}').toString('base64')
    })
    expect(await loadHttpReply({ status: 200, bodyFile: join(dir, 'page.txt') })).toMatchObject({ contentType: 'text/plain; charset=utf-8' })
  })

  it('refuses a body it cannot read, in one line naming the flag', async () => {
    await expect(loadHttpReply({ status: 200, bodyFile: join(dir, 'nope.json') })).rejects.toThrow(ConfigurationError)
    await expect(loadHttpReply({ status: 200, bodyFile: join(dir, 'nope.json') })).rejects.toThrow(/--http-reply: cannot use .*nope\.json/)
  })
})
