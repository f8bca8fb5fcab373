import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { packageFiles, readCode } from '../../../src/sandbox/replies/package-files.js'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'package-files-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the files of a package the API index reads', () => {
  it("lists the launched file, then its directory, before the rest of the repository: the server's code is never left past the caps", () => {
    mkdirSync(join(dir, 'lib'))
    for (let i = 0; i < 320; i++) writeFileSync(join(dir, 'lib', `helper${i}.js`), `export const n${i} = ${i}\n`)
    mkdirSync(join(dir, 'server', 'tools'), { recursive: true })
    writeFileSync(join(dir, 'server', 'main.js'), 'import "./tools/search.js"\n')
    writeFileSync(join(dir, 'server', 'tools', 'search.js'), 'export {}\n')
    const { code } = packageFiles([dir], [join(dir, 'server', 'main.js'), '/usr/bin/node'])
    expect(code.files.slice(0, 2)).toEqual([join(dir, 'server', 'main.js'), join(dir, 'server', 'tools', 'search.js')])
    expect(code.files).toHaveLength(300)
    const lib = code.files.filter((file) => file.startsWith(join(dir, 'lib')))
    expect(lib).toHaveLength(298)
    expect(lib.every((file) => code.neighbours.has(file))).toBe(true)
    expect([...code.neighbours].some((file) => file.startsWith(join(dir, 'server')))).toBe(false)
  })

  it('is every file of a root that holds no launched file, none of them counted as a neighbour', () => {
    writeFileSync(join(dir, 'index.js'), 'export {}\n')
    const { code } = packageFiles([dir], [])
    expect(code).toEqual({ files: [join(dir, 'index.js')], neighbours: new Set() })
  })

  it("reads a neighbour only within its budget, and the launched directory's code past it", () => {
    const big = join(dir, 'bundle.js')
    const small = join(dir, 'main.js')
    writeFileSync(big, '// padding\n'.repeat(300_000))
    writeFileSync(small, 'export {}\n')
    expect(readCode({ files: [big, small], neighbours: new Set([big]) }).map(({ file }) => file)).toEqual([small])
    expect(readCode({ files: [big, small], neighbours: new Set() }).map(({ file }) => file)).toEqual([big, small])
  })

  it('never reads what is not a regular file, a launched FIFO included (reading one would hold the thread for good)', () => {
    const fifo = join(dir, 'server.js')
    const small = join(dir, 'main.js')
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
    writeFileSync(small, 'export {}\n')
    mkdirSync(join(dir, 'lib.js'))
    // were the FIFO read, this writer would end the wait a second later with an empty file, and the test fail rather than hang
    const writer = spawn('sh', ['-c', 'sleep 1; : > "$0"', fifo], { stdio: 'ignore', detached: true })
    try {
      expect(readCode({ files: [fifo, join(dir, 'lib.js'), small], neighbours: new Set() }).map(({ file }) => file)).toEqual([small])
    } finally {
      // the writer's whole group: sh, and its sleep
      if (writer.pid !== undefined) process.kill(-writer.pid, 'SIGKILL')
    }
  })
})
