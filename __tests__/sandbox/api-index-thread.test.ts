import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { apiIndexOnThread } from '../../src/sandbox/api-index-thread.js'

// The init's index thread, with a stand-in for the init's bundle on the thread: what it posts is the
// index, and it is written whole for the auditor — `null` when the thread read nothing or ended without
// a word, so the auditor never waits out its timeout for a file that will not come.

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-index-thread-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function thread(body: string): URL {
  const path = join(dir, 'thread.mjs')
  writeFileSync(path, `import { parentPort, workerData } from 'node:worker_threads'\n${body}\n`)
  return pathToFileURL(path)
}

describe("the init's API index thread", () => {
  it('writes what the thread read for the auditor, and gives the sink the index held to its schema', async () => {
    const read = { operations: [{ method: 'GET', path: '/repos/{owner}', schema: {} }], inputs: { list_repos: { type: 'object' } } }
    const written = join(dir, 'api-index.json')
    const index = await apiIndexOnThread(thread(`parentPort.postMessage(${JSON.stringify(read)})`), { apiRoots: [dir] }, written)()
    expect(JSON.parse(readFileSync(written, 'utf8'))).toEqual(read)
    expect(index).toEqual({ ...read, values: {}, reads: [], definitions: {} })
  })

  it('writes the file for the auditor even when the sink never asks for the index (a server that never reaches the network)', async () => {
    const unasked = join(dir, 'unasked.json')
    apiIndexOnThread(thread('parentPort.postMessage({ operations: [] })'), { apiRoots: [dir] }, unasked)
    for (let attempt = 0; attempt < 250 && !existsSync(unasked); attempt++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(JSON.parse(readFileSync(unasked, 'utf8'))).toEqual({ operations: [] })
  })

  it('writes null when the package says nothing, and when the thread ends without a word', async () => {
    const nothing = join(dir, 'nothing.json')
    expect(await apiIndexOnThread(thread('parentPort.postMessage(null)'), { apiRoots: [dir] }, nothing)()).toBeNull()
    expect(readFileSync(nothing, 'utf8')).toBe('null')
    const silent = join(dir, 'silent.json')
    expect(await apiIndexOnThread(thread('process.exit(0)'), { apiRoots: [dir] }, silent)()).toBeNull()
    expect(readFileSync(silent, 'utf8')).toBe('null')
  })
})
