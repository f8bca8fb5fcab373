import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readWatchLine, watchCanaryHome } from '../../src/sandbox/canary-watch.js'
import type { CanaryWatchRecord } from '../../src/sandbox/canary-watch-log.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

describe('inotifywait lines', () => {
  const root = '/tmp/run/home/merged'

  it('reads ACCESS as a read and CLOSE_NOWRITE as a read-only open, relative to the home', () => {
    expect(readWatchLine(`ACCESS\t${root}/.ssh/id_rsa`, root)).toEqual([{ event: 'access', path: '.ssh/id_rsa' }])
    expect(readWatchLine(`CLOSE_NOWRITE,CLOSE\t${root}/.aws/credentials`, root)).toEqual([{ event: 'read-only-open', path: '.aws/credentials' }])
  })

  it('leaves out directories, paths outside the home and lines that are not events', () => {
    expect(readWatchLine(`CLOSE_NOWRITE,CLOSE,ISDIR\t${root}/.ssh`, root)).toEqual([])
    expect(readWatchLine(`ACCESS\t/tmp/run/home/mergedX/.env`, root)).toEqual([])
    expect(readWatchLine('Watches established.', root)).toEqual([])
  })
})

const describeWatch = describeWhere('the inotify canary watch tests', missing(needs.inotifywait))

describeWatch('the kernel as a witness (inotify)', () => {
  it('sees a file read and a read-only open with no read, once per read, and not a write', async () => {
    const home = mkdtempSync(join(tmpdir(), 'watch-'))
    mkdirSync(join(home, '.ssh'))
    writeFileSync(join(home, '.ssh', 'id_rsa'), 'key')
    writeFileSync(join(home, '.env'), 'A=1')
    writeFileSync(join(home, '.bashrc'), '')
    const records: CanaryWatchRecord[] = []
    const watch = await watchCanaryHome(home, (record) => records.push(record))
    try {
      if (typeof watch === 'string') throw new Error(watch)
      readFileSync(join(home, '.ssh', 'id_rsa'))
      spawnSync('sh', ['-c', `exec 3< "${join(home, '.env')}"`])
      writeFileSync(join(home, '.bashrc'), 'echo hi\n')
      for (let i = 0; i < 50 && records.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 10))
      expect(records.map(({ event, path }) => [event, path])).toEqual([
        ['access', '.ssh/id_rsa'],
        ['read-only-open', '.ssh/id_rsa'],
        ['read-only-open', '.env']
      ])
    } finally {
      if (typeof watch !== 'string') watch.stop()
      rmSync(home, { recursive: true, force: true })
    }
  })
})
