import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { assertSameFile, createEmptyOutputFile, OutputFileError, writeOutputFile } from '../../src/engine/output-files.js'
import { removeTempDirs, tempDir } from '../helpers/run-cli.js'

afterAll(removeTempDirs)

describe('output files', () => {
  it('writes a new file, and replaces a stale regular one, leaving no temporary behind', async () => {
    const dir = tempDir('outfiles')
    await writeOutputFile(join(dir, 'report.json'), 'first')
    await writeOutputFile(join(dir, 'report.json'), 'second')
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe('second')
    expect(readdirSync(dir)).toEqual(['report.json'])
  })

  it('refuses a planted symlink with a clear error and leaves its target unchanged', async () => {
    const dir = tempDir('outfiles')
    const victim = join(tempDir('victim'), '.bashrc')
    writeFileSync(victim, 'user content\n')
    symlinkSync(victim, join(dir, 'report.json'))
    await expect(writeOutputFile(join(dir, 'report.json'), 'report')).rejects.toThrow(OutputFileError)
    await expect(writeOutputFile(join(dir, 'report.json'), 'report')).rejects.toThrow(/refusing to write .*report\.json: it is a symbolic link/)
    expect(readFileSync(victim, 'utf8')).toBe('user content\n')
    expect(lstatSync(join(dir, 'report.json')).isSymbolicLink()).toBe(true)
  })

  it('refuses a dangling symlink (it would create the target) and a directory', async () => {
    const dir = tempDir('outfiles')
    const target = join(tempDir('victim'), 'created-by-follow')
    symlinkSync(target, join(dir, 'manifest.json'))
    await expect(writeOutputFile(join(dir, 'manifest.json'), 'x')).rejects.toThrow(/symbolic link/)
    expect(() => lstatSync(target)).toThrow()
    mkdirSync(join(dir, 'report.json'))
    await expect(writeOutputFile(join(dir, 'report.json'), 'x')).rejects.toThrow(/not a regular file/)
  })

  it('creates trace.log empty and ours, replacing a stale regular file, refusing a link', async () => {
    const dir = tempDir('outfiles')
    writeFileSync(join(dir, 'trace.log'), 'stale trace')
    await createEmptyOutputFile(join(dir, 'trace.log'))
    expect(readFileSync(join(dir, 'trace.log'), 'utf8')).toBe('')
    const victim = join(tempDir('victim'), 'id_rsa')
    writeFileSync(victim, 'key')
    symlinkSync(victim, join(dir, 'other.log'))
    await expect(createEmptyOutputFile(join(dir, 'other.log'))).rejects.toThrow(/symbolic link/)
    expect(readFileSync(victim, 'utf8')).toBe('key')
  })

  it('trace.log written in place (truncated, appended) is still ours; a file swapped in by rename is not', async () => {
    const dir = tempDir('outfiles')
    const trace = join(dir, 'trace.log')
    const identity = await createEmptyOutputFile(trace)
    writeFileSync(trace, '1700000000.000000 read(3, "", 1) = 0\n')
    await expect(assertSameFile(trace, identity)).resolves.toBeUndefined()
    writeFileSync(join(dir, 'forged'), 'nothing happened\n')
    renameSync(join(dir, 'forged'), trace)
    await expect(assertSameFile(trace, identity)).rejects.toThrow(/trace\.log was replaced during the audit/)
  })
})
