import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable, Writable } from 'node:stream'
import { jest } from '@jest/globals'
import { EXIT_CODES } from '../../src/errors.js'
import { leakyReport } from './report-fixture.js'

// A bug in the payload builder (here: a TypeError it throws) is not the user's bad input: push says
// "unexpected error" as the CLI does, instead of blaming the report.
const actual = await import('../../src/push/payload.js')
jest.unstable_mockModule('../../src/push/payload.js', () => ({
  ...actual,
  buildPushPayload: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'length')")
  }
}))
const { runPushCommand } = await import('../../src/push/push-command.js')

function capture(): Writable & { text: () => string } {
  let text = ''
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      text += chunk.toString()
      callback()
    }
  })
  return Object.assign(stream, { text: () => text })
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mcp-behave-push-bug-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

it('push exits with the internal code and says "unexpected error" when the payload builder throws', async () => {
  const file = join(dir, 'audit.json')
  await writeFile(file, JSON.stringify(leakyReport()))
  const stdout = capture()
  const stderr = capture()
  const code = await runPushCommand([file, '--dry-run'], { stdin: Readable.from([]), stdout, stderr, env: {} })
  expect({ code, stdout: stdout.text(), stderr: stderr.text() }).toEqual({
    code: EXIT_CODES.internal,
    stdout: '',
    stderr: "mcp-behave push: unexpected error: Cannot read properties of undefined (reading 'length')\n"
  })
})
