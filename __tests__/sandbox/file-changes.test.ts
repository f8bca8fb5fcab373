import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { scanChanges, writeChangesTar } from '../../src/sandbox/file-changes.js'
import { removeTempDirs, tempDir } from '../helpers/run-cli.js'

afterAll(removeTempDirs)
const sha = (text: string): string => createHash('sha256').update(text).digest('hex')

describe('what the server changed', () => {
  it('reads created, modified and unchanged copy-ups from an upper layer, and skips masks left as placed', async () => {
    const lower = tempDir('lower')
    const upper = tempDir('upper')
    writeFileSync(join(lower, 'same.txt'), 'same\n')
    writeFileSync(join(lower, 'edited.txt'), 'before\n')
    mkdirSync(join(lower, 'src'))
    writeFileSync(join(upper, 'same.txt'), 'same\n') // copied up by a chmod: no change
    writeFileSync(join(upper, 'edited.txt'), 'after!\n')
    mkdirSync(join(upper, 'src'))
    writeFileSync(join(upper, 'src', 'new.js'), 'x\n')
    mkdirSync(join(upper, 'out'))
    writeFileSync(join(upper, '.env'), 'MASK\n')
    const scan = await scanChanges([{ dir: upper, shownAt: '/work/repo', lower, placed: new Map([['.env', sha('MASK\n')]]) }])
    expect(scan.changes).toEqual([
      { path: '/work/repo/edited.txt', change: 'modified', kind: 'file', size: 7, sha256: sha('after!\n') },
      { path: '/work/repo/out', change: 'created', kind: 'directory' },
      { path: '/work/repo/src/new.js', change: 'created', kind: 'file', size: 2, sha256: sha('x\n') }
    ])
    const tar = join(tempDir('tar'), 'changes.tar')
    expect(await writeChangesTar(scan, tar)).toEqual({ files: 2, omitted: 0 })
    expect(spawnSync('tar', ['-tf', tar], { encoding: 'utf8' }).stdout.trim().split('\n').sort()).toEqual(['work/repo/edited.txt', 'work/repo/src/new.js'])
  })

  it('hashes a file past one read (streamed) as it hashes a small one', async () => {
    const lower = tempDir('lower')
    const upper = tempDir('upper')
    const big = 'b'.repeat(3 << 20)
    writeFileSync(join(lower, 'same.bin'), big)
    writeFileSync(join(upper, 'same.bin'), big) // copied up unchanged: no change
    writeFileSync(join(upper, 'big.bin'), `${big}!`)
    writeFileSync(join(upper, 'small.bin'), 'small')
    const scan = await scanChanges([{ dir: upper, shownAt: '/work/repo', lower }])
    expect(scan.changes).toEqual([
      { path: '/work/repo/big.bin', change: 'created', kind: 'file', size: big.length + 1, sha256: sha(`${big}!`) },
      { path: '/work/repo/small.bin', change: 'created', kind: 'file', size: 5, sha256: sha('small') }
    ])
  })

  it('ignores the mount points bwrap made in a private directory', async () => {
    const tmp = tempDir('private')
    mkdirSync(join(tmp, 'work', 'repo'), { recursive: true })
    writeFileSync(join(tmp, 'dropped.sh'), 'echo\n')
    const scan = await scanChanges([{ dir: tmp, shownAt: '/tmp', mountPoints: new Set(['work', 'work/repo']) }])
    expect(scan.changes.map((change) => change.path)).toEqual(['/tmp/dropped.sh'])
  })
})
