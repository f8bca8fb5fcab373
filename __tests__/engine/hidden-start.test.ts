import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { hiddenLookups, hiddenStartFailure } from '../../src/engine/hidden-start.js'
import { removeTempDirs, tempDir } from '../helpers/run-cli.js'

afterAll(removeTempDirs)

// Literal strace lines of servers that died at start in the sandbox: which hidden path each needed.
const PLACES = { roots: ['/home', '/root', '/run'], home: '/home/sam' }
const TRACE = [
  '7 1700000000.000100 openat(AT_FDCWD</work/ws>, "/home/package.json", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)',
  '7 1700000000.000200 newfstatat(AT_FDCWD</work/ws>, "/home/robin/node_modules", 0x7ffd, 0) = -1 ENOENT (No such file or directory)',
  '7 1700000000.000300 openat(AT_FDCWD</work/ws>, "/home/sam/.config/app.json", O_RDONLY) = -1 ENOENT (No such file or directory)',
  '7 1700000000.000400 statx(AT_FDCWD</work/ws>, "/home/robin/proj/server.mjs", AT_STATX_SYNC_AS_STAT, STATX_ALL, 0x7ffd) = -1 ENOENT (No such file or directory)',
  '7 1700000000.000500 openat(AT_FDCWD</work/ws>, "/etc/app.conf", O_RDONLY) = -1 ENOENT (No such file or directory)',
  '7 1700000000.000600 execve("/run/app/bin/helper", ["helper"], 0x7ffd /* 9 vars */) = -1 ENOENT (No such file or directory)',
  '7 1700000000.000700 openat(AT_FDCWD</work/ws>, "/home/robin/proj/ok.txt", O_RDONLY) = 3</home/robin/proj/ok.txt>'
].join('\n')

describe('a server that died at start on a hidden path', () => {
  it('finds the hidden paths it failed to reach, not its canary home, upward searches or shown places', () => {
    expect(hiddenLookups(TRACE, PLACES)).toEqual(['/home/robin/proj/server.mjs', '/run/app/bin/helper'])
  })

  it('names the path the server said it needed, and the flag that shows it, in one line', async () => {
    const trace = join(tempDir('hidden-start'), 'trace.log')
    writeFileSync(trace, TRACE)
    const stderr = "Error: Cannot find module '/home/robin/proj/server.mjs'\n    at Module._resolveFilename"
    const line = await hiddenStartFailure({ trace, ...PLACES }, stderr)
    expect(line).toBe(
      'the server could not start: it needed /home/robin/proj/server.mjs, which the sandbox hides from it. Show that directory to the server with --workspace /home/robin/proj (copy-on-write; nothing of yours changes), or audit without containment with --fs host'
    )
    expect(line).not.toContain('\n')
    expect(await hiddenStartFailure({ trace, ...PLACES }, '')).toContain('it needed /run/app/bin/helper,')
    // a lookup the trace does not show: the path the server's error names
    writeFileSync(trace, TRACE.split('\n').slice(0, 3).join('\n'))
    expect(await hiddenStartFailure({ trace, ...PLACES }, stderr)).toContain('it needed /home/robin/proj/server.mjs,')
    expect(await hiddenStartFailure({ trace, ...PLACES }, 'Error: /etc/app.conf missing; see /home/sam/.config/x')).toBeNull()
  })
})
